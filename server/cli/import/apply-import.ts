// Writes a validated import file in ONE transaction: every record is created or updated, or nothing is.
// Records are keyed by id when the file gives one, else by natural key: organization slug, user email,
// career-site and pipeline name within the organization, stage name within the pipeline, posting
// shortId within the organization. References to records outside the file (a pipeline, a member, a
// career site already in the organization) are resolved here; any that fails rolls everything back.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/database.js";
import {
  careerSites,
  crewRequests,
  jobApplications,
  jobPostingAssignees,
  jobPostings,
  members,
  organizations,
  pipelineStages,
  pipelines,
  users,
} from "@/server/db/schema.js";
import {
  formatPath,
  type CareerSiteInput,
  type CrewRequestInput,
  type ImportFile,
  type ImportProblem,
  type JobPostingInput,
  type MemberInput,
  type OrganizationInput,
  type PipelineInput,
} from "./import-file-schema.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Path = PropertyKey[];

export const recordKinds = ["organizations", "users", "members", "careerSites", "pipelines", "pipelineStages", "crewRequests", "jobPostings"] as const;
export type RecordKind = (typeof recordKinds)[number];

export interface ImportSummary {
  counts: Record<RecordKind, { created: number; updated: number }>;
  // Stages dropped from a listed pipeline because the file no longer lists them.
  removedStages: number;
  dryRun: boolean;
}

// The import was refused while writing; the transaction was rolled back.
export class ImportApplyError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`import rolled back: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  }
}

class DryRunRollback extends Error {}

export async function applyImport(db: Db, file: ImportFile, options: { dryRun?: boolean } = {}): Promise<ImportSummary> {
  const summary: ImportSummary = {
    counts: Object.fromEntries(recordKinds.map((kind) => [kind, { created: 0, updated: 0 }])) as ImportSummary["counts"],
    removedStages: 0,
    dryRun: options.dryRun ?? false,
  };
  try {
    await db.transaction(async (tx) => {
      const importer = new Importer(tx, summary);
      for (const [index, organization] of file.organizations.entries()) {
        await importer.organization(organization, ["organizations", index]);
      }
      if (importer.problems.length) throw new ImportApplyError(importer.problems);
      if (options.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return summary;
    throw error;
  }
  return summary;
}

export function describeSummary(summary: ImportSummary): string {
  let created = 0;
  let updated = 0;
  const parts: string[] = [];
  for (const kind of recordKinds) {
    const count = summary.counts[kind];
    created += count.created;
    updated += count.updated;
    const done = [count.created ? `${count.created} created` : "", count.updated ? `${count.updated} updated` : ""].filter(Boolean);
    if (done.length) parts.push(`${kind}: ${done.join(", ")}`);
  }
  if (summary.removedStages) parts.push(`${summary.removedStages} pipeline stage${summary.removedStages === 1 ? "" : "s"} removed`);
  const head = `${summary.dryRun ? "dry run, rolled back: would have " : ""}created ${created}, updated ${updated}`;
  return parts.length ? `${head} (${parts.join("; ")})` : head;
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What the database said, in the file's terms where we can. Drizzle wraps the pg error ("Failed
// query: ..." with every parameter) in `cause`; the pg error carries the constraint and a detail line.
function errorMessage(error: unknown): string {
  let pgError: { message: string; code?: string; constraint?: string; detail?: string } | undefined;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (typeof (current as { code?: unknown }).code === "string") pgError = current as typeof pgError;
  }
  if (!pgError) return error instanceof Error ? error.message : String(error);
  if (pgError.code === "23505") {
    const known: Record<string, string> = {
      job_postings_org_short_id_idx: "another job posting of this organization already has this shortId",
      organizations_slug_unique: "another organization already has this slug",
      users_primary_email_unique: "another user already has this email",
    };
    const reason =
      (pgError.constraint && known[pgError.constraint]) ?? (pgError.constraint?.endsWith("_pkey") ? "this id is already used by another record" : undefined);
    if (reason) return `${reason} (${pgError.detail ?? pgError.message})`;
  }
  return pgError.detail ? `${pgError.message}: ${pgError.detail}` : pgError.message;
}

interface OrgScope {
  id: string;
  slug: string;
  memberIdsByEmail: Map<string, string>;
  careerSiteIdsByName: Map<string, string>;
  pipelineIdsByName: Map<string, string>;
}

class Importer {
  readonly problems: ImportProblem[] = [];
  // Users already counted in this import (a user may be listed under several organizations).
  private readonly usersSeen = new Set<string>();

  constructor(
    private readonly tx: Tx,
    private readonly summary: ImportSummary,
  ) {}

  private problem(path: Path, message: string) {
    this.problems.push({ path: formatPath(path), message });
  }

  private count(kind: RecordKind, created: boolean) {
    this.summary.counts[kind][created ? "created" : "updated"] += 1;
  }

  // Runs one record's writes; a database error aborts the transaction, so it ends the import, named by path.
  private async step<T>(path: Path, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof ImportApplyError) throw error;
      throw new ImportApplyError([...this.problems, { path: formatPath(path), message: errorMessage(error) }]);
    }
  }

  async organization(input: OrganizationInput, path: Path) {
    const tx = this.tx;
    const orgId = await this.step(path, async () => {
      const [existing] = input.id
        ? await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.id))
        : await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, input.slug));
      if (existing) {
        await tx.update(organizations).set({ name: input.name, slug: input.slug }).where(eq(organizations.id, existing.id));
        this.count("organizations", false);
        return existing.id;
      }
      const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, input.slug));
      if (taken) {
        this.problem([...path, "slug"], `slug "${input.slug}" belongs to organization ${taken.id}, not ${input.id}`);
        return undefined;
      }
      const id = input.id ?? randomUUID();
      await tx.insert(organizations).values({ id, name: input.name, slug: input.slug });
      this.count("organizations", true);
      return id;
    });
    if (!orgId) return;
    const scope: OrgScope = {
      id: orgId,
      slug: input.slug,
      memberIdsByEmail: new Map(),
      careerSiteIdsByName: new Map(),
      pipelineIdsByName: new Map(),
    };
    for (const [index, member] of input.members.entries()) await this.member(scope, member, [...path, "members", index]);
    for (const [index, site] of input.careerSites.entries()) await this.careerSite(scope, site, [...path, "careerSites", index]);
    for (const [index, pipeline] of input.pipelines.entries()) await this.pipeline(scope, pipeline, [...path, "pipelines", index]);
    for (const [index, posting] of input.jobPostings.entries()) await this.jobPosting(scope, posting, [...path, "jobPostings", index]);
  }

  private async member(scope: OrgScope, input: MemberInput, path: Path) {
    const tx = this.tx;
    await this.step(path, async () => {
      const [byKey] = input.id
        ? await tx.select({ id: users.id }).from(users).where(eq(users.id, input.id))
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.primaryEmail}) = ${input.email}`);
      let userId: string;
      if (byKey) {
        userId = byKey.id;
        await tx.update(users).set({ givenName: input.givenName, familyName: input.familyName, primaryEmail: input.email }).where(eq(users.id, userId));
        if (!this.usersSeen.has(userId)) this.count("users", false);
      } else {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.primaryEmail}) = ${input.email}`);
        if (taken) {
          this.problem([...path, "email"], `email "${input.email}" belongs to user ${taken.id}, not ${input.id}`);
          return;
        }
        userId = input.id ?? randomUUID();
        await tx.insert(users).values({ id: userId, givenName: input.givenName, familyName: input.familyName, primaryEmail: input.email });
        this.count("users", true);
      }
      this.usersSeen.add(userId);

      const [membership] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.organizationId, scope.id), eq(members.userId, userId)));
      if (membership) {
        await tx.update(members).set({ role: input.role }).where(eq(members.id, membership.id));
        this.count("members", false);
        scope.memberIdsByEmail.set(input.email, membership.id);
      } else {
        const memberId = randomUUID();
        await tx.insert(members).values({ id: memberId, organizationId: scope.id, userId, role: input.role });
        this.count("members", true);
        scope.memberIdsByEmail.set(input.email, memberId);
      }
    });
  }

  private async careerSite(scope: OrgScope, input: CareerSiteInput, path: Path) {
    const tx = this.tx;
    await this.step(path, async () => {
      const [existing] = input.id
        ? await tx.select({ id: careerSites.id, organizationId: careerSites.organizationId }).from(careerSites).where(eq(careerSites.id, input.id))
        : await tx
            .select({ id: careerSites.id, organizationId: careerSites.organizationId })
            .from(careerSites)
            .where(and(eq(careerSites.organizationId, scope.id), eq(careerSites.name, input.name)))
            .orderBy(asc(careerSites.createdAt), asc(careerSites.id))
            .limit(1);
      if (existing && existing.organizationId !== scope.id) {
        this.problem([...path, "id"], `career site ${existing.id} belongs to another organization`);
        return;
      }
      const id = existing?.id ?? input.id ?? randomUUID();
      if (existing) await tx.update(careerSites).set({ name: input.name }).where(eq(careerSites.id, id));
      else await tx.insert(careerSites).values({ id, organizationId: scope.id, name: input.name });
      this.count("careerSites", !existing);
      scope.careerSiteIdsByName.set(input.name, id);
    });
  }

  private async pipeline(scope: OrgScope, input: PipelineInput, path: Path) {
    const tx = this.tx;
    await this.step(path, async () => {
      const [existing] = input.id
        ? await tx.select({ id: pipelines.id, organizationId: pipelines.organizationId }).from(pipelines).where(eq(pipelines.id, input.id))
        : await tx
            .select({ id: pipelines.id, organizationId: pipelines.organizationId })
            .from(pipelines)
            .where(and(eq(pipelines.organizationId, scope.id), eq(pipelines.name, input.name)))
            .orderBy(asc(pipelines.createdAt), asc(pipelines.id))
            .limit(1);
      if (existing && existing.organizationId !== scope.id) {
        this.problem([...path, "id"], `pipeline ${existing.id} belongs to another organization`);
        return;
      }
      const pipelineId = existing?.id ?? input.id ?? randomUUID();
      if (input.isDefault) {
        await tx
          .update(pipelines)
          .set({ isDefault: false })
          .where(and(eq(pipelines.organizationId, scope.id), eq(pipelines.isDefault, true)));
      }
      if (existing) await tx.update(pipelines).set({ name: input.name, isDefault: input.isDefault }).where(eq(pipelines.id, pipelineId));
      else await tx.insert(pipelines).values({ id: pipelineId, organizationId: scope.id, name: input.name, isDefault: input.isDefault });
      this.count("pipelines", !existing);
      scope.pipelineIdsByName.set(input.name, pipelineId);
      await this.stages(scope, pipelineId, input, path);
    });
  }

  // Makes the pipeline's stages exactly the listed ones, in order. A stage that is dropped but still
  // holds job applications stops the import.
  private async stages(scope: OrgScope, pipelineId: string, input: PipelineInput, path: Path) {
    const tx = this.tx;
    const current = await tx
      .select({ id: pipelineStages.id, name: pipelineStages.name })
      .from(pipelineStages)
      .where(eq(pipelineStages.pipelineId, pipelineId))
      .orderBy(asc(pipelineStages.position));
    const kept = new Set<string>();
    const plan: { id: string; exists: boolean }[] = [];
    for (const [index, stage] of input.stages.entries()) {
      const match = stage.id ? current.find((c) => c.id === stage.id) : current.find((c) => !kept.has(c.id) && c.name === stage.name);
      if (match) {
        kept.add(match.id);
        plan.push({ id: match.id, exists: true });
        continue;
      }
      if (stage.id) {
        const [elsewhere] = await tx.select({ id: pipelineStages.id }).from(pipelineStages).where(eq(pipelineStages.id, stage.id));
        if (elsewhere) {
          this.problem([...path, "stages", index, "id"], `stage ${stage.id} belongs to another pipeline`);
          return;
        }
      }
      plan.push({ id: stage.id ?? randomUUID(), exists: false });
    }
    const dropped = current.filter((stage) => !kept.has(stage.id));
    if (dropped.length) {
      const droppedIds = dropped.map((stage) => stage.id);
      const inUse = await tx
        .select({ stageId: jobApplications.pipelineStageId, applications: sql<number>`count(*)::int` })
        .from(jobApplications)
        .where(inArray(jobApplications.pipelineStageId, droppedIds))
        .groupBy(jobApplications.pipelineStageId);
      for (const use of inUse) {
        const name = dropped.find((stage) => stage.id === use.stageId)?.name;
        this.problem(
          [...path, "stages"],
          `stage "${name}" (${use.stageId}) holds ${use.applications} job application${use.applications === 1 ? "" : "s"}; keep it in the list`,
        );
      }
      if (inUse.length) return;
      await tx.delete(pipelineStages).where(inArray(pipelineStages.id, droppedIds));
      this.summary.removedStages += dropped.length;
    }
    for (const [position, stage] of input.stages.entries()) {
      const { id, exists } = plan[position]!;
      if (exists) await tx.update(pipelineStages).set({ name: stage.name, kind: stage.kind, position }).where(eq(pipelineStages.id, id));
      else await tx.insert(pipelineStages).values({ id, organizationId: scope.id, pipelineId, name: stage.name, kind: stage.kind, position });
      this.count("pipelineStages", !exists);
    }
  }

  // A pipeline or career site named by the file: this file's record of that name, else the
  // organization's record with that id, else with that name.
  private async resolveNamed(
    scope: OrgScope,
    table: typeof pipelines | typeof careerSites,
    fromFile: Map<string, string>,
    reference: string,
  ): Promise<string | undefined> {
    const inFile = fromFile.get(reference);
    if (inFile) return inFile;
    if (guidPattern.test(reference)) {
      const [byId] = await this.tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, scope.id), eq(table.id, reference)));
      if (byId) return byId.id;
    }
    const [byName] = await this.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.organizationId, scope.id), eq(table.name, reference)))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(1);
    return byName?.id;
  }

  private async resolveMember(scope: OrgScope, email: string): Promise<string | undefined> {
    const inFile = scope.memberIdsByEmail.get(email);
    if (inFile) return inFile;
    const [row] = await this.tx
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.organizationId, scope.id), sql`lower(${users.primaryEmail}) = ${email}`));
    return row?.id;
  }

  private async jobPosting(scope: OrgScope, input: JobPostingInput, path: Path) {
    const tx = this.tx;
    await this.step(path, async () => {
      const problemsBefore = this.problems.length;
      const pipelineId = await this.resolveNamed(scope, pipelines, scope.pipelineIdsByName, input.pipeline);
      if (!pipelineId)
        this.problem([...path, "pipeline"], `no pipeline "${input.pipeline}" in organization "${scope.slug}" (neither in this file nor in the database)`);
      const careerSiteId = input.careerSite === null ? null : await this.resolveNamed(scope, careerSites, scope.careerSiteIdsByName, input.careerSite);
      if (careerSiteId === undefined) {
        this.problem(
          [...path, "careerSite"],
          `no career site "${input.careerSite}" in organization "${scope.slug}" (neither in this file nor in the database)`,
        );
      }
      const assigneeIds: string[] = [];
      for (const [index, email] of input.assignees.entries()) {
        const memberId = await this.resolveMember(scope, email);
        if (memberId) assigneeIds.push(memberId);
        else this.problem([...path, "assignees", index], `"${email}" is not a member of organization "${scope.slug}"`);
      }
      const [existing] = input.id
        ? await tx
            .select({ id: jobPostings.id, organizationId: jobPostings.organizationId, crewRequestId: jobPostings.crewRequestId })
            .from(jobPostings)
            .where(eq(jobPostings.id, input.id))
        : await tx
            .select({ id: jobPostings.id, organizationId: jobPostings.organizationId, crewRequestId: jobPostings.crewRequestId })
            .from(jobPostings)
            .where(and(eq(jobPostings.organizationId, scope.id), eq(jobPostings.shortId, input.shortId)));
      if (existing && existing.organizationId !== scope.id) this.problem([...path, "id"], `job posting ${existing.id} belongs to another organization`);
      if (this.problems.length > problemsBefore || !pipelineId || careerSiteId === undefined) return;

      const crewRequestId =
        input.crewRequest === null ? null : await this.crewRequest(scope, input.crewRequest, existing?.crewRequestId ?? null, [...path, "crewRequest"]);
      if (crewRequestId === undefined) return;

      const slotTags = Object.entries(input.slots).flatMap(([slot, values]) => (values ?? []).map((value) => `${slot}:${value}`));
      const values = {
        shortId: input.shortId,
        title: input.title,
        summary: input.summary,
        state: input.state,
        pipelineId,
        careerSiteId,
        crewRequestId,
        languages: input.languages,
        pinned: input.pinned,
        slotTags,
        rank: input.rank,
        vesselType: input.vesselType,
        requiredExperienceMonths: input.requiredExperienceMonths,
        experienceMandatory: input.experienceMandatory,
        vesselTypeMandatory: input.vesselTypeMandatory,
        requiredCertificates: input.requiredCertificates,
        allowedNationalities: input.allowedNationalities,
        minAge: input.minAge,
        maxAge: input.maxAge,
        joinDate: input.joinDate,
        contractMonths: input.contractMonths,
      };
      const postingId = existing?.id ?? input.id ?? randomUUID();
      if (existing)
        await tx
          .update(jobPostings)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(jobPostings.id, postingId));
      else await tx.insert(jobPostings).values({ id: postingId, organizationId: scope.id, ...values });
      this.count("jobPostings", !existing);

      await tx.delete(jobPostingAssignees).where(eq(jobPostingAssignees.jobPostingId, postingId));
      if (assigneeIds.length) {
        await tx.insert(jobPostingAssignees).values(assigneeIds.map((memberId) => ({ jobPostingId: postingId, memberId, organizationId: scope.id })));
      }
    });
  }

  // The posting's crew request: by the file's id, else the one the posting already has, else a new one.
  private async crewRequest(scope: OrgScope, input: CrewRequestInput, current: string | null, path: Path): Promise<string | undefined> {
    const tx = this.tx;
    const key = input.id ?? current;
    const [existing] = key
      ? await tx
          .select({ id: crewRequests.id, organizationId: crewRequests.organizationId, positionId: crewRequests.positionId })
          .from(crewRequests)
          .where(eq(crewRequests.id, key))
      : [];
    if (existing && existing.organizationId !== scope.id) {
      this.problem([...path, "id"], `crew request ${existing.id} belongs to another organization`);
      return undefined;
    }
    const values = {
      title: input.title,
      state: input.state,
      positionId: input.position.id ?? existing?.positionId ?? randomUUID(),
      positionName: input.position.name,
      nbPositions: input.position.nbPositions,
    };
    const id = existing?.id ?? input.id ?? randomUUID();
    if (existing) await tx.update(crewRequests).set(values).where(eq(crewRequests.id, id));
    else await tx.insert(crewRequests).values({ id, organizationId: scope.id, ...values });
    this.count("crewRequests", !existing);
    return id;
  }
}
