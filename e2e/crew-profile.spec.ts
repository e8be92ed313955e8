import { expect, test, type Page } from "@playwright/test";
import { rpc } from "@/e2e/rpc.js";
import { demoIds, expectNoAxeViolations, expectNoHorizontalScroll, screenshot, settled, signIn, signOut } from "@/e2e/support.js";

// A demo application whose passport MRZ is the quoted snippet of its nationality (the generator
// quotes the MRZ for some people and the visual zone for others).
async function mrzApplicationId(page: Page): Promise<string> {
  const { items } = await rpc<{ items: { applicationId: string; nationality?: { snippet: string } }[] }>(
    page,
    "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
    {
      ids: demoIds().jobApplicationIds.slice(0, 100),
    },
  );
  const found = items.find((item) => /^[A-Z0-9<]{44}$/.test(item.nationality?.snippet ?? ""));
  if (!found) throw new Error("none of the first 100 demo applications quotes a passport MRZ");
  return found.applicationId;
}

// The second of a posting's active applications (newest first), so that it has a previous and a next.
async function middleApplication(page: Page): Promise<{ previous: string; current: string; next: string; total: number }> {
  for (const jobPostingId of demoIds().jobPostingIds.slice(0, 40)) {
    const list = await rpc<{ items: { id: string }[]; totalCount: string }>(page, "dashboard.v1.DashboardService/ListJobApplications", {
      jobPostingId,
      isArchived: false,
      pageSize: 3,
    });
    if (list.items.length === 3) return { previous: list.items[0]!.id, current: list.items[1]!.id, next: list.items[2]!.id, total: Number(list.totalCount) };
  }
  throw new Error("no demo posting among the first 40 has three active applications");
}

interface CrewMember {
  id: string;
  givenName?: string;
  familyName?: string;
  // Absent when 0 (proto3 JSON leaves zero values out).
  applicationCount?: string;
  // Ranks held on sea-service records.
  rankValues?: string[];
}

// A demo person who never applied, with a plain name and sea service to show (the demo has people with
// no application; which ones is the generator's business, not the test's): read from the people search,
// 100 a page, newest first.
async function neverAppliedMember(page: Page): Promise<CrewMember & { name: string }> {
  let afterCursor = "";
  for (let pages = 0; pages < 20; pages++) {
    const { items = [], paging } = await rpc<{ items?: CrewMember[]; paging?: { nextCursor?: string } }>(
      page,
      "dashboard.v1.DashboardService/SearchCrewProfiles",
      { pageSize: 100, paging: { afterCursor } },
    );
    const found = items.find(
      (member) =>
        (member.applicationCount ?? "0") === "0" &&
        /^[A-Za-z]{3,}$/.test(member.givenName ?? "") &&
        /^[A-Za-z]{3,}$/.test(member.familyName ?? "") &&
        (member.rankValues ?? []).length > 0,
    );
    if (found) return { ...found, name: `${found.givenName} ${found.familyName}` };
    afterCursor = paging?.nextCursor ?? "";
    if (!afterCursor) break;
  }
  throw new Error("no demo crew profile never applied and has a plain name and sea service");
}

test("crew profile: a summary first, each fact with its evidence folded, the application, the match placeholder", async ({ page }) => {
  const applicationId = demoIds().jobApplicationIds[0];
  await signIn(page, `/applications/${applicationId}`);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Rank", { exact: true })).toBeVisible();
  await expect(summary).toContainText(/Age\s*\d+ years/);
  await expect(summary).toContainText(/Sea time\s*(≈ About )?(\d+ years?|\d+ months?|Under a month|None)/);
  await expect(summary).toContainText("Certificates expired or expiring within 90 days");
  const facts = page.getByRole("region", { name: "Extracted facts" });
  await expect(facts.getByRole("heading", { name: "Date of birth" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  // Folded until asked for; then the quote, the document at its page and the reasoning.
  await expect(facts.locator("blockquote")).toHaveCount(0);
  const evidence = facts.getByRole("button", { name: /^Evidence: Date of birth, page \d+$/ });
  await evidence.click();
  await expect(evidence).toHaveAttribute("aria-expanded", "true");
  await expect(facts.locator("blockquote").first()).toBeVisible();
  await expect(facts.getByText("Why")).toBeVisible();
  const source = facts.getByRole("link", { name: /, page \d+$/ });
  await expect(source).toBeVisible();
  // The link the service handed out for the document (never one made up here), and it opens.
  const href = (await source.getAttribute("href")) ?? "";
  expect(href).toMatch(/#page=\d+$/);
  expect((await page.request.get(href.replace(/#.*$/, ""))).status()).toBe(200);
  // Sea service and certificates, each record's evidence folded the same way.
  const voyages = page.getByRole("list", { name: "Sea service, latest first" }).locator(":scope > li");
  await expect(voyages.first()).toBeVisible();
  await voyages
    .first()
    .getByRole("button", { name: /^Evidence: / })
    .click();
  await expect(voyages.first().locator("blockquote")).toBeVisible();
  await expect(voyages.first().getByRole("link", { name: /page \d+/ })).toBeVisible();
  // The first certificate read from a document (some are entered without one).
  const certificate = page
    .getByRole("list", { name: "Certificates" })
    .locator(":scope > li")
    .filter({ has: page.getByRole("button", { name: /^Evidence: / }) })
    .first();
  await certificate.getByRole("button", { name: /^Evidence: / }).click();
  await expect(certificate.getByRole("link", { name: /page \d+/ })).toBeVisible();
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

test("crew profile: previous and next candidate of the posting, by link and by j / k", async ({ page }) => {
  await page.goto("/sign-in");
  const { previous, current, next, total } = await middleApplication(page);
  await signIn(page, `/applications/${current}`);
  const candidates = page.getByRole("navigation", { name: "Candidates of this posting" });
  await expect(candidates).toContainText(`2 of ${total}`);
  await settled(page);
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`/applications/${next}$`));
  await expect(candidates).toContainText(`3 of ${total}`);
  await page.keyboard.press("k");
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`/applications/${previous}$`));
  await expect(candidates).toContainText(`1 of ${total}`);
  await candidates.getByRole("link", { name: /^Next candidate: / }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${current}$`));
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`crew profile at 820 px, ${colorScheme}: the passport MRZ stays inside its card, in monospace`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto("/sign-in");
    await signIn(page, `/applications/${await mrzApplicationId(page)}`);
    const facts = page.getByRole("region", { name: "Extracted facts" });
    await facts.getByRole("button", { name: /^Evidence: Nationality, page \d+$/ }).click();
    const mrz = facts.getByText(/^[A-Z0-9<]{44}$/);
    await expect(mrz).toBeVisible();
    expect(await mrz.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
    const card = facts.locator("> div > div").filter({ has: page.getByText(/^[A-Z0-9<]{44}$/) });
    const [text, box] = [await mrz.boundingBox(), await card.boundingBox()];
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(await mrz.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await settled(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `31-crew-profile-mrz-tablet-${colorScheme}`);
  });
}

test("crew member who never applied: found on the People page, opened on a page of their own with their career", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/sign-in");
  const member = await neverAppliedMember(page);
  // The search index follows writes within moments: wait until it holds this person.
  await rpc(page, "rpc.v1.OrganizationService/WaitForSearchSync", { crewProfileIds: [member.id] });
  await signIn(page, `/people?q=${encodeURIComponent(member.name)}`);
  const link = page
    .getByRole("table", { name: "People" })
    .getByRole("link", { name: member.name })
    .and(page.locator(`[href="/crew/${member.id}"]`));
  await link.click();

  // Not sent on to an application: their own page, at their own address.
  await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/crew/${member.id}$`));
  await expect(page.getByText("Never applied")).toBeVisible();
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Extracted facts" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sea service, latest first" }).locator(":scope > li").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Crew member" })).toContainText("None yet");
  await expect(page.getByRole("region", { name: /^Documents/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Open postings that fit" })).toBeVisible();
  for (const name of ["Application", "Submissions", "Match"]) await expect(page.getByRole("region", { name })).toHaveCount(0);
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "32-crew-member-never-applied");
});

for (const [width, colorScheme] of [
  [1440, "dark"],
  [820, "light"],
  [820, "dark"],
] as const) {
  test(`crew member who never applied at ${width} px, ${colorScheme}: nothing scrolls sideways`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: width === 820 ? 1180 : 900 });
    await page.goto("/sign-in");
    const member = await neverAppliedMember(page);
    await signIn(page, `/crew/${member.id}`);
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Sea service, latest first" })).toBeVisible();
    await settled(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `33-crew-member-${width}-${colorScheme}`);
  });
}
