import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { GetOneDocumentRequestResponseSchema, type GetOneDocumentRequestRequest } from "@/gen/rpc/v1/document_requests_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import { AnswerCache } from "@/server/rpc/answer-cache.js";
import { cachedWholeAnswer } from "@/server/rpc/cached-whole-answer.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findDocumentRequestWithItems } from "./document-request-repository.js";
import { documentRequestFields } from "./document-request-fields.js";
import { documentRequestVersion } from "./document-request-version.js";

// One document request in detail form: each item with its uploaded document, if any.
//
// Kept whole per request in an answer cache (rpc/answer-cache.ts), under the organization's document
// request version (document-request-version.ts: moved by every write to what the answer shows, 0032,
// and by an update of a document's own columns, 0039), read before every call: at the bench's large
// scale a third less CPU a call than building it (ARCHITECTURE.md "What each speed-up saves"). The
// answer is a few kilobytes, below the size connect compresses, so no compressed copies are kept.
export function getOneDocumentRequest(deps: Deps) {
  const cache = new AnswerCache({
    maxBytes: maxCachedBytes,
    // The answers carry signed links (the crew member's face image, each document and its thumbnail).
    maxAgeMs: (deps.fileLinks.ttlSeconds * 1000) / 2,
  });
  return async (req: GetOneDocumentRequestRequest, ctx: HandlerContext) => {
    const { organizationId } = principalOf(ctx);
    return cachedWholeAnswer(ctx, cache, {
      schema: GetOneDocumentRequestResponseSchema,
      key: `${organizationId}/${req.id}`,
      version: () => documentRequestVersion(deps.db, organizationId),
      build: () => detailAnswer(deps, organizationId, req),
    });
  };
}

const maxCachedBytes = 16 * 1024 * 1024;

async function detailAnswer(
  deps: Deps,
  organizationId: string,
  req: GetOneDocumentRequestRequest,
): Promise<MessageInitShape<typeof GetOneDocumentRequestResponseSchema>> {
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
}
