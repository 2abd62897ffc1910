// Issue 37, a family's first game on a phone: a short, warm end screen (part 3) and the
// daily challenge's own screen (part 6, with "Play today's challenge" of part 8).
//
// The end screen: the winner, everyone's total and Rematch, New game and Share are on the
// first screen of a phone (390x844, touch) and a tablet, for every game kind; "How well
// did I play?" says it in words first ("Ada played best; Bo had the better dice") with
// the numbers behind a disclosure; the seed is a detail behind "Play this game again".
// The daily challenge: its own screen (date, the player's own name, result, best,
// streak, Play), the game says it is the daily, and its end leads back there.
// Each on a phone and a tablet, in two languages, light and dark.
import assert from 'node:assert/strict';
import { FINISHED_SAVES, GAME_KEY, assertNoSideScroll, fixtureSave } from './classic_extreme.lib.mjs';

/** The solve of a review runs in a worker; on a busy 2-core machine it may take a while. */
const SOLVE_MS = 90000;

const WORDS = {
  en: {
    see: 'See the result',
    rematch: 'Rematch',
    newGame: 'New game',
    share: 'Share',
    again: 'Play this game again',
    numbers: 'Show the numbers',
    daily: 'Daily challenge',
    play: "Play today's challenge",
    name: 'Your name',
    open: 'Not played yet today.',
    back: 'Back to the daily challenge',
    gameOver: 'Game over',
    round: 'Round 1 of 13',
    turn: (name) => `${name}'s turn`,
    today: /^Today: (\d+) points? · your Kniffel average: \d+$/,
    best: (points) => new RegExp(`^Your best daily: ${points} points$`),
    streak: /^Streak: 1 day$/,
    noStreak: 'No streak yet: play today to start one.',
    summary: /^(Ada|Bo) played best(; (Ada|Bo) had the better (dice|cards)| and had the better (dice|cards))\.$/,
  },
  de: {
    see: 'Ergebnis ansehen',
    rematch: 'Revanche',
    newGame: 'Neues Spiel',
    share: 'Teilen',
    again: 'Dieses Spiel nochmal',
    numbers: 'Die Zahlen zeigen',
    summary: /^(Ada|Bo) hat am besten gespielt(; (Ada|Bo) hatte die besseren (Würfel|Karten)| und hatte die besseren (Würfel|Karten))\.$/,
  },
  fr: {
    daily: 'Défi du jour',
    play: 'Jouer le défi du jour',
    name: 'Votre nom',
    open: "Pas encore joué aujourd'hui.",
    back: 'Retour au défi du jour',
    gameOver: 'Partie terminée',
    round: 'Manche 1 sur 13',
    // French puts a no-break space before the colon.
    today: /^Aujourd'hui\s:\s(\d+)\spoints?\s·\s/,
    best: (points) => new RegExp(`^Votre meilleur défi\\s:\\s${points}\\spoints$`),
    streak: /^Série\s:\s1\sjour$/,
    noStreak: "Pas encore de série : jouez aujourd'hui pour en commencer une.",
    turn: (name) => `Au tour de ${name}`,
  },
};

/** Whether `locator` lies wholly inside the viewport as the page stands (no scrolling). */
async function onFirstScreen(page, locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  const { height, width, scrolled } = await page.evaluate(() => ({
    height: window.innerHeight,
    width: window.innerWidth,
    scrolled: window.scrollY,
  }));
  assert.equal(scrolled, 0, 'the end screen starts at its top');
  assert.ok(box.y >= 0 && box.y + box.height <= height, `${what} on the first screen: y ${Math.round(box.y)}–${Math.round(box.y + box.height)} of ${height}`);
  assert.ok(box.x >= 0 && box.x + box.width <= width, `${what} inside the width`);
}

/** Opens the end screen of a finished save in `lang` on `viewport`. */
async function endOf(t, fixture, viewport, lang) {
  const app = await t.open({ viewport, path: `?lang=${lang}`, storage: { [GAME_KEY]: fixtureSave(fixture) } });
  await app.page.getByRole('button', { name: WORDS[lang].see }).click();
  await app.page.locator('#ranking-title').waitFor();
  return app;
}

/** The end screen of every game kind: winner, totals and the three buttons at once. */
async function endScreenFits(t, viewport, lang) {
  const w = WORDS[lang];
  for (const fixture of FINISHED_SAVES) {
    const app = await endOf(t, fixture, viewport, lang);
    const page = app.page;
    const ranking = page.locator('.ranking');
    const slug = fixture.replace(/^v2\/|-.*$/g, '');
    const seed = ranking.locator('.game-number-value');
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      await onFirstScreen(page, page.locator('#ranking-title'), `${slug}: the winner`);
      const standings = ranking.locator('.standing');
      const players = JSON.parse(fixtureSave(fixture)).setup.players.length;
      assert.equal(await standings.count(), players, `${slug}: everyone is ranked`);
      for (let i = 0; i < players; i++) {
        await onFirstScreen(page, standings.nth(i).locator('.st-total'), `${slug}: total ${i + 1}`);
      }
      for (const name of [w.rematch, w.newGame, w.share]) {
        await onFirstScreen(page, ranking.getByRole('button', { name, exact: true }), `${slug}: ${name}`);
      }
      // The seed is a detail behind "Play this game again", never a headline.
      assert.equal(await seed.isVisible(), false, `${slug}: the seed waits behind a tap`);
      await assertNoSideScroll(page, `${slug} end, ${scheme}`);
      await app.screenshot(`${slug}-${lang}-${scheme}`);
    }
    await ranking.locator('details.game-number > summary').filter({ hasText: w.again }).click();
    await seed.waitFor();
    assert.equal(await seed.innerText(), String(JSON.parse(fixtureSave(fixture)).setup.seed), `${slug}: the seed, once asked for`);
    await app.screenshot(`${slug}-${lang}-seed`, { fullPage: true });
    await app.context.close();
  }
}

export async function anEndScreenFitsTheFirstScreenOfAPhone(t) {
  await endScreenFits(t, 'phone', 'en');
}

export async function anEndScreenFitsTheFirstScreenOfATablet(t) {
  await endScreenFits(t, 'tablet', 'de');
}

/** "How well did I play?" in words first, the numbers behind a disclosure. */
async function reviewInWords(t, viewport, lang, fixture) {
  const w = WORDS[lang];
  const app = await endOf(t, fixture, viewport, lang);
  const page = app.page;
  const words = page.locator('.review-words');
  await words.waitFor({ timeout: SOLVE_MS });
  assert.match((await words.innerText()).trim(), w.summary);
  const split = page.locator('.review-split').first();
  assert.equal(await split.isVisible(), false, 'the numbers wait behind a tap');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await words.scrollIntoViewIfNeeded();
    await app.screenshot(`review-${lang}-${scheme}`);
  }
  await page.locator('.review-numbers > summary').filter({ hasText: w.numbers }).click();
  await split.waitFor();
  assert.equal(await page.locator('.review-player').count(), 2, 'both people, in numbers');
  await app.screenshot(`review-${lang}-numbers`, { fullPage: true });
}

export async function theReviewSaysInWordsWhoPlayedBestOnAPhone(t) {
  await reviewInWords(t, 'phone', 'en', 'v2/classic-yahtzee-nojoker-2p-finished.json');
}

export async function theReviewSaysInWordsWhoPlayedBestOnATablet(t) {
  await reviewInWords(t, 'tablet', 'de', 'v2/cards-2p-announce-finished.json');
}

/** Today's date as the page's language writes it (what the daily screen should say). */
function longDate(page, lang) {
  return page.evaluate(
    (code) => new Date().toLocaleDateString(code, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    lang,
  );
}

/** Plays the classic game on screen to its end: roll once, fill the first open box. */
async function playToTheEnd(page) {
  const boxes = page.locator('.sheet .box-btn');
  for (let turn = 1; turn <= 13; turn++) {
    await page.locator('.roll-btn').click();
    await boxes.first().waitFor();
    await boxes.first().click();
    if (turn < 13) await page.locator('.roll-btn:not([disabled])').waitFor();
  }
  await page.locator('#ranking-title').waitFor();
}

/** The daily challenge from the start screen to its end and back, in `lang`. */
async function dailyOfItsOwn(t, viewport, lang) {
  const w = WORDS[lang];
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  await app.ready();
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: w.daily, exact: true }).click();
  // Its own screen: heading, today's date, a name to ask for, nothing played yet.
  await page.getByRole('heading', { level: 1, name: w.daily, exact: true }).waitFor();
  await page.locator('.daily-date').getByText(await longDate(page, lang), { exact: true }).waitFor();
  assert.equal(await page.locator('.page.stats').count(), 0, 'not the Statistics page');
  const name = page.getByRole('combobox', { name: w.name, exact: true });
  assert.equal(await name.inputValue(), '', 'a fresh device knows no name: it asks');
  await page.locator('.daily-result').getByText(w.open, { exact: true }).waitFor();
  // No "0 days in a row" before the first daily: an invitation instead.
  const streak = (await page.locator('.daily-streak').innerText()).replace(/\s/g, ' ');
  assert.equal(streak, w.noStreak, 'the streak before the first daily');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await assertNoSideScroll(page, `daily, ${scheme}`);
    await app.screenshot(`daily-${lang}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await name.fill('Anna');
  await page.getByRole('button', { name: w.play, exact: true }).click();
  // The game says it is the daily, and plays under the player's own name.
  await page.locator('.turn-status').getByText(`${w.daily} · ${w.round}`).waitFor();
  if (w.turn) await page.locator('.turn-status').getByText(w.turn('Anna')).waitFor();
  await app.screenshot(`daily-${lang}-playing`);
  await playToTheEnd(page);
  await page.locator('.ranking .eyebrow').getByText(`${w.daily} · ${w.gameOver}`).waitFor();
  await app.screenshot(`daily-${lang}-end`);
  await page.getByRole('button', { name: w.back, exact: true }).click();
  // Back at the daily's screen, with the result of the day.
  await page.getByRole('heading', { level: 1, name: w.daily, exact: true }).waitFor();
  const result = page.locator('.daily-result');
  await result.getByText(w.today).waitFor();
  const points = Number((await result.innerText()).match(w.today)[1]);
  assert.equal(await result.getAttribute('data-daily-result'), String(points));
  await page.locator('.daily-best').getByText(w.best(points)).waitFor();
  await page.locator('.daily-streak').getByText(w.streak).waitFor();
  assert.equal(await name.inputValue(), 'Anna', 'the name stays');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`daily-${lang}-done-${scheme}`);
  }
}

export async function theDailyChallengeHasItsOwnScreenOnAPhone(t) {
  await dailyOfItsOwn(t, 'phone', 'en');
}

export async function theDailyChallengeHasItsOwnScreenOnATablet(t) {
  await dailyOfItsOwn(t, 'tablet', 'fr');
}
