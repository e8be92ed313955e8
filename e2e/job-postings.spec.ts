import { expect, test } from "@playwright/test";
import { demoIds, expectNoAxeViolations, expectNoHorizontalScroll, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

test("job postings: the demo's postings, filters in the URL, keyboard, shortcuts dialog", async ({ page }) => {
  await signIn(page, "/postings");
  const table = page.getByRole("table", { name: "Job postings" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await settled(page);
  await expect(page.getByText(/^\d+ postings$/)).toBeVisible();
  await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expectNoAxeViolations(page);
  await screenshot(page, "10-job-postings");

  await page.getByLabel("State").selectOption("closed");
  await expect(page).toHaveURL(/state=closed/);
  await expect(table.getByText("Closed").first()).toBeVisible();
  await expect(table.getByText("Open", { exact: true })).toHaveCount(0);
  await page.getByLabel("State").selectOption("");
  // The keys below are for the list of every state: the closed list stays on screen until it has rendered.
  await expect(page).not.toHaveURL(/state=/);
  await expect(table.getByText("Open", { exact: true }).first()).toBeVisible();

  // Keyboard: "/" focuses search, j/k move, Enter opens.
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: /Search/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  const second = table.getByRole("row").nth(2).getByRole("link").first();
  await expect(second).toBeFocused();
  const title = (await second.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/postings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Back is instant: the list comes from the cache.
  await page.goBack();
  await expect(table.getByRole("row").nth(1)).toBeVisible({ timeout: 1000 });

  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "11-shortcuts-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.keyboard.press("g");
  await page.keyboard.press("d");
  await expect(page).toHaveURL(/\/document-requests$/);
  await page.keyboard.press("g");
  await page.keyboard.press("p");
  await expect(page).toHaveURL(/\/postings$/);
  await signOut(page);
});

test("job postings: sorted by applications, most first, across pages; the sort survives a reload", async ({ page }) => {
  await signIn(page, "/postings");
  const table = page.getByRole("table", { name: "Job postings" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Applications" }).click();
  await expect(page).toHaveURL(/\/postings\?sort=applications&dir=desc$/);
  await expect(page.getByText("Most applications first")).toBeVisible();
  const header = table.getByRole("columnheader", { name: "Applications" });
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await settled(page);
  // Applications is the sixth column.
  const countIn = async (row: number) => Number(await table.getByRole("row").nth(row).getByRole("cell").nth(5).textContent());
  const first = await countIn(1);
  expect(first).toBeGreaterThanOrEqual(await countIn(2));
  const firstTitle = await table.getByRole("row").nth(1).getByRole("link").first().textContent();
  await screenshot(page, "10b-job-postings-by-applications");

  await page.reload();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1).getByRole("link").first()).toHaveText(firstTitle ?? "");
  expect(await countIn(1)).toBe(first);
});

test("tablet width (820 px), dark mode: no page scrolls sideways, the header stays on one line", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, "/postings");
  const table = page.getByRole("table", { name: "Job postings" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await settled(page);
  // The columns a tablet can do without give way; the posting, its state and applications stay.
  await expect(table.getByRole("columnheader", { name: "Posting" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Applications" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Created" })).toBeHidden();
  // Every link and button of the header on one line (no "Sign / out").
  const wrapped = await page
    .getByRole("banner")
    .evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>("a, button")]
        .filter((element) => element.getBoundingClientRect().height >= 2 * parseFloat(getComputedStyle(element).lineHeight))
        .map((element) => element.textContent),
    );
  expect(wrapped).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "12-job-postings-tablet-dark");

  const ids = demoIds();
  const pages: [string, string, string][] = [
    [`/postings/${ids.jobPostingIds[0]}`, "13-job-posting-tablet-dark", "Applications"],
    [`/applications/${ids.jobApplicationIds[0]}`, "14-crew-profile-tablet-dark", "Extracted facts"],
    ["/document-requests", "15-document-requests-tablet-dark", "Document requests"],
    [`/document-requests/${ids.documentRequestIds[0]}`, "16-document-request-tablet-dark", "Requested documents"],
    ["/organization", "17-organization-tablet-dark", "Owners and admins"],
    [`/email-receipts/${ids.emailReceiptIds[0]}`, "18-email-receipt-tablet-dark", "Envelope"],
  ];
  for (const [path, name, landmark] of pages) {
    await page.goto(path);
    await expect(page.getByText(landmark, { exact: true }).first()).toBeVisible();
    await settled(page);
    await expectNoHorizontalScroll(page);
    await screenshot(page, name);
  }
  await signOut(page);
});

test("job postings search: a misspelt rank finds it first, marked; filters, pages and opens a result", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "/postings");
  const table = page.getByRole("table", { name: "Job postings" });
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const box = page.getByRole("searchbox", { name: /Search/ });
  // How many postings the organization has: the count the unfiltered list shows.
  const postingCount = page.getByText(/^\d[\d,]*\+? postings?$/);
  await settled(page);
  const everyPosting = (await postingCount.textContent())!;

  // Typed as a recruiter types: results follow without Enter.
  await box.pressSequentially("cheif enginer", { delay: 40 });
  await expect(page).toHaveURL(/[?&]q=cheif\+enginer/);
  await expect(page.getByText("Most relevant first")).toBeVisible();
  const first = rows.nth(1).getByRole("link").first();
  await expect(first).toHaveText(/^Chief Engineer/);
  await expect(first.locator("mark").first()).toHaveText(/Chief/);
  await settled(page);
  const found = Number((await page.getByText(/^\d[\d,]* postings?$/).textContent())?.replace(/\D/g, ""));
  expect(found).toBeGreaterThan(0);
  // Every result is a chief engineer's posting, each with its words marked.
  const titles = await table.getByRole("link").allTextContents();
  expect(titles.every((title) => title.startsWith("Chief Engineer"))).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, "19-job-postings-search");

  // Filtered: open ones only.
  await page.getByLabel("State").selectOption("open");
  await expect(page).toHaveURL(/state=open/);
  await expect(table.getByText("Closed", { exact: true })).toHaveCount(0);
  await expect(rows.nth(1).getByRole("link").first()).toHaveText(/^Chief Engineer/);

  // Escape empties the box at once; the filter stays.
  await box.focus();
  await page.keyboard.press("Escape");
  await expect(box).toHaveValue("");
  await expect(page).toHaveURL(/\/postings\?state=open$/);

  // A slot the demo's postings use: department (slot 2), engine.
  await page.getByRole("button", { name: "More filters" }).click();
  const slot2 = page.getByRole("combobox", { name: "Slot 2" });
  await expect(slot2.getByRole("option", { name: "Engine" })).toBeAttached();
  await slot2.selectOption("engine");
  await expect(page).toHaveURL(/slot2=engine/);
  await page.getByLabel("Ranking").selectOption("on");
  await expect(page).toHaveURL(/hybrid=on/);
  await settled(page);
  await expect(rows.nth(1)).toBeVisible();
  await screenshot(page, "20-job-postings-filters-open");

  // Paging: no posting of page 1 again on page 2. The filtered list stays on screen until the
  // unfiltered one arrives, and its fetch may not have begun (aria-busy) when the URL has changed:
  // page 1 is read once the count is the unfiltered one.
  await page.getByLabel("Ranking").selectOption("");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/postings$/);
  await expect(postingCount).toHaveText(everyPosting);
  await settled(page);
  const pageOne = await table.getByRole("link").allTextContents();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText("1–25 of");
  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages).toContainText("26–50 of");
  await settled(page);
  const pageTwo = await table.getByRole("link").allTextContents();
  expect(pageTwo.length).toBeGreaterThan(0);
  expect(pageTwo.filter((title) => pageOne.includes(title) && title !== "")).toEqual([]);

  // Open a result from a search.
  await box.fill("bulk carier");
  await expect(page).toHaveURL(/q=bulk\+carier/);
  await expect(page).not.toHaveURL(/page=2/);
  // The rows of this query, not those of the one before still on screen while it loads.
  await expect(rows.nth(1)).toContainText(/bulk carrier/i);
  const result = rows.nth(1).getByRole("link").first();
  const title = (await result.textContent()) ?? "";
  await result.click();
  await expect(page).toHaveURL(/\/postings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue("bulk carier");

  // The same at 1440 px dark, then at 820 px light and dark.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/postings?q=cheif+enginer&state=open");
  await expect(rows.nth(1).locator("mark").first()).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "21-job-postings-search-dark");
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/postings?q=tanker");
    await expect(rows.nth(1).locator("mark").first()).toBeVisible();
    await page.getByRole("button", { name: "More filters" }).click();
    await expect(page.getByRole("combobox", { name: "Slot 1" })).toBeVisible();
    await settled(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `22-job-postings-search-tablet-${scheme}`);
  }
  await signOut(page);
});
