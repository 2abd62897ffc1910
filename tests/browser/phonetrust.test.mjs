// A phone at a table can be trusted with nothing, and trusts nothing but the table (issue
// 36): it never writes its owner's own game, history or settings, whatever its player
// presses; a modified or looping phone (raw messages on the data channel, as a modified
// client would send them) changes nothing but its own turn and cannot grow the table's
// save; an action made in a position the phone's player never saw is refused and the
// phone shows the game as it is; and no name over the limit reaches a phone.
import assert from 'node:assert/strict';
import { CLASSIC_BOXES, dice, firstRoll, fixtureSave, historyOf, savedGame, scoreBest } from './classic_extreme.lib.mjs';
import { answerCode, connect, invitation, invitationCode, openTable } from './phones.lib.mjs';

/**
 * Lets a test speak on the phone's data channel as a modified client would: every message
 * the app sends is kept (`__sent`), the position of the table's last view too (`__at`), and
 * with `__holdBack` set the app's messages wait (`__release()` sends them). The only place
 * that knows how messages travel on the channel: one JSON text per message.
 */
function tapTheChannel() {
  const send = RTCDataChannel.prototype.send;
  window.__sent = [];
  window.__queued = [];
  window.__views = 0;
  RTCDataChannel.prototype.send = function (data) {
    if (window.__dc !== this) {
      window.__dc = this;
      this.addEventListener('message', (e) => {
        try {
          const view = JSON.parse(e.data).msg?.view;
          if (view) {
            window.__at = view.at;
            window.__views++;
          }
        } catch {
          // Not JSON: nothing to read.
        }
      });
    }
    window.__sent.push(data);
    if (window.__holdBack) {
      window.__queued.push([this, data]);
      return undefined;
    }
    return send.call(this, data);
  };
  window.__release = () => {
    window.__holdBack = false;
    for (const [dc, data] of window.__queued.splice(0)) send.call(dc, data);
  };
  /** A message in the envelope of the phone's own hello (its version and build). */
  window.__raw = (msg) => {
    const hello = window.__sent.map((s) => JSON.parse(s)).find((m) => m.msg?.hello);
    return JSON.stringify({ v: hello.v, build: hello.build, msg });
  };
  window.__send = (text) => send.call(window.__dc, text);
}

/** A phone (its own storage: `storage`) joined to `name`'s seat of `table`, its channel tapped. */
async function joinTapped(t, table, name, { storage, viewport = 'phone' } = {}) {
  const phone = await t.open({ viewport, path: '?lang=en', storage });
  await phone.context.addInitScript(tapTheChannel);
  await phone.reload();
  await phone.ready();
  const mine = await phone.storage();
  const code = await invitationCode(table, name);
  await phone.page.getByRole('button', { name: 'Join a table' }).click();
  await phone.page.getByRole('textbox', { name: 'Invitation code', exact: true }).fill(code);
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await connect(table, phone, name, await answerCode(phone));
  await phone.page.waitForFunction(() => window.__at !== undefined || window.__views > 0);
  return { phone, mine };
}

/** Pasch's keys in a page's storage. */
const paschKeys = (storage) => Object.fromEntries(Object.entries(storage).filter(([k]) => k.startsWith('pasch.')));

export async function aPhoneAtATableNeverWritesItsOwnersGameHistoryOrSettings(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }]);
  // The phone's owner has a game of their own under way, finished games and settings.
  const storage = {
    'pasch.game': fixtureSave('v2/extreme-solo-mid-turn.json'),
    'pasch.history': historyOf([fixtureSave('v2/extreme-2p-finished.json')]),
    'pasch.settings': JSON.stringify({ sound: true, fast_bots: true }),
  };
  const { phone, mine } = await joinTapped(t, table, 'Ann', { storage });
  const page = phone.page;
  assert.ok(mine['pasch.game'] && mine['pasch.settings'], 'the owner has a saved game and settings');
  // The mute key at the table: the table's game sounds, or not, for as long as it lasts.
  await page.keyboard.press('m');
  for (let round = 1; round <= 13; round++) {
    await firstRoll(page);
    await scoreBest(page, CLASSIC_BOXES);
  }
  await page.locator('#ranking-title').waitFor();
  await table.page.locator('#ranking-title').waitFor();
  assert.equal(await page.locator('#ranking-title').innerText(), await table.page.locator('#ranking-title').innerText());
  // The game's number is the table's: the end screen shows it to everyone.
  const number = (p) => p.locator('.game-number-value').innerText();
  const numbers = [await number(page), await number(table.page)];
  const says = await page.getByText('The next game is started at the table.').count();
  // Whatever the phone's player presses on the end screen.
  const offered = [];
  for (const name of ['Rematch', 'Play this game again', 'New game', 'Statistics', 'Share']) {
    const button = page.locator('.ranking').getByRole('button', { name, exact: true });
    if ((await button.count()) === 1) {
      offered.push(name);
      await button.click();
    }
  }
  const leave = page.getByRole('button', { name: 'Leave the table' });
  if (await leave.count()) await leave.click();
  else await page.locator('.topbar .brand').click();
  await page.getByRole('button', { name: 'Join a table' }).waitFor();
  assert.deepEqual(paschKeys(await phone.storage()), paschKeys(mine), "the owner's game, history and settings, byte for byte");
  assert.deepEqual(offered, ['Share'], 'a phone is offered to leave the table, not to start games of its own');
  assert.equal(says, 1, 'the phone says where the next game starts');
  assert.equal(numbers[0], numbers[1], "the phone shows the table's game number");
  // The table keeps its end screen when the phone leaves: a finished game waits for nobody.
  await table.page.waitForTimeout(1500);
  assert.equal(await invitation(table, 'Ann').count(), 0, 'no invitation over the result');
  assert.ok(await table.page.getByRole('button', { name: 'Rematch' }).isVisible(), "the table's end screen stays");
  // And the owner's game goes on where it was.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Zoë & Jürgen').first().waitFor();
  assert.ok((await dice(page)).some((d) => d.value !== null), 'mid-turn: the dice as they were');
  assert.equal(await page.locator('.ranking').count(), 0, 'a game under way, not the table’s end screen');
}

/** The longest tasks on `page` from now on (ms), read by `longest()`. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => Math.max(0, ...window.__long));
}

export async function aHostilePhoneChangesNothingButItsOwnTurn(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const { phone } = await joinTapped(t, table, 'Ann');
  await firstRoll(phone.page);
  const before = await savedGame(table.page);
  const beforeLength = JSON.stringify(before).length;
  const longest = await watchLongTasks(table.page);
  // A blind flood: 3,000 hold taps, 1,000 hints, messages of 200 KB (the channel's limit is
  // 256 KiB), all at once.
  const sent = await phone.page.evaluate(() => {
    let n = 0;
    const at = window.__at;
    const started = performance.now();
    for (let i = 0; i < 3000; i++) {
      window.__send(window.__raw({ act: { action: { action: 'hold', die: i % 5, held: i % 2 === 0 }, at } }));
      n++;
    }
    for (let i = 0; i < 1000; i++) {
      window.__send(window.__raw({ hint: { at } }));
      n++;
    }
    const big = 'x'.repeat(200 * 1024);
    for (let i = 0; i < 5; i++) {
      try {
        window.__send(window.__raw({ hello: { lang: big } }));
        window.__send(window.__raw({ act: { action: { action: 'enter_dice', dice: big }, at } }));
        n += 2;
      } catch {
        // A browser may refuse to send it at all.
      }
    }
    return { n, ms: performance.now() - started };
  });
  // A looping client that follows every view: a hold toggled as fast as the table answers.
  const looped = await phone.page.evaluate(async () => {
    let answered = 0;
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      const seen = window.__views;
      window.__send(window.__raw({ act: { action: { action: 'hold', die: i % 5, held: i % 4 < 2 }, at: window.__at } }));
      const asked = performance.now();
      while (window.__views === seen && performance.now() - asked < 250) await new Promise((r) => setTimeout(r, 5));
      if (window.__views !== seen) answered++;
    }
    return { answered, ms: performance.now() - started };
  });
  // Thirty hints in one position, once the phone's allowance has filled up again.
  await phone.page.waitForTimeout(3100);
  await phone.page.evaluate(() => {
    for (let i = 0; i < 30; i++) window.__send(window.__raw({ hint: { at: window.__at } }));
  });
  // The table plays on: the phone's own tap still counts.
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).waitFor();
  await table.page.waitForTimeout(500);
  const after = await savedGame(table.page);
  const grown = JSON.stringify(after).length - beforeLength;
  console.log(`  flood: ${sent.n} messages sent in ${Math.round(sent.ms)} ms; looping client: ${looped.answered} of 100 taps answered in ${Math.round(looped.ms)} ms; the table's save grew by ${grown} characters; longest task on the table ${Math.round(await longest())} ms`);
  const holds = after.log.slice(before.log.length);
  assert.ok(holds.every((a) => a.action === 'hold'), 'nothing but holds was played');
  assert.ok(holds.length <= 5, `at most one hold per die between two rolls (${holds.length})`);
  assert.ok(grown < 400, `the save did not grow from the flood (${grown} characters)`);
  assert.equal(after.hints?.[0], 1, 'a hint counted once per position');
  assert.ok(looped.answered > 0, 'a steady client is still answered');
  // Out of turn: once Ann's box is in, her phone's roll on Bob's turn changes nothing.
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  await phone.page.waitForTimeout(1100);
  const bobsTurn = await savedGame(table.page);
  await phone.page.evaluate(() => {
    for (let i = 0; i < 5; i++) window.__send(window.__raw({ act: { action: { action: 'roll' }, at: window.__at } }));
  });
  await phone.page.locator('.toast[role=alert]').filter({ hasText: 'It is not your turn.' }).waitFor();
  assert.deepEqual((await savedGame(table.page)).log, bobsTurn.log, "nothing of Ann's on Bob's turn");
  // And everyone else plays on.
  await firstRoll(table.page);
  await scoreBest(table.page, CLASSIC_BOXES);
  await phone.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  assert.equal((await savedGame(table.page)).log.filter((a) => a.action === 'score').length, 2);
}

export async function aQuickTapOnDiceNeverSeenIsRefused(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const { phone } = await joinTapped(t, table, 'Ann');
  const page = phone.page;
  await firstRoll(page);
  // Roll, and a box tapped before the new dice came: the box was chosen on the old ones.
  await page.evaluate(() => {
    const roll = [...document.querySelectorAll('button')].find((b) => /^Roll 2 of 3/.test(b.textContent.trim()));
    const box = document.querySelector('.sheet .box-btn');
    roll.click();
    box.click();
  });
  await table.page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game')).log.length >= 2);
  await table.page.waitForTimeout(1000);
  const saved = await savedGame(table.page);
  assert.deepEqual(saved.log.map((a) => a.action), ['roll', 'roll'], 'the second roll, and no box');
  const told = page.locator('.toast[role=alert]');
  await told.waitFor();
  assert.match(await told.innerText(), /moved on/, 'the phone says why its tap did nothing');
  await page.getByRole('button', { name: /^Roll 3 of 3/ }).waitFor();
  assert.deepEqual(await dice(page), await dice(table.page), "the phone shows the table's dice");
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await phone.screenshot(`stale-${scheme}`);
  }
  // What the rules refuse in the position the phone saw is told in the table's words, on
  // both (a die the game does not have: only a modified phone sends that).
  await page.evaluate(() => window.__send(window.__raw({ act: { action: { action: 'hold', die: 9, held: true }, at: window.__at } })));
  const onTable = table.page.locator('.toast[role=alert]');
  await onTable.waitFor();
  await page.locator('.toast[role=alert]').filter({ hasText: await onTable.innerText() }).waitFor();
  assert.equal((await savedGame(table.page)).log.length, 2, 'nothing played');
  // The next tap, on what it shows, counts.
  await scoreBest(page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
}

export async function anActionFromBeforeTheTableUndidIsRefused(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const { phone } = await joinTapped(t, table, 'Ann');
  const page = phone.page;
  await firstRoll(page);
  await page.getByRole('button', { name: /^Die 1/ }).click();
  await table.page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game')).log.length === 2);
  await page.waitForFunction(() => document.querySelector('[aria-label^="Die 1"]')?.getAttribute('aria-pressed') === 'true');
  // Ann picks a box; on its way the table takes her hold back.
  await page.evaluate(() => {
    window.__holdBack = true;
  });
  await page.locator('.sheet .box-btn').first().click();
  await table.page.locator('.topbar .undo').click();
  await table.page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game')).log.length === 1);
  await page.evaluate(() => window.__release());
  await table.page.waitForTimeout(1500);
  assert.deepEqual((await savedGame(table.page)).log, [{ action: 'roll' }], 'the box chosen before the undo is not filled');
  await page.locator('.toast[role=alert]').filter({ hasText: 'moved on' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-label^="Die 1"]')?.getAttribute('aria-pressed') === 'false');
  assert.deepEqual(await dice(page), await dice(table.page), 'the phone shows the game as it is');
}

export async function noNameOverTheLimitReachesAPhone(t) {
  // A game saved before names had a limit, with its first seat on a phone.
  const long = 'Großmutter Grete von und zu Kniffelhausen am Kleinen See';
  assert.ok(long.length > 40);
  const save = JSON.parse(fixtureSave('v2/classic-2p-bot-mid-turn.json'));
  save.setup.players = [{ name: long, bot: null }, { name: 'Bob', bot: null }];
  save.setup.id = '00000000000a5e36';
  const storage = {
    'pasch.game': JSON.stringify(save),
    'pasch.phones': JSON.stringify({ game: save.setup.id, seats: [0] }),
  };
  const table = await t.open({ viewport: 'tablet', path: '?lang=en', storage });
  await table.ready();
  await table.page.getByRole('button', { name: 'Continue' }).click();
  const { phone } = await joinTapped(t, table, long);
  const clipped = [...long].slice(0, 40).join('');
  const status = phone.page.locator('.phone-status').filter({ hasText: 'You play' });
  await status.waitFor();
  assert.equal((await status.innerText()).match(/You play (.*)\.$/)?.[1], clipped, 'the name clipped to 40 characters');
  await phone.page.getByRole('region', { name: 'Scoresheet' }).waitFor();
  const text = await phone.page.locator('body').innerText();
  assert.ok(!text.includes(long), 'the whole name appears nowhere on the phone');
}

export async function screenshotsOfAPhonesEndScreen(t) {
  for (const viewport of ['phone', 'tablet']) {
    const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }]);
    const { phone } = await joinTapped(t, table, 'Ann', { viewport });
    for (let round = 1; round <= 13; round++) {
      await firstRoll(phone.page);
      await scoreBest(phone.page, CLASSIC_BOXES);
    }
    await phone.page.getByRole('button', { name: 'Leave the table' }).waitFor();
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    for (const scheme of ['light', 'dark']) {
      await phone.page.emulateMedia({ colorScheme: scheme });
      await phone.screenshot(`end-${scheme}`, { fullPage: true });
    }
    // And on the table, for comparison: the same result with the table's choices.
    await table.page.evaluate(() => window.scrollTo(0, 0));
    await table.screenshot('table-end', { fullPage: true });
  }
}
