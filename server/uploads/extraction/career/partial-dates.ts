// Comparing dates known to different precisions.

import { dayFromIsoDate } from "@/server/matching/calendar-days.js";
import type { PartialDate } from "./document-reading.js";

// Two dates compared at the coarser precision: "12.03.2019" is not after "03/2019".
export function notAfter(first: PartialDate, second: PartialDate): boolean {
  const precisions = [first.precision, second.precision];
  const length = precisions.includes("year") ? 4 : precisions.includes("month") ? 7 : 10;
  return first.date.slice(0, length) <= second.date.slice(0, length);
}

export function daysBetween(from: string, to: string): number {
  return dayFromIsoDate(to) - dayFromIsoDate(from);
}
