// The import rules of src (issue 41, point 5), checked by reading the code:
//
//   1. no import cycle between the files of src;
//   2. the folders (top-level modules) import each other only as the table
//      FOLDERS below says, which also keeps them free of cycles, and never
//      a file the table FILES keeps from them (a view never imports the
//      edge's storage, archive or persistence);
//   3. only src/main.rs and src/app itself import the app: neither the
//      `clever` command (src/bin/clever/) nor the worker (src/worker.rs,
//      src/worker/, src/bin/clever-bot.rs) ever does;
//   4. no function in src/app is over 80 lines.
//
// A module is one file (a `mod x { … }` inside a file is part of it). An
// import is a `use` path or a path in the code that starts with crate::,
// super::, self::, a child module's name or, in a binary, clever::. A name
// is followed through `pub use` to the file that defines it; a `pub use`
// that only hands a name on (a folder's mod.rs) is no import of its own.
// Tests are no part of it: `#[cfg(test)]` items and tests.rs, *_tests.rs
// and src/**/tests/ files. Macro and method calls are not followed (a
// method comes with its type, and the type's path is an import).
//
//   node scripts/house-rules.mjs            check; exit 1 with each broken rule
//   node scripts/house-rules.mjs --graph    also list every import found
//   node scripts/house-rules.mjs --root DIR another tree (the script's tests)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Which folder may import which (docs/architecture.md, "The folders and
// their imports"). A binary is a folder of its own, src/lib.rs is `lib`, and
// the worker's protocol is apart from the worker: the app may use its types
// but never the worker's code (kept out of the first load).
const LEAVES = ['fnv', 'json', 'order', 'qr'];
const APP_BELOW = ['worker/protocol', 'stats', 'words', 'engine', 'fnv', 'json', 'order'];
const FOLDERS = {
  fnv: [],
  json: [],
  order: [],
  qr: [],
  engine: LEAVES,
  bot: ['engine'],
  stats: ['engine'],
  words: ['engine', ...LEAVES],
  'worker/protocol': ['engine', 'stats', ...LEAVES],
  worker: ['worker/protocol', 'bot', 'stats', 'words', 'engine', ...LEAVES],
  app: APP_BELOW,
  // The app's rooms: the state never imports the edge or a view, the edge
  // never a view, and a view never storage (views only draw; the session's
  // methods, the state's `stored()` and the edge's effects read and write
  // it: FILES below). The start (app/start.rs) puts the edge behind the
  // state and makes the page.
  'app/dom': APP_BELOW,
  'app/state': ['app/dom', ...APP_BELOW],
  'app/edge': ['app/state', 'app/dom', ...APP_BELOW],
  'app/views': ['app/edge', 'app/state', 'app/dom', ...APP_BELOW],
  'app/start': ['app/views', 'app/edge', 'app/state', 'app/dom', ...APP_BELOW],
  lib: ['app', 'worker', 'worker/protocol', 'bot', 'stats', 'words', 'engine', ...LEAVES],
  'bin clever-app': ['app', 'app/start', 'app/views'],
  'bin clever-bot': ['worker'],
  'bin clever': ['worker', 'worker/protocol', 'bot', 'stats', 'words', 'engine', ...LEAVES],
};

// Files a folder may never import, though it may import their folder: why.
const FILES = {
  'app/views': {
    files: ['src/app/edge/storage.rs', 'src/app/edge/archive.rs', 'src/app/edge/persistence.rs'],
    why:
      'views only draw: storage is read and written by the session\'s methods, ' +
      'the state\'s `stored()` (app/state/stored.rs) or the edge\'s effects, wired by app/start.rs',
  },
};

const isTestFile = (path) =>
  /(^|\/)tests\.rs$|_tests\.rs$/.test(path) || /(^|\/)src\/(.*\/)?tests\//.test(path);

// The code without comments, strings and characters (blanked, lines kept),
// so that what is left is paths, braces and items.
function strip(text) {
  const out = [];
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out.push(blank(text.slice(i, stop)));
      i = stop;
    } else if (c === '/' && next === '*') {
      let depth = 0;
      let j = i;
      do {
        if (text.startsWith('/*', j)) (depth++, (j += 2));
        else if (text.startsWith('*/', j)) (depth--, (j += 2));
        else j++;
      } while (depth > 0 && j < text.length);
      out.push(blank(text.slice(i, j)));
      i = j;
    } else if (/^b?r#*"/.test(text.slice(i, i + 40)) && !/\w/.test(text[i - 1] ?? '')) {
      const [open] = text.slice(i).match(/^b?r(#*)"/);
      const close = '"' + open.slice(open.indexOf('r') + 1, -1);
      const end = text.indexOf(close, i + open.length);
      const stop = end < 0 ? text.length : end + close.length;
      out.push('""' + blank(text.slice(i + 2, stop)));
      i = stop;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out.push('""' + blank(text.slice(i + 2, j + 1)));
      i = j + 1;
    } else if (c === "'") {
      // A character ('x', '\n', '\u{..}') or a lifetime ('a).
      const m = text.slice(i).match(/^'(\\(u\{[0-9a-fA-F]+\}|x..|.)|[^\\'])'/u);
      if (m) {
        out.push(' ' + blank(m[0].slice(1)));
        i += m[0].length;
      } else {
        out.push(c);
        i++;
      }
    } else {
      out.push(c);
      i++;
    }
  }
  return out.join('');
}

// The end of the item that starts at `from`: its `;` or its closing brace.
function itemEnd(code, from) {
  let depth = 0;
  for (let j = from; j < code.length; j++) {
    const c = code[j];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === ';') return j + 1;
    else if (depth === 0 && c === '{') return matchBrace(code, j) + 1;
  }
  return code.length;
}
function matchBrace(code, open) {
  let depth = 0;
  for (let j = open; j < code.length; j++) {
    if (code[j] === '{') depth++;
    else if (code[j] === '}' && --depth === 0) return j;
  }
  return code.length - 1;
}

// `#[cfg(test)]` items (with the attributes after it) blanked.
function withoutTests(code) {
  const attr = /#\s*\[\s*cfg\s*\(\s*(test|all\s*\(\s*test\b[^\]]*)\)\s*\]/g;
  let m;
  while ((m = attr.exec(code))) {
    let j = m.index + m[0].length;
    for (;;) {
      const rest = code.slice(j).match(/^\s*#\s*\[/);
      if (!rest) break;
      let depth = 0;
      j += rest[0].length - 1;
      for (; j < code.length; j++) {
        if (code[j] === '[') depth++;
        else if (code[j] === ']' && --depth === 0) break;
      }
      j++;
    }
    const end = itemEnd(code, j);
    code = code.slice(0, m.index) + code.slice(m.index, end).replace(/[^\n]/g, ' ') + code.slice(end);
  }
  return code;
}

const lineAt = (code, index) => code.slice(0, index).split('\n').length;

// A use tree (`a::{b, c::d as e, f::*}`) as flat paths.
function useTree(text, prefix, into) {
  text = text.trim();
  const brace = text.indexOf('{');
  if (brace >= 0 && !text.slice(0, brace).includes(',')) {
    const head = text.slice(0, brace).replace(/::\s*$/, '');
    const base = head ? [...prefix, ...head.split('::').map((s) => s.trim())] : prefix;
    const inner = text.slice(brace + 1, text.lastIndexOf('}'));
    let depth = 0;
    let start = 0;
    for (let j = 0; j <= inner.length; j++) {
      const c = inner[j];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if ((c === ',' && depth === 0) || j === inner.length) {
        const part = inner.slice(start, j).trim();
        if (part) useTree(part, base, into);
        start = j + 1;
      }
    }
    return;
  }
  const [path, alias] = text.split(/\s+as\s+/);
  const segs = [...prefix, ...path.split('::').map((s) => s.trim())];
  if (segs[segs.length - 1] === 'self') segs.pop();
  const glob = segs[segs.length - 1] === '*';
  if (glob) segs.pop();
  into.push({ segs, glob, name: glob ? null : (alias ?? segs[segs.length - 1]).trim() });
}

const isApp = (folder) => folder === 'app' || folder.startsWith('app/');
const show = (i) => `${i.from}:${i.line} ${i.path} -> ${i.to}`;
const MAX_LINES = 80;

// The tree at `root` read: its files, the imports between them and what
// breaks a rule, each a message.
export function houseRules(root) {
  const src = join(root, 'src');
  // The crates: the library from src/lib.rs, each binary from its file; each
  // module from its parent's `mod x;` (tests left out).
  const modules = new Map(); // key "crate::a::b" or "bin x" → module
  const files = new Map(); // path → { code, its modules' regions, folder }

  function load(path, key, crate, folder) {
    const code = withoutTests(strip(readFileSync(path, 'utf8')));
    const file = { path: relative(root, path), code, regions: [], folder };
    files.set(file.path, file);
    // A crate's root (a binary's file in src/bin too) holds its modules beside it.
    const dir = /(^|\/)(mod|lib|main)\.rs$/.test(path) || key === crate
      ? path.replace(/[^/]+$/, '')
      : path.replace(/\.rs$/, '/');
    addModule(key, crate, file, 0, code.length, dir);
  }

  function addModule(key, crate, file, start, end, dir) {
    const mod = { key, crate, file, children: new Set(), defs: new Map(), uses: [] };
    modules.set(key, mod);
    file.regions.push({ start, end, key });
    const body = file.code.slice(start, end);
    // Items at this module's own level (not in a function or an impl).
    let depth = 0;
    let level = '';
    for (let j = 0; j < body.length; j++) {
      const c = body[j];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      level += depth === 0 || (depth === 1 && start > 0) ? c : c === '\n' ? '\n' : ' ';
    }
    if (start > 0) level = level.replace(/^[^{]*\{/, (s) => s.replace(/[^\n]/g, ' '));
    const kinds = 'fn|struct|enum|trait|type|const|static|union|mod|macro_rules\\s*!';
    const item = new RegExp(
      `(?<![\\w])(pub(?:\\s*\\([^)]*\\))?\\s+)?(?:(?:const|async|unsafe)\\s+)*(${kinds})\\s*([A-Za-z_]\\w*)`,
      'g',
    );
    for (const m of level.matchAll(item)) {
      const [, vis, kind, name] = m;
      mod.defs.set(name, { kind, pub: Boolean(vis) });
      if (kind !== 'mod') continue;
      const at = start + m.index + m[0].length;
      const after = file.code.slice(at).match(/^\s*([;{])/);
      const child = `${key}::${name}`;
      mod.children.add(name);
      if (after?.[1] === '{') {
        const open = at + after[0].length - 1;
        addModule(child, crate, file, open, matchBrace(file.code, open) + 1, `${dir}${name}/`);
      } else {
        const path = [`${dir}${name}.rs`, `${dir}${name}/mod.rs`].find(existsSync);
        if (!path) throw new Error(`${file.path}: no file for mod ${name}`);
        if (!isTestFile(relative(root, path))) load(path, child, crate, file.folder ?? name);
      }
    }
    // Its `use` items, in functions too; its inline modules' are theirs.
    let own = body;
    for (const r of file.regions) {
      if (r.key.startsWith(`${key}::`) && r.key.split('::').length === key.split('::').length + 1) {
        own = own.slice(0, r.start - start) + ' '.repeat(r.end - r.start) + own.slice(r.end - start);
      }
    }
    mod.own = own;
    for (const m of own.matchAll(/(?<![\w])(pub(?:\s*\([^)]*\))?\s+)?use\s+([^;]+);/g)) {
      const entries = [];
      useTree(m[2].replace(/^::/, ''), [], entries);
      for (const e of entries) {
        e.pub = Boolean(m[1]);
        e.line = lineAt(file.code, start + m.index);
        mod.uses.push(e);
      }
    }
  }

  load(join(src, 'lib.rs'), 'crate', 'crate', null);
  files.get('src/lib.rs').folder = 'lib';
  for (const [path, name] of [
    ['src/main.rs', 'clever-app'],
    // A binary is a file of src/bin or a folder of it with its main.rs.
    ...(existsSync(join(src, 'bin')) ? readdirSync(join(src, 'bin')) : []).flatMap((f) =>
      f.endsWith('.rs')
        ? [[`src/bin/${f}`, f.slice(0, -3)]]
        : existsSync(join(src, 'bin', f, 'main.rs'))
          ? [[`src/bin/${f}/main.rs`, f]]
          : [],
    ),
  ]) {
    if (existsSync(join(root, path))) load(join(root, path), `bin ${name}`, `bin ${name}`, `bin ${name}`);
  }
  // A file in a folder of FOLDERS below the top (`worker/protocol`,
  // `app/state`, …) is in the deepest such folder it is in.
  const deeper = Object.keys(FOLDERS)
    .filter((k) => k.includes('/'))
    .sort((a, b) => b.length - a.length);
  for (const file of files.values()) {
    const key = deeper.find((k) => file.path === `src/${k}.rs` || file.path.startsWith(`src/${k}/`));
    if (key) file.folder = key;
  }

  // A path as written in module `key` → an absolute path (null: another crate).
  function absolute(key, segs, depth = 0) {
    const mod = modules.get(key);
    const [first, ...rest] = segs;
    if (first === 'crate') return [mod.crate, ...rest];
    if (first === 'self') return [...key.split('::'), ...rest];
    if (first === 'super') {
      const parent = key.split('::').slice(0, -1).join('::');
      return rest[0] === 'super' ? absolute(parent, rest, depth) : [...parent.split('::'), ...rest];
    }
    if (first === 'clever' && mod.crate !== 'crate') return ['crate', ...rest];
    if (mod.children.has(first) || mod.defs.has(first)) return [...key.split('::'), ...segs];
    const alias = mod.uses.find((u) => u.name === first);
    if (alias && depth < 20) {
      const target = absolute(key, alias.segs, depth + 1);
      return target && [...target, ...rest];
    }
    return null;
  }

  // An absolute path → the module that defines it, through `pub use`.
  function definer(abs, depth = 0) {
    let n = abs.length;
    while (n > 0 && !modules.has(abs.slice(0, n).join('::'))) n--;
    if (n === 0) return null;
    const key = abs.slice(0, n).join('::');
    const mod = modules.get(key);
    const [name, ...rest] = abs.slice(n);
    if (name === undefined || mod.defs.has(name) || depth > 20) return key;
    const alias = mod.uses.find((u) => u.name === name);
    if (alias) {
      const target = absolute(key, alias.segs);
      return target ? definer([...target, ...rest], depth + 1) : key;
    }
    for (const glob of mod.uses.filter((u) => u.glob)) {
      const target = absolute(key, glob.segs);
      const from = target && modules.get(target.join('::'));
      if (from && provides(from, name, depth + 1)) {
        return definer([...target, name, ...rest], depth + 1);
      }
    }
    return key;
  }
  function provides(mod, name, depth) {
    if (depth > 20) return false;
    if (mod.defs.get(name)?.pub || mod.uses.some((u) => u.pub && u.name === name)) return true;
    return mod.uses.some((u) => {
      if (!u.glob || !u.pub) return false;
      const target = absolute(mod.key, u.segs);
      const from = target && modules.get(target.join('::'));
      return from && provides(from, name, depth + 1);
    });
  }
  // What a glob brings in: each public name and the module that defines it.
  function globNames(mod, depth = 0, into = new Map()) {
    if (depth > 20) return into;
    for (const [name, def] of mod.defs) if (def.pub) into.set(name, { key: mod.key, kind: def.kind });
    for (const u of mod.uses.filter((u) => u.pub)) {
      const target = absolute(mod.key, u.segs);
      if (!target) continue;
      if (u.glob) {
        const from = modules.get(target.join('::'));
        if (from) globNames(from, depth + 1, into);
      } else {
        const key = definer(target);
        if (key) into.set(u.name, { key, kind: modules.get(key).defs.get(target.at(-1))?.kind });
      }
    }
    return into;
  }

  // Every import: from file, to file, line, and the path as written.
  const imports = [];
  function note(file, key, line, path) {
    const to = modules.get(key)?.file.path;
    if (to && to !== file.path) imports.push({ from: file.path, to, line, path });
  }
  for (const mod of modules.values()) {
    const { file } = mod;
    const region = file.regions.find((r) => r.key === mod.key);
    // The module's own code, without its `use` items.
    const blank = (s) => s.replace(/[^\n]/g, ' ');
    let own = mod.own.replace(/(?<![\w])(pub(\s*\([^)]*\))?\s+)?use\s+[^;]+;/g, blank);
    own = own.replace(/pub\s*\(\s*in\s+[^)]*\)/g, blank);
    const uses = (name) => new RegExp(`(?<![\\w])${name}(?![\\w])`).test(own);
    for (const u of mod.uses) {
      // A name handed on and not used here is no import of this file.
      if (u.pub && (u.glob || !uses(u.name))) continue;
      const abs = absolute(mod.key, u.segs);
      if (!abs) continue;
      const path = u.segs.join('::') + (u.glob ? '::*' : '');
      if (!u.glob) {
        note(file, definer(abs), u.line, path);
        continue;
      }
      const from = modules.get(abs.join('::'));
      if (!from) continue;
      note(file, from.key, u.line, path);
      // A trait's methods are used without its name: a glob's traits count.
      for (const [name, { key, kind }] of globNames(from)) {
        if (kind === 'trait' || uses(name)) note(file, key, u.line, `${path} (${name})`);
      }
    }
    const starts = ['crate', 'super', 'self', ...mod.children];
    if (mod.crate !== 'crate') starts.push('clever');
    const path = new RegExp(`(?<![\\w$:])(?:${starts.join('|')})(?:\\s*::\\s*[A-Za-z_]\\w*)+`, 'g');
    for (const m of own.matchAll(path)) {
      const segs = m[0].split('::').map((s) => s.trim());
      const abs = absolute(mod.key, segs);
      if (abs) note(file, definer(abs), lineAt(file.code, region.start + m.index), segs.join('::'));
    }
  }

  const unique = new Map();
  for (const i of imports) {
    const id = `${i.from} ${i.to}`;
    if (!unique.has(id) || unique.get(id).line > i.line) unique.set(id, i);
  }
  const edges = [...unique.values()].sort((a, b) => (a.from + a.to < b.from + b.to ? -1 : 1));

  const problems = [];

  // 1. Cycles between files: each strongly connected group, one loop of it.
  const out = new Map();
  for (const i of edges) out.set(i.from, [...(out.get(i.from) ?? []), i]);
  function loopThrough(start, group) {
    const back = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const at = queue.shift();
      for (const i of out.get(at) ?? []) {
        if (!group.has(i.to)) continue;
        if (i.to === start) {
          const loop = [i];
          for (let e = back.get(at); e; e = back.get(e.from)) loop.unshift(e);
          return loop;
        }
        if (!back.has(i.to)) (back.set(i.to, i), queue.push(i.to));
      }
    }
    return [];
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  function connect(v) {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const { to } of out.get(v) ?? []) {
      if (!index.has(to)) (connect(to), low.set(v, Math.min(low.get(v), low.get(to))));
      else if (stack.includes(to)) low.set(v, Math.min(low.get(v), index.get(to)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = new Set();
    let w;
    do group.add((w = stack.pop()));
    while (w !== v);
    if (group.size > 1) {
      const first = [...group].sort()[0];
      problems.push(
        `import cycle between ${group.size} files of src (${[...group].sort().join(', ')}); one loop:\n` +
          loopThrough(first, group).map((i) => `    ${show(i)}`).join('\n'),
      );
    }
  }
  for (const f of files.keys()) if (!index.has(f)) connect(f);

  // 2. and 3. The folders, and the app imported only by the app binary.
  for (const i of edges) {
    const from = files.get(i.from).folder;
    const to = files.get(i.to).folder;
    if (from === to) continue;
    if (isApp(to) && !isApp(from) && from !== 'bin clever-app' && from !== 'lib') {
      const worker = from.startsWith('worker') || from === 'bin clever-bot';
      const who = worker ? 'the worker' : from.startsWith('bin') ? 'the binary src/bin' : `src/${from}`;
      problems.push(`${who} imports the app (only src/main.rs may):\n    ${show(i)}`);
    } else if (!(FOLDERS[from] ?? []).includes(to)) {
      const may = FOLDERS[from]?.join(', ') || 'nothing';
      problems.push(
        `${from} may not import ${to} (${from} imports only ${may}; ` +
          `scripts/house-rules.mjs FOLDERS, docs/architecture.md):\n    ${show(i)}`,
      );
    } else if (FILES[from]?.files.includes(i.to)) {
      problems.push(
        `${from} may not import ${i.to} (${FILES[from].why}; ` +
          `scripts/house-rules.mjs FILES, docs/architecture.md):\n    ${show(i)}`,
      );
    }
  }

  // 4. No function in src/app over 80 lines, from its `fn` line to its
  // closing brace as one reads it (clippy's too_many_lines counts only a
  // body's lines of code: an 81-line function can be 70 by its count).
  for (const file of files.values()) {
    if (!isApp(file.folder)) continue;
    for (const m of file.code.matchAll(/(?<![\w])fn\s+([A-Za-z_]\w*)/g)) {
      let depth = 0;
      let open = -1;
      for (let j = m.index; j < file.code.length && open < 0; j++) {
        const c = file.code[j];
        if (c === '(' || c === '[') depth++;
        else if (c === ')' || c === ']') depth--;
        else if (depth === 0 && c === ';') break;
        else if (depth === 0 && c === '{') open = j;
      }
      if (open < 0) continue;
      const first = lineAt(file.code, m.index);
      const lines = lineAt(file.code, matchBrace(file.code, open)) - first + 1;
      if (lines > MAX_LINES) {
        problems.push(
          `a function in src/app over ${MAX_LINES} lines (split it: a view that only draws, ` +
            `the rest beside it):\n    ${file.path}:${first} fn ${m[1]} is ${lines} lines`,
        );
      }
    }
  }

  return { files: files.size, edges, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? process.argv[at + 1] : fileURLToPath(new URL('..', import.meta.url));
  const { files, edges, problems } = houseRules(root);
  if (process.argv.includes('--graph')) for (const i of edges) console.log(show(i));
  if (problems.length) {
    for (const p of problems) console.error(`house-rules: ${p}`);
    process.exit(1);
  }
  console.log(
    `house-rules: ${files} files, ${edges.length} imports between them: no cycle, folders in ` +
      `order (no view importing storage), the app imported only by src/main.rs; no function in ` +
      `src/app over ${MAX_LINES} lines`,
  );
}
