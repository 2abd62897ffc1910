// Pasch service worker: the whole build is precached, pages are served cache-first,
// so the app starts and plays with no network at all.
//
// scripts/sw_precache.py (trunk post_build hook) writes precache.js for each build: the
// build's hash, its files and those its shell names. A new build's list is a changed import,
// which the browser's update check notices as it would a changed sw.js. The cache is named
// after the build, so a new build installs beside the old one and takes over at once
// (skipWaiting + clients.claim); old caches are deleted on activate. The running page keeps
// the code it loaded; the next start uses the new build, and the page sets
// <html data-update="ready"> and fires `pasch:update` so the UI may offer a reload.
// (It sets self.precacheList: a name no function here declares, as those are globals too.)
importScripts("precache.js");
const BUILD = self.precacheList.build;
const PRECACHE = self.precacheList.files;
// The files of this build that its shell ("./") names, the hashed wasm and JS among them.
const SHELL_NAMES = self.precacheList.shellNames;
const CACHE = `pasch-${BUILD}`;
// A debug build (trunk serve) caches nothing, so rebuilds show at once.
const DEV = BUILD === "dev" || PRECACHE.length === 0;

// Fetch the whole build and cache it only if it is complete and of one build; otherwise
// the install fails, and the old worker goes on serving its own complete cache.
async function precache() {
  // "reload": straight from the server, never from the HTTP cache, where a shell or the
  // unhashed solver-worker files of an older build may still be fresh (Cache-Control:
  // max-age) and would point at files no cache holds.
  const requests = PRECACHE.map((url) => new Request(url, { cache: "reload" }));
  const responses = await Promise.all(requests.map((request) => fetch(request)));
  responses.forEach((response, i) => {
    if (!response.ok) throw new Error(`${PRECACHE[i]}: HTTP ${response.status}`);
  });
  // A proxy or CDN may still hand out an older shell: it must name this build's files.
  const shell = await responses[PRECACHE.indexOf("./")].clone().text();
  const missing = SHELL_NAMES.filter((name) => !shell.includes(name));
  if (missing.length) throw new Error(`the shell is not build ${BUILD}'s: it lacks ${missing.join(", ")}`);

  // Nothing is written before every file is here and checked. A cache of this name may
  // already serve (a new sw.js over the same files): then it only gets the same files again.
  const fresh = !(await caches.has(CACHE));
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(requests.map((request, i) => cache.put(request, responses[i])));
  } catch (e) {
    if (fresh) await caches.delete(CACHE); // e.g. out of quota: no half cache left behind
    throw e;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((DEV ? Promise.resolve() : precache()).then(() => self.skipWaiting()));
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
