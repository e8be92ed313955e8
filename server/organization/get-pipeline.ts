import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetPipelineRequest, GetPipelineResponseSchema } from "@/gen/rpc/v1/organization_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findPipeline } from "./organization-repository.js";

export function getPipeline(deps: Deps) {
  return async (req: GetPipelineRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetPipelineResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const row = await findPipeline(deps.db, organizationId, req.pipelineId);
    if (!row) throw notFound("pipeline", req.pipelineId);
    return {
      pipelineId: row.id,
      name: row.name,
      isDefault: row.isDefault,
      totalJobPostings: BigInt(row.totalJobPostings),
    };
  };
}
