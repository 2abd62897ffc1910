// Karten-Kniffel in the browser: whole two-player hot-seat games by clicking (tap the
// cover, select cards, play or exchange) with the totals checked against the saved
// engine state; the cover between turns holds nothing of any hand; reload mid-turn; the
// "announce yourself" house rule with its undo; a game against the computer without a
// cover; a new cover ignores the second tap of a double tap; phone and tablet screenshots.
import assert from 'node:assert/strict';
import { GAME_KEY, LABELS, UPPER, assertNoSideScroll, moreOptions, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

const LOWER = ['three_of_a_kind', 'four_of_a_kind', 'full_house', 'small_straight', 'large_straight', 'kniffel'];
const FIELDS = [...UPPER, ...LOWER];
const MAX_TURNS = 500;

/** From the start screen: a new Karten-Kniffel game with these players ({name, bot}). */
async function startCards(page, players, { announceYourself = false, seed = '' } = {}) {
  await setUpGame(page, 'cards', players);
  await moreOptions(page);
  const option = page.getByRole('checkbox', { name: /^Announce yourself/ });
  if ((await option.isChecked()) !== announceYourself) await option.click();
  await page.getByRole('textbox', { name: /^Game number/ }).fill(String(seed));
  await startGame(page);
  await page.locator('.cards-play').waitFor();
}

/** The player named on the cover, or null when there is no cover. */
async function coverName(page) {
  const cover = page.getByRole('button', { name: /^Pass to / });
  if ((await cover.count()) === 0) return null;
  return (await cover.locator('.cover-title').innerText()).replace(/^Pass to /, '').trim();
}

/**
 * While the cover stands nothing of any hand may be in the page: no card elements, no
 * card names, and in the screen no digit at all, in its text or in any attribute.
 */
async function assertNothingPrivate(page, what) {
  await page.locator('.pass-cover').waitFor();
  const dom = await page.evaluate(() => {
    const main = document.querySelector('main');
    const attrs = [];
    for (const el of main.querySelectorAll('*')) {
      for (const a of el.attributes) attrs.push(`<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`);
    }
    const labels = [...document.querySelectorAll('[aria-label], [title]')].map(
      (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
    );
    return {
      text: main.innerText,
      attrs,
      labels,
      cards: document.querySelectorAll('.hand-card, .pcard.face, [data-value], .card-sheet').length,
    };
  });
  assert.equal(dom.cards, 0, `${what}: no cards or sheet under the cover`);
  assert.doesNotMatch(dom.text, /\d/, `${what}: the covered screen shows no numbers: ${dom.text}`);
  // Attribute names and values only: the tag name of the screen's <h1> is no secret.
  const numbered = dom.attrs.filter((a) => /\d/.test(a.replace(/^<\w+ /, '')));
  assert.deepEqual(numbered, [], `${what}: no attribute under the cover holds a number`);
  assert.ok(!dom.labels.some((l) => /\b(Card|Karte) \d/.test(l)), `${what}: no card is named`);
}

/**
 * After a play that would leave more than five cards (rules version 2) the game asks
 * which cards to discard: the first free cards go. Returns how many were discarded.
 */
async function discardDownIfAsked(page) {
  const panel = page.locator('.discard-panel');
  if ((await panel.count()) === 0) return 0;
  const need = Number((await panel.locator('.discard-count').innerText()).match(/of (\d+)/)[1]);
  const free = page.locator('.hand .hand-card:not([disabled])');
  for (let i = 0; i < need; i++) await free.nth(i).click();
  await panel.getByRole('button', { name: /^Discard \d+ and score / }).click();
  return need;
}

/** The hand on screen in display order: [{value, pressed, button}]. */
async function handOnScreen(page) {
  const cards = await page.evaluate(() =>
    [...document.querySelectorAll('.hand .hand-card')].map((b) => ({
      name: b.getAttribute('aria-label'),
      value: b.getAttribute('data-value'),
      pressed: b.getAttribute('aria-pressed'),
    })),
  );
  return cards.map((c, i) => {
    const m = c.name.match(/^Card (\d+): ([1-6])(, new)?$/);
    assert.ok(m, `card name "${c.name}" is "Card N: V" (", new" if drawn last turn)`);
    assert.equal(Number(m[1]), i + 1, 'cards are numbered in display order');
    assert.equal(c.value, m[2]);
    return { value: Number(m[2]), pressed: c.pressed === 'true', button: page.locator('.hand .hand-card').nth(i) };
  });
}

/** Every visible button of the screen is at least 44 × 44 px. */
async function assertTouchTargets(page, what) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => {
        const r = b.getBoundingClientRect();
        return { name: b.getAttribute('aria-label') || b.innerText, w: Math.round(r.width), h: Math.round(r.height) };
      })
      .filter((r) => r.w < 44 || r.h < 44),
  );
  assert.deepEqual(small, [], `${what}: touch targets of at least 44 px`);
}

/** The exchange button: discard `n` selected cards, draw the same number or one more. */
function exchangeButton(page, n, oneMore) {
  const draw = n + (oneMore ? 1 : 0);
  const what = draw === 0 ? 'Keep my hand pass' : `Draw ${draw} cards? ${oneMore ? 'one more' : 'the same number'}`;
  return page.getByRole('button', { name: new RegExp(`^Exchange: discard ${n}, ${what}$`) });
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);

/** Selects exactly the cards with these values (a multiset) by tapping. */
async function selectCards(page, values) {
  const hand = await handOnScreen(page);
  const want = [...values];
  for (const card of hand) {
    const k = want.indexOf(card.value);
    const should = k >= 0;
    if (should) want.splice(k, 1);
    if (card.pressed !== should) {
      await card.button.click();
      assert.equal(await card.button.getAttribute('aria-pressed'), String(should), 'a card toggles when tapped');
    }
  }
  assert.equal(want.length, 0, `the hand holds ${values}`);
}

/** The best plays on offer: [{id, points, chip}]. */
async function suggestions(page) {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('.sugg-chip')].map((c) => c.getAttribute('aria-label')),
  );
  return names.map((name, i) => {
    const m = name.match(/^(.+), (\d+) points?: select the best cards$/);
    assert.ok(m, `suggestion "${name}"`);
    const id = FIELDS.find((f) => LABELS[f] === m[1]);
    assert.ok(id, `suggestion for a card field: ${m[1]}`);
    return { id, points: Number(m[2]), chip: page.locator('.sugg-chip').nth(i) };
  });
}

/** What to discard when no play suits: keep what leads to an open lower field. */
function exchangePlan(hand, open) {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const v of hand) counts[v]++;
  const byCount = [1, 2, 3, 4, 5, 6].sort((a, b) => counts[b] - counts[a] || b - a);
  const lower = LOWER.filter((f) => open.includes(f));
  let keep = [];
  if (lower.some((f) => ['three_of_a_kind', 'four_of_a_kind', 'kniffel', 'full_house'].includes(f))) {
    const [a, b] = byCount;
    keep = Array(counts[a]).fill(a);
    if (lower.includes('full_house') && counts[b] >= 2) keep.push(b, b);
  } else if (lower.length > 0) {
    const windows = [
      [1, 2, 3, 4, 5],
      [2, 3, 4, 5, 6],
    ];
    const best = windows.sort((x, y) => y.filter((v) => counts[v]).length - x.filter((v) => counts[v]).length)[0];
    keep = best.filter((v) => counts[v]);
  } else {
    keep = hand.filter((v) => open.includes(UPPER[v - 1]));
  }
  const rest = [...hand];
  for (const v of keep) rest.splice(rest.indexOf(v), 1);
  let discard = rest.slice(0, 5);
  if (discard.length === 0 && hand.length >= 10) discard = [hand.find((v) => v !== byCount[0]) ?? hand[0]];
  const oneMore = hand.length < 8;
  return { discard, oneMore };
}

/** Recomputes a player's total from the saved engine state. */
function expectedTotal(game, p) {
  const pl = game.state.players[p];
  const upper = UPPER.reduce((s, f) => s + (pl.sheet[f] ?? 0), 0);
  const fields = Object.values(pl.sheet).reduce((s, x) => s + x, 0);
  const upperDone = UPPER.every((f) => f in pl.sheet);
  const bonus = upper >= 63 ? 35 : 0;
  const malus = (game.state.over || upperDone) && upper < 43 ? -20 : 0;
  const penalties = Object.values(pl.penalties).reduce((s, x) => s + x, 0) + pl.announcement_penalty;
  return fields + bonus + malus - penalties;
}

/** The sheet on screen against the saved game: every filled field, penalties, totals. */
async function checkSheet(page) {
  const game = await savedGame(page);
  for (let p = 0; p < game.state.players.length; p++) {
    const pl = game.state.players[p];
    for (const [field, points] of Object.entries(pl.sheet)) {
      const cell = page.locator(`.card-sheet tr[data-box="${field}"] td`).nth(p);
      const pts = (await cell.locator('.pts').innerText()).trim();
      assert.equal(pts, String(points), `player ${p}: ${field} shows ${points}`);
      const pen = pl.penalties[field];
      if (pen) assert.match(await cell.innerText(), new RegExp(`−${pen}`), `${field}: the penalty is written beside it`);
    }
    const shown = Number(await page.locator(`.card-sheet td.total[data-player="${p}"]`).getAttribute('data-total'));
    assert.equal(shown, expectedTotal(game, p), `player ${p}: the total is fields + bonus/malus − penalties`);
  }
  return game;
}

/**
 * Plays a hot-seat game of humans by clicking until it ends. `onTurn(ctx)` may act first
 * (reload, announce, screenshots) and returns true when it already ended the turn.
 */
async function playToTheEnd(app, { onTurn = async () => false } = {}) {
  const page = app.page;
  const seen = { lastRound: false, oneLeft: new Set(), reshuffle: false, penalty: false };
  const streak = {};
  // What each player drew last (marked "new" in their hand) and the last move's line.
  const drew = {};
  let lastLine = null;
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const before = await savedGame(page);
    if (before.state.over) {
      seen.turns = turn - 1;
      return seen;
    }
    const cur = before.state.current;
    const name = before.setup.players[cur].name;
    // The cover, naming the player on turn and nothing of any hand.
    await assertNothingPrivate(page, `turn ${turn}`);
    if (before.state.finished_by !== null) {
      assert.ok(await page.getByText('Last round!').first().isVisible(), 'the last round is shown on the cover');
      seen.lastRound = true;
    }
    for (let p = 0; p < before.state.players.length; p++) {
      const pl = before.state.players[p];
      if (pl.announced && FIELDS.filter((f) => !(f in pl.sheet)).length === 1) {
        const who = before.setup.players[p].name;
        assert.ok(await page.getByText(`${who} has one field left!`).first().isVisible(), `everyone is told ${who} has one field left`);
        seen.oneLeft.add(who);
      }
    }
    await page.getByRole('button', { name: `Pass to ${name} ${name}: tap here to see your cards` }).click();

    // The hand shows, exactly the engine's hand of the player on turn.
    const hand = await handOnScreen(page);
    assert.deepEqual(sorted(hand.map((c) => c.value)), sorted(before.state.players[cur].hand), 'the hand on screen is the hand');
    assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled(), 'no undo of an exchange or a play');
    const drawn = await page.getByRole('img', { name: /^Draw pile: \d+ cards?$/ }).getAttribute('aria-label');
    assert.equal(drawn, `Draw pile: ${before.state.draw_pile.length} card${before.state.draw_pile.length === 1 ? '' : 's'}`);
    if (await page.locator('.notice.reshuffle').count()) seen.reshuffle = true;
    assert.equal(await page.locator('.hand .new-tag').count(), drew[cur] ?? 0, 'the cards drawn last turn are marked new');
    if (lastLine) assert.ok((await page.locator('.moves-list').innerText()).includes(lastLine), `the last move is listed: ${lastLine}`);

    if (await onTurn({ turn, game: before, cur, name, hand })) continue;

    const open = FIELDS.filter((f) => !(f in before.state.players[cur].sheet));
    const plays = await suggestions(page);
    const lower = plays.filter((p) => LOWER.includes(p.id)).sort((a, b) => b.points - a.points);
    const upper = plays
      .filter((p) => UPPER.includes(p.id))
      .sort((a, b) => b.points / (UPPER.indexOf(b.id) + 1) - a.points / (UPPER.indexOf(a.id) + 1));
    const openLower = LOWER.filter((f) => open.includes(f));
    let pick = lower[0];
    const upperCount = (p) => p.points / (UPPER.indexOf(p.id) + 1);
    if (!pick && upper[0] && (upperCount(upper[0]) >= 3 || openLower.length === 0 || (streak[cur] ?? 0) >= 3)) pick = upper[0];
    if (pick) {
      await pick.chip.click();
      assert.equal(await pick.chip.getAttribute('aria-pressed'), 'true', 'the suggestion selected its cards');
      const penalty = Math.max(0, hand.length - 5) * 2;
      // "Full House, 25 points", or as shown with a penalty: "Full House, 25, −2 penalty points".
      const field = page.getByRole('button', { name: new RegExp(`^${LABELS[pick.id]}, ${pick.points}( points?$|, )`) });
      const label = await field.getAttribute('aria-label');
      if (penalty) {
        assert.ok(label.endsWith(`, −${penalty} penalty points`), `"${label}" says the penalty`);
        seen.penalty = true;
      }
      await field.click();
      const discarded = await discardDownIfAsked(page);
      const after = await savedGame(page);
      assert.equal(after.state.players[cur].sheet[pick.id], pick.points, `${pick.id} is saved at once`);
      assert.equal(after.state.players[cur].penalties[pick.id] ?? 0, penalty, `${pick.id}: penalty ${penalty}`);
      const played = after.log.at(-1).cards.length;
      if (discarded) assert.equal(after.state.players[cur].hand.length, 5, 'back to five after the play');
      drew[cur] = after.state.players[cur].hand.length - (hand.length - played - discarded);
      lastLine = `${name}: ${LABELS[pick.id]} – ${pick.points} point${pick.points === 1 ? '' : 's'}${penalty ? `, ${penalty} penalty points` : ''}`;
      streak[cur] = 0;
    } else {
      const { discard, oneMore } = exchangePlan(
        hand.map((c) => c.value),
        open,
      );
      await selectCards(page, discard);
      const draw = discard.length + (oneMore ? 1 : 0);
      await exchangeButton(page, discard.length, oneMore).click();
      const after = await savedGame(page);
      assert.equal(after.state.players[cur].hand.length, hand.length + (oneMore ? 1 : 0), 'the exchange drew its cards');
      drew[cur] = draw;
      lastLine = `${name}: discarded ${discard.length || 'none'}, drew ${draw}`;
      streak[cur] = (streak[cur] ?? 0) + 1;
    }
  }
  assert.fail(`the game did not end in ${MAX_TURNS} turns`);
}

/** The end: ranking with every total as the engine computes it. */
async function checkEnd(page) {
  await page.locator('.ranking').getByText('Game over').waitFor();
  const game = await checkSheet(page);
  assert.equal(game.state.over, true);
  const totals = game.state.players.map((_, p) => expectedTotal(game, p));
  const shown = (await page.locator('.standings .st-total').allInnerTexts()).map(Number);
  assert.deepEqual(shown, [...totals].sort((a, b) => b - a), 'the ranking lists the totals, best first');
  // Everyone had the same number of turns: the round was finished.
  const turns = game.log.filter((a) => a.action !== 'announce').length;
  assert.equal(turns % game.state.players.length, 0, 'the last round was played to its end');
  return game;
}

export async function twoHumansPlayAWholeGameByClicking(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await startCards(page, [{ name: 'Ada' }, { name: 'Bea' }]);
  // A random deal each run; the seed (from the raw save: JSON.parse rounds it) replays it.
  console.log(`     (seed ${(await app.storage())[GAME_KEY].match(/"seed":(\d+)/)[1]})`);
  await app.screenshot('cover');
  let reloaded = false;
  const seen = await playToTheEnd(app, {
    onTurn: async ({ turn, game, name, hand }) => {
      if (turn === 1) {
        await hand[0].button.click();
        await app.screenshot('hand');
        await page.locator('.sugg-chip').first().click();
        await app.screenshot('suggestion');
        await page.getByRole('button', { name: 'Clear selection', exact: false }).click();
      }
      if (turn === 7 && !reloaded) {
        // Reload mid-turn: the cover is back, and then the very same hand.
        reloaded = true;
        await hand[0].button.click();
        await app.reload();
        const round = `Round ${game.state.round}${game.state.finished_by === null ? '' : ' · Last round!'}`;
        assert.equal(await page.locator('.saved-meta').innerText(), round, 'the start screen names the round');
        await page.getByRole('button', { name: 'Continue' }).click();
        assert.equal(await coverName(page), name, 'after a reload the cover shows again');
        await assertNothingPrivate(page, 'after a reload');
        await page.getByRole('button', { name: /^Pass to / }).click();
        const again = await handOnScreen(page);
        assert.deepEqual(
          again.map((c) => c.value),
          hand.map((c) => c.value),
          'the same hand after the reload',
        );
        assert.ok(again.every((c) => !c.pressed), 'nothing is selected after a reload');
      }
      if (turn === 12) {
        await assertTouchTargets(page, 'phone');
        await app.screenshot('mid-game');
        await app.screenshot('mid-game-full', { fullPage: true });
        await checkSheet(page);
        await assertNoSideScroll(page, 'phone mid-game');
      }
      return false;
    },
  });
  console.log(`     (${seen.turns} turns)`);
  assert.ok(seen.lastRound || (await savedGame(page)).state.finished_by === 1, 'the last round was announced');
  assert.ok(seen.oneLeft.size > 0, 'a "one field left" notice was shown');
  const game = await checkEnd(page);
  assert.equal(game.state.players[0].announcement_penalty + game.state.players[1].announcement_penalty, 0, 'the app announces');
  await assertNoSideScroll(page, 'phone game over');
  await app.screenshot('game-over');
  await page.locator('.card-sheet').scrollIntoViewIfNeeded();
  await app.screenshot('final-sheet', { fullPage: true });

  // The same finished game on a tablet.
  const tablet = await t.open({ viewport: 'tablet', path: '?lang=en' });
  // The raw save: JSON.parse would round the 64-bit seed.
  const raw = (await app.storage())[GAME_KEY];
  await tablet.page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, raw]);
  await tablet.reload();
  await tablet.page.getByRole('button', { name: 'See the result' }).click();
  await checkEnd(tablet.page);
  await assertNoSideScroll(tablet.page, 'tablet game over');
  await tablet.screenshot('game-over');
}

export async function announceYourselfUndoAndPenalty(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await startCards(page, [{ name: 'Ada' }, { name: 'Bea' }], { announceYourself: true, seed: 3 });
  // A fixed seed: the game (and so who gets to announce when) is the same every run.
  let announced = false;
  await playToTheEnd(app, {
    onTurn: async ({ turn, game, cur }) => {
      if (turn === 4) {
        await app.screenshot('table');
        await assertNoSideScroll(page, 'tablet');
        await assertTouchTargets(page, 'tablet');
      }
      const open = FIELDS.filter((f) => !(f in game.state.players[cur].sheet));
      const announce = page.getByRole('button', { name: 'Announce' });
      if (open.length !== 2) {
        assert.equal(await announce.count(), 0, 'Announce only with two fields left');
        return false;
      }
      // Ada announces before each of her plays; Bea never does.
      if (cur !== 0 || (await suggestions(page)).length === 0) return false;
      await announce.click();
      assert.ok(await page.getByText('Announced! Now fill your second-to-last field.').isVisible());
      // An announcement draws no card: it can be taken back.
      const undo = page.getByRole('button', { name: 'Undo' });
      assert.ok(await undo.isEnabled(), 'an Announce can be undone');
      await undo.click();
      assert.ok(await announce.isVisible(), 'undone: Announce is offered again');
      assert.equal((await savedGame(page)).log.at(-1)?.action === 'announce', false);
      await announce.click();
      if (!announced) await app.screenshot('announced');
      announced = true;
      return false;
    },
  });
  const game = await checkEnd(page);
  assert.ok(announced, 'Ada announced');
  const [ada, bea] = game.state.players;
  assert.equal(ada.announcement_penalty, 0, 'announced in time: no penalty');
  // With this seed Bea fills her second-to-last field too, without announcing.
  assert.ok(Object.keys(bea.sheet).length >= 11, 'Bea filled her second-to-last field');
  assert.equal(bea.announcement_penalty, 10, 'Bea forgot to announce: 10 penalty points');
  const cell = page.locator('.card-sheet tr.announce-row td').nth(1);
  assert.equal((await cell.innerText()).trim(), '−10');
  await app.screenshot('game-over');
}

export async function oneHumanAgainstTheComputerHasNoCover(t) {
  const app = await t.open({ viewport: 'tablet-portrait', path: '?lang=en' });
  const page = app.page;
  await startCards(page, [{ name: 'Ada' }, { name: 'Robo', bot: true }]);
  for (let turn = 1; turn <= 4; turn++) {
    // Ada's turn: no cover, her hand straight away.
    await page.locator('.hand .hand-card').first().waitFor();
    assert.equal(await coverName(page), null, 'one human: no cover');
    const game = await savedGame(page);
    assert.equal(game.state.current, 0);
    const hand = await handOnScreen(page);
    assert.deepEqual(sorted(hand.map((c) => c.value)), sorted(game.state.players[0].hand));
    if (turn === 2) await app.screenshot('vs-computer');
    await exchangeButton(page, 0, true).click();
    // The computer's turn: its hand is never shown.
    assert.equal(await page.locator('.hand .hand-card').count(), 0, "the computer's hand is not shown");
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).state.current === 0, GAME_KEY);
  }
  const game = await savedGame(page);
  assert.equal(game.log.length, 8, 'the computer took its turns by itself');
  await assertNoSideScroll(page, 'tablet portrait vs computer');
  await assertTouchTargets(page, 'tablet portrait');
}

export async function reshuffleIsShown(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await page.emulateMedia({ colorScheme: 'dark' });
  await startCards(page, [{ name: 'Ada' }, { name: 'Bea' }]);
  // Everyone exchanges five cards a turn until the draw pile runs out.
  for (let turn = 1; turn <= 40; turn++) {
    const before = await savedGame(page);
    await page.getByRole('button', { name: /^Pass to / }).click();
    const hand = await handOnScreen(page);
    await selectCards(
      page,
      hand.slice(0, 5).map((c) => c.value),
    );
    if (turn === 2) await app.screenshot('five-selected-dark');
    await exchangeButton(page, 5, false).click();
    const after = await savedGame(page);
    if (after.state.draw_pile.length <= before.state.draw_pile.length) continue;
    // Reshuffled: the cover tells the next player (without numbers) ...
    assert.match(await page.locator('.notice.reshuffle').innerText(), /discard pile was shuffled into a new draw pile/, 'told on the cover');
    await assertNothingPrivate(page, 'after a reshuffle');
    await app.screenshot('reshuffled-cover-dark');
    // ... and so does the table, with the new pile counts.
    await page.getByRole('button', { name: /^Pass to / }).click();
    assert.match(await page.locator('.notice.reshuffle').innerText(), /discard pile was shuffled into a new draw pile/, 'told at the table');
    const n = after.state.draw_pile.length;
    assert.equal(await page.locator('.draw-pile').getAttribute('aria-label'), `Draw pile: ${n} cards`);
    const d = after.state.discard_pile.length;
    assert.match(await page.locator('.discard-pile').getAttribute('aria-label'), new RegExp(`^Discard pile: ${d} cards?`));
    await app.screenshot('reshuffled-dark');
    await assertNoSideScroll(page, 'phone dark');
    return;
  }
  assert.fail('the draw pile never ran out');
}

/** A tap dispatched on `locator` as if it landed at (x, y): pointerdown, pointerup, click. */
async function tapAt(locator, x, y) {
  await locator.evaluate(
    (el, [clientX, clientY]) => {
      const at = { bubbles: true, cancelable: true, clientX, clientY };
      el.dispatchEvent(new PointerEvent('pointerdown', at));
      el.dispatchEvent(new PointerEvent('pointerup', at));
      el.dispatchEvent(new MouseEvent('click', at));
    },
    [x, y],
  );
}

/** The middle of `locator` in the viewport's coordinates (scrolled into view first). */
async function middleOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

export async function newCoverIgnoresTheSecondTapOfADoubleTap(t) {
  // Landscape: here Bea's cover comes up right under the button that ends Ada's turn.
  const app = await t.open({ viewport: 'phone-landscape', path: '?lang=en' });
  const page = app.page;
  // The page's clock stands still below, so every tap comes at the same moment (events
  // carry its time): nothing here depends on how fast the test runs.
  await page.clock.install();
  await startCards(page, [{ name: 'Ada' }, { name: 'Bea' }], { seed: 3 });
  await page.getByRole('button', { name: /^Pass to Ada/ }).click();
  await page.locator('.hand .hand-card').first().waitFor();
  await page.clock.pauseAt(Date.now() + 60_000);

  // Ada ends her turn with a double tap; the second tap does not lift Bea's new cover,
  // wherever that lies: a tap dispatched on the cover at the same spot does not either.
  const [x, y] = await middleOf(exchangeButton(page, 0, true));
  await page.mouse.dblclick(x, y);
  assert.equal(await coverName(page), 'Bea', 'the second tap of a double tap does not lift the new cover');
  const bea = page.getByRole('button', { name: /^Pass to Bea/ });
  await tapAt(bea, x, y);
  assert.equal(await coverName(page), 'Bea', 'nor one dispatched on the cover');
  await assertNothingPrivate(page, 'after a double tap');
  // A moment later the same spot lifts it.
  await page.clock.runFor(1000);
  await tapAt(bea, x, y);
  await page.locator('.hand .hand-card').first().waitFor();
  assert.equal((await savedGame(page)).state.current, 1, "Bea's hand shows");

  // Straight after a turn ends, the keyboard and a tap elsewhere lift a cover as ever.
  await page.mouse.click(...(await middleOf(exchangeButton(page, 0, true))));
  const ada = page.getByRole('button', { name: /^Pass to Ada/ });
  await ada.waitFor();
  assert.ok(await ada.evaluate((b) => b === document.activeElement), 'the cover has the focus');
  await page.keyboard.press('Enter');
  await page.locator('.hand .hand-card').first().waitFor();
  assert.equal((await savedGame(page)).state.current, 0, "Ada's hand shows");
  await page.mouse.click(...(await middleOf(exchangeButton(page, 0, true))));
  await bea.click();
  await page.locator('.hand .hand-card').first().waitFor();
  assert.equal((await savedGame(page)).state.current, 1, "Bea's hand shows again");

  // Enter ends Bea's turn; held down, it repeats on Ada's cover, which stays.
  await exchangeButton(page, 0, true).focus();
  await page.keyboard.down('Enter');
  await ada.waitFor();
  await page.keyboard.down('Enter'); // a repeat
  await page.keyboard.up('Enter');
  assert.equal(await coverName(page), 'Ada', 'a held Enter does not lift the next cover');
  await page.keyboard.press('Enter');
  await page.locator('.hand .hand-card').first().waitFor();
  assert.equal((await savedGame(page)).state.current, 0, "Ada's hand shows again");
}

export async function germanCoverAndTable(t) {
  const app = await t.open({ viewport: 'phone-landscape', path: '?lang=de' });
  const page = app.page;
  await page.getByRole('button', { name: 'Neues Spiel' }).click();
  await page.locator('.game-choice').getByRole('radio', { name: /^Karten-Kniffel/ }).check();
  const names = page.getByRole('textbox', { name: /^Name von Spieler/ });
  assert.equal(await names.count(), 2, 'Karten-Kniffel starts with two players');
  // The house rule waits under "Weitere Optionen" (More options).
  assert.equal(await page.getByRole('checkbox', { name: /^Selbst ansagen/ }).isVisible(), false, 'folded away');
  await moreOptions(page);
  assert.ok(await page.getByRole('checkbox', { name: /^Selbst ansagen/ }).isVisible(), 'the house rule is offered');
  await startGame(page);
  await page.getByRole('button', { name: /^Gib weiter an Spieler 1/ }).click();
  assert.match(await page.locator('.hand .hand-card').first().getAttribute('aria-label'), /^Karte 1: [1-6](, neu)?$/);
  assert.ok(await page.getByRole('heading', { name: 'Werten' }).isVisible());
  assert.ok(await page.getByRole('heading', { name: 'Tauschen' }).isVisible());
  await assertNoSideScroll(page, 'phone landscape');
  await app.screenshot('table-de');
}

/** Waits until it is `player`'s turn again (the computer plays in between). */
async function turnOf(page, player) {
  await page.waitForFunction(([key, p]) => JSON.parse(localStorage.getItem(key)).state.current === p, [GAME_KEY, player]);
  await page.locator('.hand .hand-card').first().waitFor();
}

export async function afterAPlayTheHandIsBackToFive(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    const page = app.page;
    await startCards(page, [{ name: 'Ada' }, { name: 'Robo', bot: true }]);
    // Two exchanges for one more card: seven in hand.
    for (let i = 0; i < 2; i++) {
      await turnOf(page, 0);
      await exchangeButton(page, 0, true).click();
    }
    await turnOf(page, 0);
    const before = await savedGame(page);
    assert.equal(before.setup.rules_version, 2, 'a new game plays under rules version 2');
    assert.equal(before.state.players[0].hand.length, 7);
    // Play one card into its upper field: six would be left, so one must go.
    const hand = await handOnScreen(page);
    await hand[0].button.click();
    const field = page.locator('.field-btn').first();
    await field.click();
    const panel = page.locator('.discard-panel');
    await panel.waitFor();
    assert.ok(await panel.getByText('choose 1 card to discard').isVisible());
    const confirm = panel.getByRole('button', { name: /^Discard 1 and score / });
    assert.ok(await confirm.isDisabled(), 'nothing chosen yet');
    assert.ok(await hand[0].button.isDisabled(), 'the card played cannot be discarded too');
    await hand[1].button.click();
    await hand[2].button.click();
    assert.ok(await confirm.isDisabled(), 'two chosen, one is needed');
    await hand[2].button.click();
    await app.screenshot('back-to-five');
    await confirm.click();
    const after = await savedGame(page);
    const play = after.log[before.log.length];
    assert.deepEqual(play.cards, [hand[0].value]);
    assert.deepEqual(play.discard, [hand[1].value]);
    assert.equal(play.action, 'play');
    assert.equal(after.state.players[0].hand.length, 5, 'exactly five cards');
    // Penalties as before: 2 per card over 5 held before playing.
    const penalties = Object.values(after.state.players[0].penalties);
    assert.deepEqual(penalties, [4]);
    await turnOf(page, 0);
    assert.equal((await handOnScreen(page)).length, 5, 'the next turn starts with five');
    await app.screenshot('next-turn-five');
  }
}
