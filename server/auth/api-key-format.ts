// Personal API keys: "crew_<prefix>_<secret>". The prefix identifies the key in listings; only a
// SHA-256 of the whole key is stored. 24 random bytes of secret make brute force hopeless, so a slow
// password hash would add latency to every request for no gain.
import { createHash, randomBytes } from "node:crypto";

export interface NewApiKey {
  key: string;
  prefix: string;
  secretHash: string;
}

export function generateApiKey(): NewApiKey {
  const prefix = `crew_${randomBytes(5).toString("hex")}`;
  const key = `${prefix}_${randomBytes(24).toString("base64url")}`;
  return { key, prefix, secretHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

// The key from an `Authorization: Bearer <key>` header, or undefined when the header is missing or malformed.
export function bearerToken(header: string | null): string | undefined {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? "");
  return match?.[1];
}

export const permissions = ["service:documents:write"] as const;
export type Permission = (typeof permissions)[number];
