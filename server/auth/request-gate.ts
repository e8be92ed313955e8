// Authenticates every call from its headers alone, before the body is read or parsed, so a caller
// without a valid key learns nothing about the request shape and costs us no parsing.
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import type { Db } from "../db/database.js";
import { bearerToken, hashApiKey } from "./api-key-format.js";
import { findPrincipalByHash } from "./api-key-repository.js";
import { createPrincipalCache } from "./principal-cache.js";
import { principalKey } from "./principal.js";

// The only operations that write, and the permission each needs. Everything else is a read.
const writePermissions: Record<string, string> = {
  "rpc.v1.OrganizationService/CreateManualUpload": "service:documents:write",
};

// A call rejected here never had its body read: closing the connection frees it at once instead of
// leaving the unread body to hold it until the keep-alive timeout.
const closeConnection = { Connection: "close" };

// How long a running service trusts a key it has looked up; a revocation takes effect within it.
export const keyCacheMs = 2_000;

export function createRequestGate(db: Db) {
  const cache = createPrincipalCache(keyCacheMs);
  return async (ctx: HandlerContext): Promise<void> => {
    const key = bearerToken(ctx.requestHeader.get("Authorization"));
    if (!key) throw new ConnectError('missing API key: send the header "Authorization: Bearer <API_KEY>"', Code.Unauthenticated, closeConnection);
    const keyHash = hashApiKey(key);
    let principal = cache.get(keyHash);
    if (!principal) {
      // Only a fresh lookup starts the cache window, so a key in constant use is still re-checked.
      principal = await findPrincipalByHash(db, keyHash);
      if (principal) cache.set(keyHash, principal);
    }
    if (!principal) throw new ConnectError("unknown or revoked API key", Code.Unauthenticated, closeConnection);
    const needed = writePermissions[`${ctx.service.typeName}/${ctx.method.name}`];
    if (needed && !principal.permissions.includes(needed)) {
      throw new ConnectError(`this API key lacks the permission ${needed}, which ${ctx.method.name} needs; create a key with it`, Code.PermissionDenied, closeConnection);
    }
    ctx.values.set(principalKey, principal);
  };
}
