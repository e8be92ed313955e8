// Request bounds from the protos' protovalidate rules, enforced before any handler runs: 400
// invalid_argument with a buf.validate.Violations detail naming the field and the rule.
import { fromBinary } from "@bufbuild/protobuf";
import { base64Decode } from "@bufbuild/protobuf/wire";
import { ViolationsSchema } from "@bufbuild/protovalidate/gen/buf/validate/validate_pb.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, expectConnectError, type TestOrganization } from "./support.js";

const crewProfiles = "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs";
const search = "rpc.v1.OrganizationService/SearchJobPostings";

const ids = (n: number) => Array.from({ length: n }, () => newId());

describe("request bounds (protovalidate)", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Bounds Org");
    key = await server.createKey(org.organizationId);
  });
  afterAll(() => server.close());

  // The violations carried in the error's buf.validate.Violations detail, decoded from `value`.
  function violationsOf(body: { details?: { type: string; value: string }[] }) {
    const detail = body.details?.find((d) => d.type === "buf.validate.Violations");
    expect(detail, "a buf.validate.Violations detail").toBeDefined();
    return fromBinary(ViolationsSchema, base64Decode(detail!.value)).violations.map((v) => ({
      field: v.field?.elements.map((e) => e.fieldName).join(".") ?? "",
      ruleId: v.ruleId,
      message: v.message,
    }));
  }

  describe("ListCrewProfilesByApplicationIDs", () => {
    it("refuses 101 ids: 400 invalid_argument with a buf.validate.Violations detail", async () => {
      const result = await rpc(server, crewProfiles, { ids: ids(101) }, { key });
      const body = expectConnectError(result, 400, "invalid_argument", /ids: must contain no more than 100 item/);
      expect(body.details?.map((detail) => detail.type)).toEqual(["buf.validate.Violations", "google.rpc.RequestInfo"]);
      expect(body.details?.[0]).toMatchObject({ type: "buf.validate.Violations", value: expect.any(String) });
      expect(violationsOf(body)).toEqual([{ field: "ids", ruleId: "repeated.max_items", message: expect.stringMatching(/100/) }]);
    });

    it("accepts 100 ids: 200 with the items found (none for unknown ids)", async () => {
      const result = await rpc<{ items: unknown[] }>(server, crewProfiles, { ids: ids(100) }, { key });
      expect(result.body).not.toHaveProperty("code");
      expect(result.status).toBe(200);
      expect(result.body.items).toEqual([]);
    });

    it("refuses an id that is not a uuid: 400 invalid_argument naming the item", async () => {
      const result = await rpc(server, crewProfiles, { ids: [newId(), "application-42"] }, { key });
      const body = expectConnectError(result, 400, "invalid_argument", /ids\[1\].*uuid/);
      expect(violationsOf(body)).toEqual([{ field: "ids", ruleId: "string.uuid", message: expect.any(String) }]);
    });
  });

  describe("SearchJobPostings", () => {
    const valid = () => ({ organizationId: org.organizationId });

    it("refuses a query of 129 characters: 400 invalid_argument", async () => {
      const result = await rpc(server, search, { ...valid(), query: "q".repeat(129) }, { key });
      const body = expectConnectError(result, 400, "invalid_argument", /query: .*128/);
      expect(violationsOf(body)).toEqual([{ field: "query", ruleId: "string.max_len", message: expect.any(String) }]);
    });

    it("validates before the tenancy check: 129 characters with another organization's id is 400", async () => {
      const result = await rpc(server, search, { organizationId: newId(), query: "q".repeat(129) }, { key });
      expectConnectError(result, 400, "invalid_argument", /query/);
    });

    it("lets a query of 128 characters through validation", async () => {
      const result = await rpc(server, search, { ...valid(), query: "q".repeat(128) }, { key });
      expect(result.body.code).not.toBe("invalid_argument");
      expect([200, 501]).toContain(result.status);
    });

    it("counts characters, not bytes: 128 multi-byte characters pass", async () => {
      const result = await rpc(server, search, { ...valid(), query: "é".repeat(128) }, { key });
      expect(result.body.code).not.toBe("invalid_argument");
    });

    it.each([
      ["4 languages", { languagesIso6393: ["eng", "fra", "deu", "spa"] }, /languagesIso6393|languages_iso6393/, "repeated.max_items"],
      ["a language that is not ISO 639-3", { languagesIso6393: ["en"] }, /languages/, "string.pattern"],
      ["6 assignee ids", { filterByAssigneeIds: ids(6) }, /filter_by_assignee_ids|filterByAssigneeIds/, "repeated.max_items"],
      ["a non-uuid assignee id", { filterByAssigneeIds: ["bob"] }, /assignee/, "string.uuid"],
      ["6 pipeline ids", { filterByPipelineIds: ids(6) }, /filter_by_pipeline_ids|filterByPipelineIds/, "repeated.max_items"],
      ["a non-uuid organizationId", { organizationId: "acme" }, /organization_id|organizationId/, "string.uuid"],
      ["a missing organizationId", { organizationId: undefined }, /organization_id|organizationId/, "string.uuid"],
      ["a negative page", { page: "-1" }, /page/, "int64.gte"],
      ["perPage over 100", { perPage: "101" }, /per_page|perPage/, "int64.gte_lte"],
      ["a non-uuid careerSiteId", { careerSiteId: "site" }, /career_site_id|careerSiteId/, "string.uuid"],
    ])("refuses %s: 400 invalid_argument", async (_name, change, message, ruleId) => {
      const result = await rpc(server, search, { ...valid(), ...change }, { key });
      const body = expectConnectError(result, 400, "invalid_argument", message);
      // Rule ids name the rule, sometimes with a qualifier (string.uuid_empty for a missing uuid).
      expect(violationsOf(body).map((v) => v.ruleId)).toContainEqual(expect.stringMatching(new RegExp(`^${ruleId.replace(/\./g, "\\.")}`)));
    });

    it.each([
      ["3 languages", { languagesIso6393: ["eng", "fra", "deu"] }],
      ["5 assignee ids", { filterByAssigneeIds: ids(5) }],
      ["5 pipeline ids", { filterByPipelineIds: ids(5) }],
    ])("accepts %s (the bound itself)", async (_name, change) => {
      const result = await rpc(server, search, { ...valid(), ...change }, { key });
      expect(result.body.code).not.toBe("invalid_argument");
    });

    it("reports every violation of one request at once", async () => {
      const result = await rpc(server, search, { organizationId: "x", query: "q".repeat(200), filterByPipelineIds: ids(6) }, { key });
      const body = expectConnectError(result, 400, "invalid_argument");
      expect(
        violationsOf(body)
          .map((v) => v.ruleId)
          .sort(),
      ).toEqual(["repeated.max_items", "string.max_len", "string.uuid"]);
    });
  });

  describe("organizationId on the other organization-scoped reads", () => {
    it.each([
      "rpc.v1.OrganizationService/ListDocumentRequests",
      "rpc.v1.OrganizationService/ListAdminsOfOrganization",
      "rpc.v1.OrganizationService/ListEmailTemplates",
    ])("%s refuses a non-uuid organizationId: 400 invalid_argument", async (path) => {
      const result = await rpc(server, path, { organizationId: "my-org" }, { key });
      expectConnectError(result, 400, "invalid_argument", /organization_id|organizationId/);
    });
  });
});
