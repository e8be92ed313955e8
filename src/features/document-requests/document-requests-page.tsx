import { useCallback, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DocumentRequest } from "../../../gen/rpc/v1/document_requests_pb.js";
import { Avatar } from "../../components/avatar.js";
import { EmptyState } from "../../components/empty-state.js";
import { ErrorPanel } from "../../components/error-panel.js";
import { PageHeader } from "../../components/page-header.js";
import { SkeletonRows } from "../../components/skeleton.js";
import { VirtualList } from "../../components/virtual-list.js";
import { useListNavigation } from "../../keyboard/use-list-navigation.js";
import { fullName } from "../../lib/labels.js";
import { fileUrl } from "../../lib/transport.js";
import { useAuth } from "../auth/auth-context.js";
import { useWhoAmI } from "../auth/api/use-who-am-i.js";
import { useDocumentRequests } from "./api/use-document-requests.js";
import { EmailState } from "./email-state.js";

// Below the lg breakpoint (tablets) the "Asked by" column gives way, so rows fit without scrolling sideways.
const columns =
  "grid grid-cols-[2rem_minmax(9rem,1.5fr)_minmax(10rem,2fr)_minmax(11rem,1.3fr)] lg:grid-cols-[2rem_minmax(10rem,1.5fr)_minmax(12rem,2fr)_minmax(8rem,1fr)_minmax(12rem,1.3fr)] items-center gap-3 px-3";

function matches(request: DocumentRequest, query: string): boolean {
  if (query === "") return true;
  const haystack = [request.crewGivenName, request.crewFamilyName, request.crewPrimaryEmail, request.memberGivenName, request.memberFamilyName, ...request.listOfDocumentRequestItems.map((item) => item.documentTypeName)]
    .join(" ")
    .toLowerCase();
  return haystack.includes(query.toLowerCase());
}

export default function DocumentRequestsPage() {
  const navigate = useNavigate();
  const { credentials } = useAuth();
  const whoAmI = useWhoAmI();
  const requests = useDocumentRequests(whoAmI.data?.organizationId);
  const [query, setQuery] = useState("");
  const items = useMemo(() => (requests.data?.items ?? []).filter((request) => matches(request, query.trim())), [requests.data, query]);

  const handleOpen = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) navigate(`/document-requests/${item.id}`);
    },
    [items, navigate],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });
  const error = whoAmI.error ?? requests.error;

  const renderRow = (request: DocumentRequest, index: number) => {
    const crewName = fullName(request.crewGivenName, request.crewFamilyName, request.crewPrimaryEmail);
    return (
      <div onFocus={() => setActiveIndex(index)} className={`${columns} h-full border-b border-slate-100 text-sm dark:border-slate-800 ${index === activeIndex ? "bg-blue-50 dark:bg-blue-950" : ""}`}>
        <Avatar name={crewName} src={request.crewAvatarUrl ? fileUrl(credentials?.baseUrl ?? "", request.crewAvatarUrl) : undefined} />
        <div className="min-w-0">
          <Link to={`/document-requests/${request.id}`} className="block truncate font-medium text-blue-800 hover:underline dark:text-blue-300">
            {crewName}
          </Link>
          <div className="truncate text-xs text-slate-600 dark:text-slate-400">{request.crewPrimaryEmail}</div>
        </div>
        <div className="min-w-0 truncate" title={request.listOfDocumentRequestItems.map((item) => item.documentTypeName).join(", ")}>
          {request.listOfDocumentRequestItems.map((item) => item.documentTypeName).join(", ") || `${request.nrOfDocumentItems.toString()} items`}
        </div>
        <div className="hidden truncate lg:block">{fullName(request.memberGivenName, request.memberFamilyName, "Unknown member")}</div>
        <div className="min-w-0 truncate">
          <EmailState sentAt={request.emailSentAt} state={request.emailSentState} />
        </div>
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Document requests">{requests.data ? `${requests.data.items.length} requests` : "\u00a0"}</PageHeader>
      <form role="search" aria-label="Filter document requests" className="mb-3" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="request-query" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Filter by crew, recruiter or document type
        </label>
        <input
          id="request-query"
          type="search"
          data-shortcut-search
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-1 w-full max-w-md rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </form>
      {error ? (
        <ErrorPanel error={error} what="Could not load document requests" onRetry={() => void (whoAmI.error ? whoAmI.refetch() : requests.refetch())} />
      ) : requests.isPending ? (
        <SkeletonRows rows={10} rowClassName="h-12" label="Loading document requests" />
      ) : items.length === 0 ? (
        <EmptyState>{query ? "No document requests match this filter." : "No document requests yet."}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <div className="lg:min-w-[52rem]">
            <div aria-hidden="true" className={`${columns} border-b border-slate-200 bg-slate-50 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400`}>
              <span />
              <span>Crew member</span>
              <span>Asked for</span>
              <span className="hidden lg:block">Asked by</span>
              <span>Last email</span>
            </div>
            <VirtualList items={items} label="Document requests" rowHeight={52} getKey={(item) => item.id} renderRow={renderRow} activeIndex={activeIndex} focusActive={fromKeyboard} />
          </div>
        </div>
      )}
    </>
  );
}
