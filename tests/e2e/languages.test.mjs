// The five languages (issue 20), through the UI: whole games in Russian,
// Hungarian, Italian and German, each checked against `clever replay`, with
// screenshots; on every screen they pass, no English catalogue text is
// shown or named (tests/e2e/words.mjs scans text and accessible names).
// And a whole solo game of the sequel in each of the four, from its own
// build (dist-twice/, scripts/build-twice).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { serve } from './server.mjs';
import { endScores, pageState, playUntil, playWithComputers, ready, replay, savedRecord, step } from './play.mjs';
import { catalogue, englishOnPage, say } from './words.mjs';

let env;
before(async () => {
  env = await start();
});
/** What a test opened (its pages' contexts, the sequel's server): closed
 * after it, passed or failed, so that a failure never keeps node running. */
const opened = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close().catch(() => {});
});
after(async () => {
  await env?.stop();
});

/** No English catalogue text on the page now. */
async function noEnglish(page, code, where) {
  const found = await englishOnPage(page, code);
  assert.deepEqual(found, [], `English on the ${code} page (${where})`);
}

/** A policy that names the buttons in the language. */
function policy(words, more = {}) {
  return { roll: words.tray_roll, done: words.tray_done, ...more };
}

/** A fresh page whose browser speaks `locale`, opened on `seed`; the page
 *  speaks `code` (its first choice of language). */
async function openIn(locale, code, seed, viewport = { width: 1280, height: 900 }) {
  const page = await openPage(env.browser, { locale, viewport });
  opened.push(page.context);
  await page.page.goto(`${env.server.url}/?seed=${seed}`);
  await ready(page.page);
  assert.equal(await page.page.evaluate(() => document.documentElement.lang), code);
  return page;
}

/** Russian plural category of a whole number (CLDR). */
function ruCategory(n) {
  if (n % 10 === 1 && n % 100 !== 11) return 0;
  if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return 1;
  return 2;
}

/** The end panel's totals equal the engine's replay of the saved record. */
async function checkEnd(page) {
  const shown = await endScores(page);
  const engine = replay(await savedRecord(page));
  for (const [p, player] of engine.players.entries()) {
    assert.equal(shown[String(p)].total, player.score.total, `player ${p}'s total`);
  }
  return engine;
}

describe('languages', () => {
  test('a solo game in Russian, the browser speaking Russian', async () => {
    const ru = catalogue('ru');
    const { context, page, problems } = await openIn('ru-RU', 'ru', 4242);
    assert.equal(await page.title(), ru.page_title);
    await page.getByRole('region', { name: ru.sheet_label }).waitFor();
    await noEnglish(page, 'ru', 'the first screen');
    await page.screenshot({ path: join(OUT, 'ru-start.png') });
    let scanned = 0;
    const steps = [];
    for (let i = 0; i < 3000; i++) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      // The choices of each kind, and a die held (its cells lit).
      if (i % 4 === 0) {
        await noEnglish(page, 'ru', `step ${i}, ${st.kind}`);
        scanned++;
      }
      if (i === 40) await page.screenshot({ path: join(OUT, 'ru-middle.png') });
      steps.push(await step(page, policy(ru, { plusOne: () => true, dieIndex: (s, n) => (s.moves * 7) % n })));
    }
    assert.ok(scanned >= 10, `${scanned} scans`);
    await page.getByRole('region', { name: ru.end_game_over }).waitFor();
    const engine = await checkEnd(page);
    await noEnglish(page, 'ru', 'the end of the game');
    await page.screenshot({ path: join(OUT, 'ru-end.png'), fullPage: true });
    // Points take one/few/many: the rating line says the total so.
    const total = engine.players[0].score.total;
    const forms = ru.end_solo_rating.match(/\{total\|([^}]*)\}/)[1].split('|');
    const expected = ru.end_solo_rating.replace(/\{total\|[^}]*\}/, forms[ruCategory(total)]).replace('{total}', total);
    assert.ok(await page.getByText(expected, { exact: true }).isVisible(), `the end says "${expected}"`);
    // A reload keeps the language.
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    await noEnglish(page, 'ru', 'after a reload');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a 2-player game in Hungarian, switched in the Menu in the middle of a game', async () => {
    const hu = catalogue('hu');
    const en = catalogue('en');
    const { context, page, problems } = await openIn('en-GB', 'en', 77, { width: 1024, height: 900 });
    // Some play in English first: a roll and a die taken.
    await step(page, policy(en));
    await step(page, policy(en));
    const before = { moves: (await pageState(page)).moves, record: await savedRecord(page) };
    await page.getByText(en.menu_title, { exact: true }).click();
    await page.getByRole('combobox', { name: en.language }).selectOption('hu');
    await page.waitForFunction(() => document.documentElement.lang === 'hu');
    await page.getByRole('region', { name: hu.sheet_label }).waitFor();
    // Nothing lost: the same game, the Menu open on the choice.
    assert.equal((await pageState(page)).moves, before.moves);
    assert.equal(await savedRecord(page), before.record);
    // The Menu opens again a frame after the page is drawn anew.
    await page.getByRole('combobox', { name: hu.language }).waitFor({ state: 'visible' });
    await noEnglish(page, 'hu', 'the Menu after switching');
    await page.screenshot({ path: join(OUT, 'hu-menu.png') });
    await page.getByText(hu.menu_title, { exact: true }).click();

    // A new game of two, set up in Hungarian.
    await page.getByRole('button', { name: hu.setup_title }).first().click();
    const dialog = page.getByRole('dialog', { name: hu.setup_title });
    await dialog.getByText(say(hu, 'setup_count', { n: 2 }), { exact: true }).click();
    await noEnglish(page, 'hu', 'the New game dialog');
    await page.screenshot({ path: join(OUT, 'hu-new-game.png') });
    for (const [i, name] of ['Zsófi', 'Bence'].entries()) {
      await dialog.getByRole('textbox', { name: say(hu, 'setup_player_n', { n: i + 1 }) }).fill(name);
    }
    await dialog.getByRole('button', { name: hu.setup_start }).click();
    await page.locator('.handoff').waitFor();
    await noEnglish(page, 'hu', 'the hand-over');
    await page.screenshot({ path: join(OUT, 'hu-handover.png') });
    let i = 0;
    for (; i < 5000; i++) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      if (i % 6 === 0) await noEnglish(page, 'hu', `step ${i}, ${st.kind}`);
      await step(page, policy(hu, { plusOne: (s) => s.player !== s.active, dieIndex: (s, n) => s.moves % n, choiceIndex: 3 }));
    }
    await page.getByRole('region', { name: hu.end_game_over }).waitFor();
    const engine = await checkEnd(page);
    assert.equal(engine.players.length, 2);
    await noEnglish(page, 'hu', 'the end of the game');
    await page.screenshot({ path: join(OUT, 'hu-end.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game against the computer in Italian, with a hint and the review', async () => {
    const it = catalogue('it');
    const { context, page, problems } = await openIn('it-IT', 'it', 5150);
    await page.getByRole('button', { name: it.setup_title }).first().click();
    await page.getByRole('button', { name: it.setup_versus }).click();
    await playWithComputers(page, { policy: policy(it, { plusOne: () => false }) });
    await page.getByRole('region', { name: it.end_game_over }).waitFor();
    await checkEnd(page);
    await noEnglish(page, 'it', 'the end of a game against the computer');
    await page.screenshot({ path: join(OUT, 'it-versus-end.png'), fullPage: true });

    // A solo game with a hint, to its end and the review.
    await page.getByRole('button', { name: it.setup_title }).first().click();
    const dialog = page.getByRole('dialog', { name: it.setup_title });
    await dialog.getByText(it.setup_solo, { exact: true }).click();
    await dialog.getByRole('button', { name: it.setup_start }).click();
    // The review is of a solo game: one, with a hint.
    let hinted = false;
    for (let i = 0; i < 3000; i++) {
      const st = await pageState(page);
      if (st.kind === 'game_over') break;
      if (!hinted && st.kind === 'choose') {
        await page.getByRole('button', { name: it.computer_hint }).click();
        const items = page.getByRole('list', { name: it.computer_hints }).getByRole('listitem');
        await items.first().waitFor();
        await noEnglish(page, 'it', 'the hints');
        await page.screenshot({ path: join(OUT, 'it-hint.png') });
        hinted = true;
      }
      await step(page, policy(it, { plusOne: () => true, dieIndex: (s, n) => (s.moves * 3) % n }));
    }
    assert.ok(hinted, 'a hint was asked');
    await page.getByRole('region', { name: it.end_game_over }).waitFor();
    await checkEnd(page);
    await page.locator('.review li, .review .refused').first().waitFor({ timeout: 60_000 });
    await noEnglish(page, 'it', 'the review');
    await page.screenshot({ path: join(OUT, 'it-review.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a German game that opens History and Statistics', async () => {
    const de = catalogue('de');
    const { context, page, problems } = await openIn('de-DE', 'de', 1990);
    await noEnglish(page, 'de', 'the first screen');
    // How to play, in German, with its pictures of the sheet; then back.
    await page.getByRole('button', { name: de.how_title, exact: true }).click();
    const how = page.getByRole('dialog', { name: de.how_title });
    await how.waitFor();
    assert.ok((await how.locator('.how-pic').count()) >= 5, 'a picture for each area');
    await noEnglish(page, 'de', 'How to play');
    await page.screenshot({ path: join(OUT, 'de-how-to-play.png') });
    await how.getByRole('button', { name: de.how_close, exact: true }).first().click();
    await how.waitFor({ state: 'detached' });
    await playUntil(page, () => false, policy(de, { plusOne: () => true }));
    await page.getByRole('region', { name: de.end_game_over }).waitFor();
    await checkEnd(page);
    await noEnglish(page, 'de', 'the end of the game');
    await page.screenshot({ path: join(OUT, 'de-end.png'), fullPage: true });
    await page.getByText(de.menu_title, { exact: true }).click();
    await page.getByRole('button', { name: de.menu_history }).click();
    const dialog = page.getByRole('dialog', { name: de.menu_history });
    await dialog.waitFor();
    await dialog.locator('table, svg').first().waitFor({ timeout: 30_000 });
    await noEnglish(page, 'de', 'History and Statistics');
    await page.screenshot({ path: join(OUT, 'de-history.png'), fullPage: true });
    // Dates in German (the browser's Intl): a month or a dotted date.
    const when = await dialog.locator('time').first().textContent();
    assert.match(when, /\d{1,2}\.\s?(\d{2}\.|[A-Za-zäöü]+\.?)\s?\d{4}/, when);
    assert.deepEqual(problems, []);
    await context.close();
  });

  // The sequel in each language: German on a phone (its edition is
  // "Doppelt so clever"), the others on a desktop; Hungarian with two
  // players (the hand-over, the other's passive turn).
  for (const [code, locale, viewport, seed, players] of [
    ['de', 'de-DE', { width: 390, height: 844 }, 4711, 1],
    ['ru', 'ru-RU', { width: 1280, height: 900 }, 4242, 1],
    ['hu', 'hu-HU', { width: 1280, height: 900 }, 77, 2],
    ['it', 'it-IT', { width: 1280, height: 900 }, 5150, 1],
  ]) {
    test(`a ${players === 1 ? 'solo ' : `${players}-player `}game of the sequel in ${code}, every step's screen scanned, replayed by the engine`, async () => {
      const dist = join(ROOT, 'dist-twice');
      if (!existsSync(join(dist, 'index.html'))) {
        throw new Error('dist-twice/index.html is missing: run scripts/test (or scripts/build-twice dist-twice --quick --release)');
      }
      const words = catalogue(code);
      const server = await serve({ '/': dist });
      opened.push(server);
      const phone = viewport.width < 700 ? { isMobile: true, hasTouch: true } : {};
      const { context, page, problems } = await openPage(env.browser, { locale, viewport, ...phone });
      opened.push(context);
      await page.goto(`${server.url}/?seed=${seed}`);
      await ready(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      await page.getByRole('button', { name: words.setup_title }).first().click();
      const dialog = page.getByRole('dialog', { name: words.setup_title });
      await dialog.getByText(words.game_twice, { exact: true }).click();
      await dialog.getByText(players === 1 ? words.setup_solo : say(words, 'setup_count', { n: players }), { exact: true }).click();
      await noEnglish(page, code, 'the New game dialog, the sequel chosen');
      await dialog.getByRole('button', { name: words.setup_start }).click();
      await page.locator('.sheet-twice').waitFor();
      await page.getByRole('heading', { name: words.game_twice, level: 1 }).waitFor();
      await noEnglish(page, code, 'the first screen of the sequel');
      // Every step's screen (a return, silver's row, a ?, a +1, the round
      // 4 choice…: the game is short).
      const seen = new Set();
      let scanned = 0;
      for (let i = 0; i < 3000; i++) {
        const st = await pageState(page);
        if (st.kind === 'game_over') break;
        await noEnglish(page, code, `step ${i}, ${st.kind}`);
        seen.add(st.kind);
        scanned++;
        await step(page, policy(words, { forfeit: words.action_forfeit, plusOne: () => true, dieIndex: (s, n) => (s.moves * 5) % n }));
      }
      for (const kind of ['roll', 'choose', 'passive']) assert.ok(seen.has(kind), `${kind} in ${[...seen]}`);
      console.log(`${code}: ${scanned} screens scanned, the decisions ${[...seen].join(', ')}`);
      await page.getByRole('region', { name: words.end_game_over }).waitFor();
      const engine = replay(await savedRecord(page));
      assert.equal(engine.game, 'twice');
      assert.equal(engine.over, true);
      assert.equal(engine.players.length, players);
      // Each player's total as the engine counts it, in the end's breakdown;
      // the headline: the solo rating in the sequel's bands, or the winner.
      const totals = page.locator('.tray.end table.breakdown tr.row-total td');
      const byPlayer = await totals.evaluateAll((tds) => tds.map((td) => [Number(td.dataset.player), td.textContent]));
      assert.equal(byPlayer.length, players);
      for (const [p, total] of byPlayer) assert.equal(Number(total), engine.players[p].score.total, `player ${p + 1}`);
      const headline = await page.locator('.tray.end .headline').textContent();
      if (players === 1) {
        const total = engine.players[0].score.total;
        const band = total >= 320 ? 320 : total >= 140 ? Math.floor(total / 20) * 20 : 0;
        assert.equal(headline, words[`rating_twice_${band}`]);
      } else {
        assert.ok(headline.trim().length > 0, 'the winner is named');
      }
      await noEnglish(page, code, 'the end of the sequel');
      await page.screenshot({ path: join(OUT, `${code}-twice-end.png`), fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
      await server.close();
    });
  }
});
