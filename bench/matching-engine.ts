// The match engine's speed on one core (issue 14's budget: at least 200,000 candidate-posting pairs per
// second). Run: node --import tsx bench/matching-engine.ts
//
// A deterministic population (2,000 candidates with 4-12 sea-service records and 5-15 certificates,
// 100 postings with varied requirements), every pair evaluated. Reported:
// - preparation: each candidate and each posting prepared once (what a recompute does once per input);
// - pairs: evaluatePrepared over every pair, the unit the budget counts, after a warm-up pass;
// - evaluateMatch: preparing both sides for every pair (the convenience entry point), for comparison.
// Wall time and the process's CPU time (process.cpuUsage: user + system) for each.
import { dayFromIsoDate } from "@/server/matching/calendar-days.js";
import { evaluateMatch, evaluatePrepared } from "@/server/matching/evaluate-match.js";
import { MATCH_MODEL_VERSION } from "@/server/matching/match-model-version.js";
import { prepareCandidate } from "@/server/matching/prepared-candidate.js";
import { preparePosting } from "@/server/matching/prepared-posting.js";
import { randomCandidate, randomPosting, SeededRandom } from "@/server/matching/random-population.js";

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 2000);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const evaluationDate = "2026-11-25";
const evaluationDay = dayFromIsoDate(evaluationDate);

interface Measure {
  wallMs: number;
  cpuMs: number;
}

function measure(run: () => void): Measure {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  run();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const random = new SeededRandom(14);
const candidates = Array.from({ length: CANDIDATES }, () => randomCandidate(random, evaluationDate));
const postings = Array.from({ length: POSTINGS }, () => randomPosting(random, evaluationDate));
const records = candidates.reduce((sum, candidate) => sum + candidate.seaServiceRecords.length, 0);
const held = candidates.reduce((sum, candidate) => sum + candidate.certificates.length, 0);
console.log(
  `match model ${MATCH_MODEL_VERSION}: ${CANDIDATES} candidates (${(records / CANDIDATES).toFixed(1)} records, ${(held / CANDIDATES).toFixed(1)} certificates each), ` +
    `${POSTINGS} postings, ${CANDIDATES * POSTINGS} pairs; node ${process.version}`,
);

let preparedCandidates = candidates.map((candidate) => prepareCandidate(candidate, evaluationDay));
let preparedPostings = postings.map((posting) => preparePosting(posting, evaluationDay));
const preparation = measure(() => {
  preparedCandidates = candidates.map((candidate) => prepareCandidate(candidate, evaluationDay));
  preparedPostings = postings.map((posting) => preparePosting(posting, evaluationDay));
});
console.log(`preparation: ${preparation.wallMs.toFixed(1)} ms wall, ${preparation.cpuMs.toFixed(1)} ms CPU for ${CANDIDATES + POSTINGS} inputs`);

// A checksum keeps the results alive (and shows two runs computed the same thing).
let checksum = 0;
function evaluateAllPairs() {
  for (const posting of preparedPostings) {
    for (const candidate of preparedCandidates) {
      const match = evaluatePrepared(posting, candidate);
      checksum = (checksum + match.score * 31 + match.qualifyingExperienceMonths + match.failureReasons.length) % 1_000_000_007;
    }
  }
}

evaluateAllPairs(); // warm-up
const pairCount = CANDIDATES * POSTINGS;
const rounds: Measure[] = [];
for (let round = 0; round < ROUNDS; round++) rounds.push(measure(evaluateAllPairs));
for (const [index, round] of rounds.entries()) {
  console.log(
    `pairs, round ${index + 1}: ${Math.round(pairCount / (round.wallMs / 1000)).toLocaleString("en")} pairs/s wall, ` +
      `${((round.cpuMs / pairCount) * 1000).toFixed(2)} CPU ms per 1,000 pairs`,
  );
}
const best = rounds.reduce((a, b) => (a.cpuMs <= b.cpuMs ? a : b));
console.log(
  `pairs, best: ${Math.round(pairCount / (best.cpuMs / 1000)).toLocaleString("en")} pairs per CPU second, ` +
    `${((best.cpuMs / pairCount) * 1000).toFixed(2)} CPU ms per 1,000 pairs`,
);

// evaluateMatch prepares both sides for every pair: a tenth of the pairs is enough to see the cost.
const sample = Math.max(1, Math.floor(POSTINGS / 10));
const unprepared = measure(() => {
  for (const posting of postings.slice(0, sample)) {
    for (const candidate of candidates) checksum = (checksum + evaluateMatch(posting, candidate, evaluationDate).score) % 1_000_000_007;
  }
});
const unpreparedPairs = sample * CANDIDATES;
console.log(
  `evaluateMatch (prepares per pair): ${Math.round(unpreparedPairs / (unprepared.cpuMs / 1000)).toLocaleString("en")} pairs per CPU second, ` +
    `${((unprepared.cpuMs / unpreparedPairs) * 1000).toFixed(2)} CPU ms per 1,000 pairs`,
);
console.log(`checksum ${checksum}`);
