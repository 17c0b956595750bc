// The layout on every screen the app is made for: phones, tablets in both
// orientations, laptops and a desktop. The same game (mid-game, a die
// picked and its cells lit) is opened at each size; the test measures the
// page and prints a table (page width, the sheet's edges, whether the sheet
// and the tray fit), and saves a screenshot of each to out/layout-WxH.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, playUntil, ready, savedRecord } from './play.mjs';

/** [width, height, kind]: phones show the whole sheet and the dice, upright and sideways. */
export const VIEWPORTS = [
  [360, 740, 'phone'],
  [390, 844, 'phone'],
  [412, 915, 'phone'],
  [844, 390, 'phone sideways'],
  [915, 412, 'phone sideways'],
  [768, 1024, 'tablet portrait'],
  [800, 1280, 'tablet portrait'],
  [810, 1080, 'tablet portrait'],
  [820, 1180, 'tablet portrait'],
  [834, 1194, 'tablet portrait'],
  [1024, 1366, 'tablet portrait'],
  [1024, 768, 'tablet landscape'],
  [1180, 820, 'tablet landscape'],
  [1280, 800, 'landscape'],
  [1366, 1024, 'tablet landscape'],
  [1920, 1080, 'desktop'],
];

/** The smallest target, by kind of screen (WCAG 2.2: 24 px at least). */
const SMALLEST_TARGET = { phone: 28, 'phone sideways': 24 };
/** Touch targets on tablets and desktops. */
const TOUCH_TARGET = 44;
/** The smallest text on a phone. */
const SMALLEST_TEXT = 11;

let env;
/** The saved games opened at every size: solo, four players (a passive
 * pick and an active turn), and a finished four-player game. */
const records = {};
before(async () => {
  env = await start();
  // One game played to the middle, opened at every size.
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(env.server.url + '/?seed=5');
  await ready(page);
  await playUntil(
    page,
    (st) => st.kind === 'choose' && st.moves >= 30 && !st.prompt.startsWith('None'),
    { plusOne: () => true, dieIndex: (st, n) => (st.moves * 7) % n, cellIndex: (st, n) => st.moves % n },
  );
  records.solo = await savedRecord(page);
  // Pass-and-play, the widest top bar: four players with long names.
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText('4 players', { exact: true }).click();
  for (const [i, name] of ['Alexandra', 'Bartholomew', 'Christina', 'Maximiliane'].entries()) {
    await dialog.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  }
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await playUntil(
    page,
    (st) => st.kind === 'passive' && st.moves >= 12 && !/nothing on the platter/.test(st.prompt),
    { plusOne: () => false },
  );
  records['4 players'] = await savedRecord(page);
  // The same game at an active player's pick: the tallest tray.
  await playUntil(page, (st) => st.kind === 'choose' && st.moves >= 16, { plusOne: () => false });
  records['4 players, active'] = await savedRecord(page);
  records['4 players, over'] = readFileSync(join(ROOT, 'tests/data/fixtures/v1-4p-random-finished.json'), 'utf8');
  assert.deepEqual(problems, []);
  await context.close();
});
after(async () => {
  await env?.stop();
});

/** Where things are, in CSS pixels of the viewport, and what breaks a rule. */
async function measure(page) {
  return page.evaluate(() => {
    const box = (sel) => {
      const e = document.querySelector(sel);
      if (!e || !e.checkVisibility()) return null;
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const shown = (e) => e.checkVisibility() && e.getBoundingClientRect().width > 0 && !e.closest('.sr-only');
    const name = (e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 24)}"`;
    // What a finger taps: cells, dice, buttons and the other controls.
    const targets = [...document.querySelectorAll('button, summary, select, input:not([type=radio]), a[href], .cell, .die')]
      .filter(shown)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { size: Math.min(r.width, r.height), what: name(e) };
      })
      .sort((a, b) => a.size - b.size);
    // Every text on the page, its size.
    const texts = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const el = walk.currentNode.parentElement;
      if (!walk.currentNode.textContent.trim() || !el || !shown(el)) continue;
      texts.push({ size: parseFloat(getComputedStyle(el).fontSize), what: name(el) });
    }
    texts.sort((a, b) => a.size - b.size);
    // No content crosses the edge of its panel: the sheet, each area of it,
    // the tray (and the end panel in its place) and each dialog's card.
    const crossing = [];
    for (const panel of document.querySelectorAll('.sheet, .area, .tray, .card')) {
      if (!shown(panel)) continue;
      const p = panel.getBoundingClientRect();
      for (const e of panel.querySelectorAll('*')) {
        if (e.closest('svg') !== null && e.tagName !== 'svg') continue;
        if (!shown(e)) continue;
        const r = e.getBoundingClientRect();
        if (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 1 || r.bottom > p.bottom + 1) {
          crossing.push(`${name(e)} crosses ${name(panel)} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(p.left)}–${Math.round(p.right)})`);
        }
      }
    }
    const doc = document.documentElement;
    return {
      innerWidth,
      innerHeight,
      scrollWidth: doc.scrollWidth,
      scrollHeight: doc.scrollHeight,
      header: box('.top'),
      sheet: box('.sheet'),
      tray: box('.tray'),
      smallestTarget: targets[0] ?? { size: Infinity },
      smallestCell: [...document.querySelectorAll('.cell, .die')]
        .filter(shown)
        .map((e) => e.getBoundingClientRect())
        .reduce((m, r) => Math.min(m, r.width, r.height), Infinity),
      smallestText: texts[0] ?? { size: Infinity },
      crossing: crossing.slice(0, 5),
      // The page's background is the root's: it paints the whole canvas.
      background: getComputedStyle(doc).backgroundColor,
    };
  });
}

const inside = (b, w, h) => b.left >= 0 && b.right <= w + 0.5 && b.top >= 0 && b.bottom <= h + 0.5;

/** Opens `record` at a size, the first-game guide hidden. */
async function openAt(record, width, height, kind) {
  const touch = kind !== 'landscape' && kind !== 'desktop';
  const opened = await openPage(env.browser, {
    viewport: { width, height },
    ...(touch ? { isMobile: true, hasTouch: true } : {}),
  });
  await opened.context.addInitScript(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, record]);
  // The standing layout: the first-game guide (one line more in the
  // tray, until hidden or done) is measured in languages.test.mjs's
  // screenshots, not here.
  await opened.context.addInitScript(() => localStorage.setItem('clever.guide', 'off'));
  await opened.page.goto(env.server.url + '/?seed=5');
  await ready(opened.page);
  return opened;
}

describe('layout', () => {
  test('every phone (upright and sideways), tablet and desktop size: the whole sheet and the dice in view, targets and text big enough, nothing crosses its panel', async () => {
    const rows = [];
    const failures = [];
    const sizes = Object.entries(records).flatMap(([game, record]) => VIEWPORTS.map((v) => [game, record, ...v]));
    for (const [game, record, width, height, kind] of sizes) {
      const phone = kind.startsWith('phone');
      const over = game.endsWith('over');
      const { context, page, problems } = await openAt(record, width, height, kind);
      // Pass-and-play: the tablet goes to the player first.
      if (game !== 'solo' && !over) await page.locator('.handoff button').click();
      if (over) {
        await page.getByRole('heading', { name: 'Game over' }).waitFor();
      } else {
        const die = page.locator('[data-pick]').first();
        await die.click();
        await page.locator('[data-lit]').first().waitFor();
      }
      // The dice settle.
      await page.waitForTimeout(300);
      const m = await measure(page);
      const shot = `layout-${width}x${height}${{ solo: '', '4 players': '-4p', '4 players, active': '-4p-active', '4 players, over': '-4p-over' }[game]}.png`;
      await page.screenshot({ path: join(OUT, shot), fullPage: over });
      const noSideways = m.scrollWidth <= m.innerWidth;
      const noScroll = m.scrollHeight <= m.innerHeight;
      const sheetIn = inside(m.sheet, m.innerWidth, m.innerHeight);
      const trayIn = over || inside(m.tray, m.innerWidth, m.innerHeight);
      // Sideways, the tray sits beside the sheet; upright on a phone, below it.
      const placed = over || kind !== 'phone sideways' || m.tray.left >= m.sheet.right;
      // A finished game's end panel may be taller than the screen.
      const fits = noSideways && placed && (over || (sheetIn && trayIn && noScroll));
      const where = `${width}×${height} ${game}`;
      rows.push({
        size: `${width}×${height}`,
        game,
        kind,
        'page width': m.scrollWidth,
        'sheet bottom': Math.round(m.sheet.bottom),
        'tray top': over ? '' : Math.round(m.tray.top),
        'tray bottom': over ? '' : Math.round(m.tray.bottom),
        'page height': m.scrollHeight,
        'smallest target': Math.round(m.smallestTarget.size),
        'smallest text': m.smallestText.size,
        fits: fits ? 'yes' : 'NO',
      });
      if (!fits) failures.push(`${where}: does not fit ${JSON.stringify({ ...m, crossing: undefined })}`);
      const least = SMALLEST_TARGET[kind];
      if (least !== undefined && m.smallestTarget.size < least - 0.5) {
        failures.push(`${where}: a target of ${m.smallestTarget.size} px (${m.smallestTarget.what}); at least ${least} px`);
      }
      if (least === undefined && m.smallestCell < TOUCH_TARGET - 0.5) {
        failures.push(`${where}: a cell or die of ${m.smallestCell} px (touch targets are ${TOUCH_TARGET} px)`);
      }
      if (phone && m.smallestText.size < SMALLEST_TEXT) {
        failures.push(`${where}: text of ${m.smallestText.size} px (${m.smallestText.what}); at least ${SMALLEST_TEXT} px`);
      }
      for (const c of m.crossing) failures.push(`${where}: ${c}`);
      if (/rgba\(0, 0, 0, 0\)|transparent/.test(m.background)) failures.push(`${where}: the page has no background of its own`);
      assert.deepEqual(problems, []);
      await context.close();
    }
    console.table(rows);
    assert.deepEqual(failures, []);
  });

  test('the Menu opens over the page without moving it, and closes on Escape or a tap elsewhere', async () => {
    for (const [width, height, kind] of [[390, 844, 'phone'], [844, 390, 'phone sideways'], [1280, 800, 'landscape']]) {
      const { context, page, problems } = await openAt(records.solo, width, height, kind);
      const before = await measure(page);
      const menu = page.getByText('Menu', { exact: true });
      await menu.click();
      const history = page.getByRole('button', { name: 'History and statistics' });
      await history.waitFor();
      const open = await measure(page);
      assert.deepEqual([open.header, open.sheet, open.tray], [before.header, before.sheet, before.tray], `${width}×${height}: nothing moves when the Menu opens`);
      const items = await page.locator('.menu-items').boundingBox();
      assert.ok(items.x >= 0 && items.x + items.width <= width && items.y + items.height <= height, `${width}×${height}: the Menu is on the screen: ${JSON.stringify(items)}`);
      await page.screenshot({ path: join(OUT, `menu-${width}x${height}.png`) });
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
});
