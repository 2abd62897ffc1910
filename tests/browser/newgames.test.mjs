// Yatzy and Maxi Yatzy in Swedish (?lang=sv), Generala in Spanish (?lang=es): whole games
// by clicking against a computer player, on a phone and on a tablet. Each checks the totals
// on the sheet against the saved game, that no text of another language is on any screen
// it passes, and takes screenshots (tests/artifacts/newgames-*) in the light and the dark
// theme. Also: a Generala servida typed in as real dice ends the game with its thrower
// first; in Maxi Yatzy a turn stopped after one roll gives the next turn 5 rolls.
// The screens are found by their structure, not their words.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, openApp } from './lib.mjs';

const GAME_KEY = 'pasch.game';
/** Each game's place in the new-game screen's list (`new_game::OFFERED`). */
const OFFERED_INDEX = { yatzy: 2, maxi_yatzy: 3, generala: 4 };
/** The upper bonus of each game: [points needed, bonus]; Generala has none. */
const BONUS = { yatzy: [63, 50], maxi_yatzy: [84, 100], generala: null };
const UPPER = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
/** The players' names in these tests (no words of any language). */
const NAMES = /\b(Ada|Robo)\b/g;

/** The literal pieces of every message of a locale file (as tests/browser/french.test.mjs). */
function pieces(code) {
  const text = fs.readFileSync(path.join(ROOT, 'locales', `${code}.ftl`), 'utf8');
  const out = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) || !line.trim()) continue;
    const start = line.match(/^([a-z][a-z0-9-]*) = ?(.*)$/);
    if (start) {
      current = [start[2]];
      if (start[1] !== 'native-name') out.push(current);
    } else if (current) {
      current.push(line.replace(/^\s*\*?\[[^\]]+\]\s*/, ''));
    }
  }
  return out.flatMap((lines) =>
    lines
      .join('\n')
      .split(/\{[^{}]*\}|\{[^{}]*->|\n|\}/)
      .map((s) => s.replace(/^[\s,.:;!?()–·+×−≈]+|[\s,.:;!?()–·+×−≈]+$/g, ''))
      .filter((s) => /\p{L}{2}/u.test(s)),
  );
}

/**
 * What may not appear in `code`: the pieces of the other languages that `code` does not
 * use itself (English, German, French, and Spanish or Swedish); phrases anywhere, single
 * words as a whole text.
 */
function foreignFor(code) {
  const own = new Set(pieces(code));
  const others = ['en', 'de', 'fr', code === 'es' ? 'sv' : 'es'];
  const phrases = [];
  const words = new Set();
  for (const p of new Set(others.flatMap(pieces))) {
    if (own.has(p)) continue;
    if (/\s/.test(p)) phrases.push(p);
    else words.add(p);
  }
  return { phrases, words };
}

/** Fails if a text a person sees or hears on the page is another language's. */
async function assertOwnLanguage(page, foreign, where) {
  const texts = await page.evaluate(() => {
    const out = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], .sr-only, [data-announcer]')) {
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
      if (el.matches('.sr-only, [data-announcer]')) out.push(el.textContent);
    }
    return out.map((t) => t.trim()).filter(Boolean);
  });
  const found = new Set();
  for (const text of texts) {
    const rest = text.replace(NAMES, '');
    const trimmed = rest.replace(/^[\s,.:;!?()–·+×−≈\d/]+|[\s,.:;!?()–·+×−≈\d/]+$/g, '');
    if (foreign.words.has(trimmed)) found.add(`"${text}"`);
    for (const p of foreign.phrases) if (rest.includes(p)) found.add(`"${text}" (has "${p}")`);
  }
  assert.deepEqual([...found], [], `${where}: text of another language`);
}

async function saved(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)), GAME_KEY);
}

/** Waits until the saved game's log is longer than `n`. */
async function logGrows(page, n) {
  await page.waitForFunction(
    ([key, n]) => JSON.parse(localStorage.getItem(key)).log.length > n,
    [GAME_KEY, n],
  );
}

/**
 * From the start screen: a new game of `kind` for `players` ([{name, bot}]), the first
 * seat beginning, its switches as `switches` (their checkboxes' places under House rules
 * to click), with real dice if asked; then started.
 */
async function startGame(page, kind, players, { realDice = false, switches = [] } = {}) {
  await page.locator('.start-menu button').first().click();
  await page.locator('.game-choice input[type=radio]').nth(OFFERED_INDEX[kind]).check();
  const rows = page.locator('.player-list .player-row');
  while ((await rows.count()) < players.length) await page.locator('.add-player').click();
  while ((await rows.count()) > players.length) await rows.last().locator('.remove').click();
  for (let i = 0; i < players.length; i++) {
    await rows.nth(i).locator('.player-name').fill(players[i].name);
    await rows.nth(i).locator('.player-who').selectOption(players[i].bot ? 'normal' : 'human');
  }
  if (realDice) await page.locator('input[name=dice]').nth(1).check();
  if (switches.length > 0) {
    const details = page.locator('details.more-options');
    if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
    const checks = page.locator('.house-rules input[type=checkbox]');
    for (const i of switches) await checks.nth(i).click();
  }
  const seats = page.locator('.who-starts input[type=radio]');
  if ((await seats.count()) > 0) await seats.nth(1).check();
  await page.locator('.start-btn').click();
  await page.locator('.play').waitFor();
}

/** Holds the dice showing the most frequent face, releasing the others (by the saved turn). */
async function holdMostFrequent(page) {
  const { dice, held } = (await saved(page)).state.turn;
  const counts = new Map();
  for (const d of dice) counts.set(d, (counts.get(d) || 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
  for (let i = 0; i < dice.length; i++) {
    const want = dice[i] === best && !(i === dice.length - 1 && dice.every((d) => d === best));
    if (held[i] !== want) {
      const n = (await saved(page)).log.length;
      await page.locator('.dice-tray .die').nth(i).click();
      await logGrows(page, n);
    }
  }
}

/** Clicks Roll and waits for the roll. */
async function roll(page) {
  const n = (await saved(page)).log.length;
  await page.locator('.roll-controls .roll-btn').click();
  await logGrows(page, n);
}

/** Fills the box offering the most points (its button's first text is the points). */
async function scoreBest(page) {
  const points = await page.locator('.sheet .box-btn').evaluateAll((els) => els.map((b) => Number(b.firstChild.textContent)));
  assert.ok(points.length > 0, 'a box is on offer');
  const best = points.indexOf(Math.max(...points));
  const n = (await saved(page)).log.length;
  await page.locator('.sheet .box-btn').nth(best).click();
  await logGrows(page, n);
}

/** One turn of the person: up to three rolls (one if `oneRoll`), holding the most frequent face. */
async function personsTurn(page, { oneRoll = false } = {}) {
  await roll(page);
  if (!oneRoll) {
    for (let r = 0; r < 2; r++) {
      if ((await saved(page)).state.over) return;
      await holdMostFrequent(page);
      if (await page.locator('.roll-controls .roll-btn').isDisabled()) break;
      await roll(page);
    }
  }
  if ((await saved(page)).state.over) return;
  await scoreBest(page);
}

/** Waits for the person's turn (seat 0, the Roll button free) or the game's end; true if over. */
async function awaitPerson(page) {
  await page.waitForFunction(
    (key) => {
      const g = JSON.parse(localStorage.getItem(key));
      if (g.state.over) return true;
      const btn = document.querySelector('.roll-controls .roll-btn');
      return g.state.current === 0 && g.state.turn.rolls === 0 && btn && !btn.disabled;
    },
    GAME_KEY,
    { timeout: 60000 },
  );
  return (await saved(page)).state.over;
}

/** Checks every player's sheet and total on screen against the saved game. */
async function checkTotals(page, kind) {
  const game = await saved(page);
  for (const [p, player] of game.state.players.entries()) {
    const sheet = player.sheet;
    const upper = UPPER.reduce((s, b) => s + (sheet[b] ?? 0), 0);
    const all = Object.values(sheet).reduce((s, v) => s + v, 0);
    const bonus = BONUS[kind] && upper >= BONUS[kind][0] ? BONUS[kind][1] : 0;
    const shown = await page.locator(`.sheet td.total[data-player="${p}"]`).getAttribute('data-total');
    assert.equal(Number(shown), all + bonus, `player ${p + 1}: shown total = boxes ${all} + bonus ${bonus}`);
  }
  return game;
}

async function shots(app, name) {
  for (const scheme of ['light', 'dark']) {
    await app.page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`${name}-${scheme}`, { fullPage: true });
  }
  await app.page.emulateMedia({ colorScheme: 'light' });
}

/** A whole game of `kind` in `lang` on `viewport`, the person against a computer. */
async function wholeGame(t, kind, lang, viewport) {
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const { page } = app;
  const foreign = foreignFor(lang);
  await startGame(page, kind, [{ name: 'Ada' }, { name: 'Robo', bot: true }]);
  await assertOwnLanguage(page, foreign, 'the game begins');
  let turns = 0;
  while (!(await awaitPerson(page))) {
    // Maxi Yatzy: the first turn stops after one roll; the next has 3 + 2 rolls.
    const oneRoll = kind === 'maxi_yatzy' && turns === 0;
    if (kind === 'maxi_yatzy' && turns === 1) {
      assert.equal(await page.locator('.saved-rolls').getAttribute('data-saved'), '2', 'two saved rolls');
      assert.match(await page.locator('.roll-controls .roll-btn').innerText(), /1\D+5/, 'Roll 1 of 5');
    }
    await personsTurn(page, { oneRoll });
    turns += 1;
    if (turns === 2) {
      await roll(page).catch(() => {});
      await shots(app, `${kind}-${lang}-playing`);
      await assertOwnLanguage(page, foreign, 'a turn');
      // Generala may have ended on that roll (a servida).
      if (!(await saved(page)).state.over && (await saved(page)).state.turn.rolls > 0) await scoreBest(page);
    }
    assert.ok(turns < 30, 'the game ends');
  }
  await page.locator('.ranking').waitFor();
  const game = await checkTotals(page, kind);
  assert.ok(game.state.over, 'the game is over');
  await assertOwnLanguage(page, foreign, 'the end screen');
  await shots(app, `${kind}-${lang}-end`);
}

export async function yatzySwedishPhone(t) {
  await wholeGame(t, 'yatzy', 'sv', 'phone');
}
yatzySwedishPhone.timeoutMs = 600000;

export async function yatzySwedishTablet(t) {
  await wholeGame(t, 'yatzy', 'sv', 'tablet');
}
yatzySwedishTablet.timeoutMs = 600000;

export async function maxiYatzySwedishPhone(t) {
  await wholeGame(t, 'maxi_yatzy', 'sv', 'phone');
}
maxiYatzySwedishPhone.timeoutMs = 900000;

export async function maxiYatzySwedishTablet(t) {
  await wholeGame(t, 'maxi_yatzy', 'sv', 'tablet');
}
maxiYatzySwedishTablet.timeoutMs = 900000;

export async function generalaSpanishPhone(t) {
  await wholeGame(t, 'generala', 'es', 'phone');
}
generalaSpanishPhone.timeoutMs = 600000;

export async function generalaSpanishTablet(t) {
  await wholeGame(t, 'generala', 'es', 'tablet');
}
generalaSpanishTablet.timeoutMs = 600000;

/** Real dice: five sixes typed in as Ada's first roll end the game, Ada first. */
export async function generalaServidaEndsTheGame(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=es' });
  const { page } = app;
  await startGame(page, 'generala', [{ name: 'Robo', bot: true }, { name: 'Ada' }].reverse(), { realDice: true });
  for (let i = 0; i < 5; i++) await page.locator('.face-pad .die.pad[data-value="6"]').click();
  const n = (await saved(page)).log.length;
  await page.locator('.entry-actions .roll-btn').click();
  await logGrows(page, n);
  const game = await saved(page);
  assert.ok(game.state.over, 'the servida ends the game');
  await page.locator('.served-news').waitFor();
  assert.match(await page.locator('.served-news').innerText(), /Ada/, 'the table says who threw it');
  assert.match(await page.locator('.standings li').first().innerText(), /Ada/, 'Ada first');
  await page.waitForFunction(() => /Ada/.test(document.querySelector('[data-announcer]').textContent));
  await assertOwnLanguage(page, foreignFor('es'), 'the servida');
  await shots(app, 'servida-es');
}
