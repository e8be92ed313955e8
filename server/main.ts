// `npm start`: the database (embedded unless DATABASE_URL is set), the demo organizations on first
// start, then the API and the dashboard on one origin.
import { join } from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { build } from "./app.js";
import { readConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { startEmbeddedAutovacuum } from "./db/embedded/autovacuum.js";
import { ensureDemo } from "./demo/ensure-demo.js";
import { fileLinkSecretFileName, loadOrCreateFileLinkSecret } from "./files/file-link-secret.js";
import { createFileLinks } from "./files/file-link-signature.js";
import { countRequestsInFlight } from "./jobs/background-pace.js";
import { jobHandlers } from "./jobs/job-handlers.js";
import { startJobWorkers } from "./jobs/job-workers.js";
import { startMatchMaintenance } from "./matching/match-maintenance.js";
import { startMatchingThread } from "./matching/matching-thread.js";
import { logLevelFrom } from "./request-log/log-level.js";
import { createDocumentEngine } from "./uploads/extraction/document-engine.js";
import { diskFileStore, incomingDirectoryIn } from "./uploads/file-store.js";
import { buildProcessor, tusDirectoryIn } from "./uploads/processor/build-processor.js";
import { readUploadConfig } from "./uploads/upload-config.js";
import { uploadSettingsFrom } from "./uploads/upload-settings.js";

// The worker threads' young generations (the document worker's, the matching thread's). npm start's
// 64 MB semi-spaces are for this thread's many short-lived answers (README "Memory"), and V8 applies
// the command line's semi-space flags to every isolate the process makes, over a worker's own
// resourceLimits: each worker's young generation grew to 128 MB. This thread's heap is configured by
// now, so the flags changed here reach only the isolates made after it (bench/README.md "The worker
// threads' young generations").
v8.setFlagsFromString("--max-semi-space-size=8");
v8.setFlagsFromString("--min-semi-space-size=1");

const startedAt = Date.now();
const config = readConfig();
const uploadConfig = readUploadConfig(process.env, config.dataDir);
const logLevel = logLevelFrom(process.env.LOG_LEVEL);
// A bucket when UPLOAD_S3_BUCKET is set (files wait in the storage directory until sent there),
// checked before the database starts so that a wrong setting stops nothing half-started. The S3 SDK
// is loaded only then: it adds 150 ms to every start.
const fileStore = uploadConfig.s3
  ? await (await import("./uploads/open-s3-file-store.js")).openS3FileStore(uploadConfig.s3, incomingDirectoryIn(uploadConfig.storageDir))
  : diskFileStore(uploadConfig.storageDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await ensureDemo(database);
// Seeding the demo leaves some 165 MB of dead objects on this thread's heap, which V8 collects only
// when the heap next grows that much: the first upload batch after a first start then peaked 120–130
// MiB higher than the next, the garbage and the batch's reading held at once (issue 15's memory
// budget; bench/README.md "The seed's garbage"). One full collection now gives it back. V8 offers it
// only through --expose-gc, and installs the gc function only in the contexts made after that flag.
if (seeded) {
  v8.setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
const fileLinks = createFileLinks({
  secret: config.fileLinkSecret ?? loadOrCreateFileLinkSecret(config.dataDir),
  ttlSeconds: config.fileLinkTtlSeconds,
  publicUrl: config.publicUrl,
});
const uploads = uploadSettingsFrom(uploadConfig, fileLinks.tokenSignature);
const app = await build({ db: database.db, fileLinks, uploads, fileStore, logger: { level: logLevel } });
// Background work yields to requests in flight (jobs/background-pace.ts).
countRequestsInFlight(app);
await app.listen({ port: config.port, host: config.host });
// The upload processor, at its own address: files go there, never through the service.
const processor = await buildProcessor({
  db: database.db,
  store: fileStore,
  publicUrl: uploadConfig.processorUrl,
  auth: { key: uploads.authKey, secret: uploads.authSecret },
  limits: uploadConfig.limits,
  tusDirectory: tusDirectoryIn(uploadConfig.storageDir),
});
await processor.listen({ port: uploadConfig.processorPort, host: uploadConfig.processorHost });
// The job queue's worker, in this process beside the API (ARCHITECTURE.md, "Job queue").
// OCR and PDF reading run in the document worker, a thread of its own (uploads/extraction/document-engine.ts),
// started by the first document.
// The match jobs run in the matching thread, with the prepared candidates (matching/matching-thread.ts).
const ocr = createDocumentEngine();
const matching = startMatchingThread(database);
const handlers = jobHandlers({ db: database.db, store: fileStore, ocr, matching, wakeWorkers: () => jobWorker.wake() });
const jobWorker = startJobWorkers({ db: database.db, handlers, log: app.log });
// Posting recomputes find their organization's candidates prepared (matching/prepared-candidates-warmup.ts).
let closing = false;
matching.warm().then(
  (done) =>
    app.log.info(`prepared the match candidates of ${done.organizations} organizations (${done.profiles} crew profiles) in ${done.seconds.toFixed(1)} s`),
  (error: unknown) => {
    if (!closing) app.log.warn(`preparing the match candidates failed: ${error instanceof Error ? error.message : String(error)}`);
  },
);
const matchMaintenance = startMatchMaintenance({ db: database.db, onQueued: () => jobWorker.wake(), log: app.log });
// PGlite runs no autovacuum of its own (db/embedded/autovacuum.ts); a PostgreSQL server does.
const autovacuum = database.embedded ? startEmbeddedAutovacuum({ db: database.db, log: app.log }) : undefined;

const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`Crew is running at ${config.publicUrl} (ready in ${seconds} s${seeded ? ", demo organizations seeded" : ""})`);
console.log(`Database: ${database.embedded ? `embedded PGlite in ${config.dataDir}` : "DATABASE_URL"}`);
const keptIn = uploadConfig.s3
  ? `bucket ${uploadConfig.s3.bucket}${uploadConfig.s3.endpoint ? ` at ${uploadConfig.s3.endpoint}` : ""}`
  : uploadConfig.storageDir;
console.log(`Upload processor: ${uploadConfig.processorUrl} (files kept in ${keptIn})`);
console.log(
  `File links: open for ${config.fileLinkTtlSeconds} s, signed with ${config.fileLinkSecret ? "FILE_LINK_SECRET" : `the key in ${join(config.dataDir, fileLinkSecretFileName)}`}`,
);
console.log("Make an API key to sign in with:  npx crew keys create --org demo");

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  // The worker finishes (or gives up on) its running job before the database closes under it.
  matchMaintenance.stop();
  await Promise.all([app.close(), processor.close(), jobWorker.stop(), autovacuum?.stop()]);
  await matching.close();
  await Promise.all([database.close(), ocr.close()]);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
