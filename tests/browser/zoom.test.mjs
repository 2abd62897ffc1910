// 200 % browser zoom on a tablet (WCAG 1.4.10 Reflow): 1024 × 768 at 200 % leaves
// 512 × 384 CSS px. Every kind of screen fits that width without scrolling sideways, in
// the light and the dark theme; the screenshots are there to look at
// (tests/artifacts/zoom-*).
import {
  FINISHED_SAVES,
  assertNoSideScroll,
  firstRoll,
  fixtureSave,
  historyOf,
  home,
  setUpGame,
  startGame,
} from './classic_extreme.lib.mjs';

/** A tablet at 200 % zoom, in CSS px. */
const ZOOMED_TABLET = { width: 512, height: 384 };

const GAMES = ['classic', 'extreme', 'yatzy', 'maxi_yatzy', 'generala', 'duel', 'cards'];

/** A new game of `kind` for Ada and the computer, one move in: a roll, or a card chosen. */
async function firstMove(page, kind) {
  await setUpGame(page, kind, [{ name: 'Ada' }, { name: 'Bob', bot: true }]);
  await startGame(page);
  if (kind === 'cards') {
    await page.locator('.hand-card').first().click();
    await page.locator('.field-btn, .no-fit').first().waitFor();
  } else {
    await firstRoll(page);
  }
}

async function everyScreenFits(t, scheme) {
  const app = await t.open({ viewport: ZOOMED_TABLET, path: '?lang=en', storage: { 'pasch.history': historyOf(FINISHED_SAVES.map(fixtureSave)) } });
  const page = app.page;
  await page.emulateMedia({ colorScheme: scheme });
  await app.ready();
  const check = async (what) => {
    await assertNoSideScroll(page, `${what}, ${scheme}`);
    await app.screenshot(`${what}-${scheme}`, { fullPage: true });
  };

  await check('start');
  await page.locator('#main').getByRole('button', { name: 'New game' }).click();
  await check('new-game');
  await home(page);
  for (const name of ['Rules', 'Settings']) {
    await page.locator('#main').getByRole('button', { name }).click();
    await check(name.toLowerCase());
    await home(page);
  }
  await page.locator('#main').getByRole('button', { name: 'Statistics' }).click();
  await page.locator('.stats-table').first().waitFor();
  await check('statistics');
  await page.getByRole('button', { name: /^View Kniffel Extreme/ }).click();
  await page.locator('.viewer').waitFor();
  await check('statistics-game');
  await home(page);
  for (const kind of GAMES) {
    await firstMove(page, kind);
    await check(kind);
    await home(page);
  }
}

export async function everyScreenFitsATabletAt200PercentInTheLightTheme(t) {
  await everyScreenFits(t, 'light');
}

export async function everyScreenFitsATabletAt200PercentInTheDarkTheme(t) {
  await everyScreenFits(t, 'dark');
}
