// A list's best `size` matches so far, in the list order (compareMatchOrder): what a recompute keeps of
// every pair it evaluates to find its list without sorting them all (a posting against 52,800
// candidates at the bench's large scale: sorting them was about half of the 353-385 ms its scoring took).
import type { ComputedMatch } from "./persisted-pairs.js";
import { compareMatchOrder } from "./match-order.js";

const orderOf = (match: ComputedMatch) => ({ id: match.matchId, score: match.score, confirmedRelevantMonths: match.confirmedRelevantMonths });

export function byListOrder(a: ComputedMatch, b: ComputedMatch): number {
  return compareMatchOrder(orderOf(a), orderOf(b));
}

export class BestMatches {
  readonly items: ComputedMatch[] = [];

  constructor(private readonly size: number) {}

  // Keeps the match if it ranks among the best; returns the match that is not (or no longer) among
  // them, if any: the offered one, or the one it pushed out.
  offer(match: ComputedMatch): ComputedMatch | undefined {
    const { items, size } = this;
    if (items.length === size && (size === 0 || byListOrder(match, items[size - 1]!) >= 0)) return match;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byListOrder(items[middle]!, match) < 0) low = middle + 1;
      else high = middle;
    }
    items.splice(low, 0, match);
    return items.length > size ? items.pop() : undefined;
  }
}
