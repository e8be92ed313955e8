import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

test("organization: owners and admins with search, templates, pipelines, ranks", async ({ page }) => {
  await signIn(page, "/postings");
  await page.keyboard.press("g");
  await page.keyboard.press("o");
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blue Anchor Crewing" })).toBeVisible();
  const admins = page.getByRole("region", { name: "Owners and admins" });
  await expect(admins.getByRole("listitem").first()).toBeVisible();
  await expect(admins).toContainText("Owner");
  const templates = page.getByRole("region", { name: "Email templates" });
  await expect(templates).toContainText(/Custom|Default/);
  await expect(page.getByRole("region", { name: "Pipelines" })).toContainText(/postings/);
  await expect(page.getByRole("region", { name: "Ranks" })).toContainText("Master");
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "60-organization");

  const firstName = ((await admins.getByRole("listitem").first().locator("div > div").first().textContent()) ?? "").split(" ")[0] ?? "";
  await admins.getByRole("searchbox", { name: "Search by name or email" }).fill(firstName);
  await expect(admins.getByRole("listitem").first()).toContainText(firstName);
  await signOut(page);
});
