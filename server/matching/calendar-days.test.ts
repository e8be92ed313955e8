import { describe, expect, it } from "vitest";
import { addMonths, dayFromIsoDate, daysInMonth, isoDateFromDay, parseIsoDate } from "./calendar-days.js";

describe("calendar days", () => {
  it("reads real calendar dates, leap days included", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate("1986-12-31")).toEqual({ year: 1986, month: 12, day: 31 });
    expect(isoDateFromDay(dayFromIsoDate("2026-11-27"))).toBe("2026-11-27");
  });

  it("rejects what is not a real YYYY-MM-DD date", () => {
    for (const text of [
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1a-01",
      "20260101",
      "2026-01-01T00:00",
      "2026/01/01",
      " 2026-01-1",
      "",
    ]) {
      expect(parseIsoDate(text), text).toBeUndefined();
      expect(dayFromIsoDate(text), text).toBeNaN();
    }
  });

  it("counts the days of every month", () => {
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    }
  });

  it("adds months on the same day, or the month's last when it is shorter", () => {
    expect(isoDateFromDay(addMonths(dayFromIsoDate("2026-01-31"), 1))).toBe("2026-02-28");
    expect(isoDateFromDay(addMonths(dayFromIsoDate("2024-01-31"), 1))).toBe("2024-02-29");
    expect(isoDateFromDay(addMonths(dayFromIsoDate("2026-03-15"), -14))).toBe("2025-01-15");
  });
});
