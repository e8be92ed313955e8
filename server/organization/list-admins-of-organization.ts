import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListAdminsOfOrganizationRequest, ListAdminsOfOrganizationResponseSchema } from "@/gen/rpc/v1/organization_pb.js";
import { principalOf, requireOwnOrganization } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { listAdmins } from "./organization-repository.js";

// The organization's owners and admins (never recruiters), owners first, then by family name.
export function listAdminsOfOrganization(deps: Deps) {
  return async (req: ListAdminsOfOrganizationRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof ListAdminsOfOrganizationResponseSchema>> => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const items = await listAdmins(deps.db, principal.organizationId, req.query.trim());
    return { items };
  };
}
