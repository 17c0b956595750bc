// Accessibility: axe-core finds nothing on any screen of the app, in the
// light and the dark theme; dice that cannot be picked say so; the dialogs
// are modal (focus kept inside, Escape closes only the setup, the focus
// comes back); a live region says what each action did. Also: the theme
// follows the system or the player's choice, reduced motion stops the
// animations, and with colour-vision deficiencies the dice and areas keep
// their letters and patterns (screenshots: out/vision-NAME.png).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { GAME_KEY, pageState, playUntil, ready, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const fixture = (name) => readFileSync(join(ROOT, 'tests', 'data', 'fixtures', name), 'utf8');

/** axe-core's rules and `label-content-name-mismatch` (experimental, off by default). */
const WITH_LABEL_IN_NAME = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** Every screen checked, with its violations in each theme. */
const results = [];

/** axe-core on the page as it is, in the light and the dark theme. */
async function axe(page, screen) {
  const found = {};
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    // The dice and marks have settled (no animation: reduced motion).
    await page.waitForTimeout(50);
    // With the experimental rule that a name says what is seen (WCAG 2.5.3).
    const { violations } = await new AxeBuilder({ page }).options(WITH_LABEL_IN_NAME).analyze();
    found[scheme] = violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).slice(0, 5),
    }));
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  results.push({ screen, light: found.light.length, dark: found.dark.length });
  assert.deepEqual(found, { light: [], dark: [] }, `axe-core on "${screen}"`);
}

/** A page with a saved game (or none) already in its storage. */
async function openWith(record, path = '/?seed=2024', options = {}) {
  const opened = await openPage(env.browser, { viewport: { width: 1280, height: 800 }, ...options });
  if (record !== null) {
    await opened.context.addInitScript(([k, v]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(k, v);
        sessionStorage.setItem('seeded', '1');
      }
    }, [GAME_KEY, record]);
  }
  await opened.page.goto(env.server.url + path);
  await ready(opened.page);
  return opened;
}

describe('accessibility (axe-core)', () => {
  test('a solo game: start, die picked, free X, round 4, +1, the end', async () => {
    const { context, page, problems } = await openWith(null);
    await axe(page, 'start');

    // Roll, and a die picked: its cells light up; the dice that cannot be
    // picked now say so.
    await step(page);
    const blocked = page.locator('.die[aria-disabled="true"]');
    for (const label of await blocked.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
      assert.match(label, /, cannot be picked now$/);
    }
    for (const label of await page.locator('[data-pick]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
      assert.doesNotMatch(label, /cannot be picked/);
    }
    assert.equal(await page.locator('[data-pick][aria-disabled]').count(), 0, 'a die that can be picked is not disabled');
    await page.locator('[data-pick]').first().click();
    await page.locator('[data-lit]').first().waitFor();
    await axe(page, 'die selected');

    // A lit cell marks the die; the live region says so in words.
    const cell = await page.locator('[data-lit]').first().getAttribute('aria-label');
    await page.locator('[data-lit]').first().click();
    const live = page.locator('[role="status"][aria-live="polite"].note');
    await page.waitForFunction(() => document.querySelector('.note').textContent.length > 0);
    const said = await live.textContent();
    const [, area] = cell.match(/^(\w+)/);
    assert.match(said, new RegExp(`^${area} \\d+ (crossed|written)`), `the live region says what happened: "${said}"`);
    console.log(`live region after "${cell}": "${said}"`);

    const policy = {
      plusOne: () => true,
      dieIndex: (st, n) => (st.moves * 7) % n,
      cellIndex: (st, n) => st.moves % n,
      choiceIndex: 1,
    };
    const wanted = { cross: 'free X choice', round_choice: 'round-4 choice', plus_one: '+1 phase' };
    const seen = new Set();
    await playUntil(
      page,
      (st) => {
        if (st.kind in wanted && !seen.has(st.kind)) return true;
        return false;
      },
      policy,
    );
    while (seen.size < Object.keys(wanted).length) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      seen.add(st.kind);
      await axe(page, wanted[st.kind]);
      await step(page, policy);
      await playUntil(page, (s) => s.kind in wanted && !seen.has(s.kind), policy);
    }
    assert.deepEqual([...seen].sort(), Object.keys(wanted).sort(), 'every prompt came up');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the end screens (solo and four players)', async () => {
    for (const [name, screen] of [
      ['v1-solo-finished.json', 'end screen (solo)'],
      ['v1-4p-random-finished.json', 'end screen (4 players)'],
    ]) {
      const { context, page, problems } = await openWith(fixture(name));
      await page.getByRole('region', { name: 'Game over' }).waitFor();
      // The worker writes the panel (and, solo, the expert's review).
      await page.locator('.breakdown').waitFor();
      if (name.includes('solo')) await page.getByRole('region', { name: 'Expert review' }).waitFor();
      await axe(page, screen);
      if (name.includes('solo')) {
        // The finished game is in the history: its view, charts included.
        await page.getByText('Menu', { exact: true }).click();
        await page.getByRole('button', { name: 'History and statistics' }).click();
        await page.getByRole('dialog', { name: 'History and statistics' }).locator('figure').first().waitFor();
        await axe(page, 'history and statistics');
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('setup, hand-over and unreadable save: modal dialogs', async () => {
    const { context, page, problems } = await openWith(fixture('v1-3p-midgame.json'));
    const modal = () => page.evaluate(() => [...document.querySelectorAll('dialog')].map((d) => d.matches(':modal')));
    /** Tab around: the focus never lands outside the dialog. */
    const contained = async (dialog) => {
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          (sel) => document.activeElement === document.body || !!document.activeElement?.closest(sel),
          dialog,
        );
        assert.ok(inside, `the focus stays in ${dialog} (Tab ${i + 1})`);
      }
    };

    // Pass-and-play: the hand-over screen hides the sheet; Escape keeps it.
    const handoff = page.getByRole('dialog', { name: /^Hand the tablet to / });
    await handoff.waitFor();
    assert.deepEqual(await modal(), [true], 'the hand-over is a modal <dialog>');
    await axe(page, 'hand-over');
    await page.screenshot({ path: join(OUT, 'hand-over.png') });
    await contained('dialog.handoff');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
    assert.deepEqual(await modal(), [true], 'Escape does not uncover the sheet');
    await handoff.getByRole('button').click();
    await page.locator('dialog').waitFor({ state: 'detached' });

    // The setup: Escape closes it and the focus is back on "New game".
    const opener = page.getByRole('button', { name: 'New game' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const setup = page.getByRole('dialog', { name: 'New game' });
    await setup.waitFor();
    assert.deepEqual(await modal(), [true], 'the setup is a modal <dialog>');
    await axe(page, 'setup');
    await page.screenshot({ path: join(OUT, 'setup.png') });
    await contained('dialog.overlay');
    await page.keyboard.press('Escape');
    await setup.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'New game', 'the focus returns');
    assert.deepEqual(problems, []);
    await context.close();

    // A save that cannot be read: Escape keeps the choice on screen.
    const broken = await openWith('{"format":"clever-game","version":99,"setup":{"players":["A"]},"moves":[]}');
    const alert = broken.page.getByRole('alertdialog', { name: 'The saved game cannot be read' });
    await alert.waitFor();
    assert.equal(await broken.page.evaluate(() => document.querySelector('dialog').matches(':modal')), true);
    await broken.page.keyboard.press('Escape');
    await broken.page.keyboard.press('Escape');
    await broken.page.waitForTimeout(100);
    assert.ok(await alert.isVisible(), 'Escape does not dismiss the unreadable save');
    await axe(broken.page, 'unreadable save');
    assert.deepEqual(broken.problems, []);
    await broken.context.close();
  });

  test('on a phone: the Menu open over the page, and own dice being entered', async () => {
    const { context, page, problems } = await openWith(null, '/?seed=2024', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'History and statistics' }).waitFor();
    await axe(page, 'the Menu (phone)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New game' }).first().click();
    const setup = page.getByRole('dialog', { name: 'New game' });
    await setup.getByText('My own dice', { exact: true }).click();
    assert.equal(await setup.getByRole('radio', { name: 'My own dice' }).isChecked(), true);
    await setup.getByRole('button', { name: 'Start the game' }).click();
    const entry = page.getByRole('region', { name: 'Enter the dice' });
    await entry.getByRole('group', { name: 'Yellow die' }).getByRole('button', { name: '5', exact: true }).click();
    await axe(page, 'own dice being entered (phone)');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('report', () => {
    console.table(results);
    assert.ok(results.length >= 10, `${results.length} screens checked`);
  });
});

describe('themes, motion, colour vision', () => {
  test('the theme follows the system, or the choice kept in clever.theme', async () => {
    const { context, page, problems } = await openWith(null, '/?seed=3', { colorScheme: 'dark' });
    const bg = () => page.evaluate(() => getComputedStyle(document.querySelector('.sheet')).backgroundColor);
    const dark = await bg();
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await bg();
    assert.notEqual(dark, light, 'the system theme is followed');
    // The theme is chosen in the Menu.
    const menu = page.getByText('Menu', { exact: true });
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await menu.click();
    await theme.selectOption('dark');
    assert.equal(await bg(), dark, 'dark chosen by hand over a light system');
    assert.equal(await page.evaluate(() => localStorage.getItem('clever.theme')), 'dark');
    await page.reload();
    await ready(page);
    assert.equal(await bg(), dark, 'the choice is kept');
    await menu.click();
    assert.equal(await theme.inputValue(), 'dark');
    await theme.selectOption('system');
    assert.equal(await page.evaluate(() => localStorage.getItem('clever.theme')), null);
    assert.equal(await bg(), light);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('reduced motion stops the animations; lit cells keep their ring', async () => {
    const { context, page, problems } = await openWith(null, '/?seed=3', { reducedMotion: 'no-preference' });
    await step(page);
    // The dice just rolled tumble.
    const die = page.locator('.die.tumble').first();
    await die.waitFor();
    const anim = () => die.evaluate((e) => getComputedStyle(e).animationName);
    assert.equal(await anim(), 'tumble', 'rolled dice tumble');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await anim(), 'none', 'no animation with reduced motion');
    await page.locator('[data-pick]').first().click();
    const lit = page.locator('[data-lit]').first();
    await lit.waitFor();
    const ring = await lit.evaluate((e) => getComputedStyle(e).boxShadow);
    assert.notEqual(ring, 'none', 'the ring stays, still');
    const marker = await lit.evaluate((e) => getComputedStyle(e, '::after').content);
    assert.notEqual(marker, 'none', 'and its corner marker');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('colour-vision deficiencies: dice and areas keep their letters and patterns', async () => {
    const { context, page, problems } = await openWith(null, '/?seed=5');
    await step(page);
    await page.locator('[data-pick]').first().click();
    await page.locator('[data-lit]').first().waitFor();
    // Every die carries its letter, every area its name, every area colour
    // its own pattern.
    // (Drawn by the style sheet: part of the die's picture, not its name.)
    const letters = await page
      .locator('.die .badge')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e, '::before').content.replace(/^"|"$/g, '')));
    assert.deepEqual([...new Set(letters)].sort(), ['B', 'G', 'O', 'P', 'W', 'Y']);
    const names = await page.locator('.area-name').allTextContents();
    assert.deepEqual(names, ['Yellow', 'Blue', 'Green', 'Orange', 'Purple']);
    const patterns = await page.evaluate(() =>
      ['yellow', 'blue', 'green', 'orange', 'purple'].map((a) => {
        const el = document.querySelector(`.sum.bg-${a}`);
        return getComputedStyle(el).backgroundImage;
      }),
    );
    assert.equal(new Set(patterns).size, 5, `five different patterns: ${patterns}`);
    assert.ok(patterns.every((p) => p !== 'none'));
    const cdp = await context.newCDPSession(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const type of ['deuteranopia', 'protanopia', 'tritanopia', 'achromatopsia']) {
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
      await page.screenshot({ path: join(OUT, `vision-${type}.png`) });
    }
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});
