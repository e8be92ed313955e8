import type { ReactNode } from "react";

const tones = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}
