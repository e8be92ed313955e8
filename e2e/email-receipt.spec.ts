import { expect, test } from "@playwright/test";
import { demoIds, expectNoAxeViolations, screenshot, signIn, signOut } from "./support.js";

test("email receipt: hostile HTML stays inert in the sandbox", async ({ page }) => {
  const blockedRequests: string[] = [];
  const consoleMessages: string[] = [];
  const dialogs: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/tracker\.example\.com|login\.example\.net/.test(url)) blockedRequests.push(url);
  });
  page.on("console", (message) => consoleMessages.push(message.text()));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The demo's first receipt of the first organization carries a script, an onerror handler, a form
  // and a remote tracking pixel.
  const receiptId = demoIds().emailReceiptIds[0];
  await signIn(page, `/email-receipts/${receiptId}`);
  const frameElement = page.getByTitle("HTML body of the email");
  await expect(frameElement).toBeVisible();
  await expect(frameElement).toHaveAttribute("sandbox", "");
  const srcdoc = (await frameElement.getAttribute("srcdoc")) ?? "";
  expect(srcdoc).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'`);
  expect(srcdoc).toContain("tracker.example.com");

  const frame = page.frameLocator('iframe[title="HTML body of the email"]');
  await expect(frame.getByText("Confirm your crewing account:")).toBeVisible();
  // Try the phishing form: a sandbox without allow-forms never submits it.
  await frame.getByRole("button", { name: "Verify" }).click();
  await page.waitForTimeout(1000);

  expect(blockedRequests).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(consoleMessages.filter((text) => /onerror handler ran|steal/.test(text))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => /pwned|steal/i.test(key)))).toEqual([]);

  await screenshot(page, "40-email-receipt-html");
  // axe cannot inject itself into a frame whose sandbox forbids scripts (that is the point), so
  // the page is checked with the plain-text body shown; the frame itself carries a title.
  await page.getByRole("button", { name: "Plain text" }).click();
  await expect(page.locator("pre")).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await screenshot(page, "41-email-receipt-text");
  await signOut(page);
});

test("email receipt: reached from an application that came by email", async ({ page }) => {
  const applicationId = demoIds().jobApplicationIds[0];
  await signIn(page, `/applications/${applicationId}`);
  const application = page.getByRole("region", { name: "Application" });
  await expect(application).toContainText("Source");
  const link = application.getByRole("link", { name: "Open the email" });
  if ((await link.count()) === 0) test.skip(true, "the first demo application did not come by email");
  await link.click();
  await expect(page).toHaveURL(/\/email-receipts\/[0-9a-f-]{36}\?application=/);
  await expect(page.getByRole("region", { name: "Envelope" })).toContainText("From");
  await signOut(page);
});
