import { describe, expect, it } from "vitest";
import { readPeopleSearch, withSearch, withoutFilters, writePeopleSearch } from "./people-search-params.js";

const read = (search: string) => readPeopleSearch(new URLSearchParams(search));

describe("people search params", () => {
  it("reads what it writes, leaving defaults out", () => {
    const search = read("q=juan+dela+cruz&rank=master&vessel=lng_carrier&nationality=PH&cert=coc_master&cert=coc_gmdss_goc&after=abc&page=3");
    expect(search).toEqual({
      query: "juan dela cruz",
      rank: "master",
      vesselType: "lng_carrier",
      nationality: "PH",
      certificates: ["coc_master", "coc_gmdss_goc"],
      after: "abc",
      before: "",
      page: 3,
    });
    expect(writePeopleSearch(search).toString()).toBe(
      "q=juan+dela+cruz&rank=master&vessel=lng_carrier&nationality=PH&cert=coc_master&cert=coc_gmdss_goc&after=abc&page=3",
    );
    expect(writePeopleSearch(read("")).toString()).toBe("");
  });

  it("drops what the service would refuse: other values, an 11th certificate, both cursors at once", () => {
    const certificates = Array.from({ length: 12 }, (_, index) => `cert=c${index}`).join("&");
    const search = read(`rank=Master&vessel=a-b&nationality=phl&${certificates}&after=x&before=y&page=-2`);
    expect(search).toMatchObject({ rank: "", vesselType: "", nationality: "", after: "x", before: "", page: 1 });
    expect(search.certificates).toHaveLength(10);
    expect(read("nationality=ph").nationality).toBe("PH");
  });

  it("starts again at the first page when the words or a filter change", () => {
    const paged = read("q=a&rank=master&cert=coc_master&before=p&page=2");
    expect(withSearch(paged, { query: "ab" })).toMatchObject({ query: "ab", rank: "master", after: "", before: "", page: 1 });
    expect(writePeopleSearch(withoutFilters(paged)).toString()).toBe("q=a");
  });
});
