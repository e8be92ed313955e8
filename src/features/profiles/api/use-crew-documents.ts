import { useQueries } from "@tanstack/react-query";
import { createQueryOptions, useTransport } from "@connectrpc/connect-query";
import type { Document } from "../../../../gen/rpc/v1/document_requests_pb.js";
import { OrganizationService } from "../../../../gen/rpc/v1/organization_service_pb.js";
import { useDocumentRequests } from "../../document-requests/api/use-document-requests.js";

// The documents a crew member uploaded through document requests, by id, so that an extracted
// fact can link to the document it came from. Best effort: facts from other uploads show ids.
export function useCrewDocuments(organizationId: string | undefined, crewId: string | undefined): Map<string, Document> {
  const transport = useTransport();
  const requests = useDocumentRequests(organizationId);
  const ids = crewId ? (requests.data?.items ?? []).filter((request) => request.crewId === crewId).map((request) => request.id) : [];
  const details = useQueries({
    queries: ids.slice(0, 10).map((id) => createQueryOptions(OrganizationService.method.getOneDocumentRequest, { id }, { transport })),
  });
  const documents = new Map<string, Document>();
  for (const detail of details) {
    for (const item of detail.data?.listOfDocumentRequestItems ?? []) {
      if (item.document) documents.set(item.document.id, item.document);
    }
  }
  return documents;
}
