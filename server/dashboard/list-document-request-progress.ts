import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { ListDocumentRequestProgressResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { findDocumentRequestProgress } from "./list-document-request-progress-repository.js";

// The list form of ListDocumentRequests (the spec's) has neither the request's date nor its uploads;
// this read adds both for every request, so the dashboard's list can show "2 of 3", filter the
// outstanding ones and sort, without reading each request in detail.
export function listDocumentRequestProgress(deps: Deps) {
  return async (_req: unknown, ctx: HandlerContext): Promise<MessageInitShape<typeof ListDocumentRequestProgressResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const rows = await findDocumentRequestProgress(deps.db, organizationId);
    return {
      items: rows.map((row) => ({
        documentRequestId: row.id,
        requestedAt: timestampFromDate(row.createdAt),
        requestedCount: Number(row.counts.requested),
        receivedCount: Number(row.counts.received),
        crewProfileId: row.crewProfileId,
        latestJobApplicationId: row.latestJobApplicationId ?? "",
      })),
    };
  };
}
