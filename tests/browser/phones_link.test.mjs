// Own phones over the data channel (issue 36): a long game's view outgrows one message
// (Chrome and Safari take 256 KiB) and goes in parts; a message that cannot be sent ends
// the pairing where both devices see it; a phone out of reach for a few seconds (its
// screen locked) plays on without new codes, and so does a phone whose table was.
//
// What makes Chromium's connection between two contexts "disconnected" here: neither
// context.setOffline (WebRTC's UDP is no HTTP) nor a frozen page (the network thread
// still answers), but the context's renderer processes stopped (SIGSTOP), as a locked
// phone's browser is: after about 5 s the other side says "disconnected", after about
// 15 s Chrome says "failed", and after SIGCONT both are "connected" again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { savedGame, firstRoll, scoreBest, CLASSIC_BOXES } from './classic_extreme.lib.mjs';
import { answerCode, connect, invitation, invitationCode, openTable, pairPhone } from './phones.lib.mjs';

/** Chrome's and Safari's largest message on a data channel. */
const CHANNEL_LIMIT = 256 * 1024;

/** The renderer processes below this test run (pids). */
function renderers() {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) || []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const below = (pid) => (children.get(pid) || []).flatMap((c) => [c, ...below(c)]);
  return below(process.pid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}

/** Runs `open` and returns what it opened with the renderer processes it started. */
async function withRenderers(open) {
  const before = new Set(renderers());
  const opened = await open();
  const started = renderers().filter((pid) => !before.has(pid));
  assert.ok(started.length > 0, 'the new context has renderer processes of its own');
  return { opened, pids: started };
}

/** Sends `signal` to those of `pids` still there (a renderer may have ended since). */
function signal(pids, name) {
  const alive = new Set(renderers());
  for (const pid of pids.filter((p) => alive.has(p))) process.kill(pid, name);
}

/** Stops `pids` for `ms` (a device asleep), runs `meanwhile`, and lets them go on. */
async function asleep(pids, ms, meanwhile) {
  const since = Date.now();
  signal(pids, 'SIGSTOP');
  try {
    await meanwhile();
    const left = ms - (Date.now() - since);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  } finally {
    signal(pids, 'SIGCONT');
  }
  return Date.now() - since;
}

/**
 * In the page: counts what its data channels receive, the parts of a long message
 * joined (`~INDEX/COUNT:` frames, src/remote/frames.rs), in `window.__received`.
 */
function countReceived() {
  const stats = (window.__received = { largest: 0, largestFrame: 0, messages: 0, parts: 0 });
  const bytes = (text) => new TextEncoder().encode(text).length;
  let joining = 0;
  const take = (data) => {
    const size = bytes(data);
    stats.largestFrame = Math.max(stats.largestFrame, size);
    const part = data.match(/^~(\d+)\/(\d+):/);
    if (!part) {
      stats.messages += 1;
      stats.largest = Math.max(stats.largest, size);
      return;
    }
    stats.parts += 1;
    joining += size - part[0].length;
    if (Number(part[1]) === Number(part[2]) - 1) {
      stats.messages += 1;
      stats.largest = Math.max(stats.largest, joining);
      joining = 0;
    }
  };
  const own = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    configurable: true,
    get() {
      return own.get.call(this);
    },
    set(handler) {
      own.set.call(
        this,
        handler &&
          function (event) {
            if (typeof event.data === 'string') take(event.data);
            return handler.call(this, event);
          },
      );
    },
  });
}

/**
 * In the page: one whole turn of a sheet game as a fidgety player plays it, waiting for
 * the screen after every tap (on a phone the table answers): three rolls, after the
 * first two every die held and then the ones not showing the most frequent face let go
 * (`times` over), then the box with the most points. `pace` ms at least between two
 * taps: a phone's taps are let through at a person's pace (`remote::guard`: a burst of
 * 30, then 10 a second).
 */
async function fidgetyTurn({ pace, times }) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const until = async (what, check) => {
    const since = performance.now();
    for (;;) {
      const found = check();
      if (found) return found;
      if (performance.now() - since > 20000) throw new Error(`waited 20 s for ${what}`);
      await sleep(4);
    }
  };
  const name = (b) => (b.getAttribute('aria-label') || b.textContent).trim();
  const buttons = () => [...document.querySelectorAll('button')];
  const roll = (n) => buttons().find((b) => !b.disabled && new RegExp(`^Roll ${n} of 3`).test(name(b)));
  const dice = () => buttons().filter((b) => /^Die \d/.test(name(b)));
  const offers = () => [...document.querySelectorAll('.sheet .box-btn')];
  const face = (b) => Number(name(b).match(/: (\d+)$/)[1]);
  const held = (b) => b.getAttribute('aria-pressed') === 'true';
  // The tray may be drawn anew between two looks: a die is looked up each time.
  const die = (i) => until(`die ${i + 1}`, () => dice()[i]);
  let tapped = 0;
  const tap = async (button) => {
    const wait = tapped + pace - performance.now();
    if (wait > 0) await sleep(wait);
    button.click();
    tapped = performance.now();
  };
  const toggle = async (i) => {
    const was = held(await die(i));
    await tap(await die(i));
    await until(`die ${i + 1} to turn`, () => dice()[i] && held(dice()[i]) !== was);
  };
  let actions = 0;
  for (let n = 1; n <= 3; n++) {
    await tap(await until(`Roll ${n} of 3`, () => roll(n)));
    actions += 1;
    await until(`roll ${n} done`, () => (n < 3 ? roll(n + 1) : !roll(3) && offers().length > 0));
    if (n === 3) break;
    const faces = dice().map(face);
    const counts = new Map();
    for (const f of faces) counts.set(f, (counts.get(f) || 0) + 1);
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
    for (let time = 0; time < times; time++) {
      for (let i = 0; i < faces.length; i++) {
        if (!held(await die(i))) {
          await toggle(i);
          actions += 1;
        }
      }
      for (let i = 0; i < faces.length; i++) {
        if (faces[i] !== best) {
          await toggle(i);
          actions += 1;
        }
      }
    }
    // All alike: nothing left to roll, the box is next.
    if (dice().every(held)) break;
  }
  const points = (b) => Number(name(b).match(/, (\d+) points?$/)[1]);
  const box = offers().reduce((a, b) => (points(b) > points(a) ? b : a));
  await tap(box);
  await until('the turn to end', () => offers().length === 0);
  return actions + 1;
}

export async function aLongKniffelExtremeGameGoesToItsEndOnThePhone(t) {
  // Kniffel Extreme takes at most four players (GameKind::players); four fidgety ones
  // fill a longer log than eight computer players would. The phone's holds keep one
  // entry per die between two rolls (`Game::apply_compact`): the people at the table
  // fidget twice over to make the log long.
  const players = [{ name: 'Ann' }, { name: 'Bob', phone: true }, { name: 'Cid' }, { name: 'Dee' }];
  const table = await openTable(t, 'extreme', players);
  const phone = await t.open({ viewport: 'phone', path: '?lang=en' });
  await phone.ready();
  await phone.page.evaluate(countReceived);
  const code = await invitationCode(table, 'Bob');
  await phone.page.getByRole('button', { name: 'Join a table' }).click();
  await phone.page.getByRole('textbox', { name: 'Invitation code', exact: true }).fill(code);
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await connect(table, phone, 'Bob', await answerCode(phone));
  let actions = 0;
  const started = Date.now();
  for (;;) {
    const game = await savedGame(table.page);
    if (await table.page.locator('#ranking-title').count()) break;
    const onPhone = game.state.current === 1;
    const how = onPhone ? { pace: 130, times: 1 } : { pace: 0, times: 2 };
    actions += await (onPhone ? phone : table).page.evaluate(fidgetyTurn, how).catch((e) => {
      const where = onPhone ? `the phone (no view since the game had ${game.log.length} actions?)` : 'the table';
      throw new Error(`${where}: ${e.message}`);
    });
  }
  const played = Date.now() - started;
  const saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 4 * 22, 'every box of the four sheets is filled');
  await phone.page.locator('#ranking-title').waitFor();
  assert.equal(await phone.page.locator('#ranking-title').innerText(), await table.page.locator('#ranking-title').innerText(), 'the same result');
  // Every cell of every column (a phone shows one player's column at a time).
  const sheet = (page) =>
    page.locator('table.sheet').evaluate((t) => [...t.rows].map((r) => [...r.cells].map((c) => c.textContent.trim()).join(' | ')));
  const onTable = await sheet(table.page);
  assert.ok(onTable.some((row) => /\d/.test(row)), 'a filled sheet');
  assert.deepEqual(await sheet(phone.page), onTable, "the phone's sheet is the table's after the last box");
  const received = await phone.page.evaluate(() => window.__received);
  console.log(
    `     ${saved.log.length} actions (${actions} played) in ${Math.round(played / 1000)} s; largest view ${received.largest} bytes, ` +
      `${received.messages} messages, ${received.parts} parts, largest frame ${received.largestFrame} bytes`,
  );
  assert.ok(received.largest > CHANNEL_LIMIT, `the last views are longer than one message may be: ${received.largest} bytes`);
  assert.ok(received.largestFrame <= 16 * 1024 + 32, `they came in parts of at most 16 KiB: ${received.largestFrame} bytes`);
}
aLongKniffelExtremeGameGoesToItsEndOnThePhone.timeoutMs = 600000;

export async function aMessageThatCannotBeSentEndsThePairingOnBothSides(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  const phone = await pairPhone(t, table, 'Bob');
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  // The table's channel refuses what it is given (as Chrome does a message over its limit).
  await table.page.evaluate(() => {
    RTCDataChannel.prototype.send = function () {
      throw new TypeError('stand-in: the message is larger than max-message-size');
    };
  });
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).click();
  // The view of that roll could not go: the table invites Bob again, and his phone says
  // it lost the table.
  await invitationCode(table, 'Bob');
  await phone.page.getByRole('alert').filter({ hasText: 'The connection to the table is lost.' }).waitFor();
  assert.equal(await table.page.getByRole('button', { name: /^Roll \d of 3/ }).count(), 0, 'the game waits for Bob');
  const saved = await savedGame(table.page);
  assert.deepEqual(saved.log, [{ action: 'roll' }], "Ann's roll is kept");
}

export async function aPhoneWhoseScreenLocksForTenSecondsPlaysOn(t) {
  const { opened: table, pids: tablePids } = await withRenderers(() =>
    openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]),
  );
  const { opened: phone, pids: phonePids } = await withRenderers(() => pairPhone(t, table, 'Bob'));
  await firstRoll(table.page);
  await scoreBest(table.page, CLASSIC_BOXES);
  await firstRoll(phone.page);
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  // From now on the table must not ask for new codes.
  await table.page.evaluate(() => {
    window.__invited = 0;
    new MutationObserver(() => {
      if (document.querySelector('.invitations')) window.__invited += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const away = table.page.getByRole('status').filter({ hasText: "Bob's phone is out of reach." });
  // Bob's phone sleeps for 10 s while Ann plays her turn on the table.
  const slept = await asleep(phonePids, 10000, async () => {
    // Chrome notices after some 5 s: the table waits for Bob rather than inviting him.
    await table.page.waitForTimeout(7000);
    assert.equal(await table.page.evaluate(() => window.__invited), 0, 'no new invitation while Bob is away');
    await away.waitFor({ timeout: 2000 });
    for (const scheme of ['light', 'dark']) {
      await table.page.emulateMedia({ colorScheme: scheme });
      await table.screenshot(`phone-away-${scheme}`);
    }
    await firstRoll(table.page);
    await scoreBest(table.page, CLASSIC_BOXES);
  });
  assert.ok(slept >= 10000, `asleep ${slept} ms`);
  // Awake: the phone shows Ann's box and plays its turn, with no new codes.
  await away.waitFor({ state: 'detached', timeout: 15000 });
  await firstRoll(phone.page);
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  let saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 4, "Ann's and Bob's boxes, two each");
  assert.equal(await phone.page.getByRole('alert').count(), 0, 'the phone did not lose the table');

  // The table sleeps (its tablet locked) for 10 s: Bob's phone says so, and plays on.
  const gone = phone.page.getByRole('status').filter({ hasText: 'The table is out of reach.' });
  await asleep(tablePids, 10000, async () => {
    await gone.waitFor({ timeout: 9000 });
    for (const scheme of ['light', 'dark']) {
      await phone.page.emulateMedia({ colorScheme: scheme });
      await phone.screenshot(`table-away-${scheme}`);
    }
  });
  await gone.waitFor({ state: 'detached', timeout: 15000 });
  await phone.page.getByText('Connected to the table').waitFor();
  await firstRoll(table.page);
  await scoreBest(table.page, CLASSIC_BOXES);
  await firstRoll(phone.page);
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 6, 'the game went on');
  assert.equal(await table.page.evaluate(() => window.__invited), 0, 'no new invitation on the table');
  assert.equal(await invitation(table, 'Bob').count(), 0);
}
