import { describe, expect, it } from "vitest";
import { isKnownMrzCode, nationalityFromMrzCode } from "./nationality.js";

describe("nationalityFromMrzCode", () => {
  it.each([
    ["PHL", "PH"],
    ["IND", "IN"],
    ["UKR", "UA"],
    ["IDN", "ID"],
    ["MMR", "MM"],
    ["D<<", "DE"],
    ["GBD", "GB"],
    ["GBR", "GB"],
    ["RKS", "XK"],
    ["ROM", "RO"], // the code of Romanian documents issued before 2002
  ])("maps %s to %s", (code, alpha2) => {
    expect(nationalityFromMrzCode(code)).toBe(alpha2);
  });

  it.each(["UNO", "XXA", "XXB", "EUE", "UTO", "ANT", "YUG", "ZZZ", "<<<"])("gives no country for %s", (code) => {
    expect(nationalityFromMrzCode(code)).toBeUndefined();
  });
});

describe("isKnownMrzCode", () => {
  it("knows ISO codes and the ICAO exceptions, with their fillers where they have them", () => {
    expect(["PHL", "KEN", "D<<", "UNO", "XXA"].filter(isKnownMrzCode)).toEqual(["PHL", "KEN", "D<<", "UNO", "XXA"]);
    expect(["DKK", "D<K", "P1L", "ZZZ", "<<<"].filter(isKnownMrzCode)).toEqual([]);
  });
});
