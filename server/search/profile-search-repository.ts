// The crew-profile index's reads on PostgreSQL (and PGlite): a page of matching profile positions in
// search order from a cursor position, with the count of matches and whether any lie on the other side
// of the page; and the profiles themselves as the index and the items read them.
//
// With a query or a filter the entries answer alone (profile_search_entries, one GIN lookup for the
// text and the filters' keys, scoped to the organization; the order's created_at is the entry's own,
// migration 0024), certificates checked valid on the given day against the entry's
// certificate_validity. A profile deleted a moment ago keeps its entry until its index job makes it a
// tombstone; the page's items are read live (readProfiles), so it is never shown.
// Without either, the profiles themselves in their (organization, created_at DESC, id) index.
//
// The count stops at a cap (1,000 with a query or filters): each match counted or ranked is a visit to
// its entry, and on the search bench's largest organization (40,000 profiles) the broad queries took
// 17-34 ms of the database's time counting and ranking 10,000, 8-12 with 1,000 (bench/README.md). With
// a query, the matches ranked and paged are the first cap + 1 the index returns. Filters alone have no
// rank: past the cap their page is read by walking the live entries newest first from the cursor
// (migration 0040), so it is the newest matches and paging goes on to the last.
import type { Db } from "@/server/db/database.js";
import { cursorTimeSql } from "@/server/db/cursor-keys.js";
import { latestValue } from "@/server/db/latest-extraction.js";
import type { ProfileCursor } from "./profile-cursor.js";
import type { ProfileSource } from "./profile-document.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { maxCountedMatches } from "./posting-search-repository.js";

// totalFound is exact up to this many matches with a query or filters (the header says why); without
// either, up to maxCountedMatches, which the profiles' own index counts cheaply.
export const maxCountedProfileMatches = 1_000;

// The search order and its two sides of a key (rank $6, created_at $7, id $8): "after" is later in
// the order (rank DESC, created_at DESC, id ASC), "before" earlier.
const order = { after: "rank DESC, created_at DESC, id", before: "rank ASC, created_at ASC, id DESC" } as const;
const side = {
  after: "(rank < $6::real OR (rank = $6::real AND (created_at < $7::timestamptz OR (created_at = $7::timestamptz AND id > $8::uuid))))",
  before: "(rank > $6::real OR (rank = $6::real AND (created_at > $7::timestamptz OR (created_at = $7::timestamptz AND id < $8::uuid))))",
} as const;

type Direction = keyof typeof order;
type EntryMode = "text" | "filters";

// An entry of organization $1 that is live, matches the tsquery $2 and holds every certificate of $3
// (or null) valid on the day $4. `match` is how the tsquery is tested.
function entryMatches(alias: string, match: string): string {
  return `${alias}.organization_id = $1 AND ${alias}.removed_at IS NULL AND ${match}
    AND ($3::text[] IS NULL OR NOT EXISTS (
      SELECT 1 FROM unnest($3::text[]) AS c(value)
      WHERE NOT (${alias}.certificate_validity ? c.value AND coalesce(${alias}.certificate_validity->>c.value >= $4::text, true))))`;
}

// $1 organization, $2 the match (text and filters, one tsquery), $3 certificates
// that must be valid (or null), $4 the day they must be valid on, $5 the count's cap + 1, $6-$8 the key
// (null: from the start), $9 the key's own item is on the page, $10 the page's rows, $11 the text
// query the rank is computed over (text mode).
function entryStatement(mode: EntryMode, direction: Direction): string {
  // Written out in both places rather than kept in a second CTE: that CTE copied every match once
  // more (3-16 % of a broad query's time on the search bench's largest organization).
  const onPage = `($8::uuid IS NULL OR ${side[direction]} OR ($9::boolean AND id = $8::uuid))`;
  return `
WITH matched AS MATERIALIZED (
  SELECT s.crew_profile_id AS id, s.created_at, ${mode === "text" ? "ts_rank(s.document, $11::tsquery)" : "0::real"} AS rank
  FROM profile_search_entries s
  WHERE ${entryMatches("s", "s.document @@ $2::tsquery")}
  LIMIT $5::int
)
SELECT t.total, t.beyond, pg.id::text AS id, pg.rank::text AS rank, ${cursorTimeSql("pg.created_at")} AS created_at
FROM (SELECT count(*) AS total, coalesce(bool_or(NOT ${onPage}), false) AS beyond FROM matched) t
LEFT JOIN LATERAL (SELECT id, rank, created_at FROM matched WHERE ${onPage} ORDER BY ${order[direction]} LIMIT $10::int) pg ON true
ORDER BY ${order[direction].replace(/(rank|created_at|id)/g, "pg.$1")}`;
}

// For the walks in created_at order (created_at DESC, id ASC, or its mirror "before"): the rows on the
// page's side of a key (created_at, id, and whether the key's own row is on the page; parameters named
// by `key`) and the rows on its other side. Without a key (null) every row is on the page. The bound on
// created_at holds with or without a key (coalesce), so that the planner starts the walk at the key in
// the index: in the generic plan, a bound inside "key IS NULL OR ..." was a test of every row before
// it (30,001 rows for a page 30,000 profiles deep).
function keysetSides(direction: Direction, row: { createdAt: string; id: string }, key: { createdAt: string; id: string; inclusive: string }) {
  const [compare, reverse, end] = direction === "after" ? ["<", ">", "infinity"] : [">", "<", "-infinity"];
  const [t, k] = [`${key.createdAt}::timestamptz`, `${key.id}::uuid`];
  return {
    onPage: `${row.createdAt} ${compare}= coalesce(${t}, '${end}') AND (${k} IS NULL OR ${row.createdAt} ${compare} ${t} OR ${row.id} ${reverse} ${k} OR (${key.inclusive}::boolean AND ${row.id} = ${k}))`,
    offPage: `${k} IS NOT NULL AND ${row.createdAt} ${reverse}= ${t} AND (${row.createdAt} ${reverse} ${t} OR ${row.id} ${compare} ${k} OR (NOT ${key.inclusive}::boolean AND ${row.id} = ${k}))`,
  };
}

// $1 organization, $2 the count's cap + 1, $3 created_at and $4 id of the key (null: from the start), $5
// the key's own item is on the page, $6 the page's rows.
function profilesStatement(direction: Direction): string {
  // The index's own order (created_at DESC NULLS LAST, 0001), spelt out: ORDER BY created_at DESC
  // alone means NULLS FIRST, which the planner cannot walk that index for, so it read and sorted
  // every profile of the organization (56 ms of 80 at 40,000 profiles).
  const sort = direction === "after" ? "DESC NULLS LAST" : "ASC NULLS FIRST";
  const { onPage, offPage } = keysetSides(direction, { createdAt: "p.created_at", id: "p.id" }, { createdAt: "$3", id: "$4", inclusive: "$5" });
  const idSort = direction === "after" ? "ASC" : "DESC";
  return `
SELECT t.total, t.beyond, pg.id::text AS id, '0' AS rank, ${cursorTimeSql("pg.created_at")} AS created_at
FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM crew_profiles WHERE organization_id = $1 LIMIT $2::int) c) AS total,
  EXISTS (SELECT 1 FROM crew_profiles p WHERE p.organization_id = $1 AND ${offPage}) AS beyond) t
LEFT JOIN LATERAL (
  SELECT p.id, p.created_at FROM crew_profiles p WHERE p.organization_id = $1 AND ${onPage}
  ORDER BY p.created_at ${sort}, p.id ${idSort} LIMIT $6::int) pg ON true
ORDER BY pg.created_at ${sort}, pg.id ${idSort}`;
}

// Filters alone, past the cap: the page walks the organization's live entries in the order (created_at
// DESC, then id; index 0040) from the key, testing each. $1-$4 as entryStatement's, $5 created_at and $6
// id of the key (null: from the start), $7 the key's own item is on the page, $8 the page's rows.
function filterWalkStatement(direction: Direction): string {
  const [sort, idSort] = direction === "after" ? ["DESC", "ASC"] : ["ASC", "DESC"];
  const { onPage, offPage } = keysetSides(direction, { createdAt: "s.created_at", id: "s.crew_profile_id" }, { createdAt: "$5", id: "$6", inclusive: "$7" });
  // "IS TRUE" keeps the planner off the GIN index, whose generic estimate (a few matches, then a sort)
  // would read every match again: a common filter's page is a short walk of the order's index.
  const walk = (where: string, rows: string) =>
    `SELECT s.crew_profile_id AS id, s.created_at FROM profile_search_entries s
    WHERE ${entryMatches("s", "(s.document @@ $2::tsquery) IS TRUE")} AND ${where}
    ORDER BY s.created_at ${sort}, s.crew_profile_id ${idSort} LIMIT ${rows}`;
  return `
SELECT 0 AS total, EXISTS (${walk(offPage, "1")}) AS beyond, pg.id::text AS id, '0' AS rank, ${cursorTimeSql("pg.created_at")} AS created_at
FROM (SELECT 1) t LEFT JOIN LATERAL (${walk(onPage, "$8::int")}) pg ON true
ORDER BY pg.created_at ${sort}, pg.id ${idSort}`;
}

type PageRow = { total: string | number; beyond: boolean; id: string | null; rank: string | null; created_at: string | null };
const statements = {
  text: {
    after: preparedSql<PageRow>("profile_search_text_after", entryStatement("text", "after")),
    before: preparedSql<PageRow>("profile_search_text_before", entryStatement("text", "before")),
  },
  filters: {
    after: preparedSql<PageRow>("profile_search_filters_after", entryStatement("filters", "after")),
    before: preparedSql<PageRow>("profile_search_filters_before", entryStatement("filters", "before")),
  },
  profiles: {
    after: preparedSql<PageRow>("profile_search_all_after", profilesStatement("after")),
    before: preparedSql<PageRow>("profile_search_all_before", profilesStatement("before")),
  },
  filterWalk: {
    after: preparedSql<PageRow>("profile_search_walk_after", filterWalkStatement("after")),
    before: preparedSql<PageRow>("profile_search_walk_before", filterWalkStatement("before")),
  },
};

export interface ProfileMatch {
  organizationId: string;
  // The tsquery every entry must match (text and filters, scoped), or null: every profile.
  match: string | null;
  // The text query alone, for the rank; null without a query.
  rankQuery: string | null;
  // Certificates that must be valid on `today` ('YYYY-MM-DD'); empty: no such filter.
  validCertificates: readonly string[];
  today: string;
}

export interface ProfilePage {
  // The page's positions in search order.
  positions: { id: string; rank: string; createdAt: string }[];
  // Every match, up to the count's cap.
  total: number;
  // More match than `total` counts.
  capped: boolean;
  // More rows lie past the page in its direction (it read one more than asked).
  more: boolean;
  // Rows lie on the other side of the page (before an "after" page, after a "before" page).
  beyond: boolean;
}

// The count's caps; tests give smaller ones.
export interface CountCaps {
  // With a query or filters.
  matches: number;
  // Without either: every profile of the organization.
  profiles: number;
}
const countCaps: CountCaps = { matches: maxCountedProfileMatches, profiles: maxCountedMatches };

// Up to `limit` matches from the cursor (or the start) in its direction, in search order.
export async function findMatchingProfiles(
  db: Db,
  match: ProfileMatch,
  cursor: ProfileCursor | undefined,
  limit: number,
  caps: CountCaps = countCaps,
): Promise<ProfilePage> {
  const direction: Direction = cursor?.direction ?? "after";
  const key = cursor?.position;
  const inclusive = cursor?.inclusive ?? false;
  const cap = match.match === null ? caps.profiles : caps.matches;
  // $1-$4 of the entry statements and the walk: what an entry must be and hold.
  const entryValues = [match.organizationId, match.match, match.validCertificates.length > 0 ? match.validCertificates : null, match.today];
  // One row past the cap tells a count of exactly the cap from a broader one.
  const rows =
    match.match === null
      ? await statements.profiles[direction](db, [match.organizationId, cap + 1, key?.createdAt ?? null, key?.id ?? null, inclusive, limit + 1])
      : await statements[match.rankQuery === null ? "filters" : "text"][direction](db, [
          ...entryValues,
          cap + 1,
          key?.rank ?? null,
          key?.createdAt ?? null,
          key?.id ?? null,
          inclusive,
          limit + 1,
          ...(match.rankQuery === null ? [] : [match.rankQuery]),
        ]);
  const counted = Number(rows[0]?.total ?? 0);
  // Filters alone and more matches than the cap: the page is the walk's (the header says why).
  const walked =
    match.match !== null && match.rankQuery === null && counted > cap
      ? await statements.filterWalk[direction](db, [...entryValues, key?.createdAt ?? null, key?.id ?? null, inclusive, limit + 1])
      : rows;
  const found = walked.flatMap((row) => (row.id === null ? [] : [{ id: row.id, rank: row.rank ?? "0", createdAt: row.created_at ?? "" }]));
  const page = found.slice(0, limit);
  return {
    positions: direction === "after" ? page : page.reverse(),
    total: Math.min(counted, cap),
    capped: counted > cap,
    more: found.length > limit,
    beyond: walked[0]?.beyond ?? false,
  };
}

interface SourceRow extends Record<string, unknown> {
  id: string;
  given_name: string | null;
  family_name: string | null;
  primary_email: string;
  search_version: string | number;
  created_at: Date;
  identity_extractions: unknown;
  service: [string[], string | null][];
  certificates: [string, string | null][];
  application_count: string | number;
}

const sourcesOf = preparedSql<SourceRow>(
  "profile_search_sources",
  `SELECT p.id::text AS id, p.given_name, p.family_name, p.primary_email, p.search_version, p.created_at, p.identity_extractions,
    coalesce((SELECT json_agg(json_build_array(r.rank_values, r.vessel_type) ORDER BY r.sign_on DESC, r.position DESC)
      FROM sea_service_records r WHERE r.crew_profile_id = p.id AND r.organization_id = p.organization_id), '[]') AS service,
    coalesce((SELECT json_agg(json_build_array(c.certificate, c.expires_on::text) ORDER BY c.certificate, c.expires_on)
      FROM crew_certificates c WHERE c.crew_profile_id = p.id AND c.organization_id = p.organization_id), '[]') AS certificates,
    (SELECT count(*) FROM job_applications a WHERE a.crew_profile_id = p.id AND a.organization_id = p.organization_id) AS application_count
  FROM crew_profiles p WHERE p.organization_id = $1 AND p.id = ANY($2::uuid[])`,
);

export interface ProfileRecord extends ProfileSource {
  id: string;
  searchVersion: number;
  createdAt: Date;
  // The latest face image's stored path, or null.
  faceImage: string | null;
  applicationCount: number;
}

// The organization's profiles of these ids as they are now, in the order of `ids` (an id it does not
// have is left out): what the index holds of each and what an item shows.
export async function readProfiles(db: Db, organizationId: string, ids: readonly string[]): Promise<ProfileRecord[]> {
  if (ids.length === 0) return [];
  const rows = await sourcesOf(db, [organizationId, ids]);
  const byId = new Map(
    rows.map((row): [string, ProfileRecord] => [
      row.id,
      {
        id: row.id,
        organizationId,
        givenName: row.given_name,
        familyName: row.family_name,
        primaryEmail: row.primary_email,
        nationality: latestValue(row.identity_extractions, "nationality")?.toUpperCase() ?? null,
        faceImage: latestValue(row.identity_extractions, "face_image"),
        service: row.service.map(([rankValues, vesselType]) => ({ rankValues, vesselType })),
        certificates: row.certificates.map(([certificate, expiresOn]) => ({ certificate, expiresOn })),
        searchVersion: Number(row.search_version),
        createdAt: new Date(row.created_at),
        applicationCount: Number(row.application_count),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id.toLowerCase()) ?? []);
}
