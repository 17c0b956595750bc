// Shared set-up for the browser tests: Debian's Chromium driven by
// playwright-core (never a Playwright browser download), the static server,
// and a page that records console errors and failed requests.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const OUT = join(HERE, 'out');
export const SUB_PATH = '/clever/';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // performance.memory to the byte, not rounded (the soak test reads it).
  '--enable-precise-memory-info',
];

/** The dice, in order, and the accessible name of a rolled one. */
export const COLOURS = ['White', 'Yellow', 'Blue', 'Green', 'Orange', 'Purple'];
/** A rolled die that cannot be picked now says so at the end of its name. */
export const DIE_NAME = /^(White|Yellow|Blue|Green|Orange|Purple) die, ([1-6]), rolled(?:, cannot be picked now)?$/;

/** The release build: its URLs are relative, so it is served at / and under /clever/. */
export function distMounts() {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: run scripts/test (or trunk build --release first)');
  }
  return { '/': dist, [SUB_PATH]: dist };
}

/** Starts the server (dist/ at / and at /clever/) and Chromium. */
export async function start() {
  const mounts = distMounts();
  mkdirSync(OUT, { recursive: true });
  const server = await serve(mounts);
  // launch() gives every run a fresh temporary profile (user data dir).
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * A page in a new context (fresh localStorage) that records problems:
 * console errors, uncaught exceptions and failed or non-2xx responses.
 */
export async function openPage(browser, options = {}) {
  // Reduced motion (a setting many players have) unless a test asks for
  // motion: the dice's tumble and the marks' flash repaint every frame, and
  // waiting them out took half of a game's time. The animations themselves
  // are tested with motion on (a11y: the tumble; solo: a whole game).
  const context = await browser.newContext({
    viewport: { width: 1000, height: 800 },
    reducedMotion: 'reduce',
    ...options,
  });
  // Every wait ends on what the page says (a move, lit cells, a refusal,
  // a panel); the limit only catches a page that never answers, so it is
  // long enough for a machine with every core busy.
  context.setDefaultTimeout(60_000);
  // Every Content-Security-Policy violation is a problem (the page has a
  // strict policy; see scripts/csp.mjs).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  const page = await context.newPage();
  const problems = [];
  const responses = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText;
    // Cancelled by a reload or navigation the test made (e.g. the favicon,
    // fetched last): not a failure of the app. Error statuses are caught
    // below whatever happens.
    if (why === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url()} ${why}`);
  });
  page.on('response', (res) => {
    responses.push({ url: res.url(), status: res.status() });
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { context, page, problems, responses };
}

/** The accessible names of the rolled dice, in page order. */
export async function diceNames(page) {
  const snapshot = await page.locator('body').ariaSnapshot();
  const names = [];
  for (const line of snapshot.split('\n')) {
    const m = line.match(/- button "([^"]*)"/);
    if (m && DIE_NAME.test(m[1])) names.push(m[1]);
  }
  return names;
}

/** Polls until `locator` matches exactly `n` elements (or throws). */
export async function waitForCount(locator, n, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} matches of ${locator}, found ${count}`);
    await new Promise((ok) => setTimeout(ok, 100));
    count = await locator.count();
  }
}

/** Waits until the page shows six rolled dice; returns their names. */
export async function waitForSixDice(page) {
  await waitForCount(page.getByRole('button', { name: DIE_NAME }), 6);
  return diceNames(page);
}
