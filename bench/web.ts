// Web benchmark of the dashboard (`npm run bench:web`): builds it, starts the real service on a
// temporary data directory, makes a key, then
//  1. Lighthouse (desktop preset) on the job postings list and on a crew profile page: performance
//     and accessibility scores and the main metrics. Budget: performance >= 95, accessibility 100.
//  2. Long tasks while a list of 1,000 applications loads and is scrolled from top to bottom (the
//     service's answer is replaced by a generated one, as in e2e/large-list.spec.ts). Budget: none.
// The e2e suite's Chromium (CHROME_PATH, Debian's, or @sparticuz/chromium's: e2e/chromium.ts). Results on
// stdout and in bench/results/.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { DemoOrganizationIds } from "@/server/demo/demo-ids.js";
import { chromiumArgs, resolveChromium } from "@/e2e/chromium.js";
import { generatedApplications, generatedStageId } from "@/e2e/generated-applications.js";
import { crewOk, freePort, root } from "./service.js";

const { executablePath: chromePath } = await resolveChromium();
const chromeFlags = chromiumArgs;
const budget = { performance: 95, accessibility: 100 };
// The dashboard's own storage key (src/features/auth/credentials-store.ts); localStorage is the
// "remember me" choice, which survives the new tab Lighthouse opens.
const credentialsKey = "crew.credentials";
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);

const metricIds = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "Speed Index",
  interactive: "TTI",
} as const;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failing: string[];
}

export async function lighthouseRun(origin: string, path: string, apiKey: string): Promise<LighthouseRun> {
  // A fresh profile per run: nothing cached from the previous page.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [credentialsKey, JSON.stringify({ apiKey, baseUrl: origin })] as const);
    await page.close();
    await browser.close();

    const result = await lighthouse(
      `${origin}${path}`,
      { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"], disableStorageReset: true },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(Object.entries(metricIds).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? "?"]));
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${category.id}: ${audit!.id} (${audit!.score}) ${audit!.displayValue ?? ""}`.trim()),
    );
    return { performance: score("performance"), accessibility: score("accessibility"), metrics, failing };
  } finally {
    chrome.kill();
  }
}

// The median run by performance score (Lighthouse's own advice for noisy machines).
function median(results: LighthouseRun[]): LighthouseRun {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface LongTaskResult {
  duringLoad: number[];
  duringScroll: number[];
  duringJumps: number[];
  maxDomNodes: number;
}

export async function longTasks(origin: string, postingId: string, apiKey: string): Promise<LongTaskResult> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await context.addInitScript(
      ([key, value]) => {
        sessionStorage.setItem(key, value);
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
      },
      [credentialsKey, JSON.stringify({ apiKey, baseUrl: origin })] as const,
    );
    const body = JSON.stringify({
      items: generatedApplications(1000),
      paging: { nextCursor: "" },
      totalCount: "1000",
      stages: [{ id: generatedStageId, name: "New", position: 1, applicationCount: "1000" }],
    });
    await context.route("**/rpc/dashboard.v1.DashboardService/ListJobApplications", (route) => route.fulfill({ contentType: "application/json", body }));
    const page = await context.newPage();
    await page.goto(`${origin}/postings/${postingId}`);
    await page.getByRole("heading", { name: "Applications (1000)" }).waitFor();
    await page.getByRole("link", { name: "Candidate0 Test" }).waitFor();
    await page.waitForTimeout(500);
    const taken = (p: Page) => p.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
    const duringLoad = await taken(page);

    // Scroll the list from top to bottom with the mouse wheel, as a recruiter would.
    const list = page.getByRole("list", { name: "Applications" });
    const box = await list.boundingBox();
    if (!box) throw new Error("the list of applications is not visible");
    await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 200, 700));
    let maxDomNodes = 0;
    for (let step = 0; step < 400; step++) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(16);
      if (step % 20 === 0) maxDomNodes = Math.max(maxDomNodes, await page.evaluate(() => document.querySelectorAll("*").length));
      const atBottom = await list.evaluate((element) => {
        const scroller = element.parentElement!;
        return scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      });
      if (atBottom) break;
    }
    await page.getByRole("link", { name: "Candidate999 Test" }).waitFor();
    await page.waitForTimeout(500);
    maxDomNodes = Math.max(maxDomNodes, await page.evaluate(() => document.querySelectorAll("*").length));
    const duringScroll = await taken(page);

    // Jumps, as when the scrollbar is dragged: each renders a whole new window of rows at once.
    for (const fraction of [0, 0.25, 0.5, 0.75, 1, 0.1, 0.9]) {
      await list.evaluate((element, f) => {
        const scroller = element.parentElement!;
        scroller.scrollTop = f * (scroller.scrollHeight - scroller.clientHeight);
      }, fraction);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(300);
    const duringJumps = await taken(page);
    return { duringLoad, duringScroll, duringJumps, maxDomNodes };
  } finally {
    await browser.close();
  }
}

// server/main.ts (through bench/web-serve.ts) on its own data directory and a free port.
async function startService(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "bench/web-serve.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATABASE_URL: "", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output.join("")}`);
    if (Date.now() > deadline) throw new Error(`the service did not start:\n${output.join("")}`);
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const fmt = (durations: number[]) => (durations.length === 0 ? "none" : durations.map((d) => `${Math.round(d)} ms`).join(", "));

async function main() {
  console.error("building the dashboard (vite build)...");
  execFileSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "crew-bench-web-"));
  console.error(`starting the service on ${dataDir}...`);
  const service = await startService(dataDir);
  try {
    const apiKey = (await crewOk(dataDir, ["keys", "create", "--org", "demo"])).stdout.trim();
    const ids = (JSON.parse((await crewOk(dataDir, ["demo", "ids"])).stdout) as { organizations: DemoOrganizationIds[] }).organizations[0];
    if (!ids) throw new Error("no demo organization");
    const pages = [
      { name: "Job postings", path: "/postings" },
      { name: "Crew profile", path: `/applications/${ids.jobApplicationIds[0]}` },
    ];
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
    console.log(
      `# Web benchmark\n\nChromium: ${execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()}; load average before: ${load}\n`,
    );
    console.log(`## Lighthouse ${lighthouseVersion()} (desktop preset), median of ${runs} runs by performance\n`);
    console.log("| page | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index | TTI | all performance scores |");
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    const lighthouseResults: Record<string, LighthouseRun & { performanceRuns: number[] }> = {};
    const problems: string[] = [];
    for (const { name, path } of pages) {
      const results: LighthouseRun[] = [];
      for (let run = 0; run < runs; run++) results.push(await lighthouseRun(service.url, path, apiKey));
      const m = median(results);
      lighthouseResults[name] = { ...m, performanceRuns: results.map((r) => r.performance) };
      const metric = (label: string) => m.metrics[label] ?? "?";
      console.log(
        `| ${name} | ${m.performance} | ${m.accessibility} | ${metric("FCP")} | ${metric("LCP")} | ${metric("TBT")} | ${metric("CLS")} | ${metric("Speed Index")} | ${metric("TTI")} | ${results.map((r) => r.performance).join(", ")} |`,
      );
      if (m.performance < budget.performance || m.accessibility < budget.accessibility)
        problems.push(`${name}: ${m.failing.join("; ") || "(no single failing audit)"}`);
    }
    console.log(
      problems.length === 0
        ? `\nWithin budget (performance >= ${budget.performance}, accessibility ${budget.accessibility}).`
        : `\nOver budget:\n${problems.map((p) => `- ${p}`).join("\n")}`,
    );

    console.log("\n## Long tasks (> 50 ms), 1,000 applications on one posting\n");
    const tasks = await longTasks(service.url, ids.jobPostingIds[0]!, apiKey);
    console.log(`- while the page loads and renders the list: ${tasks.duringLoad.length} (${fmt(tasks.duringLoad)})`);
    console.log(`- while scrolling it from top to bottom with the wheel: ${tasks.duringScroll.length} (${fmt(tasks.duringScroll)})`);
    console.log(`- while jumping through it (top, 25 %, 50 %, 75 %, bottom, 10 %, 90 %): ${tasks.duringJumps.length} (${fmt(tasks.duringJumps)})`);
    console.log(`- most DOM nodes seen while scrolling: ${tasks.maxDomNodes}`);

    mkdirSync(join(root, "bench", "results"), { recursive: true });
    const file = join(root, "bench", "results", `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ loadavg: loadavg(), lighthouse: lighthouseResults, longTasks: tasks }, null, 2));
    console.log(
      `\nLoad average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} (numbers from a busy machine are not comparable with those from an idle one)`,
    );
    console.error(`written ${file}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  return execFileSync(process.execPath, ["-p", "require('lighthouse/package.json').version"], { cwd: root, encoding: "utf8" }).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
