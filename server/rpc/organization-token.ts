// A tamper-proof token of the service for one organization (the match lists' and the uploads' paging
// cursors): its text in base64url, followed by its signature, the HMAC-SHA256 of the organization and
// the text under the service's link key with a domain of the token's kind (files/file-link-signature.ts,
// tokenSignature), 43 base64url characters. So a token is all base64url, and one altered, made up, or
// issued to another organization does not verify.
import { timingSafeEqual } from "node:crypto";

// Signs text under a domain (FileLinks.tokenSignature).
export type TokenSigner = (domain: string, text: string) => string;

const SIGNATURE_LENGTH = 43;

const signed = (sign: TokenSigner, domain: string, organizationId: string, text: string) => sign(domain, `${organizationId.toLowerCase()}\n${text}`);

export function encodeOrganizationToken(sign: TokenSigner, domain: string, organizationId: string, text: string): string {
  return Buffer.from(text, "utf8").toString("base64url") + signed(sign, domain, organizationId, text);
}

// The token's text, when the service issued it to the organization under the domain; undefined
// otherwise (the caller cannot tell altered from made up).
export function decodeOrganizationToken(sign: TokenSigner, domain: string, organizationId: string, token: string): string | undefined {
  if (token.length <= SIGNATURE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const body = token.slice(0, -SIGNATURE_LENGTH);
  const text = Buffer.from(body, "base64url").toString("utf8");
  // base64url decoding skips what it cannot read: only the canonical spelling of the text is a token.
  if (Buffer.from(text, "utf8").toString("base64url") !== body) return undefined;
  const expected = Buffer.from(signed(sign, domain, organizationId, text));
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  return expected.length === given.length && timingSafeEqual(expected, given) ? text : undefined;
}
