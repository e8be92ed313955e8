// The reads behind the match operations (issue 14, "The reads"): a page of a posting's list or of a
// candidate's list as of a snapshot time, with what the items show of the other side, and the current
// matches of a few profiles for one posting. Each is ONE prepared statement (db/prepared.ts) that also
// says whether the posting or profile is the organization's: it selects from that row, so it answers
// no row when there is none, and an unknown id and another organization's answer the same.
//
// A page is read from a list index of migration 0012 (job_posting_matches_posting_list_idx or
// _candidate_list_idx: the owner's id, then the list order) and stops at its limit; the snapshot rule
// and the filters only filter the rows read in that order (match-store-reads.ts writes the order and
// the snapshot rule). Items come back as one JSON array of positional arrays: one parse per page.
//
// A page answers references only (which version of which pair, and the versions of what its item shows
// besides the match): the handler renders items from the full rows of the versions it holds no
// rendered item of (readPostingMatchVersions, readCandidateMatchVersions); rendered-match-items.ts
// says why.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import type { LatestExtraction } from "@/server/db/latest-extraction.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { crewProfiles, jobPostings, type postingStates } from "@/server/db/schema.js";
import { MATCH_POSTING_JOB } from "./match-job-kinds.js";
import type { MatchResult } from "./match-result.js";
import { beyondPosition, listOrder, snapshotTimeSql, visibleAt, type ListPageRequest } from "./match-store-reads.js";

// What every listed match carries, whichever side lists it.
export interface ListedMatch {
  matchId: string;
  jobPostingId: string;
  crewProfileId: string;
  score: number;
  confirmedRelevantMonths: number;
  result: MatchResult;
  modelVersion: number;
  evaluatedOn: string;
  computedAt: Date;
  // A job application of the profile to the posting exists, archived or not: now, not as of the
  // snapshot (applications have no versions).
  alreadyApplied: boolean;
}

// A match as a posting's list shows it: with the candidate.
export interface ListedCandidate extends ListedMatch {
  givenName: string | null;
  familyName: string | null;
  primaryEmail: string;
  // The profile's latest face-image extraction (crew_profiles.identity_extractions, db/latest-extraction.ts).
  faceImage: LatestExtraction | null;
}

// A match as a candidate's list shows it: with the posting.
export interface ListedPosting extends ListedMatch {
  title: string;
  summary: string;
  shortId: string;
  state: (typeof postingStates)[number];
}

type MatchRow = [
  matchId: string,
  jobPostingId: string,
  crewProfileId: string,
  score: number,
  confirmedRelevantMonths: number,
  result: MatchResult,
  modelVersion: number,
  evaluatedOn: string,
  computedAtMs: number,
  alreadyApplied: boolean,
];
type CandidateRow = [...MatchRow, givenName: string | null, familyName: string | null, primaryEmail: string, faceImage: LatestExtraction | null];

// A list item by reference: the match version (job_posting_matches.id, whose match columns never
// change once published but for its computation time: a recompute that finds the same match confirms
// the version in place, match-store-writes.ts) and that time, its position, the other side's id and
// read_version (the profile's: name, email, face; the posting's: title, summary, short id, state) and
// whether the profile applied (now).
interface ListedRef {
  versionId: string;
  computedAtMs: number;
  matchId: string;
  score: number;
  confirmedRelevantMonths: number;
  readVersion: number;
  alreadyApplied: boolean;
}
export interface ListedCandidateRef extends ListedRef {
  crewProfileId: string;
}
export interface ListedPostingRef extends ListedRef {
  jobPostingId: string;
}
type RefRow = [
  versionId: string,
  matchId: string,
  score: number,
  confirmedRelevantMonths: number,
  otherId: string,
  readVersion: number,
  alreadyApplied: boolean,
  computedAtMs: number,
];

// Match versions in full, with the other side's read_version.
export interface ListedCandidateVersion extends ListedCandidate {
  versionId: string;
  computedAtMs: number;
  readVersion: number;
}
export interface ListedPostingVersion extends ListedPosting {
  versionId: string;
  computedAtMs: number;
  readVersion: number;
}
type PostingRow = [...MatchRow, title: string, summary: string, shortId: string, state: ListedPosting["state"]];

// Placeholders (typed, as a generic plan needs them).
const placeholder = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const organizationId = placeholder("organizationId", "uuid");
const jobPostingId = placeholder("jobPostingId", "uuid");
const crewProfileId = placeholder("crewProfileId", "uuid");
// The page's snapshot time: the cursor's, or null on a first page, which reads as of matchSnapshotTime's
// rule, taken here rather than by a statement of its own, so that a first page is one round trip
// (a fifth to a third less database CPU and a fifth less service CPU per first page: bench/README.md
// "One statement a page"). Every use in a statement is the same time: statement_timestamp() and
// match_publishes are read once per statement, under its one snapshot.
const at = sql`coalesce(${placeholder("at", "timestamptz")}, ${snapshotTimeSql(organizationId)})`;
const snapshotMs = sql<string>`(extract(epoch from ${at}) * 1000)::bigint::text`;
const eligibleOnly = placeholder("eligibleOnly", "boolean");
// true: applied only; false: not applied only; null: both.
const applied = placeholder("applied", "boolean");
// Whether to read the list's count, time and pending recompute too (ListJobPostingMatches).
const withSummary = placeholder("summary", "boolean");
const position = { score: placeholder("score", "integer"), confirmed: placeholder("confirmed", "integer"), matchId: placeholder("matchId", "uuid") };
const limit = placeholder("limit", "integer");
const matchIds = placeholder("matchIds", "uuid[]");
const versionIds = placeholder("versionIds", "uuid[]");

// Whether the profile of match row `m` applied to its posting. The side the list is of comes from the
// parameter, not from the row, so that the planner probes an index of that posting's (or profile's)
// applications or hashes them, never the table's.
const appliedToPosting = (m: string) => sql`exists (select 1 from job_applications a
  where a.job_posting_id = ${jobPostingId} and a.crew_profile_id = ${sql.raw(m)}.crew_profile_id and a.organization_id = ${organizationId})`;
const appliedByProfile = (m: string) => sql`exists (select 1 from job_applications a
  where a.crew_profile_id = ${crewProfileId} and a.job_posting_id = ${sql.raw(m)}.job_posting_id and a.organization_id = ${organizationId})`;

// What a row of a page's subquery selects from match row `m`.
const matchColumns = (m: string, applied: SQL) =>
  sql`${sql.raw(`${m}.id, ${m}.match_id, ${m}.job_posting_id, ${m}.crew_profile_id, ${m}.score, ${m}.confirmed_relevant_months, ${m}.result,
    ${m}.model_version, ${m}.evaluated_on, ${m}.computed_at`)}, ${applied} as applied`;

// MatchRow's positions, from a subquery row `r` of matchColumns.
const matchRowSql = (r: string) => `${r}.match_id, ${r}.job_posting_id, ${r}.crew_profile_id, ${r}.score, ${r}.confirmed_relevant_months,
  ${r}.result, ${r}.model_version, ${r}.evaluated_on::text, (extract(epoch from ${r}.computed_at) * 1000)::bigint, ${r}.applied`;

// CandidateRow, from subquery row `r` and its profile `cp`.
const candidateRowSql = (r: string) =>
  sql.raw(`json_build_array(${matchRowSql(r)}, cp.given_name, cp.family_name, cp.primary_email,
    (select x from json_array_elements(cp.identity_extractions) as e(x) where x->>0 = 'face_image' limit 1))`);

// A posting's list at the snapshot: its own flag's rows valid then.
const postingList = (m: string) => sql`${sql.raw(m)}.organization_id = ${organizationId} and ${sql.raw(m)}.job_posting_id = ${jobPostingId}
  and ${sql.raw(m)}.in_posting_list and ${visibleAt(m, at)}`;

// ListJobPostingMatches' filters. Eligible: no failure reason.
const postingFilters = (m: string) => sql`(not ${eligibleOnly} or ${sql.raw(m)}.result->'failureReasons' = '[]'::jsonb)
  and (${applied} is null or ${appliedToPosting(m)} = ${applied})`;

type Variant = "first" | "after" | "before";
const variants: Variant[] = ["first", "after", "before"];

// The rows nearest the position (or the list's start), read in the direction of the page.
const beyond = (m: string, variant: Variant) => (variant === "first" ? sql`` : sql`and ${beyondPosition(m, position, variant === "before")}`);

function postingPageStatement(variant: Variant) {
  const backwards = variant === "before";
  return preparedQuery(`match_posting_page_${variant}`, (db) =>
    db
      .select({
        snapshotMs,
        // In the list order, whichever way the page was read.
        items: sql<RefRow[]>`(select coalesce(json_agg(json_build_array(r.id, r.match_id, r.score, r.confirmed_relevant_months,
            r.crew_profile_id, cp.read_version, r.applied, (extract(epoch from r.computed_at) * 1000)::bigint) order by ${listOrder("r", false)}), '[]'::json)
          from (
            select m.id, m.match_id, m.score, m.confirmed_relevant_months, m.crew_profile_id, m.computed_at, ${appliedToPosting("m")} as applied
            from job_posting_matches m
            where ${postingList("m")} and ${postingFilters("m")} ${beyond("m", variant)}
            order by ${listOrder("m", backwards)} limit ${limit}
          ) r
          join crew_profiles cp on cp.id = r.crew_profile_id and cp.organization_id = ${organizationId})`,
        // The count under the filters and the latest computation, in one pass over the list.
        summary: sql<[count: number, computedAtMs: number | null] | null>`case when ${withSummary} then (
          select json_build_array(count(*) filter (where ${postingFilters("m")}), (extract(epoch from max(m.computed_at)) * 1000)::bigint)
          from job_posting_matches m where ${postingList("m")}) end`,
        // Waiting or running, each on its own partial index of migration 0011 (finished jobs stay a day).
        recomputePending: sql<boolean | null>`case when ${withSummary} then
          exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${jobPostingId}::text and j.state = 'waiting')
          or exists (select 1 from jobs j where j.kind = ${MATCH_POSTING_JOB} and j.key = ${jobPostingId}::text and j.state = 'running') end`,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId))),
  );
}

function candidatePageStatement(variant: Variant) {
  const backwards = variant === "before";
  return preparedQuery(`match_candidate_page_${variant}`, (db) =>
    db
      .select({
        snapshotMs,
        items: sql<RefRow[]>`(select coalesce(json_agg(json_build_array(r.id, r.match_id, r.score, r.confirmed_relevant_months,
            r.job_posting_id, r.read_version, r.applied, (extract(epoch from r.computed_at) * 1000)::bigint) order by ${listOrder("r", false)}), '[]'::json)
          from (
            select m.id, m.match_id, m.score, m.confirmed_relevant_months, m.job_posting_id, m.computed_at, jp.read_version, ${appliedByProfile("m")} as applied
            from job_posting_matches m join job_postings jp on jp.id = m.job_posting_id and jp.organization_id = m.organization_id
            where m.organization_id = ${organizationId} and m.crew_profile_id = ${crewProfileId} and m.in_candidate_list
              and ${visibleAt("m", at)} and jp.state = 'open' ${beyond("m", variant)}
            order by ${listOrder("m", backwards)} limit ${limit}
          ) r)`,
      })
      .from(crewProfiles)
      .where(and(eq(crewProfiles.organizationId, organizationId), eq(crewProfiles.id, crewProfileId))),
  );
}

const postingPages = Object.fromEntries(variants.map((variant) => [variant, postingPageStatement(variant)])) as Record<
  Variant,
  ReturnType<typeof postingPageStatement>
>;
const candidatePages = Object.fromEntries(variants.map((variant) => [variant, candidatePageStatement(variant)])) as Record<
  Variant,
  ReturnType<typeof candidatePageStatement>
>;

// These versions of the posting's matches in full, with the profile's read_version, in no order
// (versions of other postings or organizations are left out).
const postingMatchVersions = preparedQuery("match_posting_versions", (db) =>
  db
    .select({
      items: sql<[...CandidateRow, profileReadVersion: number, versionId: string][]>`(select coalesce(json_agg(json_build_array(${sql.raw(matchRowSql("r"))},
          cp.given_name, cp.family_name, cp.primary_email,
          (select x from json_array_elements(cp.identity_extractions) as e(x) where x->>0 = 'face_image' limit 1), cp.read_version, r.id)), '[]'::json)
        from (
          select ${matchColumns("m", appliedToPosting("m"))} from job_posting_matches m
          where m.id = any(${versionIds}) and m.organization_id = ${organizationId} and m.job_posting_id = ${jobPostingId}
        ) r
        join crew_profiles cp on cp.id = r.crew_profile_id and cp.organization_id = ${organizationId})`,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId))),
);

// These versions of the profile's matches in full, with the posting's read_version, in no order
// (versions of other profiles or organizations are left out).
const candidateMatchVersions = preparedQuery("match_candidate_versions", (db) =>
  db
    .select({
      items: sql<[...PostingRow, readVersion: number, versionId: string][]>`(select coalesce(json_agg(json_build_array(${sql.raw(matchRowSql("r"))},
          jp.title, jp.summary, jp.short_id, jp.state, jp.read_version, r.id)), '[]'::json)
        from (
          select ${matchColumns("m", appliedByProfile("m"))} from job_posting_matches m
          where m.id = any(${versionIds}) and m.organization_id = ${organizationId} and m.crew_profile_id = ${crewProfileId}
        ) r
        join job_postings jp on jp.id = r.job_posting_id and jp.organization_id = ${organizationId})`,
    })
    .from(crewProfiles)
    .where(and(eq(crewProfiles.organizationId, organizationId), eq(crewProfiles.id, crewProfileId))),
);

// The current version of each match (job_posting_matches_current_idx), in the order of the ids.
const currentPostingMatches = preparedQuery("match_posting_current", (db) =>
  db
    .select({
      items: sql<CandidateRow[]>`(select coalesce(json_agg(${candidateRowSql("r")} order by r.ordinality), '[]'::json)
        from (
          select ${matchColumns("m", appliedToPosting("m"))}, wanted.ordinality
          from unnest(${matchIds}) with ordinality as wanted(match_id, ordinality)
          join job_posting_matches m on m.match_id = wanted.match_id
          where m.valid_from is not null and m.valid_to = 'infinity' and m.organization_id = ${organizationId} and m.job_posting_id = ${jobPostingId}
        ) r
        join crew_profiles cp on cp.id = r.crew_profile_id and cp.organization_id = ${organizationId})`,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, jobPostingId))),
);

function variantOf(page: ListPageRequest): { variant: Variant; values: Record<string, unknown> } {
  if (page.after && page.before) throw new RangeError("a page is after a position or before it, not both");
  const from = page.after ?? page.before;
  const values = {
    at: page.snapshotAt?.toISOString() ?? null,
    limit: page.limit,
    score: from?.score ?? null,
    confirmed: from?.confirmed ?? null,
    matchId: from?.matchId ?? null,
  };
  return { variant: !from ? "first" : page.after ? "after" : "before", values };
}

export interface PostingListFilter {
  eligibleOnly: boolean;
  // undefined: applied or not.
  applied?: boolean;
}

// The list's size under the filters, its latest computation and whether a recompute is queued.
export interface PostingListSummary {
  totalCount: number;
  computedAt: Date | undefined;
  recomputePending: boolean;
}

// A page of the posting's list (in the list order), its snapshot time (the one asked for, or a first
// page's) and its summary when asked; undefined when the organization has no such posting.
export async function readPostingListPage(
  db: Db,
  query: { organizationId: string; jobPostingId: string; filter: PostingListFilter; summary: boolean; page: ListPageRequest },
): Promise<{ rows: ListedCandidateRef[]; snapshotAt: Date; summary: PostingListSummary | undefined } | undefined> {
  const { variant, values } = variantOf(query.page);
  const result = await postingPages[variant](
    db,
    Object.assign(values, {
      organizationId: query.organizationId,
      jobPostingId: query.jobPostingId,
      eligibleOnly: query.filter.eligibleOnly,
      applied: query.filter.applied ?? null,
      summary: query.summary,
    }),
  );
  const row = result[0];
  if (!row) return undefined;
  return {
    rows: row.items.map(listedCandidateRefOf),
    snapshotAt: new Date(Number(row.snapshotMs)),
    summary: row.summary
      ? {
          totalCount: row.summary[0],
          computedAt: row.summary[1] === null ? undefined : new Date(row.summary[1]),
          recomputePending: row.recomputePending === true,
        }
      : undefined,
  };
}

// A page of the candidate's list (open postings only, in the list order) and its snapshot time; undefined
// when the organization has no such crew profile.
export async function readCandidateListPage(
  db: Db,
  query: { organizationId: string; crewProfileId: string; page: ListPageRequest },
): Promise<{ rows: ListedPostingRef[]; snapshotAt: Date } | undefined> {
  const { variant, values } = variantOf(query.page);
  const result = await candidatePages[variant](db, Object.assign(values, { organizationId: query.organizationId, crewProfileId: query.crewProfileId }));
  const row = result[0];
  return row ? { rows: row.items.map(listedPostingRefOf), snapshotAt: new Date(Number(row.snapshotMs)) } : undefined;
}

// The profile's match versions of these ids (job_posting_matches.id) in full; undefined when the
// organization has no such crew profile.
export async function readCandidateMatchVersions(
  db: Db,
  query: { organizationId: string; crewProfileId: string; versionIds: string[] },
): Promise<ListedPostingVersion[] | undefined> {
  const result = await candidateMatchVersions(db, query);
  const row = result[0];
  return row ? row.items.map((item) => Object.assign(listedPostingOf(item), { readVersion: item[14], versionId: item[15], computedAtMs: item[8] })) : undefined;
}

// The posting's match versions of these ids (job_posting_matches.id) in full; undefined when the
// organization has no such posting.
export async function readPostingMatchVersions(
  db: Db,
  query: { organizationId: string; jobPostingId: string; versionIds: string[] },
): Promise<ListedCandidateVersion[] | undefined> {
  const result = await postingMatchVersions(db, query);
  const row = result[0];
  return row
    ? row.items.map((item) => Object.assign(listedCandidateOf(item), { readVersion: item[14], versionId: item[15], computedAtMs: item[8] }))
    : undefined;
}

// The current matches of these match ids for the posting, in their order (ids without one are left
// out); undefined when the organization has no such posting.
export async function readCurrentPostingMatches(
  db: Db,
  query: { organizationId: string; jobPostingId: string; matchIds: string[] },
): Promise<ListedCandidate[] | undefined> {
  const result = await currentPostingMatches(db, query);
  const row = result[0];
  return row ? row.items.map(listedCandidateOf) : undefined;
}

// Each object below is written out field by field, never as `{ ...other, more }`: on Node 20 (V8 11.3)
// a spread followed by more properties gives nearly every object it makes a hidden class of its own,
// kept in old space until a full collection (ARCHITECTURE.md "Hidden classes": one per item here).
function listedMatchOf(row: MatchRow | [...MatchRow, ...unknown[]]): ListedMatch {
  return {
    matchId: row[0],
    jobPostingId: row[1],
    crewProfileId: row[2],
    score: row[3],
    confirmedRelevantMonths: row[4],
    result: row[5],
    modelVersion: row[6],
    evaluatedOn: row[7],
    computedAt: new Date(row[8]),
    alreadyApplied: row[9],
  };
}

function listedCandidateRefOf(row: RefRow): ListedCandidateRef {
  const [versionId, matchId, score, confirmedRelevantMonths, crewProfileId, readVersion, alreadyApplied, computedAtMs] = row;
  return { versionId, computedAtMs, matchId, score, confirmedRelevantMonths, readVersion, alreadyApplied, crewProfileId };
}

function listedPostingRefOf(row: RefRow): ListedPostingRef {
  const [versionId, matchId, score, confirmedRelevantMonths, jobPostingId, readVersion, alreadyApplied, computedAtMs] = row;
  return { versionId, computedAtMs, matchId, score, confirmedRelevantMonths, readVersion, alreadyApplied, jobPostingId };
}

function listedCandidateOf(row: CandidateRow | [...CandidateRow, ...unknown[]]): ListedCandidate {
  const match = listedMatchOf(row);
  return Object.assign(match, { givenName: row[10], familyName: row[11], primaryEmail: row[12], faceImage: row[13] });
}

function listedPostingOf(row: PostingRow | [...PostingRow, ...unknown[]]): ListedPosting {
  const match = listedMatchOf(row);
  return Object.assign(match, { title: row[10], summary: row[11], shortId: row[12], state: row[13] });
}
