// One contract put together from the pieces a layout gives (a table row's cells, a sentence's
// phrases, a block's lines): names read to reference values, dates resolved and checked, and the
// reasoning of every step kept for the evidence.

import { evidenceOf, type Line } from "./document-text.js";
import type { PartialDate, SeaServiceRecord } from "./document-reading.js";
import type { DateOrder } from "./date-order.js";
import type { DateMention } from "./dates.js";
import { readCountry } from "./countries.js";
import { readRank, type RankReading } from "./rank-names.js";
import { daysBetween, notAfter } from "./partial-dates.js";
import { stripVesselPrefix } from "./vessel-names.js";
import { readVesselType, vesselTypeGroupOf, type VesselTypeReading } from "./vessel-type-names.js";

export interface ServiceParts {
  lines: Line[];
  rankText?: string;
  rank?: RankReading;
  vesselText?: string;
  vesselTypeText?: string;
  vesselType?: VesselTypeReading;
  flagText?: string;
  company?: string;
  grossTonnage?: { value: number; text: string };
  deadweight?: { value: number; text: string };
  from?: DateMention;
  to?: DateMention;
  openText?: string;
  // Where the dates were found, for the reasoning: "the Sign on and Sign off columns".
  datesFrom?: string;
  reasoning: string[];
}

export interface ServiceContext {
  dateOrder: DateOrder;
  today: string;
}

export type BuiltRecord = { record: SeaServiceRecord } | { problem: string };

// A contract longer than this is not one contract (MLC: under 12 months; a little slack for
// sign-off delays). It only decides an ambiguous day/month order.
const MAX_CONTRACT_DAYS = 400;

const describeDate = (mention: DateMention, date: PartialDate) =>
  `'${mention.text}' read as ${date.date.slice(0, date.precision === "day" ? 10 : date.precision === "month" ? 7 : 4)} (${date.precision} precision)`;

export function buildServiceRecord(parts: ServiceParts, context: ServiceContext): BuiltRecord {
  const reasoning: string[] = [];
  const record: SeaServiceRecord = { ongoing: false, evidence: evidenceOf(parts.lines, []) };

  // Names.
  const rank = parts.rank ?? (parts.rankText ? readRank(parts.rankText) : undefined);
  if (parts.rankText || rank) record.rankText = (parts.rankText ?? rank!.written).trim();
  const vessel = parts.vesselText ? stripVesselPrefix(parts.vesselText) : undefined;
  if (vessel && vessel.name !== "") {
    record.vesselName = vessel.name;
    if (vessel.prefix) reasoning.push(`'${vessel.prefix}' is a vessel prefix, not part of the name`);
  }
  const type = parts.vesselType ?? (parts.vesselTypeText ? readVesselType(parts.vesselTypeText) : undefined);
  if (type) {
    record.vesselType = type.vesselType;
    record.vesselTypeText = (parts.vesselTypeText ?? type.written).trim();
    reasoning.push(...type.reasoning);
  } else if (parts.vesselTypeText && parts.vesselTypeText.trim() !== "") {
    record.vesselTypeText = parts.vesselTypeText.trim();
    reasoning.push(`vessel type '${record.vesselTypeText}' is not a type we know`);
  }
  if (rank) {
    record.rank = rank.rank;
    if (rank.candidates.length > 1) record.rankCandidates = rank.candidates;
    reasoning.push(...rank.reasoning);
    // "First Officer" is the Chief Officer on cargo ships but its own rank on passenger ships (§1.3).
    if (rank.candidates.includes("first_officer") && rank.candidates.includes("chief_officer") && type && vesselTypeGroupOf(type.vesselType) === "passenger") {
      record.rank = "first_officer";
      reasoning.push(`on a passenger ship '${rank.written}' is first_officer, a rank below the chief officer`);
    }
  } else if (record.rankText) {
    reasoning.push(`rank '${record.rankText}' is not a rank we know`);
  }
  if (parts.flagText) {
    const country = readCountry(parts.flagText);
    if (country) {
      record.flag = country.alpha2;
      reasoning.push(`flag ${country.how}`);
    } else reasoning.push(`flag '${parts.flagText}' is not a country we know`);
  }
  if (parts.company && parts.company.trim() !== "") record.company = parts.company.trim();
  if (parts.grossTonnage) {
    record.grossTonnage = parts.grossTonnage.value;
    reasoning.push(`gross tonnage ${parts.grossTonnage.value} from '${parts.grossTonnage.text}'`);
  }
  if (parts.deadweight) {
    record.deadweight = parts.deadweight.value;
    reasoning.push(`deadweight ${parts.deadweight.value} from '${parts.deadweight.text}'`);
  }
  if (!record.rank && !record.rankText && !record.vesselName && !record.vesselType) return { problem: "no rank, vessel or vessel type" };

  // Dates.
  if (!parts.from) return { problem: parts.to ? "no sign-on date" : "no dates" };
  if (parts.from.invalid) return { problem: `'${parts.from.text}' is not a date: ${parts.from.invalid}` };
  if (parts.to?.invalid) return { problem: `'${parts.to.text}' is not a date: ${parts.to.invalid}` };
  const resolved = context.dateOrder.resolvePair(
    parts.from,
    parts.to,
    (from, to) => !from || !to || (notAfter(from, to) && daysBetween(from.date, to.date) <= MAX_CONTRACT_DAYS),
    "a sign-on before the sign-off and a contract under 13 months",
  );
  record.from = resolved.first!.date;
  reasoning.push(describeDate(parts.from, record.from));
  if (resolved.first!.reasoning) reasoning.push(resolved.first!.reasoning);
  if (parts.to && resolved.second) {
    record.to = resolved.second.date;
    reasoning.push(describeDate(parts.to, record.to));
    if (resolved.second.reasoning) reasoning.push(resolved.second.reasoning);
    if (!notAfter(record.from, record.to)) return { problem: `the sign-off (${parts.to.text}) is before the sign-on (${parts.from.text})` };
  } else if (parts.openText) {
    record.ongoing = true;
    reasoning.push(`'${parts.openText}': the contract is still running`);
  }
  if (record.from.date > context.today) return { problem: `the sign-on (${parts.from.text}) is after today` };
  if (parts.datesFrom) reasoning.push(`dates from ${parts.datesFrom}`);

  record.evidence = evidenceOf(parts.lines, [...reasoning, ...parts.reasoning]);
  return { record };
}
