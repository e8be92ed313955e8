// The tus side of an assembly (@tus/server), as @uppy/transloadit sends files: each file is created
// with the assembly's URL in its metadata (assembly_url), patched, and on its last byte moved into the
// file store and recorded. When the assembly's last expected file is in, the upload goes to the
// document pipeline, in the transaction that records that file.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { FileStore as TusFileStore } from "@tus/file-store";
import { Server as TusServer, type Upload } from "@tus/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "@/server/db/database.js";
import { fileKey, type FileStore } from "../file-store.js";
import type { ManualUploadRow } from "../uploads-repository.js";
import { uploadStateNow } from "../upload-state.js";
import { tusPath, tusUploadUrl, type ProcessorUrls } from "./assembly-status.js";
import { failUpload, filesOf, insertFiles, lockUpload, startProcessing, touchUpload, uploadByAssembly } from "./assembly-repository.js";
import { sniffedContentType } from "./received-file.js";

export interface TusRouteOptions {
  db: Db;
  store: FileStore;
  urls: ProcessorUrls;
  // Where tus keeps files while they arrive.
  directory: string;
}

// @tus/server aborts a request with what a hook throws in this shape.
const refuse = (status_code: number, body: string) => ({ status_code, body });

function assemblyIdOf(url: string | null | undefined): string | undefined {
  const match = /\/assemblies\/([0-9a-f]{32})\/?$/.exec(url ?? "");
  return match?.[1];
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash("md5");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

function acceptingFiles(upload: ManualUploadRow | undefined): upload is ManualUploadRow {
  return upload !== undefined && uploadStateNow(upload, Date.now()).state === "uploading";
}

export function registerTusRoute(app: FastifyInstance, options: TusRouteOptions): void {
  const { db, store, urls, directory } = options;
  // Records a finished tus file (moved into the store) in its assembly, under a lock on the upload row.
  async function finishUpload(upload: Upload) {
    const path = join(directory, upload.id);
    const assemblyId = assemblyIdOf(upload.metadata?.assembly_url);
    const found = assemblyId ? await uploadByAssembly(db, assemblyId) : undefined;
    if (!acceptingFiles(found)) {
      await rm(path, { force: true });
      throw refuse(409, "this assembly takes no more files (it is complete, failed or cancelled)");
    }
    const name = upload.metadata?.filename || upload.metadata?.name || "file";
    const declaredContentType = upload.metadata?.filetype || upload.metadata?.type || "";
    const [md5, sniffed] = await Promise.all([md5Of(path), sniffedContentType(path)]);
    const storageKey = fileKey(found.organizationId, found.id, upload.id);
    await store.keep(path, storageKey, { md5, sizeBytes: upload.size ?? 0 });
    await rm(`${path}.json`, { force: true });
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockUpload(tx, found.id);
      if (!acceptingFiles(locked)) return "closed" as const;
      const files = await filesOf(tx, found.id);
      const total = files.reduce((sum, file) => sum + file.sizeBytes, 0) + (upload.size ?? 0);
      if (total > locked.maxTotalSizeBytes) {
        await failUpload(tx, locked.id, {
          code: "MAX_SIZE_EXCEEDED",
          message: `the batch is larger than ${locked.maxTotalSizeBytes} bytes, the most one batch may be`,
        });
        return "too large" as const;
      }
      const file = {
        id: upload.id,
        name,
        declaredContentType,
        contentType: sniffed || "application/octet-stream",
        sizeBytes: upload.size ?? 0,
        md5,
        storageKey,
        viaTus: true,
      };
      await insertFiles(tx, locked, [file], files.length);
      if (files.length + 1 >= (locked.expectedFileCount ?? 0)) await startProcessing(tx, locked);
      else await touchUpload(tx, locked.id);
      return "kept" as const;
    });
    if (outcome !== "kept") {
      await store.remove(storageKey);
      throw refuse(
        outcome === "too large" ? 413 : 409,
        outcome === "too large" ? "the batch is larger than its instruction allows" : "this assembly takes no more files",
      );
    }
    return {};
  }

  const tus = new TusServer({
    path: tusPath,
    datastore: new TusFileStore({ directory }),
    // The tus id is the file's id in the upload.
    namingFunction: () => randomUUID(),
    generateUrl: (_request, { id }) => tusUploadUrl(urls, id),
    allowedHeaders: ["X-Request-ID", "Transloadit-Client"],
    async onUploadCreate(_request, upload) {
      const assemblyId = assemblyIdOf(upload.metadata?.assembly_url);
      if (!assemblyId) throw refuse(400, "Upload-Metadata must carry assembly_url: the assembly_ssl_url POST /assemblies answered");
      const assembly = await uploadByAssembly(db, assemblyId);
      if (!acceptingFiles(assembly)) throw refuse(409, "this assembly takes no more files (it is complete, failed or cancelled)");
      if (upload.size === undefined) throw refuse(400, "Upload-Length is required: a file's size must be known when it is created");
      if (upload.size > assembly.maxFileSizeBytes) {
        const message = `"${upload.metadata?.filename ?? "a file"}" is larger than ${assembly.maxFileSizeBytes} bytes, the most one file may be`;
        await failUpload(db, assembly.id, { code: "MAX_FILE_SIZE_EXCEEDED", message });
        throw refuse(413, message);
      }
      const files = await filesOf(db, assembly.id);
      if (files.length >= (assembly.expectedFileCount ?? 0)) throw refuse(400, "the assembly already has every file it expects (num_expected_upload_files)");
      return { metadata: upload.metadata ?? {} };
    },
    // A file whose recording fails for an unexpected reason fails its assembly: tus holds all its
    // bytes, so the sender's retry would count it as sent and the assembly would wait for it in vain.
    async onUploadFinish(_request, upload) {
      try {
        return await finishUpload(upload);
      } catch (error) {
        if (error && typeof error === "object" && "status_code" in error) throw error;
        const assemblyId = assemblyIdOf(upload.metadata?.assembly_url);
        const found = assemblyId ? await uploadByAssembly(db, assemblyId).catch(() => undefined) : undefined;
        if (found) {
          await failUpload(db, found.id, { code: "INTERNAL_ERROR", message: "the processor could not record a file; upload the batch again" }).catch(() => {});
        }
        throw error;
      }
    },
  });
  // tus reads the body itself.
  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));
  const handle = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    void tus.handle(request.raw, reply.raw);
  };
  app.all(tusPath, (request, reply) => handle(request, reply));
  app.all(`${tusPath}/*`, (request, reply) => handle(request, reply));
}
