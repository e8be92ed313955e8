import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { dateFormat, dateTimeFormat } from "@/src/lib/intl.js";

// The full form (weekday, seconds, time zone name) is only a tooltip. Building this formatter loads
// the time zone names, tens of milliseconds the first page would otherwise spend before it shows:
// it is made on the first hover instead.
let fullFormat: Intl.DateTimeFormat | undefined;

function showFullDate(event: { currentTarget: HTMLElement }) {
  const element = event.currentTarget;
  if (element.title !== "") return;
  fullFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });
  element.title = fullFormat.format(new Date(element.getAttribute("datetime") ?? ""));
}

interface DateTimeProps {
  value: Timestamp | undefined;
  // A calendar date (a date of birth): shown without a time and without shifting the day.
  dateOnly?: boolean;
  empty?: string;
}

// Dates in the recruiter's locale and time zone.
export function DateTime({ value, dateOnly = false, empty = "—" }: DateTimeProps) {
  if (!value) return <span className="text-slate-500 dark:text-slate-400">{empty}</span>;
  const date = timestampDate(value);
  return (
    <time dateTime={date.toISOString()} onPointerEnter={dateOnly ? undefined : showFullDate}>
      {(dateOnly ? dateFormat() : dateTimeFormat()).format(date)}
    </time>
  );
}
