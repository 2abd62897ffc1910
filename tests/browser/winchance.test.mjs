// Who is likely to win: the Win chance button of a Kniffel game with several players
// (nothing shown until pressed, whole percents adding up to 100, keyboard operable,
// axe-clean), and the end screen's chart of the chances round by round with its turning
// point. The times from a click to the chances shown are logged (the brain works them
// out in its worker; the first question also waits for the solver's table).
import assert from 'node:assert/strict';
import { axeViolations } from './axe.lib.mjs';
import { GAME_KEY, firstRoll, fixtureSave, setUpGame, startGame } from './classic_extreme.lib.mjs';

/** The table's solve runs in the worker first; on a busy 2-core machine it may take a while. */
const SOLVE_MS = 90000;

/**
 * Presses Win chance and returns [{name, percent}] once shown, and the time it took in
 * the page: from the click event to the first row drawn (Playwright's own waiting for the
 * button and polling for the rows, some hundred ms on a busy machine, left out).
 */
async function openWinChance(page, { keyboard = false } = {}) {
  const button = page.getByRole('button', { name: 'Win chance', exact: true });
  await page.evaluate(() => {
    const times = (window.__winChanceTimes = {});
    document.addEventListener('click', () => (times.clicked ??= performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => {
      if (document.querySelector('#winchance-panel .winchance-row')) {
        times.shown = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const rows = page.locator('#winchance-panel .winchance-row');
  await rows.first().waitFor({ timeout: SOLVE_MS });
  const times = await page.evaluate(() => window.__winChanceTimes);
  const ms = Math.round(times.shown - times.clicked);
  const shown = await rows.evaluateAll((lis) =>
    lis.map((li) => ({
      name: li.querySelector('.winchance-name').innerText.trim(),
      percent: li.querySelector('.winchance-pct').innerText.trim(),
    })),
  );
  const players = shown.map(({ name, percent }) => {
    const m = percent.match(/^(\d+) %$/);
    assert.ok(m, `"${percent}" reads "N %"`);
    return { name, percent: Number(m[1]) };
  });
  assert.equal(players.reduce((s, p) => s + p.percent, 0), 100, JSON.stringify(players));
  return { players, ms };
}

/** Rolls and fills the first box on offer: one turn of whoever is on turn. */
async function quickTurn(page) {
  await firstRoll(page);
  await page.locator('.sheet .box-btn').first().click();
}

/** Screenshots of the page on a phone and a tablet, light and dark, named `name-…`. */
async function shots(app, name, locator = null) {
  const page = app.page;
  for (const [viewport, size] of [['phone', { width: 390, height: 844 }], ['tablet', { width: 1024, height: 768 }]]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      if (locator) await locator.scrollIntoViewIfNeeded();
      await app.screenshot(`${name}-${viewport}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function winChanceButtonInATwoPlayerGame(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  await setUpGame(page, 'classic', [{ name: 'Ada' }, { name: 'Bo' }]);
  await startGame(page);
  await page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  // Nothing is shown until asked.
  assert.ok(await page.locator('#winchance-panel').isHidden(), 'no chances before the button is pressed');
  assert.equal(await page.locator('.winchance-row').count(), 0);
  // Keyboard operable: focus and Enter.
  const start = await openWinChance(page, { keyboard: true });
  assert.deepEqual(start.players.map((p) => p.name), ['Ada', 'Bo']);
  assert.deepEqual(start.players.map((p) => p.percent), [50, 50], 'an even start');
  console.log(`  win chance, 2 players, start, first question: ${start.ms} ms (worker start; the shipped fresh finishes, no table)`);
  // Pressed again it closes.
  await page.getByRole('button', { name: 'Win chance', exact: true }).click();
  assert.ok(await page.locator('#winchance-panel').isHidden(), 'closed again');
  const again = await openWinChance(page);
  console.log(`  win chance, 2 players, start, asked again: ${again.ms} ms`);
  await page.getByRole('button', { name: 'Win chance', exact: true }).click();
  await quickTurn(page);
  await quickTurn(page);
  await firstRoll(page);
  const mid = await openWinChance(page);
  console.log(`  win chance, 2 players, round 2 after a roll: ${mid.ms} ms (table brought in after the first question) ${JSON.stringify(mid.players)}`);
  assert.equal(await page.getByRole('button', { name: 'Win chance', exact: true }).getAttribute('aria-expanded'), 'true');
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
  await shots(app, 'panel', page.locator('#winchance-panel'));
  // A move closes it: the chances were those of the position before.
  await page.getByRole('button', { name: /^Roll 2 of 3/ }).click();
  await page.getByRole('button', { name: /^Roll 3 of 3/ }).waitFor();
  assert.ok(await page.locator('#winchance-panel').isHidden(), 'a move closes the panel');
}

/**
 * A saved classic game of `names` after `rounds` rounds, the next player's dice rolled:
 * each turn rolls once and fills a box (a different one for each seat).
 */
function savedMidGame(names, rounds) {
  const order = ['chance', 'sixes', 'fives', 'three_of_a_kind', 'fours', 'full_house', 'threes', 'small_straight', 'four_of_a_kind', 'twos', 'large_straight', 'ones', 'kniffel'];
  const log = [];
  for (let r = 0; r < rounds; r++) {
    for (let p = 0; p < names.length; p++) log.push({ action: 'roll' }, { action: 'score', box: order[(r + 3 * p) % 13] });
  }
  log.push({ action: 'roll' });
  const players = names.map((name) => ({ name, bot: null }));
  return JSON.stringify({ format: 2, setup: { kind: 'classic', rules_version: 1, players, seed: 42 }, log });
}

export async function winChanceWithEightPlayers(t) {
  const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  const app = await t.open({ viewport: 'tablet', path: '?lang=en', storage: { [GAME_KEY]: savedMidGame(names, 6) } });
  const page = app.page;
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const chances = await openWinChance(page);
  assert.deepEqual(chances.players.map((p) => p.name), names);
  console.log(`  win chance, 8 players, round 7 after a roll, fresh profile: ${chances.ms} ms (worker start, the part of the table these games can meet solved, chances) ${JSON.stringify(chances.players)}`);
  await app.screenshot('eight-players');
  // Answered from a part of the table; the whole table is solved and kept after it, and
  // gives the same chances on the next visit.
  await tableKept(page);
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const kept = await openWinChance(page);
  console.log(`  win chance, 8 players, round 7 after a roll, table kept from a visit before: ${kept.ms} ms`);
  assert.deepEqual(kept.players, chances.players);
}

export async function winChanceInKniffelExtremeWithFourPlayers(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  const names = ['Ada', 'Bo', 'Cy', 'Di'];
  await setUpGame(page, 'extreme', names.map((name) => ({ name })));
  await startGame(page);
  // A round of turns, then the next player's first roll: the strong Extreme player plans
  // the turn on the table, the others' open boxes are drawn.
  for (let i = 0; i < names.length; i++) await quickTurn(page);
  await firstRoll(page);
  const chances = await openWinChance(page);
  assert.deepEqual(chances.players.map((p) => p.name), names);
  console.log(`  win chance, Kniffel Extreme, 4 players, round 2 after a roll: ${chances.ms} ms (worker start included) ${JSON.stringify(chances.players)}`);
  assert.ok(await page.locator('#winchance-panel').isVisible());
}

/** The brain's wasm files fetched by `page`'s workers (and their helpers) from now on. */
function brainsStarted(page) {
  const fetched = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (/^solver-worker.*_bg\.wasm$/.test(name)) fetched.push(name);
  });
  return fetched;
}

/**
 * A helper of the brain that cannot start (its wasm does not load: the brain's own did)
 * is let go after a moment: the brain solves and simulates alone, and the chances are
 * the very same.
 */
export async function aHelperThatCannotStartIsLetGo(t) {
  const names = ['Ada', 'Bo', 'Cy'];
  const asked = async (blockHelpers) => {
    const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block', storage: { [GAME_KEY]: savedMidGame(names, 1) } });
    const page = app.page;
    const brains = brainsStarted(page);
    if (blockHelpers) {
      app.allowErrors(/Failed to load resource: net::ERR_FAILED|Failed to fetch|solver-worker/);
      let fetches = 0;
      await app.context.route('**/solver-worker*_bg.wasm', (route) => (fetches++ === 0 ? route.continue() : route.abort()));
    }
    await page.getByRole('button', { name: 'Continue' }).first().click();
    const chances = await openWinChance(page);
    assert.deepEqual(chances.players.map((p) => p.name), names);
    assert.deepEqual(app.errors, []);
    return { chances, brains: brains.length };
  };
  const alone = await asked(true);
  const crew = await asked(false);
  console.log(`  helpers blocked: ${alone.chances.ms} ms (${alone.brains} fetches of the brain's wasm); with them: ${crew.chances.ms} ms (${crew.brains})`);
  assert.deepEqual(alone.chances.players, crew.chances.players);
}

/** Waits until the worker has kept a solved table in the browser's Cache API. */
async function tableKept(page) {
  await page.waitForFunction(async () => (await (await caches.open('solver-tables')).keys()).length > 0, null, {
    timeout: SOLVE_MS,
    polling: 200,
  });
}

export async function winChanceEarlyFirstVisitAndWithTheTableKept(t) {
  // Round 2 after a roll with 8 players: the most positions to simulate, the longest way.
  const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  const app = await t.open({ viewport: 'tablet', path: '?lang=en', storage: { [GAME_KEY]: savedMidGame(names, 1) } });
  const page = app.page;
  const brains = brainsStarted(page);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const first = await openWinChance(page);
  assert.deepEqual(first.players.map((p) => p.name), names);
  console.log(`  win chance, 8 players, round 2 after a roll, fresh profile: ${first.ms} ms (worker start, table solved, chances)`);
  // The brain solved the table with a helper per spare core (at most 3), this same
  // worker started again: each fetched the brain's wasm.
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  assert.equal(brains.length, Math.min(cores - 1, 3) + 1, `${cores} cores: ${brains}`);
  await tableKept(page);
  // A later visit: a new page and worker, the table read from the cache. The brain's
  // messages are timed on the way, to tell where the time goes.
  await app.context.addInitScript(() => {
    const heard = (window.__brainHeard = []);
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        heard.push(['started', performance.now()]);
        this.addEventListener('message', (e) => heard.push([String(e.data).slice(0, 12), performance.now()]));
      }
    };
  });
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const kept = await openWinChance(page);
  const clicked = await page.evaluate(() => window.__winChanceTimes.clicked);
  console.log(`  win chance, 8 players, round 2 after a roll, table kept from a visit before: ${kept.ms} ms (worker start, table read, chances)`);
  const heard = await page.evaluate(() => window.__brainHeard);
  const beats = heard.filter(([what]) => what.includes('Working'));
  const at = (what) => Math.round((heard.find(([w]) => w.includes(what)) ?? [null, NaN])[1] - clicked);
  console.log(`    from the click: worker made ${at('started')} ms, listens ${at('Ready')} ms, answer ${at('Answer')} ms`);
  // Simulated alone (one core), the brain tells each turn's end; its crew does not.
  if (beats.length) console.log(`    each turn simulated by: ${beats.map(([, ms]) => Math.round(ms - clicked)).join(', ')} ms`);
  // The same position gives the same chances, however the table came.
  assert.deepEqual(kept.players, first.players);
}

export async function endScreenChartAndTurningPoint(t) {
  const save = fixtureSave('v2/classic-yahtzee-nojoker-2p-finished.json');
  const app = await t.open({ viewport: 'phone', path: '?lang=en', storage: { [GAME_KEY]: save } });
  const page = app.page;
  const t0 = Date.now();
  await page.getByRole('button', { name: 'See the result' }).click();
  await page.locator('.ranking').first().waitFor();
  const chart = page.locator('.winchart');
  await chart.locator('svg.winchart-svg').waitFor({ timeout: SOLVE_MS });
  console.log(`  end screen chart, 2 players: ${Date.now() - t0} ms (worker start and table included)`);
  assert.equal(await chart.locator('polyline.winchart-line').count(), 2, 'a line per player');
  const points = await chart.locator('polyline.winchart-line').first().getAttribute('points');
  assert.equal(points.trim().split(/\s+/).length, 14, 'the start and 13 rounds');
  const label = await chart.locator('svg').getAttribute('aria-label');
  assert.match(label, /^Win chance, round by round: Ada: (0|50|100) %, Bo: (0|50|100) %$/);
  const turning = (await chart.locator('.winchart-turning').innerText()).trim();
  assert.match(turning, /^Turning point: round (\d|1[0-3]), (Ada|Bo)'s .+ for \d+$/);
  assert.deepEqual(await chart.locator('.winchart-legend li').allInnerTexts(), ['Ada', 'Bo']);
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
  await shots(app, 'chart', chart);
}
