// Debian's Chromium and the flags it needs on these machines (see shared/notes/toolchain.md): shared
// by the e2e suite and the web benchmark. Playwright cannot download a browser of its own here.
export const debianChromium = "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Without these Chromium keeps trying to reach Google's hosts, which this network refuses.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
