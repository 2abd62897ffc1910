// A turn of Yatzy, Maxi Yatzy (six dice) and Generala by keyboard alone, as a classic
// Kniffel is played in keyboard.test.mjs: R rolls, the digits hold dice (6 the sixth die
// of Maxi Yatzy), the arrows step through the open boxes and Enter takes one; the live
// region reads each move out and the focus goes on to the next player's Roll button.
import assert from 'node:assert/strict';
import { dice, savedGame, setUpGame } from './classic_extreme.lib.mjs';

/** The focused element's name and whether it is one of the sheet's open boxes. */
const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return { name: (e?.getAttribute('aria-label') || e?.innerText || '').trim(), box: e?.dataset.nav === 'box' };
  });

/** What the live region says now. */
const announced = (page) => page.locator('[data-announcer]').innerText();

/** How many boxes Ada has filled. */
const filled = async (page) => Object.keys((await savedGame(page)).state.players[0].sheet).length;

/** Steps with ArrowDown to the open box with the most points and takes it with Enter. */
async function takeBestBoxByKeyboard(page) {
  const names = await page.locator('[data-nav=box]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(names.length > 0, 'boxes on offer');
  const points = (name) => Number((name.match(/, (\d+) points?$/) || [0, 0])[1]);
  const best = names.reduce((a, b) => (points(b) > points(a) ? b : a));
  for (let i = 0; i < names.length; i++) {
    await page.keyboard.press('ArrowDown');
    const f = await focused(page);
    assert.ok(f.box, 'the arrow keys move through the open boxes');
    if (f.name === best) {
      await page.keyboard.press('Enter');
      return { label: best.split(',')[0], points: points(best) };
    }
  }
  throw new Error(`the arrows never reached ${best}`);
}

async function aTurnByKeyboard(t, kind, count) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await setUpGame(page, kind, [{ name: 'Ada' }, { name: 'Bea' }]);
  // Ada starts (else who starts is drawn).
  await page.locator('.who-starts input[type=radio]').nth(1).check();
  await page.getByRole('button', { name: 'Start game' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /^Roll 1 of \d+$/ }).waitFor();
  await page.keyboard.press('r');
  await page.getByRole('button', { name: /^Roll 2 of \d+$/ }).waitFor();
  const first = await dice(page);
  assert.equal(first.length, count, `${kind}: ${count} dice`);
  assert.match(await announced(page), new RegExp(`^Ada rolled ${first.map((d) => d.value).join(' ')}$`));
  // Hold the first and the last die (6 in Maxi Yatzy: its sixth die).
  await page.keyboard.press('1');
  await page.keyboard.press(String(count));
  const held = (await dice(page)).map((d) => d.held);
  assert.deepEqual(held, first.map((_, i) => i === 0 || i === count - 1), `${kind}: 1 and ${count} hold their dice`);
  await page.keyboard.press('r');
  await page.getByRole('button', { name: /^Roll 3 of \d+$/ }).waitFor();
  const second = await dice(page);
  assert.equal(second[0].value, first[0].value, 'a held die keeps its face');
  assert.equal(second[count - 1].value, first[count - 1].value, 'a held die keeps its face');
  const best = await takeBestBoxByKeyboard(page);
  await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length === 1);
  assert.equal(await filled(page), 1);
  assert.equal(await announced(page), `Ada took ${best.label} for ${best.points}`);
  // Bea's turn: the focus is on her Roll button, and R rolls for her.
  await page.waitForFunction(() => document.activeElement?.classList.contains('roll-btn'));
  assert.match((await focused(page)).name, /^Roll 1 of \d+$/, 'after a box the focus is on Roll');
  await page.keyboard.press('r');
  await page.getByRole('button', { name: /^Roll 2 of \d+$/ }).waitFor();
  assert.match(await announced(page), /^Bea rolled [1-6]( [1-6])+$/);
  await app.screenshot(`keyboard-${kind}`);
  assert.deepEqual(app.errors, []);
}

export async function aYatzyTurnByKeyboard(t) {
  await aTurnByKeyboard(t, 'yatzy', 5);
}

export async function aMaxiYatzyTurnByKeyboard(t) {
  await aTurnByKeyboard(t, 'maxi_yatzy', 6);
}

export async function aGeneralaTurnByKeyboard(t) {
  await aTurnByKeyboard(t, 'generala', 5);
}
