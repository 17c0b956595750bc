// History, statistics, replays and the daily challenge (issue 14), through
// the UI: two finished solo games in Statistics and History (each equal to
// `clever replay` of its record), the replay viewer stepped to the end,
// the daily challenge's dice, the share text, and an archive filled to the
// browser's limit (nothing lost silently).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, diceNames, openPage, start, waitForSixDice } from './harness.mjs';
import { GAME_KEY, endScores, pageState, playUntil, ready, replay, savedRecord } from './play.mjs';

const ARCHIVE_KEY = 'clever.archive';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** Plays the game on the table to its end; returns the engine's view of it. */
async function finish(page, policy) {
  await playUntil(page, () => false, policy);
  assert.equal((await pageState(page)).kind, 'game_over');
  await endScores(page);
  const record = await savedRecord(page);
  return { record, engine: replay(record) };
}

async function archived(page, n) {
  await page.waitForFunction(
    ([k, n]) => (localStorage.getItem(k) ?? '').split('\n').filter(Boolean).length === n,
    [ARCHIVE_KEY, n],
  );
}

/** A mean in tenths as the statistics write it: "123.5". */
const mean = (values) => (Math.round((values.reduce((a, b) => a + b, 0) * 10) / values.length) / 10).toFixed(1);

describe('history and statistics', () => {
  test('two solo games: statistics, history, export and the replay viewer', async () => {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await page.goto(env.server.url + '/?seed=808');
    await ready(page);
    const first = await finish(page, { plusOne: () => true, dieIndex: (st, n) => st.moves % n });
    await archived(page, 1);
    await page.getByRole('region', { name: 'Game over' }).getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start the game' }).click();
    const second = await finish(page, { plusOne: () => false, dieIndex: (st, n) => (st.moves * 5 + 1) % n });
    await archived(page, 2);
    const totals = [first, second].map((g) => g.engine.players[0].score.total);

    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'History and statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'History and statistics' });
    const stats = dialog.getByRole('region', { name: 'Statistics' });
    const row = stats.locator('table.stats-players tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('th, td').allTextContents();
    assert.deepEqual(cells, [
      // No name was given: the statistics say so.
      '(no name)',
      '2',
      mean(totals),
      mean(totals),
      String(Math.max(...totals)),
      String(Math.min(...totals)),
    ]);
    // Every chart has a text alternative.
    const charts = stats.locator('figure');
    assert.ok((await charts.count()) >= 3);
    for (const svg of await stats.locator('figure svg').all()) {
      assert.match((await svg.getAttribute('aria-label')) ?? '', /./);
    }
    await page.screenshot({ path: join(OUT, 'statistics.png'), fullPage: true });

    // History: newest first; the export is the record.
    const history = dialog.getByRole('region', { name: 'History' });
    const replays = history.getByRole('button', { name: /^Replay/ });
    assert.equal(await replays.count(), 2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: /^Export/ }).first().click(),
    ]);
    const exported = readFileSync(await download.path(), 'utf8');
    assert.equal(exported, second.record, 'the newest game exports as its record');

    // The replay viewer: from the start to the end, and a step back.
    await replays.first().click();
    const bar = page.getByRole('region', { name: 'Replay' });
    await bar.waitFor();
    const moves = JSON.parse(second.record).moves.length;
    assert.equal(await bar.locator('.where').textContent(), `Move 0 of ${moves}`);
    await bar.getByRole('slider', { name: 'Move' }).focus();
    await page.keyboard.press('End');
    await page.waitForFunction((m) => document.querySelector('.replaybar .where')?.textContent === `Move ${m} of ${m}`, moves);
    const total = await page.getByRole('group', { name: /^Total score: / }).getAttribute('aria-label');
    assert.equal(total, `Total score: ${totals[1]}`);
    await bar.getByRole('button', { name: 'Previous move' }).click();
    assert.equal(await bar.locator('.where').textContent(), `Move ${moves - 1} of ${moves}`);
    await bar.getByRole('button', { name: 'Next move' }).click();
    assert.equal(await bar.locator('.where').textContent(), `Move ${moves} of ${moves}`);
    await page.screenshot({ path: join(OUT, 'replay.png') });
    await bar.getByRole('button', { name: 'Back to the game' }).click();
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('with the worker\'s files missing: the scores, the history and a new game work; the review, the statistics and the history\'s export and replay say why', async () => {
    const { context, page, problems } = await openPage(env.browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      serviceWorkers: 'block',
    });
    // As after a failed download: the worker's script and wasm answer 404.
    const missing = /\/(bot-worker\.js|clever-bot[^/]*)$/;
    await context.route(missing, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(env.server.url + '/?seed=808');
    await ready(page);
    const first = await finish(page, { plusOne: () => true, dieIndex: (st, n) => st.moves % n });
    // Kept in the history by the app itself.
    await archived(page, 1);
    const end = page.getByRole('region', { name: 'Game over' });
    const total = await end.locator('td[data-score="total"]').textContent();
    assert.equal(total, String(first.engine.players[0].score.total));
    // Only the review waits for the worker: it says why, and offers to try again.
    const review = end.getByRole('region', { name: 'Expert review' });
    await review.getByText('The computer players could not load.').waitFor();
    await review.getByRole('button', { name: 'Try again' }).waitFor();
    await end.getByRole('button', { name: 'Share' }).waitFor();
    assert.equal(await page.getByText(/could not be kept in the history/).count(), 0);

    // A new game from the form, without the worker.
    await end.getByRole('button', { name: 'New game' }).click();
    const setup = page.getByRole('dialog', { name: 'New game' });
    await setup.getByRole('textbox', { name: 'Player 1' }).fill('Ann');
    await setup.getByRole('button', { name: 'Start the game' }).click();
    await setup.waitFor({ state: 'detached' });
    assert.deepEqual(JSON.parse(await savedRecord(page)).setup.players, ['Ann']);

    // A fresh page: History and statistics lists the game; the statistics say why.
    await page.reload();
    await ready(page);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'History and statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'History and statistics' });
    const stats = dialog.getByRole('region', { name: 'Statistics' });
    await stats.getByText('The computer players could not load.').waitFor();
    await stats.getByRole('button', { name: 'Try again' }).waitFor();
    const history = dialog.getByRole('region', { name: 'History' });
    assert.equal(await history.getByRole('button', { name: /^Replay/ }).count(), 1);
    // A kept game's moves are replayed by the worker (their reader is not
    // on the first load): without it, Export and Replay say why, in place.
    let downloads = 0;
    page.on('download', () => downloads++);
    await history.getByRole('button', { name: /^Export/ }).click();
    await history.getByRole('status').getByText('The computer players could not load.').waitFor();
    await history.getByRole('button', { name: /^Replay/ }).click();
    await history.getByRole('status').getByText('The computer players could not load.').waitFor();
    await dialog.waitFor();
    assert.equal(downloads, 0);
    await page.screenshot({ path: join(OUT, 'history-without-worker.png') });
    // The only problems are the files made to fail, and the registration
    // of the offline worker, which Playwright's blocking (so that the
    // routes see every request) leaves without a registration object.
    assert.deepEqual(
      problems.filter((p) => !/bot-worker\.js|clever-bot|reading 'waiting'/.test(p)),
      [],
    );
    await context.close();
  });

  test('the archive filled to the browser limit: the oldest games become summaries, and the app says so', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await ready(page);
    const fixtures = join(ROOT, 'tests', 'data', 'fixtures');
    const solo = readFileSync(join(fixtures, 'v1-solo-finished.json'), 'utf8');
    const variant = readFileSync(join(fixtures, 'v1-solo-variant-finished.json'), 'utf8');
    // A finished game on the table is kept at load: one real entry.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, solo]);
    await page.reload();
    await ready(page);
    await archived(page, 1);
    const line = await page.evaluate((k) => localStorage.getItem(k), ARCHIVE_KEY);
    // As many copies as the browser takes, then another finished game.
    const kept = await page.evaluate(
      ([key, line, game, record]) => {
        localStorage.setItem(game, record);
        localStorage.removeItem('clever.archived');
        const fits = (n) => {
          try {
            localStorage.setItem(key, Array(n).fill(line).join('\n'));
            return true;
          } catch {
            return false;
          }
        };
        let lo = 1;
        let hi = 2;
        while (fits(hi)) hi *= 2;
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          if (fits(mid)) lo = mid;
          else hi = mid;
        }
        fits(lo);
        // Then the last few bytes: the new game cannot fit as it is.
        let free = 0;
        for (let step = 1 << 20; step >= 1; step >>= 1) {
          try {
            localStorage.setItem('filler', 'x'.repeat(free + step));
            free += step;
          } catch {}
        }
        return lo;
      },
      [ARCHIVE_KEY, line, GAME_KEY, variant],
    );
    assert.ok(kept > 1000, `at least 1 000 games fit (${kept})`);
    await page.reload();
    await ready(page);
    const note = page.getByText(/The history is nearly full: the \d+ oldest games are now kept as summaries only/);
    await note.waitFor();
    const lines = (await page.evaluate((k) => localStorage.getItem(k), ARCHIVE_KEY)).split('\n');
    assert.equal(lines.length, kept + 1, 'no game was dropped');
    const reduced = lines.filter((l) => l.endsWith('"moves":null}')).length;
    const said = Number((await note.textContent()).match(/the (\d+) oldest/)[1]);
    assert.equal(reduced, said, 'as many reduced as the note says');
    assert.ok(reduced >= 1);
    assert.ok(lines.slice(0, reduced).every((l) => l.endsWith('"moves":null}')), 'the oldest are reduced');
    assert.ok(!lines.at(-1).endsWith('"moves":null}'), 'the new game keeps its moves');
    assert.match(lines.at(-1), /"solo_passive_extra":false/);
    await page.screenshot({ path: join(OUT, 'archive-full.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('daily challenge', () => {
  test('the same first roll for everyone on a date, another the next day', async () => {
    const roll = async (date) => {
      const { context, page, problems } = await openPage(env.browser);
      await page.goto(`${env.server.url}/?daily=${date}`);
      await ready(page);
      await page.getByRole('button', { name: 'Roll the dice' }).click();
      const names = await waitForSixDice(page);
      const record = JSON.parse(await savedRecord(page));
      assert.equal(record.setup.daily, date);
      assert.deepEqual(problems, []);
      await context.close();
      return names;
    };
    const a = await roll('2026-11-26');
    const b = await roll('2026-11-26');
    const c = await roll('2026-11-27');
    assert.deepEqual(a, b, 'two browsers, the same dice');
    assert.notDeepEqual(a, c, 'the next day, other dice');
  });

  test('the share text; a second attempt of the day is practice', async () => {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    // The share sheet, as a phone's browser offers it.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data) => {
          window.shared = data.text;
        },
      });
    });
    const url = `${env.server.url}/?daily=2026-11-26`;
    await page.goto(url);
    await ready(page);
    const { engine } = await finish(page, { plusOne: () => true, dieIndex: (st, n) => (st.moves * 3) % n });
    const end = page.getByRole('region', { name: 'Game over' });
    await end.getByText('Daily challenge 2026-11-26: a streak of 1 day.').waitFor();
    const review = end.getByRole('region', { name: 'Expert review' });
    const expert = (await review.locator('.totals').textContent()).match(/The expert on the same dice: (\d+) points/)[1];
    await end.getByRole('button', { name: 'Share' }).click();
    await end.getByText('Shared.').waitFor();
    const text = await page.evaluate(() => window.shared);
    const s = engine.players[0].score;
    const expected = [
      `Clever, daily challenge 2026-11-26: ${s.total} points (${engine.rating})`,
      `Yellow ${s.areas[0]} · Blue ${s.areas[1]} · Green ${s.areas[2]} · Orange ${s.areas[3]} · Purple ${s.areas[4]} · foxes ${s.fox_points}`,
      `The expert on the same dice: ${expert}`,
      `Play the same dice: ${env.server.url}/?daily=2026-11-26`,
    ].join('\n');
    assert.equal(text, expected);

    // Again the same day: practice.
    await end.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Daily challenge' }).click();
    await finish(page, { plusOne: () => false });
    await page.getByRole('region', { name: 'Game over' }).getByText(/practice \(the first attempt of the day counts\)/).waitFor();
    const lines = (await page.evaluate((k) => localStorage.getItem(k), ARCHIVE_KEY)).split('\n');
    assert.deepEqual(
      lines.map((l) => JSON.parse(l).practice),
      [false, true],
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
