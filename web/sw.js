// The service worker of the web build: the game starts with no network once it has been played once, and a new
// build never mixes its files with an old one's. web/build writes the build's version and its list of files in
// place of the two markers below (dist/sw.js); docs/web.md explains the design.
//
// - First visit: nothing is fetched twice. The worker takes charge of the page at once (the page waits for that
//   before it downloads the game, index.html), keeps every file of the list as the page fetches it, and once the
//   title shows (the page says "rest") fetches the files the game has not asked for yet (other card packs), so
//   every setting works offline.
// - Later visits: every file comes from this version's cache; the network is not asked.
// - A new build (a new sw.js, which the browser checks on each visit with the network): the new worker fetches its
//   whole list into its own cache while the old one goes on serving the running page from the old cache; it takes
//   over when no page of the old version is open, and only then are the old caches deleted.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `wendellhead-${VERSION}`;
const scope = new URL(self.registration.scope);
const listed = new Set(FILES.map((f) => new URL(f, scope).href));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const older = (await caches.keys()).filter((k) => k.startsWith("wendellhead-") && k !== CACHE);
      if (older.length > 0) {
        // An update: complete before it may serve anything.
        await cache.addAll(FILES);
      } else {
        // The first visit: the page is waiting for this worker to download the game through it.
        await cache.add("index.html").catch(() => {});
        await self.skipWaiting();
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("wendellhead-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

/// The cached answer for a request of the page (the page itself for a navigation), or undefined.
async function cached(request) {
  const cache = await caches.open(CACHE);
  if (request.mode === "navigate") {
    return (await cache.match(request, { ignoreSearch: true })) || cache.match("index.html");
  }
  return cache.match(request, { ignoreSearch: true });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.origin) return;
  event.respondWith(
    (async () => {
      const hit = await cached(request);
      if (hit) return hit;
      const response = await fetch(request);
      // Kept as it goes by: the build's own files only, whole answers only.
      const key = request.mode === "navigate" ? new URL("index.html", scope).href : url.origin + url.pathname;
      if (response.ok && response.status === 200 && listed.has(key)) {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
      }
      return response;
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data !== "rest") return;
  // The title is up: the files the game has not fetched yet, one at a time so the game keeps the bandwidth.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const file of FILES) {
        if (await cache.match(file)) continue;
        try {
          await cache.add(file);
        } catch {
          // Offline or gone: tried again on the next visit.
        }
      }
      if (event.source) event.source.postMessage("cached");
    })(),
  );
});
