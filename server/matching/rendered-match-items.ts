// The match lists' items (MatchedCandidate on a posting's list, MatchingJobPosting on a candidate's) as
// the JSON connect writes for them, rendered once per version and kept in an answer cache
// (rpc/answer-cache.ts). A page's read answers references only (match-list-repository.ts): the items
// this cache holds at the versions the database named are used as they are, and only the others are
// read in full and rendered.
//
// The version rule: an item is the match version's row (job_posting_matches.id: its match columns never
// change once published; a recompute writes a new version, or confirms an unchanged one in place with a
// later computation time and evaluation day, so the time is part of the version), the read_version of the other side's row
// (the profile's name, email and face image; the posting's title, summary, short id and state: any
// write to the row gives a new one, triggers of 0008 and 0018) and whether the profile applied to the
// posting. All three come from the page's own query, so an item is never staler than the database.
//
// Why: built as messages and written by protobuf-es's JSON writer, the breakdown a
// google.protobuf.Struct, the items were the costliest part of these reads for the service, and each
// row's result JSON the costliest part for the database (ARCHITECTURE.md "What each speed-up saves").
// The lists are read again and again between recomputes: a recruiter pages a posting's candidates back
// and forth, several recruiters the same postings.
//
// Items carry signed face-image links, which expire (files/file-link-signature.ts): the answer cache
// drops an item after half a link's lifetime. Bounded by bytes: an item is 1–3 kB of JSON.
import { create, toJsonString, type DescMessage, type MessageInitShape, type MessageShape } from "@bufbuild/protobuf";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { AnswerCache } from "@/server/rpc/answer-cache.js";
import { answerFromJson } from "@/server/rpc/rendered-json-answer.js";

const maxBytes = 32 * 1024 * 1024;
const utf8 = new TextEncoder();

export function createMatchItemCache(fileLinkTtlSeconds: number): AnswerCache {
  return new AnswerCache({ maxBytes, maxAgeMs: (fileLinkTtlSeconds * 1000) / 2 });
}

// What an item is rendered from, by reference: the match version and its computation time, the other
// side's read_version, and whether the profile applied to the posting (now).
export interface MatchItemVersion {
  versionId: string;
  computedAtMs: number;
  readVersion: number;
  alreadyApplied: boolean;
}

export interface RenderedMatchItemsQuery<Row extends MatchItemVersion> {
  cache: AnswerCache;
  organizationId: string;
  refs: readonly MatchItemVersion[];
  // The rows of these match versions in full, in any order.
  readRows: (versionIds: string[]) => Promise<Row[]>;
  // A row as the item's message, in JSON.
  render: (row: Row) => string;
}

const keyOf = (organizationId: string, versionId: string) => `${organizationId}/${versionId}`;
const versionOf = (item: MatchItemVersion) => `${item.computedAtMs}/${item.readVersion}/${item.alreadyApplied ? "applied" : "not"}`;

export interface RenderedItems {
  items: Uint8Array[];
  // When the oldest of them was rendered, on the cache's clock: their links are at least this old.
  oldest: number;
}

// Each reference's item as UTF-8 JSON, in the references' order.
export async function renderedMatchItems<Row extends MatchItemVersion>(query: RenderedMatchItemsQuery<Row>): Promise<RenderedItems> {
  const { cache, organizationId, refs } = query;
  let oldest = cache.now();
  const items = refs.map((ref) => {
    const held = cache.get(keyOf(organizationId, ref.versionId));
    if (held?.version !== versionOf(ref)) return undefined;
    oldest = Math.min(oldest, held.oldest);
    return held.json;
  });
  const missing = refs.filter((_, index) => items[index] === undefined);
  if (missing.length === 0) return { items: items as Uint8Array[], oldest };

  const rows = await query.readRows(missing.map((ref) => ref.versionId));
  const byVersion = new Map(rows.map((row) => [row.versionId, row]));
  const all = refs.map((ref, index) => {
    const held = items[index];
    if (held) return held;
    const row = byVersion.get(ref.versionId);
    // Versions are deleted an hour after they end (match-store-writes.ts, collectGarbage), as long as a
    // cursor lives: only a page read at its cursor's last moment can see one go between its two reads.
    if (!row) throw new ConnectError("the match list changed while this page was read: read the page again", Code.Aborted);
    // Rendered from the rows as they are now: the other side may have changed since the page's read,
    // and then the item is newer than its reference, which is as fresh as an answer may be.
    const json = utf8.encode(query.render(row));
    cache.set(keyOf(organizationId, row.versionId), versionOf(row), json);
    return json;
  });
  return { items: all, oldest };
}

const itemsStart = '{"items":[';
const comma = utf8.encode(",");

// The answer with its rendered items: the rest of it as connect writes it, the items spliced in.
export function answerWithItems<S extends DescMessage>(
  ctx: HandlerContext,
  schema: S,
  items: readonly Uint8Array[],
  rest: MessageInitShape<S>,
): MessageShape<S> {
  return answerFromJson(ctx, schema, answerJsonOf(schema, items, rest));
}

// The JSON of that answer, in parts.
export function answerJsonOf<S extends DescMessage>(schema: S, items: readonly Uint8Array[], rest: MessageInitShape<S>): Uint8Array[] {
  return answerJsonWithItems(items, toJsonString(schema, create(schema, rest), { alwaysEmitImplicit: true }));
}

// The answer's JSON, in parts: its items as they are, then the rest of the answer as connect writes it
// (`restJson`: the answer message without items, which connect writes as `{"items":[],...}`). Not
// joined here: compression.ts's compressParts says why.
export function answerJsonWithItems(items: readonly Uint8Array[], restJson: string): Uint8Array[] {
  if (!restJson.startsWith(`${itemsStart}]`)) throw new Error(`the answer's JSON does not start with its items: ${restJson.slice(0, 40)}`);
  const parts: Uint8Array[] = [utf8.encode(itemsStart)];
  items.forEach((item, index) => {
    if (index > 0) parts.push(comma);
    parts.push(item);
  });
  parts.push(utf8.encode(restJson.slice(itemsStart.length)));
  return parts;
}
