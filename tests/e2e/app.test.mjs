// The app in a real browser. These accessible names are the contract that
// the UI keeps: a heading with "Clever", a "Score sheet" region, a
// "Roll the dice" button, and dice named like "White die, 3, rolled".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import { step } from './play.mjs';
import { COLOURS, DIE_NAME, OUT, SUB_PATH, diceNames, openPage, start, waitForSixDice } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/**
 * Checks the landmarks every screen of the app has; `roll`: the game waits
 * for its first roll (a fresh page), so "Roll the dice" is there too.
 */
async function expectSheet(page, { roll = true } = {}) {
  await page.getByRole('heading', { name: /Clever/ }).first().waitFor({ state: 'visible' });
  await page.getByRole('region', { name: 'Score sheet' }).or(page.getByRole('main', { name: 'Score sheet' })).first().waitFor({ state: 'visible' });
  if (roll) await page.getByRole('button', { name: 'Roll the dice' }).waitFor({ state: 'visible' });
}

function checkDice(names) {
  assert.equal(names.length, 6, `six dice, got ${JSON.stringify(names)}`);
  assert.deepEqual(
    names.map((n) => n.match(DIE_NAME)[1]),
    COLOURS,
    'one die of each colour, in order',
  );
}

describe('app at /', () => {
  test('a strict Content-Security-Policy, and the app runs under it with zero violations', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/?seed=12');
    await expectSheet(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|https?:|\*/, 'no outside origin, no inline code');
    // Play a little: roll, pick, mark, reroll, undo.
    const undo = page.getByRole('button', { name: 'Undo' });
    let undone = false;
    for (let i = 0; i < 12 || !undone; i++) {
      await step(page, { plusOne: () => true });
      if (!undone && (await undo.isEnabled())) {
        await undo.click();
        undone = true;
      }
    }
    assert.deepEqual(problems, [], 'no violation while playing');
    // The listener is live: an inline style is refused and reported.
    await page.evaluate(() => {
      const d = document.createElement('div');
      d.setAttribute('style', 'color: red');
      document.body.append(d);
    });
    // The report comes when the browser sends it: wait for it (a busy machine is slow).
    const reported = Date.now() + 20_000;
    while (!problems.some((p) => p.includes('CSP violation: style-src')) && Date.now() < reported) {
      await page.waitForTimeout(100);
    }
    assert.ok(problems.some((p) => p.includes('CSP violation: style-src')), `reported: ${problems}`);
    await context.close();
  });

  test('loads and shows the score sheet', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await expectSheet(page);
    assert.equal(await page.title(), 'Clever');
    assert.deepEqual(await diceNames(page), [], 'no dice before the first roll');
    await page.screenshot({ path: join(OUT, 'start.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('rolling shows six dice, and a reload keeps them', async () => {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(env.server.url + '/');
    await expectSheet(page);

    await page.getByRole('button', { name: 'Roll the dice' }).click();
    const rolled = await waitForSixDice(page);
    checkDice(rolled);
    await page.screenshot({ path: join(OUT, 'rolled.png'), fullPage: true });

    await page.reload();
    await expectSheet(page, { roll: false });
    const restored = await waitForSixDice(page);
    assert.deepEqual(restored, rolled, 'the same dice after a reload (localStorage)');

    assert.deepEqual(problems, []);
    await context.close();
  });

  test('fits a phone screen', async () => {
    const { context, page, problems } = await openPage(env.browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(env.server.url + '/');
    await expectSheet(page);
    await page.getByRole('button', { name: 'Roll the dice' }).tap();
    checkDice(await waitForSixDice(page));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
    await page.screenshot({ path: join(OUT, 'phone.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe(`app under a sub-path (${SUB_PATH}, as on GitHub Pages)`, () => {
  test('loads with all its assets and works', async () => {
    const { context, page, problems, responses } = await openPage(env.browser);
    const from = env.server.requests.length;
    await page.goto(env.server.url + SUB_PATH);
    await expectSheet(page);
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    checkDice(await waitForSixDice(page));

    const served = env.server.requests.slice(from);
    for (const ext of ['.wasm', '.js', '.css']) {
      const hits = served.filter((r) => r.path.endsWith(ext));
      assert.ok(hits.length > 0, `a ${ext} file was requested: ${JSON.stringify(served)}`);
      for (const r of hits) {
        assert.equal(r.status, 200, `${r.path} served`);
        assert.ok(r.path.startsWith(SUB_PATH), `${r.path} is under ${SUB_PATH}`);
      }
    }
    const bad = served.filter((r) => r.status !== 200 || !r.path.startsWith(SUB_PATH));
    assert.deepEqual(bad, [], 'every request stays under the sub-path and succeeds');
    assert.ok(responses.every((r) => r.status < 400));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
