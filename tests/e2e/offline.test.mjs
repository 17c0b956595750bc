// Installable and offline (issue 15): the service worker (Workbox, see
// scripts/sw.mjs) precaches the build, so a reload with the network off
// opens the app and the saved game goes on; Chromium finds the app
// installable; a new deployment is announced ("A new version is ready",
// "Reload") and taken only when the player reloads, the game kept. At /
// and under /clever/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { ROOT, SUB_PATH, openPage, start } from './harness.mjs';
import { serve } from './server.mjs';
import { pageState, ready, savedRecord, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const BASES = ['/', SUB_PATH];
const POLICY = { plusOne: () => false };

async function play(page, n) {
  for (let i = 0; i < n; i++) await step(page, POLICY);
  return (await pageState(page)).moves;
}

/** Waits until a service worker controls the page (then it works offline). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
}

async function waitMoves(page, n) {
  await page.waitForFunction((m) => document.querySelector('.shell')?.dataset.moves === String(m), n);
}

describe('offline', () => {
  for (const base of BASES) {
    test(`after one visit, a reload with the network off opens the app and the game goes on (${base})`, async () => {
      const { context, page, problems } = await openPage(env.browser);
      await page.goto(`${env.server.url}${base}?seed=31`);
      await ready(page);
      const scope = await controlled(page);
      assert.equal(scope, `${env.server.url}${base}`, 'the worker\'s scope is the page\'s folder');
      const moves = await play(page, 3);
      assert.ok(moves > 0);
      const saved = await savedRecord(page);

      await context.setOffline(true);
      const asked = env.server.requests.length;
      await page.reload();
      await ready(page);
      await waitMoves(page, moves);
      assert.equal(await savedRecord(page), saved, 'the saved game came back as it was');
      assert.equal(env.server.requests.length, asked, 'nothing reached the server');
      // And it goes on, still offline.
      const more = await play(page, 2);
      assert.ok(more > moves);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('installable', () => {
  for (const base of BASES) {
    test(`Chromium reports no installability errors, and the manifest is complete (${base})`, async () => {
      // Installability is never granted in an incognito context (what
      // browser.newContext() makes): a persistent one, in a fresh profile.
      const profile = mkdtempSync(join(tmpdir(), 'clever-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
        viewport: { width: 1000, height: 800 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const problems = [];
        page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
        page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
        page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));
        await page.goto(`${env.server.url}${base}`);
        await ready(page);
        await controlled(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, []);
        const { url, data, errors } = await cdp.send('Page.getAppManifest');
        assert.equal(url, `${env.server.url}${base}manifest.webmanifest`);
        assert.deepEqual(errors, []);
        const manifest = JSON.parse(data);
        assert.equal(manifest.display, 'standalone');
        assert.equal(manifest.start_url, './');
        assert.equal(manifest.scope, './');
        const icons = manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`);
        for (const want of ['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable', 'any image/svg+xml any']) {
          assert.ok(icons.includes(want), `icon ${want}`);
        }
        for (const icon of manifest.icons) {
          const res = await page.request.get(new URL(icon.src, url).href);
          assert.equal(res.status(), 200, icon.src);
        }
        const touch = await page.locator('link[rel="apple-touch-icon"]').evaluate((l) => l.href);
        assert.equal((await page.request.get(touch)).status(), 200);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});

/**
 * Two deployments of the same build at / and /clever/, in a temporary
 * folder: build 1 is dist/ as it is; build 2 has one
 * precached file changed (index.html carries <meta name="clever-build"
 * content="2">) and its service worker regenerated by scripts/sw.mjs, as
 * the next `trunk build` would.
 */
function deployments() {
  const dir = mkdtempSync(join(tmpdir(), 'clever-deploy-'));
  const out = {};
  for (const [name, from] of [['root', 'dist'], ['sub', 'dist']]) {
    const one = join(dir, `${name}-1`);
    const two = join(dir, `${name}-2`);
    cpSync(join(ROOT, from), one, { recursive: true });
    cpSync(join(ROOT, from), two, { recursive: true });
    const index = join(two, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<meta name="clever-build" content="2" />\n    <title>'));
    execFileSync('node', [join(ROOT, 'scripts/sw.mjs'), two], { stdio: 'pipe' });
    assert.notEqual(readFileSync(join(one, 'sw.js'), 'utf8'), readFileSync(join(two, 'sw.js'), 'utf8'));
    out[name] = [one, two];
  }
  return { dir, ...out };
}

describe('updates', () => {
  let deploy;
  before(() => {
    deploy = deployments();
  });
  after(() => {
    rmSync(deploy.dir, { recursive: true, force: true });
  });

  for (const base of BASES) {
    test(`a new deployment is announced, taken on "Reload", and the game is kept (${base})`, async () => {
      const [one, two] = base === '/' ? deploy.root : deploy.sub;
      const server = await serve({ [base]: one });
      const { context, page, problems } = await openPage(env.browser);
      try {
        await page.goto(`${server.url}${base}?seed=32`);
        await ready(page);
        await controlled(page);
        const moves = await play(page, 3);
        const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
        assert.equal(await banner.isVisible(), false, 'no banner before a new build');
        const scripts = () => page.evaluate(() => [...document.scripts].map((s) => s.textContent).join());
        const oldLoader = await scripts();

        server.mount(base, two);
        // The app looks for updates when it comes back to the foreground
        // and every hour; here the test asks now.
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        await banner.waitFor({ state: 'visible', timeout: 30_000 });
        // Nothing changed under the player's feet: still build 1, same game.
        assert.equal(await page.locator('meta[name="clever-build"]').count(), 0);
        assert.equal(await scripts(), oldLoader);
        assert.equal((await pageState(page)).moves, moves);
        // A plain reload (another tab, a navigation) keeps the old build
        // while it is open, and still offers the new one.
        await page.reload();
        await ready(page);
        assert.equal(await page.locator('meta[name="clever-build"]').count(), 0, 'old build until the player says so');
        await banner.waitFor({ state: 'visible' });

        await banner.getByRole('button', { name: 'Reload' }).click();
        await page.waitForFunction(() => document.querySelector('meta[name="clever-build"]')?.content === '2');
        await ready(page);
        await waitMoves(page, moves);
        assert.equal(await banner.isVisible(), false, 'the banner is gone after the update');
        assert.ok((await play(page, 1)) > moves, 'the game goes on in the new build');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        await server.close();
      }
    });
  }
});

describe('about', () => {
  test('the Menu\'s About panel shows the version with its commit, the licence and the source', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(`${env.server.url}/`);
    await ready(page);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByText('About', { exact: true }).click();
    const facts = page.locator('.about-facts');
    const text = await facts.innerText();
    const cargo = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
    assert.match(text, new RegExp(`Version\\s+${cargo.replaceAll('.', '\\.')} \\(([0-9a-f]{7,}|unknown)\\)`));
    assert.match(text, /Licence\s+MIT/);
    assert.match(text, /Source\s+\S/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
