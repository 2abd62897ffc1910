// Classic Kniffel in the browser: a whole solitaire game by clicking with the totals
// checked against the saved engine state, undo, reload mid-turn, unreadable saves,
// storage trouble, names as text, both languages, phone and tablet screenshots.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  CLASSIC_BOXES,
  GAME_KEY,
  assertNoSideScroll,
  checkTotals,
  dice,
  holdMostFrequent,
  moreOptions,
  offers,
  roll,
  savedGame,
  scoreBest,
  startSolo,
  startGame,
  whoPlays,
} from './classic_extreme.lib.mjs';

export async function playsAWholeSolitaireGameOnAPhone(t) {
  await playWholeGame(t, 'phone');
}

export async function playsAWholeSolitaireGameOnATablet(t) {
  await playWholeGame(t, 'tablet');
}

/** A whole solitaire game by clicking, totals checked after every box, then a rematch. */
async function playWholeGame(t, viewport) {
  const app = await t.open({ viewport, path: '?lang=en' });
  await startSolo(app.page, 'Kniffel', 'Ada');
  const page = app.page;
  const filled = new Set();
  for (let turn = 1; turn <= 13; turn++) {
    assert.ok(await page.getByText(`Round ${turn} of 13`).isVisible(), `round ${turn} is shown`);
    // Before the first roll no box is on offer and no die can be held.
    assert.equal((await offers(page, CLASSIC_BOXES)).length, 0);
    await roll(page, 1, 3);
    const open = await offers(page, CLASSIC_BOXES);
    assert.ok(open.length >= 1 && open.length <= 13 - filled.size);
    for (const o of open) assert.ok(!filled.has(o.id), `${o.id} is filled already but offered`);
    // Every third turn uses all its rolls (the others score after the first, which
    // keeps the test quick). A Kniffel holds all five dice: then nothing is left to roll.
    if (turn % 3 === 1 && !(await holdMostFrequent(page)).every(Boolean)) await roll(page, 2, 3);
    if (turn % 3 === 1 && !(await holdMostFrequent(page)).every(Boolean)) {
      await roll(page, 3, 3);
      assert.ok(await page.getByRole('button', { name: 'No rolls left' }).isDisabled(), 'no 4th roll in classic');
    }
    if (turn === 4) await app.screenshot('mid-game');
    const taken = await scoreBest(page, CLASSIC_BOXES);
    filled.add(taken.id);
    const saved = await savedGame(page);
    const player = saved.state.players[0];
    assert.ok(taken.id in player.sheet, `${taken.id} is saved at once`);
    if (!saved.state.over) await checkTotals(page, 'classic');
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  const { game, expected } = await checkTotals(page, 'classic');
  assert.equal(game.state.over, true);
  assert.equal(Object.keys(game.state.players[0].sheet).length, 13);
  assert.ok(await page.getByText(`You scored ${expected} points.`).isVisible(), 'solo result');
  await assertNoSideScroll(page, viewport);
  await app.screenshot('game-over');
  await page.locator('.sheet').scrollIntoViewIfNeeded();
  await app.screenshot('final-sheet', { fullPage: true });

  // Rematch: same player, fresh seed, empty sheet.
  await page.getByRole('button', { name: 'Rematch' }).click();
  await page.getByRole('button', { name: 'Roll 1 of 3' }).waitFor();
  const again = await savedGame(page);
  assert.deepEqual(again.setup.players, game.setup.players);
  assert.notEqual(again.setup.seed, game.setup.seed);
  assert.deepEqual(again.state.players[0].sheet, {});
}

export async function rollButtonHoldsAndUndo(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await startSolo(page, 'Kniffel');
  const dieButtons = page.getByRole('button', { name: /^Die \d/ });
  assert.equal(await dieButtons.count(), 5);
  assert.ok(await dieButtons.first().isDisabled(), 'dice cannot be held before the first roll');
  await roll(page, 1, 3);
  await dieButtons.nth(0).click();
  assert.equal(await dieButtons.nth(0).getAttribute('aria-pressed'), 'true');
  await dieButtons.nth(0).click();
  assert.equal(await dieButtons.nth(0).getAttribute('aria-pressed'), 'false', 'a held die can be released');
  await dieButtons.nth(2).click();
  await roll(page, 2, 3);
  const before = await dice(page);
  const open = await offers(page, CLASSIC_BOXES);
  const chance = open.find((o) => o.id === 'chance');
  assert.equal(chance.points, before.reduce((s, d) => s + d.value, 0), 'Chance offers the sum');
  await chance.button.click();
  assert.equal((await savedGame(page)).state.players[0].sheet.chance, chance.points);
  assert.ok(await page.getByText('Round 2 of 13').isVisible());

  // Undo brings back the box and the very same dice, and survives a reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual((await dice(page)).map((d) => d.value), before.map((d) => d.value));
  assert.equal((await savedGame(page)).state.players[0].sheet.chance, undefined);
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  // A roll is final: nothing before the 2nd roll can be taken back.
  const undo = page.getByRole('button', { name: 'Undo' });
  assert.ok(await undo.isDisabled(), 'the 2nd roll cannot be undone');
  assert.equal(await undo.getAttribute('title'), 'Nothing to take back – a roll is final');
  assert.deepEqual((await dice(page)).map((d) => d.value), before.map((d) => d.value));
  assert.ok(await page.getByRole('button', { name: 'Roll 3 of 3' }).isEnabled());
  await assertNoSideScroll(page, 'phone');
}

export async function reloadMidTurnKeepsTheDice(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await startSolo(page, 'Kniffel', 'Reload');
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
  await roll(page, 1, 3);
  await holdMostFrequent(page);
  await roll(page, 2, 3);
  await holdMostFrequent(page);
  const before = await dice(page);
  await app.reload();
  // The start screen offers the saved game with its kind, player and round.
  assert.ok(await page.getByText('Saved game').isVisible());
  assert.ok(await page.getByText('Round 2 of 13').isVisible());
  assert.ok(await page.getByText('Reload', { exact: true }).isVisible());
  await page.getByRole('button', { name: 'Continue' }).click();
  assert.deepEqual(await dice(page), before, 'same dice, same holds');
  await roll(page, 3, 3);
  await scoreBest(page, CLASSIC_BOXES);
  assert.ok(await page.getByText('Round 3 of 13').isVisible());
  await checkTotals(page, 'classic');
  await app.screenshot('after-reload');
}

/** Opens the app on a phone with `raw` put in the game's save, as if left by an earlier visit. */
async function openWithSave(t, path, raw) {
  const app = await t.open({ viewport: 'phone', path });
  // Let the first load finish (icons too) before the reload.
  await app.page.waitForLoadState('networkidle');
  await app.page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, raw]);
  await app.reload();
  return app;
}

const CORRUPT = '{"format":1,"setup":{"kind":"classic","players":[{"name":"Eve"}],"seed":1},"state":';

export async function unreadableSaveIsKeptAndOfferedForDownload(t) {
  const app = await openWithSave(t, '?lang=en', CORRUPT);
  const page = app.page;
  await page.getByText('A saved game could not be loaded').waitFor();
  assert.ok(await page.getByText(/damaged or was changed by hand/).isVisible(), 'told in plain words');
  const link = page.getByRole('link', { name: 'Download the save' });
  assert.match(await link.getAttribute('href'), /^blob:/);
  assert.ok(await link.getAttribute('download'));
  // Downloaded as the player would (the Content-Security-Policy lets the page fetch no blob:).
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(fs.readFileSync(await download.path(), 'utf8'), CORRUPT, 'the download is the save as it was');
  let storage = await app.storage();
  assert.equal(storage['pasch.backup.1'], CORRUPT, 'kept under a backup key');
  assert.equal(storage[GAME_KEY], undefined);
  await app.screenshot('unreadable-save');

  // A new game is saved normally and the backup stays; a reload shows no new notice.
  await page.getByRole('button', { name: 'OK' }).click();
  await startSolo(page, 'Kniffel');
  await roll(page, 1, 3);
  storage = await app.storage();
  assert.equal(storage['pasch.backup.1'], CORRUPT);
  assert.ok(JSON.parse(storage[GAME_KEY]).log.length === 1);
  await app.reload();
  assert.equal(await page.getByText('A saved game could not be loaded').count(), 0);
  // Settings still list the kept save.
  await page.getByRole('button', { name: 'Settings' }).first().click();
  assert.ok(await page.getByRole('link', { name: 'Download the save' }).isVisible());
}

export async function saveFromANewerVersionIsNotOverwritten(t) {
  const newer = JSON.stringify({ format: 99, setup: {}, state: {} });
  const app = await openWithSave(t, '?lang=de', newer);
  const page = app.page;
  await page.getByText('Ein Spielstand konnte nicht geladen werden').waitFor();
  assert.ok(await page.getByText(/neueren Version/).isVisible());
  assert.equal((await app.storage())['pasch.backup.1'], newer);
}

export async function fullStorageKeepsPlayingWithAWarning(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await startSolo(page, 'Kniffel');
  await page.getByRole('alert').filter({ hasText: 'storage is full' }).waitFor();
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
  assert.ok(await page.getByText('Round 2 of 13').isVisible(), 'the game goes on in memory');
  await app.screenshot('storage-full');
}

export async function noStorageAtAllKeepsPlaying(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await page.waitForLoadState('networkidle');
  await page.context().addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await app.reload();
  await page.getByRole('alert').filter({ hasText: 'does not allow saving' }).waitFor();
  await startSolo(page, 'Kniffel');
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
  assert.ok(await page.getByText('Round 2 of 13').isVisible());
}

export async function namesAreShownAsText(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  const names = ['<img src=x onerror="window.pwned=1">', 'Ünal 🎲🎲', 'W'.repeat(200)];
  await page.getByRole('button', { name: 'New game' }).click();
  for (let i = 1; i < names.length; i++) await page.getByRole('button', { name: 'Add player' }).click();
  for (let i = 0; i < names.length; i++) {
    await page.getByRole('textbox', { name: `Name of player ${i + 1}` }).fill(names[i]);
  }
  await startGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).waitFor();
  assert.equal(await page.locator('.sheet img').count(), 0, 'markup is not rendered');
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  const heads = await page.locator('.sheet thead .ph-name').allInnerTexts();
  // A name field takes at most 40 characters (MAX_NAME_CHARS): the longest name fits.
  assert.deepEqual(heads.map((h) => h.trim()), [names[0], names[1], 'W'.repeat(40)]);
  await assertNoSideScroll(page, 'phone with long names');
  await app.screenshot('names');
  // The switcher shows the other players' columns on a phone.
  await page.getByRole('button', { name: /^Ünal/ }).click();
  assert.ok(await page.locator('.sheet thead th.viewed .ph-name').filter({ hasText: 'Ünal' }).isVisible());
  const tablet = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await tablet.page.waitForLoadState('networkidle');
  await tablet.page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, (await app.storage())[GAME_KEY]]);
  await tablet.reload();
  await tablet.page.getByRole('button', { name: 'Continue' }).click();
  await assertNoSideScroll(tablet.page, 'tablet with long names');
  await tablet.screenshot('names');
}

export async function germanAndEnglish(t) {
  const de = await t.open({ viewport: 'phone', path: '?lang=de', locale: 'en-US' });
  assert.equal(await de.page.evaluate(() => document.documentElement.lang), 'de');
  await de.page.getByRole('button', { name: 'Neues Spiel' }).click();
  await de.page.getByRole('button', { name: "Los geht's" }).click();
  await de.page.getByRole('button', { name: 'Wurf 1 von 3' }).click();
  await assertNoSideScroll(de.page, 'German phone');
  const bar = await de.page.locator('.topbar').evaluate((el) => el.scrollWidth <= el.clientWidth);
  assert.ok(bar, 'the German top bar fits');
  assert.ok(await de.page.getByRole('button', { name: 'Wurf 2 von 3' }).isEnabled());
  assert.match(await de.page.getByRole('button', { name: /^Würfel 1: \d$/ }).getAttribute('aria-label'), /^Würfel 1: [1-6]$/);
  assert.ok((await de.page.getByRole('button', { name: /^Chance, \d+ Punkte$/ }).count()) === 1);
  // navigator.language decides without ?lang; settings switch it.
  const browser = await t.open({ viewport: 'phone', locale: 'de-DE' });
  assert.ok(await browser.page.getByRole('button', { name: 'Neues Spiel' }).isVisible());
  await browser.page.getByRole('button', { name: 'Einstellungen' }).first().click();
  await browser.page.getByRole('button', { name: 'English' }).click();
  assert.ok(await browser.page.getByRole('heading', { name: 'Settings' }).isVisible());
  await browser.reload();
  assert.ok(await browser.page.getByRole('button', { name: 'New game' }).isVisible(), 'the choice is saved');
}

export async function rulesPageCoversAllFourGames(t) {
  const games = ['Kniffel', 'Kniffel Extreme', 'Kniffel Dice Duel', 'Karten-Kniffel'];
  // The menu button's name in each language; French (its UI words come separately) opens
  // the page by its address.
  for (const [lang, words, button] of [
    ['en', [...games, 'joker'], 'Rules'],
    ['de', [...games, 'Joker'], 'Spielregeln'],
    ['fr', [...games, 'joker', 'Brelan', 'Carré', 'Petite suite', 'Grande suite'], null],
  ]) {
    const app = await t.open({ viewport: 'phone', path: `?lang=${lang}` });
    if (button) await app.page.getByRole('button', { name: button }).first().click();
    else await app.page.evaluate(() => { window.location.hash = '#rules'; });
    await app.page.locator('.rules-section').first().waitFor(); // the text is fetched
    for (const w of words) assert.ok((await app.page.getByText(w).count()) > 0, `${lang} rules mention ${w}`);
    await app.page.getByRole('link', { name: 'Kniffel Extreme' }).click();
    assert.ok(await app.page.locator('#rules-extreme').isVisible());
    await assertNoSideScroll(app.page, 'rules');
    await app.screenshot(`rules-${lang}`);
  }
}

export async function computerPlayerMovesAndItsRollsAreFinal(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Fast' }).click();
  await page.getByRole('button', { name: 'Pasch – Home' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Add player' }).click();
  await whoPlays(page, 1).selectOption({ label: 'Computer (normal)' });
  await startGame(page);
  await roll(page, 1, 3);
  const taken = await scoreBest(page, CLASSIC_BOXES);
  // The computer plays its turn by itself, visibly, and hands back to the human; left
  // unnamed, it got a name of its level.
  assert.ok(await page.getByText("Sam's turn", { exact: true }).isVisible());
  assert.ok(await page.getByRole('button', { name: 'Roll 1 of 3' }).isDisabled(), 'the human cannot roll for the computer');
  await page.getByText('Round 2 of 13').waitFor({ timeout: 60000 });
  const after = await savedGame(page);
  assert.equal(Object.keys(after.state.players[1].sheet).length, 1, 'the computer filled one box');
  assert.equal(after.state.current, 0);
  // Once the computer has rolled, the human's box stands (a roll is final).
  assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled(), 'no undo past the computer\'s roll');
  assert.equal((await savedGame(page)).state.players[0].sheet[taken.id], taken.points);
  await app.screenshot('after-undo');
}

export async function scorePadWithRealDice(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('radio', { name: /^Real dice/ }).check();
  await moreOptions(page);
  assert.equal(await page.getByRole('textbox', { name: /Game number/ }).count(), 0, 'no game number for real dice');
  await startGame(page);
  assert.equal(await page.getByRole('button', { name: /^Roll/ }).count(), 0, 'the app does not roll');
  const enter = page.getByRole('button', { name: /^Enter roll/ });
  assert.equal(await enter.innerText(), 'Enter roll 1 of 3');
  assert.ok(await enter.isDisabled(), 'all five faces first');
  for (const v of [6, 6, 6, 2, 3]) await page.getByRole('button', { name: `Face ${v}`, exact: true }).click();
  await page.getByRole('button', { name: 'Entry 4: 2' }).click(); // a slip: take it back
  await page.getByRole('button', { name: 'Face 1', exact: true }).click();
  await enter.click();
  assert.deepEqual((await dice(page)).map((d) => d.value), [6, 6, 6, 1, 3], 'the corrected face fills the cleared slot');
  // Hold the sixes: the pad keeps them and asks for the other two.
  const dieButtons = page.getByRole('button', { name: /^Die \d/ });
  for (let i = 0; i < 3; i++) await dieButtons.nth(i).click();
  assert.equal(await page.getByRole('button', { name: 'Entry 1: 6' }).isDisabled(), true, 'held faces stay');
  for (const v of [6, 6]) await page.getByRole('button', { name: `Face ${v}`, exact: true }).click();
  await page.getByRole('button', { name: 'Enter roll 2 of 3' }).click();
  assert.deepEqual((await dice(page)).map((d) => d.value), [6, 6, 6, 6, 6]);
  const kniffel = (await offers(page, CLASSIC_BOXES)).find((o) => o.id === 'kniffel');
  assert.equal(kniffel.points, 50);
  await kniffel.button.click();
  const saved = await savedGame(page);
  assert.equal(saved.setup.dice, 'manual');
  assert.equal(saved.state.players[0].sheet.kniffel, 50);
  await checkTotals(page, 'classic');
  await app.screenshot('score-pad');
}
