// Generala's advisor and strong computer in the browser: the Hint of a Generala turn
// shows the exact numbers (best first, served boxes after the first roll), and a whole
// game against the strong computer, which plays to win, runs to its end. The game is
// started from a save put into localStorage (the new-game screen does not offer
// Generala on this branch).
import assert from 'node:assert/strict';
import { GAME_KEY, savedGame } from './classic_extreme.lib.mjs';

/** The brain's worker may take a while on a busy 2-core machine. */
const WAIT_MS = 90000;

/** A fresh Generala save: Ana (a person) against Deep (the strong computer), Ana first. */
function generalaSave(seed) {
  return JSON.stringify({
    format: 2,
    setup: {
      kind: 'generala',
      rules_version: 1,
      players: [
        { name: 'Ana', bot: null },
        { name: 'Deep', bot: 'strong' },
      ],
      seed,
    },
    log: [],
  });
}

async function continueGenerala(t, seed, viewport = 'tablet') {
  const app = await t.open({ viewport, path: '?lang=en', storage: { [GAME_KEY]: generalaSave(seed) } });
  await app.ready();
  await app.page.getByRole('button', { name: 'Continue' }).click();
  return app;
}

/** The Hint panel's options as [{total, best}] once they are there. */
async function openHint(page) {
  await page.getByRole('button', { name: /Hint/ }).click();
  const items = page.locator('#hint-panel .hint-numbers li');
  await items.first().waitFor({ state: 'attached', timeout: WAIT_MS });
  await page.locator('#hint-panel .hint-details summary').click();
  const lines = await items.evaluateAll((lis) =>
    lis.map((li) => ({
      text: li.querySelector('.hint-short').innerText.trim(),
      total: li.querySelector('.hint-total').innerText.trim(),
      best: li.classList.contains('best'),
    })),
  );
  return lines.map((l) => {
    const m = l.total.match(/^≈ (\d+\.\d) points$/);
    assert.ok(m, `"${l.total}" reads "≈ N.N points"`);
    return { ...l, total: Number(m[1]) };
  });
}

/** Fills the open box with the most points on offer (the first on a tie). */
async function scoreBest(page) {
  const found = await page.locator('.sheet .box-btn:enabled').evaluateAll((els) =>
    els.map((b) => b.getAttribute('aria-label')),
  );
  assert.ok(found.length > 0, 'some box is on offer');
  const points = found.map((name) => Number((name.match(/, (\d+) points?$/) || [0, 0])[1]));
  const best = points.indexOf(Math.max(...points));
  await page.getByRole('button', { name: found[best], exact: true }).click();
}

/** Waits until Ana may roll (`mine`) or the game is over (`over`), skipping ahead. */
async function untilMyTurn(page) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (await page.locator('.ranking').count()) return 'over';
    const rollButton = page.getByRole('button', { name: /^Roll 1 of 3$/ });
    if ((await rollButton.count()) && (await rollButton.isEnabled())) return 'mine';
    const skip = page.getByRole('button', { name: 'Skip ahead' });
    if ((await skip.count()) && (await skip.isEnabled().catch(() => false))) {
      await skip.click({ timeout: 1000 }).catch(() => {});
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the computer did not finish its turn');
}

export async function theGeneralaHintShowsTheExactNumbers(t) {
  const app = await continueGenerala(t, 11, 'phone');
  const page = app.page;
  await page.getByRole('button', { name: /^Roll 1 of 3$/ }).click();
  const lines = await openHint(page);
  assert.ok(lines.length > 1, 'several options');
  assert.ok(lines[0].best, 'the first option is marked best');
  lines.slice(1).forEach((l, i) => assert.ok(l.total <= lines[i].total, `${l.text} after ${lines[i].text}`));
  // The optimal expected total of a fresh sheet is 158.6: after the first roll the best
  // option is about that.
  assert.ok(lines[0].total > 120 && lines[0].total < 260, `${lines[0].total}`);
  await app.screenshot('generala-hint');
  assert.deepEqual(app.errors, []);
}

export async function aGeneralaGameAgainstTheStrongComputerToItsEnd(t) {
  const app = await continueGenerala(t, 12);
  const page = app.page;
  let state = 'mine';
  for (let round = 1; round <= 11 && state === 'mine'; round++) {
    await page.getByRole('button', { name: /^Roll 1 of 3$/ }).click();
    // A servida on Ana's first roll ends the game at once.
    if (await page.locator('.ranking').count()) break;
    await scoreBest(page);
    state = await untilMyTurn(page);
  }
  await page.locator('.ranking').getByText('Game over').waitFor({ timeout: WAIT_MS });
  const game = await savedGame(page);
  const deep = game.state.players[1].sheet;
  // The servida's seat is kept only when one ended the game.
  const servida = JSON.stringify(game.state).includes('"servida"');
  if (!servida) assert.equal(Object.keys(deep).length, 11, "the computer's sheet is full");
  assert.ok(game.log.some((a) => a.action === 'hold' || a.action === 'score'), 'the computer played');
  await app.screenshot('generala-strong-end', { fullPage: true });
  assert.deepEqual(app.errors, []);
}
