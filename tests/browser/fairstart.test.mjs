// "Fair start" (issue 40, part 2), in English and German, on a phone and a tablet: a history
// of Generala games of two players (tests/fixtures/fairstart, the weaker seat easy), the
// switch on the New game page, the summary "Fair start: Player 1 +0, Player 2 +N" from the
// coach's reviews (asked of the brain's worker), a third player without games told so, a
// head start changed by hand, the "Head start" row on the sheet counted in the total, and a
// finished game's end screen with its head starts and the ranking without them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const GAME_KEY = 'pasch.game';
const GENERALA = 4; // its place in the New game list (`new_game::OFFERED`)
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'fairstart');
const WORDS = {
  en: { fair: 'Fair start', head: 'Head start', forName: 'Head start for', none: 'has no reviewed games', without: 'Without head starts' },
  de: { fair: 'Fairer Start', head: 'Vorsprung', forName: 'Vorsprung für', none: 'hat noch keine ausgewerteten Partien', without: 'Ohne Vorsprung' },
};

/**
 * Six Generala games of "Player 1" (normal) and "Player 2" (easy), as localStorage keeps
 * them ({"pasch.history.<id>": "<kept game>"}). Each kept game stays the text the app
 * wrote: parsed in JavaScript, its 64-bit seed would lose digits and replay other dice.
 */
function history() {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'history-storage.json'), 'utf8'));
}

/** A finished Generala game whose second seat had a head start of 38, as its save. */
function finishedWithHeadStart() {
  return fs.readFileSync(path.join(FIXTURES, 'generala-head-start-finished.json'), 'utf8').trim();
}

/** The New game page: Generala, Player 1, Player 2 and Zoe, Fair start switched on. */
async function fairForm(page, words) {
  await page.locator('.start-menu button').first().click();
  await page.locator('.game-choice input[type=radio]').nth(GENERALA).check();
  const rows = page.locator('.player-list .player-row');
  while ((await rows.count()) < 3) await page.locator('.add-player').click();
  const names = ['Player 1', 'Player 2'];
  for (let i = 0; i < 3; i++) {
    if (i < 2) await rows.nth(i).locator('.player-name').fill(names[i]);
    await rows.nth(i).locator('.player-who').selectOption('human');
  }
  await page.getByRole('checkbox', { name: words.fair, exact: true }).check();
  // A name typed letter by letter while on: measured once the names rest, not per letter.
  await rows.nth(2).locator('.player-name').fill('');
  await rows.nth(2).locator('.player-name').pressSequentially('Zoe');
}

/** Counts the reviews the page asks of the brain's worker (before the worker starts). */
async function countReviews(page) {
  await page.evaluate(() => {
    window.__reviewsAsked = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message) {
      if (typeof message === 'string' && message.includes('"Review":{')) window.__reviewsAsked += 1;
      return post.apply(this, arguments);
    };
  });
}

async function fairStart(t, lang) {
  const words = WORDS[lang];
  const stored = history();
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: `?lang=${lang}`, storage: stored });
    const page = app.page;
    await app.ready();
    await countReviews(page);
    await fairForm(page, words);
    const summary = page.locator('.fair-start-summary');
    // The reviews come from the brain's worker; the easy player's head start is above 0.
    await page.waitForFunction(
      () => /Player 2 \+[1-9]/.test(document.querySelector('.fair-start-summary')?.textContent || '') &&
        document.querySelectorAll('.fair-start .hint').length >= 2,
      null,
      { timeout: 60_000 },
    );
    const text = await summary.innerText();
    assert.match(text, new RegExp(`^${words.fair}: Player 1 \\+0, Player 2 \\+\\d+, Zoe \\+0$`), text);
    // Six games to review: one measure (or two, had the machine paused between letters),
    // not one for the switch and one for each of Zoe's three letters.
    const asked = await page.evaluate(() => window.__reviewsAsked);
    assert.ok(asked >= 6 && asked <= 12, `reviews asked: ${asked}`);
    const head = Number(text.match(/Player 2 \+(\d+)/)[1]);
    assert.ok(head > 0 && head < 200, `a plausible head start: ${head}`);
    assert.ok(await page.getByText(`Zoe ${words.none}`).isVisible(), 'Zoe is told she starts at 0');
    // A change by hand: Player 1 gets 5.
    const field = page.getByRole('spinbutton', { name: `${words.forName} Player 1` });
    await field.fill('5');
    await field.blur();
    await page.waitForFunction(() => /Player 1 \+5,/.test(document.querySelector('.fair-start-summary')?.textContent || ''));
    await app.screenshot(`form-${lang}`);
    await page.locator('.start-btn').click();
    await page.locator('.play').waitFor();
    // The sheet: the head-start row, counted in the totals before any box is filled.
    const row = page.locator('.head-start-row');
    assert.match(await row.locator('th').innerText(), new RegExp(words.head));
    const heads = await row.locator('td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.headStart)));
    assert.deepEqual(heads, [5, head, 0]);
    const totals = await page.locator('.total-row td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.total)));
    assert.deepEqual(totals, [5, head, 0]);
    const saved = JSON.parse((await app.storage())[GAME_KEY]);
    assert.deepEqual(saved.setup.players.map((p) => p.head_start || 0), [5, head, 0], 'saved with the game');
    await app.screenshot(`sheet-${lang}`);
  }
  // The end screen of a game with a head start, and its review.
  const save = finishedWithHeadStart();
  const game = JSON.parse(save);
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: `?lang=${lang}`, storage: { [GAME_KEY]: save } });
    const page = app.page;
    await app.ready();
    await page.locator('.btn.primary.big').first().click();
    await page.locator('.ranking').waitFor();
    const notes = page.locator('.ranking .head-start-note');
    assert.equal(await notes.first().innerText(), `${words.fair}: Bot 1 +0, Bot 2 +38`);
    assert.match(await notes.nth(1).innerText(), new RegExp(`^${words.without}: 1\\. Bot \\d .+, 2\\. Bot \\d`));
    const totals = await page.locator('.standings .st-total').allInnerTexts();
    assert.equal(totals.length, 2);
    assert.ok(game.setup.players[1].head_start === 38);
    await page.locator('.review-without').waitFor({ timeout: 60_000 });
    await app.screenshot(`end-${lang}`);
  }
}

export async function english(t) {
  await fairStart(t, 'en');
}
// Four pages, each waiting for the brain's worker to review games.
english.timeoutMs = 300_000;

export async function german(t) {
  await fairStart(t, 'de');
}
german.timeoutMs = 300_000;
