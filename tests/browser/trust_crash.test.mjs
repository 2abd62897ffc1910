// Issue 36, item 8: a crash is shown, and loses nothing. When the app's wasm dies after the
// start (an error thrown out of it, or a panic), index.html's message takes the app's place,
// in the app's language, with Reload; from then on nothing is written (whatever still runs,
// here a computer player's moves, may hold a half-changed game), and Reload finds the last
// saved move.
//
// The crash is forced without a trigger in the app: an init script makes a web API the
// wasm calls throw where the wasm does not expect it (the text of a node, set by every
// view update), once, when the test says so. What follows is what a real failure does:
// the error unwinds the wasm, and the next task of the app's executor panics ("RefCell
// already borrowed").
import assert from 'node:assert/strict';
import { axeViolations } from './axe.lib.mjs';
import { GAME_KEY, setUpGame, startGame } from './classic_extreme.lib.mjs';

/** What the crash logs: the stand-in's error, the trap and the panic that follow. */
const CRASH_ERRORS = /stand-in: the browser refused|unreachable|panicked at|RuntimeError/;

const MESSAGE = '.start-failed[role=alert]';

/**
 * Makes `app` breakable: once `window.__refuseNext` is set, the next text the app writes
 * into the page throws. With `panicOnly`, the page's own listeners never hear that error
 * (as if it had been caught somewhere), so only the panic that follows can show the crash.
 */
async function breakable(app, { panicOnly = false } = {}) {
  app.allowErrors(CRASH_ERRORS);
  await app.context.addInitScript((panicOnly) => {
    const text = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeValue');
    Object.defineProperty(Node.prototype, 'nodeValue', {
      ...text,
      set(value) {
        if (window.__refuseNext) {
          window.__refuseNext = false;
          throw new Error('stand-in: the browser refused');
        }
        text.set.call(this, value);
      },
    });
    // What the app's panic hook (src/ui/shell/crash.rs) says to index.html's script.
    addEventListener('pasch:crashed', () => (window.__panicked = true));
    if (panicOnly) {
      addEventListener(
        'error',
        (e) => {
          if (/stand-in/.test(e.message)) e.stopImmediatePropagation();
        },
        true,
      );
    }
    // Every write the app still tries, for the test to see.
    window.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      window.__writes.push(key);
      return setItem.call(this, key, value);
    };
  }, panicOnly);
  await app.reload();
}

/** Arms the stand-in, then does `act`: the app's next view update throws. */
async function crashOn(page, act) {
  await page.evaluate(() => (window.__refuseNext = true));
  await act();
  await page.locator(MESSAGE).waitFor({ state: 'visible' });
  // What was written up to here counts; from here on nothing may be.
  await page.evaluate(() => (window.__writes = []));
}

/** The message, in one language, with its Reload button focused and nothing of the app. */
async function assertMessage(page, heading, reload) {
  const message = page.locator(MESSAGE);
  await message.getByRole('heading', { name: heading }).waitFor();
  const button = message.getByRole('button', { name: reload, exact: true });
  assert.ok(await button.evaluate((b) => b === document.activeElement), 'Reload has the focus');
  assert.equal(await page.getByRole('button').count(), 1, 'one button: nothing of the app is left');
  assert.equal(await page.locator('h1').count(), 1);
  assert.ok(await page.evaluate(() => document.documentElement.hasAttribute('data-crashed')));
  return button;
}

/** Ada against a computer player, who plays at once after each of her boxes. */
async function againstTheComputer(app) {
  await setUpGame(app.page, 'classic', [{ name: 'Ada' }, { name: 'Robo', bot: true, level: 'Normal' }]);
  await startGame(app.page, 0);
  await app.page.getByRole('button', { name: /Roll 1 of 3/ }).click();
  await app.page.getByRole('button', { name: /Roll 2 of 3/ }).waitFor();
}

/** The crash as the family meets it: the app stops when Ada scores a box; the computer,
 * whose turn it now is, writes nothing more; Reload finds her box and plays on. */
async function crashWhileTheComputerPlays(t, opts) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await breakable(app, opts);
  const page = app.page;
  await againstTheComputer(app);
  const box = page.locator('[data-nav="box"]').first();
  await crashOn(page, () => box.click());
  const reload = await assertMessage(page, 'Pasch has stopped', 'Reload');
  if (opts?.panicOnly) assert.ok(await page.evaluate(() => window.__panicked), 'shown for the panic');

  // Every move is saved before it counts: Ada's box is in the saved game.
  const saved = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  const log = JSON.parse(saved).log;
  assert.ok(log.some((a) => a.action === 'score'), 'her box is saved');
  // The computer's moves came every few hundred ms before: none is written now.
  await page.waitForTimeout(4000);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY), saved, 'nothing written after the crash');
  assert.deepEqual(await page.evaluate(() => window.__writes.filter((k) => k.startsWith('pasch.'))), [], 'not even tried');

  await reload.click();
  await app.started();
  await app.ready();
  assert.equal(await page.locator(MESSAGE).count(), 0);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-crashed')), false);
  const reloaded = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY));
  assert.deepEqual(reloaded.log.slice(0, log.length), log, 'the reload has the game as it was saved last');
  // And plays on from there: the computer's turn, now written again.
  await page.getByRole('button', { name: /^Continue/ }).first().click();
  await page.waitForFunction(
    ({ key, n }) => JSON.parse(localStorage.getItem(key)).log.length > n,
    { key: GAME_KEY, n: log.length },
    { timeout: 30000 },
  );
}

export async function anErrorThrownOutOfTheWasmStopsTheAppAndNothingIsLost(t) {
  await crashWhileTheComputerPlays(t);
}

export async function aPanicStopsTheAppAndNothingIsLost(t) {
  await crashWhileTheComputerPlays(t, { panicOnly: true });
}

/** From the start screen: a solitaire game, and the app stops on its first roll. */
async function crashOnTheFirstRoll(page, { newGame, start, roll }) {
  await page.getByRole('button', { name: newGame }).click();
  await page.getByRole('button', { name: start }).click();
  await crashOn(page, () => page.getByRole('button', { name: roll }).click());
}

/** The message speaks the app's language at that moment (here changed in Settings after
 * the start), at phone and tablet size, light and dark. */
export async function theMessageSpeaksTheAppsLanguage(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    await breakable(app);
    const page = app.page;
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Réglages' }).waitFor();
    await page.locator('.topbar .brand').click();
    await crashOnTheFirstRoll(page, { newGame: 'Nouvelle partie', start: 'Commencer la partie', roll: /Lancer 1 sur 3/ });
    await assertMessage(page, "Pasch s'est arrêté", 'Recharger');

    const german = await t.open({ viewport, path: '?lang=de' });
    await breakable(german);
    await crashOnTheFirstRoll(german.page, { newGame: 'Neues Spiel', start: "Los geht's", roll: /Wurf 1 von 3/ });
    await assertMessage(german.page, 'Pasch wurde angehalten', 'Neu laden');
    for (const colorScheme of ['light', 'dark']) {
      await german.page.emulateMedia({ colorScheme });
      await german.screenshot(`crashed-${colorScheme}`);
      assert.deepEqual(await axeViolations(german.page), [], `axe, ${colorScheme}, ${viewport}`);
    }
  }
}
