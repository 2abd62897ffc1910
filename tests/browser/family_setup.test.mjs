// A family's first set-up on a phone (issue 37, parts 7, 4 and 8): empty name fields
// whose placeholder is the name the seat gets ("Player 1", a computer's own name), one
// compact row per player, house rules and the game number under "More options", players
// kept aside (not deleted) by a game for fewer seats; the statistics' empty state and a
// table that says it scrolls; the card game's log named for cards; plain words for
// nothing kept aside; no wasm-bindgen warning when a worker starts. Each on a phone and a
// tablet, in English and German or French, light and dark.
import assert from 'node:assert/strict';
import { FINISHED_SAVES, fixtureSave, historyOf, home, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

const WORDS = {
  en: {
    newGame: 'New game',
    start: 'Start game',
    name: /^Name of player/,
    who: (n) => `Who plays player ${n}?`,
    player: (n) => `Player ${n}`,
    add: 'Add player',
    more: 'More options',
    easy: ['Pip', 'Daisy', 'Benny', 'Lulu'],
    strong: ['Ada', 'Albert', 'Grace', 'Oscar'],
    joker: /^Joker:/,
    yahtzee: /^Yahtzee:/,
    seed: /^Game number/,
    aside: /kept aside/,
    kniffel: /^Kniffel(?! Extreme| Dice Duel)/,
    extreme: /^Kniffel Extreme/,
  },
  de: {
    newGame: 'Neues Spiel',
    start: "Los geht's",
    name: /^Name von Spieler/,
    who: (n) => `Wer spielt Spieler ${n}?`,
    player: (n) => `Spieler ${n}`,
    add: 'Spieler hinzufügen',
    more: 'Weitere Optionen',
    easy: ['Kiki', 'Lotte', 'Pauli', 'Mia'],
    strong: ['Ada', 'Albert', 'Clara', 'Konrad'],
    joker: /^Joker:/,
    yahtzee: /^Yahtzee:/,
    seed: /^Spielnummer/,
    aside: /zur Seite gelegt/,
    kniffel: /^Kniffel(?! Extreme| Dice Duel)/,
    extreme: /^Kniffel Extreme/,
  },
};

/** The app in `lang` on `viewport`, in the colour scheme `scheme`, on the new-game screen. */
async function newGame(t, viewport, lang, scheme = 'light') {
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  await app.page.emulateMedia({ colorScheme: scheme });
  await app.page.getByRole('button', { name: WORDS[lang].newGame }).click();
  await app.page.locator('.newgame').waitFor();
  return app;
}

const names = (page, w) => page.getByRole('textbox', { name: w.name });
const who = (page, w, i) => page.getByRole('combobox', { name: w.who(i + 1) });

async function namesAreEmptyAndComputersHaveNames(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await newGame(t, viewport, lang);
  const page = app.page;
  const kniffel = page.locator('.game-choice').getByRole('radio', { name: w.kniffel });
  if (!(await kniffel.isChecked())) await kniffel.check();
  // An empty field: nothing to delete before typing; the placeholder says what it will be.
  assert.equal(await names(page, w).first().inputValue(), '', 'the name field is empty');
  assert.equal(await names(page, w).first().getAttribute('placeholder'), w.player(1));
  for (let i = 1; i < 4; i++) await page.getByRole('button', { name: w.add }).click();
  assert.equal(await names(page, w).nth(1).getAttribute('placeholder'), w.player(2));
  // Two easy computers and a strong one: each its own name, shown as the placeholder.
  await who(page, w, 1).selectOption('easy');
  await who(page, w, 2).selectOption('easy');
  await who(page, w, 3).selectOption('strong');
  const placeholders = [];
  for (let i = 0; i < 4; i++) placeholders.push(await names(page, w).nth(i).getAttribute('placeholder'));
  assert.deepEqual(placeholders, [w.player(1), w.easy[0], w.easy[1], w.strong[0]]);
  // A computer's name can be changed by typing one; the next computer moves on.
  await names(page, w).nth(1).fill('Robo');
  assert.equal(await names(page, w).nth(2).getAttribute('placeholder'), w.easy[0]);
  await app.screenshot('names-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.screenshot('names-dark');
  await page.locator('.who-starts input[type=radio]').nth(1).check();
  await page.getByRole('button', { name: w.start }).click();
  await page.locator('.sheet').first().waitFor();
  const game = await savedGame(page);
  assert.deepEqual(
    game.setup.players.map((p) => [p.name, p.bot ?? null]),
    [[w.player(1), null], ['Robo', 'easy'], [w.easy[0], 'easy'], [w.strong[0], 'strong']],
    'the saved game has the names the fields showed',
  );
  // The next new game starts from these seats; the names the app gave are placeholders again.
  await home(page);
  await page.getByRole('button', { name: w.newGame }).click();
  assert.equal(await names(page, w).first().inputValue(), '', 'a given name comes back as a placeholder');
  assert.equal(await names(page, w).nth(1).inputValue(), 'Robo', 'a typed name stays');
  assert.equal(await names(page, w).nth(2).inputValue(), '');
}

export async function namesAreEmptyAndComputersHaveNamesOnAPhone(t) {
  await namesAreEmptyAndComputersHaveNames(t, 'phone', 'en');
}

export async function namesAreEmptyAndComputersHaveNamesOnATabletInGerman(t) {
  await namesAreEmptyAndComputersHaveNames(t, 'tablet', 'de');
}

async function rowsAreCompact(t, viewport, lang, scheme) {
  const w = WORDS[lang];
  const app = await newGame(t, viewport, lang, scheme);
  const page = app.page;
  for (let i = 1; i < 6; i++) await page.getByRole('button', { name: w.add }).click();
  await who(page, w, 1).selectOption('normal');
  const rows = page.locator('.player-row');
  assert.equal(await rows.count(), 6);
  const viewportHeight = page.viewportSize().height;
  for (let i = 0; i < 6; i++) {
    const row = rows.nth(i);
    const box = await row.boundingBox();
    assert.ok(box.height <= 64, `row ${i + 1} is ${box.height} px tall`);
    assert.ok(box.height <= viewportHeight / 12, `row ${i + 1} takes at most a twelfth of the screen`);
    // Name, who plays and remove on one line.
    const centres = [];
    for (const part of ['.player-name', 'select.player-who', '.remove']) {
      const b = await row.locator(part).boundingBox();
      centres.push(b.y + b.height / 2);
      assert.ok(b.width >= 40 && b.height >= 40, `${part} of row ${i + 1} can be tapped`);
    }
    assert.ok(Math.max(...centres) - Math.min(...centres) < 4, `row ${i + 1} on one line: ${centres}`);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= page.viewportSize().width, 'nothing scrolls sideways');
  await page.locator('.player-list').scrollIntoViewIfNeeded();
  await app.screenshot(`rows-${scheme}`);
}

export async function rowsAreCompactOnAPhoneLight(t) {
  await rowsAreCompact(t, 'phone', 'de', 'light');
}

export async function rowsAreCompactOnAPhoneDark(t) {
  await rowsAreCompact(t, 'phone', 'en', 'dark');
}

export async function rowsAreCompactOnATablet(t) {
  await rowsAreCompact(t, 'tablet', 'en', 'light');
}

async function houseRulesUnderMoreOptions(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await newGame(t, viewport, lang);
  const page = app.page;
  const details = page.locator('details.more-options');
  assert.equal(await details.evaluate((d) => d.open), false, 'closed by default');
  for (const control of [
    page.getByRole('checkbox', { name: w.joker }),
    page.getByRole('radio', { name: w.yahtzee }),
    page.getByRole('textbox', { name: w.seed }),
  ]) {
    assert.equal(await control.isVisible(), false, 'house rules and the game number are folded away');
  }
  await page.getByText(w.more).click();
  assert.ok(await page.getByRole('checkbox', { name: w.joker }).isVisible());
  assert.ok(await page.getByRole('textbox', { name: w.seed }).isVisible());
  await app.screenshot('more-options-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.screenshot('more-options-dark');
  // A house rule that is not the default: the next new game shows it open.
  await page.getByRole('radio', { name: w.yahtzee }).check();
  await names(page, w).first().fill('Ada');
  await page.getByRole('button', { name: w.start }).click();
  await page.locator('.sheet').first().waitFor();
  assert.equal((await savedGame(page)).setup.options.rule_set, 'yahtzee');
  await home(page);
  await page.getByRole('button', { name: w.newGame }).click();
  assert.equal(await details.evaluate((d) => d.open), true, 'open: a rule is not the default');
  assert.ok(await page.getByRole('radio', { name: w.yahtzee }).isChecked());
}

export async function houseRulesUnderMoreOptionsOnAPhone(t) {
  await houseRulesUnderMoreOptions(t, 'phone', 'en');
}

export async function houseRulesUnderMoreOptionsOnATabletInGerman(t) {
  await houseRulesUnderMoreOptions(t, 'tablet', 'de');
}

async function fewerSeatsKeepPlayersAside(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await newGame(t, viewport, lang);
  const page = app.page;
  const family = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];
  const kniffel = page.locator('.game-choice').getByRole('radio', { name: w.kniffel });
  if (!(await kniffel.isChecked())) await kniffel.check();
  for (let i = 1; i < 6; i++) await page.getByRole('button', { name: w.add }).click();
  for (let i = 0; i < 6; i++) await names(page, w).nth(i).fill(family[i]);
  await who(page, w, 5).selectOption('easy');
  // Kniffel Extreme has four seats: Eva and Finn are kept aside, and it says so.
  await page.locator('.game-choice').getByRole('radio', { name: w.extreme }).check();
  assert.equal(await names(page, w).count(), 4);
  const status = page.locator('.kept-aside[role=status]');
  assert.match(await status.innerText(), w.aside);
  assert.match(await status.innerText(), /Eva, Finn/);
  await app.screenshot('kept-aside');
  // Back to Kniffel: both come back as they were.
  await kniffel.check();
  assert.equal(await names(page, w).count(), 6);
  for (let i = 0; i < 6; i++) assert.equal(await names(page, w).nth(i).inputValue(), family[i]);
  assert.equal(await who(page, w, 5).inputValue(), 'easy', 'Finn is still the computer');
  assert.equal(await status.innerText(), '', 'nobody is aside any more');
}

export async function fewerSeatsKeepPlayersAsideOnAPhone(t) {
  await fewerSeatsKeepPlayersAside(t, 'phone', 'en');
}

export async function fewerSeatsKeepPlayersAsideOnATabletInGerman(t) {
  await fewerSeatsKeepPlayersAside(t, 'tablet', 'de');
}

/** Console messages of the page and its workers (Playwright reports both on the page). */
function consoleOf(page) {
  const seen = [];
  page.on('console', (m) => seen.push(`${m.type()}: ${m.text()}`));
  return seen;
}

async function noDeprecatedInitWarning(t, viewport) {
  const app = await t.open({ viewport, path: '?lang=en', storage: { 'pasch.game': fixtureSave('v1/classic-solo-mid-turn.json') } });
  const page = app.page;
  const seen = consoleOf(page);
  await app.reload();
  // The hint asks the brain, a worker with its own wasm (its options are its answer).
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: 90000 });
  const warned = seen.filter((m) => /deprecated parameters/.test(m));
  assert.deepEqual(warned, [], 'no wasm-bindgen warning about deprecated parameters');
}

export async function noDeprecatedInitWarningOnAPhone(t) {
  await noDeprecatedInitWarning(t, 'phone');
}

export async function noDeprecatedInitWarningOnATablet(t) {
  await noDeprecatedInitWarning(t, 'tablet');
}

const STATS = {
  en: { button: 'Statistics', heading: 'Statistics', play: 'Play a game', reset: 'Reset statistics', empty: /^No finished games yet\./ },
  fr: { button: 'Statistiques', heading: 'Statistiques', play: 'Jouer une partie', reset: 'Réinitialiser les statistiques', empty: /^Aucune partie terminée pour l'instant\./ },
};

async function statisticsEmptyState(t, viewport, lang) {
  const w = STATS[lang];
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const page = app.page;
  await page.locator('#main').getByRole('button', { name: w.button }).click();
  await page.locator('.stats').waitFor();
  // One heading says "Statistics"; a sentence and Play instead of empty cards.
  assert.equal(await page.getByRole('heading', { name: w.heading, exact: true }).count(), 1, 'one heading "Statistics"');
  assert.match(await page.locator('.stats-empty p').innerText(), w.empty);
  assert.ok(await page.getByRole('button', { name: w.play }).isVisible(), 'Play is offered');
  assert.equal(await page.getByRole('button', { name: w.reset }).count(), 0, 'nothing to reset');
  assert.equal(await page.locator('.stats select:visible').count(), 0, 'no empty list of players');
  assert.equal(await page.locator('.stats-table:visible, .stats-filters:visible').count(), 0, 'no empty table, no filters');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`stats-empty-${scheme}`);
  }
  await page.getByRole('button', { name: w.play }).click();
  await page.locator('.newgame').waitFor();
}

export async function statisticsEmptyStateOnAPhone(t) {
  await statisticsEmptyState(t, 'phone', 'en');
}

export async function statisticsEmptyStateOnATabletInFrench(t) {
  await statisticsEmptyState(t, 'tablet', 'fr');
}

async function statisticsTableSaysItScrolls(t, viewport, lang, scheme) {
  const w = STATS[lang];
  const saves = FINISHED_SAVES.map(fixtureSave);
  const app = await t.open({ viewport, path: `?lang=${lang}`, storage: { 'pasch.history': historyOf(saves) } });
  const page = app.page;
  await page.emulateMedia({ colorScheme: scheme });
  await page.locator('#main').getByRole('button', { name: w.button }).click();
  const region = page.locator('.table-scroll');
  await region.waitFor();
  await page.waitForTimeout(300);
  const { scrolls } = await region.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth + 1 }));
  const hint = page.locator('.scroll-hint');
  assert.equal(await hint.isVisible(), scrolls, scrolls ? 'the table says it scrolls' : 'no hint when the table fits');
  if (viewport === 'phone') assert.ok(scrolls, 'on a phone the full table is wider than the screen');
  // Either way the names stay in view while the numbers scroll.
  assert.equal(await page.locator('.stats-table th[scope=row]').first().evaluate((el) => getComputedStyle(el).position), 'sticky');
  assert.equal(await page.getByRole('heading', { name: w.heading, exact: true }).count(), 1, 'one heading "Statistics"');
  assert.ok(await page.getByRole('button', { name: w.reset }).isVisible(), 'with games there is something to reset');
  await region.scrollIntoViewIfNeeded();
  await app.screenshot(`stats-table-${scheme}`);
}

export async function statisticsTableSaysItScrollsOnAPhone(t) {
  await statisticsTableSaysItScrolls(t, 'phone', 'en', 'light');
}

export async function statisticsTableSaysItScrollsOnAPhoneInFrenchDark(t) {
  await statisticsTableSaysItScrolls(t, 'phone', 'fr', 'dark');
}

export async function statisticsTableOnATablet(t) {
  await statisticsTableSaysItScrolls(t, 'tablet', 'en', 'light');
}

const CARD_LOG = { en: ['Cards played', 'Roll log'], de: ['Gespielte Karten', 'Wurfprotokoll'] };

async function cardGameLogNamesCards(t, viewport, lang) {
  const [cards, rolls] = CARD_LOG[lang];
  const open = async (save) => {
    const app = await t.open({ viewport, path: `?lang=${lang}`, storage: { 'pasch.game': fixtureSave(save) } });
    await app.page.getByRole('button', { name: /^(Weiterspielen|Continue)$/ }).click();
    return app;
  };
  const app = await open('v2/cards-3p-bot-mid.json');
  const summary = app.page.locator('details.roll-log summary');
  assert.equal((await summary.innerText()).trim(), cards, 'named for what it shows: cards, not rolls');
  await summary.click();
  await summary.scrollIntoViewIfNeeded();
  await app.screenshot('card-log');
  // Kniffel keeps its roll log.
  const kniffel = await open('v1/classic-solo-mid-turn.json');
  assert.equal((await kniffel.page.locator('details.roll-log summary').innerText()).trim(), rolls);
}

export async function cardGameLogNamesCardsOnAPhone(t) {
  await cardGameLogNamesCards(t, 'phone', 'en');
}

export async function cardGameLogNamesCardsOnATabletInGerman(t) {
  await cardGameLogNamesCards(t, 'tablet', 'de');
}

const KEPT = {
  en: { settings: 'Settings', title: 'Kept aside', words: 'Every saved game and result could be read: nothing needed keeping safe.' },
  de: { settings: 'Einstellungen', title: 'Aufbewahrt', words: 'Alle gespeicherten Spiele und Ergebnisse ließen sich lesen: nichts musste sicher aufbewahrt werden.' },
};

async function nothingKeptAsideInPlainWords(t, viewport, lang) {
  const w = KEPT[lang];
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: w.settings }).click();
  await page.locator('.settings').waitFor();
  const words = page.getByText(w.words, { exact: true });
  await words.scrollIntoViewIfNeeded();
  assert.ok(await words.isVisible());
  assert.equal(await page.getByText(/Nothing unreadable kept aside|Nichts Unlesbares aufbewahrt/).count(), 0);
  await app.screenshot('nothing-kept-aside');
}

export async function nothingKeptAsideInPlainWordsOnAPhone(t) {
  await nothingKeptAsideInPlainWords(t, 'phone', 'en');
}

export async function nothingKeptAsideInPlainWordsOnATabletInGerman(t) {
  await nothingKeptAsideInPlainWords(t, 'tablet', 'de');
}

/** French says "vous" (the rules page does): what the new-game screen and a game show. */
async function frenchSaysVous(t, viewport) {
  const app = await t.open({ viewport, path: '?lang=fr' });
  const page = app.page;
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();
  await page.getByText('Vrais dés (bloc de score) : vous lancez vos propres dés et saisissez les faces').waitFor();
  await page.getByRole('button', { name: 'Commencer la partie' }).click();
  await page.getByText('Lancez les dés !').waitFor();
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text, /\b(tu|ton|ta|tes|toi)\b/i, 'no "tu" on the game screen');
  await app.screenshot('french-vous');
}

export async function frenchSaysVousOnAPhone(t) {
  await frenchSaysVous(t, 'phone');
}

export async function frenchSaysVousOnATablet(t) {
  await frenchSaysVous(t, 'tablet');
}
