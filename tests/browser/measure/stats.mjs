// Statistics with a long history (issue 25): 1,000 finished games kept, as `pasch-cli
// history` makes them. Two figures, each the median of several runs on repeat visits (a
// family with a thousand games has the app cached): navigation → interactive start
// screen, and a click on Statistics → the statistics screen in the DOM. Each in the page's
// own clock (performance.now()); "next frame" is the animation frame after (about when it
// is painted).
//
// Loaded by tests/browser/measure.mjs; alone: node tests/browser/measure/stats.mjs
//   env: RUNS (default 7), GAMES (default 1000)
import { VIEWPORTS, measureAlone } from '../lib.mjs';
import { keptHistory } from '../history_fixture.lib.mjs';

const RUNS = Number(process.env.RUNS || 7);
const GAMES = Number(process.env.GAMES || 1000);
const TARGET_MS = 200;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');

// In the page, before its scripts: puts `entries` into localStorage on the tab's first
// load only (a reload must find what the app kept), and records when the app's start
// screen is interactive (the app started and its [data-ready] screen is in the DOM: a
// static start screen in index.html does not count) and the frame after.
function probe(entries) {
  if (location.protocol === 'http:' && !sessionStorage.getItem('__seeded')) {
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }
  window.__pasch = { ready: null, frame: null };
  const check = () => {
    if (window.__pasch.ready === null && document.querySelector('html[data-started] [data-ready]')) {
      window.__pasch.ready = performance.now();
      requestAnimationFrame(() => (window.__pasch.frame = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

// In the page: clicks Statistics and times until the statistics screen is in the DOM, and
// the frame after.
function openStatistics() {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Statistics');
    if (!button) return reject(new Error('no Statistics button on the start screen'));
    let t1 = null;
    const shown = () => document.querySelector('.page.stats [data-daily-result], .page.stats .high-scores');
    const done = () => {
      observer.disconnect();
      requestAnimationFrame(() => resolve({ dom: t1 - t0, frame: performance.now() - t0 }));
    };
    const observer = new MutationObserver(() => {
      if (t1 === null && shown()) {
        t1 = performance.now();
        done();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const t0 = performance.now();
    button.click();
    if (t1 === null && shown()) {
      t1 = performance.now(); // drawn within the click
      done();
    }
  });
}

/** Start-up and Statistics with `entries` kept: medians over RUNS repeat visits. */
async function visits(browser, url, entries) {
  const context = await browser.newContext(VIEWPORTS.phone);
  await context.addInitScript(probe, entries);
  const page = await context.newPage();
  const start = new URL('?lang=en', url).href;
  await page.goto(start);
  await page.waitForFunction(() => window.__pasch.frame !== null, null, { timeout: 30000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const ready = [];
  const readyFrame = [];
  const stats = [];
  const statsFrame = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    await page.waitForFunction(() => window.__pasch.frame !== null, null, { timeout: 30000 });
    const r = await page.evaluate(() => window.__pasch);
    ready.push(r.ready);
    readyFrame.push(r.frame);
    const s = await page.evaluate(openStatistics);
    stats.push(s.dom);
    statsFrame.push(s.frame);
  }
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pasch.history.')).length);
  await context.close();
  return { ready: median(ready), readyFrame: median(readyFrame), stats: median(stats), statsFrame: median(statsFrame), kept };
}

export default async function measureStats({ browser, url, ROOT }) {
  const entries = keptHistory(ROOT, GAMES, 25);
  const empty = await visits(browser, url, {});
  const long = await visits(browser, url, entries);
  if (long.kept !== GAMES) throw new Error(`${long.kept} games kept, not ${GAMES}`);
  return [
    {
      what: `navigation → interactive start screen, ${GAMES} finished games kept (repeat visit, median of ${RUNS})`,
      result: `${ms(long.ready)} (next frame ${ms(long.readyFrame)}; no games kept: ${ms(empty.ready)})`,
      target: `≤ ${TARGET_MS} ms`,
      ok: long.readyFrame <= TARGET_MS,
    },
    {
      what: `click on Statistics → statistics screen shown, ${GAMES} games kept (median of ${RUNS})`,
      result: `${ms(long.stats)} (next frame ${ms(long.statsFrame)}; no games kept: ${ms(empty.stats)})`,
      target: `≤ ${TARGET_MS} ms`,
      ok: long.statsFrame <= TARGET_MS,
    },
  ];
}

// Run alone: serve dist/, print the rows.
await measureAlone(import.meta.url, measureStats);
