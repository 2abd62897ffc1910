// Measurements of the computer's brain (its worker): the first Hint of a visit, with no
// table kept and with the table an earlier visit kept; and the longest task on the page
// while seven strong computers play a round of Kniffel. Rows for tests/browser/measure.mjs.
import { VIEWPORTS, measureAlone } from '../lib.mjs';
import { startSolo } from '../classic_extreme.lib.mjs';
import { watchComputers } from '../longtasks.lib.mjs';

const RUNS = Number(process.env.RUNS || 10);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** Click on Hint → its options shown, in ms, in `page` (a solitaire Kniffel, rolled). */
async function hintTime(page) {
  await page.getByRole('button', { name: /Roll 1 of 3/ }).click();
  const hint = await page.getByRole('button', { name: 'Hint' }).elementHandle();
  return page.evaluate(
    (button) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const done = () => document.querySelector('#hint-panel .hint-options li');
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve(performance.now() - t0);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
        button.click();
        setTimeout(() => resolve(NaN), 60000);
      }),
    hint,
  );
}

async function firstHints(browser, url) {
  const cold = [];
  const kept = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    const context = await browser.newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.goto(new URL('?lang=en', url).href);
    await page.waitForSelector('html[data-started]', { state: 'attached' });
    await startSolo(page, 'Kniffel');
    cold.push(await hintTime(page));
    // The next visit: the table comes from the cache the brain kept it in.
    await page.reload();
    await page.waitForSelector('html[data-started]', { state: 'attached' });
    await startSolo(page, 'Kniffel');
    kept.push(await hintTime(page));
    await context.close();
  }
  return { cold: median(cold), kept: median(kept) };
}

/**
 * The longest page task while seven strong computers play a Kniffel round: the same watch
 * as longtasks.test.mjs (from the first computer's move, skipping ahead by a plain click).
 */
async function longestTask(browser, url) {
  const context = await browser.newContext(VIEWPORTS.tablet);
  const page = await context.newPage();
  await page.goto(new URL('?lang=en', url).href);
  await page.waitForSelector('html[data-started]', { state: 'attached' });
  const { long } = await watchComputers(page, 'classic', 7);
  await context.close();
  return long.length ? Math.max(...long.map((e) => e.duration)) : 0;
}

export default async function brain({ browser, url }) {
  const hints = await firstHints(browser, url);
  const longest = await longestTask(browser, url);
  const ms = (n) => `${Number.isFinite(n) ? n.toFixed(0) : 'n/a'} ms`;
  return [
    { what: 'first Hint of a visit, no table kept (click → options shown)', result: ms(hints.cold), target: '≤ 1500 ms', ok: hints.cold <= 1500 },
    { what: 'first Hint of a visit, table kept by an earlier visit', result: ms(hints.kept), target: '≤ 1500 ms', ok: hints.kept <= 1500 },
    {
      what: 'longest page task while 7 strong computers play a Kniffel round',
      result: longest ? ms(longest) : 'none over 50 ms',
      target: '≤ 50 ms',
      ok: longest <= 50,
    },
  ];
}

// Run alone: serve dist/, print the rows.
await measureAlone(import.meta.url, brain);
