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
// The sequel's sheet is measured the same way by layout-twice.test.mjs
// (the two files run side by side; what they share is layout-lib.mjs).
// And the sequel's six dice told apart without hue in every language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { LANGS, NAMES, RULES, VIEWPORTS, clearFailures, layoutOf, newTwiceGame, serveTwice, settle } from './layout-lib.mjs';
import { GAME_KEY, playUntil, ready, savedRecord } from './play.mjs';

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
/** The invitation of the game by link (its address's fragment). */
let joinLink;
before(async () => {
  env = await start();
  clearFailures('layout-fail-');
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
  await env?.stop();
});

/** The games measured, in order, and what each is at. */
const GAMES = ['solo, active', 'solo, passive', '4 players, active', '4 players, passive', 'by link, waiting', '4 players, over', 'solo, over', 'by link, over'];

/** The first game's app (dist/): every game, the panels over them, in
 * English and the longest language, the pictures kept. */
const FIRST = { url: () => env.server.url, records, joinLink: () => joinLink, games: GAMES, panels: true, english: true, shots: SHOTS, endShown: '.end .breakdown', fails: 'layout-fail-' };

// The kinds of screen at once, each on its own page: the measuring waits on
// the browser more than it works, so two pages keep both cores busy.
describe('layout', { concurrency: true }, () => {
  for (const [name, kinds] of [
    ['every phone upright', ['phone']],
    ['every phone held sideways', ['phone sideways']],
    ['tablets and desktops', ['tablet', 'desktop']],
  ]) {
    test(`${name}: ${RULES}`, async () => {
      const { failures, rows } = await layoutOf(env.browser, kinds, FIRST);
      console.table(rows);
      assert.deepEqual(failures, []);
    });
  }

  test("the sequel's six dice are told apart without hue, in every language: each its own letter, seen apart in greyscale", async () => {
    const twiceServer = await serveTwice();
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(twiceServer.url + '/?seed=5');
      await ready(page);
      // A game of the sequel at its first roll: every die may be picked (none
      // faded), none held.
      await newTwiceGame(page, ['']);
      await page.waitForFunction((k) => localStorage.getItem(k) !== null, GAME_KEY);
      const fresh = JSON.stringify({ ...JSON.parse(await savedRecord(page)), moves: [] });
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
    } finally {
      await context.close();
      await twiceServer.close();
    }
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
