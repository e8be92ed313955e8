import { LineIcon } from "./line-icon.js";

export type SortDirection = "asc" | "desc";

// Down for descending, up for ascending; both, faint, on a column the list is not sorted by.
export function SortArrow({ direction }: { direction: SortDirection | undefined }) {
  if (!direction) {
    return (
      <LineIcon className="shrink-0 opacity-40">
        <path d="M4 4.5l2-2.5 2 2.5M4 7.5l2 2.5 2-2.5" />
      </LineIcon>
    );
  }
  return <LineIcon>{direction === "desc" ? <path d="M6 2v8M3 7l3 3 3-3" /> : <path d="M6 10V2M3 5l3-3 3 3" />}</LineIcon>;
}

interface Props {
  label: string;
  // This column's direction when the list is sorted by it; undefined when it is sorted by another.
  direction: SortDirection | undefined;
  onSort: () => void;
  // A table's <th>, or a column header of a grid made of divs (role="columnheader").
  as?: "th" | "div";
  className?: string;
}

// A column header that sorts the list by its column: the button's name is the column's, the header's
// aria-sort says the current order, and an arrow shows it. One for every sortable list.
export function SortableColumnHeader({ label, direction, onSort, as = "div", className = "" }: Props) {
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined;
  const button = (
    <button
      type="button"
      onClick={onSort}
      className={`inline-flex items-center gap-1 rounded text-left uppercase tracking-wide lg:whitespace-nowrap hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-slate-100 ${direction ? "text-slate-900 dark:text-slate-100" : ""}`}
    >
      {label}
      <SortArrow direction={direction} />
    </button>
  );
  return as === "th" ? (
    <th scope="col" aria-sort={ariaSort} className={className}>
      {button}
    </th>
  ) : (
    <div role="columnheader" aria-sort={ariaSort} className={className}>
      {button}
    </div>
  );
}
