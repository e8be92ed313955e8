// The whole demo organization as a plan: the small fixed records, the postings and who applies
// where. Pure and cheap; the heavy per-profile rows are generated from it chunk by chunk.
import { planApplications, profileCount, type ApplicationPlan } from "./application-plan.js";
import { daysAgo, iso } from "./dates.js";
import { RowBuffer } from "./insert.js";
import { careerSiteRows, emailTemplateRows, pipelineRows, staffRows, type DemoOrganization, type OrgStaff } from "./organizations.js";
import { generateProfile, type OrgContext } from "./people.js";
import { buildPostings } from "./postings.js";
import { proposalRows } from "./proposals.js";

export interface OrganizationPlan extends OrgContext {
  scale: number;
  profiles: number;
  // Organization, staff, pipelines, career sites, templates, crew requests, postings, assignees.
  base: RowBuffer;
}

export function planOrganization(org: DemoOrganization, scale: number): OrganizationPlan {
  const base = new RowBuffer();
  base.add("organizations", { id: org.id, name: org.name, slug: org.slug, created_at: iso(daysAgo(900)) });
  const staff: OrgStaff = staffRows(org);
  base.add("users", ...staff.rows.users);
  base.add("members", ...staff.rows.members);
  const { plans: pipelines, pipelines: pipelineList, stages } = pipelineRows(org);
  base.add("pipelines", ...pipelineList);
  base.add("pipeline_stages", ...stages);
  const sites = careerSiteRows(org);
  base.add("career_sites", ...sites);
  base.add("email_templates", ...emailTemplateRows(org));
  const built = buildPostings(
    org,
    scale,
    pipelines,
    sites.map((s) => s.id as string),
    staff.recruiterIds,
  );
  base.add("crew_requests", ...built.crewRequests);
  base.add("job_postings", ...built.postings);
  base.add("job_posting_assignees", ...built.assignees);
  const profiles = profileCount(org, scale);
  const plan: ApplicationPlan = planApplications(org, built.plans, profiles);
  return { org, scale, profiles, base, staff, postings: built.plans, plan };
}

// Rows of profiles [from, to) and everything hanging off them.
export function generateProfileRows(plan: OrganizationPlan, from: number, to: number): RowBuffer {
  const out = new RowBuffer();
  for (let i = from; i < Math.min(to, plan.profiles); i++) generateProfile(plan, i, out);
  return out;
}

export function generateProposalRows(plan: OrganizationPlan): RowBuffer {
  const out = new RowBuffer();
  const { proposals, members } = proposalRows(plan.org, plan.scale, plan.postings, plan.profiles);
  out.add("proposals", ...proposals);
  out.add("proposal_crew_profiles", ...members);
  return out;
}
