import { readFileSync } from "node:fs";
import type { DemoOrganizationIds } from "@/server/demo/demo-ids.js";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

function dataDir(): string {
  const dir = process.env.CREW_E2E_DATA_DIR;
  if (!dir) throw new Error("CREW_E2E_DATA_DIR is not set");
  return dir;
}

export function apiKey(): string {
  return readFileSync(join(dataDir(), "e2e-key.txt"), "utf8").trim();
}

// What `crew demo ids` prints for one organization.
export type DemoIds = DemoOrganizationIds;

export function demoIds(): DemoIds {
  const parsed = JSON.parse(readFileSync(join(dataDir(), "e2e-demo-ids.json"), "utf8")) as { organizations: DemoIds[] };
  const first = parsed.organizations[0];
  if (!first) throw new Error("the demo's ids are not available (`npx crew demo ids` failed)");
  return first;
}

export async function signIn(page: Page, path = "/postings") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeVisible();
  await page.getByLabel("API key").fill(apiKey());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeHidden();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("crew.credentials") ?? localStorage.getItem("crew.credentials"))).toBeNull();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

// Skeletons gone: the page has its data.
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// Nothing scrolls sideways: neither the page itself nor any box inside it (a table in an
// overflow-x container scrolls sideways too, without widening the page).
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth) {
        const name = element.getAttribute("aria-label") ?? element.querySelector("caption, [aria-label]")?.textContent ?? element.tagName.toLowerCase();
        found.push(`${name}: ${element.scrollWidth} px wide in ${element.clientWidth} px`);
      }
    }
    return found;
  });
  expect(overflow, `scrolls sideways at ${page.viewportSize()?.width} px`).toEqual([]);
}
