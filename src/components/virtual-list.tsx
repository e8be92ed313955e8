import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  // Accessible name of the list.
  label: string;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  overscan?: number;
  // Index the keyboard moved to; the list scrolls it into view and focuses its first link.
  activeIndex?: number;
  focusActive?: boolean;
  onEndReached?: () => void;
  className?: string;
  // "table": the rows of an enclosing role="table" whose header row comes first. The scroll box is then
  // a rowgroup of rows, each with its aria-rowindex (only the rows in view are in the DOM).
  semantics?: "list" | "table";
}

const fallbackViewport = 640;
// The scroll box ends this far above the window's bottom edge (the page's bottom padding), and is never
// shorter than minBoxHeight: on a window too short for that, the page scrolls as well.
const bottomGap = 24;
const minBoxHeight = 320;

interface RowProps {
  item: unknown;
  index: number;
  count: number;
  rowHeight: number;
  renderRow: (item: never, index: number) => ReactNode;
  asTableRow: boolean;
}

// A row renders again only when its item, its place or the parent's renderRow change: scrolling
// renders the rows that come into view, not every row in view.
const Row = memo(function Row({ item, index, count, rowHeight, renderRow, asTableRow }: RowProps) {
  if (asTableRow) {
    return (
      <div role="row" aria-rowindex={index + 2} data-row-index={index} className="absolute inset-x-0" style={{ top: index * rowHeight, height: rowHeight }}>
        {renderRow(item as never, index)}
      </div>
    );
  }
  return (
    <li
      data-row-index={index}
      aria-setsize={count}
      aria-posinset={index + 1}
      className="absolute inset-x-0"
      style={{ top: index * rowHeight, height: rowHeight }}
    >
      {renderRow(item as never, index)}
    </li>
  );
});

// A small windowing list: only the rows in view (plus a margin) are in the DOM, so a list of a
// thousand applications stays a few hundred nodes.
export function VirtualList<T>({
  items,
  rowHeight,
  label,
  renderRow,
  getKey,
  overscan = 6,
  activeIndex = -1,
  focusActive = false,
  onEndReached,
  className = "",
  semantics = "list",
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(fallbackViewport);
  const [maxHeight, setMaxHeight] = useState<number | undefined>();
  const frame = useRef(0);

  // The box fits the window from where it starts on the page: a box reaching below the window would
  // scroll the keyboard's selection out of sight inside it. What lies above it (a posting's details, a
  // filter bar that wraps) changes the page's height, so the page's size is watched too.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(minBoxHeight, Math.floor(window.innerHeight - top - bottomGap));
      setMaxHeight((previous) => (previous === next ? previous : next));
    };
    fit();
    window.addEventListener("resize", fit);
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(fit);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", fit);
      observer?.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || fallbackViewport);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The scroll position in whole rows: scrolling within a row changes nothing that is rendered, so
  // it renders nothing.
  const handleScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(Math.floor((scroller.current?.scrollTop ?? 0) / rowHeight) * rowHeight));
  }, [rowHeight]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  // +1: scrollTop is rounded down to a whole row.
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeight) + 1 + overscan);

  useEffect(() => {
    if (onEndReached && items.length > 0 && last >= items.length - overscan) onEndReached();
  }, [last, items.length, overscan, onEndReached]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || activeIndex < 0 || activeIndex >= items.length) return;
    const top = activeIndex * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + viewport) element.scrollTop = top + rowHeight - viewport;
    setScrollTop(Math.floor(element.scrollTop / rowHeight) * rowHeight);
    if (!focusActive) return;
    // The row is in view inside the box now; the page scrolls too when the box itself is partly out of
    // the window (a short window, or a page scrolled by hand). The root's scroll-padding keeps the row
    // clear of the sticky header.
    const reveal = () => {
      const row = element.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"]`);
      row?.scrollIntoView?.({ block: "nearest" });
      row?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
    };
    reveal();
    const id = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(id);
  }, [activeIndex, focusActive, rowHeight, viewport, items.length]);

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    rows.push(
      <Row
        key={getKey(item, index)}
        item={item}
        index={index}
        count={items.length}
        rowHeight={rowHeight}
        renderRow={renderRow as RowProps["renderRow"]}
        asTableRow={semantics === "table"}
      />,
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={handleScroll}
      className={`relative overflow-y-auto ${className}`}
      style={{ height: items.length * rowHeight, maxHeight }}
      tabIndex={-1}
      // The scroll box itself is the table's rowgroup: a focusable box between the table and its rows
      // would break the table's structure.
      role={semantics === "table" ? "rowgroup" : undefined}
      aria-label={semantics === "table" ? label : undefined}
    >
      {semantics === "table" ? (
        <div role="presentation" className="relative" style={{ height: items.length * rowHeight }}>
          {rows}
        </div>
      ) : (
        <ul aria-label={label} className="relative" style={{ height: items.length * rowHeight }}>
          {rows}
        </ul>
      )}
    </div>
  );
}
