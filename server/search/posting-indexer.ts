// The search.posting job: bring one posting's search entry up to the posting as it is now. Queued by
// the triggers of migration 0019 in every transaction that writes what the entry reads (or deletes the
// posting); the queue runs it at least once, so it is idempotent: it reads the posting's current state,
// not the write that queued it, and writes nothing when the entry is already at its search_version.
//
// The entry also holds the posting's embedding for hybrid search (embedder.ts), made from its title and
// summary by the service's embedder.
//
// One short transaction: the entry and the organization's vocabulary change together (the words the
// entry no longer has are given back, the new ones counted, a word's variants kept while any entry
// has it). It first takes a share lock on the posting at the version it read, so a run that read an
// older version (one whose lease ran out while a newer run went ahead) writes nothing.
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import type { SqlExecutor } from "@/server/jobs/enqueue.js";
import { defaultEmbedder } from "./embedder-config.js";
import type { Embedder } from "./embedder.js";
import { postingDocument } from "./posting-document.js";
import { deletionVariants } from "./typo-variants.js";

// A deleted posting's tombstone is kept this long, so WaitForSearchSync can still answer for it.
const tombstoneDays = 1;

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

interface PostingRow extends Record<string, unknown> {
  organization_id: string;
  title: string;
  summary: string;
  short_id: string;
  rank: string | null;
  vessel_type: string | null;
  search_version: string | number;
}

interface EntryRow extends Record<string, unknown> {
  words: string[];
  version: string | number;
  removed: boolean;
  embedding_model: string | null;
}

// The text a posting's embedding is made of: the title twice, so that what the posting is (its rank,
// its vessel) weighs more than the rest of a long summary, as in the text ranking (title A, summary B).
function postingEmbeddingText(posting: { title: string; summary: string }): string {
  return `${posting.title}\n${posting.title}\n${posting.summary}`;
}

export async function indexPosting(db: Db, organizationId: string, postingId: string, embedder: Embedder = defaultEmbedder()): Promise<void> {
  const read = await db.execute<PostingRow>(sql`
    SELECT "organization_id", "title", "summary", "short_id", "rank", "vessel_type", "search_version"
    FROM "job_postings" WHERE "id" = ${postingId} AND "organization_id" = ${organizationId}`);
  const posting = read.rows[0];
  if (!posting) {
    await removeEntry(db, organizationId, postingId);
    return;
  }
  const version = Number(posting.search_version);
  const built = postingDocument({
    organizationId,
    title: posting.title,
    summary: posting.summary,
    shortId: posting.short_id,
    rank: posting.rank,
    vesselType: posting.vessel_type,
  });
  // Embedded before the transaction: a model may take a while, and the embedded database's one session
  // would wait for it.
  const [embedding] = await embedder.embed([postingEmbeddingText(posting)]);
  if (!embedding || embedding.length !== embedder.dimensions) throw new Error(`embedder ${embedder.name} gave no ${embedder.dimensions}-dimension vector`);
  await db.transaction(async (tx) => {
    const current = await tx.execute<{ search_version: string | number }>(sql`
      SELECT "search_version" FROM "job_postings" WHERE "id" = ${postingId} FOR SHARE`);
    // Written or deleted since it was read: the job that write queued brings the entry up to date.
    if (current.rows.length === 0 || Number(current.rows[0]!.search_version) !== version) return;
    const entry = await lockEntry(tx, postingId);
    // Current, and embedded by this embedder (an entry another one embedded is rewritten).
    if (entry && !entry.removed && Number(entry.version) === version && entry.embedding_model === embedder.name) return;
    const before = new Set(entry && !entry.removed ? entry.words : []);
    const after = new Set(built.vocabulary);
    await countWords(
      tx,
      organizationId,
      built.vocabulary.filter((word) => !before.has(word)),
      [...before].filter((word) => !after.has(word)),
    );
    await tx.execute(sql`
      INSERT INTO "posting_search_entries" ("job_posting_id", "organization_id", "document", "words", "version", "embedding", "embedding_model", "removed_at", "indexed_at")
      VALUES (${postingId}, ${organizationId}, ${built.document}::tsvector, ${textArray(built.vocabulary)}, ${version},
        ${sql.param(Array.from(embedding))}::real[], ${embedder.name}, NULL, now())
      ON CONFLICT ("job_posting_id") DO UPDATE SET "document" = excluded."document", "words" = excluded."words",
        "version" = excluded."version", "embedding" = excluded."embedding", "embedding_model" = excluded."embedding_model",
        "removed_at" = NULL, "indexed_at" = excluded."indexed_at"`);
  });
}

// The posting is gone: its entry becomes a tombstone with no words (one is written even if the posting
// was deleted before it was ever indexed), and the organization's tombstones past their day go.
async function removeEntry(db: Db, organizationId: string, postingId: string) {
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, postingId);
    if (entry?.removed) return;
    if (entry) await countWords(tx, organizationId, [], entry.words);
    await tx.execute(sql`
      INSERT INTO "posting_search_entries" ("job_posting_id", "organization_id", "document", "words", "version", "removed_at", "indexed_at")
      VALUES (${postingId}, ${organizationId}, ''::tsvector, '{}', 0, now(), now())
      ON CONFLICT ("job_posting_id") DO UPDATE SET "document" = ''::tsvector, "words" = '{}', "embedding" = NULL, "embedding_model" = NULL,
        "removed_at" = now(), "indexed_at" = now()`);
    await tx.execute(sql`
      DELETE FROM "posting_search_entries"
      WHERE "organization_id" = ${organizationId} AND "removed_at" IS NOT NULL
        AND "removed_at" < now() - make_interval(days => ${tombstoneDays})`);
  });
}

async function lockEntry(tx: SqlExecutor, postingId: string): Promise<EntryRow | undefined> {
  const result = await tx.execute<EntryRow>(sql`
    SELECT "words", "version", "removed_at" IS NOT NULL AS "removed", "embedding_model" FROM "posting_search_entries"
    WHERE "job_posting_id" = ${postingId} FOR UPDATE`);
  return result.rows[0];
}

// The vocabulary's counts: +1 for each added word (a new word gets its variants), -1 for each removed
// one (a word no entry has any more loses its variants).
async function countWords(tx: SqlExecutor, organizationId: string, added: readonly string[], removed: readonly string[]) {
  if (added.length > 0) {
    const counted = await tx.execute<{ word: string; postings: number }>(sql`
      INSERT INTO "posting_search_words" ("organization_id", "word", "postings")
      SELECT ${organizationId}, "word", 1 FROM unnest(${textArray(added)}) AS "word"
      ON CONFLICT ("organization_id", "word") DO UPDATE SET "postings" = "posting_search_words"."postings" + 1
      RETURNING "word", "postings"`);
    const fresh = counted.rows.filter((row) => Number(row.postings) === 1).map((row) => row.word);
    const pairs = fresh.flatMap((word) => deletionVariants(word).map((variant) => [variant, word] as const));
    if (pairs.length > 0) {
      await tx.execute(sql`
        INSERT INTO "posting_search_word_variants" ("organization_id", "variant", "word")
        SELECT ${organizationId}, "variant", "word"
        FROM unnest(${textArray(pairs.map(([variant]) => variant))}, ${textArray(pairs.map(([, word]) => word))}) AS "v"("variant", "word")
        ON CONFLICT DO NOTHING`);
    }
  }
  if (removed.length > 0) {
    // Two statements: one statement cannot update a row and then delete it.
    const counted = await tx.execute<{ word: string; postings: number }>(sql`
      UPDATE "posting_search_words" SET "postings" = "postings" - 1
      WHERE "organization_id" = ${organizationId} AND "word" = ANY(${textArray(removed)})
      RETURNING "word", "postings"`);
    const words = counted.rows.filter((row) => Number(row.postings) <= 0).map((row) => row.word);
    if (words.length > 0) {
      await tx.execute(sql`
        DELETE FROM "posting_search_words" WHERE "organization_id" = ${organizationId} AND "word" = ANY(${textArray(words)}) AND "postings" <= 0`);
      await tx.execute(sql`
        DELETE FROM "posting_search_word_variants" WHERE "organization_id" = ${organizationId} AND "word" = ANY(${textArray(words)})`);
    }
  }
}
