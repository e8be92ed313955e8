// ListManualUploads' paging cursors: a position in the organization's uploads (newest first, by
// created_at then id) and a direction, as base64url text followed by its signature (HMAC-SHA256 of
// the organization and the text under the service's link key, domain crew-upload-cursor-v1). Opaque
// and tamper-proof like the match lists' cursors (matching/match-cursor.ts); an upload list is
// append-only at its new end, so a position needs no snapshot.
import { timingSafeEqual } from "node:crypto";
import type { TokenSigner } from "@/server/matching/match-cursor.js";
import type { UploadPosition } from "./uploads-repository.js";

export const UPLOAD_CURSOR_DOMAIN = "crew-upload-cursor-v1";
const SIGNATURE_LENGTH = 43;
const TEXT = /^([ab])\|(\d{1,15})\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface UploadCursor {
  direction: "after" | "before";
  position: UploadPosition;
}

const signed = (sign: TokenSigner, organizationId: string, text: string) => sign(UPLOAD_CURSOR_DOMAIN, `${organizationId.toLowerCase()}\n${text}`);

export function encodeUploadCursor(sign: TokenSigner, organizationId: string, cursor: UploadCursor): string {
  const text = [cursor.direction === "after" ? "a" : "b", String(cursor.position.createdAt.getTime()), cursor.position.id.toLowerCase()].join("|");
  return Buffer.from(text, "utf8").toString("base64url") + signed(sign, organizationId, text);
}

// The cursor, when this service issued it to the organization; undefined otherwise.
export function decodeUploadCursor(sign: TokenSigner, organizationId: string, cursor: string): UploadCursor | undefined {
  if (cursor.length <= SIGNATURE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const body = cursor.slice(0, -SIGNATURE_LENGTH);
  const text = Buffer.from(body, "base64url").toString("utf8");
  if (Buffer.from(text, "utf8").toString("base64url") !== body) return undefined;
  const expected = Buffer.from(signed(sign, organizationId, text));
  const given = Buffer.from(cursor.slice(-SIGNATURE_LENGTH));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const match = TEXT.exec(text);
  if (!match) return undefined;
  return { direction: match[1] === "a" ? "after" : "before", position: { createdAt: new Date(Number(match[2])), id: match[3]! } };
}
