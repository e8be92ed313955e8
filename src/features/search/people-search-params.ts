// The people search as the address says (/people?...), so a link or a reload finds the same search:
//   q=…                  the words
//   rank=… vessel=…      a ranks.json / vessel-types.json value
//   nationality=PH       ISO 3166-1 alpha-2
//   cert=…&cert=…        certificates.json values, held every one (at most 10)
//   after=… | before=…   the page after or before a position (the service's opaque cursors)
//   page=N               the page's number, for the count line only
// A cursor belongs to the query and filters it was issued for: any change to them starts again at the
// first page.

export interface PeopleSearch {
  query: string;
  rank: string;
  vesselType: string;
  nationality: string;
  certificates: string[];
  after: string;
  before: string;
  page: number;
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
  const after = params.get("after") ?? "";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const certificates = params.getAll("cert").filter((value) => domainValue.test(value));
  return {
    query: (params.get("q") ?? "").slice(0, 128),
    rank: valueOf(params, "rank", domainValue),
    vesselType: valueOf(params, "vessel", domainValue),
    nationality: valueOf(params, "nationality", countryCode, (value) => value.toUpperCase()),
    certificates: [...new Set(certificates)].slice(0, maxCertificates),
    after,
    // One direction at a time: "after" wins over a hand-edited address carrying both.
    before: after ? "" : (params.get("before") ?? ""),
    page: Number.isFinite(page) && page > 1 ? page : 1,
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
  if (search.after) params.set("after", search.after);
  else if (search.before) params.set("before", search.before);
  if (search.page > 1 && (search.after || search.before)) params.set("page", String(search.page));
  return params;
}

// A new query or filter starts at the first page.
export function withSearch(search: PeopleSearch, change: Partial<Pick<PeopleSearch, "query"> & PeopleFilters>): PeopleSearch {
  return { ...search, ...change, after: "", before: "", page: 1 };
}

// The filters with nothing chosen; the words stay.
export function withoutFilters(search: PeopleSearch): PeopleSearch {
  return withSearch(search, { rank: "", vesselType: "", nationality: "", certificates: [] });
}

export function activeFilterCount(search: PeopleFilters): number {
  return [search.rank, search.vesselType, search.nationality].filter(Boolean).length + search.certificates.length;
}
