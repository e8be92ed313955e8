import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Avatar } from "@/src/components/avatar.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { PageHeader } from "@/src/components/page-header.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { VirtualList } from "@/src/components/virtual-list.js";
import { useListNavigation } from "@/src/keyboard/use-list-navigation.js";
import { intlLazy } from "@/src/lib/intl.js";
import { fullName } from "@/src/lib/labels.js";
import { fileUrl } from "@/src/lib/transport.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { useDocumentRequestProgress } from "./api/use-document-request-progress.js";
import { useDocumentRequests } from "./api/use-document-requests.js";
import { visibleRows, type DocumentRequestRow } from "./document-request-rows.js";
import { firstDirection, readView, writeView, type DocumentRequestSortColumn, type DocumentRequestView } from "./document-requests-params.js";
import { DocumentsIn } from "./documents-in.js";
import { EmailState } from "./email-state.js";
import { SortableColumnHeader } from "@/src/components/sortable-column-header.js";

// Below the lg breakpoint (tablets) the "Asked by" column gives way and the last email shows its outcome
// without its date, so rows fit without scrolling sideways.
const columns =
  "grid grid-cols-[2rem_minmax(9rem,1.3fr)_minmax(8rem,1.4fr)_6rem_6.5rem_6.5rem] lg:grid-cols-[2rem_minmax(12rem,1.4fr)_minmax(12rem,1.8fr)_8.5rem_minmax(8rem,1fr)_7rem_minmax(14rem,1.6fr)] items-center gap-3 px-3";

// The day a request was made, in the recruiter's time zone; the time is in the tooltip.
const dayFormat = intlLazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));
const fullFormat = intlLazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }));

function RequestedOn({ row }: { row: DocumentRequestRow }) {
  if (!row.progress?.requestedAt) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const date = timestampDate(row.progress.requestedAt);
  return (
    <time dateTime={date.toISOString()} title={fullFormat().format(date)} className="tabular-nums">
      {dayFormat().format(date)}
    </time>
  );
}

export default function DocumentRequestsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const { credentials } = useAuth();
  const whoAmI = useWhoAmI();
  // Stored with the key, so a reload does not wait for WhoAmI before reading the requests.
  const organizationId = useOrganizationId();
  const requests = useDocumentRequests(organizationId);
  const progress = useDocumentRequestProgress(organizationId);
  const { query, outstanding, sort, direction } = view;
  const items = useMemo(
    () => (requests.data && progress.data ? visibleRows(requests.data.items, progress.data, { query, outstanding, sort, direction }) : []),
    [requests.data, progress.data, query, outstanding, sort, direction],
  );

  // Typing replaces the history entry; choosing a filter or an order adds one, so Back undoes it.
  const changeView = useCallback((next: DocumentRequestView, replace = false) => setParams(writeView(next), { replace }), [setParams]);
  // The controls show what was typed or ticked at once: the URL is updated in a transition, and a control
  // that waited for it would drop keystrokes and flip back for a moment.
  const [typed, setTyped] = useState(query);
  const [ticked, setTicked] = useState(outstanding);
  // The text this page last put in the URL: its arrival must not undo what was typed since.
  const written = useRef(query);
  useEffect(() => {
    if (query !== written.current) setTyped(query);
    written.current = query;
  }, [query]);
  const [urlOutstanding, setUrlOutstanding] = useState(outstanding);
  if (outstanding !== urlOutstanding) {
    setUrlOutstanding(outstanding);
    setTicked(outstanding);
  }
  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => {
      written.current = typed;
      changeView({ query: typed, outstanding, sort, direction }, true);
    }, 200);
    return () => clearTimeout(timer);
  }, [typed, query, outstanding, sort, direction, changeView]);
  const sortBy = (column: DocumentRequestSortColumn) =>
    changeView({ ...view, sort: column, direction: sort === column ? (direction === "asc" ? "desc" : "asc") : firstDirection[column] });
  const directionOf = (column: DocumentRequestSortColumn) => (sort === column ? direction : undefined);

  const handleOpen = useCallback(
    (index: number) => {
      const row = items[index];
      if (row) navigate(`/document-requests/${row.request.id}`);
    },
    [items, navigate],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });
  const error = whoAmI.error ?? requests.error ?? progress.error;
  const total = requests.data?.items.length;
  const filtered = query.trim() !== "" || outstanding;

  const renderRow = (row: DocumentRequestRow, index: number) => {
    const { request } = row;
    const crewName = fullName(request.crewGivenName, request.crewFamilyName, request.crewPrimaryEmail);
    const applicationId = row.progress?.latestJobApplicationId;
    const askedFor = request.listOfDocumentRequestItems.map((item) => item.documentTypeName).join(", ");
    return (
      <div
        onFocus={() => setActiveIndex(index)}
        className={`${columns} h-full border-b border-slate-100 text-sm dark:border-slate-800 ${index === activeIndex ? "bg-blue-50 dark:bg-blue-950" : ""}`}
      >
        <div role="cell">
          <Avatar name={crewName} src={request.crewAvatarUrl ? fileUrl(credentials?.baseUrl ?? "", request.crewAvatarUrl) : undefined} />
        </div>
        <div role="cell" className="min-w-0">
          {/* Both links at least 24 px high: targets this close to each other must be (WCAG 2.2 target size). */}
          <Link to={`/document-requests/${request.id}`} className="flex min-h-6 items-center font-medium text-blue-800 hover:underline dark:text-blue-300">
            <span className="truncate">{crewName}</span>
          </Link>
          <div className="flex min-w-0 items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <span className="min-w-0 truncate">{request.crewPrimaryEmail}</span>
            {applicationId ? (
              <Link
                to={`/applications/${applicationId}`}
                aria-label={`Candidate page of ${crewName}`}
                className="inline-flex min-h-6 shrink-0 items-center rounded border border-slate-300 px-1.5 text-xs text-blue-800 hover:bg-slate-100 dark:border-slate-700 dark:text-blue-300 dark:hover:bg-slate-800"
              >
                Candidate
              </Link>
            ) : null}
          </div>
        </div>
        <div role="cell" className="min-w-0 truncate" title={askedFor}>
          {askedFor || `${request.nrOfDocumentItems.toString()} items`}
        </div>
        <div role="cell">
          <DocumentsIn progress={row.progress} />
        </div>
        <div role="cell" className="hidden truncate lg:block">
          {fullName(request.memberGivenName, request.memberFamilyName, "Unknown member")}
        </div>
        <div role="cell" className="truncate">
          <RequestedOn row={row} />
        </div>
        <div role="cell" className="min-w-0 truncate [&_time]:hidden lg:[&_time]:inline">
          <EmailState sentAt={request.emailSentAt} state={request.emailSentState} />
        </div>
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Document requests">
        {total === undefined || !progress.data ? "\u00a0" : filtered ? `${items.length} of ${total} requests` : `${total} requests`}
      </PageHeader>
      <form
        role="search"
        aria-label="Filter document requests"
        className="mb-3 flex flex-wrap items-end gap-x-6 gap-y-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grow basis-64 sm:max-w-md">
          <label htmlFor="request-query" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
            Filter by crew, recruiter or document type
          </label>
          <input
            id="request-query"
            type="search"
            data-shortcut-search
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <input
            id="request-outstanding"
            type="checkbox"
            checked={ticked}
            className="h-4 w-4"
            onChange={(event) => {
              setTicked(event.target.checked);
              changeView({ ...view, query: typed, outstanding: event.target.checked });
            }}
          />
          <label htmlFor="request-outstanding" className="text-sm">
            Only those still waiting for documents
          </label>
        </div>
      </form>
      {error ? (
        <ErrorPanel
          error={error}
          what="Could not load document requests"
          onRetry={() => void (whoAmI.error ? whoAmI.refetch() : requests.error ? requests.refetch() : progress.refetch())}
        />
      ) : requests.isPending || progress.isPending ? (
        <SkeletonRows rows={10} rowClassName="h-12" label="Loading document requests" />
      ) : items.length === 0 ? (
        <EmptyState>{filtered ? "No document requests match this filter." : "No document requests yet."}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <div role="table" aria-label="Document requests" aria-rowcount={items.length + 1} className="lg:min-w-[60rem]">
            <div role="rowgroup">
              <div
                role="row"
                aria-rowindex={1}
                className={`${columns} border-b border-slate-200 bg-slate-50 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400`}
              >
                <span role="columnheader">
                  <span className="sr-only">Photo</span>
                </span>
                <span role="columnheader">Crew member</span>
                <span role="columnheader">Asked for</span>
                <SortableColumnHeader label="Documents in" direction={directionOf("documents")} onSort={() => sortBy("documents")} />
                <span role="columnheader" className="hidden lg:block">
                  Asked by
                </span>
                <SortableColumnHeader label="Requested" direction={directionOf("requested")} onSort={() => sortBy("requested")} />
                <span role="columnheader">Last email</span>
              </div>
            </div>
            <VirtualList
              items={items}
              label="Requests"
              semantics="table"
              rowHeight={52}
              getKey={(row) => row.request.id}
              renderRow={renderRow}
              activeIndex={activeIndex}
              focusActive={fromKeyboard}
            />
          </div>
        </div>
      )}
    </>
  );
}
