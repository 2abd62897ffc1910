// The installable offline app: manifest and icons, the service worker's precache, offline
// reloads, updates to a new build, and the message shown when the app cannot start.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, distFiles } from './lib.mjs';
import { axeViolations } from './axe.lib.mjs';
import { firstRoll, startSolo } from './classic_extreme.lib.mjs';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf) {
  assert.equal(buf.subarray(1, 4).toString('latin1'), 'PNG', 'not a PNG');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

/** Wait until the service worker is active and controls the page. */
async function controlled(app) {
  await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

/** The service worker's caches: their names, and for each {file: SHA-256 of its body}. */
function cacheState(page) {
  return page.evaluate(async () => {
    const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const keys = await caches.keys();
    const entries = {};
    for (const key of keys) {
      const cache = await caches.open(key);
      entries[key] = {};
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request)).arrayBuffer();
        entries[key][new URL(request.url).pathname.replace(/^\//, '') || './'] = hex(await crypto.subtle.digest('SHA-256', body));
      }
    }
    return { keys, entries };
  });
}

/** What a complete cache of the build in `dir` holds: every file but the worker itself and
 * the list it imports; "./" is index.html, the app shell. */
function precacheOf(dir) {
  const files = {};
  for (const f of distFiles(dir).filter((f) => f !== 'sw.js' && f !== 'precache.js')) {
    files[f === 'index.html' ? './' : f] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex');
  }
  return files;
}

/** The build a build's service worker names its cache after (its precache.js, which sw.js
 * imports). */
function buildOf(dir) {
  return JSON.parse(/^self\.precacheList = (.*);$/m.exec(fs.readFileSync(path.join(dir, 'precache.js'), 'utf8'))[1]).build;
}

/**
 * A new build made from `t.dist` in a temporary folder, as a deploy would bring: its hashed
 * files (wasm, JS, CSS) under other names in the shell and the parts' loader, the unhashed
 * solver-worker files with other contents, and its precache.js written by scripts/sw_precache.py; then `change(dir)` may
 * break it.
 */
function newBuild(t, change = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasch-build-'));
  fs.cpSync(t.dist, dir, { recursive: true });
  const shellPath = path.join(dir, 'index.html');
  let shell = fs.readFileSync(shellPath, 'utf8');
  const renames = [];
  for (const f of distFiles(dir)) {
    const hash = /-([0-9a-f]{8,})(?:_bg)?\.\w+$/.exec(f)?.[1];
    if (!hash) continue;
    const other = [...hash].reverse().join('');
    fs.renameSync(path.join(dir, f), path.join(dir, f.replace(hash, other)));
    shell = shell.replaceAll(hash, other);
    renames.push([hash, other]);
  }
  fs.writeFileSync(shellPath, shell);
  // The loader of the screens' parts imports the app's hashed JS by name, as the shell does.
  const loader = path.join(dir, '__wasm_split.js');
  fs.writeFileSync(loader, renames.reduce((text, [from, to]) => text.replaceAll(from, to), fs.readFileSync(loader, 'utf8')));
  for (const f of ['solver-worker_loader.js', 'solver-worker.js']) fs.appendFileSync(path.join(dir, f), '\n// the next build\n');
  // As the build does: the changed shell's inline scripts hashed into its policy, then the precache.
  for (const step of ['csp_hashes.py', 'sw_precache.py']) {
    const made = spawnSync('python3', [path.join(ROOT, 'scripts', step), dir], { encoding: 'utf8' });
    assert.equal(made.status, 0, made.stderr);
  }
  change(dir);
  return { dir, build: buildOf(dir), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Look for a new sw.js now (as the browser does on its own) and wait until the worker it
 * brings has either taken over ('activated') or failed to install ('redundant').
 */
function updateWorker(app) {
  return app.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const found = new Promise((resolve) => registration.addEventListener('updatefound', () => resolve(registration.installing), { once: true }));
    await registration.update();
    const worker = await found;
    return new Promise((resolve) => {
      const settled = () => ['activated', 'redundant'].includes(worker.state) && resolve(worker.state);
      worker.addEventListener('statechange', settled);
      settled();
    });
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
  assert.deepEqual(keys, [`pasch-${buildOf(t.dist)}`], 'one cache, named after the build');
  assert.deepEqual(entries[keys[0]], precacheOf(t.dist));

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
  // The rules page fetches its text (rules/de.md) when it opens: from the cache too.
  await app.page.getByRole('button', { name: 'Spielregeln' }).first().click();
  await app.page.locator('#main .rules-section').first().waitFor();
  assert.ok(await app.page.locator('#rules-extreme').isVisible(), 'the rules, offline');
  // A second tab while offline.
  const tab = await app.context.newPage();
  await tab.goto(t.server.url);
  await tab.waitForSelector('html[data-started]', { state: 'attached', timeout: 20000 });
}

/**
 * Opens the app, deploys a new build and waits until its worker took over and the page
 * was told (<html data-update=ready>); then runs `then(app, next)` and removes the build.
 */
async function afterAnUpdate(t, then) {
  const app = await t.open();
  await controlled(app);
  const next = newBuild(t);
  try {
    t.server.deploy(next.dir);
    assert.equal(await updateWorker(app), 'activated');
    await app.page.waitForSelector('html[data-update=ready]', { state: 'attached', timeout: 20000 });
    await then(app, next);
  } finally {
    next.remove();
  }
}

export async function newBuildTakesOverAndDropsTheOldCache(t) {
  await afterAnUpdate(t, async (app, next) => {
    // The new worker controls the page and only the new build is cached.
    const { keys, entries } = await cacheState(app.page);
    assert.deepEqual(keys, [`pasch-${next.build}`]);
    assert.deepEqual(entries[keys[0]], precacheOf(next.dir));
    // And the new version still works offline.
    await app.setOffline(true);
    await app.reload();
  });
}

/**
 * A host that lets browsers keep the shell, the parts' loader, the unhashed solver-worker
 * files and the worker's file list for a day (Cache-Control: max-age): the update is still
 * found, and the new build's worker must still cache the new shell, loader and worker
 * files, not the old ones from the HTTP cache, which name files no cache holds.
 */
export async function updateWithAnHttpCachedShellStillStartsOffline(t) {
  for (const p of ['/', '/index.html', '/__wasm_split.js', '/solver-worker_loader.js', '/solver-worker.js', '/solver-worker_bg.wasm', '/precache.js']) {
    t.server.headers(p, { 'Cache-Control': 'max-age=86400' });
  }
  await afterAnUpdate(t, async (app, next) => {
    await app.setOffline(true);
    await app.reload(); // the app starts: <html data-started>
    await startSolo(app.page, 'Kniffel');
    await firstRoll(app.page);
    const { keys, entries } = await cacheState(app.page);
    assert.deepEqual(keys, [`pasch-${next.build}`]);
    assert.deepEqual(entries[keys[0]], precacheOf(next.dir), 'the cache holds the new build, every file of it');
  });
}

/**
 * A new build that cannot be cached whole (a file missing), or whose shell comes from an
 * older build (a proxy's copy), never takes over: the old worker and its complete cache
 * stay, and the app still starts offline.
 */
export async function brokenNewBuildLeavesTheOldOneServing(t) {
  const app = await t.open();
  await controlled(app);
  const before = await cacheState(app.page);
  const broken = {
    'a file missing': (dir) => fs.rmSync(path.join(dir, 'solver-worker_bg.wasm')),
    'a stale shell': (dir) => fs.copyFileSync(path.join(t.dist, 'index.html'), path.join(dir, 'index.html')),
  };
  for (const [what, change] of Object.entries(broken)) {
    const next = newBuild(t, change);
    try {
      t.server.deploy(next.dir);
      assert.equal(await updateWorker(app), 'redundant', `${what}: the new worker does not install`);
      assert.deepEqual(await cacheState(app.page), before, `${what}: the old cache is whole, and no other`);
    } finally {
      next.remove();
    }
  }
  assert.equal(await app.page.evaluate(() => document.documentElement.dataset.update), undefined, 'no update announced');
  await app.setOffline(true);
  await app.reload();
}

/** Polls `done()` every 100 ms for up to `ms`; whether it came true. */
async function until(done, ms) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Coming back into view (an installed app is seldom navigated), the app looks for a new
 * sw.js; not more than once a minute. */
export async function looksForAnUpdateWhenShownAgain(t) {
  const app = await t.open();
  await controlled(app);
  const swFetches = () => t.server.requests.filter((p) => p === '/sw.js').length;
  const hideAndShow = () =>
    app.page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
  // A clock the test can move on, installed before the page's scripts run.
  await app.page.clock.install();
  const before = swFetches();
  await app.reload();
  // Chromium looks by itself about 2 s after a navigation; let that pass first.
  await until(() => swFetches() > before, 10000);

  let seen = swFetches();
  await hideAndShow();
  assert.equal(await until(() => swFetches() > seen, 2000), false, 'shown again within a minute of loading: no new look');

  await app.page.clock.fastForward('01:01');
  await hideAndShow();
  assert.ok(await until(() => swFetches() > seen, 10000), 'shown again a minute later: sw.js fetched');

  seen = swFetches();
  await hideAndShow();
  assert.equal(await until(() => swFetches() > seen, 2000), false, 'and again right after: no new look');
}

const FAILED = '#start-failed';

/** The app's wasm (the solver worker's is another file). */
function appWasm(t) {
  return distFiles(t.dist).find((f) => /^pasch-.*_bg\.wasm$/.test(f));
}

/** The start-failure message, shown, in one language, with its Reload button. */
async function assertStartFailed(app, heading, reload) {
  const box = app.page.locator(FAILED);
  await box.waitFor({ state: 'visible', timeout: 25000 });
  await box.getByRole('heading', { name: heading }).waitFor({ state: 'visible' });
  await box.getByRole('button', { name: reload, exact: true }).waitFor({ state: 'visible' });
  assert.equal(await box.getByRole('button').count(), 1, 'one language only');
}

// What a wasm that does not compile, a wasm that cannot be fetched, and a browser without
// WebAssembly log (the loader's error, uncaught, is what shows the message).
const WASM_ERRORS = /WebAssembly|Failed to fetch|net::ERR_FAILED/;

/** The app opened with no service worker, not waiting for a start that will not come. */
async function openFailing(t, opts = {}) {
  const app = await t.open({ ...opts, wait: 'none', serviceWorkers: 'block' });
  app.allowErrors(WASM_ERRORS);
  return app;
}

/** The wasm does not compile: a message in the app's language, at phone and tablet size,
 * light and dark (screenshots, axe); Reload starts the app once the wasm is whole again. */
export async function startFailureIsShownWhenTheWasmIsBroken(t) {
  const wasm = `/${appWasm(t)}`;
  t.server.override(wasm, 'not a wasm module');
  for (const viewport of ['phone', 'tablet']) {
    const app = await openFailing(t, { viewport });
    await assertStartFailed(app, 'Pasch could not start', 'Reload');
    assert.equal(await app.page.evaluate(() => document.documentElement.lang), 'en');
    for (const colorScheme of ['light', 'dark']) {
      await app.page.emulateMedia({ colorScheme });
      await app.screenshot(`start-failed-${colorScheme}`);
      assert.deepEqual(await axeViolations(app.page), [], `axe, ${colorScheme}, ${viewport}`);
    }
  }
  // German by the address, the saved setting, or the browser's language.
  for (const opts of [{ path: '?lang=de' }, { storage: { 'pasch.settings': '{"lang":"de"}' } }, { locale: 'de-DE' }]) {
    const app = await openFailing(t, opts);
    await assertStartFailed(app, 'Pasch konnte nicht starten', 'Neu laden');
  }

  const app = await openFailing(t);
  await assertStartFailed(app, 'Pasch could not start', 'Reload');
  t.server.override(wasm, null);
  await app.page.getByRole('button', { name: 'Reload' }).click();
  await app.started();
  await app.ready();
  assert.equal(await app.page.locator(FAILED).count(), 0);
}

/** The wasm cannot be fetched, or the browser has no WebAssembly at all. */
export async function startFailureIsShownWithoutTheWasm(t) {
  const blocked = await openFailing(t);
  await blocked.context.route(`**/${appWasm(t)}`, (route) => route.abort());
  await blocked.reload();
  await assertStartFailed(blocked, 'Pasch could not start', 'Reload');

  const old = await openFailing(t, { path: '?lang=de' });
  await old.context.addInitScript(() => delete window.WebAssembly);
  await old.reload();
  await assertStartFailed(old, 'Pasch konnte nicht starten', 'Neu laden');
}

/** A start that takes long (here: the wasm held back) shows the message after 20 s, and
 * takes it away when the app starts after all. */
export async function slowStartShowsTheMessageUntilTheAppStarts(t) {
  const app = await t.open({ wait: 'none', serviceWorkers: 'block' });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await app.context.route(`**/${appWasm(t)}`, async (route) => {
    await held;
    await route.continue();
  });
  await app.page.clock.install();
  await app.page.reload({ waitUntil: 'commit' });
  // Its script (right after it) has run once the parser has gone past it.
  await app.page.locator(`${FAILED} + script`).waitFor({ state: 'attached' });
  await app.page.clock.fastForward(19000);
  assert.equal(await app.page.locator(FAILED).isVisible(), false, 'not before 20 s');
  await app.page.clock.fastForward(1000);
  await assertStartFailed(app, 'Pasch could not start', 'Reload');
  release();
  await app.started();
  await app.page.locator(FAILED).waitFor({ state: 'detached' });
  await app.ready();
}

/** A normal start, online or offline from the cache, never shows the message. */
export async function normalStartNeverShowsTheStartFailure(t) {
  const app = await t.open();
  await controlled(app);
  await app.context.addInitScript(() => {
    window.startFailedShown = false;
    new MutationObserver(() => {
      if (document.getElementById('start-failed')?.hidden === false) window.startFailedShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  });
  for (const offline of [false, true]) {
    await app.setOffline(offline);
    await app.reload();
    await app.ready();
    assert.equal(await app.page.evaluate(() => window.startFailedShown), false, `offline ${offline}: never shown`);
    assert.equal(await app.page.locator(FAILED).count(), 0, `offline ${offline}: removed once started`);
  }
}
