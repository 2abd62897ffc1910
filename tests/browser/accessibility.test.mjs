// axe-core on every kind of screen: start, new game, rules, settings, statistics, the
// daily challenge, each game in play (with the hint panel, the roll log, the help
// overlay, the pass-the-device cover and the card hand), real-dice entry, each game's end
// screen and the statistics' reset confirmation, in the light and the dark theme, on a
// phone and on a tablet. A serious or critical violation fails the test.
import assert from 'node:assert/strict';
import { axeLedger } from './axe.lib.mjs';
import { FINISHED_SAVES, GAME_KEY, firstRoll, fixtureSave, historyOf, home, setUpGame, startGame } from './classic_extreme.lib.mjs';

/** A game of `kind` set up with `players` and one roll in (dice games). */
async function rolledGame(page, kind, players, opts) {
  await setUpGame(page, kind, players, opts);
  await startGame(page);
  await firstRoll(page);
}

async function tour(app, scheme) {
  const page = app.page;
  await page.emulateMedia({ colorScheme: scheme });
  const axe = axeLedger(page);
  const at = (where) => axe.check(`${where} (${scheme}, ${app.viewportName})`);
  // The advisor's panel, once it has worked out its options.
  const hintAt = async (where) => {
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.hint-options li').first().waitFor({ timeout: 30000 });
    await at(where);
  };

  await app.ready();
  await at('start');
  await page.locator('#main').getByRole('button', { name: 'New game' }).click();
  await at('new game');
  await home(page);
  await setUpGame(page, 'duel', [{ name: 'Ada' }, { name: 'Bob', bot: true, level: 'Strong' }]);
  await at('new game, Dice Duel against the computer');
  await home(page);
  await page.locator('#main').getByRole('button', { name: 'Rules' }).click();
  await page.locator('#main .rules-section').first().waitFor(); // the text is fetched
  await at('rules');
  await home(page);
  await page.locator('#main').getByRole('button', { name: 'Settings' }).click();
  await at('settings');
  await home(page);

  // Kniffel against the computer: the sheet, the hint, the roll log, the help overlay.
  await rolledGame(page, 'classic', [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
  await at('Kniffel after a roll');
  await hintAt('Kniffel hint');
  await page.locator('.roll-log summary').click();
  await page.locator('.roll-log-list').waitFor();
  await at('Kniffel roll log');
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  await at('keyboard help');
  await page.keyboard.press('Escape');
  await home(page);

  await rolledGame(page, 'extreme', [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
  await at('Kniffel Extreme after a roll');
  await hintAt('Kniffel Extreme hint');
  await home(page);
  // The new games' sheets: Yatzy's hints, Maxi Yatzy's six dice and saved rolls,
  // Generala without a bonus line.
  for (const [kind, name] of [['yatzy', 'Yatzy'], ['maxi_yatzy', 'Maxi Yatzy'], ['generala', 'Generala']]) {
    await rolledGame(page, kind, [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
    await at(`${name} after a roll`);
    await home(page);
  }
  await rolledGame(page, 'duel', [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
  await at('Dice Duel after a roll');
  await home(page);
  await rolledGame(page, 'duel', [{ name: 'Ada' }]);
  await at('Dice Duel solo after a roll');
  await home(page);

  // Real dice: the entry of the faces.
  await setUpGame(page, 'classic', [{ name: 'Ada' }], { realDice: true });
  await startGame(page);
  await page.getByRole('button', { name: 'Face 6', exact: true }).waitFor();
  await at('real-dice entry');
  await home(page);

  // Karten-Kniffel, two people on one device: the cover, then the hand with a card chosen.
  await setUpGame(page, 'cards', [{ name: 'Ada' }, { name: 'Bea' }]);
  await startGame(page);
  const pass = page.getByRole('button', { name: /^Pass to / });
  await pass.waitFor();
  await at('pass-the-device cover');
  await pass.click();
  await page.locator('.card-sheet').first().waitFor();
  await at('Karten-Kniffel hand');
  await page.locator('.hand-card').first().click();
  await at('Karten-Kniffel with a card chosen');
  await home(page);
  await setUpGame(page, 'cards', [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
  await startGame(page);
  await page.locator('.card-sheet').first().waitFor();
  await at('Karten-Kniffel against the computer');
  await home(page);

  // The end screens, from real saves; they are the statistics' history too.
  const saves = FINISHED_SAVES.map(fixtureSave);
  await page.evaluate((value) => localStorage.setItem('pasch.history', value), historyOf(saves));
  for (const [i, fixture] of FINISHED_SAVES.entries()) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, saves[i]]);
    await app.reload();
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole('button', { name: 'See the result' }).click();
    await page.locator('.ranking').first().waitFor();
    // Kniffel's end also reviews each person's play (once the advisor has its table).
    // In words first, the numbers behind a disclosure: both are checked, opened.
    if (fixture.includes('classic')) {
      await page.locator('.review-words').waitFor({ timeout: 30000 });
      await page.locator('.review-numbers > summary').click();
      await page.locator('.review-player').first().waitFor();
    }
    await page.locator('details.game-number > summary').click();
    await page.locator('.game-number-value').waitFor();
    await at(`end of ${fixture}`);
    await home(page);
  }

  // Statistics (these games are in it now), the daily challenge, the reset confirmation.
  await page.locator('#main').getByRole('button', { name: 'Statistics' }).click();
  await page.locator('.stats-table').first().waitFor();
  await at('statistics');
  await page.getByRole('button', { name: /^View Kniffel Extreme/ }).click();
  await page.locator('.viewer').waitFor();
  await at('a finished game stepped through');
  await page.locator('.viewer').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await page.getByRole('alertdialog').waitFor();
  await at('statistics reset confirmation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  await page.locator('.daily-page').waitFor();
  await at("the daily challenge's screen");
  await page.getByRole('button', { name: /Play today/ }).click();
  await page.getByRole('button', { name: /^Roll 1 of \d/ }).waitFor();
  await at('daily challenge');
  return axe.report();
}

async function noViolations(t, viewport, scheme) {
  const app = await t.open({ viewport, path: '?lang=en' });
  const found = await tour(app, scheme);
  assert.deepEqual(found, [], `axe-core found ${found.length} serious or critical violations:\n${found.join('\n')}`);
}

export async function axeFindsNothingOnAPhoneInTheLightTheme(t) {
  await noViolations(t, 'phone', 'light');
}

export async function axeFindsNothingOnAPhoneInTheDarkTheme(t) {
  await noViolations(t, 'phone', 'dark');
}

export async function axeFindsNothingOnATabletInTheLightTheme(t) {
  await noViolations(t, 'tablet', 'light');
}

export async function axeFindsNothingOnATabletInTheDarkTheme(t) {
  await noViolations(t, 'tablet', 'dark');
}
