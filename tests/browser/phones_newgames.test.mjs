// Own phones with the new games: a table (tablet) and Bob's phone play Yatzy, Maxi Yatzy
// (six dice; a turn stopped after one roll saves two for the next, shown on the phone)
// and Generala (a first-roll full house, straight or four of a kind is offered with its
// +5 on the phone as on the table; the game number makes Bob's first roll one).
import assert from 'node:assert/strict';
import { dice, firstRoll, moreOptions, savedGame, setUpGame, startGame, whoPlays } from './classic_extreme.lib.mjs';
import { pairPhone } from './phones.lib.mjs';

/** A game number whose first Generala turn gives Bob a full house on his first roll (Ann
 * rolling once and taking the box with the most points before him). */
const GENERALA_SEED = 15;

/** The table (tablet) with Ann at it and Bob on his own phone, `kind` started. */
async function tableAndPhone(t, kind, seed = '') {
  const table = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await table.ready();
  await setUpGame(table.page, kind, [{ name: 'Ann' }, { name: 'Bob' }]);
  await whoPlays(table.page, 1).selectOption({ label: 'Own phone' });
  await moreOptions(table.page);
  await table.page.getByRole('textbox', { name: /^Game number/ }).fill(String(seed));
  await startGame(table.page, 0);
  const phone = await pairPhone(t, table, 'Bob');
  return { table, phone };
}

/** The boxes on offer on `page`: [{label, points}]. */
async function offered(page) {
  const names = await page.locator('.sheet .box-btn').evaluateAll((els) => els.map((b) => b.getAttribute('aria-label')));
  return names.map((name) => ({ label: name, points: Number((name.match(/, (\d+) points?$/) || [0, 0])[1]) }));
}

/** Fills the box with the most points on offer on `page`. */
async function scoreMost(page) {
  const boxes = await offered(page);
  assert.ok(boxes.length > 0, 'some box is on offer');
  const best = boxes.reduce((a, b) => (b.points > a.points ? b : a));
  await page.getByRole('button', { name: best.label, exact: true }).click();
}

/** Waits until `player`'s sheet on the table holds `n` boxes. */
async function tableHas(table, player, n) {
  await table.page.waitForFunction(
    ([p, count]) => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[p].sheet).length === count,
    [player, n],
  );
}

export async function yatzyWithAPhoneAtTheTable(t) {
  const { table, phone } = await tableAndPhone(t, 'yatzy');
  for (let round = 1; round <= 2; round++) {
    await firstRoll(table.page);
    await scoreMost(table.page);
    await firstRoll(phone.page);
    assert.equal((await dice(phone.page)).length, 5, 'five dice on the phone');
    // Hold the first die on the phone, roll again there.
    await phone.page.getByRole('button', { name: /^Die 1:/ }).click();
    await phone.page.getByRole('button', { name: /^Roll 2 of 3$/ }).click();
    await phone.page.getByRole('button', { name: /^Roll 3 of 3$/ }).waitFor();
    await scoreMost(phone.page);
    await tableHas(table, 1, round);
  }
  const game = await savedGame(table.page);
  assert.ok(game.log.some((a) => a.action === 'hold'), "the phone's hold is in the table's game");
  await phone.screenshot('phone-yatzy');
}
yatzyWithAPhoneAtTheTable.timeoutMs = 180000;

export async function maxiYatzyWithAPhoneSavesItsRolls(t) {
  const { table, phone } = await tableAndPhone(t, 'maxi_yatzy');
  await firstRoll(table.page);
  await scoreMost(table.page);
  // Bob stops after one roll: two rolls saved for his next turn.
  await firstRoll(phone.page);
  assert.equal((await dice(phone.page)).length, 6, 'six dice on the phone');
  await scoreMost(phone.page);
  await tableHas(table, 1, 1);
  await firstRoll(table.page);
  await scoreMost(table.page);
  const saved = phone.page.locator('.saved-rolls');
  await saved.waitFor();
  assert.equal(await saved.getAttribute('data-saved'), '2', 'two saved rolls on the phone');
  assert.match(await phone.page.locator('.roll-controls .roll-btn').innerText(), /1\D+5/, 'Roll 1 of 5 on the phone');
  await firstRoll(phone.page);
  await scoreMost(phone.page);
  await tableHas(table, 1, 2);
  await phone.screenshot('phone-maxi-yatzy');
}
maxiYatzyWithAPhoneSavesItsRolls.timeoutMs = 180000;

export async function generalasFirstRollBonusOnThePhone(t) {
  const { table, phone } = await tableAndPhone(t, 'generala', GENERALA_SEED);
  await firstRoll(table.page);
  await scoreMost(table.page);
  await firstRoll(phone.page);
  const onPhone = await offered(phone.page);
  const bonus = onPhone.filter((b) => /, \+5: made on the first roll$/.test(b.label)).map((b) => b.label);
  assert.deepEqual(bonus, ['Full House, 35 points, +5: made on the first roll'], 'the +5 offered on the phone');
  await phone.screenshot('phone-generala-plus-five');
}
generalasFirstRollBonusOnThePhone.timeoutMs = 180000;
