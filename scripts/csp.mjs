// Trunk post_build hook: puts a strict Content-Security-Policy in the built
// index.html. Trunk's loader is an inline module script, so the policy names
// that exact script by its SHA-256 hash (never 'unsafe-inline'); everything
// else comes from the page's own origin, and no other origin is allowed.
// A debug build (`trunk serve`, scripts/serve) is for a developer's own
// machine: Trunk adds its live-reload script to the page as it serves it
// (no hash can name it) and talks to it over a WebSocket, so its policy
// allows inline scripts and ws:/wss: to the page's host. Release builds,
// the only ones shipped and tested, keep the strict policy.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('csp: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (scripts.length === 0) {
  console.error('csp: no inline script found in index.html');
  process.exit(1);
}
const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
const debug = process.env.TRUNK_PROFILE === 'debug';
const policy = [
  "default-src 'self'",
  // (With a hash in the list, a browser ignores 'unsafe-inline': none then.)
  debug ? "script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'" : `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  debug ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/g, '');
// Trunk may have minified the page: `<meta charset=utf-8>` then.
html = html.replace(/(<meta charset="?utf-8"?\s*\/?>)/i, `$1\n    ${meta}`);
if (!html.includes(meta)) {
  console.error('csp: could not place the policy after <meta charset="utf-8">');
  process.exit(1);
}
writeFileSync(file, html);
console.log(debug ? 'csp: debug build: inline scripts and WebSockets allowed (Trunk\'s live reload)' : `csp: ${scripts.length} inline script(s) hashed into the policy`);
