// Pasch in French (?lang=fr): every screen is walked (start, new game, the four games
// with a move, the hint, the end screens, statistics, settings, rules, the keyboard help)
// and no visible text or accessible name (aria-label, title, alt, placeholder) may be an
// English or German message of locales/en.ftl or locales/de.ftl. The screens are found by
// their structure, not their words, so the test runs whatever the French says.
//
// With locales/fr.ftl a copy of en.ftl (the placeholder before the translation) these
// tests fail: that is what they are for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { FINISHED_SAVES, fixtureSave, historyOf } from './classic_extreme.lib.mjs';

/** Words French keeps as they are: the games' and boxes' own names, and a few others. */
const SAME_IN_FRENCH = [
  'Pasch',
  'Kniffel',
  'Kniffel Extreme',
  'Kniffel Dice Duel',
  'Dice Duel',
  'Karten-Kniffel',
  // The games of issue 39 and their own terms, named so in every language.
  'Maxi Yatzy',
  'Yatzy',
  'Double Generala',
  'Generala servida',
  'Generala',
  'Full House',
  'Chance',
  'Super Chance',
  'Highway',
  'Flush',
  'Bonus',
  'Total',
  'Normal',
  'Joker',
  'Chips',
  'Yahtzee',
  'Tab',
  'Ctrl+Z',
  'OK',
  'Computer',
  'Revanche',
  // French words spelt as in English: « la table », « 1 point », « 245,5 points ».
  'Table',
  'point',
  'points',
  // « Rayer … (0 points) »: a number and the French word, as in English.
  '0 points',
];

/** The players' names in these tests and the saves they load (no words of any language). */
const NAMES = /\b(Ada|Bea|Robo|Bo|Cy)\b/g;

/**
 * The messages of a locale file, each as its literal pieces: the text between
 * placeholders, of every variant of a selector.
 */
function pieces(file) {
  const text = fs.readFileSync(path.join(ROOT, 'locales', file), 'utf8');
  const out = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) || !line.trim()) continue;
    const start = line.match(/^([a-z][a-z0-9-]*) = ?(.*)$/);
    if (start) {
      current = [start[2]];
      // The language switch names each language in itself.
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
 * What may not appear: phrases (two words or more) anywhere in a text, single words as a
 * whole text; without the words French keeps.
 */
function foreignWords() {
  const all = new Set([...pieces('en.ftl'), ...pieces('de.ftl')]);
  for (const same of SAME_IN_FRENCH) all.delete(same);
  const phrases = [];
  const words = new Set();
  for (const p of all) {
    if (/\s/.test(p)) phrases.push(p);
    else words.add(p);
  }
  return { phrases, words };
}

const FOREIGN = foreignWords();

/** Every text on the page a person sees or hears: text lines and accessible names. */
async function textsOf(page) {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], .sr-only, [data-announcer]')) {
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v) texts.push(v);
      }
      if (el.matches('.sr-only, [data-announcer]')) texts.push(el.textContent);
    }
    return texts.map((t) => t.trim()).filter(Boolean);
  });
}

/** The English or German words on the page: ["text" (has "phrase")]. */
async function foreignOn(page) {
  const found = new Set();
  for (const text of await textsOf(page)) {
    const rest = text.replace(NAMES, '');
    const trimmed = rest.replace(/^[\s,.:;!?()–·+×−≈\d]+|[\s,.:;!?()–·+×−≈\d]+$/g, '');
    if (FOREIGN.words.has(trimmed)) found.add(`"${text}"`);
    for (const p of FOREIGN.phrases) {
      if (rest.includes(p)) found.add(`"${text}" (has "${p}")`);
    }
  }
  return [...found];
}

/** Collects what each screen shows in another language; fails at the end with all of it. */
function checker(page) {
  const problems = [];
  return {
    async check(screen) {
      await page.waitForTimeout(150); // the reactive words settle
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== 'fr') problems.push(`${screen}: <html lang="${lang}">`);
      for (const f of await foreignOn(page)) problems.push(`${screen}: ${f}`);
    },
    done() {
      // Each text once, with the first screen it was seen on.
      const seen = new Map();
      for (const p of problems) {
        const text = p.slice(p.indexOf(': ') + 2);
        if (!seen.has(text)) seen.set(text, p);
      }
      const lines = [...seen.values()];
      const shown = lines.slice(0, 60).join('\n') + (lines.length > 60 ? `\n… and ${lines.length - 60} more` : '');
      assert.equal(lines.length, 0, `${lines.length} English or German texts on French screens:\n${shown}`);
    },
  };
}

async function openFrench(t, opts = {}) {
  const app = await t.open({ path: '?lang=fr', locale: 'fr-FR', ...opts });
  await app.ready();
  return app;
}

const newGameButton = (page) => page.locator('.start-menu > button').first();
/** The start menu's smaller buttons: row 0 statistics, daily; row 1 rules, settings. */
const menuButton = (page, row, i) => page.locator('.start-menu .start-row').nth(row).locator('button').nth(i);

/**
 * From the start screen: a new game of the kind at `index` (Kniffel, Extreme, Dice Duel,
 * Karten-Kniffel), players by name, `bots` the indexes played by the computer.
 */
async function startGame(page, index, names, bots = []) {
  await newGameButton(page).click();
  await page.locator('.game-choice input[type=radio]').nth(index).check();
  const rows = page.locator('.player-row');
  while ((await rows.count()) < names.length) await page.locator('.add-player').click();
  while ((await rows.count()) > names.length) await rows.last().locator('.remove').click();
  for (let i = 0; i < names.length; i++) {
    await rows.nth(i).locator('.player-name').fill(names[i]);
    await rows.nth(i).locator('select.player-who').selectOption(bots.includes(i) ? 'normal' : 'human');
  }
  const seats = page.locator('.who-starts input[type=radio]');
  if ((await seats.count()) > 0) await seats.nth(1).check();
  await page.locator('.start-btn').click();
}

/** The keyboard help, opened with "?" and closed with Esc. */
async function checkKeyHelp(page, check) {
  await page.locator('body').press('?');
  await page.locator('dialog.key-help[open]').waitFor();
  await check('keyboard help');
  await page.keyboard.press('Escape');
  await page.locator('dialog.key-help[open]').waitFor({ state: 'detached' }).catch(() => {});
}

export async function startNewGameAndSettingsAreFrench(t) {
  const app = await openFrench(t);
  const { page } = app;
  const c = checker(page);
  await c.check('start');

  await newGameButton(page).click();
  await page.locator('.newgame').waitFor();
  const kinds = page.locator('.game-choice input[type=radio]');
  for (let i = 0; i < (await kinds.count()); i++) {
    await kinds.nth(i).check();
    await c.check(`new game, game ${i + 1}`);
  }
  await page.locator('.add-player').click();
  await page.locator('.player-row').last().locator('select.player-who').selectOption('normal');
  await c.check('new game with a computer player');
  // "More options" open: the house rules and the game number.
  await page.locator('details.more-options summary').click();
  await c.check('new game, more options');
  // A refusal: a game number that is no number.
  await page.locator('.newgame input[inputmode=numeric]').fill('abc');
  await page.locator('.start-btn').click();
  await page.locator('.newgame .error').waitFor();
  await c.check('new game refused');

  await page.locator('.topbar .brand').click();
  await menuButton(page, 1, 1).click();
  await page.locator('.settings').waitFor();
  await c.check('settings');
  assert.ok(await page.getByRole('button', { name: 'Français', exact: true }).count(), 'the language switch offers Français');
  c.done();
}

/** The rules page: its frame from the locale files, the rules text from the rules' own sources. */
export async function rulesPageIsFrench(t) {
  const app = await openFrench(t);
  const { page } = app;
  const c = checker(page);
  await menuButton(page, 1, 0).click();
  await page.locator('#main .rules-section').first().waitFor(); // the text is fetched
  await c.check('rules');
  c.done();
}

export async function kniffelAndExtremeAreFrench(t) {
  const app = await openFrench(t);
  const { page } = app;
  const c = checker(page);
  for (const [index, name] of [
    [0, 'Kniffel'],
    [1, 'Kniffel Extreme'],
  ]) {
    await startGame(page, index, ['Ada']);
    await page.locator('.roll-btn').waitFor();
    await c.check(`${name}: before the first roll`);
    await page.locator('.roll-btn').click();
    await page.locator('.sheet .box-btn:enabled').first().waitFor();
    await c.check(`${name}: after a roll`);
    // The hint: the advisor's progress, then its options.
    await page.locator('.hint-btn').click();
    await page.locator('#hint-panel').waitFor();
    await c.check(`${name}: hint panel`);
    await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: 60000 });
    await c.check(`${name}: hint options`);
    await page.locator('.hint-btn').click();
    await checkKeyHelp(page, (s) => c.check(`${name}: ${s}`));
    // A move: the first open box.
    await page.locator('.sheet .box-btn:enabled').first().click();
    await page.locator('.roll-btn').waitFor();
    await c.check(`${name}: after a move`);
    await page.locator('.topbar .brand').click();
    await newGameButton(page).waitFor();
    await c.check(`${name}: start with a saved game`);
  }
  c.done();
}

export async function diceDuelIsFrench(t) {
  const app = await openFrench(t);
  const { page } = app;
  const c = checker(page);
  await startGame(page, 2, ['Ada', 'Robo'], [1]);
  await page.locator('.roll-btn').waitFor();
  await c.check('Dice Duel: before the first roll');
  await page.locator('.roll-btn').click();
  const take = page.locator('.tray-slot.takeable, .no-chip-btn:enabled');
  await take.first().waitFor();
  await c.check('Dice Duel: after a roll');
  await checkKeyHelp(page, (s) => c.check(`Dice Duel: ${s}`));
  // Roll on to the end of the turn, then take a chip or none.
  while (await page.locator('.roll-btn:enabled').count()) {
    await page.locator('.roll-btn').click();
    await page.waitForTimeout(300);
  }
  await take.first().click();
  await c.check('Dice Duel: after a move');
  // The computer's turn, then Ada's again.
  await page.locator('.roll-btn:enabled').waitFor({ timeout: 60000 });
  await c.check("Dice Duel: after the computer's turn");
  c.done();
}

export async function kartenKniffelIsFrench(t) {
  const app = await openFrench(t);
  const { page } = app;
  const c = checker(page);
  await startGame(page, 3, ['Ada', 'Robo'], [1]);
  await page.locator('.cards-play').waitFor();
  const cover = page.locator('.pass-cover button');
  if (await cover.count()) {
    await c.check('Karten-Kniffel: the cover');
    await cover.click();
  }
  await page.locator('.hand .hand-card').first().waitFor();
  await c.check('Karten-Kniffel: the hand');
  // Select two cards: the exchange panel says what happens.
  await page.locator('.hand .hand-card').nth(0).click();
  await page.locator('.hand .hand-card').nth(1).click();
  await c.check('Karten-Kniffel: two cards selected');
  await page.locator('.ex-buttons button').first().click();
  // Robo plays; then Ada's cover or hand again.
  await page.locator('.pass-cover button, .hand .hand-card').first().waitFor({ timeout: 60000 });
  await c.check('Karten-Kniffel: after a move');
  if (await cover.count()) await cover.click();
  await page.locator('.hand .hand-card').first().waitFor();
  await c.check('Karten-Kniffel: the next turn');
  c.done();
}

export async function endScreensAndStatisticsAreFrench(t) {
  for (const save of FINISHED_SAVES) {
    const app = await openFrench(t, { storage: { 'pasch.game': fixtureSave(save) } });
    const { page } = app;
    const c = checker(page);
    await c.check(`${save}: start`);
    await page.locator('.saved-game .btn.primary').click();
    await page.locator('.ranking').waitFor();
    await c.check(`${save}: end screen`);
    c.done();
  }
  const app = await openFrench(t, { storage: { 'pasch.history': historyOf(FINISHED_SAVES.map(fixtureSave)) } });
  const { page } = app;
  const c = checker(page);
  await menuButton(page, 0, 0).click();
  await page.locator('.stats-table, .viewer, #main h1').first().waitFor();
  await c.check('statistics');
  const tabs = page.locator('#main [role=tab], #main .tabs button');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await c.check(`statistics, tab ${i + 1}`);
  }
  c.done();
}
