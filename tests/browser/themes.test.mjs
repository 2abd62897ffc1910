// Every game's screen in the light and the dark theme, on a phone and a tablet: the theme
// follows the system, nothing scrolls sideways, and the screenshots are there to look at
// (tests/artifacts/themes-*).
import assert from 'node:assert/strict';
import { assertNoSideScroll, firstRoll, fixtureSave, home, setUpGame, startGame } from './classic_extreme.lib.mjs';

const GAMES = [
  { kind: 'Kniffel', slug: 'classic' },
  { kind: 'Kniffel Extreme', slug: 'extreme' },
  { kind: 'Kniffel Dice Duel', slug: 'duel' },
  { kind: 'Karten-Kniffel', slug: 'cards' },
];

/** A new game of `game` for Ada and the computer, one move in: a roll, or a look at the hand. */
async function startAgainstTheComputer(page, game) {
  await setUpGame(page, game.slug, [{ name: 'Ada' }, { name: 'Player 2', bot: true }]);
  await startGame(page);
  if (game.slug === 'cards') {
    await page.locator('.card-sheet').first().waitFor();
  } else {
    await firstRoll(page);
  }
}

/** The page's background colour as the browser computed it. */
function background(page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

async function everyScreenInBothThemes(t, viewport) {
  const app = await t.open({ viewport, path: '?lang=en' });
  const page = app.page;
  const seen = {};
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    seen[scheme] = await background(page);
    await assertNoSideScroll(page, `start, ${scheme}`);
    await app.screenshot(`start-${scheme}`);
    for (const game of GAMES) {
      await startAgainstTheComputer(page, game);
      await assertNoSideScroll(page, `${game.kind}, ${scheme}`);
      await app.screenshot(`${game.slug}-${scheme}`);
      await home(page);
    }
  }
  assert.notEqual(seen.dark, seen.light, 'the dark theme changes the page');
}

export async function everyScreenInBothThemesOnAPhone(t) {
  await everyScreenInBothThemes(t, 'phone');
}

export async function everyScreenInBothThemesOnATablet(t) {
  await everyScreenInBothThemes(t, 'tablet');
}

/** The end of a game (standings, seed, play again, share) in both themes on a phone. */
export async function theEndScreenInBothThemes(t) {
  const save = fixtureSave('v2/extreme-2p-finished.json');
  const app = await t.open({ viewport: 'phone', path: '?lang=de', storage: { 'pasch.game': save } });
  const page = app.page;
  await page.getByRole('button', { name: 'Ergebnis ansehen' }).click();
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator('.game-number').waitFor();
    assert.ok(await page.locator('.game-number summary').getByText('Dieses Spiel nochmal').isVisible());
    assert.ok(await page.getByRole('button', { name: 'Revanche' }).isVisible());
    await assertNoSideScroll(page, `end, ${scheme}`);
    await app.screenshot(`end-${scheme}`);
  }
}
