// Secrets stay secret: the seed is nowhere in the page while a game is played (text or
// attributes, in all four games, the pass-the-device cover included); the end screen
// shows it with "Play this game again" and "Share"; a chosen seed says so at the end.
// Who starts: chosen at setup or drawn by lot, said at the start, rotated in a rematch.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { GAME_KEY, dice, moreOptions, roll, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';
import { ROOT } from './lib.mjs';

const FINISHED = fs.readFileSync(
  path.join(ROOT, 'tests', 'fixtures', 'saves', 'v2', 'classic-yahtzee-nojoker-2p-finished.json'),
  'utf8',
);

/** Fails if the seed of the game being played appears anywhere in the page. */
async function assertSeedHidden(page, where) {
  const seed = String((await savedGame(page)).setup.seed);
  // The build's hashed file names and integrity hashes are not the game's: a short seed
  // can occur in them by chance ("pasch-a982025006c74850.js" holds 202).
  const html = (await page.evaluate(() => document.documentElement.outerHTML))
    .replace(/[\w-]+-[0-9a-f]{16}(_bg)?\.(js|wasm|css)/g, '')
    .replace(/sha384-[A-Za-z0-9+/=]+/g, '');
  assert.ok(!html.includes(seed), `${where}: the seed ${seed} is not in the page`);
}

/** A new game of `kind` (a KIND key) for Ada and `second` ('Computer' for a computer player). */
async function newGame(page, kind, second) {
  await setUpGame(page, kind, [{ name: 'Ada' }, { name: second, bot: second === 'Computer' }]);
  await startGame(page);
}

export async function theSeedIsNowhereInThePageDuringPlay(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  for (const kind of ['classic', 'extreme', 'duel']) {
    await newGame(page, kind, 'Computer');
    await assertSeedHidden(page, `${kind}, before the first roll`);
    await roll(page, 1, 3);
    await page.getByRole('button', { name: /^Die 1/ }).click();
    await assertSeedHidden(page, `${kind}, after a roll and a hold`);
    await page.locator('.topbar .brand').click();
  }
  // Karten-Kniffel for two: Ada's hand, the cover between turns, then Bo's hand.
  await newGame(page, 'cards', 'Bo');
  await page.locator('.pass-cover').waitFor();
  await assertSeedHidden(page, 'Karten-Kniffel, the first cover');
  await page.locator('.pass-cover button').first().click();
  await page.getByRole('button', { name: /^Card 1: / }).waitFor();
  await assertSeedHidden(page, "Karten-Kniffel, Ada's hand");
  await page.getByRole('button', { name: /^Exchange: discard 0, Draw 1/ }).click();
  await page.locator('.pass-cover').waitFor();
  await assertSeedHidden(page, 'Karten-Kniffel, the cover');
  await page.locator('.pass-cover button').first().click();
  await page.getByRole('button', { name: /^Card 1: / }).waitFor();
  await assertSeedHidden(page, "Karten-Kniffel, Bo's hand");
  // Only Bo's own cards are in the page: Ada's hand is not there, not even hidden.
  const bo = (await savedGame(page)).state.players[1].hand.length;
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')].filter((e) => /^Card \d+: /.test(e.getAttribute('aria-label'))).length,
  );
  assert.equal(named, bo, 'no other card is in the page');
}

export async function theEndShowsTheSeedToPlayAgainAndShare(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en', storage: { [GAME_KEY]: FINISHED } });
  const page = app.page;
  const finished = JSON.parse(FINISHED);
  const seed = String(finished.setup.seed);
  await page.getByRole('button', { name: 'See the result' }).click();
  // The seed is a detail behind "Play this game again".
  const end = page.locator('.game-number');
  await end.waitFor();
  assert.equal(await end.locator('.game-number-value').isVisible(), false, 'the seed waits behind a tap');
  await end.locator('summary').filter({ hasText: 'Play this game again' }).click();
  assert.equal(await end.locator('.game-number-value').innerText(), seed, 'the seed is shown at the end');
  assert.equal(await end.locator('.chosen-seed').count(), 0, 'a drawn seed is not called chosen');
  await app.screenshot('end-with-seed');

  // Share: the Web Share API, or a copy where it is missing; either way the player hears.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.locator('.ranking .share-status[role=status]').filter({ hasText: /Copied|not available/ }).waitFor();

  // Play this game again: the same seed and start player, so the same first roll.
  await page.getByRole('button', { name: 'Start this game again' }).click();
  const again = await savedGame(page);
  assert.equal(String(again.setup.seed), seed);
  assert.equal(again.setup.start_player, finished.setup.start_player ?? 0);
  assert.equal(again.setup.chosen_seed, true);
  await assertSeedHidden(page, 'the game played again');
  const first = (await roll(page, 1, 3)).map((d) => d.value);

  // The same seed typed in on the new-game screen gives the same first roll.
  await page.locator('.topbar .brand').click();
  await page.getByRole('button', { name: 'New game' }).click();
  await moreOptions(page);
  await page.getByRole('textbox', { name: /Game number/ }).fill(seed);
  await startGame(page);
  assert.equal((await savedGame(page)).setup.chosen_seed, true, 'a typed seed is a chosen seed');
  assert.deepEqual((await roll(page, 1, 3)).map((d) => d.value), first);
}

export async function aChosenSeedSaysSoAtTheEnd(t) {
  const chosen = JSON.parse(FINISHED);
  chosen.setup.chosen_seed = true;
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { [GAME_KEY]: JSON.stringify(chosen) } });
  const page = app.page;
  await page.getByRole('button', { name: 'See the result' }).click();
  await page.locator('.game-number summary').click();
  await page.getByText('This game was started from a chosen game number').waitFor();
  await app.screenshot('end-chosen-seed');
}

export async function theChosenStartPlayerBeginsAndARematchRotates(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await setUpGame(page, 'classic', [{ name: 'Ada' }, { name: 'Bo' }]);
  const who = page.getByRole('group', { name: 'Who starts?' });
  assert.ok(await who.getByRole('radio', { name: /Draw by lot/ }).isChecked(), 'drawn by lot unless chosen');
  await app.screenshot('who-starts');
  await who.getByRole('radio', { name: 'Bo', exact: true }).check();
  await startGame(page, null);
  await page.getByText('Bo begins.').waitFor();
  assert.ok(await page.getByText("Bo's turn", { exact: true }).isVisible());
  assert.equal((await savedGame(page)).setup.start_player, 1);
  await app.screenshot('bo-begins');
  await roll(page, 1, 3);
  assert.equal(await page.getByText('Bo begins.').count(), 0, 'said until the first move');
  assert.ok((await dice(page)).every((d) => d.value !== null));

  // Drawn by lot: some seat of the two, said at the start.
  await page.locator('.topbar .brand').click();
  await page.getByRole('button', { name: 'New game' }).click();
  await startGame(page, null);
  const drawn = (await savedGame(page)).setup.start_player;
  assert.ok(drawn === 0 || drawn === 1);
  await page.getByText(`${drawn === 0 ? 'Ada' : 'Bo'} begins.`).waitFor();

  // A rematch lets the next player begin.
  const finished = JSON.parse(FINISHED);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, FINISHED]);
  await app.reload();
  await page.getByRole('button', { name: 'See the result' }).click();
  await page.getByRole('button', { name: 'Rematch' }).click();
  const rematch = await savedGame(page);
  assert.equal(rematch.setup.start_player, ((finished.setup.start_player ?? 0) + 1) % 2);
  assert.equal(rematch.setup.chosen_seed, false);
  await page.getByText(`${finished.setup.players[rematch.setup.start_player].name} begins.`).waitFor();
}
