import { describe, expect, it } from "vitest";
import { findDates, partialDateOf } from "./dates.js";
import { findRangesIn } from "./date-ranges.js";

const today = "2026-03-01";
const read = (text: string) => findDates(text, today).map((mention) => ({ text: mention.text, ...partialDateOf(mention) }));

describe("dates as documents write them", () => {
  it.each([
    ["12.03.2019", "2019-03-12", "day"],
    ["2019-03-12", "2019-03-12", "day"],
    ["12 Mar 2019", "2019-03-12", "day"],
    ["12-Mar-2019", "2019-03-12", "day"],
    ["12th March, 2019", "2019-03-12", "day"],
    ["Mar 12, 2019", "2019-03-12", "day"],
    ["17 FEB2022", "2022-02-17", "day"],
    ["17FEB2022", "2022-02-17", "day"],
    // OCR's zero for the O of a month's name.
    ["130CT1989", "1989-10-13", "day"],
    ["05 N0V 2021", "2021-11-05", "day"],
    ["12 березня 2019", "2019-03-12", "day"],
    ["12 марта 2019 г.", "2019-03-12", "day"],
    ["March 2019", "2019-03-01", "month"],
    ["Mar 2019", "2019-03-01", "month"],
    ["MAR.2019", "2019-03-01", "month"],
    ["03/2019", "2019-03-01", "month"],
    ["2019", "2019-01-01", "year"],
  ])("'%s' is %s (%s precision)", (text, date, precision) => {
    expect(read(text)).toEqual([{ text, date, precision }]);
  });

  it("reads 'Mar-19' as March 2019, never 19 March", () => {
    expect(read("Mar-19")).toEqual([{ text: "Mar-19", date: "2019-03-01", precision: "month" }]);
  });

  it("gives two-digit years the century that keeps them within ten years from today", () => {
    expect(read("12.03.85")[0]!.date).toBe("1985-03-12");
    expect(read("12.03.34")[0]!.date).toBe("2034-03-12");
    expect(read("12.03.37")[0]!.date).toBe("1937-03-12");
  });

  it("repairs OCR's letters for digits inside a date", () => {
    expect(read("O2.0l.2O20")).toEqual([{ text: "O2.0l.2O20", date: "2020-01-02", precision: "day" }]);
  });

  it("keeps both readings of a numeric date that could be either, and says what a date shows", () => {
    const [ambiguous, dayFirst, monthFirst] = findDates("03/04/2019 25/12/2018 12/25/2018", today);
    expect(ambiguous).toMatchObject({ day: 3, month: 4, alternative: { month: 3, day: 4 } });
    expect(ambiguous!.showsOrder).toBeUndefined();
    expect(dayFirst).toMatchObject({ day: 25, month: 12, showsOrder: "day-first" });
    expect(monthFirst).toMatchObject({ day: 25, month: 12, showsOrder: "month-first" });
  });

  it("marks what looks like a date but is none", () => {
    expect(findDates("31.02.2019", today)[0]!.invalid).toBe("2019-02 has no day 31");
    expect(findDates("13/2021", today)[0]!.invalid).toBe("month 13 does not exist");
  });

  it("does not read numbers that are not dates", () => {
    expect(read("32,456 GRT, 5.4 months, IMO 9319466, BST-2021-0098")).toEqual([]);
  });
});

describe("periods", () => {
  const periods = (text: string) => findRangesIn(text, today).map((range) => ({ from: range.from.text, to: range.to?.text, open: range.openText }));

  it("joins two dates by a dash or a word", () => {
    expect(periods("March 2019 to November 2020")).toEqual([{ from: "March 2019", to: "November 2020", open: undefined }]);
    expect(periods("12-03-2019 - 15-11-2019")).toEqual([{ from: "12-03-2019", to: "15-11-2019", open: undefined }]);
    expect(periods("2016 – 2019")).toEqual([{ from: "2016", to: "2019", open: undefined }]);
    expect(periods("Mar-19 - Nov-20")).toEqual([{ from: "Mar-19", to: "Nov-20", open: undefined }]);
  });

  it("reads open ends", () => {
    expect(periods("05/2021 - present")).toEqual([{ from: "05/2021", to: undefined, open: "present" }]);
    expect(periods("12 Jan 2024 till date")).toEqual([{ from: "12 Jan 2024", to: undefined, open: "till date" }]);
    expect(periods("03.2022 – to date")).toEqual([{ from: "03.2022", to: undefined, open: "to date" }]);
    expect(periods("since May 2025")).toEqual([{ from: "May 2025", to: undefined, open: "since" }]);
    expect(periods("from 2020 - current")).toEqual([{ from: "2020", to: undefined, open: "current" }]);
  });
});
