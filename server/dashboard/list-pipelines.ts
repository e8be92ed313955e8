import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListPipelinesResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { findPipelines } from "./list-pipelines-repository.js";
import { stageKindOf } from "./stage-kind.js";

// Every pipeline of the caller's organization, whether or not a posting uses it: the dashboard's
// pipeline filter and the organization page list them all.
export function listPipelines(deps: Deps) {
  return async (_req: unknown, ctx: HandlerContext): Promise<MessageInitShape<typeof ListPipelinesResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const rows = await findPipelines(deps.db, organizationId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        isDefault: row.isDefault,
        stages: row.stages.map((stage) => ({ ...stage, kind: stageKindOf[stage.kind] })),
      })),
    };
  };
}
