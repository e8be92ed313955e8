// The format of `crew import FILE`, as a zod schema. Shape, types and domain values are checked here;
// rules that span records (duplicate keys, one default pipeline, ...) are in checkImportFile below, and
// references to rows already in the database are resolved by apply-import.ts inside the transaction.
import { z } from "zod";
import certificatesData from "@/server/domain/data/certificates.json" with { type: "json" };
import vesselTypesData from "@/server/domain/data/vessel-types.json" with { type: "json" };
import { ranks } from "@/server/domain/ranks.js";
import { memberRoles, postingStates, stageKinds } from "@/server/db/schema.js";

const rankValues = new Set(ranks.map((rank) => rank.value));
const vesselTypeValues = new Set((vesselTypesData as unknown as { vesselTypes: { value: string }[] }).vesselTypes.map((v) => v.value));
const certificateValues = new Set((certificatesData as unknown as { certificates: { value: string }[] }).certificates.map((c) => c.value));

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`);
const oneOfMessage = (values: readonly string[]) => {
  const list = quoted(values);
  return list.length <= 2 ? `expected ${list.join(" or ")}` : `expected one of ${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
};
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: () => oneOfMessage(values) });

// A value from one of the domain lists in server/domain/data; the message names the file to look in.
const domainValue = (values: Set<string>, what: string, file: string) =>
  z.string().refine((value) => values.has(value), {
    error: (issue) => `unknown ${what} ${JSON.stringify(issue.input)} (valid values: the "value" fields of server/domain/data/${file})`,
  });

// Any 8-4-4-4-12 hex id (PostgreSQL's uuid type accepts them all, RFC variant bits or not).
const id = z.guid({ error: "expected a uuid such as 0b8e9d7c-3f1a-4c2b-9d4e-5f6a7b8c9d0e" });
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `at most ${max} characters` });
const email = z
  .email({ error: "expected an email address" })
  .max(320)
  .transform((value) => value.toLowerCase());
const count = (max: number) =>
  z
    .int({ error: "expected a whole number" })
    .min(0, { error: "must be 0 or more" })
    .max(max, { error: `at most ${max}` });
// A reference to another record of the same organization: its id, or its natural key (a name).
const reference = text(200);

export const memberSchema = z.strictObject({
  // The user's id; users are shared by organizations and keyed by id, else by email.
  id: id.optional(),
  email,
  givenName: text(200),
  familyName: text(200),
  role: oneOf(memberRoles).default("recruiter"),
});

export const stageSchema = z.strictObject({
  id: id.optional(),
  name: text(100),
  kind: oneOf(stageKinds),
});

export const pipelineSchema = z.strictObject({
  id: id.optional(),
  name: text(200),
  isDefault: z.boolean().default(false),
  stages: z.array(stageSchema).min(1, { error: "a pipeline needs at least one stage" }).max(50),
});

export const careerSiteSchema = z.strictObject({
  id: id.optional(),
  name: text(200),
});

export const crewRequestSchema = z.strictObject({
  id: id.optional(),
  title: text(500),
  state: oneOf(postingStates),
  position: z.strictObject({
    id: id.optional(),
    name: text(200),
    nbPositions: count(10_000),
  }),
});

export const jobPostingSchema = z.strictObject({
  id: id.optional(),
  shortId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { error: "expected 1-64 letters, digits, '-' or '_' (starting with a letter or digit)" }),
  title: text(500),
  summary: z.string().max(20_000).default(""),
  state: oneOf(postingStates),
  // Pipeline name (in this file or already in the organization) or pipeline id.
  pipeline: reference,
  // Career site name (in this file or already in the organization) or id; null for none.
  careerSite: reference.nullable().default(null),
  crewRequest: crewRequestSchema.nullable().default(null),
  // Member emails; each must be a member of the organization (in this file or already).
  assignees: z.array(email).max(50).default([]),
  languages: z
    .array(z.string().regex(/^[a-z]{3}$/, { error: 'expected an ISO 639-3 code such as "eng"' }))
    .max(20)
    .default([]),
  pinned: z.boolean().default(false),
  // Slot filter values by slot number, e.g. {"1": ["Singapore"], "3": ["LNG"]}.
  slots: z.record(z.string().regex(/^(?:[1-9]|10)$/, { error: 'expected a slot number from "1" to "10"' }), z.array(text(200)).max(50)).default({}),
  rank: domainValue(rankValues, "rank", "ranks.json").nullable().default(null),
  vesselType: domainValue(vesselTypeValues, "vessel type", "vessel-types.json").nullable().default(null),
  requiredExperienceMonths: count(600).nullable().default(null),
  experienceMandatory: z.boolean().default(false),
  vesselTypeMandatory: z.boolean().default(false),
  requiredCertificates: z
    .array(domainValue(certificateValues, "certificate", "certificates.json"))
    .max(100)
    .default([]),
  // ISO 3166-1 alpha-2 codes; null (or omitted) admits every nationality.
  allowedNationalities: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: 'expected an ISO 3166-1 alpha-2 code such as "PH"' }))
    .max(250)
    .nullable()
    .default(null),
  minAge: count(100).nullable().default(null),
  maxAge: count(100).nullable().default(null),
  joinDate: z.iso.date({ error: "expected a date as YYYY-MM-DD" }).nullable().default(null),
  contractMonths: count(60).nullable().default(null),
});

export const organizationSchema = z.strictObject({
  id: id.optional(),
  slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { error: "expected 1-64 lowercase letters, digits and inner '-'" }),
  name: text(200),
  members: z.array(memberSchema).default([]),
  careerSites: z.array(careerSiteSchema).default([]),
  pipelines: z.array(pipelineSchema).default([]),
  jobPostings: z.array(jobPostingSchema).default([]),
});

export const importFileSchema = z.strictObject({
  // Optional, for editors: "$schema" is accepted and ignored.
  $schema: z.string().optional(),
  organizations: z.array(organizationSchema).min(1, { error: "expected at least one organization" }),
});

export type ImportFile = z.output<typeof importFileSchema>;
export type OrganizationInput = ImportFile["organizations"][number];
export type MemberInput = OrganizationInput["members"][number];
export type PipelineInput = OrganizationInput["pipelines"][number];
export type CareerSiteInput = OrganizationInput["careerSites"][number];
export type JobPostingInput = OrganizationInput["jobPostings"][number];
export type CrewRequestInput = NonNullable<JobPostingInput["crewRequest"]>;

export interface ImportProblem {
  // Where in the file, e.g. organizations[0].jobPostings[3].state ("" for the whole file).
  path: string;
  message: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else {
      const name = String(part);
      out += /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? (out ? `.${name}` : name) : `[${JSON.stringify(name)}]`;
    }
  }
  return out;
}

export function formatProblem(problem: ImportProblem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

// Validates a parsed JSON value; nothing touches the database. Problems come back in file order.
export function validateImportFile(input: unknown): { ok: true; file: ImportFile } | { ok: false; problems: ImportProblem[] } {
  const parsed = importFileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        // A bad record key carries its reason one level down.
        message: issue.code === "invalid_key" ? (issue.issues[0]?.message ?? issue.message) : issue.message,
      })),
    };
  }
  const problems = checkImportFile(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, file: parsed.data };
}

// Rules across records, run once the shape is valid.
export function checkImportFile(file: ImportFile): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const add = (path: PropertyKey[], message: string) => problems.push({ path: formatPath(path), message });
  // The first place each key was seen, to name it in the duplicate's message.
  const seen = (scope: Map<string, string>, key: string, path: PropertyKey[], what: string) => {
    const first = scope.get(key);
    if (first !== undefined) add(path, `duplicate ${what} (also at ${first})`);
    else scope.set(key, formatPath(path));
  };
  const orgSlugs = new Map<string, string>();
  const ids = new Map<string, string>();
  // A user listed in several organizations must be the same person everywhere.
  const usersByEmail = new Map<string, { id?: string; path: string }>();

  file.organizations.forEach((org, o) => {
    const at = (...rest: PropertyKey[]) => ["organizations", o, ...rest];
    seen(orgSlugs, org.slug, at("slug"), `organization slug "${org.slug}"`);
    if (org.id) seen(ids, org.id, at("id"), `id ${org.id}`);

    const emails = new Map<string, string>();
    org.members.forEach((member, m) => {
      seen(emails, member.email, at("members", m, "email"), `member email "${member.email}"`);
      const other = usersByEmail.get(member.email);
      if (other && member.id && other.id && other.id !== member.id) {
        add(at("members", m, "id"), `user "${member.email}" has id ${other.id} at ${other.path}`);
      }
      if (!other || (!other.id && member.id)) usersByEmail.set(member.email, { id: member.id, path: formatPath(at("members", m)) });
    });

    const sites = new Map<string, string>();
    org.careerSites.forEach((site, s) => {
      seen(sites, site.name, at("careerSites", s, "name"), `career site name "${site.name}"`);
      if (site.id) seen(ids, site.id, at("careerSites", s, "id"), `id ${site.id}`);
    });

    const pipelineNames = new Map<string, string>();
    let defaultAt: string | undefined;
    org.pipelines.forEach((pipeline, p) => {
      seen(pipelineNames, pipeline.name, at("pipelines", p, "name"), `pipeline name "${pipeline.name}"`);
      if (pipeline.id) seen(ids, pipeline.id, at("pipelines", p, "id"), `id ${pipeline.id}`);
      if (pipeline.isDefault) {
        if (defaultAt) add(at("pipelines", p, "isDefault"), `only one default pipeline per organization (also at ${defaultAt})`);
        else defaultAt = formatPath(at("pipelines", p, "isDefault"));
      }
      const stageNames = new Map<string, string>();
      pipeline.stages.forEach((stage, s) => {
        seen(stageNames, stage.name, at("pipelines", p, "stages", s, "name"), `stage name "${stage.name}"`);
        if (stage.id) seen(ids, stage.id, at("pipelines", p, "stages", s, "id"), `id ${stage.id}`);
      });
    });

    const shortIds = new Map<string, string>();
    org.jobPostings.forEach((posting, j) => {
      seen(shortIds, posting.shortId, at("jobPostings", j, "shortId"), `job posting shortId "${posting.shortId}"`);
      if (posting.id) seen(ids, posting.id, at("jobPostings", j, "id"), `id ${posting.id}`);
      if (posting.crewRequest?.id) seen(ids, posting.crewRequest.id, at("jobPostings", j, "crewRequest", "id"), `id ${posting.crewRequest.id}`);
      if (posting.minAge !== null && posting.maxAge !== null && posting.minAge > posting.maxAge) {
        add(at("jobPostings", j, "maxAge"), `must be at least minAge (${posting.minAge})`);
      }
      const assignees = new Set<string>();
      posting.assignees.forEach((email, a) => {
        if (assignees.has(email)) add(at("jobPostings", j, "assignees", a), `"${email}" is listed twice`);
        assignees.add(email);
      });
    });
  });
  return problems;
}
