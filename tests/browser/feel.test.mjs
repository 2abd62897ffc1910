// Sound, shake to roll, vibration and the wake lock (issue 26), with stand-ins for the
// browser's AudioContext, navigator.vibrate, navigator.wakeLock and
// DeviceMotionEvent.requestPermission put in by an init script before the app starts
// (they record what the app asks of them in window.__feel). Headless Chromium has no
// speaker, no motor and no motion sensor; the stand-ins are what a test can watch.
import assert from 'node:assert/strict';
import { home, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

/**
 * The stand-ins (runs in the page before the app). `audio`: 'fake' (a whole
 * AudioContext of plain objects), 'bare' (one with buffers and sources only), 'real'
 * (the browser's own, only AudioBufferSourceNode.prototype.start watched) or 'none' (no
 * Web Audio at all).
 */
function standIns({ audio = 'fake', ios = false } = {}) {
  const feel = (window.__feel = { contexts: 0, sources: [], taps: [], buzzes: [], wake: [], asked: 0 });
  addEventListener('pointerdown', () => feel.taps.push(performance.now()), true);
  if (audio === 'fake') {
    const node = () => ({ connect: (next) => next, disconnect() {} });
    window.AudioContext = class {
      constructor() {
        feel.contexts += 1;
        this.state = 'suspended';
        this.sampleRate = 48000;
        this.destination = node();
      }
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      createBuffer(channels, length, sampleRate) {
        const data = new Float32Array(length);
        return { length, sampleRate, numberOfChannels: channels, getChannelData: () => data };
      }
      createBufferSource() {
        const source = node();
        source.start = () => feel.sources.push({ at: performance.now(), length: source.buffer?.length ?? 0 });
        return source;
      }
      createGain() {
        return { ...node(), gain: { value: 1 } };
      }
    };
  } else if (audio === 'bare') {
    // The least an AudioContext can be: buffers and sources, nothing else.
    window.AudioContext = class {
      constructor() {
        feel.contexts += 1;
      }
      createBuffer() {
        return {};
      }
      createBufferSource() {
        return { start: () => feel.sources.push({ at: performance.now(), length: 0 }) };
      }
    };
  } else if (audio === 'real') {
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) {
      feel.sources.push({ at: performance.now(), length: this.buffer?.length ?? 0 });
      return start.apply(this, args);
    };
  } else {
    delete window.AudioContext;
    delete window.webkitAudioContext;
  }
  Object.defineProperty(Navigator.prototype, 'vibrate', {
    configurable: true,
    value: (pattern) => {
      feel.buzzes.push(pattern);
      return true;
    },
  });
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get: () => ({
      request: async (type) => {
        feel.wake.push(`request ${type}`);
        return {
          released: false,
          release: async () => {
            feel.wake.push('release');
          },
          addEventListener() {},
        };
      },
    }),
  });
  if (ios) {
    DeviceMotionEvent.requestPermission = async () => {
      feel.asked += 1;
      return 'granted';
    };
  }
}

/** Opens the app on a phone with the stand-ins in place (and `storage` seeded). */
async function openWithStandIns(t, options = {}, opts = {}) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', ...opts });
  await app.context.addInitScript(standIns, options);
  await app.reload();
  await app.ready();
  return app;
}

const feel = (page) => page.evaluate(() => window.__feel);

/** A solitaire classic Kniffel, started. */
async function soloGame(page) {
  await setUpGame(page, 'classic', [{ name: 'Ada' }]);
  await startGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).waitFor();
}

/** The switch named `name` on the settings screen (a checkbox with the switch role). */
const toggle = (page, name) => page.getByRole('switch', { name, exact: true });

async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

/** Four strong jolts along x, 50 ms apart, as a shaken phone reports them. */
function shake(page) {
  return page.evaluate(async () => {
    for (let i = 0; i < 4; i++) {
      const jolt = { x: 25, y: 0, z: 0 };
      window.dispatchEvent(
        new DeviceMotionEvent('devicemotion', { acceleration: jolt, accelerationIncludingGravity: { x: 25, y: 0, z: 9.8 }, interval: 16 }),
      );
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/** Waits for the next two frames (what a move's effects do is done by then). */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

export async function aRollClattersAtOnce(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await soloGame(page);
  const before = (await feel(page)).sources.length;
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.waitForFunction((n) => window.__feel.sources.length > n, before);
  const f = await feel(page);
  assert.equal(f.contexts, 1, 'one audio context, made in a tap');
  const tap = f.taps.at(-1);
  const sound = f.sources[before];
  assert.ok(sound.length > 0, 'the source plays a buffer with samples');
  assert.ok(sound.at - tap < 300, `the clatter starts ${Math.round(sound.at - tap)} ms after the tap (under 300)`);
  // Holding a die clicks, a box taps.
  await page.getByRole('button', { name: /^Die 1/ }).click();
  await page.waitForFunction((n) => window.__feel.sources.length > n, f.sources.length);
}

export async function theBrowsersOwnAudioStartsASource(t) {
  const app = await openWithStandIns(t, { audio: 'real' });
  const page = app.page;
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.waitForFunction(() => window.__feel.sources.length > 0);
  assert.ok((await feel(page)).sources[0].length > 1000, 'a buffer of synthesised samples');
}

export async function noWebAudioIsNoProblem(t) {
  const app = await openWithStandIns(t, { audio: 'none' });
  const page = app.page;
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  // The game goes on (and the runner fails the test on any console error).
  await page.getByRole('button', { name: 'Roll 2 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
}

export async function aBareAudioContextStillStartsTheSource(t) {
  const app = await openWithStandIns(t, { audio: 'bare' });
  const page = app.page;
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.waitForFunction(() => window.__feel.sources.length > 0);
  await page.getByRole('button', { name: 'Roll 2 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
}

export async function soundOffIsSilent(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await openSettings(page);
  const sound = toggle(page, 'Sound');
  assert.equal(await sound.isChecked(), true, 'Sound is on by default');
  await sound.click();
  assert.equal(await sound.isChecked(), false);
  await home(page);
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  await page.getByRole('button', { name: /^Die 1/ }).click();
  await frames(page);
  assert.equal((await feel(page)).sources.length, 0, 'no sound with Sound off');
}

export async function theMKeyMutes(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await soloGame(page);
  // The keyboard help names the key.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await help.waitFor();
  assert.match(await help.innerText(), /\bM\s+Sound on or off/);
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'hidden' });
  await page.keyboard.press('m');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.settings') || '{}').sound === false);
  await page.keyboard.press('r');
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  await frames(page);
  assert.equal((await feel(page)).sources.length, 0, 'muted: the roll is silent');
  await page.keyboard.press('m');
  await page.keyboard.press('r');
  await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
  await page.waitForFunction(() => window.__feel.sources.length > 0);
}

export async function aShakeRollsOnce(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await soloGame(page);
  await shake(page);
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  await frames(page);
  assert.equal((await savedGame(page)).log.length, 1, 'four jolts in 150 ms: one roll');
  // A second shake, a second later, rolls again.
  await page.waitForTimeout(1100);
  await shake(page);
  await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
  await frames(page);
  assert.equal((await savedGame(page)).log.length, 2);
}

export async function noShakeDuringAComputersTurn(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await setUpGame(page, 'classic', [{ name: 'Robo', bot: true }, { name: 'Ada' }]);
  await startGame(page, 0);
  const roll = page.locator('[data-roll]');
  await roll.waitFor();
  assert.equal(await roll.isDisabled(), true, "the computer's turn");
  await shake(page);
  assert.equal(await roll.isDisabled(), true, "still the computer's turn after the shake");
  // Ada's turn comes without a roll of hers; the computer rolled at most three times.
  await page.getByRole('button', { name: 'Roll 1 of 3' }).and(page.locator(':enabled')).waitFor({ timeout: 30000 });
  const log = (await savedGame(page)).log;
  const firstScore = log.findIndex((a) => a.action === 'score');
  const computersRolls = log.slice(0, firstScore).filter((a) => a.action === 'roll').length;
  assert.ok(firstScore > 0 && computersRolls <= 3, `the computer's turn: ${JSON.stringify(log)}`);
  assert.equal(log.length, firstScore + 1, 'nothing after the computer took its box');
}

export async function theDiceBuzzWhenTheyLand(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.waitForFunction(() => window.__feel.buzzes.length > 0);
  const [buzz] = (await feel(page)).buzzes;
  assert.ok(Array.isArray(buzz) && buzz.length >= 1 && buzz.every((ms) => ms > 0 && ms <= 200), `a short buzz: ${buzz}`);
}

export async function vibrationOffNeverBuzzes(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  // With less motion the dice land at once, so the buzz would come with the new dice.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSettings(page);
  const vibration = toggle(page, 'Vibration');
  assert.equal(await vibration.isChecked(), true, 'on by default on a touch screen');
  await vibration.click();
  await home(page);
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  await frames(page);
  assert.deepEqual((await feel(page)).buzzes, [], 'Vibration off: no buzz');
  // Turned on again, the next roll buzzes (so the check above could fail).
  await openSettings(page);
  await toggle(page, 'Vibration').click();
  await home(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Roll 2 of 3' }).click();
  await page.waitForFunction(() => window.__feel.buzzes.length > 0);
  assert.equal((await feel(page)).buzzes.length, 1);
}

export async function theScreenStaysOnDuringAGame(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  assert.deepEqual((await feel(page)).wake, [], 'not on the start screen');
  await soloGame(page);
  await page.waitForFunction(() => window.__feel.wake.length > 0);
  assert.deepEqual((await feel(page)).wake, ['request screen']);
  await home(page);
  await page.waitForFunction(() => window.__feel.wake.length > 1);
  assert.deepEqual((await feel(page)).wake, ['request screen', 'release']);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => window.__feel.wake.length > 2);
  assert.deepEqual((await feel(page)).wake, ['request screen', 'release', 'request screen']);
}

export async function aHiddenPageIsSilentAndLetsTheScreenSleep(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await soloGame(page);
  await page.waitForFunction(() => window.__feel.wake.length === 1);
  // Another tab in front, then this one again (as the browser tells it).
  const hide = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, hidden);
  await hide(true);
  await page.waitForFunction(() => window.__feel.wake.length === 2);
  const before = (await feel(page)).sources.length;
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
  await frames(page);
  assert.equal((await feel(page)).sources.length, before, 'no sound while the page is hidden');
  await hide(false);
  await page.waitForFunction(() => window.__feel.wake.length === 3);
  assert.deepEqual((await feel(page)).wake, ['request screen', 'release', 'request screen']);
  await page.getByRole('button', { name: 'Roll 2 of 3' }).click();
  await page.waitForFunction((n) => window.__feel.sources.length > n, before);
}

export async function theSwitchesSurviveAReload(t) {
  const app = await openWithStandIns(t);
  const page = app.page;
  await openSettings(page);
  const names = ['Sound', 'Shake to roll', 'Vibration'];
  for (const name of names) assert.equal(await toggle(page, name).isChecked(), true, `${name} on by default on a phone`);
  // By keyboard: Space on the focused switch.
  await toggle(page, 'Sound').focus();
  await page.keyboard.press('Space');
  await toggle(page, 'Shake to roll').click();
  await toggle(page, 'Vibration').click();
  for (const name of names) assert.equal(await toggle(page, name).isChecked(), false, `${name} off`);
  const stored = JSON.parse((await app.storage())['pasch.settings']);
  assert.deepEqual([stored.sound, stored.shake, stored.vibration], [false, false, false]);
  await app.reload();
  await app.ready();
  await openSettings(page);
  for (const name of names) assert.equal(await toggle(page, name).isChecked(), false, `${name} still off after a reload`);
  // Off, shaking does not roll.
  await home(page);
  await soloGame(page);
  await shake(page);
  await frames(page);
  assert.equal((await savedGame(page)).log.length, 0, 'no roll with Shake to roll off');
}

export async function settingsSavedBeforeTheSwitchesStillLoad(t) {
  const old = JSON.stringify({ lang: 'de', theme: 'dark', fast_bots: true });
  const app = await t.open({ viewport: 'phone', storage: { 'pasch.settings': old } });
  await app.ready();
  const page = app.page;
  await page.getByRole('button', { name: 'Einstellungen' }).first().click();
  for (const name of ['Ton', 'Schütteln zum Würfeln', 'Vibration']) {
    assert.equal(await toggle(page, name).isChecked(), true, `${name}: on`);
  }
}

export async function whereMotionIsAskedForTurningShakeOnAsks(t) {
  const app = await openWithStandIns(t, { ios: true });
  const page = app.page;
  await openSettings(page);
  const shaking = toggle(page, 'Shake to roll');
  await shaking.click();
  assert.equal(await shaking.isChecked(), false);
  assert.equal((await feel(page)).asked, 0, 'turning it off asks nothing');
  await shaking.click();
  await page.waitForFunction(() => window.__feel.asked === 1);
  assert.equal(await shaking.isChecked(), true);
  // Refused: the switch goes off again.
  await page.evaluate(() => {
    DeviceMotionEvent.requestPermission = async () => 'denied';
  });
  await shaking.click();
  await shaking.click();
  await page.getByRole('switch', { name: 'Shake to roll', checked: false }).waitFor();
}

export async function onByDefaultTheFirstTapInAGameAsksForMotion(t) {
  const app = await openWithStandIns(t, { ios: true });
  const page = app.page;
  await soloGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  await page.waitForFunction(() => window.__feel.asked === 1);
  await page.getByRole('button', { name: 'Roll 2 of 3' }).click();
  await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
  assert.equal((await feel(page)).asked, 1, 'asked once a visit');
}

export async function theSwitchesLookTheirPart(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    await app.ready();
    const page = app.page;
    await openSettings(page);
    await toggle(page, 'Shake to roll').click();
    // The knob has slid over.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const card = page.locator('fieldset.feel');
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await card.scrollIntoViewIfNeeded();
      await app.screenshot(`settings-${scheme}`);
    }
    // Each row is a full-width tap target at least 44 px high.
    const rows = await page.locator('.switch-row').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    assert.equal(rows.length, 3);
    assert.ok(rows.every((h) => h >= 44), `rows ${rows}`);
  }
}
