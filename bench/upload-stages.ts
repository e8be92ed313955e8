// Where an upload's time goes, stage by stage (issue 15): the files of one generated pile read in this
// process as the upload job reads them (pipeline/read-document-facts.ts: extraction/read-file-text.ts's
// readDocument for the PDF's text layer, the page drawn for OCR, the image made ready for OCR and the
// thumbnail; OCR with the service's page reader, extraction/ocr/read-page-image.mjs; the MRZ; the
// career reader; a passport's face crop), then grouped by person, each stage timed: wall, and this
// process's CPU. OCR runs in this process rather than in the service's worker thread, so that
// onnxruntime's detection and recognition can be timed apart (its session's run is wrapped) from the
// reader's own JavaScript (text regions, line crops, decoding). The database writes and the match
// recomputes are not here: bench/upload-batch.ts measures them against the service.
//
//   node --import tsx bench/upload-stages.ts [--seed 1] [--people 4]
//   BENCH_ONNX_OPTIONS='{"enableCpuMemArena":false}' node --import tsx bench/upload-stages.ts
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { fileTypeFromBuffer } from "file-type";
import { readDocumentText } from "@/server/uploads/extraction/career/read-document-text.js";
import { DocumentUnreadable } from "@/server/uploads/extraction/document-unreadable.js";
import { cropFace } from "@/server/uploads/extraction/face-crop.js";
import type { MrzReading } from "@/server/uploads/extraction/mrz/mrz-reading.js";
import { readMrz } from "@/server/uploads/extraction/mrz/read-mrz.js";
import type { DocumentEngine } from "@/server/uploads/extraction/document-engine.js";
import { createPageReader } from "@/server/uploads/extraction/ocr/read-page-image.mjs";
import { readDocument, type PageText } from "@/server/uploads/extraction/read-file-text.js";
import { documentFactsFromReading, type MrzOnPage } from "@/server/uploads/pipeline/document-facts-from-reading.js";
import type { DocumentFacts } from "@/server/uploads/pipeline/document-facts.js";
import { groupByPerson } from "@/server/uploads/pipeline/grouping.js";
import { normalName } from "@/server/uploads/pipeline/person-keys.js";
import { mixedPile } from "@/server/uploads/test-documents/pile.js";
import type { FileTruth } from "@/server/uploads/test-documents/truth-types.js";
import { PdfUnreadable, readPdfPages } from "@/server/uploads/extraction/pdf-pages.mjs";

const { values } = parseArgs({ options: { seed: { type: "string", default: "1" }, people: { type: "string", default: "4" } } });
const seed = Number(values.seed);
const people = Number(values.people);

// ---- timing -----------------------------------------------------------------------------------------

interface Tally {
  wallMs: number;
  cpuMs: number;
  count: number;
}
const stages = new Map<string, Tally>();
const cpuNow = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const add = (stage: string, wallMs: number, cpuMs: number) => {
  const tally = stages.get(stage) ?? { wallMs: 0, cpuMs: 0, count: 0 };
  tally.wallMs += wallMs;
  tally.cpuMs += cpuMs;
  tally.count++;
  stages.set(stage, tally);
};
async function timed<T>(stage: string, work: () => Promise<T> | T): Promise<T> {
  const wall = performance.now();
  const cpu = cpuNow();
  try {
    return await work();
  } finally {
    add(stage, performance.now() - wall, cpuNow() - cpu);
  }
}

const DETECTION = "OCR: detection inference (onnxruntime)";
const RECOGNITION = "OCR: recognition inference (onnxruntime)";
const OCR = "OCR: whole page read";
const READ = "readDocument: whole (text layer, page drawing, image prep, thumbnail, and OCR)";

// onnxruntime's inference, timed by model: the recogniser's input is one line 48 pixels high, the
// detector's a whole page. onnxruntime-node is CommonJS: the reader's sessions are of that module's class.
interface Session {
  run(feeds: Record<string, { dims: readonly number[] }>, ...rest: unknown[]): Promise<unknown>;
}
const { InferenceSession } = createRequire(import.meta.url)("onnxruntime-node") as {
  InferenceSession: { prototype: Session; create(path: string, options?: Record<string, unknown>): Promise<Session> };
};
// BENCH_ONNX_OPTIONS: session options merged over the reader's own (read-page-image.mjs), as JSON, to
// price a change before it is made, e.g. '{"enableCpuMemArena":false}'.
// BENCH_ONNX_DETECTOR_OPTIONS: the same, for the detector's session alone.
const onnxOverrides = JSON.parse(process.env.BENCH_ONNX_OPTIONS ?? "{}") as Record<string, unknown>;
const detectorOverrides = JSON.parse(process.env.BENCH_ONNX_DETECTOR_OPTIONS ?? "{}") as Record<string, unknown>;
const create = InferenceSession.create.bind(InferenceSession);
InferenceSession.create = (path, options) => create(path, { ...options, ...onnxOverrides, ...(path.includes("_det_") ? detectorOverrides : {}) });
const run = InferenceSession.prototype.run;
InferenceSession.prototype.run = function (this: Session, feeds, ...rest) {
  const dims = Object.values(feeds)[0]?.dims ?? [];
  return timed(dims[2] === 48 ? RECOGNITION : DETECTION, () => run.call(this, feeds, ...rest));
};

let peakRss = 0;
let atPeak: NodeJS.MemoryUsage | undefined;
const noteRss = () => {
  const usage = process.memoryUsage();
  if (usage.rss > peakRss) [peakRss, atPeak] = [usage.rss, usage];
};

// ---- fields read right, against the truth (as bench/document-accuracy.ts counts them) -----------------

const right = new Map<string, { right: number; total: number }>();
const count = (field: string, ok: boolean) => {
  const entry = right.get(field) ?? { right: 0, total: 0 };
  entry.total++;
  if (ok) entry.right++;
  right.set(field, entry);
};

function score(truth: FileTruth, facts: DocumentFacts) {
  const identity = truth.fields.identity;
  if (identity) {
    const family = normalName(identity.surname).split(" ");
    const read = new Set(normalName(`${facts.identity.familyName ?? ""} ${facts.identity.givenNames ?? ""}`).split(" "));
    count(
      "name",
      family.every((word) => read.has(word)),
    );
    count("date of birth", facts.identity.dateOfBirth === identity.dateOfBirth);
    count("nationality", facts.identity.nationality === identity.nationality);
  }
  const passport = truth.fields.documents?.find((document) => document.type === "passport");
  if (passport && (truth.kind === "passport" || truth.kind === "cv")) {
    count("passport number", (facts.identity.passportNumber ?? "").replace(/\W/g, "") === passport.number.replace(/\W/g, ""));
  }
  for (const record of truth.fields.seaService ?? []) {
    count(
      "sea-service record (rank and sign-on month)",
      facts.seaService.some((read) => read.rankValues.includes(record.rank) && read.from.date.slice(0, 7) === record.from.value.padEnd(7, "-01").slice(0, 7)),
    );
  }
  for (const certificate of truth.fields.certificates ?? []) {
    count(
      "certificate",
      facts.certificates.some((read) => read.code === certificate.value),
    );
  }
}

// ---- main -----------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const pile = await mixedPile(seed, { people });
const today = pile.truth.referenceDate;
const rssAtStart = process.memoryUsage.rss();
const loadStarted = performance.now();
const readPage = await createPageReader();
const loadSeconds = (performance.now() - loadStarted) / 1000;
const engine: DocumentEngine = {
  ocr: (path) => timed(OCR, async () => (await readPage(path)).lines),
  // In this thread, so that the stage is timed on its own (the service runs it in its document worker).
  // pdf.js takes a plain Uint8Array, as the worker's message gives it, never a Buffer.
  // An encrypted or damaged PDF fails as the engine fails it.
  readPdf: (bytes, options) =>
    timed("PDF text layer and pages drawn for OCR (pdf.js)", () =>
      readPdfPages(new Uint8Array(bytes), options).catch((error: unknown) => {
        throw error instanceof PdfUnreadable ? new DocumentUnreadable(error.reason, error.message) : error;
      }),
    ),
  close: async () => {},
};
console.log(
  `pile: seed ${seed}, ${people} people, ${pile.files.length} files; onnxruntime options over the reader's: ${JSON.stringify(onnxOverrides)}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      " ",
    )}; RSS ${Math.round(rssAtStart / 2 ** 20)} MB at start, ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB with the models loaded (in ${fmt(loadSeconds)} s)`,
);
stages.clear();
// The kernel's peak (VmHWM) starts again from here (Linux: clear_refs 5).
try {
  writeFileSync("/proc/self/clear_refs", "5");
} catch {
  // not Linux
}
const sampler = setInterval(noteRss, 100);
const perFile: { name: string; medium: string; cpuMs: number; wallMs: number; hwmMb: number }[] = [];
// The kernel's peak resident memory of this process so far, in MB.
const vmHwmMb = () => Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) / 1024);
const read: { id: string; facts: DocumentFacts }[] = [];
const allWall = performance.now();
const allCpu = cpuNow();
for (const file of pile.files) {
  const wall = performance.now();
  const cpu = cpuNow();
  const bytes = Buffer.from(file.bytes);
  const type = (await timed("file type sniffed (file-type)", () => fileTypeFromBuffer(bytes)))?.mime ?? "";
  try {
    // As pipeline/read-document-facts.ts.
    const mrzOfPage = new Map<PageText, MrzReading | undefined>();
    const mrzOf = (page: PageText) => {
      if (!mrzOfPage.has(page)) {
        const text = (page.ocr?.map((line) => line.text) ?? page.lines).join("\n");
        const wallMrz = performance.now();
        const cpuMrz = cpuNow();
        mrzOfPage.set(page, readMrz(text, { today }));
        add("MRZ", performance.now() - wallMrz, cpuNow() - cpuMrz);
      }
      return mrzOfPage.get(page);
    };
    const { pages } = await timed(READ, () => readDocument(bytes, type, engine, { thumbnail: true, keepPageImage: (page) => mrzOf(page)?.format === "TD3" }));
    let mrz: MrzOnPage | undefined;
    pages.forEach((page, index) => {
      const found = mrz ? undefined : mrzOf(page);
      if (found) mrz = { page: index, mrz: found };
    });
    const facts = await timed("career reader (sections, sea service, certificates, identity)", () =>
      documentFactsFromReading(
        readDocumentText(
          pages.map((page) => page.lines),
          { today },
        ),
        mrz,
        pages.length,
      ),
    );
    const photoPage = mrz ? pages[mrz.page] : undefined;
    if (mrz && facts.kind === "passport" && photoPage?.image && photoPage.ocr) {
      await timed("passport face crop", () => cropFace(photoPage.image!, photoPage.ocr!).catch(() => undefined));
    }
    noteRss();
    if (file.truth.personId !== null) score(file.truth, facts);
    if (facts.kind !== "other") read.push({ id: file.name, facts });
  } catch (error) {
    if (!(error instanceof DocumentUnreadable)) throw error;
  }
  const medium =
    file.truth.personId === null
      ? `trap (${file.truth.noPersonReason})`
      : file.truth.textLayer
        ? "text PDF"
        : file.truth.degradations.length
          ? "degraded scan"
          : "clean image";
  perFile.push({ name: file.name, medium: `${file.truth.kind}, ${medium}`, cpuMs: cpuNow() - cpu, wallMs: performance.now() - wall, hwmMb: vmHwmMb() });
}
await timed("grouping by person", () => groupByPerson(read.map(({ id, facts }) => ({ id, identity: facts.identity }))));
clearInterval(sampler);
const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
const totalWall = performance.now() - allWall;
const totalCpu = cpuNow() - allCpu;

// What is left of the OCR once its inference is taken out, and of readDocument once its OCR is.
const tallyOf = (name: string) => stages.get(name) ?? { wallMs: 0, cpuMs: 0, count: 0 };
const minus = (a: Tally, ...others: Tally[]): Tally => ({
  wallMs: a.wallMs - others.reduce((sum, o) => sum + o.wallMs, 0),
  cpuMs: a.cpuMs - others.reduce((sum, o) => sum + o.cpuMs, 0),
  count: a.count,
});
stages.set(
  "OCR: the reader's JavaScript (pixels to tensors, text regions, line crops, decoding)",
  minus(tallyOf(OCR), tallyOf(DETECTION), tallyOf(RECOGNITION)),
);
stages.set("readDocument without OCR (PDF text layer, page drawing, image prep with sharp, thumbnail)", minus(tallyOf(READ), tallyOf(OCR)));

console.log(
  `\n${pile.files.length} files in ${fmt(totalWall / 1000)} s, ${fmt(totalCpu / 1000)} s of CPU (this process, every thread); peak RSS ${Math.round(peakRss / 2 ** 20)} MB (V8 heap ${Math.round((atPeak?.heapUsed ?? 0) / 2 ** 20)} MB, external ${Math.round((atPeak?.external ?? 0) / 2 ** 20)} MB), VmHWM ${hwm ? Math.round(Number(hwm) / 1024) : "–"} MB\n`,
);
console.log("| stage | calls | wall s | CPU s | CPU share |\n|---|---:|---:|---:|---:|");
for (const [name, tally] of [...stages].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`| ${name} | ${tally.count} | ${fmt(tally.wallMs / 1000, 2)} | ${fmt(tally.cpuMs / 1000, 2)} | ${fmt((100 * tally.cpuMs) / totalCpu, 0)} % |`);
}
// In the order read, with the process's peak resident memory after each (VmHWM): which files raise it.
console.log("\n| file | kind | wall s | CPU s | VmHWM after, MB |\n|---|---|---:|---:|---:|");
for (const file of perFile) {
  console.log(`| ${file.name} | ${file.medium} | ${fmt(file.wallMs / 1000, 2)} | ${fmt(file.cpuMs / 1000, 2)} | ${file.hwmMb} |`);
}
console.log("\n| field | right |\n|---|---:|");
for (const [field, tally] of right) console.log(`| ${field} | ${tally.right}/${tally.total} |`);
