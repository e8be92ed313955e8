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
