import { describe, expect, it } from "vitest";
import { profileId } from "./match-fixtures.js";
import { matchesSearch, readMatchesView, togglePicked, withFilters } from "./matches-params.js";

describe("the matches view in the address", () => {
  it("reads and writes filters, the page and the picked candidates", () => {
    const search = `?eligible=1&applied=no&after=abc&page=3&pick=${profileId(1)},${profileId(2)}`;
    const view = readMatchesView(new URLSearchParams(search));
    expect(view).toEqual({ eligibleOnly: true, applied: "no", after: "abc", before: "", page: 3, picked: [profileId(1), profileId(2)] });
    expect(matchesSearch(view)).toBe(search);
  });

  it("leaves defaults out and ignores what cannot be right", () => {
    expect(matchesSearch(readMatchesView(new URLSearchParams("")))).toBe("");
    const view = readMatchesView(new URLSearchParams(`applied=maybe&page=-2&after=a&before=b&pick=nonsense,${profileId(1)},${profileId(1)}`));
    expect(view).toMatchObject({ applied: "all", page: 1, after: "a", before: "", picked: [profileId(1)] });
  });

  it("a filter starts over at the first page and keeps the picked candidates", () => {
    const view = readMatchesView(new URLSearchParams(`after=abc&page=4&pick=${profileId(1)}`));
    expect(withFilters(view, { eligibleOnly: true })).toMatchObject({ eligibleOnly: true, after: "", before: "", page: 1, picked: [profileId(1)] });
  });

  it("picks at most four, and a second pick drops the candidate", () => {
    let view = readMatchesView(new URLSearchParams(""));
    for (let index = 0; index < 5; index++) view = togglePicked(view, profileId(index));
    expect(view.picked).toEqual([0, 1, 2, 3].map(profileId));
    view = togglePicked(view, profileId(1));
    expect(view.picked).toEqual([0, 2, 3].map(profileId));
  });
});
