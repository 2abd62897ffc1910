// What the language tests share (french.test.mjs, languages.test.mjs): the messages of the
// locale files as literal pieces, a checker that collects every visible text or accessible
// name of a screen that is a message of another language, and walks through the screens
// found by their structure, not their words (so they run whatever the language says).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { FINISHED_SAVES, fixtureSave, historyOf } from './classic_extreme.lib.mjs';

/** The players' names in these tests and the saves they load (no words of any language). */
const NAMES = /\b(Ada|Bea|Robo|Bo|Cy)\b/g;
const EDGES = /^[\s,.:;!?()–·+×−≈]+|[\s,.:;!?()–·+×−≈]+$/g;

/** The codes of `locales/*.ftl`, sorted. */
export function localeCodes() {
  return fs
    .readdirSync(path.join(ROOT, 'locales'))
    .filter((f) => f.endsWith('.ftl'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** The languages compiled into the app (build/words.rs, BUILT_IN); the others are loaded. */
export function builtIn() {
  const source = fs.readFileSync(path.join(ROOT, 'build', 'words.rs'), 'utf8');
  const list = source.match(/const BUILT_IN: &\[&str\] = &\[([^\]]*)\]/);
  assert.ok(list, 'build/words.rs names its BUILT_IN languages');
  return [...list[1].matchAll(/"([a-z]+)"/g)].map((m) => m[1]);
}

/** The keys of locales/en.ftl in their order: the order of a words file's messages. */
export function messageKeys() {
  const text = fs.readFileSync(path.join(ROOT, 'locales', 'en.ftl'), 'utf8');
  return [...text.matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]);
}

/**
 * The messages of a locale file, each as its literal pieces: the text between
 * placeholders, of every variant of a selector.
 */
export function pieces(file) {
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
      .map((s) => s.replace(EDGES, ''))
      .filter((s) => /\p{L}{2}/u.test(s)),
  );
}

/**
 * What may not appear: phrases (two words or more) anywhere in a text, single words as a
 * whole text. `files` the locale files whose pieces may not appear, without `same` (the
 * words the language keeps as they are). `bounded`: a phrase counts only between non-letters
 * (for related languages, whose phrases may be parts of each other's words).
 */
export function foreignWords(files, same = [], bounded = false) {
  const all = new Set(files.flatMap(pieces));
  for (const s of same) all.delete(s);
  const phrases = [];
  const words = new Set();
  for (const p of all) {
    if (/\s/.test(p)) phrases.push(p);
    else words.add(p);
  }
  return { phrases, words, bounded };
}

/** Every text on the page a person sees or hears: text lines and accessible names. */
export async function textsOf(page) {
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

/** Whether `text` holds `phrase` with no letter right before or after it. */
function holdsBounded(text, phrase) {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text.slice(0, at).slice(-1);
    const after = text.slice(at + phrase.length, at + phrase.length + 1);
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
}

/** The texts on the page that are another language's: ["text" (has "phrase")]. */
async function foreignOn(page, foreign) {
  const found = new Set();
  for (const text of await textsOf(page)) {
    const rest = text.replace(NAMES, '');
    const trimmed = rest.replace(/^[\s,.:;!?()–·+×−≈\d]+|[\s,.:;!?()–·+×−≈\d]+$/g, '');
    if (foreign.words.has(trimmed)) found.add(`"${text}"`);
    for (const p of foreign.phrases) {
      if (foreign.bounded ? holdsBounded(rest, p) : rest.includes(p)) found.add(`"${text}" (has "${p}")`);
    }
  }
  return [...found];
}

/**
 * Collects what each screen shows in another language than `lang` (`foreign`, from
 * `foreignWords`); fails at the end with all of it.
 */
export function checker(page, lang, foreign) {
  const problems = [];
  return {
    async check(screen) {
      await page.waitForTimeout(150); // the reactive words settle
      const shown = await page.evaluate(() => document.documentElement.lang);
      if (shown !== lang) problems.push(`${screen}: <html lang="${shown}">`);
      for (const f of await foreignOn(page, foreign)) problems.push(`${screen}: ${f}`);
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
      assert.equal(lines.length, 0, `${lines.length} texts of another language on ${lang} screens:\n${shown}`);
    },
  };
}

export const newGameButton = (page) => page.locator('.start-menu > button').first();
/** The start menu's smaller buttons: row 0 statistics, daily; row 1 rules, settings. */
export const menuButton = (page, row, i) => page.locator('.start-menu .start-row').nth(row).locator('button').nth(i);

/**
 * From the start screen: a new game of the kind at `index` (Kniffel, Extreme, Yatzy, Maxi
 * Yatzy, Generala, Dice Duel, Karten-Kniffel), players by name, `bots` the indexes played
 * by the computer.
 */
export async function startGame(page, index, names, bots = []) {
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
export async function checkKeyHelp(page, check) {
  await page.locator('body').press('?');
  await page.locator('dialog.key-help[open]').waitFor();
  await check('keyboard help');
  await page.keyboard.press('Escape');
  await page.locator('dialog.key-help[open]').waitFor({ state: 'detached' }).catch(() => {});
}

/** From the start screen: New game with every game kind, its options and a refusal, then Settings. */
export async function walkNewGameAndSettings(page, c) {
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
}

/** From the start screen: the rules page (its text is fetched). */
export async function walkRules(page, c) {
  await menuButton(page, 1, 0).click();
  await page.locator('#main .rules-section').first().waitFor();
  await c.check('rules');
}

/** From the start screen: a move of Kniffel and of Kniffel Extreme, with the hint if `hint`. */
export async function walkKniffelAndExtreme(page, c, { hint = true } = {}) {
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
    if (hint) {
      // The hint: the advisor's progress, then its options.
      await page.locator('.hint-btn').click();
      await page.locator('#hint-panel').waitFor();
      await c.check(`${name}: hint panel`);
      await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: 60000 });
      await c.check(`${name}: hint options`);
      await page.locator('.hint-btn').click();
    }
    await checkKeyHelp(page, (s) => c.check(`${name}: ${s}`));
    // A move: the first open box.
    await page.locator('.sheet .box-btn:enabled').first().click();
    await page.locator('.roll-btn').waitFor();
    await c.check(`${name}: after a move`);
    await page.locator('.topbar .brand').click();
    await newGameButton(page).waitFor();
    await c.check(`${name}: start with a saved game`);
  }
}

/** From the start screen: Dice Duel against the computer, a turn each. */
export async function walkDiceDuel(page, c) {
  await startGame(page, 5, ['Ada', 'Robo'], [1]);
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
}

/** From the start screen: Karten-Kniffel against the computer, a turn each. */
export async function walkKartenKniffel(page, c) {
  await startGame(page, 6, ['Ada', 'Robo'], [1]);
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
}

/**
 * The end screens of the finished fixture games and Statistics with their history, each
 * opened by `open(opts)` (the test's way of opening the app in its language).
 */
export async function walkEndScreensAndStatistics(open, checkerOf) {
  for (const save of FINISHED_SAVES) {
    const app = await open({ storage: { 'pasch.game': fixtureSave(save) } });
    const { page } = app;
    const c = checkerOf(page);
    await c.check(`${save}: start`);
    await page.locator('.saved-game .btn.primary').click();
    await page.locator('.ranking').waitFor();
    await c.check(`${save}: end screen`);
    c.done();
  }
  const app = await open({ storage: { 'pasch.history': historyOf(FINISHED_SAVES.map(fixtureSave)) } });
  const { page } = app;
  const c = checkerOf(page);
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
