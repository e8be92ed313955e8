import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { JobPostingOrder, type SearchJobPostingsInOrderRequest } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { Deps } from "@/server/rpc/deps.js";
import type { PostingIndex } from "@/server/search/posting-index.js";
import type { PostingOrder } from "@/server/search/posting-order.js";
import { answerSearch } from "@/server/search/search-job-postings.js";

// SearchJobPostings, read in the order the caller chose (posting-order.ts).
export function searchJobPostingsInOrder(deps: Deps, index: PostingIndex) {
  return (req: SearchJobPostingsInOrderRequest, ctx: HandlerContext) => {
    // Validation requires it; this names the field should a caller get past it.
    if (!req.search) throw new ConnectError("search is required: the SearchJobPostings request to order", Code.InvalidArgument);
    return answerSearch(deps, index, req.search, ctx, postingOrderOf(req.order));
  };
}

function postingOrderOf(order: JobPostingOrder): PostingOrder {
  switch (order) {
    case JobPostingOrder.NEWEST_FIRST:
      return { by: "created", newestFirst: true };
    case JobPostingOrder.OLDEST_FIRST:
      return { by: "created", newestFirst: false };
    case JobPostingOrder.OPEN_FIRST:
      return { by: "state", first: "open" };
    case JobPostingOrder.CLOSED_FIRST:
      return { by: "state", first: "closed" };
    case JobPostingOrder.MOST_APPLICATIONS_FIRST:
      return { by: "applications", mostFirst: true };
    case JobPostingOrder.FEWEST_APPLICATIONS_FIRST:
      return { by: "applications", mostFirst: false };
    default:
      return { by: "search" };
  }
}
