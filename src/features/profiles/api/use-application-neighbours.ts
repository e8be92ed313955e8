import { useEffect, useMemo } from "react";
import { useJobApplications, type ApplicationFilters } from "@/src/api/use-job-applications.js";

// Enough pages for any posting a recruiter reads one candidate at a time; a bound, so that an
// application missing from the list cannot page through it forever.
const maxPages = 50;

// The applications before and after this one in the posting's list, as the list the recruiter came from
// shows it (its stage, archived filter and order: lib/application-list-view.ts) and with the same read,
// so that a list already open is reused. `view` undefined: not known yet (nothing is read).
export function useApplicationNeighbours(jobPostingId: string | undefined, applicationId: string, view: ApplicationFilters | undefined) {
  const applications = useJobApplications(view === undefined ? undefined : jobPostingId, view ?? { stageId: "", archived: false });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = applications;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const index = items.findIndex((item) => item.id === applicationId);
  // The next candidate may be the first of the next page.
  const needMore = data !== undefined && hasNextPage && (index === -1 || index === items.length - 1) && data.pages.length < maxPages;

  useEffect(() => {
    if (needMore && !isFetchingNextPage) void fetchNextPage();
  }, [needMore, isFetchingNextPage, fetchNextPage]);

  return {
    // The list as loaded so far, for moving more than one step before the page catches up.
    items,
    previous: index > 0 ? items[index - 1] : undefined,
    next: index >= 0 ? items[index + 1] : undefined,
    // 1-based; 0 while the application is not (yet) found in the list.
    position: index + 1,
    total: data?.pages[0] ? Number(data.pages[0].totalCount) : 0,
    isPending: applications.isPending || needMore,
  };
}
