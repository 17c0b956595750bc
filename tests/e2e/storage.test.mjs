// Never lose a game: two tabs on one save, storage that is blocked or full,
// unreadable saves kept aside, and export / import of the record.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, openPage, start } from './harness.mjs';
import { GAME_KEY, pageState, ready, savedRecord, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const movesOf = (record) => JSON.parse(record).moves;
const POLICY = { plusOne: () => false };

/** Plays `n` decisions in `page`; returns its move count after. */
async function play(page, n) {
  for (let i = 0; i < n; i++) await step(page, POLICY);
  await page.waitForFunction(() => document.querySelector('.shell')?.dataset.decision !== undefined);
  return (await pageState(page)).moves;
}

async function movesShown(page) {
  return (await pageState(page)).moves;
}

async function waitMoves(page, n) {
  await page.waitForFunction((m) => document.querySelector('.shell')?.dataset.moves === String(m), n);
}

describe('two tabs on one save', () => {
  test('a tab that is only looking follows the other, in every order, and no move is lost', async () => {
    const { context, page: a, problems } = await openPage(env.browser);
    await a.goto(env.server.url + '/?seed=21');
    await ready(a);
    let total = await play(a, 2);
    const b = await context.newPage();
    await b.goto(env.server.url + '/?seed=21');
    await ready(b);
    await waitMoves(b, total);
    // A, A, A, B, A, B, B, A: each move shows up in the other tab at once.
    for (const [who, other] of [[a, b], [a, b], [a, b], [b, a], [a, b], [b, a], [b, a], [a, b]]) {
      total = await play(who, 1);
      await waitMoves(other, total);
      assert.equal(movesOf(await savedRecord(a)).length, total, 'the save holds every move');
    }
    // After a reload both tabs show the whole game.
    await a.reload();
    await ready(a);
    await waitMoves(a, total);
    assert.equal(await a.getByRole('alertdialog').count(), 0);
    assert.equal(await b.getByRole('alertdialog').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a stale tab never writes over a newer game: it says so and loads the newer one', async () => {
    const { context, page: a, problems } = await openPage(env.browser);
    await a.goto(env.server.url + '/?seed=22');
    await ready(a);
    await play(a, 1);
    const b = await context.newPage();
    // B misses the other tab's news (as a sleeping tab on a phone can).
    await b.addInitScript(() => {
      window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
    });
    await b.goto(env.server.url + '/?seed=22');
    await ready(b);
    const shared = await movesShown(b);
    const newer = await play(a, 4);
    assert.equal(await movesShown(b), shared, 'B did not hear of A\'s moves');
    const saved = await savedRecord(a);
    // B moves on its stale game: the save is not touched.
    await step(b, POLICY);
    const dialog = b.getByRole('alertdialog', { name: 'This game went on in another tab' });
    await dialog.waitFor();
    assert.equal(await savedRecord(a), saved, 'the newer game is still the save');
    await dialog.getByRole('button', { name: 'Load the newer game' }).click();
    await waitMoves(b, newer);
    assert.equal(await b.getByRole('alertdialog').count(), 0);
    // And B goes on from there, saving again.
    const after = await play(b, 1);
    assert.equal(movesOf(await savedRecord(b)).length, after);
    assert.ok(after > newer);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('storage that fails', () => {
  test('blocked storage: the app starts, plays and says the game will not be kept', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(env.server.url + '/?seed=5');
    await ready(page);
    await page.getByRole('alert').filter({ hasText: 'does not keep the game' }).waitFor();
    const moves = await play(page, 3);
    assert.ok(moves >= 3, 'the game goes on');
    // Setting up a new game (which remembers names) works too.
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a full quota: the same banner, and the game goes on', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(env.server.url + '/?seed=5');
    await ready(page);
    await page.getByRole('alert').filter({ hasText: 'does not keep the game' }).waitFor();
    assert.ok((await play(page, 3)) >= 3);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('unreadable saves are kept until the player decides', () => {
  test('several are kept, listed in the menu, downloadable and discardable', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await ready(page);
    await page.waitForFunction((k) => localStorage.getItem(k) !== null, GAME_KEY);
    const bad = ['{"format":"clever-game","version":7}', 'not a game at all'];
    for (const raw of bad) {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, raw]);
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: 'The saved game cannot be read' });
      await dialog.getByRole('button', { name: 'Start anew' }).click();
      await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    }
    await page.getByText('Menu', { exact: true }).click();
    const list = page.getByRole('list', { name: 'Unreadable saves kept' });
    // The menu's items are written by the worker when it opens.
    await list.waitFor();
    assert.equal(await list.getByRole('listitem').count(), 2);
    const href = await list.getByRole('link', { name: 'Download' }).nth(1).getAttribute('href');
    assert.equal(decodeURIComponent(href.slice(href.indexOf(',') + 1)), bad[1]);
    await list.getByRole('button', { name: 'Discard unreadable save 1' }).click();
    assert.equal(await list.getByRole('listitem').count(), 1);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clever.unreadable.')));
    assert.equal(left.length, 1);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), left[0]), bad[1]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('when no copy can be kept, the save is not replaced until the player has been told', async () => {
    const { context, page, problems } = await openPage(env.browser);
    const raw = '{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":["reroll"]}';
    await page.addInitScript((raw) => {
      if (!sessionStorage.getItem('primed')) {
        sessionStorage.setItem('primed', '1');
        localStorage.setItem('clever.game', raw);
      }
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k.startsWith('clever.unreadable.')) throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }, raw);
    await page.goto(env.server.url + '/');
    const dialog = page.getByRole('alertdialog', { name: 'The saved game cannot be read' });
    await dialog.getByRole('button', { name: 'Start anew' }).click();
    await dialog.getByText('could not keep a copy').waitFor();
    assert.equal(await savedRecord(page), raw, 'the unreadable save is still there');
    await dialog.getByRole('button', { name: 'Start anew without a copy' }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    assert.notEqual(await savedRecord(page), raw);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** Menu → Import game, with `file` chosen (the menu's items are written by the worker when it opens). */
async function importFile(page, file) {
  if (!(await page.locator('details.menu').evaluate((d) => d.open))) {
    await page.getByText('Menu', { exact: true }).click();
  }
  await page.getByRole('button', { name: 'Import game' }).waitFor();
  await page.locator('input[type=file]').setInputFiles(file);
}

describe('export and import', () => {
  test('export, then import in a fresh browser gives the same sheets and totals', async () => {
    const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
    await page.goto(env.server.url + '/?seed=31');
    await ready(page);
    const moves = await play(page, 14);
    const total = await page.getByRole('group', { name: /^Total score: / }).getAttribute('aria-label');
    await page.getByText('Menu', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export game' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^clever-\d{4}-\d\d-\d\d-total-\d+\.json$/);
    const file = join(OUT, 'exported.json');
    await download.saveAs(file);
    assert.equal(readFileSync(file, 'utf8'), await savedRecord(page), 'the file is the record');
    assert.ok(download.suggestedFilename().endsWith(`-total-${total.split(': ')[1]}.json`));

    const fresh = await openPage(env.browser);
    await fresh.page.goto(env.server.url + '/');
    await ready(fresh.page);
    await importFile(fresh.page, file);
    await waitMoves(fresh.page, moves);
    assert.equal(
      await fresh.page.getByRole('group', { name: /^Total score: / }).getAttribute('aria-label'),
      total,
    );
    assert.equal(await savedRecord(fresh.page), readFileSync(file, 'utf8'), 'the import is saved');

    // A file with a byte-order mark (as Notepad saves it) is accepted.
    const bom = join(OUT, 'exported-bom.json');
    writeFileSync(bom, '\ufeff' + readFileSync(file, 'utf8'));
    await fresh.page.goto(env.server.url + '/?seed=99');
    await ready(fresh.page);
    await importFile(fresh.page, bom);
    await waitMoves(fresh.page, moves);

    // A bad file: the engine's reason with the move's number; the game stays.
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.moves.splice(3, 0, 'finish');
    const badFile = join(OUT, 'bad-move.json');
    writeFileSync(badFile, JSON.stringify(record));
    const before = await savedRecord(fresh.page);
    await importFile(fresh.page, badFile);
    await fresh.page.locator('.note .refused').filter({ hasText: 'move 3' }).waitFor();
    assert.match(await fresh.page.locator('.note').textContent(), /cannot be imported\. .*move 3/i);
    assert.equal(await savedRecord(fresh.page), before, 'the game is untouched');
    await waitMoves(fresh.page, moves);
    assert.deepEqual(fresh.problems, []);
    await fresh.context.close();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
