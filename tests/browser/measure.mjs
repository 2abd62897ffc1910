// Measurements of the release build in dist/ (scripts/report.sh runs this; not a test):
// transfer size, time to an interactive app, Roll click to new dice in the DOM, and
// Lighthouse (mobile) against the server that compresses as a host would. Every figure is a
// row `what | now | target`. Writes tests/artifacts/report.md and report.json.
//
//   node tests/browser/measure.mjs        env: RUNS (default 10), LH_RUNS (Lighthouse runs,
//                                         median; default 3), LIGHTHOUSE (path of its CLI,
//                                         default scripts/lighthouse/node_modules/.bin/lighthouse)
//
// PLUG-INS: every tests/browser/measure/*.mjs (in the order of their names) whose default
// export is `async function ({ browser, url, dist, ROOT }) -> [{ what, result, target, ok }]`
// adds its rows to the table (`result` and `target` as shown; `ok` true, false, or null
// for a figure without a target). `browser` is the launched Chromium, `url` the server's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT, ARTIFACTS, CHROME_PATH, CHROME_FLAGS, READY_SELECTOR, VIEWPORTS, launch, distFiles } from './lib.mjs';
import { serveDist } from './server.mjs';

const dist = path.join(ROOT, 'dist');
const RUNS = Number(process.env.RUNS || 10);
const LH_RUNS = Number(process.env.LH_RUNS || 3);
// Pause after a page has loaded its parts before the next repeat visit (startup()).
const SETTLE_MS = 1000;
const LIGHTHOUSE = process.env.LIGHTHOUSE || path.join(ROOT, 'scripts', 'lighthouse', 'node_modules', '.bin', 'lighthouse');
const PLUGINS = path.join(ROOT, 'tests', 'browser', 'measure');

// Issue 25's targets. Sizes in KB of 1000 bytes.
const TARGET = {
  sizeKB: 350,
  coldMs: 300,
  warmMs: 100,
  rollMs: 16,
  lcpMs: 1200,
  performance: 98,
  cls: 0,
  score: 95,
};

const median = (xs) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const kb = (n) => (n / 1000).toFixed(1);
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const seconds = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : 'n/a');

/** The screens' parts of the app (src/ui/shell/split.rs; fetched once the app runs). */
const PARTS = /^(split_[a-z_]+|chunk_\d+)\.wasm$/;
/** Loaded on first need, never at start-up: the exact solver's worker, the QR decoder and
 * the screens' parts. */
const LAZY = new RegExp(`^(solver|qr)-worker|${PARTS.source}`);
/** The service worker and the build's list it imports: fetched by the worker, not the page. */
const SERVICE_WORKER = ['sw.js', 'precache.js'];

/**
 * What the browser downloads to start: index.html (the stylesheets are inlined into it) +
 * wasm + js (+ css, should a stylesheet stay apart), raw, gzip -9 and brotli q11 (`lazy`
 * files instead: those fetched later, e.g. the solver worker).
 */
function sizes(lazy = false) {
  const rows = distFiles(dist)
    .filter((f) => /\.(wasm|js|css)$|^index\.html$/.test(f) && !SERVICE_WORKER.includes(f) && LAZY.test(f) === lazy)
    .map((f) => {
      const body = fs.readFileSync(path.join(dist, f));
      return {
        file: f,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }).length,
      };
    });
  const total = (k) => rows.reduce((a, r) => a + r[k], 0);
  return { files: rows, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

/** Asks for every file once in each encoding, so the server has compressed them all before
 * anything is timed (it compresses on first request, synchronously). */
async function warmUp(url) {
  for (const f of distFiles(dist)) {
    for (const encoding of ['br', 'gzip']) {
      await fetch(new URL(f, url), { headers: { 'Accept-Encoding': encoding } }).then((r) => r.arrayBuffer());
    }
  }
}

// Records, in the page, when the app first becomes interactive (READY_SELECTOR in the DOM)
// and the next animation frame after that (about when it is painted).
function readyProbe(selector) {
  window.__pasch = { ready: null, frame: null };
  const check = () => {
    if (window.__pasch.ready === null && document.querySelector(selector)) {
      window.__pasch.ready = performance.now();
      requestAnimationFrame(() => (window.__pasch.frame = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function startup(browser, url) {
  const cold = [];
  const coldFrame = [];
  const coldPaint = [];
  const warm = [];
  const reloaded = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh context each time: empty HTTP cache, no service worker.
    const context = await browser.newContext(VIEWPORTS.phone);
    await context.addInitScript(readyProbe, READY_SELECTOR);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__pasch.frame !== null, null, { timeout: 20000 });
    const r = await page.evaluate(() => ({
      ...window.__pasch,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    cold.push(r.ready);
    coldFrame.push(r.frame);
    coldPaint.push(r.paint);
    if (i === 0) {
      // Repeat visits: served by the service worker from its cache. A visit comes after the
      // last one has settled (its screens' parts loaded in the background, and a moment for
      // their compilation): a family opens the app again later, not while it is still
      // starting. Reloads right after a start, while the last page still loads its parts,
      // are timed too (no target): they share the machine with that work.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
      const reload = async (settle) => {
        if (settle) {
          await page.waitForSelector('html[data-parts]', { state: 'attached', timeout: 20000 });
          await new Promise((done) => setTimeout(done, SETTLE_MS));
        }
        await page.reload();
        await page.waitForFunction(() => window.__pasch.ready !== null, null, { timeout: 20000 });
        return page.evaluate(() => window.__pasch.ready);
      };
      for (let j = 0; j < RUNS; j++) warm.push(await reload(true));
      for (let j = 0; j < RUNS; j++) reloaded.push(await reload(false));
    }
    await context.close();
  }
  return { cold: median(cold), coldFrame: median(coldFrame), coldPaint: median(coldPaint), warm: median(warm), reloaded: median(reloaded), samples: cold };
}

// Click the button named "Roll..." and time until a die's text or label changes (DOM), and
// the next frame after that. Reaching a game: the start screen may show Roll at once, or
// need "New game" and a start button first.
async function rollTiming(browser, url) {
  const samples = [];
  let note = '';
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.goto(new URL('?lang=en', url).href);
    await page.waitForSelector(READY_SELECTOR, { state: 'visible', timeout: 20000 });
    const roll = page.getByRole('button', { name: /Roll/ }).first();
    const shown = (locator, timeout) =>
      locator.waitFor({ state: 'visible', timeout }).then(
        () => true,
        () => false,
      );
    for (const step of [/new game/i, /^(start|play|let's go)/i]) {
      if (await roll.isVisible()) break;
      const button = page.getByRole('button', { name: step }).first();
      if (await shown(button, 3000)) await button.click();
    }
    if (!(await shown(roll, 5000))) {
      note = 'no Roll button reached (start screen -> "New game" -> "Start"/"Play")';
      await context.close();
      break;
    }
    const handle = await roll.elementHandle();
    const result = await page.evaluate(
      (button) =>
        new Promise((resolve) => {
          const name = (el) => el.getAttribute('aria-label') || el.textContent.trim();
          const dice = () =>
            [...document.querySelectorAll('button, [role=button]')]
              .map(name)
              .filter((n) => /^(Die|Würfel) \d/.test(n))
              .join('|');
          const before = dice();
          let done = false;
          const finish = (t0, t1) => {
            if (done) return;
            done = true;
            observer.disconnect();
            requestAnimationFrame(() => resolve({ dom: t1 - t0, frame: performance.now() - t0, dice: before !== '' }));
          };
          const observer = new MutationObserver(() => {
            if (dice() !== before) finish(t0, performance.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          const t0 = performance.now();
          button.click();
          if (dice() !== before) finish(t0, performance.now()); // updated synchronously
          setTimeout(() => finish(t0, NaN), 2000);
        }),
      handle,
    );
    await context.close();
    if (!result.dice) note = 'no buttons named "Die N: V" found';
    samples.push(result);
  }
  const ok = samples.filter((s) => Number.isFinite(s.dom));
  return {
    dom: median(ok.map((s) => s.dom)),
    frame: median(ok.map((s) => s.frame)),
    samples: ok.length,
    note,
  };
}

/** The figures of one Lighthouse run. */
function lighthouseFigures(report) {
  const value = (id) => report.audits[id]?.numericValue ?? NaN;
  const node = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round(c.score * 100)])),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    fid: value('max-potential-fid'),
    lcpElement: node?.snippet ?? '',
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

// Asynchronous: the static server runs in this same process and must keep answering.
// LH_RUNS runs; each figure is the median over them (the runs are kept in report.json).
async function lighthouse(url) {
  if (!fs.existsSync(LIGHTHOUSE)) return { note: `${LIGHTHOUSE} missing` };
  const runs = [];
  let formFactor = '';
  for (let i = 0; i < LH_RUNS; i++) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pasch-lh-'));
    const out = path.join(ARTIFACTS, 'lighthouse.json');
    try {
      await promisify(execFile)(
        LIGHTHOUSE,
        [
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH }, timeout: 180000 },
      );
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      formFactor = report.configSettings.formFactor;
      runs.push(lighthouseFigures(report));
    } catch (e) {
      return { note: `lighthouse failed: ${e.message.split('\n')[0]}`, runs };
    } finally {
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  const of = (pick) => median(runs.map(pick));
  return {
    formFactor,
    runs,
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((k) => [k, of((r) => r.scores[k])])),
    lcp: of((r) => r.lcp),
    fcp: of((r) => r.fcp),
    cls: of((r) => r.cls),
    tbt: of((r) => r.tbt),
    tti: of((r) => r.tti),
    fid: of((r) => r.fid),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** The rows of every plug-in in tests/browser/measure/ (a failing one says so in a row). */
async function plugins(context) {
  if (!fs.existsSync(PLUGINS)) return [];
  const rows = [];
  for (const file of fs.readdirSync(PLUGINS).filter((f) => f.endsWith('.mjs')).sort()) {
    try {
      const { default: measure } = await import(pathToFileURL(path.join(PLUGINS, file)).href);
      if (typeof measure !== 'function') continue;
      rows.push(...(await measure(context)));
    } catch (e) {
      rows.push({ what: `measure/${file}`, result: `failed: ${String(e.message || e).split('\n')[0]}`, target: '', ok: false });
    }
  }
  return rows;
}

/** A row: `ok` true or false marks the result against its target; null: no target. */
const row = (what, result, target = '', ok = null) => ({ what, result, target, ok });

function table(result) {
  const s = result.size;
  const st = result.startup;
  const lh = result.lighthouse;
  const rows = [
    row(
      'start-up transfer: index.html (stylesheets inlined) + wasm + js, gzip -9',
      `${kb(s.gzip)} KB`,
      `≤ ${TARGET.sizeKB} KB (1 KB = 1000 bytes)`,
      s.gzip <= TARGET.sizeKB * 1000,
    ),
    row('start-up transfer, brotli q11', `${kb(s.brotli)} KB`),
    row('start-up files uncompressed', `${kb(s.raw)} KB`),
    row(
      'loaded on first need, gzip -9: the brain (SIMD build / plain build, one of them per browser), the QR decoder',
      `${kb(lazyGzip(/^solver-worker-simd/))} / ${kb(lazyGzip(/^solver-worker[._]/))} KB, ${kb(lazyGzip(/^qr-worker/))} KB`,
    ),
    row(
      "fetched once the app runs, gzip -9: the screens' parts (New game, game, rules, Statistics, phone)",
      `${kb(lazyGzip(PARTS))} KB`,
    ),
    row('navigation → first contentful paint, first visit (local, unthrottled)', `${ms(st.coldPaint)} ms`),
    row(
      'navigation → interactive app, first visit',
      `${ms(st.cold)} ms (next frame ${ms(st.coldFrame)} ms)`,
      `< ${TARGET.coldMs} ms`,
      st.cold < TARGET.coldMs,
    ),
    row(
      'navigation → interactive app, repeat visit (service worker)',
      `${ms(st.warm)} ms`,
      `< ${TARGET.warmMs} ms`,
      st.warm < TARGET.warmMs,
    ),
    row('navigation → interactive app, reloaded at once after a start (its parts still loading)', `${ms(st.reloaded)} ms`),
    row(
      'Roll click → new dice in the DOM',
      result.roll.note || `${ms(result.roll.dom)} ms (next frame ${ms(result.roll.frame)} ms; ${result.roll.samples} samples)`,
      `< ${TARGET.rollMs} ms`,
      result.roll.note ? false : result.roll.dom < TARGET.rollMs,
    ),
  ];
  if (lh.scores) {
    const how = `Lighthouse ${lh.formFactor}, median of ${lh.runs.length}`;
    rows.push(
      row(`${how}: performance`, `${lh.scores.performance}`, `≥ ${TARGET.performance}`, lh.scores.performance >= TARGET.performance),
      row(`${how}: Largest Contentful Paint`, seconds(lh.lcp), `≤ ${seconds(TARGET.lcpMs)}`, lh.lcp <= TARGET.lcpMs),
      row(`${how}: Cumulative Layout Shift`, lh.cls.toFixed(3), `${TARGET.cls}`, lh.cls === TARGET.cls),
      row(`${how}: First Contentful Paint`, seconds(lh.fcp)),
      row(`${how}: Total Blocking Time`, `${ms(lh.tbt)} ms`),
      row(`${how}: Time to Interactive`, seconds(lh.tti)),
      row(`${how}: max potential first input delay`, `${ms(lh.fid)} ms`),
      ...Object.entries(lh.scores)
        .filter(([k]) => k !== 'performance')
        .map(([k, v]) => row(`${how}: ${k}`, `${v}`, `≥ ${TARGET.score}`, v >= TARGET.score)),
    );
  } else {
    rows.push(row('Lighthouse', lh.note, `performance ≥ ${TARGET.performance}`, false));
  }
  return [...rows, ...result.plugins];
}

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|');

const server = await serveDist(dist);
await warmUp(server.url);
const browser = await launch();
fs.mkdirSync(ARTIFACTS, { recursive: true });
const result = { date: new Date().toISOString(), chromium: browser.version(), runs: RUNS };
result.size = sizes();
result.lazy = sizes(true);
/** The gzip -9 bytes of the lazy files whose names match `re`. */
const lazyGzip = (re) => result.lazy.files.filter((f) => re.test(f.file)).reduce((a, f) => a + f.gzip, 0);
result.startup = await startup(browser, server.url);
result.roll = await rollTiming(browser, server.url);
result.plugins = await plugins({ browser, url: server.url, dist, ROOT });
await browser.close();
result.lighthouse = await lighthouse(server.url);
await server.close();

const rows = table(result);
const lh = result.lighthouse;
const md = [
  `# Pasch release measurements`,
  ``,
  `${result.date}, headless Chromium ${result.chromium} on 127.0.0.1, ${os.cpus().length} cores; medians of ${RUNS}` +
    ` (Lighthouse: ${LH_RUNS} runs, simulated mobile throttling, against the compressing server). 1 KB = 1000 bytes.`,
  ``,
  `| what | now | target |`,
  `| --- | --- | --- |`,
  ...rows.map((r) => `| ${cell(r.what)} | ${cell(r.result)}${r.ok === true ? ' (ok)' : r.ok === false ? ' (MISSED)' : ''} | ${cell(r.target)} |`),
  ``,
  `Files: ${[...result.size.files, ...result.lazy.files].map((f) => `${f.file} ${kb(f.raw)} KB raw / ${kb(f.gzip)} KB gzip / ${kb(f.brotli)} KB br`).join('; ')}.`,
  ...(lh.lcpElements?.length ? [``, `Lighthouse's LCP element: ${lh.lcpElements.map((e) => `\`${e}\``).join(', ')}.`] : []),
  ...(lh.runs?.length
    ? [``, `Lighthouse runs (performance, LCP, TBT): ${lh.runs.map((r) => `${r.scores.performance} / ${seconds(r.lcp)} / ${ms(r.tbt)} ms`).join('; ')}.`]
    : []),
  ...(lh.failing?.length ? [``, `Lighthouse audits not passed: ${lh.failing.join(', ')}.`] : []),
  ``,
].join('\n');
result.rows = rows;
fs.writeFileSync(path.join(ARTIFACTS, 'report.json'), JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(ARTIFACTS, 'report.md'), md);
console.log(md);
console.log(`written: ${path.relative(ROOT, path.join(ARTIFACTS, 'report.md'))}, report.json, lighthouse.json`);
