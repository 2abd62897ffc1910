// Helpers of the statistics tests: play a whole solitaire Kniffel, read the kept games
// from localStorage, read a row of the statistics table. Not a test file itself.
import { CLASSIC_BOXES, roll, scoreBest, startSolo } from './classic_extreme.lib.mjs';

const HISTORY_PREFIX = 'pasch.history.';
export const NAME = '<b>Ada</b> 🎲';

/** A whole solitaire Kniffel, one roll a turn, from the start screen to the end. */
export async function playSolo(page, name = NAME) {
  await startSolo(page, 'Kniffel', name);
  for (let turn = 1; turn <= 13; turn++) {
    await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
}

/** The kept finished games: one localStorage key each, `pasch.history.<id>`. */
export async function history(page) {
  const raw = await page.evaluate(
    (prefix) => Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)).map(([, v]) => v),
    HISTORY_PREFIX,
  );
  return { games: raw.map((v) => JSON.parse(v)).sort((a, b) => a.at - b.at) };
}

/** The statistics row of `name` as its cells' texts. */
export async function statsRow(page, name) {
  const row = page.locator('.stats-table tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await row.first().waitFor();
  return row.first().locator('td').allInnerTexts();
}

