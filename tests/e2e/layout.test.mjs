// The layout on the screens people hold, measured against the viewport
// the page really has (a phone's browser bars take up to 180 px of its
// height). Every upright phone width from 320 to 430 px at heights from
// the screen's down to 180 px less, sideways phones from 568×320 to
// 932×430, tablets and desktops; each with the first-game guide showing,
// in English and in the language whose texts are longest on that kind of
// screen, solo and with four players, at an active pick (just rolled), a
// passive pick and the end. And every other panel the app shows: a game by
// link (the invitation, the own turn to send and a friend's awaited, with
// the field to paste it; at its end the own score to send and the field for
// the friends'), the hand-over between players, the question "Which player
// are you?", New game, the Menu (with the games put aside, the unreadable
// saves kept and About), History and statistics, How to play, the dialogs of
// an unreadable save and of a game gone on in another tab. One page per
// kind of screen, each game and panel opened once and resized through every
// size of that kind; the games are saved records; a screenshot only of a
// failure (out/layout-fail-*.png); a summary table.
// The sequel (Twice as Clever, its own build in dist-twice/) the same way:
// its sheet at every size, in the longest language, with the guide, solo
// and with four players at an active and a passive pick and at the end,
// each state reached once; axe-core on each of its screens once per kind of
// screen (both themes on upright phones, the light one on the others). And
// its six dice told apart without hue in every language.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, pageState, playUntil, ready, savedRecord } from './play.mjs';
import { serve } from './server.mjs';

/** Upright phones: [width, the screen's height]; each also at 90 and 180 px less. */
const UPRIGHT = [
  [320, 568],
  [360, 800],
  [375, 812],
  [390, 844],
  [393, 852],
  [412, 915],
  [414, 896],
  [430, 932],
];
/** Phones named by the issue that filed this test, at their own heights. */
const UPRIGHT_NAMED = [
  [360, 640],
  [375, 667],
  [390, 660],
  [360, 740],
];
/** Sideways phones, each also 50 px shorter (a browser's bar, sideways). */
const SIDEWAYS = [
  [568, 320],
  [640, 360],
  [667, 375],
  [720, 360],
  [740, 360],
  [780, 360],
  [812, 375],
  [844, 390],
  [852, 393],
  [896, 414],
  [915, 412],
  [932, 430],
];
const TABLETS_AND_DESKTOPS = [
  [768, 1024, 'tablet'],
  [800, 1280, 'tablet'],
  [810, 1080, 'tablet'],
  [834, 1194, 'tablet'],
  [1024, 1366, 'tablet'],
  [1024, 768, 'tablet'],
  [1180, 820, 'tablet'],
  [1366, 1024, 'tablet'],
  [1280, 800, 'desktop'],
  [1920, 1080, 'desktop'],
];

/** Every size: [width, height, kind, bars] (bars: a browser's bars take
 * some of the screen's height). */
export const VIEWPORTS = [
  ...UPRIGHT.flatMap(([w, h]) => [0, 90, 180].map((less) => [w, h - less, 'phone', less > 0])),
  ...UPRIGHT_NAMED.map(([w, h]) => [w, h, 'phone', false]),
  ...SIDEWAYS.flatMap(([w, h]) => [0, 50].map((less) => [w, h - less, 'phone sideways', less > 0])),
  ...TABLETS_AND_DESKTOPS.map(([w, h, kind]) => [w, h, kind, false]),
];

/** The smallest target and cell on a phone (WCAG 2.2: 24 px at least):
 * upright 28 px, where eleven cells of a row fit the width (360 px). */
const smallestTarget = (kind, width) => (kind === 'phone' && width >= 360 ? 28 : kind.startsWith('phone') ? 24 : undefined);
/** The cells' size below which the sheet scrolls instead of shrinking (a
 * tablet's cells are its touch targets: they never shrink). */
const SMALLEST_CELL = { phone: 28, 'phone sideways': 24, tablet: 44 };
/** Touch targets (cells and dice) on tablets and desktops. */
const TOUCH_TARGET = 44;
/** The smallest text. */
const SMALLEST_TEXT = 11;
const LANGS = ['de', 'hu', 'ru', 'it'];
/** The pictures kept for the README and docs/screenshots/. */
const SHOTS = {
  '390×844 en solo, active': 'layout-390x844.png',
  '768×1024 en solo, active': 'layout-768x1024.png',
  '844×390 en solo, active': 'layout-844x390.png',
  '375×667 ru 4 players, active': 'layout-375x667-4p-ru.png',
  '667×375 en 4 players, active': 'layout-667x375.png',
  '390×660 en solo, active': 'layout-390x660.png',
};

let env;
/** The saved games: [name, record]. */
const records = {};
/** Four players' long names (the widest players bar). */
const NAMES = ['Alexandra', 'Bartholomew', 'Christina', 'Maximiliane'];
/** The invitation of the game by link (its address's fragment). */
let joinLink;
before(async () => {
  env = await start();
  // Pictures of failures of an earlier run would mislead.
  for (const f of readdirSync(OUT)) if (f.startsWith('layout-fail-')) rmSync(join(OUT, f));
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(env.server.url + '/?seed=5');
  await ready(page);
  const policy = { plusOne: () => true, dieIndex: (st, n) => (st.moves * 7) % n, cellIndex: (st, n) => st.moves % n };
  // Solo: a roll in the middle of the game (the active pick comes after
  // the test rolls, with the long line of what was rolled), then the
  // passive turn's pick.
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 30, policy);
  records['solo, active'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'passive' && !/nothing on the platter/.test(st.prompt), policy);
  records['solo, passive'] = await savedRecord(page);
  // Four players with long names (the widest players bar).
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('4 players', { exact: true }).click();
  for (const [i, name] of NAMES.entries()) {
    await dialog.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await playUntil(page, (st) => st.kind === 'passive' && st.moves >= 12 && !/nothing on the platter/.test(st.prompt), { plusOne: () => false });
  records['4 players, passive'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 16, { plusOne: () => false });
  records['4 players, active'] = await savedRecord(page);
  records['4 players, over'] = readFileSync(join(ROOT, 'tests/data/fixtures/v1-4p-random-finished.json'), 'utf8');
  records['solo, over'] = readFileSync(join(ROOT, 'tests/data/fixtures/v1-solo-finished.json'), 'utf8');
  // By link, four players with long names, this device first: after its
  // turn the tray holds the invitation, the turn to send and the friend's
  // turn awaited (with the field to paste it), all at once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(env.server.url + '/?seed=7');
  await ready(page);
  await page.getByRole('button', { name: 'New game' }).first().click();
  const linked = page.getByRole('dialog', { name: 'New game' });
  await linked.getByText('4 players', { exact: true }).click();
  for (const [i, name] of NAMES.entries()) await linked.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await linked.getByText('Friends elsewhere, by link', { exact: true }).click();
  await linked.getByRole('combobox', { name: 'Who starts' }).selectOption('0');
  await linked.getByRole('button', { name: 'Start the game' }).click();
  const invite = page.locator('.invite .link-text');
  await invite.waitFor();
  joinLink = new URL(await invite.inputValue()).hash;
  assert.match(joinLink, /^#join=/);
  await playUntil(page, (st) => st.kind === 'table', { plusOne: () => false });
  records['by link, waiting'] = await savedRecord(page);
  // The end of a game by link, before the friends' scores came: the own
  // score to send, who has not sent theirs, the field to paste them.
  const ended = JSON.parse(readFileSync(join(ROOT, 'tests/data/fixtures/v1-by-link-3p-seat0-finished.json'), 'utf8'));
  delete ended.links;
  records['by link, over'] = JSON.stringify(ended);
  assert.deepEqual(problems, []);
  await context.close();
});
after(async () => {
  await twiceServer?.close();
  await env?.stop();
});

/** The sequel's app, built apart (scripts/build-twice) into dist-twice/
 * and served by a server of its own; its saved games. */
const TWICE_DIST = join(ROOT, 'dist-twice');
let twiceServer;
const twiceRecords = {};
/** The sequel's games measured: its sheet at a pick, active and passive,
 * solo and with four players, and at the end. */
const TWICE_GAMES = ['solo, active', 'solo, passive', '4 players, active', '4 players, passive', '4 players, over', 'solo, over'];
/** The sequel's app: its games in the longest language (the panels over
 * them are the first game's, measured there), axe-core on each screen. */
const TWICE = { url: () => twiceServer.url, records: twiceRecords, games: TWICE_GAMES, panels: false, english: false, shots: {}, axe: true, endShown: '.end .headline' };
let twiceSaved;
/** The sequel's games saved once, for every test that measures them. */
const twiceGames = () => (twiceSaved ??= saveTwiceGames());

/** New game of the sequel, as a person sets it up: `names` (one: solo). */
async function newTwiceGame(page, names) {
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('Twice as Clever', { exact: true }).click();
  await dialog.getByText(names.length === 1 ? 'Solo' : `${names.length} players`, { exact: true }).click();
  if (names.length > 1) {
    for (const [i, name] of names.entries()) await dialog.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  }
  await dialog.getByRole('button', { name: 'Start the game', exact: true }).click();
  await page.locator('.sheet-twice').waitFor();
}

/** Plays the sequel through the page to the states measured (mid-game,
 * each reached once); its ends are games the engine's bots finished
 * (`clever simulate --game twice`), the four players given long names. */
async function saveTwiceGames() {
  if (!existsSync(join(TWICE_DIST, 'index.html'))) {
    throw new Error('dist-twice/index.html is missing: run scripts/test (or scripts/build-twice dist-twice --quick --release)');
  }
  twiceServer = await serve({ '/': TWICE_DIST });
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(twiceServer.url + '/?seed=5');
  await ready(page);
  const policy = { plusOne: () => true, dieIndex: (st, n) => (st.moves * 7) % n, cellIndex: (st, n) => st.moves % n };
  await newTwiceGame(page, ['']);
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 30, policy);
  twiceRecords['solo, active'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'passive', policy);
  twiceRecords['solo, passive'] = await savedRecord(page);
  await newTwiceGame(page, NAMES);
  await playUntil(page, (st) => st.kind === 'passive' && st.moves >= 12, { plusOne: () => false });
  twiceRecords['4 players, passive'] = await savedRecord(page);
  await playUntil(page, (st) => st.kind === 'roll' && st.moves >= 16, { plusOne: () => false });
  twiceRecords['4 players, active'] = await savedRecord(page);
  assert.deepEqual(problems, []);
  await context.close();
  for (const [game, players] of [['solo, over', 1], ['4 players, over', 4]]) {
    const dir = mkdtempSync(join(tmpdir(), 'clever-twice-'));
    execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', 'simulate', '--game', 'twice', '--bot', 'greedy', '--games', '1', '--seed', '5', '--players', String(players), '--records', dir], { cwd: ROOT, timeout: 600_000 });
    const record = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8'));
    record.setup.players = NAMES.slice(0, players);
    twiceRecords[game] = JSON.stringify(record);
  }
}

/** axe-core's findings on the page as it is, in each theme of `schemes`,
 * with its experimental rule that a name says what is seen
 * (label-content-name-mismatch, off by default), as a11y.test.mjs runs it. */
async function axe(page, schemes = ['light', 'dark']) {
  const found = [];
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    for (const v of violations) found.push(`axe-core (${colorScheme}): ${v.id}, ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Where things are, in CSS pixels of the viewport, and what breaks a rule. */
async function measure(page) {
  return page.evaluate(() => {
    const rect = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const box = (sel) => {
      const e = document.querySelector(sel);
      return e && e.checkVisibility() ? rect(e) : null;
    };
    const shown = (e) => e.checkVisibility() && e.getBoundingClientRect().width > 0 && !e.closest('.sr-only');
    const name = (e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
    // What can be seen of an element: the viewport cut by every scrolling
    // box it is in.
    const seen = (e) => {
      let v = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      for (let p = e.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll|hidden)/.test(s.overflowX + s.overflowY)) {
          const r = p.getBoundingClientRect();
          v = { left: Math.max(v.left, r.left), top: Math.max(v.top, r.top), right: Math.min(v.right, r.right), bottom: Math.min(v.bottom, r.bottom) };
        }
      }
      return v;
    };
    const inView = (e) => {
      const r = e.getBoundingClientRect();
      const v = seen(e);
      return r.left >= v.left - 0.5 && r.right <= v.right + 0.5 && r.top >= v.top - 0.5 && r.bottom <= v.bottom + 0.5;
    };
    // What a finger taps: cells, dice, buttons and the other controls.
    const targets = [...document.querySelectorAll('button, summary, select, input:not([type=radio]), a[href], .cell, .die')]
      .filter(shown)
      .map((e) => ({ size: Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height), what: name(e) }))
      .sort((a, b) => a.size - b.size);
    const texts = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const el = walk.currentNode.parentElement;
      if (!walk.currentNode.textContent.trim() || !el || !shown(el)) continue;
      // Text in a drawing is as big as it is drawn (its viewBox scales it).
      // (An icon's letters, "+1", are part of its picture, which is named.)
      const drawn = el instanceof SVGGraphicsElement && !el.closest('.icon') ? (el.getScreenCTM()?.a ?? 1) : 1;
      texts.push({ size: Math.round(parseFloat(getComputedStyle(el).fontSize) * drawn * 10) / 10, what: name(el) });
    }
    texts.sort((a, b) => a.size - b.size);
    // No content crosses the edge of its panel: the sheet, each area of it,
    // the tray (and the end panel in its place), each entry panel and card.
    const crossing = [];
    for (const panel of document.querySelectorAll('.sheet, .area, .tray, .entry, .card, .top, .friends, .menu-items')) {
      if (!shown(panel)) continue;
      const p = panel.getBoundingClientRect();
      // A panel that scrolls down shows the rest of its content as it
      // scrolls (whether that must be in view is the next rule's).
      const scrolls = /(auto|scroll)/.test(getComputedStyle(panel).overflowY);
      for (const e of panel.querySelectorAll('*')) {
        if (e.closest('svg') !== null && e.tagName !== 'svg') continue;
        // A dialog or the Menu opened from the panel is a layer over the
        // page, a panel of its own.
        const layer = e.closest('dialog, .menu-items');
        if (layer && layer !== panel && panel.contains(layer)) continue;
        if (!shown(e)) continue;
        // What is seen of it: cut by the boxes that clip it inside the panel
        // (a line ended by an ellipsis is cut, not crossing).
        const r = { ...rect(e) };
        for (let a = e.parentElement; a && a !== panel; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX !== 'visible') {
            const c = a.getBoundingClientRect();
            r.left = Math.max(r.left, c.left);
            r.right = Math.min(r.right, c.right);
          }
          if (s.overflowY !== 'visible') {
            const c = a.getBoundingClientRect();
            r.top = Math.max(r.top, c.top);
            r.bottom = Math.min(r.bottom, c.bottom);
          }
        }
        if (r.right <= r.left || r.bottom <= r.top) continue;
        if (r.left < p.left - 1 || r.right > p.right + 1 || (!scrolls && (r.top < p.top - 1 || r.bottom > p.bottom + 1))) {
          crossing.push(`${name(e)} crosses ${name(panel)} (${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(p.left)}–${Math.round(p.right)} × ${Math.round(p.top)}–${Math.round(p.bottom)})`);
        }
      }
    }
    // The things a turn needs: every die, the prompt, every tray button
    // (and the entry panels' and the guide's).
    const needed = [...document.querySelectorAll('.tray .die, .tray .prompt, .tray button, .tray select, .tray summary')].filter(shown);
    const hidden = needed.filter((e) => !inView(e)).map((e) => `${name(e)} at ${JSON.stringify(rect(e))} seen in ${JSON.stringify(seen(e))}`);
    // A panel that scrolls sideways cuts its content (a dialog, the Menu,
    // a card, the tray).
    const sideways = [...document.querySelectorAll('dialog[open], .menu-items, .card, .tray')]
      .filter(shown)
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => {
        // What reaches past its right edge (the innermost such boxes).
        const edge = e.getBoundingClientRect().left + e.clientWidth + 1;
        const past = [...e.querySelectorAll('*')].filter((d) => shown(d) && d.closest('svg') === null && d.getBoundingClientRect().right > edge);
        const inner = past.filter((d) => !past.some((o) => o !== d && d.contains(o))).slice(0, 3);
        return `${name(e)} scrolls sideways (${e.scrollWidth} px in ${e.clientWidth}): ${inner.map((d) => `${name(d)} ${Math.round(d.getBoundingClientRect().width)} px wide`).join(', ')}`;
      });
    // What reaches past the page's right edge (the innermost such boxes).
    const pastPage = [...document.body.querySelectorAll('*')].filter((d) => shown(d) && d.closest('svg') === null && d.getBoundingClientRect().right > Math.min(innerWidth, screen.width) + 0.5);
    const widest = pastPage
      .filter((d) => !pastPage.some((o) => o !== d && d.contains(o)))
      .slice(0, 3)
      .map((d) => `${name(d)} to ${Math.round(d.getBoundingClientRect().right)} px`);
    // The fields of a link (to send, or one received pasted): one line each,
    // as wide as their row lets them be.
    const fields = [...document.querySelectorAll('.link-text, .link-paste')].filter(shown).map((e) => {
      const r = e.getBoundingClientRect();
      return { what: `${e.className}${e.id ? '#' + e.id : ''}`, width: r.width, height: r.height, font: parseFloat(getComputedStyle(e).fontSize), end: e.closest('.send-score') !== null };
    });
    const lit = [...document.querySelectorAll('[data-lit]')].filter(shown);
    const sheetBox = document.querySelector('.sheet-box');
    const cells = [...document.querySelectorAll('.sheet .cell')].filter(shown).map((e) => e.getBoundingClientRect());
    const doc = document.documentElement;
    const tray = document.querySelector('.tray');
    const beside = tray && shown(tray) && sheetBox ? tray.getBoundingClientRect().left >= sheetBox.getBoundingClientRect().right - 1 : false;
    const wide = getComputedStyle(document.querySelector('.sheet')).display === 'grid';
    return {
      innerWidth,
      innerHeight,
      scale: visualViewport.scale,
      scrollWidth: doc.scrollWidth,
      scrollHeight: doc.scrollHeight,
      sheet: box('.sheet'),
      tray: box('.tray'),
      sheetScrolls: sheetBox ? sheetBox.scrollHeight - sheetBox.clientHeight : 0,
      smallestTarget: targets[0] ?? { size: Infinity },
      smallestCell: cells.reduce((m, r) => Math.min(m, r.width, r.height), Infinity),
      smallestText: texts[0] ?? { size: Infinity },
      crossing: crossing.slice(0, 5),
      sideways: sideways.slice(0, 5),
      widest,
      fields,
      menu: box('.menu[open] > .menu-items'),
      hidden: hidden.slice(0, 5),
      lit: lit.length,
      litInView: lit.length > 0 && inView(lit[0]),
      allLitInView: lit.every(inView),
      layout: beside ? (wide ? 'beside, grids beside rows' : 'beside') : tray && shown(tray) && sheetBox && tray.getBoundingClientRect().top >= sheetBox.getBoundingClientRect().bottom - 1 ? 'below' : 'other',
      background: getComputedStyle(doc).backgroundColor,
    };
  });
}

/** The games measured, in order, and what each is at. */
const GAMES = ['solo, active', 'solo, passive', '4 players, active', '4 players, passive', 'by link, waiting', '4 players, over', 'solo, over', 'by link, over'];

/** The first game's app (dist/): every game, the panels over them, in
 * English and the longest language, the pictures kept. */
const FIRST = { url: () => env.server.url, records, games: GAMES, panels: true, english: true, shots: SHOTS, endShown: '.end .breakdown' };

/** Two frames drawn: what was opened is laid out. */
const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/** Opens `game` on the page (its record saved, then a reload), in `lang`,
 * with the first-game guide showing; at a pick, taps a die (after rolling
 * at an active pick) and waits for its lit cells. Between players,
 * `atHandOver` (if any) is called while the hand-over screen shows. */
async function openGame(page, app, game, lang, atHandOver) {
  await page.evaluate(
    ([k, v, lang]) => {
      localStorage.setItem(k, v);
      localStorage.setItem('clever.lang', lang);
      localStorage.setItem('clever.guide', '');
    },
    [GAME_KEY, app.records[game], lang],
  );
  await page.reload();
  await ready(page);
  if (game.endsWith('over')) {
    // The end panel settled: its headline (and the first game's breakdown)
    // written, laid out.
    await page.locator(app.endShown).first().waitFor();
    await page.waitForFunction(() => document.querySelector('.end .headline')?.textContent.trim());
    if (game.startsWith('by link')) await page.locator('.send-score .link-paste').waitFor();
    await settle(page);
    return;
  }
  if (game === 'by link, waiting') {
    // A friend's turn awaited: nothing to pick here.
    await page.locator('.friends .awaited .link-paste').waitFor();
    await settle(page);
    return;
  }
  if (game.startsWith('4')) {
    await page.locator('dialog.handoff[open]').waitFor();
    if (atHandOver) {
      await settle(page);
      await atHandOver();
    }
    await page.locator('.handoff .btn.primary').click();
  }
  if (game.endsWith('active')) {
    const before = await pageState(page);
    await page.locator('.tray .btn.roll').click();
    await page.waitForFunction((m) => document.querySelector('.shell').dataset.moves !== String(m), before.moves);
  }
  // The last die that may be picked (the dice lower on the sheet come
  // last): its cells light up.
  const dice = page.locator('[data-pick]');
  const n = await dice.count();
  assert.ok(n > 0, `${game}: a die to pick`);
  await dice.nth(n - 1).click();
  await page.locator('[data-lit]').first().waitFor();
  // The sheet scrolls to the lit cells (in the next frame; the dice do not
  // move: the page is opened with reduced motion).
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** The language whose texts are longest on this kind of screen: the one
 * whose tray is tallest (upright) or whose page is widest, at four
 * players' active pick with the guide showing. */
async function longestLanguage(page, app) {
  let best = null;
  for (const lang of LANGS) {
    await openGame(page, app, '4 players, active', lang);
    const size = await page.evaluate(() => {
      const tray = document.querySelector('.tray');
      return tray.scrollHeight * 10000 + document.documentElement.scrollWidth;
    });
    if (!best || size > best.size) best = { lang, size };
  }
  return best.lang;
}

/** The rules every view keeps, a game's or a panel's, at a size of `kind`
 * (`game` says which game, or null for a panel over one); what breaks one
 * is said by `fail`, and the size's row of the summary is updated. */
function judge(m, { width, kind, game, row, fail }) {
  const phone = kind.startsWith('phone');
  const over = game === null || game.endsWith('over');
  if (m.innerWidth !== width || m.scale !== 1 || m.scrollWidth > width) {
    fail(`the page is ${m.scrollWidth} px wide in a layout viewport of ${m.innerWidth} (zoom ${m.scale}); the screen is ${width}: ${m.widest.join(', ')}`);
  }
  if (!over) {
    row.layout.add(m.layout);
    // A friend's turn awaited, the tray may scroll down to its last
    // link (nothing is decided on the sheet meanwhile).
    if (game !== 'by link, waiting') for (const h of m.hidden) fail(`out of view: ${h}`);
    if (picking(game) && !m.litInView) fail(`the first lit cell of ${m.lit} is not in view`);
    if (m.scrollHeight > m.innerHeight + 0.5) fail(`the page scrolls (${m.scrollHeight} px in ${m.innerHeight})`);
    if (m.sheetScrolls > 1) {
      row['whole sheet'] = 'scrolls';
      // The sheet scrolls only where its cells are at their smallest.
      const least = SMALLEST_CELL[kind];
      if (least === undefined || m.smallestCell > least + 0.5) {
        fail(`the sheet scrolls (${m.sheetScrolls} px) while its cells are ${m.smallestCell} px`);
      }
    } else if (!inside(m.sheet, m.innerWidth, m.innerHeight)) {
      fail(`the sheet is not in view: ${JSON.stringify(m.sheet)}`);
    }
    if (kind === 'phone sideways' && m.layout !== 'beside' && !m.layout.startsWith('beside')) fail(`sideways, the tray is not beside the sheet (${m.layout})`);
    if (kind === 'phone' && m.layout !== 'below') fail(`upright, the tray is not below the sheet (${m.layout})`);
    row['smallest cell'] = Math.min(row['smallest cell'], Math.round(m.smallestCell));
  }
  const least = smallestTarget(kind, width);
  if (least !== undefined && m.smallestTarget.size < least - 0.5) {
    fail(`a target of ${m.smallestTarget.size} px (${m.smallestTarget.what}); at least ${least} px`);
  }
  if (!phone && !over && m.smallestCell < TOUCH_TARGET - 0.5) fail(`a cell of ${m.smallestCell} px (touch targets are ${TOUCH_TARGET} px)`);
  if (m.smallestText.size < SMALLEST_TEXT) fail(`text of ${m.smallestText.size} px (${m.smallestText.what}); at least ${SMALLEST_TEXT} px`);
  for (const c of m.crossing) fail(c);
  for (const c of m.sideways) fail(c);
  // A link's field is one line (a 36 px field; 48 px at most), as
  // wide as its basis (12em) at least, its buttons beside or below.
  for (const f of m.fields) {
    if (f.height > 48) fail(`the field ${f.what} is ${Math.round(f.height)} px high, not one line`);
    if (f.width < 12 * f.font - 0.5) fail(`the field ${f.what} is ${Math.round(f.width)} px wide (${Math.round(f.width / f.font)}em)`);
  }
  // By link: the own link and the field to paste one, in the tray
  // or, at the end, in the end panel ("Send my score", "Link received").
  const ours = m.fields.filter((f) => f.end === game?.endsWith('over'));
  if (game?.startsWith('by link') && !(ours.some((f) => f.what === 'link-text') && ours.some((f) => f.what.startsWith('link-paste')))) {
    fail(`the link to send and the field to paste one are not both shown: ${JSON.stringify(m.fields)}`);
  }
  // The Menu: on the screen, under its button.
  if (m.menu && !inside(m.menu, m.innerWidth, m.innerHeight)) fail(`the Menu is not on the screen: ${JSON.stringify(m.menu)}`);
  if (/rgba\(0, 0, 0, 0\)|transparent/.test(m.background)) fail('the page has no background of its own');
  row['smallest target'] = Math.min(row['smallest target'], Math.round(m.smallestTarget.size));
  row['smallest text'] = Math.min(row['smallest text'], m.smallestText.size);
  }

/** Where the picture of a failure goes. */
const shot = (width, height, lang, what) => join(OUT, `layout-fail-${width}x${height}-${lang}-${what.replace(/[ ,?]+/g, '-').replace(/-$/, '')}.png`);

/** A die is picked in `game` now (not at its end, not while a friend's
 * turn is awaited, not over a panel). */
const picking = (game) => game !== null && !game.endsWith('over') && game !== 'by link, waiting';

/** The page at another size, settled: at a pick, the die is tapped again
 * (off, then on) so that the sheet brings its lit cells into view at this
 * size, as a tap there would. */
async function resizeTo(page, game, width, height) {
  await page.setViewportSize({ width, height });
  await settle(page);
  if (!picking(game)) return;
  const die = await page.locator('.die.selected').elementHandle();
  await die.click();
  await page.locator('[data-lit]').first().waitFor({ state: 'detached' });
  await die.click();
  await page.locator('[data-lit]').first().waitFor();
  await settle(page);
}

const inside = (b, w, h) => b.left >= -0.5 && b.right <= w + 0.5 && b.top >= -0.5 && b.bottom <= h + 0.5;

/** Games put aside (the Menu's "Other games in progress"). */
const SHELVED = { 'clever.shelf.t1': '4 players, passive', 'clever.shelf.t2': 'solo, active' };

/**
 * Every panel over a game, on one page, in `lang`: each opened as a person
 * would, measured by `look(name)`, then closed. A save that cannot be read
 * (its dialog at the start; "Start anew" keeps it aside), a game gone on in
 * another tab (its dialog at this tab's next change), the Menu (the games
 * put aside, the save kept, About open), How to play, History and
 * statistics (every chart's table open), New game (as it opens, four
 * players, by link), and an invitation opened ("Which player are you?").
 * Found by their classes, the same in every language.
 */
async function openPanels(page, lang, look) {
  await page.evaluate(
    ([k, lang, shelved]) => {
      localStorage.setItem(k, '{"format":"clever-game","version":99,"setup":{}}');
      localStorage.setItem('clever.lang', lang);
      localStorage.setItem('clever.guide', '');
      for (const [key, record] of shelved) localStorage.setItem(key, record);
    },
    [GAME_KEY, lang, Object.entries(SHELVED).map(([key, game]) => [key, records[game]])],
  );
  await page.reload();
  await ready(page);
  const alert = page.locator('dialog[open][role=alertdialog]');
  await alert.waitFor();
  await settle(page);
  await look('unreadable save');
  await alert.locator('.btn.primary').click();
  await alert.waitFor({ state: 'detached' });
  // Another tab saved another game: this tab's next change finds it.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, records['solo, passive']]);
  await page.locator('.tray .btn.roll').click();
  await alert.waitFor();
  await settle(page);
  await look('another tab');
  await alert.locator('.btn.primary').click();
  await alert.waitFor({ state: 'detached' });

  await page.locator('.menu > summary').click();
  await page.locator('.menu[open] .shelf-game').nth(Object.keys(SHELVED).length - 1).waitFor();
  await page.locator('.menu[open] .set-aside li').first().waitFor();
  const about = page.locator('.menu .about');
  if ((await about.getAttribute('open')) === null) await about.locator('summary').click();
  await settle(page);
  await look('Menu');
  await page.keyboard.press('Escape');
  await page.locator('.menu[open]').waitFor({ state: 'detached' });

  await page.locator('.how-open').click();
  const how = page.locator('dialog.how[open]');
  await how.waitFor();
  await settle(page);
  await look('How to play');
  await how.locator('.how-top .btn').click();
  await how.waitFor({ state: 'detached' });

  await page.locator('.menu > summary').click();
  await page.locator('.menu-items > button').nth(2).click();
  const history = page.locator('dialog[open] .card.history');
  await history.locator('.stats-view').waitFor();
  await history.locator('.stats-game').first().waitFor();
  await history.locator('details').evaluateAll((all) => all.forEach((d) => (d.open = true)));
  await settle(page);
  await look('History and statistics');
  await history.locator(':scope > .buttons .btn.primary').click();
  await history.waitFor({ state: 'detached' });

  await page.locator('.top > button.btn.ghost').click();
  const setup = page.locator('dialog[open] .card.setup');
  await setup.waitFor();
  await settle(page);
  await look('New game');
  await setup.locator('label.pill:has(input[name=count][value="4"])').click();
  await settle(page);
  await look('New game, 4 players');
  await setup.locator('label.pill:has(input[name=sheets][value=link])').click();
  await settle(page);
  await look('New game, by link');
  await setup.locator(':scope > .buttons .btn.ghost').click();
  await setup.waitFor({ state: 'detached' });

  await page.evaluate((hash) => (location.hash = hash), joinLink);
  const join = page.locator('dialog[open] .card.join');
  await join.waitFor();
  await settle(page);
  await look('Which player are you?');
  await join.locator('.btn.ghost').click();
  await join.waitFor({ state: 'detached' });
}

/** Every size of `kinds`: the games of `app` (and the panels over them)
 * measured and judged; the failures, and a summary row per size. */
async function layoutOf(kinds, app = FIRST) {
  const failures = [];
  // LAYOUT_ONLY=390x844,667x375 measures those sizes only (while working on one).
  const only = process.env.LAYOUT_ONLY?.split(',');
  const sizes = VIEWPORTS.filter(([w, h, k]) => kinds.includes(k) && (!only || only.includes(`${w}x${h}`)));
  const rows = new Map(sizes.map(([width, height, kind]) => [`${width}×${height}`, { size: `${width}×${height}`, kind, layout: new Set(), languages: new Set(), 'whole sheet': 'yes', 'smallest cell': Infinity, 'smallest target': Infinity, 'smallest text': Infinity, panels: 0, result: 'ok' }]));
  // One page for each kind of screen (a phone's is mobile, with touch);
  // each game and panel is opened once and measured at every size of
  // that kind, the page resized as a phone turned or a window dragged is.
  for (const kind of [...new Set(sizes.map(([, , k]) => k))]) {
    const ofKind = sizes.filter(([, , k]) => k === kind);
    const { context, page, problems } = await openPage(env.browser, {
      viewport: { width: ofKind[0][0], height: ofKind[0][1] },
      reducedMotion: 'reduce',
      ...(kind !== 'desktop' ? { isMobile: true, hasTouch: true } : {}),
    });
    await page.goto(app.url() + '/?seed=5');
    await ready(page);
    const longest = await longestLanguage(page, app);
    // English (where the app says so) and the longest language at every
    // size; a picture kept in another language is taken in it too, at its
    // own size.
    const pictured = (lang) => ([w, h]) => Object.keys(app.shots).some((k) => k.startsWith(`${w}×${h} ${lang} `));
    const langs = [...(app.english ? ['en'] : []), longest, ...Object.keys(app.shots).map((k) => k.split(' ')[1])];
    for (const lang of new Set(langs)) {
      const ofLang = lang === 'en' || lang === longest ? ofKind : ofKind.filter(pictured(lang));
      // The end of a game, a dialog and the Menu are pages that flow or
      // scroll: their height changes nothing, so they are measured at the
      // screen's whole height only.
      const whole = ofLang.filter(([, , , bars]) => !bars);
      /** Measures `what` shows at each size of `at` (the page resized,
       * a die picked again) and judges it; a picture if it fails. */
      const look = async (what, game, at) => {
        for (const [i, [width, height]] of at.entries()) {
          const where = `${width}×${height} ${lang} ${what}`;
          const row = rows.get(`${width}×${height}`);
          row.languages.add(lang);
          const before = failures.length;
          const fail = (why) => {
            failures.push(`${where}: ${why}`);
            row.result = 'FAILS';
          };
          try {
            await resizeTo(page, game, width, height);
          } catch (e) {
            fail(`could not be shown at this size: ${e.message.split('\n')[0]}`);
            await page.screenshot({ path: shot(width, height, lang, what) });
            continue;
          }
          judge(await measure(page), { width, kind, game, row, fail });
          // axe-core once per screen and kind of screen (its rules do not
          // change with the size); both themes on upright phones, the light
          // one elsewhere (the colours are the same at every size: the dark
          // theme's contrast is checked once per screen, where most play).
          if (app.axe && i === 0) for (const v of await axe(page, kind === 'phone' ? ['light', 'dark'] : ['light'])) fail(v);
          if (game === null) row.panels += 1;
          if (app.shots[where]) await page.screenshot({ path: join(OUT, app.shots[where]) });
          if (failures.length > before) await page.screenshot({ path: shot(width, height, lang, what) });
        }
      };
      const cannot = async (what, at, e) => {
        for (const [width, height] of at) {
          failures.push(`${width}×${height} ${lang} ${what}: could not be opened: ${e.message.split('\n')[0]}`);
          rows.get(`${width}×${height}`).result = 'FAILS';
        }
        await page.screenshot({ path: shot(at[0][0], at[0][1], lang, what) });
      };
      for (const game of app.games) {
        const at = game.endsWith('over') ? whole : ofLang;
        if (!at.length) continue;
        await page.setViewportSize({ width: at[0][0], height: at[0][1] });
        try {
          const handOver = game === '4 players, active' && whole.length ? () => look('hand-over', null, whole) : undefined;
          await openGame(page, app, game, lang, handOver);
        } catch (e) {
          await cannot(game, at, e);
          continue;
        }
        await look(game, game, at);
      }
      if (!whole.length || !app.panels) continue;
      await page.setViewportSize({ width: whole[0][0], height: whole[0][1] });
      try {
        await openPanels(page, lang, (what) => look(what, null, whole));
      } catch (e) {
        await cannot('a panel', whole, e);
      }
    }
    if (problems.length) failures.push(`${kind}: ${problems.join('; ')}`);
    await context.close();
  }
  return { failures, rows: [...rows.values()].map((row) => ({ ...row, layout: [...row.layout].join(', '), languages: [...row.languages].join(', ') })) };
}

const RULES = 'the dice, the prompt and the buttons in view, no zoom, the sheet whole unless its smallest cells cannot fit, targets and text big enough, nothing crosses its panel';

// The kinds of screen at once, each on its own page: the measuring waits on
// the browser more than it works, so two pages keep both cores busy.
describe('layout', { concurrency: true }, () => {
  for (const [name, kinds] of [
    ['every phone upright', ['phone']],
    ['every phone held sideways', ['phone sideways']],
    ['tablets and desktops', ['tablet', 'desktop']],
  ]) {
    test(`${name}: ${RULES}`, async () => {
      const { failures, rows } = await layoutOf(kinds);
      console.table(rows);
      assert.deepEqual(failures, []);
    });
    test(`the sequel's sheet, ${name}, in the longest language: ${RULES}; axe-core finds nothing`, async () => {
      await twiceGames();
      const { failures, rows } = await layoutOf(kinds, TWICE);
      console.table(rows);
      assert.deepEqual(failures, []);
    });
  }

  test("the sequel's six dice are told apart without hue, in every language: each its own letter, seen apart in greyscale", async () => {
    await twiceGames();
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(twiceServer.url + '/');
    await ready(page);
    // A game of the sequel at its first roll: every die may be picked (none
    // faded), none held.
    const fresh = JSON.stringify({ ...JSON.parse(twiceRecords['solo, active']), moves: [] });
    const cdp = await context.newCDPSession(page);
    const blank = await context.newPage();
    const seen = [];
    for (const lang of ['en', ...LANGS]) {
      await page.evaluate(([k, v, lang]) => { localStorage.setItem(k, v); localStorage.setItem('clever.lang', lang); localStorage.setItem('clever.guide', 'off'); }, [GAME_KEY, fresh, lang]);
      await page.reload();
      await ready(page);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
      await page.locator('.tray .btn.roll').click();
      await page.waitForFunction(() => document.querySelectorAll('.table-zone .dice > .die[data-pick]').length === 6);
      await settle(page);
      // What tells each die apart but its hue: the letter drawn on it.
      const dice = await page.locator('.table-zone .dice > .die:not([hidden])').evaluateAll((els) =>
        els.map((e) => ({
          colour: [...e.querySelector('.face').classList].find((c) => c.startsWith('die-')).slice(4),
          letter: getComputedStyle(e.querySelector('.badge'), '::before').content.replace(/^"|"$/g, ''),
          badge: e.querySelector('.badge').getBoundingClientRect().width,
        })),
      );
      assert.deepEqual(dice.map((d) => d.colour).sort(), ['blue', 'green', 'pink', 'silver', 'white', 'yellow'], lang);
      for (const d of dice) assert.ok(d.letter && d.letter !== 'none' && d.badge >= 14, `${lang}: the ${d.colour} die carries its letter: ${JSON.stringify(d)}`);
      // In greyscale (achromatopsia, as Chromium draws it), each die's
      // letter seen: every two dice differ there by more than a few pixels.
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'achromatopsia' });
      const badges = [];
      for (const [i] of dice.entries()) badges.push((await page.locator('.table-zone .dice > .die:not([hidden]) .badge').nth(i).screenshot()).toString('base64'));
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
      // (Decoded on a blank page: the app's policy allows no data: URL.)
      const grey = await blank.evaluate(async (pngs) => {
        const out = [];
        for (const png of pngs) {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const g = canvas.getContext('2d');
          g.drawImage(bitmap, 0, 0);
          const { data } = g.getImageData(0, 0, bitmap.width, bitmap.height);
          out.push({ width: bitmap.width, pixels: [...data.filter((_, j) => j % 4 === 0)] });
        }
        return out;
      }, badges);
      let least = Infinity;
      for (let a = 0; a < dice.length; a++) {
        for (let b = a + 1; b < dice.length; b++) {
          const apart = grey[a].pixels.filter((v, j) => Math.abs(v - (grey[b].pixels[j] ?? v)) > 80).length;
          assert.ok(apart >= 8, `${lang}: the ${dice[a].colour} and ${dice[b].colour} dice look alike in greyscale (their letters "${dice[a].letter}", "${dice[b].letter}": ${apart} pixels apart)`);
          least = Math.min(least, apart);
        }
      }
      seen.push(`${lang}: ${dice.map((d) => `${d.colour} ${d.letter}`).join(', ')} (two dice's letters ${least} pixels apart at least)`);
      if (lang === 'en') await page.screenshot({ path: join(OUT, 'twice-dice.png'), clip: await page.locator('.table-zone .dice').boundingBox() });
    }
    console.log(seen.join('\n'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the Menu opens over the page without moving it, and closes on Escape or a tap elsewhere', async () => {
    for (const [width, height, kind] of [[390, 844, 'phone'], [844, 390, 'phone sideways'], [1280, 800, 'landscape']]) {
      const { context, page, problems } = await openPage(env.browser, {
        viewport: { width, height },
        ...(kind !== 'landscape' ? { isMobile: true, hasTouch: true } : {}),
      });
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, records['solo, passive']]);
      await context.addInitScript(() => localStorage.setItem('clever.guide', 'off'));
      await page.goto(env.server.url + '/?seed=5');
      await ready(page);
      const where = async () => page.evaluate(() => ['.top', '.sheet', '.tray'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())));
      const before = await where();
      const menu = page.getByText('Menu', { exact: true });
      await menu.click();
      const history = page.getByRole('button', { name: 'History and statistics' });
      await history.waitFor();
      assert.deepEqual(await where(), before, `${width}×${height}: nothing moves when the Menu opens`);
      const items = await page.locator('.menu-items').boundingBox();
      assert.ok(items.x >= 0 && items.x + items.width <= width && items.y + items.height <= height, `${width}×${height}: the Menu is on the screen: ${JSON.stringify(items)}`);
      // Escape closes it and gives the focus back to its button.
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Menu');
      // A tap on the sheet closes it too.
      await menu.click();
      await history.waitFor();
      await page.locator('.sheet-foot').click();
      await history.waitFor({ state: 'hidden' });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('the end of a game by link at every size: the link to send and the field for a link received are one line high, the page never wider than the screen', async () => {
    // Ann's device at the end, her friends' scores not yet in: "Send my
    // score" with its link, and the field where theirs are pasted.
    const record = JSON.parse(readFileSync(join(ROOT, 'tests/data/fixtures/v1-by-link-3p-seat0-finished.json'), 'utf8'));
    delete record.links;
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await page.goto(env.server.url + '/');
    await ready(page);
    const rows = [];
    const failures = [];
    for (const lang of ['en', 'ru']) {
      await page.evaluate(
        ([k, v, lang]) => {
          localStorage.setItem(k, v);
          localStorage.setItem('clever.lang', lang);
        },
        [GAME_KEY, JSON.stringify(record), lang],
      );
      await page.reload();
      await ready(page);
      await page.locator('.send-score .paste-row input').waitFor();
      for (const [width, height] of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const m = await page.evaluate(() => {
          const field = (sel) => {
            const e = document.querySelector(sel);
            const r = e.getBoundingClientRect();
            return { height: r.height, width: r.width, right: r.right, left: r.left };
          };
          return {
            send: field('.send-score > .link-box .link-text'),
            paste: field('.send-score .paste-row input'),
            page: document.documentElement.scrollWidth,
            screen: window.innerWidth,
          };
        });
        const where = `${width}×${height} ${lang}`;
        for (const [name, f] of [['the link to send', m.send], ['the field for a link received', m.paste]]) {
          if (f.height > 48) failures.push(`${where}: ${name} is ${Math.round(f.height)} px high, not one line`);
          if (f.width < 120) failures.push(`${where}: ${name} is only ${Math.round(f.width)} px wide`);
          if (f.left < 0 || f.right > m.screen + 0.5) failures.push(`${where}: ${name} is cut by the screen's edge`);
        }
        if (m.page > m.screen) failures.push(`${where}: the page is ${m.page} px wide on a ${m.screen} px screen`);
        rows.push({ size: where, send: `${Math.round(m.send.width)}×${Math.round(m.send.height)}`, paste: `${Math.round(m.paste.width)}×${Math.round(m.paste.height)}` });
      }
    }
    console.table(rows);
    assert.deepEqual(failures, []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
