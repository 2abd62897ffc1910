// The coach on the end screen: each person's result split into dice luck, the points
// their choices cost and the total expected at the start ("Dice luck +12.3 · Choices
// −6.1 · Expected at the start 248.3"), the costliest decisions and the luckiest and
// unluckiest rolls; exact in classic Kniffel, labelled an estimate in the other games;
// and the same review for a finished game opened from the statistics' history.
import assert from 'node:assert/strict';
import { FINISHED_SAVES, GAME_KEY, fixtureSave, historyOf } from './classic_extreme.lib.mjs';

/** The solve of a table runs in a worker; on a busy 2-core machine it may take a while. */
const SOLVE_MS = 90000;

const SPLIT = /^Dice luck ([+−]?\d+\.\d) · Choices (−\d+\.\d|0\.0) · Expected at the start (\d+\.\d)$/;

/** "−6.1" → -6.1 (the app writes a true minus sign). */
const number = (text) => Number(text.replace('−', '-'));

/**
 * Each reviewed person's split {luck, choices, start} and their lists, once shown: the
 * review says it in words first, the numbers behind "Show the numbers".
 */
async function reviews(scope) {
  const words = scope.locator('.review-words').first();
  await words.waitFor({ timeout: SOLVE_MS });
  assert.match(await words.innerText(), /played (best|perfectly|very well|well)|left a good few points/, 'the review in words');
  const numbers = scope.locator('details.review-numbers').first();
  if ((await numbers.getAttribute('open')) === null) await numbers.locator('summary').click();
  await scope.locator('.review-split').first().waitFor();
  return scope.locator('.review-player').evaluateAll((players) =>
    players.map((p) => ({
      headline: p.querySelector('.review-lost').innerText.trim(),
      split: p.querySelector('.review-split').innerText.trim(),
      decisions: [...p.querySelectorAll('.review-decisions li')].map((li) => li.innerText.trim()),
      lucky: [...p.querySelectorAll('.review-lucky li')].map((li) => li.innerText.trim()),
      unlucky: [...p.querySelectorAll('.review-unlucky li')].map((li) => li.innerText.trim()),
    })),
  );
}

/** Checks a person's split against their final total: start + luck + choices = final. */
function checkSplit(review, final) {
  const m = review.split.match(SPLIT);
  assert.ok(m, `"${review.split}" reads "Dice luck ±N.N · Choices −N.N · Expected at the start N.N"`);
  const [luck, choices, start] = m.slice(1).map(number);
  // Each number is rounded to a tenth: the sum may be off by 0.15 at most.
  assert.ok(Math.abs(start + luck + choices - final) <= 0.151, `${review.split} against ${final}`);
  return { luck, choices, start };
}

/** The final totals by name from the standings. */
async function finals(page) {
  const rows = await page.locator('.standings li').evaluateAll((lis) => lis.map((li) => li.innerText));
  return (name) => {
    const row = rows.find((r) => r.includes(name));
    assert.ok(row, `${name} in the standings: ${rows}`);
    return Number(row.match(/(-?\d+)\s*$/)[1]);
  };
}

/** Opens the end screen of a finished save. */
async function endOf(t, fixture, opts = {}) {
  const app = await t.open({ storage: { [GAME_KEY]: fixtureSave(fixture) }, ...opts });
  await app.page.getByRole('button', { name: 'See the result' }).click();
  await app.page.locator('.ranking').first().waitFor();
  return app;
}

export async function aClassicEndScreenSplitsLuckAndChoicesExactly(t) {
  for (const [viewport, scheme] of [['phone', 'light'], ['phone', 'dark'], ['tablet', 'light']]) {
    const app = await endOf(t, FINISHED_SAVES[0], { viewport });
    const page = app.page;
    await page.emulateMedia({ colorScheme: scheme });
    const review = page.locator('.review');
    await review.getByText('How well did I play?').waitFor();
    const people = await reviews(review);
    const final = await finals(page);
    // Two people, each with the split, what cost them most and their best and worst rolls.
    assert.equal(people.length, 2);
    for (const [i, name] of ['Ada', 'Bo'].entries()) {
      const p = people[i];
      assert.match(p.headline, new RegExp(`^${name}: \\d+\\.\\d points below perfect play \\(expected\\)$`));
      const { start, choices } = checkSplit(p, final(name));
      assert.equal(p.headline.match(/(\d+\.\d) points/)[1], (-choices).toFixed(1));
      // The exact table of these rules (Yahtzee without the joker) expects 245.9.
      assert.equal(start, 245.9);
      assert.ok(p.decisions.length >= 1 && p.decisions.length <= 3);
      assert.ok(p.lucky.length >= 1 && p.lucky.length <= 3 && p.unlucky.length >= 1 && p.unlucky.length <= 3);
      for (const roll of p.lucky) assert.match(roll, /^Round \d+: [1-6 ]*(→ )?[1-6 ]+ \(\+\d+\.\d\)$/);
      for (const roll of p.unlucky) assert.match(roll, /^Round \d+: [1-6 ]*(→ )?[1-6 ]+ \(−\d+\.\d\)$/);
    }
    await review.getByText(/^Computed exactly/).waitFor();
    await review.scrollIntoViewIfNeeded();
    await app.screenshot(`classic-${scheme}`, { fullPage: true });
  }
}

export async function theOtherGamesShowTheSplitAsAnEstimate(t) {
  for (const fixture of FINISHED_SAVES.slice(1)) {
    const app = await endOf(t, fixture);
    const review = app.page.locator('.review');
    const people = await reviews(review);
    const final = await finals(app.page);
    // Computers are not reviewed: a person's own play only.
    const names = await app.page.evaluate((key) => {
      const save = JSON.parse(localStorage.getItem(key));
      return save.setup.players.filter((p) => !p.bot).map((p) => p.name);
    }, GAME_KEY);
    assert.equal(people.length, names.length, fixture);
    for (const [i, name] of names.entries()) checkSplit(people[i], final(name));
    await review.getByText(/^Estimated by the strong computer \(not exact\)/).waitFor();
    if (fixture.includes('cards')) await review.getByText('Luckiest draws').first().waitFor();
    await review.scrollIntoViewIfNeeded();
    await app.screenshot(fixture.replace(/^v2\/|\.json$/g, ''), { fullPage: true });
  }
}

export async function aGameFromTheHistoryIsReviewedToo(t) {
  const saves = FINISHED_SAVES.map(fixtureSave);
  const app = await t.open({ storage: { 'pasch.history': historyOf(saves) }, viewport: 'tablet' });
  const page = app.page;
  await page.locator('#main').getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('button', { name: /^View Kniffel Dice Duel/ }).click();
  const viewer = page.locator('.viewer');
  await viewer.waitFor();
  const people = await reviews(viewer);
  assert.ok(people.length >= 1);
  for (const p of people) assert.match(p.split, SPLIT);
  await viewer.getByText(/^Estimated by the strong computer/).waitFor();
  await app.screenshot('history-duel', { fullPage: true });
}
