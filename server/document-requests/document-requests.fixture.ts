// The data both document-request contract tests read: two requests in the caller's organization and
// one in another organization.
import type { Db } from "@/server/db/database.js";
import {
  createDocument,
  createDocumentRequest,
  createDocumentRequestItem,
  createDocumentSet,
  createExtraction,
  createMember,
  createOrganization,
  createProfile,
  type MemberFixture,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";

export interface DocumentRequestScenario {
  org: OrganizationFixture;
  otherOrgId: string;
  recruiter: MemberFixture;
  crewId: string;
  bareCrewId: string;
  emailed: { id: string; passportItemId: string; medicalItemId: string; passportDocumentId: string };
  neverEmailed: { id: string; itemId: string };
  foreignRequestId: string;
}

export async function createDocumentRequestScenario(db: Db): Promise<DocumentRequestScenario> {
  const org = await createOrganization(db);
  const other = await createOrganization(db);
  const recruiter = await createMember(db, {
    organizationId: org.id,
    role: "recruiter",
    givenName: "Marta",
    familyName: "Nowak",
  });
  const crew = await createProfile(db, {
    organizationId: org.id,
    givenName: "Rafael",
    familyName: "Santos",
    primaryEmail: "rafael.santos@crew.example",
  });
  const bareCrew = await createProfile(db, { organizationId: org.id, primaryEmail: "no.name@crew.example" });

  // The emailed request: two items, the passport uploaded in a set answering the request.
  const emailedId = await createDocumentRequest(db, {
    organizationId: org.id,
    crewProfileId: crew.id,
    memberId: recruiter.memberId,
    emailSentAt: new Date("2026-07-01T10:00:00.5Z"),
    emailSentState: "success",
    createdAt: new Date("2026-07-01T09:59:00Z"),
  });
  const answerSet = await createDocumentSet(db, { organizationId: org.id, crewProfileId: crew.id, documentRequestId: emailedId });
  const passport = await createDocument(db, {
    organizationId: org.id,
    documentSetId: answerSet,
    contentType: "image/jpeg",
    sizeBytes: 734003,
    name: "passport.jpg",
    originalUrl: "/files/docs/passport.jpg",
    originalMd5: "9e107d9d372bb6826bd81d3542a419d6",
    thumbnailUrl: "https://cdn.example/thumbs/passport.png",
    createdAt: new Date("2026-07-02T08:00:00Z"),
  });
  const photo = await createDocument(db, { organizationId: org.id, documentSetId: answerSet, name: "photo.jpg" });
  await createExtraction(db, {
    organizationId: org.id,
    crewProfileId: crew.id,
    documentSetId: answerSet,
    documentId: photo.id,
    kind: "face_image",
    valueText: "/files/faces/rafael.jpg",
  });
  const passportItemId = await createDocumentRequestItem(db, {
    organizationId: org.id,
    documentRequestId: emailedId,
    position: 1,
    documentTypeCode: "passport",
    documentTypeName: "Passport",
    uploadInstruction: "Photo page, all four corners visible",
    documentId: passport.id,
  });
  const medicalItemId = await createDocumentRequestItem(db, {
    organizationId: org.id,
    documentRequestId: emailedId,
    position: 2,
    documentTypeCode: "medical_fitness",
    documentTypeName: "Medical fitness certificate",
  });

  // The request never emailed: one item, nothing uploaded, crew without names or face image.
  const neverEmailedId = await createDocumentRequest(db, {
    organizationId: org.id,
    crewProfileId: bareCrew.id,
    memberId: org.owner.memberId,
    createdAt: new Date("2026-06-01T00:00:00Z"),
  });
  const itemId = await createDocumentRequestItem(db, {
    organizationId: org.id,
    documentRequestId: neverEmailedId,
    position: 1,
    documentTypeCode: "seaman_book",
    documentTypeName: "Seaman's book",
  });

  const otherCrew = await createProfile(db, { organizationId: other.id });
  const foreignRequestId = await createDocumentRequest(db, {
    organizationId: other.id,
    crewProfileId: otherCrew.id,
    memberId: other.owner.memberId,
  });
  await createDocumentRequestItem(db, { organizationId: other.id, documentRequestId: foreignRequestId, position: 1 });

  return {
    org,
    otherOrgId: other.id,
    recruiter,
    crewId: crew.id,
    bareCrewId: bareCrew.id,
    emailed: { id: emailedId, passportItemId, medicalItemId, passportDocumentId: passport.id },
    neverEmailed: { id: neverEmailedId, itemId },
    foreignRequestId,
  };
}
