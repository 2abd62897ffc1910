// A family's first game on a phone (issue 37, parts 1, 5 and the roll words of 8): the
// sheet stays reachable with the Hint and the Win chance open (they are a sheet at the
// bottom that closes), the table never covers the sheet's row of names nor leaves a band
// above it, the Hint speaks plain words and shows its advice on the dice and the sheet
// (a tap applies it), and the Roll button tells the truth after the last roll. On a
// phone (390x844, touch) and a tablet, in English and German or French, light and dark.
import assert from 'node:assert/strict';
import {
  dice,
  firstRoll,
  fixtureSave,
  savedGame,
  setUpGame,
  startGame,
} from './classic_extreme.lib.mjs';

/** The brain may solve its table first; on a busy 2-core machine that takes a while. */
const SOLVE_MS = 90000;

const WORDS = {
  en: {
    hint: /^Hint$/,
    chance: /^Win chance$/,
    closeHint: 'Close hint',
    noRolls: 'No rolls left',
    roll: (n, of) => `Roll ${n} of ${of}`,
    dieNote: 'The hint says: keep this die',
    boxNote: 'The hint says: take this box',
    plain: /^(Keep the (two |three |four )?\d(s)? and roll (the others )?again|Keep (\d )+\d and roll again|Roll all the dice again|Keep them all and choose a box|Take .+|Cross out .+ \(0 points\)|Keep .*ten-sided die.*)$/,
    total: /^≈ \d+\.\d points$/,
    details: 'Details: expected points',
  },
  de: {
    hint: /^Tipp$/,
    chance: /^Gewinnchance$/,
    closeHint: 'Tipp schließen',
    noRolls: 'Keine Würfe mehr',
    roll: (n, of) => `Wurf ${n} von ${of}`,
    dieNote: 'Der Tipp sagt: diesen Würfel behalten',
    boxNote: 'Der Tipp sagt: dieses Kästchen nehmen',
    plain: /^(Behalte die (zwei |drei |vier )?\d(er)? und würfle (die anderen neu|noch mal)|Behalte (\d )+\d und würfle noch mal|Würfle alle Würfel neu|Behalte alle und wähle ein Kästchen|Trage .+ ein|Streiche .+ \(0 Punkte\)|Behalte .*Zehnerwürfel.*)$/,
    total: /^≈ \d+,\d Punkte$/,
    details: 'Details: erwartete Punkte',
  },
};

const CONTINUE = { de: 'Weiterspielen', fr: 'Continuer' };

/**
 * A new game of `kind` for Ada and Ben (people), started, first roll thrown, in `lang`
 * (set up in English, as the shared helpers speak it, then continued in `lang`).
 */
async function twoPlayerGame(app, kind, lang = 'en', opts = {}) {
  const page = app.page;
  await setUpGame(page, kind, [{ name: 'Ada' }, { name: 'Ben' }], opts);
  await startGame(page);
  if (lang !== 'en') {
    await page.getByRole('button', { name: /^Roll 1 of/ }).waitFor();
    await app.goto(`?lang=${lang}`);
    await page.getByRole('button', { name: CONTINUE[lang] }).click();
  }
  if (!opts.realDice) {
    const w = WORDS[lang];
    await page.getByRole('button', { name: w.roll(1, 3) }).click();
    await page.getByRole('button', { name: w.roll(2, 3) }).waitFor();
  }
}

/** Opens the Hint (and the Win chance when `chance`) and waits for their answers. */
async function openPanels(page, w, { chance = true } = {}) {
  await page.getByRole('button', { name: w.hint }).click();
  await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: SOLVE_MS });
  if (chance) {
    await page.getByRole('button', { name: w.chance }).click();
    await page.locator('#winchance-panel .winchance-row').first().waitFor({ timeout: SOLVE_MS });
  }
}

/** Rectangles of the table, the sheet's header row and the top bar. */
function layout(page) {
  return page.evaluate(() => {
    const r = (s) => {
      const e = document.querySelector(s);
      if (!e) return null;
      const b = e.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, height: b.height };
    };
    return {
      tray: r('.table-area'),
      head: r('.sheet thead') || r('.sheet-area'),
      topbar: r('.topbar'),
      viewport: innerHeight,
    };
  });
}

/**
 * Every open box of the sheet can be scrolled to and tapped: with the box scrolled into
 * view, the element at its centre is the box (or inside it). Returns how many.
 */
async function everyBoxReachable(page, what) {
  const boxes = page.locator('.sheet .box-btn');
  const n = await boxes.count();
  assert.ok(n > 0, `${what}: some box is open`);
  for (let i = 0; i < n; i++) {
    const box = boxes.nth(i);
    await box.scrollIntoViewIfNeeded();
    const hit = await box.evaluate((el) => {
      // The page scrolls until the box sits between the table and the panels, as a
      // finger would scroll it: try the box at each height of the screen.
      const tryAt = () => {
        const b = el.getBoundingClientRect();
        const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return at === el || el.contains(at);
      };
      for (let y = 0; y < innerHeight; y += 20) {
        const b = el.getBoundingClientRect();
        scrollBy(0, b.top - y);
        if (tryAt()) return true;
      }
      return false;
    });
    assert.ok(hit, `${what}: box ${await box.getAttribute('aria-label')} can be scrolled to and tapped`);
  }
  await page.evaluate(() => scrollTo(0, 0));
  return n;
}

/**
 * A table that stays on screen (sticks under the top bar) takes at most about half the
 * screen; one that scrolls away with the page may be taller.
 */
async function trayFits(page, what) {
  const l = await layout(page);
  const sticks = await page.locator('.table-area').evaluate((e) => getComputedStyle(e).position === 'sticky');
  if (sticks) assert.ok(l.tray.height <= l.viewport * 0.55, `${what}: the table is ${l.tray.height} px tall of ${l.viewport}`);
  return l;
}

async function sheetReachableWithPanelsOpen(t, viewport, lang, kind) {
  const w = WORDS[lang];
  const app = await t.open({ viewport, path: '?lang=en' });
  const page = app.page;
  await twoPlayerGame(app, kind, lang);
  await openPanels(page, w);
  if (viewport === 'phone') await trayFits(page, `${kind}, ${lang}`);
  const l = await layout(page);
  assert.ok(l.head.top >= l.tray.bottom - 1 || l.head.top >= l.topbar.bottom, 'the table does not cover the names');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`${kind}-${lang}-panels-${scheme}`);
  }
  await everyBoxReachable(page, `${kind} ${viewport} ${lang}`);
  // The panels close: their ×, and Escape; the table is small again.
  await page.getByRole('button', { name: w.closeHint }).click();
  assert.ok(await page.locator('#hint-panel').isHidden(), 'the × closes the Hint');
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#winchance-panel').isHidden(), 'Escape closes the Win chance');
  assert.deepEqual(app.errors, []);
}

export async function partOneSheetReachableOnAPhoneClassicEnglish(t) {
  await sheetReachableWithPanelsOpen(t, 'phone', 'en', 'classic');
}

export async function partOneSheetReachableOnAPhoneExtremeGerman(t) {
  await sheetReachableWithPanelsOpen(t, 'phone', 'de', 'extreme');
}

export async function partOneSheetReachableOnATabletGerman(t) {
  await sheetReachableWithPanelsOpen(t, 'tablet', 'de', 'classic');
}

/**
 * Where the table does not stick (real dice, the end), it sits right under the top bar
 * (no empty band) and never covers the sheet's row of names; Dice Duel's and
 * Karten-Kniffel's tables take at most about half a phone's screen.
 */
export async function partOneTableNeverCoversTheNames(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await twoPlayerGame(app, 'classic', 'en', { realDice: true });
  await page.getByRole('button', { name: 'Face 1', exact: true }).waitFor();
  for (const y of [0, 200, 400]) {
    await page.evaluate((y) => scrollTo(0, y), y);
    const l = await layout(page);
    if (y === 0) assert.ok(l.tray.top - l.topbar.bottom < 24, `no band above the table (${l.tray.top - l.topbar.bottom} px)`);
    assert.ok(l.head.top >= l.tray.bottom - 1, `scrolled ${y}: the table (to ${l.tray.bottom}) covers the names (at ${l.head.top})`);
  }
  await app.screenshot('score-pad');
  for (const kind of ['duel', 'cards']) {
    const other = await t.open({ viewport: 'phone', path: '?lang=en' });
    const page = other.page;
    await setUpGame(page, kind, [{ name: 'Ada' }, { name: 'Ben', bot: true }]);
    await startGame(page);
    if (kind === 'duel') await firstRoll(page);
    else await page.locator('.card-sheet').first().waitFor();
    await trayFits(page, kind);
    await other.screenshot(`${kind}-table`);
  }

  // The end of a game, in French.
  const end = await t.open({ viewport: 'phone', path: '?lang=fr', storage: { 'pasch.game': fixtureSave('v2/extreme-2p-finished.json') } });
  await end.page.getByRole('button', { name: 'Voir le résultat' }).click();
  await end.page.locator('.ranking').waitFor();
  const l = await layout(end.page);
  assert.ok(l.tray.top - l.topbar.bottom < 24, `end: no band above the table (${l.tray.top - l.topbar.bottom} px)`);
  assert.ok(l.head.top >= l.tray.bottom - 1, 'end: the table does not cover the names');
  for (const scheme of ['light', 'dark']) {
    await end.page.emulateMedia({ colorScheme: scheme });
    await end.screenshot(`end-${scheme}`);
  }
}

/** The dice the Hint marks to keep: indices. */
function advisedDice(page) {
  return page.locator('.dice-tray .die').evaluateAll((ds) =>
    ds.map((d, i) => (d.classList.contains('advised') ? i : -1)).filter((i) => i >= 0),
  );
}

async function hintOnTheTable(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await t.open({ viewport, path: '?lang=en' });
  const page = app.page;
  await twoPlayerGame(app, 'classic', lang);
  await openPanels(page, w, { chance: false });
  // Plain words first, the numbers behind "Details".
  const rows = page.locator('#hint-panel .hint-row');
  const texts = await rows.allInnerTexts();
  texts.forEach((x) => assert.match(x.trim(), w.plain));
  const details = page.locator('#hint-panel details');
  assert.equal(await details.locator('summary').innerText(), w.details);
  assert.ok(!(await details.evaluate((d) => d.open)), 'the numbers are closed by default');
  assert.ok(await page.locator('#hint-panel .hint-total').first().isHidden(), 'no expected total at first sight');
  await details.locator('summary').click();
  for (const total of await page.locator('#hint-panel .hint-total').allInnerTexts()) assert.match(total.trim(), w.total);
  await details.locator('summary').click();

  // The best option's dice are marked, visibly and for screen readers.
  const marked = await advisedDice(page);
  const described = await page.locator('.dice-tray .die.advised').evaluateAll((ds) =>
    ds.map((d) => document.getElementById(d.getAttribute('aria-describedby'))?.textContent),
  );
  described.forEach((d) => assert.equal(d, w.dieNote));
  const mark = await page.locator('.dice-tray .die.advised .advice-mark').evaluateAll((ms) =>
    ms.map((m) => getComputedStyle(m, '::after').content),
  );
  assert.equal(mark.length, marked.length);
  mark.forEach((m) => assert.equal(m, '"★"', 'a star on the die, not only a colour'));
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`hint-keep-${lang}-${scheme}`);
  }

  // A tap on the best line holds exactly those dice; the panel stays open, up to date.
  await rows.first().click();
  if (lang === 'en') {
    const held = (await dice(page)).map((d) => d.held);
    assert.deepEqual(held.map((h, i) => (h ? i : -1)).filter((i) => i >= 0), marked, 'the dice names stay "Die N: V"');
  }
  const pressed = await page.locator('.dice-tray .die').evaluateAll((ds) => ds.map((d) => d.getAttribute('aria-pressed') === 'true'));
  assert.deepEqual(pressed.map((h, i) => (h ? i : -1)).filter((i) => i >= 0), marked, 'exactly the advised dice held');
  assert.ok(await page.locator('#hint-panel').isVisible(), 'the Hint stays open while dice are held');
  assert.ok(await rows.first().evaluate((r) => r.classList.contains('done')), 'the line shows it is done');
  // Another line: its dice are marked and held instead.
  if ((await rows.count()) > 1) {
    await rows.nth(1).click();
    const now = await page.locator('.dice-tray .die').evaluateAll((ds) => ds.map((d) => d.getAttribute('aria-pressed') === 'true'));
    assert.deepEqual(now.map((h, i) => (h ? i : -1)).filter((i) => i >= 0), await advisedDice(page));
    assert.ok(await page.locator('#hint-panel').isVisible());
  }

  // No roll left: the advice is a box, marked on the sheet; a tap finds it, not fills it.
  const roll2 = page.getByRole('button', { name: w.roll(2, 3) });
  if (await roll2.isDisabled()) await page.locator('.dice-tray .die').first().click();
  await roll2.click();
  await page.getByRole('button', { name: w.roll(3, 3) }).click();
  await page.getByRole('button', { name: w.noRolls }).waitFor();
  assert.ok(await page.locator('#hint-panel').isHidden(), 'a roll closes the Hint');
  await openPanels(page, w, { chance: false });
  await rows.first().click();
  const box = page.locator('.sheet .box-btn.advised');
  assert.equal(await box.count(), 1, 'the advised box is marked');
  // The focus moves once the sheet shows the mark (the next frame).
  await page.waitForFunction(() => document.activeElement?.matches('.sheet .box-btn.advised'), null, { timeout: 5000 });
  const note = await box.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby'))?.textContent);
  assert.equal(note, w.boxNote);
  assert.equal(await box.evaluate((b) => getComputedStyle(b, '::before').content), '"★ "');
  const sheet = (await savedGame(page)).state.players[0].sheet;
  assert.equal(Object.keys(sheet).length, 0, 'taking the box stays the player’s tap');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`hint-box-${lang}-${scheme}`);
  }
  await box.click();
  assert.equal(Object.keys((await savedGame(page)).state.players[0].sheet).length, 1, 'the player takes it');
  assert.deepEqual(app.errors, []);
}

export async function partFiveHintOnTheTablePhoneEnglish(t) {
  await hintOnTheTable(t, 'phone', 'en');
}

export async function partFiveHintOnTheTableTabletGerman(t) {
  await hintOnTheTable(t, 'tablet', 'de');
}

/** After the last roll the Roll button says so; Extreme's chip and its words agree. */
async function rollWords(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await t.open({ viewport, path: '?lang=en' });
  const page = app.page;
  await twoPlayerGame(app, 'classic', lang);
  for (const n of [2, 3]) await page.getByRole('button', { name: w.roll(n, 3) }).click();
  const button = page.locator('.roll-btn');
  assert.equal((await button.innerText()).trim(), w.noRolls);
  assert.ok(await button.isDisabled());
  assert.equal(await page.getByRole('button', { name: w.roll(3, 3) }).count(), 0, 'no "Roll 3 of 3" after the third roll');
  await app.screenshot(`no-rolls-${lang}`);

  const next = await t.open({ viewport, path: '?lang=en' });
  await twoPlayerGame(next, 'extreme', lang);
  await checkChip(next, w, lang);
  assert.deepEqual(app.errors, []);
}

/** Kniffel Extreme after the third roll: the chip and the words under it agree. */
async function checkChip(app, w, lang) {
  const page = app.page;
  const button = page.locator('.roll-btn');
  for (const n of [2, 3]) await page.getByRole('button', { name: w.roll(n, 3) }).click();
  assert.equal((await button.innerText()).trim(), w.noRolls);
  const chip = page.locator('.chip-btn');
  await chip.waitFor();
  const line = (await page.locator('.turn-hint').innerText()).trim();
  const expect = lang === 'en'
    ? 'Fill a box – or use a chip for one more roll.'
    : 'Trage ein Kästchen ein – oder setze einen Chip für einen weiteren Wurf ein.';
  assert.equal(line, expect, 'the words under the chip agree with it');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`chip-${lang}-${scheme}`);
  }
  await chip.click();
  await page.locator('.roll-dot.used:nth-child(4)').waitFor();
  assert.equal((await button.innerText()).trim(), w.noRolls, 'after the chip’s roll too');
}

export async function partEightRollWordsPhoneEnglish(t) {
  await rollWords(t, 'phone', 'en');
}

export async function partEightRollWordsTabletGerman(t) {
  await rollWords(t, 'tablet', 'de');
}
