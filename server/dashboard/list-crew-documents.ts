import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListCrewDocumentsRequest, ListCrewDocumentsResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findCrewDocuments, type DocumentOwner } from "./list-crew-documents-repository.js";

// One crew member's documents, or one document set's, so the candidate page and an email's page name
// and link them without reading every document request of the organization.
export function listCrewDocuments(deps: Deps) {
  return async (req: ListCrewDocumentsRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof ListCrewDocumentsResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    // protovalidate has already required one of the two.
    const owner: DocumentOwner = req.owner.case === "documentSetId" ? { documentSetId: req.owner.value } : { crewProfileId: req.owner.value ?? "" };
    const row = await findCrewDocuments(deps.db, organizationId, owner);
    // Another organization's profile or set answers exactly as a missing one.
    if (!row) throw notFound(req.owner.case === "documentSetId" ? "document set" : "crew profile", req.owner.value ?? "");
    return {
      crewProfileId: row.crewProfileId,
      latestJobApplicationId: row.latestJobApplicationId ?? "",
      documents: row.documents.map((document) => ({
        id: document.id,
        name: document.name,
        contentType: document.contentType,
        pageCount: document.pageCount,
        sizeBytes: BigInt(document.sizeBytes),
        createdAt: timestampFromDate(new Date(document.createdAt)),
        documentSetId: document.documentSetId,
        documentTypeCode: document.documentTypeCode ?? "",
        originalUrl: deps.fileLinks.link(document.originalUrl, organizationId),
        thumbnailUrl: deps.fileLinks.link(document.thumbnailUrl, organizationId),
        documentRequestId: document.documentRequestId ?? "",
      })),
    };
  };
}
