// The search.posting job: bring one posting's search entry up to the posting as it is now. Queued by
// the triggers of migration 0019 in every transaction that writes what the entry reads (or deletes the
// posting); the queue runs it at least once, so it is idempotent: it reads the posting's current state,
// not the write that queued it, and writes nothing when the entry is already at its search_version
// (search-entries.ts writes it, with the organization's vocabulary, in one short transaction).
//
// The entry also holds the posting's embedding for hybrid search (embedder.ts), made from its title and
// summary by the service's embedder, and what searches filter and order by (0037).
import type { Db } from "@/server/db/database.js";
import { defaultEmbedder } from "./embedder-config.js";
import type { Embedder } from "./embedder.js";
import { postingDocument } from "./posting-document.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { postingEntries, removeEntry, writeEntry, type EntryRow } from "./search-entries.js";

interface PostingRow extends Record<string, unknown> {
  organization_id: string;
  title: string;
  summary: string;
  short_id: string;
  rank: string | null;
  vessel_type: string | null;
  search_version: string | number;
  // What searches filter and order by, copied into the entry as they are (0037).
  created_at: string;
  pinned: boolean;
  state: string;
  pipeline_id: string;
  career_site_id: string | null;
  languages: string[];
  slot_tags: string[];
  assignee_ids: string[];
  application_count: number;
}

interface PostingEntryRow extends EntryRow {
  embedding_model: string | null;
}

const readPosting = preparedSql<PostingRow>(
  "posting_entry_source",
  `SELECT "organization_id", "title", "summary", "short_id", "rank", "vessel_type", "search_version",
    "created_at"::text AS "created_at", "pinned", "state", "pipeline_id", "career_site_id", "languages", "slot_tags", "application_count",
    coalesce((SELECT array_agg(a."member_id" ORDER BY a."member_id") FROM "job_posting_assignees" a WHERE a."job_posting_id" = p."id"), '{}') AS "assignee_ids"
  FROM "job_postings" p WHERE "id" = $1::uuid AND "organization_id" = $2::uuid`,
);

// $1 posting, $2 organization, $3 document, $4 words, $5 version, $6 embedding, $7 its embedder, $8-$16
// the filters and order keys.
const upsertEntry = preparedSql(
  "posting_entry_upsert",
  `INSERT INTO "posting_search_entries" ("job_posting_id", "organization_id", "document", "words", "version", "embedding", "embedding_model",
    "created_at", "pinned", "state", "pipeline_id", "career_site_id", "languages", "slot_tags", "assignee_ids", "application_count", "removed_at", "indexed_at")
  VALUES ($1::uuid, $2::uuid, $3::tsvector, $4::text[], $5::bigint, $6::real[], $7::text,
    $8::timestamptz, $9::boolean, $10::text, $11::uuid, $12::uuid, $13::text[], $14::text[], $15::uuid[], $16::int, NULL, now())
  ON CONFLICT ("job_posting_id") DO UPDATE SET "document" = excluded."document", "words" = excluded."words",
    "version" = excluded."version", "embedding" = excluded."embedding", "embedding_model" = excluded."embedding_model",
    "created_at" = excluded."created_at", "pinned" = excluded."pinned", "state" = excluded."state", "pipeline_id" = excluded."pipeline_id",
    "career_site_id" = excluded."career_site_id", "languages" = excluded."languages", "slot_tags" = excluded."slot_tags",
    "assignee_ids" = excluded."assignee_ids", "application_count" = excluded."application_count",
    "removed_at" = NULL, "indexed_at" = excluded."indexed_at"`,
);

// The text a posting's embedding is made of: the title twice, so that what the posting is (its rank,
// its vessel) weighs more than the rest of a long summary, as in the text ranking (title A, summary B).
function postingEmbeddingText(posting: { title: string; summary: string }): string {
  return `${posting.title}\n${posting.title}\n${posting.summary}`;
}

export async function indexPosting(db: Db, organizationId: string, postingId: string, embedder: Embedder = defaultEmbedder()): Promise<void> {
  const [posting] = await readPosting(db, [postingId, organizationId]);
  if (!posting) {
    await removeEntry(db, postingEntries, organizationId, postingId);
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
  await writeEntry<PostingEntryRow>(db, postingEntries, {
    organizationId,
    id: postingId,
    version,
    vocabulary: built.vocabulary,
    // An entry another embedder embedded is rewritten.
    current: (entry) => entry.embedding_model === embedder.name,
    upsert: (tx) =>
      upsertEntry(tx, [
        postingId,
        organizationId,
        built.document,
        [...built.vocabulary],
        version,
        Array.from(embedding),
        embedder.name,
        posting.created_at,
        posting.pinned,
        posting.state,
        posting.pipeline_id,
        posting.career_site_id,
        posting.languages,
        posting.slot_tags,
        posting.assignee_ids,
        posting.application_count,
      ]),
  });
}
