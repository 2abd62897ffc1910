// Pasch browser-test harness: playwright-core driving Debian's /usr/bin/chromium (no
// downloaded browsers), against the release build in dist/ served on 127.0.0.1.
//
// WRITING A TEST
//   Add tests/browser/NAME.test.mjs. Every exported async function is one test, named
//   "NAME › exportName"; the runner (run.mjs) runs them one by one, in the order of the
//   export names (A-Z), each with a fixture `t`:
//
//     import assert from 'node:assert/strict';
//     export async function rollButtonSaysWhichRoll(t) {
//       const app = await t.open({ viewport: 'phone', path: '?lang=en' });
//       await app.ready();                                   // start screen is interactive
//       const roll = app.page.getByRole('button', { name: /Roll/ });
//       ...
//       await app.screenshot('first-roll');  // -> tests/artifacts/NAME-rollButtonSaysWhichRoll-first-roll-phone.png
//     }
//
//   Run: scripts/test.sh (everything), or after a build `node tests/browser/run.mjs [FILTER...]`
//   (FILTER = substrings of test names). Assert with node:assert/strict.
//
// FIXTURE t
//   t.open(opts) -> Promise<App>    a fresh browser context (empty localStorage, no service
//                                   worker, no cache) with one page opened on the app.
//     opts.viewport  'phone' (390x844) | 'phone-landscape' (844x390) | 'tablet' (1024x768)
//                    | 'tablet-portrait' (768x1024) | {width, height}. Default 'phone'.
//     opts.path      URL relative to the app root, e.g. '?lang=de'. Default ''.
//     opts.locale    browser language (navigator.language). Default 'en-US'.
//     opts.storage   {key: string} put into localStorage before the app starts (e.g. a save).
//     opts.serviceWorkers 'allow' | 'block'. Default 'allow'.
//     opts.wait      'started' (default: wasm app started) | 'ready' | 'none'.
//   t.server        the static server (server.mjs): {url, setOffline(bool), override(path, body|null),
//                   headers(path, {name: value}|null), deploy(dir|null), requests}; the runner
//                   resets it (online, no overrides, headers or deploys) after each test
//   t.dist          absolute path of dist/;  t.name  the test's name;  t.artifacts  tests/artifacts/
//
// APP (what t.open resolves to)
//   app.page, app.context         Playwright Page and BrowserContext
//   app.viewportName              'phone', 'tablet', ... (used in screenshot names)
//   app.started()                 wait for <html data-started> (the app runs and has replaced
//                                 index.html's static start screen), then <html data-parts>
//                                 (the screens' parts of the app are loaded)
//   app.ready()                   wait for the interactive app: once started, an element with
//                                 [data-ready] or any visible <button>; returns ms since navigation
//   app.reload()                  reload and wait like t.open did
//   app.goto(path)                navigate within the app and wait like t.open did
//   app.setOffline(bool)          network off/on: the browser context AND the server
//   app.screenshot(name, opts)    PNG in tests/artifacts/, returns its path
//   app.storage()                 {key: value} of the page's localStorage
//   app.errors                    console errors, uncaught exceptions, HTTP errors (>= 400),
//                                 failed requests and Content-Security-Policy violations
//                                 (index.html's policy) so far (strings)
//   app.allowErrors(regex)        do not fail the test for errors matching regex
//
// After each test the runner closes every context the test opened and FAILS the test if
// any of its pages logged an error (see app.errors), unless allowed with app.allowErrors.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..', '..');
export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// --headless is also passed by Playwright (headless: true); kept here so the list matches
// what scripts and Lighthouse use.
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebRTC between contexts (own phones): plain host candidates instead of mDNS names,
  // which may not resolve here, and loopback when the machine has nothing else.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--allow-loopback-in-peer-connection',
];

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'phone-landscape': { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  'tablet-portrait': { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

/** Launch Debian's Chromium headless; Playwright gives it a fresh temporary profile (user-data-dir). */
export function launch() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`${CHROME_PATH} not found: run scripts/setup.sh (apt package chromium)`);
  }
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
}

/**
 * CSS selector of "the app is interactive" (see app.ready()): a screen marked [data-ready],
 * or any button, once the app runs (<html data-started>). Not before: index.html's static
 * start screen has buttons too (and no [data-ready]) while the wasm is still on its way.
 */
export const READY_SELECTOR = 'html[data-started] [data-ready], html[data-started] button';

function slug(text) {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * Open the app in a fresh context. `state` = {browser, server, name, contexts} from the
 * runner; the returned App is described at the top of this file.
 */
export async function openApp(state, opts = {}) {
  const viewportName = typeof opts.viewport === 'object' ? `${opts.viewport.width}x${opts.viewport.height}` : opts.viewport || 'phone';
  const device = typeof opts.viewport === 'object' ? { viewport: opts.viewport } : VIEWPORTS[viewportName];
  if (!device) throw new Error(`unknown viewport ${viewportName}; one of ${Object.keys(VIEWPORTS).join(', ')}`);
  const context = await state.browser.newContext({
    ...device,
    locale: opts.locale || 'en-US',
    serviceWorkers: opts.serviceWorkers || 'allow',
  });
  state.contexts.push(context);
  const errors = [];
  const allowed = [];
  const record = (text) => {
    if (!allowed.some((re) => re.test(text))) errors.push(text);
  };
  const watch = (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') record(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => record(`uncaught: ${err.message}`));
    page.on('response', (res) => {
      if (res.status() >= 400) record(`HTTP ${res.status()}: ${res.url()}`);
    });
    // net::ERR_ABORTED is the browser dropping a request because the page navigated or
    // reloaded (e.g. the favicon during a reload): no fault of the app.
    page.on('requestfailed', (req) => {
      const why = req.failure()?.errorText;
      if (why !== 'net::ERR_ABORTED') record(`request failed (${why}): ${req.url()}`);
    });
  };
  context.on('page', watch);
  // Every page runs under index.html's Content-Security-Policy: what it blocks is an error
  // (the browser logs its own message outside the console API, so it is listened for).
  await context.exposeBinding('__paschPolicyViolation', (_source, text) => record(`CSP violation: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
        window.__paschPolicyViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}${where}`);
      },
      true,
    );
  });
  if (opts.storage) {
    await context.addInitScript((entries) => {
      // The page's first document (about:blank) has no storage of its own.
      if (location.protocol !== 'http:') return;
      // Only on the very first load: a reload must see what the app saved, not this seed.
      if (sessionStorage.getItem('__pasch_seeded')) return;
      sessionStorage.setItem('__pasch_seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, opts.storage);
  }
  const page = await context.newPage();
  const wait = opts.wait || 'started';

  const app = {
    page,
    context,
    errors,
    viewportName,
    allowErrors(re) {
      allowed.push(re);
      for (let i = errors.length - 1; i >= 0; i--) if (re.test(errors[i])) errors.splice(i, 1);
    },
    async started(timeout = 20000) {
      await page.waitForSelector('html[data-started]', { state: 'attached', timeout });
      // The screens' parts of the app, fetched in the background after the start
      // (src/ui/shell/split.rs): then every screen opens at once.
      await page.waitForSelector('html[data-parts]', { state: 'attached', timeout });
    },
    async ready(timeout = 20000) {
      await page.waitForSelector(READY_SELECTOR, { state: 'visible', timeout });
      return page.evaluate(() => performance.now());
    },
    async settle() {
      if (wait === 'started') await app.started();
      else if (wait === 'ready') await app.ready();
    },
    async goto(p = '') {
      await page.goto(new URL(p, state.server.url).href);
      await app.settle();
    },
    async reload() {
      await page.reload();
      await app.settle();
    },
    async setOffline(offline) {
      await context.setOffline(offline);
      state.server.setOffline(offline);
    },
    async screenshot(name, shotOpts = {}) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${slug(state.name)}-${slug(name)}-${slug(viewportName)}.png`);
      await page.screenshot({ path: file, ...shotOpts });
      return file;
    },
    storage() {
      return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    },
  };
  watch(page);
  await app.goto(opts.path || '');
  return app;
}

/** The files of a build, relative to dist/ with forward slashes. */
export function distFiles(dist) {
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dist, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Runs a measurement plug-in of tests/browser/measure/ on its own when its file is the
 * script node was started with (`RUNS=3 node tests/browser/measure/brain.mjs`): serves
 * dist/ (or $DIST), prints its rows against their targets.
 */
export async function measureAlone(metaUrl, measure) {
  if (!process.argv[1] || pathToFileURL(process.argv[1]).href !== metaUrl) return;
  const { serveDist } = await import('./server.mjs');
  const dist = path.resolve(process.env.DIST || path.join(ROOT, 'dist'));
  const server = await serveDist(dist);
  const browser = await launch();
  try {
    for (const row of await measure({ browser, url: server.url, dist, ROOT })) {
      console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.what}: ${row.result} (target ${row.target})`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
