import { describe, expect, it } from "vitest";
import { postingText, postingsContaining, queryWords } from "./posting-text.js";

const postings = [
  { title: "Chief Officer", summary: "LNG carrier, 4 months", shortId: "BA-0067" },
  { title: "Second Engineer", summary: "Bulk carrier; engineer on watch", shortId: "BA-0068" },
  { title: "Cook", summary: "", shortId: "NS-COOK" },
  { title: "Matrose", summary: "Ölfrachter", shortId: "HH-12" },
];
const flags = (query: string) => [...postingsContaining(postingText(postings), queryWords(query))];

describe("queryWords", () => {
  it("lower-cases and splits on any white space, each word once", () => {
    expect(queryWords("  Chief\tENGINEER\u00a0tanker chief ")).toEqual(["chief", "engineer", "tanker"]);
    expect(queryWords("ÖLFRACHTER")).toEqual(["ölfrachter"]);
    expect(queryWords("   ")).toEqual([]);
  });
});

describe("postingsContaining", () => {
  it("finds a word in titles, summaries and references, ignoring case, in every posting that has it", () => {
    expect(flags("carrier")).toEqual([1, 1, 0, 0]);
    expect(flags("engineer")).toEqual([0, 1, 0, 0]);
    expect(flags("COOK")).toEqual([0, 0, 1, 0]);
    expect(flags("ölfrachter")).toEqual([0, 0, 0, 1]);
    expect(flags("ba-0067")).toEqual([1, 0, 0, 0]);
    expect(flags("BA-006")).toEqual([1, 1, 0, 0]);
  });

  it("needs every word, in any order and any field", () => {
    expect(flags("carrier officer")).toEqual([1, 0, 0, 0]);
    expect(flags("lng chief")).toEqual([1, 0, 0, 0]);
    expect(flags("carrier ba-0068")).toEqual([0, 1, 0, 0]);
    expect(flags("carrier tanker")).toEqual([0, 0, 0, 0]);
    expect(flags("carrier zz")).toEqual([0, 0, 0, 0]);
  });

  it("never matches a word across two fields, or across two postings", () => {
    expect(flags("officerlng")).toEqual([0, 0, 0, 0]);
    expect(flags("officer\0lng")).toEqual([0, 0, 0, 0]);
    expect(flags("monthsba")).toEqual([0, 0, 0, 0]);
    expect(flags("monthssecond")).toEqual([0, 0, 0, 0]);
  });

  it("finds words shorter than a trigram, and repeated trigrams", () => {
    expect(flags("co")).toEqual([0, 1, 1, 0]);
    expect(flags("ö")).toEqual([0, 0, 0, 1]);
    expect(flags("co ok")).toEqual([0, 0, 1, 0]);
    expect(flags("engineer on")).toEqual([0, 1, 0, 0]);
    expect(flags("carrier, 4")).toEqual([1, 0, 0, 0]);
  });

  it("handles no postings and no words", () => {
    expect([...postingsContaining(postingText([]), ["cook"])]).toEqual([]);
    expect(flags("")).toEqual([0, 0, 0, 0]);
  });
});
