import { describe, expect, it } from "vitest";
import { isMrz } from "./evidence.js";

describe("MRZ snippets", () => {
  it("are lines of 30 to 44 MRZ characters", () => {
    expect(isMrz("P<PHLDELA<CRUZ<<JUAN<CARLO<<<<<<<<<<<<<<<<<<")).toBe(true);
    expect(isMrz("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10")).toBe(true);
    expect(isMrz("I<UTOD231458907<<<<<<<<<<<<<<<")).toBe(true);
  });

  it("are not words, dates or short codes", () => {
    expect(isMrz("Date of birth 12 APR 1988")).toBe(false);
    expect(isMrz("Nationality FILIPINO")).toBe(false);
    expect(isMrz("COC-123")).toBe(false);
  });
});
