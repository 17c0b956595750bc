// Twice as Clever in the app (issue 44), built apart into dist-twice/ by
// scripts/build-twice until one page loads either game's app: whole games
// played by taps as a person would, each record replayed by the engine:
// solo, pass-and-play, with a computer, with hints and the review, with own
// dice, and by link between two devices.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { OUT, ROOT, openPage } from './harness.mjs';
import { advise, deliver, pageState, playUntil, playWithComputers, ready, replay, savedRecord, step } from './play.mjs';
import { catalogue, englishOnPage } from './words.mjs';

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

/** As `open`, for a person new to this browser (nothing kept). */
async function openFresh(viewport) {
  const opened = await open(viewport);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await ready(opened.page);
  return opened;
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
  // Said at the cell too, beside it, on the screen, never in the way of a tap.
  const atCell = page.locator('.sheet-box .cell-note');
  await atCell.waitFor();
  await page.waitForFunction(() => document.querySelector('.cell-note').style.top !== '');
  assert.equal(await atCell.textContent(), await refusal.textContent());
  const [cellBox, noteBox] = [await unlit.boundingBox(), await atCell.boundingBox()];
  const gap = Math.max(noteBox.y - (cellBox.y + cellBox.height), cellBox.y - (noteBox.y + noteBox.height));
  assert.ok(gap >= 0 && gap <= 8, `the note ${JSON.stringify(noteBox)} right under or over the cell ${JSON.stringify(cellBox)}`);
  assert.ok(noteBox.x >= 0 && noteBox.x + noteBox.width <= 390, `the note on the screen: ${JSON.stringify(noteBox)}`);
  assert.equal(await atCell.evaluate((e) => getComputedStyle(e).pointerEvents), 'none');
  // The die is still in hand: a lit cell takes it.
  const moves = (await pageState(page)).moves;
  await page.locator('[data-lit]').first().click();
  await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves !== String(m), moves);
  await atCell.waitFor({ state: 'hidden' });

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
  // The end's breakdown: each area in the sheet's order, foxes × the lowest
  // area, the total, as the engine counts them.
  const table = page.locator('.tray.end table.breakdown');
  const cell = (score) => table.locator(`td[data-player="0"][data-score="${score}"]`);
  const { areas, foxes, fox_points: foxPoints } = engine.players[0].score;
  for (const [i, area] of ['silver', 'yellow', 'blue', 'green', 'pink'].entries()) {
    assert.equal(Number(await cell(area).textContent()), areas[i], area);
  }
  assert.equal(await cell('foxes').getAttribute('data-foxes'), String(foxes));
  assert.equal(Number(await cell('foxes').locator('b').textContent()), foxPoints);
  assert.equal(Number(await cell('total').textContent()), total);
  assert.deepEqual(
    await table.locator('tbody th').allTextContents(),
    ['Silver', 'Yellow', 'Blue', 'Green', 'Pink', 'Foxes × lowest', 'Total'],
  );
  // The solo rating: the sequel's own table (20-point bands, the top from 320).
  const band = total >= 320 ? 320 : total >= 140 ? Math.floor(total / 20) * 20 : 0;
  assert.equal(await page.locator('.tray.end .headline').textContent(), catalogue('en')[`rating_twice_${band}`]);
  // Share: the sequel's areas and a link to the same dice in the sequel.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data) => {
        window.shared = data.text;
      },
    });
  });
  await page.locator('.tray.end').getByRole('button', { name: 'Share', exact: true }).click();
  await page.locator('.tray.end').getByText('Shared.').waitFor();
  const shared = await page.evaluate(() => window.shared);
  assert.match(shared, new RegExp(`^Clever: ${total} points? \\(${catalogue('en')[`rating_twice_${band}`].replace(/[.?!()]/g, '\\$&')}\\)`));
  assert.match(shared, /^Silver -?\d+ · Yellow /m);
  assert.match(shared, /\?seed=\d+&game=twice$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the sequel pass-and-play at tablet size: two players, hand-overs, both totals as the engine counts them', async () => {
  const { page, errors } = await openFresh({ width: 1024, height: 1366 });
  await newTwiceGame(page, 2);
  const policy = { dieIndex: (st, n) => st.moves % n };
  // The sequel's own decisions (a return, a ?, a swept die's silver row)
  // are asked of their player by name.
  const asked = new Map();
  const note = (st) => {
    if (['return', 'question', 'silver_row'].includes(st.kind)) asked.set(st.kind, st.prompt);
    return false;
  };
  const early = await playUntil(page, (st, s) => note(st) || s.length >= 60, policy);
  await page.screenshot({ path: join(OUT, 'twice-1024x1366.png') });
  const steps = early.concat(await playUntil(page, note, policy));
  assert.ok(asked.size > 0, 'a return, a ? or a silver row was asked');
  for (const [kind, prompt] of asked) assert.match(prompt, /^Player [12]: /, `${kind}: ${prompt}`);
  console.log(`the sequel's own decisions, as asked: ${[...asked.values()].join(' | ')}`);
  assert.ok(steps.some((s) => s.did === 'handoff'), 'the tablet was passed');
  const engine = replay(await savedRecord(page));
  assert.equal(engine.over, true);
  assert.equal(engine.players.length, 2);
  // The ranking, best first, its winner crowned, as the engine ranks them.
  const ranked = page.locator('.tray.end ol.ranking li');
  const seats = await ranked.evaluateAll((lis) => lis.map((li) => Number(li.dataset.player)));
  const totals = (await ranked.locator('.ptotal').allTextContents()).map(Number);
  assert.deepEqual(totals, seats.map((p) => engine.players[p].score.total));
  assert.deepEqual(totals, [...totals].sort((a, b) => b - a));
  assert.deepEqual(engine.ranking.map(([, place]) => place), await ranked.locator('.place').allTextContents().then((t) => t.map(Number)));
  const headline = await page.locator('.tray.end .headline').textContent();
  const top = await ranked.first().locator('.pname').textContent();
  assert.ok(headline.includes(top), `${headline} names the winner, ${top}`);
  assert.equal((await pageState(page)).kind, 'game_over');
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * A page in a fresh context (its own localStorage, as another device's),
 * whose problems (console errors, failed requests) the test checks; its
 * waits end on what the page says, within 60 s (harness.mjs).
 */
async function device(viewport, seed, extra = {}) {
  const opened = await openPage(browser, { viewport, ...extra });
  await opened.page.goto(`${server.url}/?seed=${seed}`);
  await ready(opened.page);
  return opened;
}

/**
 * New game of the sequel from its dialog: `seats` as the comboboxes name
 * them ("Person", "Computer (expert)", …), and what else a person chooses.
 */
async function setUpTwice(page, { seats = ['Person'], names = [], own = false, link = false, first } = {}) {
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('Twice as Clever', { exact: true }).click();
  await dialog.getByText(seats.length === 1 ? 'Solo' : `${seats.length} players`, { exact: true }).click();
  for (const [i, seat] of seats.entries()) {
    if (seat !== 'Person') await dialog.getByRole('combobox', { name: `Player ${i + 1}` }).selectOption({ label: seat });
  }
  for (const [i, name] of names.entries()) await dialog.locator(`#name${i}`).fill(name);
  if (own) await dialog.getByText('My own dice', { exact: true }).click();
  if (link) await dialog.getByText('Friends elsewhere, by link', { exact: true }).click();
  if (first !== undefined) await dialog.getByRole('combobox', { name: 'Who starts' }).selectOption(String(first));
  await dialog.getByRole('button', { name: 'Start the game', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.sheet-twice').waitFor();
}

/** The end panel's totals, as its breakdown shows them (best first): { Ann: 212, … }. */
async function endTotals(page) {
  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  const table = end.locator('table.breakdown');
  const names = await table.locator('thead th').allTextContents();
  const totals = await table.locator('tr.row-total td').allTextContents();
  assert.equal(names.length, totals.length);
  return Object.fromEntries(names.map((name, i) => [name, Number(totals[i])]));
}

/** "→ 214 expected (+14.2)" as the app writes a `clever hint` entry. */
function figures(h) {
  const gain = (Math.round(h.gain * 10) / 10).toFixed(1);
  return `→ ${Math.round(h.value)} expected (${h.gain >= 0 ? '+' : ''}${gain})`;
}

test('the sequel against the expert at instant pace: a whole game, the end as the engine counts it', async () => {
  const { context, page, problems } = await device({ width: 1024, height: 1366 }, 4242);
  await setUpTwice(page, { seats: ['Person', 'Computer (expert)'], names: ['Ann', 'Cog'] });
  // One person at the table: no hand-over screen.
  assert.equal(await page.locator('.handoff').count(), 0);
  await page.getByRole('combobox', { name: 'Computer pace' }).selectOption({ label: 'Instant' });
  let computerTurns = 0;
  await playWithComputers(page, {
    policy: { dieIndex: (st, n) => st.moves % n },
    onComputer: async () => {
      computerTurns += 1;
      return false;
    },
  });
  assert.ok(computerTurns > 0, 'the computer played');
  const record = await savedRecord(page);
  const game = JSON.parse(record);
  assert.equal(game.setup.game, 'twice');
  assert.deepEqual(game.setup.seats, ['person', 'expert']);
  const engine = replay(record);
  assert.equal(engine.over, true);
  assert.deepEqual(await endTotals(page), { Ann: engine.players[0].score.total, Cog: engine.players[1].score.total });
  // The sheet on show is the person's, its total the engine's.
  assert.equal(Number(await page.locator('.sheet-twice .sum.total').textContent()), engine.players[0].score.total);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the sequel solo with a hint (the expert’s, on the sheet) and at the end the expert’s review', async () => {
  const { context, page, problems } = await device({ width: 1280, height: 900 }, 31337);
  await setUpTwice(page);
  let hinted = 0;
  for (let i = 0; i < 3000; i++) {
    const st = await pageState(page);
    if (st.kind === 'game_over') break;
    if (st.kind === 'choose' && hinted === 0 && st.moves > 12) {
      await page.getByRole('button', { name: 'Hint' }).click();
      const items = page.getByRole('list', { name: 'Hints' }).getByRole('listitem');
      await items.first().waitFor();
      const shown = await items.allTextContents();
      // The engine's expert on the same record: the same moves, the same figures.
      const cli = advise('hint', await savedRecord(page));
      assert.ok(cli.hints.length > 0);
      assert.equal(shown.length, Math.min(3, cli.hints.length));
      for (const [k, h] of cli.hints.slice(0, 3).entries()) {
        assert.ok(shown[k].endsWith(figures(h)), `hint ${k}: ${shown[k]} vs ${JSON.stringify(h)}`);
      }
      // The best move's cell is outlined on the sheet, and it is a cell the
      // page lets the die go to.
      const best = cli.hints[0].move;
      const spot = best.take?.spot ?? best.plus_one?.spot;
      if (spot) {
        const cell = page.locator(`.sheet-twice [data-spot="${spot.area}-${spot.cell}"]`);
        assert.notEqual(await cell.getAttribute('data-hinted'), null, `the hinted cell is outlined: ${JSON.stringify(best)}`);
        assert.match(await cell.getAttribute('aria-label'), /, the expert's hint$/);
      }
      console.log(`the sequel's hint at move ${st.moves}: ${shown.join(' | ')}`);
      hinted += 1;
    }
    await step(page, { dieIndex: (s, n) => (s.moves * 3) % n });
  }
  assert.equal(hinted, 1, 'a hint was asked');
  await page.getByRole('region', { name: 'Game over' }).waitFor();
  const record = await savedRecord(page);
  assert.deepEqual(JSON.parse(record).hints, [1], 'the hint used is kept with the game');
  assert.match(await page.locator('.hintsused').textContent(), /Hints used: 1/);
  const engine = replay(record);
  assert.equal(engine.game, 'twice');
  const review = page.getByRole('region', { name: 'Expert review' });
  const totals = review.locator('.totals');
  await totals.waitFor({ timeout: 300_000 });
  const cli = advise('review', record);
  assert.equal(cli.yours, engine.players[0].score.total);
  assert.match(
    await totals.textContent(),
    new RegExp(`^Your total: ${cli.yours} points?\\. The expert on the same dice: ${cli.expert} points?\\.$`),
  );
  const costly = await review.getByRole('listitem').allTextContents();
  assert.equal(costly.length, cli.costly.length);
  for (const [k, c] of cli.costly.entries()) {
    assert.ok(costly[k].startsWith(`Move ${c.index + 1}: `), costly[k]);
    assert.ok(costly[k].includes(`(−${c.loss.toFixed(1)})`), `${costly[k]} vs ${c.loss}`);
  }
  console.log(`the sequel's review: ${await totals.textContent()} ${costly.length} costly decisions`);
  await page.screenshot({ path: join(OUT, 'twice-review.png') });
  // Each opens its position, the expert's choice outlined when it marks a cell.
  assert.ok(cli.costly.length > 0, 'a costly decision to open');
  await review.getByRole('button').first().click();
  const bar = page.getByRole('region', { name: 'Replay' });
  await bar.waitFor();
  assert.match(await bar.textContent(), new RegExp(`Move ${cli.costly[0].index} of`));
  const better = cli.costly[0].best.take?.spot ?? cli.costly[0].best.plus_one?.spot;
  if (better) {
    const cell = page.locator(`.sheet-twice [data-spot="${better.area}-${better.cell}"]`);
    assert.notEqual(await cell.getAttribute('data-hinted'), null, `the expert's choice outlined: ${JSON.stringify(cli.costly[0].best)}`);
  }
  await bar.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('region', { name: 'Game over' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the sequel solo with own dice entered on a phone: every roll typed in, the engine replays it to the same end', async () => {
  const { context, page, problems } = await device({ width: 390, height: 844 }, 77, { isMobile: true, hasTouch: true });
  await setUpTwice(page, { own: true });
  // The app rolls nothing: it asks for the dice.
  const entry = page.getByRole('region', { name: 'Enter the dice' });
  await entry.waitFor();
  assert.equal(await page.getByRole('button', { name: 'Roll the dice' }).isVisible(), false);
  // The sequel's dice to enter: silver and pink, no orange or purple.
  const dice = await entry.getByRole('group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  for (const colour of ['White', 'Yellow', 'Blue', 'Green', 'Pink', 'Silver']) {
    assert.ok(dice.includes(`${colour} die`), `${colour} in ${dice.join(' | ')}`);
  }
  // A value sequence no app roll would give (seeded, fixed).
  let x = 4711;
  const policy = {
    value: () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return (x % 6) + 1;
    },
    dieIndex: (st, n) => st.moves % n,
  };
  const steps = await playUntil(page, () => false, policy);
  const entries = steps.filter((s) => s.did === 'enter');
  assert.ok(entries.length >= 12, `rolls entered: ${entries.length}`);
  for (const e of entries) assert.equal(e.taps, e.entered.length + 1, 'one tap a die, one to use them');
  const record = await savedRecord(page);
  const game = JSON.parse(record);
  assert.equal(game.setup.game, 'twice');
  assert.equal(game.setup.own_dice, true);
  // The record's rolls are the values entered, in order.
  const rolls = game.moves.filter((m) => m.roll).map((m) => m.roll.map(([, v]) => v));
  assert.deepEqual(rolls, entries.map((e) => e.entered.map(([, v]) => v)));
  const engine = replay(record);
  assert.equal(engine.over, true);
  const total = engine.players[0].score.total;
  assert.equal(Number(await page.locator('.sheet-twice .sum.total').textContent()), total);
  assert.deepEqual(Object.values(await endTotals(page)), [total]);
  // The review with own dice: the expert's choices on these rolls, never a
  // game of its own "on the same dice".
  const review = page.getByRole('region', { name: 'Expert review' });
  await review.getByText(/^Your total: -?\d+ points?\. With your own dice, the expert's choices on your rolls:$/).waitFor({ timeout: 300_000 });
  assert.equal(await review.getByText(/on the same dice/).count(), 0);
  console.log(`the sequel with own dice: ${entries.length} rolls entered, total ${total}`);
  assert.deepEqual(problems, []);
  await context.close();
});

function clever(...args) {
  return execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
}

/** Plays this device's own decisions until it waits for a friend (or the end). */
async function playOwn(page) {
  for (let i = 0; i < 400; i++) {
    const st = await pageState(page);
    if (st.kind === 'table' || st.kind === 'game_over') return st.kind;
    await step(page, { dieIndex: (s, n) => s.moves % n });
  }
  throw new Error('no end to the own decisions');
}

test('the sequel by link between two devices: turns and scores carried across, both ends equal to the engine', async () => {
  const ann = await device({ width: 1000, height: 800 }, 101);
  await setUpTwice(ann.page, { seats: ['Person', 'Person'], names: ['Ann', 'Bo'], link: true, first: 1 });
  const invitation = await ann.page.locator('.invite .link-text').inputValue();
  assert.match(invitation, /#join=/);
  // Bo's phone opens the invitation and says who he is.
  const bo = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const url = new URL(invitation);
  url.search = '?seed=202';
  await bo.page.goto(url.toString());
  await ready(bo.page);
  const dialog = bo.page.getByRole('dialog', { name: 'A game with friends, by link' });
  await dialog.getByText('Players: Ann and Bo.').waitFor();
  await dialog.getByRole('button', { name: 'Bo', exact: true }).click();
  await bo.page.locator('.shell[data-moves="0"]').waitFor();
  await bo.page.locator('.sheet-twice').waitFor();
  const pages = [ann.page, bo.page];
  for (const [seat, page] of pages.entries()) {
    const setup = JSON.parse(await savedRecord(page)).setup;
    assert.equal(setup.game, 'twice');
    assert.deepEqual(setup.seats, seat === 0 ? ['person', 'elsewhere'] : ['elsewhere', 'person']);
  }
  // Each plays its own, then sends its turn to the other: by paste or by
  // opening the link, in turn.
  const sent = new Set();
  let delivered = 0;
  for (let loop = 0; loop < 100; loop++) {
    const kinds = [];
    for (const [seat, page] of pages.entries()) {
      kinds.push(await playOwn(page));
      const send = page.locator('.send-turn .link-text:visible');
      if ((await send.count()) === 1) {
        const link = await send.inputValue();
        if (!sent.has(link)) {
          sent.add(link);
          const { said } = await deliver(pages[1 - seat], link, delivered % 2 ? 'open' : 'paste');
          delivered += 1;
          assert.match(said, /^((Ann|Bo)'s turn in round \d+ (has arrived|waits: [^.]+)\.\s?)+$/, said);
        }
      }
    }
    if (kinds.every((k) => k === 'game_over') && (await pageState(ann.page)).kind === 'game_over') break;
  }
  for (const page of pages) assert.equal((await pageState(page)).kind, 'game_over');
  // The end: each sends its score to the other.
  const scores = [];
  for (const page of pages) {
    const panel = page.getByRole('region', { name: 'Send my score' });
    await panel.waitFor();
    scores.push(await panel.locator(':scope > .link-box .link-text').inputValue());
  }
  await ann.page.getByText('The ranking waits for the scores of Bo.').waitFor();
  // Until a friend's score comes, each end shows its own total only (the
  // other sheet is elsewhere: what this device saw of it is not its score).
  for (const [seat, page] of pages.entries()) {
    assert.deepEqual(Object.keys(await endTotals(page)), [['Ann', 'Bo'][seat]], `device ${seat} before the scores`);
  }
  for (const [to, page] of pages.entries()) {
    const { said } = await deliver(page, scores[1 - to], to ? 'open' : 'paste');
    assert.match(said, /^(Ann|Bo)'s score has arrived: -?\d+ points?\.$/, said);
  }
  // One whole game from the two records: each device's sheet is its seat's,
  // and both ends show the engine's totals.
  const dir = mkdtempSync(join(tmpdir(), 'clever-twice-link-'));
  const files = [];
  for (const [seat, page] of pages.entries()) {
    const file = join(dir, `seat-${seat}.json`);
    writeFileSync(file, await savedRecord(page));
    files.push(file);
  }
  const full = replay(clever('join', ...files));
  assert.equal(full.game, 'twice');
  assert.equal(full.over, true);
  const expected = { Ann: full.players[0].score.total, Bo: full.players[1].score.total };
  for (const [seat, page] of pages.entries()) {
    const mine = replay(await savedRecord(page));
    assert.deepEqual(mine.players[seat].score, full.players[seat].score, `seat ${seat}'s score`);
    assert.deepEqual(await endTotals(page), expected, `device ${seat}'s end`);
  }
  await bo.page.screenshot({ path: join(OUT, 'twice-by-link-end-390x844.png') });
  console.log(`the sequel by link: ${sent.size} turn links; totals ${JSON.stringify(expected)}`);
  for (const c of [ann, bo]) {
    assert.deepEqual(c.problems, []);
    await c.context.close();
  }
});

test('the sequel with only my sheet: the friend’s table entered with the sequel’s dice, my sheet as the engine counts it', async () => {
  const { context, page, problems } = await device({ width: 390, height: 844 }, 5, { isMobile: true, hasTouch: true });
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('Twice as Clever', { exact: true }).click();
  await dialog.getByText('2 players', { exact: true }).click();
  await dialog.getByText('Only my sheet (each player on their own)', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'My place in the turn order' }).selectOption('2');
  await dialog.getByRole('button', { name: 'Start the game', exact: true }).click();
  await page.locator('.shell[data-moves="0"]').waitFor();
  const setup = JSON.parse(await savedRecord(page)).setup;
  assert.equal(setup.game, 'twice');
  assert.deepEqual(setup.seats, ['elsewhere', 'person']);
  let tables = 0;
  for (let i = 0; i < 3000; i++) {
    const st = await pageState(page);
    if (st.kind === 'game_over') break;
    if (st.kind !== 'table') {
      await step(page, { dieIndex: (s, n) => s.moves % n });
      continue;
    }
    // The friend's turn: where their six dice ended up, told die by die.
    const entry = page.getByRole('region', { name: /^Where did .+'s dice end up\?$/ });
    const groups = entry.getByRole('group');
    const dice = await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(dice, ['White die', 'Yellow die', 'Blue die', 'Green die', 'Pink die', 'Silver die'], 'the sequel’s six dice');
    const onFields = 1 + (tables % 3);
    for (const [k, name] of dice.entries()) {
      const v = ((st.moves + k * 5) % 6) + 1;
      await groups.nth(k).getByRole('button', { name: String(v), exact: true }).click();
      if (k < onFields) {
        const die = name.replace(' die', '').toLowerCase();
        await entry.getByRole('combobox', { name: `Where the ${die} die is` }).selectOption(String(k + 1));
      }
    }
    await entry.getByRole('button', { name: 'Use this table' }).click();
    await page.waitForFunction((m) => Number(document.querySelector('.shell').dataset.moves) > m, st.moves);
    tables += 1;
  }
  assert.equal((await pageState(page)).kind, 'game_over');
  assert.ok(tables >= 6, `tables entered: ${tables}`);
  const engine = replay(await savedRecord(page));
  assert.equal(engine.over, true);
  const total = engine.players[1].score.total;
  assert.equal(Number(await page.locator('.sheet-twice .sum.total').textContent()), total);
  assert.deepEqual(Object.values(await endTotals(page)), [total], 'only my total at the end');
  console.log(`the sequel with only my sheet: ${tables} tables entered, total ${total}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished sequel game is kept in History under its game: the game chosen, its replay, the statistics of each game apart', async () => {
  const { page, errors } = await open({ width: 1280, height: 900 });
  // A game of the first game kept before (its summary only), as the first
  // game's app writes it: no "game" in its setup.
  const first =
    '{"end":1795701900000,"setup":{"players":[""],"first":0,"seed":42,"variants":{"solo_passive_extra":true}},' +
    '"hints":[0],"totals":[150],"areas":[[30,30,30,30,30,0]],"practice":false,"moves":null}';
  await page.evaluate((line) => {
    localStorage.clear();
    localStorage.setItem('clever.archive', line);
  }, first);
  await page.reload();
  await ready(page);
  await newTwiceGame(page, 1);
  await playUntil(page, () => false, { dieIndex: (st, n) => st.moves % n });
  const record = await savedRecord(page);
  const engine = replay(record);
  const total = engine.players[0].score.total;
  await page.waitForFunction(() => (localStorage.getItem('clever.archive') ?? '').split('\n').length === 2);
  const lines = await page.evaluate(() => localStorage.getItem('clever.archive').split('\n'));
  assert.equal(lines[0], first, 'the first game’s line as it was');
  const kept = JSON.parse(lines[1]);
  assert.equal(kept.setup.game, 'twice');
  assert.deepEqual(kept.totals, [total]);
  assert.deepEqual(kept.areas, [[...engine.players[0].score.areas, engine.players[0].score.fox_points]]);

  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name: 'History and statistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'History and statistics' });
  // Both games kept: the choice of the game, the one on the table first.
  const game = dialog.getByRole('combobox', { name: 'Game', exact: true });
  assert.equal(await game.inputValue(), 'twice');
  const stats = dialog.getByRole('region', { name: 'Statistics' });
  const history = dialog.getByRole('region', { name: 'History' });
  const row = stats.locator('table.stats-players tbody tr').first();
  await row.waitFor();
  assert.deepEqual(await row.locator('th, td').allTextContents(), [
    '(no name)', '1', total.toFixed(1), total.toFixed(1), String(total), String(total),
  ]);
  assert.equal(await history.locator('li.stats-game').count(), 1);
  assert.equal(await history.locator('li.stats-game .game-name').textContent(), 'Twice as Clever');
  // Its replay, by the worker: from the start to the sequel's end.
  await history.getByRole('button', { name: /^Replay/ }).click();
  const bar = page.getByRole('region', { name: 'Replay' });
  await bar.waitFor();
  const moves = JSON.parse(record).moves.length;
  assert.equal(await bar.locator('.where').textContent(), `Move 0 of ${moves}`);
  await page.locator('.sheet-twice').waitFor();
  await bar.getByRole('slider', { name: 'Move' }).focus();
  await page.keyboard.press('End');
  await page.waitForFunction((m) => document.querySelector('.replaybar .where')?.textContent === `Move ${m} of ${m}`, moves);
  assert.equal(Number(await page.locator('.sheet-twice .sum.total').textContent()), total);
  await bar.getByRole('button', { name: 'Back to the game' }).click();

  // The first game's: its own game, its own statistics.
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name: 'History and statistics' }).click();
  await game.selectOption('clever');
  const firstRow = stats.locator('table.stats-players tbody tr', { hasText: '150.0' });
  await firstRow.waitFor();
  assert.deepEqual(await firstRow.locator('th, td').allTextContents(), ['(no name)', '1', '150.0', '150.0', '150', '150']);
  assert.equal(await history.locator('li.stats-game').count(), 1);
  assert.equal(await history.locator('li.stats-game .game-name').textContent(), 'That\'s Pretty Clever');
  await history.locator('li.stats-game .stats-reduced').waitFor();
  await page.screenshot({ path: join(OUT, 'twice-history.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

/** How to play in the sequel's app, in the language `code`: it opens over a
 *  sequel game and shows the sequel's sections (a heading per area, by its
 *  catalogue title) with pictures of the sequel's sheet. */
async function openHowToPlay(code, viewport) {
  const words = catalogue(code);
  // A context of its own: axe-core needs one (not browser.newPage()).
  const context = await browser.newContext({ viewport, locale: code === 'en' ? 'en-GB' : code });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + '/');
  await ready(page);
  await page.getByRole('button', { name: words.setup_title, exact: true }).first().click();
  const setup = page.getByRole('dialog', { name: words.setup_title });
  await setup.getByText(words.game_twice, { exact: true }).click();
  await setup.getByText(words.setup_solo, { exact: true }).click();
  await setup.getByRole('button', { name: words.setup_start, exact: true }).click();
  await page.locator('.sheet-twice').waitFor();
  await page.getByRole('button', { name: words.how_title, exact: true }).click();
  const how = page.getByRole('dialog', { name: words.how_title });
  await how.waitFor();
  const headings = await how.locator('h3').allTextContents();
  for (const area of ['silver', 'yellow', 'blue', 'green', 'pink']) {
    assert.ok(headings.includes(words[`area_${area}`]), `${words[`area_${area}`]} in ${headings.join(' | ')}`);
  }
  // The sequel's words, none of the first game's own.
  assert.ok(headings.includes(words.how_actions_head_twice), headings.join(' | '));
  assert.ok(!headings.includes(words.area_orange) && !headings.includes(words.area_purple), headings.join(' | '));
  // Pictures of the sequel's sheet: silver's 24 cells and its bars.
  assert.ok((await how.locator('.how-pic').count()) >= 8, 'a picture for each area, the bars, foxes, rounds');
  assert.equal(await how.locator('.how-pic .silver-grid [data-spot^="silver-"]').count(), 24);
  assert.equal(await how.locator('.how-pic .yellow-lattice [data-spot^="yellow-"]').count(), 10);
  assert.equal(await how.locator('.how-pic .sheet-top .actions').count(), 3, 'the reroll, return and +1 bars');
  return { context, page, how, errors };
}

test('How to play in the sequel\'s app teaches the sequel: its areas, pictures, no axe finding, Escape closes it', async () => {
  const { context, page, how, errors } = await openHowToPlay('en', { width: 1280, height: 900 });
  const text = await how.textContent();
  for (const phrase of ['the black ?', 'Return:', '320']) assert.ok(text.includes(phrase), phrase);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`), [], scheme);
  }
  await page.screenshot({ path: join(OUT, 'twice-how-to-play.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await how.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('How to play whose English file cannot be fetched says so, and closes', async () => {
  // English's How to play texts come with its file, fetched when the
  // dialog first opens (no first load carries them).
  const words = catalogue('en');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  await context.route(/lang-en-[0-9a-f]+\.json$/, (route) => route.abort());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + '/');
  await ready(page);
  await page.getByRole('button', { name: words.how_title, exact: true }).click();
  const how = page.getByRole('dialog', { name: words.how_title });
  await how.getByRole('alert').filter({ hasText: words.how_unavailable }).waitFor();
  assert.equal(await how.locator('h3').count(), 0, 'no section without its words');
  await how.getByRole('button', { name: words.how_close, exact: true }).click();
  await how.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('How to play in the sequel\'s app in German: no English', async () => {
  const { context, page, errors } = await openHowToPlay('de', { width: 390, height: 844 });
  assert.deepEqual(await englishOnPage(page, 'de'), [], 'English in How to play');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the guide teaches a fresh player of the sequel its return: said at the return, done once the player rolls on', async () => {
  const { page, errors } = await openFresh({ width: 390, height: 844 });
  await newTwiceGame(page, 1);
  const en = catalogue('en');
  const line = () => page.evaluate(() => document.querySelector('.guide:not([hidden]) .guide-text')?.textContent ?? '');
  // Round 3 gives a return: it is asked before a roll of the turn.
  await playUntil(page, (st) => st.kind === 'return');
  assert.notEqual(en.guide_return, '', 'the sequel carries its line');
  await page
    .waitForFunction((t) => document.querySelector('.guide:not([hidden]) .guide-text')?.textContent === t, en.guide_return, { timeout: 5000 })
    .catch(() => {});
  assert.equal(await line(), en.guide_return);
  const moves = (await pageState(page)).moves;
  await step(page);
  await page.waitForFunction((m) => Number(document.querySelector('.shell').dataset.moves) > m, moves);
  await page
    .waitForFunction(() => (localStorage.getItem('clever.guide') ?? '').split(',').includes('return'), null, { timeout: 5000 })
    .catch(() => {});
  const kept = (await page.evaluate(() => localStorage.getItem('clever.guide'))) ?? '';
  assert.ok(kept.split(',').includes('return'), `kept: ${kept}`);
  assert.ok(!kept.split(',').includes('round_choice'), `no black X or 6 in the sequel: ${kept}`);
  // The next return says nothing more.
  await playUntil(page, (st) => st.kind === 'return');
  assert.notEqual(await line(), en.guide_return);
  assert.deepEqual(errors, []);
  await page.close();
});
