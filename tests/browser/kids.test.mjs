// Kids' mode, "Counts for themselves": a person who counts types each box's points and the
// app checks the sum. Right: the box is scored with praise; wrong once: a hint, a second
// try; wrong twice: the answer and how to get it. The upper total and the bonus are asked
// once the upper section is full. The points entered are always the rules' own.
import assert from 'node:assert/strict';
import { GAME_KEY, enterFaces, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

/** The sum panel's live region (what was said last). */
const said = (page) => page.locator('.sum-said');

/** Types `answer` into the textbox named `name` (it has the focus) and presses Enter. */
async function answer(page, name, value) {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.waitFor();
  assert.ok(await box.evaluate((el) => el === document.activeElement), `${name}: the focus is in the textbox`);
  await box.fill(String(value));
  await box.press('Enter');
}

/** Mia counts for herself, Opa does not: a turn right, a wrong-then-right, a wrong-twice. */
export async function aWholeTurnRightThenWrongThenWrongTwice(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    const page = app.page;
    await setUpGame(page, 'classic', [{ name: 'Mia' }, { name: 'Opa' }], { realDice: true });
    const switches = page.getByRole('checkbox', { name: 'Counts for themselves', exact: true });
    assert.equal(await switches.count(), 2, 'one switch per person');
    await switches.first().check();
    await app.screenshot('new-game');
    await startGame(page);

    // Mia: 4 4 4 2 6 into Fours, right at once.
    await enterFaces(page, [4, 4, 4, 2, 6], 1);
    assert.equal(await page.getByRole('button', { name: /^Fours, \d+ points?$/ }).count(), 0, 'no points offered');
    await page.getByRole('button', { name: 'Fours', exact: true }).click();
    await app.screenshot('asked');
    await answer(page, 'Your points for Fours', 12);
    await assert.doesNotReject(said(page).getByText('Right! 12 points.').waitFor());
    let game = await savedGame(page);
    assert.equal(game.state.players[0].sheet.fours, 12, 'the rules put 12 into Fours');
    assert.deepEqual(game.sums, [{ asked: 1, right_first: 1 }]);

    // Opa does not count: his boxes show their points.
    await enterFaces(page, [1, 2, 3, 5, 6], 1);
    await page.getByRole('button', { name: 'Chance, 17 points' }).click();

    // Mia: 3 3 3 5 6 into Three of a kind, wrong first (a hint), then right.
    await enterFaces(page, [3, 3, 3, 5, 6], 1);
    await page.getByRole('button', { name: 'Three of a kind', exact: true }).click();
    await answer(page, 'Your points for Three of a kind', 15);
    await said(page).getByText('Not quite. Add up all the dice: 3 + 3 + 3 + 5 + 6 = ?').waitFor();
    await app.screenshot('hint');
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('hint-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await answer(page, 'Your points for Three of a kind', 20);
    await said(page).getByText('Right! 20 points.').waitFor();

    // Opa again.
    await enterFaces(page, [1, 1, 2, 3, 4], 1);
    await page.getByRole('button', { name: 'Ones, 2 points' }).click();

    // Mia: a small straight, wrong twice: the answer is shown and the rules' 30 scored.
    await enterFaces(page, [1, 2, 3, 4, 6], 1);
    await page.getByRole('button', { name: 'Small straight', exact: true }).click();
    await answer(page, 'Your points for Small straight', 25);
    await said(page).getByText(/^Not quite\. This box always gives the same points/).waitFor();
    await answer(page, 'Your points for Small straight', 20);
    await said(page).getByText('It\'s 30: this box always gives 30.').waitFor();
    await app.screenshot('answer');
    game = await savedGame(page);
    assert.equal(game.state.players[0].sheet.small_straight, 30, 'typed points never count');
    assert.deepEqual(game.sums, [{ asked: 3, right_first: 1 }]);

    // Undo takes back the box, not the tally.
    await page.getByRole('button', { name: /^Undo/ }).first().click();
    game = await savedGame(page);
    assert.equal(game.state.players[0].sheet.small_straight, undefined, 'undo reopens the box');
    assert.deepEqual(game.sums, [{ asked: 3, right_first: 1 }]);
  }
}

/** A solo Kniffel with real dice: Mia's upper boxes but Sixes filled, 6 6 6 1 1 entered. */
function upperSave() {
  const turns = [
    [[1, 1, 1, 2, 3], 'ones'],
    [[2, 2, 2, 5, 6], 'twos'],
    [[3, 3, 3, 3, 1], 'threes'],
    [[4, 4, 4, 1, 2], 'fours'],
    [[5, 5, 5, 2, 2], 'fives'],
  ];
  const log = turns.flatMap(([dice, box]) => [{ action: 'enter_dice', dice }, { action: 'score', box }]);
  log.push({ action: 'enter_dice', dice: [6, 6, 6, 1, 1] });
  return JSON.stringify({
    format: 2,
    setup: {
      kind: 'classic',
      rules_version: 2,
      players: [{ name: 'Mia', bot: null, counts_self: true }],
      options: { rule_set: 'kniffel', joker: true, announce_yourself: false },
      seed: 29,
      dice: 'manual',
      start_player: 0,
      chosen_seed: false,
    },
    log,
    sums: [{ asked: 5, right_first: 5 }],
  });
}

/** In German: the switch is "Zählt selbst"; the upper total and the bonus are asked. */
export async function theUpperTotalAndBonusAreAskedInGerman(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=de', storage: { [GAME_KEY]: upperSave() } });
    const page = app.page;
    await page.getByRole('button', { name: 'Weiterspielen' }).click();
    // The upper total is hidden while Mia adds it up herself.
    assert.equal((await page.locator('.upper-sum').first().innerText()).trim(), '', 'no upper total shown');
    await page.getByRole('button', { name: 'Sechser', exact: true }).click();
    await answer(page, 'Deine Punkte für Sechser', 18);
    await said(page).getByText('Richtig! 18 Punkte.').waitFor();
    await page.getByText('Mia, dein oberer Teil ist voll: Zähl ihn zusammen!').waitFor();
    await answer(page, 'Deine Punkte für Summe oben', 60);
    await said(page).getByText('Noch nicht ganz. Zähl die Kästchen oben zusammen: 3 + 6 + 12 + 12 + 15 + 18 = ?').waitFor();
    await app.screenshot('upper-hint');
    await answer(page, 'Deine Punkte für Summe oben', 66);
    await answer(page, 'Deine Punkte für Bonus', 35);
    await said(page).getByText('Richtig! 35 Punkte.').waitFor();
    const game = await savedGame(page);
    assert.deepEqual(game.sums, [{ asked: 8, right_first: 7, upper_asked: true }]);
    await page.locator('.upper-sum .progress-text').first().waitFor();
    assert.match(await page.locator('.upper-sum').first().innerText(), /66/);
    await app.screenshot('upper-done');

    // The new game offers the switch in German, for people only.
    const fresh = await t.open({ viewport, path: '?lang=de' });
    await fresh.page.getByRole('button', { name: 'Neues Spiel' }).click();
    const switches = fresh.page.getByRole('checkbox', { name: 'Zählt selbst', exact: true });
    await switches.first().waitFor();
    const names = fresh.page.getByRole('textbox', { name: /^Name von Spieler/ });
    while ((await names.count()) < 2) await fresh.page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
    const people = await switches.count();
    await fresh.page.getByRole('combobox', { name: 'Wer spielt Spieler 2?' }).selectOption('easy');
    assert.equal(await switches.count(), people - 1, 'a computer player has no switch');
    await fresh.screenshot('neues-spiel');
  }
}
