// A crew profile's career records (sea service, work ashore, certificates), each with the latest
// extraction that produced it, in one prepared statement (db/prepared.ts); no row when the
// organization has no such profile.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { latestExtraction } from "@/server/db/latest-extraction.js";
import { crewProfiles } from "@/server/db/schema.js";
import { extractionJson, type ExtractionJson } from "./extraction-repository.js";

export interface SeaServiceJson {
  id: string;
  rankValues: string[];
  rankText: string;
  vesselType: string | null;
  vesselName: string;
  vesselFlag: string | null;
  company: string;
  signOn: string;
  signOnPrecision: string;
  signOff: string | null;
  signOffPrecision: string;
  extraction: ExtractionJson | null;
}

export interface OnLandWorkJson {
  id: string;
  employer: string;
  position: string;
  startDate: string;
  endDate: string | null;
  extraction: ExtractionJson | null;
}

export interface CertificateJson {
  id: string;
  certificate: string;
  number: string;
  issuingCountry: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  extraction: ExtractionJson | null;
}

// The latest extraction (db/latest-extraction.ts) of these kinds about the record aliased `owner`, as JSON.
function withExtraction(owner: string, kinds: Parameters<typeof latestExtraction>[1]) {
  const of = { crewProfileId: sql.raw(`${owner}.crew_profile_id`), organizationId: sql.raw(`${owner}.organization_id`) };
  return sql`(select ${extractionJson} from ${latestExtraction(of, kinds, sql.raw(`${owner}.id`))} e)`;
}

const careerOfProfile = preparedQuery("crew_profile_career", (db) =>
  db
    .select({
      seaService: sql<SeaServiceJson[]>`(select coalesce(json_agg(json_build_object(
          'id', r.id, 'rankValues', r.rank_values, 'rankText', r.rank_text, 'vesselType', r.vessel_type,
          'vesselName', r.vessel_name, 'vesselFlag', r.vessel_flag, 'company', r.company,
          'signOn', r.sign_on, 'signOnPrecision', r.sign_on_precision,
          'signOff', r.sign_off, 'signOffPrecision', r.sign_off_precision,
          'extraction', ${withExtraction("r", ["at_sea_work_experience"])})
        order by r.sign_on desc, r.position desc), '[]'::json)
        from sea_service_records r where r.crew_profile_id = crew_profiles.id and r.organization_id = crew_profiles.organization_id)`,
      onLandWork: sql<OnLandWorkJson[]>`(select coalesce(json_agg(json_build_object(
          'id', w.id, 'employer', w.employer, 'position', w.position, 'startDate', w.start_date, 'endDate', w.end_date,
          'extraction', ${withExtraction("w", ["on_land_work_experience"])})
        order by w.start_date desc, w.id), '[]'::json)
        from on_land_work_experiences w where w.crew_profile_id = crew_profiles.id and w.organization_id = crew_profiles.organization_id)`,
      certificates: sql<CertificateJson[]>`(select coalesce(json_agg(json_build_object(
          'id', c.id, 'certificate', c.certificate, 'number', c.number, 'issuingCountry', c.issuing_country,
          'issuedOn', c.issued_on, 'expiresOn', c.expires_on,
          'extraction', ${withExtraction("c", ["certificate", "stcw_certificate"])})
        order by c.issued_on desc nulls last, c.certificate, c.id), '[]'::json)
        from crew_certificates c where c.crew_profile_id = crew_profiles.id and c.organization_id = crew_profiles.organization_id)`,
    })
    .from(crewProfiles)
    .where(and(eq(crewProfiles.organizationId, sql.placeholder("organizationId")), eq(crewProfiles.id, sql.placeholder("id")))),
);

// undefined when the organization has no such crew profile.
export async function findCrewProfileCareer(db: Db, organizationId: string, crewProfileId: string) {
  const [row] = await careerOfProfile(db, { organizationId, id: crewProfileId });
  return row;
}
