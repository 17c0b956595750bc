// Twice as Clever in the app (issue 44), built apart into dist-twice/ by
// scripts/build-twice until one page loads either game's app: whole games
// played by taps as a person would, each record replayed by the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { OUT, ROOT } from './harness.mjs';
import { pageState, playUntil, ready, replay, savedRecord } from './play.mjs';

const DIST = join(ROOT, 'dist-twice');
let server;
let browser;

before(async () => {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('dist-twice/index.html is missing: run scripts/test (or scripts/build-twice)');
  }
  mkdirSync(OUT, { recursive: true });
  server = await serve({ '/': DIST });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page at `viewport` whose errors fail the test. */
async function open(viewport) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(server.url + '/');
  await ready(page);
  return { page, errors };
}

/** New game: the sequel, with `players` (1: solo), every seat a person. */
async function newTwiceGame(page, players) {
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('Twice as Clever', { exact: true }).click();
  await dialog.getByText(players === 1 ? 'Solo' : `${players} players`, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Start the game', exact: true }).click();
  await page.locator('.sheet-twice').waitFor();
}

test('the sequel solo on an upright phone: its sheet and dice, a refused tap, a whole game replayed', async () => {
  const { page, errors } = await open({ width: 390, height: 844 });
  await newTwiceGame(page, 1);
  await assert.doesNotReject(page.getByRole('heading', { name: 'Twice as Clever', level: 1 }).waitFor());
  // The sheet: silver's 24 cells, yellow's 10, three tracks of 12.
  assert.equal(await page.locator('.sheet-twice [data-spot^="silver-"]').count(), 24);
  assert.equal(await page.locator('.sheet-twice [data-spot^="yellow-"]').count(), 10);
  for (const area of ['blue', 'green', 'pink']) {
    assert.equal(await page.locator(`.sheet-twice [data-spot^="${area}-"]`).count(), 12, area);
  }
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pick]').first().waitFor();
  // The sequel's six dice, named by colour: silver and pink, no orange or purple.
  const names = await page.locator('.die:visible').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(names.length, 6, names.join(' | '));
  for (const colour of ['White', 'Yellow', 'Blue', 'Green', 'Pink', 'Silver']) {
    assert.ok(names.some((n) => n.startsWith(`${colour} die`)), `${colour} in ${names.join(' | ')}`);
  }
  // A die tapped, then a cell it cannot go to: the tray says why.
  await page.locator('[data-pick]').first().click();
  await page.locator('[data-lit]').first().waitFor();
  const unlit = page.locator('.sheet-twice button.cell:not([data-lit]):not(.marked)').first();
  await unlit.click();
  const refusal = page.locator('.tray .note .refused:not([hidden])');
  await refusal.waitFor();
  assert.ok((await refusal.textContent()).length > 10, await refusal.textContent());
  // The die is still in hand: a lit cell takes it.
  const moves = (await pageState(page)).moves;
  await page.locator('[data-lit]').first().click();
  await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves !== String(m), moves);

  // Mid-game, the README's picture of the sequel on a phone.
  const early = await playUntil(page, (_, s) => s.length >= 40);
  await page.screenshot({ path: join(OUT, 'twice-390x844.png') });
  const steps = early.concat(await playUntil(page, () => false));
  const kinds = new Set(steps.map((s) => s.kind));
  assert.ok(kinds.has('passive'), `the solo passive turn: ${[...kinds]}`);
  const record = await savedRecord(page);
  const engine = replay(record);
  assert.equal(engine.game, 'twice');
  assert.equal(engine.over, true);
  const total = engine.players[0].score.total;
  assert.equal(Number(await page.locator('.sheet-twice .sum.total').textContent()), total);
  await assert.doesNotReject(page.locator('.tray.end').getByText(String(total)).first().waitFor());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the sequel pass-and-play at tablet size: two players, hand-overs, both totals as the engine counts them', async () => {
  const { page, errors } = await open({ width: 1024, height: 1366 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page);
  await newTwiceGame(page, 2);
  const policy = { dieIndex: (st, n) => st.moves % n };
  const early = await playUntil(page, (_, s) => s.length >= 60, policy);
  await page.screenshot({ path: join(OUT, 'twice-1024x1366.png') });
  const steps = early.concat(await playUntil(page, () => false, policy));
  assert.ok(steps.some((s) => s.did === 'handoff'), 'the tablet was passed');
  const engine = replay(await savedRecord(page));
  assert.equal(engine.over, true);
  assert.equal(engine.players.length, 2);
  const said = await page.locator('.tray.end .headline').allTextContents();
  engine.players.forEach((p, i) => {
    assert.ok(said[i]?.endsWith(`: ${p.score.total}`), `${said[i]} vs ${p.score.total}`);
  });
  assert.equal((await pageState(page)).kind, 'game_over');
  assert.deepEqual(errors, []);
  await page.close();
});
