// The installable offline app: manifest and icons, the service worker's precache, offline
// reloads, and updates to a new build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { distFiles } from './lib.mjs';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf) {
  assert.equal(buf.subarray(1, 4).toString('latin1'), 'PNG', 'not a PNG');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

/** Wait until the service worker is active and controls the page. */
async function controlled(app) {
  await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

function cacheState(page) {
  return page.evaluate(async () => {
    const keys = await caches.keys();
    const entries = {};
    for (const key of keys) {
      const cache = await caches.open(key);
      entries[key] = (await cache.keys()).map((r) => new URL(r.url).pathname.replace(/^\//, '') || './').sort();
    }
    return { keys, entries };
  });
}

export async function manifestIsValidWithReachableIcons(t) {
  const app = await t.open();
  const cdp = await app.context.newCDPSession(app.page);
  const parsed = await cdp.send('Page.getAppManifest');
  assert.deepEqual(parsed.errors, [], 'Chromium parses the manifest without errors');
  const manifest = JSON.parse(parsed.data);
  assert.equal(manifest.name, 'Pasch');
  assert.ok(manifest.short_name && manifest.short_name.length <= 12, 'short_name');
  assert.ok(manifest.description, 'description');
  assert.equal(manifest.start_url, '.');
  assert.equal(manifest.scope, '.');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);

  const seen = [];
  for (const icon of manifest.icons) {
    const res = await app.context.request.get(new URL(icon.src, parsed.url).href);
    assert.equal(res.status(), 200, icon.src);
    assert.equal(res.headers()['content-type'], icon.type, `${icon.src} content type`);
    assert.equal(pngSize(await res.body()), icon.sizes, `${icon.src} real size`);
    seen.push(`${icon.sizes} ${icon.purpose || 'any'}`);
  }
  for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) {
    assert.ok(seen.includes(want), `icon ${want} in ${seen.join(', ')}`);
  }
}

export async function serviceWorkerPrecachesTheWholeBuild(t) {
  const app = await t.open();
  await controlled(app);
  const state = await app.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active.state));
  assert.equal(state, 'activated');

  const { keys, entries } = await cacheState(app.page);
  assert.equal(keys.length, 1, `one cache, got ${keys.join(', ')}`);
  assert.match(keys[0], /^pasch-[0-9a-f]{16}$/, 'cache named after the build');
  // Every file of the build but the worker itself; "./" is index.html, the app shell.
  const expected = distFiles(t.dist)
    .filter((f) => f !== 'sw.js')
    .map((f) => (f === 'index.html' ? './' : f))
    .sort();
  assert.deepEqual(entries[keys[0]], expected);

  // Chromium would offer to install it (test contexts are incognito, where nothing installs).
  const cdp = await app.context.newCDPSession(app.page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
}

export async function offlineReloadStillLoads(t) {
  const app = await t.open();
  await controlled(app);
  await app.setOffline(true);
  await app.reload(); // waits for the wasm app to start again, now from the cache
  assert.equal(await app.page.title(), 'Pasch');
  // Any page URL works offline, e.g. a language switch in the query.
  await app.goto('?lang=de');
  await app.screenshot('offline');
  // A second tab while offline.
  const tab = await app.context.newPage();
  await tab.goto(t.server.url);
  await tab.waitForSelector('html[data-started]', { state: 'attached', timeout: 20000 });
}

export async function newBuildTakesOverAndDropsTheOldCache(t) {
  const app = await t.open();
  await controlled(app);
  const before = (await cacheState(app.page)).keys;

  // Pretend a new build was deployed: same files, another build hash.
  const sw = fs.readFileSync(path.join(t.dist, 'sw.js'), 'utf8');
  const next = sw.replace(/^const BUILD = ".*";$/m, 'const BUILD = "0123456789abcdef";');
  assert.notEqual(next, sw, 'sw.js has a BUILD line');
  t.server.override('/sw.js', next);
  await app.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));

  // The running page is told, the new worker controls it, the old cache is gone.
  await app.page.waitForSelector('html[data-update=ready]', { state: 'attached', timeout: 20000 });
  await app.page.waitForFunction(
    async () => (await caches.keys()).join() === 'pasch-0123456789abcdef',
    null,
    { timeout: 20000 },
  );
  assert.notDeepEqual(before, ['pasch-0123456789abcdef']);

  // And the new version still works offline.
  await app.setOffline(true);
  await app.reload();
}
