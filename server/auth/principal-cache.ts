// Remembers who a key belongs to for a few seconds. On the embedded database every query runs one at
// a time, and the key lookup was the one query every call paid: caching it nearly doubles how many
// reads per second the service answers. The price is that a revoked key keeps working for at most
// `ttlMs` in a running service (revocation comes from the CLI, another process, so it cannot tell us).
import type { Principal } from "./principal.js";

export interface PrincipalCache {
  get(keyHash: string): Principal | undefined;
  set(keyHash: string, principal: Principal): void;
}

export function createPrincipalCache(ttlMs: number, maxEntries = 10_000): PrincipalCache {
  const entries = new Map<string, { principal: Principal; expiresAt: number }>();
  return {
    get(keyHash) {
      const entry = entries.get(keyHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(keyHash);
        return undefined;
      }
      return entry.principal;
    },
    set(keyHash, principal) {
      if (ttlMs <= 0) return;
      // Bounded: a flood of distinct valid keys cannot grow memory without limit.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(keyHash, { principal, expiresAt: Date.now() + ttlMs });
    },
  };
}
