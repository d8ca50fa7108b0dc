// Checks a released web zip as a player's host would serve it (scripts/check-release runs it): SITE is a folder
// holding the unpacked zip at SUBPATH; it is served by a plain static server (Python's http.server: no
// precompressed files, as many hosts), opened at that sub-path in Debian's headless Chromium, and played: the
// title (with its About button), a new match dealt, a card played; then offline, a reload answered by the service
// worker and the match continued. Fails on any console error, page error, crash message or file not found.
// Usage: node web/release-check.mjs SITE SUBPATH SCREENSHOT_DIR
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const [site, subpath, shots] = [resolve(process.argv[2]), process.argv[3], resolve(process.argv[4] ?? "release-check")];
const started = Date.now();
const log = (line) => console.log(`web/release-check [${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const fail = (what) => {
  throw new Error(what);
};
await mkdir(shots, { recursive: true });

// A plain server, ready once it says where it listens.
const server = spawn("python3", ["-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", site], {
  stdio: ["ignore", "pipe", "pipe"],
});
const missing = [];
const origin = await new Promise((found, failed) => {
  let said = "";
  server.stdout.on("data", (chunk) => {
    said += chunk;
    const match = said.match(/port (\d+)/);
    if (match) found(`http://127.0.0.1:${match[1]}`);
  });
  server.stderr.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) if (/" 404 /.test(line)) missing.push(line.trim());
  });
  server.on("exit", (code) => failed(new Error(`the static server stopped (exit ${code}) before serving`)));
});
const url = `${origin}/${subpath.replace(/^\/|\/$/g, "")}/`;
log(`serving ${site} at ${origin}; the game at ${url}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
const problems = [];
let exitCode = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const outside = [];
  context.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    // A browser asks the site for /favicon.ico by itself; every file the game asks for must be under its path.
    if (!path.startsWith(new URL(url).pathname) && path !== "/favicon.ico") outside.push(path);
  });
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  const data = (key) => page.evaluate((k) => document.documentElement.dataset[k], key);
  const waitFor = async (what, test, arg = null, seconds = 240) => {
    for (const until = Date.now() + seconds * 1000; ; ) {
      const value = await page.evaluate(test, arg);
      if (value) return value;
      const crash = await page.evaluate(() => {
        const c = document.getElementById("crash");
        return c && !c.hidden ? document.getElementById("crash-message").textContent : null;
      });
      if (crash) fail(`the game stopped while waiting for ${what}: ${crash}`);
      if (problems.length) fail(`errors while waiting for ${what}: ${problems.join("; ")}`);
      if (Date.now() > until) fail(`no ${what} after ${seconds} s`);
      await page.waitForTimeout(250);
    }
  };
  const screen = (name) => waitFor(`the ${name} screen`, (n) => document.documentElement.dataset.screen === n, name);
  const frames = (n) =>
    page.evaluate((count) => new Promise((done) => {
      const next = (left) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
      next(count);
    }), n);
  const press = async (x, y) => {
    await page.mouse.move(x, y, { steps: 4 });
    await frames(3);
    await page.mouse.down();
    await frames(2);
    await page.mouse.up();
  };
  const buttons = async () => JSON.parse((await data("buttons")) || "[]");
  const click = async (label) => {
    const button = await waitFor(`a "${label}" button`, (l) =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").find((b) => b.label.startsWith(l)), label, 60);
    log(`clicking "${button.label}"`);
    await press(button.x, button.y);
  };
  const playCard = async () => {
    const card = await waitFor("a card the rules allow", () =>
      JSON.parse(document.documentElement.dataset.hand || "[]").find((c) => c.playable));
    await frames(3);
    const again = JSON.parse((await data("hand")) || "[]").find((c) => c.card === card.card && c.playable) ?? card;
    log(`playing ${again.card}`);
    await press(again.x, again.y);
    await waitFor(`${again.card} to leave the hand`, (c) =>
      !JSON.parse(document.documentElement.dataset.hand || "[]").some((h) => h.card === c), again.card, 60);
    return again.card;
  };

  await page.goto(url);
  await screen("Title");
  const labels = (await buttons()).map((b) => b.label);
  log(`the title: ${labels.join(", ")}`);
  if (!labels.includes("About")) fail("the title has no About button");
  await page.screenshot({ path: join(shots, "web-title.png") });
  await click("New game");
  await screen("Setup");
  await click("Deal");
  await screen("Playing");
  const played = await playCard();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(shots, "web-played.png") });
  log(`${played} played`);

  // Offline: the service worker has kept every file the first visit fetched.
  await waitFor("a service worker controlling the page", () => navigator.serviceWorker?.controller != null, null, 60);
  await context.setOffline(true);
  await page.reload();
  await screen("Title");
  await click("Continue");
  await screen("Playing");
  await waitFor("the continued hand", () => JSON.parse(document.documentElement.dataset.hand || "[]").length > 0);
  if (JSON.parse((await data("hand")) || "[]").some((c) => c.card === played)) fail(`${played} is back in the hand`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(shots, "web-offline-continued.png") });
  log("offline: reloaded from the service worker and continued the match");

  if (outside.length) fail(`the page asked for files outside ${url}: ${[...new Set(outside)].join(", ")}`);
  if (missing.length) fail(`files not found: ${missing.join("; ")}`);
  if (problems.length) fail(problems.join("; "));
  log("PASSED");
} catch (error) {
  console.error(`web/release-check: FAILED: ${error.message}`);
  exitCode = 1;
} finally {
  await browser.close();
  server.kill();
}
process.exit(exitCode);
