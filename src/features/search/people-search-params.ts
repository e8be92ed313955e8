import { firstPage, readCursorPage, writeCursorPage, type CursorPage } from "@/src/lib/cursor-paging.js";

// The people search as the address says (/people?...), so a link or a reload finds the same search:
//   q=…                  the words
//   rank=… vessel=…      a ranks.json / vessel-types.json value
//   nationality=PH       ISO 3166-1 alpha-2
//   cert=…&cert=…        certificates.json values, held every one (at most 10)
//   after=… before=… page=N   the page (cursor-paging.ts)
// A cursor belongs to the query and filters it was issued for: any change to them starts again at the
// first page.

export interface PeopleSearch extends CursorPage {
  query: string;
  rank: string;
  vesselType: string;
  nationality: string;
  certificates: string[];
}

export type PeopleFilters = Pick<PeopleSearch, "rank" | "vesselType" | "nationality" | "certificates">;

// SearchCrewProfiles' limits (its protovalidate rules): a value the service would refuse is dropped.
export const maxCertificates = 10;
const domainValue = /^[a-z0-9_]{1,64}$/;
const countryCode = /^[A-Z]{2}$/;

function valueOf(params: URLSearchParams, name: string, pattern: RegExp, normalize: (value: string) => string = (value) => value): string {
  const value = normalize((params.get(name) ?? "").trim());
  return pattern.test(value) ? value : "";
}

export function readPeopleSearch(params: URLSearchParams): PeopleSearch {
  const certificates = params.getAll("cert").filter((value) => domainValue.test(value));
  return {
    query: (params.get("q") ?? "").slice(0, 128),
    rank: valueOf(params, "rank", domainValue),
    vesselType: valueOf(params, "vessel", domainValue),
    nationality: valueOf(params, "nationality", countryCode, (value) => value.toUpperCase()),
    certificates: [...new Set(certificates)].slice(0, maxCertificates),
    ...readCursorPage(params),
  };
}

// Defaults are left out, so the plain search is a plain address.
export function writePeopleSearch(search: PeopleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set("q", search.query);
  if (search.rank) params.set("rank", search.rank);
  if (search.vesselType) params.set("vessel", search.vesselType);
  if (search.nationality) params.set("nationality", search.nationality);
  for (const certificate of search.certificates) params.append("cert", certificate);
  writeCursorPage(params, search);
  return params;
}

// A new query or filter starts at the first page.
export function withSearch(search: PeopleSearch, change: Partial<Pick<PeopleSearch, "query"> & PeopleFilters>): PeopleSearch {
  return { ...search, ...change, ...firstPage };
}

// The filters with nothing chosen; the words stay.
export function withoutFilters(search: PeopleSearch): PeopleSearch {
  return withSearch(search, { rank: "", vesselType: "", nationality: "", certificates: [] });
}

export function activeFilterCount(search: PeopleFilters): number {
  return [search.rank, search.vesselType, search.nationality].filter(Boolean).length + search.certificates.length;
}
