// A posting's list items (MatchedCandidate) as the JSON connect writes for them, rendered once per
// version and kept in an answer cache (rpc/answer-cache.ts). A page's read answers references only
// (match-list-repository.ts, ListedCandidateRef); the items this cache holds at the versions the
// database named are used as they are, and only the others are read in full and rendered.
//
// The version rule: an item is the match version's row (job_posting_matches.id: its match columns never
// change once published; a recompute writes a new version), the profile's read_version (name, email
// and face image; any write to the profile row gives a new one) and whether the profile applied to the
// posting. All three come from the page's own query, so an item is never staler than the database.
//
// Why: a page of 25 built as messages and written by protobuf-es's JSON writer, its breakdown a
// google.protobuf.Struct, was the costliest part of the match lists for the service, and reading each
// row's result JSON the costliest part for the database (ARCHITECTURE.md "Answer caches" has the
// figures). The lists are read again and again between recomputes: a recruiter pages a posting's
// candidates back and forth, several recruiters the same postings.
//
// Items carry signed face-image links, which expire (files/file-link-signature.ts): the answer cache
// drops an item after half a link's lifetime. Bounded by bytes: an item is 1.5–3 kB of JSON.
import { create, toJsonString } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { MatchedCandidateSchema } from "@/gen/rpc/v1/matching_pb.js";
import type { Db } from "@/server/db/database.js";
import type { FileLinkOf } from "@/server/profiles/document-extraction.js";
import { AnswerCache } from "@/server/rpc/answer-cache.js";
import { notFound } from "@/server/rpc/errors.js";
import { matchedCandidateOf } from "./match-list-items.js";
import { readPostingMatchVersions, type ListedCandidateRef } from "./match-list-repository.js";

const maxBytes = 32 * 1024 * 1024;
const utf8 = new TextEncoder();

export function createMatchedCandidateCache(fileLinkTtlSeconds: number): AnswerCache {
  return new AnswerCache({ maxBytes, maxAgeMs: (fileLinkTtlSeconds * 1000) / 2 });
}

const keyOf = (organizationId: string, versionId: string) => `${organizationId}/${versionId}`;
const versionOf = (profileReadVersion: number, alreadyApplied: boolean) => `${profileReadVersion}/${alreadyApplied ? "applied" : "not"}`;

export interface MatchedCandidateItemsQuery {
  db: Db;
  cache: AnswerCache;
  organizationId: string;
  jobPostingId: string;
  refs: readonly ListedCandidateRef[];
  linkOf: FileLinkOf;
}

// Each reference's item as UTF-8 JSON, in the references' order.
export async function matchedCandidateItems(query: MatchedCandidateItemsQuery): Promise<Uint8Array[]> {
  const { cache, organizationId, refs } = query;
  const items = refs.map((ref) => {
    const held = cache.get(keyOf(organizationId, ref.versionId));
    return held?.version === versionOf(ref.profileReadVersion, ref.alreadyApplied) ? held.json : undefined;
  });
  const missing = refs.filter((_, index) => items[index] === undefined);
  if (missing.length === 0) return items as Uint8Array[];

  const rows = await readPostingMatchVersions(query.db, { organizationId, jobPostingId: query.jobPostingId, versionIds: missing.map((ref) => ref.versionId) });
  if (!rows) throw notFound("job posting", query.jobPostingId);
  const byVersion = new Map(rows.map((row) => [row.versionId, row]));
  return refs.map((ref, index) => {
    const held = items[index];
    if (held) return held;
    const row = byVersion.get(ref.versionId);
    // Versions are deleted an hour after they end (match-store-writes.ts, collectGarbage), as long as a
    // cursor lives: only a page read at its cursor's last moment can see one go between its two reads.
    if (!row) throw new ConnectError("the match list changed while this page was read: read the page again", Code.Aborted);
    // Rendered from the row as it is now: its profile may have changed since the page's read, and then
    // the item is newer than the reference, which is as fresh as the answer may be.
    const json = utf8.encode(
      toJsonString(MatchedCandidateSchema, create(MatchedCandidateSchema, matchedCandidateOf(row, query.linkOf)), { alwaysEmitImplicit: true }),
    );
    cache.set(keyOf(organizationId, row.versionId), versionOf(row.profileReadVersion, row.alreadyApplied), json);
    return json;
  });
}

const itemsStart = '{"items":[';

// The answer's JSON: its items as they are, then the rest of the answer as connect writes it (`rest`:
// the answer message without items, which connect writes as `{"items":[],...}`).
export function answerJsonWithItems(items: readonly Uint8Array[], restJson: string): Uint8Array {
  const emptyItems = `${itemsStart}]`;
  if (!restJson.startsWith(emptyItems)) throw new Error(`the answer's JSON does not start with its items: ${restJson.slice(0, 40)}`);
  const parts: Uint8Array[] = [utf8.encode(itemsStart)];
  items.forEach((item, index) => {
    if (index > 0) parts.push(comma);
    parts.push(item);
  });
  parts.push(utf8.encode(restJson.slice(itemsStart.length)));
  return Buffer.concat(parts);
}

const comma = utf8.encode(",");
