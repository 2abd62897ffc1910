// The advisor and the strong computer in the new games: Yatzy's Hint (its numbers shown,
// marked exact; the time to the first numbers on a first visit is logged, not asserted)
// and a whole Yatzy game against the strong computer. Until the new-game screen offers
// Yatzy, a game is started by putting its save into localStorage, as an earlier visit
// would have left it.
import assert from 'node:assert/strict';
import { GAME_KEY, roll, savedGame } from './classic_extreme.lib.mjs';

/** The solve runs in a worker; on a busy 2-core machine it may take a while. */
const SOLVE_MS = 90000;

/** A fresh Yatzy game's save: Ada (a person) first, then `second`. */
function yatzySave(second) {
  const setup = {
    kind: 'yatzy',
    rules_version: 2,
    players: [{ name: 'Ada', bot: null }, second],
    options: { rule_set: 'kniffel', joker: true, announce_yourself: false },
    seed: 4242,
    dice: 'random',
    start_player: 0,
    chosen_seed: false,
    id: '5ee0000000000039',
  };
  return JSON.stringify({ format: 2, setup, log: [] });
}

/** Opens the app with `save` left by an earlier visit and continues it. */
async function continueSaved(t, save, viewport) {
  const app = await t.open({ viewport, path: '?lang=en', storage: { [GAME_KEY]: save } });
  await app.ready();
  await app.page.getByRole('button', { name: 'Continue' }).click();
  return app;
}

/** Opens the Hint and returns [{text, total}] of its numbers, and the ms they took. */
async function openHint(page) {
  const asked = Date.now();
  await page.getByRole('button', { name: /Hint/ }).click();
  const items = page.locator('#hint-panel .hint-numbers li');
  await items.first().waitFor({ state: 'attached', timeout: SOLVE_MS });
  const ms = Date.now() - asked;
  await page.locator('#hint-panel .hint-details summary').click();
  const lines = await items.evaluateAll((lis) =>
    lis.map((li) => ({
      text: li.querySelector('.hint-short').innerText.trim(),
      total: li.querySelector('.hint-total').innerText.trim(),
    })),
  );
  return { ms, lines };
}

/** Fills the open box with the most points on offer. */
async function scoreMost(page) {
  const boxes = await page.locator('.sheet .box-btn').evaluateAll((els) =>
    els.map((b) => b.getAttribute('aria-label')),
  );
  assert.ok(boxes.length > 0, 'some box is on offer');
  const points = (name) => Number((name.match(/, (\d+) points?$/) || [0, 0])[1]);
  const best = boxes.reduce((a, b) => (points(b) > points(a) ? b : a));
  await page.getByRole('button', { name: best, exact: true }).click();
}

/** Waits until the person may roll again (`mine`) or the game is over (`over`). */
async function untilMyTurn(page, seen) {
  const deadline = Date.now() + SOLVE_MS;
  while (Date.now() < deadline) {
    if (await page.locator('.ranking').count()) return 'over';
    const rollButton = page.getByRole('button', { name: /^Roll 1 of 3$/ });
    if ((await rollButton.count()) && (await rollButton.isEnabled())) return 'mine';
    if (await page.locator('.bot-turn').count()) seen.playing = true;
    const skipButton = page.getByRole('button', { name: 'Skip ahead' });
    if ((await skipButton.count()) && (await skipButton.isEnabled().catch(() => false))) {
      await skipButton.click({ timeout: 1000 }).catch(() => {});
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the computer did not finish its turn');
}

export async function yatzyHintIsExactAndTimedOnAFirstVisit(t) {
  const app = await continueSaved(t, yatzySave({ name: 'Bo', bot: null }), 'phone');
  const page = app.page;
  await roll(page, 1, 3);
  const { ms, lines } = await openHint(page);
  console.log(`yatzy first hint: ${ms} ms from the tap to its numbers (first visit, table solved in the worker)`);
  assert.ok(lines.length > 1, 'several options');
  // Keeps with two rolls left; a whole Yatzy game is worth about 248 points.
  lines.forEach((l) => assert.match(l.text, /^(Keep [1-6]( [1-6])*|Keep all – stop rolling|Reroll all dice)$/));
  const best = Number(lines[0].total.match(/^≈ (\d+\.\d) points$/)[1]);
  assert.ok(best > 150 && best < 400, `${best}`);
  assert.match(await page.locator('#hint-panel .hint-details .hint-note').innerText(), /Computed exactly/);
  await app.screenshot('yatzy-hint');
  // The second hint, the table in the worker now: at once.
  await page.getByRole('button', { name: /Hint/ }).click();
  await roll(page, 2, 3);
  const again = await openHint(page);
  console.log(`yatzy next hint: ${again.ms} ms`);
  assert.deepEqual(app.errors, []);
}

export async function aYatzyGameAgainstTheStrongComputerToItsEnd(t) {
  const app = await continueSaved(t, yatzySave({ name: 'Deep', bot: 'strong' }), 'tablet');
  const page = app.page;
  const seen = {};
  for (let round = 1; round <= 15; round++) {
    await roll(page, 1, 3);
    await scoreMost(page);
    const state = await untilMyTurn(page, seen);
    if (round < 15) assert.equal(state, 'mine', `round ${round}`);
  }
  await page.locator('.ranking').first().waitFor();
  assert.ok(seen.playing, 'the computer was seen playing');
  const game = await savedGame(page);
  assert.equal(Object.keys(game.state.players[1].sheet).length, 15, "the computer's sheet is full");
  assert.ok(game.log.some((a) => a.action === 'hold'), 'the computer kept dice');
  // It played by the table, not as a stand-in: the game's dice come from its fixed seed
  // and Ada's choices are fixed, so the strong player natively (ai::seat, Strong, the same
  // save and Ada's same rolls and boxes) ends at the same total, 123 to Ada's 131 (a
  // game of poor dice: three of a kind, both straights, full house and yatzy struck).
  const totals = await page.locator('td.total[data-player="1"]').first().getAttribute('data-total');
  assert.equal(Number(totals), 123, "the strong computer's total");
  await app.screenshot('yatzy-strong-end', { fullPage: true });
  assert.deepEqual(app.errors, []);
}
