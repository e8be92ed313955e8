import type { HandlerContext } from "@connectrpc/connect";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";

// Everything comes from the key's lookup in the request gate: no query of its own.
export function whoAmI(_deps: Deps) {
  return async (_req: unknown, ctx: HandlerContext) => {
    const principal = principalOf(ctx);
    return {
      organizationId: principal.organizationId,
      organizationName: principal.organizationName,
      userId: principal.userId,
      givenName: principal.givenName,
      familyName: principal.familyName,
      primaryEmail: principal.primaryEmail,
      role: principal.role,
      keyPrefix: principal.keyPrefix,
      permissions: [...principal.permissions],
      keyCreatedAt: timestampFromDate(principal.keyCreatedAt),
    };
  };
}
