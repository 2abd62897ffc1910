// Saved games of every format the app has written (tests/fixtures/saves/vN/) open in
// today's app: the start screen offers them, Continue shows the same players and scores
// that version showed, and an unfinished game plays on and is saved in today's format.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const GAME_KEY = 'pasch.game';
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'saves');
const CURRENT_FORMAT = 2;

/** Every fixture of format `version`: {name, raw, expected}. */
function fixtures(version) {
  const dir = path.join(FIXTURES, `v${version}`);
  const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8'));
  return Object.entries(expected).map(([name, exp]) => ({
    name,
    raw: fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'),
    expected: exp,
  }));
}

/** The totals on screen, one per player, whatever the game's screen looks like. */
async function shownTotals(page, kind, players) {
  const totals = [];
  for (let p = 0; p < players; p++) {
    if (kind === 'duel') {
      totals.push(Number(await page.locator(`.duel-pile[data-player="${p}"] .duel-pile-points`).first().innerText()));
    } else {
      totals.push(Number(await page.locator(`td.total[data-player="${p}"]`).first().getAttribute('data-total')));
    }
  }
  return totals;
}

/** Opens `fixture` as the saved game left by an earlier visit and continues it. */
async function continueSave(t, fixture) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en', storage: { [GAME_KEY]: fixture.raw } });
  const page = app.page;
  await app.ready();
  const [heading, button] = fixture.expected.over ? ['Last game', 'See the result'] : ['Saved game', 'Continue'];
  assert.ok(await page.getByText(heading).isVisible(), `${fixture.name}: the saved game is offered`);
  assert.equal(await page.getByText('A saved game could not be loaded').count(), 0, `${fixture.name}: not refused`);
  await page.getByRole('button', { name: button }).click();
  return app;
}

/** The pass-the-device cover of a hot-seat card game, if it shows, is lifted. */
async function liftCover(page) {
  const cover = page.locator('.pass-cover button');
  if (await cover.count()) await cover.first().click();
}

async function checkFormat(t, version) {
  let checked = 0;
  for (const fixture of fixtures(version)) {
    const { expected } = fixture;
    const kind = JSON.parse(fixture.raw).setup.kind;
    const app = await continueSave(t, fixture);
    const page = app.page;
    await liftCover(page);
    for (const name of expected.players) {
      // A computer player's name follows its badge (an icon titled "Computer").
      const shown = new RegExp(`^(Computer\\s*)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      assert.ok((await page.getByText(shown).count()) > 0, `${fixture.name}: ${name} is shown as text`);
    }
    assert.deepEqual(await shownTotals(page, kind, expected.players.length), expected.totals, `${fixture.name}: the same scores`);
    if (kind === 'classic' || kind === 'extreme') {
      const round = new RegExp(`^Round ${expected.round} of \\d+$`);
      if (!expected.over) assert.ok((await page.getByText(round).count()) > 0, `${fixture.name}: round ${expected.round}`);
    }

    // Play on: a roll (or, with a computer to move, its own move) is saved in today's format.
    const manual = JSON.parse(fixture.raw).setup.dice === 'manual';
    if (!expected.over && kind !== 'cards' && !manual) {
      const roll = page.getByRole('button', { name: /^Roll \d of \d/ });
      // With the rolls used up, the turn ends instead: a box, or a chip (or none).
      const end = page.locator('.sheet .box-btn:enabled, .slot-btn:enabled, .no-chip-btn:enabled');
      if ((await roll.count()) && (await roll.first().isEnabled())) await roll.first().click();
      else if (await end.count()) await end.first().click();
      await page.waitForFunction(
        ([key, n]) => JSON.parse(localStorage.getItem(key) || '{}').log?.length > n,
        [GAME_KEY, expected.actions],
        { timeout: 10000 },
      ).catch(() => {});
      const saved = JSON.parse((await app.storage())[GAME_KEY]);
      assert.equal(saved.format, CURRENT_FORMAT, `${fixture.name}: saved again in format ${CURRENT_FORMAT}`);
      assert.ok(saved.log.length > expected.actions, `${fixture.name}: the game went on`);
      assert.equal(saved.setup.rules_version, 1, `${fixture.name}: still played under its rules`);
    }
    await app.screenshot(`v${version}-${fixture.name}`);
    await app.context.close();
    checked++;
  }
  assert.ok(checked >= 10, `checked ${checked} saves`);
}

export async function formatOneSavesOpenAndPlayOn(t) {
  await checkFormat(t, 1);
}

export async function formatTwoSavesOpenAndPlayOn(t) {
  await checkFormat(t, 2);
}
