import { dateFormat, monthFormat } from "@/src/lib/intl.js";

interface Props {
  // YYYY-MM-DD, or "" when unknown.
  value: string;
  // How much of the date the document gave: the day, the month or only the year.
  precision?: string;
  empty?: string;
}

// A calendar date as the document gave it, in the recruiter's locale, never shifted by the time zone.
export function CalendarDate({ value, precision = "day", empty = "—" }: Props) {
  if (!value) return <span className="text-slate-600 dark:text-slate-400">{empty}</span>;
  const date = new Date(`${value}T00:00:00Z`);
  const text = precision === "year" ? value.slice(0, 4) : precision === "month" ? monthFormat().format(date) : dateFormat().format(date);
  return <time dateTime={value}>{text}</time>;
}
