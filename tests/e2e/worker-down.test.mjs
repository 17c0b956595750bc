// Nothing essential waits on the worker (issue 19). Its files are
// content-hashed (a page only talks to its own worker). With its files
// answered 404, or with a worker that loads but never answers: the game is
// played to its end with its ranking, kept in the history, a new game
// started, exported and imported; a Hint says why it cannot come, and a
// computer seat says it is waiting and why, each with "Try again", which
// starts a fresh worker: once the files are served again, it works.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, endScores, pageState, playUntil, ready, replay, savedRecord, step } from './play.mjs';

const ARCHIVE_KEY = 'clever.archive';
/** The worker's three files, by their content-hashed names. */
const WORKER_FILES = /\/(bot-worker|clever-bot)-[0-9a-f]{16}(_bg)?\.(js|wasm)$/;
const NOT_LOADED = 'The computer players could not load.';
const LATE = 'The computer players did not answer in time.';
const STOPPED = 'The computer players stopped working.';
/** How long the app gives a worker that says nothing (src/app/worker_link.rs: load + answer). */
const SILENCE_MS = 15_000;
/** How the walks play: no +1 actions, a die chosen by the move count. */
const POLICY = { plusOne: () => false, dieIndex: (st, n) => st.moves % n };

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/**
 * A page whose worker files are served as `files.mode` says: 'served',
 * 'missing' (404), 'silent' (a worker script that loads and never posts) or
 * 'crashing' (one that says it is ready, then throws at the first request).
 * No service worker: every request goes through the route.
 */
async function openWithWorker(mode, options = {}) {
  const opened = await openPage(env.browser, { serviceWorkers: 'block', ...options });
  const files = { mode, asked: 0 };
  await opened.context.route(WORKER_FILES, async (route) => {
    files.asked++;
    if (files.mode === 'missing') {
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    }
    if (files.mode === 'silent' && route.request().url().includes('/bot-worker-')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'onmessage = () => {};' });
    }
    if (files.mode === 'crashing' && route.request().url().includes('/bot-worker-')) {
      const body = "postMessage('ready\\n'); onmessage = () => { throw new Error('the worker crashed'); };";
      return route.fulfill({ status: 200, contentType: 'text/javascript', body });
    }
    return route.continue();
  });
  return { ...opened, files };
}

/** The page's problems, but for the worker's files answered 404 on purpose. */
function unexpected(problems) {
  return problems.filter(
    (p) =>
      !/(bot-worker|clever-bot)-/.test(p) &&
      !/Failed to load resource: the server responded with a status of 404/.test(p) &&
      !/the worker crashed/.test(p),
  );
}

/** The line that says what waits on the worker, and its Try again. */
function trouble(page) {
  const line = page.locator('.tray .trouble');
  return { line, again: line.getByRole('button', { name: 'Try again' }) };
}

/** Rolls, then asks for a Hint; returns the record's hints count after. */
async function askHint(page) {
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.waitForFunction(() => document.querySelector('.shell')?.dataset.decision === 'choose');
  await page.getByRole('button', { name: 'Hint' }).click();
}

async function hintsCounted(page) {
  return JSON.parse(await savedRecord(page)).hints ?? [];
}

describe('the worker', () => {
  test("its files are content-hashed, and the page names its own worker", () => {
    const dist = 'dist';
    const dir = join(ROOT, dist);
    const files = readdirSync(dir);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const named = html.match(/<meta name="?clever-worker"? content="?(bot-worker-[0-9a-f]{16}\.js)"?/);
    assert.ok(named, `${dist}/index.html names the worker`);
    assert.ok(files.includes(named[1]), `${dist}/${named[1]} exists`);
    const script = readFileSync(join(dir, named[1]), 'utf8');
    const parts = [...script.matchAll(/\.\/(clever-bot-[0-9a-f]{16}(?:_bg\.wasm|\.js))/g)].map((m) => m[1]);
    assert.equal(parts.length, 2, 'the worker names its glue and wasm by their hashed names');
    for (const p of parts) assert.ok(files.includes(p), `${dist}/${p} exists`);
    for (const old of ['bot-worker.js', 'clever-bot.js', 'clever-bot_bg.wasm']) {
      assert.ok(!files.includes(old), `no unhashed ${old} in ${dist}`);
    }
    // The service worker precaches the hashed files.
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    for (const f of [named[1], ...parts]) assert.ok(sw.includes(f), `sw.js precaches ${f}`);
  });

  test('worker files answered 404: a Hint says why, and Try again gives the hints once they are served', async () => {
    const { context, page, problems, files } = await openWithWorker('missing');
    await page.goto(env.server.url + '/?seed=31337');
    await ready(page);
    await askHint(page);
    const { line, again } = trouble(page);
    await line.getByText(NOT_LOADED).waitFor();
    assert.ok(await again.isVisible());
    assert.equal(await page.getByRole('list', { name: 'Hints' }).getByRole('listitem').count(), 0);
    assert.deepEqual(await hintsCounted(page), [1], 'the hint asked for is counted');
    // Still broken: Try again asks a fresh worker, which cannot load either.
    const asked = files.asked;
    await again.click();
    await line.getByText(NOT_LOADED).waitFor();
    assert.ok(files.asked > asked, 'Try again started a fresh worker');
    // The files are back: Try again gives the hints, counted once.
    files.mode = 'served';
    await again.click();
    await page.getByRole('list', { name: 'Hints' }).getByRole('listitem').first().waitFor();
    await line.waitFor({ state: 'hidden' });
    assert.deepEqual(await hintsCounted(page), [1], 'Try again does not count the hint twice');
    // The game goes on.
    const before = (await pageState(page)).moves;
    await step(page, POLICY);
    assert.ok((await pageState(page)).moves > before);
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  test('a worker that never answers: a Hint says so, and Try again gives the hints once it works', async () => {
    const { context, page, problems, files } = await openWithWorker('silent');
    await page.goto(env.server.url + '/?seed=4242');
    await ready(page);
    const t0 = Date.now();
    await askHint(page);
    const { line, again } = trouble(page);
    await line.getByText(LATE).waitFor({ timeout: SILENCE_MS + 15_000 });
    const waited = Date.now() - t0;
    assert.ok(waited >= SILENCE_MS - 1000, `it waited ${waited} ms`);
    // The people can still play while it is down.
    files.mode = 'served';
    await again.click();
    await page.getByRole('list', { name: 'Hints' }).getByRole('listitem').first().waitFor();
    await line.waitFor({ state: 'hidden' });
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  test('a worker that stops (throws): a Hint says so, and Try again gives the hints from a fresh worker', async () => {
    const { context, page, problems, files } = await openWithWorker('crashing');
    await page.goto(env.server.url + '/?seed=77');
    await ready(page);
    await askHint(page);
    const { line, again } = trouble(page);
    await line.getByText(STOPPED).waitFor();
    files.mode = 'served';
    await again.click();
    await page.getByRole('list', { name: 'Hints' }).getByRole('listitem').first().waitFor();
    await line.waitFor({ state: 'hidden' });
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  test('a worker that never answers: a computer seat says it is waiting and why; Try again plays on', async () => {
    const { context, page, problems, files } = await openWithWorker('silent');
    // The expert computer is first to decide.
    const record = JSON.stringify({
      format: 'clever-game',
      version: 1,
      setup: { players: ['Cat', 'Ann'], first: 0, seed: 7, seats: ['expert', 'person'] },
      moves: [],
    });
    await page.goto(env.server.url + '/');
    await ready(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, record]);
    await page.reload();
    await ready(page);
    // While the computer waits for it, the people at the table can still
    // open the Menu and New game.
    await page.getByText('Menu', { exact: true }).click();
    assert.equal(await page.locator('details.menu').evaluate((d) => d.open), true);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New game' }).waitFor({ state: 'detached' });
    const { line, again } = trouble(page);
    await line
      .getByText(`Cat (computer, expert) is waiting: ${LATE[0].toLowerCase()}${LATE.slice(1)}`)
      .waitFor({ timeout: SILENCE_MS + 15_000 });
    assert.match((await pageState(page)).prompt, /^Cat \(computer\) is waiting\./);
    // It rolled (no worker needed) and waits for its choice: nothing moves.
    const moves = (await pageState(page)).moves;
    assert.equal(moves, 1);
    await page.waitForTimeout(1000);
    assert.equal((await pageState(page)).moves, moves);
    // The worker works again: Try again, and the computer plays on.
    files.mode = 'served';
    await again.click();
    await page.waitForFunction((m) => Number(document.querySelector('.shell')?.dataset.moves) > m, moves, { timeout: 30_000 });
    await line.waitFor({ state: 'hidden' });
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });
});

/** Plays a solo game to its end with the worker down, then New game, Export, Import and a Hint. */
async function walkWithWorkerDown(mode, why) {
  const { context, page, problems } = await openWithWorker(mode, { acceptDownloads: true });
  await page.goto(env.server.url + '/?seed=808');
  await ready(page);
  // A solo game to its end, with its scores (the engine's) and ranking.
  await playUntil(page, () => false, POLICY);
  assert.equal((await pageState(page)).kind, 'game_over');
  const over = page.getByRole('region', { name: 'Game over' });
  await over.waitFor();
  const record = await savedRecord(page);
  const engine = replay(record);
  const shown = await endScores(page);
  assert.equal(shown['0'].total, engine.players[0].score.total);
  // Kept in the history by the app; no false banner about storage.
  await page.waitForFunction((k) => (localStorage.getItem(k) ?? '').split('\n').filter(Boolean).length === 1, ARCHIVE_KEY);
  assert.equal(await page.getByText('could not be kept in the history').count(), 0);
  // A new game.
  await over.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await pageState(page)).moves, 0);
  await step(page, POLICY);
  // Export: the file is the record.
  await page.getByText('Menu', { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export game' }).click(),
  ]);
  const file = join(OUT, `worker-${mode}-exported.json`);
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), await savedRecord(page));
  // Import: the finished game comes back.
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name: 'Import game' }).waitFor();
  const finished = join(OUT, `worker-${mode}-finished.json`);
  writeFileSync(finished, record);
  await page.locator('input[type=file]').setInputFiles(finished);
  await page.waitForFunction((n) => document.querySelector('.shell')?.dataset.moves === String(n), JSON.parse(record).moves.length);
  // The finished game is back, with its end; from there, a new game, and a
  // Hint says why it cannot come.
  await over.getByRole('button', { name: 'New game' }).click();
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await dialog.waitFor({ state: 'detached' });
  await askHint(page);
  await trouble(page).line.getByText(why).waitFor({ timeout: SILENCE_MS + 15_000 });
  assert.deepEqual(unexpected(problems), []);
  await context.close();
}

describe('nothing essential waits on the worker', () => {
  test('worker files answered 404: a solo game to its end and ranking, the history, a new game, export and import', async () => {
    await walkWithWorkerDown('missing', NOT_LOADED);
  });

  test('a worker that never answers: the same walk', async () => {
    await walkWithWorkerDown('silent', LATE);
  });
});
