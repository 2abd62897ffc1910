// Pasch in French (?lang=fr): every screen is walked (start, new game, the four games
// with a move, the hint, the end screens, statistics, settings, rules, the keyboard help)
// and no visible text or accessible name (aria-label, title, alt, placeholder) may be an
// English or German message of locales/en.ftl or locales/de.ftl. The screens are found by
// their structure, not their words, so the test runs whatever the French says.
//
// With locales/fr.ftl a copy of en.ftl (the placeholder before the translation) these
// tests fail: that is what they are for.
import assert from 'node:assert/strict';
import {
  checker,
  foreignWords,
  walkDiceDuel,
  walkEndScreensAndStatistics,
  walkKartenKniffel,
  walkKniffelAndExtreme,
  walkNewGameAndSettings,
  walkRules,
} from './languages.lib.mjs';

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

const FOREIGN = foreignWords(['en.ftl', 'de.ftl'], SAME_IN_FRENCH);
const frenchChecker = (page) => checker(page, 'fr', FOREIGN);

async function openFrench(t, opts = {}) {
  const app = await t.open({ path: '?lang=fr', locale: 'fr-FR', ...opts });
  await app.ready();
  return app;
}

export async function startNewGameAndSettingsAreFrench(t) {
  const { page } = await openFrench(t);
  const c = frenchChecker(page);
  await walkNewGameAndSettings(page, c);
  assert.ok(await page.getByRole('button', { name: 'Français', exact: true }).count(), 'the language switch offers Français');
  c.done();
}

/** The rules page: its frame from the locale files, the rules text from the rules' own sources. */
export async function rulesPageIsFrench(t) {
  const { page } = await openFrench(t);
  const c = frenchChecker(page);
  await walkRules(page, c);
  c.done();
}

export async function kniffelAndExtremeAreFrench(t) {
  const { page } = await openFrench(t);
  const c = frenchChecker(page);
  await walkKniffelAndExtreme(page, c);
  c.done();
}

export async function diceDuelIsFrench(t) {
  const { page } = await openFrench(t);
  const c = frenchChecker(page);
  await walkDiceDuel(page, c);
  c.done();
}

export async function kartenKniffelIsFrench(t) {
  const { page } = await openFrench(t);
  const c = frenchChecker(page);
  await walkKartenKniffel(page, c);
  c.done();
}

export async function endScreensAndStatisticsAreFrench(t) {
  await walkEndScreensAndStatistics((opts) => openFrench(t, opts), frenchChecker);
}
