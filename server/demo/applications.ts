// Job applications with their submissions (each with its own document set) and, for e-mailed
// applications, the e-mail receipt they came from.
import { addDays, addHours, iso, REFERENCE_DATE } from "./dates.js";
import type { DocumentSpec } from "./documents.js";
import { applicationEmail, SANDBOX_DEMO_RECEIPT_ID } from "./email.js";
import type { RowBuffer } from "./insert.js";
import type { PersonName } from "./names.js";
import type { StageKind } from "./organizations.js";
import type { OrgContext } from "./people.js";
import type { PostingPlan } from "./postings.js";
import { demoUuid, type Rng } from "./random.js";

const LATEST = addHours(REFERENCE_DATE, -0.5);
const minDate = (a: Date, b: Date) => (a < b ? a : b);
const maxDate = (a: Date, b: Date) => (a > b ? a : b);

const OPEN_STAGES: readonly (readonly [StageKind, number])[] = [
  ["unreviewed", 40],
  ["screening", 25],
  ["interview", 15],
  ["offer", 5],
  ["hired", 3],
  ["rejected", 12],
];
const CLOSED_STAGES: readonly (readonly [StageKind, number])[] = [
  ["unreviewed", 5],
  ["screening", 10],
  ["interview", 10],
  ["offer", 5],
  ["hired", 15],
  ["rejected", 55],
];

export const jobApplicationId = (organizationId: string, a: number) => demoUuid(organizationId, "job_application", a);

export function applicationRows(
  ctx: OrgContext,
  out: RowBuffer,
  input: {
    app: { a: number; posting: PostingPlan; rng: Rng; appliedAt: Date; submissions: number };
    profileId: string;
    name: PersonName;
    email: string;
    phone: string | null;
    rankText: string;
    setIds: string[];
    setTimes: Date[];
    documents: DocumentSpec[][];
    lastVessel: string | null;
    source: "career_site" | "email" | "manual";
  },
): void {
  const { org } = ctx;
  const { app, setIds, setTimes } = input;
  const rng = app.rng;
  const id = jobApplicationId(org.id, app.a);
  const count = app.submissions;
  const first = setIds.length - count;

  // Submissions: the latest document sets, in order.
  const times: Date[] = [];
  let cursor = minDate(maxDate(app.appliedAt, setTimes[first]!), LATEST);
  for (let j = 0; j < count; j++) {
    if (j > 0) cursor = minDate(maxDate(addDays(cursor, rng.int(2, 25)), setTimes[first + j]!), LATEST);
    times.push(cursor);
    out.add("submissions", {
      id: demoUuid(org.id, "submission", app.a, j),
      organization_id: org.id,
      job_application_id: id,
      document_set_id: setIds[first + j]!,
      submitted_at: iso(cursor),
    });
  }
  const lastSubmittedAt = times[times.length - 1]!;

  const kind = rng.weighted(app.posting.state === "open" ? OPEN_STAGES : CLOSED_STAGES);
  const candidates = app.posting.pipeline.stages.filter((s) => s.kind === kind);
  const stage = candidates.length > 0 ? rng.pick(candidates) : app.posting.pipeline.stages[0]!;
  const archived = kind === "rejected" ? rng.chance(0.6) : rng.chance(0.04);
  const archivedAt = archived ? minDate(addDays(lastSubmittedAt, rng.int(1, 30)), LATEST) : null;
  const reapplied = count > 1 && kind !== "unreviewed" && rng.chance(0.5);

  let sourceId: string | null = null;
  if (input.source === "career_site") {
    sourceId = demoUuid(org.id, "career_site_application", app.a);
  } else if (input.source === "email") {
    const hostile = org.index === 0 && app.a === 0;
    const receiptId = hostile ? SANDBOX_DEMO_RECEIPT_ID : demoUuid(org.id, "email_receipt", app.a);
    sourceId = receiptId;
    const senderName = [input.name.givenName, input.name.familyName].filter(Boolean).join(" ");
    const mail = applicationEmail(
      rng,
      {
        from: input.email,
        to: org.inboundAddress,
        senderName,
        rankText: input.rankText,
        postingTitle: app.posting.title,
        shortId: app.posting.shortId,
        vesselName: app.posting.vesselName,
        attachments: input.documents[first]!.map((d) => d.name),
        phone: input.phone,
        lastVessel: input.lastVessel,
      },
      hostile,
    );
    const received = addHours(times[0]!, -0.01);
    const month = String(received.getUTCMonth() + 1).padStart(2, "0");
    out.add("email_receipts", {
      id: receiptId,
      organization_id: org.id,
      bucket_name: "crew-inbound-email",
      object_key: `${org.slug}/${received.getUTCFullYear()}/${month}/${receiptId}.eml`,
      email_from: input.email,
      email_destination: [org.inboundAddress],
      email_subject: mail.subject,
      email_text: mail.text,
      email_rich: mail.rich,
      email_html: mail.html,
      line_summary: mail.summary,
      document_set_id: setIds[first]!,
      created_at: iso(received),
    });
  }

  out.add("job_applications", {
    id,
    organization_id: org.id,
    job_posting_id: app.posting.id,
    crew_profile_id: input.profileId,
    given_name: input.name.givenName ?? "",
    family_name: input.name.familyName ?? "",
    email: input.email,
    document_set_id: setIds[setIds.length - 1]!,
    pipeline_stage_id: stage.id,
    is_archived: archived,
    archived_at: archivedAt ? iso(archivedAt) : null,
    source: input.source,
    source_id: sourceId,
    reapplied,
    last_submitted_at: iso(lastSubmittedAt),
    created_at: iso(times[0]!),
  });
}
