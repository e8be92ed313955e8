// Document requests: a recruiter asks a crew member for 1-5 documents. Every state appears: fully
// uploaded, partly uploaded, e-mailed (nothing back yet), e-mail failed, never e-mailed. Uploads
// arrive as a document set linked to the request.
import { addDays, addHours, iso, REFERENCE_DATE } from "./dates.js";
import type { HeldCertificate } from "./crew-certificates.js";
import { documentRow, documentSpec } from "./documents.js";
import type { RowBuffer } from "./insert.js";
import type { PersonName } from "./names.js";
import type { OrgContext } from "./people.js";
import { demoUuid, type Rng } from "./random.js";
import { certificate, typicalCertificates } from "./reference.js";

export const DOCUMENT_REQUEST_SCENARIOS = ["fully_uploaded", "partly_uploaded", "emailed", "email_failed", "never_emailed"] as const;
export type DocumentRequestScenario = (typeof DOCUMENT_REQUEST_SCENARIOS)[number];

const INSTRUCTIONS: Record<string, string> = {
  id_passport: "Upload the photo page of your passport; it must be valid for at least 12 more months.",
  id_seamans_book: "Upload the pages of your seaman's book with your personal data and your last three sign-on/sign-off stamps.",
  med_seafarer_medical: "Upload your current seafarer medical certificate (STCW/MLC); both sides if it is a card.",
  cop_basic_training: "Upload your Basic Safety Training certificate (STCW VI/1) or its latest refresher.",
  vac_yellow_fever: "Upload your yellow fever vaccination card (the page with the stamp and the date).",
  visa_us_c1d: "Upload the page of your passport with the US C1/D visa.",
  coe_flag_endorsement: "Upload the flag-state endorsement (COE) for the vessel's flag, or the receipt of your application for it.",
};

const LATEST = addHours(REFERENCE_DATE, -1);

export function documentRequestRows(
  ctx: OrgContext,
  out: RowBuffer,
  input: { index: number; profileId: string; name: PersonName; rankValue: string; held: HeldCertificate[]; createdAfter: Date; rng: Rng },
): void {
  const { org, staff } = ctx;
  const { rng, index } = input;
  const forced = org.index === 0 && index < DOCUMENT_REQUEST_SCENARIOS.length;
  if (!forced && !rng.chance(0.08)) return;
  const scenario: DocumentRequestScenario = forced
    ? DOCUMENT_REQUEST_SCENARIOS[index]!
    : rng.weighted([
        ["fully_uploaded", 25],
        ["partly_uploaded", 20],
        ["emailed", 25],
        ["email_failed", 10],
        ["never_emailed", 20],
      ] as const);

  const requestId = demoUuid(org.id, "document_request", index);
  const memberId = rng.pick(staff.recruiterIds);
  const spanDays = Math.max(0, (LATEST.getTime() - input.createdAfter.getTime()) / 86_400_000 - 12);
  const createdAt = addDays(input.createdAfter, Math.min(spanDays, 1 + rng.next() * 20));

  // Ask for what is missing or expired first, then the usual identity and medical documents.
  const held = new Map(input.held.map((h) => [h.value, h]));
  const expired = input.held.filter((h) => h.expiresOn !== null && h.expiresOn < REFERENCE_DATE).map((h) => h.value);
  const missing = typicalCertificates(input.rankValue, null).filter((v) => !held.has(v) && !v.startsWith("id_"));
  const fillers = ["id_passport", "med_seafarer_medical", "id_seamans_book", "cop_basic_training", "vac_yellow_fever", "visa_us_c1d"];
  const wanted = [...new Set([...expired, ...missing, ...rng.sample(fillers, fillers.length)])];
  const minItems = scenario === "partly_uploaded" ? 2 : 1;
  const itemCount = Math.max(minItems, rng.int(1, 5));
  const types = wanted.slice(0, itemCount);

  const emailed = scenario !== "never_emailed";
  out.add("document_requests", {
    id: requestId,
    organization_id: org.id,
    crew_profile_id: input.profileId,
    member_id: memberId,
    email_sent_at: emailed ? iso(addHours(createdAt, 0.05 + rng.next() * 0.2)) : null,
    email_sent_state: emailed ? (scenario === "email_failed" ? "failed" : "success") : null,
    created_at: iso(createdAt),
  });

  const uploadedCount = scenario === "fully_uploaded" ? types.length : scenario === "partly_uploaded" ? rng.int(1, types.length - 1) : 0;
  let uploadSetId: string | null = null;
  const uploadedAt = new Date(Math.min(addDays(createdAt, 1 + rng.next() * 9).getTime(), LATEST.getTime()));
  if (uploadedCount > 0) {
    uploadSetId = demoUuid(org.id, "request_upload_set", index);
    out.add("document_sets", {
      id: uploadSetId,
      organization_id: org.id,
      crew_profile_id: input.profileId,
      document_request_id: requestId,
      created_at: iso(uploadedAt),
    });
  }
  types.forEach((code, position) => {
    let documentId: string | null = null;
    if (uploadSetId && position < uploadedCount) {
      const spec = documentSpec(rng, {
        id: demoUuid(org.id, "request_upload_document", index, position),
        setId: uploadSetId,
        typeCode: code,
        person: input.name,
        createdAt: addHours(uploadedAt, position * 0.01),
      });
      out.add("documents", documentRow(org.id, spec));
      documentId = spec.id;
    }
    const label = certificate(code).label;
    out.add("document_request_items", {
      id: demoUuid(org.id, "document_request_item", index, position),
      organization_id: org.id,
      document_request_id: requestId,
      document_type_code: code,
      document_type_name: label,
      upload_instruction: INSTRUCTIONS[code] ?? `Upload a clear scan or photo of your ${label} (all pages, with the number and the expiry date readable).`,
      document_id: documentId,
      position,
    });
  });
}
