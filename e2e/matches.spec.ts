// Match review against the real service and the demo's matches (computed when the demo is seeded): a
// posting's matches best first with their breakdown, paging both ways and the back button, the
// eligible filter, three candidates picked with the keyboard and compared, and a candidate opened with
// their matching postings.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { rpc } from "@/e2e/rpc.js";
import { demoIds, expectNoAxeViolations, expectNoHorizontalScroll, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

interface MatchesAnswer {
  items: { crewProfileId: string; alreadyApplied?: boolean }[];
  totalCount: string;
}

// An open demo posting with more than a page of matches, some of them eligible and some applied
// (asked of the real service: which postings those are is the generator's and the engine's business).
async function postingWithMatches(page: Page): Promise<{ id: string; total: number }> {
  for (const jobPostingId of demoIds().jobPostingIds.slice(0, 80)) {
    const all = await rpc<MatchesAnswer>(page, "dashboard.v1.DashboardService/ListJobPostingMatches", { jobPostingId });
    if (Number(all.totalCount ?? 0) <= 25) continue;
    const eligible = await rpc<MatchesAnswer>(page, "dashboard.v1.DashboardService/ListJobPostingMatches", { jobPostingId, eligibleOnly: true });
    const applied = await rpc<MatchesAnswer>(page, "dashboard.v1.DashboardService/ListJobPostingMatches", {
      jobPostingId,
      applied: "MATCH_APPLICATION_FILTER_APPLIED",
    });
    if (Number(eligible.totalCount ?? 0) >= 3 && Number(applied.totalCount ?? 0) >= 1) return { id: jobPostingId, total: Number(all.totalCount) };
  }
  throw new Error("no demo posting among the first 80 has more than 25 matches with 3 eligible and 1 applied");
}

// The list's own rows (each row holds lists of its own).
function rows(page: Page): Locator {
  return page.getByRole("list", { name: "Matches" }).locator(":scope > li");
}

async function scores(page: Page): Promise<number[]> {
  const texts = await rows(page).locator("span[title^='Score ']").allTextContents();
  return texts.map((text) => Number(text.replace(/\D+/g, "")));
}

test("a posting's matches: best first with a breakdown, paged both ways, filtered, three compared, a candidate opened", async ({ page }) => {
  const posting = await postingWithMatches(page);
  const matchesPath = `/postings/${posting.id}/matches`;
  await signIn(page, `/postings/${posting.id}`);
  // The Matches tab, beside the applications.
  await page.getByRole("navigation", { name: "Posting views" }).getByRole("link", { name: "Matches" }).click();
  await expect(page).toHaveURL(new RegExp(`${matchesPath}$`));
  await expect(page.getByRole("heading", { name: `Matches (${posting.total.toLocaleString("en-US")})` })).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
  await expect(page.getByText(`1–25 of ${posting.total.toLocaleString("en-US")}`)).toBeVisible();
  await expect(page.getByText(/computed (just now|\d+ \w+ ago)/)).toBeVisible();

  // Best first, and each row explains its score.
  const firstPage = await scores(page);
  expect(firstPage).toHaveLength(25);
  expect([...firstPage].sort((a, b) => b - a)).toEqual(firstPage);
  const first = rows(page).first();
  await expect(first).toContainText(/Rank: (In rank|Possibly in rank|Similar rank|Not in rank|Any rank)/);
  await expect(first).toContainText(/Vessel type: (Same|Similar|Other|Any) vessel types?/);
  await expect(first).toContainText(/\d+ (of \d+ months|months \(none required\))/);
  await expect(first).toContainText(/\d+ confirmed/);
  await expect(first).toContainText(/(Eligible|Not eligible)/);
  await settled(page);
  await expectNoAxeViolations(page);

  // The next page, then back with Previous, then with the browser's back button.
  const firstName = await first.getByRole("link").first().textContent();
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/after=.+&page=2/);
  await expect(page.getByText(new RegExp(`^26–\\d+ of ${posting.total.toLocaleString("en-US")}$`))).toBeVisible();
  const secondPage = await scores(page);
  expect(secondPage[0]).toBeLessThanOrEqual(firstPage.at(-1)!);
  await page.getByRole("button", { name: "← Previous" }).click();
  await expect(page).toHaveURL(/before=/);
  await expect(page.getByText(`1–25 of ${posting.total.toLocaleString("en-US")}`)).toBeVisible();
  await expect(rows(page).first().getByRole("link").first()).toHaveText(firstName ?? "");
  await page.goBack();
  await expect(page).toHaveURL(/after=.+&page=2/);
  await expect(page.getByText(/^26–\d+ of /)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${matchesPath}$`));
  await expect(page.getByText(`1–25 of ${posting.total.toLocaleString("en-US")}`)).toBeVisible();

  // Eligible only: every row passed every hard check.
  // The box follows the address, which the click changes (a navigation, so not at once: click, not check).
  await page.getByRole("checkbox", { name: "Eligible only" }).click();
  await expect(page.getByRole("checkbox", { name: "Eligible only" })).toBeChecked();
  await expect(page).toHaveURL(/eligible=1/);
  await expect(rows(page).first()).toContainText("Eligible");
  await settled(page);
  await expect(page.getByRole("list", { name: "Matches" })).not.toContainText("Not eligible");
  expect(await rows(page).count()).toBeGreaterThanOrEqual(3);

  // Three picked with the keyboard (j moves, x picks), compared with c.
  for (let index = 0; index < 3; index++) {
    await page.keyboard.press("j");
    await page.keyboard.press("x");
  }
  await expect(page.getByText("3 of 4 picked for comparison")).toBeVisible();
  await expect(page).toHaveURL(/pick=[0-9a-f-]{36},[0-9a-f-]{36},[0-9a-f-]{36}/);
  const picked = await Promise.all([0, 1, 2].map((index) => rows(page).nth(index).getByRole("link").first().textContent()));
  await screenshot(page, "60-matches");
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/compare\?eligible=1&pick=/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare candidates" })).toBeVisible();
  const table = page.getByRole("table", { name: "The matches of 3 candidates side by side" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(picked.map((name) => new RegExp((name ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))));
  await expect(table.getByRole("rowheader", { name: /^Qualifying experience/ })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "61-compare");
  // Back to the list as it was: filtered, with the three still picked.
  await page.getByRole("link", { name: /^← Matches of / }).click();
  await expect(page).toHaveURL(/\/matches\?eligible=1&pick=/);
  await expect(page.getByText("3 of 4 picked for comparison")).toBeVisible();

  // A candidate who applied, opened with Enter: their page, its match panel and their matching postings.
  await page.goto(`${matchesPath}?applied=yes`);
  await expect(rows(page).first()).toContainText("Applied");
  await page.keyboard.press("j");
  await expect(rows(page).first().getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}/);
  await expect(page.getByRole("region", { name: "Match" })).toBeVisible();
  const postings = page.getByRole("region", { name: "Open postings that fit" });
  await expect(postings.getByRole("list", { name: "Matching postings" }).locator(":scope > li").first()).toBeVisible();
  const posted = postings.getByRole("link").first();
  await expect(posted).toHaveAttribute("href", /^\/postings\/[0-9a-f-]{36}$/);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "62-candidate-matching-postings");
  await posted.click();
  await expect(page).toHaveURL(/\/postings\/[0-9a-f-]{36}$/);
  await signOut(page);
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [1440, 820]) {
    test(`matches and the comparison at ${width} px, ${colorScheme}: nothing scrolls sideways`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      const posting = await postingWithMatches(page);
      await signIn(page, `/postings/${posting.id}/matches`);
      await expect(rows(page)).toHaveCount(25);
      await settled(page);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `63-matches-${width}-${colorScheme}`);
      const { items } = await rpc<MatchesAnswer>(page, "dashboard.v1.DashboardService/ListJobPostingMatches", { jobPostingId: posting.id, pageSize: 4 });
      await page.goto(`/postings/${posting.id}/compare?pick=${items.map((item) => item.crewProfileId).join(",")}`);
      await expect(page.getByRole("table", { name: `The matches of ${items.length} candidates side by side` })).toBeVisible();
      await settled(page);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `64-compare-${width}-${colorScheme}`);
      if (colorScheme === "dark" && width === 820) await expectNoAxeViolations(page);
      await signOut(page);
    });
  }
}
