// A row of a sea-service table whose header was not read (OCR of a seaman's book page, a table
// pasted without its header): a line of cells with a rank and dates, each other cell read by what it
// holds.

import type { Line } from "./document-text.js";
import { readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { openEndAfter } from "./date-ranges.js";
import { labelOf, splitLabel } from "./labels.js";
import { readRankExactly } from "./rank-names.js";
import type { ServiceParts } from "./sea-service-record.js";
import { hasVesselPrefix, readTonnage } from "./vessel-names.js";
import { readVesselType } from "./vessel-type-names.js";

const COMPANY_WORDS =
  /\b(ltd|limited|inc|corp|co|llc|gmbh|pte|plc|shipping|maritime|marine|management|shipmanagement|navigation|lines|tankers|carriers|crew|agency|services|group)\b/i;

export function headerlessRowParts(line: Line, today: string): ServiceParts | undefined {
  if (line.cells.length < 3 || line.cells.some((cell) => labelOf(cell.text) || splitLabel(cell.text))) return undefined;
  const rankCell = line.cells.find((cell) => readRankExactly(cell.text));
  const dated = line.cells.filter((cell) => findDates(cell.text, today).length > 0);
  if (!rankCell || dated.length === 0) return undefined;
  const dates = dated.flatMap((cell) => findDates(cell.text, today));
  const open = line.cells.find((cell) => openEndAfter(cell.text, 0) && findDates(cell.text, today).length === 0);
  const parts: ServiceParts = {
    lines: [line],
    rankText: rankCell.text,
    from: dates[0],
    to: dates[1],
    openText: dates[1] ? undefined : open?.text,
    reasoning: ["read from a table row without a header: each cell by what it holds"],
  };
  for (const cell of line.cells) {
    if (cell === rankCell || dated.includes(cell) || cell === open) continue;
    if (!parts.vesselText && hasVesselPrefix(cell.text)) parts.vesselText = cell.text;
    else if (!parts.vesselTypeText && readVesselType(cell.text, false)) parts.vesselTypeText = cell.text;
    else if (!parts.flagText && readCountry(cell.text)) parts.flagText = cell.text;
    else if (!parts.grossTonnage && readTonnage(cell.text) !== undefined) parts.grossTonnage = { value: readTonnage(cell.text)!, text: cell.text };
    else if (!parts.vesselText && /\p{L}{2,}/u.test(cell.text) && !COMPANY_WORDS.test(cell.text)) parts.vesselText = cell.text;
    else if (!parts.company && /\p{L}{2,}/u.test(cell.text)) parts.company = cell.text;
  }
  return parts;
}
