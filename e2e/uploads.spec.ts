// Uploading candidate documents against the real service and its upload processor: a key that may
// only read is told why it cannot upload; a key that may write drops a generated pile of documents on
// the page (three applicants and the traps a recruiter's folder holds), sends it with Uppy to the
// processor for an open posting, and follows the upload until the people found are listed, each
// opening their candidate page.
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { mixedPile } from "@/server/uploads/test-documents/index.js";
import { rpc } from "@/e2e/rpc.js";
import { demoIds, expectNoAxeViolations, expectNoHorizontalScroll, screenshot, settled, signIn } from "@/e2e/support.js";

// OCR on a 2-core machine: the pipeline may take its time over a pile.
const processingMs = 90_000;

// A key of the demo organization that may upload, made as global-setup makes the suite's key.
function writeKey(): string {
  const dataDir = process.env.CREW_E2E_DATA_DIR;
  if (!dataDir) throw new Error("CREW_E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const args = ["bin/crew.mjs", "keys", "create", "--org", "demo", "--permission", "service:documents:write"];
  return execFileSync(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" }).trim();
}

async function signInWith(page: Page, key: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeVisible();
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Crew" })).toBeHidden();
}

// An open demo posting (asked of the real service: which ones are open is the seed's business).
async function openPostingId(page: Page): Promise<string> {
  for (const jobPostingId of demoIds().jobPostingIds.slice(0, 40)) {
    const { jobPosting } = await rpc<{ jobPosting?: { state?: string } }>(page, "dashboard.v1.DashboardService/GetJobPosting", { jobPostingId });
    if (jobPosting?.state === "JOB_POSTING_STATE_OPEN") return jobPostingId;
  }
  throw new Error("none of the first 40 demo postings is open");
}

// The media type a browser gives a file it takes from a folder: from the name (a PNG named .pdf is
// "application/pdf" to it; the processor finds out what the bytes are).
function typeByName(name: string): string {
  const extension = name.split(".").pop()?.toLowerCase();
  return extension === "pdf" ? "application/pdf" : extension === "png" ? "image/png" : "image/jpeg";
}

test("a key that may only read is told why it cannot upload and how to get one that can", async ({ page }) => {
  await signIn(page, "/uploads");
  const panel = page.getByRole("region", { name: "This key cannot upload" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/npx crew keys create --org [0-9a-f-]{36} --permission service:documents:write/);
  await expect(page.getByLabel("Choose files")).toBeDisabled();
  await expect(page.getByRole("region", { name: "Recent uploads" })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 820, height: 1000 });
    await expectNoHorizontalScroll(page);
    await screenshot(page, `80-uploads-read-only-820-${colorScheme}`);
  }
});

test("a pile dropped on the page is sent for a posting and followed until the people found are listed", async ({ page }) => {
  test.setTimeout(processingMs + 90_000);
  const pile = await mixedPile(15, { people: 3 });
  const postingId = await openPostingId(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInWith(page, writeKey(), `/postings/${postingId}`);

  // From the posting's page: the people found will apply to it.
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(page.getByRole("link", { name: "Upload documents" })).toBeVisible();
  await screenshot(page, "79-posting-upload-button");
  await page.getByRole("link", { name: "Upload documents" }).click();
  await expect(page).toHaveURL(new RegExp(`/uploads\\?posting=${postingId}$`));
  await expect(page.getByText("The people found will apply to")).toContainText(title);
  const chooser = page.getByLabel("Choose files");
  await expect(chooser).toBeEnabled();
  // The real file input is reached from the keyboard.
  await chooser.focus();
  await expect(chooser).toBeFocused();

  // The files, made here, dragged onto the page as a DataTransfer the browser builds.
  // With them, a Word file the service does not read: refused before anything is sent.
  const files = [
    ...pile.files.map((file) => ({ name: file.name, type: typeByName(file.name), base64: Buffer.from(file.bytes).toString("base64") })),
    {
      name: "cover-letter.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      base64: Buffer.from("PK").toString("base64"),
    },
  ];
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    (window as unknown as { pile: DataTransfer }).pile = transfer;
    document.querySelector("main")?.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, files);
  await expect(page.getByText("Drop the files to add them")).toBeVisible();
  await screenshot(page, "81-uploads-dragging");
  await page.evaluate(() => {
    const transfer = (window as unknown as { pile: DataTransfer }).pile;
    const target = document.querySelector("main");
    target?.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: transfer }));
    target?.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
  });
  await expect(page.getByText("Drop the files to add them")).toBeHidden();

  // Listed with type and size, checked against the instruction's limits: the Word file is refused,
  // and nothing can be sent until it is removed; then every one is ready.
  const selected = page.getByRole("table", { name: "Files to upload" });
  await expect(selected.getByRole("rowheader")).toHaveCount(files.length);
  await expect(page.getByRole("alert")).toContainText("This upload would be refused, so nothing is sent yet");
  await expect(selected.getByRole("row", { name: /cover-letter\.docx/ })).toContainText(
    "Refused: DOCX file: the service reads only PDF, JPEG, PNG, TIFF, WebP or HEIC files",
  );
  await expect(page.getByRole("button", { name: `Upload ${files.length} files` })).toBeDisabled();
  await settled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, "82-uploads-refused");
  await page.getByRole("button", { name: "Remove the refused files" }).click();
  await expect(selected.getByRole("rowheader")).toHaveCount(pile.files.length);
  await expect(selected.getByText("Ready")).toHaveCount(pile.files.length);
  await expect(page.getByText(/^PDF, JPEG, PNG, TIFF, WebP or HEIC; up to [\d,]+ files, /)).toBeVisible();
  await screenshot(page, "83-uploads-chosen");

  await page.getByRole("button", { name: `Upload ${pile.files.length} files` }).click();
  await expect(page).toHaveURL(/upload=[0-9a-f-]{36}/);
  const followed = page.getByRole("region", { name: /^Upload of / });
  await expect(followed).toBeVisible();
  await expect(followed.getByRole("link", { name: title })).toBeVisible();
  // Sent: the list empties, and the service reads the documents.
  await expect(selected).toBeHidden({ timeout: 30_000 });
  await expect(followed.getByRole("status")).toHaveText(/^(Reading|Done)/, { timeout: 30_000 });
  await screenshot(page, "84-uploads-processing");

  // Processed: the three applicants found, each with their candidate page (they applied to the posting).
  await expect(followed.getByRole("status")).toHaveText(`Done: ${pile.people.length} people found in ${pile.files.length} files.`, { timeout: processingMs });
  const people = followed.getByRole("region", { name: `People found (${pile.people.length})` });
  await expect(people.getByRole("list", { name: /^Files of / })).toHaveCount(pile.people.length);
  await expect(people.getByText("Has not applied to a posting")).toHaveCount(0);
  // Each new to the organization, with what their documents told: born, nationality.
  await expect(people.getByText("New", { exact: true })).toHaveCount(pile.people.length);
  const facts = people.getByLabel("Read from the documents");
  const countries = new Intl.DisplayNames(["en-US"], { type: "region" });
  for (const person of pile.people) {
    const theirs = facts.filter({ has: page.locator(`time[datetime="${person.dateOfBirth}"]`) });
    await expect(theirs).toHaveCount(pile.people.filter((other) => other.dateOfBirth === person.dateOfBirth).length);
    await expect(theirs.first()).toContainText(countries.of(person.nationality) ?? person.nationality);
  }
  // Their matches come from the job queue a moment after: each person's best match, a link.
  await expect(people.getByText(/^Best match:/)).toHaveCount(pile.people.length, { timeout: 30_000 });
  // The traps of the pile (an invoice, an encrypted CV, a certificate cut in half, an empty photo) are
  // listed apart, each with the service's reason.
  const traps = pile.files.filter((file) => file.truth.personId === null);
  const apart = followed.getByRole("region", { name: /^(Not attributed to anyone|Could not be read) / });
  for (const trap of traps) {
    const item = apart.getByRole("listitem").filter({ hasText: trap.name });
    await expect(item).toHaveCount(1);
    await expect(item.locator("span").last()).not.toBeEmpty();
  }
  // At the top of the recent uploads, done.
  const recent = page.getByRole("region", { name: "Recent uploads" });
  await expect(recent.getByRole("listitem").first()).toContainText(`Done${pile.files.length} files · ${pile.people.length} people found`);

  await settled(page);
  await expectNoAxeViolations(page);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1440, 820]) {
      await page.setViewportSize({ width, height: 1000 });
      await expectNoHorizontalScroll(page);
      await screenshot(page, `85-uploads-done-${width}-${colorScheme}`);
    }
  }

  // A person found opens as a candidate.
  const first = people.getByRole("link").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Their face, cropped from their passport scan, loads through its signed link.
  const face = page.getByRole("img", { name: "Face image extracted from the document" });
  await expect(face).toBeVisible();
  await expect.poll(() => face.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Their documents, each with the thumbnail the pipeline drew, through its signed link.
  const thumbnail = page
    .getByRole("region", { name: /^Documents \(\d+\)$/ })
    .locator("img")
    .first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await screenshot(page, "86-uploads-candidate-face-1440-light");
});
