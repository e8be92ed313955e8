import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

// The service is up (Playwright starts the webServer first): make a key for the first demo
// organization on the same data directory, and note the demo's record ids.
export default function globalSetup() {
  const dataDir = process.env.CREW_E2E_DATA_DIR;
  if (!dataDir) throw new Error("CREW_E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const env = { ...process.env, DATA_DIR: dataDir };
  const key = execFileSync(process.execPath, ["bin/crew.mjs", "keys", "create", "--org", "demo"], { env, encoding: "utf8" }).trim();
  writeFileSync(join(dataDir, "e2e-key.txt"), key);
  try {
    const demoIds = execFileSync(process.execPath, ["bin/crew.mjs", "demo", "ids"], { env, encoding: "utf8" });
    writeFileSync(join(dataDir, "e2e-demo-ids.json"), demoIds);
  } catch {
    writeFileSync(join(dataDir, "e2e-demo-ids.json"), '{"organizations":[]}');
  }
}
