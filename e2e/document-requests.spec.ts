import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, screenshot, settled, signIn, signOut } from "./support.js";

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
