// Proposals: shortlists of crew profiles a recruiter sends to a principal.
import { addDays, iso, REFERENCE_DATE } from "./dates.js";
import type { Row } from "./insert.js";
import type { DemoOrganization } from "./organizations.js";
import { crewProfileId } from "./people.js";
import type { PostingPlan } from "./postings.js";
import { demoUuid, Rng } from "./random.js";
import { rank } from "./reference.js";

export function proposalRows(org: DemoOrganization, scale: number, postings: PostingPlan[], profiles: number): { proposals: Row[]; members: Row[] } {
  const count = Math.max(2, Math.round(12 * org.factor * scale));
  const proposals: Row[] = [];
  const members: Row[] = [];
  for (let p = 0; p < count; p++) {
    const rng = new Rng(org.id, "proposal", p);
    const posting = postings[rng.int(0, postings.length - 1)]!;
    const id = demoUuid(org.id, "proposal", p);
    const created = addDays(REFERENCE_DATE, -rng.int(2, 200));
    proposals.push({
      id,
      organization_id: org.id,
      title: rng.pick([
        `Shortlist — ${rank(posting.rank).label.split(" / ")[0]} for ${posting.vesselName}`,
        `${posting.vesselName}: candidates for the ${created.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} crew change`,
        `Proposal to principal — ${posting.shortId}`,
      ]),
      created_at: iso(created),
    });
    const picks = new Set<number>();
    const size = Math.min(profiles, rng.int(3, 8));
    while (picks.size < size) picks.add(rng.int(0, profiles - 1));
    for (const index of picks) members.push({ proposal_id: id, crew_profile_id: crewProfileId(org, index), organization_id: org.id });
  }
  return { proposals, members };
}
