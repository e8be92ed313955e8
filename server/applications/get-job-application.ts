import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetJobApplicationRequest, GetJobApplicationResponseSchema } from "@/gen/rpc/v1/job_applications_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { entrySourceOf } from "./entry-source.js";
import { findJobApplication } from "./job-application-repository.js";

export function getJobApplication(deps: Deps) {
  return async (req: GetJobApplicationRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetJobApplicationResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const row = await findJobApplication(deps.db, organizationId, req.jobApplicationId);
    if (!row) throw notFound("job application", req.jobApplicationId);
    return {
      id: row.id,
      jobPostingId: row.jobPostingId,
      givenName: row.givenName,
      familyName: row.familyName,
      email: row.email,
      documentSetId: row.documentSetId,
      lastSubmittedAt: timestampFromDate(row.lastSubmittedAt),
      reapplied: row.reapplied,
      source: entrySourceOf(row.source),
      // Empty for manual applications: there is no originating record.
      sourceId: row.sourceId ?? "",
      createdAt: timestampFromDate(row.createdAt),
    };
  };
}
