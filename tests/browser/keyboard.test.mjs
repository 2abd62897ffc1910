// Playing by keyboard and screen reader: a whole solitaire Kniffel with the keyboard
// alone (Tab, Enter, Space and the shortcuts R, 1-6, arrows, U, Ctrl+Z, H), a
// Karten-Kniffel turn, the `?` help in both languages, shortcuts silent while typing,
// what the live region reads out, the focus after each move, and reduced motion.
import assert from 'node:assert/strict';
import { CLASSIC_BOXES, LABELS, dice, home, savedGame, setUpGame, startGame } from './classic_extreme.lib.mjs';

/** The focused element: its accessible-name-ish text, tag and whether the focus ring shows. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return null;
    // The ring is on the control or on a part of it (a die's face, a card).
    const outline = (el) => {
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const own = outline(e) || getComputedStyle(e).boxShadow !== 'none';
    const ring = e.matches(':focus-visible') && (own || [...e.querySelectorAll('*')].some(outline));
    return {
      name: (e.getAttribute('aria-label') || e.innerText || e.value || '').trim(),
      tag: e.tagName,
      ring,
      box: e.dataset.nav === 'box',
    };
  });
}

/**
 * Presses Tab until the focused control's name matches `re` (at most `max` presses; none
 * when it has the focus already).
 */
async function tabTo(page, re, max = 80) {
  for (let i = 0; i < max; i++) {
    const now = await focused(page);
    if (!(i === 0 && now && re.test(now.name))) await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && re.test(f.name)) {
      assert.ok(f.ring, `"${f.name}" shows a focus ring`);
      return f;
    }
  }
  throw new Error(`Tab never reached ${re}`);
}

/** What the live region says now. */
function announced(page) {
  return page.locator('[data-announcer]').innerText();
}

/** The open boxes as [{name, points}] in sheet order. */
async function openBoxes(page) {
  const names = await page.locator('[data-nav=box]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return names.map((name) => ({ name, points: Number(name.match(/, (\d+) points?$/)[1]) }));
}

/** Steps with ArrowDown to the best open box and takes it with Enter; returns its name. */
async function takeBestBoxByKeyboard(page) {
  const open = await openBoxes(page);
  const best = open.reduce((a, b) => (b.points > a.points ? b : a));
  for (let i = 0; i < open.length; i++) {
    await page.keyboard.press('ArrowDown');
    const f = await focused(page);
    assert.ok(f.box, 'the arrow keys move through the open boxes');
    if (f.name === best.name) {
      assert.ok(f.ring, `${f.name} shows a focus ring`);
      await page.keyboard.press('Enter');
      return best;
    }
  }
  throw new Error(`the arrows never reached ${best.name}`);
}

export async function aWholeSolitaireKniffelByKeyboardAlone(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const page = app.page;

  // Set up by keyboard: New game, Kniffel, one player named Ada, Start.
  await tabTo(page, /^New game$/);
  await page.keyboard.press('Enter');
  await page.locator('.game-choice').waitFor();
  const kniffel = page.locator('.game-choice').getByRole('radio', { name: /^Kniffel(?! Extreme| Dice Duel)/ });
  if (!(await kniffel.isChecked())) {
    await tabTo(page, /Kniffel/);
    while (!(await kniffel.isChecked())) await page.keyboard.press('ArrowRight');
  }
  while ((await page.getByRole('textbox', { name: /^Name of player/ }).count()) > 1) {
    await tabTo(page, /^Remove /);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('textbox', { name: /^Name of player/ }).first().focus();
  await page.keyboard.press('ControlOrMeta+a');
  // Shortcuts stay silent while typing: "?" and "r" are letters of the name here.
  await page.keyboard.type('Ada?r');
  assert.equal(await page.getByRole('dialog').count(), 0, 'no help opened while typing');
  assert.equal(await page.getByRole('textbox', { name: /^Name of player/ }).first().inputValue(), 'Ada?r');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await tabTo(page, /^Start game$/);
  await page.keyboard.press('Enter');
  const roll1 = page.getByRole('button', { name: 'Roll 1 of 3' });
  await roll1.waitFor();

  for (let turn = 1; turn <= 13; turn++) {
    // R rolls, wherever the focus is.
    await page.keyboard.press('r');
    await page.getByRole('button', { name: 'Roll 2 of 3' }).waitFor();
    const first = await dice(page);
    assert.match(await announced(page), new RegExp(`^Ada rolled ${first.map((d) => d.value).join(' ')}$`));
    if (turn <= 6) {
      // Hold the first two dice with 1 and 2 (a second press releases, a third holds).
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      await page.keyboard.press('2');
      await page.keyboard.press('2');
      const held = await dice(page);
      assert.deepEqual(held.map((d) => d.held), [true, true, false, false, false], '1 and 2 hold the first two dice');
      await page.keyboard.press('R');
      await page.getByRole('button', { name: 'Roll 3 of 3' }).waitFor();
      const second = await dice(page);
      assert.deepEqual(second.slice(0, 2).map((d) => d.value), first.slice(0, 2).map((d) => d.value), 'held dice keep their faces');
      const holding = `${first[0].value} ${first[1].value}`;
      assert.match(await announced(page), new RegExp(`^Ada rolled ${second.map((d) => d.value).join(' ')}, holding ${holding}$`));
    }
    if (turn === 2) {
      // H opens the advisor's hint, H again closes it.
      await page.keyboard.press('h');
      await page.locator('.hint-options li').first().waitFor({ timeout: 30000 });
      await page.keyboard.press('h');
      assert.ok(await page.locator('#hint-panel').isHidden(), 'H closes the hint again');
    }
    const scoredBefore = Object.keys((await savedGame(page)).state.players[0].sheet).length;
    const best = await takeBestBoxByKeyboard(page);
    const label = best.name.split(',')[0];
    await page.waitForFunction(
      (n) => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length > n,
      scoredBefore,
    );
    if (turn === 1) {
      assert.equal(await announced(page), `Ada took ${label} for ${best.points}`);
      // U takes the box back (undo lands on the last decision); take it again, take it
      // back with Ctrl+Z, and take it once more.
      await page.keyboard.press('u');
      await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length === 0);
      assert.ok((await openBoxes(page)).some((b) => b.name === best.name), 'U gives the box back');
      await takeBestBoxByKeyboard(page);
      await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length === 1);
      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length === 0);
      await takeBestBoxByKeyboard(page);
      await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem('pasch.game')).state.players[0].sheet).length === 1);
    }
    if (turn < 13) {
      // The focus went on to the next turn's Roll button, with its ring.
      await roll1.waitFor();
      await page.waitForFunction(() => document.activeElement?.classList.contains('roll-btn'));
      const f = await focused(page);
      assert.equal(f.name, 'Roll 1 of 3', 'after a box the focus is on Roll');
      assert.ok(f.ring, 'the focused Roll button shows its ring');
      if (turn === 3) await app.screenshot('focus-on-roll');
    }
  }
  await page.locator('.ranking').getByText('Game over').waitFor();
  const game = await savedGame(page);
  assert.equal(Object.keys(game.state.players[0].sheet).length, CLASSIC_BOXES.length, 'every box filled');
  assert.ok(Object.keys(game.state.players[0].sheet).every((b) => LABELS[b]));
}

export async function questionMarkOpensTheHelpInBothLanguages(t) {
  for (const [lang, title, roll] of [
    ['en', 'Keyboard shortcuts', 'Roll'],
    ['de', 'Tastenkürzel', 'Würfeln'],
  ]) {
    const app = await t.open({ viewport: 'tablet', path: `?lang=${lang}` });
    await app.ready();
    const page = app.page;
    await page.keyboard.press('Tab');
    const before = await focused(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: title });
    await help.waitFor();
    assert.ok(await help.getByText(roll, { exact: true }).isVisible(), `${lang}: the help lists R`);
    assert.ok(await help.locator('kbd', { hasText: 'R' }).first().isVisible());
    await app.screenshot(`help-${lang}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot(`help-${lang}-dark`);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    assert.equal((await focused(page))?.name, before?.name, 'the focus is back where it was');
  }
}

export async function aKartenKniffelTurnByKeyboard(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await setUpGame(page, 'cards', [{ name: 'Ada' }, { name: 'Bea' }]);
  await page.locator('.who-starts input[type=radio]').nth(1).check();
  await page.getByRole('button', { name: 'Start game' }).focus();
  await page.keyboard.press('Enter');
  // The cover has the focus (or Tab gets there); Enter lifts it and the focus goes into
  // the hand.
  await tabTo(page, /^Pass to Ada/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('hand-card'));
  const f = await focused(page);
  assert.ok(f.ring, 'the first card shows the focus ring');
  const cards = page.locator('.hand-card');
  // 1 and 2 choose the first two cards; 1 again puts the first back.
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  assert.equal(await cards.nth(0).getAttribute('aria-pressed'), 'true');
  assert.equal(await cards.nth(1).getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('1');
  assert.equal(await cards.nth(0).getAttribute('aria-pressed'), 'false', '1 again puts card 1 back');
  await page.keyboard.press('2');
  // Play the first card into the first field open for it: Chance takes any cards.
  await page.keyboard.press('1');
  const before = (await savedGame(page)).log.length;
  await page.keyboard.press('ArrowDown');
  const field = await focused(page);
  assert.ok(field.box, 'the arrows reach the fields open for the chosen cards');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('pasch.game')).log.length > n, before);
  assert.match(await announced(page), /^Ada played \d+ on .+ for -?\d+$/);
  // Bea's cover takes the focus, so Enter passes the device on.
  await page.waitForFunction(() => /^Pass to Bea/.test(document.activeElement?.innerText || ''));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('hand-card'));
}

export async function computerMovesAreReadOutOnce(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=de' });
  await app.ready();
  const page = app.page;
  await page.getByRole('button', { name: 'Neues Spiel' }).click();
  await page.locator('.game-choice').getByRole('radio', { name: /^Kniffel(?! Extreme| Dice Duel)/ }).check();
  const names = page.getByRole('textbox', { name: /^Name von Spieler/ });
  await names.first().fill('Ada');
  while ((await names.count()) < 2) await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
  await names.nth(1).fill('Bob');
  await page.getByRole('combobox', { name: 'Wer spielt Spieler 2?' }).selectOption({ label: 'Computer (normal)' });
  await page.locator('.who-starts input[type=radio]').nth(1).check();
  await page.getByRole('button', { name: "Los geht's" }).click();
  // Record every text the live region shows.
  await page.evaluate(() => {
    window.__said = [];
    const region = document.querySelector('[data-announcer]');
    new MutationObserver(() => window.__said.push(region.innerText)).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Wurf 1 von 3' }).click();
  await page.locator('.sheet [data-nav=box]').first().click();
  // Bob's turn, then Ada's Roll has the focus again.
  await page.getByRole('button', { name: 'Wurf 1 von 3' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('roll-btn'));
  const said = (await page.evaluate(() => window.__said)).filter((s) => s.trim());
  assert.match(said[0], /^Ada würfelt [1-6]( [1-6]){4}$/);
  assert.match(said[1], /^Ada nimmt .+ für \d+$/);
  assert.ok(said.slice(2).some((s) => /^Bob würfelt/.test(s)), `Bob's rolls are read out: ${said.join(' | ')}`);
  assert.match(said.at(-1), /^Bob nimmt .+ für \d+$/);
  assert.equal(new Set(said).size, said.length, `nothing read out twice: ${said.join(' | ')}`);
  // A screen change and back repeats nothing.
  const count = said.length;
  await home(page);
  await page.getByRole('button', { name: 'Weiterspielen' }).click();
  await page.getByRole('button', { name: 'Wurf 1 von 3' }).waitFor();
  const after = (await page.evaluate(() => window.__said)).filter((s) => s.trim());
  assert.equal(after.length, count, 'nothing new read out after coming back');
}

export async function reducedMotionStopsTheDiceAndChips(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  await app.ready();
  const page = app.page;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const moving = () =>
    page.evaluate(() =>
      document.getAnimations().filter((a) => {
        const timing = a.effect?.getComputedTiming();
        return a.playState === 'running' && timing && timing.activeDuration > 0;
      }).length,
    );
  await setUpGame(page, 'classic', [{ name: 'Ada' }]);
  await startGame(page);
  await page.getByRole('button', { name: 'Roll 1 of 3' }).click();
  assert.equal(await moving(), 0, 'no die tumbles');
  await home(page);
  await setUpGame(page, 'duel', [{ name: 'Ada' }]);
  await startGame(page);
  await page.getByRole('button', { name: /^Roll 1 of/ }).click();
  assert.equal(await moving(), 0, 'nothing moves in Dice Duel');
  // Without the wish for less motion the dice do tumble (the check can fail).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: /^Roll 2 of/ }).click();
  assert.ok((await moving()) > 0, 'the dice tumble normally');
}
