// The latest extraction of each kind per crew profile, for a batch of profiles in one query.
// "Latest" = highest kind_sequence, then most recently updated (then id, to be deterministic).
import { and, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/database.js";
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

function isIdList(profiles: readonly string[] | SQLWrapper): profiles is readonly string[] {
  return Array.isArray(profiles);
}

// `profiles`: the profile ids, or a subquery selecting them (so that callers need not wait for them).
export async function findLatestExtractions(
  db: Db,
  organizationId: string,
  profiles: readonly string[] | SQLWrapper,
  kinds: readonly ExtractionKind[],
): Promise<LatestExtractions> {
  const latest: LatestExtractions = new Map();
  const ids = isIdList(profiles) ? [...new Set(profiles)] : undefined;
  if (ids?.length === 0 || kinds.length === 0) return latest;
  const profileFilter = inArray(documentExtractions.crewProfileId, ids ?? (profiles as SQLWrapper));
  // Profiles have a handful of extractions of these kinds: picking the latest here is cheaper than a
  // DISTINCT ON sort in the database (text sorts are slow on PGlite).
  const rows = await db
    .select()
    .from(documentExtractions)
    .where(and(eq(documentExtractions.organizationId, organizationId), profileFilter, inArray(documentExtractions.kind, [...kinds])));
  for (const row of rows) {
    let byKind = latest.get(row.crewProfileId);
    if (!byKind) latest.set(row.crewProfileId, (byKind = new Map()));
    const current = byKind.get(row.kind);
    if (!current || isLater(row, current)) byKind.set(row.kind, row);
  }
  return latest;
}
