// Computer players, hints and the expert's review (issue 13), through the
// UI: seats chosen in the setup, computer turns played on screen (a reload
// in the middle of one continues it), a table of computers only, and a solo
// game with hints and the review, each checked against the `clever`
// command on the same record.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, openPage, start } from './harness.mjs';
import { advise, endScores, pageState, playWithComputers, ready, replay, savedRecord, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** Opens the setup and seats `seats` ("Person", "Computer (expert)", …). */
async function setUp(page, seats) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText(seats.length === 1 ? 'Solo' : `${seats.length} players`, { exact: true }).click();
  for (const [i, seat] of seats.entries()) {
    await dialog.getByRole('combobox', { name: `Player ${i + 1}` }).selectOption({ label: seat });
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function instant(page) {
  await page.getByRole('combobox', { name: 'Computer pace' }).selectOption({ label: 'Instant' });
}

/** The end screen equals the engine's replay of the saved record. */
async function checkAgainstEngine(page, players) {
  await page.getByRole('region', { name: 'Game over' }).waitFor();
  const record = await savedRecord(page);
  const engine = replay(record);
  assert.equal(engine.over, true);
  const shown = await endScores(page);
  assert.equal(Object.keys(shown).length, players);
  for (const [p, score] of Object.entries(shown)) {
    assert.equal(score.total, engine.players[Number(p)].score.total, `player ${p}'s total`);
  }
  return JSON.parse(record);
}

describe('computer players', () => {
  test('a person against three expert computers, with a reload during a computer turn', async () => {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(env.server.url + '/?seed=4242');
    await ready(page);
    await setUp(page, ['Person', 'Computer (expert)', 'Computer (expert)', 'Computer (expert)']);
    // No hand-over screen: only one person at the table.
    assert.equal(await page.locator('.handoff').count(), 0);
    await instant(page);
    let reloaded = false;
    let looked = false;
    await playWithComputers(page, {
      policy: { plusOne: () => true, dieIndex: (st, n) => st.moves % n },
      onComputer: async (st) => {
        if (!looked && st.moves > 30) {
          // A person can look at any sheet while a computer plays.
          looked = true;
          const mine = page.getByRole('list', { name: 'Players' }).getByRole('button').nth(0);
          await mine.click();
          assert.equal(await mine.getAttribute('aria-pressed'), 'true', "the person's sheet is shown");
        }
        if (reloaded || st.moves < 60) return false;
        reloaded = true;
        // The computers wait while paused: the record does not move.
        await page.getByRole('button', { name: 'Pause' }).click();
        const paused = await savedRecord(page);
        await page.waitForTimeout(400);
        assert.equal(await savedRecord(page), paused, 'paused computers do not play');
        await page.reload();
        await ready(page);
        // The reloaded page is not paused: a computer may already have
        // rolled (700 ms at the normal pace), so the saved game goes on
        // from the record of before, move for move.
        const before = JSON.parse(paused);
        const now = JSON.parse(await savedRecord(page));
        assert.deepEqual(now.setup, before.setup, 'the reload starts from the saved record');
        assert.deepEqual(now.moves.slice(0, before.moves.length), before.moves, 'the reload starts from the saved record');
        await page.screenshot({ path: join(OUT, 'computers-reload.png') });
        await instant(page);
        return true;
      },
    });
    assert.ok(reloaded, 'the test reloaded during a computer turn');
    const record = await checkAgainstEngine(page, 4);
    assert.deepEqual(record.setup.seats, ['person', 'expert', 'expert', 'expert']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a table of four computers plays to the end by itself', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=99');
    await ready(page);
    await setUp(page, ['Computer (expert)', 'Computer (medium)', 'Computer (easy)', 'Computer (expert)']);
    await instant(page);
    await page.waitForFunction(() => document.querySelector('.shell')?.dataset.decision === 'game_over', null, {
      timeout: 180_000,
    });
    const record = await checkAgainstEngine(page, 4);
    assert.deepEqual(record.setup.seats, ['expert', 'medium', 'easy', 'expert']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('one tap from the setup: you against the expert', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=5');
    await ready(page);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    const record = JSON.parse(await savedRecord(page));
    assert.deepEqual(record.setup.seats, ['person', 'expert']);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** "Purple 5 → 214 expected (+14.2)" as the app writes a `clever hint` entry. */
function figures(h) {
  const gain = (Math.round(h.gain * 10) / 10).toFixed(1);
  return `→ ${Math.round(h.value)} expected (${h.gain >= 0 ? '+' : ''}${gain})`;
}

describe('hints and the review', () => {
  test('a solo game with hints equal to `clever hint`, ending with the review of `clever review`', async () => {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(env.server.url + '/?seed=31337');
    await ready(page);
    let hinted = 0;
    for (let i = 0; i < 3000; i++) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      if ((st.kind === 'choose' || st.kind === 'passive') && hinted < 3 && st.moves > hinted * 20) {
        await page.getByRole('button', { name: 'Hint' }).click();
        const items = page.getByRole('list', { name: 'Hints' }).getByRole('listitem');
        await items.first().waitFor();
        const shown = await items.allTextContents();
        const cli = advise('hint', await savedRecord(page));
        assert.equal(shown.length, Math.min(3, cli.hints.length));
        for (const [k, h] of cli.hints.slice(0, 3).entries()) {
          assert.ok(shown[k].endsWith(figures(h)), `hint ${k}: ${shown[k]} vs ${JSON.stringify(h)}`);
        }
        // The best action's cell is outlined on the sheet.
        if (cli.hints[0].move.take?.spot || cli.hints[0].move.plus_one) {
          assert.ok((await page.locator('[data-hinted]').count()) >= 1, 'the hinted cell is outlined');
        }
        hinted++;
      }
      await step(page, { plusOne: () => true, dieIndex: (s, n) => (s.moves * 3) % n });
    }
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    const record = await savedRecord(page);
    assert.deepEqual(JSON.parse(record).hints, [3], 'the hints used are kept with the game');
    assert.match(await page.locator('.hintsused').textContent(), /Hints used: 3/);

    const review = page.getByRole('region', { name: 'Expert review' });
    await review.getByRole('list', { name: 'Your costliest decisions' }).waitFor({ timeout: 60_000 });
    const cli = advise('review', record);
    assert.match(
      await review.locator('.totals').textContent(),
      new RegExp(`Your total: ${cli.yours} points\\. The expert on the same dice: ${cli.expert} points\\.`),
    );
    const costly = await review.getByRole('listitem').allTextContents();
    assert.equal(costly.length, cli.costly.length);
    for (const [k, c] of cli.costly.entries()) {
      assert.ok(costly[k].startsWith(`Move ${c.index + 1}: `), costly[k]);
      assert.ok(costly[k].includes(`(−${c.loss.toFixed(1)})`), `${costly[k]} vs ${c.loss}`);
    }
    await page.screenshot({ path: join(OUT, 'review.png') });
    // Each opens its position, with the better move outlined.
    await review.getByRole('button').first().click();
    const bar = page.getByRole('region', { name: 'Replay' });
    await bar.waitFor();
    assert.match(await bar.textContent(), new RegExp(`Move ${cli.costly[0].index} of`));
    await page.screenshot({ path: join(OUT, 'review-position.png') });
    await bar.getByRole('button', { name: 'Back to the game' }).click();
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
