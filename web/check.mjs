// The automated browser check of the web build: serves dist/ on localhost with web/serve (and requires the .wasm
// to arrive precompressed), opens it in Debian's headless Chromium (software WebGL), times the way to the title, starts a match by clicking as a player would (which must start the
// sound), plays a card, checks the match was saved in local storage and continues after a reload, that the page
// follows a resized window and that a panic shows as a message, that a phone downloads the records and imports a
// file through the browser's file picker, and saves screenshots. Fails on any console
// error, page error, crash message, missing file or blank canvas.
// Usage: node web/check.mjs [DIST_DIR] [SCREENSHOT_DIR]   (web/check runs it after installing what it needs)

import { readFile, mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { serve } from "./served.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const shots = resolve(process.argv[3] ?? "dist-check");
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (line) => console.log(`web/check [${seconds()} s] ${line}`);

// The game is served by web/serve, as a player serving dist/ would: the check covers its precompressed .wasm
// (Content-Encoding) too. Every response the page gets is recorded from the browser's side.
const requests = [];
// The server's request log, less the files served as asked (the page's own requests are checked below).
const { url, server } = await serve(dist, (line) => {
  if (!/" (200|304) -$/.test(line)) console.log(`web/serve: ${line}`);
});


const problems = [];
// Thrown to end a run that was asked for one part only (WEB_CHECK_ONLY), which passed.
class Only extends Error {}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  // Chromium's own autoplay policy stays: audio must wait for the first gesture, as in a player's browser.
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
let exitCode = 0;
let page;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  const encodings = {};
  context.on("response", async (response) => {
    const path = new URL(response.url()).pathname;
    requests.push(`${response.status()} ${path}`);
    if (path.endsWith(".wasm")) {
      const headers = await response.allHeaders().catch(() => ({}));
      encodings[path] = { encoding: headers["content-encoding"] ?? "none", length: Number(headers["content-length"] ?? 0) };
    }
  });
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") {
      problems.push(`console error: ${text}`);
      log(`CONSOLE ERROR: ${text}`);
    } else if (message.type() === "warning") {
      log(`console warning: ${text}`);
    }
  });
  page.on("crash", () => {
    problems.push("the page crashed");
    log("PAGE CRASHED");
  });
  page.on("pageerror", (error) => {
    problems.push(`page error: ${error.message}`);
    log(`PAGE ERROR: ${error.message}`);
  });
  const fail = (what) => {
    throw new Error(what);
  };
  const crashed = async () =>
    page.evaluate(() => {
      const crash = document.getElementById("crash");
      return crash && !crash.hidden ? document.getElementById("crash-message").textContent : null;
    });
  // Waits for the game to report a state on the page (src/app/web.rs), failing at once on a crash or an error.
  const waitFor = async (what, test, arg = null, timeoutSeconds = 240) => {
    const until = Date.now() + timeoutSeconds * 1000;
    for (;;) {
      const value = await page.evaluate(test, arg);
      if (value) return value;
      const crash = await crashed();
      if (crash) fail(`the game stopped while waiting for ${what}: ${crash}`);
      if (problems.length) fail(`errors while waiting for ${what}`);
      if (Date.now() > until) fail(`no ${what} after ${timeoutSeconds} s`);
      await page.waitForTimeout(250);
    }
  };
  // At rest the game draws no frame until input (src/app/rest.rs); it reports the frames it drew on the page
  // (data-frames, data-resting). Idle for 5 s, it may draw at most one a second.
  const idleFrames = async (where) => {
    await waitFor(`the game to rest at ${where}`, () => document.documentElement.dataset.resting === "true", null, 60);
    const count = () => page.evaluate(() => Number(document.documentElement.dataset.frames));
    const before = await count();
    await page.waitForTimeout(5000);
    const drawn = (await count()) - before;
    log(`idle at ${where}: ${drawn} frames drawn in 5 s`);
    if (drawn > 5) fail(`the game drew ${drawn} frames in 5 s idle at ${where}: at most one a second`);
  };
  const screen = (name) => waitFor(`the ${name} screen`, (n) => document.documentElement.dataset.screen === n && n, name);
  const buttons = () => page.evaluate(() => JSON.parse(document.documentElement.dataset.buttons || "[]"));
  const hand = () => page.evaluate(() => JSON.parse(document.documentElement.dataset.hand || "[]"));
  // As a hand does it: onto the spot, a moment, then a press that lasts a few frames.
  // Frames, not milliseconds: with software rendering a frame can take a second, and the game must have seen
  // the pointer arrive (hover) before the press, as it would with a hand.
  const frames = (n) =>
    page.evaluate(
      (count) =>
        new Promise((done) => {
          const next = (left) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
          next(count);
        }),
      n,
    );
  const press = async (x, y) => {
    await page.mouse.move(x, y, { steps: 4 });
    await frames(3);
    await page.mouse.down();
    await frames(2);
    await page.mouse.up();
  };
  const click = async (label) => {
    const button = (await buttons()).find((b) => b.label.startsWith(label));
    if (!button) fail(`no "${label}" button; the buttons are ${(await buttons()).map((b) => b.label).join(", ")}`);
    log(`clicking "${button.label}" at ${button.x},${button.y}`);
    await press(button.x, button.y);
  };

  // A screenshot that must not be blank: the felt alone is one colour, a drawn table has cards, text and shadows.
  const shoot = async (name) => {
    const file = join(shots, `${name}.png`);
    const png = await page.screenshot({ path: file });
    const probe = await context.newPage();
    const stats = await probe.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const g = canvas.getContext("2d");
      g.drawImage(image, 0, 0);
      const pixels = g.getImageData(0, 0, image.width, image.height).data;
      const counts = new Map();
      for (let i = 0; i < pixels.length; i += 4) {
        const key = (pixels[i] >> 3) * 1024 + (pixels[i + 1] >> 3) * 32 + (pixels[i + 2] >> 3);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const total = pixels.length / 4;
      const commonest = Math.max(...counts.values());
      return { colours: counts.size, other: 1 - commonest / total };
    }, png.toString("base64"));
    await probe.close();
    log(`screenshot ${file}: ${stats.colours} colours, ${(stats.other * 100).toFixed(1)} % off the commonest`);
    if (stats.colours < 40 || stats.other < 0.05) fail(`the ${name} screenshot is blank (${JSON.stringify(stats)})`);
  };

  // What a screen reader is given: the page's accessibility tree as Chromium hands it to the platform (CDP's
  // Accessibility domain): each live region's role, politeness and text. The game fills the regions
  // (src/app/web.rs); every change of the polite one is also kept in window.heard, so lines said and gone
  // (a computer's card a moment later) can be checked too.
  const cdp = await context.newCDPSession(page);
  const liveRegions = async () => {
    await cdp.send("Accessibility.enable");
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const text = (node) =>
      [node.name?.value ?? "", ...(node.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text)].join(" ");
    return nodes
      .map((n) => ({ n, live: n.properties?.find((p) => p.name === "live")?.value?.value }))
      .filter(({ live }) => live && live !== "off")
      .map(({ n, live }) => ({ role: n.role?.value, live, text: text(n).replace(/\s+/g, " ").trim() }));
  };
  const hears = async (what, test) => {
    for (const until = Date.now() + 60_000; ; ) {
      const regions = await liveRegions();
      const found = regions.find(test);
      if (found) {
        log(`the accessibility tree's ${found.role} region (${found.live}): "${found.text.slice(0, 140)}"`);
        return found;
      }
      if (Date.now() > until) fail(`the accessibility tree never said ${what}: ${JSON.stringify(regions)}`);
      await frames(2);
    }
  };
  const listen = () =>
    page.evaluate(() => {
      window.heard = [];
      const region = document.getElementById("announcer");
      new MutationObserver(() => window.heard.push(region.textContent)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  const spoken = (card) =>
    `${{ T: "10", J: "jack", Q: "queen", K: "king", A: "ace" }[card[0]] ?? card[0]} of ${
      { C: "clubs", D: "diamonds", H: "hearts", S: "spades" }[card[1]]}`;

  // A phone's browser context (width x height CSS px at device pixel ratio `ratio`, touch only) with `page` its
  // new page, whose console errors and page errors are problems.
  const phoneContext = async (width, height, ratio) => {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: ratio,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") {
        problems.push(`phone console error: ${message.text()}`);
        log(`PHONE CONSOLE ERROR: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => {
      problems.push(`phone page error: ${error.message}`);
      log(`PHONE PAGE ERROR: ${error.message}`);
    });
    return context;
  };

  // The hand lying still: unchanged over three of the game's own frames (`data-frames`), or the game at rest: on
  // a slow software renderer three of the browser's frames may pass inside one of the game's.
  const gameFrames = () =>
    page.evaluate(() => ({
      n: Number(document.documentElement.dataset.frames || 0),
      resting: document.documentElement.dataset.resting === "true",
    }));
  const stillHand = async (what, ready) => {
    for (const until = Date.now() + 120_000; ; ) {
      const before = JSON.stringify(await hand());
      const start = await gameFrames();
      await frames(3);
      for (let wait = 0; wait < 200; wait++) {
        const now = await gameFrames();
        if (now.resting || now.n >= start.n + 3) break;
        await frames(1);
      }
      const after = JSON.stringify(await hand());
      if (before === after && ready(JSON.parse(after))) return JSON.parse(after);
      if (Date.now() > until) fail(`the hand did not lie still with ${what}: ${after}`);
    }
  };
  // A tap as a phone sends it: touchstart and touchend at once, no delay between.
  const tap = async (x, y) => {
    await page.touchscreen.tap(x, y);
    await frames(3);
  };
  const tapButton = async (label) => {
    let button = (await buttons()).find((b) => b.label.startsWith(label));
    if (!button) fail(`no "${label}" button on the phone; the buttons are ${(await buttons()).map((b) => b.label).join(", ")}`);
    // A button scrolled out of sight in a panel taller than the phone (the setup's Deal): scroll the panel to it,
    // as a thumb would (the wheel scrolls the same boxes a drag does).
    const { height } = page.viewportSize();
    for (let turn = 0; turn < 12 && (button.hidden || button.y + button.h / 2 > height || button.y - button.h / 2 < 0); turn++) {
      await page.mouse.move(page.viewportSize().width / 2, height / 2);
      await page.mouse.wheel(0, button.y > height / 2 ? 300 : -300);
      await frames(4);
      button = (await buttons()).find((b) => b.label.startsWith(label)) ?? button;
      log(`phone: scrolled towards "${button.label}", now at ${button.x},${button.y}`);
    }
    log(`phone: tapping "${button.label}" at ${button.x},${button.y}`);
    await tap(button.x, button.y);
  };
  // Replay a deal on a phone (360 x 640 CSS px at device pixel ratio 2, touch only): a tap on the code box
  // focuses the page's real text field laid over it (src/app/web/code_field.rs), which is what brings up a phone's
  // keyboard; a mistyped code and Enter (the keyboard's Go) is refused with its reason under the box, typed while
  // the game rested (the field's events wake it); C4-30JX4-FM and Enter deals that Whist deal. Leaving the title
  // hides the field and gives the keys back to the canvas.
  const replayOnAPhone = async () => {
    const small = await phoneContext(360, 640, 2);
    const field = () =>
      page.evaluate(() => {
        const input = document.getElementById("code");
        const r = input.getBoundingClientRect();
        return {
          hidden: input.hidden, x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, h: r.height,
          value: input.value, focused: document.activeElement === input,
          reason: document.getElementById(input.getAttribute("aria-describedby"))?.textContent ?? "",
        };
      });
    const rest = (where) =>
      waitFor(`the game to rest ${where}`, () => document.documentElement.dataset.resting === "true", null, 60);
    await page.goto(url);
    await screen("Title");
    await tapButton("Replay a deal");
    await waitFor("the replay panel", () =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label === "Replay"));
    let box = await waitFor("the code field over the box", () => {
      const input = document.getElementById("code");
      return !input.hidden && input.getBoundingClientRect().width > 0;
    });
    box = await field();
    const { width, height } = page.viewportSize();
    for (let turn = 0; turn < 8 && (box.y + box.h / 2 > height || box.y - box.h / 2 < 0); turn++) {
      await page.mouse.move(width / 2, height / 2);
      await page.mouse.wheel(0, box.y > height / 2 ? 200 : -200);
      await frames(4);
      box = await field();
    }
    log(`phone: the code field lies at ${box.x},${box.y}, ${box.w}x${box.h} CSS px`);
    if (box.h < 44 || box.x - box.w / 2 < -1 || box.x + box.w / 2 > width + 1) fail(`the code field is not a finger's target on the screen: ${JSON.stringify(box)}`);
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, box);
    if (onTop !== "code") fail(`a tap on the code box lands on "${onTop}", not the text field`);
    await phoneShot("code-box");
    // The game at rest: from here only the field's own events can wake it.
    await rest("with the replay panel open");
    await tap(box.x, box.y);
    if (!(await field()).focused) fail("a tap on the code box did not focus the text field");
    log("phone: a tap on the code box focused the text field (a phone's keyboard comes up for it)");
    await rest("with the text field focused");
    await page.keyboard.type("c4-30jx4-f");
    await rest("after the code was typed");
    await page.keyboard.press("Enter");
    const refused = await waitFor("the mistyped code's reason", () => {
      const reason = document.getElementById("code-message").textContent;
      return reason.includes("mistyped") && reason;
    }, null, 60);
    if (await page.evaluate(() => document.documentElement.dataset.screen !== "Title")) fail("a mistyped code left the title");
    const typed = await field();
    if (!typed.focused) fail("the text field lost the focus when the code was refused");
    log(`phone: "${typed.value}" and Enter refused: "${refused}"`);
    await phoneShot("code-refused");
    await page.fill("#code", "");
    await page.keyboard.type("C4-30JX4-FM");
    await rest("after the right code was typed");
    await page.keyboard.press("Enter");
    await screen("Playing");
    const dealt = await stillHand("a playable card in the replayed deal on the phone", (h) => h.some((c) => c.playable));
    if (dealt.length !== 13) fail(`the replayed Whist deal gave ${dealt.length} cards on the phone, not 13`);
    const after = await field();
    if (!after.hidden || after.focused) fail(`the text field stays on the table: ${JSON.stringify(after)}`);
    await phoneShot("code-dealt");
    log(`phone: C4-30JX4-FM and Enter in the text field dealt that Whist deal (${dealt.length} cards); the field is gone`);
    await small.close();
  };
  const phoneShot = async (name) => {
    await page.waitForTimeout(500);
    await shoot(`phone-${name}`);
  };
  // Expert computers on a phone (360 x 640 CSS px at ratio 2, touch only): their search runs a slice a frame, so the
  // game keeps drawing while they think. The page counts the frames drawn while a computer's search was under way
  // and the longest of them (data-thinking, src/app/web.rs), and how long each search took (data-decisions); the
  // check plays the person's cards until Expert has thought through 60 frames and made 6 moves, and fails if it
  // never did.
  const expertOnAPhone = async () => {
    const context = await phoneContext(360, 640, 2);
    await page.goto(url);
    await screen("Title");
    await tapButton("New game");
    await screen("Setup");
    // Every computer's level stepped to Expert (Easy, Normal, Hard, Expert in turn).
    for (let turn = 0; turn < 24; turn++) {
      const level = (await buttons()).find((b) => /(Easy|Normal|Hard)$/.test(b.label));
      if (!level) break;
      await tapButton(level.label);
    }
    const levels = (await buttons()).filter((b) => b.label.endsWith("Expert")).map((b) => b.label);
    if (levels.length < 1) fail(`no computer set to Expert: ${(await buttons()).map((b) => b.label).join(", ")}`);
    log(`phone: ${levels.join(", ")}`);
    await tapButton("Deal");
    await screen("Playing");
    const thought = () => page.evaluate(() => (document.documentElement.dataset.thinking || "0 0").split(" ").map(Number));
    const decisions = () => page.evaluate(() =>
      (document.documentElement.dataset.decisions || "").split(",").filter((t) => t !== "").map(Number));
    for (const until = Date.now() + 300_000; ; ) {
      const [frames_, longest] = await thought();
      const times = await decisions();
      // Enough frames to show the table kept drawing, and enough of Expert's moves to say what one costs here.
      if (frames_ >= 60 && times.length >= 6) {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (p) => sorted[Math.min(sorted.length - 1, Math.round((sorted.length - 1) * p))];
        log(`phone: Expert thought through ${frames_} frames, the longest ${longest} ms; ` +
          `${times.length} moves took p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (the table drawing meanwhile)`);
        break;
      }
      if (Date.now() > until) fail(`Expert thought through only ${frames_} frames and ${times.length} moves in 5 minutes`);
      const playable = (await hand()).find((c) => c.playable);
      if (playable) await tap(playable.x, playable.y);
      else await frames(5);
    }
    await shoot("phone-expert");
    await context.close();
  };
  // Your records on a phone (360 x 640 CSS px at ratio 2, touch only): Statistics, Back up or restore, then each
  // export is a real download (its name, and a records file or a hand log inside), Import opens the browser's file
  // picker, and the file picked is read while the game rests (the page's reader wakes it): a file cut short is
  // refused with its reason, the exported file is asked about (Merge is not offered for this device's own records)
  // and Replace puts it back. Each outcome is also said to the screen reader (window.heard).
  const recordsOnAPhone = async () => {
    const context = await phoneContext(360, 640, 2);
    await page.goto(url);
    await screen("Title");
    await listen();
    await tapButton("Statistics");
    await waitFor("the statistics' Back up or restore", () =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label === "Back up or restore"));
    await tapButton("Back up or restore");
    await waitFor("the records panel", () =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Import")));
    await phoneShot("records");
    const heard = (text) =>
      waitFor(`the screen reader told "${text}"`, (t) => (window.heard ?? []).some((line) => line.includes(t)), text, 60);
    // A download, as the browser hands it over: its suggested name and what it holds.
    const download = async (label, name) => {
      const [file] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), tapButton(label)]);
      const suggested = file.suggestedFilename();
      if (!name.test(suggested)) fail(`"${label}" downloaded ${suggested}, not a name like ${name}`);
      const text = await readFile(await file.path(), "utf8");
      await heard(`Downloaded: ${suggested}`);
      log(`phone: "${label}" downloaded ${suggested} (${text.length} bytes) and said so`);
      return text;
    };
    const records = await download("Export records", /^wendellhead-records-\d{4}-\d\d-\d\d-\d{4}\.json$/);
    const parsed = JSON.parse(records);
    if (parsed.format !== "wendellhead-records" || parsed.version !== 1 || !parsed.statistics || !parsed.settings) {
      fail(`the exported records are not a records file: ${records.slice(0, 200)}`);
    }
    const hands = await download("Export hands", /^wendellhead-hands-\d{4}-\d\d-\d\d-\d{4}\.csv$/);
    if (!hands.startsWith("date,game,players,deal,fingerprint,")) fail(`the hand log's header: ${hands.split("\n")[0]}`);
    // The browser's file picker, answered with a file as a player picks one.
    const importFile = async (name, text) => {
      const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 60_000 }), tapButton("Import")]);
      await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
      log(`phone: the file picker opened; picked ${name} (${text.length} bytes)`);
    };
    await importFile("cut-short.json", records.slice(0, Math.floor(records.length / 2)));
    await heard("cut-short.json was not imported: the file ends too early");
    await phoneShot("records-refused");
    await importFile("my-records.json", records);
    await waitFor("the import question", () => {
      const labels = JSON.parse(document.documentElement.dataset.buttons || "[]").map((b) => b.label);
      return labels.includes("Replace") && labels.some((l) => l.startsWith("Cancel"));
    });
    const offered = (await buttons()).map((b) => b.label);
    if (offered.includes("Merge")) fail("Merge was offered for this device's own records");
    await phoneShot("records-question");
    await tapButton("Replace");
    await heard("Replaced your records and settings with my-records.json");
    await phoneShot("records-replaced");
    log("phone: a file cut short refused, the device's own export asked about (no Merge) and put back by Replace");
    await context.close();
  };
  await mkdir(shots, { recursive: true });
  if (process.env.WEB_CHECK_ONLY === "phone-expert") {
    await expertOnAPhone();
    if (problems.length) fail(`${problems.length} error(s) in the console`);
    log("PASSED (only Expert on a phone, WEB_CHECK_ONLY=phone-expert)");
    throw new Only();
  }
  if (process.env.WEB_CHECK_ONLY === "records") {
    await recordsOnAPhone();
    if (problems.length) fail(`${problems.length} error(s) in the console`);
    log("PASSED (only the records on a phone, WEB_CHECK_ONLY=records)");
    throw new Only();
  }
  // WEB_CHECK_ONLY=phone-code runs only the phone's code field (while working on it; CI runs everything).
  if (process.env.WEB_CHECK_ONLY === "phone-code") {
    await replayOnAPhone();
    if (problems.length) fail(`${problems.length} error(s) in the console`);
    log("PASSED (only the phone's code field, WEB_CHECK_ONLY=phone-code)");
    throw new Only();
  }
  log(`opening ${url} in ${chromiumPath}`);
  const opened = Date.now();
  await page.goto(url);
  await screen("Title");
  log(`from opening the page to the title: ${((Date.now() - opened) / 1000).toFixed(1)} s`);
  const worker = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  if (!worker) fail("no service worker controls the page after the first visit (no offline play)");
  log("a service worker controls the page (offline play)");
  for (const [path, { encoding, length }] of Object.entries(encodings)) {
    log(`${path} came with Content-Encoding: ${encoding} (${(length / 1e6).toFixed(2)} MB on the wire)`);
    if (encoding !== "br" && encoding !== "gzip") fail(`${path} was not sent precompressed (Content-Encoding: ${encoding})`);
  }
  if (!Object.keys(encodings).length) fail("the page loaded no .wasm");
  const audioBefore = await page.evaluate(() => (window.wendellheadAudio ?? []).map((c) => c.state));
  await page.waitForTimeout(1000);
  await shoot("title");
  await idleFrames("the title");
  await hears("the title screen", (r) => r.role === "status" && r.live === "polite" && r.text.includes("the title screen"));
  await hears("the focused button", (r) => r.live === "assertive" && r.text.startsWith("New game, button"));
  await listen();

  // A new match, as a player starts one: New game, the game chosen on the setup screen (Hearts: the newest game,
  // on the table every game shares, with a pass before the first trick), then Deal.
  // New game by an undelayed click (press and release at once, as a touchpad's tap-to-click sends them).
  const newGameButton = (await buttons()).find((b) => b.label === "New game");
  if (!newGameButton) fail("no New game button on the title");
  await page.mouse.click(newGameButton.x, newGameButton.y);
  await screen("Setup");
  log("an undelayed mouse click on New game opened the setup");
  await page.waitForTimeout(500);
  await click("Wendellhead:");
  await waitFor("Classic Whist chosen", () =>
    JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Classic Whist")));
  await click("Classic Whist:");
  await waitFor("Hearts chosen", () =>
    JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Hearts:")));
  log("chose Hearts on the setup screen");
  await click("Deal");
  await screen("Playing");
  const audioAfter = await page.evaluate(() => (window.wendellheadAudio ?? []).map((c) => c.state));
  log(`audio contexts before the first click: [${audioBefore}], after: [${audioAfter}]`);
  if (audioAfter.length === 0) fail("the game made no AudioContext: no sound");
  // Headless Chromium sometimes lets audio start without a gesture; when it does not, this shows the unlock.
  if (audioBefore.includes("suspended")) log("audio was held until the first click and runs since (the unlock)");
  if (audioAfter.some((state) => state !== "running")) fail(`audio did not start after the first click: [${audioAfter}]`);

  // The pass: a player picks three cards by clicking them where they lie (each rises when picked), then Pass.
  // The hand lying still at a card the person chooses. A forced card (the only one that may be played) is played
  // for the person by auto-play (on by default) a moment after it rises by itself, so a click would race it:
  // the check lets it go, as a player would, and waits for the next choice.
  const choice = async (what) => {
    for (;;) {
      const cards = await stillHand(what, (h) => h.some((c) => c.playable));
      const playable = cards.filter((c) => c.playable);
      if (playable.length > 1) return cards;
      log(`${playable[0].card} is the only card allowed: auto-play plays it for the person`);
      await waitFor(`the forced ${playable[0].card} played for the person`, (c) =>
        !JSON.parse(document.documentElement.dataset.hand || "[]").some((x) => x.card === c), playable[0].card, 60);
    }
  };
  await waitFor("the pass to choose", () =>
    JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => c.passable));
  const dealt = await stillHand("cards to pass", (h) => h.some((c) => c.passable));
  log(`dealt: ${dealt.map((c) => c.card).join(" ")}`);
  const toPass = [dealt[0].card, dealt[5].card, dealt[dealt.length - 1].card];
  for (const card of toPass) {
    const now = (await stillHand("the card to pick", (h) => h.some((c) => c.card === card))).find((c) => c.card === card);
    log(`picking ${card} to pass at ${now.x},${now.y}`);
    await press(now.x, now.y);
    await frames(4);
  }
  await page.waitForTimeout(500);
  await shoot("pass");
  await click("Pass cards");
  await waitFor("the three passed cards to leave the hand", (gone) =>
    !JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => gone.includes(c.card)), toPass, 60);
  log(`passed ${toPass.join(" ")}`);

  // Play a card the engine allows, by clicking it where it lies.
  // A player clicks a card once the hand lies still (cards may still be flying in from the deal).
  await waitFor("a playable card in the hand", () =>
    JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => c.playable));
  const still = await choice("a playable card");
  log(`hand: ${still.map((c) => `${c.card}${c.playable ? "*" : ""}`).join(" ")}`);
  await shoot("hand");
  // The person's turn, nothing moving: the table rests.
  await idleFrames("the person's turn");
  // A (the person's turn): the hand read aloud, card for card, with the cards that may be played.
  await page.keyboard.press("a");
  const read = await hears("the hand on A", (r) => r.role === "status" && r.text.includes("Your hand,"));
  if (!read.text.includes(`Your hand, ${still.length} cards`)) fail(`the hand read is not the ${still.length} cards: ${read.text}`);
  const mayPlay = still.filter((c) => c.playable).map((c) => spoken(c.card));
  if (!mayPlay.every((c) => read.text.includes(c))) fail(`the hand read leaves out a playable card (${mayPlay}): ${read.text}`);
  const playable = (await hand()).find((c) => c.playable);
  if (!playable) fail("no playable card any more before clicking one");
  log(`clicking ${playable.card} at ${playable.x},${playable.y}`);
  await press(playable.x, playable.y);
  await waitFor(`${playable.card} to leave the hand`, (card) =>
    !JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => c.card === card), playable.card, 60);
  await page.waitForTimeout(1500);
  await shoot("played");
  const heard = await waitFor(`"You play the ${spoken(playable.card)}" said`, (line) =>
    (window.heard ?? []).some((l) => l.includes(line)) && window.heard, `You play the ${spoken(playable.card)}.`, 60);
  log(`the screen reader heard ${heard.length} lines since the title, the last: "${heard[heard.length - 1].trim()}"`);

  // The match is in local storage; after a reload the title offers to continue it, and it continues.
  const saved = await page.evaluate(() => Object.keys(localStorage).sort());
  log(`local storage: ${saved.join(", ")}`);
  if (!saved.some((key) => key.endsWith("match.json"))) fail("the match was not saved in local storage");
  if (!saved.some((key) => key.endsWith("settings.ron"))) fail("the settings were not saved in local storage");
  await page.reload();
  await screen("Title");
  await click("Continue");
  await screen("Playing");
  await waitFor("the continued hand", () => JSON.parse(document.documentElement.dataset.hand || "[]").length > 0);
  if ((await hand()).some((c) => c.card === playable.card)) fail(`${playable.card} is back in the hand after continuing`);
  await page.waitForTimeout(1500);
  await shoot("continued");

  // The page follows the browser window: a smaller window, the canvas and the table's layout with it.
  await page.setViewportSize({ width: 960, height: 600 });
  await waitFor("the canvas to follow the window", () => {
    const canvas = document.getElementById("wendellhead");
    return canvas.clientWidth === 960 && canvas.clientHeight === 600;
  });
  // The layout follows within a few frames (which can take seconds with software rendering).
  const layout = () => {
    const root = document.documentElement.dataset;
    const all = JSON.parse(root.buttons || "[]").concat(JSON.parse(root.hand || "[]"));
    const off = all.filter((b) => b.x < 0 || b.x > 960 || b.y < 0 || b.y > 600);
    return { shown: all.length, off };
  };
  for (const until = Date.now() + 60_000; ; ) {
    const { shown, off } = await page.evaluate(layout);
    if (shown > 0 && off.length === 0) break;
    if (Date.now() > until) fail(`the table's layout did not follow the window; off the page: ${JSON.stringify(off)}`);
    await frames(1);
  }
  await page.waitForTimeout(1000);
  await shoot("resized");

  // Wendish Schafkopf, the fourth game: a new match from the title (the saved one put away first, so no question
  // comes between), a call made on the panel in the middle of the table, a card played.
  await page.setViewportSize({ width: 1280, height: 800 });
  // A new match from the title, the saved one put away first so no question comes between.
  const newGame = async () => {
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.endsWith("match.json"))
        .forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await screen("Title");
    const titles = (await buttons()).filter((b) => b.label === "New game");
    await click("New game");
    // The page may have saved its match again as it unloaded (a slow machine makes that likelier): then the
    // title asks first, and the dialog's own New game (not the title's, which the dialog covers) answers it.
    await waitFor("the setup or the question", () => {
      const d = document.documentElement.dataset;
      return d.screen === "Setup" || JSON.parse(d.buttons || "[]").some((b) => b.label === "Cancel (Esc)");
    });
    if (await page.evaluate(() => document.documentElement.dataset.screen !== "Setup")) {
      const answer = (await buttons()).find(
        (b) => b.label === "New game" && !titles.some((t) => t.x === b.x && t.y === b.y));
      log(`a saved match was asked about: clicking the dialog's "New game" at ${answer.x},${answer.y}`);
      await press(answer.x, answer.y);
    }
    await screen("Setup");
  };
  await newGame();
  await page.waitForTimeout(500);
  await click("Hearts:");
  await waitFor("Wendish Schafkopf chosen", () =>
    JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.includes("Schafkopf")));
  await click("Deal");
  await screen("Playing");
  // The person is asked to call unless a computer before them plays a solo; then play begins.
  const first = await waitFor("the person's call or a playable card", () => {
    const root = document.documentElement.dataset;
    const labels = JSON.parse(root.buttons || "[]").map((b) => b.label);
    if (labels.some((l) => l.startsWith("Pass (P)") || l.startsWith("Silent solo"))) return "call";
    return JSON.parse(root.hand || "[]").some((c) => c.playable) ? "play" : null;
  });
  if (first === "call") {
    await page.waitForTimeout(500);
    await shoot("schafkopf-call");
    const labels = (await buttons()).map((b) => b.label);
    // A pass, or for the holder of both black queens (who may not pass) a silent solo.
    await click(labels.some((l) => l.startsWith("Pass (P)")) ? "Pass (P)" : "Silent solo");
    await waitFor("the call panel to close", () =>
      !JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Solo ")));
    log("made the call");
  }
  const schafkopfHand = await choice("a playable Schafkopf card");
  log(`Schafkopf hand: ${schafkopfHand.map((c) => `${c.card}${c.playable ? "*" : ""}`).join(" ")}`);
  // Eight cards are dealt; auto-play (on by default) may already have played a card the person was forced to.
  if (schafkopfHand.length < 1 || schafkopfHand.length > 8) fail(`a Schafkopf hand has 1 to 8 cards, not ${schafkopfHand.length}`);
  const foreign = schafkopfHand.filter((c) => !"789TJQKA".includes(c.card[0]));
  if (foreign.length) fail(`cards outside the 32-card deck in a Schafkopf hand: ${foreign.map((c) => c.card).join(" ")}`);
  const lead = schafkopfHand.find((c) => c.playable);
  await press(lead.x, lead.y);
  await waitFor(`${lead.card} to leave the hand`, (card) =>
    !JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => c.card === card), lead.card, 60);
  await page.waitForTimeout(1500);
  await shoot("schafkopf");
  log(`played ${lead.card} in Wendish Schafkopf`);

  // The variants: the Players stepper of Wendish Schafkopf chooses the game for two (piles) or Dreiwendsch (a skat).
  for (const [players, wanted] of [["2", "2: 8 piles"], ["3", "3: Dreiwendsch"]]) {
    await newGame();
    await waitFor("Wendish Schafkopf remembered", () =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.includes("Schafkopf")));
    for (let step = 0; step < 3; step++) {
      const labels = (await buttons()).map((b) => b.label);
      if (labels.some((l) => l.startsWith(wanted))) break;
      const now = labels.find((l) => /^[234]: /.test(l));
      if (!now) fail(`no Players stepper for Schafkopf: ${labels.join(", ")}`);
      await click(now);
      await waitFor(`the Players stepper past "${now}"`, (was) =>
        !JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label === was), now);
    }
    await waitFor(`${players} players chosen`, (w) =>
      JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith(w)), wanted);
    await click("Deal");
    await screen("Playing");
    if (players === "3") {
      // Offered the skat (or play begins after a computer took it): pass it on.
      const first = await waitFor("the skat offered or a playable card", () => {
        const root = document.documentElement.dataset;
        const labels = JSON.parse(root.buttons || "[]").map((b) => b.label);
        if (labels.some((l) => l.startsWith("Take the skat"))) return "skat";
        return JSON.parse(root.hand || "[]").some((c) => c.playable) ? "play" : null;
      });
      if (first === "skat") {
        await page.waitForTimeout(500);
        await shoot("dreiwendsch-skat");
        await click("Pass (P)");
        log("passed the skat");
      }
    }
    const variantHand = await choice(`a playable card with ${players} players`);
    log(`${players} players, hand: ${variantHand.map((c) => `${c.card}${c.playable ? "*" : ""}`).join(" ")}`);
    const most = players === "2" ? 8 : 10;
    if (variantHand.length < 1 || variantHand.length > most) fail(`${variantHand.length} cards in a hand of ${players}`);
    const card = variantHand.find((c) => c.playable);
    await press(card.x, card.y);
    await waitFor(`${card.card} to leave the hand`, (c) =>
      !JSON.parse(document.documentElement.dataset.hand || "[]").some((x) => x.card === c), card.card, 60);
    await page.waitForTimeout(1500);
    await shoot(players === "2" ? "schafkopf-two" : "dreiwendsch");
    log(`played ${card.card} with ${players} players`);
  }

  // Replay a deal: the title's panel takes a code typed on the keyboard (C4-30JX4-FM: Classic Whist, seed 1234,
  // the first deal, dealt by seat 3, so the person leads); the deal is dealt again, a card is played and U takes
  // it back.
  await page.reload();
  await screen("Title");
  await click("Replay a deal");
  await waitFor("the replay panel", () =>
    JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Replay (Enter)")));
  await page.keyboard.type("c4-30jx4-fm");
  await frames(3);
  // Keys typed into the canvas go into the game's box, and the page's text field over it holds the same.
  await waitFor("the typed code in the page's text field", () => {
    const input = document.getElementById("code");
    return !input.hidden && input.value === "C4-30JX4-FM" && document.activeElement !== input;
  }, null, 60);
  await shoot("replay-code");
  await page.keyboard.press("Enter");
  await screen("Playing");
  await waitFor("the text field hidden on the table", () => document.getElementById("code").hidden, null, 60);
  const replayHand = await stillHand("a playable card in the replayed deal", (h) => h.some((c) => c.playable));
  if (replayHand.length !== 13) fail(`the replayed Whist deal gave ${replayHand.length} cards, not 13`);
  const labels = (await buttons()).map((b) => b.label);
  if (!labels.some((l) => l === "Undo")) fail(`no Undo button in casual play: ${labels.join(", ")}`);
  const taken = replayHand.find((c) => c.playable);
  await press(taken.x, taken.y);
  await frames(2);
  await page.keyboard.press("u");
  await waitFor(`${taken.card} back in the hand after U`, (c) => {
    const cards = JSON.parse(document.documentElement.dataset.hand || "[]");
    return cards.length === 13 && cards.some((x) => x.card === c);
  }, taken.card, 60);
  await page.waitForTimeout(1000);
  await shoot("replay-undo");
  log(`replayed C4-30JX4-FM, played ${taken.card} and took it back`);
  // Done with the desktop table: closed, it no longer draws beside the pages below (every page open in headless
  // Chromium draws each frame, and with software WebGL they share the machine's cores).
  await page.close();

  // A browser in German: the game speaks the browser's language (navigator.language) until one is chosen.
  const german = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "de-DE" });
  const dePage = await german.newPage();
  await dePage.goto(url);
  await dePage.waitForFunction(() => document.documentElement.dataset.screen === "Title", null, { timeout: 240_000 });
  await dePage.waitForFunction(
    () => JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label === "Neues Spiel"),
    null,
    { timeout: 60_000 },
  );
  const lang = await dePage.evaluate(() => document.documentElement.lang);
  if (lang !== "de") fail(`a German browser's page says lang=${lang}, not de`);
  const deButtons = await dePage.evaluate(() => JSON.parse(document.documentElement.dataset.buttons || "[]").map((b) => b.label));
  if (deButtons.some((b) => b === "New game")) fail(`English buttons in a German browser: ${deButtons}`);
  await dePage.screenshot({ path: join(shots, "title-de.png") });
  log(`a German browser (de-DE) gets the game in German: ${deButtons.join(" · ")}`);
  // Its crash page is German too.
  await dePage.goto(`${url}?crash-test`);
  await dePage.waitForSelector("#crash:not([hidden])", { timeout: 240_000 });
  const deCrash = await dePage.textContent("#crash-title");
  if (deCrash !== "Wendellhead wurde angehalten") fail(`the German crash page says: ${deCrash}`);
  await german.close();

  // A panic shows a readable message on the page (?crash-test makes the game panic at the title screen).
  const crashPage = await context.newPage();
  await crashPage.goto(`${url}?crash-test`);
  await crashPage.waitForSelector("#crash:not([hidden])", { timeout: 240_000 });
  const message = await crashPage.textContent("#crash-message");
  log(`the crash test page says: ${message.split("\n")[0]}`);
  if (!message.includes("crash test")) fail(`the crash message is not the panic's: ${message}`);
  await crashPage.screenshot({ path: join(shots, "crash.png") });
  await crashPage.close();

  // A phone: 390 x 844 CSS px at device pixel ratio 3, touch only. Hearts by taps (three cards chosen and passed,
  // the hand played to its end, each card tapped to raise it and tapped again), the menu, the phone turned to
  // landscape, nothing overlapping (the rectangles the game reports, src/app/web.rs), then offline: the page
  // reloads from the service worker and Continue resumes the hand.
  const phone = await phoneContext(390, 844, 3);
  // A phone has no keys: no button it shows may name one ("Pass cards (P)", "Resume (Esc)").
  const noKeysNamed = async (where) => {
    const keyed = (await buttons()).map((b) => b.label).filter((l) => /\((Esc|Enter|[A-Z0-9]|1-\d)\)/.test(l));
    if (keyed.length) fail(`the phone's ${where} names keys: ${keyed.join(", ")}`);
    log(`phone: the ${where}'s buttons name no keys`);
  };
  // Nothing off the screen, no two buttons over each other, no button over a card of the hand, and every card the
  // person may play or choose shows a strip at least 44 CSS px wide to tap.
  const layoutProblems = [];
  // Menus and panels may scroll (tests/layout/app_layout.rs checks them at phone sizes): there a button out of sight is
  // scrolled away, not lost; the table (`scrolls` false) keeps everything on the screen.
  const checkLayout = async (what, scrolls = false) => {
    const fail = (why) => {
      layoutProblems.push(why);
      log(`LAYOUT: ${why}`);
    };
    const { width, height } = page.viewportSize();
    const root = await page.evaluate(() => ({
      buttons: JSON.parse(document.documentElement.dataset.buttons || "[]"),
      hand: JSON.parse(document.documentElement.dataset.hand || "[]"),
    }));
    const box = (r) => ({ l: r.x - r.w / 2, r: r.x + r.w / 2, t: r.y - r.h / 2, b: r.y + r.h / 2, name: r.label ?? r.card });
    // A button scrolled wholly out of sight (under a panel's fixed foot, say) is not on the screen.
    const buttonsShown = root.buttons.filter((b) => !b.hidden);
    const all = buttonsShown.map(box).concat(root.hand.map(box));
    const off = all.filter((r) => r.l < -1 || r.t < -1 || r.r > width + 1 || r.b > height + 1);
    if (off.length && !scrolls) fail(`${what}: off the ${width}x${height} screen: ${JSON.stringify(off)}`);
    const over = (a, b) => Math.min(a.r, b.r) - Math.max(a.l, b.l) > 2 && Math.min(a.b, b.b) - Math.max(a.t, b.t) > 2;
    const buttonBoxes = buttonsShown.map(box);
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (i >= buttonBoxes.length && j >= buttonBoxes.length) continue; // cards of a fan overlap by design
        if (over(all[i], all[j])) fail(`${what}: "${all[i].name}" and "${all[j].name}" overlap`);
      }
    }
    const narrow = root.hand.filter((c) => (c.playable || c.passable) && c.w < 44);
    if (narrow.length) fail(`${what}: cards with a strip under 44 CSS px: ${JSON.stringify(narrow)}`);
    const widths = root.hand.map((c) => c.w);
    log(`${what}: ${root.buttons.length} buttons and ${root.hand.length} cards on ${width}x${height}, nothing overlaps; card strips ${Math.min(...widths)}-${Math.max(...widths)} CSS px wide, ${root.hand[0]?.h ?? 0} high`);
  };

  await page.goto(url);
  await screen("Title");
  await phoneShot("title");
  await checkLayout("the phone's title", true);
  await noKeysNamed("title");
  await tapButton("New game");
  await screen("Setup");
  await page.waitForTimeout(500);
  for (let step = 0; step < 4; step++) {
    const labels = (await buttons()).map((b) => b.label);
    if (labels.some((l) => l.startsWith("Hearts:"))) break;
    const game = labels.find((l) => /^(Wendellhead|Classic Whist|Wendish Schafkopf):/.test(l));
    if (!game) fail(`no game stepper on the phone's setup: ${labels.join(", ")}`);
    await tapButton(game);
    await waitFor(`the game stepper past "${game}"`, (was) =>
      !JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label === was), game);
  }
  await phoneShot("setup");
  await checkLayout("the phone's setup", true);
  await noKeysNamed("setup");
  await tapButton("Deal");
  await screen("Playing");
  await waitFor("the pass to choose", () =>
    JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => c.passable));
  const phoneDealt = await stillHand("cards to pass on the phone", (h) => h.some((c) => c.passable));
  await checkLayout("the phone's pass");
  const phonePass = [phoneDealt[1].card, phoneDealt[6].card, phoneDealt[phoneDealt.length - 2].card];
  for (const card of phonePass) {
    const now = (await stillHand("the card to tap", (h) => h.some((c) => c.card === card))).find((c) => c.card === card);
    log(`phone: tapping ${card} to pass at ${now.x},${now.y} (a strip ${now.w} px wide)`);
    await tap(now.x, now.y);
  }
  await phoneShot("pass");
  await noKeysNamed("table while passing");
  await tapButton("Pass cards");
  await waitFor("the passed cards to leave the hand", (gone) =>
    !JSON.parse(document.documentElement.dataset.hand || "[]").some((c) => gone.includes(c.card)), phonePass, 60);
  log(`phone: passed ${phonePass.join(" ")} by taps`);

  // The hand to its end: at each turn a playable card is tapped (it rises and stays), then tapped again (played).
  let played = 0;
  let turned = false;
  let menuOpened = false;
  let tableChecked = false;
  for (const until = Date.now() + 900_000; ; ) {
    if (Date.now() > until) fail("the phone's hand did not end within 15 minutes");
    const state = await page.evaluate(() => {
      const d = document.documentElement.dataset;
      const cards = JSON.parse(d.hand || "[]");
      const labels = JSON.parse(d.buttons || "[]").map((b) => b.label);
      return { cards, labels, round: labels.some((l) => l.startsWith("Next deal") || l.startsWith("Next hand")) };
    });
    if (state.round || (played > 0 && state.cards.length === 0)) break;
    if (!state.cards.some((c) => c.playable)) {
      await frames(3);
      continue;
    }
    const still = await stillHand("a playable card on the phone", (h) => h.length === 0 || h.some((c) => c.playable));
    const card = still.find((c) => c.playable);
    if (!card) continue;
    // A forced card (the only one that may be played) is played for the person by auto-play (on by default): it
    // rises by itself and goes a moment later, so a tap would race it. Wait for it instead, as a player would.
    if (still.filter((c) => c.playable).length === 1) {
      await waitFor(`the forced ${card.card} to be played for the person`, (c) =>
        !JSON.parse(document.documentElement.dataset.hand || "[]").some((x) => x.card === c), card.card, 60);
      played += 1;
      log(`phone: ${card.card} was played for the person (the only card allowed; auto-play)`);
      continue;
    }
    if (played >= 1 && !tableChecked) {
      tableChecked = true;
      await checkLayout("the phone's table");
      await phoneShot("table");
    }
    await tap(card.x, card.y);
    // The lift is animated and a software-rendered frame can take a second: wait for it rather than count frames.
    const raised = await waitFor(
      `${card.card} to rise when tapped at ${card.x},${card.y}`,
      ({ name, y }) => {
        const now = JSON.parse(document.documentElement.dataset.hand || "[]").find((c) => c.card === name);
        if (!now) return { gone: true };
        return now.y < y - 2 ? now : null;
      },
      { name: card.card, y: card.y },
      30,
    );
    if (raised.gone) fail(`one tap played ${card.card}: a tap must only raise it`);
    const up = (await stillHand(`${card.card} raised`, (h) => h.some((c) => c.card === card.card))).find(
      (c) => c.card === card.card,
    );
    if (up.y >= card.y) fail(`${card.card} rose and fell again before the second tap (${card.y} -> ${up.y})`);
    await tap(up.x, up.y);
    await waitFor(`${card.card} to leave the hand after the second tap`, (c) =>
      !JSON.parse(document.documentElement.dataset.hand || "[]").some((x) => x.card === c), card.card, 60);
    played += 1;
    log(`phone: played ${card.card} by two taps`);
    if (played >= 3 && !menuOpened) {
      menuOpened = true;
      await tapButton("Menu");
      await waitFor("the menu", () =>
        JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Resume")));
      await phoneShot("menu");
      await checkLayout("the phone's menu", true);
      await noKeysNamed("menu");
      await tapButton("Resume");
      await waitFor("the menu to close", () =>
        !JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Resume")));
    }
    if (played >= 5 && !turned) {
      turned = true;
      await page.setViewportSize({ width: 844, height: 390 });
      await waitFor("the canvas to follow the turn to landscape", () => {
        const canvas = document.getElementById("wendellhead");
        return canvas.clientWidth === 844 && canvas.clientHeight === 390;
      });
      await frames(6);
      log("phone: turned to landscape (844 x 390)");
      await phoneShot("landscape");
      await checkLayout("the phone's table sideways");
    }
  }
  log(`phone: the hand ended after ${played} cards played`);
  if (!tableChecked || !menuOpened || !turned) fail("the phone's hand ended before the table, the menu and landscape were checked");
  await waitFor("the round's panel", () =>
    JSON.parse(document.documentElement.dataset.buttons || "[]").some((b) => b.label.startsWith("Next")), null, 120);
  await phoneShot("round");
  await checkLayout("the phone's round panel", true);

  // Offline: the service worker answers the reload; Continue resumes the match.
  await page.setViewportSize({ width: 390, height: 844 });
  await phone.setOffline(true);
  await page.reload();
  await screen("Title");
  log("phone: offline, the page reloaded from the service worker to the title");
  await tapButton("Continue");
  await screen("Playing");
  await waitFor("the continued match", () => JSON.parse(document.documentElement.dataset.buttons || "[]").length > 0);
  await phoneShot("offline-continued");
  await phone.close();
  await replayOnAPhone();
  await recordsOnAPhone();
  await expertOnAPhone();
  if (layoutProblems.length) fail(`the phone's layout: ${layoutProblems.join("; ")}`);

  if (problems.length) fail(`${problems.length} error(s) in the console`);
  const missing = requests.filter((r) => r.startsWith("404"));
  if (missing.length) fail(`requests for missing files: ${missing.join(", ")}`);
  log(`PASSED: title, the screen reader's live regions in the accessibility tree (title, focus, the hand, the card played), new game of Hearts, sound after the first click, three cards passed, a card played, saved, continued, resized, a Schafkopf call and card, a card from the piles for two and in Dreiwendsch, a deal replayed from its code and a card taken back, the game in German in a German browser, a panic shown, and on a phone: a Hearts hand by taps, the menu, landscape, offline and continued, and a deal's code typed into the text field over the code box (refused when mistyped, dealt when right), your records downloaded and a file picked to import (refused when cut short, put back by Replace) (${requests.length} requests served)`);
} catch (error) {
  if (!(error instanceof Only)) {
    exitCode = 1;
    console.error(`web/check FAILED: ${error.message}`);
    for (const problem of problems) console.error(`  ${problem}`);
    await writeFile(join(shots, "requests.txt"), requests.join("\n")).catch(() => {});
    await page?.screenshot({ path: join(shots, "failed.png") }).catch(() => {});
    console.error(`  what the page showed: ${join(shots, "failed.png")}`);
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(exitCode);
