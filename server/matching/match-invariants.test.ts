// Properties every match must have, over seeded random careers (untidy ones included: overlaps,
// duplicates, unknown values, inverted and unreadable dates): the invariants of DOMAIN.md §5.5, the
// independence from record order and duplicates, and agreement with a plain day-by-day count.
import { describe, expect, it } from "vitest";
import { dayFromIsoDate } from "./calendar-days.js";
import { evaluateMatch } from "./evaluate-match.js";
import type { CandidateInput, PostingRequirements } from "./match-input.js";
import { FAILURE_REASONS, type MatchResult } from "./match-result.js";
import { randomCandidate, randomPosting, SeededRandom, shuffled } from "./random-population.js";
import { serviceIntervals } from "./service-intervals.js";
import { rankByValue } from "@/server/domain/ranks.js";
import { vesselTypeByValue } from "@/server/domain/vessel-types.js";

const today = "2025-01-15";
const PAIRS = 3000;

function pairs(seed: number, count: number): { posting: PostingRequirements; person: CandidateInput }[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, () => ({
    posting: randomPosting(random, today),
    person: randomCandidate(random, today, { untidy: random.chance(0.5) }),
  }));
}

// The figures counted the slow, obvious way: a map of days, each record classified from the JSON.
function dayByDay(posting: PostingRequirements, person: CandidateInput) {
  const days = new Map<
    number,
    { weight: number; weightCertain: boolean; confirmed: number; possible: number; vessel: boolean; main: boolean; similar: boolean }
  >();
  const rankSimilar = new Map((posting.rank ? (rankByValue.get(posting.rank)?.similarity ?? []) : []).map((s) => [s.value, s.weight]));
  const vesselSimilar = new Map((posting.vesselType ? (vesselTypeByValue.get(posting.vesselType)?.similarity ?? []) : []).map((s) => [s.value, s.weight]));
  for (const interval of serviceIntervals(person.seaServiceRecords, dayFromIsoDate(today)).intervals) {
    const values = [...new Set(interval.record.rankValues)];
    let rankClass = "any";
    let rankWeight = 1;
    if (posting.rank) {
      const weights = values.map((value) => (value === posting.rank ? 1 : (rankSimilar.get(value) ?? 0)));
      const weakest = weights.length > 0 ? Math.min(...weights) : 0;
      rankWeight = weakest;
      rankClass = values.includes(posting.rank) ? (values.length === 1 ? "main" : "main_possible") : weakest > 0 ? "similar" : "none";
    }
    let vesselClass = "any";
    let vesselWeight = 1;
    const type = interval.record.vesselType;
    if (posting.vesselType) {
      const main = type !== null && (type === posting.vesselType || vesselTypeByValue.get(type)?.parent === posting.vesselType);
      vesselWeight = main ? 1 : type !== null ? (vesselSimilar.get(type) ?? 0) : 0;
      vesselClass = main ? "main" : vesselWeight > 0 ? "similar" : "none";
    }
    const weight = rankWeight * vesselWeight;
    const onType = vesselClass === "main" || vesselClass === "any";
    for (let day = interval.start; day <= interval.end; day++) {
      const entry = days.get(day) ?? { weight: 0, weightCertain: false, confirmed: 0, possible: 0, vessel: false, main: false, similar: false };
      if (weight > entry.weight) {
        entry.weight = weight;
        entry.weightCertain = !interval.estimated;
      } else if (weight === entry.weight && !interval.estimated) entry.weightCertain = true;
      // 0: not counted, 1: counted from estimated records only, 2: counted from a certain record.
      const grade = interval.estimated ? 1 : 2;
      if (onType && (rankClass === "main" || rankClass === "any")) entry.confirmed = Math.max(entry.confirmed, grade);
      if (onType && rankClass !== "similar" && rankClass !== "none") entry.possible = Math.max(entry.possible, grade);
      if (onType) entry.vessel = true;
      if (vesselWeight > 0 && rankClass === "main") entry.main = true;
      if (vesselWeight > 0 && (rankClass === "similar" || rankClass === "main_possible")) entry.similar = true;
      days.set(day, entry);
    }
  }
  const all = [...days.values()];
  const months = (count: number) => Math.floor(count / 30 + 1e-9);
  return {
    totalSeaMonths: months(all.length),
    qualifyingExperienceMonths: months(all.reduce((sum, entry) => sum + entry.weight, 0)),
    confirmedRelevantMonths: months(all.filter((entry) => entry.confirmed > 0).length),
    possibleRelevantMonths: months(all.filter((entry) => entry.possible > 0).length),
    vesselTypeRelevantMonths: posting.vesselType ? months(all.filter((entry) => entry.vessel).length) : undefined,
    mainRelevantMonths: posting.rank ? months(all.filter((entry) => entry.main).length) : undefined,
    similarRelevantMonths: posting.rank ? months(all.filter((entry) => entry.similar && !entry.main).length) : undefined,
    containsEstimatedMonths: all.some((entry) => entry.confirmed === 1 || entry.possible === 1 || (entry.weight > 0 && !entry.weightCertain)),
  };
}

// toMatchObject would ask an absent field to exist: absent figures are checked as absent.
function expectFigures(match: MatchResult, expected: ReturnType<typeof dayByDay>) {
  for (const [field, value] of Object.entries(expected)) {
    expect(match[field as keyof MatchResult], field).toEqual(value);
  }
}

describe("match invariants over random careers", () => {
  const cases = pairs(20251115, PAIRS).map((pair) => ({ ...pair, match: evaluateMatch(pair.posting, pair.person, today) }));

  it("agrees with a plain day-by-day count on every month figure", () => {
    for (const { posting, person, match } of cases) {
      expectFigures(match, dayByDay(posting, person));
    }
  });

  it("never confirms more than is possible, in the posting rank, or on the posting vessel type", () => {
    for (const { match } of cases) {
      expect(match.confirmedRelevantMonths).toBeLessThanOrEqual(match.possibleRelevantMonths);
      if (match.mainRelevantMonths !== undefined) expect(match.confirmedRelevantMonths).toBeLessThanOrEqual(match.mainRelevantMonths);
      if (match.vesselTypeRelevantMonths !== undefined) {
        expect(match.confirmedRelevantMonths).toBeLessThanOrEqual(match.vesselTypeRelevantMonths);
        expect(match.possibleRelevantMonths).toBeLessThanOrEqual(match.vesselTypeRelevantMonths);
      }
    }
  });

  it("never counts more qualifying, main or similar time than there is sea time", () => {
    for (const { match } of cases) {
      expect(match.qualifyingExperienceMonths).toBeLessThanOrEqual(match.totalSeaMonths);
      expect(match.possibleRelevantMonths).toBeLessThanOrEqual(match.totalSeaMonths);
      expect((match.mainRelevantMonths ?? 0) + (match.similarRelevantMonths ?? 0)).toBeLessThanOrEqual(match.totalSeaMonths);
    }
  });

  it("keeps scores, percentages and reasons in range and in order", () => {
    for (const { match } of cases) {
      expect(Number.isInteger(match.score) && match.score >= 0 && match.score <= 100).toBe(true);
      if (match.failureReasons.length > 0) expect(match.score).toBeLessThanOrEqual(50);
      expect(match.experience).toBeGreaterThanOrEqual(0);
      expect(match.experience).toBeLessThanOrEqual(1);
      expect(match.experiencePercent === 100).toBe(match.experience === 1);
      const order = match.failureReasons.map((reason) => FAILURE_REASONS.indexOf(reason));
      expect(order.every((position, index) => position >= 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
    }
  });

  it("puts each required certificate in exactly one of held, missing, expired, and counts the held ones", () => {
    for (const { posting, match } of cases) {
      const { held, missing, expired } = match.certificateCheck;
      expect([...held, ...missing, ...expired].sort()).toEqual([...new Set(posting.requiredCertificates)].sort());
      expect(match.certificateCount).toBe(held.length);
    }
  });

  it("gives the same result whatever the order of records and certificates, and with duplicates", () => {
    const random = new SeededRandom(7);
    for (const { posting, person, match } of cases) {
      const records = person.seaServiceRecords;
      const reordered: CandidateInput = {
        ...person,
        seaServiceRecords: shuffled(random, [...records, ...records.filter(() => random.chance(0.3))]),
        certificates: shuffled(random, [...person.certificates, ...person.certificates.filter(() => random.chance(0.3))]),
      };
      expect(evaluateMatch(posting, reordered, today)).toEqual(match);
    }
  });

  it("handles careers with more than 32 distinct kinds of record (several mask words)", () => {
    const random = new SeededRandom(99);
    const posting = randomPosting(random, today);
    const longCareer = randomCandidate(random, today, { untidy: true });
    const ranks = ["master", "chief_officer", "second_officer", "third_officer", "bosun", "able_seaman", "oiler", "wiper"];
    const types = ["product_tanker", "chemical_tanker", "crude_oil_tanker", "bulk_carrier", "container_ship", "tug"];
    const many: CandidateInput = {
      ...longCareer,
      seaServiceRecords: ranks.flatMap((rank, r) =>
        types.map((type, t) => ({
          rankValues: [rank],
          vesselType: type,
          signOn: `20${10 + r}-0${1 + t}-01`,
          signOnPrecision: "day" as const,
          signOff: `20${10 + r}-0${3 + t}-20`,
          signOffPrecision: "day" as const,
        })),
      ),
    };
    for (const rank of [null, ...ranks]) {
      for (const vesselType of [null, ...types]) {
        const requirements = { ...posting, rank, vesselType };
        expectFigures(evaluateMatch(requirements, many, today), dayByDay(requirements, many));
      }
    }
  });
});
