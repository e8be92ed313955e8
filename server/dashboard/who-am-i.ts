import type { HandlerContext } from "@connectrpc/connect";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { eq } from "drizzle-orm";
import { principalOf } from "../auth/principal.js";
import { organizations, users } from "../db/schema.js";
import type { Deps } from "../rpc/deps.js";

export function whoAmI(deps: Deps) {
  return async (_req: unknown, ctx: HandlerContext) => {
    const principal = principalOf(ctx);
    const [row] = await deps.db
      .select({
        organizationName: organizations.name,
        givenName: users.givenName,
        familyName: users.familyName,
        primaryEmail: users.primaryEmail,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, principal.organizationId))
      .where(eq(users.id, principal.userId));
    return {
      organizationId: principal.organizationId,
      organizationName: row?.organizationName ?? "",
      userId: principal.userId,
      givenName: row?.givenName ?? "",
      familyName: row?.familyName ?? "",
      primaryEmail: row?.primaryEmail ?? "",
      role: principal.role,
      keyPrefix: principal.keyPrefix,
      permissions: [...principal.permissions],
      keyCreatedAt: timestampFromDate(principal.keyCreatedAt),
    };
  };
}
