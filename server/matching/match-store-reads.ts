// The persisted match store's reads (issue 14, "The reads"): a list page as of a snapshot time, keyset-
// paged both ways in the list order (score desc, confirmed months desc, match id), and a pair's current
// match. A list shows only rows of its own flag (in_posting_list / in_candidate_list), so it is the
// prefix its latest recompute decided (persisted-pairs.ts). Rows valid at the snapshot
// (valid_from <= T < valid_to) are one consistent set (match-store-writes.ts): pages read with the first
// page's snapshot neither repeat nor skip an item while recomputes publish between them, as long as the
// versions they replaced are kept (collectGarbage's endedAfterMs at least a cursor's lifetime).
// Every read is of one organization: another organization's posting or profile answers nothing.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import type { MatchResult } from "./match-result.js";
import type { ComputedMatch } from "./persisted-pairs.js";

// A row as a recompute wrote it, with when its computation started.
export interface PersistedMatch extends ComputedMatch {
  computedAt: Date;
}

// A position in the list order (the RPC layer signs it into an opaque cursor).
export interface MatchPosition {
  score: number;
  confirmed: number;
  matchId: string;
}

export interface MatchPageRequest {
  snapshotAt: Date;
  // Items strictly after (next page) or strictly before (previous page) this position; at most one.
  after?: MatchPosition;
  before?: MatchPosition;
  limit: number;
}

// A list page as the service reads it (match-list-repository.ts): at its cursor's snapshot time, or, for a
// first page (no snapshotAt), at matchSnapshotTime's, which the page's own statement takes.
export interface ListPageRequest extends Omit<MatchPageRequest, "snapshotAt"> {
  snapshotAt?: Date;
}

// The time a first page of the organization's lists reads as of: now, or the millisecond in which the
// organization's publish in progress registered (match-store-writes.ts), whose rows are valid from a
// later one (T), and which came after the previous publish's T. The statement's start is taken for
// now, because it precedes what the statement sees: a registration it does not see committed after it
// started, so before the publish's T. The list pages take it in their own statement
// (match-list-repository.ts, with snapshotTimeSql), so that a first page is one round trip.
export async function matchSnapshotTime(db: Db, organizationId: string): Promise<Date> {
  const [row] = await snapshotTime(db, { organizationId });
  return new Date(Number(row!.ms));
}

// matchSnapshotTime's rule as SQL, for the organization `organizationId` (an SQL value).
export function snapshotTimeSql(organizationId: SQL): SQL {
  return sql`least(date_trunc('milliseconds', statement_timestamp()),
    (select date_trunc('milliseconds', p.registered_at) from match_publishes p where p.organization_id = ${organizationId}))`;
}

// Prepared, as the page reads are: on the embedded database, which plans an unnamed statement at every
// call, the unnamed statement took 0.5-2.1 ms a call against 0.24-0.68 ms (demo data, interleaved
// rounds).
const snapshotTime = preparedQuery("match_snapshot_time", (db) =>
  db
    .select({ ms: sql<string>`(extract(epoch from ${snapshotTimeSql(sql`${sql.placeholder("organizationId")}::uuid`)}) * 1000)::bigint::text` })
    .from(sql`(values (1)) as one (x)`),
);

export function readPostingMatches(db: Db, organizationId: string, postingId: string, page: MatchPageRequest): Promise<PersistedMatch[]> {
  return readPage(db, page, sql`m.organization_id = ${organizationId} and m.job_posting_id = ${postingId} and m.in_posting_list`);
}

// Only open postings: the candidate side lists no closed posting, even one closed since its recompute.
export function readCandidateMatches(db: Db, organizationId: string, profileId: string, page: MatchPageRequest): Promise<PersistedMatch[]> {
  return readPage(
    db,
    page,
    sql`m.organization_id = ${organizationId} and m.crew_profile_id = ${profileId} and m.in_candidate_list
      and exists (select 1 from job_postings p where p.id = m.job_posting_id and p.state = 'open')`,
  );
}

// The pair's current match (jobPostingMatch of an application), or null.
export async function readCurrentMatch(db: Db, organizationId: string, postingId: string, profileId: string): Promise<PersistedMatch | null> {
  const result = await db.execute<MatchRow>(sql`
    select ${COLUMNS} from job_posting_matches m
    where m.organization_id = ${organizationId} and m.job_posting_id = ${postingId} and m.crew_profile_id = ${profileId}
      and m.valid_from is not null and m.valid_to = 'infinity'`);
  return result.rows[0] ? fromRow(result.rows[0]) : null;
}

const COLUMNS = sql.raw(`m.match_id, m.job_posting_id, m.crew_profile_id, m.score, m.confirmed_relevant_months, m.result,
  m.in_posting_list, m.in_candidate_list, m.model_version, m.evaluated_on::text as evaluated_on, m.computed_at`);

interface MatchRow extends Record<string, unknown> {
  match_id: string;
  job_posting_id: string;
  crew_profile_id: string;
  score: number;
  confirmed_relevant_months: number;
  result: MatchResult;
  in_posting_list: boolean;
  in_candidate_list: boolean;
  model_version: number;
  evaluated_on: string;
  computed_at: Date | string;
}

async function readPage(db: Db, page: MatchPageRequest, list: SQL): Promise<PersistedMatch[]> {
  if (page.after && page.before) throw new RangeError("a page is after a position or before it, not both");
  const at = sql`${page.snapshotAt.toISOString()}::timestamptz`;
  const backwards = page.before !== undefined;
  const position = page.after ?? page.before;
  const result = await db.execute<MatchRow>(sql`
    select ${COLUMNS} from job_posting_matches m
    where ${list} and ${visibleAt("m", at)} and ${position ? beyondPosition("m", position, backwards) : sql`true`}
    order by ${listOrder("m", backwards)}
    limit ${page.limit}`);
  const items = result.rows.map(fromRow);
  return backwards ? items.reverse() : items;
}

// The building blocks of every list read (these and match-list-repository.ts's), so that the order
// and the snapshot rule are written once. `alias` is the job_posting_matches row's (or a subquery's
// with its columns); values are SQL (placeholders of a prepared statement) or plain values.
type SqlValue = SQL | string | number;

// The versions valid at the snapshot time: published at or before it, not ended by then.
export function visibleAt(alias: string, at: SQL): SQL {
  const m = sql.raw(alias);
  return sql`${m}.valid_from <= ${at} and ${m}.valid_to > ${at}`;
}

// Rows strictly after the position in the list order (a next page), or strictly before it (a previous
// page). Mixed directions (two descending, one ascending), so the keyset condition is spelled out; the
// lone bound on the score is for the list indexes (migration 0012): the rest only filters.
export function beyondPosition(alias: string, position: { score: SqlValue; confirmed: SqlValue; matchId: SqlValue }, backwards: boolean): SQL {
  const m = sql.raw(alias);
  const { score, confirmed, matchId } = position;
  return backwards
    ? sql`${m}.score >= ${score} and (${m}.score > ${score} or (${m}.confirmed_relevant_months > ${confirmed}
        or (${m}.confirmed_relevant_months = ${confirmed} and ${m}.match_id < ${matchId})))`
    : sql`${m}.score <= ${score} and (${m}.score < ${score} or (${m}.confirmed_relevant_months < ${confirmed}
        or (${m}.confirmed_relevant_months = ${confirmed} and ${m}.match_id > ${matchId})))`;
}

// The list order (score desc, confirmed months desc, match id), or its reverse for reading a previous
// page nearest first. As the list indexes are built (descending columns with nulls last, migration
// 0012), so that a page is read from the index in order and stops at its limit; the columns are never
// null.
export function listOrder(alias: string, backwards: boolean): SQL {
  const m = alias;
  return sql.raw(
    backwards
      ? `${m}.score asc nulls first, ${m}.confirmed_relevant_months asc nulls first, ${m}.match_id desc`
      : `${m}.score desc nulls last, ${m}.confirmed_relevant_months desc nulls last, ${m}.match_id asc`,
  );
}

function fromRow(row: MatchRow): PersistedMatch {
  return {
    matchId: row.match_id,
    jobPostingId: row.job_posting_id,
    crewProfileId: row.crew_profile_id,
    score: Number(row.score),
    confirmedRelevantMonths: Number(row.confirmed_relevant_months),
    result: row.result,
    inPostingList: row.in_posting_list,
    inCandidateList: row.in_candidate_list,
    modelVersion: Number(row.model_version),
    evaluatedOn: row.evaluated_on,
    computedAt: new Date(row.computed_at),
  };
}
