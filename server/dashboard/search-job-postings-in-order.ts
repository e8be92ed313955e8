import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { JobPostingOrder, type SearchJobPostingsInOrderRequest } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { Deps } from "@/server/rpc/deps.js";
import type { PostingIndex } from "@/server/search/posting-index.js";
import { orderByApplications } from "@/server/search/order-by-applications.js";
import type { PostingOrder } from "@/server/search/posting-order.js";
import { answerSearch } from "@/server/search/search-job-postings.js";

// SearchJobPostings, read in the order the caller chose (posting-order.ts). Application counts are
// read only for the orders by applications.
export function searchJobPostingsInOrder(deps: Deps, index: PostingIndex) {
  return (req: SearchJobPostingsInOrderRequest, ctx: HandlerContext) => {
    // Validation requires it; this names the field should a caller get past it.
    if (!req.search) throw new ConnectError("search is required: the SearchJobPostings request to order", Code.InvalidArgument);
    return answerSearch(deps, index, req.search, ctx, (organizationId): PostingOrder | Promise<PostingOrder> => {
      switch (req.order) {
        case JobPostingOrder.NEWEST_FIRST:
          return { by: "created", newestFirst: true };
        case JobPostingOrder.OLDEST_FIRST:
          return { by: "created", newestFirst: false };
        case JobPostingOrder.OPEN_FIRST:
          return { by: "state", first: "open" };
        case JobPostingOrder.CLOSED_FIRST:
          return { by: "state", first: "closed" };
        case JobPostingOrder.MOST_APPLICATIONS_FIRST:
        case JobPostingOrder.FEWEST_APPLICATIONS_FIRST:
          return orderByApplications(deps.db, organizationId, req.order === JobPostingOrder.MOST_APPLICATIONS_FIRST);
        default:
          return { by: "search" };
      }
    });
  };
}
