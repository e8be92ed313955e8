// The latest extraction of each kind per crew profile, for a batch of profiles in one prepared statement.
// "Latest" = highest kind_sequence, then most recently updated (then id, to be deterministic).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { preparedQuery } from "../db/prepared.js";
import { documentExtractions, type extractionKinds } from "../db/schema.js";

export type ExtractionKind = (typeof extractionKinds)[number];
export type ExtractionRow = typeof documentExtractions.$inferSelect;

// profile id -> kind -> latest extraction of that kind.
export type LatestExtractions = Map<string, Map<ExtractionKind, ExtractionRow>>;

// Highest kind_sequence, then most recently updated, then highest id.
function isLater(a: ExtractionRow, b: ExtractionRow): boolean {
  if (a.kindSequence !== b.kindSequence) return a.kindSequence > b.kindSequence;
  const at = a.updatedAt.getTime();
  const bt = b.updatedAt.getTime();
  if (at !== bt) return at > bt;
  return a.id > b.id;
}

const organizationId = sql.placeholder("organizationId");
const kinds = sql.placeholder("kinds");

const extractionsOfProfiles = preparedQuery("extractions_of_profiles", (db) =>
  db
    .select()
    .from(documentExtractions)
    .where(
      and(
        eq(documentExtractions.organizationId, organizationId),
        sql`${documentExtractions.crewProfileId} = any(${sql.placeholder("profileIds")}::uuid[])`,
        sql`${documentExtractions.kind} = any(${kinds}::text[])`,
      ),
    ),
);

const extractionsOfApplications = preparedQuery("extractions_of_applications", (db) =>
  db
    .select()
    .from(documentExtractions)
    .where(
      and(
        eq(documentExtractions.organizationId, organizationId),
        sql`${documentExtractions.crewProfileId} in (select ja.crew_profile_id from job_applications ja
          where ja.organization_id = ${organizationId} and ja.id = any(${sql.placeholder("applicationIds")}::uuid[]))`,
        sql`${documentExtractions.kind} = any(${kinds}::text[])`,
      ),
    ),
);

// Profiles have a handful of extractions of these kinds: picking the latest here is cheaper than a
// DISTINCT ON sort in the database (text sorts are slow on PGlite).
function pickLatest(rows: readonly ExtractionRow[]): LatestExtractions {
  const latest: LatestExtractions = new Map();
  for (const row of rows) {
    let byKind = latest.get(row.crewProfileId);
    if (!byKind) latest.set(row.crewProfileId, (byKind = new Map()));
    const current = byKind.get(row.kind);
    if (!current || isLater(row, current)) byKind.set(row.kind, row);
  }
  return latest;
}

export async function findLatestExtractions(
  db: Db,
  organizationId: string,
  profileIds: readonly string[],
  kinds: readonly ExtractionKind[],
): Promise<LatestExtractions> {
  if (profileIds.length === 0 || kinds.length === 0) return new Map();
  return pickLatest(await extractionsOfProfiles(db, { organizationId, profileIds: [...new Set(profileIds)], kinds }));
}

// The same for the crew profiles behind job applications of the organization.
export async function findLatestExtractionsOfApplications(
  db: Db,
  organizationId: string,
  applicationIds: readonly string[],
  kinds: readonly ExtractionKind[],
): Promise<LatestExtractions> {
  if (applicationIds.length === 0 || kinds.length === 0) return new Map();
  return pickLatest(await extractionsOfApplications(db, { organizationId, applicationIds, kinds }));
}
