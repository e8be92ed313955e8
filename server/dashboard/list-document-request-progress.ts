// The list form of ListDocumentRequests (the spec's) has neither the request's date nor its uploads;
// this read adds both for every request, so the dashboard's list can show "2 of 3", filter the
// outstanding ones and sort, without reading each request in detail.
//
// Like ListDocumentRequests, which the same page reads beside it, the answer covers every request of the
// organization and changes only when something is written: built, it took 4 ms of CPU per call for 145
// requests (demo) and grows with the list, so its JSON is kept whole per organization in an answer
// cache (rpc/answer-cache.ts) under the same version rule, the organization's document-request version
// read before the build (list-document-requests.ts says why that is never stale).
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { ListDocumentRequestProgressResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import { documentRequestVersion } from "@/server/document-requests/document-request-version.js";
import { AnswerCache, keptCompressors } from "@/server/rpc/answer-cache.js";
import type { Deps } from "@/server/rpc/deps.js";
import { cachedWholeAnswer } from "@/server/rpc/cached-whole-answer.js";
import { findDocumentRequestProgress } from "./list-document-request-progress-repository.js";

type Answer = MessageInitShape<typeof ListDocumentRequestProgressResponseSchema>;

// About 150 bytes of JSON a request: tens of organizations of thousands of requests.
const maxCachedBytes = 32 * 1024 * 1024;
// No links inside, so nothing expires with age; the version alone keeps an answer true. An hour bounds
// how long an organization no one reads keeps its memory.
const maxAgeMs = 60 * 60 * 1000;

export function listDocumentRequestProgress(deps: Deps) {
  const cache = new AnswerCache({ maxBytes: maxCachedBytes, maxAgeMs, compressors: keptCompressors });
  return async (_req: unknown, ctx: HandlerContext) => {
    const { organizationId } = principalOf(ctx);
    return cachedWholeAnswer(ctx, cache, {
      schema: ListDocumentRequestProgressResponseSchema,
      key: organizationId,
      version: () => documentRequestVersion(deps.db, organizationId),
      build: () => answerOf(deps, organizationId),
    });
  };
}

async function answerOf(deps: Deps, organizationId: string): Promise<Answer> {
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
}
