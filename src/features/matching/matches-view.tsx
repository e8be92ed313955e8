import { useCallback, useEffect, useMemo, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useFocusRow } from "@/src/keyboard/use-focus-row.js";
import { useKeyShortcuts } from "@/src/keyboard/use-key-shortcuts.js";
import { useListNavigation } from "@/src/keyboard/use-list-navigation.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useJobPostingMatches } from "./api/use-job-posting-matches.js";
import { parseMatchBreakdown } from "@/src/lib/match-breakdown.js";
import { ComputedAgo } from "./match-facts.js";
import { candidateHref, matchColumns, MatchRow } from "./match-row.js";
import { isUnimplemented } from "@/src/lib/connect-errors.js";
import { nextPage, pageCursors, previousPage } from "@/src/lib/cursor-paging.js";
import { useSearchAhead } from "@/src/lib/use-search-ahead.js";
import { matchesSearch, maxCompared, readMatchesView, togglePicked, withFilters, type AppliedFilter, type MatchesView as View } from "./matches-params.js";

export const matchesPageSize = 25;

const buttonClass =
  "rounded border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

// A posting's matched candidates, best first, 25 a page (ListJobPostingMatches), beside its
// applications on the posting page (/postings/:id/matches). Filters, the page and the candidates
// picked for the comparison are in the address (matches-params.ts): a view can be bookmarked, and the
// back button steps back through pages and filters.
export default function MatchesView() {
  const { postingId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { credentials } = useAuth();
  const baseUrl = credentials?.baseUrl ?? "";
  const view = readMatchesView(params);
  const matches = useJobPostingMatches(postingId, view);
  const data = matches.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const breakdowns = useMemo(() => items.map((item) => parseMatchBreakdown(item.breakdown)), [items]);
  const list = useRef<HTMLOListElement>(null);
  const filtered = view.eligibleOnly || view.applied !== "all";

  const ahead = useSearchAhead();
  const go = useCallback(
    // A string, not URLSearchParams: the picked ids' commas stay commas in the address.
    (next: View, replace = false) => ahead.go(matchesSearch(next), replace),
    [ahead],
  );
  const compareHref = `/postings/${postingId}/compare${matchesSearch(view)}`;
  const canCompare = view.picked.length >= 2;

  const handleOpen = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) navigate(candidateHref(item.crewProfileId));
    },
    [items, navigate],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });
  useFocusRow(list, activeIndex, fromKeyboard);

  // From the address as last asked for: a pick right after another starts from it (use-search-ahead.ts).
  const togglePick = useCallback(
    (crewProfileId: string) => go(togglePicked(readMatchesView(new URLSearchParams(ahead.latest())), crewProfileId), true),
    [go, ahead],
  );
  const { nextCursor, previousCursor } = pageCursors(data?.paging, matches.isPlaceholderData);
  // A new page starts at its top: the heading comes back into view when it had scrolled away.
  const turnPage = (next: View) => {
    go(next);
    const heading = document.getElementById("matches-heading");
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView?.({ block: "start" });
  };
  const goNext = () => {
    if (nextCursor) turnPage(nextPage(view, nextCursor));
  };
  const goPrevious = () => {
    if (previousCursor) turnPage(previousPage(view, previousCursor));
  };

  useKeyShortcuts({
    x: () => {
      const item = items[activeIndex];
      if (item) togglePick(item.crewProfileId);
    },
    c: () => {
      if (canCompare) navigate(compareHref);
    },
    "]": goNext,
    "[": goPrevious,
  });

  // While the bar of picked candidates sticks to the window's bottom, whatever the keyboard scrolls into
  // view stops above it.
  const trayShown = view.picked.length > 0;
  useEffect(() => {
    if (!trayShown) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = "4.5rem";
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, [trayShown]);

  const first = (view.page - 1) * matchesPageSize + 1;
  const total = data ? Number(data.totalCount) : 0;

  return (
    <section aria-labelledby="matches-heading">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="matches-heading" className="text-base font-semibold">
            Matches{data ? ` (${total.toLocaleString()})` : ""}
          </h2>
          {data?.computedAt ? (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              Best first, <ComputedAgo value={data.computedAt} />
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={view.eligibleOnly}
              onChange={(event) => go(withFilters(view, { eligibleOnly: event.target.checked }))}
              className="h-4 w-4 accent-blue-700"
            />
            Eligible only
          </label>
          <label htmlFor="applied-filter" className="text-sm">
            Show
          </label>
          <select
            id="applied-filter"
            value={view.applied}
            onChange={(event) => go(withFilters(view, { applied: event.target.value as AppliedFilter }))}
            className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="all">Applied or not</option>
            <option value="yes">Applied to this posting</option>
            <option value="no">Not applied</option>
          </select>
        </div>
      </div>
      {data?.recomputePending ? (
        <p
          role="status"
          className="mb-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
        >
          The matches are being recomputed: this list will change soon, and updates by itself.
        </p>
      ) : null}

      {matches.isError ? (
        isUnimplemented(matches.error) ? (
          <EmptyState>The service does not compute matches yet.</EmptyState>
        ) : (
          <ErrorPanel error={matches.error} what="Could not load the matches" onRetry={() => void matches.refetch()} />
        )
      ) : matches.isPending ? (
        <SkeletonRows rows={8} rowClassName="h-16" label="Loading matches" />
      ) : items.length === 0 ? (
        <EmptyState>
          {!data?.computedAt ? (
            "No matches yet: they have not been computed for this posting."
          ) : filtered ? (
            <>
              No matches under these filters.{" "}
              <button
                type="button"
                onClick={() => go(withFilters(view, { eligibleOnly: false, applied: "all" }))}
                className="text-blue-800 underline dark:text-blue-300"
              >
                Show every match
              </button>
            </>
          ) : (
            "No candidate matches this posting."
          )}
        </EmptyState>
      ) : (
        <div className="rounded-lg border border-slate-200 dark:border-slate-800">
          <div
            aria-hidden="true"
            className={`hidden lg:grid ${matchColumns} items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400`}
          >
            <span />
            <span>Score</span>
            <span>Candidate</span>
            <span>Fit</span>
            <span>Experience</span>
            <span>Months on the type</span>
            <span>Certificates</span>
            <span>Hard checks</span>
          </div>
          <ol
            ref={list}
            aria-label="Matches"
            aria-busy={matches.isPlaceholderData}
            className={matches.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
          >
            {items.map((item, index) => (
              <MatchRow
                key={item.id || item.crewProfileId}
                item={item}
                breakdown={breakdowns[index]!}
                index={index}
                active={index === activeIndex}
                picked={view.picked.includes(item.crewProfileId.toLowerCase())}
                pickFull={view.picked.length >= maxCompared}
                baseUrl={baseUrl}
                onTogglePick={togglePick}
                onActivate={setActiveIndex}
              />
            ))}
          </ol>
        </div>
      )}

      {items.length > 0 || previousCursor ? (
        <nav aria-label="Pages of matches" className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="tabular-nums">
              {/* The rows of the page before stay on screen, dimmed, until this one comes: the range waits too. */}
              {matches.isPlaceholderData
                ? "Loading…"
                : items.length > 0
                  ? `${first.toLocaleString()}–${(first + items.length - 1).toLocaleString()} of ${total.toLocaleString()}`
                  : ""}
            </span>
            <span className="ml-3 hidden text-xs text-slate-600 md:inline dark:text-slate-400">
              Keys: <kbd>j</kbd> <kbd>k</kbd> move, <kbd>Enter</kbd> opens, <kbd>x</kbd> picks, <kbd>c</kbd> compares, <kbd>[</kbd> <kbd>]</kbd> pages
            </span>
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={goPrevious} disabled={!previousCursor} aria-keyshortcuts="[" className={buttonClass}>
              ← Previous
            </button>
            <button type="button" onClick={goNext} disabled={!nextCursor} aria-keyshortcuts="]" className={buttonClass}>
              Next →
            </button>
          </div>
        </nav>
      ) : null}

      {view.picked.length > 0 ? (
        <div className="sticky bottom-0 mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blue-300 bg-blue-50 px-3 py-2 text-sm shadow-sm dark:border-blue-800 dark:bg-blue-950">
          <p role="status">
            {view.picked.length} of {maxCompared} picked for comparison
            {canCompare ? "" : ": pick at least two"}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={() => go({ ...view, picked: [] }, true)} className={buttonClass}>
              Clear
            </button>
            {canCompare ? (
              <Link
                to={compareHref}
                aria-keyshortcuts="c"
                className="rounded bg-blue-700 px-3 py-1 font-medium text-white hover:bg-blue-800 dark:bg-blue-300 dark:text-slate-950 dark:hover:bg-blue-200"
              >
                Compare {view.picked.length}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
