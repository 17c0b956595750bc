// Plays the app through its UI as a person would: reads what the page asks
// (the shell's data-decision), taps a lit die, then a lit cell, rolls,
// chooses, passes the tablet. Shared by the solo and pass-and-play tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

export const GAME_KEY = 'clever.game';

/** What the page asks for now, and how many moves the record holds. */
export async function pageState(page) {
  return page.evaluate(() => {
    const s = document.querySelector('.shell');
    return {
      kind: s?.dataset.decision ?? 'none',
      moves: Number(s?.dataset.moves ?? -1),
      player: s?.dataset.player === undefined ? null : Number(s.dataset.player),
      active: Number(s?.dataset.active ?? 0),
      prompt: document.querySelector('.prompt')?.textContent ?? '',
    };
  });
}

/** Waits until the shell is there (the wasm has started). */
export async function ready(page) {
  await page.locator('.shell').waitFor({ state: 'attached' });
}

/** The refusal under the dice, if one shows. */
async function refusal(page) {
  return page.evaluate(() => document.querySelector('.tray .note .refused:not([hidden])')?.textContent ?? '');
}

async function waitChange(page, before) {
  await page.waitForFunction(
    ([m, k]) => {
      const s = document.querySelector('.shell');
      return s && (s.dataset.moves !== String(m) || s.dataset.decision !== k);
    },
    [before.moves, before.kind],
  );
}

/** The saved record (the engine's JSON) from localStorage. */
export async function savedRecord(page) {
  return page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
}

/**
 * One step of play. `policy.plusOne(state)` says whether to spend a +1 now;
 * `policy.roll` and `policy.done` name those buttons in another language.
 * Returns the state it acted on (with `.did`: what it did).
 */
export async function step(page, policy = {}) {
  const st = await pageState(page);
  switch (st.kind) {
    case 'handoff':
      await page.locator('.handoff button').click();
      st.did = 'handoff';
      break;
    case 'roll': {
      // With own dice the values are entered instead of rolled.
      const entry = page.getByRole('region', { name: policy.enter ?? 'Enter the dice' });
      if (await entry.isVisible()) {
        Object.assign(st, await enterDice(page, entry, policy));
        st.did = 'enter';
        break;
      }
      await page.getByRole('button', { name: policy.roll ?? 'Roll the dice', exact: policy.roll !== undefined }).click();
      st.did = 'roll';
      break;
    }
    case 'round_choice': {
      const choices = page.locator('.btn.choice:visible');
      const n = await choices.count();
      await choices.nth((policy.choiceIndex ?? 0) % n).click();
      st.did = 'round_choice';
      break;
    }
    case 'cross':
    // The sequel: silver's row for a die swept there, a "?" in silver or
    // yellow (a lit cell), or in blue, green or pink (a number to write).
    case 'silver_row':
    case 'question': {
      const lit = page.locator('[data-lit]');
      if (st.kind === 'question' && (await lit.count()) === 0) {
        await page.locator('.writes .choice').first().click();
      } else {
        await lit.first().click();
      }
      st.did = st.kind;
      break;
    }
    // The sequel: before a roll of the turn, return a die or roll.
    case 'return':
      await page.getByRole('button', { name: policy.roll ?? 'Roll the dice', exact: policy.roll !== undefined }).click();
      st.did = 'roll';
      break;
    case 'choose':
    case 'passive':
    case 'plus_one': {
      if (st.kind === 'plus_one' && !(policy.plusOne?.(st) ?? false)) {
        await page.getByRole('button', { name: policy.done ?? 'Done', exact: policy.done !== undefined }).click();
        st.did = 'done';
        break;
      }
      const dice = page.locator('[data-pick]');
      const n = await dice.count();
      // The sequel: no rolled die can be entered, and the roll is given up.
      const forfeit = page.getByRole('button', { name: policy.forfeit ?? 'Give up the roll' });
      if (n === 0 && (await forfeit.isVisible())) {
        await forfeit.click();
        st.did = 'forfeit';
        break;
      }
      if (n === 0) throw new Error(`nothing to pick at ${JSON.stringify(st)}`);
      const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      const pick = policy.pickDie
        ? policy.pickDie(st, labels) % n
        : policy.dieIndex
          ? policy.dieIndex(st, n) % n
          : 0;
      st.die = await dice.nth(pick).getAttribute('aria-label');
      const said = await refusal(page);
      const die = dice.nth(pick);
      await die.click();
      // A die that can go nowhere is placed at once; otherwise cells light
      // up; a refusal is the page's answer too (and fails here, in its words).
      const answered = ([m, before]) =>
        document.querySelector('.shell').dataset.moves !== String(m) ||
        document.querySelector('[data-lit]') ||
        (document.querySelector('.tray .note .refused:not([hidden])')?.textContent ?? '') !== before;
      const heard = await page.waitForFunction(answered, [st.moves, said], { timeout: 10_000 }).catch(() => null);
      // A tap the page never took (the die not pressed, nothing changed):
      // a person taps again.
      if (!heard && (await die.getAttribute('aria-pressed')) !== 'true') await die.click();
      await page.waitForFunction(answered, [st.moves, said]);
      const refused = await refusal(page);
      if (refused !== said && refused) throw new Error(`the die ${st.die} was refused: ${refused}`);
      const after = await pageState(page);
      if (after.moves !== st.moves) {
        st.did = 'take-without-mark';
        return st;
      }
      const cells = page.locator('[data-lit]');
      const c = await cells.count();
      const cell = policy.cellIndex ? policy.cellIndex(st, c) % c : 0;
      st.cell = await cells.nth(cell).getAttribute('aria-label');
      await cells.nth(cell).click();
      st.did = st.kind === 'plus_one' ? 'plus-one' : 'take';
      break;
    }
    case 'game_over':
      st.did = 'over';
      return st;
    default:
      throw new Error(`unexpected page state ${JSON.stringify(st)}`);
  }
  await waitChange(page, st);
  return st;
}

/**
 * Enters the values of the dice the panel asks for, as a player with real
 * dice would: one tap on a value per die (`policy.value(state, i)`, else
 * 1–6 in turn), then "Use these dice". Returns the values and the taps.
 */
export async function enterDice(page, entry, policy = {}) {
  const st = await pageState(page);
  const rows = entry.getByRole('group');
  const n = await rows.count();
  const values = [];
  let taps = 0;
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i);
    if (!(await row.isVisible())) continue;
    const die = await row.getAttribute('aria-label');
    const value = policy.value ? policy.value(st, values.length) : ((st.moves + values.length * 5) % 6) + 1;
    await row.getByRole('button').nth(value - 1).click();
    taps += 1;
    values.push([die, value]);
  }
  await entry.getByRole('button', { name: policy.use ?? 'Use these dice', exact: policy.use !== undefined }).click();
  taps += 1;
  return { entered: values, taps };
}

/** Plays until `until(state)` is true (checked before each step) or the game ends. */
export async function playUntil(page, until, policy = {}, maxSteps = 3000) {
  const steps = [];
  for (let i = 0; i < maxSteps; i++) {
    const st = await pageState(page);
    if (st.kind === 'game_over' || until(st, steps)) return steps;
    steps.push(await step(page, policy));
  }
  throw new Error('the game did not end');
}

/** The engine's own verdict on a record: `clever replay` (JSON). */
export function replay(record) {
  const dir = mkdtempSync(join(tmpdir(), 'clever-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, record);
  const out = execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', 'replay', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  return JSON.parse(out);
}

/** The end screen's numbers: { [player]: { yellow, …, foxes, fox_points, total } }. */
export async function endScores(page) {
  // The end panel is written by the worker: wait for it.
  await page.locator('.breakdown td[data-score="total"]').first().waitFor();
  return page.evaluate(() => {
    const out = {};
    for (const td of document.querySelectorAll('.breakdown td[data-score]')) {
      const p = td.dataset.player;
      out[p] ??= {};
      if (td.dataset.score === 'foxes') {
        out[p].foxes = Number(td.dataset.foxes);
        out[p].fox_points = Number(td.querySelector('b').textContent);
      } else {
        out[p][td.dataset.score] = Number(td.textContent);
      }
    }
    return out;
  });
}

/**
 * `clever hint|review FILE` on a record (JSON). The expert searches: a
 * debug build is slow, so this uses the `test` profile (optimised, and
 * already built by `cargo test`).
 */
export function advise(command, record) {
  const dir = mkdtempSync(join(tmpdir(), 'clever-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, record);
  const out = execFileSync('cargo', ['run', '--quiet', '--profile', 'test', '--bin', 'clever', '--', command, file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 900_000,
  });
  return JSON.parse(out);
}

/** Plays, as a person, every decision that is a person's; waits out the computers'. */
export async function playWithComputers(page, { policy = {}, onComputer } = {}) {
  for (let i = 0; i < 20000; i++) {
    const st = await pageState(page);
    if (st.kind === 'game_over') return;
    const computer = await page.evaluate(() => document.querySelector('.shell').hasAttribute('data-computer'));
    if (computer) {
      if (onComputer && (await onComputer(st))) continue;
      await page.waitForFunction(
        ([m, k]) => {
          const s = document.querySelector('.shell');
          return s && (s.dataset.moves !== String(m) || s.dataset.decision !== k || !s.hasAttribute('data-computer'));
        },
        [st.moves, st.kind],
        { timeout: 30_000 },
      );
      continue;
    }
    await step(page, policy);
  }
  throw new Error('the game did not end');
}

/** What the page said of the last link: the tray's note, or at the end the links panel's. */
export async function linkNote(page) {
  const over = (await pageState(page)).kind === 'game_over';
  return (await page.locator(over ? '.link-note' : '.tray .note').textContent()).trim();
}

/**
 * A link delivered as a person would: opened as an address (`how` 'open'),
 * or pasted into the panel; the record before it and what the page said.
 */
export async function deliver(page, link, how) {
  const before = await savedRecord(page);
  if (how === 'open') {
    await page.goto(link);
    await ready(page);
    // Only the address's fragment changed after the first: the app reads it
    // when the browser says so, and then drops it from the address.
    await page.waitForFunction(() => location.hash === '');
  } else {
    await page.getByRole('textbox', { name: 'Link received' }).fill(link);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
  }
  await page.waitForFunction(() =>
    document.querySelector(document.querySelector('.shell')?.dataset.decision === 'game_over' ? '.link-note' : '.tray .note')?.textContent.trim(),
  );
  return { before, said: await linkNote(page) };
}
