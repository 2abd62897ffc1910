// Statistics, history and the daily challenge of Yatzy, Maxi Yatzy and Generala: the
// export file of tests/fixtures/history/v2/pasch-statistics-2026-11-29.json (a game of
// each, made by `pasch-cli simulate`, imported into the app and exported again) imports,
// shows each game's table, high scores, the Generala won by a servida and the viewer, and
// exports again to a file that loads back; today's daily Yatzy is played to the end and
// shows on the daily screen, beside Kniffel's, which is still open.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { assertNoSideScroll } from './classic_extreme.lib.mjs';
import { history, statsRow } from './stats.lib.mjs';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'history', 'v2', 'pasch-statistics-2026-11-29.json');

/** Imports `text` as a statistics file on the open Statistics screen. */
async function importFile(page, text, games) {
  await page.locator('input[type=file]').setInputFiles({ name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: `Import ${games} games` }).click();
  await page.getByText(`${games} games imported.`).waitFor();
}

/** The game's button of the statistics' row of games. */
const gameButton = (page, name) => page.locator('.stats .segmented').getByRole('button', { name, exact: true });

/** The head of the statistics table's column of five (six) equal dice. */
const fiveEqualHead = (page) => page.locator('.stats-table thead th').nth(6).innerText();

export async function theNewGamesHaveTheirStatisticsAndHistory(t) {
  const text = fs.readFileSync(FIXTURE, 'utf8');
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    await app.ready();
    const page = app.page;
    await page.getByRole('button', { name: 'Statistics' }).click();
    await importFile(page, text, 3);
    // A button for every game the app offers, and for each new game played.
    for (const name of ['Kniffel', 'Yatzy', 'Maxi Yatzy', 'Generala']) {
      assert.ok(await gameButton(page, name).isVisible(), `${name} has its button`);
    }
    await gameButton(page, 'Yatzy').click();
    assert.equal(await fiveEqualHead(page), 'Yatzys rolled', "the column is named as Yatzy's sheet names it");
    assert.deepEqual((await statsRow(page, 'Bo')).slice(0, 3), ['1', '1 (100 %)', '242']);
    assert.deepEqual((await statsRow(page, 'Ada')).slice(0, 3), ['1', '0 (0 %)', '179']);
    assert.deepEqual(await page.locator('.high-scores .hs-score').allInnerTexts(), ['242', '179']);
    await gameButton(page, 'Maxi Yatzy').click();
    assert.equal(await fiveEqualHead(page), 'Maxi Yatzys rolled');
    assert.deepEqual((await statsRow(page, 'Ada')).slice(0, 3), ['1', '–', '355'], 'a solo game is not won');
    // The Generala servida: Bo won with fewer points, and the history's line says so.
    await gameButton(page, 'Generala').click();
    assert.equal(await fiveEqualHead(page), 'Generalas rolled');
    assert.deepEqual((await statsRow(page, 'Bo')).slice(0, 3), ['1', '1 (100 %)', '130']);
    assert.deepEqual((await statsRow(page, 'Ada')).slice(0, 3), ['1', '0 (0 %)', '143']);
    const line = page.locator('.history-item').filter({ hasText: 'Generala ·' });
    assert.match(await line.locator('.history-marks').innerText(), /Generala servida: Bo/);
    await assertNoSideScroll(page, `statistics of the new games (${viewport})`);
    await app.screenshot('new-games', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('new-games-dark', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    // Each game steps through in the viewer with its own sheet.
    for (const [kind, boxes] of [['Yatzy', 16], ['Maxi Yatzy', 21], ['Generala', 12]]) {
      await page.getByRole('button', { name: new RegExp(`^View ${kind} \\d`) }).click();
      const viewer = page.locator('.viewer');
      const count = await viewer.locator('.viewer-count').innerText();
      const moves = Number(count.match(/of (\d+)$/)[1]);
      assert.ok(moves > 0, `${kind}: moves to step through`);
      // Each sheet has its boxes (15, 20, 11) and the total.
      assert.equal(await viewer.locator('.viewer-sheet tbody tr').count(), boxes, `${kind}: its boxes and the total`);
      await viewer.getByRole('button', { name: 'First move' }).click();
      assert.equal(await viewer.locator('.viewer-count').innerText(), `Move 0 of ${moves}`);
      await viewer.getByRole('button', { name: 'Next move' }).click();
      assert.match(await viewer.locator('[data-last-move]').innerText(), /, roll 1: [1-6]( [1-6]){4,5}$/);
      if (kind === 'Generala') {
        await viewer.getByRole('button', { name: 'Last move' }).click();
        await viewer.scrollIntoViewIfNeeded();
        await app.screenshot('generala-viewer', { fullPage: true });
      }
      await viewer.getByRole('button', { name: 'Close' }).click();
    }
  }
}
theNewGamesHaveTheirStatisticsAndHistory.timeoutMs = 180000;

export async function anExportWithTheNewGamesLoadsBack(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  await app.page.getByRole('button', { name: 'Statistics' }).click();
  await importFile(app.page, fs.readFileSync(FIXTURE, 'utf8'), 3);
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    app.page.getByRole('button', { name: 'Export statistics' }).click(),
  ]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const kinds = JSON.parse(text).games.map((g) => g.summary.kind).sort();
  assert.deepEqual(kinds, ['generala', 'maxi_yatzy', 'yatzy']);
  // Another device: the export loads, the servida and the moves with it.
  const other = await t.open({ viewport: 'phone', path: '?lang=en' });
  await other.ready();
  await other.page.getByRole('button', { name: 'Statistics' }).click();
  await importFile(other.page, text, 3);
  const kept = (await history(other.page)).games;
  assert.equal(kept.length, 3);
  assert.ok(kept.every((k) => k.game && k.game.log), 'every game with its moves');
  const generala = kept.find((k) => k.summary.kind === 'generala');
  assert.deepEqual(generala.summary.seats.map((s) => [s.name, s.place, !!s.servida]), [['Ada', 2, false], ['Bo', 1, true]]);
  await gameButton(other.page, 'Generala').click();
  assert.equal((await statsRow(other.page, 'Bo'))[1], '1 (100 %)');
}

/** Fills the box with the most points on offer (the first on a tie), whatever the game. */
async function scoreMost(page) {
  const offers = await page.locator('.sheet .box-btn').evaluateAll((els) => els.map((b) => b.getAttribute('aria-label')));
  assert.ok(offers.length > 0, 'some box is on offer');
  const points = offers.map((name) => Number((name.match(/, (\d+) points?$/) || [])[1]));
  const best = points.indexOf(Math.max(...points));
  await page.getByRole('button', { name: offers[best], exact: true }).click();
}

export async function todaysDailyYatzyIsPlayedToTheEnd(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  const picker = page.getByRole('group', { name: "Today's game" });
  for (const name of ['Kniffel', 'Yatzy', 'Maxi Yatzy', 'Generala']) assert.ok(await picker.getByRole('button', { name, exact: true }).isVisible());
  assert.equal(await picker.getByRole('button', { name: 'Kniffel' }).getAttribute('aria-pressed'), 'true', 'English opens on Kniffel');
  await picker.getByRole('button', { name: 'Yatzy', exact: true }).click();
  await page.getByText('Today everyone who plays Yatzy throws the same dice: one game, alone. The first try counts.').waitFor();
  await page.getByRole('combobox', { name: 'Your name' }).fill('Ada');
  await app.screenshot('daily-pick', { fullPage: true });
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  const setup = async () => JSON.parse(await page.evaluate(() => localStorage.getItem('pasch.game'))).setup;
  assert.equal((await setup()).kind, 'yatzy');
  assert.match((await setup()).daily, /^\d{4}-\d{2}-\d{2}$/);
  for (let turn = 1; turn <= 15; turn++) {
    await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
    await scoreMost(page);
  }
  await page.locator('.ranking').getByText('Daily challenge · Game over').waitFor();
  const points = (await history(page)).games[0].summary.seats[0].score;
  await page.getByRole('button', { name: 'Back to the daily challenge' }).click();
  // Back on the daily screen, on Yatzy: today's result, the streak, the best.
  assert.equal(await picker.getByRole('button', { name: 'Yatzy', exact: true }).getAttribute('aria-pressed'), 'true');
  await page.getByText(new RegExp(`^Today: ${points} points? · your Yatzy average: ${points}$`)).waitFor();
  await page.getByText('Streak: 1 day', { exact: true }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Again (not counted)' }).isVisible());
  await app.screenshot('daily-yatzy-done', { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.screenshot('daily-yatzy-done-dark', { fullPage: true });
  // Kniffel's challenge of the day is still open: a game of its own.
  await picker.getByRole('button', { name: 'Kniffel' }).click();
  await page.getByText('Not played yet today.').waitFor();
  assert.ok(await page.getByRole('button', { name: "Play today's challenge" }).isVisible());
  // The next visit opens on the game played last.
  await app.reload();
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  assert.equal(await picker.getByRole('button', { name: 'Yatzy', exact: true }).getAttribute('aria-pressed'), 'true');
}
todaysDailyYatzyIsPlayedToTheEnd.timeoutMs = 180000;

export async function theDailyOpensOnTheLanguagesOwnGame(t) {
  for (const [lang, game] of [['sv', 'Yatzy'], ['es', 'Generala']]) {
    const app = await t.open({ viewport: 'tablet', path: `?lang=${lang}` });
    await app.ready();
    await app.page.goto(new URL('#daily', app.page.url()).href);
    const pressed = app.page.locator('.daily-game .segmented button[aria-pressed="true"]');
    await pressed.waitFor();
    assert.equal(await pressed.innerText(), game, lang);
    await app.screenshot(`daily-${lang}`, { fullPage: true });
  }
}
