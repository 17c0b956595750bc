// Trunk post_build hook (release builds), after drop-streams.mjs and before
// minify.mjs: gives the app's wasm imports short names ("a", "b", … "aB").
//
// Why: wasm-bindgen names each import of the JS glue after what it calls
// plus a 16-hex-digit hash ("__wbg_getItem_8b3c4f2a9d1e0b77"), and each
// name is written twice, in the wasm's import section and as a key of the
// glue's import object. The hashes do not compress: about 190 of them cost
// the first load some 3 KB gzip (docs/performance.md). Nothing else reads
// the names: the glue hands the object to `WebAssembly.instantiate`, which
// matches the wasm's imports by name.
//
// The page's integrity attributes follow the new files.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('short-imports: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
if (process.env.TRUNK_PROFILE === 'debug') process.exit(0);

const one = (re, what) => {
  const found = readdirSync(dir).filter((n) => re.test(n));
  if (found.length !== 1) throw new Error(`short-imports: expected one ${what} in ${dir}, found ${found.length}`);
  return join(dir, found[0]);
};
const wasmFile = one(/^clever-app-[0-9a-f]+_bg\.wasm$/, "app's wasm");
const jsFile = one(/^clever-app-[0-9a-f]+\.js$/, "app's JS glue");
const js = readFileSync(jsFile, 'utf8');

// ---- the glue's import object: one key at eight spaces per import
const lines = js.split('\n');
const open = lines.findIndex((l) => /^ {4}const import0 = \{$/.test(l));
const close = lines.indexOf('    };', open);
if (open < 0 || close < 0) throw new Error("short-imports: the JS glue's import object is not as wasm-bindgen writes it");
const module = js.match(/"([^"]+)": import0\b/)?.[1];
if (!module) throw new Error('short-imports: the JS glue does not name the module of its import object');

// "a" … "Z", then "aa" …: never a JS keyword, never `__proto__`.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const short = (i) => (i < LETTERS.length ? LETTERS[i] : short(Math.floor(i / LETTERS.length) - 1) + LETTERS[i % LETTERS.length]);
const names = new Map();
for (let i = open + 1; i < close; i++) {
  const key = lines[i].match(/^ {8}(\w+): /);
  if (!key || key[1] === '__proto__') continue;
  const name = short(names.size);
  names.set(key[1], name);
  lines[i] = lines[i].replace(key[1], name);
}

// ---- the wasm: its import section with the new names
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
const str = (buf, at) => {
  const len = readU(buf, at);
  const s = buf.subarray(at.p, at.p + len).toString();
  at.p += len;
  return s;
};
const bytes = (s) => Buffer.concat([uleb(Buffer.byteLength(s)), Buffer.from(s)]);
const wasm = readFileSync(wasmFile);
const parts = [wasm.subarray(0, 8)];
const renamed = new Set();
for (let p = 8; p < wasm.length; ) {
  const at = { p: p + 1 };
  const size = readU(wasm, at);
  const end = at.p + size;
  if (wasm[p] !== 2) {
    parts.push(wasm.subarray(p, end));
    p = end;
    continue;
  }
  const count = readU(wasm, at);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const from = at.p;
    const mod = str(wasm, at);
    const field = str(wasm, at);
    const descFrom = at.p;
    const kind = wasm[at.p++];
    if (kind === 0) readU(wasm, at);
    else if (kind === 1 || kind === 2) {
      if (kind === 1) at.p++; // the reference type
      const flags = wasm[at.p++];
      readU(wasm, at);
      if (flags & 1) readU(wasm, at);
    } else if (kind === 3) at.p += 2;
    else throw new Error(`short-imports: an import of kind ${kind} (${mod} ${field})`);
    const desc = wasm.subarray(descFrom, at.p);
    if (mod === module && names.has(field)) {
      entries.push(Buffer.concat([bytes(mod), bytes(names.get(field)), desc]));
      renamed.add(field);
    } else {
      entries.push(wasm.subarray(from, at.p));
    }
  }
  const body = Buffer.concat([uleb(count), ...entries]);
  parts.push(Buffer.from([2]), uleb(body.length), body);
  p = end;
}
// Every key renamed in the glue must be an import renamed in the wasm.
const missing = [...names.keys()].filter((n) => !renamed.has(n));
if (missing.length) throw new Error(`short-imports: the wasm does not import ${missing.slice(0, 3).join(', ')}…`);
const newWasm = Buffer.concat(parts);
new WebAssembly.Module(newWasm); // still a valid module
const newJs = lines.join('\n');
writeFileSync(wasmFile, newWasm);
writeFileSync(jsFile, newJs);

// ---- the page: integrity attributes of the new files
const sri = (b) => `sha384-${createHash('sha384').update(b).digest('base64')}`;
const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');
writeFileSync(page, html.split(sri(wasm)).join(sri(newWasm)).split(sri(js)).join(sri(newJs)));
console.log(`short-imports: ${names.size} imports renamed; wasm ${wasm.length} -> ${newWasm.length} bytes, JS ${js.length} -> ${newJs.length}`);
