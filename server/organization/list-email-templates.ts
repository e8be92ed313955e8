import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { EmailTemplateType, type ListEmailTemplatesRequest, type ListEmailTemplatesResponseSchema } from "@/gen/rpc/v1/organization_pb.js";
import { principalOf, requireOwnOrganization } from "@/server/auth/principal.js";
import type { emailTemplateTypes } from "@/server/db/schema.js";
import type { Deps } from "@/server/rpc/deps.js";
import { defaultEmailTemplates } from "./default-email-templates.js";
import { listCustomEmailTemplates } from "./organization-repository.js";

// Every known template type (the enum order), each with its stored type name.
const templateTypes: [EmailTemplateType, (typeof emailTemplateTypes)[number]][] = [
  [EmailTemplateType.DOCUMENT_REQUEST, "document_request"],
  [EmailTemplateType.APPLICATION_RECEIVED, "application_received"],
  [EmailTemplateType.APPLICATION_REJECTED, "application_rejected"],
  [EmailTemplateType.INTERVIEW_INVITATION, "interview_invitation"],
  [EmailTemplateType.JOB_OFFER, "job_offer"],
];

// One template per type: the organization's custom one when it has one, else the default.
export function listEmailTemplates(deps: Deps) {
  return async (req: ListEmailTemplatesRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof ListEmailTemplatesResponseSchema>> => {
    const principal = principalOf(ctx);
    requireOwnOrganization(principal, req.organizationId);
    const custom = new Map((await listCustomEmailTemplates(deps.db, principal.organizationId)).map((row) => [row.templateType, row]));
    return {
      templates: templateTypes.map(([templateType, stored]) => {
        const template = custom.get(stored);
        return {
          organizationId: principal.organizationId,
          templateType,
          subject: template?.subject ?? defaultEmailTemplates[stored].subject,
          body: template?.body ?? defaultEmailTemplates[stored].body,
          hasCustomTemplate: template !== undefined,
        };
      }),
    };
  };
}
