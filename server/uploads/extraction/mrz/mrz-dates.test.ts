import { describe, expect, it } from "vitest";
import { birthDateFromMrz, expiryDateFromMrz } from "./mrz-dates.js";

const today = "2026-11-24";

describe("birthDateFromMrz", () => {
  it.each([
    ["900115", "1990-01-15"],
    ["000229", "2000-02-29"],
    ["261124", "2026-11-24"], // born today
    ["261125", "1926-11-25"], // tomorrow in 2026 is not yet: a birth a century ago
    ["270101", "1927-01-01"],
    ["991231", "1999-12-31"],
  ])("reads %s as %s", (mrz, iso) => {
    expect(birthDateFromMrz(mrz, today)).toBe(iso);
  });

  it.each(["901315", "900230", "9001<<", "90011"])("gives no date for %s, which is not a calendar date", (mrz) => {
    expect(birthDateFromMrz(mrz, today)).toBeUndefined();
  });
});

describe("expiryDateFromMrz", () => {
  it.each([
    ["330620", "2033-06-20"],
    ["150101", "2015-01-01"], // expired eleven years ago
    ["761124", "2076-11-24"], // the last day of the window
    ["761125", "1976-11-25"], // one day beyond it: an old document instead
    ["991231", "1999-12-31"],
  ])("reads %s as %s", (mrz, iso) => {
    expect(expiryDateFromMrz(mrz, today)).toBe(iso);
  });

  it("moves the window with today", () => {
    expect(expiryDateFromMrz("800101", "2031-06-01")).toBe("2080-01-01");
    expect(expiryDateFromMrz("800101", "2029-06-01")).toBe("1980-01-01");
  });
});
