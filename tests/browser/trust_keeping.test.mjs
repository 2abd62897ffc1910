// What a family keeps survives every seam of the storage (issue 36): a finished game the
// history refused is not overwritten by the next game, games and settings of a newer
// Pasch stay for it, another player's daily challenge does not take yours, names have a
// length limit where they enter, a rename the storage takes in part says so and is stored
// later, random text in the storage is kept, and persist() is asked once.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { CLASSIC_BOXES, FINISHED_SAVES, GAME_KEY, fixtureSave, historyOf, home, roll, savedGame, scoreBest } from './classic_extreme.lib.mjs';
import { history, playSolo, statsRow } from './stats.lib.mjs';

/** Opens Statistics from wherever the page is. */
async function statistics(page) {
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Statistics' }).first().click();
  await page.locator('.page.stats').waitFor();
}

/** Opens the daily challenge's screen from wherever the page is. */
async function dailyScreen(page) {
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Daily challenge' }).click();
  await page.locator('.daily-page').waitFor();
}

/** The kept games of the v2 statistics file, as stored: {"pasch.history.<id>": text}. */
function v2Games() {
  const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/history/v2/pasch-statistics-2026-11-25.json'), 'utf8'));
  return file.games;
}

/** Today in the page's time zone, YYYY-MM-DD (as the app counts the daily challenge). */
function today(page) {
  return page.evaluate(() => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });
}

/** Every value in the page's localStorage. */
async function values(app) {
  return Object.values(await app.storage());
}

/**
 * Makes the page's storage refuse the finished games' keys from now on (a full storage
 * may refuse one key and take another); `allow` writes of them are taken first. Gone at
 * the next reload: the storage works again.
 */
function refuseHistoryWrites(page, allow = 0) {
  return page.evaluate((allow) => {
    const set = Storage.prototype.setItem;
    window.__allow = allow;
    window.__refuse = true;
    Storage.prototype.setItem = function (key, value) {
      if (window.__refuse && key.startsWith('pasch.history')) {
        if (window.__allow <= 0) throw new DOMException('full', 'QuotaExceededError');
        window.__allow -= 1;
      }
      return set.call(this, key, value);
    };
  }, allow);
}

export async function aFinishedGameTheHistoryRefusedSurvivesARematchAndAReload(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await refuseHistoryWrites(page);
  await playSolo(page, 'Ed');
  const finished = await savedGame(page);
  await page.getByRole('alert').filter({ hasText: 'does not take finished games' }).waitFor();
  // The next game starts, and is played on in memory, with a word why it is not saved.
  await page.getByRole('button', { name: 'Rematch' }).click();
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
  const stored = await savedGame(page);
  assert.equal(stored.setup.id, finished.setup.id, "the finished game's save is not replaced");
  assert.deepEqual(stored.log, finished.log);
  await page.getByRole('alert').getByText('This game is not being saved yet').waitFor();
  await app.screenshot('next-game-waits');
  // The window closes (here: reloads) while the storage works again: the game counts.
  await app.reload();
  await statistics(page);
  assert.equal((await history(page)).games.length, 1, 'the finished game is in the history');
  assert.equal((await statsRow(page, 'Ed'))[0], '1');
}

export async function aRematchIsSavedAgainOnceTheWaitingGameIsStored(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await refuseHistoryWrites(page);
  await playSolo(page, 'Flo');
  await page.getByRole('button', { name: 'Rematch' }).click();
  await roll(page, 1, 3);
  const waiting = page.getByRole('alert').getByText('This game is not being saved yet');
  await waiting.waitFor();
  // The storage takes finished games again: the next move stores Flo's game, then saves
  // the rematch over its save.
  await page.evaluate(() => {
    window.__refuse = false;
  });
  await scoreBest(page, CLASSIC_BOXES);
  await waiting.waitFor({ state: 'hidden' });
  assert.equal(await page.getByRole('alert').count(), 0, 'nothing waits');
  assert.equal((await history(page)).games.length, 1);
  const rematch = await savedGame(page);
  assert.equal(rematch.log.length, 2, 'the rematch is saved, its first box with it');
}

export async function gamesOfANewerVersionStayForIt(t) {
  const [readable, newer, damaged] = v2Games();
  const newerText = JSON.stringify({ ...newer, v: 2, rated: { stars: 5 } });
  const damagedText = JSON.stringify({ ...damaged, date: '2026-13-45' });
  const keyOf = (g) => `pasch.history.${g.id}`;
  const app = await t.open({
    viewport: 'phone',
    path: '?lang=en',
    storage: {
      [keyOf(readable)]: JSON.stringify(readable),
      [keyOf(newer)]: newerText,
      [keyOf(damaged)]: damagedText,
    },
  });
  await app.ready();
  const page = app.page;
  // The damaged game is kept aside, as before; the newer one is not touched.
  await page.getByText('Part of the statistics could not be read').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  let storage = await app.storage();
  assert.equal(storage[keyOf(newer)], newerText, 'left under its key, as it was');
  assert.equal(storage[keyOf(damaged)], undefined);
  assert.equal(storage['pasch.backup.1'], damagedText, 'the damaged one is kept aside');
  assert.ok(!Object.entries(storage).some(([k, v]) => k.startsWith('pasch.backup.') && v === newerText), 'the newer one is not kept aside');
  await statistics(page);
  await page.getByText('1 game from a newer version of Pasch is kept for that version; it counts here once this app is updated.').waitFor();
  // Playing on here never touches it.
  await home(page);
  await playSolo(page, 'Gus');
  await app.reload();
  storage = await app.storage();
  assert.equal(storage[keyOf(newer)], newerText, 'still as it was');
  await statistics(page);
  assert.equal((await statsRow(page, 'Gus'))[0], '1');
  await page.locator('[data-newer-games]').scrollIntoViewIfNeeded();
  await app.screenshot('newer-games');
}

export async function settingsOfANewerVersionKeepWhatThisOneReads(t) {
  const newer = {
    lang: 'en',
    theme: 'sepia',
    fast_bots: true,
    sound: false,
    shake: false,
    vibration: 'pulse',
    dice_colour: 'red',
  };
  // A German browser: only the stored setting makes the app English.
  const app = await t.open({ viewport: 'phone', locale: 'de-DE', storage: { 'pasch.settings': JSON.stringify(newer) } });
  await app.ready();
  const page = app.page;
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the language it reads is kept');
  await page.locator('.start-menu').getByRole('button', { name: 'Settings' }).click();
  const pressed = (group, name) => page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
  assert.equal(await pressed("Computer players' pace", 'Fast').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByRole('switch', { name: 'Sound' }).isChecked(), false, 'sound stays off');
  // One change: the rest is stored as it was, unknown fields and values included.
  await pressed("Computer players' pace", 'Relaxed').click();
  const stored = JSON.parse((await app.storage())['pasch.settings']);
  assert.deepEqual(stored, { ...newer, fast_bots: false }, 'only the changed field is written');
  await app.reload();
  await page.locator('.start-menu').getByRole('button', { name: 'Settings' }).click();
  assert.equal(await pressed("Computer players' pace", 'Relaxed').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
}

export async function anotherPlayersDailyNeitherBlocksNorCountsAsYours(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  const day = await today(page);
  // Zoe's daily challenge of today, imported from her phone: a kept game of her own.
  const zoe = {
    v: 1,
    id: '00000000000000d1',
    at: Date.now() - 60000,
    date: day,
    summary: { kind: 'classic', date: day, seats: [{ name: 'Zoe', score: 321, place: 1 }], daily: day },
  };
  await page.evaluate((zoe) => localStorage.setItem(`pasch.history.${zoe.id}`, JSON.stringify(zoe)), zoe);
  await app.reload();
  await dailyScreen(page);
  const result = page.locator('.daily-result');
  // The device's last player is Zoe: her result of today, until Ada says it is her turn.
  await result.getByText(/^Today: 321 points/).waitFor();
  await page.getByRole('combobox', { name: 'Your name', exact: true }).fill('Ada');
  await result.getByText('Not played yet today.').waitFor();
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  for (let turn = 1; turn <= 13; turn++) {
    await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  const mine = await savedGame(page);
  assert.equal(mine.setup.daily, day);
  const kept = (await history(page)).games;
  assert.equal(kept.length, 2, "today's own daily is recorded beside Zoe's");
  const own = kept.find((g) => g.id !== zoe.id);
  assert.equal(own.summary.daily, day);
  assert.equal(own.summary.seats[0].name, 'Ada', 'played under her own name');
  await dailyScreen(page);
  await result.getByText(/^Today: /).waitFor();
  assert.equal(await result.getAttribute('data-daily-result'), String(own.summary.seats[0].score), 'the result shown is yours');
  await page.locator('.daily-streak').getByText('Streak: 1 day').waitFor();
  await app.screenshot('daily-per-player');
}

export async function namesHaveALengthLimitWhereTheyEnter(t) {
  // An older save with a name over the limit loads, plays on and starts a rematch.
  const long = 'Ada Lovelace, Countess of Lovelace, née Byron'.padEnd(60, '!');
  const save = JSON.parse(fixtureSave(FINISHED_SAVES[0]));
  save.setup.players[0].name = long;
  // A finished game in the statistics too, so that their rename is offered further down.
  const history = historyOf([fixtureSave(FINISHED_SAVES[0])]);
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { [GAME_KEY]: JSON.stringify(save), 'pasch.history': history } });
  await app.ready();
  const page = app.page;
  await page.getByRole('button', { name: 'See the result' }).click();
  await page.getByRole('button', { name: 'Rematch' }).click();
  await page.getByRole('button', { name: /Roll 1 of 3/ }).waitFor();
  assert.equal((await savedGame(page)).setup.players[0].name, long, 'loading never checks it');
  // New game: the field takes 40 characters; a longer name set by a script is refused.
  await home(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const names = page.getByRole('textbox', { name: /^Name of player/ });
  assert.equal(await names.first().getAttribute('maxlength'), '40');
  await names.first().fill('x'.repeat(45));
  assert.equal(await names.first().inputValue(), 'x'.repeat(40), 'typing stops at 40');
  await names.first().evaluate((el, text) => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, 'y'.repeat(41));
  const before = await savedGame(page);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('alert').getByText('The name of player 1 is too long: at most 40 characters. Please shorten it.').waitFor();
  await app.screenshot('name-too-long');
  assert.deepEqual(await savedGame(page), before, 'no game started');
  // The rename in Statistics: the same limit.
  await statistics(page);
  const rename = page.getByRole('textbox', { name: 'New name' });
  assert.equal(await rename.getAttribute('maxlength'), '40');
  await rename.evaluate((el, text) => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, 'z'.repeat(41));
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('alert').getByText('The new name is too long: at most 40 characters. Nothing was renamed.').waitFor();
}

export async function aRenameTheStorageTakesInPartSaysSoAndIsStoredLater(t) {
  const games = v2Games();
  const storage = Object.fromEntries(games.map((g) => [`pasch.history.${g.id}`, JSON.stringify(g)]));
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage });
  await app.ready();
  const page = app.page;
  await statistics(page);
  assert.equal((await statsRow(page, 'Adelheid'))[0], '4');
  const adelheid = games.filter((g) => g.summary.seats.some((s) => s.name === 'Adelheid')).length;
  // The storage takes one rewrite, then refuses.
  await refuseHistoryWrites(page, 1);
  await page.getByRole('combobox', { name: 'Player' }).selectOption('Adelheid');
  await page.getByRole('textbox', { name: 'New name' }).fill('Heidi');
  await page.getByRole('button', { name: 'Rename' }).click();
  const waiting = adelheid - 1;
  await page
    .getByRole('alert')
    .getByText(`Renamed in ${adelheid} games, but the storage took only 1: ${waiting} still carry the old name in storage.`, { exact: false })
    .waitFor();
  await page.getByRole('alert').getByText('does not take finished games').waitFor();
  await page.getByRole('heading', { name: 'Rename or merge players' }).scrollIntoViewIfNeeded();
  await app.screenshot('rename-partly');
  // The storage works again; the app shown again (or the next move) stores the rest.
  await page.evaluate(() => {
    window.__refuse = false;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.getByRole('alert').getByText('does not take finished games').waitFor({ state: 'hidden' });
  await app.reload();
  await statistics(page);
  assert.equal((await statsRow(page, 'Heidi'))[0], '4', 'every game renamed in storage');
  assert.equal(await page.locator('.stats-table').getByRole('rowheader', { name: 'Adelheid', exact: true }).count(), 0);
}

/** Random text: letters, digits, signs, umlauts, dice and JSON-ish bits; `seed` fixes it. */
function randomText(seed, length) {
  const pieces = ['{', '}', '[', ']', '"', ':', ',', 'null', 'true', '"v":9', 'ä', 'ß', 'é', '🎲', '\\', ' ', '\n', '<b>', 'x', '7'];
  let state = seed;
  let out = '';
  while (out.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += pieces[state % pieces.length];
  }
  return out;
}

export async function randomTextInEveryKeyIsKeptNotLost(t) {
  const keys = [
    GAME_KEY,
    'pasch.history.00000000000000a1',
    'pasch.history',
    'pasch.phones',
    'pasch.settings',
    'pasch.duel.solo_best',
    'pasch.persist',
    'pasch.backup.1',
    'pasch.something.new',
    'another.app',
    'plain',
  ];
  const garbage = Object.fromEntries(keys.map((k, i) => [k, `${randomText(i + 1, 40 + 13 * i)} (${k})`]));
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: garbage });
  await app.ready();
  const page = app.page;
  // What could not be read is said once; the app plays on.
  for (let i = 0; i < 3 && (await page.getByRole('button', { name: 'OK' }).count()) > 0; i++) {
    await page.getByRole('button', { name: 'OK' }).first().click();
  }
  await playSolo(page, 'Ida');
  await home(page);
  await page.locator('.start-menu').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Dark', exact: true }).click();
  // Settings lists everything kept aside, the settings kept aside just now too.
  const aside = Object.keys(await app.storage()).filter((k) => k.startsWith('pasch.backup.') || k === 'pasch.history');
  await page.waitForFunction((n) => document.querySelectorAll('.backup-list li').length === n, aside.length);
  await app.screenshot('kept-aside-list', { fullPage: true });
  const kept = await values(app);
  for (const [key, text] of Object.entries(garbage)) {
    assert.ok(kept.includes(text), `the text under ${key} is kept (in its key or aside)`);
  }
  const now = await app.storage();
  for (const key of ['pasch.something.new', 'another.app', 'plain', 'pasch.history']) {
    assert.equal(now[key], garbage[key], `${key} is untouched`);
  }
  assert.equal((await history(page)).games.filter((g) => g.summary).length, 1, "Ida's game is kept");
  await app.reload();
  await statistics(page);
  assert.equal((await statsRow(page, 'Ida'))[0], '1');
}

/** Stand-ins for navigator.storage.persist/persisted that count the questions. */
function persistStandIns() {
  StorageManager.prototype.persist = async function () {
    const asked = Number(localStorage.getItem('test.persist-asked') || 0) + 1;
    localStorage.setItem('test.persist-asked', String(asked));
    return true;
  };
  StorageManager.prototype.persisted = async function () {
    return Number(localStorage.getItem('test.persist-asked') || 0) > 0;
  };
}

export async function persistIsAskedOnceAndItsAnswerShown(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.context.addInitScript(persistStandIns);
  await app.reload();
  await app.ready();
  const page = app.page;
  const asked = () => page.evaluate(() => Number(localStorage.getItem('test.persist-asked') || 0));
  await playSolo(page, 'Jo');
  await page.getByRole('button', { name: 'Rematch' }).click();
  for (let turn = 1; turn <= 13; turn++) {
    await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  assert.equal(await asked(), 1, 'asked once for two finished games');
  await app.reload();
  await playSolo(page, 'Jo');
  assert.equal(await asked(), 1, 'not again after a reload');
  await statistics(page);
  const day = await today(page);
  const card = page.locator('.room');
  await card.getByText(`On ${day} Pasch asked the browser to keep this data for good: it agreed.`).waitFor();
  await card.getByText('The browser keeps this data for good.').waitFor();
  await card.scrollIntoViewIfNeeded();
  await app.screenshot('persist-asked');
  // Before the first finished game nothing is asked, and Statistics shows its empty
  // state (a sentence and Play), without a storage card.
  const fresh = await t.open({ viewport: 'phone', path: '?lang=en' });
  await fresh.context.addInitScript(persistStandIns);
  await fresh.reload();
  await statistics(fresh.page);
  await fresh.page.getByText(/^No finished games yet\./).waitFor();
  assert.equal(await fresh.page.locator('.room').count(), 0, 'no storage card before the first game');
  const freshAsked = await fresh.page.evaluate(() => Number(localStorage.getItem('test.persist-asked') || 0));
  assert.equal(freshAsked, 0, 'nothing asked before the first finished game');
}
