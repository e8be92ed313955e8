// The order of match lists (issue 14): best score first, then more confirmed months, then the id.
import { describe, expect, it } from "vitest";
import { compareMatchOrder, type MatchOrderFields } from "./match-order.js";

const matches: MatchOrderFields[] = [
  { id: "c", score: 80, confirmedRelevantMonths: 10 },
  { id: "a", score: 95, confirmedRelevantMonths: 2 },
  { id: "b", score: 80, confirmedRelevantMonths: 10 },
  { id: "d", score: 80, confirmedRelevantMonths: 30 },
  { id: "e", score: 0, confirmedRelevantMonths: 0 },
];

describe("match list order", () => {
  it("puts the best score first, then the most confirmed months, then the lower id", () => {
    expect([...matches].sort(compareMatchOrder).map((match) => match.id)).toEqual(["a", "d", "b", "c", "e"]);
  });
});
