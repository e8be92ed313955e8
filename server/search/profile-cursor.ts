// SearchCrewProfiles' paging cursors: opaque to callers, tamper-proof, self-contained (keyset paging:
// the service keeps no state between pages).
//
// A cursor holds a position in the search order (relevance as ts_rank gives it, then created_at
// newest first, then id), which way it pages ("after": a nextCursor, "before": a previousCursor),
// whether the position itself is on the page it asks for (only for the cursor back from an empty page,
// so that the item at the position is not skipped), and the scope it belongs to: a digest of the
// query and filters it was issued for. The text is signed for the caller's organization under the
// domain crew-profile-search-cursor-v1 (rpc/organization-token.ts).
import { createHash } from "node:crypto";
import { Code, ConnectError } from "@connectrpc/connect";
import { CURSOR_TIME_PATTERN, UUID_PATTERN } from "@/server/db/cursor-keys.js";
import { decodeOrganizationToken, encodeOrganizationToken, type TokenSigner } from "@/server/rpc/organization-token.js";

const PROFILE_CURSOR_DOMAIN = "crew-profile-search-cursor-v1";

export interface ProfilePosition {
  // ts_rank as PostgreSQL writes a real (round-trips exactly); "0" without a query.
  rank: string;
  // created_at, RFC 3339 UTC with six fractional digits, as the database renders it.
  createdAt: string;
  id: string;
}

export interface ProfileCursor {
  direction: "after" | "before";
  // The position's own item belongs to the page asked for.
  inclusive: boolean;
  position: ProfilePosition;
}

// What a cursor is bound to: the query as typed (spaces collapsed) and each filter's set of values.
export interface ProfileScope {
  query: string;
  ranks: readonly string[];
  vesselTypes: readonly string[];
  nationalities: readonly string[];
  certificates: readonly string[];
}

export function scopeDigest(scope: ProfileScope): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  const canonical = JSON.stringify([
    scope.query.trim().replace(/\s+/g, " "),
    sorted(scope.ranks),
    sorted(scope.vesselTypes),
    sorted(scope.nationalities),
    sorted(scope.certificates),
  ]);
  return createHash("sha256").update(canonical).digest("base64url").slice(0, 22);
}

const TEXT = new RegExp(`^v1\\|([A-Za-z0-9_-]{22})\\|([ab])\\|([01])\\|(-?[0-9.]+(?:e[-+]?[0-9]+)?)\\|(${CURSOR_TIME_PATTERN})\\|(${UUID_PATTERN})$`);

export function encodeProfileCursor(sign: TokenSigner, organizationId: string, scope: string, cursor: ProfileCursor): string {
  const { position } = cursor;
  const text = ["v1", scope, cursor.direction === "after" ? "a" : "b", cursor.inclusive ? "1" : "0", position.rank, position.createdAt, position.id].join("|");
  return encodeOrganizationToken(sign, PROFILE_CURSOR_DOMAIN, organizationId, text);
}

// The cursor, when this service issued it to the organization for this scope; invalid_argument
// otherwise, saying which.
export function decodeProfileCursor(sign: TokenSigner, organizationId: string, scope: string, cursor: string): ProfileCursor {
  const text = decodeOrganizationToken(sign, PROFILE_CURSOR_DOMAIN, organizationId, cursor);
  const parts = text === undefined ? null : TEXT.exec(text);
  if (!parts) throw new ConnectError("the paging cursor is not one SearchCrewProfiles returned to this organization", Code.InvalidArgument);
  const [, issuedFor, direction, inclusive, rank, createdAt, id] = parts as unknown as string[];
  if (issuedFor !== scope) {
    throw new ConnectError(
      "the paging cursor belongs to another query or other filters: send the query and filters it was issued for, or start again without a cursor",
      Code.InvalidArgument,
    );
  }
  return { direction: direction === "a" ? "after" : "before", inclusive: inclusive === "1", position: { rank: rank!, createdAt: createdAt!, id: id! } };
}
