// GET /files/faces/<profileId>.svg and GET /files/<orgId>/<documentId>/<name>: placeholders for the
// demo data's face images and documents (the demo seed points its URLs here). Anything else is 404.
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../db/database.js";
import { crewProfiles, documentExtractions, documents, documentSets } from "../db/schema.js";
import { avatarSvg, documentHtml, thumbnailSvg } from "./placeholders.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Nothing in a placeholder may load or run anything.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function notFound(reply: FastifyReply) {
  return reply.code(404).type("text/plain; charset=utf-8").send("not found");
}

function send(reply: FastifyReply, type: string, body: string) {
  return reply
    .header("Content-Security-Policy", CSP)
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "public, max-age=3600")
    .type(type)
    .send(body);
}

export async function registerFilesRoute(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;

  app.get<{ Params: { file: string } }>("/files/faces/:file", async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const profileId = match?.[1];
    if (!profileId || !UUID.test(profileId)) return notFound(reply);
    const [profile] = await db
      .select({ id: crewProfiles.id, givenName: crewProfiles.givenName, familyName: crewProfiles.familyName })
      .from(crewProfiles)
      .where(eq(crewProfiles.id, profileId));
    if (!profile) return notFound(reply);
    return send(reply, "image/svg+xml; charset=utf-8", avatarSvg(profile.id, profile.givenName, profile.familyName));
  });

  // A document by its id alone (an extraction names only its document): redirects to the named file.
  app.get<{ Params: { documentId: string } }>("/files/documents/:documentId", async (request, reply) => {
    const { documentId } = request.params;
    if (!UUID.test(documentId)) return notFound(reply);
    const [doc] = await db.select({ originalUrl: documents.originalUrl }).from(documents).where(eq(documents.id, documentId));
    if (!doc) return notFound(reply);
    return reply.redirect(doc.originalUrl, 302);
  });

  app.get<{ Params: { organizationId: string; documentId: string; name: string } }>("/files/:organizationId/:documentId/:name", async (request, reply) => {
    const { organizationId, documentId, name } = request.params;
    if (!UUID.test(organizationId) || !UUID.test(documentId)) return notFound(reply);
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
      .where(and(eq(documents.id, documentId), eq(documents.organizationId, organizationId)));
    if (!doc) return notFound(reply);
    if (name === "thumbnail.svg") return send(reply, "image/svg+xml; charset=utf-8", thumbnailSvg(doc.id, doc.name, doc.contentType));
    if (name !== doc.name) return notFound(reply);
    const extractions = await db
      .select({ kind: documentExtractions.kind, pageIndex: documentExtractions.pageIndex, snippet: documentExtractions.snippet, reasoning: documentExtractions.reasoning })
      .from(documentExtractions)
      .where(and(eq(documentExtractions.documentId, doc.id), eq(documentExtractions.organizationId, organizationId)))
      .orderBy(asc(documentExtractions.pageIndex), asc(documentExtractions.kind), asc(documentExtractions.kindSequence));
    const crewName = [doc.givenName, doc.familyName].filter(Boolean).join(" ") || "a crew member";
    return send(reply, "text/html; charset=utf-8", documentHtml({ ...doc, crewName, extractions }));
  });
}
