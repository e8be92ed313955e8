import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetOneDocumentRequestRequest, GetOneDocumentRequestResponseSchema } from "@/gen/rpc/v1/document_requests_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findDocumentRequestWithItems } from "./document-request-repository.js";
import { documentRequestFields } from "./document-request-fields.js";

// One document request in detail form: each item with its uploaded document, if any.
export function getOneDocumentRequest(deps: Deps) {
  return async (req: GetOneDocumentRequestRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetOneDocumentRequestResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const request = await findDocumentRequestWithItems(deps.db, organizationId, req.id);
    if (!request) throw notFound("document request", req.id);
    const items = request.items;
    const detailItems = items.map((item) => ({
      id: item.id,
      documentTypeName: item.documentTypeName,
      documentTypeCode: item.documentTypeCode,
      documentTypeUploadInstruction: item.documentTypeUploadInstruction,
      document: item.document
        ? {
            id: item.document.id,
            contentType: item.document.contentType,
            sizeBytes: BigInt(item.document.sizeBytes),
            name: item.document.name,
            originalUrl: deps.fileLinks.link(item.document.originalUrl, organizationId),
            originalMd5: item.document.originalMd5,
            thumbnailUrl: deps.fileLinks.link(item.document.thumbnailUrl, organizationId),
            createdAt: timestampFromDate(new Date(item.document.createdAt)),
          }
        : undefined,
      isHasUploadedDocuments: item.document !== null,
    }));
    // Added to the shared fields rather than spread with them: a spread made V8 build new hidden
    // classes for every answer.
    return Object.assign(documentRequestFields(request, { itemCount: items.length, fileLinks: deps.fileLinks, organizationId }), {
      listOfDocumentRequestItems: detailItems,
      // Every requested type has an upload (vacuously true for a request without items).
      isAllDocumentRequestItemsHaveUploadedDocuments: detailItems.every((item) => item.isHasUploadedDocuments),
    });
  };
}
