// What the engine compares: a posting's requirements and a candidate, field for field the columns they
// are read from (server/db/schema.ts), so the job that loads them only copies. Dates are the database's
// 'YYYY-MM-DD' strings; values are those of server/domain/data (ranks, vessel types, certificates).

export type DatePrecision = "day" | "month" | "year";

// job_postings' requirement columns.
export interface PostingRequirements {
  rank: string | null;
  vesselType: string | null;
  requiredExperienceMonths: number | null;
  experienceMandatory: boolean;
  vesselTypeMandatory: boolean;
  // Certificate values; visas (category "visa") are required the same way.
  requiredCertificates: readonly string[];
  // ISO 3166-1 alpha-2 codes; null or empty: any nationality.
  allowedNationalities: readonly string[] | null;
  minAge: number | null;
  maxAge: number | null;
  joinDate: string | null;
  contractMonths: number | null;
}

// One sea_service_records row. Its `position` (the CV's order) is deliberately not an input: results
// never depend on the order of records.
export interface SeaServiceRecordInput {
  // One value, or two for an ambiguous record such as "2/O / 3/O".
  rankValues: readonly string[];
  vesselType: string | null;
  signOn: string;
  signOnPrecision: DatePrecision;
  // Null while on board.
  signOff: string | null;
  signOffPrecision: DatePrecision;
}

// One crew_certificates row.
export interface CrewCertificateInput {
  certificate: string;
  // Null for certificates without expiry.
  expiresOn: string | null;
}

export interface CandidateInput {
  // From the profile's identity extractions ('YYYY-MM-DD'); null when not extracted yet.
  dateOfBirth: string | null;
  // ISO 3166-1 alpha-2; null when not extracted yet.
  nationality: string | null;
  seaServiceRecords: readonly SeaServiceRecordInput[];
  certificates: readonly CrewCertificateInput[];
}
