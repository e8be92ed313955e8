import { expect, test, type Page } from "@playwright/test";
import { rpc } from "@/e2e/rpc.js";
import { demoIds, expectNoAxeViolations, settled, signIn, signOut } from "@/e2e/support.js";

// The demo posting with the most applications (asked of the real service, as the generator decides).
async function busiestPostingId(page: Page): Promise<string> {
  const { items } = await rpc<{ items: { id: string; nrOfApplications: string }[] }>(page, "rpc.v1.OrganizationService/SearchJobPostings", {
    organizationId: demoIds().organizationId,
    perPage: 100,
  });
  const busiest = items.reduce((best, item) => (Number(item.nrOfApplications) > Number(best.nrOfApplications) ? item : best));
  if (Number(busiest.nrOfApplications) < 20) throw new Error(`the demo's busiest posting has only ${busiest.nrOfApplications} applications`);
  return busiest.id;
}

// The row the keyboard selected is on screen: inside the window and below the sticky header.
async function expectSelectedRowInView(page: Page) {
  const link = page.locator(":focus");
  await expect(link).toBeInViewport({ ratio: 1 });
  const row = await link.boundingBox();
  const header = await page.locator("header").first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(row && header, "the selected row and the header are laid out").toBeTruthy();
  expect(row!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(row!.y + row!.height).toBeLessThanOrEqual(height);
}

test("a posting's applications: j keeps the selected row in view, in a tall window and in a short one", async ({ page }) => {
  const postingId = await busiestPostingId(page);
  for (const viewport of [
    { width: 1366, height: 860 },
    { width: 820, height: 600 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page, `/postings/${postingId}`);
    const list = page.getByRole("list", { name: "Applications" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await settled(page);
    for (let press = 1; press <= 15; press++) await page.keyboard.press("j");
    await expect(list.locator('[aria-posinset="15"] a').first()).toBeFocused();
    await expectSelectedRowInView(page);
    // And back up: k brings earlier rows back into view, clear of the sticky header.
    for (let press = 1; press <= 14; press++) await page.keyboard.press("k");
    await expect(list.locator('[aria-posinset="1"] a').first()).toBeFocused();
    await expectSelectedRowInView(page);
    await signOut(page);
  }
});

test("a posting's applications: sorted oldest first on request, stage badges and counts accessible", async ({ page }) => {
  const postingId = await busiestPostingId(page);
  await signIn(page, `/postings/${postingId}`);
  const list = page.getByRole("list", { name: "Applications" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of the posting's \d+: archived ones hidden\.$/)).toBeVisible();
  const newest = await list.getByRole("listitem").first().getByRole("link").textContent();
  await page.getByRole("button", { name: "Applied newest first" }).click();
  await expect(page).toHaveURL(/order=oldest/);
  await expect(page.getByRole("button", { name: "Applied oldest first" })).toBeVisible();
  await expect(list.getByRole("listitem").first().getByRole("link")).not.toHaveText(newest ?? "");
  // Each row's first time is when the application was made (a later one says when it was sent again).
  const times = await list.getByRole("listitem").evaluateAll((rows) => rows.map((row) => row.querySelector("time")?.getAttribute("datetime") ?? ""));
  expect(times.length).toBeGreaterThan(1);
  expect([...times].sort()).toEqual(times);
  await settled(page);
  await expectNoAxeViolations(page);
  await signOut(page);
});
