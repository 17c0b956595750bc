// The layout on every screen the app is made for: phones, tablets in both
// orientations, laptops and a desktop. The same game (mid-game, a die
// picked and its cells lit) is opened at each size; the test measures the
// page and prints a table (page width, the sheet's edges, whether the sheet
// and the tray fit), and saves a screenshot of each to out/layout-WxH.png.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, openPage, start } from './harness.mjs';
import { GAME_KEY, playUntil, ready, savedRecord } from './play.mjs';

/** [width, height, kind]: phones may scroll the sheet under the tray. */
export const VIEWPORTS = [
  [360, 740, 'phone'],
  [390, 844, 'phone'],
  [412, 915, 'phone'],
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

let env;
/** The saved games opened at every size: solo, and four players. */
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
  assert.deepEqual(problems, []);
  await context.close();
});
after(async () => {
  await env?.stop();
});

/** Where things are, in CSS pixels of the viewport. */
async function measure(page) {
  return page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const doc = document.documentElement;
    return {
      innerWidth,
      innerHeight,
      scrollWidth: doc.scrollWidth,
      scrollHeight: doc.scrollHeight,
      sheet: box('.sheet'),
      tray: box('.tray'),
      cells: [...document.querySelectorAll('.cell, .die')]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .reduce((m, r) => Math.min(m, r.width, r.height), Infinity),
    };
  });
}

const inside = (b, w, h) => b.left >= 0 && b.right <= w + 0.5 && b.top >= 0 && b.bottom <= h + 0.5;

describe('layout', () => {
  test('every phone, tablet and desktop size: no sideways scrolling; sheet and tray in view', async () => {
    const rows = [];
    const failures = [];
    const sizes = Object.entries(records).flatMap(([game, record]) => VIEWPORTS.map((v) => [game, record, ...v]));
    for (const [game, record, width, height, kind] of sizes) {
      const phone = kind === 'phone';
      const touch = kind !== 'landscape' && kind !== 'desktop';
      const { context, page, problems } = await openPage(env.browser, {
        viewport: { width, height },
        ...(touch ? { isMobile: true, hasTouch: true } : {}),
      });
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, record]);
      // The standing layout: the first-game guide (one line more in the
      // tray, until hidden or done) is measured in languages.test.mjs's
      // screenshots, not here.
      await context.addInitScript(() => localStorage.setItem('clever.guide', 'off'));
      await page.goto(env.server.url + '/?seed=5');
      await ready(page);
      // Pass-and-play: the tablet goes to the player first.
      if (game !== 'solo') await page.locator('.handoff button').click();
      const die = page.locator('[data-pick]').first();
      await die.click();
      await page.locator('[data-lit]').first().waitFor();
      // The lit cell is brought into view on a phone; the dice settle.
      await page.waitForTimeout(300);
      const m = await measure(page);
      const shot = game === 'solo' ? `layout-${width}x${height}.png` : `layout-${width}x${height}-4p.png`;
      await page.screenshot({ path: join(OUT, shot) });
      const noSideways = m.scrollWidth <= m.innerWidth;
      const sheetIn = phone
        ? m.sheet.left >= 0 && m.sheet.right <= m.innerWidth + 0.5
        : inside(m.sheet, m.innerWidth, m.innerHeight);
      const trayIn = inside(m.tray, m.innerWidth, m.innerHeight);
      const noScroll = m.scrollHeight <= m.innerHeight;
      const fits = phone ? noSideways && sheetIn && trayIn : noSideways && sheetIn && trayIn && noScroll;
      rows.push({
        size: `${width}×${height}`,
        game,
        kind,
        'page width': m.scrollWidth,
        'sheet left': Math.round(m.sheet.left),
        'sheet right': Math.round(m.sheet.right),
        'sheet bottom': Math.round(m.sheet.bottom),
        'tray top': Math.round(m.tray.top),
        'tray bottom': Math.round(m.tray.bottom),
        'page height': m.scrollHeight,
        'smallest target': Math.round(m.cells),
        fits: fits ? (phone ? 'yes (sheet scrolls, tray stays)' : 'yes, no scrolling') : 'NO',
      });
      if (!fits) failures.push(`${width}×${height} ${game}: ${JSON.stringify(m)}`);
      if (m.cells < 43.5) failures.push(`${width}×${height} ${game}: a cell or die of ${m.cells} px (touch targets are 44 px)`);
      assert.deepEqual(problems, []);
      await context.close();
    }
    console.table(rows);
    assert.deepEqual(failures, []);
  });
});
