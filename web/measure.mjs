// Measures what a browser downloads before the title shows: serves a built dist/ with web/serve, opens it in
// headless Chromium emulating a phone (390 x 844, device pixel ratio 3, touch) and adds up the bytes on the wire
// (Chromium's own count of each response's encoded body and headers; the service worker's fetches included, the
// answers it gives from its cache not) until the game's title screen is up. Then it opens the game again, as a
// second visit, and counts the same way: the service worker answers everything.
// Usage: node web/measure.mjs [DIST] (default dist/).
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { serve } from "./served.mjs";

const dist = resolve(process.argv[2] || "dist");
const { url, server } = await serve(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  let rows = [];
  context.on("requestfinished", async (request) => {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes();
    const from = request.serviceWorker() ? " (service worker)" : "";
    rows.push([sizes.responseBodySize + sizes.responseHeadersSize, request.url().replace(url, "") + from]);
  });
  const visit = async (page, what) => {
    rows = [];
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.screen === "Title", null, {
      timeout: 600_000,
    });
    const seen = rows;
    rows = [];
    seen.sort((a, b) => b[0] - a[0]);
    for (const [n, file] of seen) console.log(`${(n / 1e6).toFixed(3)} MB  ${file}`);
    const total = seen.reduce((sum, [n]) => sum + n, 0);
    console.log(`${what}: ${(total / 1e6).toFixed(3)} MB in ${seen.length} responses before the title showed`);
    return total;
  };
  const page = await context.newPage();
  await visit(page, "first visit");
  // The rest of the build is cached after the title: give the worker time, then visit again.
  await page.waitForTimeout(5000);
  await page.close();
  const again = await context.newPage();
  await visit(again, "second visit");
} finally {
  await browser.close();
  server.kill();
}
