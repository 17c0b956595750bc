// Trunk post_build step (after scripts/csp.mjs): generates the service
// worker sw.js with Workbox (workbox-build, the library behind workbox-cli,
// from tests/e2e's npm packages) in Trunk's staging folder. It precaches
// every file of the build (index.html, the hashed js, wasm and css, the
// manifest and icons), so a second visit works with no network. No
// skipWaiting: a new worker waits until the player chooses "Reload" (the
// app posts {type: 'SKIP_WAITING'}), so an old page never gets the new
// wasm. Precache URLs are relative to sw.js, so the same worker works at /
// and under /clever/ (the app registers "./sw.js").
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'tests/e2e/package.json'));
let generateSW;
try {
  ({ generateSW } = require('workbox-build'));
} catch {
  console.error('sw: workbox-build is missing: run scripts/setup (npm ci in tests/e2e)');
  process.exit(1);
}

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('sw: no TRUNK_STAGING_DIR (run as a Trunk hook) and no folder given');
  process.exit(2);
}

// A debug build (`trunk serve`, scripts/serve) gets no worker: it would
// keep serving the previous build after each rebuild. The app registers
// none in a debug build either (src/app/edge/offline.rs).
if (process.env.TRUNK_PROFILE === 'debug') {
  console.log('sw: debug build: no service worker');
  process.exit(0);
}

const { count, size, warnings, filePaths } = await generateSW({
  globDirectory: dir,
  globPatterns: ['**/*.{html,js,wasm,css,svg,png,webmanifest}', 'lang-*.json'],
  globIgnores: ['sw.js', 'sw.js.map', 'workbox-*.js'],
  swDest: join(dir, 'sw.js'),
  // The wasm is well over Workbox's default 2 MB limit in debug builds.
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  // Trunk's file names carry their content hash: no revision needed.
  dontCacheBustURLsMatching: /-[0-9a-f]{16}(_bg)?\.(js|wasm|css|svg)$/,
  // "/clever/?seed=3" is index.html too.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  navigateFallback: 'index.html',
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const w of warnings) console.warn(`sw: warning: ${w}`);
if (!filePaths.some((p) => p.endsWith('sw.js'))) {
  console.error('sw: no sw.js written');
  process.exit(1);
}
console.log(`sw: sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KB`);
