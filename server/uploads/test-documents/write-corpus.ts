// Writes a generated corpus: every file of a mixed pile and its truth.json.
//   node --import tsx server/uploads/test-documents/write-corpus.ts <dir> [--seed N] [--people N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { mixedPile } from "./pile.js";

const usage = "usage: write-corpus.ts <dir> [--seed N] [--people N]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seed: { type: "string", default: "1" }, people: { type: "string", default: "4" } },
});
const directory = positionals[0];
const seed = Number(values.seed);
const people = Number(values.people);
if (!directory || !Number.isInteger(seed) || !Number.isInteger(people) || people < 3) {
  console.error(usage);
  process.exit(2);
}

const started = performance.now();
const pile = await mixedPile(seed, { people });
const target = resolve(directory);
mkdirSync(target, { recursive: true });
for (const file of pile.files) writeFileSync(join(target, file.name), file.bytes);
writeFileSync(join(target, "truth.json"), `${JSON.stringify(pile.truth, null, 2)}\n`);

const bytes = pile.files.reduce((sum, file) => sum + file.bytes.length, 0);
console.log(
  `${pile.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) for ${pile.people.length} people in ${target}, ${Math.round(performance.now() - started)} ms`,
);
