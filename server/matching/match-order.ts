// The order of match lists (issue 14): score descending, ties by confirmedRelevantMonths descending,
// then by the match's id ascending, so that the order is total and stable between pages.
// (DOMAIN.md §5.6 suggests eligible candidates first; the spec's order wins: a halved score already
// keeps an ineligible candidate at or below 50.)

export interface MatchOrderFields {
  id: string;
  score: number;
  confirmedRelevantMonths: number;
}

export function compareMatchOrder(a: MatchOrderFields, b: MatchOrderFields): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.confirmedRelevantMonths !== b.confirmedRelevantMonths) return b.confirmedRelevantMonths - a.confirmedRelevantMonths;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// The same order as one string that sorts ascending (a cursor's position, an index expression):
// fixed-width complements of the two descending numbers, then the id.
export function matchOrderKey(match: MatchOrderFields): string {
  const score = String(100 - clamp(match.score, 0, 100)).padStart(3, "0");
  const months = String(999_999 - clamp(match.confirmedRelevantMonths, 0, 999_999)).padStart(6, "0");
  return `${score}:${months}:${match.id}`;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, Math.trunc(value)));
}
