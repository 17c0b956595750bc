// Trunk post_build step (before scripts/csp.mjs and sw.mjs): copies the
// languages the app loads (public/lang/<code>.json, made from src/words by
// `clever words public/lang`) into the build as lang-<code>-<hash>.json,
// and names them in index.html:
//   <meta name="clever-lang" content="en:lang-en-<hash>.json de:…">
// English is built into the app but for How to play's texts: its file is
// fetched when How to play first opens, never preloaded.
// (src/app/views/language.rs and index.html's preloading script read it). The
// hash is of the content, so a page only ever loads the words of its own
// build, and scripts/sw.mjs treats the names as never changing.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('lang-hash: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
const source = fileURLToPath(new URL('../public/lang/', import.meta.url));
const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
for (const old of readdirSync(dir).filter((n) => /^lang-[a-z]+-[0-9a-f]+\.json$/.test(n))) {
  rmSync(join(dir, old));
}
const pairs = [];
for (const code of ['en', 'de', 'hu', 'ru', 'it']) {
  const text = readFileSync(join(source, `${code}.json`));
  const name = `lang-${code}-${hash(text)}.json`;
  writeFileSync(join(dir, name), text);
  pairs.push(`${code}:${name}`);
}
const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
const meta = `<meta name="clever-lang" content="${pairs.join(' ')}" />`;
html = html.replace(/<meta name="?clever-lang"?[^>]*>\s*/g, '');
html = html.replace(/(<meta charset="?utf-8"?\s*\/?>)/i, `$1\n    ${meta}`);
if (!html.includes(meta)) {
  console.error('lang-hash: could not place the languages meta after <meta charset="utf-8">');
  process.exit(1);
}
writeFileSync(page, html);
console.log(`lang-hash: ${pairs.join(' ')}`);
