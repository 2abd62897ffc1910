// Sound and the tumble of the dice (issue 26): Roll click → the clatter's source started
// (a stand-in AudioContext records it), and Roll click → the last thrown die landed (its
// tumble finished); medians of several first rolls. And the cost in start-up wasm,
// as measured when it was added (a build without it is not at hand here).
//
// Loaded by tests/browser/measure.mjs.
import { VIEWPORTS } from '../lib.mjs';
import { startSolo } from '../classic_extreme.lib.mjs';

const RUNS = Number(process.env.RUNS || 7);
const SOUND_MS = 300;
const LANDING_MS = 600;

const median = (xs) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');

/** A stand-in AudioContext that notes when a buffer source is started. */
function recordSources() {
  window.__started = [];
  const node = () => ({ connect: (next) => next });
  window.AudioContext = class {
    constructor() {
      this.sampleRate = 48000;
      this.destination = node();
    }
    resume() {
      return Promise.resolve();
    }
    createBuffer(channels, length) {
      const data = new Float32Array(length);
      return { length, getChannelData: () => data };
    }
    createBufferSource() {
      return { ...node(), start: () => window.__started.push(performance.now()) };
    }
    createGain() {
      return { ...node(), gain: { value: 1 } };
    }
  };
}

/** One first roll: [click → source started, click → every die's tumble finished] in ms. */
async function firstRoll(browser, url) {
  const context = await browser.newContext(VIEWPORTS.phone);
  await context.addInitScript(recordSources);
  const page = await context.newPage();
  await page.goto(new URL('?lang=en', url).href);
  await page.waitForSelector('html[data-started]', { state: 'attached' });
  await startSolo(page, 'Kniffel');
  const roll = await page.getByRole('button', { name: 'Roll 1 of 3' }).elementHandle();
  const times = await page.evaluate(
    (button) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        button.click();
        // The tumbles start with the new dice; wait for the frame they are in, then for them.
        requestAnimationFrame(async () => {
          const tumbles = document.getAnimations().filter((a) => a.effect?.target?.closest?.('.dice-tray'));
          await Promise.all(tumbles.map((a) => a.finished.catch(() => {})));
          const landed = performance.now() - t0;
          resolve([(window.__started[0] ?? NaN) - t0, tumbles.length ? landed : NaN]);
        });
      }),
    roll,
  );
  await context.close();
  return times;
}

export default async function measureFeel({ browser, url }) {
  const sound = [];
  const landed = [];
  for (let i = 0; i < RUNS; i++) {
    const [s, l] = await firstRoll(browser, url);
    sound.push(s);
    landed.push(l);
  }
  const s = median(sound);
  const l = median(landed);
  return [
    { what: 'Roll click → the clatter starts (stand-in AudioContext)', result: ms(s), target: `< ${SOUND_MS} ms`, ok: s < SOUND_MS },
    { what: 'Roll click → the last die has landed', result: ms(l), target: `≤ ${LANDING_MS} ms`, ok: l <= LANDING_MS },
    {
      what: 'start-up wasm cost of sound, shake, vibration, wake lock (issue 26, measured when added)',
      result: '+9.6 KB gzip -9 (main wasm 471.6 → 481.2 KB)',
      target: '',
      ok: null,
    },
  ];
}
