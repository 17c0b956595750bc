// One page, either game's app (issue 44): puts the sequel's app (a build of
// scripts/build-twice) beside the first game's in DIST and gives the page a
// loader that chooses, before any wasm loads, the app of the game in
// progress. Each app stays its own size: a saved game of the first game
// loads exactly what it loaded before, the sequel's loads its own app.
//
//   node scripts/both-apps.mjs [DIST] [TWICE_DIST]     (dist, dist-twice)
//
// The loader picks the sequel's app when the saved record is the sequel's
// (`"game":"twice"`, as the engine writes it), when nothing is saved and
// the address asks for it (a shared result: `?seed=N&game=twice`), or when
// the address carries a friend's link of the sequel (its first byte, the
// version, is 3: see src/engine/link.rs); else the first game's. Each app
// offers both games in New game and hands the other game to the other app:
// it saves the new game's record and reloads (src/app/edge/persistence.rs,
// `open_in_other_app`). The apps' files are
// named in <meta name="clever-apps">: for each game its JS, its wasm, its
// worker, then any style sheet of its own; scripts/size-report and
// tests/e2e/bench-ui.mjs read it to measure each game's first load. Then
// the policy (csp.mjs) hashes the new loader and the service worker
// (sw.mjs) precaches both apps.
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(ROOT, 'dist');
const twiceDist = process.argv[3] ?? join(ROOT, 'dist-twice');

function fail(why) {
  console.error(`both-apps: ${why}`);
  process.exit(1);
}

/** What a Trunk build's page loads: its app's JS and wasm, its worker, its style sheets. */
function app(dir) {
  const file = join(dir, 'index.html');
  if (!existsSync(file)) fail(`${file} is missing`);
  const html = readFileSync(file, 'utf8');
  if (html.includes('name="clever-apps"')) fail(`${dir} already has both apps: build it again first`);
  const loader = /<script type="?module"?>([\s\S]*?)<\/script>/.exec(html);
  const js = loader && /from '(\.\/clever-app-[0-9a-f]+\.js)'/.exec(loader[1]);
  const wasm = loader && /module_or_path: '(\.\/clever-app-[0-9a-f]+_bg\.wasm)'/.exec(loader[1]);
  const worker = /<meta name="clever-worker" content="([^"]+)"/.exec(html);
  if (!js || !wasm || !worker) fail(`${file}: Trunk's loader or the worker's meta tag changed: update this script`);
  const css = [...html.matchAll(/<link href=(\S+\.css) [^>]*rel=stylesheet>/g)].map((m) => m[1]);
  return { html, loader: loader[0], js: js[1], wasm: wasm[1], worker: worker[1], css };
}

const clever = app(dist);
const twice = app(twiceDist);

// The sequel's files beside the first game's: content-hashed names, so a
// name in both is the same file (the languages, the shared style sheet).
let copied = 0;
for (const f of readdirSync(twiceDist)) {
  if (f === 'index.html' || f === 'sw.js' || existsSync(join(dist, f))) continue;
  copyFileSync(join(twiceDist, f), join(dist, f));
  copied++;
}

const own = twice.css.filter((c) => !clever.css.includes(c));
const apps = [
  ['clever', clever.js, clever.wasm, clever.worker],
  ['twice', twice.js, twice.wasm, twice.worker, ...own],
]
  .map((a) => a.join(' '))
  .join('|');

// A classic script (no module needed): it reads the meta tag below.
const loader = `<script>(function () {
  var apps = {};
  document.querySelector('meta[name=clever-apps]').content.split('|').forEach(function (a) {
    a = a.split(' ');
    apps[a[0]] = a.slice(1);
  });
  var game = 'clever';
  var saved = '';
  try {
    saved = localStorage.getItem('clever.game') || '';
  } catch (e) {}
  // The saved game's app; with none, a shared link's ("?seed=N&game=twice").
  if (/"game":"twice"/.test(saved) || (!saved && /[?&]game=twice(&|$)/.test(location.search))) game = 'twice';
  var link = /^#(join|turn|score)=([A-Za-z0-9_-]{2})/.exec(location.hash);
  var b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  if (link && ((b64.indexOf(link[2][0]) << 2) | (b64.indexOf(link[2][1]) >> 4)) === 3) game = 'twice';
  var app = apps[game];
  document.documentElement.dataset.game = game;
  document.querySelector('meta[name=clever-worker]').content = app[2];
  function add(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) {
      l.as = as;
      l.type = 'application/wasm';
    }
    if (rel !== 'stylesheet') l.crossOrigin = 'anonymous';
    document.head.appendChild(l);
  }
  add('modulepreload', app[0]);
  add('preload', app[1], 'fetch');
  // The app's own style sheets once the page is parsed: after the shared
  // one (parsed later than this script), as in the app's own build, or
  // the shared rules win every tie (the sequel's cells sized for the
  // first game's sheet). Added then, not by a loader placed after the
  // shared sheet: a script there waits for that sheet, and the wasm with it.
  var own = app.slice(3);
  document.addEventListener('DOMContentLoaded', function () {
    for (var i = 0; i < own.length; i++) add('stylesheet', own[i]);
  });
  import(app[0]).then(function (bindings) {
    return bindings.default({ module_or_path: app[1] }).then(function (wasm) {
      window.wasmBindings = bindings;
      dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: wasm } }));
    });
  });
})();</script>`;

let html = clever.html;
// Trunk's static preloads name one app: the loader adds the chosen app's.
const before = html.length;
html = html.replace(/<link crossorigin href=\.\/clever-app-[0-9a-f]+\.js [^>]*rel=modulepreload>/, '');
html = html.replace(/<link as=fetch crossorigin href=\.\/clever-app-[0-9a-f]+_bg\.wasm [^>]*>/, '');
if (before - html.length < 100) fail("Trunk's preload links changed: update this script");
html = html.replace(clever.loader, () => `<meta name="clever-apps" content="${apps}">${loader}`);
writeFileSync(join(dist, 'index.html'), html);
console.log(`both-apps: ${copied} files of the sequel's app copied; the loader chooses between ${clever.js} and ${twice.js}`);

// The new loader's hash in the policy, then both apps precached.
execFileSync('node', [join(ROOT, 'scripts/csp.mjs'), dist], { stdio: 'inherit' });
execFileSync('node', [join(ROOT, 'scripts/sw.mjs'), dist], { stdio: 'inherit' });
