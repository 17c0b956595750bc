// Pass-and-play on one device: full 2- and 4-player games through the UI
// with fixed seeds, including a passive fall-back to the active player's
// dice, +1 actions by passive players and a reload during the passive
// picks; the final ranking is checked against the engine's replay.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, openPage, start } from './harness.mjs';
import { endScores, pageState, playUntil, ready, replay, savedRecord, step } from './play.mjs';

const AREAS = ['yellow', 'blue', 'green', 'orange', 'purple'];

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const value = (label) => Number(label.split(', ')[1]);

/**
 * The active player takes the lowest die (so little goes to the platter and
 * passive players must sometimes fall back to the dice fields); passive
 * players take what comes first and spend every +1 they have.
 */
const POLICY = {
  pickDie: (st, labels) => {
    if (st.kind !== 'choose') return st.moves % labels.length;
    let best = 0;
    labels.forEach((l, i) => {
      if (value(l) < value(labels[best])) best = i;
    });
    return best;
  },
  cellIndex: (st, n) => st.moves % n,
  plusOne: (st) => st.player !== st.active,
  choiceIndex: 3,
};

async function newGame(page, names) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText(`${names.length} players`, { exact: true }).click();
  for (const [i, name] of names.entries()) {
    await dialog.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.handoff').waitFor();
}

async function snapshot(page) {
  const st = await pageState(page);
  return { kind: st.kind, moves: st.moves, player: st.player, record: await savedRecord(page) };
}

async function playGame(page, names, { reloadAtPassive }) {
  const seen = { fallback: 0, passivePlusOne: 0, handoffs: 0, reloaded: false, rounds: new Set() };
  let passivePicks = 0;
  for (let i = 0; i < 5000; i++) {
    const st = await pageState(page);
    if (st.kind === 'game_over') break;
    if (st.kind === 'passive') {
      if (/nothing on the platter fits/.test(st.prompt)) seen.fallback++;
      passivePicks++;
      // In the middle of the passive picks: some passive player already picked.
      if (!seen.reloaded && passivePicks >= reloadAtPassive) {
        const before = await snapshot(page);
        const prompt = st.prompt;
        await page.reload();
        await ready(page);
        const afterReload = await snapshot(page);
        assert.equal(afterReload.kind, 'handoff', 'after a reload the tablet goes to the player again');
        assert.deepEqual({ ...afterReload, kind: 'passive' }, before, 'the same game after a reload');
        await step(page, POLICY);
        assert.equal((await pageState(page)).prompt, prompt, 'the same pick is asked for');
        seen.reloaded = true;
      }
    }
    if (st.kind === 'handoff') {
      seen.handoffs++;
      const who = await page.locator('.handoff h2').textContent();
      assert.equal(who, `Hand the tablet to ${names[st.player]}`);
    }
    const s = await step(page, POLICY);
    if (s.did === 'plus-one' && s.player !== s.active) seen.passivePlusOne++;
  }
  return seen;
}

async function checkEnd(page, names) {
  await page.getByRole('region', { name: 'Game over' }).waitFor();
  const engine = replay(await savedRecord(page));
  assert.equal(engine.over, true);
  const shown = await endScores(page);
  for (const [p, player] of engine.players.entries()) {
    assert.equal(player.name, names[p]);
    assert.deepEqual(AREAS.map((a) => shown[p][a]), player.score.areas, `${player.name}'s areas`);
    assert.equal(shown[p].fox_points, player.score.fox_points);
    assert.equal(shown[p].total, player.score.total, `${player.name}'s total`);
  }
  // The ranking: by total, then by the best single area (RULES.md §7).
  const expected = engine.players
    .map((pl) => ({ name: pl.name, total: pl.score.total, best: Math.max(...pl.score.areas) }))
    .sort((a, b) => b.total - a.total || b.best - a.best);
  const ranking = await page.locator('.ranking li').evaluateAll((els) =>
    els.map((li) => ({
      name: li.querySelector('.pname').textContent,
      total: Number(li.querySelector('.ptotal').textContent),
      won: li.classList.contains('won'),
    })),
  );
  assert.deepEqual(
    ranking.map(({ name, total }) => ({ name, total })),
    expected.map(({ name, total }) => ({ name, total })),
  );
  assert.deepEqual(
    ranking.filter((r) => r.won).map((r) => r.name).sort(),
    [...engine.winners].sort(),
    'the winners are the engine\'s',
  );
  const headline = await page.locator('.headline').textContent();
  if (engine.winners.length > 1) assert.match(headline, /Shared victory/);
  else assert.equal(headline, `${engine.winners[0]} wins!`);
  return engine;
}

describe('pass-and-play', () => {
  for (const { names, seed, rounds, shot } of [
    { names: ['Anna', 'Ben'], seed: 8, rounds: 6 },
    { names: ['Anna', 'Ben', 'Clara', 'David'], seed: 3, rounds: 4, shot: 'end-4-players-1280x800.png' },
  ]) {
    test(`a full ${names.length}-player game`, async () => {
      const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(env.server.url + `/?seed=${seed}`);
      await ready(page);
      await newGame(page, names);
      assert.equal(await page.locator('.round:visible').count(), rounds, `${rounds} rounds on the tracker`);
      assert.equal(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count(), names.length);

      const seen = await playGame(page, names, { reloadAtPassive: names.length === 2 ? 5 : 6 });
      console.log(`${names.length} players:`, JSON.stringify({ ...seen, rounds: undefined }));
      assert.ok(seen.reloaded, 'reloaded during the passive picks');
      assert.ok(seen.fallback > 0, 'a passive player fell back to the active player\'s dice');
      assert.ok(seen.passivePlusOne > 0, 'a passive player used a +1 action');
      await checkEnd(page, names);

      // Any sheet opens read-only.
      await page.getByRole('button', { name: new RegExp(`^${names[1]}, \\d+ points`) }).click();
      await page.getByText(`${names[1]}'s sheet (to look at only)`).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${names[0]}, \\d+ points`) }).click();
      await page.screenshot({ path: join(OUT, `end-${names.length}.png`) });
      if (shot) await page.screenshot({ path: join(OUT, shot) });

      // The names are remembered for the next game.
      await page.reload();
      await ready(page);
      await page.getByRole('button', { name: 'New game' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      for (const [i, name] of names.entries()) {
        assert.equal(await dialog.getByRole('textbox', { name: `Player ${i + 1}` }).inputValue(), name);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
