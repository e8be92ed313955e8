// The database schema, as code. `npm run db:generate` turns changes here into a SQL migration in
// server/db/migrations, which runs unchanged on PGlite and on PostgreSQL.
// Every tenant-owned row carries organization_id, and every read filters on it.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();
const orgId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

// Every insert and update of a crew_profiles or job_applications row gives it a new read_version from
// this sequence (a trigger of migration 0008_read_versions): a row whose read_version has not changed
// has not changed. ListCrewProfilesByApplicationIDs keeps the items it rendered under the versions of
// their two rows (profiles/list-item-cache.ts). Rows that existed before 0008 start at 0. Never set
// it by hand. (Not xmin: a 32-bit transaction id, which comes round again after about four billion
// transactions and starts over in a restored dump, so two versions of a row could share it.)
export const readVersions = pgSequence("read_versions");
const readVersion = () => bigint("read_version", { mode: "number" }).notNull().default(0);

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  createdAt: createdAt(),
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  givenName: text("given_name").notNull(),
  familyName: text("family_name").notNull(),
  primaryEmail: text("primary_email").notNull().unique(),
  createdAt: createdAt(),
});

export const memberRoles = ["owner", "admin", "recruiter"] as const;

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("members_org_user_idx").on(t.organizationId, t.userId)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    // Shown in listings so a person can tell keys apart; the secret part is never stored.
    prefix: text("prefix").notNull().unique(),
    // SHA-256 of the whole key, hex. Keys carry 192 random bits, so a fast hash is enough.
    secretHash: text("secret_hash").notNull().unique(),
    permissions: text("permissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 6 }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 6 }),
  },
  (t) => [index("api_keys_org_idx").on(t.organizationId)],
);

export const pipelines = pgTable(
  "pipelines",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("pipelines_org_idx").on(t.organizationId)],
);

export const stageKinds = ["unreviewed", "screening", "interview", "offer", "hired", "rejected"] as const;

export const pipelineStages = pgTable(
  "pipeline_stages",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => pipelines.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    kind: text("kind", { enum: stageKinds }).notNull(),
  },
  (t) => [index("pipeline_stages_pipeline_idx").on(t.pipelineId, t.position)],
);

export const careerSites = pgTable("career_sites", {
  id: uuid("id").primaryKey(),
  organizationId: orgId(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const postingStates = ["open", "closed"] as const;

export const crewRequests = pgTable("crew_requests", {
  id: uuid("id").primaryKey(),
  organizationId: orgId(),
  title: text("title").notNull(),
  state: text("state", { enum: postingStates }).notNull(),
  positionId: uuid("position_id").notNull(),
  positionName: text("position_name").notNull(),
  nbPositions: integer("nb_positions").notNull(),
  createdAt: createdAt(),
});

export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    shortId: text("short_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    state: text("state", { enum: postingStates }).notNull(),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => pipelines.id),
    careerSiteId: uuid("career_site_id").references(() => careerSites.id),
    crewRequestId: uuid("crew_request_id").references(() => crewRequests.id),
    // ISO 639-3 codes.
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinned: boolean("pinned").notNull().default(false),
    // The ten slot filters folded into one array of "N:value" tags, so that one overlap test serves any slot
    // (the search entry holds a copy, 0037).
    slotTags: text("slot_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What the matching engine compares candidates with (values from shared/domain).
    rank: text("rank"),
    vesselType: text("vessel_type"),
    requiredExperienceMonths: integer("required_experience_months"),
    experienceMandatory: boolean("experience_mandatory").notNull().default(false),
    vesselTypeMandatory: boolean("vessel_type_mandatory").notNull().default(false),
    requiredCertificates: text("required_certificates")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowedNationalities: text("allowed_nationalities").array(),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    joinDate: date("join_date"),
    contractMonths: integer("contract_months"),
    // The posting's number of applications, kept by triggers on job_applications (migration
    // 0010_posting_application_count) in the writing transaction; never set it by hand. Writing it
    // moves the posting's search version (0037), so the search index holds it for the order by
    // applications, and the search pages read it instead of counting.
    applicationCount: integer("application_count").notNull().default(0),
    // readVersion (see readVersions; the trigger of 0018): a candidate's match list keeps its items
    // rendered under it (matching/rendered-match-items.ts).
    readVersion: readVersion(),
    // A new value from read_versions whenever what the search index reads of the posting changes
    // (its text: title, summary, short_id, rank, vessel_type, the trigger of 0019; and since 0037 its
    // filters and order keys: state, pinned, pipeline, career site, languages, slots, application
    // count, assignees): its search entry is current when it was built from this version
    // (search/posting-indexer.ts, WaitForSearchSync).
    searchVersion: bigint("search_version", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_postings_org_short_id_idx").on(t.organizationId, t.shortId),
    index("job_postings_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id),
    // GetPipeline counts the postings of a pipeline.
    index("job_postings_pipeline_idx").on(t.pipelineId),
    // The search index's order (ORDER BY pinned DESC, created_at DESC, id, whose DESC puts nulls
    // first): an organization's postings are read in it without a sort.
    index("job_postings_org_search_order_idx").on(t.organizationId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const jobPostingAssignees = pgTable(
  "job_posting_assignees",
  {
    jobPostingId: uuid("job_posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    organizationId: orgId(),
  },
  (t) => [primaryKey({ columns: [t.jobPostingId, t.memberId] }), index("job_posting_assignees_member_idx").on(t.memberId)],
);

export const entrySources = ["career_site", "manual", "email"] as const;

export const crewProfiles = pgTable(
  "crew_profiles",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    primaryEmail: text("primary_email").notNull(),
    givenName: text("given_name"),
    familyName: text("family_name"),
    primaryPhoneE164: text("primary_phone_e164"),
    source: text("source", { enum: entrySources }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Derived from other tables and written only by their triggers (migration 0007_read_columns), so
    // every write from any process keeps them current in the same transaction; never set them by hand.
    // ListCrewProfilesByApplicationIDs reads them with the row instead of counting and picking per
    // request. Proposals and extractions are those of the profile's own organization.
    // The number of the profile's document sets.
    documentSetCount: integer("document_set_count").notNull().default(0),
    // The ids of the proposals the profile is in, ordered, as a JSON array.
    proposalIds: json("proposal_ids").$type<string[]>().notNull().default([]),
    // The latest extraction of each identity kind (identityExtractionKinds), as the JSON array that
    // db/latest-extraction.ts describes (LatestExtraction[]); null when there is none.
    identityExtractions: json("identity_extractions"),
    // readVersion (see readVersions).
    readVersion: readVersion(),
    // A new value from read_versions whenever what the match engine reads of the profile changes (its
    // sea service, certificates or identity extractions; triggers of 0016): the matching job
    // handlers' cache of prepared candidates reloads exactly the profiles whose version moved.
    matchInputsVersion: bigint("match_inputs_version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("crew_profiles_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id),
    // The prepared-candidates cache reads every profile's version before each posting's recompute
    // (prepared-candidates-cache.ts): from this index alone, without a visit to each profile's row (a
    // page of 4 KB apiece), a page of 5,000 took 9-13 ms instead of 34-68 at the bench's large scale.
    index("crew_profiles_org_inputs_idx").on(t.organizationId, t.id, t.matchInputsVersion),
  ],
);

export const documentRequests = pgTable(
  "document_requests",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    // Last email attempt; both null when the request was never emailed.
    emailSentAt: timestamp("email_sent_at", { withTimezone: true, precision: 6 }),
    emailSentState: text("email_sent_state", { enum: ["success", "failed"] }),
    createdAt: createdAt(),
  },
  (t) => [index("document_requests_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);

// The version GetCrewProfileCareer's answers are cached under (server/profiles/get-crew-profile-career.ts),
// one per crew profile: the triggers of migration 0038 move it in the transaction of every write to
// what a career shows (the profile's sea-service records, work ashore, certificates and the extractions
// of those kinds). No row: nothing written since that migration. The profile's delete takes its row.
export const crewProfileCareerVersions = pgTable("crew_profile_career_versions", {
  crewProfileId: uuid("crew_profile_id")
    .primaryKey()
    .references(() => crewProfiles.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});

// What the whole-answer caches of ListDocumentRequests, ListDocumentRequestProgress and
// GetOneDocumentRequest are kept under (issue 14): a per-organization number that the triggers of
// migrations 0032 and 0039 move, in the writing transaction, with every write to what those answers
// read (requests, their items and answering sets, the crew member's name, email and face image, the
// requesting member's name, applications, the columns a request's document shows).
// No row: nothing written since the migration (version 0).
export const documentRequestVersions = pgTable("document_request_versions", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});

// The versions the match lists' first pages are cached under (issue 14; server/matching/first-page-cache.ts),
// one per list: a posting's candidates (`posting`, the posting's id) and a profile's postings
// (`candidate`, the profile's id). The triggers of migration 0036 move a list's row in the transaction
// of every write to what that list shows. A list's row outlives its posting or profile (its delete
// moves it: a page held for it must not be answered once it is gone); the organization's delete takes
// them all.
export const matchListKinds = ["posting", "candidate"] as const;
export const matchListVersions = pgTable(
  "match_list_versions",
  {
    listKind: text("list_kind", { enum: matchListKinds }).notNull(),
    listId: uuid("list_id").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listKind, t.listId] })],
);

// The lists written to while a publish of their organization is under way (match_publishes). A
// publish's rows are valid from its T, which the organization's snapshot times reach only once its
// registration goes: the registration's delete moves these lists' versions again, so that no first
// page built while it ran (showing the lists before it) outlives it.
export const matchPublishTouchedLists = pgTable(
  "match_publish_touched_lists",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    listKind: text("list_kind", { enum: matchListKinds }).notNull(),
    listId: uuid("list_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.listKind, t.listId] })],
);

export const documentSets = pgTable(
  "document_sets",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    // Set when the crew member uploaded this set in answer to a document request.
    documentRequestId: uuid("document_request_id").references(() => documentRequests.id),
    createdAt: createdAt(),
  },
  (t) => [index("document_sets_profile_idx").on(t.crewProfileId), index("document_sets_request_idx").on(t.documentRequestId)],
);

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    documentSetId: uuid("document_set_id")
      .notNull()
      .references(() => documentSets.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    // Relative to the service's public base URL (for example /files/...), or absolute.
    originalUrl: text("original_url").notNull(),
    originalMd5: text("original_md5").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull().default(""),
    pageCount: integer("page_count").notNull().default(1),
    // certificates.json value (or "cv", "passport", ...) when the document's type is known.
    documentTypeCode: text("document_type_code"),
    createdAt: createdAt(),
  },
  (t) => [index("documents_set_idx").on(t.documentSetId)],
);

export const seaServiceRecords = pgTable(
  "sea_service_records",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    // One value (ranks.json), or two for an ambiguous record such as "2/O / 3/O".
    rankValues: text("rank_values").array().notNull(),
    rankText: text("rank_text").notNull(),
    vesselType: text("vessel_type"),
    vesselName: text("vessel_name").notNull().default(""),
    vesselFlag: text("vessel_flag"),
    company: text("company").notNull().default(""),
    signOn: date("sign_on").notNull(),
    signOnPrecision: text("sign_on_precision", { enum: ["day", "month", "year"] }).notNull(),
    // Null while on board.
    signOff: date("sign_off"),
    signOffPrecision: text("sign_off_precision", { enum: ["day", "month", "year"] }).notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sea_service_profile_idx").on(t.crewProfileId, t.position)],
);

export const onLandWorkExperiences = pgTable(
  "on_land_work_experiences",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    employer: text("employer").notNull(),
    position: text("position").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    createdAt: createdAt(),
  },
  (t) => [index("on_land_profile_idx").on(t.crewProfileId)],
);

export const crewCertificates = pgTable(
  "crew_certificates",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    // certificates.json value.
    certificate: text("certificate").notNull(),
    number: text("number").notNull().default(""),
    issuingCountry: text("issuing_country"),
    issuedOn: date("issued_on"),
    // Null for certificates without expiry.
    expiresOn: date("expires_on"),
    createdAt: createdAt(),
  },
  (t) => [index("crew_certificates_profile_idx").on(t.crewProfileId)],
);

export const extractionKinds = [
  "date_of_birth",
  "nationality",
  "country_of_residence",
  "on_land_work_experience",
  "at_sea_work_experience",
  "certificate",
  "stcw_certificate",
  "face_image",
] as const;

export const documentExtractions = pgTable(
  "document_extractions",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    documentSetId: uuid("document_set_id")
      .notNull()
      .references(() => documentSets.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    pageIndex: integer("page_index").notNull().default(0),
    kind: text("kind", { enum: extractionKinds }).notNull(),
    kindSequence: integer("kind_sequence").notNull().default(0),
    reasoning: text("reasoning")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    snippet: text("snippet").notNull().default(""),
    // The value, read according to kind: an ISO 3166-1 alpha-2 code, a face image URL, or the id of a
    // sea-service record or on-land experience. Date of birth lives in value_time.
    valueText: text("value_text"),
    valueTime: timestamp("value_time", { withTimezone: true, precision: 6 }),
    // For certificate kinds: the crew certificate the extraction produced.
    crewCertificateId: uuid("crew_certificate_id").references(() => crewCertificates.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("document_extractions_profile_kind_idx").on(t.crewProfileId, t.kind, t.kindSequence)],
);

// The kinds of extraction a crew profile's list item shows: who the crew member is.
export const identityExtractionKinds = ["date_of_birth", "nationality", "country_of_residence", "face_image"] as const;

export const emailReceipts = pgTable(
  "email_receipts",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    bucketName: text("bucket_name").notNull(),
    objectKey: text("object_key").notNull(),
    emailFrom: text("email_from").notNull(),
    emailDestination: text("email_destination").array().notNull(),
    emailSubject: text("email_subject").notNull(),
    emailText: text("email_text").notNull().default(""),
    emailRich: text("email_rich").notNull().default(""),
    emailHtml: text("email_html").notNull().default(""),
    lineSummary: text("line_summary").notNull().default(""),
    documentSetId: uuid("document_set_id").references(() => documentSets.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_receipts_org_idx").on(t.organizationId)],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    jobPostingId: uuid("job_posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    givenName: text("given_name").notNull().default(""),
    familyName: text("family_name").notNull().default(""),
    email: text("email").notNull(),
    documentSetId: uuid("document_set_id")
      .notNull()
      .references(() => documentSets.id),
    pipelineStageId: uuid("pipeline_stage_id")
      .notNull()
      .references(() => pipelineStages.id),
    isArchived: boolean("is_archived").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true, precision: 6 }),
    source: text("source", { enum: entrySources }).notNull(),
    // career_site: the career-site application id; email: the email receipt id; manual: null.
    sourceId: text("source_id"),
    reapplied: boolean("reapplied").notNull().default(false),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true, precision: 6 }).notNull(),
    createdAt: createdAt(),
    // Derived, written only by triggers (migration 0007_read_columns), as crew_profiles' are.
    // The number of documents in the application's document set.
    documentCount: integer("document_count").notNull().default(0),
    // The number of the application's submissions.
    submissionCount: integer("submission_count").notNull().default(0),
    // readVersion (see readVersions).
    readVersion: readVersion(),
  },
  (t) => [
    index("job_applications_posting_created_idx").on(t.jobPostingId, t.createdAt.desc(), t.id),
    index("job_applications_profile_idx").on(t.crewProfileId),
    // The applications whose document_count a change of documents moves.
    index("job_applications_document_set_idx").on(t.documentSetId),
    // A posting's number of applications (search pages, GetJobPosting), counted from the index alone.
    index("job_applications_posting_org_idx").on(t.jobPostingId, t.organizationId),
  ],
);

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    jobApplicationId: uuid("job_application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    documentSetId: uuid("document_set_id")
      .notNull()
      .references(() => documentSets.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [index("submissions_application_idx").on(t.jobApplicationId, t.submittedAt)],
);

export const proposals = pgTable("proposals", {
  id: uuid("id").primaryKey(),
  organizationId: orgId(),
  title: text("title").notNull(),
  createdAt: createdAt(),
});

export const proposalCrewProfiles = pgTable(
  "proposal_crew_profiles",
  {
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    crewProfileId: uuid("crew_profile_id")
      .notNull()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    organizationId: orgId(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.crewProfileId] }), index("proposal_crew_profiles_profile_idx").on(t.crewProfileId)],
);

export const emailTemplateTypes = ["document_request", "application_received", "application_rejected", "interview_invitation", "job_offer"] as const;

// Only custom templates are stored; the defaults live in code.
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    templateType: text("template_type", { enum: emailTemplateTypes }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_templates_org_type_idx").on(t.organizationId, t.templateType)],
);

export const documentRequestItems = pgTable(
  "document_request_items",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    documentRequestId: uuid("document_request_id")
      .notNull()
      .references(() => documentRequests.id, { onDelete: "cascade" }),
    documentTypeCode: text("document_type_code").notNull(),
    documentTypeName: text("document_type_name").notNull(),
    uploadInstruction: text("upload_instruction").notNull().default(""),
    // The upload for this type, once the crew member sent it.
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
  },
  (t) => [index("document_request_items_request_idx").on(t.documentRequestId, t.position)],
);

// The one job queue (server/jobs/, ARCHITECTURE.md "Job queue"): matching, document processing and
// indexing queue their work here, in the transaction that writes the input. A row is one piece of work
// about `key` (a posting id, a document id...); rows are claimed by workers with FOR UPDATE SKIP LOCKED
// and a lease. Write rows through enqueue() or the SQL function enqueue_job (migration 0011), never by hand.
export const jobStates = ["waiting", "running", "done", "failed"] as const;

export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // Absent for work that belongs to no organization (a model-wide recompute, say).
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: jobStates }).notNull().default("waiting"),
    // Claims so far, the current one included (so it doubles as the claim's fencing token).
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    // While running: the worker holding it renews this; past it, the job is taken again.
    leasedUntil: timestamp("leased_until", { withTimezone: true, precision: 6 }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, precision: 6 }),
  },
  (t) => [
    // The dedupe rule: one waiting job per (kind, key); a job enqueued while its twin runs waits beside it.
    uniqueIndex("jobs_waiting_kind_key_idx")
      .on(t.kind, t.key)
      .where(sql`${t.state} = 'waiting'`),
    // One run at a time per (kind, key), whatever the claims race: the database refuses a second.
    uniqueIndex("jobs_running_kind_key_idx")
      .on(t.kind, t.key)
      .where(sql`${t.state} = 'running'`),
    // The next due job of a kind, in order: claims take kinds in turn (job-queries.ts), so a backlog
    // of one kind never holds up another. "run_after is not null" (always true) is there so that only
    // statements comparing run_after can use it: enqueue_job's look-up of a waiting (kind, key) must
    // take the unique index above. On a table not yet analyzed (a new database: the demo seed) the
    // planner took this one for it, and each enqueue walked every waiting job of its kind: the seed's
    // rows took 23.0 s to load instead of 7.7 (0031).
    index("jobs_due_kind_idx")
      .on(t.kind, t.runAfter, t.id)
      .where(sql`${t.state} = 'waiting' and ${t.runAfter} is not null`),
    // Leases that ran out (a worker that stopped mid-job).
    index("jobs_lease_idx")
      .on(t.leasedUntil)
      .where(sql`${t.state} = 'running'`),
    // Retention: finished jobs by age.
    index("jobs_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed')`),
  ],
);

// Persisted matches (issue 14; server/matching/match-store-writes.ts has the rules, README-decisions.md
// "Persisted matches" the why). One row per published VERSION of the match of a (posting, profile) pair:
// a recompute writes its rows into match_run_rows, then publishes them here and ends the rows they
// replace (valid_to) at one instant, in short transactions that no snapshot time falls between
// (match_publishes), so a page read "as of" a time sees one consistent set.
// Which pairs are persisted: each posting's best K candidates (in_posting_list), each candidate's best
// K' open postings (in_candidate_list), and every applicant's pair.
export const matchComputedBy = ["posting", "candidate"] as const;

// What a computation decides for a pair: the columns of a published version (job_posting_matches) and
// of a run's row waiting to be published (match_run_rows).
const matchComputationColumns = () => ({
  // The match's stable id, the same across recomputes: md5(posting id || profile id) as a uuid
  // (match-id.ts; equal to SQL's md5(job_posting_id::text || crew_profile_id::text)::uuid).
  matchId: uuid("match_id").notNull(),
  organizationId: orgId(),
  jobPostingId: uuid("job_posting_id")
    .notNull()
    .references(() => jobPostings.id, { onDelete: "cascade" }),
  crewProfileId: uuid("crew_profile_id")
    .notNull()
    .references(() => crewProfiles.id, { onDelete: "cascade" }),
  score: integer("score").notNull(),
  confirmedRelevantMonths: integer("confirmed_relevant_months").notNull(),
  // The engine's MatchResult (server/matching/match-result.ts).
  result: jsonb("result").notNull(),
  // Among the posting's best K candidates / the candidate's best K' open postings (list order).
  inPostingList: boolean("in_posting_list").notNull(),
  inCandidateList: boolean("in_candidate_list").notNull(),
  modelVersion: integer("model_version").notNull(),
  evaluatedOn: date("evaluated_on", { mode: "string" }).notNull(),
  // When the computation that produced this row started: the newer computation wins at publish.
  computedAt: timestamp("computed_at", { withTimezone: true, precision: 3 }).notNull(),
  // Which recompute produced it: each decides its own list flag and keeps the other's.
  computedBy: text("computed_by", { enum: matchComputedBy }).notNull(),
});

export const jobPostingMatches = pgTable(
  "job_posting_matches",
  {
    // This version's row.
    id: uuid("id").primaryKey(),
    ...matchComputationColumns(),
    // When this version was published. (Null once meant written but not published; since 0033 a run's
    // rows wait in match_run_rows, and every row here is published.)
    validFrom: timestamp("valid_from", { withTimezone: true, precision: 3 }),
    validTo: timestamp("valid_to", { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`'infinity'`),
    runId: uuid("run_id").notNull(),
  },
  (t) => [
    // One current version per pair.
    uniqueIndex("job_posting_matches_current_idx")
      .on(t.matchId)
      .where(sql`${t.validFrom} is not null and ${t.validTo} = 'infinity'`),
    // The two lists, in their order (score desc, confirmed months desc, match id).
    // Validity last: a page skips versions of other times in the index, without reading their rows
    // (a posting recomputed every few minutes keeps an hour of ended versions for the cursors).
    index("job_posting_matches_posting_list_idx")
      .on(t.jobPostingId, t.score.desc(), t.confirmedRelevantMonths.desc(), t.matchId, t.validFrom, t.validTo)
      .where(sql`${t.inPostingList}`),
    index("job_posting_matches_candidate_list_idx")
      .on(t.crewProfileId, t.score.desc(), t.confirmedRelevantMonths.desc(), t.matchId, t.validFrom, t.validTo)
      .where(sql`${t.inCandidateList}`),
    // A pair's versions, a posting's and a profile's (readCurrentMatch, the rows a run replaces, the
    // cascades).
    index("job_posting_matches_pair_idx").on(t.jobPostingId, t.crewProfileId),
    index("job_posting_matches_profile_idx").on(t.crewProfileId, t.jobPostingId),
    // Garbage collection of ended versions.
    index("job_posting_matches_valid_to_idx")
      .on(t.validTo)
      .where(sql`${t.validTo} <> 'infinity'`),
  ],
);

// A recompute's rows until it publishes them (issue 14; match-store-writes.ts): the columns of
// job_posting_matches that a computation decides, keyed by the run. Publishing inserts each changed
// pair's row into job_posting_matches as a published version (or, for a pair whose match came out the
// same, moves the current version's computation time in place) and deletes the run's rows here. Why a
// table of its own: written unpublished into job_posting_matches, every row of a run died twice more
// there (the unpublished version when published, the published one when ended), each entered into most
// of that table's indexes, which the embedded database's vacuum scans in full while it holds its one
// session. Here a row is one insert and one delete in a table that stays as small as the runs in flight.
export const matchRunRows = pgTable(
  "match_run_rows",
  {
    runId: uuid("run_id").notNull(),
    ...matchComputationColumns(),
  },
  // A run writes a pair once; its publish takes its rows in match id order, a chunk at a time.
  (t) => [primaryKey({ columns: [t.runId, t.matchId] })],
);

// Where each list ends (issue 14; match-store-writes.ts): the last item of the best K (a posting's) or
// best K' open postings (a candidate's) its latest run found, or "not full" when the run found fewer:
// then every pair belongs. A list is every current pair ranking at or above its bound, so that the
// other side's recomputes can enter or leave a list on their own (a list stays a prefix of its order:
// the proof is in match-store-writes.ts). Written only by a publish of the list's own side.
const listBoundColumns = () => ({
  organizationId: orgId(),
  // False when the run's list held fewer items than its size: every pair belongs to the list.
  isFull: boolean("is_full").notNull(),
  // The last item of a full list, in the list order (score desc, confirmed desc, match id); null when not full.
  score: integer("score"),
  confirmedRelevantMonths: integer("confirmed_relevant_months"),
  matchId: uuid("match_id"),
  // The run that set the bound (its start, as job_posting_matches.computed_at) and the engine's model
  // version it ran (the freshness sweep recomputes lists older than a day or of another version).
  computedAt: timestamp("computed_at", { withTimezone: true, precision: 3 }).notNull(),
  modelVersion: integer("model_version").notNull(),
});

export const postingMatchBounds = pgTable("posting_match_bounds", {
  jobPostingId: uuid("job_posting_id")
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: "cascade" }),
  ...listBoundColumns(),
});

export const candidateMatchBounds = pgTable(
  "candidate_match_bounds",
  {
    crewProfileId: uuid("crew_profile_id")
      .primaryKey()
      .references(() => crewProfiles.id, { onDelete: "cascade" }),
    ...listBoundColumns(),
  },
  // A posting's publish looks for candidates of its organization recomputed after it started.
  (t) => [index("candidate_match_bounds_organization_idx").on(t.organizationId, t.computedAt)],
);

// A publish in progress: at most one per organization (issue 14; match-store-writes.ts). A run is
// published in short transactions, so that the embedded database's one session is never held for
// long. Until the last of them commits and this row goes, the organization's match snapshot times stay
// before `registered_at`, and so before the run's valid_from (`published_at`): a list read sees all of
// the run or none of it. `published_at` is null until the run's bound and ended rows are written;
// `heartbeat_at` moves at every transaction of the publish, and a publish silent for longer than
// match-store-writes.ts's STALE_PUBLISH_MS (its process died) is finished by whoever finds it.
export const matchPublishes = pgTable("match_publishes", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  runId: uuid("run_id").notNull(),
  registeredAt: timestamp("registered_at", { withTimezone: true, precision: 3 }).notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true, precision: 3 }),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, precision: 3 }).notNull(),
});

// Candidate document uploads (issue 15, server/uploads/). A manual upload is made by CreateManualUpload
// with its signed instruction; the upload processor takes its files once (the instruction's nonce) and
// the document pipeline processes them on the job queue.
export const manualUploadStates = ["waiting_for_files", "uploading", "processing", "completed", "failed", "expired"] as const;
export const manualUploadFileStates = ["received", "processing", "processed", "failed", "unattributed"] as const;

export const manualUploads = pgTable(
  "manual_uploads",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    // The posting each person found applies to; null: profiles only.
    jobPostingId: uuid("job_posting_id").references(() => jobPostings.id, { onDelete: "set null" }),
    // The key that asked for the instruction (null once that key is deleted).
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    // The instruction's single-use value (params.auth.nonce): the processor takes it once.
    nonce: text("nonce").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    // The limits the instruction was signed with.
    maxFileCount: integer("max_file_count").notNull(),
    maxFileSizeBytes: bigint("max_file_size_bytes", { mode: "number" }).notNull(),
    maxTotalSizeBytes: bigint("max_total_size_bytes", { mode: "number" }).notNull(),
    state: text("state", { enum: manualUploadStates }).notNull().default("waiting_for_files"),
    // Set when the processor takes the instruction: the assembly's id (32 hex digits) and how many
    // files it expects (the multipart POST's own files, or num_expected_upload_files for tus).
    assemblyId: text("assembly_id").unique(),
    expectedFileCount: integer("expected_file_count"),
    // Why the upload failed or was refused: a Transloadit-style code and a sentence.
    errorCode: text("error_code"),
    errorMessage: text("error_message").notNull().default(""),
    // Milliseconds, as JavaScript Dates carry them: ListManualUploads' cursors hold it exactly.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index("manual_uploads_organization_idx").on(t.organizationId, t.createdAt, t.id)],
);

export const manualUploadFiles = pgTable(
  "manual_upload_files",
  {
    id: uuid("id").primaryKey(),
    organizationId: orgId(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => manualUploads.id, { onDelete: "cascade" }),
    // Order of arrival within the upload, from 0.
    position: integer("position").notNull(),
    // As the sender named and typed it; content_type is what the bytes are (sniffed).
    name: text("name").notNull(),
    declaredContentType: text("declared_content_type").notNull().default(""),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    md5: text("md5").notNull(),
    // Where the bytes are in the file store (uploads/file-store.ts).
    storageKey: text("storage_key").notNull(),
    // Sent with tus (its id is the tus upload's), or in the assembly's own multipart form.
    viaTus: boolean("via_tus").notNull().default(false),
    state: text("state", { enum: manualUploadFileStates }).notNull().default("received"),
    errorMessage: text("error_message").notNull().default(""),
    // Once processed: the person the document was attributed to, and the document it became.
    crewProfileId: uuid("crew_profile_id").references(() => crewProfiles.id, { onDelete: "set null" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("manual_upload_files_position_idx").on(t.uploadId, t.position)],
);

// PostgreSQL's full-text document type; the search index writes it as text (search/posting-document.ts).
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// The search index of job postings (issue 16): one entry per posting, written by the search.posting
// job (search/posting-indexer.ts) after every write the triggers of 0019 see, never in the writing
// transaction. No foreign key to job_postings: a deleted posting's entry stays as a tombstone
// (`removed_at`) until the indexer has dropped its words, and for a day after so WaitForSearchSync can
// answer for it. Besides the text, the entry holds what searches filter and order by (migration 0037),
// as the posting was at `version`: a search reads the entries alone, and the page's postings are read
// live (a posting deleted a moment ago is counted until its job runs, but never shown).
export const postingSearchEntries = pgTable(
  "posting_search_entries",
  {
    jobPostingId: uuid("job_posting_id").primaryKey(),
    organizationId: orgId(),
    // Title (weight A), summary (B), reference and domain keys (A or C), every lexeme scoped to the
    // organization (search/posting-document.ts, search-document.ts).
    document: tsvector("document").notNull(),
    // The distinct words the entry adds to the organization's vocabulary (posting_search_words).
    words: text("words")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // job_postings.search_version the entry was built from.
    version: bigint("version", { mode: "number" }).notNull(),
    // The title and summary's embedding for hybrid search (search/embedder.ts), L2-normalised; null in
    // a tombstone. Declared real[] here, but migration 0020 makes it pgvector's `vector` where the
    // database has the extension (PGlite does): the indexer writes a real[] either way (pgvector casts
    // it on assignment) and searches read it as their path needs (search/posting-vectors.ts).
    embedding: real("embedding").array(),
    // Which embedder wrote `embedding`: a search compares only embeddings of its own embedder.
    embeddingModel: text("embedding_model"),
    // The posting's filters and order keys at `version` (0037): copied so that a search reads no
    // posting (joining each match to its posting was over half of a broad query's time, bench/README).
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }),
    pinned: boolean("pinned").notNull().default(false),
    state: text("state", { enum: postingStates }),
    pipelineId: uuid("pipeline_id"),
    careerSiteId: uuid("career_site_id"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    slotTags: text("slot_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assigneeIds: uuid("assignee_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    applicationCount: integer("application_count").notNull().default(0),
    removedAt: timestamp("removed_at", { withTimezone: true, precision: 6 }),
    indexedAt: timestamp("indexed_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    // fastupdate off: PGlite never vacuums by itself, so a pending list would only grow and every
    // search would read it; the indexer pays for the index update instead, off the request path.
    index("posting_search_entries_document_idx").using("gin", t.document).with({ fastupdate: false }),
    // A search without a query reads the organization's live entries in the search order (pinned
    // first, then newest, then id; DESC puts nulls first).
    index("posting_search_entries_org_order_idx")
      .on(t.organizationId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.jobPostingId)
      .where(sql`${t.removedAt} is null`),
    index("posting_search_entries_removed_idx")
      .on(t.organizationId, t.removedAt)
      .where(sql`${t.removedAt} is not null`),
  ],
);

// Every word of an organization's indexed postings, with how many entries hold it: typo tolerance
// corrects a query word to the words within one edit of it (search/typo-variants.ts).
export const postingSearchWords = pgTable(
  "posting_search_words",
  {
    organizationId: orgId(),
    word: text("word").notNull(),
    postings: integer("postings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.word] })],
);

// Each vocabulary word under itself and every form with one character deleted: a query word and a
// word one edit (insertion, deletion, substitution, transposition) apart share one of these forms.
export const postingSearchWordVariants = pgTable(
  "posting_search_word_variants",
  {
    organizationId: orgId(),
    variant: text("variant").notNull(),
    word: text("word").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.variant, t.word] })],
);
