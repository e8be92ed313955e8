import { chromium } from "playwright";
const [base, key, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 1366, height: 860 }, colorScheme: process.env.SCHEME ?? "light" });
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
await page.goto(base + "/sign-in");
await page.getByLabel("API key").fill(key);
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/postings/);
for (const [i, p] of paths.entries()) {
  await page.goto(base + p);
  await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
  await page.screenshot({ path: `/tmp/shots/${process.env.PREFIX ?? ""}${i}.png`, fullPage: false });
  console.log(i, p, await page.title());
}
await browser.close();
