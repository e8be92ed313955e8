import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import {
  JobApplicationOrder,
  ListJobApplicationsResponseSchema,
  type JobApplicationListItemJson,
  type ListJobApplicationsRequest,
  type ListJobApplicationsResponse,
  type ListJobApplicationsResponseJson,
  type PipelineStageJson,
} from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { PageInfoJson } from "@/gen/rpc/v1/common_pb.js";
import { entrySourceJsonOf } from "@/server/applications/entry-source.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { answerFromJson } from "@/server/rpc/rendered-json-answer.js";
import { timestampJsonFromDate } from "@/server/rpc/timestamp-text.js";
import { decodeCursor, encodeCursor, type ApplicationKey } from "./list-job-applications-cursor.js";
import {
  findPostingOverview,
  hasApplicationsBeyond,
  listApplications,
  type ApplicationFilter,
  type ApplicationRow,
  type Toward,
} from "./list-job-applications-repository.js";
import { stageKindJsonOf } from "./stage-kind.js";

// The JSON connect writes for these messages, in their field order: every field the message always
// carries is required, so a field added to the message is a type error until it is written here.
type ItemJson = Required<Omit<JobApplicationListItemJson, "archivedAt">> & Pick<JobApplicationListItemJson, "archivedAt">;
type ResponseJson = Required<Omit<ListJobApplicationsResponseJson, "items" | "paging" | "stages">> & {
  items: ItemJson[];
  paging: Required<PageInfoJson>;
  stages: Required<PipelineStageJson>[];
};

const defaultPageSize = 50;

const keyOf = (row: ApplicationRow): ApplicationKey => ({ createdAt: row.cursorTime, id: row.id });

// Which way in time "next" goes: toward older applications in the newest-first order, toward newer ones
// in the oldest-first order; "previous" goes the other way.
function directionsOf(order: JobApplicationOrder): { next: Toward; previous: Toward } {
  return order === JobApplicationOrder.OLDEST_FIRST ? { next: "newer", previous: "older" } : { next: "older", previous: "newer" };
}

// One page in the requested order, and the cursors around it: "" where no row lies beyond.
async function pageOf(deps: Deps, filter: ApplicationFilter, order: JobApplicationOrder, paging: { afterCursor: string; beforeCursor: string }, size: number) {
  if (paging.afterCursor !== "" && paging.beforeCursor !== "") {
    throw new ConnectError("give afterCursor or beforeCursor, not both", Code.InvalidArgument);
  }
  const { next, previous } = directionsOf(order);
  if (paging.beforeCursor !== "") {
    const cursor = decodeCursor(paging.beforeCursor);
    const rows = await listApplications(deps.db, filter, { toward: previous, key: cursor, limit: size + 1 });
    const items = rows.slice(0, size).reverse();
    const hasEarlierPage = rows.length > size;
    const lastKey = items.length > 0 ? keyOf(items[items.length - 1]!) : cursor;
    const hasLaterPage = await hasApplicationsBeyond(deps.db, filter, next, lastKey);
    return {
      items,
      previousCursor: hasEarlierPage && items.length > 0 ? encodeCursor(keyOf(items[0]!)) : "",
      nextCursor: hasLaterPage ? encodeCursor(lastKey) : "",
    };
  }
  const cursor = paging.afterCursor !== "" ? decodeCursor(paging.afterCursor) : undefined;
  const rows = await listApplications(deps.db, filter, { toward: next, key: cursor, limit: size + 1 });
  const items = rows.slice(0, size);
  const hasLaterPage = rows.length > size;
  let previousCursor = "";
  if (cursor) {
    const firstKey = items.length > 0 ? keyOf(items[0]!) : cursor;
    if (await hasApplicationsBeyond(deps.db, filter, previous, firstKey)) previousCursor = encodeCursor(firstKey);
  }
  return {
    items,
    previousCursor,
    nextCursor: hasLaterPage && items.length > 0 ? encodeCursor(keyOf(items[items.length - 1]!)) : "",
  };
}

// A job posting's applications, newest (or oldest) first, cursor-paged, with the posting's stages and counts.
export function listJobApplications(deps: Deps) {
  return async (req: ListJobApplicationsRequest, ctx: HandlerContext): Promise<ListJobApplicationsResponse> => {
    const { organizationId } = principalOf(ctx);
    const filter: ApplicationFilter = {
      organizationId,
      jobPostingId: req.jobPostingId,
      stageIds: req.pipelineStageIds,
      isArchived: req.isArchived,
    };
    const size = req.pageSize > 0 ? req.pageSize : defaultPageSize;
    // The page reads applications of this organization only, so it may run before the posting is found.
    const [overview, page] = await Promise.all([
      findPostingOverview(deps.db, filter),
      pageOf(deps, filter, req.order, { afterCursor: req.paging?.afterCursor ?? "", beforeCursor: req.paging?.beforeCursor ?? "" }, size),
    ]);
    if (!overview) throw notFound("job posting", req.jobPostingId);
    // Written as JSON straight from the rows, as the other list reads are (rpc/rendered-json-answer.ts).
    const json: ResponseJson = {
      items: page.items.map((row) => itemJsonOf(row, deps.fileLinks.link(row.faceImageUrl, organizationId))),
      paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor },
      totalCount: String(overview.totalCount),
      stages: overview.stages.map((stage) => ({
        id: stage.id,
        name: stage.name,
        position: stage.position,
        applicationCount: String(stage.applicationCount),
        kind: stageKindJsonOf(stage.kind),
      })),
    };
    return answerFromJson(ctx, ListJobApplicationsResponseSchema, JSON.stringify(json));
  };
}

function itemJsonOf(row: ApplicationRow, faceImageUrl: string): ItemJson {
  return {
    id: row.id,
    crewProfileId: row.crewProfileId,
    givenName: row.givenName,
    familyName: row.familyName,
    email: row.email,
    pipelineStageId: row.pipelineStageId,
    pipelineStageName: row.pipelineStageName,
    isArchived: row.isArchived,
    archivedAt: row.archivedAt ? timestampJsonFromDate(row.archivedAt) : undefined,
    source: entrySourceJsonOf(row.source),
    createdAt: timestampJsonFromDate(row.createdAt),
    lastSubmittedAt: timestampJsonFromDate(row.lastSubmittedAt),
    reapplied: row.reapplied,
    nationalityIso31661: row.nationality ?? "",
    faceImageUrl,
    latestRank: row.latestRank ?? "",
    pipelineStageKind: stageKindJsonOf(row.pipelineStageKind),
  };
}
