// The start screen index.html draws before the wasm has arrived: in the app's language,
// with the app's markup, replaced by the app without anything moving, and no button on
// it that does nothing (a tap is kept and done once the app runs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, READY_SELECTOR } from './lib.mjs';

const STATIC = '#static-start';
const SAVE = fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'saves', 'v2', 'classic-2p-bot-mid-turn.json'), 'utf8');

/** The one-line messages of locales/LANG.ftl: {key: text}. */
function words(lang) {
  const text = fs.readFileSync(path.join(ROOT, 'locales', `${lang}.ftl`), 'utf8');
  return Object.fromEntries([...text.matchAll(/^([a-z][a-z0-9-]*) = (.*)$/gm)].map((m) => [m[1], m[2].trim()]));
}

/** The start menu's buttons, in order. */
const MENU = ['new-game', 'statistics', 'daily-challenge', 'rules', 'settings', 'tournament', 'join-table'];

/**
 * The app opened with its wasm held back (no service worker): index.html is there, the app
 * is not. `release()` lets the wasm through and waits until the app has started.
 */
async function openHeld(t, opts = {}) {
  const app = await t.open({ ...opts, path: 'about:blank', wait: 'none', serviceWorkers: 'block' });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await app.context.route(/\/pasch-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  // Every layout shift from the very start (the observer's buffer is kept per document).
  await app.context.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => window.shifts.push(...list.getEntries().map((e) => e.value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  await app.page.goto(new URL(opts.path || '', t.server.url).href);
  await app.page.locator(STATIC).waitFor({ state: 'visible' });
  return {
    app,
    async release() {
      release();
      await app.started();
    },
  };
}

/** Tag and classes of every element under each of `selectors`, within `root`. */
function skeleton(page, root, selectors) {
  return page.evaluate(
    ({ root, selectors }) => {
      const shape = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].sort().join('.')}(${[...el.children].map(shape).join(',')})`;
      const scope = document.querySelector(root);
      return selectors.map((s) => [...scope.querySelectorAll(s)].map(shape).join(' | '));
    },
    { root, selectors },
  );
}

/** Where each element of `selectors` is drawn (rounded to half pixels), within `root`. */
function boxes(page, root, selectors) {
  return page.evaluate(
    ({ root, selectors }) => {
      const round = (v) => Math.round(v * 2) / 2;
      const scope = document.querySelector(root);
      return selectors.map((s) =>
        [...scope.querySelectorAll(s)].map((el) => {
          const r = el.getBoundingClientRect();
          return `${s} ${round(r.x)},${round(r.y)} ${round(r.width)}x${round(r.height)}`;
        }),
      );
    },
    { root, selectors },
  );
}

/** Two frames: layout shifts are reported after the frame that drew them. */
function frames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Before the wasm: the title, the tagline and the seven buttons in the chosen language,
 * nothing the tests take for the app; the theme too. */
export async function staticScreenSpeaksTheAppsLanguage(t) {
  const cases = [
    { opts: { path: '?lang=de' }, lang: 'de' },
    { opts: { path: '?lang=fr-CA', locale: 'de-DE' }, lang: 'fr' },
    { opts: { storage: { 'pasch.settings': '{"lang":"fr","theme":"dark"}' } }, lang: 'fr', theme: 'dark' },
    { opts: { locale: 'de-AT' }, lang: 'de' },
    { opts: { locale: 'it-IT', storage: { 'pasch.settings': '{"theme":"light"}' } }, lang: 'en', theme: 'light' },
  ];
  for (const { opts, lang, theme } of cases) {
    const w = words(lang);
    const { app, release } = await openHeld(t, opts);
    const page = app.page;
    const what = JSON.stringify(opts);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, what);
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), theme ?? null, what);
    assert.equal(await page.locator(`${STATIC} h1`).innerText(), w['app-name'], what);
    assert.equal(await page.locator(`${STATIC} .tagline`).innerText(), w.tagline, what);
    const menu = page.locator(`${STATIC} .start-menu`);
    assert.equal(await menu.getAttribute('aria-label'), w.home, what);
    assert.deepEqual(
      await menu.getByRole('button').allInnerTexts(),
      MENU.map((k) => w[k]),
      what,
    );
    for (const key of ['rules', 'settings']) {
      await page.locator(`${STATIC} .topbar`).getByRole('button', { name: w[key], exact: true }).waitFor({ state: 'attached' });
    }
    assert.equal(
      await page.locator(`${STATIC} .brand`).getAttribute('aria-label'),
      `${w['app-name']} – ${w.home}`,
      what,
    );
    assert.equal(await page.locator(READY_SELECTOR).count(), 0, `${what}: nothing counts as the app yet`);
    assert.equal(await page.locator('[data-ready]').count(), 0, what);
    await release();
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${what}: the app agrees`);
  }
}

/** The app replaces the static screen with the same markup in the same places: no layout
 * shift, phone and tablet, with and without a saved game (then the static screen shows the
 * hero only, and the app adds the saved game and the menu below it). */
export async function takeoverMovesNothing(t) {
  for (const viewport of ['phone', 'tablet']) {
    for (const saved of [false, true]) {
      const what = `${viewport}, ${saved ? 'a saved game' : 'no saved game'}`;
      const { app, release } = await openHeld(t, {
        viewport,
        path: '?lang=en',
        ...(saved ? { storage: { 'pasch.game': SAVE } } : {}),
      });
      const page = app.page;
      const parts = ['.topbar', '.topbar button', '.hero-dice .die', 'h1', '.tagline', '.start-menu', '.start-menu button'];
      const shapes = ['.topbar', '.hero', '.start-menu'];
      assert.equal(await page.locator(`${STATIC} .start-menu`).count(), saved ? 0 : 1, `${what}: the menu`);
      const before = await boxes(page, STATIC, parts);
      const shapeBefore = await skeleton(page, STATIC, shapes);
      await app.screenshot(`static-${saved ? 'saved' : 'new'}`);
      await release();
      await frames(page);
      assert.equal(await page.locator(STATIC).count(), 0, `${what}: the static screen is gone`);
      const after = await boxes(page, '.app', parts);
      const shapeAfter = await skeleton(page, '.app', shapes);
      if (saved) {
        // What the static screen drew stays where it was; the app adds the rest below.
        assert.deepEqual(after.slice(0, 5), before.slice(0, 5), what);
        assert.deepEqual(shapeAfter.slice(0, 2), shapeBefore.slice(0, 2), what);
        assert.equal(await page.locator('.saved-game').count(), 1, `${what}: the app shows the saved game`);
      } else {
        assert.deepEqual(after, before, what);
        assert.deepEqual(shapeAfter, shapeBefore, what);
      }
      assert.ok(before.every((list) => list.length > 0 || saved), `${what}: every part was drawn`);
      await app.screenshot(`app-${saved ? 'saved' : 'new'}`);
      const shifts = await page.evaluate(() => window.shifts);
      assert.equal(shifts.reduce((a, b) => a + b, 0), 0, `${what}: layout shifts ${JSON.stringify(shifts)}`);
    }
  }
}

/** A tap while the wasm is still on its way is kept (drawn busy) and done once the app
 * runs, as the app's own button does it; the last tap counts. */
export async function tapBeforeTheAppIsDoneAfter(t) {
  const w = words('en');
  const goes = {
    'new-game': 'form.newgame',
    statistics: '.page.stats',
    'daily-challenge': '.daily-page',
    rules: '.page.rules',
    settings: '.page.settings',
  };
  for (const [key, screen] of Object.entries(goes)) {
    const { app, release } = await openHeld(t, { path: '?lang=en' });
    const page = app.page;
    const menu = page.locator(`${STATIC} .start-menu`);
    // Changing one's mind: the first tap is dropped.
    const other = key === 'rules' ? 'settings' : 'rules';
    await menu.getByRole('button', { name: w[other], exact: true }).click();
    const button = menu.getByRole('button', { name: w[key], exact: true });
    await button.click();
    assert.equal(await button.getAttribute('aria-busy'), 'true', `${key}: shown busy`);
    assert.equal(await page.locator(`${STATIC} [aria-busy]`).count(), 1, `${key}: only the last tap`);
    await release();
    await page.locator(screen).waitFor({ state: 'visible' });
    assert.equal(await page.locator('h1').count(), 1, key);
    assert.equal(await page.locator('[aria-busy]').count(), 0, key);
  }
}

/** The same by keyboard: Enter on a focused static button; and a button only focused
 * keeps the focus on the app's own. */
export async function keyboardBeforeTheAppIsDoneAfter(t) {
  const w = words('de');
  {
    const { app, release } = await openHeld(t, { path: '?lang=de' });
    const page = app.page;
    await page.locator(`${STATIC} .start-menu`).getByRole('button', { name: w['new-game'] }).focus();
    await page.keyboard.press('Enter');
    await release();
    await page.locator('form.newgame').waitFor({ state: 'visible' });
    assert.equal(await page.locator('h1').innerText(), w['new-game']);
  }
  {
    const { app, release } = await openHeld(t, { path: '?lang=de' });
    const page = app.page;
    await page.locator(`${STATIC} .start-menu`).getByRole('button', { name: w.statistics }).focus();
    await release();
    const focused = await page.evaluate(() => ({
      text: document.activeElement.textContent,
      inApp: !!document.activeElement.closest('.app .start-menu'),
    }));
    assert.deepEqual(focused, { text: w.statistics, inApp: true });
    assert.equal(await page.locator('.start').count(), 1, 'still the start screen');
  }
}

/** After the takeover: the static screen is gone, one start screen, one h1, and it is the
 * app's (interactive: its buttons work). */
export async function oneStartScreenAfterTheTakeover(t) {
  const app = await t.open({ path: '?lang=en' });
  const page = app.page;
  await app.ready();
  assert.equal(await page.locator(STATIC).count(), 0);
  assert.equal(await page.locator('h1').count(), 1);
  assert.equal(await page.locator('.start').count(), 1);
  assert.equal(await page.locator('.topbar').count(), 1);
  assert.equal(await page.locator('#start-failed').count(), 0);
  await page.locator('.start-menu').getByRole('button', { name: 'Rules', exact: true }).click();
  await page.locator('.page.rules').waitFor({ state: 'visible' });
}

/** The screens' parts of the app (src/ui/shell/split.rs): not among the start-up files. */
const PART = /\/(split_[a-z_]+|chunk_\d+)\.wasm$/;

/** The app starts, and its start screen works, without the screens' parts, which are
 * fetched after the start; then every screen opens from them, with nothing more fetched. */
export async function theStartNeedsNoScreensPart(t) {
  const w = words('en');
  const app = await t.open({ path: 'about:blank', wait: 'none', serviceWorkers: 'block' });
  const page = app.page;
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await app.context.route(PART, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(new URL('?lang=en', t.server.url).href);
  await page.waitForSelector('html[data-started]', { state: 'attached' });
  await page.locator('.start-menu').getByRole('button', { name: w.settings, exact: true }).click();
  await page.locator('.page.settings').waitFor({ state: 'visible' });
  assert.equal(await page.locator('html[data-parts]').count(), 0, 'the parts are still on their way');
  const code = fetched.filter((p) => /\.(wasm|js)$/.test(p) && !PART.test(p) && p !== '/sw.js');
  assert.deepEqual(
    code.map((p) => p.replace(/-[0-9a-f]{16}/, '-HASH')).sort(),
    ['/__wasm_split.js', '/pasch-HASH.js', '/pasch-HASH_bg.wasm'],
    'the start fetches the start-up module, its glue and the parts loader only',
  );
  assert.ok(fetched.some((p) => PART.test(p)), 'the parts are asked for once the app runs');
  release();
  await page.waitForSelector('html[data-parts="loaded"]', { state: 'attached' });
  for (const [key, screen] of [
    ['new-game', 'form.newgame'],
    ['statistics', '.page.stats'],
    ['rules', '.page.rules'],
  ]) {
    await app.goto('?lang=en');
    await page.waitForSelector('html[data-parts="loaded"]', { state: 'attached' });
    fetched.length = 0;
    await page.locator('.start-menu').getByRole('button', { name: w[key], exact: true }).click();
    await page.locator(screen).waitFor({ state: 'visible' });
    assert.deepEqual(fetched.filter((p) => PART.test(p)), [], `${key} opens from the parts already loaded`);
  }
}

/** A part that cannot be fetched (offline on a first visit, before the service worker
 * kept the app) stops nothing: its screen says so, and Try again fetches it. */
export async function aMissingPartIsOfferedAgain(t) {
  const w = words('en');
  const app = await t.open({ path: 'about:blank', wait: 'none', serviceWorkers: 'block' });
  const page = app.page;
  app.allowErrors(/split|chunk_|Failed to fetch|net::ERR_FAILED|failed to load/i);
  await app.context.route(PART, (route) => route.abort());
  await page.goto(new URL('?lang=en', t.server.url).href);
  await page.waitForSelector('html[data-parts="failed"]', { state: 'attached' });
  await page.locator('.start-menu').getByRole('button', { name: w['new-game'], exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: w['screen-unavailable'] });
  await alert.waitFor({ state: 'visible' });
  await app.screenshot('part-missing');
  await app.context.unroute(PART);
  await alert.getByRole('button', { name: w['try-again'] }).click();
  await page.locator('form.newgame').waitFor({ state: 'visible' });
  assert.equal(await alert.count(), 0);
}
