// Sea-service timelines (DOMAIN.md §4.3, §5.4, §6.4): built backwards from the crew member's last
// sign-off with 2-4 month gaps, promotions after 2-4 contracts, ~10 % two-rank records, ~15 % month-only
// and ~5 % year-only dates, and an open-ended record for people on board now.
import { addDays, dotted, isoDate, monthSlashYear } from "./dates.js";
import { COMPANIES, nearbyVesselType, PROMOTED_FROM, pickFlag, VESSEL_MIX, vesselName } from "./maritime.js";
import type { Rng } from "./random.js";
import { rank, vessel } from "./reference.js";

export type Precision = "day" | "month" | "year";

export interface SeaServiceEntry {
  rankValues: string[];
  rankText: string;
  vesselType: string | null;
  vesselTypeText: string;
  vesselName: string;
  flag: { code: string; name: string };
  company: string;
  signOn: Date;
  signOff: Date | null;
  precision: Precision;
}

// The CV spelling of a rank: abbreviation, label or a common synonym.
export function rankSpelling(rng: Rng, value: string): string {
  const info = rank(value);
  const forms = [info.abbreviation, info.label.replace(/ \(.*\)$/, "").split(" / ")[0]!, ...info.synonyms.slice(0, 4)];
  return rng.pick(forms);
}

function contractMonths(rng: Rng, rankValue: string, vesselType: string): number {
  const info = rank(rankValue);
  if (vessel(vesselType).family === "offshore") return rng.int(1, 3);
  if (info.level === "trainee") return rng.int(6, 12);
  if (info.level === "management" || info.level === "operational") return rng.int(4, 6);
  return rng.int(6, 9);
}

function truncate(date: Date, precision: Precision): Date {
  if (precision === "month") return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  if (precision === "year") return new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  return date;
}

export function buildSeaService(
  rng: Rng,
  // asOf: when the CV was written (its upload time); the timeline ends there.
  input: { currentRank: string; mainVesselType: string; birthDate: Date; onBoard: boolean; asOf: Date },
): SeaServiceEntry[] {
  const entries: SeaServiceEntry[] = [];
  const companies = rng.sample(COMPANIES, rng.int(1, 3));
  const maxRecords = rng.int(3, 9);
  const careerStart = addDays(input.birthDate, 365.25 * 18.5);
  let rankNow = input.currentRank;
  let leftInRank = rng.int(1, 4);
  let cursor = input.onBoard ? addDays(input.asOf, -rng.int(15, 120)) : addDays(input.asOf, -rng.int(20, 160));
  let first = true;

  while (entries.length < maxRecords) {
    const vesselType = rng.chance(0.75) ? input.mainVesselType : rng.chance(0.8) ? nearbyVesselType(rng, input.mainVesselType) : rng.weighted(VESSEL_MIX);
    const months = contractMonths(rng, rankNow, vesselType);
    let signOn: Date;
    let signOff: Date | null;
    if (first && input.onBoard) {
      signOn = cursor;
      signOff = null;
    } else {
      signOff = cursor;
      signOn = addDays(cursor, -(months * 30.4 + rng.int(-12, 12)));
    }
    if (signOn < careerStart) break;
    const precisionRoll = rng.next();
    const precision: Precision = signOff === null ? "day" : precisionRoll < 0.05 ? "year" : precisionRoll < 0.2 ? "month" : "day";

    // ~10 % two-rank records: acting capacity or a promotion during the contract.
    const below = PROMOTED_FROM[rankNow];
    const twoRank = below !== undefined && rng.chance(0.13);
    const rankValues = twoRank ? [rankNow, below] : [rankNow];
    const rankText = twoRank ? `${rank(rankNow).abbreviation} / ${rank(below).abbreviation}` : rankSpelling(rng, rankNow);
    const info = vessel(vesselType);
    const typeText = rng.chance(0.6) ? info.label : rng.pick([info.label.split(" – ").pop()!.split(" / ")[0]!, info.label.replace(/ \(.*\)$/, "")]);
    const unknownType = rng.chance(0.03);

    entries.push({
      rankValues,
      rankText,
      vesselType: unknownType ? null : vesselType,
      vesselTypeText: unknownType ? "M/V" : typeText,
      vesselName: vesselName(rng, vesselType),
      flag: pickFlag(rng),
      company: rng.pick(companies),
      signOn: truncate(signOn, precision),
      signOff: signOff === null ? null : truncate(signOff, precision),
      precision,
    });
    first = false;

    // Home leave before this contract, then maybe the rank below.
    cursor = addDays(signOn, -rng.int(60, 125));
    leftInRank--;
    if (leftInRank <= 0) {
      const lower = PROMOTED_FROM[rankNow];
      if (!lower) break;
      if (rank(rankNow).level === "trainee") break;
      rankNow = lower;
      leftInRank = rank(lower).level === "trainee" ? rng.int(1, 2) : rng.int(2, 4);
    }
  }
  return entries; // newest first, as on a CV
}

export function formatServiceDate(date: Date | null, precision: Precision): string {
  if (date === null) return "present";
  if (precision === "year") return String(date.getUTCFullYear());
  if (precision === "month") return monthSlashYear(date);
  return dotted(date);
}

// One row of the CV's sea-service table, as the extractor quotes it.
export function seaServiceSnippet(entry: SeaServiceEntry): string {
  return [
    entry.vesselName,
    entry.vesselTypeText,
    entry.flag.name,
    entry.rankText,
    `${formatServiceDate(entry.signOn, entry.precision)} – ${formatServiceDate(entry.signOff, entry.precision)}`,
    entry.company,
  ].join(" | ");
}

export function seaServiceRow(entry: SeaServiceEntry): Record<string, unknown> {
  return {
    rank_values: entry.rankValues,
    rank_text: entry.rankText,
    vessel_type: entry.vesselType,
    vessel_name: entry.vesselName,
    vessel_flag: entry.flag.code,
    company: entry.company,
    sign_on: isoDate(entry.signOn),
    sign_on_precision: entry.precision,
    sign_off: entry.signOff ? isoDate(entry.signOff) : null,
    sign_off_precision: entry.precision,
  };
}
