// Authenticates every call from its headers alone, before the body is read or parsed, so a caller
// without a valid key learns nothing about the request shape and costs us no parsing.
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { bearerToken } from "./api-key-format.js";
import type { KeyAuthenticator } from "./key-authenticator.js";
import { principalKey } from "./principal.js";

// The only operations that write, and the permission each needs. Everything else is a read.
const writePermissions: Record<string, string> = {
  "rpc.v1.OrganizationService/CreateManualUpload": "service:documents:write",
};

// A call rejected here never had its body read: closing the connection frees it at once instead of
// leaving the unread body to hold it until the keep-alive timeout.
const closeConnection = { Connection: "close" };

export function createRequestGate(authenticate: KeyAuthenticator) {
  return async (ctx: HandlerContext): Promise<void> => {
    const authorization = ctx.requestHeader.get("Authorization");
    if (!bearerToken(authorization))
      throw new ConnectError('missing API key: send the header "Authorization: Bearer <API_KEY>"', Code.Unauthenticated, closeConnection);
    const principal = await authenticate(authorization);
    if (!principal) throw new ConnectError("unknown or revoked API key", Code.Unauthenticated, closeConnection);
    const needed = writePermissions[`${ctx.service.typeName}/${ctx.method.name}`];
    if (needed && !principal.permissions.includes(needed)) {
      throw new ConnectError(
        `this API key lacks the permission ${needed}, which ${ctx.method.name} needs; create a key with it`,
        Code.PermissionDenied,
        closeConnection,
      );
    }
    ctx.values.set(principalKey, principal);
  };
}
