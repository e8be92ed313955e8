// The paging cursors of the match lists (ListMatchedCandidatesForJobPosting, ListJobPostingMatches,
// ListMatchingJobPostingsForCandidate): opaque to callers, tamper-proof, and self-contained, so that
// paging needs no state in the service.
//
// A cursor names which list it pages (a posting's or a candidate's, and its id), the filters it was
// issued under, the snapshot time of the list's FIRST page (every following page reads the store as
// of that time: match-store-reads.ts), a position in the list order and which way it pages ("after":
// a nextCursor, "before": a previousCursor). That text is signed for the caller's organization under
// the domain crew-match-cursor-v1 (rpc/organization-token.ts): one altered, made up, or issued to
// another organization does not verify.
//
// A cursor lives an hour from its list's first page: the store keeps replaced versions an hour
// (collectGarbage), so an older snapshot could have lost rows.
import { UUID_PATTERN } from "@/server/db/cursor-keys.js";
import { decodeOrganizationToken, encodeOrganizationToken, type TokenSigner } from "@/server/rpc/organization-token.js";
import type { MatchPosition } from "./match-store-reads.js";

export const MATCH_CURSOR_DOMAIN = "crew-match-cursor-v1";
export const MATCH_CURSOR_LIFETIME_MS = 3_600_000;

export type { TokenSigner };

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

const TEXT = new RegExp(`^([pc])\\|(${UUID_PATTERN})\\|([01])\\|([ian])\\|(\\d{1,15})\\|([ab])\\|(\\d{1,9})\\|(\\d{1,9})\\|(${UUID_PATTERN})$`);
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

export function encodeMatchCursor(sign: TokenSigner, organizationId: string, cursor: MatchCursor): string {
  return encodeOrganizationToken(sign, MATCH_CURSOR_DOMAIN, organizationId, textOf(cursor));
}

// The cursor, when it is one this service issued to the organization; undefined otherwise (the caller
// cannot tell altered from made up).
export function decodeMatchCursor(sign: TokenSigner, organizationId: string, cursor: string): MatchCursor | undefined {
  const text = decodeOrganizationToken(sign, MATCH_CURSOR_DOMAIN, organizationId, cursor);
  if (text === undefined) return undefined;
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
