// The pieces that explain a match score at a glance, shared by the posting's matches, the comparison,
// the candidate's matching postings and the candidate page's match panel. Each bar is decoration
// (aria-hidden): the words beside it say the same thing.
import { estimatedMonthsTitle } from "@/src/lib/match-labels.js";

// A month figure, "≈" in front (and a title saying why) when it rests on estimated dates. The flag is the
// match's, for all its figures: none is marked on a zero, which no estimate went into.
export function Months({ value, estimated = false, unit = true }: { value: number; estimated?: boolean; unit?: boolean }) {
  const text = `${value.toLocaleString()}${unit ? (value === 1 ? " month" : " months") : ""}`;
  if (!estimated || value === 0) return <span className="tabular-nums">{text}</span>;
  return (
    <abbr title={estimatedMonthsTitle} className="cursor-help tabular-nums">
      <span aria-hidden="true">≈</span>
      <span className="sr-only">about </span>
      {text}
    </abbr>
  );
}

interface ExperienceBarProps {
  // Weighted months of relevant service (qualifyingExperienceMonths).
  qualifying: number;
  // The posting's required months; undefined when it requires none.
  required: number | undefined;
  estimated?: boolean;
  // The months the bar's full width stands for, when bars side by side share one scale.
  scale?: number;
  className?: string;
}

// Qualifying months against the required months: the fill is the candidate's, the dark tick the
// requirement; green when it is met, amber when short.
export function ExperienceBar({ qualifying, required, estimated = false, scale: sharedScale, className = "" }: ExperienceBarProps) {
  const scale = Math.max(sharedScale ?? 0, required ?? 0, qualifying, 1);
  const met = required === undefined || qualifying >= required;
  return (
    <div className={`min-w-0 ${className}`}>
      <div className="text-xs text-slate-700 dark:text-slate-300">
        <Months value={qualifying} estimated={estimated} unit={required === undefined} />
        {required !== undefined ? (
          <>
            {" of "}
            <span className="tabular-nums">{required.toLocaleString()}</span> months
          </>
        ) : (
          <span className="text-slate-600 dark:text-slate-400"> (none required)</span>
        )}
      </div>
      {required !== undefined ? (
        <div aria-hidden="true" className="relative mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className={`h-2 rounded-full ${met ? "bg-green-600 dark:bg-green-500" : "bg-amber-500 dark:bg-amber-400"}`}
            style={{ width: `${(100 * qualifying) / scale}%` }}
          />
          <div className="absolute -top-0.5 h-3 w-0.5 bg-slate-900 dark:bg-slate-100" style={{ left: `calc(${(100 * required) / scale}% - 1px)` }} />
        </div>
      ) : null}
    </div>
  );
}

interface SplitBarProps {
  // Months in the posting's rank (mainRelevantMonths) and, besides those, in a similar or two-rank
  // entry (similarRelevantMonths).
  main: number;
  similar: number;
  // The months the bar's full width stands for (the larger of these and the requirement).
  scale?: number;
  className?: string;
}

// Months in rank and in similar ranks, one bar: solid for the rank itself, striped for similar.
export function SplitBar({ main, similar, scale, className = "" }: SplitBarProps) {
  const full = Math.max(scale ?? 0, main + similar, 1);
  return (
    <div className={`min-w-0 ${className}`}>
      <div className="text-xs text-slate-700 dark:text-slate-300">
        <span className="tabular-nums">{main.toLocaleString()}</span> in rank · <span className="tabular-nums">{similar.toLocaleString()}</span> similar
      </div>
      <div aria-hidden="true" className="mt-1 flex h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-2 bg-blue-700 dark:bg-blue-400" style={{ width: `${(100 * main) / full}%` }} />
        <div
          className="h-2 bg-blue-300 dark:bg-blue-800"
          style={{
            width: `${(100 * similar) / full}%`,
            backgroundImage: "repeating-linear-gradient(135deg, transparent 0 3px, rgba(255,255,255,0.45) 3px 5px)",
          }}
        />
      </div>
    </div>
  );
}
