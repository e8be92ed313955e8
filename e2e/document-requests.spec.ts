import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

test("document requests: list with the last email attempt, detail with each requested type", async ({ page }) => {
  await signIn(page, "/document-requests");
  const table = page.getByRole("table", { name: "Document requests" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).toContainText(/Emailed|Email failed|Never emailed/);
  await expect(table).toContainText(/\d of \d/);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "50-document-requests");

  await page.keyboard.press("j");
  const first = table.getByRole("row").nth(1).getByRole("link").first();
  await expect(first).toBeFocused();
  const crew = (await first.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/document-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Documents asked of ${crew}` })).toBeVisible();
  const requested = page.getByRole("region", { name: "Requested documents" });
  await expect(requested.getByRole("listitem").first()).toBeVisible();
  await expect(requested).toContainText(/All documents are in|Some documents are missing/);
  await expect(page.getByRole("region", { name: "Request", exact: true })).toContainText("Asked by");
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "51-document-request");
  await signOut(page);
});

test("document requests: the outstanding ones, fewest documents in first, from the URL and back", async ({ page }) => {
  await signIn(page, "/document-requests");
  const table = page.getByRole("table", { name: "Document requests" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("checkbox", { name: "Only those still waiting for documents" }).check();
  await expect(page).toHaveURL(/\/document-requests\?outstanding=1$/);
  await expect(page.getByText(/^\d+ of \d+ requests$/)).toBeVisible();
  const documentsIn = table.getByRole("columnheader", { name: "Documents in" });
  await documentsIn.getByRole("button").click();
  await expect(documentsIn).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/outstanding=1&sort=documents$/);
  // Every row is still waiting; the first has nothing in yet.
  await expect(table.getByRole("row").nth(1)).toContainText(/\b0 of \d/);
  await expect(table.getByText(/^(\d+) of \1$/)).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole("columnheader", { name: "Documents in" })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("checkbox", { name: "Only those still waiting for documents" })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/document-requests\?outstanding=1$/);
  await expect(table.getByRole("columnheader", { name: "Requested" })).toHaveAttribute("aria-sort", "descending");
  await signOut(page);
});
