import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { newId } from "@/server/test-support/test-server.js";
import { diskFileStore } from "@/server/uploads/file-store.js";
import { createFileLinks, fileLinkSignature } from "./file-link-signature.js";
import { invalidFileLinkBody, registerFilesRoute } from "./files-route.js";

describe("demo files route", () => {
  let pool: pg.Pool;
  let app: FastifyInstance;
  const organizationId = newId();
  const profileId = newId();
  const setId = newId();
  const documentId = newId();
  const name = "CV_Jānis_Bērziņš <draft>.pdf";
  const documentPath = `/files/${organizationId}/${documentId}/${encodeURIComponent(name)}`;
  // Another organization with a profile and document of its own.
  const otherOrganizationId = newId();
  const otherProfileId = newId();
  const otherDocumentId = newId();
  const otherDocumentPath = `/files/${otherOrganizationId}/${otherDocumentId}/passport.pdf`;

  const secret = "s".repeat(64);
  let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  const links = createFileLinks({ secret, ttlSeconds: 3600, publicUrl: "http://crew.test", now: () => clock });
  // A link the service would hand out, as the path and query the route gets.
  const linked = (path: string, organization = organizationId) => {
    const url = new URL(links.link(path, organization));
    return `${url.pathname}${url.search}`;
  };
  const get = (url: string) => app.inject({ method: "GET", url });

  beforeAll(async () => {
    pool = createPool(inject("databaseUrl"), { max: 2, sharedSession: inject("databaseSharedSession") });
    const db = drizzle(pool, { schema });
    await db.insert(schema.organizations).values({ id: organizationId, name: "Files Org", slug: `files-${organizationId}` });
    await db
      .insert(schema.crewProfiles)
      .values({ id: profileId, organizationId, primaryEmail: "janis@example.com", givenName: "Jānis", familyName: "Bērziņš", source: "manual" });
    await db.insert(schema.documentSets).values({ id: setId, organizationId, crewProfileId: profileId });
    await db.insert(schema.documents).values({
      id: documentId,
      organizationId,
      documentSetId: setId,
      contentType: "application/pdf",
      sizeBytes: 123_456,
      name,
      originalUrl: documentPath,
      originalMd5: "0".repeat(32),
      pageCount: 2,
    });
    await db.insert(schema.documentExtractions).values({
      id: newId(),
      organizationId,
      crewProfileId: profileId,
      documentSetId: setId,
      documentId,
      pageIndex: 1,
      kind: "at_sea_work_experience",
      snippet: "MV Ocean Pioneer | Bulk Carrier | Panama | 2/O <script>alert(1)</script>",
      reasoning: ["Read one row of the sea-service table on page 2 of the CV."],
    });
    const otherSetId = newId();
    await db.insert(schema.organizations).values({ id: otherOrganizationId, name: "Other Files Org", slug: `files-${otherOrganizationId}` });
    await db.insert(schema.crewProfiles).values({
      id: otherProfileId,
      organizationId: otherOrganizationId,
      primaryEmail: "ola@example.com",
      givenName: "Ola",
      familyName: "Nordmann",
      source: "manual",
    });
    await db.insert(schema.documentSets).values({ id: otherSetId, organizationId: otherOrganizationId, crewProfileId: otherProfileId });
    await db.insert(schema.documents).values({
      id: otherDocumentId,
      organizationId: otherOrganizationId,
      documentSetId: otherSetId,
      contentType: "application/pdf",
      sizeBytes: 1000,
      name: "passport.pdf",
      originalUrl: otherDocumentPath,
      originalMd5: "0".repeat(32),
    });
    app = Fastify();
    await registerFilesRoute(app, { db, fileLinks: links, fileStore: diskFileStore(join(tmpdir(), "crew-files-route-test")) });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it("serves an initials avatar for a profile, privately, for no longer than the link lives", async () => {
    const res = await get(linked(`/files/faces/${profileId}.svg`));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(res.body).toContain(">JB</text>");
    expect((await get(linked(`/files/faces/${profileId}.svg`))).body).toBe(res.body);
    const expires = Number(new URL(links.link(`/files/faces/${profileId}.svg`, organizationId)).searchParams.get("expires"));
    const url = linked(`/files/faces/${profileId}.svg`);
    clock += 3000_000;
    const later = await get(url);
    expect(later.statusCode).toBe(200);
    expect(later.headers["cache-control"]).toBe(`private, max-age=${expires - Math.ceil(clock / 1000)}`);
    expect((await get(linked(`/files/faces/${newId()}.svg`))).statusCode).toBe(404);
    expect((await get(linked("/files/faces/not-an-id.svg"))).statusCode).toBe(404);
  });

  it("serves a readable, escaped placeholder of the document and its thumbnail", async () => {
    const res = await get(linked(documentPath));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(res.body).toContain("Demo document generated by the Crew demo seed");
    expect(res.body).toContain("MV Ocean Pioneer");
    expect(res.body).not.toContain("<script>");
    expect(res.body).toContain("Page 2");
    const thumb = await get(linked(`/files/${organizationId}/${documentId}/thumbnail.svg`));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(thumb.body).toContain(">PDF</text>");
  });

  it("answers the same 403 to a link that is unsigned, expired or altered, whether the file exists or not", async () => {
    const face = `/files/faces/${profileId}.svg`;
    const url = new URL(`http://x${linked(face)}`);
    const query = Object.fromEntries(url.searchParams);
    const withQuery = (path: string, q: Record<string, string>) => `${path}?${new URLSearchParams(q)}`;
    const expires = Number(query.expires);
    const refused = {
      "no signature": face,
      "no sig parameter": withQuery(face, { org: query.org!, expires: query.expires! }),
      "another path": withQuery(`/files/faces/${otherProfileId}.svg`, query),
      "another organization": withQuery(face, { ...query, org: otherOrganizationId }),
      "a later expiry": withQuery(face, { ...query, expires: String(expires + 3600) }),
      "another signature": withQuery(face, { ...query, sig: fileLinkSignature("t".repeat(64), face, organizationId, expires) }),
      "a document without signature": documentPath,
      "a file that does not exist": `/files/faces/${newId()}.svg`,
      "a malformed path": "/files/faces/not-an-id.svg",
      "the old unsigned link by document id": `/files/documents/${documentId}`,
    };
    for (const [what, refusedUrl] of Object.entries(refused)) {
      const res = await get(refusedUrl);
      expect(res.statusCode, what).toBe(403);
      expect(res.body, what).toBe(invalidFileLinkBody);
      expect(res.headers["cache-control"], what).toBe("no-store");
    }
    const expiring = linked(face);
    expect((await get(expiring)).statusCode).toBe(200);
    clock += 3900_000;
    const expired = await get(expiring);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toBe(invalidFileLinkBody);
  });

  it("never serves another organization's file, even with a valid signature for its path", async () => {
    // Signed for this organization (as only the service could), naming the other organization's files.
    for (const path of [`/files/faces/${otherProfileId}.svg`, otherDocumentPath, `/files/${organizationId}/${otherDocumentId}/passport.pdf`]) {
      const res = await get(linked(path, organizationId));
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain("Nordmann");
    }
    // The same files with the other organization's own links open.
    expect((await get(linked(`/files/faces/${otherProfileId}.svg`, otherOrganizationId))).body).toContain(">ON</text>");
    expect((await get(linked(otherDocumentPath, otherOrganizationId))).statusCode).toBe(200);
  });

  it("answers 404 to a signed link for the wrong document or name", async () => {
    for (const path of [
      `/files/${organizationId}/${newId()}/${encodeURIComponent(name)}`,
      `/files/${organizationId}/${documentId}/other.pdf`,
      `/files/${organizationId}/nope/x.pdf`,
      `/files/documents/${documentId}`,
    ]) {
      expect((await get(linked(path))).statusCode, path).toBe(404);
    }
  });
});
