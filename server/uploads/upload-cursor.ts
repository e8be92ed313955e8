// ListManualUploads' paging cursors: a position in the organization's uploads (newest first, by
// created_at then id) and a direction, signed for the organization like the match lists' cursors
// (rpc/organization-token.ts, domain crew-upload-cursor-v1). An upload list only grows at its new
// end, so a position needs no snapshot.
import { UUID_PATTERN } from "@/server/db/cursor-keys.js";
import { decodeOrganizationToken, encodeOrganizationToken, type TokenSigner } from "@/server/rpc/organization-token.js";
import type { UploadPosition } from "./uploads-repository.js";

export const UPLOAD_CURSOR_DOMAIN = "crew-upload-cursor-v1";
const TEXT = new RegExp(`^([ab])\\|(\\d{1,15})\\|(${UUID_PATTERN})$`);

export interface UploadCursor {
  direction: "after" | "before";
  position: UploadPosition;
}

export function encodeUploadCursor(sign: TokenSigner, organizationId: string, cursor: UploadCursor): string {
  const text = [cursor.direction === "after" ? "a" : "b", String(cursor.position.createdAt.getTime()), cursor.position.id.toLowerCase()].join("|");
  return encodeOrganizationToken(sign, UPLOAD_CURSOR_DOMAIN, organizationId, text);
}

// The cursor, when this service issued it to the organization; undefined otherwise.
export function decodeUploadCursor(sign: TokenSigner, organizationId: string, cursor: string): UploadCursor | undefined {
  const text = decodeOrganizationToken(sign, UPLOAD_CURSOR_DOMAIN, organizationId, cursor);
  const match = text === undefined ? null : TEXT.exec(text);
  if (!match) return undefined;
  return { direction: match[1] === "a" ? "after" : "before", position: { createdAt: new Date(Number(match[2])), id: match[3]! } };
}
