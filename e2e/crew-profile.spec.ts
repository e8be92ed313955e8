import { expect, test } from "@playwright/test";
import { demoIds, expectNoAxeViolations, screenshot, settled, signIn, signOut } from "./support.js";

test("crew profile: identity, facts with provenance, application, match placeholder", async ({ page }) => {
  const applicationId = demoIds().jobApplicationIds[0];
  await signIn(page, `/applications/${applicationId}`);
  const facts = page.getByRole("region", { name: "Extracted facts" });
  await expect(facts.getByRole("heading", { name: "Date of birth" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(facts.locator("blockquote").first()).toBeVisible();
  await expect(facts.getByText(/page \d+/i).first()).toBeVisible();
  await facts.getByText("Why: the extraction's reasoning").first().click();
  await expect(facts.locator("details[open] li").first()).toBeVisible();
  // Sea service and certificates, each record with the snippet and the document it was read from.
  const voyages = page.getByRole("list", { name: "Sea service, latest first" }).locator(":scope > li");
  await expect(voyages.first()).toBeVisible();
  await expect(voyages.first().locator("blockquote")).toBeVisible();
  await expect(voyages.first().getByRole("link", { name: /page \d+/ })).toBeVisible();
  const certificates = page.getByRole("list", { name: "Certificates" }).locator(":scope > li");
  await expect(certificates.first()).toBeVisible();
  await expect(certificates.first().getByRole("link", { name: /page \d+/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Match" })).toContainText(/Match not computed yet|Score/);
  await expect(page.getByRole("region", { name: "Application" })).toContainText("Source");
  await expect(page.getByRole("region", { name: "Submissions" })).toContainText(/Submission 1|No submissions/);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "30-crew-profile");

  // Back to the posting from the profile.
  await page.getByRole("link", { name: /^← / }).click();
  await expect(page).toHaveURL(/\/postings\/[0-9a-f-]{36}$/);
  await signOut(page);
});
