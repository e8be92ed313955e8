// The orders a job posting search can be read in besides its own (search order: pinned first, then
// newest, then id, as the index holds the postings). Every other order ignores pinning and breaks its
// ties by search order, which ends in the id, so a posting has one place and paging neither repeats
// nor skips one.
import type { IndexedPosting } from "./job-posting-filter.js";
import type { PostingState } from "./job-posting-item.js";

export type PostingOrder =
  { by: "search" } | { by: "created"; newestFirst: boolean } | { by: "state"; first: PostingState } | { by: "applications"; mostFirst: boolean };

// The positions (in search order) of the postings, sorted in the order; undefined for search order
// itself.
export function positionsInOrder(postings: readonly IndexedPosting[], order: PostingOrder): Int32Array | undefined {
  const compare = comparatorOf(order);
  if (!compare) return undefined;
  const positions = Int32Array.from(postings, (_, i) => i);
  // A tie falls back to the position, i.e. to search order.
  return positions.sort((a, b) => compare(postings[a]!, postings[b]!) || a - b);
}

function comparatorOf(order: PostingOrder): ((a: IndexedPosting, b: IndexedPosting) => number) | undefined {
  switch (order.by) {
    case "search":
      return undefined;
    case "created":
      return order.newestFirst ? (a, b) => b.createdAt - a.createdAt : (a, b) => a.createdAt - b.createdAt;
    case "state":
      return (a, b) => Number(b.state === order.first) - Number(a.state === order.first);
    case "applications":
      return order.mostFirst ? (a, b) => b.applicationCount - a.applicationCount : (a, b) => a.applicationCount - b.applicationCount;
  }
}

// A key under which the index keeps the positions of an order (they depend on the postings alone, the
// application counts included: writing one moves the search version); undefined for search order.
export function cacheKeyOf(order: PostingOrder): string | undefined {
  if (order.by === "created") return order.newestFirst ? "newest" : "oldest";
  if (order.by === "state") return `${order.first} first`;
  if (order.by === "applications") return order.mostFirst ? "most applications" : "fewest applications";
  return undefined;
}
