// The advisor and the strong computer in the new games: Yatzy's Hint (its numbers shown,
// marked exact; the time to the first numbers on a first visit is logged, not asserted)
// and a whole Yatzy game against the strong computer. Until the new-game screen offers
// Yatzy, a game is started by putting its save into localStorage, as an earlier visit
// would have left it. Maxi Yatzy's Hint (its fitted values fetched by the brain's worker
// as the game opens, never at start-up; the first Hint's time logged on a first and a
// repeat visit), its "not available" when the file is damaged, and a whole game against
// the strong computer with its review.
import assert from 'node:assert/strict';
import { GAME_KEY, roll, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

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
    // Maxi Yatzy's saved rolls: "Roll 1 of 5" and more.
    const rollButton = page.getByRole('button', { name: /^Roll 1 of \d+$/ });
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

/** Maxi Yatzy's fitted values, as the brain's worker fetches them. */
const MAXI_VALUES = '/maxi-yatzy/values.bin';

/** From the start screen: a Maxi Yatzy game of Ada and `second`, Ada beginning. */
async function maxiGame(page, second) {
  await setUpGame(page, 'maxi_yatzy', [{ name: 'Ada' }, second]);
  await startGame(page, 0);
  await page.getByRole('button', { name: /^Roll 1 of 3$/ }).waitFor();
}

/** Checks a Maxi Yatzy Hint's numbers after the first roll: keeps of six dice, estimated. */
async function checkMaxiHint(page, lines) {
  assert.ok(lines.length > 1, 'several options');
  lines.forEach((l) => assert.match(l.text, /^(Keep [1-6]( [1-6])*|Keep all – stop rolling|Reroll all dice)$/));
  // A whole Maxi Yatzy game is worth about 394 points (docs/solver.md).
  const best = Number(lines[0].total.match(/^≈ (\d+\.\d) points$/)[1]);
  assert.ok(best > 300 && best < 500, `${best}`);
  assert.match(await page.locator('#hint-panel .hint-details .hint-note').innerText(), /estimate/);
}

export async function maxiYatzyHintShowsTheFittedValues(t) {
  // No service worker first: the file comes when the game opens, not with the app.
  const since = t.server.requests.length;
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const page = app.page;
  await app.ready();
  assert.ok(!t.server.requests.slice(since).includes(MAXI_VALUES), 'not fetched at start-up');
  await maxiGame(page, { name: 'Bo' });
  await roll(page, 1, 3);
  const { ms, lines } = await openHint(page);
  console.log(`maxi yatzy first hint: ${ms} ms from the tap to its numbers (first visit, no service worker)`);
  await checkMaxiHint(page, lines);
  assert.equal(t.server.requests.slice(since).filter((r) => r === MAXI_VALUES).length, 1, 'fetched once');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`maxi-hint-${scheme}`);
  }
  assert.deepEqual(app.errors, []);

  // A repeat visit: the service worker has precached the build (the file with it).
  const again = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await again.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await again.page.evaluate(() => navigator.serviceWorker.ready);
  await again.page.waitForFunction(
    async (file) => (await caches.keys()).some((k) => k.startsWith('pasch-')) && !!(await caches.match(file.slice(1))),
    MAXI_VALUES,
    { timeout: 60000, polling: 500 },
  );
  await again.reload();
  await again.ready();
  const served = t.server.requests.length;
  await maxiGame(again.page, { name: 'Bo' });
  await roll(again.page, 1, 3);
  const repeat = await openHint(again.page);
  console.log(`maxi yatzy first hint: ${repeat.ms} ms (repeat visit, the file from the service worker's cache)`);
  await checkMaxiHint(again.page, repeat.lines);
  assert.ok(!t.server.requests.slice(served).includes(MAXI_VALUES), 'served from the precache');
  await again.screenshot('maxi-hint');
  assert.deepEqual(again.errors, []);
}
maxiYatzyHintShowsTheFittedValues.timeoutMs = 240000;

export async function aDamagedMaxiYatzyFileIsTheHintsNotAvailable(t) {
  // Bytes that are not the build's file (its hash): refused, never read.
  t.server.override(MAXI_VALUES, Buffer.from('not the fitted values'));
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const page = app.page;
  await app.ready();
  await maxiGame(page, { name: 'Bo' });
  await roll(page, 1, 3);
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel').getByText('The advisor could not be loaded.').waitFor({ timeout: SOLVE_MS });
  // The game goes on.
  await page.getByRole('button', { name: /^Roll 2 of 3$/ }).click();
  await page.getByRole('button', { name: /^Roll 3 of 3$/ }).waitFor();
  assert.deepEqual(app.errors, []);
}

export async function aMaxiYatzyGameAgainstTheStrongComputerAndItsReview(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await app.ready();
  await maxiGame(page, { name: 'Deep', bot: true, level: 'Strong' });
  const seen = {};
  for (let round = 1; round <= 20; round++) {
    // One roll a turn: the saved rolls pile up, and the computer's turns use its own.
    await page.getByRole('button', { name: /^Roll 1 of \d+$/ }).click();
    await page.locator('.sheet .box-btn').first().waitFor();
    await scoreMost(page);
    const state = await untilMyTurn(page, seen);
    if (round < 20) assert.equal(state, 'mine', `round ${round}`);
  }
  await page.locator('.ranking').first().waitFor();
  assert.ok(seen.playing, 'the computer was seen playing');
  const game = await savedGame(page);
  assert.equal(Object.keys(game.state.players[1].sheet).length, 20, "the computer's sheet is full");
  assert.ok(game.log.some((a) => a.action === 'hold'), 'the computer kept dice');
  // By the fitted values it makes a game of it (the greedy stand-in averages far less).
  const total = Number(await page.locator('td.total[data-player="1"]').first().getAttribute('data-total'));
  console.log(`maxi yatzy strong computer: ${total} points`);
  assert.ok(total > 200, `${total}`);
  const review = page.locator('.review');
  await page.locator('.review-words').waitFor({ timeout: SOLVE_MS });
  // Ada's numbers, said to be estimates (the fitted values, not the exact table).
  await page.locator('.review-numbers > summary').first().click();
  await review.getByText(/^Estimated by the strong computer/).first().waitFor();
  await review.scrollIntoViewIfNeeded();
  await app.screenshot('maxi-review', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await review.scrollIntoViewIfNeeded();
    await app.screenshot(`maxi-review-at-phone-size-${scheme}`);
  }
  assert.deepEqual(app.errors, []);
}
aMaxiYatzyGameAgainstTheStrongComputerAndItsReview.timeoutMs = 600000;
