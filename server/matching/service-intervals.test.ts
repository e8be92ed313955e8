// DOMAIN.md §5.4 step 1 and the date edge cases of §5.8: how a CV's dates become days at sea.
import { describe, expect, it } from "vitest";
import { dayFromIsoDate, isoDateFromDay } from "./calendar-days.js";
import { record } from "./match-test-builders.js";
import type { SeaServiceRecordInput } from "./match-input.js";
import { randomCandidate, SeededRandom } from "./random-population.js";
import { serviceIntervals } from "./service-intervals.js";

const today = "2025-01-15";

function intervals(records: SeaServiceRecordInput[], evaluationDate = today) {
  return serviceIntervals(records, dayFromIsoDate(evaluationDate)).intervals.map((interval) => ({
    start: isoDateFromDay(interval.start),
    end: isoDateFromDay(interval.end),
    estimated: interval.estimated,
  }));
}

describe("contract dates", () => {
  it("takes day-precision dates as they are, both ends included, not estimated", () => {
    expect(intervals([record("able_seaman", "tug", "2024-02-01", "2024-02-29")])).toEqual([{ start: "2024-02-01", end: "2024-02-29", estimated: false }]);
  });

  it("reads a month-only date as the 15th and marks the contract estimated", () => {
    expect(intervals([record("able_seaman", "tug", "2019-10-01", "2020-05-01", "month")])).toEqual([
      { start: "2019-10-15", end: "2020-05-15", estimated: true },
    ]);
  });

  it("reads a year-only date as 1 July", () => {
    expect(intervals([record("able_seaman", "tug", "2019-01-01", "2021-01-01", "year")])).toEqual([
      { start: "2019-07-01", end: "2021-07-01", estimated: true },
    ]);
  });

  it("assumes a 6-month contract, 1 April to 30 September, when both ends are the same year only", () => {
    expect(intervals([record("able_seaman", "tug", "2022-01-01", "2022-01-01", "year")])).toEqual([
      { start: "2022-04-01", end: "2022-09-30", estimated: true },
    ]);
  });

  it("assumes half a month, the 8th to the 22nd, when both ends are the same month only", () => {
    expect(intervals([record("able_seaman", "tug", "2021-10-01", "2021-10-01", "month")])).toEqual([
      { start: "2021-10-08", end: "2021-10-22", estimated: true },
    ]);
  });

  it("keeps a contract whose estimates cross inside the dates it allows, moving the estimate to the middle", () => {
    // Signed on some time in 2021, off on 10 March 2021: on board from the middle of 1 Jan - 10 Mar.
    expect(intervals([record("able_seaman", "tug", "2021-01-01", "2021-03-10", { signOn: "year", signOff: "day" })])).toEqual([
      { start: "2021-02-04", end: "2021-03-10", estimated: true },
    ]);
    // On 20 October 2021, off some time in 2021: off in the middle of 20 Oct - 31 Dec.
    expect(intervals([record("able_seaman", "tug", "2021-10-20", "2021-01-01", { signOn: "day", signOff: "year" })])).toEqual([
      { start: "2021-10-20", end: "2021-11-25", estimated: true },
    ]);
  });

  it("drops a record that ends before it starts (a data error, not a failure)", () => {
    expect(intervals([record("able_seaman", "tug", "2021-05-01", "2021-04-30")])).toEqual([]);
    expect(intervals([record("able_seaman", "tug", "2021-05-01", "2021-04-01", "month")])).toEqual([]);
  });

  it("drops a record whose date cannot be read", () => {
    expect(intervals([record("able_seaman", "tug", "2021-02-30", "2021-04-30")])).toEqual([]);
  });

  it("counts a same-day sign-on and sign-off as one day", () => {
    expect(intervals([record("able_seaman", "tug", "2024-06-01", "2024-06-01")])).toEqual([{ start: "2024-06-01", end: "2024-06-01", estimated: false }]);
  });
});

describe("open and missing sign-offs", () => {
  it("ends a contract on board (no sign-off, latest record) on the evaluation date, estimated", () => {
    expect(intervals([record("able_seaman", "tug", "2024-04-01", "2024-10-30"), record("able_seaman", "tug", "2024-12-01", null)])).toContainEqual({
      start: "2024-12-01",
      end: today,
      estimated: true,
    });
  });

  it("ends a missing sign-off on an earlier record 6 months after sign-on", () => {
    expect(intervals([record("able_seaman", "tug", "2020-01-10", null), record("able_seaman", "tug", "2023-01-01", "2023-06-01")])).toContainEqual({
      start: "2020-01-10",
      end: "2020-07-10",
      estimated: true,
    });
  });

  it("ends a missing sign-off on an earlier record the day before the next sign-on when that comes sooner", () => {
    expect(intervals([record("able_seaman", "tug", "2020-01-10", null), record("able_seaman", "tug", "2020-03-01", "2020-06-01")])).toContainEqual({
      start: "2020-01-10",
      end: "2020-02-29",
      estimated: true,
    });
  });

  it("treats every record sharing the latest sign-on as on board", () => {
    const onBoard = record("able_seaman", "tug", "2024-12-01", null);
    expect(intervals([onBoard, onBoard])).toEqual([
      { start: "2024-12-01", end: today, estimated: true },
      { start: "2024-12-01", end: today, estimated: true },
    ]);
  });
});

describe("future and long contracts", () => {
  it("clamps a sign-off after the evaluation date to the evaluation date", () => {
    expect(intervals([record("able_seaman", "tug", "2024-10-01", "2025-04-01")])).toEqual([{ start: "2024-10-01", end: today, estimated: false }]);
  });

  it("gives a contract that has not started yet no sea time", () => {
    expect(intervals([record("able_seaman", "tug", "2025-02-01", "2025-08-01")])).toEqual([]);
    expect(intervals([record("able_seaman", "tug", "2025-02-01", null)])).toEqual([]);
  });

  it("keeps a month-only sign-on in the current month, starting in the middle of what has passed", () => {
    expect(intervals([record("able_seaman", "tug", "2025-01-01", null, "month")], "2025-01-10")).toEqual([
      { start: "2025-01-05", end: "2025-01-10", estimated: true },
    ]);
  });

  it("keeps a record over 12 months but marks it estimated (merged contracts)", () => {
    expect(intervals([record("able_seaman", "tug", "2020-01-01", "2021-03-01")])).toEqual([{ start: "2020-01-01", end: "2021-03-01", estimated: true }]);
    expect(intervals([record("able_seaman", "tug", "2020-01-01", "2021-01-01")])).toEqual([{ start: "2020-01-01", end: "2021-01-01", estimated: false }]);
  });
});

// The cache of prepared candidates keeps a candidate across a change of day when its intervals do not
// depend on the day (prepared-candidates-cache.ts): from unchangedFrom on, every day gives the same.
describe("the day from which the intervals no longer change", () => {
  const unchangedFrom = (records: SeaServiceRecordInput[]) => {
    const day = serviceIntervals(records, dayFromIsoDate(today)).unchangedFrom;
    return Number.isFinite(day) ? isoDateFromDay(day) : day;
  };

  it("is the latest possible end of a contract, and never while one is open", () => {
    expect(unchangedFrom([record("able_seaman", "tug", "2020-01-01", "2021-01-01"), record("able_seaman", "tug", "2021-03-01", "2021-09-10")])).toBe(
      "2021-09-10",
    );
    // A month-only sign-off can be any day of its month; a sign-off after today ends there.
    expect(unchangedFrom([record("able_seaman", "tug", "2024-10-01", "2025-02-01", "month")])).toBe("2025-02-28");
    expect(unchangedFrom([record("able_seaman", "tug", "2024-10-01", null)])).toBe(Number.POSITIVE_INFINITY);
    // An earlier record without a sign-off ends before the next one starts.
    expect(unchangedFrom([record("able_seaman", "tug", "2020-01-01", null), record("able_seaman", "tug", "2020-03-01", "2020-09-01")])).toBe("2020-09-01");
    expect(unchangedFrom([])).toBe(Number.NEGATIVE_INFINITY);
  });

  it("gives the same intervals on that day and every later one, for untidy careers", () => {
    const random = new SeededRandom(20261127);
    let finite = 0;
    let open = 0;
    for (let person = 0; person < 400; person++) {
      const records = randomCandidate(random, today, { untidy: true }).seaServiceRecords;
      const from = serviceIntervals(records, dayFromIsoDate(today)).unchangedFrom;
      if (from === Number.POSITIVE_INFINITY) {
        open++;
        continue;
      }
      if (from === Number.NEGATIVE_INFINITY) continue;
      finite++;
      const expected = serviceIntervals(records, from).intervals;
      for (const later of [1, 17, 400, 4000]) expect(serviceIntervals(records, from + later).intervals).toEqual(expected);
    }
    expect(finite).toBeGreaterThan(100);
    expect(open).toBeGreaterThan(20);
  });
});
