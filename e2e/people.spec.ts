// The people search against the real service and the demo's crew: a demo person found by a misspelt
// name as you type, their name marked, their profile opened. Who that person is is asked of the service
// (the demo's names are the generator's business, not the test's).
import { expect, test, type Page } from "@playwright/test";
import { rpc } from "@/e2e/rpc.js";
import { demoIds, expectNoAxeViolations, expectNoHorizontalScroll, screenshot, settled, signIn } from "@/e2e/support.js";

interface Person {
  id: string;
  givenName: string;
  familyName: string;
}

// A demo person who applied (so their profile opens on a candidate page), with a plain given name and a
// family name of five letters or more (long enough for the search to forgive one typo).
async function demoPerson(page: Page): Promise<Person> {
  const { items } = await rpc<{ items: { id: string; givenName?: string; familyName?: string }[] }>(
    page,
    "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
    { ids: demoIds().jobApplicationIds.slice(0, 100) },
  );
  const found = items.find((item) => /^[A-Za-z]{3,}$/.test(item.givenName ?? "") && /^[A-Za-z]{6,}$/.test(item.familyName ?? ""));
  if (!found) throw new Error("none of the first 100 demo applications is of a person with a plain given and family name");
  return { id: found.id, givenName: found.givenName!, familyName: found.familyName! };
}

// One letter inside the word replaced by another: one typo away, as a recruiter mistypes it.
function misspell(word: string): string {
  const at = Math.floor(word.length / 2);
  const wrong = word[at]!.toLowerCase() === "x" ? "q" : "x";
  return `${word.slice(0, at)}${wrong}${word.slice(at + 1)}`;
}

test("find a person: a misspelt name as you type, the person marked, their profile opened", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = await demoPerson(page);
  const name = `${person.givenName} ${person.familyName}`;
  // The search index follows writes within moments: wait until it holds this person.
  const sync = await rpc<{ synced?: boolean }>(page, "rpc.v1.OrganizationService/WaitForSearchSync", { crewProfileIds: [person.id] });
  expect(sync.synced).toBe(true);

  await signIn(page, "/postings");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText("Newest first")).toBeVisible();

  // Typed as a recruiter types: results follow without Enter.
  const query = `${person.givenName} ${misspell(person.familyName)}`;
  const box = page.getByRole("searchbox", { name: /Search/ });
  await box.pressSequentially(query, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, "\\+")}(&|$)`));
  await expect(page.getByText("Most relevant first")).toBeVisible();
  // The person (namesakes may share the name: theirs is the link to their profile).
  const link = table.getByRole("link", { name }).and(page.locator(`[href="/crew/${person.id}"]`));
  await expect(link).toBeVisible();
  await settled(page);
  // Both words marked (each in a mark of its own, or the two in one): the misspelt one matched by its typo.
  const marked = (await link.locator("mark").allTextContents()).join(" ");
  expect(marked).toContain(person.givenName);
  expect(marked).toContain(person.familyName);
  await expect(page.getByText(/^\d[\d,]*\+? (people|person)$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "40-people-search");

  // Reload: the address restores the search.
  await page.reload();
  await expect(box).toHaveValue(query);
  await expect(link).toBeVisible();

  // Open their profile: the candidate page of their latest application.
  await link.click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue(query);

  // A tablet (820 px), dark: nothing scrolls sideways.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(link).toBeVisible();
  await settled(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "41-people-search-tablet-dark");
});

// A filter that more than 1,000 of the demo's people pass: the count stops at 1,000 and says so, and the
// pages still come newest first. Which filter that is, is asked of the service (the demo's data is the
// generator's business): the first certificate of these that the answer marks as capped.
test("a filter past the count's cap: 1,000+ people, newest first, paged on", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  let certificate: string | undefined;
  for (const candidate of ["cop_basic_training", "med_seafarer_medical", "cop_security_awareness", "coc_gmdss_goc"]) {
    const answer = await rpc<{ totalFound?: string; totalFoundCapped?: boolean }>(page, "dashboard.v1.DashboardService/SearchCrewProfiles", {
      certificateValues: [candidate],
    });
    if (answer.totalFoundCapped) {
      expect(answer.totalFound).toBe("1000");
      certificate = candidate;
      break;
    }
  }
  if (!certificate) throw new Error("no certificate of the list is held by more than 1,000 of the demo's people");

  await signIn(page, `/people?cert=${certificate}`);
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText("1,000+ people", { exact: true })).toBeVisible();
  await expect(page.getByText("Newest first")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText("of 1,000+ people");
  const firstPage = await table.getByRole("link").allTextContents();
  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]after=/);
  // 25 a page.
  await expect(pages).toContainText(/26–\d+ of 1,000\+ people/);
  await settled(page);
  expect(await table.getByRole("link").allTextContents()).not.toEqual(firstPage);
  await screenshot(page, "42-people-filter-past-cap");
});
