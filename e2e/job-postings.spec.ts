import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, screenshot, settled, signIn, signOut } from "./support.js";

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

test("job postings: tablet width and dark mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, "/postings");
  await expect(page.getByRole("table", { name: "Job postings" }).getByRole("row").nth(1)).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "12-job-postings-tablet-dark");
  await signOut(page);
});
