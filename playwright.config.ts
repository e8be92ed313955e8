// End-to-end tests against the real service: `vite build`, then the service on a temporary data
// directory and a free port (it seeds the demo organizations on first start). The global setup makes
// an API key with the CLI on the same data directory.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "./e2e/chromium.js";

function freePort(): string {
  const script = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

// Workers load this file again: the values chosen by the main process reach them through the environment.
process.env.CREW_E2E_PORT ??= freePort();
if (!process.env.CREW_E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), "crew-e2e-"));
  process.env.CREW_E2E_DATA_DIR = created;
  // The run's data directory (the demo's database, about 600 MB) goes when the run ends, Playwright
  // having stopped the service by then: left behind, every `npm test` would add one to the temp folder.
  process.on("exit", () => rmSync(created, { recursive: true, force: true, maxRetries: 5 }));
}
// The upload processor listens beside the service, on a port of its own.
process.env.CREW_E2E_UPLOAD_PORT ??= freePort();
const port = process.env.CREW_E2E_PORT;
const uploadPort = process.env.CREW_E2E_UPLOAD_PORT;
const dataDir = process.env.CREW_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

// CHROME_PATH, Debian's Chromium, or the one inside @sparticuz/chromium (e2e/chromium.ts). Workers
// resolve it again: the unpacked copy is reused, so that costs them nothing.
const browser = await resolveChromium();
if (!process.env.CREW_E2E_BROWSER_LOGGED) {
  process.env.CREW_E2E_BROWSER_LOGGED = "1";
  console.log(`e2e browser: ${browser.executablePath} (${browser.source})`);
}
const launchOptions = { executablePath: browser.executablePath, args: chromiumArgs };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [{ name: "laptop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 860 }, launchOptions } }],
  // CREW_E2E_REUSE=1 runs against a service already started on CREW_E2E_PORT / CREW_E2E_DATA_DIR.
  webServer:
    process.env.CREW_E2E_REUSE === "1"
      ? undefined
      : {
          command: "npx vite build --logLevel warn && node --import tsx server/main.ts",
          url: `${baseURL}/`,
          timeout: 240_000,
          reuseExistingServer: false,
          // Stopped as Ctrl-C stops it, so that it closes its embedded database, which then removes its
          // socket's directory (Playwright's default, SIGKILL to the group, left it in the temp dir).
          gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
          stdout: "pipe",
          stderr: "pipe",
          // Request logs would flood the run's output; warnings and errors still show.
          env: {
            PORT: port,
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            PUBLIC_URL: baseURL,
            UPLOAD_PORT: uploadPort,
            UPLOAD_URL: `http://127.0.0.1:${uploadPort}`,
            LOG_LEVEL: "warn",
          },
        },
});
