import { describe, expect, it } from "vitest";
import { kindsInTurn } from "./kind-turns.js";

describe("kindsInTurn", () => {
  const kinds = ["match.posting", "match.candidate", "search.posting", "search.profile"];

  it("starts after the kind served last and wraps around", () => {
    expect(kindsInTurn(kinds, kinds, "match.candidate")).toEqual(["search.posting", "search.profile", "match.posting", "match.candidate"]);
    expect(kindsInTurn(kinds, kinds, "search.profile")).toEqual(kinds);
  });

  it("orders only the kinds that have due jobs, from the first kind before any was served", () => {
    expect(kindsInTurn(kinds, ["search.profile", "match.posting"], undefined)).toEqual(["match.posting", "search.profile"]);
    expect(kindsInTurn(kinds, ["search.profile", "match.posting"], "match.posting")).toEqual(["search.profile", "match.posting"]);
  });
});
