// The Chromium the e2e suite and the web benchmark drive, and the flags it needs on these machines
// (shared/notes/toolchain.md §8-9). Playwright cannot download a browser of its own here, so:
//   1. CHROME_PATH, when set: any Chromium the user points at;
//   2. Debian's /usr/bin/chromium, when installed;
//   3. otherwise the Chromium packed inside the npm package @sparticuz/chromium (a devDependency, so
//      `npm ci` brings it on any machine with nothing but Node). The first call unpacks it to /tmp
//      (about 2 s); later calls reuse the unpacked copy.
import { existsSync } from "node:fs";

export const debianChromium = "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Without these Chromium keeps trying to reach Google's hosts, which this network refuses.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface ResolvedChromium {
  executablePath: string;
  // Where it came from, for the logs of a run.
  source: "CHROME_PATH" | "debian" | "@sparticuz/chromium";
}

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  if (env.CHROME_PATH) {
    if (!existsSync(env.CHROME_PATH)) throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, which does not exist`);
    return { executablePath: env.CHROME_PATH, source: "CHROME_PATH" };
  }
  if (existsSync(debianChromium)) return { executablePath: debianChromium, source: "debian" };
  // Only @sparticuz/chromium's binary is used, not its `args`: those are made for serverless functions
  // (--single-process, --disable-web-security) and would hide CORS faults from the tests.
  const { default: packaged } = await import("@sparticuz/chromium");
  return { executablePath: await packaged.executablePath(), source: "@sparticuz/chromium" };
}
