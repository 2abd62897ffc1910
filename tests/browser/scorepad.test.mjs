// Real dice (score pad) against the computer: it plays by the rules, saying which dice it
// keeps and asking for the next throw, up to three; people throw and tap in the faces.
import assert from 'node:assert/strict';
import { CLASSIC_BOXES, dice, enterFaces, offers, savedGame, setUpGame, startGame, throwForTheComputer } from './classic_extreme.lib.mjs';

export async function aComputerWithRealDiceUsesThreeThrows(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    const page = app.page;
    await setUpGame(page, 'classic', [{ name: 'Ada' }, { name: 'Robo', bot: true }], { realDice: true });
    await startGame(page);

    // Ada's turn: one throw, Chance.
    await enterFaces(page, [1, 2, 3, 4, 6], 1);
    await (await offers(page, CLASSIC_BOXES)).find((o) => o.id === 'chance').button.click();

    // Robo's turn: three sixes first; it keeps them and asks for the other two dice,
    // twice, then fills a box.
    await page.getByText('Roll for Robo and tap in the faces').waitFor();
    const throws = [[6, 6, 6, 2, 1], [2, 1], [3, 1]];
    const prompts = await throwForTheComputer(page, 'Robo', throws);
    assert.equal(prompts.length, 3, `three throws: ${prompts.join(' | ')}`);
    assert.equal(prompts[0], 'Roll for Robo and tap in the faces');
    assert.equal(prompts[1], 'Robo keeps 6 6 6 – roll the other 2 dice for Robo and tap them in');
    const game = await savedGame(page);
    assert.equal(game.log.filter((a) => a.action === 'enter_dice').length, 4, "Ada's throw and Robo's three");
    const robo = game.state.players[1].sheet;
    assert.equal(Object.keys(robo).length, 1, 'Robo filled one box');
    assert.equal(game.state.current, 0, "Ada's turn again");
    assert.ok((await dice(page)).every((d) => d.value === null), 'fresh dice for Ada');
    await app.screenshot('after-robo');
  }
}

export async function theComputerSaysWhatItKeeps(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await setUpGame(page, 'classic', [{ name: 'Robo', bot: true }, { name: 'Ada' }], { realDice: true });
  await startGame(page);
  await page.getByText('Roll for Robo and tap in the faces').waitFor();
  for (const v of [5, 5, 5, 1, 2]) await page.getByRole('button', { name: `Face ${v}`, exact: true }).click();
  await page.getByRole('button', { name: 'Enter roll 1 of 3' }).click();
  const prompt = page.locator('.manual-title', { hasText: 'Robo keeps' });
  await prompt.waitFor();
  assert.equal((await prompt.innerText()).trim(), 'Robo keeps 5 5 5 – roll the other 2 dice for Robo and tap them in');
  assert.deepEqual((await dice(page)).map((d) => d.held), [true, true, true, false, false], 'the kept dice are shown held');
  await app.screenshot('robo-keeps');
}
