// The demonym table (demonyms.ts), and how crew-profile search reads it (domain-synonyms.ts).
import { describe, expect, it } from "vitest";
import { countryKey, demonymsOf, profileSynonyms, postingSynonyms } from "@/server/search/domain-synonyms.js";
import { words } from "@/server/search/search-text.js";
import { ISO_3166_ALPHA2_BY_ALPHA3 } from "@/server/uploads/extraction/mrz/iso-3166-alpha3.js";
import { OTHER_COUNTRY_NAMES } from "./country-names.js";
import { DEMONYMS } from "./demonyms.js";

// The keys a query's words name, position by position.
const namesIn = (query: string) => profileSynonyms.namesInAlternatives(words(query).map((word) => [word])).map((name) => [...name.keys].sort());

describe("DEMONYMS", () => {
  const alpha2 = new Set(Object.values(ISO_3166_ALPHA2_BY_ALPHA3));

  it("is keyed by ISO 3166-1 alpha-2 codes, upper case, each with names", () => {
    for (const [code, names] of Object.entries(DEMONYMS)) {
      expect(alpha2.has(code), code).toBe(true);
      expect(names.length, code).toBeGreaterThan(0);
      for (const name of names) {
        expect(name.trim(), code).toBe(name);
        expect(words(name).length, `${code} ${name}`).toBeGreaterThan(0);
      }
      expect(new Set(names).size, code).toBe(names.length);
    }
    // The seafaring nations of the demo at least.
    for (const code of ["PH", "IN", "ID", "UA", "RU", "CN", "MM", "VN", "PL", "RO", "HR", "GE", "BG", "LV", "ME", "TR", "GR", "LK", "BD", "NG"])
      expect(DEMONYMS[code], code).toBeDefined();
  });

  it("names no rank, vessel type or certificate: every demonym is a name of its nationality", () => {
    for (const [code, names] of Object.entries(DEMONYMS)) expect(demonymsOf(code), code).toEqual(names);
  });

  it("makes each demonym a whole name of its country's key on crew profiles, not on postings", () => {
    const shared = new Map<string, Set<string>>();
    for (const [code, names] of Object.entries(DEMONYMS))
      for (const name of names) {
        const phrase = words(name).join(" ");
        shared.set(phrase, (shared.get(phrase) ?? new Set()).add(countryKey(code)));
      }
    for (const [phrase, keys] of shared) {
      const found = profileSynonyms.namesInAlternatives(phrase.split(" ").map((word) => [word]));
      expect(found, phrase).toEqual([{ start: 0, end: phrase.split(" ").length, keys: expect.any(Array) }]);
      expect(new Set(found[0]!.keys), phrase).toEqual(keys);
      const onPostings = postingSynonyms.namesInAlternatives(phrase.split(" ").map((word) => [word])).flatMap((name) => name.keys);
      expect(
        onPostings.filter((key) => key.startsWith("#n:")),
        phrase,
      ).toEqual([]);
    }
  });

  it("reads demonyms in a query beside ranks, multi-word ones whole", () => {
    expect(namesIn("Filipino AB")).toEqual([["#n:ph"], ["#r:able_seaman"]]);
    expect(namesIn("Filipina")).toEqual([["#n:ph"]]);
    expect(namesIn("Ukrainian Master")[0]).toEqual(["#n:ua"]);
    expect(namesIn("Sri Lankan")).toEqual([["#n:lk"]]);
    expect(namesIn("New Zealander")).toEqual([["#n:nz"]]);
    expect(namesIn("Papua New Guinean")).toEqual([["#n:pg"]]);
    expect(namesIn("Guinean")).toEqual([["#n:gn"]]);
    expect(namesIn("Bissau-Guinean")).toEqual([["#n:gw"]]);
    expect(namesIn("Burmese")).toEqual([["#n:mm"]]);
    expect(namesIn("Dutch")).toEqual([["#n:nl"]]);
    // Shared by two countries: both.
    expect(namesIn("Congolese")).toEqual([["#n:cd", "#n:cg"]]);
    // The country's name and codes still.
    expect(namesIn("Philippines PHL PH")).toEqual([["#n:ph"], ["#n:ph"], ["#n:ph"]]);
  });

  it("lets typo tolerance reach a demonym's words", () => {
    expect(profileSynonyms.words).toContain("ukrainian");
    expect(profileSynonyms.wordsNear(["ukranian"])).toContain("ukrainian");
  });
});

describe("OTHER_COUNTRY_NAMES", () => {
  it("gives a country the English names ICU does not use, each naming that country alone", () => {
    const alpha2 = new Set(Object.values(ISO_3166_ALPHA2_BY_ALPHA3));
    for (const [code, names] of Object.entries(OTHER_COUNTRY_NAMES)) {
      expect(alpha2.has(code), code).toBe(true);
      for (const name of names) expect(namesIn(name), `${code} ${name}`).toEqual([[countryKey(code)]]);
    }
    expect(namesIn("turkey")).toEqual([[countryKey("TR")]]);
    expect(namesIn("ivory coast")).toEqual([[countryKey("CI")]]);
  });
});
