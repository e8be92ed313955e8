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
