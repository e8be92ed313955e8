// The organization's crew profile a batch's person already is, if any: the same email address, the
// same passport or seaman's book number on a certificate, or the same name with the same date of birth.
// Nothing weaker (a name alone) merges two people.
import { sql } from "drizzle-orm";
import type { Tx } from "../processor/assembly-repository.js";
import { emailKey, nameKey, numberKey, type PersonIdentity } from "./person-keys.js";

export async function findExistingProfile(tx: Tx, organizationId: string, identity: PersonIdentity): Promise<string | undefined> {
  const email = emailKey(identity.email);
  if (email) {
    const found = await tx.execute<{ id: string }>(
      sql`select id from crew_profiles where organization_id = ${organizationId} and lower(primary_email) = ${email} order by created_at limit 1`,
    );
    if (found.rows[0]) return found.rows[0].id;
  }
  for (const [code, text] of [
    ["id_passport", identity.passportNumber],
    ["id_seamans_book", identity.seamansBookNumber],
  ] as const) {
    const number = numberKey(text);
    if (!number) continue;
    const found = await tx.execute<{ id: string }>(sql`
      select crew_profile_id as id from crew_certificates
      where organization_id = ${organizationId} and certificate = ${code} and upper(regexp_replace(number, '[^A-Za-z0-9]', '', 'g')) = ${number}
      order by created_at limit 1`);
    if (found.rows[0]) return found.rows[0].id;
  }
  const name = nameKey(identity);
  if (name && identity.dateOfBirth) {
    const { family, first } = name;
    const found = await tx.execute<{ id: string }>(sql`
      select p.id from crew_profiles p
      join document_extractions e on e.crew_profile_id = p.id and e.kind = 'date_of_birth'
      where p.organization_id = ${organizationId}
        and upper(regexp_replace(unaccent(coalesce(p.family_name, '')), '[^A-Za-z]', '', 'g')) = ${family}
        and split_part(upper(regexp_replace(unaccent(coalesce(p.given_name, '')), '[^A-Za-z ]', '', 'g')), ' ', 1) = ${first}
        and (e.value_time at time zone 'UTC')::date = ${identity.dateOfBirth}::date
      order by p.created_at limit 1`);
    if (found.rows[0]) return found.rows[0].id;
  }
  return undefined;
}
