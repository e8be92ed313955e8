import { expect, test } from "@playwright/test";
import { demoIds, expectNoAxeViolations, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

test("job posting: details, applications by stage, the way into a candidate", async ({ page }) => {
  await signIn(page, "/postings");
  // The posting with the most applications on the first page.
  const table = page.getByRole("table", { name: "Job postings" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const counts = await table.locator("tbody tr td:nth-child(6)").allTextContents();
  const busiest = counts.map(Number).reduce((best, count, index, all) => (count > (all[best] ?? 0) ? index : best), 0);
  await table.locator("tbody tr").nth(busiest).getByRole("link").first().click();

  await expect(page).toHaveURL(/\/postings\/[0-9a-f-]{36}$/);
  const list = page.getByRole("list", { name: "Applications" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Applications \(\d+\)$/ })).toBeVisible();
  const stages = page.getByRole("group", { name: "Pipeline stage" });
  await expect(stages.getByRole("button")).not.toHaveCount(1);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "20-job-posting");

  // A stage filter, kept in the URL.
  const stage = stages.getByRole("button").nth(1);
  await stage.click();
  await expect(page).toHaveURL(/stage=/);
  await expect(stage).toHaveAttribute("aria-pressed", "true");
  await stages.getByRole("button", { name: "All stages" }).click();

  await page.getByLabel("Show").selectOption("all");
  await expect(page).toHaveURL(/archived=all/);
  // The address changes first; the list of every application follows in a transition, and the select
  // shows "all" once it has rendered. Keys pressed before would move through the list of before.
  await expect(page.getByLabel("Show")).toHaveValue("all");
  await expect(list.getByRole("listitem").first()).toBeVisible();

  await page.keyboard.press("j");
  const first = list.getByRole("listitem").first().getByRole("link");
  await expect(first).toBeFocused();
  const name = (await first.textContent()) ?? "";
  await page.keyboard.press("Enter");
  // The candidate's address carries the list it came from, so its previous and next are that list's.
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}\?archived=all$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await signOut(page);
});

test("job posting: a direct visit reads the posting itself, not the search", async ({ page }) => {
  // However far down the search order the posting is, one read finds it.
  const ids = demoIds().jobPostingIds;
  const postingId = ids[ids.length - 1];
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/SearchJobPostings")) searches.push(request.url());
  });
  await signIn(page, `/postings/${postingId}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  await expect(page.getByText("Pipeline", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Applications \(\d+\)$/ })).toBeVisible();
  expect(searches).toEqual([]);
  await signOut(page);
});
