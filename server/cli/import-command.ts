// `crew import FILE`: validate the whole file, then write it in one transaction (apply-import.ts).
import { readFileSync } from "node:fs";
import { CliError, usageError } from "./cli-error.js";
import { applyImport, describeSummary, ImportApplyError } from "./import/apply-import.js";
import { formatProblem, validateImportFile, type ImportProblem } from "./import/import-file-schema.js";
import type { CliIo } from "./io.js";
import { parseOptions } from "./parse-options.js";
import { importUsage } from "./usage.js";
import { withDatabase } from "./with-database.js";

export async function importCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, { "dry-run": { type: "boolean" } }, importUsage);
  if (values.help) {
    io.out(importUsage);
    return 0;
  }
  if (positionals.length !== 1) throw usageError("import needs exactly one file (or - for stdin)", importUsage);
  const file = positionals[0]!;
  const label = file === "-" ? "stdin" : file;

  let json: unknown;
  try {
    const source = readFileSync(file === "-" ? 0 : file, "utf8");
    json = JSON.parse(source);
  } catch (error) {
    throw new CliError(`cannot read ${label}: ${(error as Error).message}`);
  }
  const validated = validateImportFile(json);
  if (!validated.ok) {
    reportProblems(io, `${label}: ${count(validated.problems.length)}, nothing was written:`, validated.problems);
    return 1;
  }
  try {
    const summary = await withDatabase(io, (db) => applyImport(db, validated.file, { dryRun: values["dry-run"] }));
    io.err(`${label}: ${describeSummary(summary)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportApplyError)) throw error;
    reportProblems(io, `${label}: ${count(error.problems.length)}, the import was rolled back and nothing was written:`, error.problems);
    return 1;
  }
}

const count = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

function reportProblems(io: CliIo, heading: string, problems: ImportProblem[]) {
  io.err([heading, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n"));
}
