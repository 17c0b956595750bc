// Trunk post_build step (first, before scripts/minify.mjs, csp.mjs and
// sw.mjs, which must see the final names): gives the worker's files a
// content hash in their names, like Trunk gives the app's, so a page only
// ever talks to the worker of its own build (during a deploy an open page
// would otherwise load a newer worker than itself).
//
//   clever-bot_bg.wasm -> clever-bot-<hash>_bg.wasm
//   clever-bot.js      -> clever-bot-<hash>.js
//   bot-worker.js      -> bot-worker-<hash>.js   (names the two above)
//
// and tells the app the worker's name in index.html:
//   <meta name="clever-worker" content="bot-worker-<hash>.js">
// (src/app/edge/worker_channel.rs reads it). Each hash is of the file's final
// content, so bot-worker's covers the other two names. 16 hex digits, like Trunk's
// (scripts/sw.mjs treats such names as never changing).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('worker-hash: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const names = readdirSync(dir);
/** The one file of the build matching `pattern` (or stop: the build changed). */
function one(pattern, what) {
  const found = names.filter((n) => pattern.test(n));
  if (found.length !== 1) {
    console.error(`worker-hash: expected one ${what}, found ${JSON.stringify(found)}`);
    process.exit(1);
  }
  return found[0];
}

const wasm = one(/^clever-bot(-[0-9a-f]+)?_bg\.wasm$/, "worker's wasm");
const glue = one(/^clever-bot(-[0-9a-f]+)?\.js$/, "worker's glue");
const script = one(/^bot-worker(-[0-9a-f]+)?\.js$/, 'worker script');

/** Renames `from` to `<stem>-<hash of text><ext>`; returns the new name. */
function rename(from, stem, ext, text) {
  const to = `${stem}-${hash(text)}${ext}`;
  if (to !== from) renameSync(join(dir, from), join(dir, to));
  writeFileSync(join(dir, to), text);
  return to;
}

const newWasm = rename(wasm, 'clever-bot', '_bg.wasm', readFileSync(join(dir, wasm)));
const glueText = readFileSync(join(dir, glue), 'utf8').split(wasm).join(newWasm);
const newGlue = rename(glue, 'clever-bot', '.js', glueText);
let worker = readFileSync(join(dir, script), 'utf8');
for (const [from, to] of [
  [glue, newGlue],
  [wasm, newWasm],
]) {
  if (!worker.includes(`./${from}`)) {
    console.error(`worker-hash: ${script} does not name ./${from}`);
    process.exit(1);
  }
  worker = worker.split(`./${from}`).join(`./${to}`);
}
const newScript = rename(script, 'bot-worker', '.js', worker);

const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
for (const [from, to] of [
  [wasm, newWasm],
  [glue, newGlue],
  [script, newScript],
]) {
  html = html.split(from).join(to);
}
const meta = `<meta name="clever-worker" content="${newScript}" />`;
html = html.replace(/<meta name="?clever-worker"?[^>]*>\s*/g, '');
html = html.replace(/(<meta charset="?utf-8"?\s*\/?>)/i, `$1\n    ${meta}`);
if (!html.includes(meta)) {
  console.error('worker-hash: could not place the worker meta after <meta charset="utf-8">');
  process.exit(1);
}
writeFileSync(page, html);
console.log(`worker-hash: ${newScript}, ${newGlue}, ${newWasm}`);
