// ListDocumentRequests: every document request of the caller's organization, newest first, in list
// form (items without uploads). Unpaged by the spec: at 50,000 crew profiles the answer is 5.9 MB of
// JSON and about a third of a second of CPU to build, for an answer that only changes when something
// is written. So its JSON is kept whole, per organization, in an answer cache (rpc/answer-cache.ts),
// with brotli and gzip copies made once per answer.
//
// The version rule: the organization's document-request version (document-request-version.ts), moved
// by every write to what the answer reads and by nothing else, read before the answer is built. An
// answer stored under the version read before its snapshot was taken is never served stale: a write
// that the snapshot did not see has moved the version on by the time anyone asks again.
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { ListDocumentRequestsResponseSchema, type ListDocumentRequestsRequest } from "@/gen/rpc/v1/document_requests_pb.js";
import { principalOf, requireOwnOrganization } from "@/server/auth/principal.js";
import { AnswerCache, keptCompressors } from "@/server/rpc/answer-cache.js";
import type { Deps } from "@/server/rpc/deps.js";
import { cachedWholeAnswer } from "@/server/rpc/cached-whole-answer.js";
import { findDocumentRequests, listRequestItems } from "./document-request-repository.js";
import { documentRequestVersion } from "./document-request-version.js";
import { documentRequestFields } from "./document-request-fields.js";

type Answer = MessageInitShape<typeof ListDocumentRequestsResponseSchema>;

// A handful of organizations' answers, each several megabytes with its compressed copies.
const maxCachedBytes = 64 * 1024 * 1024;

export function listDocumentRequests(deps: Deps) {
  const cache = new AnswerCache({
    maxBytes: maxCachedBytes,
    // The answers carry signed links (crewAvatarUrl): half their lifetime.
    maxAgeMs: (deps.fileLinks.ttlSeconds * 1000) / 2,
    compressors: keptCompressors,
  });
  return async (req: ListDocumentRequestsRequest, ctx: HandlerContext) => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const { organizationId } = principal;
    return cachedWholeAnswer(ctx, cache, {
      schema: ListDocumentRequestsResponseSchema,
      key: organizationId,
      version: () => documentRequestVersion(deps.db, organizationId),
      build: () => answerOf(deps, organizationId),
    });
  };
}

async function answerOf(deps: Deps, organizationId: string): Promise<Answer> {
  const [requests, items] = await Promise.all([findDocumentRequests(deps.db, organizationId), listRequestItems(deps.db, organizationId)]);
  const itemsByRequest = new Map<string, typeof items>();
  for (const item of items) {
    const list = itemsByRequest.get(item.documentRequestId);
    if (list) list.push(item);
    else itemsByRequest.set(item.documentRequestId, [item]);
  }
  return {
    items: requests.map((request) => {
      const requestItems = itemsByRequest.get(request.id) ?? [];
      return {
        ...documentRequestFields(request, { itemCount: requestItems.length, fileLinks: deps.fileLinks, organizationId }),
        listOfDocumentRequestItems: requestItems.map((item) => ({
          id: item.id,
          documentTypeName: item.documentTypeName,
          documentTypeCode: item.documentTypeCode,
          documentTypeUploadInstruction: item.documentTypeUploadInstruction,
        })),
      };
    }),
  };
}
