import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// One document set's documents (an email's attachments), with the crew member they belong to and
// that crew member's latest application.
export function useDocumentSetDocuments(documentSetId: string | undefined) {
  return useQuery(DashboardService.method.listCrewDocuments, documentSetId ? { owner: { case: "documentSetId", value: documentSetId } } : skipToken);
}
