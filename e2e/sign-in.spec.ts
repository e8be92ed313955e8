import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, screenshot, signIn, signOut } from "@/e2e/support.js";

test("sign-in: a wrong key gets a clear message; a good key signs in; sign-out returns here", async ({ page }) => {
  await page.goto("/postings");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpostings/);
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeVisible();
  await expect(page.getByLabel("Service address")).toHaveValue(new URL(page.url()).origin);
  await expectNoAxeViolations(page);
  await screenshot(page, "01-sign-in");

  await page.getByLabel("API key").fill("crew_0000000000_not-a-real-key");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That API key was not accepted");
  await expectNoAxeViolations(page);
  await screenshot(page, "02-sign-in-wrong-key");

  await signIn(page, "/postings");
  await expect(page).toHaveURL(/\/postings$/);
  await expect(page.getByText("Blue Anchor Crewing")).toBeVisible();
  await signOut(page);
});

test("sign-in: the key stays in sessionStorage unless remembered", async ({ page }) => {
  await signIn(page);
  const stored = await page.evaluate(() => ({ session: sessionStorage.getItem("crew.credentials"), local: localStorage.getItem("crew.credentials") }));
  expect(stored.session).not.toBeNull();
  expect(stored.local).toBeNull();
  await signOut(page);
});

test("sign-in: a key revoked while signed in sends the recruiter back to sign-in, then back where they were", async ({ page }) => {
  await signIn(page, "/organization");
  await expect(page.getByRole("heading", { level: 1, name: "Blue Anchor Crewing" })).toBeVisible();
  // Replace the stored key by one the service rejects, then make a fresh call.
  await page.evaluate(() => {
    const raw = sessionStorage.getItem("crew.credentials") ?? "{}";
    sessionStorage.setItem("crew.credentials", JSON.stringify({ ...JSON.parse(raw), apiKey: "crew_0000000000_revoked" }));
  });
  await page.goto("/document-requests");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdocument-requests&expired=1/);
  await expect(page.getByText("Your key was not accepted any more")).toBeVisible();
  await signIn(page, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/document-requests$/);
  await expect(page.getByRole("heading", { name: "Document requests" })).toBeVisible();
});

test("the dashboard's entry script and stylesheet arrive compressed", async ({ page }) => {
  const encodings: Record<string, string> = {};
  page.on("response", (response) => {
    const name = new URL(response.url()).pathname.match(/^\/assets\/index-[^/]+\.(js|css)$/)?.[1];
    if (name) encodings[name] = response.headers()["content-encoding"] ?? "none";
  });
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeVisible();
  expect(encodings).toEqual({ js: expect.stringMatching(/^(br|gzip)$/), css: expect.stringMatching(/^(br|gzip)$/) });
});
