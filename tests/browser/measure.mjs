// Measurements of the release build in dist/ (scripts/report.sh runs this; not a test):
// transfer size, time to an interactive start screen, Roll click to new dice in the DOM,
// and Lighthouse scores. Writes tests/artifacts/report.md and report.json.
//
//   node tests/browser/measure.mjs        env: RUNS (default 10), LIGHTHOUSE (path of its CLI,
//                                         default scripts/lighthouse/node_modules/.bin/lighthouse)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, ARTIFACTS, CHROME_PATH, CHROME_FLAGS, READY_SELECTOR, VIEWPORTS, launch, distFiles } from './lib.mjs';
import { serveDist } from './server.mjs';

const dist = path.join(ROOT, 'dist');
const RUNS = Number(process.env.RUNS || 10);
const LIGHTHOUSE = process.env.LIGHTHOUSE || path.join(ROOT, 'scripts', 'lighthouse', 'node_modules', '.bin', 'lighthouse');
const SIZE_TARGET_KB = 400;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** Loaded on first need, never at start-up: the exact solver's worker. */
const LAZY = /^solver-worker/;

/**
 * What the browser downloads to start: wasm + js + css, raw, gzip -9 and brotli q11
 * (`lazy` files instead: those fetched later, e.g. the solver worker).
 */
function sizes(lazy = false) {
  const rows = distFiles(dist)
    .filter((f) => /\.(wasm|js|css)$/.test(f) && f !== 'sw.js' && LAZY.test(f) === lazy)
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

// Records, in the page, when the start screen first becomes interactive (READY_SELECTOR in
// the DOM) and the next animation frame after that (about when it is painted).
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
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh context each time: empty HTTP cache, no service worker.
    const context = await browser.newContext(VIEWPORTS.phone);
    await context.addInitScript(readyProbe, READY_SELECTOR);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__pasch.frame !== null, null, { timeout: 20000 });
    const r = await page.evaluate(() => window.__pasch);
    cold.push(r.ready);
    coldFrame.push(r.frame);
    if (i === 0) {
      // Repeat visits: served by the service worker from its cache.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
      for (let j = 0; j < RUNS; j++) {
        await page.reload();
        await page.waitForFunction(() => window.__pasch.ready !== null, null, { timeout: 20000 });
        warm.push(await page.evaluate(() => window.__pasch.ready));
      }
    }
    await context.close();
  }
  return { cold: median(cold), coldFrame: median(coldFrame), warm: median(warm), samples: cold };
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

// Asynchronous: the static server runs in this same process and must keep answering.
async function lighthouse(url) {
  if (!fs.existsSync(LIGHTHOUSE)) return { note: `${LIGHTHOUSE} missing` };
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
    const scores = Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
    const failing = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    return { scores, failing, formFactor: report.configSettings.formFactor };
  } catch (e) {
    return { note: `lighthouse failed: ${e.message.split('\n')[0]}` };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const server = await serveDist(dist);
const browser = await launch();
fs.mkdirSync(ARTIFACTS, { recursive: true });
const result = { date: new Date().toISOString(), chromium: browser.version(), runs: RUNS };
result.size = sizes();
result.lazy = sizes(true);
result.startup = await startup(browser, server.url);
result.roll = await rollTiming(browser, server.url);
await browser.close();
result.lighthouse = await lighthouse(server.url);
await server.close();

const s = result.size;
const lh = result.lighthouse;
const md = [
  `# Pasch release measurements`,
  ``,
  `${result.date}, headless Chromium ${result.chromium} on 127.0.0.1, ${os.cpus().length} cores; medians of ${RUNS}.`,
  ``,
  `| what | result | target |`,
  `| --- | --- | --- |`,
  `| start-up transfer wasm+js+css, gzip -9 | ${kb(s.gzip)} KB ${s.gzip <= SIZE_TARGET_KB * 1024 ? '(ok)' : '(OVER)'} | ≤ ${SIZE_TARGET_KB} KB |`,
  `| start-up transfer wasm+js+css, brotli q11 | ${kb(s.brotli)} KB | |`,
  `| uncompressed | ${kb(s.raw)} KB | |`,
  `| loaded on first need (solver worker), gzip -9 | ${kb(result.lazy.gzip)} KB | |`,
  `| navigation → interactive start screen, first visit | ${ms(result.startup.cold)} ms (next frame ${ms(result.startup.coldFrame)} ms) | < 300 ms |`,
  `| navigation → interactive start screen, repeat visit (service worker) | ${ms(result.startup.warm)} ms | |`,
  `| Roll click → new dice in the DOM | ${result.roll.note || `${ms(result.roll.dom)} ms (next frame ${ms(result.roll.frame)} ms; ${result.roll.samples} samples)`} | < 16 ms |`,
  ...(lh.scores
    ? Object.entries(lh.scores).map(([k, v]) => `| Lighthouse ${k} (${lh.formFactor}) | ${v} | ≥ 95 |`)
    : [`| Lighthouse | ${lh.note} | ≥ 95 |`]),
  ``,
  `Files: ${[...s.files, ...result.lazy.files].map((f) => `${f.file} ${kb(f.raw)} KB raw / ${kb(f.gzip)} KB gzip / ${kb(f.brotli)} KB br`).join('; ')}.`,
  ...(lh.failing?.length ? [``, `Lighthouse audits not passed: ${lh.failing.join(', ')}.`] : []),
  ``,
].join('\n');
fs.writeFileSync(path.join(ARTIFACTS, 'report.json'), JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(ARTIFACTS, 'report.md'), md);
console.log(md);
console.log(`written: ${path.relative(ROOT, path.join(ARTIFACTS, 'report.md'))}, report.json, lighthouse.json`);
