// Nothing a family keeps is lost: two windows finishing games, the same seed played three
// times, asking before a game is replaced, a history write refused for a while, imports
// (200 newer games, a 50 MB file), one broken game in an old history, a thousand
// four-player games and a full storage, a game played on in another window, and a
// kept-aside save opened again.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import {
  CLASSIC_BOXES,
  FINISHED_SAVES,
  GAME_KEY,
  fixtureSave,
  historyOf,
  home,
  roll,
  savedGame,
  scoreBest,
  setUpGame,
  startGame,
} from './classic_extreme.lib.mjs';
import { history, playSolo, statsRow } from './stats.lib.mjs';

/** A second page of the same browser context (same storage), on the app. */
async function secondWindow(app) {
  const page = await app.context.newPage();
  await page.goto(app.page.url());
  await page.waitForSelector('html[data-started]', { state: 'attached' });
  await page.locator('[data-ready]').first().waitFor();
  return page;
}

/**
 * Brings `page` to the front, as a person switching windows does (a page in the
 * background gets no animation frames, which clicks wait for).
 */
async function use(page) {
  await page.bringToFront();
  return page;
}

/** Opens Statistics from wherever the page is. */
async function statistics(page) {
  await home(page);
  await page.getByRole('button', { name: 'Statistics' }).first().click();
  await page.locator('.page.stats').waitFor();
}

/** The daily challenge's screen, from the start screen's menu. */
async function dailyScreen(page) {
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  await page.locator('.daily-page').waitFor();
}

/** How many games the statistics count for `name` in Kniffel. */
async function gamesOf(page, name) {
  return Number((await statsRow(page, name))[0]);
}

/** A statistics file of `games` simulated `players`-player Kniffel games, ended on `date`. */
function simulatedFile(games, players, seed, date) {
  const cli = path.join(ROOT, 'target', 'release', 'pasch-cli');
  if (!fs.existsSync(cli)) {
    const built = spawnSync('cargo', ['build', '--release', '--locked', '--bin', 'pasch-cli'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'pasch-cli builds');
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pasch-history-')), 'stats.json');
  const run = spawnSync(
    cli,
    ['simulate', '--game', 'classic', '--players', String(players), '--bot', 'greedy', '--games', String(games), '--seed', String(seed), '--history', file, '--date', date],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  return file;
}

/**
 * Imports `games` simulated games (all new here) on the statistics page: reads the plan,
 * agrees, waits for the report.
 */
async function importSimulated(page, games, players, seed, date) {
  await page.locator('input[type=file]').setInputFiles(simulatedFile(games, players, seed, date));
  await page
    .getByText(`The file holds ${games} games: ${games} new, 0 here already. No game here is removed or changed.`)
    .waitFor({ timeout: 60000 });
  await page.getByRole('button', { name: `Import ${games} games` }).click();
  await page.getByText(`${games} games imported.`).waitFor({ timeout: 120000 });
}

/**
 * Makes the page's storage refuse the finished games' keys (as a full or broken storage
 * may refuse one key and take another) until `window.__refuse` is set to false; the
 * game's own save goes on working.
 */
async function refuseHistoryWrites(page) {
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    window.__refuse = true;
    Storage.prototype.setItem = function (key, value) {
      if (window.__refuse && key.startsWith('pasch.history')) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
}

export async function twoWindowsFinishingGamesKeepBoth(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const a = app.page;
  const b = await secondWindow(app);
  await playSolo(await use(a), 'Ada');
  // The second window, opened before and never reloaded, finishes a game of its own.
  await home(await use(b));
  await playSolo(b, 'Bo');
  for (const page of [a, b]) {
    await statistics(await use(page));
    assert.equal(await gamesOf(page, 'Ada'), 1, 'Ada counted, without a reload');
    assert.equal(await gamesOf(page, 'Bo'), 1, 'Bo counted, without a reload');
  }
  // A rename in one window while the other finishes a game: nothing is lost.
  await (await use(a)).getByRole('combobox', { name: 'Player' }).selectOption('Ada');
  await a.getByRole('textbox', { name: 'New name' }).fill('Adelheid');
  await a.getByRole('button', { name: 'Rename' }).click();
  await home(await use(b));
  await playSolo(b, 'Cy');
  for (const page of [a, b]) {
    await (await use(page)).reload();
    await page.waitForSelector('html[data-started]', { state: 'attached' });
    await statistics(page);
    assert.equal(await gamesOf(page, 'Adelheid'), 1);
    assert.equal(await gamesOf(page, 'Bo'), 1);
    assert.equal(await gamesOf(page, 'Cy'), 1);
  }
  assert.equal((await history(a)).games.length, 3);
}

export async function aGamePlayedOnInAnotherWindowIsFollowedNotForked(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const a = app.page;
  await setUpGame(a, 'classic', [{ name: 'Ada' }, { name: 'Bo' }]);
  await startGame(a, 0);
  const b = await secondWindow(app);
  await b.getByRole('button', { name: 'Continue' }).click();
  // Ada's turn, played in the first window.
  await roll(await use(a), 1, 3);
  await scoreBest(a, CLASSIC_BOXES);
  await (await use(b)).getByText('This game went on in another window').waitFor();
  await b.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  assert.equal(await b.locator('.sheet .box-btn').count(), 0, "Bo's turn starts with a roll here too");
  // Bo plays on in the second window; the first follows.
  await roll(b, 1, 3);
  await scoreBest(b, CLASSIC_BOXES);
  await (await use(a)).getByText('This game went on in another window').waitFor();
  const game = await savedGame(a);
  assert.equal(game.log.filter((x) => x.action === 'score').length, 2, 'one game, both boxes');
  await app.screenshot('followed');
}

export async function threeGamesOfOneSeedCountThree(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await playSolo(page, 'Ada');
  for (let again = 0; again < 2; again++) {
    await page.locator('.game-number summary').filter({ hasText: 'Play this game again' }).click();
    await page.getByRole('button', { name: 'Start this game again' }).click();
    await page.getByRole('button', { name: /Roll 1 of 3/ }).waitFor();
    // Other choices: the lowest box on offer each turn.
    for (let turn = 1; turn <= 13; turn++) {
      await roll(page, 1, 3);
      const boxes = page.locator('.sheet .box-btn');
      await boxes.nth(again === 0 ? (await boxes.count()) - 1 : 0).click();
    }
    await page.locator('.ranking').getByText('Game over').waitFor();
  }
  await page.getByRole('button', { name: 'Statistics' }).click();
  assert.equal(await gamesOf(page, 'Ada'), 3);
  assert.equal((await history(page)).games.length, 3);
}

export async function theDailyChallengeAndPlayAgainAskBeforeReplacingAGame(t) {
  const app = await t.open({
    viewport: 'phone',
    path: '?lang=en',
    storage: { 'pasch.history': historyOf(FINISHED_SAVES.map(fixtureSave)) },
  });
  await app.ready();
  const page = app.page;
  await setUpGame(page, 'classic', [{ name: 'Ada' }, { name: 'Bo' }]);
  await startGame(page, 0);
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
  const before = await savedGame(page);
  const dialog = page.getByRole('alertdialog', { name: 'End the game in progress?' });

  await dailyScreen(page);
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /Kniffel · Ada, Bo is not finished yet/);
  await app.screenshot('replace-asks');
  await dialog.getByRole('button', { name: 'Keep my game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual((await savedGame(page)).log, before.log, 'declining keeps the game');

  // "Play this game again" from a finished game of the history asks the same.
  await statistics(page);
  await page.getByRole('button', { name: /^View Kniffel / }).first().click();
  await page.getByRole('button', { name: 'Play this game again' }).click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual((await savedGame(page)).log, before.log, 'Esc keeps the game');

  // Agreeing starts today's challenge.
  await dailyScreen(page);
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  await dialog.getByRole('button', { name: 'Start the new game' }).click();
  await page.getByRole('button', { name: /Roll 1 of 3/ }).waitFor();
  assert.ok((await savedGame(page)).setup.daily, "today's challenge runs");
}

/** A solitaire Kniffel by `name` finished while the storage refuses finished games. */
async function finishedWhileRefused(t, name) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  await refuseHistoryWrites(app.page);
  await playSolo(app.page, name);
  const alert = app.page.getByRole('alert').filter({ hasText: 'does not take finished games' });
  await alert.waitFor();
  return { app, page: app.page, alert };
}

export async function aRefusedHistoryWriteStaysVisibleUntilItIsStored(t) {
  const { app, page, alert } = await finishedWhileRefused(t, 'Ed');
  // The next move saves the game; the alert stays.
  await page.getByRole('button', { name: 'Rematch' }).click();
  await roll(page, 1, 3);
  assert.ok(await alert.isVisible(), 'still told after the next move');
  assert.equal((await history(page)).games.length, 0);
  await app.screenshot('history-refused');
  // The storage works again: the next move stores the waiting game.
  await page.evaluate(() => {
    window.__refuse = false;
  });
  await scoreBest(page, CLASSIC_BOXES);
  await alert.waitFor({ state: 'hidden' });
  assert.equal((await history(page)).games.length, 1);
  await app.reload();
  await statistics(page);
  assert.equal(await gamesOf(page, 'Ed'), 1, 'no game lost');
}

export async function aFinishedGameRefusedByTheStorageIsCountedAfterAReload(t) {
  const { app, page } = await finishedWhileRefused(t, 'Flo');
  // The window closes (here: reloads) before the storage took it; the saved game has it.
  await app.reload();
  await statistics(page);
  assert.equal(await gamesOf(page, 'Flo'), 1, 'recorded from the saved game');
  assert.equal((await history(page)).games.length, 1);
  await app.reload();
  await statistics(page);
  assert.equal(await gamesOf(page, 'Flo'), 1, 'once');
  // A reset deletes it for good, the last game shown on the start screen too.
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await app.reload();
  await statistics(page);
  await page.getByText(/^No finished games yet\./).waitFor();
}

export async function anImportOf200NewerGamesKeepsEveryLocalGame(t) {
  const app = await t.open({
    viewport: 'tablet',
    path: '?lang=en',
    storage: { 'pasch.history': fs.readFileSync(path.join(ROOT, 'tests/fixtures/history/v1/pasch-statistics-2026-11-25.json'), 'utf8') },
  });
  await app.ready();
  const page = app.page;
  await statistics(page);
  assert.equal(await gamesOf(page, 'Adelheid'), 3);
  await importSimulated(page, 200, 2, 7, '2027-01-01');
  assert.equal(await gamesOf(page, 'Adelheid'), 3, 'every local game stays');
  assert.equal(await gamesOf(page, 'Player 1'), 200);
  assert.equal((await history(page)).games.length, 206);
  await app.reload();
  await statistics(page);
  assert.equal(await gamesOf(page, 'Adelheid'), 3);
  assert.equal(await gamesOf(page, 'Player 2'), 200);
}

export async function aFiftyMegabyteFileIsRefusedUnread(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await page.evaluate(() => {
    window.__reads = 0;
    const text = File.prototype.text;
    File.prototype.text = function () {
      window.__reads++;
      return text.call(this);
    };
  });
  await statistics(page);
  const big = Buffer.alloc(50 * 1000 * 1000, 0x20);
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: big });
  await page.getByText('Import refused: The file is too large (50.0 MB; at most 20.0 MB). A Pasch statistics file is much smaller. Nothing was changed.').waitFor();
  assert.equal(await page.evaluate(() => window.__reads), 0, 'the file was not read');
  // The page answers at once (no game is kept yet: Play a game is offered, not Export).
  await page.getByRole('button', { name: 'Play a game' }).waitFor();
}

export async function oneBrokenGameInAnOldHistoryIsKeptAsideAlone(t) {
  const saves = FINISHED_SAVES.map(fixtureSave);
  const broken = JSON.parse(historyOf(saves));
  broken.games.splice(1, 0, { date: '2026-11-20', save: saves[1].replace('"roll"', '"shout"') });
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { 'pasch.history': JSON.stringify(broken) } });
  await app.ready();
  const page = app.page;
  await page.getByText('Part of the statistics could not be read').waitFor();
  await app.screenshot('statistics-kept-aside');
  const storage = await app.storage();
  const kept = JSON.parse(storage['pasch.backup.1']);
  assert.equal(kept.games.length, 1, 'the broken game alone is kept aside');
  assert.equal(kept.games[0].save, broken.games[1].save, 'as it was');
  assert.equal(storage['pasch.history'], undefined);
  assert.equal((await history(page)).games.length, 4, 'the other games load');
  await page.getByRole('button', { name: 'OK' }).click();
  await statistics(page);
  await page.getByRole('button', { name: 'Kniffel Dice Duel', exact: true }).click();
  await statsRow(page, 'Ada');
  // Settings lists it as statistics, to download.
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Settings' }).click();
  const item = page.locator('.backup-list li');
  await item.getByText('Statistics · damaged').waitFor();
  assert.equal(await item.getByRole('link', { name: 'Download the statistics' }).getAttribute('download'), 'pasch-statistics-1.json');
}

export async function aThousandFourPlayerGamesFitAndAFullStorageMakesRoom(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await statistics(page);
  await importSimulated(page, 1000, 4, 11, '2026-01-01');
  const kept = await history(page);
  assert.equal(kept.games.length, 1000);
  assert.ok(kept.games.every((g) => g.game), 'a thousand four-player games fit with their moves');
  const used = Number(await page.locator('[data-room-used]').getAttribute('data-room-used'));
  assert.ok(used > 0 && used < 60, `${used} % used`);
  await page.getByText('1000 games finished and kept.').waitFor();
  // Something else fills the storage to the brim: the next finished game makes room.
  await page.evaluate(() => {
    const chunk = 'x'.repeat(50000);
    for (let i = 0; ; i++) {
      try {
        localStorage.setItem(`other.${i}`, chunk);
      } catch {
        break;
      }
    }
    for (let n = 25000; n >= 1; n = Math.floor(n / 2)) {
      try {
        localStorage.setItem(`other.tail.${n}`, 'x'.repeat(n));
      } catch {
        // next, smaller
      }
    }
  });
  await home(page);
  await playSolo(page, 'Ada');
  await page.getByRole('button', { name: 'Statistics' }).click();
  await page.getByText(/^To make room, the moves of \d+ older games? were removed just now; (their results stay|its result stays) in the statistics\.$/).waitFor();
  await page.getByText(/1001 games finished and kept, \d+ of them without their moves/).waitFor();
  assert.equal(await gamesOf(page, 'Ada'), 1);
  assert.equal(await page.getByRole('alert').count(), 0, 'nothing failed');
  await app.reload();
  await statistics(page);
  assert.equal(await gamesOf(page, 'Player 1'), 1000, 'every result stays');
  await page.locator('.room').scrollIntoViewIfNeeded();
  await app.screenshot('room', { fullPage: false });
}

export async function aKeptAsideSaveIsOfferedBackOnceReadable(t) {
  // A save kept aside by an earlier start (say, from a newer version, now readable).
  const save = fixtureSave('v2/extreme-solo-mid-turn.json');
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { 'pasch.backup.1': save } });
  await app.ready();
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: 'Settings' }).click();
  const item = page.locator('.backup-list li');
  await item.getByText('Saved game · this version can open it again').waitFor();
  await app.screenshot('kept-aside-settings', { fullPage: true });
  await item.getByRole('button', { name: 'Open again' }).click();
  await page.getByRole('button', { name: /Roll \d of 3/ }).first().waitFor();
  assert.deepEqual((await savedGame(page)).log, JSON.parse(save).log, 'the game plays on');
  assert.equal((await app.storage())['pasch.backup.1'], undefined, 'no longer kept aside');
  assert.ok((await app.storage())[GAME_KEY]);
}
