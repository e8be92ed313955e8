import type { SeaServiceDates } from "./sea-time.js";

// The record of the current or latest contract: the one signed on last (on board wins a tie).
export function latestService<T extends SeaServiceDates>(records: T[]): T | undefined {
  let latest: T | undefined;
  for (const record of records) {
    if (!record.signOn) continue;
    if (!latest || record.signOn > latest.signOn || (record.signOn === latest.signOn && !record.signOff && latest.signOff)) latest = record;
  }
  return latest;
}
