// Own dice: the boxed game's real dice, their values entered by hand. A
// solo game played to its end at 390×844 as a player with real dice would
// (one tap per die, then "Use these dice"), checked against the engine's
// replay of the record, whose rolls are the values entered.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, openPage, start } from './harness.mjs';
import { advise, endScores, pageState, playUntil, ready, replay, savedRecord, step } from './play.mjs';

const AREAS = ['yellow', 'blue', 'green', 'orange', 'purple'];

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

describe('own dice', () => {
  test('a solo game with real dice entered on a 390×844 phone: at most 7 taps a roll, and the engine agrees', async () => {
    const { context, page, problems } = await openPage(env.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(env.server.url + '/?seed=77');
    await ready(page);
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByText('My own dice', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    // The app rolls nothing: it asks for the dice.
    const entry = page.getByRole('region', { name: 'Enter the dice' });
    await entry.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Roll the dice' }).isVisible(), false);
    assert.match((await pageState(page)).prompt, /^Roll your own dice \(6 to roll\)/);
    // Nothing goes before every die has its value.
    const use = entry.getByRole('button', { name: 'Use these dice' });
    assert.equal(await use.isDisabled(), true);
    // A value is named as it shows ("2"), in its die's group ("White die").
    const two = entry.getByRole('group', { name: 'White die' }).getByRole('button', { name: '2', exact: true });
    await two.click();
    assert.equal(await two.getAttribute('aria-pressed'), 'true');
    assert.equal(await use.isDisabled(), true);
    await page.screenshot({ path: join(OUT, 'own-dice-390x844.png') });

    // A value sequence no app roll would give in this order (seeded, fixed).
    let x = 12345;
    const policy = {
      plusOne: (st) => st.moves % 3 === 0,
      value: () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return (x % 6) + 1;
      },
      dieIndex: (st, n) => st.moves % n,
    };
    const entries = [];
    // Hints work with own dice as with the app's: the same as `clever hint`.
    const first = await step(page, policy);
    assert.equal(first.did, 'enter');
    entries.push(first);
    await page.getByRole('button', { name: 'Hint' }).click();
    const items = page.getByRole('list', { name: 'Hints' }).getByRole('listitem');
    await items.first().waitFor();
    const cli = advise('hint', await savedRecord(page));
    assert.equal(await items.count(), Math.min(3, cli.hints.length));
    // A pick, then the next roll's panel, which covers the tray on a phone:
    // it has its own Undo, which takes the pick back.
    const picked = await step(page, policy);
    assert.equal(picked.did, 'take');
    const rolling = await pageState(page);
    assert.equal(rolling.kind, 'roll');
    await entry.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction((m) => Number(document.querySelector('.shell').dataset.moves) === m - 1, rolling.moves);
    assert.equal((await pageState(page)).kind, 'choose');
    const steps = await playUntil(page, () => false, policy);
    for (const s of steps) if (s.did === 'enter') entries.push(s);
    assert.equal((await pageState(page)).kind, 'game_over');

    // Every roll was entered: one tap per die and one to use them.
    assert.ok(entries.length >= 12, `rolls entered: ${entries.length}`);
    for (const e of entries) {
      assert.equal(e.taps, e.entered.length + 1);
      assert.ok(e.taps <= 7, `${e.taps} taps for ${e.entered.length} dice`);
    }
    assert.ok(entries.some((e) => e.entered.length === 6), 'six dice entered at once');

    // The record is an ordinary record, marked as played with own dice,
    // whose rolls are the values entered, in order.
    const record = await savedRecord(page);
    const game = JSON.parse(record);
    assert.equal(game.setup.own_dice, true);
    assert.deepEqual(game.hints, [1], 'the hint asked is kept with the game');
    const rolls = game.moves.filter((m) => m.roll).map((m) => m.roll.map(([, v]) => v));
    assert.deepEqual(rolls, entries.map((e) => e.entered.map(([, v]) => v)));

    const engine = replay(record);
    assert.equal(engine.over, true);
    const shown = (await endScores(page))['0'];
    const score = engine.players[0].score;
    assert.deepEqual(AREAS.map((a) => shown[a]), score.areas, 'per-area scores equal the engine replay');
    assert.equal(shown.total, score.total);
    // The expert's review: its choices on these dice, never a game of its
    // own "on the same dice" (other dice would have been rolled).
    const review = page.getByRole('region', { name: 'Expert review' });
    await review.getByText(/^Your total: \d+ points\. With your own dice, the expert's choices on your rolls:$/).waitFor();
    assert.equal(await review.getByText(/on the same dice/).count(), 0);

    // The history marks the game, and the statistics tell own dice apart.
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'History and statistics' }).click();
    const history = page.getByRole('dialog', { name: 'History and statistics' });
    await history.getByText('played with own dice', { exact: true }).waitFor();
    await history.getByRole('combobox', { name: 'Mode' }).selectOption('own_dice');
    await history.getByText(/· own dice · all games \(1 game\)$/).waitFor();
    await history.getByRole('combobox', { name: 'Mode' }).selectOption('app_dice');
    await history.getByText(/· the app's dice · all games \(0 games\)$/).waitFor();
    console.log(`own dice: ${entries.length} rolls entered, ${entries.map((e) => e.taps).join(' ')} taps, total ${score.total}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
