// What the match engine reads from the database, copied column for column into its inputs
// (match-input.ts): the requirements of an organization's postings, and each crew profile's date of
// birth and nationality, sea-service records and certificates. A recompute reads whole organizations
// (or one posting / one profile) with a handful of queries, not one per pair.
//
// Date of birth and nationality are the profile's latest extractions of those kinds, read from
// crew_profiles.identity_extractions, which the trigger of migration 0007 keeps by the one "latest"
// rule (db/latest-extraction.ts).
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { readInPages } from "@/server/db/read-in-pages.js";
import { jobApplications, jobPostings, type postingStates } from "@/server/db/schema.js";
import { latestValue } from "@/server/db/latest-extraction.js";
import { clientOf } from "@/server/db/prepared.js";
import type { CandidateInput, CrewCertificateInput, PostingRequirements, SeaServiceRecordInput } from "./match-input.js";
import { backgroundTurn } from "@/server/jobs/background-pace.js";

export interface PostingInput {
  id: string;
  state: (typeof postingStates)[number];
  requirements: PostingRequirements;
}

export interface CandidateProfileInput {
  id: string;
  candidate: CandidateInput;
}

// Which profiles or postings to read: all of the organization's, or these ids of it.
type Only = readonly string[] | undefined;

const within = (column: Parameters<typeof inArray>[0], only: Only): SQL | undefined => (only ? inArray(column, [...only]) : undefined);

// These postings in one statement, or every posting of the organization in pages of POSTINGS_PAGE
// (db/read-in-pages.ts; 5,280 postings took 151 ms in one statement at the bench's large scale): each
// is read after the recompute started, and a posting created since is missed as it would be by one
// statement: its own recompute writes its pairs. `pageSize` is for tests.
export async function loadPostingInputs(db: Db, organizationId: string, only?: Only, pageSize = POSTINGS_PAGE): Promise<PostingInput[]> {
  const rows = only
    ? await postingInputsPage(db, organizationId, only, null, Math.max(1, only.length))
    : await readInPages(
        (afterId, limit) => postingInputsPage(db, organizationId, undefined, afterId, limit),
        (row) => row.id,
        pageSize,
        backgroundTurn,
      );
  return rows.map(({ id, state, ...requirements }) => ({ id, state, requirements }));
}

const POSTINGS_PAGE = 1_000;

function postingInputsPage(db: Db, organizationId: string, only: Only, afterId: string | null, limit: number) {
  return db
    .select({
      id: jobPostings.id,
      state: jobPostings.state,
      rank: jobPostings.rank,
      vesselType: jobPostings.vesselType,
      requiredExperienceMonths: jobPostings.requiredExperienceMonths,
      experienceMandatory: jobPostings.experienceMandatory,
      vesselTypeMandatory: jobPostings.vesselTypeMandatory,
      requiredCertificates: jobPostings.requiredCertificates,
      allowedNationalities: jobPostings.allowedNationalities,
      minAge: jobPostings.minAge,
      maxAge: jobPostings.maxAge,
      joinDate: jobPostings.joinDate,
      contractMonths: jobPostings.contractMonths,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), within(jobPostings.id, only), afterId === null ? undefined : gt(jobPostings.id, afterId)))
    .orderBy(asc(jobPostings.id))
    .limit(limit);
}

// Rows as arrays through node-postgres, not drizzle's select: a posting's first recompute reads every
// profile of the organization (52,800 profiles, 249,117 records and 466,494 certificates at the bench's
// large scale), and drizzle's mapping of each row took half of that read's 4.4 s. The ids go as one
// array parameter. (Sending only the two identity kinds the engine reads, picked out in SQL, cost the
// database more than it saved here.)
export async function loadCandidateInputs(db: Db, organizationId: string, only?: Only): Promise<CandidateProfileInput[]> {
  const client = clientOf(db);
  const ids = only ? [...only] : undefined;
  const whose = (column: string) => (ids ? `and ${column} = any($2::uuid[])` : "");
  const values = ids ? [organizationId, ids] : [organizationId];
  const [profiles, records, certificates] = await Promise.all([
    client.query<[id: string, identity: unknown]>({
      rowMode: "array",
      text: `select id, identity_extractions
        from crew_profiles where organization_id = $1 ${whose("id")} order by id`,
      values,
    }),
    client.query<[profileId: string, ...SeaServiceRecordRow]>({
      rowMode: "array",
      text: `select crew_profile_id, rank_values, vessel_type, sign_on, sign_on_precision, sign_off, sign_off_precision
        from sea_service_records where organization_id = $1 ${whose("crew_profile_id")}`,
      values,
    }),
    client.query<[profileId: string, certificate: string, expiresOn: string | null]>({
      rowMode: "array",
      text: `select crew_profile_id, certificate, expires_on from crew_certificates where organization_id = $1 ${whose("crew_profile_id")}`,
      values,
    }),
  ]);
  const recordsOf = groupBy(
    records.rows,
    ([profileId, rankValues, vesselType, signOn, signOnPrecision, signOff, signOffPrecision]): [string, SeaServiceRecordInput] => [
      profileId,
      { rankValues, vesselType, signOn, signOnPrecision, signOff, signOffPrecision },
    ],
  );
  const certificatesOf = groupBy(certificates.rows, ([profileId, certificate, expiresOn]): [string, CrewCertificateInput] => [
    profileId,
    { certificate, expiresOn },
  ]);
  return profiles.rows.map(([id, identity]) => {
    const dateOfBirth = latestValue(identity, "date_of_birth");
    return {
      id,
      candidate: {
        // value_time as PostgreSQL's JSON text of a timestamptz at midnight UTC: its date part.
        dateOfBirth: dateOfBirth === null ? null : dateOfBirth.slice(0, 10),
        nationality: latestValue(identity, "nationality"),
        seaServiceRecords: recordsOf.get(id) ?? [],
        certificates: certificatesOf.get(id) ?? [],
      },
    };
  });
}

type SeaServiceRecordRow = [
  rankValues: string[],
  vesselType: string | null,
  signOn: string,
  signOnPrecision: SeaServiceRecordInput["signOnPrecision"],
  signOff: string | null,
  signOffPrecision: SeaServiceRecordInput["signOffPrecision"],
];

// Every application of the organization (of these postings), as the pairs that are always persisted.
export async function loadApplicantPairs(db: Db, organizationId: string, onlyPostings?: Only): Promise<{ postingId: string; profileId: string }[]> {
  return db
    .selectDistinct({ postingId: jobApplications.jobPostingId, profileId: jobApplications.crewProfileId })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), within(jobApplications.jobPostingId, onlyPostings)));
}

// The postings a crew profile applied to, for a candidate recompute.
export async function loadAppliedPostings(db: Db, organizationId: string, profileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ postingId: jobApplications.jobPostingId })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.crewProfileId, profileId)));
  return rows.map((row) => row.postingId);
}

function groupBy<Row, Item>(rows: readonly Row[], split: (row: Row) => [string, Item]): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const [key, item] = split(row);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
