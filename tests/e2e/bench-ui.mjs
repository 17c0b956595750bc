// The app's speed and size, as a player feels them; prints three figures.
//
//   node tests/e2e/bench-ui.mjs [DIST_DIR] [--taps N] [--loads N] [--game twice]
//
// 1. Tap latency: in the page, performance.now() around a tap on a die until
//    the DOM shows it (the die pressed, its cells lit), then a forced layout;
//    alternating two dice, at 1280×800 and on a 390×844 phone. p50 and p95.
//    And the tap's whole work: from the same click until the next task after
//    it runs (a MessageChannel message posted at the click) and a forced
//    layout: what the page does before it can paint, including anything the
//    app scheduled (effects, timers, frame callbacks). With `--lab DIST` (a
//    build of Clever Lab, the other browser version of the game) the same
//    figure for its dice, side by side in the same browser.
// 2. Interactive time: from the start of navigation to the "Roll the dice"
//    button being in the page (sheet drawn, first action possible); median.
// 3. First load: gzip -9 of the wasm, js and css that DIST_DIR's index.html
//    names (default dist/); and, apart, the worker's files, which load only
//    when a computer seat, a hint, the end of a game or the history needs
//    them.
// 4. Computers: a table of four expert computers at instant pace. Every
//    decision of that game asked again of a fresh worker, one at a time
//    (request posted → reply, reading the record included), p50 and p95;
//    the same round trips as the game waited for them; and the main
//    thread's long tasks (over 50 ms, PerformanceObserver `longtask`) while
//    the computers play.
//
// 5. First visit on a throttled phone: a fresh profile, files served
//    gzipped, CDP Network.emulateNetworkConditions (150 ms latency, 1.6 Mbps
//    down, 750 kbps up) and Emulation.setCPUThrottlingRate 4, at 390×844;
//    from the start of navigation until "Roll the dice" can be tapped
//    (drawn, enabled, and the page answers a tap); median of --visits
//    (default 5), with the bytes on the wire.
//
// A benchmark, not a test: it asserts nothing and prints the figures.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT } from './harness.mjs';
import { serve } from './server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value);
};
const TAPS = option('--taps', 80);
const LOADS = option('--loads', 9);
const VISITS = option('--visits', 5);
// --lab DIST [--lab-die SELECTOR]: a build of Clever Lab, served as it is,
// and what a die is on its page (default: its dice buttons, `.die`).
const labAt = args.indexOf('--lab');
const LAB = labAt < 0 ? null : resolve(args.splice(labAt, 2)[1]);
const labDieAt = args.indexOf('--lab-die');
const LAB_DIE = labDieAt < 0 ? '.die' : args.splice(labDieAt, 2)[1];
// --game twice: the four computers play the sequel (a build with it, such
// as scripts/build-twice's): the worker's decisions are the sequel's.
const gameAt = args.indexOf('--game');
const GAME = gameAt < 0 ? 'clever' : args.splice(gameAt, 2)[1];
const DIST = resolve(args[0] ?? join(ROOT, 'dist'));

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};
const ms = (x) => `${x.toFixed(2)} ms`;

const gzipKb = (dir, f) => execFileSync('gzip', ['-9', '-c', join(dir, f)], { maxBuffer: 1 << 26 }).length;
const short = (f) => f.replace(/^\.\//, '').replace(/-[0-9a-f]{15,16}(_bg)?/, '$1');

/** The page's apps (scripts/both-apps.mjs's meta tag `clever-apps`: game, js, wasm, worker, own css), else one. */
function apps(dir) {
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const meta = /<meta name="clever-apps" content="([^"]*)"/.exec(page);
  if (!meta) return [];
  return meta[1].split('|').map((a) => {
    const [game, js, wasm, worker, ...css] = a.split(' ');
    return { game, files: [js, wasm, ...css].map((f) => f.replace(/^\.\//, '')), worker };
  });
}

/**
 * What the page loads first (the files a tag names, and the chosen game's
 * app), per game; or, `later`, what loads when first needed (the workers).
 */
function firstLoad(dir, later = false) {
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const appFiles = new Set(apps(dir).flatMap((a) => a.files));
  const named = [];
  const rest = [];
  for (const f of readdirSync(dir).sort()) {
    if (!/\.(wasm|js|css)$/.test(f) || f === 'sw.js' || f.startsWith('workbox-')) continue;
    // Named by a tag that loads it (the worker's name in its meta tag is not).
    if (new RegExp(`(href|src)="?[^" >]*${f.replace(/\./g, '\\.')}`).test(page)) named.push(f);
    else if (!appFiles.has(f)) rest.push(f);
  }
  const sum = (files) => {
    const parts = files.map((f) => ({ f, gz: gzipKb(dir, f) }));
    return {
      total: parts.reduce((t, p) => t + p.gz, 0),
      parts: parts.map((p) => `${short(p.f)} ${(p.gz / 1024).toFixed(1)} KB`),
    };
  };
  if (later) return sum(rest);
  const games = apps(dir);
  if (games.length === 0) return [{ game: 'the app', ...sum(named) }];
  return games.map((a) => ({ game: a.game, ...sum([...named, ...a.files]) }));
}

/** A fresh record of a solo game of the sequel (no move yet): what the page finds saved. */
function twiceRecord() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ui-'));
  execFileSync(join(ROOT, 'target/release/clever'), ['simulate', '--bot', 'random', '--games', '1', '--seed', '5', '--game', 'twice', '--records', dir]);
  const record = JSON.parse(readFileSync(join(dir, 'game-1.json'), 'utf8'));
  rmSync(dir, { recursive: true });
  record.moves = [];
  delete record.hints;
  return JSON.stringify(record);
}

const server = await serve({ '/': DIST });
const gzipped = await serve({ '/': DIST }, { gzip: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const viewport = { width: 1280, height: 800 };

// In the page: window.__ready is the time (from navigation start) when
// "Roll the dice" is enabled beside the score sheet (in any language).
function watchReady() {
  const seen = () => {
    const b = document.querySelector('.tray button.roll');
    if (b && !b.disabled && document.querySelector('section.sheet')) {
      window.__ready = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, obs) => { if (seen()) obs.disconnect(); })
    .observe(document, { childList: true, subtree: true });
}

// 5. One throttled first visit: ms until "Roll the dice" can be tapped, and
// the bytes received.
async function throttledVisit(seed, locale = 'en-US', saved = null) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1e6) / 8,
    uploadThroughput: (750 * 1e3) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let wire = 0;
  cdp.on('Network.loadingFinished', (e) => { wire += e.encodedDataLength; });
  await page.addInitScript(watchReady);
  if (saved) await page.addInitScript((record) => localStorage.setItem('clever.game', record), saved);
  await page.goto(`${gzipped.url}/?seed=${seed}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 60_000 });
  // Only what the first screen needed (the service worker's precache of
  // the rest follows).
  const onWire = wire;
  // Tappable: enabled, in view, and hit by a tap at its centre.
  await page.locator('.tray button.roll').click({ trial: true });
  const ms = await page.evaluate(() => window.__ready);
  await context.close();
  return { ms, wire: onWire };
}

/**
 * In the page: `n` taps, alternating the first two of `selector`. A finger's
 * tap is a click with `detail` 1 (a click with `detail` 0 is a key's, after
 * which the app moves the focus on). `whole`: from the click until the next
 * task after it runs (a MessageChannel message posted at the click: it runs
 * after the click's own task and microtasks, and after whatever the browser
 * runs first, a frame or a timer the page set), then a forced layout. `dom`
 * (this app's dice only, `settles`): until the DOM shows the tap (the die
 * pressed, its cells lit, or none when it was put back), then a forced
 * layout.
 */
async function tapLoop([n, selector, settles]) {
  const tick = () => new Promise((ok) => { const c = new MessageChannel(); c.port1.onmessage = ok; c.port2.postMessage(0); });
  const settled = (die, pressed) =>
    die.getAttribute('aria-pressed') === String(pressed) &&
    (pressed ? document.querySelector('[data-lit]') !== null : true);
  const layout = () => {
    document.body.getBoundingClientRect();
    void document.body.offsetHeight;
  };
  const dom = [];
  const whole = [];
  for (let i = 0; i < n; i++) {
    const die = document.querySelectorAll(selector)[i % 2];
    const pressed = die.getAttribute('aria-pressed') !== 'true';
    let next;
    const nextTask = new Promise((ok) => {
      const c = new MessageChannel();
      c.port1.onmessage = () => ok();
      next = () => c.port2.postMessage(0);
    });
    const t0 = performance.now();
    die.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, view: window }));
    next();
    if (settles) {
      for (let k = 0; !settled(die, pressed); k++) {
        await (k < 100 ? Promise.resolve() : tick());
      }
      layout();
      dom.push(performance.now() - t0);
    }
    await nextTask;
    layout();
    whole.push(performance.now() - t0);
    await tick();
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  }
  return { dom, whole };
}

/** This app's dice after a roll, or another
 * page's `selector` as it opens: the taps of `tapLoop`. */
async function tapLatency(url, size, device = {}, selector = '[data-pick]', settles = true) {
  const context = await browser.newContext({ viewport: size, ...device });
  const page = await context.newPage();
  await page.goto(url);
  if (settles) await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator(selector).nth(1).waitFor();
  // The dice have settled (their roll animation is over).
  await page.waitForTimeout(800);
  const out = await page.evaluate(tapLoop, [TAPS, selector, settles]);
  await context.close();
  return out;
}

try {
  // 5. First visits on a throttled phone (before anything warms a cache).
  const visits = [];
  for (let i = 0; i < VISITS; i++) visits.push(await throttledVisit(2000 + i));
  // The same for a Russian phone: its words are one more file, fetched
  // beside the wasm (the largest of the four).
  const russian = [];
  for (let i = 0; i < VISITS; i++) russian.push(await throttledVisit(2000 + i, 'ru-RU'));
  // The sequel's first visit, where the page has its app: a game of it
  // saved (as a link or New game leaves it), so the loader takes its app.
  const sequel = [];
  if (apps(DIST).some((a) => a.game === 'twice')) {
    const record = twiceRecord();
    for (let i = 0; i < VISITS; i++) sequel.push(await throttledVisit(2000 + i, 'en-US', record));
  }

  // 2. Interactive time, in fresh contexts (no save, cold storage).
  const loads = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(watchReady);
    await page.goto(`${server.url}/?seed=${1000 + i}`);
    await page.waitForFunction(() => window.__ready !== undefined);
    loads.push(await page.evaluate(() => window.__ready));
    await context.close();
  }

  // 1. Tap latency: roll, then tap two pickable dice in turn, on a laptop
  // and on a phone.
  const { dom: taps, whole: tapsWhole } = await tapLatency(`${server.url}/?seed=4242`, viewport);
  const { dom: phoneTaps, whole: phoneWhole } = await tapLatency(`${server.url}/?seed=4242`, { width: 390, height: 844 }, { isMobile: true, hasTouch: true });

  // 4. Computers: four experts at instant pace, timed in the page.
  const bots = await browser.newContext({ viewport });
  await bots.addInitScript(() => {
    window.__rtt = [];
    window.__long = [];
    window.__requests = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask' });
    const sent = new Map();
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, ...rest) {
      const [id, command] = String(data).split('\n');
      if (command?.startsWith('decide')) {
        sent.set(id, performance.now());
        window.__requests.push(String(data));
      }
      if (!this.__timed) {
        this.__timed = true;
        this.addEventListener('message', (e) => {
          const id = String(e.data).split('\n')[0];
          if (sent.has(id)) {
            window.__rtt.push(performance.now() - sent.get(id));
            sent.delete(id);
          }
        });
      }
      return post.call(this, data, ...rest);
    };
  });
  const table = await bots.newPage();
  await table.goto(`${server.url}/?seed=777`);
  await table.getByRole('button', { name: 'New game' }).first().click();
  const dialog = table.getByRole('dialog', { name: 'New game' });
  if (GAME === 'twice') await dialog.getByText('Twice as Clever', { exact: true }).click();
  await dialog.getByText('4 players', { exact: true }).click();
  for (let i = 1; i <= 4; i++) {
    await dialog.getByRole('combobox', { name: `Player ${i}` }).selectOption({ label: 'Computer (expert)' });
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await table.getByRole('combobox', { name: 'Computer pace' }).selectOption({ label: 'Instant' });
  // From here on the computers play: only their turns count.
  await table.evaluate(() => {
    window.__long.length = 0;
  });
  await table.waitForFunction(() => document.querySelector('.shell')?.dataset.decision === 'game_over', null, { timeout: 600_000 });
  const { rtt, long } = await table.evaluate(() => ({ rtt: window.__rtt, long: window.__long }));
  // The same decisions again, one at a time, in a worker of their own with
  // nothing else going on: the decision itself (reading the record
  // included), not the page's queue.
  const decisions = await table.evaluate(async () => {
    // The worker of this build, by its content-hashed name.
    const worker = new Worker(document.querySelector('meta[name=clever-worker]').content);
    // Loaded: it says "ready" first.
    await new Promise((ok) => {
      worker.onmessage = () => ok();
    });
    const ask = (request) =>
      new Promise((ok) => {
        worker.onmessage = () => ok();
        worker.postMessage(request);
      });
    // A copy: the requests below pass through the same counting wrapper.
    const requests = [...window.__requests];
    const out = [];
    for (const request of requests) {
      const t0 = performance.now();
      await ask(request);
      out.push(performance.now() - t0);
    }
    worker.terminate();
    return out;
  });
  await bots.close();

  const size = firstLoad(DIST);
  const worker = firstLoad(DIST, true);
  console.log(`bench-ui: ${DIST}`);
  console.log(`tap → DOM + layout at ${viewport.width}×${viewport.height} (${taps.length} taps): p50 ${ms(quantile(taps, 0.5))}, p95 ${ms(quantile(taps, 0.95))}, max ${ms(Math.max(...taps))}`);
  console.log(`tap → DOM + layout on a 390×844 phone (${phoneTaps.length} taps): p50 ${ms(quantile(phoneTaps, 0.5))}, p95 ${ms(quantile(phoneTaps, 0.95))}, max ${ms(Math.max(...phoneTaps))}`);
  console.log(`tap → next task + layout (the tap's whole work) at ${viewport.width}×${viewport.height}: p50 ${ms(quantile(tapsWhole, 0.5))}, p95 ${ms(quantile(tapsWhole, 0.95))}, max ${ms(Math.max(...tapsWhole))}`);
  console.log(`tap → next task + layout on a 390×844 phone: p50 ${ms(quantile(phoneWhole, 0.5))}, p95 ${ms(quantile(phoneWhole, 0.95))}, max ${ms(Math.max(...phoneWhole))}`);
  if (LAB) {
    const lab = await serve({ '/': LAB });
    try {
      const { whole: labTaps } = await tapLatency(`${lab.url}/`, viewport, {}, LAB_DIE, false);
      console.log(`Clever Lab, tap → next task + layout at ${viewport.width}×${viewport.height} (${labTaps.length} taps on ${LAB_DIE}): p50 ${ms(quantile(labTaps, 0.5))}, p95 ${ms(quantile(labTaps, 0.95))}`);
    } finally {
      await lab.close();
    }
  } else {
    console.log('Clever Lab: no build given (--lab DIST [--lab-die SELECTOR]); not measured');
  }
  console.log(`page → sheet ready (${loads.length} loads): median ${ms(quantile(loads, 0.5))}, min ${ms(Math.min(...loads))}, max ${ms(Math.max(...loads))}`);
  for (const load of size) {
    console.log(`first load gzip -9 (${load.game}): ${(load.total / 1024).toFixed(1)} KB (${load.parts.join(', ')})`);
  }
  console.log(`loaded when first needed (the worker) gzip -9: ${(worker.total / 1024).toFixed(1)} KB (${worker.parts.join(', ')})`);
  console.log(`expert decision in the worker, one at a time (${decisions.length} decisions of that game of ${GAME === 'twice' ? 'the sequel' : 'the first game'}): p50 ${ms(quantile(decisions, 0.5))}, p95 ${ms(quantile(decisions, 0.95))}, max ${ms(Math.max(...decisions))}`);
  console.log(`expert decision as the game waited for it (request → reply, page busy drawing): p50 ${ms(quantile(rtt, 0.5))}, p95 ${ms(quantile(rtt, 0.95))}`);
  const visitMs = visits.map((v) => v.ms);
  const wireKb = quantile(visits.map((v) => v.wire), 0.5) / 1024;
  console.log(`first visit, throttled phone (150 ms, 1.6 Mbps down, 750 kbps up, CPU ×4, gzip; ${visits.length} visits): median ${ms(quantile(visitMs, 0.5))}, min ${ms(Math.min(...visitMs))}, max ${ms(Math.max(...visitMs))}, ${wireKb.toFixed(1)} KB on the wire`);
  if (sequel.length) {
    const twMs = sequel.map((v) => v.ms);
    const twKb = quantile(sequel.map((v) => v.wire), 0.5) / 1024;
    console.log(`the same for the sequel (a game of it saved: its app loads): median ${ms(quantile(twMs, 0.5))}, min ${ms(Math.min(...twMs))}, max ${ms(Math.max(...twMs))}, ${twKb.toFixed(1)} KB on the wire`);
  }
  const ruMs = russian.map((v) => v.ms);
  const ruKb = quantile(russian.map((v) => v.wire), 0.5) / 1024;
  console.log(`the same in Russian (its words fetched beside the wasm): median ${ms(quantile(ruMs, 0.5))}, min ${ms(Math.min(...ruMs))}, max ${ms(Math.max(...ruMs))}, ${ruKb.toFixed(1)} KB on the wire`);
  console.log(`main-thread long tasks (> 50 ms) while four computers play a game: ${long.length}${long.length ? `, longest ${ms(Math.max(...long))}` : ''}`);
} finally {
  await browser.close();
  await server.close();
  await gzipped.close();
}
