// Who applies where: each posting gets 0-40 applications (more while open), mostly from crew whose
// current rank is the posting's rank or one step below, so the match lists look believable. Planned
// for the whole organization up front in compact arrays; the rows are built profile by profile.
import { PROMOTED_FROM, RANK_MIX } from "./maritime.js";
import type { DemoOrganization } from "./organizations.js";
import type { PostingPlan } from "./postings.js";
import { Rng } from "./random.js";

export function profileCount(org: DemoOrganization, scale: number): number {
  return Math.max(12, Math.round(1600 * org.factor * scale));
}

// The current rank of profile i (the first draw of its own random stream: people.ts repeats it).
export function profileRank(org: DemoOrganization, index: number): string {
  return new Rng(org.id, "crew_profile_rank", index).weighted(RANK_MIX);
}

export interface ApplicationPlan {
  // Application a: posting index and profile index.
  posting: Int32Array;
  profile: Int32Array;
  // Application indexes per profile.
  byProfile: Map<number, number[]>;
}

export function planApplications(org: DemoOrganization, postings: PostingPlan[], profiles: number): ApplicationPlan {
  const byRank = new Map<string, number[]>();
  for (let i = 0; i < profiles; i++) {
    const value = profileRank(org, i);
    let list = byRank.get(value);
    if (!list) byRank.set(value, (list = []));
    list.push(i);
  }
  const postingOf: number[] = [];
  const profileOf: number[] = [];
  for (const posting of postings) {
    const rng = new Rng(org.id, "posting_applicants", posting.index);
    let count =
      posting.state === "open"
        ? rng.weighted([
            [rng.int(0, 6), 1],
            [rng.int(8, 30), 5],
            [rng.int(25, 40), 3],
          ] as const)
        : rng.weighted([
            [0, 1],
            [rng.int(2, 15), 5],
            [rng.int(12, 28), 3],
          ] as const);
    if (posting.index < 3) count = Math.max(count, 3);
    count = Math.min(count, profiles);
    const same = byRank.get(posting.rank) ?? [];
    const below = byRank.get(PROMOTED_FROM[posting.rank] ?? "") ?? [];
    const chosen = new Set<number>();
    let attempts = 0;
    while (chosen.size < count && attempts < count * 20) {
      attempts++;
      const roll = rng.next();
      const pool = roll < 0.65 && same.length > 0 ? same : roll < 0.85 && below.length > 0 ? below : null;
      const candidate = pool ? rng.pick(pool) : rng.int(0, profiles - 1);
      chosen.add(candidate);
    }
    for (const profile of chosen) {
      postingOf.push(posting.index);
      profileOf.push(profile);
    }
  }
  const byProfile = new Map<number, number[]>();
  profileOf.forEach((profile, a) => {
    let list = byProfile.get(profile);
    if (!list) byProfile.set(profile, (list = []));
    list.push(a);
  });
  return { posting: Int32Array.from(postingOf), profile: Int32Array.from(profileOf), byProfile };
}
