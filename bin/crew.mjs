#!/usr/bin/env node
// `npx crew`: runs the TypeScript CLI (server/cli/main.ts) through tsx's loader, so a fresh clone
// needs no build step. Arguments and stdio pass straight through; the exit code comes back.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const tsxLoader = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs")).href;
const entry = fileURLToPath(new URL("../server/cli/main.ts", import.meta.url));

const child = spawn(process.execPath, ["--import", tsxLoader, entry, ...process.argv.slice(2)], { stdio: "inherit" });

// Ctrl-C reaches the whole process group, the CLI included: wait for it to close its database and exit.
process.on("SIGINT", () => {});
// A signal sent to this launcher alone is passed on.
for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));

child.on("error", (error) => {
  console.error(`crew: cannot start node: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
});
