// The first pages of the match lists (ListMatchedCandidatesForJobPosting, ListMatchingJobPostingsForCandidate
// and the dashboard's ListJobPostingMatches), kept whole as JSON with their compressed copies
// (rpc/answer-cache.ts), each under its list's match list version (match-list-version.ts).
//
// Why: under 32 connections a page cost the service and the database about 1.6 ms of CPU, and the
// issue's 50 ms p99 needed about a third less. Nothing smaller than a whole page reached it
// (bench/README.md, "The match lists against 50 ms"); a page held here costs one read of a version
// row. A recruiter's day reads the same first pages again and again between writes: a posting's
// candidates, opened by several recruiters, and the lists the dashboard reloads.
//
// The version rule: the triggers of migration 0036 move a list's version in the transaction of every
// write to what that list shows: its match versions (published, ended, confirmed in place, their list
// flags), applications, the name, email and face image of a profile on a posting's list, the title,
// summary, short id and state of a posting on a profile's list. The version is read before a page is
// built and the page kept under it, so the next call after any such write builds the page again: a
// held page is never staler than the database. A publish's rows are valid from its T, which the
// organization's snapshot times reach only when its registration goes: that delete moves every list
// the publish wrote to again, so no page built while it ran (showing the lists before it) outlives it.
// One version per list, not per organization (0034 had one): a recompute publishes every few seconds
// while the daily sweep or a new match model runs, and each publish made the organization's every
// first page be built again; a profile's publish touches its own list and the tens of postings it
// matches, a posting's its own and its candidates' (bench/README.md, "Match list versions per list").
// ListJobPostingMatches also shows whether the posting's recompute is pending, which the job queue
// decides: it reads that with the version and holds a page per answer (list-job-posting-matches.ts).
//
// What a held page may carry that a new one would not:
// - its cursors' snapshot time, up to maxAgeMs old: the lists are the same at both times (nothing they
//   show was written in between), but the cursors have that much less of their hour to live;
// - face-image links as old as the oldest item it was built from: the page goes once that item is half
//   a link's lifetime old (getOrBuild's `oldest`, the cache's maxPartAgeMs), so every link still has
//   half its lifetime left, as from the item caches.
//
// Only first pages: a later page's cursor expires (match-list-paging.ts), which a held answer would
// not check. Only JSON: a binary call gets its message built, as before.
import type { DescMessage, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { Db } from "@/server/db/database.js";
import { AnswerCache, keptCompressors } from "@/server/rpc/answer-cache.js";
import { answerFromJson, answersRenderedJson } from "@/server/rpc/rendered-json-answer.js";
import { matchListVersion, type MatchListKind } from "./match-list-version.js";
import { answerJsonOf, answerWithItems, type RenderedItems } from "./rendered-match-items.js";

// A held first page's cursors live this much less than an hour at most.
const FIRST_PAGE_MAX_AGE_MS = 60_000;
// A first page is 10–60 kB of JSON and a fifth of that compressed: some hundreds of pages.
const maxBytes = 32 * 1024 * 1024;

export function createFirstPageCache(fileLinkTtlSeconds: number): AnswerCache {
  const halfLinkLifetimeMs = (fileLinkTtlSeconds * 1000) / 2;
  return new AnswerCache({
    maxBytes,
    maxAgeMs: Math.min(FIRST_PAGE_MAX_AGE_MS, halfLinkLifetimeMs),
    maxPartAgeMs: halfLinkLifetimeMs,
    compressors: keptCompressors,
  });
}

export interface MatchPage<S extends DescMessage> {
  schema: S;
  // For a first page: its key within the organization and the version to hold it under, read before
  // the build (undefined for any other page).
  firstPage: (() => Promise<{ key: string; version: string }>) | undefined;
  build: () => Promise<{ items: RenderedItems; rest: MessageInitShape<S> }>;
}

// The page's answer: a first page answered as JSON from the cache (built once per version), any
// other page built.
export async function answerMatchPage<S extends DescMessage>(
  ctx: HandlerContext,
  held: { cache: AnswerCache; organizationId: string },
  page: MatchPage<S>,
): Promise<MessageShape<S>> {
  if (page.firstPage === undefined || !answersRenderedJson(ctx)) {
    const { items, rest } = await page.build();
    return answerWithItems(ctx, page.schema, items.items, rest);
  }
  const { key, version } = await page.firstPage();
  const answer = await held.cache.getOrBuild(`${held.organizationId}/${key}`, version, async () => {
    const { items, rest } = await page.build();
    return { json: Buffer.concat(answerJsonOf(page.schema, items.items, rest)), oldest: items.oldest };
  });
  return answerFromJson(ctx, page.schema, answer.json, answer.compressed);
}

// A spec list's first page: held under its list's version alone, keyed by the list's id (lower case).
export function specFirstPage(db: Db, listKind: MatchListKind, listId: string) {
  return async () => ({ key: listId, version: await matchListVersion(db, listKind, listId) });
}
