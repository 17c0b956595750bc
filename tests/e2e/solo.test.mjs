// A whole solo game through the UI (taps on dice and cells, a fixed seed),
// checked against the engine's replay of the same record; reloads in the
// middle of a turn and at a bonus prompt; a save that cannot be read.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, endScores, pageState, playUntil, ready, replay, savedRecord, step } from './play.mjs';

const AREAS = ['yellow', 'blue', 'green', 'orange', 'purple'];

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** Spend +1 whenever there is one; vary the dice and cells a little. */
const POLICY = {
  plusOne: () => true,
  dieIndex: (st, n) => (st.moves * 7) % n,
  cellIndex: (st, n) => st.moves % n,
  choiceIndex: 1,
};

/** The sheet as the accessibility tree sees it, plus the prompt. */
async function snapshot(page) {
  const sheet = await page.getByRole('region', { name: 'Score sheet' }).ariaSnapshot();
  const st = await pageState(page);
  return { sheet, kind: st.kind, moves: st.moves, prompt: st.prompt, record: await savedRecord(page) };
}

describe('solo game', () => {
  test('a whole game through the UI; the end screen equals the engine', async () => {
    // With motion: one whole game as most players see it.
    const { context, page, problems } = await openPage(env.browser, {
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'no-preference',
    });
    await page.goto(env.server.url + '/?seed=2024');
    await ready(page);
    assert.ok(await page.getByRole('button', { name: 'Yellow 5, row 1 column 3, open' }).isVisible());

    const did = new Set();
        const steps = await playUntil(
      page,
      (st, done) => {
        for (const s of done.slice(-1)) did.add(s.did);
        return false;
      },
      POLICY,
    );
    for (const s of steps) did.add(s.did);
    assert.equal((await pageState(page)).kind, 'game_over');
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    await page.screenshot({ path: join(OUT, 'solo-end.png') });

    const record = await savedRecord(page);
    const engine = replay(record);
    assert.equal(engine.over, true, 'the engine agrees the game is over');
    const shown = (await endScores(page))['0'];
    const score = engine.players[0].score;
    assert.deepEqual(
      AREAS.map((a) => shown[a]),
      score.areas,
      'per-area scores equal the engine replay',
    );
    assert.equal(shown.foxes, score.foxes);
    assert.equal(shown.fox_points, score.fox_points);
    assert.equal(shown.total, score.total);
    assert.equal(await page.locator('.headline').textContent(), engine.rating, 'the rating of RULES.md §8');
    assert.ok(did.has('roll') && did.has('take') && did.has('plus-one'), `steps seen: ${[...did]}`);
    assert.ok(did.has('round_choice'), 'the round-4 bonus was chosen');
    console.log(`solo: ${steps.length} steps, total ${score.total}, seen ${[...did].join(' ')}`);

    // A new game starts from the end screen.
    await page.getByRole('button', { name: 'New game' }).last().click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    assert.equal((await pageState(page)).moves, 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('reloads mid-turn, at a free-X prompt and at the round-4 prompt keep the state', async () => {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(env.server.url + '/?seed=31');
    await ready(page);

    // Mid-turn: second roll of the active turn, dice on the table.
    await playUntil(page, (st) => st.kind === 'choose' && st.moves >= 8, POLICY);
    const mid = await snapshot(page);
    await page.reload();
    await ready(page);
    assert.deepEqual(await snapshot(page), mid, 'same sheet, dice and prompt after a reload mid-turn');
    // And the game goes on identically: the same roll comes next.
    await step(page, POLICY);

    const prompts = { cross: false, round_choice: false };
    await playUntil(
      page,
      (st) => {
        if (st.kind in prompts && !prompts[st.kind]) return true;
        return false;
      },
      POLICY,
    );
    for (let i = 0; i < 2; i++) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      prompts[st.kind] = true;
      const before = await snapshot(page);
      const lit = await page.locator('[data-lit]').count();
      await page.reload();
      await ready(page);
      assert.deepEqual(await snapshot(page), before, `same state after a reload at the ${st.kind} prompt`);
      if (st.kind === 'cross') {
        assert.ok(lit > 0, 'the free X lights the open cells');
        assert.equal(await page.locator('[data-lit]').count(), lit, 'the same cells are lit again');
      } else {
        assert.equal(await page.locator('.btn.choice:visible').count(), 5, 'black X in three areas or black 6 in two');
      }
      await step(page, POLICY);
      await playUntil(
        page,
        (s) => s.kind in prompts && !prompts[s.kind],
        POLICY,
      );
    }
    assert.ok(prompts.cross, 'a free X prompt came up and survived a reload');
    assert.ok(prompts.round_choice, 'the round-4 prompt came up and survived a reload');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('saves written by the first version (tests/data/fixtures/v1-*) load and show their totals', async () => {
    const dir = join(ROOT, 'tests', 'data', 'fixtures');
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await ready(page);
    await page.waitForFunction((k) => localStorage.getItem(k) !== null, GAME_KEY);
    const fixtures = readdirSync(dir).filter((f) => /^v1-.*[a-z]\.json$/.test(f) && !f.endsWith('.expected.json'));
    assert.ok(fixtures.length >= 4, `the fixtures are there (${fixtures})`);
    for (const file of fixtures) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const expected = JSON.parse(readFileSync(join(dir, file.replace('.json', '.expected.json')), 'utf8'));
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, raw]);
      await page.reload();
      const record = JSON.parse(raw);
      if (record.setup.seats) {
        // Computers at the table play on at once: the save grows from the
        // fixture's moves, its setup and hints kept.
        await page.waitForFunction((n) => Number(document.querySelector('.shell')?.dataset.moves) >= n, record.moves.length);
        const saved = JSON.parse(await savedRecord(page));
        assert.deepEqual(saved.setup, record.setup, `${file}: the setup is kept`);
        assert.deepEqual(saved.moves.slice(0, record.moves.length), record.moves, `${file}: the moves are kept`);
        assert.deepEqual(saved.hints, record.hints, `${file}: the hints used are kept`);
        continue;
      }
      await page.waitForFunction((n) => document.querySelector('.shell')?.dataset.moves === String(n), record.moves.length);
      const players = expected.summary.players;
      if (expected.summary.over) {
        const scores = await endScores(page);
        players.forEach((p, i) => assert.equal(scores[i].total, p.score.total, `${file}: ${p.name}'s total`));
      } else if (players.length > 1) {
        for (const p of players) {
          await page.getByRole('button', { name: `${p.name}, ${p.score.total} points`, exact: false }).first().waitFor();
        }
      } else {
        const total = await page.getByRole('group', { name: /^Total score: / }).getAttribute('aria-label');
        assert.equal(total, `Total score: ${players[0].score.total}`, file);
      }
      assert.equal(await page.getByRole('alertdialog').count(), 0, `${file} is readable`);
      assert.equal(await savedRecord(page), raw, `${file} is saved back unchanged`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a save that cannot be read: a clear message, no crash, the save can be downloaded', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await ready(page);
    // The fresh game's first save has happened (else it could land on top of ours).
    await page.waitForFunction((k) => localStorage.getItem(k) !== null, GAME_KEY);
    const cases = [
      ['{"format":"clever-game","version":99,"setup":{"players":["A"]},"moves":[]}', /version 99/],
      ['{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":["finish"]}', /move 0 is not allowed/i],
      ['this is not json {', /not a readable game record/i],
    ];
    for (const [raw, why] of cases) {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, raw]);
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: 'The saved game cannot be read' });
      await dialog.waitFor();
      assert.match(await dialog.textContent(), why);
      const link = dialog.getByRole('link', { name: 'Download the save' });
      const href = await link.getAttribute('href');
      assert.equal(decodeURIComponent(href.slice(href.indexOf(',') + 1)), raw, 'the download is the raw save');
      assert.equal(await savedRecord(page), raw, 'the unreadable save is not overwritten');
      await page.screenshot({ path: join(OUT, 'unreadable-save.png') });
    }
    await page.getByRole('button', { name: 'Start anew' }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('clever.unreadable.')).map((k) => localStorage.getItem(k)),
    );
    assert.deepEqual(kept, [cases.at(-1)[0]], 'the unreadable save is kept aside');
    assert.match(await savedRecord(page), /"format":"clever-game"/, 'a fresh game is saved');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the solo variant without passive +1 (Italian rules) is kept in the record and obeyed', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=77');
    await ready(page);
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByText('Solo', { exact: true }).click();
    await dialog.getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll the dice' }).waitFor();
    assert.equal(JSON.parse(await savedRecord(page)).setup.variants.solo_passive_extra, false);
    // Two rounds: +1 is offered only in the active turns.
    // The +1 earned in round 2 is kept (never spent), so only the variant
    // keeps it from being offered in the passive turns.
    let passivePlusOne = 0;
    let activePlusOne = 0;
    for (let i = 0; i < 600; i++) {
      const st = await pageState(page);
      const status = await page.locator('.status').textContent();
      if (/Round 5/.test(status) || st.kind === 'game_over') break;
      if (st.kind === 'plus_one' && /passive role/.test(status)) passivePlusOne++;
      if (st.kind === 'plus_one' && /active role/.test(status)) activePlusOne++;
      await step(page, { ...POLICY, plusOne: () => false });
    }
    assert.ok(activePlusOne > 0, 'the +1 is offered in the active turns');
    assert.equal(passivePlusOne, 0, 'never in the passive turn');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a refused tap says why; undo goes back one decision, never across a roll', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=12');
    await ready(page);
    const note = page.locator('.note');
    // A cell before rolling: the engine says the dice come first.
    await page.getByRole('button', { name: 'Yellow 3, row 1 column 1, open' }).click();
    assert.match(await note.textContent(), /dice must be rolled first/);
    await step(page, POLICY); // roll
    // A cell with no die picked.
    await page.getByRole('button', { name: 'Green cell 1, needs 1 or more, open' }).click();
    assert.match(await note.textContent(), /first tap a die/i);
    // A picked die on a cell that is not lit: the engine's reason.
    const die = page.locator('[data-pick]').first();
    const name = await die.getAttribute('aria-label');
    await die.click();
    const unlit = page.locator('.area-purple .cell:not([data-lit]), .area-yellow .cell:not([data-lit]):not(.marked)').first();
    await unlit.click();
    const why = await note.textContent();
    assert.ok(why.length > 10, `a reason is shown: ${why}`);
    assert.ok(await page.locator('.refused').isVisible());
    // Take it properly, then undo: the same die is on the table again.
    const before = await pageState(page);
    await page.locator('[data-lit]').first().click();
    await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves !== String(m), before.moves);
    const undo = page.getByRole('button', { name: 'Undo' });
    assert.ok(await undo.isEnabled());
    await undo.click();
    await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves === String(m), before.moves);
    assert.ok(await page.getByRole('button', { name }).isVisible(), `${name} is back`);
    // Right after a roll there is nothing to undo.
    assert.ok(await undo.isDisabled(), 'no undo across a roll');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('keyboard only: roll, pick a die, mark a cell, the focus follows', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=9');
    await ready(page);
    const focused = () =>
      page.evaluate(() => {
        const e = document.activeElement;
        return { label: e?.getAttribute('aria-label') ?? e?.textContent, lit: e?.dataset.lit, pick: e?.dataset.pick };
      });
    await page.getByRole('button', { name: 'Roll the dice' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.dataset.pick === 'true');
    const die = await focused();
    assert.match(die.label, / die, [1-6], rolled$/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.dataset.lit === 'true');
    assert.match((await focused()).label, /, can be marked now$/);
    const before = (await pageState(page)).moves;
    await page.keyboard.press('Enter');
    await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves !== String(m), before);
    // Escape puts a picked die back.
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
    const st = await pageState(page);
    if (st.kind === 'choose') {
      await page.keyboard.press('Enter');
      await page.locator('[data-lit]').first().waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('[data-lit]').count(), 0);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('screenshots of the sheet mid-game (1280×800, 1024×768, 390×844), keyboard play', async () => {
    for (const [width, height, name] of [
      [1280, 800, 'sheet-1280x800.png'],
      [1024, 768, 'sheet-1024x768.png'],
      [390, 844, 'sheet-390x844.png'],
    ]) {
      const phone = width < 500;
      const { context, page, problems } = await openPage(env.browser, {
        viewport: { width, height },
        ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
      });
      await page.goto(env.server.url + '/?seed=5');
      await ready(page);
      await playUntil(page, (st) => st.kind === 'choose' && st.moves >= 30 && !st.prompt.startsWith('None'), POLICY);
      // Pick a die with the keyboard: its cells light up.
      const die = page.locator('[data-pick]').first();
      await die.focus();
      await page.keyboard.press('Enter');
      await page.locator('[data-lit]').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(600);
      const overflow = await page.evaluate(() => [
        document.documentElement.scrollWidth - innerWidth,
        document.documentElement.scrollHeight - innerHeight,
      ]);
      assert.ok(overflow[0] <= 0, `no sideways scrolling at ${width}×${height}`);
      assert.ok(overflow[1] <= 0, `no scrolling at ${width}×${height} (${overflow[1]} px too tall)`);
      // Touch targets: every cell, die and button is at least 44 px (28 px
      // on a phone, where the whole sheet shares the screen with the dice).
      const least = phone ? 28 : 44;
      const small = await page.evaluate((least) =>
        [...document.querySelectorAll('.cell, .die, .btn')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < least - 0.5 || r.height < least - 0.5)).length,
      least);
      assert.equal(small, 0, `touch targets of ${least} px`);
      await page.screenshot({ path: join(OUT, name) });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
