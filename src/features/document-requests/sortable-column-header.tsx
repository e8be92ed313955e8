import type { ReactNode } from "react";
import type { SortDirection } from "./document-requests-params.js";

interface Props {
  label: string;
  // This column's direction when the list is sorted by it; undefined when it is sorted by another.
  direction: SortDirection | undefined;
  onSort: () => void;
  className?: string;
}

const arrow: Record<SortDirection, ReactNode> = { asc: "▲", desc: "▼" };

// A column header that sorts the list by its column: the button's name is the column's, the header's
// aria-sort says the current order, and an arrow shows it.
export function SortableColumnHeader({ label, direction, onSort, className = "" }: Props) {
  return (
    <div role="columnheader" aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex items-center gap-1 rounded text-left uppercase tracking-wide lg:whitespace-nowrap hover:text-slate-900 dark:hover:text-slate-100 ${direction ? "text-slate-900 dark:text-slate-100" : ""}`}
      >
        {label}
        <span aria-hidden="true" className={`text-[0.6rem] ${direction ? "" : "opacity-40"}`}>
          {direction ? arrow[direction] : "▲▼"}
        </span>
      </button>
    </div>
  );
}
