import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListMembersResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { findMembers } from "./list-members-repository.js";

// Every member of the caller's organization, whatever their role: the dashboard's assignee filter
// offers them by name and sends their member id.
export function listMembers(deps: Deps) {
  return async (_req: unknown, ctx: HandlerContext): Promise<MessageInitShape<typeof ListMembersResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    return { items: await findMembers(deps.db, organizationId) };
  };
}
