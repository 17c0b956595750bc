// Only my sheet: each player at the table plays on their own device; this
// one keeps one sheet. A seeded 3-player bot game is played again through
// the UI as seat 2's sheet alone: seat 2's own rolls, picks and passive
// picks as the bots chose them, and for the two other seats, where their
// dice ended up (`clever sheet-of`). The sheet's final total equals seat 2's
// total in the bot game.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, pageState, ready, replay, savedRecord } from './play.mjs';

const SEED = 11;
const ME = 1;
const title = (c) => c[0].toUpperCase() + c.slice(1);

function clever(...args) {
  return execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
}

let env;
let full;
let mine;
before(async () => {
  env = await start();
  const dir = mkdtempSync(join(tmpdir(), 'clever-sheet-'));
  clever('simulate', '--bot', 'greedy', '--games', '1', '--seed', String(SEED), '--players', '3', '--records', dir);
  full = join(dir, 'game-1.json');
  mine = JSON.parse(clever('sheet-of', String(ME), full));
});
after(async () => {
  await env?.stop();
});

/** The move's die, tapped by its name. */
async function tapDie(page, die) {
  await page.locator(`.tray button.die[aria-label^="${title(die)} die,"]`).click();
}

/** The value `v` of `die` in a dice entry panel (named "2" in the group "White die"). */
function value(entry, die, v) {
  return entry.getByRole('group', { name: `${title(die)} die` }).getByRole('button', { name: String(v), exact: true });
}

async function tapSpot(page, spot) {
  await page.locator(`[data-spot="${spot.area}-${spot.cell}"]`).click();
}

/** Plays one move of the record through the UI; returns the taps it took. */
async function play(page, move) {
  if (move === 'reroll') return page.getByRole('button', { name: /^Reroll/ }).click();
  if (move === 'finish') return page.getByRole('button', { name: 'Done', exact: true }).click();
  if (move.roll) {
    const entry = page.getByRole('region', { name: 'Enter the dice' });
    for (const [die, v] of move.roll) await value(entry, die, v).click();
    return entry.getByRole('button', { name: 'Use these dice' }).click();
  }
  if (move.table) {
    const entry = page.getByRole('region', { name: /^Where did .+'s dice end up\?$/ });
    for (const [i, [die, v]] of move.table.fields.entries()) {
      await value(entry, die, v).click();
      await entry.getByRole('combobox', { name: `Where the ${die} die is` }).selectOption(String(i + 1));
    }
    for (const [die, v] of move.table.platter) await value(entry, die, v).click();
    return entry.getByRole('button', { name: 'Use this table' }).click();
  }
  const take = move.take ?? move.plus_one;
  if (take) {
    await tapDie(page, take.die);
    if (take.spot) await tapSpot(page, take.spot);
    return;
  }
  if (move.cross) return tapSpot(page, move.cross);
  if (move.choose) {
    const [kind, area] = Object.entries(move.choose)[0];
    return page.locator(`.btn.choice[data-choice="${kind}-${area}"]`).click();
  }
  throw new Error(`no way to play ${JSON.stringify(move)}`);
}

/** A new 3-player game on a 390×844 phone, only this seat's sheet kept (seat ME). */
async function startOnlyMySheet() {
  const opened = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page } = opened;
  await page.goto(env.server.url + '/?seed=5');
  await ready(page);
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('3 players', { exact: true }).click();
  await dialog.getByText('Only my sheet (each player on their own)', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'My place in the turn order' }).selectOption(String(ME + 1));
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.shell[data-moves="0"]').waitFor();
  return opened;
}

describe('only my sheet', () => {
  test('a 3-player game kept as seat 2\'s sheet: the other seats\' tables entered, the total as in the bot game', async () => {
    const { context, page, problems } = await startOnlyMySheet();
    const setup = JSON.parse(await savedRecord(page)).setup;
    assert.deepEqual(setup.seats, ['elsewhere', 'person', 'elsewhere']);
    assert.equal(setup.own_dice, true);
    assert.equal(setup.first, 0);
    assert.equal(JSON.parse(readFileSync(full, 'utf8')).setup.first, 0, 'the bot game starts at seat 1 too');

    // The first move is the first seat's turn, played elsewhere: a table.
    assert.equal((await pageState(page)).kind, 'table');
    await page.screenshot({ path: join(OUT, 'only-my-sheet-table-390x844.png') });
    let tables = 0;
    for (const [i, move] of mine.moves.entries()) {
      const before = await pageState(page);
      await play(page, move);
      // Taken, or refused: the page's answer either way.
      await page.waitForFunction(
        (m) => Number(document.querySelector('.shell').dataset.moves) > m || document.querySelector('.note .refused:not([hidden])'),
        before.moves,
      );
      if ((await pageState(page)).moves <= before.moves) {
        throw new Error(`move ${i} ${JSON.stringify(move)} was not taken: ${await page.locator('.note').textContent()}`);
      }
      if (move.table) tables += 1;
    }
    assert.equal((await pageState(page)).kind, 'game_over');
    assert.ok(tables >= 8, `tables entered: ${tables}`);

    const expected = JSON.parse(clever('replay', full)).players[ME].score.total;
    const engine = replay(await savedRecord(page));
    assert.equal(engine.players[ME].score.total, expected, 'the sheet kept here scores as in the bot game');
    await page.getByText(`Your sheet: ${expected} points. The others count their own.`).waitFor();
    console.log(`only my sheet: ${mine.moves.length} moves, ${tables} tables, total ${expected}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('at a real table: the panel says why it refuses, beside its button; seats elsewhere show "own sheet"; no pace or Pause without a computer', async () => {
    const { context, page, problems } = await startOnlyMySheet();

    // The players bar: the two others play on their own sheets (no points
    // here), this seat has its points.
    const bar = page.getByRole('list', { name: 'Players' });
    // Each button's name starts with what it shows: the name, then "own sheet".
    const others = bar.getByRole('button', { name: /^Player \d, own sheet, / });
    assert.equal(await others.count(), 2);
    assert.equal(await others.first().locator('.ptotal').textContent(), 'own sheet');
    assert.equal(await bar.getByRole('button', { name: /, 0 points, / }).count(), 1);
    // Nobody here is a computer: no pace, no Pause.
    assert.equal(await page.getByRole('combobox', { name: 'Computer pace' }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Pause' }).isVisible(), false);

    const entry = page.getByRole('region', { name: /^Where did .+'s dice end up\?$/ });
    const values = { white: 3, yellow: 5, blue: 2, green: 1, orange: 4, purple: 6 };
    for (const [die, v] of Object.entries(values)) await value(entry, die, v).click();
    const use = entry.getByRole('button', { name: 'Use this table' });
    const why = entry.getByRole('alert');
    const refusedWith = async (text) => {
      await use.click();
      await why.filter({ hasText: text }).waitFor();
      // Beside the button, on the screen, and nothing taken.
      const [b, w] = [await use.boundingBox(), await why.boundingBox()];
      assert.ok(w.y >= b.y && w.y - (b.y + b.height) < 60 && w.y + w.height <= 844, `the reason is under the button, in view: ${JSON.stringify({ b, w })}`);
      assert.equal((await pageState(page)).moves, 0);
    };
    // Every die on the platter: the engine's reason.
    await refusedWith('the dice fields hold 1 to 3 dice, not 0');
    // Two dice on one field.
    await entry.getByRole('combobox', { name: 'Where the white die is' }).selectOption('1');
    await entry.getByRole('combobox', { name: 'Where the yellow die is' }).selectOption('1');
    assert.equal(await why.isVisible(), false, 'a change clears the reason');
    await refusedWith('Dice field 1 holds one die, but the white and yellow dice are both on it.');
    // A field skipped.
    await entry.getByRole('combobox', { name: 'Where the yellow die is' }).selectOption('3');
    await refusedWith('Dice field 2 is empty, but the dice fields are filled in order.');
    await page.screenshot({ path: join(OUT, 'only-my-sheet-refused-390x844.png') });
    // Put right, it is taken.
    await entry.getByRole('combobox', { name: 'Where the yellow die is' }).selectOption('2');
    await use.click();
    await page.locator('.shell[data-moves="1"]').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
