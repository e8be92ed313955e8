// The paging cursors of the match lists (ListMatchedCandidatesForJobPosting, ListJobPostingMatches,
// ListMatchingJobPostingsForCandidate): opaque to callers, tamper-proof, and self-contained, so that
// paging needs no state in the service.
//
// A cursor names which list it pages (a posting's or a candidate's, and its id), the filters it was
// issued under, the snapshot time of the list's FIRST page (every following page reads the store as
// of that time: match-store-reads.ts), a position in the list order and which way it pages ("after":
// a nextCursor, "before": a previousCursor). It is that text, base64url, followed by its signature:
// HMAC-SHA256 of the caller's organization and the text under the service's link key, with its own
// domain (files/file-link-signature.ts, tokenSignature), 43 base64url characters. So a cursor is all
// base64url, and one altered, made up, or issued to another organization does not verify.
//
// A cursor lives an hour from its list's first page: the store keeps replaced versions an hour
// (collectGarbage), so an older snapshot could have lost rows.
import { timingSafeEqual } from "node:crypto";
import type { MatchPosition } from "./match-store-reads.js";

export const MATCH_CURSOR_DOMAIN = "crew-match-cursor-v1";
export const MATCH_CURSOR_LIFETIME_MS = 3_600_000;

// Signs text under a domain (FileLinks.tokenSignature).
export type TokenSigner = (domain: string, text: string) => string;

export type AppliedFilter = "any" | "applied" | "not_applied";

// Which list a cursor pages, and under which filters (a candidate's list has none).
export interface MatchList {
  kind: "posting" | "candidate";
  // The posting's or the crew profile's id, lower case.
  id: string;
  eligibleOnly: boolean;
  applied: AppliedFilter;
}

export interface MatchCursor {
  list: MatchList;
  // The first page's snapshot time, in milliseconds since the epoch.
  snapshotMs: number;
  direction: "after" | "before";
  position: MatchPosition;
}

const SIGNATURE_LENGTH = 43;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const TEXT = new RegExp(`^([pc])\\|(${UUID})\\|([01])\\|([ian])\\|(\\d{1,15})\\|([ab])\\|(\\d{1,9})\\|(\\d{1,9})\\|(${UUID})$`);
const appliedCode: Record<AppliedFilter, string> = { any: "i", applied: "a", not_applied: "n" };
const appliedOf: Record<string, AppliedFilter> = { i: "any", a: "applied", n: "not_applied" };

function textOf(cursor: MatchCursor): string {
  const { list, position } = cursor;
  return [
    list.kind === "posting" ? "p" : "c",
    list.id.toLowerCase(),
    list.eligibleOnly ? "1" : "0",
    appliedCode[list.applied],
    String(cursor.snapshotMs),
    cursor.direction === "after" ? "a" : "b",
    String(position.score),
    String(position.confirmed),
    position.matchId.toLowerCase(),
  ].join("|");
}

const signed = (sign: TokenSigner, organizationId: string, text: string) => sign(MATCH_CURSOR_DOMAIN, `${organizationId.toLowerCase()}\n${text}`);

export function encodeMatchCursor(sign: TokenSigner, organizationId: string, cursor: MatchCursor): string {
  const text = textOf(cursor);
  return Buffer.from(text, "utf8").toString("base64url") + signed(sign, organizationId, text);
}

// The cursor, when it is one this service issued to the organization; undefined otherwise (the caller
// cannot tell altered from made up).
export function decodeMatchCursor(sign: TokenSigner, organizationId: string, cursor: string): MatchCursor | undefined {
  if (cursor.length <= SIGNATURE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const body = cursor.slice(0, -SIGNATURE_LENGTH);
  const text = Buffer.from(body, "base64url").toString("utf8");
  // base64url decoding skips what it cannot read: only the canonical spelling of the text is a cursor.
  if (Buffer.from(text, "utf8").toString("base64url") !== body) return undefined;
  const expected = Buffer.from(signed(sign, organizationId, text));
  const given = Buffer.from(cursor.slice(-SIGNATURE_LENGTH));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const parts = TEXT.exec(text);
  if (!parts) return undefined;
  const [, kind, id, eligibleOnly, applied, snapshotMs, direction, score, confirmed, matchId] = parts as unknown as string[];
  return {
    list: { kind: kind === "p" ? "posting" : "candidate", id: id!, eligibleOnly: eligibleOnly === "1", applied: appliedOf[applied!]! },
    snapshotMs: Number(snapshotMs),
    direction: direction === "a" ? "after" : "before",
    position: { score: Number(score), confirmed: Number(confirmed), matchId: matchId! },
  };
}
