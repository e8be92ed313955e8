import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

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
    <time dateTime={date.toISOString()} title={dateOnly ? undefined : fullFormat.format(date)}>
      {(dateOnly ? dateFormat : dateTimeFormat).format(date)}
    </time>
  );
}
