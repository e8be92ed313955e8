import { expect, test } from "@playwright/test";
import { generatedApplications, generatedStageId } from "@/e2e/generated-applications.js";
import { demoIds, signIn, signOut } from "@/e2e/support.js";

// 1,000 applications on one posting (the demo's postings have fewer): the service's answer is
// replaced by a generated one, the DOM is counted while scrolling from top to bottom.
test("a list of 1,000 applications stays under 1,400 DOM nodes", async ({ page }) => {
  const postingId = demoIds().jobPostingIds[0];
  await page.route("**/rpc/dashboard.v1.DashboardService/ListJobApplications", async (route) => {
    const items = generatedApplications(1000);
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        items,
        paging: { nextCursor: "" },
        totalCount: "1000",
        stages: [{ id: generatedStageId, name: "New", position: 1, applicationCount: "1000" }],
      }),
    });
  });
  await signIn(page, `/postings/${postingId}`);
  await expect(page.getByRole("heading", { name: "Applications (1000)" })).toBeVisible();
  const counts: number[] = [];
  const scroller = page.getByRole("list", { name: "Applications" }).locator("..");
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await scroller.evaluate((element, f) => (element.scrollTop = f * element.scrollHeight), fraction);
    await page.waitForTimeout(150);
    counts.push(await page.evaluate(() => document.querySelectorAll("*").length));
  }
  await expect(page.getByRole("link", { name: "Candidate999 Test" })).toBeVisible();
  console.log(`DOM nodes while scrolling 1,000 applications: ${counts.join(", ")}`);
  expect(Math.max(...counts)).toBeLessThan(1400);
  await signOut(page);
});
