import { describe, expect, it } from "vitest";
import { lettersForDigits } from "./confusions.mjs";

describe("lettersForDigits", () => {
  it.each([
    ["3RD 0FFICER", "3RD OFFICER"],
    ["MV 0CEAN PIONEER", "MV OCEAN PIONEER"],
    ["P<PHLSANT0S<<JUAN", "P<PHLSANTOS<<JUAN"],
    ["R0TTERDAM  2O.10.2025", "ROTTERDAM  2O.10.2025"],
  ])("reads a zero inside a word of letters as O: '%s'", (text, fixed) => {
    expect(lettersForDigits(text)).toBe(fixed);
  });

  it.each(["P0123456A", "L898902C36UTO7408122F1204159ZE184226B<<<<<10", "0", "A0", "100 GT", "C0864580"])("leaves '%s' as read", (text) => {
    expect(lettersForDigits(text)).toBe(text);
  });
});
