// Pasch service worker: the whole build is precached, pages are served cache-first,
// so the app starts and plays with no network at all.
//
// scripts/sw_precache.py (trunk post_build hook) fills in BUILD and PRECACHE for each build:
// the cache is named after the build, so a new build installs beside the old one and
// takes over at once (skipWaiting + clients.claim); old caches are deleted on activate.
// The running page keeps the code it loaded; the next start uses the new build, and the
// page sets <html data-update="ready"> and fires `pasch:update` so the UI may offer a reload.
const BUILD = "dev";
const PRECACHE = [];
const CACHE = `pasch-${BUILD}`;
// A debug build (trunk serve) caches nothing, so rebuilds show at once.
const DEV = BUILD === "dev" || PRECACHE.length === 0;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (DEV ? Promise.resolve() : caches.open(CACHE).then((cache) => cache.addAll(PRECACHE))).then(() =>
      self.skipWaiting(),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith("pasch-") && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

if (!DEV) {
  self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        // Any page URL (e.g. "./?lang=de") is the one app shell.
        const hit =
          request.mode === "navigate"
            ? await cache.match("./", { ignoreSearch: true })
            : await cache.match(request, { ignoreSearch: true });
        return hit || fetch(request);
      })(),
    );
  });
}
