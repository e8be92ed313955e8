import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListSubmissionsForJobApplicationRequest, ListSubmissionsForJobApplicationResponseSchema } from "@/gen/rpc/v1/job_applications_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { listSubmissions } from "./job-application-repository.js";

export function listSubmissionsForJobApplication(deps: Deps) {
  return async (
    req: ListSubmissionsForJobApplicationRequest,
    ctx: HandlerContext,
  ): Promise<MessageInitShape<typeof ListSubmissionsForJobApplicationResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const rows = await listSubmissions(deps.db, organizationId, req.jobApplicationId);
    if (!rows) throw notFound("job application", req.jobApplicationId);
    return {
      items: rows.map((row) => ({
        submittedAt: timestampFromDate(row.submittedAt),
        id: row.id,
        documentSetId: row.documentSetId,
        documentCount: BigInt(row.documentCount),
        applicationId: row.applicationId,
      })),
    };
  };
}
