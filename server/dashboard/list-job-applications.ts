import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import type { ListJobApplicationsRequest, ListJobApplicationsResponseSchema } from "../../gen/dashboard/v1/dashboard_service_pb.js";
import { entrySourceOf } from "../applications/entry-source.js";
import { principalOf } from "../auth/principal.js";
import { absoluteUrl } from "../profiles/public-url.js";
import type { Deps } from "../rpc/deps.js";
import { notFound } from "../rpc/errors.js";
import { decodeCursor, encodeCursor, type ApplicationKey } from "./list-job-applications-cursor.js";
import {
  findPostingOverview,
  hasApplicationsBeyond,
  listApplications,
  type ApplicationFilter,
  type ApplicationRow,
} from "./list-job-applications-repository.js";

type Response = MessageInitShape<typeof ListJobApplicationsResponseSchema>;

const defaultPageSize = 50;

const keyOf = (row: ApplicationRow): ApplicationKey => ({ createdAt: row.cursorTime, id: row.id });

// One page in the newest-first order, and the cursors around it: "" where no row lies beyond.
async function pageOf(deps: Deps, filter: ApplicationFilter, paging: { afterCursor: string; beforeCursor: string }, size: number) {
  if (paging.afterCursor !== "" && paging.beforeCursor !== "") {
    throw new ConnectError("give afterCursor or beforeCursor, not both", Code.InvalidArgument);
  }
  if (paging.beforeCursor !== "") {
    const cursor = decodeCursor(paging.beforeCursor);
    const rows = await listApplications(deps.db, filter, { direction: "before", key: cursor, limit: size + 1 });
    const items = rows.slice(0, size).reverse();
    const hasNewer = rows.length > size;
    const lastKey = items.length > 0 ? keyOf(items[items.length - 1]!) : cursor;
    const hasOlder = await hasApplicationsBeyond(deps.db, filter, "after", lastKey);
    return {
      items,
      previousCursor: hasNewer && items.length > 0 ? encodeCursor(keyOf(items[0]!)) : "",
      nextCursor: hasOlder ? encodeCursor(lastKey) : "",
    };
  }
  const cursor = paging.afterCursor !== "" ? decodeCursor(paging.afterCursor) : undefined;
  const rows = await listApplications(deps.db, filter, { direction: "after", key: cursor, limit: size + 1 });
  const items = rows.slice(0, size);
  const hasOlder = rows.length > size;
  let previousCursor = "";
  if (cursor) {
    const firstKey = items.length > 0 ? keyOf(items[0]!) : cursor;
    if (await hasApplicationsBeyond(deps.db, filter, "before", firstKey)) previousCursor = encodeCursor(firstKey);
  }
  return {
    items,
    previousCursor,
    nextCursor: hasOlder && items.length > 0 ? encodeCursor(keyOf(items[items.length - 1]!)) : "",
  };
}

// A job posting's applications, newest first, cursor-paged, with the posting's stages and counts.
export function listJobApplications(deps: Deps) {
  return async (req: ListJobApplicationsRequest, ctx: HandlerContext): Promise<Response> => {
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
      pageOf(deps, filter, { afterCursor: req.paging?.afterCursor ?? "", beforeCursor: req.paging?.beforeCursor ?? "" }, size),
    ]);
    if (!overview) throw notFound("job posting", req.jobPostingId);
    return {
      items: page.items.map((row) => ({
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
        faceImageUrl: absoluteUrl(deps.publicUrl, row.faceImageUrl),
        latestRank: row.latestRank ?? "",
      })),
      paging: { nextCursor: page.nextCursor, previousCursor: page.previousCursor },
      totalCount: BigInt(overview.totalCount),
      stages: overview.stages.map((stage) => ({
        id: stage.id,
        name: stage.name,
        position: stage.position,
        applicationCount: BigInt(stage.applicationCount),
      })),
    };
  };
}
