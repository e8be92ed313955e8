// Which pairs a recompute persists: each list flag marks exactly the best K of its full order (so a list
// is a prefix and never misses one ranking above one it shows), applicants are persisted whatever they
// score, and nothing else is.
import { describe, expect, it } from "vitest";
import { dayFromIsoDate } from "./calendar-days.js";
import { evaluatePrepared } from "./evaluate-match.js";
import { matchIdOf } from "./match-id.js";
import { compareMatchOrder } from "./match-order.js";
import { materialize, rankOrganization } from "./organization-matches.js";
import { computeCandidateMatches, computePostingMatches, type PreparedCandidateItem, type PreparedPostingItem } from "./persisted-pairs.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { preparePosting } from "./prepared-posting.js";
import { randomCandidate, randomPosting, SeededRandom } from "./random-population.js";

const evaluationDate = "2026-11-25";
const day = dayFromIsoDate(evaluationDate);
const random = new SeededRandom(14);
const candidates: PreparedCandidateItem[] = Array.from({ length: 60 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  prepared: prepareCandidate(randomCandidate(random, evaluationDate), day),
}));
const postings: PreparedPostingItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: `10000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  open: index % 3 !== 0,
  prepared: preparePosting(randomPosting(random, evaluationDate), day),
}));

// The full order of one posting's candidates (or one candidate's postings), by match id.
function fullOrder(pairs: { postingId: string; profileId: string; posting: PreparedPostingItem; candidate: PreparedCandidateItem }[]): string[] {
  return pairs
    .map(({ postingId, profileId, posting, candidate }) => {
      const result = evaluatePrepared(posting.prepared, candidate.prepared);
      return { id: matchIdOf(postingId, profileId), score: result.score, confirmedRelevantMonths: result.confirmedRelevantMonths };
    })
    .sort(compareMatchOrder)
    .map((item) => item.id);
}

// A pair's order fields, whether its posting is open, and the other side's id (what an applicant set names).
interface EvaluatedPair {
  matchId: string;
  score: number;
  confirmedRelevantMonths: number;
  open: boolean;
  other: string;
}

function evaluateAll(pairs: { posting: PreparedPostingItem; candidate: PreparedCandidateItem; open: boolean; other: string }[]): EvaluatedPair[] {
  return pairs.map(({ posting, candidate, open, other }) => {
    const result = evaluatePrepared(posting.prepared, candidate.prepared);
    return { matchId: matchIdOf(posting.id, candidate.id), score: result.score, confirmedRelevantMonths: result.confirmedRelevantMonths, open, other };
  });
}

describe("the pairs a recompute persists", () => {
  it("a posting: its best K candidates in the list order, flagged, and every applicant, flagged or not", async () => {
    const posting = postings[1]!;
    const order = fullOrder(candidates.map((candidate) => ({ postingId: posting.id, profileId: candidate.id, posting, candidate })));
    const last = candidates.find((candidate) => matchIdOf(posting.id, candidate.id) === order.at(-1))!;
    const applicants = new Set([last.id, candidates[0]!.id]);
    const rows = (await computePostingMatches(posting, candidates, applicants, evaluationDate, 7)).rows;

    expect(rows.filter((row) => row.inPostingList).map((row) => row.matchId)).toEqual(order.slice(0, 7));
    const persisted = new Set(rows.map((row) => row.crewProfileId));
    for (const applicant of applicants) expect(persisted.has(applicant)).toBe(true);
    expect(rows.find((row) => row.crewProfileId === last.id)!.inPostingList).toBe(false);
    expect(rows.length).toBe(new Set([...order.slice(0, 7), ...[...applicants].map((id) => matchIdOf(posting.id, id))]).size);
    expect(rows.every((row) => !row.inCandidateList && row.evaluatedOn === evaluationDate)).toBe(true);
  });

  it("a candidate: its best K' OPEN postings, flagged, and every posting applied to, open or closed", async () => {
    const candidate = candidates[5]!;
    const open = postings.filter((posting) => posting.open);
    const order = fullOrder(open.map((posting) => ({ postingId: posting.id, profileId: candidate.id, posting, candidate })));
    const closedApplied = postings.find((posting) => !posting.open)!;
    const { rows } = await computeCandidateMatches(candidate, postings, new Set([closedApplied.id]), evaluationDate, 4);

    expect(rows.filter((row) => row.inCandidateList).map((row) => row.matchId)).toEqual(order.slice(0, 4));
    expect(rows.find((row) => row.jobPostingId === closedApplied.id)).toMatchObject({ inCandidateList: false, inPostingList: false });
    expect(rows).toHaveLength(5);
  });

  it("a whole organization at once: the same lists and bounds as each posting's and each candidate's run", async () => {
    const applied = [
      { postingId: postings[2]!.id, profileId: candidates[59]!.id },
      { postingId: postings[0]!.id, profileId: candidates[3]!.id },
    ];
    const applicants = new Set(applied.map((pair) => matchIdOf(pair.postingId, pair.profileId)));
    const sizes = { posting: 7, candidate: 4 };
    const ranking = rankOrganization(postings, candidates, applied, sizes);
    const whole = { ...ranking, rows: ranking.pairs.map((pair) => materialize(pair, postings, candidates, evaluationDate)) };
    const flagged = (flag: "inPostingList" | "inCandidateList") => new Set(whole.rows.filter((row) => row[flag]).map((row) => row.matchId));
    const postingLists = new Set<string>();
    for (const posting of postings) {
      const run = await computePostingMatches(posting, candidates, new Set(), evaluationDate, sizes.posting);
      for (const row of run.rows) if (row.inPostingList) postingLists.add(row.matchId);
      expect(whole.postingBounds.get(posting.id)).toEqual(run.bound);
    }
    const candidateLists = new Set<string>();
    for (const candidate of candidates) {
      const run = await computeCandidateMatches(candidate, postings, new Set(), evaluationDate, sizes.candidate);
      for (const row of run.rows) if (row.inCandidateList) candidateLists.add(row.matchId);
      expect(whole.candidateBounds.get(candidate.id)).toEqual(run.bound);
    }
    expect(flagged("inPostingList")).toEqual(postingLists);
    expect(flagged("inCandidateList")).toEqual(candidateLists);
    // Nothing else but the applicants.
    expect(new Set(whole.rows.map((row) => row.matchId))).toEqual(new Set([...postingLists, ...candidateLists, ...applicants]));
  });

  it("keeps what sorting every pair and taking the prefix keeps, in the same order, for any list size", async () => {
    const posting = postings[4]!;
    const candidate = candidates[11]!;
    const keepAlso = (match: { score: number }) => match.score % 7 === 0;
    // Every pair in the list order, the first `size` (open) ones flagged, then filtered as a recompute keeps them.
    const reference = (pairs: EvaluatedPair[], size: number, kept: Set<string>) => {
      let rank = 0;
      return pairs
        .sort((a, b) => compareMatchOrder({ id: a.matchId, ...a }, { id: b.matchId, ...b }))
        .map((pair) => ({ ...pair, flagged: pair.open && rank++ < size }))
        .filter((pair) => pair.flagged || kept.has(pair.other) || keepAlso(pair))
        .map((pair) => `${pair.matchId} ${pair.flagged}`);
    };
    const applicants = new Set([candidates[2]!.id, candidates[40]!.id]);
    const applied = new Set([postings[0]!.id, postings[7]!.id]);
    for (const size of [0, 1, 7, 60, 100]) {
      const byPosting = await computePostingMatches(posting, candidates, applicants, evaluationDate, size, keepAlso);
      expect(byPosting.rows.map((row) => `${row.matchId} ${row.inPostingList}`)).toEqual(
        reference(evaluateAll(candidates.map((other) => ({ posting, candidate: other, open: true, other: other.id }))), size, applicants),
      );
      const byCandidate = await computeCandidateMatches(candidate, postings, applied, evaluationDate, size, keepAlso);
      expect(byCandidate.rows.map((row) => `${row.matchId} ${row.inCandidateList}`)).toEqual(
        reference(evaluateAll(postings.map((other) => ({ posting: other, candidate, open: other.open, other: other.id }))), size, applied),
      );
    }
  });

  it("refuses inputs prepared for another day", async () => {
    await expect(computePostingMatches(postings[0]!, candidates, new Set(), "2026-11-26")).rejects.toThrow(RangeError);
  });
});
