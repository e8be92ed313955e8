// Paging a match list with cursors (match-cursor.ts): which cursor the request brings and whether it
// may page this list, the snapshot time the page reads at (the first page's, carried by the cursors),
// and the cursors of the answer. The list's own read is given (match-list-repository.ts).
//
// A page reads one more row than it shows, in the direction it reads, to know whether a page lies
// beyond; the other way is known without reading: a page reached with afterCursor has one before it
// (the page the cursor came from), one reached with beforeCursor has one after it. So nextCursor is ""
// on the last page and previousCursor "" on the first, and every page costs one read.
import { Code, ConnectError } from "@connectrpc/connect";
import { decodeMatchCursor, encodeMatchCursor, MATCH_CURSOR_LIFETIME_MS, type MatchCursor, type MatchList, type TokenSigner } from "./match-cursor.js";
import type { ListPageRequest, MatchPosition } from "./match-store-reads.js";

// What a list row needs for its position in the list order.
export interface PositionedMatch {
  matchId: string;
  score: number;
  confirmedRelevantMonths: number;
}

export interface MatchListPaging {
  afterCursor: string;
  beforeCursor: string;
}

// A request's paging, absent or not.
export const pagingOf = (paging: { afterCursor: string; beforeCursor: string } | undefined): MatchListPaging => ({
  afterCursor: paging?.afterCursor ?? "",
  beforeCursor: paging?.beforeCursor ?? "",
});

export const isFirstPage = (paging: MatchListPaging) => paging.afterCursor === "" && paging.beforeCursor === "";

// The rows of a page in the list order (at most limit: the nearest to the position), the snapshot time
// it was read at (a first page's is the read's own) and whatever else the read answers; undefined when
// the list's posting or profile is not the organization's.
export type MatchListRead<Row, Extra> = (page: ListPageRequest) => Promise<{ rows: Row[]; snapshotAt: Date; extra: Extra } | undefined>;

export interface MatchListPage<Row, Extra> {
  rows: Row[];
  extra: Extra;
  nextCursor: string;
  previousCursor: string;
}

export interface MatchListPageOptions<Row, Extra> {
  sign: TokenSigner;
  // The service's clock (milliseconds), against which a cursor's age is taken.
  nowMs: number;
  organizationId: string;
  list: MatchList;
  paging: MatchListPaging;
  size: number;
  read: MatchListRead<Row, Extra>;
}

export async function pageMatchList<Row extends PositionedMatch, Extra>(
  options: MatchListPageOptions<Row, Extra>,
): Promise<MatchListPage<Row, Extra> | undefined> {
  const { sign, organizationId, list, size } = options;
  const cursor = requestCursor(options);
  const backwards = cursor?.direction === "before";
  const read = await options.read({
    snapshotAt: cursor ? new Date(cursor.snapshotMs) : undefined,
    after: cursor && !backwards ? cursor.position : undefined,
    before: cursor && backwards ? cursor.position : undefined,
    limit: size + 1,
  });
  if (!read) return undefined;
  const { snapshotAt } = read;
  const cursorAt = (direction: MatchCursor["direction"], position: MatchPosition) =>
    encodeMatchCursor(sign, organizationId, { list, snapshotMs: snapshotAt.getTime(), direction, position });
  const more = read.rows.length > size;
  if (backwards) {
    const rows = more ? read.rows.slice(read.rows.length - size) : read.rows;
    const last = rows.at(-1);
    return {
      rows,
      extra: read.extra,
      previousCursor: more ? cursorAt("before", positionOf(rows[0]!)) : "",
      nextCursor: cursorAt("after", last ? positionOf(last) : cursor.position),
    };
  }
  const rows = read.rows.slice(0, size);
  const first = rows[0];
  return {
    rows,
    extra: read.extra,
    nextCursor: more ? cursorAt("after", positionOf(rows.at(-1)!)) : "",
    previousCursor: cursor ? cursorAt("before", first ? positionOf(first) : cursor.position) : "",
  };
}

const positionOf = (row: PositionedMatch): MatchPosition => ({ score: row.score, confirmed: row.confirmedRelevantMonths, matchId: row.matchId });

const invalid = (message: string) => new ConnectError(message, Code.InvalidArgument);
const startAgain = "start again from the first page (no paging)";

const listName = (list: MatchList) => (list.kind === "posting" ? `job posting ${list.id}` : `crew profile ${list.id}`);
const appliedName = {
  any: "MATCH_APPLICATION_FILTER_UNSPECIFIED",
  applied: "MATCH_APPLICATION_FILTER_APPLIED",
  not_applied: "MATCH_APPLICATION_FILTER_NOT_APPLIED",
};
const filtersOf = (list: MatchList) => `eligibleOnly ${list.eligibleOnly}, applied ${appliedName[list.applied]}`;

// The request's cursor, checked against the list it asks for; undefined for a first page.
function requestCursor(options: MatchListPageOptions<unknown, unknown>): MatchCursor | undefined {
  const { afterCursor, beforeCursor } = options.paging;
  if (afterCursor !== "" && beforeCursor !== "") throw invalid("give paging.afterCursor or paging.beforeCursor, not both");
  if (isFirstPage(options.paging)) return undefined;
  const field = afterCursor !== "" ? "paging.afterCursor" : "paging.beforeCursor";
  const cursor = decodeMatchCursor(options.sign, options.organizationId, afterCursor || beforeCursor);
  if (!cursor) {
    throw invalid(
      `${field} is not a cursor this service gave this organization (altered or made up): send the nextCursor or previousCursor of an answer as it is, or ${startAgain}`,
    );
  }
  const { list } = options;
  if (cursor.list.kind !== list.kind || cursor.list.id !== list.id.toLowerCase()) {
    throw invalid(
      `${field} pages the matches of ${listName(cursor.list)}, not those of ${listName(list)}: page each list with its own cursors, or ${startAgain}`,
    );
  }
  if (cursor.list.eligibleOnly !== list.eligibleOnly || cursor.list.applied !== list.applied) {
    throw invalid(
      `${field} was given under other filters (${filtersOf(cursor.list)}): send it with the filters it was given under, or ${startAgain} to change them`,
    );
  }
  if (field === "paging.afterCursor" && cursor.direction === "before") throw invalid(`${field} is a previousCursor: send it as paging.beforeCursor`);
  if (field === "paging.beforeCursor" && cursor.direction === "after") throw invalid(`${field} is a nextCursor: send it as paging.afterCursor`);
  if (options.nowMs - cursor.snapshotMs >= MATCH_CURSOR_LIFETIME_MS) {
    throw invalid(`${field} has expired: a cursor lives one hour from its list's first page; ${startAgain}`);
  }
  return cursor;
}
