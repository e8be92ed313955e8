// Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so that no time zone shifts a day, and
// the ways CVs, passports and certificates print them.

// "Today" for generated careers and validity dates: fixed, so the output never depends on the clock.
export const DEFAULT_REFERENCE_DATE = "2026-03-01";

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

// Adding months keeps the day where it exists and falls back to the month's last day (31 Jan + 1 month
// is 28/29 Feb), as certificate validity is counted.
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = parts(iso);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIso(target);
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

export function parts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split("-").map(Number);
  return [year!, month!, day!];
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export type DayStyle = "dd.mm.yyyy" | "dd/mm/yyyy" | "mm/dd/yyyy" | "yyyy-mm-dd" | "dd-Mon-yyyy" | "dd MON yyyy";

export function formatDay(iso: string, style: DayStyle): string {
  const [year, month, day] = parts(iso);
  const shortMonth = MONTH_NAMES[month - 1]!.slice(0, 3);
  switch (style) {
    case "dd.mm.yyyy":
      return `${pad(day)}.${pad(month)}.${year}`;
    case "dd/mm/yyyy":
      return `${pad(day)}/${pad(month)}/${year}`;
    case "mm/dd/yyyy":
      return `${pad(month)}/${pad(day)}/${year}`;
    case "yyyy-mm-dd":
      return iso;
    case "dd-Mon-yyyy":
      return `${pad(day)}-${shortMonth}-${year}`;
    case "dd MON yyyy":
      return `${pad(day)} ${shortMonth.toUpperCase()} ${year}`;
  }
}

// Which component comes first in a style, for the truth of an ambiguous-looking date (03/04/2019).
export function dateOrderOf(style: DayStyle): "dmy" | "mdy" | "ymd" {
  if (style === "mm/dd/yyyy") return "mdy";
  if (style === "yyyy-mm-dd") return "ymd";
  return "dmy";
}

export function monthName(iso: string): string {
  return MONTH_NAMES[parts(iso)[1] - 1]!;
}

// 2019-03-12 → "190312", the MRZ form.
export function yymmdd(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${pad(year % 100)}${pad(month)}${pad(day)}`;
}
