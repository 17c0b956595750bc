// One page, either game's app (issue 44, scripts/both-apps.mjs): the page's
// loader opens the app of the game in progress before any wasm loads. Each
// game's app offers both games in New game and hands the other game to the
// other app; a shared result of the sequel and a friend's invitation to
// it open the sequel's app on a fresh device; offline, both apps are there. Each app loads only its
// own files.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, start } from './harness.mjs';
import { pageState, ready, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** The page's apps, from its meta tag: game → [js, wasm, worker, css…]. */
async function apps(page) {
  return page.evaluate(() => {
    const out = {};
    for (const a of document.querySelector('meta[name=clever-apps]').content.split('|')) {
      const [game, ...files] = a.split(' ');
      out[game] = files.map((f) => f.replace(/^\.\//, ''));
    }
    return out;
  });
}

/** Which app the loader chose, once that app has drawn its table. */
async function openedApp(page) {
  await ready(page);
  return page.evaluate(() => document.documentElement.dataset.game);
}

/** New game: `game` ("Twice as Clever" or "That's Pretty Clever"), `players`, every seat a person. */
async function newGame(page, game, players = 'Solo', byLink = false) {
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText(game, { exact: true }).click();
  await dialog.getByText(players, { exact: true }).click();
  if (byLink) await dialog.getByText('Friends elsewhere, by link', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Start the game', exact: true }).click();
}

async function play(page, n) {
  for (let i = 0; i < n; i++) await step(page, { plusOne: () => false });
  return (await pageState(page)).moves;
}

test('New game offers both games in either app; each game opens in its own app, reloads included', async () => {
  const { page, problems, responses } = await openPage(env.browser);
  await page.goto(`${env.server.url}/?seed=41`);
  assert.equal(await openedApp(page), 'clever');
  const files = await apps(page);
  const fetched = () => responses.map((r) => new URL(r.url).pathname.split('/').pop());
  assert.ok(fetched().includes(files.clever[1]), "the first game's wasm");
  assert.ok(!fetched().includes(files.twice[1]), "the sequel's wasm is not loaded for the first game");

  await newGame(page, 'Twice as Clever');
  // The first game's app saves the sequel's game and the page loads again.
  await page.locator('.sheet-twice').waitFor();
  assert.equal(await openedApp(page), 'twice');
  assert.ok(fetched().includes(files.twice[1]), "the sequel's wasm");
  assert.equal((await pageState(page)).moves, 0);
  const moves = await play(page, 4);
  assert.ok(moves > 0);
  await page.reload();
  await page.locator('.sheet-twice').waitFor();
  assert.equal(await openedApp(page), 'twice');
  await page.waitForFunction((m) => document.querySelector('.shell')?.dataset.moves === String(m), moves);

  // Back to the first game: the sequel's app holds the sequel alone, so it
  // hands the new game to the first game's app the same way.
  await newGame(page, "That's Pretty Clever");
  await page.waitForFunction(() => document.documentElement.dataset.game === 'clever' && document.querySelector('section.sheet') && !document.querySelector('.sheet-twice'));
  assert.equal(await openedApp(page), 'clever');
  assert.equal((await pageState(page)).moves, 0);
  const first = await play(page, 3);
  await page.reload();
  assert.equal(await openedApp(page), 'clever');
  await page.waitForFunction((m) => document.querySelector('.shell')?.dataset.moves === String(m), first);
  assert.equal(await page.locator('.sheet-twice').count(), 0);
  assert.deepEqual(problems, []);
  await page.context().close();
});

test("a friend's invitation to the sequel opens the sequel's app on a fresh device", async () => {
  const host = await openPage(env.browser);
  await host.page.goto(`${env.server.url}/?seed=42`);
  await ready(host.page);
  await newGame(host.page, 'Twice as Clever', '2 players', true);
  await host.page.locator('.sheet-twice').waitFor();
  const invitation = await host.page.locator('.invite .link-text').inputValue();
  assert.match(invitation, /#join=/);

  const guest = await openPage(env.browser);
  await guest.page.goto(invitation);
  assert.equal(await openedApp(guest.page), 'twice');
  const dialog = guest.page.getByRole('dialog', { name: 'A game with friends, by link' });
  await dialog.getByRole('button').nth(1).click();
  await guest.page.locator('.sheet-twice').waitFor();
  await guest.page.locator('.shell[data-moves="0"]').waitFor();
  assert.deepEqual(host.problems, []);
  assert.deepEqual(guest.problems, []);
  await host.context.close();
  await guest.context.close();
});

test("a shared result of the sequel (?seed=N&game=twice) opens the sequel's app on those dice; a saved game still wins", async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.server.url}/?seed=77&game=twice`);
  assert.equal(await openedApp(page), 'twice');
  await page.locator('.sheet-twice').waitFor();
  await play(page, 1);
  const record = JSON.parse(await page.evaluate(() => localStorage.getItem('clever.game')));
  assert.equal(record.setup.game, 'twice');
  assert.equal(record.setup.seed, 77);
  // A first game in progress on this device: the same link opens it.
  await newGame(page, "That's Pretty Clever");
  await page.waitForFunction(() => document.documentElement.dataset.game === 'clever');
  await play(page, 2);
  await page.goto(`${env.server.url}/?seed=78&game=twice`);
  assert.equal(await openedApp(page), 'clever');
  assert.deepEqual(problems, []);
  await context.close();
});

test('offline after one visit: the sequel chosen in New game opens from the cache', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.server.url}/?seed=43`);
  assert.equal(await openedApp(page), 'clever');
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 60_000 });
  await context.setOffline(true);
  const asked = env.server.requests.length;
  await newGame(page, 'Twice as Clever');
  await page.locator('.sheet-twice').waitFor();
  assert.equal(await openedApp(page), 'twice');
  await play(page, 2);
  assert.equal(env.server.requests.length, asked, 'nothing was asked of the server');
  assert.deepEqual(problems, []);
  await context.close();
});
