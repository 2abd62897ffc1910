// Issue 40, part 4: a family tournament. From the start screen: five players (all played
// by the computer, so a table's game plays itself), the tables drawn; one table game
// played in Pasch (its end leads back to the tournament, which fills its totals), another
// typed in from a paper sheet; the standings update after each; a reload keeps
// everything; the print media shows the standings and the tables without the buttons.
// In English and German, on a phone and a tablet, light and dark.
import assert from 'node:assert/strict';

const NAMES = ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'];

const WORDS = {
  en: {
    tournament: 'Tournament',
    add: 'Add player',
    player: (n) => `Player ${n}`,
    computer: (name) => `Computer plays ${name}`,
    draw: 'Draw the tables',
    play: 'Play',
    back: 'Back to the tournament',
    typeIn: 'Type in',
    pointsOf: (name) => `Points of ${name}`,
    save: 'Save',
    standings: 'Standings',
  },
  de: {
    tournament: 'Turnier',
    add: 'Spieler hinzufügen',
    player: (n) => `Spieler ${n}`,
    computer: (name) => `Computer spielt für ${name}`,
    draw: 'Tische auslosen',
    play: 'Spielen',
    back: 'Zurück zum Turnier',
    typeIn: 'Eintragen',
    pointsOf: (name) => `Punkte von ${name}`,
    save: 'Speichern',
    standings: 'Tabelle',
  },
};

/** The standings as {name: points}. */
async function standings(page) {
  const rows = page.locator('.tour-standings tbody tr');
  const out = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out[await row.getAttribute('data-player')] = Number(await row.locator('.tour-points').textContent());
  }
  return out;
}

/** A table game's box: round r, table n, game g (each from 1). */
function tableGame(page, r, n, g) {
  return page.locator(`.tour-round[data-round="${r}"] .tour-table[data-table="${n}"] .tour-game[data-game="${g}"]`);
}

/** The names at table n of round r, in seat order. */
async function seatsOf(page, r, n) {
  return page.locator(`.tour-round[data-round="${r}"] .tour-table[data-table="${n}"] tbody th`).allTextContents();
}

/** Plays the game on screen to its end: every seat is a computer, skipped ahead. */
async function playOut(page) {
  const deadline = Date.now() + 240000;
  while (!(await page.locator('.ranking').isVisible())) {
    assert.ok(Date.now() < deadline, 'the computers finish the game');
    const skip = page.locator('.skip-ahead');
    if (await skip.isVisible()) await skip.click().catch(() => {});
    await page.waitForTimeout(300);
  }
}

async function aTournament(t, lang, viewport) {
  const w = WORDS[lang];
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const page = app.page;
  await page.locator('.start-menu').getByRole('button', { name: w.tournament, exact: true }).click();
  await page.getByRole('heading', { name: w.tournament, level: 1 }).waitFor();

  // Five players: four rows and one more, each played by the computer.
  await page.getByRole('button', { name: w.add }).click();
  for (const [i, name] of NAMES.entries()) {
    // A text field with names offered (a datalist) is a combobox.
    await page.getByRole('combobox', { name: w.player(i + 1), exact: true }).fill(name);
    await page.getByRole('checkbox', { name: w.computer(name) }).check();
  }
  await app.screenshot(`${lang}-setup`, { fullPage: true });
  await page.getByRole('button', { name: w.draw }).click();
  await page.locator('.tour-view').waitFor();
  assert.deepEqual(await standings(page), Object.fromEntries(NAMES.map((n) => [n, 0])));
  // Five players: a table of three and a table of two, in every round.
  for (const r of [1, 2]) {
    assert.equal((await seatsOf(page, r, 1)).length, 3, `round ${r}: a table of three`);
    assert.equal((await seatsOf(page, r, 2)).length, 2, `round ${r}: a table of two`);
  }
  await app.screenshot(`${lang}-drawn`, { fullPage: true });

  // Round 1, table 1, the free game: played in Pasch by the computers.
  const three = await seatsOf(page, 1, 1);
  await tableGame(page, 1, 1, 1).getByRole('button', { name: w.play, exact: true }).click();
  await playOut(page);
  const game = JSON.parse((await app.storage())['pasch.game']);
  assert.deepEqual(game.setup.players.map((p) => p.name), three, 'the table plays in its seat order');
  await page.getByRole('button', { name: w.back }).click();
  await page.locator('.tour-view').waitFor();
  const history = Object.entries(await app.storage())
    .filter(([k]) => k.startsWith('pasch.history.'))
    .map(([, v]) => JSON.parse(v));
  assert.equal(history.length, 1, 'the game is in the history');
  const totals = history[0].summary.seats.map((s) => s.score);
  const after = await standings(page);
  three.forEach((name, i) => assert.equal(after[name], totals[i], `${name}'s points from the game`));
  assert.equal(await tableGame(page, 1, 1, 1).count(), 0, 'the played game has no Play any more');

  // Round 1, table 2, the free game: typed in from a paper sheet.
  const two = await seatsOf(page, 1, 2);
  const typed = tableGame(page, 1, 2, 1);
  await typed.getByRole('button', { name: w.typeIn }).click();
  await typed.getByRole('spinbutton', { name: w.pointsOf(two[0]) }).fill('150');
  await typed.getByRole('spinbutton', { name: w.pointsOf(two[1]) }).fill('230');
  await typed.getByRole('button', { name: w.save }).click();
  await page.locator(`.tour-round[data-round="1"] .tour-table[data-table="2"] .tour-game[data-game="1"]`).waitFor({ state: 'detached' });
  const typedIn = await standings(page);
  assert.equal(typedIn[two[0]], 150);
  assert.equal(typedIn[two[1]], 230);
  await app.screenshot(`${lang}-standings`, { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.screenshot(`${lang}-standings-dark`, { fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // A reload keeps everything: the app starts at its start screen, and Tournament shows
  // the tournament as it was (stored, the newest shown first).
  await app.reload();
  await page.locator('.start-menu').getByRole('button', { name: w.tournament, exact: true }).click();
  await page.locator('.tour-view').waitFor();
  assert.deepEqual(await standings(page), typedIn);

  // Printed: the standings and the tables, no buttons, no top bar.
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.getByRole('heading', { name: w.standings }).isVisible(), 'the standings print');
  assert.ok(await page.locator('.tour-table').first().isVisible(), 'the tables print');
  assert.equal(await page.locator('.topbar').isVisible(), false, 'no top bar on paper');
  assert.equal(await page.locator('.tour-tools').isVisible(), false, 'no Print or Share on paper');
  assert.equal(await page.getByRole('button', { name: w.play, exact: true }).first().isVisible(), false, 'no Play on paper');
  await app.screenshot(`${lang}-print`, { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(app.errors, []);
}

export async function englishOnAPhone(t) {
  await aTournament(t, 'en', 'phone');
}

export async function englishOnATablet(t) {
  await aTournament(t, 'en', 'tablet');
}

export async function germanOnAPhone(t) {
  await aTournament(t, 'de', 'phone');
}

export async function germanOnATablet(t) {
  await aTournament(t, 'de', 'tablet');
}

// Each plays a whole game of Kniffel by computer players in the page: on a busy machine
// that takes longer than the runner's default.
for (const test of [englishOnAPhone, englishOnATablet, germanOnAPhone, germanOnATablet]) test.timeoutMs = 400000;
