// Own phones at a table (issue 28), shared by phones.test.mjs and qrcodes.test.mjs: a
// table set up with own-phone seats, its invitations, and phones paired by the text codes.
import assert from 'node:assert/strict';
import { setUpGame, startGame, whoPlays } from './classic_extreme.lib.mjs';

/** On the start screen of `page`: a game of `kind` for `players` [{name, phone}], started. */
export async function setUpTable(page, kind, players) {
  await setUpGame(page, kind, players.map((p) => ({ name: p.name, bot: false })));
  for (let i = 0; i < players.length; i++) {
    if (!players[i].phone) continue;
    const who = whoPlays(page, i);
    await who.selectOption({ label: 'Own phone' });
    assert.equal(await who.inputValue(), 'phone');
  }
  await startGame(page, 0);
}

/** A table (tablet) with `players` [{name, phone}] set up for `kind` and started. */
export async function openTable(t, kind, players, viewport = 'tablet') {
  const table = await t.open({ viewport, path: '?lang=en' });
  await table.ready();
  await setUpTable(table.page, kind, players);
  return table;
}

/** The group that invites `name` on the table. */
export const invitation = (table, name) => table.page.getByRole('group', { name: `Invite ${name}` });

/** The invitation code for `name`, once the table has made it. */
export async function invitationCode(table, name) {
  const box = invitation(table, name).getByRole('textbox', { name: `Invitation code for ${name}` });
  await box.waitFor();
  assert.ok(await box.getAttribute('readonly') !== null, 'the invitation code is read-only');
  const code = await box.inputValue();
  assert.ok(code.length > 20, 'an invitation code');
  return code;
}

/** A phone joining by typing the invitation code; the phone and its answer code. */
export async function joinByCode(t, code, viewport = 'phone') {
  const phone = await t.open({ viewport, path: '?lang=en' });
  await phone.ready();
  await phone.page.getByRole('button', { name: 'Join a table' }).click();
  await phone.page.getByRole('textbox', { name: 'Invitation code', exact: true }).fill(code);
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  return { phone, answer: await answerCode(phone) };
}

/** The answer code the phone shows (with its QR image). */
export async function answerCode(phone) {
  const box = phone.page.getByRole('textbox', { name: 'Answer code', exact: true });
  await box.waitFor();
  await phone.page.getByRole('img', { name: 'QR code of your answer' }).waitFor();
  const answer = await box.inputValue();
  assert.ok(answer.length > 20, 'an answer code');
  return answer;
}

/** The table takes `answer` from `name`'s phone; both say they are connected. */
export async function connect(table, phone, name, answer) {
  const group = invitation(table, name);
  await group.getByRole('textbox', { name: `Answer code from ${name}` }).fill(answer);
  await group.getByRole('button', { name: `Connect ${name}` }).click();
  await phone.page.getByRole('status').filter({ hasText: 'Connected to the table' }).waitFor();
}

/** One phone for `name` paired by the text codes. */
export async function pairPhone(t, table, name, viewport = 'phone') {
  const { phone, answer } = await joinByCode(t, await invitationCode(table, name), viewport);
  await connect(table, phone, name, answer);
  return phone;
}
