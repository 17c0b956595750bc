#!/usr/bin/env node
// Twice as Clever, cross-checked against Clever Lab (issue 43, item 3).
//
//   node scripts/crosscheck-twice.mjs CLEVER_LAB_DIR [--games 2000] [--seed 1]
//        [--clever target/debug/clever] [--fixtures DIR] [--keep 100] [--quiet]
//
// CLEVER_LAB_DIR is a checkout of github.com/fsaintjacques/prettyclever with
// its npm packages installed (`npm install`): its engine is loaded from there
// with its own `tsx`, never copied here. Our engine is `clever lockstep`
// (JSON lines). Both play the same solo games on the same dice, in lockstep:
// this script rolls the dice and hands both engines the same values (the
// solo passive roll's platter by our tie rule, docs/rules-twice.md §7.4), and
// makes every decision once for both, from the moves both list (half of the
// games at random, half as our greedy bot plays). After every step it
// compares the decision, the legal moves, every mark, bonus and action bar,
// and the score; at the end the final score.
//
// Where the two differ as docs/rules-twice.md §12 decides (#2 return with an
// empty pool, #9 wasted picks, #10 +1 per round, #17 the passive pick's
// fallback and skip, #23 a return earned by a bonus used after the choice), the difference is counted under its decision and play
// goes on from the moves both allow (for #17 Clever Lab is made to take the
// die our rules give; its engine applies a pick without checking it). Any
// other difference is printed and ends that game. With --fixtures, the first
// --keep games are written as DIR/games.jsonl (our record and Clever Lab's
// final score) and DIR/summary.json (the figures): `cargo test` replays them.
// Exit code 1 when an unexplained difference was found.

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0].startsWith('-')) {
  console.error('usage: node scripts/crosscheck-twice.mjs CLEVER_LAB_DIR [--games N] [--seed S] [--clever BIN] [--fixtures DIR] [--keep K] [--quiet]');
  process.exit(2);
}
const lab = resolve(argv[0]);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i > 0 ? argv[i + 1] : fallback;
};
const GAMES = Number(option('--games', '2000'));
const SEED = Number(option('--seed', '1'));
const CLEVER = resolve(option('--clever', 'target/debug/clever'));
const FIXTURES = option('--fixtures', null);
const KEEP = Number(option('--keep', '100'));
const QUIET = argv.includes('--quiet');

// ---- Clever Lab, loaded from its checkout with its own tsx ----
const { tsImport } = await import(pathToFileURL(join(lab, 'node_modules/tsx/dist/esm/api/index.mjs')).href);
const load = (path) => tsImport(pathToFileURL(join(lab, path)).href, import.meta.url);
const CL = await load('src/engine/game.ts');
const { twiceAsClever: V } = await load('src/engine/variants/twice-as-clever.ts');
const { scoreState } = await load('src/engine/score.ts');
const COLORS = V.colors; // white, yellow, blue, green, pink, silver
const GREEN_TIMES = [2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1];
// Clever Lab's yellow lattice index of each of our ten cells (Y1–Y10).
const YELLOW_AT = [1, 3, 4, 6, 9, 11, 12, 14, 17, 19];
const ourYellow = (labCell) => YELLOW_AT.indexOf(labCell);

// ---- our engine: `clever lockstep` ----
const ours = spawn(CLEVER, ['lockstep'], { stdio: ['pipe', 'pipe', 'inherit'] });
const waiting = [];
createInterface({ input: ours.stdout }).on('line', (line) => waiting.shift()(JSON.parse(line)));
const ask = (command) =>
  new Promise((done) => {
    waiting.push(done);
    ours.stdin.write(JSON.stringify(command) + '\n');
  });

// ---- dice: a seeded generator of our own (xorshift64*) ----
let rngState = BigInt(SEED) * 0x9e3779b97f4a7c15n + 1n;
const next = () => {
  rngState ^= rngState >> 12n;
  rngState ^= (rngState << 25n) & 0xffffffffffffffffn;
  rngState ^= rngState >> 27n;
  return Number(((rngState * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn) >> 11n) / 2 ** 53;
};
const below = (n) => Math.floor(next() * n);

// ---- moves of both engines as one key ----
function ourKey(move, decision) {
  if (move === 'reroll') return 'reroll';
  if (move === 'forfeit') return 'skip';
  if (move === 'finish') return decision.kind === 'return' ? 'proceed' : 'end';
  const [kind, data] = Object.entries(move)[0];
  switch (kind) {
    case 'take':
      return `take:${data.die}:${data.spot.area}:${data.spot.cell}`;
    case 'plus_one':
      return `plus1:${data.die}:${data.spot.area}:${data.spot.cell}`;
    case 'return':
      return `return:${data}`;
    case 'cross':
      return `mark:${data.area}:${data.cell}`;
    case 'write':
      return `write:${data.spot.area}:${data.spot.cell}:${data.value}`;
    case 'choose':
      return `black:${data.black}`;
  }
  return `?${JSON.stringify(move)}`;
}

const spotKey = (p) => {
  const cell = p.area === 'yellow' ? ourYellow(p.cell) : p.cell;
  return `${p.area}:${cell}`;
};

function labKey(s, a) {
  switch (a.t) {
    case 'reroll':
    case 'proceed':
    case 'skip':
    case 'passiveSkip':
      return a.t;
    case 'endTurn':
      return 'end';
    case 'return':
      return `return:${COLORS[a.die]}`;
    case 'pick':
      return a.placement ? `take:${COLORS[a.die]}:${spotKey(a.placement)}` : `wasted:${COLORS[a.die]}`;
    case 'passivePick':
      return `take:${COLORS[a.die]}:${spotKey(a.placement)}`;
    case 'plus1':
      return `plus1:${COLORS[a.die]}:${spotKey(a.placement)}`;
    case 'bonus': {
      const head = s.pending[0];
      if (a.option !== undefined) return `black:${head.options[a.option].area}`;
      const p = a.placement;
      if (p.area === 'silver' || p.area === 'yellow') return `mark:${spotKey(p)}`;
      const value = p.area === 'green' ? p.value / GREEN_TIMES[p.cell] : p.value;
      return `write:${p.area}:${p.cell}:${value}`;
    }
  }
  return `?${JSON.stringify(a)}`;
}

// ---- what the two say, side by side ----
function labDecision(s) {
  const node = CL.getPending(s, V);
  if (node.kind === 'over') return { kind: 'game_over', actions: [] };
  if (node.kind === 'chance') return { kind: 'roll', actions: [] };
  const head = s.pending[0];
  let kind;
  if (head) {
    kind = head.t === 'free' ? `question:${head.area}` : head.t === 'silverMark' ? `silver_row:${head.value}` : 'round_choice';
  } else {
    kind = { pick: 'choose', preRoll: 'return', endTurn: 'plus_one', passiveEndTurn: 'plus_one', passivePick: 'passive' }[s.phase];
  }
  return { kind, actions: node.actions };
}

function ourDecisionKind(d) {
  if (d.kind === 'question') return `question:${d.area}`;
  if (d.kind === 'silver_row') return `silver_row:${d.value}`;
  return d.kind;
}

/// The differences between our sheet and Clever Lab's, as text (none: []).
function sheetDifferences(view, s) {
  const out = [];
  const sheet = view.sheets[0];
  const a = s.areas;
  for (let i = 0; i < 24; i++) {
    if (((sheet.silver >> i) & 1) !== a.silver[i]) out.push(`silver cell ${i}`);
  }
  for (let i = 0; i < 10; i++) {
    const state = ((sheet.yellow_circled >> i) & 1) + ((sheet.yellow_crossed >> i) & 1);
    if (state !== a.yellow[YELLOW_AT[i]]) out.push(`yellow cell ${i}: ${state} vs ${a.yellow[YELLOW_AT[i]]}`);
  }
  for (const area of ['blue', 'green', 'pink']) {
    const mine = sheet[area].values.slice(0, sheet[area].len).join(',');
    const theirs = a[area].filter((v) => v !== 0).join(',');
    if (mine !== theirs) out.push(`${area}: ${mine} vs ${theirs}`);
  }
  if (sheet.foxes !== s.foxes) out.push(`foxes ${sheet.foxes} vs ${s.foxes}`);
  const bars = [
    ['rerolls', 'reroll', s.rerolls],
    ['plus_ones', 'plus1', s.plus1],
    ['returns', 'return', s.returns],
  ];
  for (const [mine, kind, available] of bars) {
    const bar = sheet[mine];
    if (bar.earned !== s.barUnlocks[kind] || bar.earned - bar.used !== available) {
      out.push(`${mine} ${bar.earned}/${bar.used} vs ${s.barUnlocks[kind]}/${available} available`);
    }
  }
  const score = scoreState(s, V);
  const theirs = ['silver', 'yellow', 'blue', 'green', 'pink'].map((k) => score.areas[k]);
  if (view.scores[0].total !== score.total || view.scores[0].areas.join() !== theirs.join()) {
    out.push(`score ${view.scores[0].total} [${view.scores[0].areas}] vs ${score.total} [${theirs}]`);
  }
  return out;
}

// ---- the comparison ----
const figures = {
  clever_lab: 'fsaintjacques/prettyclever',
  games: 0,
  games_random: 0,
  games_greedy: 0,
  steps: 0,
  legal_moves_compared: 0,
  sheets_compared: 0,
  final_scores_equal: 0,
  known: { '#2 return with an empty pool': 0, '#9 wasted pick offered': 0, '#10 +1 per round': 0, '#17 passive fallback to the fields': 0, '#17 passive skip offered': 0, '#23 return earned after the choice': 0 },
  unexplained: 0,
};
const kept = [];
const problems = [];

function note(known, count = 1) {
  figures.known[known] += count;
}

async function playOne(number) {
  const greedy = number % 2 === 1;
  let view = await ask({ new: { game: 'twice', players: 1, seed: number } });
  const s = CL.newGame(V);
  let steps = 0;
  // Dice used by +1 in this round's active turn (Clever Lab keeps them per round).
  let plusInActive = new Set();
  const moves = [];
  const fail = (why) => {
    why += ` (after ${moves.slice(-3).join(', ')})`;
    figures.unexplained++;
    problems.push({ game: number, step: steps, why });
    if (!QUIET) console.error(`game ${number}, step ${steps}: ${why}`);
    return false;
  };
  for (;;) {
    if (++steps > 500) return fail('the game does not end');
    let lab = labDecision(s);
    const decision = view.decision;
    // #2: with the pool empty our return window opens; Clever Lab's turn ends.
    if (decision.kind === 'return' && lab.kind === 'plus_one') {
      note('#2 return with an empty pool');
      view = await ask({ move: 'finish' });
      continue;
    }
    // #23: a return earned by a "?" used after the choice; Clever Lab decided
    // before using it that no return window opens.
    if (decision.kind === 'return' && lab.kind === 'roll' && s.phase === 'roll' && s.returns > 0 && s.loc.includes('platter')) {
      note('#23 return earned after the choice');
      view = await ask({ move: 'finish' });
      continue;
    }
    // Clever Lab asks for a +1 window or a passive pick with nothing to do;
    // ours moves past them by itself.
    if (lab.kind === 'plus_one' && decision.kind !== 'plus_one' && lab.actions.every((a) => a.t === 'endTurn')) {
      CL.applyActionMut(s, V, { t: 'endTurn' });
      continue;
    }
    if (lab.kind === 'passive' && decision.kind !== 'passive' && lab.actions.every((a) => a.t === 'passiveSkip')) {
      CL.applyActionMut(s, V, { t: 'passiveSkip' });
      continue;
    }
    figures.steps++;
    if (ourDecisionKind(decision) !== lab.kind) {
      return fail(`decision ${JSON.stringify(decision)} vs ${lab.kind}; dice ${JSON.stringify(view.dice)} vs ${s.loc} ${s.faces}, returns ${s.returns}`);
    }
    const differences = sheetDifferences(view, s);
    figures.sheets_compared++;
    if (differences.length > 0) return fail(`sheet: ${differences.join('; ')}`);
    if (decision.kind === 'game_over') break;
    if (decision.kind === 'roll') {
      const dice = decision.dice;
      const pool = COLORS.filter((_, i) => s.loc[i] === 'pool');
      if (!decision.solo_passive && pool.join() !== dice.join()) return fail(`pool ${dice} vs ${pool}`);
      const row = dice.slice();
      for (let i = row.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [row[i], row[j]] = [row[j], row[i]];
      }
      const values = row.map(() => 1 + below(6));
      view = await ask({ roll: row.map((d, i) => [d, values[i]]) });
      if (!view.ok) return fail(`our roll refused: ${view.error}`);
      row.forEach((d, i) => (s.faces[COLORS.indexOf(d)] = values[i]));
      if (decision.solo_passive) {
        // Three lowest to the platter: of equals, the one further right first.
        const order = row.map((d, i) => [values[i], -i, d]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
        const platter = new Set(order.slice(0, 3).map((x) => x[2]));
        COLORS.forEach((c, i) => (s.loc[i] = platter.has(c) ? 'platter' : 'pool'));
        s.phase = 'passivePick';
        plusInActive = new Set(COLORS.filter((_, i) => s.plus1Used[i]));
      } else {
        s.phase = 'pick';
      }
      continue;
    }
    // The legal moves, each as one key.
    const mine = new Map(view.legal.map((m) => [ourKey(m, decision), m]));
    const theirs = new Map(lab.actions.map((a) => [labKey(s, a), a]));
    figures.legal_moves_compared += mine.size;
    const onlyMine = [...mine.keys()].filter((k) => !theirs.has(k));
    const onlyTheirs = [...theirs.keys()].filter((k) => !mine.has(k));
    for (const k of onlyTheirs) {
      if (k.startsWith('wasted:')) note('#9 wasted pick offered');
      else if (k === 'passiveSkip') note('#17 passive skip offered');
      else return fail(`only Clever Lab allows ${k} at ${JSON.stringify(decision)}`);
    }
    let fallback = false;
    for (const k of onlyMine) {
      const die = k.split(':')[1];
      if (k.startsWith('plus1:') && plusInActive.has(die) && s.phase === 'passiveEndTurn') {
        note('#10 +1 per round');
      } else if (decision.kind === 'passive' && k.startsWith('take:') && s.loc[COLORS.indexOf(die)] !== 'platter') {
        fallback = true;
      } else {
        return fail(`only ours allows ${k} at ${JSON.stringify(decision)}`);
      }
    }
    if (fallback) note('#17 passive fallback to the fields');
    // One move for both: the greedy bot's if both allow it, else at random.
    const both = [...mine.keys()].filter((k) => theirs.has(k) || fallback);
    if (both.length === 0) return fail(`no move both allow at ${JSON.stringify(decision)}`);
    let key = both[below(both.length)];
    if (greedy) {
      const choice = (await ask({ bot: 'greedy' })).move;
      if (choice && both.includes(ourKey(choice, decision))) key = ourKey(choice, decision);
    }
    moves.push(key);
    view = await ask({ move: mine.get(key) });
    if (!view.ok) return fail(`our engine refused its own listed ${key}: ${view.error}`);
    let action = theirs.get(key);
    if (!action) {
      // #17: Clever Lab takes the field die our rules give.
      const [, die, area, cell] = key.split(':');
      const labCell = area === 'yellow' ? YELLOW_AT[Number(cell)] : Number(cell);
      const placement = CL.diePlacements(s, V, COLORS.indexOf(die)).find((p) => p.area === area && p.cell === labCell);
      if (!placement) return fail(`Clever Lab cannot place ${key}`);
      action = { t: 'passivePick', die: COLORS.indexOf(die), placement };
    }
    CL.applyActionMut(s, V, action);
  }
  const score = scoreState(s, V);
  if (score.total !== view.scores[0].total) return fail(`final score ${view.scores[0].total} vs ${score.total}`);
  figures.final_scores_equal++;
  if (FIXTURES && kept.length < KEEP) {
    const { record } = await ask({ record: null });
    // The record as our engine wrote it, byte for byte.
    const lab = JSON.stringify({ total: score.total, areas: score.areas, foxes: score.foxCount });
    kept.push(`{"game":${number},"bot":"${greedy ? 'greedy' : 'random'}","clever_lab":${lab},"record":${record}}`);
  }
  return true;
}

for (let number = 1; number <= GAMES; number++) {
  await playOne(number);
  figures.games++;
  figures[number % 2 === 1 ? 'games_greedy' : 'games_random']++;
}
ours.stdin.end();
console.log(JSON.stringify({ ...figures, problems: problems.slice(0, 20) }, null, 2));
if (FIXTURES) {
  mkdirSync(FIXTURES, { recursive: true });
  writeFileSync(join(FIXTURES, 'games.jsonl'), kept.join('\n') + '\n');
  writeFileSync(join(FIXTURES, 'summary.json'), JSON.stringify({ ...figures, seed: SEED, kept: kept.length }, null, 2) + '\n');
}
process.exit(figures.unexplained > 0 ? 1 : 0);
