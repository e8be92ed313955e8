// The search.profile job: bring one crew profile's search entry up to the profile as it is now. Queued
// by the triggers of migration 0023 in every transaction that writes what the entry holds (the name,
// the email, the sea service, the certificates, the latest identity extractions) or inserts or deletes
// the profile; the queue runs it at least once, so it is idempotent: it reads the profile's current
// state, not the write that queued it, and writes nothing when the entry is already at its
// search_version (search-entries.ts writes it, with the organization's vocabulary, in one short
// transaction).
import type { Db } from "@/server/db/database.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { profileDocument } from "./profile-document.js";
import { readProfiles } from "./profile-search-repository.js";
import { profileEntries, removeEntry, writeEntry } from "./search-entries.js";

// $1 profile, $2 organization, $3 document, $4 words, $5 certificate validity, $6 version. The
// profile's created_at (the search order's tie-break, migration 0024) is read in place, to the
// microsecond the cursors carry.
const upsertEntry = preparedSql(
  "profile_entry_upsert",
  `INSERT INTO "profile_search_entries" ("crew_profile_id", "organization_id", "document", "words", "certificate_validity", "version", "created_at", "removed_at", "indexed_at")
  VALUES ($1::uuid, $2::uuid, $3::tsvector, $4::text[], $5::jsonb, $6::bigint,
    (SELECT "created_at" FROM "crew_profiles" WHERE "id" = $1::uuid), NULL, now())
  ON CONFLICT ("crew_profile_id") DO UPDATE SET "document" = excluded."document", "words" = excluded."words",
    "certificate_validity" = excluded."certificate_validity", "version" = excluded."version", "created_at" = excluded."created_at",
    "removed_at" = NULL, "indexed_at" = excluded."indexed_at"`,
);

export async function indexProfile(db: Db, organizationId: string, profileId: string): Promise<void> {
  const [profile] = await readProfiles(db, organizationId, [profileId]);
  if (!profile) {
    await removeEntry(db, profileEntries, organizationId, profileId);
    return;
  }
  const built = profileDocument(profile);
  await writeEntry(db, profileEntries, {
    organizationId,
    id: profileId,
    version: profile.searchVersion,
    vocabulary: built.vocabulary,
    upsert: (tx) =>
      upsertEntry(tx, [profileId, organizationId, built.document, [...built.vocabulary], JSON.stringify(built.certificateValidity), profile.searchVersion]),
  });
}
