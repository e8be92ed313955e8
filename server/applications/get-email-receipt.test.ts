import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocumentSet, createEmailReceipt, createOrganization, createProfile } from "@/server/test-support/fixtures.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/GetEmailReceipt";

describe("GetEmailReceipt", () => {
  let server: TestServer;
  let key: string;
  let receiptId: string;
  let bareReceiptId: string;
  let foreignReceiptId: string;
  let setId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    const profile = await createProfile(db, { organizationId: org.id, source: "email" });
    setId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profile.id });
    receiptId = (
      await createEmailReceipt(db, {
        organizationId: org.id,
        bucketName: "crew-mail",
        objectKey: "org/2026/06/abc.eml",
        emailFrom: "Juan Cruz <juan.cruz@crew.example>",
        emailDestination: ["jobs@org.example", "crewing@org.example"],
        emailSubject: "Application: Second Engineer",
        emailText: "Please find my CV attached.",
        emailRich: "Please find my *CV* attached.",
        emailHtml: "<p>Please find my <b>CV</b> attached.</p>",
        lineSummary: "Juan Cruz applies for Second Engineer",
        documentSetId: setId,
        createdAt: new Date("2026-06-01T09:15:00.123Z"),
      })
    ).id;
    bareReceiptId = (await createEmailReceipt(db, { organizationId: org.id, createdAt: new Date("2026-06-02T00:00:00Z") })).id;
    foreignReceiptId = (await createEmailReceipt(db, { organizationId: other.id })).id;
  });
  afterAll(() => server.close());

  it("returns the receipt with every field", async () => {
    const { status, body } = await rpc(server, path, { emailReceiptId: receiptId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: receiptId,
      bucketName: "crew-mail",
      objectKey: "org/2026/06/abc.eml",
      createdAt: "2026-06-01T09:15:00.123Z",
      emailFrom: "Juan Cruz <juan.cruz@crew.example>",
      emailDestination: ["jobs@org.example", "crewing@org.example"],
      emailSubject: "Application: Second Engineer",
      emailText: "Please find my CV attached.",
      emailRich: "Please find my *CV* attached.",
      emailHtml: "<p>Please find my <b>CV</b> attached.</p>",
      lineSummary: "Juan Cruz applies for Second Engineer",
      documentSetId: setId,
    });
  });

  it("emits empty strings for bodies and the document set a receipt does not have", async () => {
    const { status, body } = await rpc(server, path, { emailReceiptId: bareReceiptId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: bareReceiptId,
      bucketName: "crew-inbound",
      objectKey: "inbound/2026/01/message.eml",
      createdAt: "2026-06-02T00:00:00Z",
      emailFrom: "candidate@crew.example",
      emailDestination: ["jobs@org.example"],
      emailSubject: "Application",
      emailText: "",
      emailRich: "",
      emailHtml: "",
      lineSummary: "",
      documentSetId: "",
    });
  });

  it("answers not_found for another organization's receipt and for an unknown id", async () => {
    for (const id of [foreignReceiptId, newId()]) {
      const { status, body } = await rpc(server, path, { emailReceiptId: id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `email receipt ${id} not found` });
    }
  });
});
