// One person of a batch written down, in one transaction: their crew profile (an existing one of the
// organization when the documents name someone it has, otherwise a new one), a document set with a
// document per file (with its thumbnail, when one was made), the extractions with their evidence (the
// face cropped from a passport among them), the sea service and certificates read, and,
// when the upload is for a posting, their application: a new one in the first stage of the posting's
// pipeline, or a new submission of the one they already have (reapplied). The files are marked
// processed in the same transaction, so a rerun after a crash skips exactly what was written.
// The database's triggers do the rest: counts, the profile's latest identity facts, and the matching
// recomputes (migrations 0007 and 0014).
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import {
  crewCertificates,
  crewProfiles,
  documentExtractions,
  documents,
  documentSets,
  jobApplications,
  jobPostings,
  pipelineStages,
  seaServiceRecords,
  submissions,
} from "@/server/db/schema.js";
import type { Tx } from "../processor/assembly-repository.js";
import type { ManualUploadFileRow, ManualUploadRow } from "../uploads-repository.js";
import { derivedFilePath } from "./derived-files.js";
import type { DocumentFacts, Evidence } from "./document-facts.js";
import { mergedIdentity } from "./merged-identity.js";
import { findExistingProfile } from "./existing-profile.js";

export interface PersonDocuments {
  upload: Pick<ManualUploadRow, "id" | "organizationId" | "jobPostingId">;
  files: { row: ManualUploadFileRow; facts: DocumentFacts }[];
}

export interface WrittenPerson {
  crewProfileId: string;
  created: boolean;
  jobApplicationId: string | null;
}

// Where a stored upload file is served from (files/files-route.ts signs it per call).
function uploadedFilePath(file: Pick<ManualUploadFileRow, "id" | "name">): string {
  return `/files/uploads/${file.id}/${encodeURIComponent(file.name)}`;
}

// The next kind_sequence of each extraction kind on the profile: read once, counted on from there
// (the profile's later extractions are this transaction's own).
async function extractionSequences(tx: Tx, profileId: string): Promise<(kind: string) => number> {
  const result = await tx.execute<{ kind: string; last: number }>(
    sql`select kind, max(kind_sequence)::int as last from document_extractions where crew_profile_id = ${profileId} group by kind`,
  );
  const last = new Map(result.rows.map((row) => [row.kind, row.last]));
  return (kind) => {
    const next = (last.get(kind) ?? 0) + 1;
    last.set(kind, next);
    return next;
  };
}

export async function writePerson(db: Db, person: PersonDocuments): Promise<WrittenPerson> {
  const { upload } = person;
  const organizationId = upload.organizationId;
  const identity = mergedIdentity(person.files);
  return db.transaction(async (tx) => {
    const existing = await findExistingProfile(tx, organizationId, identity.identity);
    const crewProfileId = existing ?? randomUUID();
    if (!existing) {
      await tx.insert(crewProfiles).values({
        id: crewProfileId,
        organizationId,
        primaryEmail: identity.identity.email ?? "",
        givenName: identity.identity.givenNames ?? null,
        familyName: identity.identity.familyName ?? null,
        primaryPhoneE164: identity.identity.phone ?? null,
        source: "manual",
      });
    }
    const documentSetId = randomUUID();
    await tx.insert(documentSets).values({ id: documentSetId, organizationId, crewProfileId });

    const nextSequence = await extractionSequences(tx, crewProfileId);
    const extraction = (documentId: string, kind: (typeof documentExtractions.$inferInsert)["kind"], evidence: Evidence, sequence: number) => ({
      id: randomUUID(),
      organizationId,
      crewProfileId,
      documentSetId,
      documentId,
      pageIndex: evidence.page,
      kind,
      kindSequence: sequence,
      reasoning: evidence.reasoning,
      snippet: evidence.snippet,
    });

    const known = await tx
      .select({
        vesselName: seaServiceRecords.vesselName,
        signOn: seaServiceRecords.signOn,
        position: seaServiceRecords.position,
      })
      .from(seaServiceRecords)
      .where(eq(seaServiceRecords.crewProfileId, crewProfileId));
    const seen = new Set(known.map((record) => `${record.vesselName.toUpperCase()}|${record.signOn}`));
    let position = known.reduce((max, record) => Math.max(max, record.position), -1) + 1;
    const heldCertificates = await tx
      .select({ certificate: crewCertificates.certificate, number: crewCertificates.number })
      .from(crewCertificates)
      .where(eq(crewCertificates.crewProfileId, crewProfileId));
    const held = new Set(heldCertificates.map((certificate) => `${certificate.certificate}|${certificate.number.toUpperCase()}`));

    // Every row of the person's files first, in file order, then each table in one statement: on the
    // embedded database this transaction holds the only session, and every API read waits for it
    // (row by row, a person of five files was some 60 statements and a quarter of a second).
    const documentRows: (typeof documents.$inferInsert)[] = [];
    const extractionRows: (typeof documentExtractions.$inferInsert)[] = [];
    const serviceRows: (typeof seaServiceRecords.$inferInsert)[] = [];
    const certificateRows: (typeof crewCertificates.$inferInsert)[] = [];
    const processed: { fileId: string; documentId: string }[] = [];
    for (const { row, facts } of person.files) {
      const documentId = randomUUID();
      documentRows.push({
        id: documentId,
        organizationId,
        documentSetId,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        name: row.name,
        originalUrl: uploadedFilePath(row),
        originalMd5: row.md5,
        // "" without one, as the API's other documents without a thumbnail.
        thumbnailUrl: facts.thumbnail ? derivedFilePath(row, "thumbnail.webp") : "",
        pageCount: facts.pageCount,
        documentTypeCode: facts.documentTypeCode,
      });
      if (identity.dateOfBirth?.fileId === row.id && identity.identity.dateOfBirth) {
        extractionRows.push({
          ...extraction(documentId, "date_of_birth", identity.dateOfBirth.evidence, nextSequence("date_of_birth")),
          valueTime: new Date(`${identity.identity.dateOfBirth}T00:00:00Z`),
        });
      }
      if (identity.nationality?.fileId === row.id && identity.identity.nationality) {
        extractionRows.push({
          ...extraction(documentId, "nationality", identity.nationality.evidence, nextSequence("nationality")),
          valueText: identity.identity.nationality,
        });
      }
      if (facts.face) {
        // The newest face is the profile's (the highest kind_sequence: migration 0007's latest).
        extractionRows.push({
          ...extraction(documentId, "face_image", facts.face, nextSequence("face_image")),
          valueText: derivedFilePath(row, "face.jpg"),
        });
      }
      for (const record of facts.seaService) {
        const key = `${record.vesselName.toUpperCase()}|${record.from.date}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const recordId = randomUUID();
        serviceRows.push({
          id: recordId,
          organizationId,
          crewProfileId,
          documentId,
          rankValues: record.rankValues,
          rankText: record.rankText,
          vesselType: record.vesselType,
          vesselName: record.vesselName,
          vesselFlag: record.vesselFlag,
          company: record.company,
          signOn: record.from.date,
          signOnPrecision: record.from.precision,
          signOff: record.to?.date ?? null,
          signOffPrecision: record.to?.precision ?? "day",
          position: position++,
        });
        extractionRows.push({
          ...extraction(documentId, "at_sea_work_experience", record.evidence, nextSequence("at_sea_work_experience")),
          valueText: recordId,
        });
      }
      for (const certificate of facts.certificates) {
        const key = `${certificate.code}|${certificate.number.toUpperCase()}`;
        if (held.has(key)) continue;
        held.add(key);
        const certificateId = randomUUID();
        certificateRows.push({
          id: certificateId,
          organizationId,
          crewProfileId,
          documentId,
          certificate: certificate.code,
          number: certificate.number,
          issuingCountry: certificate.issuingCountry,
          issuedOn: certificate.issuedOn,
          expiresOn: certificate.expiresOn,
        });
        const kind = certificate.stcw ? "stcw_certificate" : "certificate";
        extractionRows.push({ ...extraction(documentId, kind, certificate.evidence, nextSequence(kind)), crewCertificateId: certificateId });
      }
      processed.push({ fileId: row.id, documentId });
    }
    // Documents before what points at them; extractions last (they point at records and certificates).
    if (documentRows.length > 0) await tx.insert(documents).values(documentRows);
    if (serviceRows.length > 0) await tx.insert(seaServiceRecords).values(serviceRows);
    if (certificateRows.length > 0) await tx.insert(crewCertificates).values(certificateRows);
    if (extractionRows.length > 0) await tx.insert(documentExtractions).values(extractionRows);
    if (processed.length > 0) {
      await tx.execute(sql`
        UPDATE manual_upload_files f SET state = 'processed', error_message = '', crew_profile_id = ${crewProfileId}, document_id = p.document_id, updated_at = now()
        FROM unnest(${sql.param(processed.map((file) => file.fileId))}::uuid[], ${sql.param(processed.map((file) => file.documentId))}::uuid[]) AS p(file_id, document_id)
        WHERE f.id = p.file_id`);
    }

    const jobApplicationId = upload.jobPostingId
      ? await applyToPosting(tx, { organizationId, jobPostingId: upload.jobPostingId, crewProfileId, documentSetId, identity: identity.identity })
      : null;
    return { crewProfileId, created: !existing, jobApplicationId };
  });
}

async function applyToPosting(
  tx: Tx,
  input: {
    organizationId: string;
    jobPostingId: string;
    crewProfileId: string;
    documentSetId: string;
    identity: { givenNames?: string; familyName?: string; email?: string };
  },
): Promise<string | null> {
  const now = new Date();
  const [current] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobPostingId, input.jobPostingId), eq(jobApplications.crewProfileId, input.crewProfileId)));
  if (current) {
    // They applied before: a new submission of the same application, never a second application.
    await tx
      .insert(submissions)
      .values({ id: randomUUID(), organizationId: input.organizationId, jobApplicationId: current.id, documentSetId: input.documentSetId, submittedAt: now });
    await tx
      .update(jobApplications)
      .set({ reapplied: true, lastSubmittedAt: now, documentSetId: input.documentSetId })
      .where(eq(jobApplications.id, current.id));
    return current.id;
  }
  const [stage] = await tx
    .select({ id: pipelineStages.id })
    .from(jobPostings)
    .innerJoin(pipelineStages, eq(pipelineStages.pipelineId, jobPostings.pipelineId))
    .where(and(eq(jobPostings.id, input.jobPostingId), eq(jobPostings.organizationId, input.organizationId)))
    .orderBy(asc(pipelineStages.position))
    .limit(1);
  // A posting deleted since the upload, or a pipeline without stages: the person is kept, unapplied.
  if (!stage) return null;
  const id = randomUUID();
  await tx.insert(jobApplications).values({
    id,
    organizationId: input.organizationId,
    jobPostingId: input.jobPostingId,
    crewProfileId: input.crewProfileId,
    givenName: input.identity.givenNames ?? "",
    familyName: input.identity.familyName ?? "",
    email: input.identity.email ?? "",
    documentSetId: input.documentSetId,
    pipelineStageId: stage.id,
    source: "manual",
    lastSubmittedAt: now,
  });
  await tx
    .insert(submissions)
    .values({ id: randomUUID(), organizationId: input.organizationId, jobApplicationId: id, documentSetId: input.documentSetId, submittedAt: now });
  return id;
}
