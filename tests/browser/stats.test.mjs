// Statistics, history and the daily challenge in the browser: a finished game shows in
// Statistics, also after a reload; it can be stepped through move by move; export and
// import (a bad file is refused and changes nothing); the daily challenge throws the same
// dice in two separate browser profiles, and the same second roll for the same holds.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { CLASSIC_BOXES, assertNoSideScroll, roll, scoreBest } from './classic_extreme.lib.mjs';
import { NAME, history, playSolo, statsRow } from './stats.lib.mjs';

export async function aFinishedGameIsInStatisticsAlsoAfterAReload(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await playSolo(page);
  const kept = await history(page);
  assert.equal(kept.games.length, 1, 'the finished game is kept');
  assert.equal(kept.games[0].v, 1);
  assert.equal(kept.games[0].summary.seats[0].name, NAME);
  assert.match(kept.games[0].game.log, /^r/, 'its moves, in compact form');
  // From the end screen.
  await page.getByRole('button', { name: 'Statistics' }).click();
  const cells = await statsRow(page, NAME);
  assert.equal(cells[0], '1', 'one game played');
  assert.ok(await page.locator('.stats-name', { hasText: NAME }).first().isVisible(), 'the name is text, not markup');
  assert.equal(await page.locator('.stats b').count(), 0, 'no markup from the name');
  assert.equal(await page.locator('.high-scores li').count(), 1);
  await assertNoSideScroll(page, 'statistics on a phone');
  await app.screenshot('statistics', { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.screenshot('statistics-dark', { fullPage: true });
  // After a reload, from the start screen.
  await app.reload();
  await page.getByRole('button', { name: 'Statistics' }).click();
  assert.equal((await statsRow(page, NAME))[0], '1');
  // Filtering out games with computers keeps this one (no computer played).
  await page.getByRole('checkbox', { name: 'Games with computer players' }).uncheck();
  assert.equal((await statsRow(page, NAME))[0], '1');
}

export async function aFinishedGameIsSteppedThroughMoveByMove(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await playSolo(page, 'Bo');
  await page.getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('button', { name: /^View Kniffel/ }).click();
  const moves = await page.evaluate(() => JSON.parse(localStorage.getItem('pasch.game')).log.length);
  const count = page.locator('.viewer-count');
  assert.equal(await count.innerText(), `Move ${moves} of ${moves}`, 'opens on the final sheet');
  await page.getByRole('button', { name: 'First move' }).click();
  assert.equal(await count.innerText(), `Move 0 of ${moves}`);
  assert.equal(await page.locator('.viewer-total td').innerText(), '0');
  await page.getByRole('button', { name: 'Next move' }).click();
  assert.equal(await count.innerText(), `Move 1 of ${moves}`);
  assert.match(await page.locator('[data-last-move]').innerText(), /^Bo, roll 1: [1-6]( [1-6]){4}$/);
  await page.getByRole('button', { name: 'Next move' }).click();
  assert.match(await page.locator('[data-last-move]').innerText(), /^Bo: .+ → \d+$/, 'the second move scores');
  await page.getByRole('button', { name: 'Previous move' }).click();
  assert.equal(await count.innerText(), `Move 1 of ${moves}`);
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.equal(await count.innerText(), `Move ${moves} of ${moves}`);
  await page.locator('.viewer-log summary').click();
  assert.equal(await page.locator('.viewer-log li').count(), 26, '13 rolls and 13 boxes');
  await app.screenshot('history-viewer', { fullPage: true });
}

export async function exportAndImport(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  await playSolo(app.page, 'Cy');
  await app.page.getByRole('button', { name: 'Statistics' }).click();
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    app.page.getByRole('button', { name: 'Export statistics' }).click(),
  ]);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  assert.equal(JSON.parse(text).format, 2);
  assert.equal(JSON.parse(text).games.length, 1);

  // A new phone: a bad file first, then the export.
  const other = await t.open({ viewport: 'phone', path: '?lang=en' });
  await other.ready();
  const page = other.page;
  await page.getByRole('button', { name: 'Statistics' }).click();
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":2,"setup":{}}') });
  await page.getByText(/^Import refused: This is not a Pasch statistics file\. Nothing was changed\.$/).waitFor();
  assert.equal((await history(page)).games.length, 0, 'nothing was stored');
  await input.setInputFiles({ name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  // It says what it would do, and does it only when asked.
  await page.getByText('The file holds 1 game: 1 new, 0 here already. No game here is removed or changed.').waitFor();
  assert.equal((await history(page)).games.length, 0, 'not yet');
  await page.getByRole('button', { name: 'Import 1 game' }).click();
  await page.getByText('1 game imported.').waitFor();
  assert.equal((await statsRow(page, 'Cy'))[0], '1');
  assert.equal((await history(page)).games.length, 1);
  // The same file again adds nothing.
  await input.setInputFiles({ name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByText('0 games imported: every game of the file is here already (1 game).').waitFor();
  // Rename, then reset with a confirmation.
  await page.getByRole('textbox', { name: 'New name' }).fill('Cyril');
  await page.getByRole('button', { name: 'Rename' }).click();
  assert.equal((await statsRow(page, 'Cyril'))[0], '1');
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  // Nothing left: the statistics say so and offer a game, with nothing more to reset.
  await page.getByText(/^No finished games yet\./).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Reset statistics' }).count(), 0);
  assert.equal((await history(page)).games.length, 0);
}

/** Today's daily challenge in a fresh profile: its first roll, then a roll keeping `holds`. */
async function dailyRolls(t, holds) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  // A fresh device knows no name: left empty, the daily is played as "Player 1".
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  const first = await roll(page, 1, 3);
  const buttons = page.getByRole('button', { name: /^Die \d/ });
  for (const i of holds) await buttons.nth(i).click();
  const second = await roll(page, 2, 3);
  return { app, first: first.map((d) => d.value), second: second.map((d) => d.value) };
}

export async function dailyChallengeGivesEveryoneTheSameDice(t) {
  const a = await dailyRolls(t, [0, 2]);
  const b = await dailyRolls(t, [2, 0]);
  assert.deepEqual(a.first, b.first, 'the same first roll in two profiles');
  assert.deepEqual(a.second, b.second, 'the same second roll for the same holds');
  const c = await dailyRolls(t, [1]);
  assert.deepEqual(c.first, a.first);
  // A die's face depends on its place among the dice thrown: in a, dice 2, 4, 5 were
  // thrown (places 1-3); in c, dice 1, 3, 4, 5 (places 1-4).
  assert.deepEqual([c.second[0], c.second[2], c.second[3]], [a.second[1], a.second[3], a.second[4]]);
  assert.equal(c.second[1], c.first[1], 'the held die keeps its face');
  // The roll log under the game: both rolls in order, the second with the dice kept.
  const page = a.app.page;
  await page.locator('.roll-log summary').click();
  // The list is drawn once the details are open: wait for it rather than race it.
  await page.locator('.roll-log-list li').nth(1).waitFor();
  const log = await page.locator('.roll-log-list li').allInnerTexts();
  assert.equal(log.length, 2);
  assert.equal(log[0], `Player 1, roll 1: ${a.first.join(' ')}`);
  assert.equal(log[1], `Player 1, roll 2: ${a.second.join(' ')} (kept: ${a.first[0]} ${a.first[2]})`);
  await page.locator('.roll-log').scrollIntoViewIfNeeded();
  await a.app.screenshot('roll-log');
  // Play the day to the end: the result, the streak and a share text without spoilers.
  for (let turn = 1; turn <= 13; turn++) {
    if (turn > 1) await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('.ranking').getByText('Daily challenge · Game over').waitFor();
  await page.getByRole('button', { name: 'Back to the daily challenge' }).click();
  await page.getByText(/^Today: \d+ points · your Kniffel average: \d+$/).waitFor();
  await page.getByText('Streak: 1 day', { exact: true }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Again (not counted)' }).isVisible());
  await a.app.screenshot('daily', { fullPage: true });
}

export async function unreadableStatisticsAreKeptAsideNotReset(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.page.waitForLoadState('networkidle');
  const broken = '{"pasch":"history","format":1,"games":[{"date":"2026-11-24","save":"{"}]}';
  await app.page.evaluate((value) => localStorage.setItem('pasch.history', value), broken);
  await app.reload();
  const page = app.page;
  await page.getByText('Part of the statistics could not be read').waitFor();
  const storage = await app.storage();
  assert.deepEqual(JSON.parse(storage['pasch.backup.1']), JSON.parse(broken), 'its one game kept under a backup key');
  assert.equal(storage['pasch.history'], undefined, 'the old whole history moved on');
  // New games are counted afresh beside the kept text.
  await page.getByRole('button', { name: 'OK' }).click();
  await playSolo(page, 'Di');
  assert.equal((await history(page)).games.length, 1);
  assert.deepEqual(JSON.parse((await app.storage())['pasch.backup.1']), JSON.parse(broken), 'the kept text stays');
}

export async function statisticsWorkInMemoryWhenTheStorageIsFull(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await playSolo(page, 'Ed');
  await page.getByRole('alert').filter({ hasText: 'storage is full' }).waitFor();
  await page.getByRole('button', { name: 'Statistics' }).click();
  assert.equal((await statsRow(page, 'Ed'))[0], '1', 'counted in memory');
}
