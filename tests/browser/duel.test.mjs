// Kniffel Dice Duel in the browser: a whole solo game and a whole 2-player game by
// clicking (roll, hold, take a glowing chip or "No chip", Kniffel picks), with the chips
// on offer recomputed from the dice and every shown score checked against the saved
// engine state; the set-aside shown; reload mid-turn; a computer opponent; both
// languages; phone and tablet screenshots.
import assert from 'node:assert/strict';
import {
  assertNoSideScroll,
  dice,
  enterFaces,
  holdMostFrequent,
  moreOptions,
  roll,
  savedGame,
  setUpGame,
  startGame,
  throwForTheComputer,
} from './classic_extreme.lib.mjs';
import { VIEWPORTS } from './lib.mjs';

/** Chip kinds in order of value, with their English labels (Lang::chip_label in src/ui/i18n/duel.rs) and values. */
const KINDS = [
  ['two_pairs', 'Two pairs', 5],
  ['three_of_a_kind', 'Three of a kind', 10],
  ['small_straight', 'Small straight', 20],
  ['flush', 'Flush', 25],
  ['full_house', 'Full House', 30],
  ['four_of_a_kind', 'Four of a kind', 40],
  ['large_straight', 'Large straight', 50],
];
const VALUE = Object.fromEntries(KINDS.map(([id, , v]) => [id, v]));
const BEST_KEY = 'pasch.duel.solo_best';

/** The kinds five dice meet, computed here from docs/rules.md (not by the app). */
function qualifying(values) {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const v of values) counts[v]++;
  const has = (run) => run.every((f) => counts[f] > 0);
  const max = Math.max(...counts);
  const pairs = counts.filter((c) => c >= 2).length;
  const out = new Set();
  if (pairs >= 2) out.add('two_pairs');
  if (max >= 3) out.add('three_of_a_kind');
  if (has([1, 2, 3, 4]) || has([2, 3, 4, 5]) || has([3, 4, 5, 6])) out.add('small_straight');
  if (values.every((v) => v % 2 === 0) || values.every((v) => v % 2 === 1)) out.add('flush');
  if (counts.includes(3) && counts.includes(2)) out.add('full_house');
  if (max >= 4) out.add('four_of_a_kind');
  if (has([1, 2, 3, 4, 5]) || has([2, 3, 4, 5, 6])) out.add('large_straight');
  return out;
}

/** A player's score from the saved chips: values, Gold, Silver, full stacks, last chip. */
function score(chips, lastChip) {
  const entries = Object.entries(chips);
  const kinds = entries.filter(([, n]) => n > 0).length;
  let total = entries.reduce((s, [k, n]) => s + VALUE[k] * n, 0);
  if (kinds === 7) total += 50;
  if (kinds === 6) total += 20;
  total += 30 * entries.filter(([, n]) => n >= 4).length;
  if (lastChip) total += 20;
  return total;
}

const count = (chips) => Object.values(chips).reduce((s, n) => s + n, 0);

/** From the start screen: a new Dice Duel for `names` (bots: indices of computer players). */
async function startDuel(page, names, { seed, bots = [], realDice = false } = {}) {
  await setUpGame(page, 'duel', names.map((name, i) => ({ name, bot: bots.includes(i) })), { realDice });
  if (seed !== undefined) {
    await moreOptions(page);
    await page.getByRole('textbox', { name: /Game number/ }).fill(String(seed));
  }
  await startGame(page);
  await page.locator('.chip-tray').waitFor();
}

/**
 * The chips on offer: [{id, setAside, button}], each name checked: in the tray as the
 * compartment shows it ("30: Full House, 3 left"), set aside "Full House, 30 points, set aside".
 */
async function chipOffers(page) {
  const buttons = await page.locator('.chip-tray button, .set-aside button').all();
  const out = [];
  for (const button of buttons) {
    const name = await button.getAttribute('aria-label');
    const kind = KINDS.find(([, label, v]) => name.startsWith(`${label}, ${v} points`) || new RegExp(`^${v}: ${label}, \\d+ left$`).test(name));
    assert.ok(kind, `chip button "${name}" names the chip and its value`);
    const setAside = name.endsWith(', set aside');
    out.push({ id: kind[0], setAside, button });
  }
  return out;
}

/** Opens the app (English) with `entries` in its localStorage, as left by an earlier visit. */
async function openWith(t, viewport, entries) {
  const app = await t.open({ viewport, path: '?lang=en' });
  await app.page.evaluate((e) => Object.entries(e).forEach(([k, v]) => localStorage.setItem(k, v)), entries);
  await app.reload();
  return app;
}

/** Fails if a compartment's name is cut off (the German names are long single words). */
async function assertLabelsFit(page, what) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.slot-label')]
      .filter((l) => {
        // Measured without the emergency break inside a word.
        l.style.overflowWrap = 'normal';
        const cut = l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1;
        l.style.overflowWrap = '';
        return cut;
      })
      .map((l) => l.textContent),
  );
  assert.deepEqual(cut, [], `${what}: chip names cut off`);
}

/** Fails if a button on the Duel screen is smaller than a fingertip (44 × 44 px). */
async function assertTouchTargets(page, what) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.play.duel button')]
      .map((b) => [b.getAttribute('aria-label') || b.textContent.trim(), b.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(([name, r]) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, [], `${what}: touch targets under 44 px`);
}

const noChip = (page) => page.getByRole('button', { name: 'No chip' });

/** The piles (totals, chips laid open) and the tray's counts on screen against the saved state. */
async function checkPiles(page) {
  const game = await savedGame(page);
  const st = game.state;
  const shown = await page.evaluate(() => ({
    piles: [...document.querySelectorAll('.duel-pile')].map((pile) => ({
      points: Number(pile.querySelector('.duel-pile-points').textContent),
      kinds: Object.fromEntries(
        [...pile.querySelectorAll('.duel-pile-kind')].map((k) => [k.dataset.kind, k.querySelectorAll('.duel-chip:not(.ghost)').length]),
      ),
    })),
    tray: Object.fromEntries([...document.querySelectorAll('.tray-slot')].map((s) => [s.dataset.kind, s.querySelector('.slot-count').textContent])),
  }));
  assert.equal(shown.piles.length, st.players.length, 'a pile per player');
  st.players.forEach((chips, p) => {
    const expected = score(chips, st.last_chip === p);
    assert.equal(shown.piles[p].points, expected, `player ${p + 1} shows ${shown.piles[p].points}, the saved chips make ${expected}`);
    for (const [id] of KINDS) assert.equal(shown.piles[p].kinds[id], chips[id] || 0, `player ${p + 1}: ${id} laid open`);
  });
  // While playing, every compartment says how many chips it has left.
  if (!st.over) for (const [id] of KINDS) assert.equal(shown.tray[id], `${st.tray[id] || 0} left`, `${id} left in the tray`);
  return game;
}

/**
 * Plays the current (human) turn by clicking: roll, take a glowing chip worth 20+ or
 * hold the most frequent face and roll on; after the 3rd roll the best chip or "No chip".
 * Kniffel: takes the best chips on offer until the picks are done. Returns what happened.
 */
async function playTurn(page, { onKniffel, onSetAside, enough = 20 } = {}) {
  const before = await savedGame(page);
  const me = before.state.current;
  let values = [];
  for (let r = 1; r <= 3; r++) {
    values = (await roll(page, r, 3)).map((d) => d.value);
    const tray = (await savedGame(page)).state.tray;
    const offers = await chipOffers(page);
    if (values.every((v) => v === values[0])) {
      // Kniffel: any chip of the tray or set aside, then another turn.
      assert.ok(await page.locator('.kniffel-banner').isVisible(), 'the screen says Kniffel');
      const inTray = KINDS.filter(([id]) => tray[id] > 0).map(([id]) => id);
      assert.deepEqual(offers.filter((o) => !o.setAside).map((o) => o.id), inTray, 'a Kniffel offers every kind left in the tray');
      if (onKniffel) await onKniffel();
      const picks = before.state.players.length === 1 ? 2 : 1;
      for (let i = 0; i < picks; i++) {
        const o = await chipOffers(page);
        if (o.length === 0) break;
        await o.reduce((a, b) => (VALUE[b.id] > VALUE[a.id] ? b : a)).button.click();
        if ((await savedGame(page)).state.over) return 'over';
      }
      const after = (await savedGame(page)).state;
      assert.equal(after.current, me, 'the Kniffel earns another turn');
      assert.equal(after.turn.rolls, 0);
      assert.ok(await page.locator('.extra-banner').isVisible(), 'the screen says so');
      return 'kniffel';
    }
    const expected = KINDS.map(([id]) => id).filter((id) => qualifying(values).has(id) && tray[id] > 0);
    assert.deepEqual(offers.map((o) => o.id), expected, `dice ${values} offer exactly the fitting chips left`);
    assert.ok(offers.every((o) => !o.setAside), 'set-aside chips only for a Kniffel');
    assert.equal(await noChip(page).count(), expected.length ? 0 : 1, '"No chip" exactly when nothing fits');
    const best = offers.reduce((a, b) => (!a || VALUE[b.id] > VALUE[a.id] ? b : a), null);
    if (best && (VALUE[best.id] >= enough || r === 3)) {
      await best.button.click();
      const after = (await savedGame(page)).state;
      assert.equal(after.players[me][best.id] || 0, (before.state.players[me][best.id] || 0) + 1, `${best.id} is saved at once`);
      return after.over ? 'over' : 'chip';
    }
    if (r < 3) await holdMostFrequent(page);
  }
  const aside = before.state.set_aside;
  await noChip(page).click();
  const after = (await savedGame(page)).state;
  if (after.last_set_aside && !after.over) {
    // The set-aside is shown happening: the notice, and the chip in the set-aside area.
    const [, label, v] = KINDS.find(([id]) => id === after.last_set_aside);
    const notice = page.locator('.aside-notice');
    assert.match(await notice.innerText(), new RegExp(`without a chip: ${label} \\(${v}\\) is set aside`));
    const n = after.set_aside[after.last_set_aside];
    assert.equal(n, (aside[after.last_set_aside] || 0) + 1);
    assert.ok(await page.getByRole('img', { name: `${label} ×${n}` }).isVisible(), 'the chip lies in the set-aside area');
    if (onSetAside) await onSetAside();
  }
  return after.over ? 'over' : 'none';
}

export async function playsAWholeSoloGameByClickingOnAPhone(t) {
  await wholeSoloGame(t, 'phone', 11);
}

export async function playsAWholeSoloGameByClickingOnATablet(t) {
  await wholeSoloGame(t, 'tablet', 23);
}

async function wholeSoloGame(t, viewport, seed) {
  {
    const app = await openWith(t, viewport, { [BEST_KEY]: JSON.stringify({ score: 1, seed: 0 }) });
    const page = app.page;
    await startDuel(page, ['Sola'], { seed });
    assert.equal(await page.getByRole('button', { name: /^Die \d: not rolled yet$/ }).count(), 5);
    assert.equal((await chipOffers(page)).length, 0, 'no chip before the first roll');
    let setAsides = 0;
    let kniffels = 0;
    let turns = 0;
    for (;;) {
      assert.ok(++turns <= 40, 'a solo game ends within 28 turns (plus Kniffel extra turns)');
      const result = await playTurn(page, {
        onKniffel: async () => {
          await assertTouchTargets(page, `${viewport} Kniffel`);
          if (kniffels++ === 0) await app.screenshot('kniffel');
        },
        onSetAside: async () => {
          if (setAsides++ === 0) await app.screenshot('set-aside');
        },
      });
      if (result === 'over') break;
      if (turns === 4) await app.screenshot('mid-game');
      await checkPiles(page);
      await assertNoSideScroll(page, `${viewport} turn ${turns}`);
    }
    // The end: the score out of 1000, checked against the saved chips; the record.
    await page.locator('.ranking').getByText('Game over').waitFor();
    const game = await checkPiles(page);
    const st = game.state;
    assert.equal(st.over, true);
    assert.equal(count(st.tray), 0, 'the tray is empty');
    assert.equal(count(st.players[0]) + count(st.set_aside), 28, 'every chip is somewhere');
    const total = score(st.players[0], st.last_chip === 0);
    assert.ok(await page.getByText(`${total} of 1000 points`).isVisible(), 'the solo score out of 1000');
    assert.ok(await page.getByText(`You scored ${total} points.`).isVisible());
    // The seed was typed in, so the dice could be known: no record, and the end says so.
    assert.ok(await page.getByText('Best on this device: 1', { exact: true }).isVisible());
    assert.equal(await page.getByText('New best!').count(), 0);
    assert.deepEqual(JSON.parse((await app.storage())[BEST_KEY]), { score: 1, seed: 0 });
    // The note sits with the game number, behind "Play this game again".
    await page.locator('.game-number summary').click();
    assert.ok(await page.getByText('This game was started from a chosen game number').isVisible());
    const lastLine = st.last_chip === 0 ? 'Sola took the last chip (+20).' : 'The last chip was set aside: nobody gets the last-chip bonus.';
    assert.ok(await page.getByText(lastLine).isVisible(), 'who took the last chip');
    const totalRow = await page.locator('.duel-breakdown .total-row td').allInnerTexts();
    assert.deepEqual(totalRow, [String(total)], 'the itemised total');
    await assertNoSideScroll(page, `${viewport} game over`);
    await app.screenshot('game-over', { fullPage: true });

    // The same game with a drawn seed sets the record, and keeps it after a reload.
    const drawn = JSON.stringify({ ...game, setup: { ...game.setup, chosen_seed: false } });
    const fair = await openWith(t, viewport, { 'pasch.game': drawn, [BEST_KEY]: JSON.stringify({ score: 1, seed: 0 }) });
    await fair.page.getByRole('button', { name: 'See the result' }).click();
    assert.ok(await fair.page.getByText(`Best on this device: ${total}`).isVisible());
    assert.ok(await fair.page.getByText('New best!').isVisible());
    assert.deepEqual(JSON.parse((await fair.storage())[BEST_KEY]), { score: total, seed: game.setup.seed });
    await fair.reload();
    await fair.page.getByRole('button', { name: 'See the result' }).click();
    assert.ok(await fair.page.getByText('New best!').isVisible());

    // On a device with a better record the same result is no new best.
    const other = await openWith(t, viewport, { 'pasch.game': JSON.stringify(game), [BEST_KEY]: JSON.stringify({ score: 999, seed: 5 }) });
    await other.page.getByRole('button', { name: 'See the result' }).click();
    assert.ok(await other.page.getByText('Best on this device: 999').isVisible());
    assert.equal(await other.page.getByText('New best!').count(), 0);
  }
}

export async function playsATwoPlayerGameToItsEnd(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await startDuel(page, ['Ann', 'Ben'], { seed: 42 });
  let turns = 0;
  let lastPlayer = null;
  for (;;) {
    assert.ok(++turns <= 80, 'a 2-player game ends');
    const st = (await savedGame(page)).state;
    const name = ['Ann', 'Ben'][st.current];
    assert.ok(await page.locator('.turn-name').getByText(`${name}'s turn`).isVisible(), `${name}'s turn is shown`);
    assert.ok(await page.locator(`.duel-pile[data-player="${st.current}"]`).evaluate((e) => e.classList.contains('current')));
    lastPlayer = st.current;
    // Any chip will do: a quicker game.
    const result = await playTurn(page, {
      enough: 0,
      onSetAside: async () => {
        await app.screenshot('set-aside');
      },
    });
    if (result === 'over') break;
    await checkPiles(page);
    if (turns === 6) await app.screenshot('mid-game');
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  const game = await checkPiles(page);
  const st = game.state;
  const totals = [0, 1].map((p) => score(st.players[p], st.last_chip === p));
  const names = ['Ann', 'Ben'];
  // The standings, best first; the headline names the winner (or the tie).
  const standings = await page.locator('.standings .st-name').allInnerTexts();
  const order = [0, 1].sort((a, b) => totals[b] - totals[a]);
  assert.deepEqual(standings.map((s) => s.trim()), order.map((p) => names[p]));
  const head = totals[0] === totals[1] ? 'A tie: Ann & Ben' : `${names[order[0]]} wins!`;
  assert.ok(await page.getByRole('heading', { name: head }).isVisible());
  assert.deepEqual(await page.locator('.duel-breakdown .total-row td').allInnerTexts(), totals.map(String));
  if (st.last_chip !== null) {
    assert.equal(st.last_chip, lastPlayer);
    assert.ok(await page.getByText(`${names[lastPlayer]} took the last chip (+20).`).isVisible());
  }
  await assertNoSideScroll(page, 'tablet 2 players over');
  await app.screenshot('game-over', { fullPage: true });
}

export async function reloadMidTurnKeepsDiceAndChips(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await startDuel(page, ['Rita'], { seed: 5 });
  await playTurn(page);
  await roll(page, 1, 3);
  await holdMostFrequent(page);
  await roll(page, 2, 3);
  await holdMostFrequent(page);
  const before = await dice(page);
  const saved = await savedGame(page);
  const offered = (await chipOffers(page)).map((o) => o.id);
  await app.reload();
  assert.ok(await page.getByText('Saved game').isVisible());
  assert.ok(await page.getByText('Kniffel Dice Duel').isVisible());
  // How far the game has come, as the Duel screen says it: the round and the tray.
  const meta = await page.locator('.saved-meta').innerText();
  assert.match(meta, /^Round \d+ · \d+ chips? in the tray$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  assert.equal((await page.locator('.turn-round').innerText()).trim(), meta, 'the start screen and the game agree');
  assert.deepEqual(await dice(page), before, 'same dice, same holds');
  assert.deepEqual((await chipOffers(page)).map((o) => o.id), offered, 'the same chips on offer');
  assert.ok(await page.getByRole('button', { name: 'Roll 3 of 3' }).isEnabled() || before.every((d) => d.held));
  await checkPiles(page);
  // Play on to the end of the turn from here.
  const offers = await chipOffers(page);
  if (offers.length) await offers[offers.length - 1].button.click();
  else if (before.every((d) => d.held)) await noChip(page).click();
  else {
    await roll(page, 3, 3);
    const o = await chipOffers(page);
    if (o.length) await o[o.length - 1].button.click();
    else await noChip(page).click();
  }
  const after = await savedGame(page);
  assert.equal(after.log.length > saved.log.length, true);
  assert.equal(after.state.turn.rolls, 0, 'the turn ended');
  await checkPiles(page);
  // Undo takes the last decision back, also after the reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal((await savedGame(page)).log.length, after.log.length - 1);
  await assertNoSideScroll(page, 'phone after reload');
}

export async function computerOpponentPlaysItsTurns(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Fast' }).click();
  await page.getByRole('button', { name: /^Pasch/ }).click();
  await startDuel(page, ['Hana', 'Robo'], { seed: 3, bots: [1] });
  for (let turn = 0; turn < 4; turn++) {
    const st = (await savedGame(page)).state;
    if (st.over) break;
    assert.equal(st.current, 0, "it is the human's turn again");
    await playTurn(page);
    // The computer plays its whole turn (and any Kniffel extra turn) by itself.
    await page.waitForFunction(() => {
      const g = JSON.parse(localStorage.getItem('pasch.game'));
      return g.state.over || (g.state.current === 0 && g.log.length > 0);
    }, null, { timeout: 30000 });
    if (turn === 0) await app.screenshot('after-computer');
  }
  const game = await checkPiles(page);
  assert.ok(game.state.over || game.state.round >= 5, `four rounds were played (round ${game.state.round})`);
}

export async function germanWordsAndColouredDice(t) {
  const app = await t.open({ viewport: 'phone-landscape', path: '?lang=de' });
  const page = app.page;
  await page.getByRole('button', { name: 'Neues Spiel' }).click();
  await page.locator('.game-choice').getByRole('radio', { name: /^Kniffel Dice Duel/ }).check();
  await page.getByRole('button', { name: "Los geht's" }).click();
  assert.ok(await page.getByRole('group', { name: 'Würfelteller' }).isVisible());
  assert.ok(await page.getByRole('img', { name: 'Große Straße, 50 Punkte: noch 4' }).isVisible());
  await page.getByRole('button', { name: 'Wurf 1 von 3' }).click();
  const dieButtons = page.getByRole('button', { name: /^Würfel \d: [1-6]$/ });
  assert.equal(await dieButtons.count(), 5);
  for (let i = 0; i < 5; i++) {
    const v = Number(await dieButtons.nth(i).getAttribute('data-value'));
    // Odd faces black, even faces red.
    const colour = await dieButtons.nth(i).locator('.pip').first().evaluate((e) => getComputedStyle(e).backgroundImage);
    if (v % 2 === 0) assert.match(colour, /200, 35, 27|c8231b/i, `die ${i + 1} (${v}) is red`);
    else assert.doesNotMatch(colour, /200, 35, 27|c8231b/i, `die ${i + 1} (${v}) is black`);
  }
  for (const b of await page.locator('.chip-tray button').all()) {
    assert.match(await b.getAttribute('aria-label'), /^\d+: [^,]+, noch \d+$/);
  }
  await assertNoSideScroll(page, 'phone landscape');
  await assertLabelsFit(page, 'phone landscape');
  await assertTouchTargets(page, 'phone landscape');
  await app.screenshot('german');
  const tablet = await t.open({ viewport: 'tablet-portrait', path: '?lang=de' });
  await tablet.page.evaluate((g) => localStorage.setItem('pasch.game', g), (await app.storage())['pasch.game']);
  await tablet.reload();
  assert.match(await tablet.page.locator('.saved-meta').innerText(), /^Runde \d+ · \d+ Chips? im Teller$/);
  await tablet.page.getByRole('button', { name: 'Weiterspielen' }).click();
  await assertNoSideScroll(tablet.page, 'tablet portrait');
  await assertLabelsFit(tablet.page, 'tablet portrait');
  for (const viewport of ['phone', 'tablet']) {
    await tablet.page.setViewportSize(VIEWPORTS[viewport].viewport);
    await assertLabelsFit(tablet.page, viewport);
  }
  await tablet.screenshot('german');
}

/** With real dice: taps in `faces` on the score pad and enters them as roll `n`. */
export async function realDiceAgainstTheComputer(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await startDuel(page, ['Pia', 'Robo'], { bots: [1], realDice: true });
  assert.equal(await page.getByRole('button', { name: /^Roll \d/ }).count(), 0, 'no Roll button with real dice');
  await enterFaces(page, [3, 3, 3, 6, 6], 1);
  assert.deepEqual((await chipOffers(page)).map((o) => o.id), ['two_pairs', 'three_of_a_kind', 'full_house']);
  assert.equal(await dice(page).then((ds) => ds.map((d) => d.value).join('')), '33366');
  await page.getByRole('button', { name: /^30: Full House, \d left$/ }).click();
  // The computer's turn: it asks for its throws (up to three, keeping dice as it likes),
  // people throw them and tap them in, and it takes a chip or none.
  await page.getByText('Roll for Robo and tap in the faces').waitFor();
  await app.screenshot('real-dice-for-the-computer');
  const prompts = await throwForTheComputer(page, 'Robo', [[1, 2, 4, 6, 6], [1, 2, 4, 5, 3], [1, 2, 4, 5, 3]]);
  assert.ok(prompts.length >= 1 && prompts.length <= 3, `one to three throws: ${prompts}`);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game')).state.current === 0);
  const st = (await savedGame(page)).state;
  assert.equal(st.players[0].full_house, 1);
  assert.equal(st.round, 2);
  await checkPiles(page);
  await assertNoSideScroll(page, 'phone, real dice');
}
