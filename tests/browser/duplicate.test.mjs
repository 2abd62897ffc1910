// Duplicate, "Same dice for everyone" (issue 40, part 3): on the New game page the switch
// (found by its accessible name, the contract) starts a Generala of two people, Mia and
// Opa, with the same dice stream. In round 1 both keep alike: each sees the same first
// and second throw. Then Mia keeps the most frequent face and Opa stops at once, so their
// decisions differ on the same first throws; at the end the screen shows the Top and,
// under "Decisions compared", lines naming both players with the worth of the better
// choice. In English on a phone and in German on a tablet; screenshots in both themes
// (tests/artifacts/duplicate-*).
import assert from 'node:assert/strict';

const GAME_KEY = 'pasch.game';
/** Generala's place in the new-game screen's list (`new_game::OFFERED`). */
const GENERALA = 4;

const WORDS = {
  en: { sw: 'Same dice for everyone', title: 'Decisions compared', line: /^Round \d+: (Mia|Opa) .+, (Mia|Opa) .+: (Mia|Opa)'s choice was worth \d+\.\d more$/, top: /^Top \(perfect play on the same dice\): \d+$/ },
  de: { sw: 'Gleiche Würfel für alle', title: 'Entscheidungen im Vergleich', line: /^Runde \d+: (Mia|Opa) .+, (Mia|Opa) .+: Die Wahl von (Mia|Opa) war \d+,\d Punkte mehr wert$/, top: /^Top \(perfektes Spiel mit denselben Würfeln\): \d+$/ },
};

async function saved(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)), GAME_KEY);
}

async function logGrows(page, n) {
  await page.waitForFunction(([key, n]) => JSON.parse(localStorage.getItem(key)).log.length > n, [GAME_KEY, n]);
}

async function roll(page) {
  const n = (await saved(page)).log.length;
  await page.locator('.roll-controls .roll-btn').click();
  await logGrows(page, n);
  return (await saved(page)).state.turn.dice;
}

/** Holds the dice showing the most frequent face (the higher on a tie), by the saved turn. */
async function holdMostFrequent(page) {
  const { dice, held } = (await saved(page)).state.turn;
  const counts = new Map();
  for (const d of dice) counts.set(d, (counts.get(d) || 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
  if (dice.every((d) => d === best)) return false;
  for (let i = 0; i < dice.length; i++) {
    if (held[i] !== (dice[i] === best)) {
      const n = (await saved(page)).log.length;
      await page.locator('.dice-tray .die').nth(i).click();
      await logGrows(page, n);
    }
  }
  return true;
}

/** Fills the box offering the most points. */
async function scoreBest(page) {
  const points = await page.locator('.sheet .box-btn').evaluateAll((els) => els.map((b) => Number(b.firstChild.textContent)));
  assert.ok(points.length > 0, 'a box is on offer');
  const n = (await saved(page)).log.length;
  await page.locator('.sheet .box-btn').nth(points.indexOf(Math.max(...points))).click();
  await logGrows(page, n);
}

/** Mia's turn: roll, keep the most frequent face, roll once more, fill the best box. */
async function keepingTurn(page) {
  const throws = [await roll(page)];
  if (await holdMostFrequent(page)) throws.push(await roll(page));
  await scoreBest(page);
  return throws;
}

async function shots(app, name) {
  for (const scheme of ['light', 'dark']) {
    await app.page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`${name}-${scheme}`, { fullPage: true });
  }
  await app.page.emulateMedia({ colorScheme: 'light' });
}

async function duplicateGame(t, lang, viewport) {
  const words = WORDS[lang];
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const { page } = app;
  await page.locator('.start-menu button').first().click();
  await page.locator('.game-choice input[type=radio]').nth(GENERALA).check();
  const rows = page.locator('.player-list .player-row');
  while ((await rows.count()) < 2) await page.locator('.add-player').click();
  for (const [i, name] of ['Mia', 'Opa'].entries()) {
    await rows.nth(i).locator('.player-name').fill(name);
    await rows.nth(i).locator('.player-who').selectOption('human');
  }
  await page.locator('.who-starts input[type=radio]').nth(1).check();
  const same = page.getByRole('checkbox', { name: words.sw, exact: true });
  assert.equal(await same.isChecked(), false, 'off by default');
  await same.check();
  // Real dice hide the switch; the app's dice bring it back, still on.
  await page.locator('input[name=dice]').nth(1).check();
  assert.equal(await same.count(), 0, 'no switch with real dice');
  await page.locator('input[name=dice]').nth(0).check();
  assert.equal(await same.isChecked(), true);
  await same.scrollIntoViewIfNeeded();
  await shots(app, `${lang}-new-game`);
  await page.locator('.start-btn').click();
  await page.locator('.play').waitFor();
  const setup = (await saved(page)).setup;
  assert.equal(setup.options.same_dice, true, 'saved in the setup');

  // Round 1: both keep alike, so both see the same throws.
  const mia = await keepingTurn(page);
  const opa = [await roll(page)];
  assert.deepEqual(opa[0], mia[0], 'the same first throw');
  if (mia.length > 1) {
    assert.ok(await holdMostFrequent(page));
    opa.push(await roll(page));
    assert.deepEqual(opa[1], mia[1], 'the same keep, the same second throw');
  }
  await shots(app, `${lang}-playing`);
  await scoreBest(page);

  // Then Mia keeps and Opa stops at once: their first throws stay the same.
  for (let round = 2; !(await saved(page)).state.over; round++) {
    const first = (await keepingTurn(page))[0];
    if ((await saved(page)).state.over) break;
    assert.deepEqual(await roll(page), first, `round ${round}: the same first throw`);
    await scoreBest(page);
    assert.ok(round < 20, 'the game ends');
  }

  // The end screen: the Top, and the decisions compared (collapsed).
  const top = page.locator('.duplicate .dup-top');
  await top.waitFor({ timeout: 60000 });
  assert.match((await top.innerText()).trim(), words.top);
  const details = page.locator('details.dup-compared');
  assert.equal(await details.evaluate((d) => d.open), false, 'collapsed');
  await details.locator('summary').click();
  assert.equal((await details.locator('summary').innerText()).trim(), words.title);
  const lines = await details.locator('.dup-lines li').allInnerTexts();
  assert.ok(lines.length > 0, 'decisions differed');
  for (const line of lines) assert.match(line.trim(), words.line);
  assert.ok(lines.some((l) => l.includes('Mia')) && lines.some((l) => l.includes('Opa')), 'both players are named');
  await details.scrollIntoViewIfNeeded();
  await shots(app, `${lang}-end`);
  assert.deepEqual(app.errors, []);
}

export async function englishPhone(t) {
  await duplicateGame(t, 'en', 'phone');
}
englishPhone.timeoutMs = 600000;

export async function germanTablet(t) {
  await duplicateGame(t, 'de', 'tablet');
}
germanTablet.timeoutMs = 600000;
