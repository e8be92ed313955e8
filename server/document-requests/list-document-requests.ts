import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListDocumentRequestsRequest, ListDocumentRequestsResponseSchema } from "../../gen/rpc/v1/document_requests_pb.js";
import { principalOf, requireOwnOrganization } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { findDocumentRequests, listRequestItems } from "./document-request-repository.js";
import { documentRequestFields } from "./document-request-fields.js";

// Every document request of the caller's organization, newest first, in list form (items without uploads).
export function listDocumentRequests(deps: Deps) {
  return async (
    req: ListDocumentRequestsRequest,
    ctx: HandlerContext,
  ): Promise<MessageInitShape<typeof ListDocumentRequestsResponseSchema>> => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const { organizationId } = principal;
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
  };
}
