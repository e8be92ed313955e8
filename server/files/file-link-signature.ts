// Signed, expiring links to the service's files (documents, their thumbnails, face images). A link is
// the stored path on the service's public address, with three query parameters:
//   ?org=<organization id>&expires=<Unix seconds>&sig=<base64url HMAC-SHA256 of path, org and expires>
// The signature sits in the query string so that <img src> and <a href> work with no header. Pure:
// the secret and the clock come from the caller.
import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXPIRES = /^\d{1,12}$/;
// A base64url SHA-256 digest, no padding.
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
// Stored URLs with a scheme (https://...) point at storage of someone else's; they are handed out as stored.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface FileLinks {
  // The stored URL as an absolute, signed link for the organization ("" for none).
  link(storedUrl: string | null | undefined, organizationId: string): string;
  // The organization of a request's valid, unexpired link (verifiedFileLinkOrganization), at this moment.
  verifiedOrganization(path: string, query: FileLinkQuery): string | undefined;
  // How long a link lives at least, in seconds; caches holding links keep them for half of it at most.
  readonly ttlSeconds: number;
  now(): number;
  // tokenSignature under the same key: the service's other tamper-proof tokens (the match lists' paging
  // cursors, matching/match-cursor.ts) need no secret of their own.
  tokenSignature(domain: string, text: string): string;
}

// The signed fields of a link, as they arrive in its query string (anything else is ignored).
export interface FileLinkQuery {
  org?: unknown;
  expires?: unknown;
  sig?: unknown;
}

export function fileLinkSignature(secret: string, path: string, organizationId: string, expires: number): string {
  // Newlines cannot occur in a URL path, a UUID or a number, so the three fields cannot run into each other.
  return createHmac("sha256", secret).update(`crew-file-link-v1\n${path}\n${organizationId}\n${expires}`).digest("base64url");
}

// An HMAC-SHA256 (base64url) of `text` under the link key, for a token of another kind than a link.
// `domain` names the kind and starts the signed text, so that a token's signature never verifies as a
// link's (whose text starts with "crew-file-link-v1") nor as a token's of another kind.
export function tokenSignature(secret: string, domain: string, text: string): string {
  if (!/^[a-z0-9-]+$/.test(domain) || domain === "crew-file-link-v1") throw new RangeError(`"${domain}" cannot name a kind of token`);
  return createHmac("sha256", secret).update(`${domain}\n${text}`).digest("base64url");
}

// Links made within the same step (a twelfth of the lifetime: 5 minutes of the default hour) expire
// together and so are the same URL: the browser reuses an image it already has instead of loading it
// again each time a list is read. A link therefore lives between ttlSeconds and 13/12 of it.
export function fileLinkExpiry(nowMs: number, ttlSeconds: number): number {
  const step = Math.max(1, Math.floor(ttlSeconds / 12));
  return Math.ceil((nowMs / 1000 + ttlSeconds) / step) * step;
}

export function signedFileLink(secret: string, publicUrl: string, path: string, organizationId: string, expires: number): string {
  const base = publicUrl.replace(/\/+$/, "");
  const rooted = path.startsWith("/") ? path : `/${path}`;
  const sig = fileLinkSignature(secret, rooted, organizationId, expires);
  return `${base}${rooted}?org=${organizationId}&expires=${expires}&sig=${sig}`;
}

// The organization a request's link was signed for, when the signature is right and the link has not
// expired; undefined otherwise (missing, malformed, altered or expired: the caller cannot tell which).
// `path` is the request's path exactly as it arrived, percent-escapes and all.
export function verifiedFileLinkOrganization(secret: string, path: string, query: FileLinkQuery, nowMs: number): string | undefined {
  const { org, expires, sig } = query;
  if (typeof org !== "string" || typeof expires !== "string" || typeof sig !== "string") return undefined;
  if (!UUID.test(org) || !EXPIRES.test(expires) || !SIGNATURE.test(sig)) return undefined;
  const expected = Buffer.from(fileLinkSignature(secret, path, org, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return undefined;
  if (Number(expires) * 1000 <= nowMs) return undefined;
  return org;
}

export function createFileLinks(options: { secret: string; ttlSeconds: number; publicUrl: string; now?: () => number }): FileLinks {
  const { secret, ttlSeconds, publicUrl } = options;
  const now = options.now ?? Date.now;
  return {
    ttlSeconds,
    now,
    link(storedUrl, organizationId) {
      if (!storedUrl) return "";
      if (HAS_SCHEME.test(storedUrl)) return storedUrl;
      return signedFileLink(secret, publicUrl, storedUrl, organizationId, fileLinkExpiry(now(), ttlSeconds));
    },
    verifiedOrganization: (path, query) => verifiedFileLinkOrganization(secret, path, query, now()),
    tokenSignature: (domain, text) => tokenSignature(secret, domain, text),
  };
}
