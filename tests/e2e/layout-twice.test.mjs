// The sequel's sheet (Twice as Clever) on the screens people hold, in the
// page as it is deployed (dist/: the loader opens the sequel's app for a
// game of the sequel, its style sheet after the shared one), as
// layout.test.mjs measures the first game's
// (the same sizes, rules and summary: layout-lib.mjs): at every size, in
// the longest language, with the guide, solo and with four players at an
// active and a passive pick and at the end, each state reached once; every
// cell seen whole or within its box's scroll; axe-core on each of its
// screens once per kind of screen (both themes on upright phones, the light
// one on the others). Its own file, so that it runs beside the first
// game's (scripts/test runs two files at a time).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, openPage, start } from './harness.mjs';
import { NAMES, RULES, clearFailures, layoutOf, newTwiceGame } from './layout-lib.mjs';
import { playUntil, ready, savedRecord } from './play.mjs';

let env;
const twiceRecords = {};
/** The sequel's games measured: its sheet at a pick, active and passive,
 * solo and with four players, and at the end. */
const TWICE_GAMES = ['solo, active', 'solo, passive', '4 players, active', '4 players, passive', '4 players, over', 'solo, over'];
/** The sequel's app: its games in the longest language (the panels over
 * them are the first game's, measured there), axe-core on each screen. */
const TWICE = { url: () => env.server.url, records: twiceRecords, games: TWICE_GAMES, panels: false, english: false, shots: {}, axe: true, endShown: '.end .headline', fails: 'layout-twice-fail-' };

/** Plays the sequel through the page to the states measured (mid-game,
 * each reached once); its ends are games the engine's bots finished
 * (`clever simulate --game twice`), the four players given long names. */
before(async () => {
  env = await start();
  clearFailures(TWICE.fails);
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(env.server.url + '/?seed=5&game=twice');
  await ready(page);
  const policy = { plusOne: () => true, dieIndex: (st, n) => (st.moves * 7) % n, cellIndex: (st, n) => st.moves % n };
  await newTwiceGame(page, ['']);
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 30, policy);
  twiceRecords['solo, active'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'passive', policy);
  twiceRecords['solo, passive'] = await savedRecord(page);
  await newTwiceGame(page, NAMES);
  await playUntil(page, (st) => st.kind === 'passive' && st.moves >= 12, { plusOne: () => false });
  twiceRecords['4 players, passive'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 16, { plusOne: () => false });
  twiceRecords['4 players, active'] = await savedRecord(page);
  assert.deepEqual(problems, []);
  await context.close();
  for (const [game, players] of [['solo, over', 1], ['4 players, over', 4]]) {
    const dir = mkdtempSync(join(tmpdir(), 'clever-twice-'));
    execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', 'simulate', '--game', 'twice', '--bot', 'greedy', '--games', '1', '--seed', '5', '--players', String(players), '--records', dir], { cwd: ROOT, timeout: 600_000 });
    const record = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8'));
    record.setup.players = NAMES.slice(0, players);
    twiceRecords[game] = JSON.stringify(record);
  }
});
after(async () => {
  await env?.stop();
});

// The kinds of screen at once, each on its own page (as layout.test.mjs).
describe("layout of the sequel's sheet", { concurrency: true }, () => {
  for (const [name, kinds] of [
    ['every phone upright', ['phone']],
    ['every phone held sideways', ['phone sideways']],
    ['tablets and desktops', ['tablet', 'desktop']],
  ]) {
    test(`the sequel's sheet, ${name}, in the longest language: ${RULES}; every cell seen whole or within its box's scroll; axe-core finds nothing`, async () => {
      const { failures, rows } = await layoutOf(env.browser, kinds, TWICE);
      console.table(rows);
      assert.deepEqual(failures, []);
    });
  }
});
