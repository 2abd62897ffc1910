// Every player on their own phone (issue 28): a table (one browser context) and phones
// (other contexts of the same browser) paired over WebRTC by the text codes or the
// invitation link, then playing: the table rolls, deals and judges; a phone sees its own
// view only (no other hand in Karten-Kniffel), rejoins after a reload, and hears why an
// action was refused in the table's words.
import assert from 'node:assert/strict';
import {
  CLASSIC_BOXES,
  dice,
  firstRoll,
  savedGame,
  scoreBest,
} from './classic_extreme.lib.mjs';
import { answerCode, connect, invitation, invitationCode, joinByCode, openTable, pairPhone } from './phones.lib.mjs';

export async function pairByTheTextCodes(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  const group = invitation(table, 'Bob');
  await group.getByRole('img', { name: 'QR code to invite Bob' }).waitFor();
  await group.getByRole('button', { name: "Scan Bob's answer" }).waitFor();
  await group.getByRole('button', { name: 'Play Bob here' }).waitFor();
  // The game waits for the phone.
  assert.equal(await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).count(), 0, 'no game before the phone is there');
  const code = await invitationCode(table, 'Bob');
  const { phone, answer } = await joinByCode(t, code);
  // A typo is told, not tried.
  await group.getByRole('textbox', { name: 'Answer code from Bob' }).fill('not a code');
  await group.getByRole('button', { name: 'Connect Bob' }).click();
  assert.match(await group.getByRole('alert').innerText(), /code/, 'why the text is no answer code');
  await connect(table, phone, 'Bob', answer);
  // The table plays on; the phone shows Bob's sheet, and no controls while Ann is on turn.
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  assert.equal(await invitation(table, 'Bob').count(), 0, 'the invitation is gone');
  await phone.page.getByText('You play Bob.').waitFor();
  await phone.page.getByRole('region', { name: 'Scoresheet' }).waitFor();
  assert.ok(await phone.page.getByRole('button', { name: /^Roll 1 of 3/ }).isDisabled(), "no roll on Ann's turn");
}

export async function pairByOpeningTheInvitationLink(t) {
  const table = await openTable(t, 'duel', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const link = invitation(table, 'Ann').getByRole('link', { name: 'Invitation link for Ann' });
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.match(href, /^http:\/\/127\.0\.0\.1:\d+\/#join=[A-Z0-9$./:-]+$/, 'the app with the invitation in its fragment');
  const code = await invitationCode(table, 'Ann');
  assert.ok(href.endsWith(`#join=${code}`), 'the link carries the invitation code');
  const phone = await t.open({ viewport: 'phone', path: '?lang=en', wait: 'started' });
  await phone.page.goto(href);
  const answer = await answerCode(phone);
  await connect(table, phone, 'Ann', answer);
  // Ann begins: her phone has the Roll button, the table none.
  await phone.page.getByRole('button', { name: /^Roll 1 of 3/ }).click();
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).waitFor();
  const saved = await savedGame(table.page);
  assert.deepEqual(saved.log, [{ action: 'roll' }], 'the table rolled for the phone and saved it');
  const onTable = (await dice(table.page)).map((d) => d.value);
  assert.deepEqual((await dice(phone.page)).map((d) => d.value), onTable, 'the phone shows the dice the table rolled');
}

export async function aWholeKniffelGameTablePlayerAndPhonePlayer(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  const phone = await pairPhone(t, table, 'Bob');
  for (let round = 1; round <= 13; round++) {
    await firstRoll(table.page);
    await scoreBest(table.page, CLASSIC_BOXES);
    await firstRoll(phone.page);
    await scoreBest(phone.page, CLASSIC_BOXES);
  }
  const saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 26, 'every box of both sheets is filled on the table');
  await table.page.locator('#ranking-title').waitFor();
  await phone.page.locator('#ranking-title').waitFor();
  assert.equal(await phone.page.locator('#ranking-title').innerText(), await table.page.locator('#ranking-title').innerText(), 'the same result on both');
  // The review and the chart are the table's: the phone's copy of the game has no seed
  // and would replay other dice.
  await table.page.locator('section.review').waitFor();
  await table.page.locator('section.winchart').waitFor();
  assert.equal(await phone.page.locator('section.review, section.winchart').count(), 0, 'no review of other dice on the phone');
}

/** What of a hand a page shows: card buttons and card names. */
async function cardsIn(page) {
  return page.evaluate(() => ({
    cards: document.querySelectorAll('.hand-card, [data-value]').length,
    named: [...document.querySelectorAll('[aria-label]')]
      .map((e) => e.getAttribute('aria-label'))
      .filter((l) => /^Card \d+: [1-6]/.test(l)),
  }));
}

export async function kartenKniffelWithTwoPhonesShowsEachHandOnlyOnItsPhone(t) {
  const table = await openTable(t, 'cards', [{ name: 'Ann', phone: true }, { name: 'Bob', phone: true }]);
  const ann = await pairPhone(t, table, 'Ann');
  await invitation(table, 'Ann').waitFor({ state: 'detached' });
  await table.page.getByRole('status').filter({ hasText: 'Ann is connected.' }).waitFor();
  const bob = await pairPhone(t, table, 'Bob');
  const phones = { Ann: ann, Bob: bob };
  for (let turn = 0; turn < 8; turn++) {
    const game = await savedGame(table.page);
    const onTurn = game.setup.players[game.state.current].name;
    const other = onTurn === 'Ann' ? 'Bob' : 'Ann';
    const mine = phones[onTurn].page;
    await mine.locator('.hand .hand-card').first().waitFor();
    const hand = (await cardsIn(mine)).named;
    assert.equal(hand.length, game.state.players[game.state.current].hand.length, `${onTurn}'s phone shows the hand`);
    for (const [who, page] of [['the table', table.page], [other, phones[other].page]]) {
      const seen = await cardsIn(page);
      assert.deepEqual(seen, { cards: 0, named: [] }, `${who} shows nothing of ${onTurn}'s hand`);
    }
    // A play if one is suggested, else an exchange of the first card.
    const chip = mine.locator('.sugg-chip').first();
    if (await chip.count()) {
      const [, label, points] = (await chip.getAttribute('aria-label')).match(/^(.+), (\d+) points?: select the best cards$/);
      await chip.click();
      await mine.getByRole('button', { name: new RegExp(`^${label}, ${points}( points?$|, )`) }).click();
      const panel = mine.locator('.discard-panel');
      if (await panel.count()) {
        const need = Number((await panel.locator('.discard-count').innerText()).match(/of (\d+)/)[1]);
        for (let i = 0; i < need; i++) await mine.locator('.hand .hand-card:not([disabled])').nth(i).click();
        await panel.getByRole('button', { name: /^Discard \d+ and score / }).click();
      }
    } else {
      await mine.locator('.hand .hand-card').first().click();
      await mine.getByRole('button', { name: /^Exchange: discard 1,\s+Draw 1 card\b/ }).click();
    }
    // The table moves on: the turn passes.
    await table.page.waitForFunction(
      (before) => JSON.parse(localStorage.getItem('pasch.game')).log.length > before,
      game.log.length,
    );
  }
  const final = await savedGame(table.page);
  assert.ok(final.log.length >= 8, 'eight turns were played from the phones');
  // Each phone shows its player what the table shows them: the moves since their last
  // turn, and the whole roll log, line for line as on the table.
  const onTurn = final.setup.players[final.state.current].name;
  const moves = phones[onTurn].page.locator('.card-moves .moves-list li');
  await moves.first().waitFor();
  assert.ok((await moves.count()) >= 1, `${onTurn}'s phone lists the moves since their turn`);
  const tableLog = await rollLog(table.page);
  assert.ok(tableLog.length >= 8, 'the table logs the turns');
  for (const [who, phone] of Object.entries(phones)) {
    assert.deepEqual(await rollLog(phone.page), tableLog, `${who}'s phone has the table's roll log`);
  }
}

/** The lines of the roll log, opened. */
async function rollLog(page) {
  const log = page.locator('details.roll-log');
  if ((await log.getAttribute('open')) === null) await log.locator('summary').click();
  await log.locator('.roll-log-list li').first().waitFor();
  return log.locator('.roll-log-list li').allInnerTexts();
}

export async function aPhoneThatReloadsRejoinsWithItsViewIntact(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  let phone = await pairPhone(t, table, 'Bob');
  await firstRoll(table.page);
  await scoreBest(table.page, CLASSIC_BOXES);
  await firstRoll(phone.page);
  await phone.page.getByRole('button', { name: /^Die 1/ }).click();
  const before = await dice(phone.page);
  assert.ok(before[0].held, 'die 1 held');
  await phone.page.reload();
  // The table shows a new invitation at once, and the game waits for Bob.
  const code = await invitationCode(table, 'Bob');
  const { phone: again, answer } = await (async () => {
    await phone.page.getByRole('button', { name: 'Join a table' }).click();
    await phone.page.getByRole('textbox', { name: 'Invitation code', exact: true }).fill(code);
    await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
    return { phone, answer: await answerCode(phone) };
  })();
  phone = again;
  await connect(table, phone, 'Bob', answer);
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).waitFor();
  assert.deepEqual(await dice(phone.page), before, 'the same dice, the same holds');
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  const saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 2, "Bob's box is on the table");
}

export async function aTableThatReloadsMidGameInvitesItsPhonesAgain(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  const phone = await pairPhone(t, table, 'Bob');
  await firstRoll(table.page);
  await scoreBest(table.page, CLASSIC_BOXES);
  await firstRoll(phone.page);
  await phone.page.getByRole('button', { name: /^Die 2/ }).click();
  const before = await dice(phone.page);
  assert.ok(before[1].held, 'die 2 held');
  const sheet = (page) => page.getByRole('region', { name: 'Scoresheet' }).innerText();
  const sheetBefore = await sheet(phone.page);
  const logBefore = await rollLog(phone.page);
  assert.ok(logBefore.length >= 2, "the phone's roll log has Ann's and Bob's rolls");
  await table.reload();
  // The phone lost the table; the table, back at its start screen, goes on with the game.
  await phone.page.getByRole('alert').filter({ hasText: 'The connection to the table is lost.' }).waitFor();
  await table.page.getByRole('button', { name: 'Continue' }).click();
  // Bob's seat is still his phone's: a fresh invitation, or his seat taken over here.
  const code = await invitationCode(table, 'Bob');
  await invitation(table, 'Bob').getByRole('button', { name: 'Play Bob here' }).waitFor();
  await invitation(table, 'Bob').getByRole('img', { name: 'QR code to invite Bob' }).waitFor();
  assert.equal(await table.page.getByRole('button', { name: /^Roll \d of 3/ }).count(), 0, 'the game waits for Bob');
  // The phone joins again from where it lost the table.
  await phone.page.getByRole('textbox', { name: 'Invitation code', exact: true }).fill(code);
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await connect(table, phone, 'Bob', await answerCode(phone));
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).waitFor();
  assert.deepEqual(await dice(phone.page), before, 'the same dice, the same holds');
  assert.deepEqual(await dice(table.page), before, 'on the table too');
  assert.equal(await sheet(phone.page), sheetBefore, 'the same sheet');
  assert.deepEqual(await rollLog(phone.page), logBefore, 'the same roll log');
  // And the game goes on.
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).click();
  await phone.page.getByRole('button', { name: /^Roll 3 of 3/ }).waitFor();
  assert.ok((await dice(table.page))[1].held, 'the hold stays through the roll');
  await scoreBest(phone.page, CLASSIC_BOXES);
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  const saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'score').length, 2, "Bob's box is on the table");
  assert.equal(saved.log.filter((a) => a.action === 'roll').length, 3, 'one roll of Ann, two of Bob');
}

export async function aRefusedActionFromAPhoneIsToldInTheTablesWords(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const phone = await pairPhone(t, table, 'Ann');
  await firstRoll(phone.page);
  await phone.page.getByRole('button', { name: /^Roll 2 of 3/ }).click();
  await phone.page.getByRole('button', { name: /^Roll 3 of 3/ }).waitFor();
  // Two taps before the table's answer: the second was made on dice the player had not
  // seen yet, so the table refuses it and says why (the rules' own refusals, in the
  // table's words on both: phonetrust.test.mjs).
  await phone.page.evaluate(() => {
    const roll = [...document.querySelectorAll('button')].find((b) => /^Roll 3 of 3/.test(b.textContent.trim()));
    roll.click();
    roll.click();
  });
  const onPhone = phone.page.locator('.toast[role=alert]');
  await onPhone.waitFor();
  assert.match(await onPhone.innerText(), /^The game had moved on before your tap reached the table/, 'a reason in words');
  const saved = await savedGame(table.page);
  assert.equal(saved.log.filter((a) => a.action === 'roll').length, 3, 'three rolls, the fourth refused');
}

export async function screenshotsOfTheInvitationAndAPhonesTurn(t) {
  for (const viewport of ['tablet', 'phone']) {
    const table = await openTable(t, 'cards', [{ name: 'Ann', phone: true }, { name: 'Bob' }], viewport);
    await invitationCode(table, 'Ann');
    const phone = await pairPhone(t, table, 'Ann', viewport);
    await table.page.getByRole('button', { name: /Play Ann here/ }).count();
    for (const scheme of ['light', 'dark']) {
      await phone.page.emulateMedia({ colorScheme: scheme });
      await phone.page.locator('.hand .hand-card').first().waitFor();
      await phone.screenshot(`phone-turn-${scheme}`);
    }
    // Ann exchanges a card: her phone lists the move and logs it, as the table does.
    await phone.page.locator('.hand .hand-card').first().click();
    await phone.page.getByRole('button', { name: /^Exchange: discard 1,\s+Draw 1 card\b/ }).click();
    await phone.page.locator('.card-moves .moves-list li').first().waitFor();
    assert.equal((await rollLog(phone.page)).length, 1, 'one line in the roll log');
    for (const scheme of ['light', 'dark']) {
      await phone.page.emulateMedia({ colorScheme: scheme });
      await phone.screenshot(`phone-moves-${scheme}`, { fullPage: true });
    }
    await phone.page.reload();
    // The phone left: the table invites Ann again at once.
    await invitationCode(table, 'Ann');
    for (const scheme of ['light', 'dark']) {
      await table.page.emulateMedia({ colorScheme: scheme });
      await table.screenshot(`invitation-${scheme}`, { fullPage: true });
    }
  }
}

export async function aPhoneThatLeavesWithoutAWordIsInvitedAgain(t) {
  const table = await openTable(t, 'duel', [{ name: 'Ann' }, { name: 'Bob', phone: true }]);
  const phone = await pairPhone(t, table, 'Bob');
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).waitFor();
  // Gone with its browser: no closing handshake, the connection's checks find it gone.
  // A phone out of reach may come back (a locked screen, a Wi-Fi drop): the table says
  // so and waits for it 30 s before it invites Bob again.
  await phone.context.close();
  await table.page.getByRole('status').filter({ hasText: "Bob's phone is out of reach." }).waitFor({ timeout: 15000 });
  await invitation(table, 'Bob').waitFor({ timeout: 45000 });
  await invitationCode(table, 'Bob');
  assert.equal(await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).count(), 0, 'the game waits for Bob');
  // Or Ann's family plays Bob's seat on the table now.
  await invitation(table, 'Bob').getByRole('button', { name: 'Play Bob here' }).click();
  await table.page.getByRole('button', { name: /^Roll 1 of 3/ }).click();
  await table.page.getByRole('button', { name: /^Roll 2 of 3/ }).waitFor();
}
// The 30 s the table waits for a phone out of reach come on top of the pairing.
aPhoneThatLeavesWithoutAWordIsInvitedAgain.timeoutMs = 150000;

export async function aPhonesHintIsAnsweredByTheTableAndCounted(t) {
  const table = await openTable(t, 'classic', [{ name: 'Ann', phone: true }, { name: 'Bob' }]);
  const phone = await pairPhone(t, table, 'Ann');
  await firstRoll(phone.page);
  await phone.page.getByRole('button', { name: 'Hint' }).click();
  // The table counts Ann's hint with the game, and asks its brain.
  await table.page.waitForFunction(() => JSON.parse(localStorage.getItem('pasch.game')).hints?.[0] === 1);
  await phone.page.locator('.hint-options li').first().waitFor({ timeout: 80000 });
  const best = await phone.page.locator('.hint-options li.best .hint-what').innerText();
  assert.ok(best.length > 0, 'the best option in words');
}
