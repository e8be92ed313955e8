// What the two search indexes (job postings: 0019; crew profiles: 0023) share: one entry per record,
// built from the record's search_version, and the organization's vocabulary of the entries' words with
// their deletion variants (typo-variants.ts). The indexers (posting-indexer.ts, profile-indexer.ts)
// write an entry through writeEntry and removeEntry; the searches plan their text through planText.
//
// writeEntry is one short transaction: the entry and the vocabulary change together (the words the
// entry no longer has are given back, the new ones counted, a word's variants kept while any entry
// has it). It first takes a share lock on the record at the version it read, so a run that read an
// older version (one whose lease ran out while a newer run went ahead) writes nothing.
import type { Db, DbTransaction } from "@/server/db/database.js";
import type { SynonymTable } from "./domain-synonyms.js";
import { preparedSql } from "@/server/db/prepared-sql.js";
import { lexemeScope } from "./search-document.js";
import { correctionsOf, parseQuery, planQuery, typoCandidates, variantsToLookUp, type QueryPlan } from "./search-query.js";
import { deletionVariants } from "./typo-variants.js";

// A kind of entry: its record's table, its own tables and columns.
export interface EntryKind {
  // The records' table, with "id" and "search_version".
  source: string;
  entries: string;
  // The entries' column holding the record's id.
  entryId: string;
  // More entry columns a writer needs to see (`, "embedding_model"`).
  entryColumns: string;
  // What else a tombstone clears (`, "embedding" = NULL`).
  tombstoneColumns: string;
  words: string;
  // The vocabulary's column counting the entries that have a word.
  wordCount: string;
  variants: string;
}

export const postingEntries: EntryKind = {
  source: "job_postings",
  entries: "posting_search_entries",
  entryId: "job_posting_id",
  entryColumns: `, "embedding_model"`,
  tombstoneColumns: `, "embedding" = NULL, "embedding_model" = NULL`,
  words: "posting_search_words",
  wordCount: "postings",
  variants: "posting_search_word_variants",
};

export const profileEntries: EntryKind = {
  source: "crew_profiles",
  entries: "profile_search_entries",
  entryId: "crew_profile_id",
  entryColumns: "",
  tombstoneColumns: `, "certificate_validity" = '{}'::jsonb`,
  words: "profile_search_words",
  wordCount: "profiles",
  variants: "profile_search_word_variants",
};

// A deleted record's tombstone is kept this long, so WaitForSearchSync can still answer for it.
const tombstoneDays = 1;

export interface EntryRow extends Record<string, unknown> {
  words: string[];
  version: string | number;
  removed: boolean;
}

export interface EntryWrite<Entry extends EntryRow> {
  organizationId: string;
  id: string;
  // The record's search_version the entry is built from.
  version: number;
  // The entry's words for the vocabulary (SearchDocument.vocabulary).
  vocabulary: readonly string[];
  // Whether an entry already at this version needs no rewrite (postings: written by this embedder).
  current?: (entry: Entry) => boolean;
  // Inserts or updates the entry (its words, version, removed_at NULL and the rest).
  upsert: (tx: DbTransaction) => Promise<unknown>;
}

export async function writeEntry<Entry extends EntryRow>(db: Db, kind: EntryKind, write: EntryWrite<Entry>): Promise<void> {
  const statements = statementsOf(kind);
  await db.transaction(async (tx) => {
    const source = await statements.lockSource(tx, [write.id]);
    // Written or deleted since it was read: the job that write queued brings the entry up to date.
    if (source.length === 0 || Number(source[0]!.search_version) !== write.version) return;
    const [entry] = (await statements.lockEntry(tx, [write.id])) as Entry[];
    if (entry && !entry.removed && Number(entry.version) === write.version && (write.current?.(entry) ?? true)) return;
    const before = new Set(entry && !entry.removed ? entry.words : []);
    const after = new Set(write.vocabulary);
    await countWords(
      tx,
      kind,
      write.organizationId,
      write.vocabulary.filter((word) => !before.has(word)),
      [...before].filter((word) => !after.has(word)),
    );
    await write.upsert(tx);
  });
}

// The record is gone: its entry becomes a tombstone with no words (one is written even if the record
// was deleted before it was ever indexed), and the organization's tombstones past their day go.
export async function removeEntry(db: Db, kind: EntryKind, organizationId: string, id: string): Promise<void> {
  const statements = statementsOf(kind);
  await db.transaction(async (tx) => {
    const [entry] = await statements.lockEntry(tx, [id]);
    if (entry?.removed) return;
    if (entry) await countWords(tx, kind, organizationId, [], entry.words);
    await statements.tombstone(tx, [id, organizationId]);
    await statements.dropOldTombstones(tx, [organizationId, tombstoneDays]);
  });
}

// Each kind's statements, prepared once per session (a kind's tables are in their text). The write's
// run only inside its transaction (db/prepared.ts says why that matters): on the embedded database that
// transaction holds the only session, and planning each statement on every call made it longer. The
// last two are reads, outside any transaction.
type Statement<Row extends Record<string, unknown>> = (db: Db | DbTransaction, values: unknown[]) => Promise<Row[]>;
interface KindStatements {
  lockSource: Statement<{ search_version: string | number }>;
  lockEntry: Statement<EntryRow>;
  addWords: Statement<{ word: string; count: number }>;
  addVariants: Statement<Record<string, never>>;
  removeWords: Statement<{ word: string; count: number }>;
  deleteWords: Statement<Record<string, never>>;
  deleteVariants: Statement<Record<string, never>>;
  tombstone: Statement<Record<string, never>>;
  dropOldTombstones: Statement<Record<string, never>>;
  // Of some (organization, id) pairs, those whose entry is not the record as last saved. A record is
  // synced when its entry was built from its current search_version; a deleted one when its entry is
  // a tombstone (kept a day). Anything else, an id the organization never had included, is pending.
  pending: Statement<{ organization_id: string; id: string }>;
  // The organization's vocabulary words that share one of some deletion variants.
  variants: Statement<{ word: string }>;
}

const statementsOfKind = new Map<EntryKind, KindStatements>();
function statementsOf(kind: EntryKind): KindStatements {
  let statements = statementsOfKind.get(kind);
  if (statements) return statements;
  const { source, entries, entryId, words, wordCount, variants } = kind;
  const named = <Row extends Record<string, unknown>>(what: string, text: string) => preparedSql<Row>(`${entries}_${what}`, text);
  statements = {
    lockSource: named("lock_source", `SELECT "search_version" FROM "${source}" WHERE "id" = $1::uuid FOR SHARE`),
    lockEntry: named(
      "lock_entry",
      `SELECT "words", "version", "removed_at" IS NOT NULL AS "removed"${kind.entryColumns} FROM "${entries}" WHERE "${entryId}" = $1::uuid FOR UPDATE`,
    ),
    addWords: named(
      "add_words",
      `INSERT INTO "${words}" ("organization_id", "word", "${wordCount}")
      SELECT $1::uuid, "word", 1 FROM unnest($2::text[]) AS "word"
      ON CONFLICT ("organization_id", "word") DO UPDATE SET "${wordCount}" = "${words}"."${wordCount}" + 1
      RETURNING "word", "${wordCount}" AS "count"`,
    ),
    addVariants: named(
      "add_variants",
      `INSERT INTO "${variants}" ("organization_id", "variant", "word")
      SELECT $1::uuid, "variant", "word" FROM unnest($2::text[], $3::text[]) AS "v"("variant", "word")
      ON CONFLICT DO NOTHING`,
    ),
    removeWords: named(
      "remove_words",
      `UPDATE "${words}" SET "${wordCount}" = "${wordCount}" - 1
      WHERE "organization_id" = $1::uuid AND "word" = ANY($2::text[])
      RETURNING "word", "${wordCount}" AS "count"`,
    ),
    deleteWords: named("delete_words", `DELETE FROM "${words}" WHERE "organization_id" = $1::uuid AND "word" = ANY($2::text[]) AND "${wordCount}" <= 0`),
    deleteVariants: named("delete_variants", `DELETE FROM "${variants}" WHERE "organization_id" = $1::uuid AND "word" = ANY($2::text[])`),
    tombstone: named(
      "tombstone",
      `INSERT INTO "${entries}" ("${entryId}", "organization_id", "document", "words", "version", "removed_at", "indexed_at")
      VALUES ($1::uuid, $2::uuid, ''::tsvector, '{}', 0, now(), now())
      ON CONFLICT ("${entryId}") DO UPDATE SET "document" = ''::tsvector, "words" = '{}'${kind.tombstoneColumns},
        "removed_at" = now(), "indexed_at" = now()`,
    ),
    dropOldTombstones: named(
      "drop_tombstones",
      `DELETE FROM "${entries}"
      WHERE "organization_id" = $1::uuid AND "removed_at" IS NOT NULL AND "removed_at" < now() - make_interval(days => $2::int)`,
    ),
    pending: named(
      "pending",
      `SELECT i.org::text AS organization_id, i.id::text AS id FROM unnest($1::uuid[], $2::uuid[]) AS i(org, id)
      LEFT JOIN "${source}" r ON r.id = i.id AND r.organization_id = i.org
      LEFT JOIN "${entries}" e ON e."${entryId}" = i.id AND e.organization_id = i.org
      WHERE (CASE WHEN r.id IS NOT NULL THEN e.removed_at IS NULL AND e.version = r.search_version ELSE e.removed_at IS NOT NULL END) IS NOT TRUE`,
    ),
    variants: named("variants", `SELECT DISTINCT word FROM "${variants}" WHERE organization_id = $1 AND variant = ANY($2::text[])`),
  };
  statementsOfKind.set(kind, statements);
  return statements;
}

// The vocabulary's counts: +1 for each added word (a new word gets its variants), -1 for each removed
// one (a word no entry has any more loses its variants).
async function countWords(tx: DbTransaction, kind: EntryKind, organizationId: string, added: readonly string[], removed: readonly string[]) {
  const statements = statementsOf(kind);
  if (added.length > 0) {
    const counted = await statements.addWords(tx, [organizationId, [...added]]);
    const fresh = counted.filter((row) => Number(row.count) === 1).map((row) => row.word);
    const pairs = fresh.flatMap((word) => deletionVariants(word).map((variant) => [variant, word] as const));
    if (pairs.length > 0) await statements.addVariants(tx, [organizationId, pairs.map(([variant]) => variant), pairs.map(([, word]) => word)]);
  }
  if (removed.length > 0) {
    // Two statements: one statement cannot update a row and then delete it.
    const counted = await statements.removeWords(tx, [organizationId, [...removed]]);
    const gone = counted.filter((row) => Number(row.count) <= 0).map((row) => row.word);
    if (gone.length > 0) {
      await statements.deleteWords(tx, [organizationId, gone]);
      await statements.deleteVariants(tx, [organizationId, gone]);
    }
  }
}

// Each kind's "pending" statement (WaitForSearchSync).
export function pendingStatement(kind: EntryKind) {
  return statementsOf(kind).pending;
}

// A query as the kind's index answers it: its words corrected to the organization's vocabulary and
// the domain's names (typo tolerance), then planned (search-query.ts).
export async function planText(db: Db, kind: EntryKind, synonyms: SynonymTable, organizationId: string, query: string): Promise<QueryPlan> {
  const parsed = parseQuery(query);
  const candidates = typoCandidates(parsed);
  const variants = variantsToLookUp(candidates);
  const vocabulary =
    variants.length === 0
      ? []
      : [...(await statementsOf(kind).variants(db, [organizationId, variants])).map((row) => row.word), ...synonyms.wordsNear(candidates)];
  return planQuery(parsed, correctionsOf(candidates, vocabulary), synonyms, lexemeScope(organizationId));
}
