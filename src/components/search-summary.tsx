// SearchJobPostings counts exactly up to this many matches, and answers this many for a broader query.
export const postingCountCap = 10_000n;

// "1 posting", "312 postings", "10,000+ postings" (`capped`: more match than `total` counts).
export function searchCount(total: bigint, capped: boolean, one: string, many: string): string {
  const count = total.toLocaleString("en-US");
  if (capped) return `${count}+ ${many}`;
  return total === 1n ? `1 ${one}` : `${count} ${many}`;
}

// A search page's line under its title: how many match, in which order, and whether a newer search is on
// its way (the previous results stay on screen meanwhile).
export function SearchSummary({ count, order, searching }: { count: string; order: string; searching: boolean }) {
  return (
    <>
      <span>{count}</span> · <span>{order}</span>
      {searching ? (
        <span role="status" className="ml-2 text-slate-500 dark:text-slate-400">
          Searching…
        </span>
      ) : null}
    </>
  );
}
