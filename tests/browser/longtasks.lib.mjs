// Long tasks on the page while strong computers play their first round (shared by
// longtasks.test.mjs and the report's tests/browser/measure/brain.mjs, so that both watch
// the same thing).
import assert from 'node:assert/strict';
import { setUpGame, startGame } from './classic_extreme.lib.mjs';

/** Records every long task of the page from its start, with when it began and took. */
export function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * On `page` (the app's start screen), starts `kind` with a person and `computers` strong
 * computers, the first computer beginning; skips ahead through their turns until the
 * person is on turn again, and returns the long tasks seen meanwhile ({start, duration}),
 * when the watch began, and how many moves were made.
 */
export async function watchComputers(page, kind, computers) {
  await page.evaluate(recordLongTasks);
  const players = [{ name: 'Ada' }];
  for (let i = 1; i <= computers; i++) players.push({ name: `Cpu${i}`, bot: true, level: 'Strong' });
  await setUpGame(page, kind, players);
  await startGame(page, 1);
  // The watch begins with the first computer's first move (the game screen's first
  // drawing, as the game starts, is no computer's doing).
  const moves = () => page.evaluate(() => JSON.parse(localStorage.getItem('pasch.game'))?.log?.length ?? 0);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game'))?.log?.length > 0, null, {
    polling: 'raf',
  });
  const from = await page.evaluate(() => performance.now());
  // Until the person (seat 0) is on turn: skip ahead whenever the computers play (the
  // computers' line with its button shows while any computer is on turn). Looked for
  // with a plain selector: Playwright's role queries compute the accessibility tree on
  // the page's thread, long tasks of their own.
  const look = () =>
    page.evaluate(() => {
      const skip = document.querySelector('.bot-turn .skip-ahead');
      if (skip && !skip.disabled) skip.click();
      return { computers: !!skip, moves: JSON.parse(localStorage.getItem('pasch.game'))?.log?.length ?? 0 };
    });
  const deadline = Date.now() + 120000;
  for (let quiet = 0; quiet < 5; ) {
    assert.ok(Date.now() < deadline, `${kind}: the computers did not finish their round`);
    const seen = await look();
    quiet = seen.computers ? 0 : quiet + 1;
    await page.waitForTimeout(100);
  }
  const until = await page.evaluate(() => performance.now());
  const long = await page.evaluate(([a, b]) => window.__longTasks.filter((e) => e.start >= a && e.start <= b), [from, until]);
  return { long, from, moves: await moves() };
}

