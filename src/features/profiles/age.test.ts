import { describe, expect, it } from "vitest";
import { ageInYears } from "./age.js";

describe("age in whole years", () => {
  it("turns a year older on the birthday, not the day before", () => {
    expect(ageInYears("1988-04-12", "2026-04-11")).toBe(37);
    expect(ageInYears("1988-04-12", "2026-04-12")).toBe(38);
    expect(ageInYears("1988-04-12", "2026-11-24")).toBe(38);
    expect(ageInYears("1988-12-31", "2026-01-01")).toBe(37);
  });
});
