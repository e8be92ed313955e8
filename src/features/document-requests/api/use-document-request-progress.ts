import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService, type ListDocumentRequestProgressResponse } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Each request's date, documents asked for and documents in (the dashboard extension), by request id.
// `organizationId` holds the read back until the list it completes is asked for too.
export function useDocumentRequestProgress(organizationId: string | undefined) {
  return useQuery(DashboardService.method.listDocumentRequestProgress, organizationId ? {} : skipToken, { select: byRequestId });
}

// Outside the hook, so that the map is made once per answer, not on every render.
function byRequestId(response: ListDocumentRequestProgressResponse) {
  return new Map(response.items.map((item) => [item.documentRequestId, item]));
}
