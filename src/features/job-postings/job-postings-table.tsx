import { useRef } from "react";
import { Link } from "react-router";
import type { JobPostingSearchItem } from "@/gen/rpc/v1/search_pb.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { useFocusRow } from "@/src/keyboard/use-focus-row.js";
import { fullName, languageLabels } from "@/src/lib/labels.js";
import { PipelineName } from "@/src/components/pipeline-name.js";
import { PostingStateBadge } from "./posting-state-badge.js";
import { LineIcon } from "@/src/components/line-icon.js";
import type { JobPostingFilters, PostingSortColumn } from "./job-posting-filters-params.js";

interface Props {
  items: JobPostingSearchItem[];
  activeIndex: number;
  fromKeyboard: boolean;
  onSelect: (index: number) => void;
  sort: Pick<JobPostingFilters, "sort" | "dir">;
  onSort: (column: PostingSortColumn) => void;
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
const td = "px-3 py-2 align-top";
// Below the lg breakpoint (tablets) these columns give way, so the table fits without scrolling sideways.
const wide = "hidden lg:table-cell";

function PinIcon() {
  return (
    <LineIcon>
      <path d="M4 1.5h4M5 1.5v3L3 7h6L7 4.5v-3M6 7v3.5" />
    </LineIcon>
  );
}

// Down for descending, up for ascending; both, faint, on a column the list is not sorted by.
function SortArrow({ direction }: { direction: "ascending" | "descending" | undefined }) {
  if (!direction) {
    return (
      <LineIcon className="shrink-0 opacity-40">
        <path d="M4 4.5l2-2.5 2 2.5M4 7.5l2 2.5 2-2.5" />
      </LineIcon>
    );
  }
  return <LineIcon>{direction === "descending" ? <path d="M6 2v8M3 7l3 3 3-3" /> : <path d="M6 10V2M3 5l3-3 3 3" />}</LineIcon>;
}

interface SortableHeaderProps {
  column: PostingSortColumn;
  label: string;
  className: string;
  sort: Props["sort"];
  onSort: Props["onSort"];
}

// A column header that sorts the list: aria-sort on the header, a button inside it.
function SortableHeader({ column, label, className, sort, onSort }: SortableHeaderProps) {
  const direction = sort.sort === column ? (sort.dir === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th scope="col" className={className} aria-sort={direction}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-slate-100 ${direction ? "text-slate-900 dark:text-slate-100" : ""}`}
      >
        {label}
        <SortArrow direction={direction} />
      </button>
    </th>
  );
}

export function JobPostingsTable({ items, activeIndex, fromKeyboard, onSelect, sort, onSort }: Props) {
  const body = useRef<HTMLTableSectionElement>(null);
  useFocusRow(body, activeIndex, fromKeyboard);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full lg:min-w-[56rem] text-sm">
        <caption className="sr-only">Job postings</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={th}>
              Posting
            </th>
            <SortableHeader column="state" label="State" className={th} sort={sort} onSort={onSort} />
            <th scope="col" className={th}>
              Pipeline
            </th>
            <th scope="col" className={th}>
              Assignees
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Languages
            </th>
            <SortableHeader column="applications" label="Applications" className={`${th} text-right`} sort={sort} onSort={onSort} />
            <th scope="col" className={`${th} ${wide}`}>
              Crew request
            </th>
            <SortableHeader column="created" label="Created" className={`${th} ${wide}`} sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody ref={body}>
          {items.map((posting, index) => (
            <tr
              key={posting.id}
              data-row-index={index}
              aria-selected={index === activeIndex}
              onFocus={() => onSelect(index)}
              className={`border-t border-slate-100 dark:border-slate-800 ${index === activeIndex ? "bg-blue-50 dark:bg-blue-950" : "hover:bg-slate-50 dark:hover:bg-slate-900"}`}
            >
              <td className={td}>
                <Link to={`/postings/${posting.id}`} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
                  {posting.title || "Untitled posting"}
                </Link>
                {posting.pinned || posting.shortId ? (
                  <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {posting.pinned ? (
                      <Badge tone="blue">
                        <PinIcon />
                        Pinned
                      </Badge>
                    ) : null}
                    {posting.shortId ? <span>{posting.shortId}</span> : null}
                  </div>
                ) : null}
              </td>
              <td className={td}>
                <PostingStateBadge state={posting.state} />
              </td>
              <td className={td}>
                <PipelineName pipelineId={posting.pipelineId} />
              </td>
              <td className={td}>
                {posting.assignedMembers.length === 0 ? (
                  <span className="text-slate-600 dark:text-slate-400">Nobody</span>
                ) : (
                  posting.assignedMembers.map((member) => fullName(member.givenName, member.familyName, member.primaryEmail)).join(", ")
                )}
              </td>
              <td className={`${td} ${wide}`}>{languageLabels(posting.languagesIso6393).join(", ") || "—"}</td>
              <td className={`${td} text-right tabular-nums`}>{posting.nrOfApplications.toString()}</td>
              <td className={`${td} ${wide}`}>
                {posting.crewRequest ? (
                  <>
                    <div>{posting.crewRequest.title}</div>
                    {posting.crewRequest.position ? (
                      <div className="text-xs text-slate-600 dark:text-slate-400">
                        {posting.crewRequest.position.name} × {posting.crewRequest.position.nbPositions.toString()}
                      </div>
                    ) : null}
                  </>
                ) : (
                  "—"
                )}
              </td>
              <td className={`${td} ${wide} whitespace-nowrap`}>
                <DateTime value={posting.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
