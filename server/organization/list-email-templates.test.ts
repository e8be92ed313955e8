import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmailTemplateTypeSchema } from "@/gen/rpc/v1/organization_pb.js";
import { emailTemplates } from "@/server/db/schema.js";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { defaultEmailTemplates } from "./default-email-templates.js";

const path = "rpc.v1.OrganizationService/ListEmailTemplates";

interface Template {
  organizationId: string;
  templateType: string;
  subject: string;
  body: string;
  hasCustomTemplate: boolean;
}

describe("ListEmailTemplates", () => {
  let server: TestServer;
  let key: string;
  let orgId: string;
  let otherOrgId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    const other = await createOrganization(server.db);
    orgId = org.id;
    otherOrgId = other.id;
    await server.db.insert(emailTemplates).values([
      { id: newId(), organizationId: org.id, templateType: "interview_invitation", subject: "Let's talk, {{crew.givenName}}", body: "Custom body" },
      { id: newId(), organizationId: other.id, templateType: "job_offer", subject: "Foreign subject", body: "Foreign body" },
    ]);
    key = await server.createKey(org.id);
  });
  afterAll(() => server.close());

  it("returns one template per type in enum order: custom where stored, the default elsewhere", async () => {
    const { status, body } = await rpc<{ templates: Template[] }>(server, path, { organizationId: orgId }, { key });
    expect(status).toBe(200);
    const knownTypes = EmailTemplateTypeSchema.values.filter((v) => v.number !== 0).map((v) => v.name);
    expect(body.templates.map((t) => t.templateType)).toEqual(knownTypes);
    expect(body.templates).toEqual([
      { organizationId: orgId, templateType: "EMAIL_TEMPLATE_TYPE_DOCUMENT_REQUEST", ...defaultEmailTemplates.document_request, hasCustomTemplate: false },
      {
        organizationId: orgId,
        templateType: "EMAIL_TEMPLATE_TYPE_APPLICATION_RECEIVED",
        ...defaultEmailTemplates.application_received,
        hasCustomTemplate: false,
      },
      {
        organizationId: orgId,
        templateType: "EMAIL_TEMPLATE_TYPE_APPLICATION_REJECTED",
        ...defaultEmailTemplates.application_rejected,
        hasCustomTemplate: false,
      },
      {
        organizationId: orgId,
        templateType: "EMAIL_TEMPLATE_TYPE_INTERVIEW_INVITATION",
        subject: "Let's talk, {{crew.givenName}}",
        body: "Custom body",
        hasCustomTemplate: true,
      },
      { organizationId: orgId, templateType: "EMAIL_TEMPLATE_TYPE_JOB_OFFER", ...defaultEmailTemplates.job_offer, hasCustomTemplate: false },
    ]);
  });

  it("has a real default for every type: the document request carries its upload link", () => {
    for (const template of Object.values(defaultEmailTemplates)) {
      expect(template.subject.length).toBeGreaterThan(10);
      expect(template.body).toContain("{{crew.givenName}}");
      expect(template.body).toContain("{{organization.name}}");
    }
    expect(defaultEmailTemplates.document_request.body).toContain("{{documentRequest.link}}");
    expect(defaultEmailTemplates.job_offer.body).toContain("{{jobPosting.title}}");
  });

  it("answers permission_denied for another organization", async () => {
    const { status, body } = await rpc<{ code: string }>(server, path, { organizationId: otherOrgId }, { key });
    expect(status).toBe(403);
    expect(body.code).toBe("permission_denied");
  });
});
