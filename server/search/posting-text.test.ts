import { describe, expect, it } from "vitest";
import { postingText, postingsContaining } from "./posting-text.js";

const postings = [
  { title: "Chief Officer", summary: "LNG carrier, 4 months" },
  { title: "Second Engineer", summary: "Bulk carrier; engineer on watch" },
  { title: "Cook", summary: "" },
  { title: "Matrose", summary: "Ölfrachter" },
];
const flags = (query: string) => [...postingsContaining(postingText(postings), query)];

describe("postingsContaining", () => {
  it("finds the query in titles and summaries, ignoring case, in every posting that has it", () => {
    expect(flags("carrier")).toEqual([1, 1, 0, 0]);
    expect(flags("engineer")).toEqual([0, 1, 0, 0]);
    expect(flags("cook")).toEqual([0, 0, 1, 0]);
    expect(flags("ölfrachter")).toEqual([0, 0, 0, 1]);
    expect(flags("officer")).toEqual([1, 0, 0, 0]);
  });

  it("never matches across a title and its summary, or across two postings", () => {
    expect(flags("officerlng")).toEqual([0, 0, 0, 0]);
    expect(flags("officer\0lng")).toEqual([0, 0, 0, 0]);
    expect(flags("monthssecond")).toEqual([0, 0, 0, 0]);
  });

  it("finds queries shorter than a trigram, and repeated trigrams", () => {
    expect(flags("co")).toEqual([0, 1, 1, 0]);
    expect(flags("ö")).toEqual([0, 0, 0, 1]);
    expect(flags("engineer on")).toEqual([0, 1, 0, 0]);
    expect(flags("carrier, 4")).toEqual([1, 0, 0, 0]);
  });

  it("handles no postings at all", () => {
    expect([...postingsContaining(postingText([]), "cook")]).toEqual([]);
  });
});
