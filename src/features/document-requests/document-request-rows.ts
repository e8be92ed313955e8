import { timestampMs } from "@bufbuild/protobuf/wkt";
import type { DocumentRequestProgress } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { DocumentRequest } from "@/gen/rpc/v1/document_requests_pb.js";
import type { DocumentRequestView } from "./document-requests-params.js";

// A request of the list with what ListDocumentRequestProgress adds (absent for a request made
// between the two reads).
export interface DocumentRequestRow {
  request: DocumentRequest;
  progress: DocumentRequestProgress | undefined;
}

export function isOutstanding(progress: DocumentRequestProgress | undefined): boolean {
  return progress !== undefined && progress.receivedCount < progress.requestedCount;
}

function matches(request: DocumentRequest, query: string): boolean {
  if (query === "") return true;
  const haystack = [
    request.crewGivenName,
    request.crewFamilyName,
    request.crewPrimaryEmail,
    request.memberGivenName,
    request.memberFamilyName,
    ...request.listOfDocumentRequestItems.map((item) => item.documentTypeName),
  ]
    .join(" ")
    .toLowerCase();
  return haystack.includes(query.toLowerCase());
}

const requestedAt = (row: DocumentRequestRow) => (row.progress?.requestedAt ? timestampMs(row.progress.requestedAt) : 0);

// The share of the documents in (a request that asks for nothing counts as complete), then the number
// still missing, most first, so that among equal shares the longer chase comes first.
function byDocumentsIn(a: DocumentRequestRow, b: DocumentRequestRow): number {
  const share = (row: DocumentRequestRow) => (row.progress && row.progress.requestedCount > 0 ? row.progress.receivedCount / row.progress.requestedCount : 1);
  const missing = (row: DocumentRequestRow) => (row.progress ? row.progress.requestedCount - row.progress.receivedCount : 0);
  return share(a) - share(b) || missing(b) - missing(a);
}

// The rows the view shows, in its order. Ties keep the newest request first.
export function visibleRows(
  requests: readonly DocumentRequest[],
  progress: ReadonlyMap<string, DocumentRequestProgress>,
  view: DocumentRequestView,
): DocumentRequestRow[] {
  const query = view.query.trim();
  const rows = requests
    .map((request) => ({ request, progress: progress.get(request.id) }))
    .filter((row) => matches(row.request, query) && (!view.outstanding || isOutstanding(row.progress)));
  const sign = view.direction === "asc" ? 1 : -1;
  const newestFirst = (a: DocumentRequestRow, b: DocumentRequestRow) => requestedAt(b) - requestedAt(a);
  return rows.sort((a, b) => (view.sort === "documents" ? sign * byDocumentsIn(a, b) || newestFirst(a, b) : sign * (requestedAt(a) - requestedAt(b))));
}
