import { create } from "@bufbuild/protobuf";
import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { DashboardService, type ListCrewDocumentsResponse } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { DocumentSchema, type Document } from "@/gen/rpc/v1/document_requests_pb.js";

const noDocuments = new Map<string, Document>();

// Every document of the crew member (ListCrewDocuments: uploads through document requests, email
// attachments, everything), by id, so that an extracted fact can link to the document it came from.
// The values keep the rpc.v1 Document shape the profile page is written against; the key decides the
// organization, so `organizationId` only holds the read back until it is known.
export function useCrewDocuments(organizationId: string | undefined, crewId: string | undefined): { documents: Map<string, Document>; isPending: boolean } {
  const documents = useQuery(
    DashboardService.method.listCrewDocuments,
    organizationId && crewId ? { owner: { case: "crewProfileId", value: crewId } } : skipToken,
    {
      select: documentsById,
    },
  );
  return { documents: documents.data ?? noDocuments, isPending: documents.isPending };
}

function documentsById(response: ListCrewDocumentsResponse): Map<string, Document> {
  return new Map(
    response.documents.map((document) => [
      document.id,
      create(DocumentSchema, {
        id: document.id,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        name: document.name,
        originalUrl: document.originalUrl,
        thumbnailUrl: document.thumbnailUrl,
        createdAt: document.createdAt,
      }),
    ]),
  );
}
