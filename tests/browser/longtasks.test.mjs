// The computer players think in the brain's worker: while they play, no task on the page's
// thread takes longer than 50 ms, in all four games with strong computers (the four
// tables). Each game starts with a computer, which then plays its first round while the
// page's long tasks are recorded (PerformanceObserver 'longtask') from its first move,
// skipping ahead so the moves come as fast as they can; the person's turn ends the watch.
// Not timed otherwise.
import assert from 'node:assert/strict';
import { setUpGame, startGame } from './classic_extreme.lib.mjs';
import { recordLongTasks, watchComputers } from './longtasks.lib.mjs';

async function noLongTasks(t, kind, computers) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const { long, from, moves } = await watchComputers(app.page, kind, computers);
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
