// Every score is an event, and who is who (issue 37, parts 2 and 4): after a box is
// filled a message at the foot of the screen names the player, the box and the points
// for a moment, the box lights up before a phone's sheet moves on, a Kniffel is
// celebrated over the table (not under reduced motion), the computers' moves are shown
// the same way with Skip ahead on screen, and every seat has a colour on its chip, its
// column head and its message, with eight chips readable on a phone. On a phone and a
// tablet, in English and German (or French), light and dark
// (tests/artifacts/family_events-*).
import assert from 'node:assert/strict';
import { assertNoSideScroll } from './classic_extreme.lib.mjs';

const CONTINUE = { en: 'Continue', de: 'Weiterspielen', fr: 'Continuer' };
const SKIP = { en: 'Skip ahead', de: 'Überspringen', fr: 'Aller plus vite' };

/** A classic Kniffel save: `players` ([name] or [name, bot]), the `log` played so far. */
function classicSave(players, log, dice = 'manual', kind = 'classic') {
  return JSON.stringify({
    format: 2,
    setup: {
      kind,
      rules_version: 1,
      players: players.map(([name, bot]) => ({ name, bot: bot ?? null })),
      options: { rule_set: 'kniffel', joker: true, announce_yourself: false },
      seed: 737,
      dice,
    },
    log,
  });
}

const FAMILY = [['Anna'], ['Ben'], ['Carla']];

/** Opens `save` on `viewport` in `lang` and `scheme`, and continues the game. */
async function openGame(t, { viewport, lang, scheme = 'light', save, reducedMotion = 'no-preference' }) {
  const app = await t.open({ viewport, path: `?lang=${lang}`, storage: { 'pasch.game': save } });
  await app.page.emulateMedia({ colorScheme: scheme, reducedMotion });
  const resume = app.page.getByRole('button', { name: CONTINUE[lang], exact: true });
  if (await resume.isVisible().catch(() => false)) await resume.click();
  await app.page.locator('.game-area').waitFor();
  return app;
}

/** Whether the element's box lies wholly inside the viewport (once it has slid in). */
async function onScreen(locator) {
  for (let i = 0; i < 10; i++) {
    const inside = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    });
    if (inside) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

/** The visible message of the score that just landed. */
const landed = (page) => page.locator('[data-landed]');

/**
 * Anna fills the box `box` (its data-box id, dice entered already): the message says
 * `words` in view, once for the screen reader, in Anna's colour; the box lights up, and a
 * phone's sheet still shows Anna's column before it moves on to Ben's.
 */
async function scoreLands(t, viewport, lang, scheme, { dice, box, words, said }) {
  const save = classicSave(FAMILY, [{ action: 'enter_dice', dice }]);
  const app = await openGame(t, { viewport, lang, scheme, save });
  const page = app.page;
  await page.locator(`tr[data-box="${box}"] .box-btn`).click();
  const message = landed(page);
  await message.waitFor();
  assert.equal((await message.innerText()).trim(), words);
  assert.ok(await onScreen(message), `the message is in view on the ${viewport}`);
  // Shown, and read once: the app's live region says it in its words, the message is
  // hidden from the screen reader.
  assert.equal(await message.getAttribute('aria-hidden'), 'true');
  assert.match(await page.locator('[data-announcer]').innerText(), said);
  assert.equal(await page.locator('[aria-live]', { hasText: words }).count(), 0, 'no second live region reads it');
  // In Anna's colour, the one of her column head.
  const seat = (l) => l.evaluate((el) => getComputedStyle(el).getPropertyValue('--seat').trim());
  const anna = await seat(page.locator('.sheet thead .player-head').first());
  assert.ok(anna, 'the column head has a seat colour');
  assert.equal(await seat(message), anna);
  // The box just filled lights up in Anna's column, which a phone still shows.
  const cell = page.locator(`tr[data-box="${box}"] td.just`);
  assert.equal(await cell.count(), 1, 'the filled box is highlighted');
  assert.ok(await cell.isVisible(), 'the filled box is in the shown column');
  await app.screenshot(`landed-${lang}-${scheme}`);
  // Then the sheet moves on to Ben, and the message goes.
  await page.locator('.sheet thead .player-head.viewed', { hasText: 'Ben' }).waitFor({ timeout: 4000 });
  await message.waitFor({ state: 'detached', timeout: 5000 });
  await assertNoSideScroll(page, `after the score, ${scheme}`);
}

export async function aScoreLandsVisiblyOnAPhone(t) {
  for (const scheme of ['light', 'dark']) {
    await scoreLands(t, 'phone', 'en', scheme, {
      dice: [2, 3, 4, 5, 6],
      box: 'large_straight',
      words: 'Anna: Large straight, 40',
      said: /Anna took Large straight for 40/,
    });
  }
}

export async function aScoreLandsVisiblyOnATabletInGerman(t) {
  for (const scheme of ['light', 'dark']) {
    await scoreLands(t, 'tablet', 'de', scheme, {
      dice: [6, 6, 6, 5, 5],
      box: 'full_house',
      words: 'Anna: Full House, 25',
      said: /Anna nimmt Full House für 25/,
    });
  }
}

/** A Kniffel: celebrated over the table, with the message; under reduced motion only the message. */
async function kniffel(t, viewport, lang, scheme, words) {
  const save = classicSave(FAMILY, [{ action: 'enter_dice', dice: [4, 4, 4, 4, 4] }]);
  const app = await openGame(t, { viewport, lang, scheme, save });
  const page = app.page;
  await page.locator('tr[data-box="kniffel"] .box-btn').click();
  const party = page.locator('[data-celebration]');
  await party.waitFor();
  assert.equal(await party.getAttribute('aria-hidden'), 'true');
  const word = party.locator('.celebration-word');
  assert.ok(await onScreen(word), 'the celebration is over the table');
  assert.notEqual(await word.evaluate((el) => getComputedStyle(el).animationName), 'none', 'it moves');
  assert.equal((await landed(page).innerText()).trim(), words);
  await page.waitForTimeout(450);
  await app.screenshot(`kniffel-${lang}-${scheme}`);
  // It never stands in the way: the next player plays on at once.
  assert.equal(await party.evaluate((el) => getComputedStyle(el).pointerEvents), 'none');
  await party.waitFor({ state: 'detached', timeout: 5000 });

  const calm = await openGame(t, { viewport, lang, scheme, save, reducedMotion: 'reduce' });
  await calm.page.locator('tr[data-box="kniffel"] .box-btn').click();
  await landed(calm.page).waitFor();
  assert.equal((await landed(calm.page).innerText()).trim(), words);
  assert.equal(await calm.page.locator('[data-celebration]').count(), 0, 'no celebration under reduced motion');
}

export async function aKniffelIsCelebratedOnAPhone(t) {
  for (const scheme of ['light', 'dark']) await kniffel(t, 'phone', 'en', scheme, 'Anna: Kniffel, 50');
}

export async function aKniffelIsCelebratedOnATabletInFrench(t) {
  for (const scheme of ['light', 'dark']) await kniffel(t, 'tablet', 'fr', scheme, 'Anna\u202f: Kniffel, 50');
}

/**
 * Anna has played; two computers follow: Skip ahead is in view during their turn, each
 * computer's score is shown like Anna's, and Skip ahead still brings Anna's turn at once.
 */
async function computersTurn(t, viewport, lang, scheme) {
  const save = classicSave(
    [['Anna'], ['Robo', 'greedy'], ['Zora', 'greedy']],
    [{ action: 'roll' }, { action: 'score', box: 'chance' }],
    'random',
  );
  const app = await openGame(t, { viewport, lang, scheme, save });
  const page = app.page;
  const skip = page.getByRole('button', { name: SKIP[lang] });
  await skip.waitFor();
  assert.ok(await onScreen(skip), `Skip ahead is on screen on the ${viewport} without scrolling`);
  // Robo's score lands and is shown, named and in his colour.
  const robo = landed(page).filter({ hasText: /^Robo\u202f?: .+, \d+$/ });
  await robo.waitFor({ timeout: 20000 });
  assert.ok(await onScreen(robo), "the computer's score is in view");
  const seats = await page
    .locator('.sheet thead .player-head')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).getPropertyValue('--seat').trim()));
  assert.equal(await robo.evaluate((el) => getComputedStyle(el).getPropertyValue('--seat').trim()), seats[1]);
  await app.screenshot(`computer-${lang}-${scheme}`);
  // Skip ahead still skips: Anna's turn comes without waiting for Zora's pace.
  if (await skip.isVisible()) await skip.click();
  await page.locator('[data-turn-start]').first().waitFor({ timeout: 15000 });
}

export async function theComputersTurnsAreShownOnAPhone(t) {
  for (const scheme of ['light', 'dark']) await computersTurn(t, 'phone', 'en', scheme);
}

export async function theComputersTurnsAreShownOnATabletInGerman(t) {
  for (const scheme of ['light', 'dark']) await computersTurn(t, 'tablet', 'de', scheme);
}

const EIGHT = ['Großmama', 'Annabell', 'Benjamin', 'Carolina', 'Dietrich', 'Elisabet', 'Fridolin', 'Maximiliane-Sophie'];

/**
 * Eight players: on a phone every chip is on screen, a name of eight letters is read
 * whole, a longer one is clipped with the whole name kept for the screen reader and as
 * a title; every seat has its own colour, the same on its chip and its column head.
 */
async function eightChips(t, lang, scheme) {
  const save = classicSave(
    EIGHT.map((n) => [n]),
    [],
    'random',
  );
  const app = await openGame(t, { viewport: 'phone', lang, scheme, save });
  const page = app.page;
  const chips = page.locator('.switch-tab');
  assert.equal(await chips.count(), 8);
  const seen = await chips.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const name = el.querySelector('.st-name');
      return {
        inside: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
        whole: name.scrollWidth <= name.clientWidth,
        room: `${name.scrollWidth} in ${name.clientWidth}`,
        title: name.getAttribute('title'),
        seat: getComputedStyle(el).getPropertyValue('--seat').trim(),
        width: r.width,
      };
    }),
  );
  await app.screenshot(`chips-${lang}-${scheme}-first`);
  seen.forEach((c, i) => {
    assert.ok(c.inside, `chip ${i + 1} is on screen`);
    assert.equal(c.title, EIGHT[i]);
    if (EIGHT[i].length <= 8) assert.ok(c.whole, `"${EIGHT[i]}" is readable whole on its chip (${c.room})`);
  });
  assert.equal(new Set(seen.map((c) => c.seat)).size, 8, 'eight seats, eight colours');
  assert.ok(await chips.nth(7).getByText(EIGHT[7]).count(), 'the long name is there whole for the screen reader');
  // The chip shown and the column head share the seat's colour.
  await chips.nth(3).click();
  const head = page.locator('.sheet thead .player-head.viewed');
  assert.match(await head.innerText(), /Carolina/);
  assert.equal(await head.evaluate((el) => getComputedStyle(el).getPropertyValue('--seat').trim()), seen[3].seat);
  await assertNoSideScroll(page, `eight chips, ${scheme}`);
  await app.screenshot(`chips-${lang}-${scheme}`);
}

export async function eightChipsFitAPhone(t) {
  for (const scheme of ['light', 'dark']) await eightChips(t, 'en', scheme);
}

export async function eightChipsFitAPhoneInGerman(t) {
  for (const scheme of ['light', 'dark']) await eightChips(t, 'de', scheme);
}

/** On a tablet every column head of eight players carries its own seat colour. */
export async function eightColumnsHaveTheirColoursOnATablet(t) {
  for (const [lang, scheme] of [['en', 'light'], ['de', 'dark']]) {
    const save = classicSave(
      EIGHT.map((n) => [n]),
      [],
    );
    const app = await openGame(t, { viewport: 'tablet', lang, scheme, save });
    const seats = await app.page
      .locator('.sheet thead .player-head')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).getPropertyValue('--seat').trim()));
    assert.equal(seats.length, 8);
    assert.equal(new Set(seats.filter(Boolean)).size, 8, 'eight column heads, eight colours');
    // Names of eight letters stand whole in their heads (upright when crowded).
    const clipped = await app.page
      .locator('.sheet thead .ph-name')
      .evaluateAll((els) => els.filter((el) => el.textContent.trim().length <= 8)
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent.trim()));
    assert.deepEqual(clipped, [], 'no name of eight letters is clipped');
    await app.screenshot(`columns-${lang}-${scheme}`);
  }
}

/**
 * Dice Duel and Karten-Kniffel: the computer's chip or play lands as a visible message
 * too (Karten-Kniffel passed around one device names plays on its pass cover instead,
 * without numbers: cards.test.mjs).
 */
async function otherGames(t, viewport, lang, scheme) {
  for (const kind of ['duel', 'cards']) {
    const save = classicSave([['Robo', 'greedy'], ['Anna'], ['Zora', 'greedy']], [], 'random', kind);
    const app = await openGame(t, { viewport, lang, scheme, save });
    const page = app.page;
    const robo = landed(page).filter({ hasText: /^Robo\u202f?: .+/ });
    await robo.waitFor({ timeout: 30000 });
    assert.ok(await onScreen(robo), `the ${kind} score is in view`);
    assert.equal(await robo.getAttribute('aria-hidden'), 'true');
    await app.screenshot(`${kind}-${lang}-${scheme}`);
  }
}

export async function chipsAndPlaysLandVisiblyOnAPhone(t) {
  for (const scheme of ['light', 'dark']) await otherGames(t, 'phone', 'en', scheme);
}

export async function chipsAndPlaysLandVisiblyOnATabletInGerman(t) {
  await otherGames(t, 'tablet', 'de', 'dark');
}
