// Lifecycles (issue 19): every listener and effect belongs to the view that
// made it and goes with it, so playing on does not pile up closed dialogs
// and panels. 30 rounds of: a new 2-player game (New game, Start), its
// hand-over, a roll; in 20 of them the Menu's History opened (and closed),
// in 10 of those a finished game replayed from it. Read after a garbage
// collection with CDP `Memory.getDOMCounters` and `performance.memory`:
// DOM nodes and event listeners at the end are within 5 % of their values
// after the first round, the JS heap within 20 %. The numbers are printed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, openPage, start, waitForSixDice } from './harness.mjs';
import { GAME_KEY, ready } from './play.mjs';

const ROUNDS = 30;
const HISTORY_ROUNDS = 20;
const REPLAY_ROUNDS = 10;

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** DOM nodes, event listeners and the JS heap after a full garbage collection. */
async function counters(page, cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
  return { nodes, listeners: jsEventListeners, heap };
}

/** New game → 2 players → Start the game; then the hand-over and a roll. */
async function newGameHandOverRoll(page) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('2 players', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await dialog.waitFor({ state: 'detached' });
  const handOver = page.getByRole('dialog', { name: /^Hand the tablet to / });
  await handOver.getByRole('button', { name: /: show my sheet$/ }).click();
  await handOver.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await waitForSixDice(page);
}

/** Menu → History and statistics; then a replay of the finished game, or Escape. */
async function history(page, replay) {
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name: 'History and statistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'History and statistics' });
  const replays = dialog.getByRole('region', { name: 'History' }).getByRole('button', { name: /^Replay/ });
  await replays.first().waitFor();
  if (replay) {
    await replays.first().click();
    // On a busy machine the list may be drawn again as the tap lands (the
    // worker's lines arriving): that tap is lost, and a person taps again.
    const closed = () => dialog.waitFor({ state: 'detached', timeout: 10_000 }).then(() => true, () => false);
    if (!(await closed())) await replays.first().click();
    await dialog.waitFor({ state: 'detached' });
    const bar = page.getByRole('region', { name: 'Replay' });
    await bar.getByRole('button', { name: 'Next move' }).click();
    await page.waitForFunction(() => document.querySelector('.replaybar .where')?.textContent.startsWith('Move 1 of'));
    await bar.getByRole('button', { name: 'Back to the game' }).click();
    await bar.waitFor({ state: 'hidden' });
  } else {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}

describe('lifecycles', () => {
  test('30 new games, 30 hand-overs, 20 Menu and History openings and 10 replays leave nothing behind', async () => {
    const { context, page, problems } = await openPage(env.browser, { serviceWorkers: 'block' });
    // A finished game in the save: kept in the history at load, to replay.
    const finished = readFileSync(join(ROOT, 'tests/data/fixtures/v1-solo-finished.json'), 'utf8');
    await page.goto(env.server.url + '/?seed=5');
    await ready(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, finished]);
    await page.reload();
    await ready(page);
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    const cdp = await context.newCDPSession(page);

    let first;
    for (let round = 1; round <= ROUNDS; round++) {
      await newGameHandOverRoll(page);
      if (round <= HISTORY_ROUNDS) await history(page, round <= REPLAY_ROUNDS);
      if (round === 1) first = await counters(page, cdp);
    }
    const last = await counters(page, cdp);
    const change = (k) => `${(((last[k] - first[k]) / first[k]) * 100).toFixed(1)} %`;
    console.log(`soak: after round 1: ${first.nodes} DOM nodes, ${first.listeners} listeners, JS heap ${(first.heap / 1024).toFixed(0)} KB`);
    console.log(`soak: after round ${ROUNDS}: ${last.nodes} DOM nodes, ${last.listeners} listeners, JS heap ${(last.heap / 1024).toFixed(0)} KB`);
    console.log(`soak: change: nodes ${change('nodes')}, listeners ${change('listeners')}, heap ${change('heap')}`);
    const within = (k, share) => Math.abs(last[k] - first[k]) <= first[k] * share;
    assert.ok(within('nodes', 0.05), `DOM nodes ${first.nodes} -> ${last.nodes}`);
    assert.ok(within('listeners', 0.05), `listeners ${first.listeners} -> ${last.listeners}`);
    assert.ok(within('heap', 0.2), `JS heap ${first.heap} -> ${last.heap}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
