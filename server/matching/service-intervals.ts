// Sea-service records → inclusive day intervals [start, end] (DOMAIN.md §5.4, step 1).
//
// The model's rules: a day-precision date is itself; a month-only date is the 15th; a year-only date is
// 1 July, and a contract whose both ends are the same year-only value is 1 April - 30 September; an open
// end (on board) is the evaluation date; a missing sign-off on a record that is not the latest ends at
// min(sign-on + 6 months, the next record's sign-on - 1 day); end < start drops the record; future dates
// are clamped to the evaluation date; a record over 12 months is kept and marked estimated. Every
// record with an estimated boundary is `estimated`.
//
// Decisions where the model is silent (a recruiter's reading; also in README-decisions.md):
// - Same month-only value at both ends ("10/2021 - 10/2021"): the 8th to the 22nd, half the month
//   centred on the 15th, as the same-year rule takes half the year; the plain rule gives one day.
// - Estimates that would cross although the dates allow a contract ("2021 - 03/2021", "2021-10-20 -
//   2021", a month-only sign-on in the current month): an estimate outside what is still possible
//   moves to the middle of the possible range instead of dropping a real contract. Only a contract that
//   is impossible (sign-on period entirely after the sign-off period) is dropped as a data error.
// - A contract that has not started by the evaluation date (planned) is dropped, not clamped to one day.
// - A sign-off in the future is clamped to the evaluation date without marking the record estimated:
//   the days up to today are as certain as the sign-on.
// - "The latest record" is the one with the latest estimated sign-on; "the next record" the one with the
//   next later sign-on. Records sharing the latest sign-on are all latest. So the result does not depend
//   on the records' order, and a duplicated record is the same interval twice.
// - Over 12 months means the end is after the same day 12 calendar months after the start.
// - An unreadable sign-on drops the record; an unreadable sign-off counts as a missing one.
import { addMonths, dayFromCivil, daysInMonth, parseIsoDate, type CivilDate } from "./calendar-days.js";
import type { DatePrecision, SeaServiceRecordInput } from "./match-input.js";

export interface ServiceInterval {
  start: number;
  end: number;
  estimated: boolean;
  record: SeaServiceRecordInput;
}

// The days a date can mean, and the model's single-day estimate of it.
interface DateRange {
  low: number;
  high: number;
  estimate: number;
  precise: boolean;
}

const CONTRACT_MONTHS_WITHOUT_SIGN_OFF = 6;
const PLAUSIBLE_CONTRACT_MONTHS = 12;

function dateRange(civil: CivilDate, precision: DatePrecision): DateRange {
  const { year, month, day } = civil;
  if (precision === "day") {
    const exact = dayFromCivil(year, month, day);
    return { low: exact, high: exact, estimate: exact, precise: true };
  }
  if (precision === "month") {
    return {
      low: dayFromCivil(year, month, 1),
      high: dayFromCivil(year, month, daysInMonth(year, month)),
      estimate: dayFromCivil(year, month, 15),
      precise: false,
    };
  }
  return { low: dayFromCivil(year, 1, 1), high: dayFromCivil(year, 12, 31), estimate: dayFromCivil(year, 7, 1), precise: false };
}

interface ParsedRecord {
  record: SeaServiceRecordInput;
  signOn: DateRange;
  // Undefined while on board or when the sign-off is missing.
  signOff: DateRange | undefined;
}

function parseRecord(record: SeaServiceRecordInput): ParsedRecord | undefined {
  const signOnDate = parseIsoDate(record.signOn);
  if (!signOnDate) return undefined;
  const signOn = dateRange(signOnDate, record.signOnPrecision);
  if (record.signOff === null) return { record, signOn, signOff: undefined };
  const signOffDate = parseIsoDate(record.signOff);
  if (!signOffDate) return { record, signOn, signOff: undefined };
  const signOff = dateRange(signOffDate, record.signOffPrecision);
  const samePeriod = record.signOnPrecision === record.signOffPrecision && signOn.low === signOff.low;
  if (samePeriod && record.signOnPrecision === "year") {
    // Both ends the same year only: assume a 6-month contract in the middle of it.
    signOn.estimate = dayFromCivil(signOnDate.year, 4, 1);
    signOff.estimate = dayFromCivil(signOnDate.year, 9, 30);
  } else if (samePeriod && record.signOnPrecision === "month") {
    signOn.estimate = dayFromCivil(signOnDate.year, signOnDate.month, 8);
    signOff.estimate = dayFromCivil(signOnDate.year, signOnDate.month, 22);
  }
  return { record, signOn, signOff };
}

function middle(low: number, high: number): number {
  return Math.floor((low + high) / 2);
}

function pick(estimate: number, low: number, high: number): number {
  return estimate >= low && estimate <= high ? estimate : middle(low, high);
}

// The sign-on of the next record after `start`, or undefined when no record starts later.
function nextSignOn(sortedStarts: readonly number[], start: number): number | undefined {
  for (const candidate of sortedStarts) if (candidate > start) return candidate;
  return undefined;
}

export interface ServiceTimeline {
  intervals: ServiceInterval[];
  // The first evaluation day from which the intervals are these for every later day too: the latest day
  // a contract can end on, clamping aside. +Infinity while the latest contract is open (it ends on the
  // evaluation day, whatever that is); -Infinity without records.
  unchangedFrom: number;
}

export function serviceIntervals(records: readonly SeaServiceRecordInput[], evaluationDay: number): ServiceTimeline {
  const parsed: ParsedRecord[] = [];
  for (const record of records) {
    const entry = parseRecord(record);
    if (entry) parsed.push(entry);
  }
  const sortedStarts = parsed.map((entry) => entry.signOn.estimate).sort((a, b) => a - b);
  const intervals: ServiceInterval[] = [];
  let unchangedFrom = Number.NEGATIVE_INFINITY;
  for (const { record, signOn, signOff } of parsed) {
    let estimated = !signOn.precise;
    let endLow: number;
    let endHigh: number;
    let endEstimate: number;
    // On board: the contract ends on the evaluation day, whichever that is.
    let endsToday = false;
    if (signOff) {
      estimated ||= !signOff.precise;
      endLow = signOff.low;
      endHigh = signOff.high;
      endEstimate = signOff.estimate;
    } else {
      estimated = true;
      const next = nextSignOn(sortedStarts, signOn.estimate);
      endsToday = next === undefined;
      endEstimate = next === undefined ? evaluationDay : Math.min(addMonths(signOn.estimate, CONTRACT_MONTHS_WITHOUT_SIGN_OFF), next - 1);
      endLow = endEstimate;
      endHigh = endEstimate;
    }
    // Below, the evaluation day only clamps the end: from endHigh on it no longer does.
    unchangedFrom = Math.max(unchangedFrom, endsToday ? Number.POSITIVE_INFINITY : endHigh);
    endLow = Math.min(endLow, evaluationDay);
    endHigh = Math.min(endHigh, evaluationDay);
    // Impossible (sign-on after sign-off) or not started yet: no sea time.
    if (signOn.low > endHigh) continue;
    const start = pick(signOn.estimate, signOn.low, Math.min(signOn.high, endHigh));
    const end = pick(endEstimate, Math.max(endLow, start), endHigh);
    if (end > addMonths(start, PLAUSIBLE_CONTRACT_MONTHS)) estimated = true;
    intervals.push({ start, end, estimated, record });
  }
  return { intervals, unchangedFrom };
}
