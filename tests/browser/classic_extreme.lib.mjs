// Helpers shared by the game tests: set up and start a game, play turns by clicking
// (Roll, hold, a box), recompute the totals from the saved game, walk between screens,
// and read the real saves under tests/fixtures/saves/.
// Not a test file itself (the runner loads only *.test.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const GAME_KEY = 'pasch.game';

/** Back to the start screen (the name in the top bar). */
export const home = (page) => page.locator('.topbar .brand').click();

/** Rolls the turn's first roll and waits until the dice are on the table. */
export async function firstRoll(page) {
  await page.getByRole('button', { name: /^Roll 1 of \d/ }).click();
  await page.getByRole('button', { name: /^Roll 2 of \d/ }).waitFor();
}

/** The text of a real save, `name` like 'v2/extreme-2p-finished.json'. */
export function fixtureSave(name) {
  return fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'saves', name), 'utf8');
}

/** A finished game of each kind among the real saves. */
export const FINISHED_SAVES = [
  'v2/classic-yahtzee-nojoker-2p-finished.json',
  'v2/extreme-2p-finished.json',
  'v2/duel-3p-bot-finished.json',
  'v2/cards-2p-announce-finished.json',
];

/** The statistics' history (localStorage 'pasch.history') holding these saves' games. */
export function historyOf(saves) {
  return JSON.stringify({ pasch: 'history', format: 1, games: saves.map((save) => ({ date: '2026-11-20', save })) });
}

/** English box labels (box-… in locales/en.ftl) by box id, in sheet order. */
export const LABELS = {
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  three_of_a_kind: 'Three of a kind',
  four_of_a_kind: 'Four of a kind',
  two_pairs: 'Two pairs',
  three_pairs: 'Three pairs',
  two_triples: 'Two triples',
  full_house: 'Full House',
  big_full_house: 'Big Full House',
  small_straight: 'Small straight',
  large_straight: 'Large straight',
  highway: 'Highway',
  kniffel: 'Kniffel',
  kniffel_extreme: 'Kniffel Extreme',
  ten_or_less: '10 or less',
  thirty_three_or_more: '33 or more',
  chance: 'Chance',
  super_chance: 'Super Chance',
};
export const UPPER = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
export const CLASSIC_BOXES = [...UPPER, 'three_of_a_kind', 'four_of_a_kind', 'full_house', 'small_straight', 'large_straight', 'kniffel', 'chance'];
export const EXTREME_BOXES = Object.keys(LABELS);
/** Upper bonus rule per game: [points needed, bonus]. */
export const BONUS = { classic: [63, 35], extreme: [73, 45] };

/**
 * Starts the game set up on the new-game screen. With more than one player the start
 * player is drawn by lot unless chosen: `starter` picks a seat (0 = the first player, the
 * default, so tests know who begins), or null keeps the draw.
 */
export async function startGame(page, starter = 0) {
  const seats = page.locator('.who-starts input[type=radio]');
  if (starter !== null && (await seats.count()) > 0) await seats.nth(starter + 1).check();
  await page.getByRole('button', { name: /^(Start game|Los geht's)$/ }).click();
}

/** From the start screen: a new solitaire game of `kind` ('Kniffel' or 'Kniffel Extreme'). */
export async function startSolo(page, kind, name = 'Solo') {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('.game-choice').getByRole('radio', { name: new RegExp(`^${kind}(?! Extreme| Dice Duel)`) }).check();
  const names = page.getByRole('textbox', { name: /^Name of player/ });
  while ((await names.count()) > 1) await page.getByRole('button', { name: /^Remove / }).first().click();
  await names.first().fill(name);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: /Roll 1 of 3/ }).waitFor();
}

/** The saved game (the engine's JSON) from localStorage. */
export async function savedGame(page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  assert.ok(raw, 'a game is saved');
  return JSON.parse(raw);
}

/** The dice on the table as [{name, value, held, tenSided}] (value null before a roll). */
export async function dice(page) {
  const buttons = await page.getByRole('button', { name: /^Die \d/ }).evaluateAll((els) =>
    els.map((b) => ({ name: b.getAttribute('aria-label'), pressed: b.getAttribute('aria-pressed') })),
  );
  return buttons.map(({ name, pressed }) => {
    const m = name.match(/^Die (\d+)( \(ten-sided\))?: (\d|not rolled yet)$/);
    assert.ok(m, `die name "${name}" is "Die N: V"`);
    assert.ok(pressed === 'true' || pressed === 'false', `${name} has aria-pressed`);
    const value = m[3].length === 1 ? Number(m[3]) : null;
    return { name, value, held: pressed === 'true', tenSided: !!m[2] };
  });
}

/** The open boxes on offer: [{label, id, points, button}], checking each accessible name. */
export async function offers(page, boxIds) {
  const found = await page.locator('.sheet .box-btn').evaluateAll((els) =>
    els.map((b) => ({ name: b.getAttribute('aria-label'), text: b.innerText.trim() })),
  );
  return found.map(({ name, text }) => {
    const id = boxIds
      .filter((b) => name.startsWith(LABELS[b] + ','))
      .sort((a, b) => LABELS[b].length - LABELS[a].length)[0];
    assert.ok(id, `box button "${name}" starts with a box label`);
    const m = name.match(/, (\d+) points?$/);
    assert.ok(m, `box button "${name}" says its points`);
    assert.equal(text, m[1], `${name}: the cell shows the points`);
    const button = page.getByRole('button', { name, exact: true });
    return { id, label: LABELS[id], points: Number(m[1]), button };
  });
}

/**
 * Holds the dice showing the most frequent face (the others are released). With
 * `leaveOneFree` the last die stays free even then, so a further roll stays possible.
 */
export async function holdMostFrequent(page, leaveOneFree = false) {
  const ds = await dice(page);
  const counts = new Map();
  for (const d of ds) counts.set(d.value, (counts.get(d.value) || 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
  const buttons = page.getByRole('button', { name: /^Die \d/ });
  const all = ds.every((d) => d.value === best);
  for (let i = 0; i < ds.length; i++) {
    const want = ds[i].value === best && !(all && leaveOneFree && i === ds.length - 1);
    if (ds[i].held !== want) {
      await buttons.nth(i).click();
      assert.equal(await buttons.nth(i).getAttribute('aria-pressed'), String(want), `die ${i + 1} hold toggles`);
    }
  }
  return ds.map((d) => d.value === best);
}

/** Clicks Roll and checks the held dice kept their faces. */
export async function roll(page, n, of) {
  const before = await dice(page);
  const button = page.getByRole('button', { name: new RegExp(`^Roll ${n} of ${of}$`) });
  await button.click();
  const after = await dice(page);
  before.forEach((d, i) => {
    if (d.held) assert.equal(after[i].value, d.value, `held die ${i + 1} keeps its face`);
  });
  return after;
}

/** Fills the box with the most points on offer (the first on a tie). */
export async function scoreBest(page, boxIds) {
  const open = await offers(page, boxIds);
  assert.ok(open.length > 0, 'some box is on offer');
  const best = open.reduce((a, b) => (b.points > a.points ? b : a));
  await best.button.click();
  return best;
}

/**
 * Checks the sheet on screen against the saved game, and recomputes the total from the
 * saved sheet (upper sum + bonus + lower boxes + Kniffel bonus) against the shown total.
 */
export async function checkTotals(page, kind) {
  const game = await savedGame(page);
  const player = game.state.players[0];
  const sheet = player.sheet;
  const [at, bonus] = BONUS[kind];
  const upper = UPPER.reduce((s, b) => s + (sheet[b] ?? 0), 0);
  const lower = Object.entries(sheet)
    .filter(([b]) => !UPPER.includes(b))
    .reduce((s, [, p]) => s + p, 0);
  const expected = upper + (upper >= at ? bonus : 0) + lower + (player.kniffel_bonus || 0);
  const shownCells = await page.locator('.sheet tr[data-box]').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.box, r.querySelector('td').innerText.trim()])),
  );
  for (const [box, points] of Object.entries(sheet)) {
    assert.equal(shownCells[box], String(points), `${box} shows ${points}`);
  }
  const shownUpper = await page.locator('.sheet .upper-sum .progress-text').first().innerText();
  assert.equal(shownUpper.replace(/\s/g, ''), `${upper}/${at}`, 'upper total and bonus progress');
  const shown = Number(await page.locator('.sheet td.total').first().innerText());
  assert.equal(shown, expected, `shown total ${shown} = upper ${upper} + bonus + lower ${lower} + Kniffel bonus`);
  return { game, expected };
}

/** Fails if the page is wider than the viewport (no sideways scrolling). */
export async function assertNoSideScroll(page, what) {
  const { width, viewport } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  assert.ok(width <= viewport, `${what}: the page scrolls sideways (${width} > ${viewport})`);
}

/**
 * Real dice: people throw for the computer `name` whenever it asks, typing in the next
 * faces of `throws` (one list per throw, used for the dice not held), until its turn is
 * over. Returns the prompts the computer showed, one per throw.
 */
export async function throwForTheComputer(page, name, throws) {
  const prompts = [];
  for (;;) {
    const next = await page
      .waitForFunction((who) => {
        const title = document.querySelector('.manual-title');
        if (title && title.textContent.includes(who)) return 'asks';
        const g = JSON.parse(localStorage.getItem('pasch.game'));
        return g.state.over || !g.setup.players[g.state.current].bot ? 'done' : false;
      }, name)
      .then((h) => h.jsonValue());
    if (next === 'done') return prompts;
    assert.ok(prompts.length < throws.length, `${name} asks for throw ${prompts.length + 1}, more than expected`);
    prompts.push((await page.locator('.manual-title').innerText()).trim());
    const faces = throws[prompts.length - 1];
    const blanks = await page.locator('.entry-slots .die.blank').count();
    for (const v of faces.slice(0, blanks)) await page.getByRole('button', { name: `Face ${v}`, exact: true }).click();
    const logLength = (await savedGame(page)).log.length;
    await page.locator('.entry-actions .roll-btn').click();
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem('pasch.game')).log.length > n, logLength);
  }
}

/** The `kind` radio's name pattern on the new-game screen. */
export const KIND = {
  classic: /^Kniffel(?! Extreme| Dice Duel)/,
  extreme: /^Kniffel Extreme/,
  duel: /^Kniffel Dice Duel/,
  cards: /^Karten-Kniffel/,
  yatzy: /^Yatzy/,
  maxi_yatzy: /^Maxi Yatzy/,
  generala: /^Generala/,
};

/**
 * From the start screen: the new-game screen set up for `kind` (a KIND key) and
 * `players` ([{name, bot}]), with real dice if asked. Not started yet.
 */
export async function setUpGame(page, kind, players, { realDice = false } = {}) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('.game-choice').getByRole('radio', { name: KIND[kind] }).check();
  const names = page.getByRole('textbox', { name: /^Name of player/ });
  while ((await names.count()) < players.length) await page.getByRole('button', { name: 'Add player' }).click();
  while ((await names.count()) > players.length) await page.getByRole('button', { name: /^Remove / }).last().click();
  for (let i = 0; i < players.length; i++) {
    await names.nth(i).fill(players[i].name);
    // Who plays: Human, or the computer at a level (Easy, Normal, Strong; Normal unless asked).
    const level = (players[i].level ?? 'Normal').toLowerCase();
    await whoPlays(page, i).selectOption(players[i].bot ? level : 'human');
  }
  if (realDice) await page.getByRole('radio', { name: /^Real dice/ }).check();
}

/** The list of who plays seat `i` (0-based) on the new-game screen (English). */
export const whoPlays = (page, i) => page.getByRole('combobox', { name: `Who plays player ${i + 1}?` });

/** On the new-game screen: "More options" (house rules, game number) opened, if it is not. */
export async function moreOptions(page) {
  const details = page.locator('details.more-options');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
}

/** Real dice: taps in `faces` (for the dice not held) and enters them as roll `n` of 3. */
export async function enterFaces(page, faces, n) {
  for (const v of faces) await page.getByRole('button', { name: `Face ${v}`, exact: true }).click();
  await page.getByRole('button', { name: `Enter roll ${n} of 3` }).click();
}
