// POST /assemblies, GET and DELETE /assemblies/:id, GET /ws: the Transloadit API the spec's curl flow
// and @uppy/transloadit speak (shared/notes/upload-processor.md). A POST carries params and signature,
// then either the files themselves (the spec's literal flow: the batch is stored and goes to the
// document pipeline at once) or, for tus, num_expected_upload_files (tus-route.ts then takes the files).
import { randomBytes, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "@/server/db/database.js";
import { fileKey, type FileStore } from "../file-store.js";
import { assemblyStatus, type ProcessorUrls } from "./assembly-status.js";
import { failUpload, filesOf, insertFiles, startProcessing, takeInstruction, uploadByAssembly, type StoredFile } from "./assembly-repository.js";
import { ProcessorError, refusals } from "./processor-errors.js";
import { sniffedContentType, writeReceivedFile, type ReceivedFile } from "./received-file.js";
import { verifyInstruction, type VerifiedInstruction } from "./verify-instruction.js";

export interface AssembliesRouteOptions {
  db: Db;
  store: FileStore;
  urls: ProcessorUrls;
  auth: { key: string; secret: string };
}

const ASSEMBLY_ID = /^[0-9a-f]{32}$/;

export function sendRefusal(reply: FastifyReply, error: ProcessorError) {
  return reply.code(error.status).send({ error: error.code, message: error.message, http_code: error.status });
}

export async function registerAssembliesRoute(app: FastifyInstance, options: AssembliesRouteOptions): Promise<void> {
  const { db, store, urls, auth } = options;

  app.post("/assemblies", async (request, reply) => {
    if (!request.isMultipart()) return sendRefusal(reply, refusals.notMultipart());
    const fields: Record<string, string> = {};
    const received: ReceivedFile[] = [];
    let verified: VerifiedInstruction | undefined;
    let refusal: ProcessorError | undefined;
    let total = 0;
    // Every part is read to the end, refused or not, so that the sender gets the answer rather than a
    // connection reset halfway through its files.
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (refusal) {
        part.file.resume();
        continue;
      }
      try {
        if (fields.params === undefined && fields.signature === undefined) throw refusals.fileBeforeParams();
        verified ??= await verifyInstruction(db, auth, fields.params, fields.signature);
        const { upload } = verified;
        if (received.length >= upload.maxFileCount) throw refusals.tooManyFiles(upload.maxFileCount);
        const room = Math.min(upload.maxFileSizeBytes, upload.maxTotalSizeBytes - total);
        const path = await store.incomingPath();
        const written = await writeReceivedFile(part.file, path, { name: part.filename || "file", declaredContentType: part.mimetype }, room);
        if (!written.ok || part.file.truncated) {
          await rm(path, { force: true });
          const overFile = written.ok ? true : written.overBytes > upload.maxFileSizeBytes;
          throw overFile ? refusals.fileTooLarge(part.filename, upload.maxFileSizeBytes) : refusals.batchTooLarge(upload.maxTotalSizeBytes);
        }
        total += written.file.sizeBytes;
        received.push({ ...written.file, contentType: (await sniffedContentType(path)) || "application/octet-stream" });
      } catch (error) {
        if (!(error instanceof ProcessorError)) throw error;
        refusal = error;
        part.file.resume();
      }
    }
    const discard = () => Promise.all(received.map((file) => rm(file.path, { force: true })));
    if (refusal) {
      await discard();
      // A verified instruction refused for its limits is used up: the upload says why it failed.
      if (verified) await failUpload(db, verified.upload.id, { code: refusal.code, message: refusal.message });
      return sendRefusal(reply, refusal);
    }
    try {
      verified ??= await verifyInstruction(db, auth, fields.params, fields.signature);
    } catch (error) {
      if (error instanceof ProcessorError) return sendRefusal(reply, error);
      throw error;
    }
    const { upload, nonce } = verified;
    const assemblyId = randomBytes(16).toString("hex");

    if (received.length === 0) {
      // tus: the files follow, as many as the form announces.
      const text = fields.num_expected_upload_files ?? "";
      const expected = Number(text);
      if (text === "") return sendRefusal(reply, refusals.noFiles());
      if (!Number.isInteger(expected) || expected < 1 || expected > upload.maxFileCount) {
        return sendRefusal(reply, refusals.badExpectedCount(text, upload.maxFileCount));
      }
      if (!(await takeInstruction(db, { uploadId: upload.id, nonce, assemblyId, expectedFileCount: expected, state: "uploading" }))) {
        return sendRefusal(reply, refusals.reused());
      }
      const taken = await uploadByAssembly(db, assemblyId);
      return reply.send(assemblyStatus(urls, taken!, []));
    }

    // The literal flow: every file is here. Into the store, then rows, state and job in one transaction.
    const stored: StoredFile[] = [];
    try {
      for (const file of received) {
        const id = randomUUID();
        const storageKey = fileKey(upload.organizationId, upload.id, id);
        await store.keep(file.path, storageKey, file);
        stored.push({ ...file, id, storageKey, viaTus: false });
      }
      const took = await db.transaction(async (tx) => {
        if (!(await takeInstruction(tx, { uploadId: upload.id, nonce, assemblyId, expectedFileCount: stored.length, state: "uploading" }))) return false;
        await insertFiles(tx, upload, stored, 0);
        await startProcessing(tx, upload);
        return true;
      });
      if (!took) {
        await Promise.all(stored.map((file) => store.remove(file.storageKey)));
        return sendRefusal(reply, refusals.reused());
      }
    } catch (error) {
      await Promise.all([discard(), ...stored.map((file) => store.remove(file.storageKey))]);
      throw error;
    }
    const taken = await uploadByAssembly(db, assemblyId);
    return reply.send(assemblyStatus(urls, taken!, await filesOf(db, upload.id)));
  });

  app.get<{ Params: { id: string } }>("/assemblies/:id", async (request, reply) => {
    const upload = ASSEMBLY_ID.test(request.params.id) ? await uploadByAssembly(db, request.params.id) : undefined;
    if (!upload) return sendRefusal(reply, refusals.assemblyNotFound());
    return reply.send(assemblyStatus(urls, upload, await filesOf(db, upload.id)));
  });

  // Uppy cancels a batch with DELETE: the upload fails, unless its files are all in already.
  app.delete<{ Params: { id: string } }>("/assemblies/:id", async (request, reply) => {
    const found = ASSEMBLY_ID.test(request.params.id) ? await uploadByAssembly(db, request.params.id) : undefined;
    if (!found) return sendRefusal(reply, refusals.assemblyNotFound());
    await failUpload(db, found.id, { code: "ASSEMBLY_CANCELED", message: "the sender cancelled the upload before every file was in" });
    const upload = await uploadByAssembly(db, request.params.id);
    return reply.send(assemblyStatus(urls, upload!, await filesOf(db, found.id)));
  });

  // The status stream: not offered. A 204 makes the browser's EventSource give up at once, and
  // @uppy/transloadit then polls GET /assemblies/:id every two seconds.
  app.get("/ws", async (_request, reply) => reply.code(204).send());
}
