import { describe, expect, it } from "vitest";
import { findEmail, findPhone } from "./contact.js";
import { splitFullName } from "./person-name.js";

describe("splitting a full name", () => {
  it.each([
    ["SANTOS, Juan Dela Cruz", undefined, "Juan Dela Cruz", "SANTOS"],
    ["Juan Dela Cruz SANTOS", undefined, "Juan Dela Cruz", "SANTOS"],
    ["DELA CRUZ Juan Carlo", undefined, "Juan Carlo", "DELA CRUZ"],
    ["Juan Carlo Dela Cruz", undefined, "Juan Carlo", "Dela Cruz"],
    ["Ludwig van der Berg", undefined, "Ludwig", "van der Berg"],
    ["RAJESH KUMAR SHARMA", "IN", "RAJESH KUMAR", "SHARMA"],
    ["ZHANG Wei", "CN", "Wei", "ZHANG"],
    ["Zhang Wei", "CN", "Wei", "Zhang"],
    ["Aung Ko Ko", "MM", undefined, "Aung Ko Ko"],
    ["Budi", "ID", undefined, "Budi"],
  ])("'%s' (%s) is given names %s, family name %s", (text, nationality, givenNames, familyName) => {
    const split = splitFullName(text, nationality);
    expect({ givenNames: split.givenNames, familyName: split.familyName }).toEqual({ givenNames, familyName });
  });
});

describe("contact details", () => {
  it("writes a phone number with a country code as E.164, and keeps one without as written", () => {
    expect(findPhone("+63 917 555 0142")?.value).toBe("+639175550142");
    expect(findPhone("0063 917 555 0142")?.value).toBe("+639175550142");
    expect(findPhone("(+91) 98200-12345")?.value).toBe("+919820012345");
    expect(findPhone("+44 (0) 7700 900123")?.value).toBe("+447700900123");
    expect(findPhone("0917 555 0142")).toMatchObject({ value: "0917 555 0142", reasoning: "'0917 555 0142' has no country code: kept as written" });
  });

  it("finds an e-mail address in a line", () => {
    expect(findEmail("Chief Engineer | o.kovalenko@example.net | +380")).toBe("o.kovalenko@example.net");
  });
});
