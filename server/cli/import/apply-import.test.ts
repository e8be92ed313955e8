import { drizzle } from "drizzle-orm/node-postgres";
import { and, asc, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { inject } from "vitest";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { crewRequests, jobPostingAssignees, jobPostings, members, organizations, pipelineStages, pipelines, users } from "@/server/db/schema.js";
import type { CliIo } from "../io.js";
import { runCli } from "../run-cli.js";
import { applyImport, ImportApplyError } from "./apply-import.js";
import { validateImportFile, type ImportFile } from "./import-file-schema.js";

const pool = createPool(inject("databaseUrl"), { max: 4, sharedSession: inject("databaseSharedSession") });
const db = drizzle(pool, { schema });
afterAll(() => pool.end());

// A small file with its own slug and emails, so tests never meet each other's rows.
function sampleFile() {
  const tag = randomUUID().slice(0, 8);
  const owner = `owner-${tag}@example.com`;
  const recruiter = `recruiter-${tag}@example.com`;
  const file = {
    organizations: [
      {
        slug: `import-${tag}`,
        name: `Import ${tag}`,
        members: [
          { email: owner, givenName: "Olga", familyName: "Owner", role: "owner" },
          { email: recruiter, givenName: "Rafael", familyName: "Recruiter" },
        ],
        careerSites: [{ name: "Careers" }],
        pipelines: [
          {
            name: "Officers",
            isDefault: true,
            stages: [
              { name: "New", kind: "unreviewed" },
              { name: "Interview", kind: "interview" },
              { name: "Hired", kind: "hired" },
            ],
          },
        ],
        jobPostings: [
          {
            shortId: "P-1",
            title: "Second Officer",
            state: "open",
            pipeline: "Officers",
            careerSite: "Careers",
            assignees: [recruiter],
            languages: ["eng"],
            slots: { "1": ["Manila"], "10": ["LNG", "LPG"] },
            crewRequest: { title: "Q1", state: "open", position: { name: "2/O", nbPositions: 2 } },
            rank: "second_officer",
            vesselType: "lng_carrier",
            requiredExperienceMonths: 12,
            experienceMandatory: true,
            requiredCertificates: ["coc_oow_deck"],
            allowedNationalities: ["PH"],
            minAge: 20,
            maxAge: 50,
            joinDate: "2027-01-15",
            contractMonths: 6,
          },
        ],
      },
    ],
  };
  return { file, tag, owner, recruiter, slug: file.organizations[0]!.slug };
}

function valid(input: unknown): ImportFile {
  const result = validateImportFile(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.file;
}

async function orgBySlug(slug: string) {
  return db.select().from(organizations).where(eq(organizations.slug, slug));
}

function captureIo(env: NodeJS.ProcessEnv): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    env,
    out: (text: string) => void (io.stdout += `${text}\n`),
    err: (text: string) => void (io.stderr += `${text}\n`),
  };
  return io;
}

describe("applyImport", () => {
  it("creates every record the file lists", async () => {
    const { file, slug, owner, recruiter } = sampleFile();
    const summary = await applyImport(db, valid(file));
    expect(summary.counts.organizations).toEqual({ created: 1, updated: 0 });
    expect(summary.counts.jobPostings).toEqual({ created: 1, updated: 0 });
    expect(summary.counts.pipelineStages).toEqual({ created: 3, updated: 0 });

    const [org] = await orgBySlug(slug);
    expect(org).toBeDefined();
    const memberRows = await db
      .select({ email: users.primaryEmail, role: members.role })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.organizationId, org!.id))
      .orderBy(asc(users.primaryEmail));
    expect(memberRows).toEqual([
      { email: owner, role: "owner" },
      { email: recruiter, role: "recruiter" },
    ]);
    const [pipeline] = await db.select().from(pipelines).where(eq(pipelines.organizationId, org!.id));
    expect(pipeline).toMatchObject({ name: "Officers", isDefault: true });
    const stages = await db.select().from(pipelineStages).where(eq(pipelineStages.pipelineId, pipeline!.id)).orderBy(asc(pipelineStages.position));
    expect(stages.map((s) => [s.name, s.kind])).toEqual([
      ["New", "unreviewed"],
      ["Interview", "interview"],
      ["Hired", "hired"],
    ]);
    const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.organizationId, org!.id));
    expect(posting).toMatchObject({
      shortId: "P-1",
      title: "Second Officer",
      state: "open",
      pipelineId: pipeline!.id,
      languages: ["eng"],
      slotTags: ["1:Manila", "10:LNG", "10:LPG"],
      rank: "second_officer",
      vesselType: "lng_carrier",
      requiredExperienceMonths: 12,
      experienceMandatory: true,
      vesselTypeMandatory: false,
      requiredCertificates: ["coc_oow_deck"],
      allowedNationalities: ["PH"],
      minAge: 20,
      maxAge: 50,
      joinDate: "2027-01-15",
      contractMonths: 6,
    });
    expect(posting!.careerSiteId).not.toBeNull();
    const [crewRequest] = await db.select().from(crewRequests).where(eq(crewRequests.id, posting!.crewRequestId!));
    expect(crewRequest).toMatchObject({ title: "Q1", state: "open", positionName: "2/O", nbPositions: 2 });
    const assignees = await db
      .select({ email: users.primaryEmail })
      .from(jobPostingAssignees)
      .innerJoin(members, eq(members.id, jobPostingAssignees.memberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(jobPostingAssignees.jobPostingId, posting!.id));
    expect(assignees).toEqual([{ email: recruiter }]);
  });

  it("updates on a second import instead of duplicating, keyed by natural keys", async () => {
    const { file, slug, owner, recruiter } = sampleFile();
    await applyImport(db, valid(file));
    const [org] = await orgBySlug(slug);
    const [before] = await db.select().from(jobPostings).where(eq(jobPostings.organizationId, org!.id));

    const org0 = file.organizations[0]!;
    org0.name = "Renamed";
    org0.pipelines[0]!.stages = [
      { name: "Hired", kind: "hired" },
      { name: "New", kind: "unreviewed" },
    ];
    org0.jobPostings[0]!.title = "Second Officer (LNG)";
    org0.jobPostings[0]!.assignees = [owner, recruiter];
    const summary = await applyImport(db, valid(file));
    expect(summary.counts.organizations).toEqual({ created: 0, updated: 1 });
    expect(summary.counts.users).toEqual({ created: 0, updated: 2 });
    expect(summary.counts.jobPostings).toEqual({ created: 0, updated: 1 });
    expect(summary.counts.crewRequests).toEqual({ created: 0, updated: 1 });
    expect(summary.removedStages).toBe(1);

    expect(await orgBySlug(slug)).toHaveLength(1);
    expect((await orgBySlug(slug))[0]!.name).toBe("Renamed");
    expect(
      await db
        .select()
        .from(users)
        .where(inArray(users.primaryEmail, [owner, recruiter])),
    ).toHaveLength(2);
    expect(await db.select().from(members).where(eq(members.organizationId, org!.id))).toHaveLength(2);
    expect(await db.select().from(pipelines).where(eq(pipelines.organizationId, org!.id))).toHaveLength(1);
    expect(await db.select().from(crewRequests).where(eq(crewRequests.organizationId, org!.id))).toHaveLength(1);
    const postings = await db.select().from(jobPostings).where(eq(jobPostings.organizationId, org!.id));
    expect(postings).toHaveLength(1);
    expect(postings[0]!.id).toBe(before!.id);
    expect(postings[0]!.title).toBe("Second Officer (LNG)");
    const stages = await db
      .select({ name: pipelineStages.name })
      .from(pipelineStages)
      .where(eq(pipelineStages.organizationId, org!.id))
      .orderBy(asc(pipelineStages.position));
    expect(stages.map((s) => s.name)).toEqual(["Hired", "New"]);
    expect(await db.select().from(jobPostingAssignees).where(eq(jobPostingAssignees.jobPostingId, before!.id))).toHaveLength(2);
  });

  it("keys records by id when the file gives one", async () => {
    const { file, slug } = sampleFile();
    const orgId = randomUUID();
    const postingId = randomUUID();
    Object.assign(file.organizations[0]!, { id: orgId });
    Object.assign(file.organizations[0]!.jobPostings[0]!, { id: postingId });
    await applyImport(db, valid(file));
    // The same ids with a new slug and shortId: renamed, not duplicated.
    file.organizations[0]!.slug = `${slug}-renamed`;
    file.organizations[0]!.jobPostings[0]!.shortId = "P-1-renamed";
    await applyImport(db, valid(file));
    const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.slug).toBe(`${slug}-renamed`);
    const postings = await db.select().from(jobPostings).where(eq(jobPostings.organizationId, orgId));
    expect(postings.map((p) => [p.id, p.shortId])).toEqual([[postingId, "P-1-renamed"]]);
  });

  it("reports every validation problem with its path and writes nothing", async () => {
    const { file, slug, owner } = sampleFile();
    const org0 = file.organizations[0]! as Record<string, unknown> & (typeof file.organizations)[number];
    (org0.jobPostings[0] as Record<string, unknown>).state = "opened";
    (org0.pipelines[0]!.stages[1] as Record<string, unknown>).kind = "chat";
    (org0.jobPostings[0] as Record<string, unknown>).rank = "captain";
    org0.extra = true;

    const result = validateImportFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: "organizations[0].jobPostings[0].state", message: 'expected "open" or "closed"' },
        { path: "organizations[0].pipelines[0].stages[1].kind", message: expect.stringContaining('"interview"') },
        { path: "organizations[0].jobPostings[0].rank", message: expect.stringContaining('unknown rank "captain"') },
        { path: "organizations[0]", message: 'Unrecognized key: "extra"' },
      ]),
    );

    // Through the command: exit 1, the paths on stderr, no rows.
    const countRows = async () => ({
      organizations: (await orgBySlug(slug)).length,
      users: (await db.select().from(users).where(eq(users.primaryEmail, owner))).length,
    });
    const before = await countRows();
    const { writeFileSync, mkdtempSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "crew-import-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "bad.json");
    writeFileSync(path, JSON.stringify(file));
    const io = captureIo({ DATABASE_URL: inject("databaseUrl") });
    expect(await runCli(["import", path], io)).toBe(1);
    expect(io.stdout).toBe("");
    expect(io.stderr).toContain('organizations[0].jobPostings[0].state: expected "open" or "closed"');
    expect(io.stderr).toContain("nothing was written");
    expect(await countRows()).toEqual(before);
    expect(before).toEqual({ organizations: 0, users: 0 });
  });

  it("rolls everything back when a reference fails inside the transaction", async () => {
    const { file, slug, owner } = sampleFile();
    file.organizations[0]!.jobPostings.push({ ...file.organizations[0]!.jobPostings[0]!, shortId: "P-2", pipeline: "No such pipeline" });
    const error = await applyImport(db, valid(file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportApplyError);
    expect((error as ImportApplyError).problems).toEqual([
      { path: "organizations[0].jobPostings[1].pipeline", message: expect.stringContaining('no pipeline "No such pipeline"') },
    ]);
    expect(await orgBySlug(slug)).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.primaryEmail, owner))).toHaveLength(0);
  });

  it("rolls everything back when the database refuses a write midway", async () => {
    const first = sampleFile();
    await applyImport(db, valid(first.file));
    const [org] = await orgBySlug(first.slug);

    // A new organization, then a posting for the first one whose new id collides with an existing shortId.
    const second = sampleFile();
    const collision = {
      ...first.file.organizations[0]!,
      jobPostings: [{ ...first.file.organizations[0]!.jobPostings[0]!, id: randomUUID(), title: "Changed" }],
    };
    const file = { organizations: [second.file.organizations[0]!, collision] };
    const error = await applyImport(db, valid(file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportApplyError);
    expect((error as ImportApplyError).problems).toEqual([
      { path: "organizations[1].jobPostings[0]", message: expect.stringContaining("already has this shortId") },
    ]);
    expect(await orgBySlug(second.slug)).toHaveLength(0);
    const postings = await db
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.organizationId, org!.id)));
    expect(postings.map((p) => p.title)).toEqual(["Second Officer"]);
  });

  it("refuses to drop a stage that still holds job applications", async () => {
    const { file, slug } = sampleFile();
    await applyImport(db, valid(file));
    const [org] = await orgBySlug(slug);
    const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.organizationId, org!.id));
    const [stage] = await db
      .select()
      .from(pipelineStages)
      .where(and(eq(pipelineStages.organizationId, org!.id), eq(pipelineStages.name, "Interview")));
    const profileId = randomUUID();
    const setId = randomUUID();
    await db.insert(schema.crewProfiles).values({ id: profileId, organizationId: org!.id, primaryEmail: "c@example.com", source: "manual" });
    await db.insert(schema.documentSets).values({ id: setId, organizationId: org!.id, crewProfileId: profileId });
    await db.insert(schema.jobApplications).values({
      id: randomUUID(),
      organizationId: org!.id,
      jobPostingId: posting!.id,
      crewProfileId: profileId,
      email: "c@example.com",
      documentSetId: setId,
      pipelineStageId: stage!.id,
      source: "manual",
      lastSubmittedAt: new Date(),
    });

    file.organizations[0]!.pipelines[0]!.stages = [{ name: "New", kind: "unreviewed" }];
    file.organizations[0]!.name = "Not renamed";
    const error = await applyImport(db, valid(file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportApplyError);
    expect((error as ImportApplyError).problems).toEqual([
      { path: "organizations[0].pipelines[0].stages", message: expect.stringContaining('stage "Interview"') },
    ]);
    expect((await orgBySlug(slug))[0]!.name).not.toBe("Not renamed");
    expect(await db.select().from(pipelineStages).where(eq(pipelineStages.organizationId, org!.id))).toHaveLength(3);
  });

  it("writes nothing on a dry run", async () => {
    const { file, slug } = sampleFile();
    const summary = await applyImport(db, valid(file), { dryRun: true });
    expect(summary.counts.organizations.created).toBe(1);
    expect(await orgBySlug(slug)).toHaveLength(0);
  });

  it("accepts the shipped example file", () => {
    const example = JSON.parse(readFileSync(new URL("../../../examples/import-example.json", import.meta.url), "utf8"));
    const result = validateImportFile(example);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});
