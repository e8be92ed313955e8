import { describe, expect, it } from "vitest";
import { parseTextMatch, plainText } from "./text-match.js";

describe("parseTextMatch", () => {
  it("splits the fragment on its marks", () => {
    expect(parseTextMatch("<mark>Chief</mark> <mark>Engineer</mark> — Bulk Carrier")).toEqual([
      { text: "Chief", marked: true },
      { text: " ", marked: false },
      { text: "Engineer", marked: true },
      { text: " — Bulk Carrier", marked: false },
    ]);
  });

  it("decodes the escaped text, and keeps any other tag as text", () => {
    const parts = parseTextMatch('Tanker &amp; LPG &lt;b&gt; &#39;3/O&#39; &quot;x&quot; <img src=x onerror="alert(1)"> <MARK>AB</MARK>');
    expect(plainText(parts)).toBe(`Tanker & LPG <b> '3/O' "x" <img src=x onerror="alert(1)"> AB`);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: "AB", marked: true }]);
  });

  it("leaves an unknown entity as it is", () => {
    expect(plainText(parseTextMatch("a &bogus; b &#0; c"))).toBe("a &bogus; b &#0; c");
  });
});
