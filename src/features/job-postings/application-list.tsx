import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import type { JobApplicationListItem } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { Country } from "@/src/components/country.js";
import { DateTime } from "@/src/components/date-time.js";
import { StageBadge } from "@/src/components/stage-badge.js";
import { VirtualList } from "@/src/components/virtual-list.js";
import { useListNavigation } from "@/src/keyboard/use-list-navigation.js";
import { rankLabel } from "@/src/lib/domain-labels.js";
import { fullName, sourceLabel } from "@/src/lib/labels.js";
import { fileUrl } from "@/src/lib/transport.js";
import { SortArrow } from "@/src/components/sortable-column-header.js";

export const applicationRowHeight = 52;

// Below the lg breakpoint (tablets) the source column gives way, so the date is not cut short.
const columns =
  "grid-cols-[2rem_minmax(9rem,2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(11rem,1fr)] lg:grid-cols-[2rem_minmax(10rem,2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(10rem,1fr)]";

export type ApplicationOrder = "newest" | "oldest";

interface Props {
  items: JobApplicationListItem[];
  baseUrl: string;
  // The order the service listed them in (by when each application was made), and how to ask for the other.
  order: ApplicationOrder;
  // The list's filters and order as a query string ("?stage=..." or ""), carried onto each candidate's
  // address so that the candidate page's previous and next follow this list (lib/application-list-view.ts).
  candidateSearch: string;
  onOrderChange: (order: ApplicationOrder) => void;
  onEndReached?: () => void;
}

// A later submission than the application itself (the candidate sent documents again).
function resubmitted(item: JobApplicationListItem): boolean {
  if (!item.lastSubmittedAt || !item.createdAt) return false;
  return item.lastSubmittedAt.seconds - item.createdAt.seconds >= 60n;
}

// Rows are a fixed height grid; only the visible ones are rendered.
export function ApplicationList({ items, baseUrl, order, candidateSearch, onOrderChange, onEndReached }: Props) {
  const navigate = useNavigate();
  const handleOpen = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) navigate(`/applications/${item.id}${candidateSearch}`);
    },
    [items, navigate, candidateSearch],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });

  const renderRow = (item: JobApplicationListItem, index: number) => {
    const name = fullName(item.givenName, item.familyName, item.email);
    const active = index === activeIndex;
    return (
      <div
        onFocus={() => setActiveIndex(index)}
        className={`grid h-full ${columns} items-center gap-3 border-b border-slate-100 px-3 text-sm dark:border-slate-800 ${
          active ? "bg-blue-50 dark:bg-blue-950" : ""
        }`}
      >
        <Avatar name={name} src={item.faceImageUrl ? fileUrl(baseUrl, item.faceImageUrl) : undefined} />
        <div className="min-w-0">
          <Link to={`/applications/${item.id}${candidateSearch}`} className="block truncate font-medium text-blue-800 hover:underline dark:text-blue-300">
            {name}
          </Link>
          <div className="truncate text-xs text-slate-600 dark:text-slate-400">{item.latestRank ? rankLabel(item.latestRank) : "Rank not known"}</div>
        </div>
        <div className="truncate">
          {item.nationalityIso31661 ? <Country code={item.nationalityIso31661} /> : <span className="text-slate-600 dark:text-slate-400">—</span>}
        </div>
        <div className="flex min-w-0 flex-wrap gap-1">
          <StageBadge name={item.pipelineStageName} kind={item.pipelineStageKind} />
          {item.isArchived ? <Badge>Archived</Badge> : null}
          {item.reapplied ? <Badge>Reapplied</Badge> : null}
        </div>
        <div className="hidden truncate lg:block">{sourceLabel(item.source)}</div>
        <div className="min-w-0 text-slate-700 dark:text-slate-300">
          <div className="truncate">
            <DateTime value={item.createdAt} />
          </div>
          {resubmitted(item) ? (
            <div className="truncate text-xs text-slate-600 dark:text-slate-400">
              Sent again <DateTime value={item.lastSubmittedAt} />
            </div>
          ) : null}
        </div>
      </div>
    );
  };

  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-800">
      {/* Column names are for the eye (each row says what its cells are); the sort button is for everyone. */}
      <div
        className={`grid ${columns} items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400`}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true">Candidate</span>
        <span aria-hidden="true">Nationality</span>
        <span aria-hidden="true">Stage</span>
        <span aria-hidden="true" className="hidden lg:block">
          Source
        </span>
        <button
          type="button"
          onClick={() => onOrderChange(order === "newest" ? "oldest" : "newest")}
          title={order === "newest" ? "Show the oldest first" : "Show the newest first"}
          className="-mx-1 inline-flex items-center gap-1 justify-self-start rounded px-1 text-left font-semibold uppercase tracking-wide text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Applied <span className="normal-case tracking-normal">{order === "newest" ? "newest first" : "oldest first"}</span>
          <SortArrow direction={order === "newest" ? "desc" : "asc"} />
        </button>
      </div>
      <VirtualList
        items={items}
        label="Applications"
        rowHeight={applicationRowHeight}
        getKey={(item) => item.id}
        renderRow={renderRow}
        activeIndex={activeIndex}
        focusActive={fromKeyboard}
        onEndReached={onEndReached}
      />
    </div>
  );
}
