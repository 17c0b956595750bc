// Trunk post_build hook: minifies the app's JS glue (Trunk minifies the
// worker's, not the module the page loads) with terser, and puts the new
// file's hash in the page's `integrity` attribute for it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// terser is one of the test folder's npm packages (scripts/setup installs it).
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { minify } = createRequire(join(ROOT, 'tests/e2e/package.json'))('terser');

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('minify: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
for (const name of readdirSync(dir)) {
  if (!/^clever-app-.*\.js$/.test(name)) continue;
  const file = join(dir, name);
  const before = readFileSync(file, 'utf8');
  const { code } = await minify(before, { module: true, compress: true, mangle: true });
  writeFileSync(file, code);
  // The page names the file with the hash of what it was.
  html = html.split(sri(before)).join(sri(code));
  console.log(`minify: ${name} ${before.length} -> ${code.length} bytes`);
}
writeFileSync(page, html);
