import { dayNumber } from "./calendar-day.js";

export interface SeaServiceDates {
  signOn: string;
  signOnPrecision: string;
  // "" while on board.
  signOff: string;
  signOffPrecision: string;
}

export interface DayInterval {
  // Inclusive day numbers.
  start: number;
  end: number;
  // A boundary was estimated from a month or a year, or a missing sign-off was bounded.
  estimated: boolean;
}

// A date the CV gave only to the month or the year stands for the middle of it (DOMAIN.md §5.4): the
// 15th of the month, or 1 July.
function boundary(date: string, precision: string): { day: number; estimated: boolean } {
  if (precision === "month") return { day: dayNumber(`${date.slice(0, 7)}-15`), estimated: true };
  if (precision === "year") return { day: dayNumber(`${date.slice(0, 4)}-07-01`), estimated: true };
  return { day: dayNumber(date), estimated: false };
}

function addMonths(day: number, months: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()) / 86_400_000;
}

// The days one record covers, or undefined for a record that covers none (no sign-on, sign-off before
// sign-on, or not begun by today). `nextSignOn` is the day the following record starts, if any: an
// open end on an earlier record is a missing sign-off, not a contract running until today.
export function serviceInterval(record: SeaServiceDates, today: string, nextSignOn?: number): DayInterval | undefined {
  if (!record.signOn) return undefined;
  const todayDay = dayNumber(today);
  const start = boundary(record.signOn, record.signOnPrecision);
  let interval: DayInterval;
  if (record.signOnPrecision === "year" && record.signOffPrecision === "year" && record.signOff.slice(0, 4) === record.signOn.slice(0, 4)) {
    // "2022 – 2022": a six-month contract in the middle of the year.
    const year = record.signOn.slice(0, 4);
    interval = { start: dayNumber(`${year}-04-01`), end: dayNumber(`${year}-09-30`), estimated: true };
  } else if (record.signOff) {
    const end = boundary(record.signOff, record.signOffPrecision);
    interval = { start: start.day, end: end.day, estimated: start.estimated || end.estimated };
  } else if (nextSignOn === undefined) {
    // On board: the contract runs until today.
    interval = { start: start.day, end: todayDay, estimated: start.estimated };
  } else {
    // Six calendar months (to the day before the same date, as the MCA counts a month), never into the next contract.
    interval = { start: start.day, end: Math.min(addMonths(start.day, 6) - 1, nextSignOn - 1), estimated: true };
  }
  interval.end = Math.min(interval.end, todayDay);
  return interval.end >= interval.start ? interval : undefined;
}

export interface SeaTime {
  days: number;
  // 30-day months (MCA/USCG) and the years and months they make.
  months: number;
  years: number;
  remainingMonths: number;
  // Some counted day comes from an estimated boundary: the figure is approximate.
  estimated: boolean;
}

// Total sea time: the union of the days the records cover, so overlapping contracts (double bookings,
// relief handovers, a same-day sign-off and sign-on) count each day once. Whole months only, rounded
// down: a recruiter reading "5 years" must be able to rely on at least that much.
export function totalSeaTime(records: SeaServiceDates[], today: string): SeaTime {
  const starts = records.filter((record) => record.signOn).map((record) => boundary(record.signOn, record.signOnPrecision).day);
  const intervals: DayInterval[] = [];
  for (const record of records) {
    if (!record.signOn) continue;
    const own = boundary(record.signOn, record.signOnPrecision).day;
    const later = starts.filter((start) => start > own);
    const interval = serviceInterval(record, today, later.length > 0 ? Math.min(...later) : undefined);
    if (interval) intervals.push(interval);
  }
  intervals.sort((a, b) => a.start - b.start);
  let days = 0;
  let estimated = false;
  let coveredUntil = -Infinity;
  for (const interval of intervals) {
    const from = Math.max(interval.start, coveredUntil + 1);
    if (interval.end >= from) {
      days += interval.end - from + 1;
      estimated ||= interval.estimated;
      coveredUntil = interval.end;
    }
  }
  const months = Math.floor(days / 30);
  return { days, months, years: Math.floor(months / 12), remainingMonths: months % 12, estimated };
}

export function seaTimeText({ days, years, remainingMonths }: SeaTime): string {
  if (days === 0) return "None";
  if (years === 0 && remainingMonths === 0) return "Under a month";
  const parts = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (remainingMonths > 0) parts.push(`${remainingMonths} month${remainingMonths === 1 ? "" : "s"}`);
  return parts.join(" ");
}
