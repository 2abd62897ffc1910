// The house rule "Box order" of the sheet games, in English and German, on a phone and a
// tablet: the New game page offers the orders (free by default) and saves the one chosen
// with the game; after the first roll each order offers exactly its boxes, and hatches the
// open boxes it does not reach yet; a whole classic game played top down against a
// computer player ends (the computer keeps the order too). Screenshots in
// tests/artifacts/boxorder-* (the choice, a turn of each order, the end), light and dark.
import assert from 'node:assert/strict';

const GAME_KEY = 'pasch.game';
const UPPER = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const LOWER = ['three_of_a_kind', 'four_of_a_kind', 'full_house', 'small_straight', 'large_straight', 'kniffel', 'chance'];
/** Each order's place among the choice's radio buttons and the boxes it offers first. */
const ORDERS = {
  free: { index: 0, first: [...UPPER, ...LOWER] },
  top_down: { index: 1, first: ['ones'] },
  bottom_up: { index: 2, first: ['chance'] },
  upper_first: { index: 3, first: UPPER },
  lower_first: { index: 4, first: LOWER },
};
const WORDS = {
  en: { legend: 'Box order', topDown: 'Top down', next: /next is Ones/ },
  de: { legend: 'Reihenfolge der Kästchen', topDown: 'Von oben nach unten', next: /als Nächstes Einser/ },
};

async function saved(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)), GAME_KEY);
}

async function logGrows(page, n) {
  await page.waitForFunction(([key, n]) => JSON.parse(localStorage.getItem(key)).log.length > n, [GAME_KEY, n]);
}

async function shots(app, name) {
  for (const scheme of ['light', 'dark']) {
    await app.page.emulateMedia({ colorScheme: scheme });
    await app.screenshot(`${name}-${scheme}`, { fullPage: true });
  }
  await app.page.emulateMedia({ colorScheme: 'light' });
}

/** From the start screen: a classic game of Ada (a person) and, if asked, Robo (a computer), in `order`. */
async function startGame(app, lang, order, { computer = false, shoot = false } = {}) {
  const { page } = app;
  await page.locator('.start-menu button').first().click();
  await page.locator('.game-choice input[type=radio]').nth(0).check();
  const rows = page.locator('.player-list .player-row');
  const want = computer ? 2 : 1;
  while ((await rows.count()) < want) await page.locator('.add-player').click();
  while ((await rows.count()) > want) await rows.last().locator('.remove').click();
  await rows.nth(0).locator('.player-name').fill('Ada');
  await rows.nth(0).locator('.player-who').selectOption('human');
  if (computer) {
    await rows.nth(1).locator('.player-name').fill('Robo');
    await rows.nth(1).locator('.player-who').selectOption('normal');
  }
  const details = page.locator('details.more-options');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  const choice = page.locator('fieldset.box-order');
  assert.equal((await choice.locator('legend').innerText()).trim(), WORDS[lang].legend);
  const radios = choice.locator('input[type=radio]');
  assert.equal(await radios.count(), 5, 'five orders');
  assert.ok(await radios.nth(0).isChecked(), 'free by default');
  await radios.nth(ORDERS[order].index).check();
  if (shoot) {
    await choice.scrollIntoViewIfNeeded();
    await shots(app, `choice-${lang}`);
  }
  const seats = page.locator('.who-starts input[type=radio]');
  if ((await seats.count()) > 1) await seats.nth(1).check();
  await page.locator('.start-btn').click();
  await page.locator('.play').waitFor();
  const game = await saved(page);
  const setOrder = game.setup.options?.box_order ?? 'free';
  assert.equal(setOrder, order, 'the order is saved with the game');
}

async function roll(page) {
  const n = (await saved(page)).log.length;
  await page.locator('.roll-controls .roll-btn').click();
  await logGrows(page, n);
}

/** The boxes offered now (rows with a box button). */
async function offered(page) {
  return page.locator('.sheet tr.box-row:has(.box-btn)').evaluateAll((rows) => rows.map((r) => r.dataset.box));
}

/** The rows whose box is hatched (open, but not reached by the order yet). */
async function locked(page) {
  return page.locator('.sheet tr.box-row:has(td.locked)').evaluateAll((rows) => rows.map((r) => r.dataset.box));
}

/** Each order offers its boxes after the first roll; the others look closed. */
async function eachOrder(t, lang, viewport) {
  for (const [order, { first }] of Object.entries(ORDERS)) {
    const app = await t.open({ viewport, path: `?lang=${lang}` });
    await startGame(app, lang, order, { shoot: order === 'top_down' });
    await roll(app.page);
    const got = await offered(app.page);
    // A further Kniffel cannot be on the first roll; five equal dice still offer every allowed box.
    assert.deepEqual(got, first, `${order}: the boxes offered`);
    const all = [...UPPER, ...LOWER];
    assert.deepEqual(await locked(app.page), all.filter((b) => !first.includes(b)), `${order}: the hatched boxes`);
    if (order === 'top_down') {
      assert.match(await app.page.locator('.roll-controls').innerText(), WORDS[lang].next, 'the next box is named');
    }
    await app.page.locator('.sheet .box-btn').first().scrollIntoViewIfNeeded();
    await shots(app, `${order}-${lang}`);
    assert.deepEqual(app.errors, []);
  }
}

/** A whole classic game top down against a computer: every turn one box, the next; the game ends. */
async function topDownGame(t, lang, viewport) {
  const app = await t.open({ viewport, path: `?lang=${lang}` });
  const { page } = app;
  await startGame(app, lang, 'top_down', { computer: true });
  for (let turn = 0; turn < 13; turn++) {
    await page.waitForFunction(
      (key) => {
        const g = JSON.parse(localStorage.getItem(key));
        const btn = document.querySelector('.roll-controls .roll-btn');
        return g.state.over || (g.state.current === 0 && g.state.turn.rolls === 0 && btn && !btn.disabled);
      },
      GAME_KEY,
      { timeout: 120000 },
    );
    const now = await saved(page);
    if (now.state.over) break;
    // Ada began: Robo has had as many turns, and filled its boxes top down too.
    const robo = Object.keys(now.state.players[1].sheet);
    assert.deepEqual(new Set(robo), new Set([...UPPER, ...LOWER].slice(0, turn)), `turn ${turn + 1}: Robo's boxes`);
    await roll(page);
    const boxes = await offered(page);
    assert.deepEqual(boxes, [[...UPPER, ...LOWER][turn]], `turn ${turn + 1}: only the next box`);
    const n = (await saved(page)).log.length;
    await page.locator('.sheet .box-btn').first().click();
    await logGrows(page, n);
  }
  await page.locator('.ranking').waitFor({ timeout: 120000 });
  const game = await saved(page);
  assert.ok(game.state.over, 'the game is over');
  await shots(app, `end-${lang}`);
  assert.deepEqual(app.errors, []);
}

export async function ordersEnglishPhone(t) {
  await eachOrder(t, 'en', 'phone');
}
ordersEnglishPhone.timeoutMs = 300000;

export async function ordersGermanTablet(t) {
  await eachOrder(t, 'de', 'tablet');
}
ordersGermanTablet.timeoutMs = 300000;

export async function ordersGermanPhone(t) {
  await eachOrder(t, 'de', 'phone');
}
ordersGermanPhone.timeoutMs = 300000;

export async function ordersEnglishTablet(t) {
  await eachOrder(t, 'en', 'tablet');
}
ordersEnglishTablet.timeoutMs = 300000;

export async function topDownGameGermanPhone(t) {
  await topDownGame(t, 'de', 'phone');
}
topDownGameGermanPhone.timeoutMs = 900000;

export async function topDownGameEnglishTablet(t) {
  await topDownGame(t, 'en', 'tablet');
}
topDownGameEnglishTablet.timeoutMs = 900000;
