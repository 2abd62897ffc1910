// Kniffel Extreme in the browser: a whole solitaire game by clicking, including a chip
// for a 4th roll, totals checked against the saved engine state, reload mid-turn, and
// phone and tablet screenshots.
import assert from 'node:assert/strict';
import {
  EXTREME_BOXES,
  assertNoSideScroll,
  checkTotals,
  dice,
  holdMostFrequent,
  offers,
  roll,
  savedGame,
  scoreBest,
  startSolo,
  startGame,
} from './classic_extreme.lib.mjs';

const chipButton = (page) => page.getByRole('button', { name: /chip/ });
const chipsLeft = async (page) => (await savedGame(page)).state.players[0].chips;

export async function playsAWholeSolitaireGameWithAChipRollOnAPhone(t) {
  await playWholeGame(t, 'phone');
}

export async function playsAWholeSolitaireGameWithAChipRollOnATablet(t) {
  await playWholeGame(t, 'tablet');
}

async function playWholeGame(t, viewport) {
  const app = await t.open({ viewport, path: '?lang=en' });
  const page = app.page;
  await startSolo(page, 'Kniffel Extreme', 'Xena');
  assert.equal((await page.locator('.sheet tbody tr[data-box]').count()), 22, '22 boxes');
  let chipRolls = 0;
  for (let turn = 1; turn <= 22; turn++) {
    assert.ok(await page.getByText(`Round ${turn} of 22`).isVisible());
    assert.equal(await chipButton(page).count(), 0, 'no chip before the third roll');
    const first = await roll(page, 1, 3);
    assert.equal(first.length, 6, 'six dice');
    assert.deepEqual(first.map((d) => d.tenSided), [false, false, false, false, false, true], 'the sixth die is ten-sided');
    assert.ok(first[5].value >= 0 && first[5].value <= 9);
    first.slice(0, 5).forEach((d) => assert.ok(d.value >= 1 && d.value <= 6));
    // Every third turn uses all its rolls (the others score after the first, which
    // keeps the test quick). Six of a kind would hold every die: one stays free so
    // the next roll (and the chip) stay possible.
    const full = turn % 3 === 1;
    if (full) {
      await holdMostFrequent(page, true);
      await roll(page, 2, 3);
      await holdMostFrequent(page, true);
      await roll(page, 3, 3);
    }
    const chips = await chipsLeft(page);
    if (!full) {
      assert.equal(await chipButton(page).count(), 0, 'no chip before the third roll');
    } else if (chips > 0 && turn % 9 === 1) {
      // Turns 1, 10, 19: hand in a chip for a 4th roll.
      assert.equal(await chipButton(page).innerText(), 'Use a chip for a 4th roll');
      await holdMostFrequent(page, true);
      const before = await dice(page);
      await chipButton(page).click();
      chipRolls++;
      assert.equal(await chipsLeft(page), chips - 1);
      const button = page.getByRole('button', { name: 'No rolls left' });
      assert.ok(await button.isDisabled(), 'after the 4th roll the button says no roll is left');
      assert.equal(await page.locator('.roll-dot.used').count(), 4, 'four rolls used');
      assert.equal(await chipButton(page).count(), 0, 'one chip per turn');
      const after = await dice(page);
      before.forEach((d, i) => d.held && assert.equal(after[i].value, d.value));
      assert.ok(await page.getByRole('img', { name: `${chips - 1} chip${chips - 1 === 1 ? '' : 's'}` }).first().isVisible());
      if (turn === 1) await app.screenshot('chip-roll');
    } else if (chips > 0) {
      assert.ok(await chipButton(page).isVisible(), 'the chip is offered after the third roll');
    } else {
      assert.equal(await chipButton(page).count(), 0, 'no chips left');
    }
    const open = await offers(page, EXTREME_BOXES);
    assert.equal(open.length, 23 - turn, 'every open box is on offer');
    await scoreBest(page, EXTREME_BOXES);
    if (turn < 22) await checkTotals(page, 'extreme');
    if (turn === 11) {
      await assertNoSideScroll(page, viewport);
      await app.screenshot('mid-game');
    }
  }
  assert.equal(chipRolls, 3);
  await page.locator('.ranking').getByText('Game over').waitFor();
  const { game, expected } = await checkTotals(page, 'extreme');
  assert.equal(game.state.over, true);
  assert.equal(game.state.players[0].chips, 0);
  assert.equal(Object.keys(game.state.players[0].sheet).length, 22);
  assert.ok(await page.getByText(`You scored ${expected} points.`).isVisible());
  await assertNoSideScroll(page, viewport);
  await app.screenshot('game-over');
  await app.screenshot('final-sheet', { fullPage: true });
}

export async function reloadMidTurnAfterAChip(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await startSolo(page, 'Kniffel Extreme');
  await roll(page, 1, 3);
  await roll(page, 2, 3);
  await roll(page, 3, 3);
  await holdMostFrequent(page, true);
  await chipButton(page).click();
  const before = await dice(page);
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  assert.deepEqual(await dice(page), before, 'same dice after the reload');
  assert.ok(await page.getByRole('button', { name: 'No rolls left' }).isDisabled());
  assert.equal(await page.locator('.roll-dot.used').count(), 4, 'four rolls used');
  assert.equal(await chipButton(page).count(), 0, 'the chip stays spent');
  // The chip's roll is final: Undo cannot bring the chip back to roll again.
  assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled(), 'no undo of a chip roll');
  assert.equal(await chipsLeft(page), 2);
  await scoreBest(page, EXTREME_BOXES);
  assert.ok(await page.getByText('Round 2 of 22').isVisible());
  await checkTotals(page, 'extreme');
}

export async function fourPlayersFitPhoneAndTablet(t) {
  for (const viewport of ['phone', 'phone-landscape', 'tablet', 'tablet-portrait']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    const page = app.page;
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('radio', { name: /^Kniffel Extreme/ }).check();
    for (let i = 1; i < 4; i++) await page.getByRole('button', { name: 'Add player' }).click();
    assert.ok(await page.getByRole('button', { name: 'Add player' }).isDisabled(), 'Extreme is for up to 4');
    await startGame(page);
    await roll(page, 1, 3);
    await assertNoSideScroll(page, viewport);
    // Every player's column can be seen: all at once, or through the switcher.
    for (let p = 0; p < 4; p++) {
      const head = page.locator('.sheet thead .player-head').nth(p);
      if (!(await head.isVisible())) {
        await page.getByRole('button', { name: new RegExp(`^Player ${p + 1}`) }).click();
        assert.ok(await head.isVisible(), `player ${p + 1}'s column via the switcher`);
      }
    }
    await app.screenshot('four-players');
  }
}
