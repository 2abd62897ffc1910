// The computer players think in the brain's worker: while they play, no task on the page's
// thread takes longer than 50 ms, in all four games with strong computers (the four
// tables). Each game starts with a computer, which then plays its first round while the
// page's long tasks are recorded (PerformanceObserver 'longtask') from its first move,
// skipping ahead so the moves come as fast as they can; the person's turn ends the watch.
// Not timed otherwise.
import assert from 'node:assert/strict';
import { setUpGame, startGame } from './classic_extreme.lib.mjs';

/** Records every long task of the page from its start, with when it began and took. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Starts `kind` with a person and `computers` strong computers, the first computer
 * beginning; skips ahead through their turns until the person is on turn again, and
 * returns the long tasks seen meanwhile and how many computer moves were made.
 */
async function watchComputers(t, kind, computers) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
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
  return { app, long, from, moves: await moves() };
}

async function noLongTasks(t, kind, computers) {
  const { app, long, from, moves } = await watchComputers(t, kind, computers);
  assert.ok(moves >= computers, `${kind}: the computers moved (${moves} actions)`);
  assert.deepEqual(
    long.map((e) => `${Math.round(e.duration)} ms at +${Math.round(e.start - from)} ms`),
    [],
    `${kind}: tasks over 50 ms on the page while ${computers} strong computers played`,
  );
  assert.deepEqual(app.errors, []);
}

export async function diceDuelWithThreeStrongComputers(t) {
  await noLongTasks(t, 'duel', 3);
}

export async function kartenKniffelWithFourStrongComputers(t) {
  await noLongTasks(t, 'cards', 4);
}

export async function kniffelExtremeWithThreeStrongComputers(t) {
  await noLongTasks(t, 'extreme', 3);
}

export async function kniffelWithSevenStrongComputers(t) {
  await noLongTasks(t, 'classic', 7);
}

/**
 * Where no worker can be had, the same brain runs on the page: the strong computer still
 * plays (its thinking then shows as long tasks, which also shows that the watch above
 * sees them).
 */
export async function withoutWorkersTheComputerStillPlays(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.context.addInitScript(() => {
    delete window.Worker;
  });
  await app.reload();
  const page = app.page;
  assert.equal(await page.evaluate(() => typeof Worker), 'undefined');
  await page.evaluate(recordLongTasks);
  await setUpGame(page, 'classic', [{ name: 'Ada' }, { name: 'Deep', bot: true, level: 'Strong' }]);
  await startGame(page, 1);
  // The computer's turn ends with a box.
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('pasch.game'))?.log?.some((a) => a.action === 'score'),
    null,
    { timeout: 60000, polling: 200 },
  );
  const long = await page.evaluate(() => window.__longTasks.length);
  assert.ok(long > 0, 'its thinking (the exact table solved on the page) made long tasks');
  assert.deepEqual(app.errors, []);
}
