import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import type { SearchJobPostingsResponse } from "@/gen/rpc/v1/search_pb.js";
import { slotNumbers } from "../job-posting-filters-params.js";

// The service lists no slot values of its own, so the slot filters offer the values the organization's
// newest postings (one page of the most the service gives, 100) use: a slot none of them uses offers
// nothing. Asked only once the recruiter opens the slot filters; kept for the session's minutes.
const sampleSize = 100n;

type SlotValues = Map<number, string[]>;

export function usePostingSlotValues(organizationId: string | undefined, enabled: boolean) {
  return useQuery(OrganizationService.method.searchJobPostings, organizationId && enabled ? { organizationId, perPage: sampleSize } : skipToken, {
    staleTime: 5 * 60_000,
    select: slotValuesOf,
  });
}

function slotValuesOf(answer: SearchJobPostingsResponse): SlotValues {
  const values: SlotValues = new Map();
  for (const slot of slotNumbers) {
    const seen = new Set<string>();
    for (const item of answer.items) for (const value of item[`slot${slot}FilterValue`]) seen.add(value);
    if (seen.size > 0)
      values.set(
        slot,
        [...seen].sort((a, b) => a.localeCompare(b)),
      );
  }
  return values;
}
