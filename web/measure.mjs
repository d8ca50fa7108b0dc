// Measures what a browser downloads before the title shows: serves a built dist/ with web/serve, opens it in
// headless Chromium and adds up the bytes on the wire (Chromium's own count, headers included) of every
// response until the game's title screen is up. Usage: node web/measure.mjs [DIST] (default dist/).
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
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map();
  const bytes = new Map();
  cdp.on("Network.responseReceived", (e) => urls.set(e.requestId, e.response.url));
  cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.screen === "Title", null, {
    timeout: 600_000,
  });
  await page.waitForTimeout(1000);
  const rows = [...bytes].map(([id, n]) => [n, (urls.get(id) || "?").replace(url, "")]);
  rows.sort((a, b) => b[0] - a[0]);
  for (const [n, file] of rows) console.log(`${(n / 1e6).toFixed(3)} MB  ${file}`);
  const total = rows.reduce((sum, [n]) => sum + n, 0);
  console.log(`${(total / 1e6).toFixed(3)} MB in ${rows.length} responses before the title showed`);
} finally {
  await browser.close();
  server.kill();
}
