// The document pipeline's accuracy on generated piles (issue 15's budget): each file of
// mixedPile(seed) read as the job reads it (text layer or OCR, MRZ, career reader:
// pipeline/document-facts-from-reading.ts), each field compared with the file's truth, clean files
// (a text layer, or an image without degradations) apart from degraded scans; then the pile grouped
// by person (pipeline/grouping.ts) against the truth's people. Also the time and CPU per file.
//
//   node --import tsx bench/document-accuracy.ts [--seeds 1,2] [--people 4] [--misses]
//
// --misses prints each wrong field with its file, what the truth says and what was read.
//
// Fields: name (family name words, accents aside), date of birth, nationality, passport number, and
// each sea-service record's rank, vessel type and sign-on / sign-off (date and precision), each
// certificate's code. A record counts as found when a read record has the same rank and sign-on month (of
// two such, the one with the same sign-on date and precision).
import { parseArgs } from "node:util";
import { fileTypeFromBuffer } from "file-type";
import { readDocumentText } from "@/server/uploads/extraction/career/read-document-text.js";
import { DocumentUnreadable } from "@/server/uploads/extraction/document-unreadable.js";
import { readMrz } from "@/server/uploads/extraction/mrz/read-mrz.js";
import { createDocumentEngine } from "@/server/uploads/extraction/document-engine.js";
import { readFileText } from "@/server/uploads/extraction/read-file-text.js";
import { documentFactsFromReading, type MrzOnPage } from "@/server/uploads/pipeline/document-facts-from-reading.js";
import type { DocumentFacts } from "@/server/uploads/pipeline/document-facts.js";
import { groupByPerson } from "@/server/uploads/pipeline/grouping.js";
import { normalName } from "@/server/uploads/pipeline/person-keys.js";
import { mixedPile } from "@/server/uploads/test-documents/pile.js";
import type { FileTruth } from "@/server/uploads/test-documents/truth-types.js";

const { values } = parseArgs({
  options: { seeds: { type: "string", default: "1,2" }, people: { type: "string", default: "4" }, misses: { type: "boolean", default: false } },
});
const seeds = values.seeds!.split(",").map(Number);
const people = Number(values.people);

type Tally = Map<string, { right: number; total: number }>;
const tallies: Record<"clean" | "degraded", Tally> = { clean: new Map(), degraded: new Map() };
let current = "";
const count = (tally: Tally, field: string, right: boolean, expected?: unknown, read?: unknown) => {
  if (!right && values.misses) console.log(`  miss ${current}: ${field}: expected ${JSON.stringify(expected)}, read ${JSON.stringify(read)}`);
  const entry = tally.get(field) ?? { right: 0, total: 0 };
  entry.total++;
  if (right) entry.right++;
  tally.set(field, entry);
};
const month = (date: string | undefined) => date?.slice(0, 7);

function score(tally: Tally, truth: FileTruth, facts: DocumentFacts) {
  const identity = truth.fields.identity;
  if (identity) {
    const family = new Set(normalName(identity.surname).split(" "));
    const read = new Set(normalName(`${facts.identity.familyName ?? ""} ${facts.identity.givenNames ?? ""}`).split(" "));
    count(
      tally,
      "name",
      [...family].every((word) => read.has(word)),
      identity.surname,
      `${facts.identity.familyName ?? ""} / ${facts.identity.givenNames ?? ""}`,
    );
    count(tally, "date of birth", facts.identity.dateOfBirth === identity.dateOfBirth, identity.dateOfBirth, facts.identity.dateOfBirth);
    count(tally, "nationality", facts.identity.nationality === identity.nationality, identity.nationality, facts.identity.nationality);
  }
  const passport = truth.fields.documents?.find((document) => document.type === "passport");
  if (passport && (truth.kind === "passport" || truth.kind === "cv")) {
    count(
      tally,
      "passport number",
      (facts.identity.passportNumber ?? "").replace(/\W/g, "") === passport.number.replace(/\W/g, ""),
      passport.number,
      facts.identity.passportNumber,
    );
  }
  for (const record of truth.fields.seaService ?? []) {
    // Of the read records of that rank starting that month, the one starting on the same date at the
    // same precision first: a year-only "2023" and a "01-Jan-2023" are two records of the same month.
    const candidates = facts.seaService.filter(
      (read) => read.rankValues.includes(record.rank) && month(read.from.date) === month(record.from.value.padEnd(7, "-01")),
    );
    const found = candidates.find((read) => read.from.precision === record.from.precision && read.from.date.startsWith(record.from.value)) ?? candidates[0];
    const shown = found && { rank: found.rankValues, type: found.vesselType, from: found.from, to: found.to };
    const expected = { rank: record.rank, type: record.vesselType, from: record.from.value, to: record.to.value };
    count(
      tally,
      "sea service: rank",
      found !== undefined,
      expected,
      facts.seaService.map((read) => `${read.rankValues.join("/")} ${read.from.date}`),
    );
    count(tally, "sea service: vessel type", found?.vesselType === record.vesselType, expected, shown);
    count(
      tally,
      "sea service: sign-on",
      found !== undefined && found.from.precision === record.from.precision && found.from.date.startsWith(record.from.value),
      expected,
      shown,
    );
    const end = record.to;
    count(
      tally,
      "sea service: sign-off",
      found !== undefined && (end.precision === "open" ? found.to === undefined : found.to?.precision === end.precision && found.to.date.startsWith(end.value)),
      expected,
      shown,
    );
  }
  for (const certificate of truth.fields.certificates ?? []) {
    count(
      tally,
      "certificate",
      facts.certificates.some((read) => read.code === certificate.value),
      certificate.value,
      facts.certificates.map((read) => read.code),
    );
  }
}

const ocr = createDocumentEngine();
let grouped = 0;
let groupedRight = 0;
let files = 0;
const started = performance.now();
const cpu = process.cpuUsage();
for (const seed of seeds) {
  const pile = await mixedPile(seed, { people });
  const today = pile.truth.referenceDate;
  const read: { id: string; truth: FileTruth; facts: DocumentFacts }[] = [];
  for (const file of pile.files) {
    files++;
    current = `${seed}/${file.name} (${file.truth.kind}${file.truth.degradations.length ? `, ${file.truth.degradations.map((d) => d.kind).join("+")}` : ""})`;
    const type = (await fileTypeFromBuffer(file.bytes))?.mime ?? "";
    try {
      const pages = await readFileText(Buffer.from(file.bytes), type, ocr);
      let mrz: MrzOnPage | undefined;
      pages.forEach((page, index) => {
        const found = mrz ? undefined : readMrz((page.ocr?.map((line) => line.text) ?? page.lines).join("\n"), { today });
        if (found) mrz = { page: index, mrz: found };
      });
      const reading = readDocumentText(
        pages.map((page) => page.lines),
        { today },
      );
      const facts = documentFactsFromReading(reading, mrz, pages.length);
      const clean = file.truth.textLayer || file.truth.degradations.length === 0;
      score(tallies[clean ? "clean" : "degraded"], file.truth, facts);
      if (facts.kind !== "other") read.push({ id: file.name, truth: file.truth, facts });
    } catch (error) {
      if (!(error instanceof DocumentUnreadable)) throw error;
    }
  }
  // Grouping: every pair of readable files is together exactly when the truth says so.
  const { people: groups } = groupByPerson(read.map((entry) => ({ id: entry.id, identity: entry.facts.identity })));
  const groupOf = new Map(groups.flatMap((group, index) => group.map((id) => [id, index])));
  for (let i = 0; i < read.length; i++) {
    for (let j = i + 1; j < read.length; j++) {
      const same = read[i]!.truth.personId !== null && read[i]!.truth.personId === read[j]!.truth.personId;
      const together = groupOf.has(read[i]!.id) && groupOf.get(read[i]!.id) === groupOf.get(read[j]!.id);
      grouped++;
      if (same === together) groupedRight++;
    }
  }
  console.log(`seed ${seed}: ${pile.files.length} files of ${pile.truth.people.length} people; ${groups.length} people found`);
}
await ocr.close();
const used = process.cpuUsage(cpu);
console.log(
  `\n${files} files in ${((performance.now() - started) / 1000).toFixed(1)} s; this process's CPU ${((used.user + used.system) / 1e6).toFixed(1)} s (the OCR worker's included)`,
);
for (const [name, tally] of Object.entries(tallies)) {
  console.log(`\n${name}:`);
  for (const [field, { right, total }] of tally) console.log(`  ${field.padEnd(26)} ${right}/${total} ${((100 * right) / total).toFixed(1)} %`);
}
console.log(`\ngrouping: ${groupedRight}/${grouped} pairs of readable files right (${((100 * groupedRight) / grouped).toFixed(1)} %)`);
