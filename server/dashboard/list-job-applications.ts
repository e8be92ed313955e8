import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import {
  JobApplicationOrder,
  type JobApplicationListItemSchema,
  type ListJobApplicationsRequest,
  type ListJobApplicationsResponseSchema,
} from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { entrySourceOf } from "@/server/applications/entry-source.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { decodeCursor, encodeCursor, type ApplicationKey } from "./list-job-applications-cursor.js";
import {
  findPostingOverview,
  hasApplicationsBeyond,
  listApplications,
  type ApplicationFilter,
  type ApplicationRow,
  type Toward,
} from "./list-job-applications-repository.js";
import { stageKindOf } from "./stage-kind.js";

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
  return async (req: ListJobApplicationsRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof ListJobApplicationsResponseSchema>> => {
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
    return {
      items: page.items.map((row) => itemOf(row, deps.fileLinks.link(row.faceImageUrl, organizationId))),
      paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor },
      totalCount: BigInt(overview.totalCount),
      stages: overview.stages.map((stage) => ({
        id: stage.id,
        name: stage.name,
        position: stage.position,
        applicationCount: BigInt(stage.applicationCount),
        kind: stageKindOf[stage.kind],
      })),
    };
  };
}

function itemOf(row: ApplicationRow, faceImageUrl: string): MessageInitShape<typeof JobApplicationListItemSchema> {
  return {
    id: row.id,
    crewProfileId: row.crewProfileId,
    givenName: row.givenName,
    familyName: row.familyName,
    email: row.email,
    pipelineStageId: row.pipelineStageId,
    pipelineStageName: row.pipelineStageName,
    isArchived: row.isArchived,
    archivedAt: row.archivedAt ? timestampFromDate(row.archivedAt) : undefined,
    source: entrySourceOf(row.source),
    createdAt: timestampFromDate(row.createdAt),
    lastSubmittedAt: timestampFromDate(row.lastSubmittedAt),
    reapplied: row.reapplied,
    nationalityIso31661: row.nationality ?? "",
    faceImageUrl,
    latestRank: row.latestRank ?? "",
    pipelineStageKind: stageKindOf[row.pipelineStageKind],
  };
}
