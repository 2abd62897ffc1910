// Undo takes back decisions, never dice: after a roll it reaches at most that roll's dice
// as they fell, and taking back a box restores the dice, the open box and the total,
// with any extra-Kniffel bonus the box earned.
import assert from 'node:assert/strict';
import {
  CLASSIC_BOXES,
  checkTotals,
  dice,
  enterFaces,
  offers,
  roll,
  savedGame,
  setUpGame,
  startGame,
  startSolo,
} from './classic_extreme.lib.mjs';

const faces = (ds) => ds.map((d) => d.value);

export async function undoAfterARollKeepsTheDiceAsTheyFell(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  const undo = page.getByRole('button', { name: 'Undo' });
  const dieButtons = page.getByRole('button', { name: /^Die \d/ });
  await startSolo(page, 'Kniffel', 'Ada');
  assert.ok(await undo.isDisabled(), 'nothing to undo before the first roll');
  const first = faces(await roll(page, 1, 3));
  assert.ok(await undo.isDisabled(), 'the first roll cannot be undone');

  // Holds are decisions: they can be taken back, one at a time, down to the roll.
  await dieButtons.nth(0).click();
  await dieButtons.nth(1).click();
  assert.ok(await undo.isEnabled());
  await undo.click();
  assert.deepEqual((await dice(page)).map((d) => d.held), [true, false, false, false, false]);
  await undo.click();
  assert.deepEqual((await dice(page)).map((d) => d.held), [false, false, false, false, false]);
  assert.deepEqual(faces(await dice(page)), first, 'the dice as they fell');
  assert.ok(await undo.isDisabled(), 'no further back than the roll');

  // Roll again with a die held: the second roll is final too, also after a reload.
  await dieButtons.nth(4).click();
  const second = faces(await roll(page, 2, 3));
  assert.ok(await undo.isDisabled(), 'the second roll cannot be undone');
  assert.equal(await undo.getAttribute('title'), 'Nothing to take back – a roll is final');
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  assert.deepEqual(faces(await dice(page)), second);
  assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled(), 'still final after a reload');
  const log = (await savedGame(page)).log;
  assert.equal(log.filter((a) => a.action === 'roll').length, 2, 'two rolls in the log, none taken back');
  await app.screenshot('undo-after-roll');
}

/** A score-pad game of Kniffel for Ada: typed-in dice make a second Kniffel certain. */
async function startScorePad(page) {
  await setUpGame(page, 'classic', [{ name: 'Ada' }], { realDice: true });
  await startGame(page);
}

async function take(page, id) {
  const offer = (await offers(page, CLASSIC_BOXES)).find((o) => o.id === id);
  assert.ok(offer, `${id} is on offer`);
  await offer.button.click();
  return offer;
}

export async function undoingABoxRestoresItWithAndWithoutABonus(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  const undo = page.getByRole('button', { name: 'Undo' });
  await startScorePad(page);

  // Without a bonus: Chance taken and taken back.
  await enterFaces(page, [2, 3, 3, 5, 6], 1);
  const before = await savedGame(page);
  await take(page, 'chance');
  assert.equal((await savedGame(page)).state.players[0].sheet.chance, 19);
  await undo.click();
  let now = await savedGame(page);
  assert.deepEqual(now.state, before.state, 'dice, open box and total as before');
  assert.deepEqual(faces(await dice(page)), [2, 3, 3, 5, 6]);
  assert.ok((await offers(page, CLASSIC_BOXES)).some((o) => o.id === 'chance'), 'Chance is open again');
  await checkTotals(page, 'classic');

  // A Kniffel for 50, then a second one in Sixes: 30 points and the extra-Kniffel bonus.
  await take(page, 'chance');
  await enterFaces(page, [6, 6, 6, 6, 6], 1);
  await take(page, 'kniffel');
  await enterFaces(page, [6, 6, 6, 6, 6], 1);
  const beforeBonus = await savedGame(page);
  const totalBefore = await checkTotals(page, 'classic');
  const sixes = await take(page, 'sixes');
  const withBonus = await savedGame(page);
  assert.equal(withBonus.state.players[0].sheet.sixes, 30);
  assert.ok(withBonus.state.players[0].kniffel_bonus > 0, 'the second Kniffel earned a bonus');
  const totalWith = await checkTotals(page, 'classic');
  assert.ok(totalWith.expected >= totalBefore.expected + sixes.points + withBonus.state.players[0].kniffel_bonus);
  await app.screenshot('bonus-earned');

  // Undo takes the box and its bonus back together.
  await undo.click();
  now = await savedGame(page);
  assert.deepEqual(now.state, beforeBonus.state, 'box, dice and bonus as they were');
  assert.equal(now.state.players[0].kniffel_bonus, 0, 'the bonus went with the box');
  const totalAfter = await checkTotals(page, 'classic');
  assert.equal(totalAfter.expected, totalBefore.expected);
  assert.deepEqual(faces(await dice(page)), [6, 6, 6, 6, 6]);
  await app.screenshot('bonus-undone');
}
