// The templates an organization gets until it writes its own. Placeholders ({{...}}) are filled when an
// email is sent:
//   {{crew.givenName}} {{crew.familyName}}           the crew member written to
//   {{organization.name}}                            the sending organization
//   {{jobPosting.title}} {{jobPosting.shortId}}      the position concerned
//   {{jobPosting.joinDate}} {{jobPosting.contractMonths}}
//   {{documentRequest.link}} {{documentRequest.items}} the upload link and the list of requested documents
//   {{member.givenName}} {{member.familyName}} {{member.primaryEmail}} the recruiter sending it
import type { emailTemplateTypes } from "@/server/db/schema.js";

type TemplateType = (typeof emailTemplateTypes)[number];

export interface EmailTemplateText {
  subject: string;
  body: string;
}

const signature = `Kind regards,
{{member.givenName}} {{member.familyName}}
{{organization.name}}
{{member.primaryEmail}}`;

export const defaultEmailTemplates: Record<TemplateType, EmailTemplateText> = {
  document_request: {
    subject: "{{organization.name}}: documents needed for your application",
    body: `Dear {{crew.givenName}},

To continue with your application, we need the following documents from you:

{{documentRequest.items}}

Please upload them through this secure link:
{{documentRequest.link}}

Clear scans or photos are fine, as long as every page is complete and readable. Make sure your certificates and passport are valid and show their expiry dates.

If you have any questions, simply reply to this email.

${signature}`,
  },
  application_received: {
    subject: "We received your application: {{jobPosting.title}}",
    body: `Dear {{crew.givenName}},

Thank you for applying for the position of {{jobPosting.title}} (ref. {{jobPosting.shortId}}) with {{organization.name}}.

Our crewing team will review your CV, sea service and certificates. If your profile matches the requirements of the vessel, we will contact you about the next steps. Please keep your documents and contact details up to date in the meantime.

${signature}`,
  },
  application_rejected: {
    subject: "Your application for {{jobPosting.title}}",
    body: `Dear {{crew.givenName}},

Thank you for your interest in the position of {{jobPosting.title}} with {{organization.name}}.

After careful review, we will not take your application further for this vacancy. This decision concerns this position only: we will keep your profile on file and may contact you when a suitable vacancy opens.

We wish you fair winds and safe sailing.

${signature}`,
  },
  interview_invitation: {
    subject: "Interview invitation: {{jobPosting.title}}",
    body: `Dear {{crew.givenName}},

We are pleased to invite you to an interview for the position of {{jobPosting.title}} with {{organization.name}}.

Please reply to this email with the days and times (with your time zone) when you are available, and whether you are currently on board or ashore. The interview is held online and takes about 30 to 45 minutes; please have your seaman's book, passport and certificates at hand.

We look forward to speaking with you.

${signature}`,
  },
  job_offer: {
    subject: "Job offer: {{jobPosting.title}} with {{organization.name}}",
    body: `Dear {{crew.givenName}},

We are happy to offer you the position of {{jobPosting.title}} with {{organization.name}}.

Planned joining date: {{jobPosting.joinDate}}
Contract duration: {{jobPosting.contractMonths}} months

The full terms of employment will follow with your contract. Please confirm within three working days whether you accept this offer, and let us know of anything that could affect your joining, such as the validity of your documents and medical certificate.

Congratulations, and welcome aboard.

${signature}`,
  },
};
