// Every engine (issue 21): the Chromium suite's solo game, in Firefox ESR
// (puppeteer-core over WebDriver BiDi, the app at /) and in WebKitGTK's
// MiniBrowser (WebKitWebDriver under Xvfb, the app under /clever/ as GitHub
// Pages serves it), played by tapping the UI as a person would, by accessible
// names: an undo, the layout at 1280×800, a reload that resumes the game
// (the service worker then controls the page), a second tab that follows
// the game (storage events), a hint equal to `clever hint`, the game to its
// end checked against `clever replay`, and New game (the focus in the
// setup, Escape gives it back). No console error, exception, CSP violation
// or failed request. The browsers: see engines.mjs.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { OUT, SUB_PATH, distMounts } from './harness.mjs';
import { launchFirefox, launchWebKit, one, tap, waitFor } from './engines.mjs';
import { GAME_KEY, advise, replay } from './play.mjs';
import { serve } from './server.mjs';

const AREAS = ['yellow', 'blue', 'green', 'orange', 'purple'];

let server;
before(async () => {
  const mounts = distMounts();
  mkdirSync(OUT, { recursive: true });
  server = await serve(mounts);
});
after(async () => {
  await server?.close();
});

/** Spend +1 whenever there is one; vary the dice and cells a little (as solo.test.mjs). */
const POLICY = {
  plusOne: () => true,
  dieIndex: (st, n) => (st.moves * 7) % n,
  cellIndex: (st, n) => st.moves % n,
  choiceIndex: 1,
};

function readState() {
  const s = document.querySelector('.shell');
  return {
    kind: s?.dataset.decision ?? 'none',
    moves: Number(s?.dataset.moves ?? -1),
    prompt: document.querySelector('.prompt')?.textContent ?? '',
  };
}

const pageState = (tab) => tab.eval(readState);
const savedRecord = (tab) => tab.eval((k) => localStorage.getItem(k), GAME_KEY);
const ready = (tab) => waitFor(tab, () => !!document.querySelector('.shell'), undefined, { what: 'the app' });
const movesAre = (tab, n) =>
  waitFor(tab, (m) => document.querySelector('.shell')?.dataset.moves === String(m), n, { what: `move ${n}` });

async function changed(tab, st) {
  await waitFor(
    tab,
    ([m, k]) => {
      const s = document.querySelector('.shell');
      return s && (s.dataset.moves !== String(m) || s.dataset.decision !== k);
    },
    [st.moves, st.kind],
    { what: `a change from ${JSON.stringify(st)}` },
  );
}

/** The labels of the elements matching `css`, visible ones only. */
const labels = (tab, css) =>
  tab.eval((c) => [...document.querySelectorAll(c)].filter((e) => e.checkVisibility()).map((e) => e.getAttribute('aria-label')), css);

async function visible(tab, css) {
  const all = await tab.$$(css);
  const shown = await tab.eval((...els) => els.map((e) => e.checkVisibility()), ...all);
  return all.filter((_, i) => shown[i]);
}

/** What a player sees: the sheet's cells and the dice by their names, the prompt, the save. */
async function snapshot(tab) {
  return {
    ...(await pageState(tab)),
    sheet: await tab.eval(() =>
      [...document.querySelectorAll('section.sheet [aria-label]')].map((e) => e.getAttribute('aria-label')),
    ),
    dice: await labels(tab, 'button[aria-label*=" die, "]'),
    pickable: await labels(tab, '[data-pick]'),
    record: await savedRecord(tab),
  };
}

/** One step of play, as play.mjs's `step`: reads the decision and taps. */
async function step(tab, policy = POLICY) {
  const st = await pageState(tab);
  switch (st.kind) {
    case 'roll':
      await tap(tab, 'button', 'Roll the dice');
      st.did = 'roll';
      break;
    case 'round_choice': {
      const choices = await visible(tab, '.btn.choice');
      await tab.click(choices[(policy.choiceIndex ?? 0) % choices.length]);
      st.did = 'round_choice';
      break;
    }
    case 'cross':
      await tab.click((await visible(tab, '[data-lit]'))[0]);
      st.did = 'cross';
      break;
    case 'choose':
    case 'passive':
    case 'plus_one': {
      if (st.kind === 'plus_one' && !(policy.plusOne?.(st) ?? false)) {
        await tap(tab, 'button', 'Done');
        st.did = 'done';
        break;
      }
      // A tumbling die moves under the pointer: tap it once it lies still.
      await waitFor(
        tab,
        () => [...document.querySelectorAll('.die')].every((d) => d.getAnimations().every((a) => a.playState === 'finished')),
        undefined,
        { what: 'the dice lying still' },
      );
      const dice = await tab.$$('[data-pick]');
      if (dice.length === 0) throw new Error(`${tab.engine}: nothing to pick at ${JSON.stringify(st)}`);
      const pick = policy.dieIndex(st, dice.length) % dice.length;
      st.die = await tab.eval((e) => e.getAttribute('aria-label'), dice[pick]);
      await tab.click(dice[pick]);
      // A die that can go nowhere is placed at once; otherwise cells light up.
      await waitFor(
        tab,
        (m) => document.querySelector('.shell').dataset.moves !== String(m) || !!document.querySelector('[data-lit]'),
        st.moves,
        { what: `cells lit for ${st.die}` },
      );
      if ((await pageState(tab)).moves !== st.moves) {
        st.did = 'take-without-mark';
        return st;
      }
      const cells = await tab.$$('[data-lit]');
      const cell = policy.cellIndex(st, cells.length) % cells.length;
      st.cell = await tab.eval((e) => e.getAttribute('aria-label'), cells[cell]);
      await tab.click(cells[cell]);
      st.did = st.kind === 'plus_one' ? 'plus-one' : 'take';
      break;
    }
    default:
      throw new Error(`${tab.engine}: unexpected page state ${JSON.stringify(st)}`);
  }
  await changed(tab, st);
  return st;
}

async function playUntil(tab, until, did) {
  for (let i = 0; i < 3000; i++) {
    const st = await pageState(tab);
    if (st.kind === 'game_over' || until(st)) return st;
    did.add((await step(tab)).did);
  }
  throw new Error('the game did not end');
}

/** "Purple 5 → 214 expected (+14.2)" as the app writes a `clever hint` entry (computers.test.mjs). */
function figures(h) {
  const gain = (Math.round(h.gain * 10) / 10).toFixed(1);
  return `→ ${Math.round(h.value)} expected (${h.gain >= 0 ? '+' : ''}${gain})`;
}

/** The whole game, with the app at `base`; `name` names the screenshots. */
async function game(launch, name, base) {
  const started = Date.now();
  const asked = server.requests.length;
  const browser = await launch();
  const { tab } = browser;
  const did = new Set();
  try {
    await tab.goto(`${server.url}${base}?seed=2024`);
    await ready(tab);
    await one(tab, 'button', 'Yellow 5, row 1 column 3, open');
    // The test hears the page's problems (it checks there are none at the end).
    await tab.eval(() => {
      console.error('heard: a console error');
      setTimeout(() => {
        throw new Error('heard: an uncaught error');
      });
    });
    // The browser reports them when it will (Firefox's BiDi events may come
    // after the page has moved on): wait until both are heard.
    const heardBoth = Date.now() + 30_000;
    do {
      await sleep(100);
      await tab.flush();
    } while (tab.problems.filter((p) => /heard: /.test(p)).length < 2 && Date.now() < heardBoth);
    assert.deepEqual(
      tab.problems.map((p) => p.match(/heard: [a-z ]+/)?.[0]),
      ['heard: a console error', 'heard: an uncaught error'],
      `the page's problems are heard: ${tab.problems}`,
    );
    tab.problems.length = 0;

    // Undo: a die taken and marked is put back, the save with it; never across a roll.
    await playUntil(tab, (st) => st.kind === 'choose' && st.moves >= 3, did);
    const before = await snapshot(tab);
    const taken = await step(tab, { ...POLICY, dieIndex: () => 0, cellIndex: () => 0 });
    assert.equal(taken.did, 'take', `a die was taken and marked: ${JSON.stringify(taken)}`);
    await tap(tab, 'button', 'Undo');
    await movesAre(tab, before.moves);
    await one(tab, 'button', taken.die);
    assert.deepEqual(await snapshot(tab), before, 'after the undo: the sheet, dice, prompt and save of before');
    // Right after a roll there is nothing to undo.
    assert.equal(await tab.eval((e) => e.disabled, await one(tab, 'button', 'Undo')), true, 'no undo across a roll');

    // A reload mid-turn resumes the game: the same sheet, dice and prompt.
    await playUntil(tab, (st) => st.kind === 'choose' && st.moves >= 12, did);
    const mid = await snapshot(tab);
    // The layout at 1280×800, as in Chromium (solo.test.mjs): no scrolling,
    // and every cell, die and button at least 44 px.
    // (Measured once the dice have stopped tumbling.)
    await waitFor(tab, () =>
      [...document.querySelectorAll('.die')].every((d) => d.getAnimations().every((a) => a.playState === 'finished')),
    );
    const layout = await tab.eval(() => ({
      overflow: [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight],
      viewport: [innerWidth, innerHeight],
      small: [...document.querySelectorAll('.cell, .die, .btn')]
        .filter((e) => e.checkVisibility())
        .map((e) => [e.getAttribute('aria-label') ?? e.textContent, e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 43.5 || r.height < 43.5)
        .map(([name, r]) => `${name} ${r.width}×${r.height}`),
    }));
    assert.deepEqual(layout.viewport, [1280, 800]);
    assert.ok(layout.overflow[0] <= 0 && layout.overflow[1] <= 0, `no scrolling at 1280×800: ${layout.overflow}`);
    assert.deepEqual(layout.small, [], 'touch targets of 44 px');
    await tab.reload();
    await ready(tab);
    await movesAre(tab, mid.moves);
    await waitFor(
      tab,
      (n) => document.querySelectorAll('[data-pick]').length === n,
      mid.pickable.length,
      { what: 'the dice' },
    );
    assert.deepEqual(await snapshot(tab), mid, 'the same game after a reload');
    // The service worker has taken the page (it works offline from now on).
    const scope = await waitFor(
      tab,
      () => navigator.serviceWorker?.controller?.state === 'activated' && navigator.serviceWorker.controller.scriptURL,
      undefined,
      { what: 'the service worker', timeout: 30_000 },
    );
    assert.equal(scope, `${server.url}${base}sw.js`);

    // A second tab on the same save follows each move (storage events).
    const other = await tab.newTab();
    await other.goto(`${server.url}${base}?seed=2024`);
    await ready(other);
    await movesAre(other, mid.moves);
    for (let i = 0; i < 3; i++) {
      const st = await step(tab);
      did.add(st.did);
      await movesAre(other, (await pageState(tab)).moves);
    }
    assert.deepEqual(await snapshot(other), await snapshot(tab), 'the other tab shows the same game');
    await other.flush();
    assert.deepEqual(other.problems, [], 'no problem in the other tab');
    await other.close();

    // A hint: it appears, and says what `clever hint` says on the same save.
    await playUntil(tab, (st) => st.kind === 'choose', did);
    await tap(tab, 'button', 'Hint');
    const list = await one(tab, 'list', 'Hints', { timeout: 30_000 });
    const shown = await tab.eval((l) => [...l.querySelectorAll('li')].map((li) => li.textContent), list);
    const record = await savedRecord(tab);
    const cli = advise('hint', record);
    assert.equal(shown.length, Math.min(3, cli.hints.length), `hints shown: ${shown}`);
    for (const [k, h] of cli.hints.slice(0, 3).entries()) {
      assert.ok(shown[k].endsWith(figures(h)), `hint ${k}: ${shown[k]} vs ${JSON.stringify(h)}`);
    }
    await tab.screenshot(join(OUT, `${name}-hint.png`));

    // To the end; the end screen equals the engine's replay of the save.
    await playUntil(tab, () => false, did);
    await one(tab, 'region', 'Game over');
    await waitFor(tab, () => !!document.querySelector('.breakdown td[data-score="total"]'), undefined, { what: 'the scores' });
    await tab.screenshot(join(OUT, `${name}-end.png`));
    const final = await savedRecord(tab);
    const engine = replay(final);
    assert.equal(engine.over, true, 'the engine agrees the game is over');
    assert.deepEqual(JSON.parse(final).hints, [1], 'the hint is kept with the game');
    const shownScores = await tab.eval(() => {
      const out = {};
      for (const td of document.querySelectorAll('.breakdown td[data-score][data-player="0"]')) {
        if (td.dataset.score === 'foxes') {
          out.foxes = Number(td.dataset.foxes);
          out.fox_points = Number(td.querySelector('b').textContent);
        } else {
          out[td.dataset.score] = Number(td.textContent);
        }
      }
      return out;
    });
    const score = engine.players[0].score;
    assert.deepEqual(AREAS.map((a) => shownScores[a]), score.areas, 'per-area scores equal the engine replay');
    assert.equal(shownScores.foxes, score.foxes);
    assert.equal(shownScores.fox_points, score.fox_points);
    assert.equal(shownScores.total, score.total);
    assert.equal(await tab.eval(() => document.querySelector('.headline').textContent), engine.rating);
    for (const kind of ['roll', 'take', 'plus-one', 'round_choice']) assert.ok(did.has(kind), `steps seen: ${[...did]}`);

    // New game: the setup takes the focus; Escape closes it and gives the
    // focus back to the button that opened it; then from the end screen.
    const [header, end] = await tab.byRole('button', 'New game');
    await tab.click(header);
    let dialog = await one(tab, 'dialog', 'New game');
    assert.equal(await tab.eval((d) => d.contains(document.activeElement), dialog), true, 'the focus is in the dialog');
    await tab.press('Escape');
    for (const deadline = Date.now() + 15_000; (await tab.byRole('dialog', 'New game')).length > 0; ) {
      assert.ok(Date.now() < deadline, 'Escape closes the setup');
    }
    assert.equal(await tab.eval((b) => document.activeElement === b, header), true, 'the focus is back on New game');
    assert.equal((await pageState(tab)).kind, 'game_over', 'the game is still over');
    await tab.click(end);
    dialog = await one(tab, 'dialog', 'New game');
    assert.equal(await tab.eval((d) => d.contains(document.activeElement), dialog), true, 'the focus is in the dialog');
    await tap(tab, 'button', 'Start the game');
    await one(tab, 'button', 'Roll the dice');
    assert.equal((await pageState(tab)).moves, 0);
    assert.equal(JSON.parse(await savedRecord(tab)).moves.length, 0, 'the new game is saved');

    await tab.flush();
    assert.deepEqual(tab.problems, []);
    const failed = server.requests.slice(asked).filter((r) => r.status >= 400);
    assert.deepEqual(failed, [], 'every request answered');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${browser.version}: ${JSON.parse(final).moves.length} moves, total ${score.total}, ${seconds} s`);
  } finally {
    await browser.close();
  }
}

describe('every engine', () => {
  test('Firefox ESR (WebDriver BiDi): a solo game with an undo, a reload, a second tab, a hint and New game', async () => {
    await game(launchFirefox, 'firefox', '/');
  });

  // Under /clever/, as GitHub Pages serves it (to iPads and iPhones among others).
  test('WebKitGTK (WebKitWebDriver, MiniBrowser): the same game, under /clever/', async () => {
    await game(launchWebKit, 'webkit', SUB_PATH);
  });
});
