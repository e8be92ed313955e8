import { EntrySource, JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { EmailTemplateType } from "@/gen/rpc/v1/organization_pb.js";
import { languageNames } from "./intl.js";

export { fullName } from "./names.js";

export function humanize(value: string): string {
  const spaced = value.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function sourceLabel(source: EntrySource): string {
  switch (source) {
    case EntrySource.CAREER_SITE:
      return "Career site";
    case EntrySource.MANUAL:
      return "Added manually";
    case EntrySource.EMAIL:
      return "Email";
    default:
      return "Unknown source";
  }
}

export function postingStateLabel(state: JobPostingState): string {
  switch (state) {
    case JobPostingState.OPEN:
      return "Open";
    case JobPostingState.CLOSED:
      return "Closed";
    default:
      return "Unknown";
  }
}

export function templateTypeLabel(type: EmailTemplateType): string {
  switch (type) {
    case EmailTemplateType.DOCUMENT_REQUEST:
      return "Document request";
    case EmailTemplateType.APPLICATION_RECEIVED:
      return "Application received";
    case EmailTemplateType.APPLICATION_REJECTED:
      return "Application rejected";
    case EmailTemplateType.INTERVIEW_INVITATION:
      return "Interview invitation";
    case EmailTemplateType.JOB_OFFER:
      return "Job offer";
    default:
      return "Other template";
  }
}

// ISO 639-3 codes ("eng", "tgl"), one or several separated by commas or spaces.
export function languageLabels(codes: string | readonly string[]): string[] {
  const list = typeof codes === "string" ? codes.split(/[\s,;]+/) : codes;
  return list
    .filter((code) => code !== "")
    .map((code) => {
      try {
        return languageNames().of(code) ?? code;
      } catch {
        return code;
      }
    });
}

export function roleLabel(role: string): string {
  return humanize(role.replace(/^(ORGANIZATION_)?ROLE_/i, "").toLowerCase());
}
