// The two demo organizations, their people (users + members), pipelines, career sites and custom
// email templates: the small, fixed part of the demo.
import { iso, daysAgo, addHours } from "./dates.js";
import { asciiFold } from "./names.js";
import { demoUuid, Rng } from "./random.js";
import type { Row } from "./insert.js";

export interface DemoOrganization {
  index: number;
  id: string;
  name: string;
  slug: string;
  shortIdPrefix: string;
  staffDomain: string;
  inboundAddress: string;
  // Share of the first organization's size.
  factor: number;
  staff: { givenName: string; familyName: string; role: "owner" | "admin" | "recruiter" }[];
  pipelines: { name: string; isDefault: boolean; stages: { name: string; kind: StageKind }[] }[];
  careerSites: string[];
  customTemplates: { type: string; subject: string; body: string }[];
}

export type StageKind = "unreviewed" | "screening" | "interview" | "offer" | "hired" | "rejected";

const standardStages: { name: string; kind: StageKind }[] = [
  { name: "New", kind: "unreviewed" },
  { name: "Screening", kind: "screening" },
  { name: "Interview", kind: "interview" },
  { name: "Offer", kind: "offer" },
  { name: "Hired", kind: "hired" },
  { name: "Rejected", kind: "rejected" },
];

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    index: 0,
    id: demoUuid("organization", 0),
    name: "Blue Anchor Crewing",
    slug: "demo",
    shortIdPrefix: "BA",
    staffDomain: "blue-anchor.example.com",
    inboundAddress: "crew@blue-anchor.example.com",
    factor: 1,
    staff: [
      { givenName: "Margaret", familyName: "Holloway", role: "owner" },
      { givenName: "Jānis", familyName: "Bērziņš", role: "owner" },
      { givenName: "Marija", familyName: "Kovačević", role: "admin" },
      { givenName: "Tomasz", familyName: "Wiśniewski", role: "admin" },
      { givenName: "Ana Liza", familyName: "Dela Cruz", role: "admin" },
      { givenName: "Søren", familyName: "Østergaard", role: "admin" },
      { givenName: "Priya", familyName: "Menon", role: "recruiter" },
      { givenName: "Olena", familyName: "Shevchenko", role: "recruiter" },
      { givenName: "Chloé", familyName: "Lefèvre", role: "recruiter" },
      { givenName: "Rodel", familyName: "Villanueva", role: "recruiter" },
      { givenName: "Ayşe", familyName: "Yılmaz", role: "recruiter" },
      { givenName: "Ilze", familyName: "Kalniņa", role: "recruiter" },
      { givenName: "Dimitrios", familyName: "Georgiou", role: "recruiter" },
      { givenName: "Hannah", familyName: "O'Brien", role: "recruiter" },
    ],
    pipelines: [
      { name: "Standard crewing", isDefault: true, stages: standardStages },
      {
        name: "Senior officers",
        isDefault: false,
        stages: [
          { name: "New", kind: "unreviewed" },
          { name: "Document check", kind: "screening" },
          { name: "Technical interview", kind: "interview" },
          { name: "Principal approval", kind: "interview" },
          { name: "Offer", kind: "offer" },
          { name: "Hired", kind: "hired" },
          { name: "Rejected", kind: "rejected" },
        ],
      },
      {
        name: "Cadet programme",
        isDefault: false,
        stages: [
          { name: "Applied", kind: "unreviewed" },
          { name: "Aptitude test", kind: "screening" },
          { name: "Panel interview", kind: "interview" },
          { name: "Sponsorship offer", kind: "offer" },
          { name: "Enrolled", kind: "hired" },
          { name: "Not selected", kind: "rejected" },
        ],
      },
    ],
    careerSites: ["Blue Anchor Careers", "Blue Anchor Cadet Programme"],
    customTemplates: [
      {
        type: "document_request",
        subject: "Blue Anchor Crewing: documents needed for your application",
        body:
          "Dear {{crewGivenName}},\n\nThank you for your interest in sailing with Blue Anchor Crewing. To complete your file we still need the documents listed below. " +
          "Please upload clear scans or photos (all pages, expiry dates readable) using the secure link:\n\n{{documentList}}\n\n{{uploadLink}}\n\n" +
          "If a certificate is being renewed, upload the current one and tell us the expected date of the new one.\n\nFair winds,\n{{memberGivenName}} {{memberFamilyName}}\nBlue Anchor Crewing",
      },
      {
        type: "interview_invitation",
        subject: "Interview invitation: {{jobTitle}}",
        body:
          "Dear {{crewGivenName}},\n\nWe reviewed your CV and sea service and would like to invite you to an interview for {{jobTitle}}. " +
          "The interview takes about 45 minutes by video call and covers your last contracts, the vessel type and safety routines.\n\n" +
          "Please reply with two or three time slots that suit you (with your time zone).\n\nBest regards,\n{{memberGivenName}} {{memberFamilyName}}\nBlue Anchor Crewing",
      },
    ],
  },
  {
    index: 1,
    id: demoUuid("organization", 1),
    name: "Nordic Ship Management",
    slug: "nordic-ship-management",
    shortIdPrefix: "NSM",
    staffDomain: "nordic-sm.example.net",
    inboundAddress: "jobs@nordic-sm.example.net",
    factor: 0.2,
    staff: [
      { givenName: "Ingrid", familyName: "Hæreid", role: "owner" },
      { givenName: "Mikael", familyName: "Lindqvist", role: "admin" },
      { givenName: "Ástríður", familyName: "Jónsdóttir", role: "recruiter" },
      { givenName: "Piotr", familyName: "Zieliński", role: "recruiter" },
      { givenName: "Nuwan", familyName: "Perera", role: "recruiter" },
    ],
    pipelines: [
      { name: "Default", isDefault: true, stages: standardStages },
      {
        name: "Offshore rotation",
        isDefault: false,
        stages: [
          { name: "New", kind: "unreviewed" },
          { name: "Screening", kind: "screening" },
          { name: "Client interview", kind: "interview" },
          { name: "Offer", kind: "offer" },
          { name: "Mobilised", kind: "hired" },
          { name: "Rejected", kind: "rejected" },
        ],
      },
    ],
    careerSites: ["Nordic Ship Management Jobs"],
    customTemplates: [
      {
        type: "application_received",
        subject: "We received your application ({{jobTitle}})",
        body:
          "Hello {{crewGivenName}},\n\nThank you for applying to Nordic Ship Management. Our crewing team reviews every application within five working days. " +
          "You will hear from us by e-mail either way.\n\nKind regards,\nNordic Ship Management crewing",
      },
    ],
  },
];

export interface OrgStaff {
  memberIds: string[];
  recruiterIds: string[];
  rows: { users: Row[]; members: Row[] };
}

export function staffRows(org: DemoOrganization): OrgStaff {
  const users: Row[] = [];
  const members: Row[] = [];
  const memberIds: string[] = [];
  const recruiterIds: string[] = [];
  org.staff.forEach((person, i) => {
    const userId = demoUuid("user", org.index, i);
    const memberId = demoUuid("member", org.index, i);
    const createdAt = iso(addHours(daysAgo(900 - i * 20), i));
    users.push({
      id: userId,
      given_name: person.givenName,
      family_name: person.familyName,
      primary_email: `${asciiFold(person.givenName)}.${asciiFold(person.familyName)}@${org.staffDomain}`,
      created_at: createdAt,
    });
    members.push({ id: memberId, organization_id: org.id, user_id: userId, role: person.role, created_at: createdAt });
    memberIds.push(memberId);
    if (person.role !== "owner") recruiterIds.push(memberId);
  });
  return { memberIds, recruiterIds, rows: { users, members } };
}

export interface PipelinePlan {
  id: string;
  name: string;
  stages: { id: string; kind: StageKind; name: string }[];
}

export function pipelineRows(org: DemoOrganization): { plans: PipelinePlan[]; pipelines: Row[]; stages: Row[] } {
  const pipelines: Row[] = [];
  const stages: Row[] = [];
  const plans: PipelinePlan[] = [];
  org.pipelines.forEach((pipeline, p) => {
    const id = demoUuid(org.id, "pipeline", p);
    pipelines.push({ id, organization_id: org.id, name: pipeline.name, is_default: pipeline.isDefault, created_at: iso(daysAgo(880 - p)) });
    const plan: PipelinePlan = { id, name: pipeline.name, stages: [] };
    pipeline.stages.forEach((stage, position) => {
      const stageId = demoUuid(org.id, "pipeline_stage", p, position);
      stages.push({ id: stageId, organization_id: org.id, pipeline_id: id, name: stage.name, position, kind: stage.kind });
      plan.stages.push({ id: stageId, kind: stage.kind, name: stage.name });
    });
    plans.push(plan);
  });
  return { plans, pipelines, stages };
}

export function careerSiteRows(org: DemoOrganization): Row[] {
  return org.careerSites.map((name, i) => ({ id: demoUuid(org.id, "career_site", i), organization_id: org.id, name, created_at: iso(daysAgo(870 - i * 100)) }));
}

export function emailTemplateRows(org: DemoOrganization): Row[] {
  const rng = new Rng(org.id, "email_templates");
  return org.customTemplates.map((t, i) => {
    const created = daysAgo(400 - i * 30 - rng.int(0, 20));
    return {
      id: demoUuid(org.id, "email_template", t.type),
      organization_id: org.id,
      template_type: t.type,
      subject: t.subject,
      body: t.body,
      created_at: iso(created),
      updated_at: iso(addHours(created, 24 * rng.int(1, 60))),
    };
  });
}
