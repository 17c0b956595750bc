// What layout.test.mjs (the first game's app) and layout-twice.test.mjs
// (the sequel's) share: the sizes, the measuring of a page, the rules it
// is judged by, and the run of a game through every size of a kind of
// screen (layoutOf).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { OUT, ROOT, openPage } from './harness.mjs';
import { GAME_KEY, pageState, ready } from './play.mjs';
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
export const LANGS = ['de', 'hu', 'ru', 'it'];

/** Four players' long names (the widest players bar). */
export const NAMES = ['Alexandra', 'Bartholomew', 'Christina', 'Maximiliane'];

/** Pictures of failures (named `prefix`...) of an earlier run would mislead. */
export function clearFailures(prefix) {
  for (const f of readdirSync(OUT)) if (f.startsWith(prefix)) rmSync(join(OUT, f));
}

/** The sequel's app, built apart (scripts/build-twice) into dist-twice/,
 * served by a server of its own. */
export async function serveTwice() {
  const dist = join(ROOT, 'dist-twice');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist-twice/index.html is missing: run scripts/test (or scripts/build-twice dist-twice --quick --release)');
  }
  return serve({ '/': dist });
}

/** New game of the sequel, as a person sets it up: `names` (one: solo). */
export async function newTwiceGame(page, names) {
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
    // Every cell of the sheet can be seen whole and tapped: inside each box
    // that cuts it (overflow hidden or clip: no finger scrolls it), or, in a
    // box that scrolls (auto or scroll: the sheet's box, where its cells are
    // at their smallest), within what that box scrolls to; and within the
    // screen's width. A cell only partly seen, or past an edge no scroll
    // reaches, cannot be read or tapped (the panels' rule above sees a box
    // that cuts its content as its content's edge: it missed these).
    const unreachable = [];
    for (const e of document.querySelectorAll('.sheet .cell')) {
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      const out = [];
      if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(`the screen (0–${innerWidth})`);
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const c = a.getBoundingClientRect();
        for (const [o, lo, hi, start, client, scrolled, whole] of [
          [s.overflowX, r.left, r.right, c.left + a.clientLeft, a.clientWidth, a.scrollLeft, a.scrollWidth],
          [s.overflowY, r.top, r.bottom, c.top + a.clientTop, a.clientHeight, a.scrollTop, a.scrollHeight],
        ]) {
          if (o === 'visible') continue;
          const scrolls = o === 'auto' || o === 'scroll';
          // Scrolling: from the content's start to its end, the cell no
          // larger than the box; else what the box shows now.
          const from = scrolls ? start - scrolled : start;
          const to = from + (scrolls ? whole : client);
          if (lo < from - 0.5 || hi > to + 0.5 || hi - lo > client + 0.5) {
            out.push(`${name(a)} (${o}: ${Math.round(from)}–${Math.round(to)})`);
          }
        }
      }
      if (out.length) unreachable.push(`${name(e)} at ${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)} cannot be seen whole in ${out.join(', ')}`);
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
      unreachable: unreachable.slice(0, 5),
      unreachableCount: unreachable.length,
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

/** Two frames drawn: what was opened is laid out. */
export const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

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
  // (Not while a friend's turn is awaited: nothing is tapped on the sheet
  // then, and the tray may take all but a sliver of a small screen.)
  if (game !== 'by link, waiting') {
    for (const c of m.unreachable) fail(c);
    if (m.unreachableCount > m.unreachable.length) fail(`and ${m.unreachableCount - m.unreachable.length} more cells cannot be seen whole`);
  }
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

/** Where the picture of a failure goes (`prefix`: the app's, app.fails). */
const shot = (prefix, width, height, lang, what) => join(OUT, `${prefix}${width}x${height}-${lang}-${what.replace(/[ ,?]+/g, '-').replace(/-$/, '')}.png`);

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
async function openPanels(page, app, lang, look) {
  await page.evaluate(
    ([k, lang, shelved]) => {
      localStorage.setItem(k, '{"format":"clever-game","version":99,"setup":{}}');
      localStorage.setItem('clever.lang', lang);
      localStorage.setItem('clever.guide', '');
      for (const [key, record] of shelved) localStorage.setItem(key, record);
    },
    [GAME_KEY, lang, Object.entries(SHELVED).map(([key, game]) => [key, app.records[game]])],
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
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, app.records['solo, passive']]);
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

  await page.evaluate((hash) => (location.hash = hash), app.joinLink());
  const join = page.locator('dialog[open] .card.join');
  await join.waitFor();
  await settle(page);
  await look('Which player are you?');
  await join.locator('.btn.ghost').click();
  await join.waitFor({ state: 'detached' });
}

/** Every size of `kinds`: the games of `app` (and the panels over them)
 * measured and judged, each kind on its own page of `browser`; the
 * failures, and a summary row per size. `app`: url() of its server, its
 * saved `records` and the `games` of them measured, `panels` (and
 * joinLink() for them), `english`, the `shots` kept, `axe`, `endShown`
 * (what the end shows once settled) and `fails` (its failures' pictures'
 * prefix). */
export async function layoutOf(browser, kinds, app) {
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
    const { context, page, problems } = await openPage(browser, {
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
            await page.screenshot({ path: shot(app.fails, width, height, lang, what) });
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
          if (failures.length > before) await page.screenshot({ path: shot(app.fails, width, height, lang, what) });
        }
      };
      const cannot = async (what, at, e) => {
        for (const [width, height] of at) {
          failures.push(`${width}×${height} ${lang} ${what}: could not be opened: ${e.message.split('\n')[0]}`);
          rows.get(`${width}×${height}`).result = 'FAILS';
        }
        await page.screenshot({ path: shot(app.fails, at[0][0], at[0][1], lang, what) });
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
        await openPanels(page, app, lang, (what) => look(what, null, whole));
      } catch (e) {
        await cannot('a panel', whole, e);
      }
    }
    if (problems.length) failures.push(`${kind}: ${problems.join('; ')}`);
    await context.close();
  }
  return { failures, rows: [...rows.values()].map((row) => ({ ...row, layout: [...row.layout].join(', '), languages: [...row.languages].join(', ') })) };
}

export const RULES = 'the dice, the prompt and the buttons in view, no zoom, the sheet whole unless its smallest cells cannot fit, targets and text big enough, nothing crosses its panel';
