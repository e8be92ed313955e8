import { describe, expect, it } from "vitest";
import { certificateKey, profileSynonyms } from "./domain-synonyms.js";
import type { MatchTerms } from "./search-query.js";
import { markedText } from "./text-match.js";

const terms = (words: string[], keys: string[] = []): MatchTerms => ({ exact: new Set(words), prefixes: [], keys: new Set(keys) });

describe("the marks of a matched text", () => {
  it("marks a label matched as a whole in one piece, across the marks inside its words", () => {
    const gmdss = certificateKey("coc_gmdss_goc");
    expect(markedText("GMDSS General Operator's Certificate", terms([], [gmdss]), profileSynonyms, [gmdss])).toBe(
      "<mark>GMDSS General Operator's Certificate</mark>",
    );
    expect(markedText("STCW IV/2 (GOC)", terms([], [gmdss]), profileSynonyms, [gmdss])).toBe("<mark>STCW IV/2</mark> (<mark>GOC</mark>)");
  });

  it("keeps apart the words a dash or a comma between spaces separates", () => {
    expect(markedText("Bulk Carrier – Capesize", terms(["bulk", "carrier", "capesize"]), profileSynonyms)).toBe(
      "<mark>Bulk Carrier</mark> – <mark>Capesize</mark>",
    );
    expect(markedText("Master, Chief Officer", terms(["master", "chief"]), profileSynonyms)).toBe("<mark>Master</mark>, <mark>Chief</mark> Officer");
  });

  it("marks only the words that matched", () => {
    expect(markedText("lena.n@seamail.example", terms(["seamail"]), profileSynonyms)).toBe("lena.n@<mark>seamail</mark>.example");
    expect(markedText("Tanker", terms(["bulk"]), profileSynonyms)).toBeUndefined();
  });
});
