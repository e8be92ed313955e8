import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetJobPostingRequest, GetJobPostingResponseSchema } from "../../gen/dashboard/v1/dashboard_service_pb.js";
import { JobPostingState } from "../../gen/rpc/v1/common_pb.js";
import { principalOf } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { notFound } from "../rpc/errors.js";
import { slotsOf } from "../search/search-job-postings.js";
import type { PostingState } from "../search/job-posting-search-repository.js";
import { findJobPosting } from "./get-job-posting-repository.js";

type Response = MessageInitShape<typeof GetJobPostingResponseSchema>;

const apiStateOf: Record<PostingState, JobPostingState> = { open: JobPostingState.OPEN, closed: JobPostingState.CLOSED };

// One posting of the caller's organization, as a SearchJobPostings item: the dashboard's posting page
// opened directly (a bookmark, a shared link) needs it without paging through the search.
export function getJobPosting(deps: Deps) {
  return async (req: GetJobPostingRequest, ctx: HandlerContext): Promise<Response> => {
    const { organizationId } = principalOf(ctx);
    const row = await findJobPosting(deps.db, organizationId, req.jobPostingId);
    // Another organization's posting answers exactly as a missing one.
    if (!row) throw notFound("job posting", req.jobPostingId);
    return {
      jobPosting: {
        id: row.id,
        title: row.title,
        summary: row.summary,
        // No query, so nothing to highlight and no distance.
        textMatch: "",
        shortId: row.shortId,
        organizationId: row.organizationId,
        careerSiteId: row.careerSiteId ?? "",
        pipelineId: row.pipelineId,
        languagesIso6393: row.languages.join(","),
        vectorDistance: 0,
        pinned: row.pinned,
        state: apiStateOf[row.state],
        nrOfApplications: BigInt(row.applicationCount),
        assignedMembers: row.assignees,
        crewRequest: row.crewRequest
          ? {
              id: row.crewRequest.id,
              title: row.crewRequest.title,
              state: apiStateOf[row.crewRequest.state],
              position: {
                id: row.crewRequest.positionId,
                name: row.crewRequest.positionName,
                nbPositions: BigInt(row.crewRequest.nbPositions),
              },
            }
          : undefined,
        createdAt: timestampFromDate(row.createdAt),
        ...slotsOf(row.slotTags),
      },
    };
  };
}
