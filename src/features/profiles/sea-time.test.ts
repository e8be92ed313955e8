import { describe, expect, it } from "vitest";
import { seaTimeText, serviceInterval, totalSeaTime, type SeaServiceDates } from "./sea-time.js";

const day = (signOn: string, signOff: string): SeaServiceDates => ({ signOn, signOnPrecision: "day", signOff, signOffPrecision: "day" });
const today = "2026-11-24";

describe("total sea time", () => {
  it("counts both ends of a contract", () => {
    expect(totalSeaTime([day("2020-01-01", "2020-01-30")], today)).toMatchObject({ days: 30, months: 1, estimated: false });
  });

  it("counts the days of overlapping contracts once", () => {
    // 2020-01-01..2020-03-30 is 90 days; the second contract adds 2020-03-31..2020-04-29, 30 days.
    const records = [day("2020-02-01", "2020-04-29"), day("2020-01-01", "2020-03-30")];
    expect(totalSeaTime(records, today).days).toBe(120);
    // A contract inside another adds nothing, in any order.
    expect(totalSeaTime([day("2020-01-01", "2020-03-30"), day("2020-02-01", "2020-02-10")], today).days).toBe(90);
    expect(totalSeaTime([day("2020-02-01", "2020-02-10"), day("2020-01-01", "2020-03-30")], today).days).toBe(90);
  });

  it("counts a same-day sign-off and sign-on once", () => {
    expect(totalSeaTime([day("2020-01-01", "2020-01-10"), day("2020-01-10", "2020-01-20")], today).days).toBe(20);
  });

  it("counts an open-ended contract until today, and not a day into the future", () => {
    expect(totalSeaTime([day("2026-10-26", "")], today)).toMatchObject({ days: 30, estimated: false });
    expect(totalSeaTime([day("2026-11-20", "2027-02-20")], today).days).toBe(5);
    expect(totalSeaTime([day("2026-12-01", "")], today).days).toBe(0);
  });

  it("bounds a missing sign-off on an earlier contract instead of running it until today", () => {
    // Six months at most, and never into the next contract.
    const records = [day("2019-01-01", ""), day("2024-01-01", "2024-01-30")];
    expect(serviceInterval(records[0]!, today, Date.UTC(2024, 0, 1) / 86_400_000)).toMatchObject({ estimated: true });
    expect(totalSeaTime(records, today).days).toBe(181 + 30);
    expect(totalSeaTime([day("2019-01-01", ""), day("2019-02-01", "2019-02-28")], today).days).toBe(31 + 28);
  });

  it("reads a month as its 15th and a year as 1 July, and says the figure is estimated", () => {
    const months: SeaServiceDates = { signOn: "2021-06-01", signOnPrecision: "month", signOff: "2021-12-01", signOffPrecision: "month" };
    // 15 June to 15 December 2021.
    expect(totalSeaTime([months], today)).toMatchObject({ days: 184, months: 6, estimated: true });
    const years: SeaServiceDates = { signOn: "2019-01-01", signOnPrecision: "year", signOff: "2020-01-01", signOffPrecision: "year" };
    expect(totalSeaTime([years], today)).toMatchObject({ days: 367, estimated: true });
  });

  it("takes a contract given as one year for six months in its middle", () => {
    const sameYear: SeaServiceDates = { signOn: "2022-01-01", signOnPrecision: "year", signOff: "2022-01-01", signOffPrecision: "year" };
    // 1 April to 30 September.
    expect(totalSeaTime([sameYear], today).days).toBe(183);
  });

  it("drops a record that ends before it starts or has no sign-on", () => {
    expect(totalSeaTime([day("2020-05-01", "2020-04-01"), day("", "2020-04-01")], today)).toMatchObject({ days: 0, months: 0 });
  });

  it("rounds down to whole 30-day months and writes years and months", () => {
    // 2,667 days: 88 whole months and 27 days over.
    const onBoard = totalSeaTime([day("2011-01-01", "")], "2018-04-20");
    expect(onBoard).toEqual({ days: 2667, months: 88, years: 7, remainingMonths: 4, estimated: false });
    expect(seaTimeText(onBoard)).toBe("7 years 4 months");
    expect(seaTimeText({ days: 365, months: 12, years: 1, remainingMonths: 0, estimated: false })).toBe("1 year");
    expect(seaTimeText({ days: 59, months: 1, years: 0, remainingMonths: 1, estimated: false })).toBe("1 month");
    expect(seaTimeText({ days: 29, months: 0, years: 0, remainingMonths: 0, estimated: false })).toBe("Under a month");
    expect(seaTimeText({ days: 0, months: 0, years: 0, remainingMonths: 0, estimated: false })).toBe("None");
  });

  it("matches the worked example of DOMAIN.md §5.9: 39.6 months", () => {
    const records: SeaServiceDates[] = [
      day("2019-01-10", "2019-07-20"),
      { signOn: "2019-10-01", signOnPrecision: "month", signOff: "2020-05-01", signOffPrecision: "month" },
      day("2020-09-01", "2021-03-15"),
      day("2021-03-10", "2021-09-30"),
      { signOn: "2022-01-01", signOnPrecision: "year", signOff: "2022-01-01", signOffPrecision: "year" },
      day("2023-06-01", "2023-12-20"),
    ];
    const total = totalSeaTime(records, "2025-01-15");
    expect(Math.round((total.days / 30) * 10) / 10).toBe(39.6);
    expect(seaTimeText(total)).toBe("3 years 3 months");
  });
});
