import { keepPreviousData } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { PeopleSearch } from "../people-search-params.js";

export const peoplePerPage = 25;

// One query per search and page: the list keeps the previous answer on screen while the next one loads,
// and the request a new search replaces is cancelled (TanStack Query aborts a request nobody watches
// any more; connect-query hands its signal to the transport).
export function useSearchCrewProfiles(search: PeopleSearch) {
  return useQuery(
    DashboardService.method.searchCrewProfiles,
    {
      query: search.query,
      rankValues: search.rank ? [search.rank] : [],
      vesselTypes: search.vesselType ? [search.vesselType] : [],
      nationalitiesIso31661: search.nationality ? [search.nationality] : [],
      certificateValues: search.certificates,
      paging: { afterCursor: search.after, beforeCursor: search.before },
      pageSize: peoplePerPage,
    },
    { placeholderData: keepPreviousData },
  );
}
