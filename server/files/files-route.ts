// GET /files/faces/<profileId>.svg and GET /files/<orgId>/<documentId>/<name>: placeholders for the
// demo data's face images and documents (the demo seed points its URLs here). GET
// /files/uploads/<fileId>/<name> and /files/uploads/<fileId>/derived/<thumbnail.webp | face.jpg>: an
// uploaded document, and what the pipeline made from it. Every request must carry
// a valid, unexpired signature of the organization the file belongs to (file-link-signature.ts);
// without one, anything under /files/ answers the same 403, whether the file exists or not.
import type { Readable } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "@/server/db/database.js";
import { crewProfiles, documentExtractions, documents, documentSets, manualUploadFiles } from "@/server/db/schema.js";
import { derivedFileKey, MissingFileError, type FileStore } from "@/server/uploads/file-store.js";
import { derivedFileTypes, isDerivedFileName } from "@/server/uploads/pipeline/derived-files.js";
import type { FileLinks } from "./file-link-signature.js";
import { avatarSvg, documentHtml, thumbnailSvg } from "./placeholders.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Nothing in a placeholder may load or run anything.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
// An uploaded file as it was received: a PDF may show itself (object-src), nothing may run.
const STORED_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
// One body for a link that is missing its signature, expired or altered: which of these it was, and
// whether the file exists, is nobody's business without a valid link.
export const invalidFileLinkBody = "This file link is not valid: it is unsigned, expired or altered. Ask the service for the file again to get a fresh link.";

function forbidden(reply: FastifyReply) {
  return reply.code(403).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(invalidFileLinkBody);
}

// A validly signed link to a file that is not (or no longer) there, or not of the signed organization.
function notFound(reply: FastifyReply) {
  return reply.code(404).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send("not found");
}

// Private: a shared cache must never hand one organization's passport to another user. Kept no
// longer than the link lives.
function send(reply: FastifyReply, type: string, body: string | Readable, expires: number, nowMs: number, csp = CSP) {
  const maxAge = Math.max(0, expires - Math.ceil(nowMs / 1000));
  return reply
    .header("Content-Security-Policy", csp)
    .header("X-Content-Type-Options", "nosniff")
    .header("Referrer-Policy", "no-referrer")
    .header("Cache-Control", `private, max-age=${maxAge}`)
    .type(type)
    .send(body);
}

type Signed = { organizationId: string; expires: number };

export async function registerFilesRoute(app: FastifyInstance, options: { db: Db; fileLinks: FileLinks; fileStore: FileStore }): Promise<void> {
  const { db, fileLinks, fileStore } = options;

  // The link's organization and expiry when its signature holds, over the path exactly as it arrived.
  const signedLinkOf = (request: FastifyRequest<{ Querystring: Record<string, unknown> }>): Signed | undefined => {
    const queryAt = request.url.indexOf("?");
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const organizationId = fileLinks.verifiedOrganization(path, request.query);
    return organizationId === undefined ? undefined : { organizationId, expires: Number(request.query.expires) };
  };

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>("/files/faces/:file", async (request, reply) => {
    const link = signedLinkOf(request);
    if (!link) return forbidden(reply);
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const profileId = match?.[1];
    if (!profileId || !UUID.test(profileId)) return notFound(reply);
    const [profile] = await db
      .select({ id: crewProfiles.id, givenName: crewProfiles.givenName, familyName: crewProfiles.familyName })
      .from(crewProfiles)
      .where(and(eq(crewProfiles.id, profileId), eq(crewProfiles.organizationId, link.organizationId)));
    if (!profile) return notFound(reply);
    return send(reply, "image/svg+xml; charset=utf-8", avatarSvg(profile.id, profile.givenName, profile.familyName), link.expires, fileLinks.now());
  });

  app.get<{ Params: { organizationId: string; documentId: string; name: string }; Querystring: Record<string, unknown> }>(
    "/files/:organizationId/:documentId/:name",
    async (request, reply) => {
      const link = signedLinkOf(request);
      if (!link) return forbidden(reply);
      const { organizationId, documentId, name } = request.params;
      if (organizationId.toLowerCase() !== link.organizationId || !UUID.test(documentId)) return notFound(reply);
      const [doc] = await db
        .select({
          id: documents.id,
          name: documents.name,
          contentType: documents.contentType,
          pageCount: documents.pageCount,
          sizeBytes: documents.sizeBytes,
          givenName: crewProfiles.givenName,
          familyName: crewProfiles.familyName,
        })
        .from(documents)
        .innerJoin(documentSets, eq(documentSets.id, documents.documentSetId))
        .innerJoin(crewProfiles, eq(crewProfiles.id, documentSets.crewProfileId))
        .where(and(eq(documents.id, documentId), eq(documents.organizationId, link.organizationId)));
      if (!doc) return notFound(reply);
      const now = fileLinks.now();
      if (name === "thumbnail.svg") return send(reply, "image/svg+xml; charset=utf-8", thumbnailSvg(doc.id, doc.name, doc.contentType), link.expires, now);
      if (name !== doc.name) return notFound(reply);
      const extractions = await db
        .select({
          kind: documentExtractions.kind,
          pageIndex: documentExtractions.pageIndex,
          snippet: documentExtractions.snippet,
          reasoning: documentExtractions.reasoning,
        })
        .from(documentExtractions)
        .where(and(eq(documentExtractions.documentId, doc.id), eq(documentExtractions.organizationId, link.organizationId)))
        .orderBy(asc(documentExtractions.pageIndex), asc(documentExtractions.kind), asc(documentExtractions.kindSequence));
      const crewName = [doc.givenName, doc.familyName].filter(Boolean).join(" ") || "a crew member";
      return send(reply, "text/html; charset=utf-8", documentHtml({ ...doc, crewName, extractions }), link.expires, now);
    },
  );

  // An upload's file of the link's organization, or undefined.
  const uploadedFile = async (fileId: string, organizationId: string) => {
    if (!UUID.test(fileId)) return undefined;
    const [file] = await db
      .select({
        name: manualUploadFiles.name,
        contentType: manualUploadFiles.contentType,
        sizeBytes: manualUploadFiles.sizeBytes,
        storageKey: manualUploadFiles.storageKey,
      })
      .from(manualUploadFiles)
      .where(and(eq(manualUploadFiles.id, fileId), eq(manualUploadFiles.organizationId, organizationId)));
    return file;
  };

  // The bytes stored under key; undefined when the store holds none.
  const storedBytes = async (request: FastifyRequest, key: string): Promise<Readable | undefined> => {
    try {
      return await fileStore.read(key);
    } catch (error) {
      if (!(error instanceof MissingFileError)) throw error;
      // The row outlived its bytes: the link's holder is told what is true, the operator why.
      request.log.warn({ storageKey: key }, error.message);
      return undefined;
    }
  };

  // Stored bytes as an answer, as every file is sent (send), with a policy that lets a PDF show itself.
  const sendStored = (reply: FastifyReply, link: Signed, type: string, bytes: Readable) => send(reply, type, bytes, link.expires, fileLinks.now(), STORED_CSP);

  // An uploaded document, as it was received (uploads/pipeline/person-writer.ts links it): its bytes
  // from the file store, with the type its content was found to be, shown in the browser.
  app.get<{ Params: { fileId: string; name: string }; Querystring: Record<string, unknown> }>("/files/uploads/:fileId/:name", async (request, reply) => {
    const link = signedLinkOf(request);
    if (!link) return forbidden(reply);
    const file = await uploadedFile(request.params.fileId, link.organizationId);
    if (!file || file.name !== request.params.name) return notFound(reply);
    const bytes = await storedBytes(request, file.storageKey);
    if (!bytes) return notFound(reply);
    reply.header("Content-Disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`).header("Content-Length", String(file.sizeBytes));
    return sendStored(reply, link, file.contentType, bytes);
  });

  // A file the pipeline made from an upload's (uploads/pipeline/derived-files.ts): its thumbnail, or
  // the face cropped from a passport. Under derived/, so that no upload's own name can stand for one.
  app.get<{ Params: { fileId: string; name: string }; Querystring: Record<string, unknown> }>(
    "/files/uploads/:fileId/derived/:name",
    async (request, reply) => {
      const link = signedLinkOf(request);
      if (!link) return forbidden(reply);
      const { name } = request.params;
      if (!isDerivedFileName(name)) return notFound(reply);
      const file = await uploadedFile(request.params.fileId, link.organizationId);
      if (!file) return notFound(reply);
      const bytes = await storedBytes(request, derivedFileKey(file.storageKey, name));
      if (!bytes) return notFound(reply);
      return sendStored(reply, link, derivedFileTypes[name], bytes);
    },
  );

  // Any other path under /files/ (the unsigned /files/documents/<id> of earlier versions among them):
  // the same 403 without a valid link, so that no path tells whether something is there.
  app.get<{ Querystring: Record<string, unknown> }>("/files/*", async (request, reply) => (signedLinkOf(request) ? notFound(reply) : forbidden(reply)));
}
