import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { PageHeader } from "@/src/components/page-header.js";
import { SearchSummary, postingCountCap, searchCount } from "@/src/components/search-summary.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useListNavigation } from "@/src/keyboard/use-list-navigation.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { postingsPerPage, useSearchJobPostings } from "./api/use-search-job-postings.js";
import { nextSort, readFilters, writeFilters, type JobPostingFilters, type PostingSortColumn } from "./job-posting-filters-params.js";
import { JobPostingFiltersBar } from "./job-posting-filters.js";
import { JobPostingsTable } from "./job-postings-table.js";
import { postingOrderOf } from "./posting-order.js";

const pagerButton = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";

export default function JobPostingsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const whoAmI = useWhoAmI();
  const organizationId = useOrganizationId();
  const search = useSearchJobPostings(organizationId, filters);
  const items = useMemo(() => search.data?.items ?? [], [search.data]);

  const handleChange = useCallback((next: JobPostingFilters) => setParams(writeFilters(next)), [setParams]);
  // A new order starts again at its first page.
  const handleSort = (column: PostingSortColumn) => handleChange({ ...filters, ...nextSort(filters, column), page: 1 });
  const handleOpen = useCallback(
    (index: number) => {
      const posting = items[index];
      if (posting) navigate(`/postings/${posting.id}`);
    },
    [items, navigate],
  );
  const { activeIndex, setActiveIndex, fromKeyboard } = useListNavigation({ count: items.length, onOpen: handleOpen });

  const totalPages = Number(search.data?.totalPages ?? 0n);
  // WhoAmI's failure matters here only while it is what the search waits for.
  const error = search.error ?? (organizationId ? null : whoAmI.error);

  return (
    <>
      <PageHeader title="Job postings">
        {search.data ? (
          <SearchSummary
            count={searchCount(search.data.totalFound, search.data.totalFound >= postingCountCap, "posting", "postings")}
            order={filters.query && !filters.sort ? "Most relevant first" : postingOrderOf(filters).label}
            searching={search.isFetching && search.isPlaceholderData}
          />
        ) : (
          "\u00a0"
        )}
      </PageHeader>
      <JobPostingFiltersBar filters={filters} onChange={handleChange} />
      {error ? (
        <ErrorPanel error={error} what="Could not load job postings" onRetry={() => void (search.error ? search.refetch() : whoAmI.refetch())} />
      ) : search.isPending ? (
        <SkeletonRows rows={12} rowClassName="h-12" label="Loading job postings" />
      ) : items.length === 0 ? (
        <EmptyState>{filters.query ? `No job postings match “${filters.query}” with these filters.` : "No job postings match these filters."}</EmptyState>
      ) : (
        <div aria-busy={search.isFetching} className={search.isPlaceholderData ? "opacity-70" : undefined}>
          <JobPostingsTable items={items} activeIndex={activeIndex} fromKeyboard={fromKeyboard} onSelect={setActiveIndex} sort={filters} onSort={handleSort} />
          <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm">
            <span className="text-slate-600 dark:text-slate-400">
              {shownRange(filters.page, items.length, search.data?.totalFound ?? 0n)} · Page {filters.page} of {Math.max(1, totalPages)}
            </span>
            <span className="flex gap-2">
              <button type="button" className={pagerButton} disabled={filters.page <= 1} onClick={() => handleChange({ ...filters, page: filters.page - 1 })}>
                Previous page
              </button>
              <button
                type="button"
                className={pagerButton}
                disabled={filters.page >= totalPages}
                onClick={() => handleChange({ ...filters, page: filters.page + 1 })}
              >
                Next page
              </button>
            </span>
          </nav>
        </div>
      )}
    </>
  );
}

function shownRange(page: number, shown: number, total: bigint): string {
  const first = (page - 1) * postingsPerPage + 1;
  return `${first.toLocaleString("en-US")}–${(first + shown - 1).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;
}
