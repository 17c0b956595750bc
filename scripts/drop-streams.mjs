// Trunk post_build hook (release builds), before minify.mjs: drops from the
// app the three stream classes of wasm-streams (IntoUnderlyingSource,
// IntoUnderlyingSink, IntoUnderlyingByteSource), their code in the wasm and
// the JS glue's imports only they used.
//
// Why: Leptos always turns on server_fn's "browser" feature, which brings
// wasm-streams, whose classes are wasm-bindgen exports, so no optimiser may
// drop them. They turn a Rust stream into a JS one for a server function's
// response; this app has no server and no server function, so nothing ever
// makes one. Dropped, the first load is 2.7 KB gzip smaller (wasm 2.2 KB,
// the JS glue 0.5 KB; docs/performance.md).
//
// The wasm's exports are cut from its export section, then wasm-opt -Os
// (npm's binaryen, as Trunk's own pass) removes what only they reached.
// The page's integrity attributes follow the new files.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// npm's binaryen, the one Trunk uses (never Debian's binaryen 108, whose
// wasm is broken): one of the test folder's packages (scripts/setup).
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WASM_OPT = join(ROOT, 'tests/e2e/node_modules/.bin/wasm-opt');

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('drop-streams: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
// A debug build is not optimised: nothing to gain, and its wasm is served as built.
if (process.env.TRUNK_PROFILE === 'debug') process.exit(0);

const CLASS = /^(__wbg_)?intounderlying(bytesource|sink|source)(_|$)/;
const CLASSES = ['IntoUnderlyingByteSource', 'IntoUnderlyingSink', 'IntoUnderlyingSource'];

const one = (re, what) => {
  const found = readdirSync(dir).filter((n) => re.test(n));
  if (found.length !== 1) throw new Error(`drop-streams: expected one ${what} in ${dir}, found ${found.length}`);
  return join(dir, found[0]);
};
const wasmFile = one(/^clever-app-[0-9a-f]+_bg\.wasm$/, "app's wasm");
const jsFile = one(/^clever-app-[0-9a-f]+\.js$/, "app's JS glue");

// ---- the wasm: its export section without the classes' exports
const uleb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
};
const readU = (buf, at) => {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[at.p++];
    value |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte & 0x80);
  return value >>> 0;
};
const wasm = readFileSync(wasmFile);
const parts = [wasm.subarray(0, 8)];
const dropped = [];
for (let p = 8; p < wasm.length; ) {
  const at = { p: p + 1 };
  const size = readU(wasm, at);
  const end = at.p + size;
  if (wasm[p] === 7) {
    const count = readU(wasm, at);
    const kept = [];
    for (let i = 0; i < count; i++) {
      const from = at.p;
      const len = readU(wasm, at);
      const name = wasm.subarray(at.p, at.p + len).toString();
      at.p += len + 1; // the name, then the kind
      readU(wasm, at); // the index
      if (CLASS.test(name)) dropped.push(name);
      else kept.push(wasm.subarray(from, at.p));
    }
    const body = Buffer.concat([uleb(kept.length), ...kept]);
    parts.push(Buffer.from([7]), uleb(body.length), body);
  } else {
    parts.push(wasm.subarray(p, end));
  }
  p = end;
}
if (!dropped.length) {
  console.log('drop-streams: the app exports no stream class (nothing to drop)');
  process.exit(0);
}
if (!existsSync(WASM_OPT)) throw new Error(`drop-streams: no ${WASM_OPT}: run scripts/setup`);
const cut = `${wasmFile}.cut`;
writeFileSync(cut, Buffer.concat(parts));
execFileSync(WASM_OPT, [cut, '-Os', '--strip-producers', '--strip-target-features', '-o', wasmFile], { stdio: 'inherit' });
rmSync(cut);
const newWasm = readFileSync(wasmFile);
const imported = new Set(WebAssembly.Module.imports(new WebAssembly.Module(newWasm)).map((i) => i.name));

// ---- the JS glue: the classes, their finalizers, and the imports no longer asked for
const js = readFileSync(jsFile, 'utf8');
let lines = js.split('\n');
const without = (from, to) => {
  lines = [...lines.slice(0, from), ...lines.slice(to)];
};
for (const name of CLASSES) {
  const start = lines.indexOf(`export class ${name} {`);
  const end = lines.indexOf('}', start);
  if (start < 0 || end < 0) throw new Error(`drop-streams: the JS glue has no class ${name} as wasm-bindgen writes it`);
  const dispose = lines[end + 1]?.startsWith(`if (Symbol.dispose) ${name}.`) ? 2 : 1;
  without(start, end + dispose + (lines[end + dispose] === '' ? 1 : 0));
  const fin = lines.indexOf(`const ${name}Finalization = (typeof FinalizationRegistry === 'undefined')`);
  if (fin < 0 || !lines[fin + 2]?.includes('new FinalizationRegistry')) throw new Error(`drop-streams: no finalizer of ${name} as wasm-bindgen writes it`);
  without(fin, fin + 3);
}
// The import object: one entry a key at eight spaces, up to the next.
const open = lines.findIndex((l) => /^ {4}const import0 = \{$/.test(l));
const close = lines.indexOf('    };', open);
if (open < 0 || close < 0) throw new Error("drop-streams: the JS glue's import object is not as wasm-bindgen writes it");
const entries = [];
for (let i = open + 1; i < close; i++) {
  const key = lines[i].match(/^ {8}(\w+): /);
  if (key) entries.push({ name: key[1], from: i });
}
let unused = 0;
for (let e = entries.length - 1; e >= 0; e--) {
  const { name, from } = entries[e];
  if (!name.startsWith('__wbg_') || imported.has(name)) continue;
  without(from, e + 1 < entries.length ? entries[e + 1].from : close);
  unused++;
}
const newJs = lines.join('\n');
if (/intounderlying/i.test(newJs)) throw new Error('drop-streams: the JS glue still names a stream class');
writeFileSync(jsFile, newJs);

// ---- the page: integrity attributes of the new files
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');
const next = html.split(sri(wasm)).join(sri(newWasm)).split(sri(js)).join(sri(newJs));
writeFileSync(page, next);
console.log(`drop-streams: ${dropped.length} exports and ${unused} imports dropped; wasm ${wasm.length} -> ${newWasm.length} bytes, JS ${js.length} -> ${newJs.length}`);
