import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { PageHeader } from "@/src/components/page-header.js";
import { SearchSummary, searchCount } from "@/src/components/search-summary.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useKeyShortcuts } from "@/src/keyboard/use-key-shortcuts.js";
import { useListNavigation } from "@/src/keyboard/use-list-navigation.js";
import { isMissingRecord, isUnimplemented } from "@/src/lib/connect-errors.js";
import { firstPage, nextPage, pageCursors, previousPage } from "@/src/lib/cursor-paging.js";
import { useAuth } from "@/src/session/auth-context.js";
import { peoplePerPage, useSearchCrewProfiles } from "./api/use-search-crew-profiles.js";
import { PeopleFiltersBar } from "./people-filters.js";
import { PeopleResults, personHref } from "./people-results.js";
import { activeFilterCount, readPeopleSearch, withoutFilters, writePeopleSearch, type PeopleSearch } from "./people-search-params.js";

const countLabel = (answer: { totalFound: bigint; totalFoundCapped: boolean } | undefined) =>
  searchCount(answer?.totalFound ?? 0n, answer?.totalFoundCapped ?? false, "person", "people");

const pagerButton =
  "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";
const linkButton = "text-blue-800 underline dark:text-blue-300";

// The organization's people (/people): found by their words as you type, filtered by rank, vessel type,
// nationality and the certificates they hold, paged by the service's cursors, everything in the address.
export default function PeopleSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { credentials } = useAuth();
  const search = readPeopleSearch(params);
  const answer = useSearchCrewProfiles(search);
  const data = answer.data;
  const items = useMemo(() => data?.items ?? [], [data]);

  const go = useCallback((next: PeopleSearch) => setParams(writePeopleSearch(next)), [setParams]);
  const handleOpen = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) navigate(personHref(item.id));
    },
    [items, navigate],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });

  const { nextCursor, previousCursor } = pageCursors(data?.paging, answer.isPlaceholderData);
  const goNext = () => {
    if (nextCursor) go(nextPage(search, nextCursor));
  };
  const goPrevious = () => {
    if (previousCursor) go(previousPage(search, previousCursor));
  };
  useKeyShortcuts({ "]": goNext, "[": goPrevious });

  const filtered = activeFilterCount(search) > 0;
  const paged = search.after !== "" || search.before !== "";
  const error = answer.error;

  let body;
  if (error && isUnimplemented(error)) {
    body = (
      <EmptyState>
        <span className="block font-medium text-slate-800 dark:text-slate-200">People search is not available yet.</span>
        This service does not search crew profiles yet (it answered “unimplemented”). It will work here once the service is updated.
      </EmptyState>
    );
  } else if (error && paged && isMissingRecord(error)) {
    // A cursor from an old link (invalid_argument): it expires, and belongs to the search it was issued for.
    body = (
      <EmptyState>
        This page of results is no longer available.{" "}
        <button type="button" className={linkButton} onClick={() => go({ ...search, ...firstPage })}>
          Start again from the first page
        </button>
      </EmptyState>
    );
  } else if (error) {
    body = <ErrorPanel error={error} what="Could not search people" onRetry={() => void answer.refetch()} />;
  } else if (answer.isPending) {
    body = <SkeletonRows rows={12} rowClassName="h-14" label="Searching people" />;
  } else if (items.length === 0) {
    body = (
      <EmptyState>
        {search.query
          ? `Nobody matches “${search.query}”${filtered ? " with these filters" : ""}.`
          : filtered
            ? "Nobody matches these filters."
            : "No crew profiles yet."}
        {filtered ? (
          <>
            {" "}
            <button type="button" className={linkButton} onClick={() => go(withoutFilters(search))}>
              Search without the filters
            </button>
          </>
        ) : null}
      </EmptyState>
    );
  } else {
    const first = (search.page - 1) * peoplePerPage + 1;
    body = (
      <div aria-busy={answer.isFetching} className={answer.isPlaceholderData ? "opacity-70" : undefined}>
        <PeopleResults
          items={items}
          certificates={search.certificates}
          baseUrl={credentials?.baseUrl ?? ""}
          activeIndex={activeIndex}
          fromKeyboard={fromKeyboard}
          onSelect={setActiveIndex}
        />
        <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-slate-600 dark:text-slate-400">
            <span className="tabular-nums">
              {answer.isPlaceholderData
                ? "Loading…"
                : `${first.toLocaleString("en-US")}–${(first + items.length - 1).toLocaleString("en-US")} of ${countLabel(data)}`}
            </span>
            <span className="ml-3 hidden text-xs md:inline">
              Keys: <kbd>j</kbd> <kbd>k</kbd> move, <kbd>Enter</kbd> opens, <kbd>[</kbd> <kbd>]</kbd> pages
            </span>
          </p>
          <span className="flex gap-2">
            <button type="button" className={pagerButton} disabled={!previousCursor} aria-keyshortcuts="[" onClick={goPrevious}>
              Previous page
            </button>
            <button type="button" className={pagerButton} disabled={!nextCursor} aria-keyshortcuts="]" onClick={goNext}>
              Next page
            </button>
          </span>
        </nav>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="People">
        {data && !error ? (
          <SearchSummary
            count={countLabel(data)}
            order={search.query ? "Most relevant first" : "Newest first"}
            searching={answer.isFetching && answer.isPlaceholderData}
          />
        ) : (
          "\u00a0"
        )}
      </PageHeader>
      <PeopleFiltersBar search={search} onChange={go} />
      {body}
    </>
  );
}
