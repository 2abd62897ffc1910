// Every language not compiled into the app (build/words.rs, BUILT_IN: found from the
// locale files, so a new locales/<code>.ftl is tested without a line here) loads its words
// from words/<code>.json of the build. For each: chosen by the address (?lang=), in Settings
// and by the browser's language, the main screens on a phone show no message of another
// language (the built-in ones, and phrases of three words or more of the other loaded
// ones; languages.lib.mjs), the words came from the file, and it works offline after a
// first visit. A missing or broken words file fails these tests; a file that does not
// come falls back to English, with the app usable.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  builtIn,
  checker,
  foreignWords,
  localeCodes,
  menuButton,
  messageKeys,
  newGameButton,
  pieces,
  walkDiceDuel,
  walkEndScreensAndStatistics,
  walkKartenKniffel,
  walkKniffelAndExtreme,
  walkNewGameAndSettings,
  walkRules,
} from './languages.lib.mjs';
import { ROOT } from './lib.mjs';

/** The codes of the loaded languages. */
const LOADED = localeCodes().filter((code) => !builtIn().includes(code));

/**
 * What the language says itself: its messages' pieces and its rules page's section titles
 * (the games' names, which every language keeps).
 */
function ownPieces(code) {
  const rules = fs.readFileSync(path.join(ROOT, 'locales', 'rules', `${code}.md`), 'utf8');
  const titles = [...rules.matchAll(/^## (.*?) \{#[\w-]+\}$/gm)].map((m) => m[1]);
  // "Computer": a player's name in a fixture save (the French test allows it too).
  return new Set([...pieces(`${code}.ftl`), ...titles, 'Computer']);
}

/** What may not appear on a screen in `code`: see the head of this file. */
function foreignFor(code) {
  const own = ownPieces(code);
  const foreign = foreignWords(builtIn().map((c) => `${c}.ftl`), [...own], true);
  // Related languages share phrases (Danish and Norwegian "er lagt til side"): a phrase
  // the language itself writes anywhere, in its messages or its rules page, is its own.
  const ownText = ['', 'rules'].map((dir) =>
    fs.readFileSync(path.join(ROOT, 'locales', dir, dir ? `${code}.md` : `${code}.ftl`), 'utf8'),
  ).join('\n').replace(/\s+/g, ' ');
  const longer = LOADED.filter((c) => c !== code)
    .flatMap((c) => pieces(`${c}.ftl`))
    .filter((p) => p.split(/\s+/).length >= 3 && !own.has(p) && !ownText.includes(p));
  foreign.phrases.push(...new Set(longer));
  return foreign;
}

/** The words file of `code` in the build, read and checked as the app reads it. */
function wordsFile(t, code) {
  const file = path.join(t.dist, 'words', `${code}.json`);
  assert.ok(fs.existsSync(file), `the build has no words/${code}.json`);
  const words = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(words.lang, code);
  assert.equal(words.messages.length, messageKeys().length, `words/${code}.json: one message per key of en.ftl`);
  return words;
}

/** A message of `code` that has no placeholders, as its words file holds it. */
function plain(t, code, key) {
  const text = wordsFile(t, code).messages[messageKeys().indexOf(key)];
  assert.equal(typeof text, 'string', `${key} has no placeholders`);
  return text;
}

/** A one-line message of `locales/<code>.ftl`. */
function ftlText(code, key) {
  const text = fs.readFileSync(path.join(ROOT, 'locales', `${code}.ftl`), 'utf8');
  return text.match(new RegExp(`^${key} = (.*)$`, 'm'))[1].trim();
}

/** The language's name in itself (the language switch's button). */
const nativeName = (code) => ftlText(code, 'native-name');

async function open(t, code, opts = {}) {
  const app = await t.open({ path: `?lang=${code}`, ...opts });
  await app.ready();
  return app;
}

/** `walk(page, checker)` from the start screen of a phone, in every loaded language. */
async function inEveryLanguage(t, walk) {
  for (const code of LOADED) {
    const { page } = await open(t, code);
    const c = checker(page, code, foreignFor(code));
    await walk(page, c);
    c.done();
  }
}

export async function everyLanguageHasItsWordsAndRules(t) {
  for (const code of LOADED) {
    const words = wordsFile(t, code);
    assert.match(words.version, /^[0-9a-f]{16}$/);
    assert.ok(fs.existsSync(path.join(t.dist, 'rules', `${code}.md`)), `the build has no rules/${code}.md`);
  }
  for (const code of builtIn()) {
    assert.ok(!fs.existsSync(path.join(t.dist, 'words', `${code}.json`)), `${code} is built in: no words file`);
  }
  assert.ok(!fs.existsSync(path.join(t.dist, 'rules', 'README.md')), 'the rules README is not shipped');
  const precache = fs.readFileSync(path.join(t.dist, 'precache.js'), 'utf8');
  for (const code of LOADED) assert.ok(precache.includes(`"words/${code}.json"`), `words/${code}.json is not precached`);
}

/** The app fetched the file, and a message that only the app writes is the file's. */
export async function theWordsComeFromTheLoadedFile(t) {
  for (const code of LOADED) {
    t.server.requests.length = 0;
    const { page } = await open(t, code);
    assert.ok(t.server.requests.includes(`/words/${code}.json`), `words/${code}.json was not fetched: ${t.server.requests}`);
    await menuButton(page, 1, 1).click();
    await page.locator('.settings').waitFor();
    assert.equal(await page.locator('.settings legend').first().innerText(), plain(t, code, 'language'));
    assert.ok(await page.getByRole('button', { name: nativeName(code), exact: true }).count(), `the switch offers ${nativeName(code)}`);
  }
}

export async function startNewGameAndSettingsSpeakEachLanguage(t) {
  await inEveryLanguage(t, walkNewGameAndSettings);
}

export async function rulesPageSpeaksEachLanguage(t) {
  await inEveryLanguage(t, walkRules);
}

export async function kniffelAndExtremeSpeakEachLanguage(t) {
  await inEveryLanguage(t, walkKniffelAndExtreme);
}

export async function diceDuelAndKartenKniffelSpeakEachLanguage(t) {
  await inEveryLanguage(t, async (page, c) => {
    await walkDiceDuel(page, c);
    await page.locator('.topbar .brand').click();
    await walkKartenKniffel(page, c);
  });
}

export async function endScreensAndStatisticsSpeakEachLanguage(t) {
  for (const code of LOADED) {
    await walkEndScreensAndStatistics(
      (opts) => open(t, code, opts),
      (page) => checker(page, code, foreignFor(code)),
    );
  }
}

/** Chosen in Settings from English: the app switches, and opens in it again after a reload. */
export async function chosenInSettings(t) {
  for (const code of LOADED) {
    const app = await t.open({ locale: 'en-US' });
    await app.ready();
    const { page } = app;
    const c = checker(page, code, foreignFor(code));
    await menuButton(page, 1, 1).click();
    await page.getByRole('button', { name: nativeName(code), exact: true }).click();
    await page.waitForFunction((code) => document.documentElement.lang === code, code);
    await c.check('settings, switched');
    await page.locator('.topbar .brand').click();
    await newGameButton(page).waitFor();
    await c.check('start, switched');
    await app.reload();
    await c.check('start, reloaded');
    c.done();
  }
}

/** The browser's language, with a region or as a related code. */
export async function chosenByTheBrowsersLanguage(t) {
  const related = { nb: 'no', sv: 'sv-FI', es: 'es-419' };
  for (const code of LOADED) {
    for (const locale of [code, related[code]].filter(Boolean)) {
      const app = await t.open({ locale });
      await app.ready();
      const c = checker(app.page, code, foreignFor(code));
      await c.check(`start (${locale})`);
      await menuButton(app.page, 1, 1).click();
      await app.page.locator('.settings').waitFor();
      await c.check(`settings (${locale})`);
      c.done();
    }
  }
}

/** After a first visit the service worker has the words: a reload offline speaks the language. */
export async function offlineAfterAFirstVisit(t) {
  for (const code of LOADED) {
    const app = await open(t, code);
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await app.setOffline(true);
    await app.reload();
    const c = checker(app.page, code, foreignFor(code));
    await c.check('start, offline');
    await walkRules(app.page, c);
    await app.page.locator('.topbar .brand').click();
    await newGameButton(app.page).click();
    await app.page.locator('.newgame').waitFor();
    await c.check('new game, offline');
    c.done();
    await app.setOffline(false);
  }
}

/** Words that do not come (here: a broken file) leave the app in English, fully usable. */
export async function aBrokenWordsFileFallsBackToEnglish(t) {
  const code = LOADED[0];
  if (!code) return;
  t.server.override(`/words/${code}.json`, '{"lang":"' + code + '","version":"0","messages":[]}');
  const app = await open(t, code, { locale: 'en-US' });
  const { page } = app;
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await newGameButton(page).innerText(), ftlText('en', 'new-game'));
  const c = checker(page, 'en', foreignWords([]));
  await newGameButton(page).click();
  await page.locator('.newgame').waitFor();
  await c.check('new game in English');
  c.done();
}
