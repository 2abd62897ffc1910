// The advisor and the strong computer player in the browser: the Hint panel of a classic
// game (exact, best first, counted with the game), the Extreme hint labelled as an
// estimate, a whole game against the strong computer (its table solved in the worker,
// its moves shown step by step, skipped ahead by a tap), the review after the game, and
// the solver worker loading offline after the first visit (its table kept in the cache),
// and what happens when the brain cannot be had (no worker, a worker whose wasm does not
// start, a damaged table in the cache).
import assert from 'node:assert/strict';
import {
  CLASSIC_BOXES,
  EXTREME_BOXES,
  roll,
  savedGame,
  scoreBest,
  setUpGame,
  startGame,
  startSolo,
  whoPlays,
} from './classic_extreme.lib.mjs';

/** The solve runs in a worker; on a busy 2-core machine it may take a while. */
const SOLVE_MS = 90000;

/**
 * Opens the Hint panel and returns its options as [{text, total, plain}] once they are
 * there: the plain words of each line, and, behind "Details", the short text and the
 * expected total.
 */
async function openHint(page) {
  await page.getByRole('button', { name: /Hint/ }).click();
  const items = page.locator('#hint-panel .hint-numbers li');
  await items.first().waitFor({ state: 'attached', timeout: SOLVE_MS });
  await page.locator('#hint-panel .hint-details summary').click();
  const plain = await page.locator('#hint-panel .hint-row .hint-what').allInnerTexts();
  const lines = await items.evaluateAll((lis) =>
    lis.map((li) => ({
      text: li.querySelector('.hint-short').innerText.trim(),
      total: li.querySelector('.hint-total').innerText.trim(),
      best: li.classList.contains('best'),
    })),
  );
  assert.equal(plain.length, lines.length, 'a line in words for each option');
  return lines.map((l, i) => {
    const m = l.total.match(/^≈ (\d+\.\d) points$/);
    assert.ok(m, `"${l.total}" reads "≈ N.N points"`);
    return { ...l, plain: plain[i].trim(), total: Number(m[1]) };
  });
}

function assertBestFirst(lines) {
  assert.ok(lines.length > 1, 'several options');
  assert.ok(lines[0].best, 'the first option is marked best');
  lines.slice(1).forEach((l, i) => assert.ok(l.total <= lines[i].total, `${l.text} after ${lines[i].text}`));
}

/** The brain's wasm files `app` fetches from now on (its worker's requests included). */
function brainWasmFetched(app) {
  const fetched = [];
  app.context.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (/^solver-worker.*\.wasm$/.test(name)) fetched.push(name);
  });
  return fetched;
}

export async function hintPanelInAClassicGame(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  const page = app.page;
  const fetched = brainWasmFetched(app);
  await startSolo(page, 'Kniffel', 'Ada');
  assert.equal(await page.getByRole('button', { name: /Hint/ }).count(), 0, 'no hint before the first roll');
  await roll(page, 1, 3);
  const keeps = await openHint(page);
  assertBestFirst(keeps);
  keeps.forEach((k) => assert.match(k.text, /^(Keep [1-6]( [1-6])*|Keep all – stop rolling|Reroll all dice)$/));
  // A whole game from the start is worth about 248 points with the best play.
  assert.ok(keeps[0].total > 150 && keeps[0].total < 400, `${keeps[0].total}`);
  assert.match(await page.locator('#hint-panel .hint-details .hint-note').innerText(), /Computed exactly/);
  // Chromium has wasm SIMD: the brain built with it thinks (its solve's helpers too).
  assert.deepEqual([...new Set(fetched)], ['solver-worker-simd_bg.wasm']);
  await app.screenshot('hint-keeps');
  // Counted with the game.
  assert.deepEqual((await savedGame(page)).hints, [1]);

  // Any move closes the panel; with no roll left the options are boxes.
  await roll(page, 2, 3);
  assert.ok(await page.locator('#hint-panel').isHidden(), 'the panel closed with the roll');
  await roll(page, 3, 3);
  const boxes = await openHint(page);
  assertBestFirst(boxes);
  boxes.forEach((b) => assert.match(b.text, / for \d+$/));
  boxes.forEach((b) => assert.match(b.plain, /^(Take .+|Cross out .+ \(0 points\))$/));
  await app.screenshot('hint-boxes');
  // Taking the advice: the best box is filled.
  const label = boxes[0].text.replace(/ for \d+$/, '');
  await page.locator('.sheet').getByRole('button', { name: new RegExp(`^${label}`) }).first().click();
  const sheet = (await savedGame(page)).state.players[0].sheet;
  assert.equal(Object.keys(sheet).length, 1, 'one box filled');

  // The rest of the game without hints, then the review.
  for (let turn = 2; turn <= 13; turn++) {
    await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  const review = page.locator('.review');
  await review.getByText('How well did I play?').waitFor();
  // The review says it in words first; its numbers are behind "Show the numbers".
  await review.locator('details.review-numbers summary').first().click({ timeout: SOLVE_MS });
  await review.getByText(/^Ada: \d+\.\d points below perfect play \(expected\)$/).waitFor({ timeout: SOLVE_MS });
  const decisions = await review.locator('.review-decisions li').count();
  assert.ok(decisions >= 1 && decisions <= 3, `${decisions} costliest decisions`);
  await app.screenshot('review', { fullPage: true });
  assert.deepEqual(app.errors, []);
}

export async function extremeHintIsLabelledAnEstimate(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await startSolo(page, 'Kniffel Extreme', 'Bea');
  await roll(page, 1, 3);
  const lines = await openHint(page);
  assertBestFirst(lines);
  assert.match(await page.locator('#hint-panel .hint-details .hint-note').innerText(), /estimate/);
  await scoreBest(page, EXTREME_BOXES);
  assert.deepEqual(app.errors, []);
}

/**
 * Waits until the person may roll again (`mine`) or the game is over (`over`). Taps
 * "Skip ahead" on the way when `skip` says so, and notes what the computer showed.
 */
async function untilMyTurn(page, { skip = false, seen = {} } = {}) {
  const deadline = Date.now() + SOLVE_MS;
  while (Date.now() < deadline) {
    if (await page.locator('.ranking').count()) return 'over';
    const rollButton = page.getByRole('button', { name: /^Roll 1 of 3$/ });
    if ((await rollButton.count()) && (await rollButton.isEnabled())) return 'mine';
    if (await page.locator('.bot-turn progress').count()) seen.preparing = true;
    if (await page.locator('.bot-turn').count()) seen.playing = true;
    const skipButton = page.getByRole('button', { name: 'Skip ahead' });
    if (skip && (await skipButton.count()) && (await skipButton.isEnabled().catch(() => false))) {
      // The button goes once the computer's turn ends: a click that starts just then
      // would wait Playwright's whole default timeout for it to come back.
      await skipButton.click({ timeout: 1000 }).catch(() => {});
      seen.skipped = true;
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the computer did not finish its turn');
}

export async function aGameAgainstTheStrongComputerToItsEnd(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await setUpGame(page, 'classic', [
    { name: 'Ada' },
    { name: 'Deep', bot: true, level: 'Strong' },
  ]);
  assert.equal(await whoPlays(page, 1).inputValue(), 'strong');
  assert.equal(await whoPlays(page, 0).inputValue(), 'human', 'people have no level');
  await startGame(page, 0);
  const setup = (await savedGame(page)).setup;
  assert.deepEqual(setup.players.map((p) => p.bot ?? null), [null, 'strong']);

  const seen = {};
  for (let round = 1; round <= 13; round++) {
    await roll(page, 1, 3);
    await scoreBest(page, CLASSIC_BOXES);
    // Watch the first rounds at the computer's pace, then skip ahead.
    const state = await untilMyTurn(page, { skip: round > 3, seen });
    if (round === 1) await app.screenshot('strong-computer-round-1');
    if (round < 13) assert.equal(state, 'mine', `round ${round}`);
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  assert.ok(seen.playing, 'the computer was seen playing');
  assert.ok(seen.skipped, 'its moves were skipped ahead');
  const game = await savedGame(page);
  const bot = game.state.players[1].sheet;
  assert.equal(Object.keys(bot).length, 13, "the computer's sheet is full");
  // Step by step: the computer's holds are separate actions in the log.
  assert.ok(game.log.some((a) => a.action === 'hold'), 'the computer held dice one by one');
  await app.screenshot('strong-computer-end', { fullPage: true });
  assert.deepEqual(app.errors, []);
}

export async function withoutWasmSimdTheBrainWithoutItAdvises(t) {
  // A browser without wasm SIMD (Safari before 16.4): it validates no vector instruction.
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.context.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => !new Uint8Array(bytes.buffer ?? bytes).includes(0xfd) && validate(bytes);
  });
  await app.reload();
  const page = app.page;
  const fetched = brainWasmFetched(app);
  await startSolo(page, 'Kniffel', 'Ada');
  await roll(page, 1, 3);
  const keeps = await openHint(page);
  assertBestFirst(keeps);
  assert.ok(keeps[0].total > 150 && keeps[0].total < 400, `${keeps[0].total}`);
  assert.deepEqual([...new Set(fetched)], ['solver-worker_bg.wasm'], 'the brain without SIMD (its helpers too)');
  assert.deepEqual(app.errors, []);
}

/** Waits until the service worker controls the page. */
async function controlled(app) {
  await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

export async function solverWorkerLoadsOfflineAfterTheFirstVisit(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await controlled(app);
  const precached = await app.page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('pasch-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const file of ['/solver-worker_loader.js', '/solver-worker.js', '/solver-worker_bg.wasm']) {
    assert.ok(precached.includes(file), `${file} is precached`);
  }
  // Start-up never fetches the solver.
  const fetched = await app.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!fetched.some((u) => u.includes('solver-worker')), 'no solver at start-up');

  await app.setOffline(true);
  await app.reload();
  const page = app.page;
  await startSolo(page, 'Kniffel', 'Offline');
  await roll(page, 1, 3);
  assertBestFirst(await openHint(page));
  // The solved table is kept for the next visit.
  await page.waitForFunction(
    async () => (await caches.keys()).includes('solver-tables') && (await (await caches.open('solver-tables')).keys()).length === 1,
    null,
    { timeout: 20000 },
  );
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The kept table is used: the brain answers without solving, so no progress bar shows.
  await watchForASolve(page);
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => window.__solving), false, 'the kept table is used: no solve this time');
  assert.deepEqual(app.errors, []);
}

/** Notes in `window.__solving` whether a solve's progress bar ever shows from now on. */
async function watchForASolve(page) {
  await page.evaluate(() => {
    window.__solving = false;
    new MutationObserver(() => {
      if (document.querySelector('.solver-progress')) window.__solving = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
}

/** A Kniffel of Ada against the strong computer, Ada's first box filled. */
async function myBoxAgainstTheStrongComputer(page) {
  await setUpGame(page, 'classic', [
    { name: 'Ada' },
    { name: 'Deep', bot: true, level: 'Strong' },
  ]);
  await startGame(page, 0);
  await roll(page, 1, 3);
  await scoreBest(page, CLASSIC_BOXES);
}

export async function aStrongComputerPlaysOnWhenTheSolverCannotLoad(t) {
  // No service worker either: it would serve the worker from its cache, unseen by routes.
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const page = app.page;
  // No solver worker to be had (say, offline before the app was ever installed).
  // (The page then tries to load the brain itself: the browser logs the failed loads.)
  app.allowErrors(/solver-worker|Failed to load resource: net::ERR_FAILED/);
  await app.context.route('**/solver-worker*', (route) => route.abort());
  await myBoxAgainstTheStrongComputer(page);
  // The computer does not wait for ever: greedy players in the page stand in.
  assert.equal(await untilMyTurn(page, { skip: true }), 'mine');
  const game = await savedGame(page);
  assert.equal(Object.keys(game.state.players[1].sheet).length, 1, 'the computer filled a box');
  // A hint says the advisor could not be loaded instead of waiting.
  await roll(page, 1, 3);
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel').getByText('The advisor could not be loaded.').waitFor({ timeout: 20000 });
  assert.deepEqual(app.errors, []);
}

export async function aStrongComputerPlaysOnWhenTheSolverWorkersWasmCannotLoad(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const page = app.page;
  // The worker's script loads, its wasm does not: inside the worker a promise is
  // rejected ("Failed to fetch", which Playwright reports as the page's) and the page
  // hears nothing, so only the app's watchdog can end the wait.
  // (The page then tries to load the brain itself, with the same wasm: the browser logs
  // the failed load.)
  app.allowErrors(/solver-worker|Failed to fetch|Failed to load resource: net::ERR_FAILED/);
  await app.context.route('**/solver-worker*_bg.wasm', (route) => route.abort());
  // What the brain's files did and when, to tell a slow failure's cause (seen once in
  // CI: 45 s, the watchdog's 15 and 30 ticks, never here).
  const opened = Date.now();
  const timeline = [];
  const note = (what) => (request) => {
    if (request.url().includes('solver-worker')) {
      timeline.push(`${Date.now() - opened} ms ${what} ${new URL(request.url()).pathname}`);
    }
  };
  page.on('request', note('asked'));
  page.on('requestfailed', note('failed'));
  page.on('requestfinished', note('loaded'));
  page.on('worker', (worker) => timeline.push(`${Date.now() - opened} ms worker ${worker.url()}`));
  await myBoxAgainstTheStrongComputer(page);
  const boxed = Date.now();
  timeline.push(`${boxed - opened} ms box filled`);
  assert.equal(await untilMyTurn(page, { skip: true }), 'mine');
  const waited = Date.now() - boxed;
  assert.ok(waited < 30000, `the computer played its turn ${waited} ms after the person's box:\n${timeline.join('\n')}`);
  console.log(`     (the computer played on ${waited} ms after the person's box)`);
  const game = await savedGame(page);
  assert.equal(Object.keys(game.state.players[1].sheet).length, 1, 'the computer filled a box');
  // The Hint tries the worker once more (a person asked), and gives up as the watchdog does.
  await roll(page, 1, 3);
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel').getByText('The advisor could not be loaded.').waitFor({ timeout: 30000 });
  assert.deepEqual(app.errors, []);
}

/** Bytes of a kept table: its length and checksum (16), then 2^20 values of 8 bytes. */
const TABLE_BYTES = 16 + 8 * 2 ** 20;

/**
 * The solver's table cache as [{path, bytes, sha256}], read until `until` holds for it
 * (a table is kept a moment after it is installed).
 */
async function keptTables(page, until) {
  const deadline = Date.now() + SOLVE_MS;
  for (;;) {
    const kept = await page.evaluate(async () => {
      if (!(await caches.keys()).includes('solver-tables')) return [];
      const cache = await caches.open('solver-tables');
      const tables = [];
      for (const request of await cache.keys()) {
        // The worker may delete an old table between keys() and match().
        const response = await cache.match(request);
        if (!response) continue;
        const body = await response.arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
        const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
        tables.push({ path: new URL(request.url).pathname, bytes: body.byteLength, sha256 });
      }
      return tables;
    });
    if (until(kept)) return kept;
    assert.ok(Date.now() < deadline, `the kept tables ${JSON.stringify(kept)} did not settle`);
    await page.waitForTimeout(100);
  }
}

/**
 * A hint solves and keeps the table; `damage(path)` (run in the page) spoils the kept
 * copy. After a reload the same hint is given again, from a new solve, and the cache
 * holds that one intact table only.
 */
async function aDamagedTableIsSolvedAgain(t, damage) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const page = app.page;
  await startSolo(page, 'Kniffel', 'Ada');
  await roll(page, 1, 3);
  const advice = await openHint(page);
  assertBestFirst(advice);
  const [table] = await keptTables(page, (kept) => kept.length === 1);
  assert.equal(table.bytes, TABLE_BYTES, 'a table is kept with its length and checksum');

  await page.evaluate(damage, table.path);
  await app.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await watchForASolve(page);
  assert.deepEqual(await openHint(page), advice, 'the same advice as before the damage');
  assert.equal(await page.evaluate(() => window.__solving), true, 'the damaged table was not used: the brain solved again');
  const kept = await keptTables(page, (k) => k.length === 1 && k[0].sha256 === table.sha256);
  assert.deepEqual(kept, [table], 'the same table is kept again, and nothing else');
  assert.deepEqual(app.errors, []);
}

export async function aCutShortTableIsSolvedAgainAndOldTablesGo(t) {
  await aDamagedTableIsSolvedAgain(t, async (path) => {
    const cache = await caches.open('solver-tables');
    // 13 bytes: not even a whole value (a Float64Array of them would throw).
    await cache.put(path, new Response(new Uint8Array(13).fill(7)));
    // A table of an older solver: gone once the new table is kept.
    await cache.put('./solver-table-0000000000000000.bin', new Response(new Uint8Array(16)));
  });
}

export async function aTableWithAWrongChecksumIsSolvedAgain(t) {
  await aDamagedTableIsSolvedAgain(t, async (path) => {
    const cache = await caches.open('solver-tables');
    const bytes = new Uint8Array(await (await cache.match(path)).arrayBuffer());
    // One bit of one value: the right length, a plausible table, the wrong checksum.
    bytes[bytes.length >> 1] ^= 1;
    await cache.put(path, new Response(bytes));
  });
}
