// scripts/house-rules.mjs on small made-up trees: each rule passes on a
// tree that keeps it and fails, naming the file and line, on one that
// breaks it.   node --test scripts/house-rules.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { houseRules } from './house-rules.mjs';

const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// A tree that keeps every rule, with `changes` (path → text; null: no
// such file) on top.
function check(changes = {}) {
  const files = {
    'src/lib.rs': 'pub mod engine;\npub mod words;\npub mod worker;\npub mod app;\n',
    'src/main.rs': 'fn main() {\n    clever::app::mount();\n}\n',
    'src/bin/clever.rs': 'use clever::engine::Game;\nfn main() {}\n',
    'src/engine/mod.rs': 'mod game;\nmod dice;\npub use dice::Die;\npub use game::Game;\n',
    'src/engine/dice.rs': 'pub struct Die;\n',
    'src/engine/game.rs': '// Through the folder\'s face, to dice.rs: no circle.\nuse super::Die;\npub struct Game(Die);\n',
    'src/words/mod.rs': 'use crate::engine::Game;\npub fn words(_: Game) {}\n',
    'src/worker.rs': 'pub mod protocol;\nuse crate::words::words;\npub fn answer() {}\n',
    'src/worker/protocol.rs': 'pub struct Request;\n',
    'src/app/mod.rs': 'mod root;\npub use root::mount;\n#[cfg(test)]\nmod tests;\n',
    'src/app/root.rs':
      'use crate::worker::protocol::Request;\npub fn mount() {\n    let _ = "crate::worker::answer";\n}\n',
    'src/app/tests.rs': 'use crate::worker::answer;\n',
    ...changes,
  };
  const dir = mkdtempSync(join(tmpdir(), 'house-rules-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const { problems, edges } = houseRules(dir);
  const imports = edges.map((i) => `${i.from}:${i.line} ${i.path} -> ${i.to}`);
  return { ok: problems.length === 0, said: problems.join('\n'), imports };
}

const lines = (n) => Array.from({ length: n }, (_, i) => `    let _x${i} = ${i};\n`).join('');

test('a tree that keeps the rules passes (tests, comments and strings are no imports)', () => {
  const { ok, said } = check();
  assert.ok(ok, said);
});

test('the imports found run from the file and line that writes them to the file that defines the name', () => {
  const seen = check().imports;
  assert.ok(seen.includes('src/engine/game.rs:2 super::Die -> src/engine/dice.rs'), seen.join('\n'));
  assert.ok(seen.includes('src/main.rs:2 clever::app::mount -> src/app/root.rs'), seen.join('\n'));
  assert.ok(!seen.some((s) => s.startsWith('src/engine/mod.rs')), 'a pub use that hands a name on is no import');
  assert.ok(!seen.some((s) => s.includes('crate::worker::answer')), 'a string, and tests.rs, are no imports');
});

test('two files that import each other fail, each import named', () => {
  const { ok, said } = check({
    'src/engine/dice.rs': 'use super::game::Game;\npub struct Die;\n',
  });
  assert.ok(!ok);
  assert.match(said, /import cycle between 2 files of src \(src\/engine\/dice\.rs, src\/engine\/game\.rs\)/);
  assert.match(said, /src\/engine\/dice\.rs:1 super::game::Game -> src\/engine\/game\.rs/);
  assert.match(said, /src\/engine\/game\.rs:2 super::Die -> src\/engine\/dice\.rs/);
});

test('a mod.rs that uses its child, whose child uses what mod.rs defines, is a cycle', () => {
  const { ok, said } = check({
    'src/engine/mod.rs': 'mod game;\nmod dice;\npub use dice::Die;\nuse game::Game;\npub struct Table(Game);\n',
    'src/engine/game.rs': 'pub struct Game(super::Table);\n',
  });
  assert.ok(!ok);
  assert.match(said, /src\/engine\/game\.rs:1 super::Table -> src\/engine\/mod\.rs/);
});

test('a path written in full in the code is an import; under #[cfg(test)] it is not', () => {
  const cycle = 'pub struct Die;\nfn f() {\n    crate::engine::Game::new();\n}\n';
  assert.match(check({ 'src/engine/dice.rs': cycle }).said, /dice\.rs:3 crate::engine::Game::new -> src\/engine\/game\.rs/);
  const tested = 'pub struct Die;\n#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    use crate::engine::Game;\n}\n';
  assert.ok(check({ 'src/engine/dice.rs': tested }).ok);
});

test('a folder importing one it may not fails: the engine never imports the words', () => {
  const { ok, said } = check({ 'src/engine/dice.rs': 'use crate::words::words;\npub struct Die;\n' });
  assert.ok(!ok);
  assert.match(said, /engine may not import words \(engine imports only fnv, json, order, qr;/);
  assert.match(said, /src\/engine\/dice\.rs:1 crate::words::words -> src\/words\/mod\.rs/);
});

test('the app imports the worker\'s protocol, never the worker', () => {
  const { ok, said } = check({ 'src/app/root.rs': 'pub fn mount() {\n    crate::worker::answer();\n}\n' });
  assert.ok(!ok);
  assert.match(said, /app may not import worker .*\n\s+src\/app\/root\.rs:2 crate::worker::answer -> src\/worker\.rs/);
});

test('the worker, the binaries and the engine never import the app', () => {
  const worker = check({ 'src/worker/protocol.rs': 'use crate::app::mount;\npub struct Request;\n' });
  assert.ok(!worker.ok);
  assert.match(worker.said, /the worker imports the app \(only src\/main\.rs may\):\n\s+src\/worker\/protocol\.rs:1 crate::app::mount -> src\/app\/root\.rs/);
  const bin = check({ 'src/bin/clever.rs': 'fn main() {\n    clever::app::mount();\n}\n' });
  assert.match(bin.said, /the binary src\/bin imports the app/);
  assert.match(bin.said, /src\/bin\/clever\.rs:2 clever::app::mount -> src\/app\/root\.rs/);
  // A binary in a folder of its own (src/bin/NAME/main.rs and its modules).
  const folder = {
    'src/bin/clever.rs': null,
    'src/bin/clever/main.rs': 'mod replay;\nfn main() {\n    replay::replay();\n}\n',
    'src/bin/clever/replay.rs': 'use clever::engine::Game;\npub fn replay() {}\n',
  };
  assert.ok(check(folder).ok);
  const nested = check({ ...folder, 'src/bin/clever/replay.rs': 'use clever::app::mount;\npub fn replay() {}\n' });
  assert.match(nested.said, /the binary src\/bin imports the app/);
  assert.match(nested.said, /src\/bin\/clever\/replay\.rs:1 clever::app::mount -> src\/app\/root\.rs/);
  const engine = check({ 'src/engine/dice.rs': 'pub struct Die;\npub fn f() {\n    crate::app::mount();\n}\n' });
  assert.match(engine.said, /src\/engine imports the app/);
});

test('a function in src/app over 80 lines fails; 80 lines pass', () => {
  // The `fn` line, 78 lines of body and the closing brace: 80 lines.
  const at80 = `pub fn mount() {}\npub fn long() {\n${lines(78)}}\n`;
  assert.ok(check({ 'src/app/root.rs': at80 }).ok);
  const at81 = `pub fn mount() {}\n/// Doc lines are not counted.\npub fn long(\n    a: u8,\n) {\n${lines(77)}}\n`;
  const { ok, said } = check({ 'src/app/root.rs': at81 });
  assert.ok(!ok);
  assert.match(said, /src\/app\/root\.rs:3 fn long is 81 lines/);
  // Outside src/app the rule does not apply.
  assert.ok(check({ 'src/engine/dice.rs': `pub struct Die;\nfn long() {\n${lines(90)}}\n` }).ok);
});

test('the app\'s rooms: a view imports the state, the state never a view', () => {
  const rooms = {
    'src/app/mod.rs': 'mod root;\npub mod state;\npub mod views;\npub use root::mount;\n',
    'src/app/state/mod.rs': 'pub mod session;\n',
    'src/app/views/mod.rs': 'pub mod sheet;\n',
    'src/app/views/sheet.rs': 'use crate::app::state::session::Session;\npub struct Sheet(Session);\n',
  };
  const fine = check({ ...rooms, 'src/app/state/session.rs': 'pub struct Session;\n' });
  assert.ok(fine.ok, fine.said);
  const { ok, said } = check({
    ...rooms,
    'src/app/state/session.rs': 'pub struct Session;\npub fn f() {\n    crate::app::views::sheet::draw();\n}\n',
    'src/app/views/sheet.rs': 'pub fn draw() {}\n',
  });
  assert.ok(!ok);
  assert.match(said, /app\/state may not import app\/views .*\n\s+src\/app\/state\/session\.rs:3 crate::app::views::sheet::draw -> src\/app\/views\/sheet\.rs/);
});

test('views only draw: a view that imports the edge\'s storage, archive or persistence fails', () => {
  const rooms = {
    'src/app/mod.rs': 'mod root;\npub mod edge;\npub mod state;\npub mod views;\npub use root::mount;\n',
    'src/app/edge/mod.rs': 'pub mod offline;\npub mod storage;\n',
    'src/app/edge/offline.rs': 'pub fn register() {}\n',
    'src/app/edge/storage.rs': 'pub fn save_theme(_: &str) {}\n',
    'src/app/state/mod.rs': 'pub mod stored;\n',
    'src/app/state/stored.rs': 'pub fn keep_theme(_: &str) {}\n',
    'src/app/views/mod.rs': 'pub mod menu;\n',
  };
  // Another file of the edge, and storage through the state, are fine.
  const fine = check({
    ...rooms,
    'src/app/views/menu.rs':
      'use crate::app::edge::offline;\npub fn theme() {\n    offline::register();\n    crate::app::state::stored::keep_theme("dark");\n}\n',
  });
  assert.ok(fine.ok, fine.said);
  const used = check({
    ...rooms,
    'src/app/views/menu.rs': 'use crate::app::edge::storage;\npub fn theme() {\n    storage::save_theme("dark");\n}\n',
  });
  assert.ok(!used.ok);
  assert.match(used.said, /app\/views may not import src\/app\/edge\/storage\.rs \(views only draw: storage is read and written by the session's methods/);
  assert.match(used.said, /scripts\/house-rules\.mjs FILES, docs\/architecture\.md\):\n\s+src\/app\/views\/menu\.rs:1 crate::app::edge::storage -> src\/app\/edge\/storage\.rs/);
  // A full path in the code is an import too.
  const written = check({
    ...rooms,
    'src/app/views/menu.rs': 'pub fn theme() {\n    crate::app::edge::storage::save_theme("dark");\n}\n',
  });
  assert.match(written.said, /src\/app\/views\/menu\.rs:2 crate::app::edge::storage::save_theme -> src\/app\/edge\/storage\.rs/);
});
