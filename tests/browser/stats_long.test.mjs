// A long history (issue 25): 1,000 finished games in storage before the app starts, as
// `pasch-cli history` makes them (all four games, 1-8 seats, people and computers, months
// of dates, daily challenges). The app starts, Statistics shows the right figures
// (counted here from the games' stored summaries, apart from the app), one more finished
// game is added to them, nothing is lost after a reload, and a rename on the screen is
// counted at once. A kept summary that its moves contradict is corrected when the game is
// opened (and replayed) again. Not timed: the report measures the speed (measure/stats.mjs).
import assert from 'node:assert/strict';
import { ROOT } from './lib.mjs';
import { home } from './classic_extreme.lib.mjs';
import { keptHistory } from './history_fixture.lib.mjs';
import { history, playSolo, statsRow } from './stats.lib.mjs';

const GAMES = 1000;

/** What the statistics should say of Kniffel, counted from the stored entries. */
function expected(entries) {
  const games = Object.values(entries).map((v) => JSON.parse(v));
  const played = new Map();
  for (const g of games.filter((g) => g.summary.kind === 'classic')) {
    for (const s of g.summary.seats.filter((s) => !s.bot)) {
      played.set(s.name, [...(played.get(s.name) || []), { ...s, solo: g.summary.seats.length === 1 }]);
    }
  }
  // Each person's record, most games first.
  const rows = [...played.entries()]
    .map(([name, seats]) => {
      const scores = seats.map((s) => s.score);
      const wins = seats.filter((s) => !s.solo && s.place === 1).length;
      return { name, row: { games: seats.length, wins, best: Math.max(...scores), worst: Math.min(...scores) } };
    })
    .sort((a, b) => b.row.games - a.row.games || (a.name < b.name ? -1 : 1));
  return {
    games: games.length,
    name: rows[0].name,
    row: rows[0].row,
    other: rows[1].name,
    best: Math.max(...rows.map((r) => r.row.best)),
    kinds: new Set(games.map((g) => g.summary.kind)).size,
  };
}

/** Opens Statistics from the start screen (or wherever the page is). */
async function statistics(page) {
  await home(page);
  await page.getByRole('button', { name: 'Statistics' }).first().click();
  await page.locator('.page.stats').waitFor();
}

/** The Kniffel row of `name`: games, wins, best, worst. */
async function row(page, name) {
  const cells = await statsRow(page, name);
  return { games: Number(cells[0]), wins: cells[1] === '–' ? 0 : Number(cells[1].split(' ')[0]), best: Number(cells[2]), worst: Number(cells[4]) };
}

export async function aThousandKeptGamesShowInStatisticsAndOneMoreIsAdded(t) {
  const entries = keptHistory(ROOT, GAMES, 25);
  const want = expected(entries);
  assert.equal(want.games, GAMES);
  assert.equal(want.kinds, 4, 'the fixture has every game');
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: entries });
  await app.ready();
  const page = app.page;
  await statistics(page);
  await page.getByText(`${GAMES} games finished and kept.`).waitFor();
  assert.deepEqual(await row(page, want.name), want.row, `${want.name} in Kniffel`);
  const best = page.locator('.high-scores li .hs-score');
  assert.equal(await best.count(), 10);
  assert.equal(Number(await best.first().innerText()), want.best, 'the best Kniffel score');
  // The list shows the newest games, and says how many more there are.
  assert.equal(await page.locator('.history-item').count(), 50);
  await page.getByRole('button', { name: `Show older games (${GAMES - 50} more)` }).click();
  await page.getByRole('button', { name: `Show older games (${GAMES - 100} more)` }).waitFor();
  assert.equal(await page.locator('.history-item').count(), 100);
  // Every kind shows its players.
  for (const kind of ['Kniffel Extreme', 'Kniffel Dice Duel', 'Karten-Kniffel']) {
    await page.locator('.stats .segmented').getByRole('button', { name: kind, exact: true }).click();
    assert.ok((await page.locator('.stats-table tbody tr').count()) > 0, kind);
  }
  await page.locator('.stats .segmented').getByRole('button', { name: 'Kniffel', exact: true }).click();

  // One more game by the same person.
  await home(page);
  await playSolo(page, want.name);
  await statistics(page);
  await page.getByText(`${GAMES + 1} games finished and kept.`).waitFor();
  const after = await row(page, want.name);
  assert.equal(after.games, want.row.games + 1, 'the new game counts');
  assert.equal(after.wins, want.row.wins, 'a solo game is not won');
  assert.equal((await history(page)).games.length, GAMES + 1, 'stored');

  // Nothing is lost after a reload.
  await app.reload();
  await statistics(page);
  await page.getByText(`${GAMES + 1} games finished and kept.`).waitFor();
  assert.deepEqual(await row(page, want.name), after);
  assert.equal(Number(await best.first().innerText()), Math.max(want.best, after.best));
  const stored = await app.storage();
  for (const [key, value] of Object.entries(entries)) assert.equal(stored[key], value, `${key} kept as it was`);

  // A change on the screen itself is counted at once: a rename merges two people.
  const other = want.other;
  const theirs = await row(page, other);
  await page.getByRole('combobox', { name: 'Player' }).selectOption(other);
  await page.getByRole('textbox', { name: 'New name' }).fill(want.name);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.locator('.stats-table tbody tr').filter({ has: page.getByRole('rowheader', { name: other, exact: true }) }).waitFor({ state: 'detached' });
  const merged = await row(page, want.name);
  assert.equal(merged.games, after.games + theirs.games, 'merged');
  assert.equal(merged.best, Math.max(after.best, theirs.best));
}

export async function aKeptSummaryItsMovesContradictIsCorrectedWhenTheGameIsOpened(t) {
  // A damaged store: the newest Kniffel says one person scored 500 more than the moves do.
  const entries = keptHistory(ROOT, 12, 7);
  const games = Object.entries(entries)
    .map(([key, text]) => ({ key, kept: JSON.parse(text) }))
    .sort((a, b) => b.kept.at - a.kept.at);
  const index = games.findIndex((g) => g.kept.summary.kind === 'classic' && g.kept.game);
  assert.ok(index >= 0, 'a Kniffel with its moves');
  const { key, kept } = games[index];
  const seat = kept.summary.seats.findIndex((s) => !s.bot);
  const truth = kept.summary.seats[seat].score;
  kept.summary.seats[seat].score = truth + 500;
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { ...entries, [key]: JSON.stringify(kept) } });
  await app.ready();
  const page = app.page;
  await statistics(page);
  const best = page.locator('.high-scores li .hs-score');
  // Trusted as stored: nothing is replayed to show the statistics.
  assert.equal(Number(await best.first().innerText()), truth + 500);
  // Opening it replays it: its summary is counted from the moves from now on.
  await page.locator('.history-item').nth(index).getByRole('button').click();
  await page.locator('.viewer').waitFor();
  await page.waitForFunction(
    ([key, score, seat]) => JSON.parse(localStorage.getItem(key)).summary.seats[seat].score === score,
    [key, truth, seat],
  );
  assert.ok(Number(await best.first().innerText()) < truth + 500, 'the high scores follow');
  const stored = JSON.parse((await app.storage())[key]);
  assert.deepEqual(stored.game, kept.game, 'the moves are as they were');
  await app.reload();
  await statistics(page);
  assert.ok(Number(await best.first().innerText()) < truth + 500, 'also after a reload');
}
