// What a cell of a sea-service row can be, and how well it fits each column: a date under "Sign on",
// a rank under "Rank", a number under "GRT"... (align-cells.ts uses the fit).

import type { Cell } from "./document-text.js";
import { readCountry } from "./countries.js";
import { findDates, OPEN_END, type DateMention } from "./dates.js";
import { findRanges, type DateRange } from "./date-ranges.js";
import { readRank, readRankExactly } from "./rank-names.js";
import type { SeaServiceConcept } from "./table-headers.js";
import { IMPOSSIBLE } from "./align-cells.js";
import { hasVesselPrefix, readTonnage } from "./vessel-names.js";
import { readVesselType } from "./vessel-type-names.js";

export interface CellFacts {
  dates: DateMention[];
  ranges: DateRange[];
  open: boolean;
  rankExact: boolean;
  rankLoose: boolean;
  typeExact: boolean;
  typeLoose: boolean;
  tonnage: number | undefined;
  country: boolean;
  prefix: boolean;
  letters: boolean;
}

const COMPANY_WORDS =
  /\b(ltd|limited|inc|corp|corporation|co|llc|gmbh|ag|as|a\/s|sa|s\.a|bv|pte|plc|shipping|maritime|marine|management|manning|navigation|lines|line|shipmanagement|tankers|bulk|carriers|crew|agency|services|group|holdings|steamship)\b/i;

export function factsOf(cell: Cell, today: string): CellFacts {
  const dates = findDates(cell.text, today);
  const type = readVesselType(cell.text, false);
  return {
    dates,
    ranges: findRanges(cell.text, dates),
    open: OPEN_END.test(cell.text.trim()) && !/^date$/i.test(cell.text.trim()),
    rankExact: readRankExactly(cell.text) !== undefined,
    rankLoose: readRank(cell.text) !== undefined,
    typeExact: type !== undefined && type.written.length >= cell.text.trim().length - 6,
    typeLoose: type !== undefined,
    tonnage: readTonnage(cell.text),
    country: readCountry(cell.text) !== undefined,
    prefix: hasVesselPrefix(cell.text),
    letters: /\p{L}{2,}/u.test(cell.text),
  };
}

export function seaServiceFit(cell: Cell, concept: SeaServiceConcept, facts: CellFacts): number {
  const plainText = facts.letters && facts.dates.length === 0;
  switch (concept) {
    case "index":
      return /^\d{1,3}\.?$/.test(cell.text.trim()) ? 3 : IMPOSSIBLE - 1;
    case "rank":
      return facts.rankExact ? 10 : facts.rankLoose ? 4 : plainText ? -1 : IMPOSSIBLE - 1;
    case "vessel":
      if (facts.prefix) return 9;
      if (!plainText) return IMPOSSIBLE - 1;
      return facts.rankExact || facts.typeExact || facts.country ? -4 : 3;
    case "vesselAndType":
      return facts.prefix ? 9 : facts.typeExact ? 6 : plainText ? 3 : IMPOSSIBLE - 1;
    case "vesselType":
      return facts.typeExact ? 10 : facts.typeLoose ? 5 : plainText ? -2 : IMPOSSIBLE - 1;
    case "flag":
      return facts.country ? 9 : /^[A-Z]{2,3}$/.test(cell.text.trim()) ? 1 : plainText ? -6 : IMPOSSIBLE - 1;
    case "grossTonnage":
    case "deadweight":
      return facts.tonnage !== undefined && (facts.dates.length === 0 || facts.dates[0]!.form === "year") ? 8 : IMPOSSIBLE - 1;
    case "power":
      return /\d/.test(cell.text) && facts.dates.length === 0 ? 1 : -3;
    case "from":
      return facts.dates.length === 1 ? 10 : facts.ranges.length === 1 ? 3 : IMPOSSIBLE - 1;
    case "to":
      // A single date in a row is its sign-on rather than its sign-off.
      return facts.dates.length === 1 ? 9 : facts.open ? 10 : IMPOSSIBLE - 1;
    case "period":
      return facts.ranges.length === 1 ? 10 : facts.dates.length === 1 ? 2 : IMPOSSIBLE - 1;
    case "duration":
      return /^\s*\d{1,3}(?:[.,]\d+)?\s*(?:m|mos|months?|d|days?)?(?:\s+\d{1,2}\s*(?:d|days?))?\s*$/i.test(cell.text) && facts.dates.length === 0 ? 5 : -8;
    case "company":
      if (!plainText || facts.rankExact || facts.typeExact) return -8;
      return COMPANY_WORDS.test(cell.text) ? 5 : 2;
    case "imo":
      return /^(?:IMO\s*)?\d{7}$/i.test(cell.text.trim()) ? 8 : -5;
    case "ignored":
      return 0;
  }
}
