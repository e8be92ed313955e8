// Small typed builders for contract tests: each inserts one record (with sensible defaults) through
// Drizzle and returns what the test needs to refer to it. Every id is a fresh random uuid, so test
// files never collide with each other on the shared test database.
import type { Db } from "@/server/db/database.js";
import {
  careerSites,
  crewProfiles,
  crewRequests,
  documentExtractions,
  documentRequestItems,
  documentRequests,
  documentSets,
  documents,
  emailReceipts,
  jobApplications,
  jobPostingAssignees,
  jobPostings,
  members,
  organizations,
  pipelineStages,
  pipelines,
  seaServiceRecords,
  stageKinds,
  submissions,
  users,
} from "@/server/db/schema.js";
import { newId } from "./test-server.js";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface OrganizationFixture {
  id: string;
  name: string;
  owner: MemberFixture;
}

export interface MemberFixture {
  memberId: string;
  userId: string;
  givenName: string;
  familyName: string;
  primaryEmail: string;
  role: "owner" | "admin" | "recruiter";
}

// An organization with its first owner (so that server.createKey(org.id) works).
export async function createOrganization(
  db: Db,
  options: { id?: string; name?: string; owner?: Partial<Omit<MemberFixture, "memberId" | "userId" | "role">> } = {},
): Promise<OrganizationFixture> {
  const id = options.id ?? newId();
  const name = options.name ?? `Org ${id.slice(0, 8)}`;
  await db.insert(organizations).values({ id, name, slug: `org-${id}` });
  const owner = await createMember(db, { organizationId: id, role: "owner", ...options.owner });
  return { id, name, owner };
}

export async function createMember(
  db: Db,
  options: { organizationId: string; role: MemberFixture["role"]; givenName?: string; familyName?: string; primaryEmail?: string },
): Promise<MemberFixture> {
  const userId = newId();
  const memberId = newId();
  const givenName = options.givenName ?? "Alex";
  const familyName = options.familyName ?? "Member";
  const primaryEmail = options.primaryEmail ?? `${userId}@example.com`;
  await db.insert(users).values({ id: userId, givenName, familyName, primaryEmail });
  await db.insert(members).values({ id: memberId, organizationId: options.organizationId, userId, role: options.role });
  return { memberId, userId, givenName, familyName, primaryEmail, role: options.role };
}

export interface PipelineFixture {
  id: string;
  stages: { id: string; name: string; position: number }[];
}

// A pipeline with the given stages (by default Unreviewed, Screening, Interview), positions 1, 2, 3...
export async function createPipeline(
  db: Db,
  options: { organizationId: string; name?: string; isDefault?: boolean; stageNames?: string[] },
): Promise<PipelineFixture> {
  const id = newId();
  await db.insert(pipelines).values({
    id,
    organizationId: options.organizationId,
    name: options.name ?? "Default pipeline",
    isDefault: options.isDefault ?? false,
  });
  const names = options.stageNames ?? ["Unreviewed", "Screening", "Interview"];
  const stages = names.map((name, index) => ({ id: newId(), name, position: index + 1 }));
  if (stages.length > 0) {
    await db.insert(pipelineStages).values(
      stages.map((stage, index) => ({
        ...stage,
        organizationId: options.organizationId,
        pipelineId: id,
        kind: stageKinds[Math.min(index, stageKinds.length - 1)]!,
      })),
    );
  }
  return { id, stages };
}

export async function createCareerSite(db: Db, options: { organizationId: string; name?: string }): Promise<string> {
  const id = newId();
  await db.insert(careerSites).values({ id, organizationId: options.organizationId, name: options.name ?? "Careers" });
  return id;
}

export async function createCrewRequest(
  db: Db,
  options: Partial<Insert<typeof crewRequests>> & { organizationId: string },
): Promise<Insert<typeof crewRequests> & { id: string }> {
  const row = {
    id: newId(),
    title: "Crew request",
    state: "open" as const,
    positionId: newId(),
    positionName: "Chief Officer",
    nbPositions: 2,
    ...options,
  };
  await db.insert(crewRequests).values(row);
  return row;
}

export async function createPosting(
  db: Db,
  options: Partial<Insert<typeof jobPostings>> & { organizationId: string; pipelineId: string },
): Promise<Insert<typeof jobPostings> & { id: string }> {
  const id = options.id ?? newId();
  const row = { id, shortId: `JP-${id.slice(0, 8)}`, title: "Chief Officer", state: "open" as const, ...options };
  await db.insert(jobPostings).values(row);
  return row;
}

export async function assignMembers(db: Db, options: { organizationId: string; jobPostingId: string; memberIds: string[] }) {
  await db
    .insert(jobPostingAssignees)
    .values(options.memberIds.map((memberId) => ({ organizationId: options.organizationId, jobPostingId: options.jobPostingId, memberId })));
}

export async function createProfile(
  db: Db,
  options: Partial<Insert<typeof crewProfiles>> & { organizationId: string },
): Promise<Insert<typeof crewProfiles> & { id: string }> {
  const id = options.id ?? newId();
  const row = { id, primaryEmail: `${id}@crew.example`, source: "manual" as const, ...options };
  await db.insert(crewProfiles).values(row);
  return row;
}

export async function createDocumentSet(
  db: Db,
  options: { organizationId: string; crewProfileId: string; documentRequestId?: string; createdAt?: Date },
): Promise<string> {
  const id = newId();
  await db.insert(documentSets).values({ id, ...options });
  return id;
}

export async function createDocument(
  db: Db,
  options: Partial<Insert<typeof documents>> & { organizationId: string; documentSetId: string },
): Promise<Insert<typeof documents> & { id: string }> {
  const id = options.id ?? newId();
  const row = {
    id,
    contentType: "application/pdf",
    sizeBytes: 12345,
    name: "passport.pdf",
    originalUrl: `/files/${id}/passport.pdf`,
    originalMd5: "0123456789abcdef0123456789abcdef",
    ...options,
  };
  await db.insert(documents).values(row);
  return row;
}

export async function createApplication(
  db: Db,
  options: Partial<Insert<typeof jobApplications>> & {
    organizationId: string;
    jobPostingId: string;
    crewProfileId: string;
    documentSetId: string;
    pipelineStageId: string;
  },
): Promise<Insert<typeof jobApplications> & { id: string }> {
  const row = {
    id: newId(),
    email: "applicant@crew.example",
    source: "manual" as const,
    lastSubmittedAt: new Date("2026-01-01T00:00:00Z"),
    ...options,
  };
  await db.insert(jobApplications).values(row);
  return row;
}

export interface ProfileWithApplication {
  profileId: string;
  applicationId: string;
  documentSetId: string;
}

// A crew profile, its document set and one application to the posting, in the given stage.
export async function createProfileWithApplication(
  db: Db,
  options: {
    organizationId: string;
    jobPostingId: string;
    pipelineStageId: string;
    profile?: Partial<Insert<typeof crewProfiles>>;
    application?: Partial<Insert<typeof jobApplications>>;
  },
): Promise<ProfileWithApplication> {
  const profile = await createProfile(db, { organizationId: options.organizationId, ...options.profile });
  const documentSetId = await createDocumentSet(db, { organizationId: options.organizationId, crewProfileId: profile.id });
  const application = await createApplication(db, {
    organizationId: options.organizationId,
    jobPostingId: options.jobPostingId,
    crewProfileId: profile.id,
    documentSetId,
    pipelineStageId: options.pipelineStageId,
    email: profile.primaryEmail,
    givenName: profile.givenName ?? "",
    familyName: profile.familyName ?? "",
    ...options.application,
  });
  return { profileId: profile.id, applicationId: application.id, documentSetId };
}

export async function createSubmission(
  db: Db,
  options: { organizationId: string; jobApplicationId: string; documentSetId: string; submittedAt: Date },
): Promise<string> {
  const id = newId();
  await db.insert(submissions).values({ id, ...options });
  return id;
}

export async function createExtraction(
  db: Db,
  options: Partial<Insert<typeof documentExtractions>> & {
    organizationId: string;
    crewProfileId: string;
    documentSetId: string;
    documentId: string;
    kind: Insert<typeof documentExtractions>["kind"];
  },
): Promise<Insert<typeof documentExtractions> & { id: string }> {
  const row = { id: newId(), ...options };
  await db.insert(documentExtractions).values(row);
  return row;
}

export async function createSeaService(
  db: Db,
  options: Partial<Insert<typeof seaServiceRecords>> & {
    organizationId: string;
    crewProfileId: string;
    rankValues: string[];
    signOn: string;
    position: number;
  },
): Promise<string> {
  const id = newId();
  await db.insert(seaServiceRecords).values({
    id,
    rankText: options.rankValues.join(" / "),
    signOnPrecision: "day",
    signOffPrecision: "day",
    ...options,
  });
  return id;
}

export async function createDocumentRequest(
  db: Db,
  options: Partial<Insert<typeof documentRequests>> & { organizationId: string; crewProfileId: string; memberId: string },
): Promise<string> {
  const id = options.id ?? newId();
  await db.insert(documentRequests).values({ id, ...options });
  return id;
}

export async function createDocumentRequestItem(
  db: Db,
  options: Partial<Insert<typeof documentRequestItems>> & { organizationId: string; documentRequestId: string; position: number },
): Promise<string> {
  const id = options.id ?? newId();
  await db.insert(documentRequestItems).values({
    id,
    documentTypeCode: "passport",
    documentTypeName: "Passport",
    ...options,
  });
  return id;
}

export async function createEmailReceipt(
  db: Db,
  options: Partial<Insert<typeof emailReceipts>> & { organizationId: string },
): Promise<Insert<typeof emailReceipts> & { id: string }> {
  const row = {
    id: newId(),
    bucketName: "crew-inbound",
    objectKey: "inbound/2026/01/message.eml",
    emailFrom: "candidate@crew.example",
    emailDestination: ["jobs@org.example"],
    emailSubject: "Application",
    ...options,
  };
  await db.insert(emailReceipts).values(row);
  return row;
}
