// Who an Authorization header belongs to, with the few seconds of memory of principal-cache.ts: for the
// request gate (request-gate.ts), the one place every call's key is checked.
import type { Db } from "@/server/db/database.js";
import { bearerToken, hashApiKey } from "./api-key-format.js";
import { findPrincipalByHash } from "./api-key-repository.js";
import { createPrincipalCache } from "./principal-cache.js";
import type { Principal } from "./principal.js";

// How long a running service trusts a key it has looked up; a revocation takes effect within it.
export const keyCacheMs = 2_000;

export type KeyAuthenticator = (authorization: string | null) => Promise<Principal | undefined>;

export function createKeyAuthenticator(db: Db): KeyAuthenticator {
  const cache = createPrincipalCache(keyCacheMs);
  return async (authorization) => {
    const key = bearerToken(authorization);
    if (!key) return undefined;
    const keyHash = hashApiKey(key);
    const cached = cache.get(keyHash);
    if (cached) return cached;
    // Only a fresh lookup starts the cache window, so a key in constant use is still re-checked.
    const principal = await findPrincipalByHash(db, keyHash);
    if (principal) cache.set(keyHash, principal);
    return principal;
  };
}
