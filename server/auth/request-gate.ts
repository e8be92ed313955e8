// Authenticates every call from its headers alone, before the body is read or parsed, so a caller
// without a valid key learns nothing about the request shape and costs us no parsing.
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import type { Db } from "../db/database.js";
import { bearerToken } from "./api-key-format.js";
import { findPrincipalByKey } from "./api-key-repository.js";
import { principalKey } from "./principal.js";

// The only operations that write, and the permission each needs. Everything else is a read.
const writePermissions: Record<string, string> = {
  "rpc.v1.OrganizationService/CreateManualUpload": "service:documents:write",
};

export function createRequestGate(db: Db) {
  return async (ctx: HandlerContext): Promise<void> => {
    const key = bearerToken(ctx.requestHeader.get("Authorization"));
    if (!key) throw new ConnectError('missing API key: send the header "Authorization: Bearer <API_KEY>"', Code.Unauthenticated);
    const principal = await findPrincipalByKey(db, key);
    if (!principal) throw new ConnectError("unknown or revoked API key", Code.Unauthenticated);
    const needed = writePermissions[`${ctx.service.typeName}/${ctx.method.name}`];
    if (needed && !principal.permissions.includes(needed)) {
      throw new ConnectError(`this API key lacks the permission ${needed}, which ${ctx.method.name} needs; create a key with it`, Code.PermissionDenied);
    }
    ctx.values.set(principalKey, principal);
  };
}
