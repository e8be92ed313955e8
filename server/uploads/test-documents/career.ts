// A seafarer's career: the rank they apply for, the promotion ladder below it, and the contracts of
// their CV, generated backwards from the reference date (DOMAIN.md §6.2, §6.4): contracts of 4-6
// months for officers and 6-9 for ratings, 2-4 months' leave between them, 2-4 contracts per rank
// before a promotion, ~10 % two-rank records, ~15 % month-only and ~5 % year-only dates.
import { addDays } from "./dates.js";
import { printableRankTexts, rank as rankEntry, vesselType } from "./domain.js";
import type { SeaServiceRecord } from "./person-types.js";
import type { Random } from "./random.js";
import { COMPANIES, FLAGS, grossTonnageFor, vesselNameFor, vesselPrefixFor, vesselTypeTextFor, vesselTypeWeights } from "./vessels.js";

// Promotion ladders, lowest first (DOMAIN.md §1.1).
const LADDERS: readonly string[][] = [
  ["deck_cadet", "third_officer", "second_officer", "chief_officer", "master"],
  ["engine_cadet", "fourth_engineer", "third_engineer", "second_engineer", "chief_engineer"],
  ["electrician", "electro_technical_officer"],
  ["ordinary_seaman", "able_seaman", "bosun"],
  ["ordinary_seaman", "able_seaman", "pumpman"],
  ["wiper", "oiler", "engine_foreman"],
  ["wiper", "motorman"],
  ["wiper", "oiler", "fitter"],
  ["messman", "second_cook", "chief_cook"],
  ["messman", "steward"],
  ["general_purpose_rating"],
];

function ladderOf(rank: string): string[] {
  const ladder = LADDERS.find((candidate) => candidate.includes(rank));
  if (!ladder) throw new Error(`no ladder for ${rank}`);
  return ladder.slice(0, ladder.indexOf(rank) + 1);
}

// The rank mix of §6.2: ~45 % officers (1 Master : 1 C/O : 1.3 2/O : 1.3 3/O, the same for engineers,
// 0.5 ETO), ~55 % ratings, catering ~10 % of ratings.
export const applyingRankWeights: readonly (readonly [string, number])[] = [
  ["master", 4.6],
  ["chief_officer", 4.6],
  ["second_officer", 6],
  ["third_officer", 6],
  ["chief_engineer", 4.6],
  ["second_engineer", 4.6],
  ["third_engineer", 6],
  ["fourth_engineer", 6],
  ["electro_technical_officer", 2.3],
  ["bosun", 5],
  ["able_seaman", 11],
  ["ordinary_seaman", 6],
  ["pumpman", 2],
  ["oiler", 7],
  ["motorman", 4],
  ["fitter", 3],
  ["wiper", 4],
  ["general_purpose_rating", 2],
  ["electrician", 1],
  ["chief_cook", 2.5],
  ["second_cook", 1.5],
  ["messman", 2],
  ["steward", 1],
  ["deck_cadet", 1.2],
  ["engine_cadet", 1.2],
];

function isOfficer(rank: string): boolean {
  const level = rankEntry(rank).level;
  return level === "management" || level === "operational";
}

// Ages by level (§6.2): cadets 19-25, junior officers 24-35, senior officers 32-60, ratings 20-55.
export function ageRangeFor(rank: string): [number, number] {
  const level = rankEntry(rank).level;
  if (level === "trainee") return [19, 25];
  if (level === "management") return [32, 60];
  if (level === "operational") return [24, 38];
  return [20, 55];
}

function rankTextFor(random: Random, rank: string, vesselTypeValue: string): string {
  // A naming trap with one answer: "First Officer" on a cargo ship is the Chief Officer (DOMAIN.md §1.3).
  if (rank === "chief_officer" && vesselType(vesselTypeValue).family !== "passenger" && random.chance(0.1)) return "First Officer";
  const texts = printableRankTexts(rank);
  const entry = rankEntry(rank);
  const short = texts.filter((text) => text.length <= 5);
  const long = texts.filter((text) => text.length > 5 && !text.includes("("));
  const choice = random.weighted<"abbreviation" | "full" | "any">([
    ["abbreviation", 45],
    ["full", 40],
    ["any", 15],
  ]);
  if (choice === "abbreviation") return short.length > 0 ? random.pick([entry.abbreviation, ...short]) : entry.abbreviation;
  if (choice === "full") return long.length > 0 ? random.pick(long) : entry.label;
  return random.pick(texts);
}

// "2/O / 3/O", "AB/OS", "C/O (Master)", "Oiler/Wiper": both ranks, the higher first.
function twoRankText(random: Random, higher: string, lower: string): string {
  const high = rankEntry(higher);
  const low = rankEntry(lower);
  if (isOfficer(higher)) return random.chance(0.5) ? `${high.abbreviation} / ${low.abbreviation}` : `${low.abbreviation} (${high.label})`;
  return random.chance(0.5) ? `${high.abbreviation}/${low.abbreviation}` : `${high.label}/${low.label}`;
}

export interface CareerOptions {
  rank: string;
  dateOfBirth: string;
  referenceDate: string;
}

export function generateSeaService(random: Random, options: CareerOptions): SeaServiceRecord[] {
  const ladder = ladderOf(options.rank);
  const officer = isOfficer(options.rank) || ["deck_cadet", "engine_cadet"].includes(options.rank);
  // The type the person mostly sails on; DPOs and offshore careers stay offshore.
  const mainType = random.weighted(vesselTypeWeights);
  const companies = random.shuffle(COMPANIES).slice(0, random.int(1, 3));
  const wanted = random.int(4, 8);
  const earliestSignOn = addDays(options.dateOfBirth, 18 * 365);

  const records: SeaServiceRecord[] = [];
  let rankIndex = ladder.length - 1;
  let contractsLeftInRank = random.int(1, 4);
  let company = random.pick(companies);
  let previous: SeaServiceRecord | null = null;
  // The latest contract is still running in about a third of the CVs.
  const onBoard = random.chance(0.3);
  let cursor = onBoard ? options.referenceDate : addDays(options.referenceDate, -random.int(20, 120));

  while (records.length < wanted) {
    const rank = ladder[rankIndex]!;
    const trainee = rankEntry(rank).level === "trainee";
    const length = trainee ? random.int(240, 365) : officer ? random.int(120, 190) : random.int(180, 270);
    const first = records.length === 0;
    const signOff = first && onBoard ? null : cursor;
    const signOn = first && onBoard ? addDays(cursor, -random.int(20, 150)) : addDays(cursor, -length);
    if (signOn < earliestSignOn && records.length > 0) break;

    // A fifth of the contracts go back to the same ship; most go back to the same company.
    if (!random.chance(0.7)) company = random.pick(companies);
    const sameShip = previous !== null && random.chance(0.2) ? previous : null;
    const type = sameShip?.vesselType ?? (random.chance(0.75) ? mainType : random.weighted(vesselTypeWeights));

    // Promoted during this contract: the first contract in a rank may name both (§1.3).
    const lastInRank = contractsLeftInRank === 1 && rankIndex > 0;
    const twoRank = lastInRank && random.chance(0.35);
    const lower = rankIndex > 0 ? ladder[rankIndex - 1]! : null;

    const record: SeaServiceRecord = {
      rank,
      secondRank: twoRank ? lower : null,
      rankText: twoRank ? twoRankText(random, rank, lower!) : rankTextFor(random, rank, type),
      vesselPrefix: sameShip?.vesselPrefix ?? vesselPrefixFor(random, type),
      vesselName: sameShip?.vesselName ?? vesselNameFor(random),
      vesselType: type,
      vesselTypeText: sameShip?.vesselTypeText ?? vesselTypeTextFor(random, type),
      grossTonnage: sameShip?.grossTonnage ?? grossTonnageFor(random, type),
      flag: sameShip?.flag ?? random.pick(FLAGS),
      company: sameShip?.company ?? company,
      signOn,
      signOff,
      precision: random.weighted([
        ["day", 80],
        ["month", 15],
        ["year", 5],
      ] as const),
    };
    // "Onboard since 2024" says too little: a running contract keeps at least its month.
    if (signOff === null && record.precision === "year") record.precision = "month";
    records.push(record);
    previous = record;

    cursor = addDays(signOn, -random.int(60, 120));
    contractsLeftInRank--;
    if (contractsLeftInRank === 0) {
      if (rankIndex === 0 || trainee) break;
      rankIndex--;
      contractsLeftInRank = rankEntry(ladder[rankIndex]!).level === "trainee" ? 1 : random.int(2, 4);
    }
  }
  return records;
}
