import { useRef, type ReactNode } from "react";
import { useFocusRow } from "@/src/keyboard/use-focus-row.js";

// Cells of a search page's results table.
export const resultTh = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
export const resultTd = "px-3 py-2 align-top";
// Below the lg breakpoint (tablets) these columns give way, so the table fits without scrolling sideways.
export const wideOnly = "hidden lg:table-cell";

interface ResultsTableProps {
  caption: string;
  // The header row's cells.
  head: ReactNode;
  // The row the keyboard selected (j/k): its first link takes the focus.
  activeIndex: number;
  fromKeyboard: boolean;
  children: ReactNode;
}

// A search page's results: one row a result, each opened by its first link (useListNavigation's Enter).
export function ResultsTable({ caption, head, activeIndex, fromKeyboard, children }: ResultsTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  useFocusRow(body, activeIndex, fromKeyboard);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full lg:min-w-[56rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>{head}</tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
      </table>
    </div>
  );
}

interface ResultRowProps {
  index: number;
  active: boolean;
  onSelect: (index: number) => void;
  children: ReactNode;
}

export function ResultRow({ index, active, onSelect, children }: ResultRowProps) {
  return (
    <tr
      data-row-index={index}
      aria-selected={active}
      onFocus={() => onSelect(index)}
      className={`border-t border-slate-100 dark:border-slate-800 ${active ? "bg-blue-50 dark:bg-blue-950" : "hover:bg-slate-50 dark:hover:bg-slate-900"}`}
    >
      {children}
    </tr>
  );
}
