// Makes the app's PNG icons from its own SVG (public/favicon.svg), once:
// headless Chromium (Debian's, driven by playwright-core from tests/e2e)
// screenshots the SVG at each exact size. The PNGs are committed under
// public/; run again only when the favicon changes:
//
//   node scripts/icons.mjs
//
// "any" icons keep the favicon's rounded square on a transparent ground;
// the maskable one and the Apple touch icon fill the whole square (the
// platform cuts its own shape) with the pips inside the safe zone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const svg = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
const pips = [...svg.matchAll(/<circle[^>]*\/>/g)].map((m) => m[0]).join('');
const fill = svg.match(/<rect[^>]*fill="([^"]+)"/)[1];
// Full bleed, pips scaled to 75% around the centre (inside the 80% circle).
const fullBleed =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${fill}"/>` +
  `<g transform="translate(12 12) scale(.75) translate(-12 -12)">${pips}</g></svg>`;

const icons = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['icon-maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, fullBleed],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const [name, size, source] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="${url}">`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({ path: join(ROOT, 'public', name), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  console.log(`icons: public/${name} (${size}×${size})`);
}
await browser.close();
