import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import type { JobApplicationListItem } from "../../../gen/dashboard/v1/dashboard_service_pb.js";
import { Avatar } from "../../components/avatar.js";
import { Badge } from "../../components/badge.js";
import { Country } from "../../components/country.js";
import { DateTime } from "../../components/date-time.js";
import { VirtualList } from "../../components/virtual-list.js";
import { useListNavigation } from "../../keyboard/use-list-navigation.js";
import { rankLabel } from "../../lib/domain-labels.js";
import { fullName, sourceLabel } from "../../lib/labels.js";
import { fileUrl } from "../../lib/transport.js";

export const applicationRowHeight = 52;

// Below the lg breakpoint (tablets) the source column gives way, so the date is not cut short.
const columns = "grid-cols-[2rem_minmax(9rem,2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(11rem,1fr)] lg:grid-cols-[2rem_minmax(10rem,2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(10rem,1fr)]";

interface Props {
  items: JobApplicationListItem[];
  baseUrl: string;
  onEndReached?: () => void;
}

// Rows are a fixed height grid; only the visible ones are rendered.
export function ApplicationList({ items, baseUrl, onEndReached }: Props) {
  const navigate = useNavigate();
  const handleOpen = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) navigate(`/applications/${item.id}`);
    },
    [items, navigate],
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
          <Link to={`/applications/${item.id}`} className="block truncate font-medium text-blue-800 hover:underline dark:text-blue-300">
            {name}
          </Link>
          <div className="truncate text-xs text-slate-600 dark:text-slate-400">{item.latestRank ? rankLabel(item.latestRank) : "Rank not known"}</div>
        </div>
        <div className="truncate">{item.nationalityIso31661 ? <Country code={item.nationalityIso31661} /> : <span className="text-slate-600 dark:text-slate-400">—</span>}</div>
        <div className="flex min-w-0 flex-wrap gap-1">
          <Badge tone="blue">{item.pipelineStageName || "No stage"}</Badge>
          {item.isArchived ? <Badge tone="amber">Archived</Badge> : null}
          {item.reapplied ? <Badge>Reapplied</Badge> : null}
        </div>
        <div className="hidden truncate lg:block">{sourceLabel(item.source)}</div>
        <div className="truncate text-slate-700 dark:text-slate-300">
          <DateTime value={item.lastSubmittedAt ?? item.createdAt} />
        </div>
      </div>
    );
  };

  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-800">
      <div
        aria-hidden="true"
        className={`grid ${columns} gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400`}
      >
        <span />
        <span>Candidate</span>
        <span>Nationality</span>
        <span>Stage</span>
        <span className="hidden lg:block">Source</span>
        <span>Last submitted</span>
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
