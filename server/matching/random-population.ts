// Seeded random candidates and postings for the engine's property tests and its benchmark
// (bench/matching-engine.ts): careers built backwards from the evaluation date along promotion ladders,
// mostly on one vessel type, with month- and year-only dates, two-rank records, overlaps, contracts on
// board and the occasional unknown value; postings with varied requirements. Deterministic per seed.
import { addMonths, dayFromIsoDate, isoDateFromDay } from "./calendar-days.js";
import type { CandidateInput, DatePrecision, PostingRequirements, SeaServiceRecordInput } from "./match-input.js";
import { certificates } from "@/server/domain/certificates.js";
import { ranks } from "@/server/domain/ranks.js";
import { vesselTypes } from "@/server/domain/vessel-types.js";

// mulberry32: small, fast, and the same sequence everywhere for a seed.
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

const LADDERS = [
  ["deck_cadet", "third_officer", "second_officer", "chief_officer", "master"],
  ["engine_cadet", "fourth_engineer", "third_engineer", "second_engineer", "chief_engineer"],
  ["ordinary_seaman", "able_seaman", "bosun"],
  ["wiper", "oiler", "engine_foreman"],
  ["messman", "second_cook", "chief_cook"],
];

const COMMON_CERTIFICATES = [
  "cop_basic_training",
  "med_seafarer_medical",
  "id_passport",
  "id_seamans_book",
  "cop_pscrb",
  "cop_aff",
  "cop_mefa",
  "cop_dsd",
  "coc_oow_deck",
  "coc_oow_engine",
  "coc_gmdss_goc",
  "cop_tanker_basic_oil_chem",
  "cop_tanker_advanced_oil",
  "visa_us_c1d",
  "vac_yellow_fever",
];

const NATIONALITIES = ["PH", "IN", "UA", "RU", "ID", "CN", "PL", "HR", "RO", "LV", "MM", "LK"];

export interface PopulationOptions {
  // Also produce what careful data entry would not: inverted dates, overlaps, unknown values,
  // unreadable dates, duplicates.
  untidy?: boolean;
}

function precision(random: SeededRandom): DatePrecision {
  const roll = random.next();
  return roll < 0.05 ? "year" : roll < 0.2 ? "month" : "day";
}

export function randomRecords(random: SeededRandom, evaluationDay: number, count: number, options: PopulationOptions = {}): SeaServiceRecordInput[] {
  const ladder = random.pick(LADDERS);
  const mainVessel = random.pick(vesselTypes).value;
  let step = random.int(0, ladder.length - 1);
  let cursor = evaluationDay - random.int(0, 150);
  const records: SeaServiceRecordInput[] = [];
  for (let index = 0; index < count; index++) {
    const months = random.int(1, options.untidy ? 16 : 9);
    const onBoard = index === 0 && random.chance(0.3);
    const signOff = cursor;
    const signOn = addMonths(signOff, -months) + random.int(-10, 10);
    const rank = ladder[step]!;
    const rankValues = random.chance(0.1) && step > 0 ? [rank, ladder[step - 1]!] : [rank];
    if (options.untidy && random.chance(0.05)) rankValues[0] = random.chance(0.5) ? "deck_wizard" : random.pick(ranks).value;
    const vesselType = random.chance(0.7) ? mainVessel : random.chance(0.9) ? random.pick(vesselTypes).value : random.chance(0.5) ? null : "space_ship";
    const signOnPrecision = precision(random);
    const signOffPrecision = random.chance(0.8) ? signOnPrecision : precision(random);
    const record: SeaServiceRecordInput = {
      rankValues,
      vesselType,
      signOn: isoDateFromDay(signOn),
      signOnPrecision,
      signOff: onBoard || (options.untidy && random.chance(0.05)) ? null : isoDateFromDay(options.untidy && random.chance(0.05) ? signOn - 20 : signOff),
      signOffPrecision,
    };
    records.push(record);
    if (options.untidy && random.chance(0.1)) records.push({ ...record });
    if (options.untidy && random.chance(0.02)) records.push({ ...record, signOn: "2021-02-30" });
    // Gaps of 1-4 months; untidy careers also overlap (double bookings, relief handovers).
    cursor = signOn - (options.untidy && random.chance(0.2) ? -random.int(1, 40) : random.int(20, 120));
    if (step > 0 && random.chance(0.3)) step--;
  }
  return records;
}

export function randomCandidate(random: SeededRandom, evaluationDate: string, options: PopulationOptions = {}): CandidateInput {
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const certificateCount = random.int(5, 15);
  const held: CandidateInput["certificates"][number][] = [];
  for (let index = 0; index < certificateCount; index++) {
    const value = random.chance(0.75) ? random.pick(COMMON_CERTIFICATES) : random.pick(certificates).value;
    held.push({ certificate: value, expiresOn: random.chance(0.2) ? null : isoDateFromDay(evaluationDay + random.int(-400, 1800)) });
  }
  return {
    dateOfBirth: random.chance(0.95) ? isoDateFromDay(evaluationDay - random.int(19 * 365, 62 * 365)) : null,
    nationality: random.chance(0.95) ? random.pick(NATIONALITIES) : null,
    seaServiceRecords: randomRecords(random, evaluationDay, random.int(4, 12), options),
    certificates: held,
  };
}

export function randomPosting(random: SeededRandom, evaluationDate: string): PostingRequirements {
  const evaluationDay = dayFromIsoDate(evaluationDate);
  const required = new Set<string>();
  const certificateCount = random.int(0, 8);
  for (let index = 0; index < certificateCount; index++) required.add(random.chance(0.8) ? random.pick(COMMON_CERTIFICATES) : random.pick(certificates).value);
  return {
    rank: random.chance(0.85) ? random.pick(random.pick(LADDERS)) : null,
    vesselType: random.chance(0.8) ? random.pick(vesselTypes).value : null,
    requiredExperienceMonths: random.pick([null, 0, 6, 12, 24, 36]),
    experienceMandatory: random.chance(0.4),
    vesselTypeMandatory: random.chance(0.3),
    requiredCertificates: [...required],
    allowedNationalities: random.chance(0.4) ? NATIONALITIES.filter(() => random.chance(0.5)) : null,
    minAge: random.chance(0.4) ? random.int(18, 25) : null,
    maxAge: random.chance(0.4) ? random.int(45, 65) : null,
    joinDate: random.chance(0.9) ? isoDateFromDay(evaluationDay + random.int(-10, 120)) : null,
    contractMonths: random.chance(0.6) ? random.int(2, 9) : null,
  };
}

// Records in another order (Fisher-Yates with the seeded generator).
export function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
