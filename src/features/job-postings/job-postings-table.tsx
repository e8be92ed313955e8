import { Link } from "react-router";
import type { JobPostingSearchItem } from "@/gen/rpc/v1/search_pb.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { fullName, languageLabels } from "@/src/lib/labels.js";
import { PipelineName } from "@/src/components/pipeline-name.js";
import { PostingStateBadge } from "./posting-state-badge.js";
import { LineIcon } from "@/src/components/line-icon.js";
import { ResultRow, ResultsTable, resultTd as td, resultTh as th, wideOnly as wide } from "@/src/components/results-table.js";
import { SortableColumnHeader } from "@/src/components/sortable-column-header.js";
import type { JobPostingFilters, PostingSortColumn } from "./job-posting-filters-params.js";
import { HighlightedText } from "@/src/components/highlighted-text.js";
import { parseTextMatch, plainText, type TextMatchPart } from "@/src/lib/text-match.js";

interface Props {
  items: JobPostingSearchItem[];
  activeIndex: number;
  fromKeyboard: boolean;
  onSelect: (index: number) => void;
  sort: Pick<JobPostingFilters, "sort" | "dir">;
  onSort: (column: PostingSortColumn) => void;
}

// Where the service's matched fragment belongs: the title, the reference, or (a piece of the summary)
// a line of its own under the title. Nothing when the posting matched by its rank or vessel type alone.
function matchOf(posting: JobPostingSearchItem): { title?: TextMatchPart[]; shortId?: TextMatchPart[]; summary?: TextMatchPart[] } {
  if (!posting.textMatch) return {};
  const parts = parseTextMatch(posting.textMatch);
  if (!parts.some((part) => part.marked)) return {};
  const text = plainText(parts);
  if (text === posting.title) return { title: parts };
  if (text === posting.shortId) return { shortId: parts };
  return { summary: parts };
}

function PinIcon() {
  return (
    <LineIcon>
      <path d="M4 1.5h4M5 1.5v3L3 7h6L7 4.5v-3M6 7v3.5" />
    </LineIcon>
  );
}

export function JobPostingsTable({ items, activeIndex, fromKeyboard, onSelect, sort, onSort }: Props) {
  return (
    <ResultsTable
      caption="Job postings"
      activeIndex={activeIndex}
      fromKeyboard={fromKeyboard}
      head={
        <>
          <th scope="col" className={th}>
            Posting
          </th>
          <SortableColumnHeader as="th" label="State" direction={sort.sort === "state" ? sort.dir : undefined} onSort={() => onSort("state")} className={th} />
          <th scope="col" className={th}>
            Pipeline
          </th>
          <th scope="col" className={th}>
            Assignees
          </th>
          <th scope="col" className={`${th} ${wide}`}>
            Languages
          </th>
          <SortableColumnHeader
            as="th"
            label="Applications"
            direction={sort.sort === "applications" ? sort.dir : undefined}
            onSort={() => onSort("applications")}
            className={`${th} text-right`}
          />
          <th scope="col" className={`${th} ${wide}`}>
            Crew request
          </th>
          <SortableColumnHeader
            as="th"
            label="Created"
            direction={sort.sort === "created" ? sort.dir : undefined}
            onSort={() => onSort("created")}
            className={`${th} ${wide}`}
          />
        </>
      }
    >
      {items.map((posting, index) => {
        const match = matchOf(posting);
        return (
          <ResultRow key={posting.id} index={index} active={index === activeIndex} onSelect={onSelect}>
            <td className={td}>
              <Link to={`/postings/${posting.id}`} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
                {match.title ? <HighlightedText parts={match.title} /> : posting.title || "Untitled posting"}
              </Link>
              {match.summary ? (
                <p className="mt-0.5 max-w-prose text-xs text-slate-700 dark:text-slate-300">
                  <HighlightedText parts={match.summary} />
                </p>
              ) : null}
              {posting.pinned || posting.shortId ? (
                <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  {posting.pinned ? (
                    <Badge tone="blue">
                      <PinIcon />
                      Pinned
                    </Badge>
                  ) : null}
                  {posting.shortId ? <span>{match.shortId ? <HighlightedText parts={match.shortId} /> : posting.shortId}</span> : null}
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
          </ResultRow>
        );
      })}
    </ResultsTable>
  );
}
