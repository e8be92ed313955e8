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

describe("the pairs a recompute persists", () => {
  it("a posting: its best K candidates in the list order, flagged, and every applicant, flagged or not", () => {
    const posting = postings[1]!;
    const order = fullOrder(candidates.map((candidate) => ({ postingId: posting.id, profileId: candidate.id, posting, candidate })));
    const last = candidates.find((candidate) => matchIdOf(posting.id, candidate.id) === order.at(-1))!;
    const applicants = new Set([last.id, candidates[0]!.id]);
    const rows = computePostingMatches(posting, candidates, applicants, evaluationDate, 7).rows;

    expect(rows.filter((row) => row.inPostingList).map((row) => row.matchId)).toEqual(order.slice(0, 7));
    const persisted = new Set(rows.map((row) => row.crewProfileId));
    for (const applicant of applicants) expect(persisted.has(applicant)).toBe(true);
    expect(rows.find((row) => row.crewProfileId === last.id)!.inPostingList).toBe(false);
    expect(rows.length).toBe(new Set([...order.slice(0, 7), ...[...applicants].map((id) => matchIdOf(posting.id, id))]).size);
    expect(rows.every((row) => !row.inCandidateList && row.evaluatedOn === evaluationDate)).toBe(true);
  });

  it("a candidate: its best K' OPEN postings, flagged, and every posting applied to, open or closed", () => {
    const candidate = candidates[5]!;
    const open = postings.filter((posting) => posting.open);
    const order = fullOrder(open.map((posting) => ({ postingId: posting.id, profileId: candidate.id, posting, candidate })));
    const closedApplied = postings.find((posting) => !posting.open)!;
    const { rows } = computeCandidateMatches(candidate, postings, new Set([closedApplied.id]), evaluationDate, 4);

    expect(rows.filter((row) => row.inCandidateList).map((row) => row.matchId)).toEqual(order.slice(0, 4));
    expect(rows.find((row) => row.jobPostingId === closedApplied.id)).toMatchObject({ inCandidateList: false, inPostingList: false });
    expect(rows).toHaveLength(5);
  });

  it("a whole organization at once: the same lists and bounds as each posting's and each candidate's run", () => {
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
      const run = computePostingMatches(posting, candidates, new Set(), evaluationDate, sizes.posting);
      for (const row of run.rows) if (row.inPostingList) postingLists.add(row.matchId);
      expect(whole.postingBounds.get(posting.id)).toEqual(run.bound);
    }
    const candidateLists = new Set<string>();
    for (const candidate of candidates) {
      const run = computeCandidateMatches(candidate, postings, new Set(), evaluationDate, sizes.candidate);
      for (const row of run.rows) if (row.inCandidateList) candidateLists.add(row.matchId);
      expect(whole.candidateBounds.get(candidate.id)).toEqual(run.bound);
    }
    expect(flagged("inPostingList")).toEqual(postingLists);
    expect(flagged("inCandidateList")).toEqual(candidateLists);
    // Nothing else but the applicants.
    expect(new Set(whole.rows.map((row) => row.matchId))).toEqual(new Set([...postingLists, ...candidateLists, ...applicants]));
  });

  it("refuses inputs prepared for another day", () => {
    expect(() => computePostingMatches(postings[0]!, candidates, new Set(), "2026-11-26")).toThrow(RangeError);
  });
});
