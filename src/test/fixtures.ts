import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { DocumentExtractionKind, EntrySource, JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { DocumentRequestEmailSentState } from "@/gen/rpc/v1/document_requests_pb.js";
import { PipelineStageKind } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { ManualUploadFileState, ManualUploadState } from "@/gen/rpc/v1/uploads_pb.js";

export const ids = {
  org: "00000000-0000-4000-8000-000000000001",
  user: "00000000-0000-4000-8000-000000000002",
  // Rita's member id in the organization (whoAmI's user).
  member: "00000000-0000-4000-8000-000000000003",
  posting: "00000000-0000-4000-8000-000000000010",
  pipeline: "00000000-0000-4000-8000-000000000020",
  stageNew: "00000000-0000-4000-8000-000000000031",
  stageInterview: "00000000-0000-4000-8000-000000000032",
  application: "00000000-0000-4000-8000-000000000040",
  profile: "00000000-0000-4000-8000-000000000050",
  receipt: "00000000-0000-4000-8000-000000000060",
  request: "00000000-0000-4000-8000-000000000070",
  document: "00000000-0000-4000-8000-000000000080",
  documentSet: "00000000-0000-4000-8000-000000000090",
};

export const ts = (iso: string) => timestampFromDate(new Date(iso));

export const whoAmI = {
  organizationId: ids.org,
  organizationName: "Baltic Crewing",
  userId: ids.user,
  givenName: "Rita",
  familyName: "Recruiter",
  primaryEmail: "rita@baltic.example",
  role: "owner",
};

// The organization's members (ListMembers), by family name: Rita is whoAmI's user.
export const kofiMemberId = "00000000-0000-4000-8000-000000000004";
export const members = {
  items: [
    {
      memberId: kofiMemberId,
      userId: "00000000-0000-4000-8000-000000000005",
      givenName: "Kofi",
      familyName: "Mensah",
      primaryEmail: "kofi@baltic.example",
      role: "admin",
    },
    { memberId: ids.member, userId: ids.user, givenName: "Rita", familyName: "Recruiter", primaryEmail: "rita@baltic.example", role: "owner" },
  ],
};

export const posting = {
  id: ids.posting,
  title: "Chief Officer — Bulk Carrier",
  summary: "Chief Officer for a Supramax bulk carrier, 4 months contract.",
  shortId: "JP-101",
  organizationId: ids.org,
  pipelineId: ids.pipeline,
  languagesIso6393: "eng",
  state: JobPostingState.OPEN,
  nrOfApplications: 3n,
  assignedMembers: [{ givenName: "Rita", familyName: "Recruiter", primaryEmail: "rita@baltic.example", memberId: ids.member }],
  crewRequest: {
    id: "00000000-0000-4000-8000-0000000000a0",
    title: "MV Baltic Star",
    state: JobPostingState.OPEN,
    position: { id: "00000000-0000-4000-8000-0000000000a1", name: "Chief Officer", nbPositions: 1n },
  },
  createdAt: ts("2026-10-01T09:00:00Z"),
};

export function applicationItem(index: number) {
  return {
    id: index === 0 ? ids.application : `00000000-0000-4000-9000-${String(index).padStart(12, "0")}`,
    crewProfileId: ids.profile,
    givenName: `Juan${index}`,
    familyName: "Dela Cruz",
    email: `juan${index}@mail.example`,
    pipelineStageId: ids.stageNew,
    pipelineStageName: "New",
    source: EntrySource.EMAIL,
    createdAt: ts("2026-11-01T08:00:00Z"),
    lastSubmittedAt: ts("2026-11-02T08:00:00Z"),
    nationalityIso31661: "PH",
    latestRank: "chief_officer",
  };
}

export const stages = [
  { id: ids.stageNew, name: "New", position: 1, applicationCount: 2n },
  { id: ids.stageInterview, name: "Interview", position: 2, applicationCount: 1n },
];

const extraction = (kind: DocumentExtractionKind, value: Record<string, unknown>, snippet: string) => ({
  documentSetId: ids.documentSet,
  documentId: ids.document,
  pageIndex: 0n,
  kind,
  reasoning: ["The passport data page shows the field.", "The MRZ confirms it."],
  snippet,
  value,
});

export const profile = {
  id: ids.profile,
  primaryEmail: "juan0@mail.example",
  givenName: "Juan0",
  familyName: "Dela Cruz",
  createdAt: ts("2026-11-01T08:00:00Z"),
  dateOfBirth: extraction(DocumentExtractionKind.DATE_OF_BIRTH, { case: "dateOfBirth", value: ts("1988-04-12T00:00:00Z") }, "Date of birth 12 APR 1988"),
  nationality: extraction(DocumentExtractionKind.NATIONALITY, { case: "nationalityIso31661", value: "PH" }, "Nationality FILIPINO"),
  countryOfResidence: extraction(DocumentExtractionKind.COUNTRY_OF_RESIDENCE, { case: "countryOfResidenceIso31661", value: "PH" }, "Manila, Philippines"),
  documentSetCount: 2n,
  applicationId: ids.application,
  pipelineStageId: ids.stageNew,
  isArchived: false,
  submissionCount: 1n,
  documentSetId: ids.documentSet,
  documentCount: 3n,
  primaryPhoneE164: "+639171234567",
  source: EntrySource.EMAIL,
  sourceId: ids.receipt,
  proposalIds: [],
};

// GetCrewProfile: the same crew member on their own, who applied (the application above is their latest).
export const crewMember = {
  id: ids.profile,
  primaryEmail: profile.primaryEmail,
  givenName: profile.givenName,
  familyName: profile.familyName,
  createdAt: profile.createdAt,
  dateOfBirth: profile.dateOfBirth,
  nationality: profile.nationality,
  countryOfResidence: profile.countryOfResidence,
  documentSetCount: profile.documentSetCount,
  primaryPhoneE164: profile.primaryPhoneE164,
  proposalIds: [],
  applicationCount: 1n,
  latestJobApplicationId: ids.application,
};

// A crew member who never applied (an upload without a posting found him): no email, no application.
export const neverApplied = {
  id: "00000000-0000-4000-8000-000000000051",
  primaryEmail: "",
  givenName: "Ivan",
  familyName: "Petrenko",
  createdAt: ts("2026-11-20T09:31:00Z"),
  nationality: extraction(DocumentExtractionKind.NATIONALITY, { case: "nationalityIso31661", value: "UA" }, "Nationality UKRAINE"),
  documentSetCount: 1n,
  proposalIds: [],
  applicationCount: 0n,
  latestJobApplicationId: "",
};

// The crew member's career (GetCrewProfileCareer): two voyages, a valid and an expired certificate.
export const career = {
  seaService: [
    {
      id: "00000000-0000-4000-8000-0000000000a1",
      rankValues: ["chief_officer"],
      rankText: "C/O",
      vesselType: "bulk_carrier",
      vesselName: "MV Ocean Pride",
      vesselFlag: "PA",
      company: "Pacific Bulk Shipping",
      signOn: "2025-03-01",
      signOnPrecision: "day",
      signOff: "",
      signOffPrecision: "day",
      extraction: {
        ...extraction(
          DocumentExtractionKind.AT_SEA_WORK_EXPERIENCE,
          { case: "atSeaWorkExperienceId", value: "00000000-0000-4000-8000-0000000000a1" },
          "C/O MV Ocean Pride 03/2025 – present",
        ),
        pageIndex: 1n,
      },
    },
    {
      id: "00000000-0000-4000-8000-0000000000a2",
      rankValues: ["second_officer", "third_officer"],
      rankText: "2/O / 3/O",
      vesselType: "",
      vesselName: "",
      vesselFlag: "",
      company: "",
      signOn: "2021-06-01",
      signOnPrecision: "month",
      signOff: "2021-12-01",
      signOffPrecision: "month",
    },
  ],
  onLandWork: [],
  certificates: [
    {
      id: "00000000-0000-4000-8000-0000000000b1",
      certificate: "coc_oow_deck",
      number: "COC-123",
      issuingCountry: "PH",
      issuedOn: "2020-01-10",
      expiresOn: "2099-01-09",
      extraction: { ...extraction(DocumentExtractionKind.STCW_CERTIFICATE, { case: undefined }, "CoC II/1 No. COC-123"), pageIndex: 2n },
    },
    {
      id: "00000000-0000-4000-8000-0000000000b2",
      certificate: "medical_fitness",
      number: "",
      issuingCountry: "",
      issuedOn: "2019-05-01",
      expiresOn: "2021-05-01",
    },
  ],
};

export const documentRequest = {
  id: ids.request,
  crewId: ids.profile,
  memberGivenName: "Rita",
  memberFamilyName: "Recruiter",
  memberId: ids.user,
  crewGivenName: "Juan0",
  crewFamilyName: "Dela Cruz",
  crewPrimaryEmail: "juan0@mail.example",
  nrOfDocumentItems: 2n,
  nrOfDocumentSets: 1n,
  listOfDocumentRequestItems: [
    { id: "00000000-0000-4000-8000-0000000000b1", documentTypeName: "Passport", documentTypeCode: "passport" },
    { id: "00000000-0000-4000-8000-0000000000b2", documentTypeName: "Seaman's book", documentTypeCode: "seamans_book" },
  ],
  emailSentAt: ts("2026-11-03T10:00:00Z"),
  emailSentState: DocumentRequestEmailSentState.FAILED,
};

// ListPipelines: the pipeline the posting uses (GetPipeline's answer too); a second one, which no
// posting on the page uses, for the tests that need it.
export const engineRatingsPipelineId = "00000000-0000-4000-8000-000000000021";
export const engineRatingsPipeline = { id: engineRatingsPipelineId, name: "Engine ratings", isDefault: false, stages: [] };
export const pipelines = {
  items: [
    {
      id: ids.pipeline,
      name: "Deck officers",
      isDefault: true,
      stages: [
        { id: ids.stageNew, name: "New", position: 1, kind: PipelineStageKind.UNREVIEWED },
        { id: ids.stageInterview, name: "Interview", position: 2, kind: PipelineStageKind.INTERVIEW },
      ],
    },
  ],
};

// ListCrewDocuments: the crew member's passport, uploaded in answer to the document request, and the
// CV that came with the application's email.
export const crewDocuments = {
  crewProfileId: ids.profile,
  latestJobApplicationId: ids.application,
  documents: [
    {
      id: ids.document,
      name: "passport.pdf",
      contentType: "application/pdf",
      pageCount: 1,
      sizeBytes: 120_000n,
      createdAt: ts("2026-11-04T10:00:00Z"),
      documentSetId: "00000000-0000-4000-8000-000000000091",
      documentTypeCode: "id_passport",
      originalUrl: "http://localhost:3000/files/passport.pdf",
      thumbnailUrl: "",
      documentRequestId: ids.request,
    },
    {
      id: "00000000-0000-4000-8000-000000000081",
      name: "cv-juan-dela-cruz.pdf",
      contentType: "application/pdf",
      pageCount: 3,
      sizeBytes: 48_000n,
      createdAt: ts("2026-11-01T07:59:00Z"),
      documentSetId: ids.documentSet,
      documentTypeCode: "cv",
      originalUrl: "http://localhost:3000/files/cv.pdf?sig=1",
      thumbnailUrl: "http://localhost:3000/files/cv-thumb.png?sig=1",
      documentRequestId: "",
    },
  ],
};

// ListDocumentRequestProgress for the one document request: one of its two documents is in.
export const documentRequestProgress = {
  documentRequestId: ids.request,
  requestedAt: ts("2026-11-03T09:55:00Z"),
  requestedCount: 2,
  receivedCount: 1,
  crewProfileId: ids.profile,
  latestJobApplicationId: ids.application,
};

// Uploads: a key that may upload, the instruction CreateManualUpload answers (small limits, so tests
// can cross them), and a finished upload for a posting with every outcome a file can have.
export const uploadIds = {
  upload: "00000000-0000-4000-8000-0000000000d0",
  earlier: "00000000-0000-4000-8000-0000000000d1",
  secondPerson: "00000000-0000-4000-8000-0000000000d2",
};

export const writerWhoAmI = { ...whoAmI, permissions: ["service:documents:write"] };

export const uploadParams = '{"auth":{"key":"crew-local","expires":"2099-01-01T00:00:00.000Z","nonce":"n1"},"steps":{}}';

export function uploadInstruction(uploadId: string = uploadIds.upload) {
  return {
    uploadUrl: "http://127.0.0.1:8081",
    params: uploadParams,
    signature: "sha384:5f1c",
    expiresAt: ts("2099-01-01T00:00:00Z"),
    uploadId,
    maxFileCount: 3n,
    maxFileSizeBytes: 1024n * 1024n,
    maxTotalSizeBytes: 2n * 1024n * 1024n,
    allowedContentTypes: ["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp", "image/heic"],
  };
}

const uploadFile = (id: string, name: string, contentType: string, state: ManualUploadFileState, crewProfileId = "", errorMessage = "") => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  contentType,
  sizeBytes: 120_000n,
  state,
  crewProfileId,
  errorMessage,
});

export const completedUpload = {
  id: uploadIds.upload,
  state: ManualUploadState.COMPLETED,
  createdAt: ts("2026-11-20T09:30:00Z"),
  updatedAt: ts("2026-11-20T09:31:10Z"),
  expiresAt: ts("2026-11-20T10:30:00Z"),
  jobPostingId: ids.posting,
  fileCount: 6n,
  processedFileCount: 3n,
  failedFileCount: 2n,
  crewProfileIds: [ids.profile, uploadIds.secondPerson],
  jobApplicationIds: [ids.application],
  files: [
    uploadFile("e1", "CV_Dela_Cruz.pdf", "application/pdf", ManualUploadFileState.PROCESSED, ids.profile),
    uploadFile("e2", "scan0023.jpg", "image/jpeg", ManualUploadFileState.PROCESSED, ids.profile),
    uploadFile("e3", "seamans-book.png", "image/png", ManualUploadFileState.PROCESSED, uploadIds.secondPerson),
    uploadFile(
      "e4",
      "doc_20261120.pdf",
      "application/pdf",
      ManualUploadFileState.UNATTRIBUTED,
      "",
      "it is not a candidate document (no CV, identity document or certificate was recognised)",
    ),
    uploadFile("e5", "CV_protected.pdf", "application/pdf", ManualUploadFileState.FAILED, "", "the PDF is encrypted: it cannot be read without its password"),
    uploadFile("e6", "IMG_20261120_093512.jpg", "application/octet-stream", ManualUploadFileState.FAILED, "", "the file is empty"),
  ],
};

// The same upload while its documents are read: two files done, the rest waiting.
export const processingUpload = {
  ...completedUpload,
  state: ManualUploadState.PROCESSING,
  processedFileCount: 2n,
  failedFileCount: 0n,
  crewProfileIds: [],
  jobApplicationIds: [],
  files: completedUpload.files.map((file, index) =>
    index < 2 ? file : { ...file, state: index === 2 ? ManualUploadFileState.PROCESSING : ManualUploadFileState.RECEIVED, crewProfileId: "", errorMessage: "" },
  ),
};
