// Every label fits, and names say what is seen (issue 35, points 4 and 5).
//
// Fits: on a 360×740 phone, in each of the five languages, every button
// and select of the header, the tray (rolling, a reroll offered, +1, the
// round-4 choices, a passive pick, the end), the New game dialog and both
// dice entry panels is measured. A label fails when it takes more lines
// than the English one, or is cut off: its text wider than its box
// (ellipsis included), a select narrower than its longest option, or the
// control out of the screen or of a box that clips it. The positions are
// the same games in every language: each is played once in English and
// loaded from its record (localStorage `clever.game`). A table of every
// label, language, widths and result is printed.
//
// Names: every control whose name is given (aria-label, aria-labelledby)
// and that shows text has a name that starts with that text, in every
// language; and axe-core's `label-content-name-mismatch` (experimental,
// off by default) finds nothing on a phone and a desktop in English,
// Russian and Italian, with the players bar and both entry panels shown.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { OUT, openPage, start } from './harness.mjs';
import { GAME_KEY, pageState, ready, savedRecord, step } from './play.mjs';

const LANGS = ['en', 'de', 'hu', 'ru', 'it'];
const TRY = process.env.LABELS_LANGS?.split(',') ?? LANGS;
const PHONE = { width: 360, height: 740 };

let env;
/** name → a saved game (the record), played in English. */
const records = new Map();

before(async () => {
  env = await start();
  await playTheRecords();
});
after(async () => {
  await env?.stop();
});

/** A phone page (or `viewport`) speaking `code`, with `record` saved before it loads. */
async function openIn(code, record, viewport = PHONE, path = '/?seed=2024') {
  const opened = await openPage(env.browser, { viewport, isMobile: true, hasTouch: true });
  await opened.context.addInitScript(
    ([lang, key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('clever.lang', lang);
      if (value !== null) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [code, GAME_KEY, record ?? null],
  );
  await opened.page.goto(env.server.url + path);
  await ready(opened.page);
  await opened.page.waitForFunction((c) => document.documentElement.lang === c, code);
  // Pass-and-play opens on the hand-over screen: take the tablet.
  if ((await pageState(opened.page)).kind === 'handoff') {
    await opened.page.locator('.handoff button').click();
    await opened.page.locator('dialog.handoff').waitFor({ state: 'detached' });
  }
  return opened;
}

/** The New game dialog of `page`, in English: `count` players, then `more`. */
async function newGame(page, count, more = async () => {}) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator(`input[name="count"][value="${count}"]`).locator("..").click();
  await more(dialog);
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.shell[data-moves="0"]').waitFor();
  if ((await pageState(page)).kind === 'handoff') await page.locator('.handoff button').click();
}

/** Plays the positions measured, in English, and keeps their records. */
async function playTheRecords() {
  const { context, page, problems } = await openIn('en', null);
  // A solo game to its end: a reroll offered, +1, the round-4 choice, the
  // passive pick, a free X, the end.
  const policy = { plusOne: () => false, dieIndex: (st, n) => (st.moves * 7) % n, choiceIndex: 1 };
  const reroll = page.locator('.tray .buttons .btn:not(.primary)').filter({ hasText: /^Reroll/ });
  for (let i = 0; i < 3000; i++) {
    const st = await pageState(page);
    let kind = st.kind;
    if (kind === 'choose' && (await reroll.isVisible())) kind = 'reroll';
    if (!records.has(kind)) records.set(kind, await savedRecord(page));
    if (kind === 'game_over') break;
    await step(page, policy);
  }
  // Four players passing one phone: the players bar full; a passive pick.
  await newGame(page, 4);
  records.set('4 players', await savedRecord(page));
  for (let i = 0; i < 400; i++) {
    const st = await pageState(page);
    if (st.kind === 'passive') break;
    await step(page, policy);
  }
  records.set('4 players, passive', await savedRecord(page));
  // Two players with their own dice: the panel that asks for the dice.
  await newGame(page, 2, (d) => d.locator('input[name="dice"][value="own"]').locator('..').click());
  records.set('own dice', await savedRecord(page));
  // Three players, only my sheet (third in turn): where the first one's dice lay.
  await newGame(page, 3, async (d) => {
    await d.locator('input[name="sheets"][value="mine"]').locator('..').click();
    await d.locator('.my-place select').selectOption('3');
  });
  records.set('only my sheet', await savedRecord(page));
  // Three friends by link, the second starts: the invitation, and the
  // first one's turn awaited (paste it, or ask for it again).
  await newGame(page, 3, async (d) => {
    await d.locator('input[name="sheets"][value="link"]').locator('..').click();
    await d.getByRole('combobox', { name: 'Who starts' }).selectOption('1');
  });
  records.set('by link', await savedRecord(page));
  // Against the computer: its pace, Pause and Skip.
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  // Up to the computer's turn.
  for (let i = 0; i < 40 && !(await page.locator('.shell[data-computer]').count()); i++) await step(page, policy);
  records.set('computer', await savedRecord(page));
  assert.deepEqual(problems, []);
  await context.close();
  for (const [name, record] of records) assert.ok(record, `a record for "${name}"`);
}

/**
 * Each visible control matching `selector`: a path that is the same in
 * every language, its text, its width and the width its text needs on one
 * line, the lines its text takes, and what cuts it.
 */
function measure(selector) {
  const shown = (e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 1;
  const path = (e) => {
    const parts = [];
    for (let n = e; n && n !== document.body && parts.length < 6; n = n.parentElement) {
      const same = n.parentElement ? [...n.parentElement.children].filter((c) => c.tagName === n.tagName) : [n];
      parts.unshift(`${n.tagName.toLowerCase()}${n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\s+/)[0] : ''}:${same.indexOf(n)}`);
    }
    return parts.join('>');
  };
  /** The line boxes a text node takes. */
  const lines = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rows = [];
    for (const r of range.getClientRects()) {
      if (r.width < 0.5) continue;
      const mid = (r.top + r.bottom) / 2;
      if (!rows.some((row) => Math.abs(row - mid) < r.height / 2)) rows.push(mid);
    }
    return rows.length;
  };
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    const cuts = [];
    let most = 0;
    const texts = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!n.textContent.trim() || parent.closest('option') || !shown(parent)) continue;
      texts.push(n.textContent.trim());
      most = Math.max(most, lines(n));
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1) cuts.push(`text out of its box (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    for (const e of [el, ...el.querySelectorAll('*')]) {
      if (!shown(e) || e instanceof SVGElement || !e.textContent.trim()) continue;
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') {
        cuts.push(`${e === el ? 'its text' : e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth} px`);
      }
    }
    if (box.left < -0.5 || box.right > innerWidth + 0.5) cuts.push(`off the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (box.left < r.left - 0.5 || box.right > r.right + 0.5) cuts.push(`out of ${a.className || a.tagName}`);
    }
    // The width it needs: its text on one line (a select: its longest option).
    const style = el.getAttribute('style');
    el.style.cssText += ';width:max-content;min-width:0;max-width:none;flex:none;white-space:nowrap';
    const need = el.getBoundingClientRect().width;
    if (style === null) el.removeAttribute('style');
    else el.setAttribute('style', style);
    if (el.tagName === 'SELECT') {
      texts.push([...el.options].map((o) => o.text).join(' | '));
      if (need > box.width + 0.5) cuts.push(`its longest option needs ${Math.round(need)} px`);
    }
    out.push({ path: path(el), text: texts.join(' '), has: Math.round(box.width), need: Math.round(need), lines: most, cuts });
  }
  return out;
}

/** What the page shows now, by each control's path. */
async function controls(page, where) {
  return page.evaluate(measure, where);
}

/**
 * Every control on the page whose name is given and that shows text, whose
 * name does not start with that text (its words, letters and digits only).
 */
function namesNotStartingWithText() {
  const words = (s) =>
    s
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const onScreen = (e) => {
    if (!e.checkVisibility({ visibilityProperty: true })) return false;
    const r = e.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  const bad = [];
  const named = 'button, a[href], summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=option], [role=switch]';
  for (const el of document.querySelectorAll(named)) {
    // The sheet's cells name their area first, as the rules do ("Yellow 3,
    // row 1 column 1"): what they show (3, ≥4, ×2) is a word of the name,
    // which axe-core's rule checks (below), not its start.
    if (el.closest('.sheet')) continue;
    const label = el.getAttribute('aria-label');
    const by = el.getAttribute('aria-labelledby');
    if (label === null && by === null) continue;
    if (!onScreen(el)) continue;
    const name = label ?? by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    // Seen text: the text nodes shown on the screen (aria-hidden or not).
    let seen = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement && onScreen(n.parentElement)) seen += n.textContent;
    }
    const [s, nm] = [words(seen), words(name)];
    if (s && !(nm === s || nm.startsWith(s + ' '))) bad.push(`"${seen.trim()}" is not the start of "${name}"`);
  }
  return bad;
}

/** Each screen measured: its name, the position, and what to do before. */
const SCREENS = [
  { name: 'rolling', record: null },
  { name: 'a reroll offered', record: 'reroll' },
  { name: '+1', record: 'plus_one' },
  { name: 'round-4 choice', record: 'round_choice' },
  { name: 'a free X', record: 'cross' },
  { name: 'passive pick (solo)', record: 'passive' },
  { name: 'the end', record: 'game_over', ready: (page) => page.locator('.breakdown').waitFor() },
  { name: '4 players', record: '4 players' },
  { name: '4 players, passive pick', record: '4 players, passive' },
  { name: 'enter the dice (2 players)', record: 'own dice', ready: (page) => page.locator('section.entry:not(.table-entry)').waitFor() },
  { name: 'where the dice lay', record: 'only my sheet', ready: (page) => page.locator('section.table-entry').waitFor() },
  { name: 'by link: the invitation, a turn awaited', record: 'by link', ready: (page) => page.locator('.friends .ask-again').waitFor() },
  {
    name: 'computer',
    record: 'computer',
    ready: async (page) => {
      // Paused while the computer decides: its Skip shows.
      await page.locator('.shell[data-computer]').waitFor();
      await page.locator('.computers button').first().click();
    },
  },
  {
    name: 'New game (4 players)',
    record: null,
    ready: async (page) => {
      await page.locator('header.top > button.btn').click();
      await page.locator('dialog input[name="count"][value="4"]').locator('..').click();
    },
  },
  {
    name: 'New game (by link)',
    record: null,
    ready: async (page) => {
      await page.locator('header.top > button.btn').click();
      await page.locator('dialog input[name="count"][value="4"]').locator('..').click();
      await page.locator('dialog input[name="sheets"][value="link"]').locator('..').click();
    },
  },
  {
    name: 'New game (only my sheet)',
    record: null,
    ready: async (page) => {
      await page.locator('header.top > button.btn').click();
      await page.locator('dialog input[name="count"][value="4"]').locator('..').click();
      await page.locator('dialog input[name="sheets"][value="mine"]').locator('..').click();
    },
  },
];

const CONTROLS = [
  'header.top button',
  'header.top summary',
  // (Not the review's costly moves: sentences, which wrap as sentences do.)
  '.tray button:not(.die, .review *)',
  '.tray select',
  'dialog button',
  'dialog select',
  'dialog label.pill',
].join(', ');

describe('every label fits on a 360 px phone', () => {
  test('the header, the tray, New game and the dice entry panels, in five languages', async () => {
    /** screen → path → English measure. */
    const english = new Map();
    const rows = [];
    const failures = [];
    const names = [];
    for (const code of TRY) {
      for (const screen of SCREENS) {
        const { context, page, problems } = await openIn(code, screen.record ? records.get(screen.record) : null);
        await screen.ready?.(page);
        const found = await controls(page, CONTROLS);
        assert.ok(found.length >= 2, `${screen.name} (${code}): controls found`);
        if (code === 'en') english.set(screen.name, new Map(found.map((f) => [f.path, f])));
        const en = english.get(screen.name);
        for (const f of found) {
          const base = en.get(f.path);
          const wraps = f.lines > 1 && (base?.lines ?? 1) <= 1;
          const result = wraps ? `wraps (${f.lines} lines)` : f.cuts.length ? `cut: ${f.cuts.join('; ')}` : 'fits';
          rows.push({ screen: screen.name, label: base?.text ?? '?', lang: code, text: f.text, has: f.has, needs: f.need, lines: f.lines, result });
          if (result !== 'fits') failures.push(`${screen.name} (${code}): "${f.text}" ${result}`);
        }
        for (const bad of await page.evaluate(namesNotStartingWithText)) names.push(`${screen.name} (${code}): ${bad}`);
        if (screen.name === '4 players' || screen.name.startsWith('enter') || screen.name.startsWith('where')) {
          await page.screenshot({ path: join(OUT, `labels-${screen.name.replace(/\W+/g, '-')}-${code}.png`) });
        }
        assert.deepEqual(problems, [], `${screen.name} (${code})`);
        await context.close();
      }
    }
    console.table(rows.map((r) => ({ ...r, text: r.text.slice(0, 40), label: r.label.slice(0, 30) })));
    const fits = rows.filter((r) => r.result === 'fits').length;
    console.log(`${rows.length} labels measured (${rows.length / LANGS.length} a language), ${fits} fit`);
    assert.deepEqual(names, [], "every name starts with the control's text");
    assert.deepEqual(failures, [], 'every label fits');
  });
});

describe('names say what is seen (WCAG 2.5.3)', () => {
  test("axe-core's label-content-name-mismatch on a phone and a desktop, in English, Russian and Italian", async () => {
    const rules = { rules: { 'label-content-name-mismatch': { enabled: true } } };
    const screens = [
      // The players bar (2 players) and the panel that asks for the dice.
      { name: 'enter the dice', record: 'own dice', shown: 'section.entry:not(.table-entry)' },
      // The players bar (3, two of them "own sheet") and where the dice lay.
      { name: 'where the dice lay', record: 'only my sheet', shown: 'section.table-entry' },
      // The players bar (4) and a passive pick.
      { name: '4 players, passive pick', record: '4 players, passive', shown: '.players' },
    ];
    const rows = [];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      for (const code of ['en', 'ru', 'it']) {
        for (const screen of screens) {
          const { context, page, problems } = await openIn(code, records.get(screen.record), viewport);
          await page.locator(screen.shown).waitFor();
          await page.locator('.players').waitFor();
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const { violations, passes } = await new AxeBuilder({ page }).options(rules).analyze();
          const checked = passes.find((p) => p.id === 'label-content-name-mismatch')?.nodes.length ?? 0;
          const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
          rows.push({ viewport: `${viewport.width}×${viewport.height}`, lang: code, screen: screen.name, 'names checked': checked, violations: found.length });
          assert.deepEqual(found, [], `axe-core on "${screen.name}" (${code}, ${viewport.width}×${viewport.height})`);
          // The rule did look at the controls whose names are given.
          assert.ok(checked >= 3, `${checked} controls checked by label-content-name-mismatch`);
          assert.deepEqual(problems, []);
          await context.close();
        }
      }
    }
    console.table(rows);
  });
});
