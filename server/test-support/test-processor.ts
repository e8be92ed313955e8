// The upload processor, started in-process for a test beside startTestServer's service: on the test
// run's database, with a file store in a temporary folder, and the service's auth key and secret so
// that the service's instructions verify there. The service's instructions name its address.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { diskFileStore, type FileStore } from "@/server/uploads/file-store.js";
import { buildProcessor, tusDirectoryIn } from "@/server/uploads/processor/build-processor.js";
import type { UploadSettings } from "@/server/uploads/upload-settings.js";
import { startTestServer, type TestServer } from "./test-server.js";

export interface TestProcessor {
  url: string;
  app: FastifyInstance;
  store: FileStore;
  storageDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

// fileStore: the store to keep files in, made for the run's storage folder (where files arrive and tus
// keeps its own); by default the disk store in that folder.
export async function startUploadTestServers(
  options: { uploads?: Partial<Omit<UploadSettings, "processorUrl">>; fileStore?: (storageDir: string) => FileStore | Promise<FileStore> } = {},
): Promise<{ server: TestServer; processor: TestProcessor; close(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const storageDir = await mkdtemp(join(tmpdir(), "crew-uploads-"));
  const store = options.fileStore ? await options.fileStore(storageDir) : diskFileStore(storageDir);
  const server = await startTestServer({ uploads: { ...options.uploads, processorUrl: url }, fileStore: store });
  const app = await buildProcessor({
    db: server.db,
    store,
    publicUrl: url,
    auth: { key: server.uploads.authKey, secret: server.uploads.authSecret },
    limits: server.uploads.limits,
    tusDirectory: tusDirectoryIn(storageDir),
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    server,
    processor: { url, app, store, storageDir },
    async close() {
      await app.close();
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
