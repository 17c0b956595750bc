// Play by link: three browser contexts, each a friend's own device, play a
// whole 3-player game by passing the links the app makes (the invitation,
// each turn, each score) from one to the others: in a shuffled order (so
// turns come early and wait), one link twice, one damaged. Each device's
// sheet must equal its seat's sheet in the whole game joined from the three
// records (`clever join`, then `clever replay`), and every device's ranking
// the replay's. And a phone: the invitation and "Send your turn" in view,
// and the share sheet called where the browser has one.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { OUT, ROOT, openPage, start } from './harness.mjs';
import { deliver, pageState, ready, replay, savedRecord, step } from './play.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const NAMES = ['Ann', 'Bo', 'Cy'];

function clever(...args) {
  return execFileSync('cargo', ['run', '--quiet', '--bin', 'clever', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
}

/** axe-core (with the rule that a name says what is seen) finds nothing, in both themes. */
async function axe(page, screen) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
    assert.deepEqual(found, [], `axe-core on "${screen}" (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A small seeded shuffle (the same order on every run). */
function shuffle(items, seed) {
  let s = seed;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The host starts a 3-player game by link; returns its page and the invitation. */
async function host(viewport = { width: 1000, height: 800 }, extra = {}, init = null, count = 3) {
  const opened = await openPage(env.browser, { viewport, ...extra });
  const { page } = opened;
  if (init) await opened.context.addInitScript(init);
  await page.goto(env.server.url + '/?seed=101');
  await ready(page);
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByText(`${count} players`, { exact: true }).click();
  for (const [i, name] of NAMES.slice(0, count).entries()) await dialog.locator(`#name${i}`).fill(name);
  await dialog.getByText('Friends elsewhere, by link', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Who starts' }).selectOption('1');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  const invite = page.locator('.invite .link-text');
  await invite.waitFor();
  return { ...opened, invitation: await invite.inputValue() };
}

/** A friend opens the invitation and says who they are. */
async function friend(invitation, seat, seed, players = 'Players: Ann, Bo and Cy.') {
  const opened = await openPage(env.browser, { viewport: { width: 1000, height: 800 } });
  const { page } = opened;
  const url = new URL(invitation);
  url.search = `?seed=${seed}`;
  await page.goto(url.toString());
  await ready(page);
  const dialog = page.getByRole('dialog', { name: 'A game with friends, by link' });
  await dialog.getByText(players).waitFor();
  await axe(page, 'which player are you?');
  await dialog.getByRole('button', { name: NAMES[seat], exact: true }).click();
  await page.locator('.shell[data-moves="0"]').waitFor();
  return opened;
}

/** Plays this device's own decisions until it waits for a friend (or the end). */
async function playOwn(page) {
  for (let i = 0; i < 400; i++) {
    const st = await pageState(page);
    if (st.kind === 'table' || st.kind === 'game_over') return st.kind;
    await step(page, { plusOne: (s) => s.moves % 3 === 0, dieIndex: (s, n) => s.moves % n });
  }
  throw new Error('no end to the own decisions');
}

describe('play by link', () => {
  test('three devices play a whole game by passing links, shuffled, one twice, one damaged', async () => {
    const a = await host();
    const pages = [a.page];
    const contexts = [a];
    for (const [seat, seed] of [[1, 202], [2, 303]]) {
      const f = await friend(a.invitation, seat, seed);
      pages.push(f.page);
      contexts.push(f);
    }
    // The record of each device: its own seat here, the others elsewhere.
    for (const [seat, page] of pages.entries()) {
      const setup = JSON.parse(await savedRecord(page)).setup;
      assert.deepEqual(setup.seats, NAMES.map((_, i) => (i === seat ? 'person' : 'elsewhere')));
      assert.equal(setup.first, 1);
      assert.match(setup.by_link, /^[A-Za-z0-9_-]{8}$/);
    }

    const sent = new Set();
    let pending = [];
    let round = 0;
    let twice = false;
    let damaged = false;
    let lengths = [];
    let waited = 0;
    for (let loop = 0; loop < 200; loop++) {
      // Each device plays what is its own, then sends its turn if it just played one.
      const kinds = [];
      for (const [seat, page] of pages.entries()) {
        const kind = await playOwn(page);
        kinds.push(kind);
        const send = page.locator('.send-turn .link-text:visible');
        if ((await send.count()) === 1) {
          const link = await send.inputValue();
          if (!sent.has(link)) {
            sent.add(link);
            lengths.push(link.length);
            for (const to of [0, 1, 2].filter((s) => s !== seat)) pending.push({ to, link });
          }
        }
      }
      if (kinds.every((k) => k === 'game_over')) break;
      assert.ok(pending.length > 0, `nothing to deliver, yet not over: ${kinds}`);
      // Deliver half of what is pending, shuffled: the rest waits a loop, so
      // some turns arrive after later ones.
      round += 1;
      pending = shuffle(pending, round);
      const now = pending.splice(0, Math.max(1, Math.ceil(pending.length / 2)));
      for (const [i, { to, link }] of now.entries()) {
        const page = pages[to];
        const how = (round + i) % 2 ? 'open' : 'paste';
        if (!damaged && round === 3) {
          // A character changed on the way: refused, the game untouched.
          const at = link.indexOf('turn=') + 12;
          const bad = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
          const { before, said } = await deliver(page, bad, how);
          assert.equal(said, 'This link is damaged: it was cut or changed on the way. Ask for it again.');
          assert.equal(await savedRecord(page), before);
          damaged = true;
        }
        const { said } = await deliver(page, link, how);
        if (said.includes(' waits: ')) waited += 1;
        assert.match(said, /^((Ann|Bo|Cy)'s turn in round \d (has arrived|waits: [^.]+)\.\s?)+$/, said);
        if (!twice && round === 4) {
          const again = await deliver(page, link, how === 'open' ? 'paste' : 'open');
          assert.match(again.said, /was already in: nothing changed\.$/);
          assert.equal(await savedRecord(page), again.before, 'a link opened twice is taken once');
          twice = true;
        }
      }
    }
    assert.ok(twice && damaged, 'one link twice and one damaged');
    assert.ok(waited > 0, 'some turns came before their place and waited');
    for (const page of pages) assert.equal((await pageState(page)).kind, 'game_over');

    // The end: each sends its score; until all came, the ranking says who is missing.
    const scores = [];
    for (const page of pages) {
      const panel = page.getByRole('region', { name: 'Send my score' });
      await panel.waitFor();
      scores.push(await panel.locator(':scope > .link-box .link-text').inputValue());
    }
    await pages[0].getByText('The ranking waits for the scores of Bo and Cy.').waitFor();
    for (const [to, page] of pages.entries()) {
      for (const [from, link] of scores.entries()) {
        if (from !== to) await deliver(page, link, from % 2 ? 'open' : 'paste');
      }
    }

    // One whole game from the three records: each device's sheet is its seat's.
    const dir = mkdtempSync(join(tmpdir(), 'clever-link-'));
    const files = [];
    for (const [seat, page] of pages.entries()) {
      const file = join(dir, `seat-${seat}.json`);
      writeFileSync(file, await savedRecord(page));
      files.push(file);
    }
    const whole = clever('join', ...files);
    const full = replay(whole);
    assert.equal(full.over, true);
    for (const [seat, page] of pages.entries()) {
      const mine = replay(await savedRecord(page));
      assert.deepEqual(mine.players[seat].marks, full.players[seat].marks, `seat ${seat}'s sheet`);
      assert.deepEqual(mine.players[seat].score, full.players[seat].score, `seat ${seat}'s score`);
      const shown = await page.getByRole('list', { name: 'Ranking' }).locator('li').evaluateAll((lis) =>
        lis.map((li) => [li.querySelector('.pname').textContent, Number(li.querySelector('.place').textContent)]),
      );
      assert.deepEqual(shown, full.ranking, `device ${seat}'s ranking`);
    }
    // History keeps the game as one with friends, with every total.
    await pages[1].getByRole('button', { name: 'Menu' }).click().catch(() => {});
    console.log(`play by link: ${waited} turns waited for an earlier one; ${sent.size} turn links of ${Math.min(...lengths)}–${Math.max(...lengths)} characters; ranking ${JSON.stringify(full.ranking)}`);
    for (const c of contexts) {
      assert.deepEqual(c.problems, []);
      await c.context.close();
    }
  });

  test('on a phone (390×844): the invitation and "Send your turn" in view, the share sheet called', async () => {
    // Chromium has no share sheet here: the page gets one that counts its calls.
    const sheet = () => {
      window.__shared = [];
      navigator.share = (data) => {
        window.__shared.push(data);
        return Promise.resolve();
      };
    };
    const { context, page, problems, invitation } = await host({ width: 390, height: 844 }, { isMobile: true, hasTouch: true }, sheet, 2);
    assert.match(invitation, /#join=/);
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, `${JSON.stringify(box)}`);
    };
    await inView(page.locator('.invite .link-text'));
    await inView(page.locator('.invite').getByRole('button', { name: 'Share', exact: true }));
    await axe(page, 'the invitation, a turn awaited');
    await page.screenshot({ path: join(OUT, 'by-link-invite-390x844.png') });
    // Bo starts: Ann waits; Bo's turn pasted in, then Ann plays her own turn.
    // Ann asks Bo for his turn: a message to paste in a chat, with the game's invitation.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ask = page.getByRole('button', { name: 'Ask Bo to send round 1 again' });
    await inView(ask);
    await ask.click();
    await page.getByText('Copied: send it to Bo.').waitFor();
    const asked = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(asked, `Bo, please send me your turn of round 1 again. Our game: ${invitation}`);
    // A damaged paste is refused where it was pasted, in view.
    await page.getByRole('textbox', { name: 'Link received' }).fill(`${invitation.split('#')[0]}#turn=AAAA`);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const why = page.locator('.paste-row').getByRole('alert');
    await why.getByText('This link is damaged: it was cut or changed on the way. Ask for it again.').waitFor();
    await inView(why);
    const bo = await friend(invitation, 1, 202, 'Players: Ann and Bo.');
    // (Bo's device before he joined: the invitation's question.)
    assert.equal(await playOwn(bo.page), 'table');
    const turn = await bo.page.locator('.send-turn .link-text:visible').inputValue();
    await deliver(page, turn, 'paste');
    assert.equal(await playOwn(page), 'table');
    const send = page.locator('.send-turn');
    await send.getByRole('heading', { name: 'Send your turn' }).waitFor();
    await inView(send.locator('.link-text'));
    await page.screenshot({ path: join(OUT, 'by-link-send-390x844.png') });
    await axe(page, 'send your turn');
    // The QR code, drawn by the worker on demand.
    await send.getByRole('button', { name: 'QR code', exact: true }).click();
    await send.getByRole('img', { name: 'The link as a QR code' }).waitFor();
    const share = send.getByRole('button', { name: 'Share', exact: true });
    await inView(share);
    await share.click();
    const shared = await page.evaluate(() => window.__shared);
    assert.equal(shared.length, 1);
    assert.match(shared[0].url, /#turn=[A-Za-z0-9_-]{24}$/);
    assert.deepEqual(problems, []);
    assert.deepEqual(bo.problems, []);
    await bo.context.close();
    await context.close();
  });

  test('a link of another game keeps the game in progress: the Menu brings it back', async () => {
    // Ann's invitation, and Bo's first turn in it.
    const ann = await host(undefined, {}, null, 2);
    const bo = await friend(ann.invitation, 1, 202, 'Players: Ann and Bo.');
    // A solo game in progress on a third device.
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1000, height: 800 } });
    await page.goto(env.server.url + '/?seed=7');
    await ready(page);
    for (let i = 0; i < 5; i++) await step(page);
    const solo = await savedRecord(page);
    // A turn of a game this device never joined: refused, the game untouched.
    await assert.equal(await playOwn(bo.page), 'table');
    const turn = await bo.page.locator('.send-turn .link-text:visible').inputValue();
    const refused = await deliver(page, turn, 'open');
    assert.equal(refused.said, 'This link belongs to a game that is not on this device: open its invitation first.');
    assert.equal(await savedRecord(page), solo);
    // The invitation: the game in progress is kept.
    const url = new URL(ann.invitation);
    url.search = '?seed=9';
    await page.goto(url.toString());
    await ready(page);
    const dialog = page.getByRole('dialog', { name: 'A game with friends, by link' });
    await dialog.getByText('The game in progress on this device is kept: find it in the Menu.').waitFor();
    await dialog.getByRole('button', { name: 'Ann', exact: true }).click();
    await page.locator('.shell[data-by-link]').waitFor();
    // The friend's turn now has its game.
    const taken = await deliver(page, turn, 'open');
    assert.equal(taken.said, "Bo's turn in round 1 has arrived.");
    const byLink = await savedRecord(page);
    // The Menu lists the solo game; Continue puts it back, the game by link aside.
    await page.locator('details.menu > summary').click();
    const shelf = page.locator('.shelf');
    await shelf.getByText('Other games in progress').waitFor();
    await shelf.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForFunction((s) => localStorage.getItem('clever.game') === s, solo);
    assert.equal(await page.locator('.shell[data-by-link]').count(), 0);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clever.shelf.')));
    assert.equal(kept.length, 1, 'the game by link is kept aside');
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), kept[0]), byLink);
    assert.deepEqual(problems, []);
    for (const c of [ann, bo]) {
      assert.deepEqual(c.problems, []);
      await c.context.close();
    }
    await context.close();
  });

  test('a sent turn is final: Undo says why, by tap, by key and after a reload, and the devices stay one game', async () => {
    // Phone A: Xu and Yo, by link, Xu starts (the steps).
    const a = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await a.page.goto(env.server.url + '/?seed=404');
    await ready(a.page);
    await a.page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = a.page.getByRole('dialog', { name: 'New game' });
    await dialog.getByText('2 players', { exact: true }).click();
    for (const [i, name] of ['Xu', 'Yo'].entries()) await dialog.locator(`#name${i}`).fill(name);
    await dialog.getByText('Friends elsewhere, by link', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Who starts' }).selectOption('0');
    await dialog.getByRole('button', { name: 'Start the game' }).click();
    const invitation = await a.page.locator('.invite .link-text').inputValue();
    // Xu's round-1 turn: "Send your turn" shows L1, and Undo is not offered.
    assert.equal(await playOwn(a.page), 'table');
    const l1 = await a.page.locator('.send-turn .link-text:visible').inputValue();
    const undo = a.page.getByRole('button', { name: 'Undo' });
    const final = 'Your turn in round 1 is final: its link may already be with your friends.';
    const refusedUndo = async (how) => {
      const before = await savedRecord(a.page);
      assert.equal(await undo.getAttribute('aria-disabled'), 'true', `Undo looks off (${how})`);
      if (how === 'key') {
        await undo.focus();
        await a.page.keyboard.press('Enter');
      } else {
        // A tap on the dimmed button (aria-disabled: it still says why).
        await undo.click({ force: true });
      }
      await a.page.locator('.tray .note', { hasText: final }).waitFor();
      assert.equal(await savedRecord(a.page), before, `nothing undone (${how})`);
    };
    await refusedUndo('tap');
    // Phone B opens the invitation as Yo, takes L1, picks from Xu's platter, plays, sends L2.
    const b = await openPage(env.browser, { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const url = new URL(invitation);
    url.search = '?seed=505';
    await b.page.goto(url.toString());
    await ready(b.page);
    await b.page.getByRole('dialog', { name: 'A game with friends, by link' }).getByRole('button', { name: 'Yo', exact: true }).click();
    await b.page.locator('.shell[data-moves="0"]').waitFor();
    assert.equal((await deliver(b.page, l1, 'paste')).said, "Xu's turn in round 1 has arrived.");
    assert.equal(await playOwn(b.page), 'table');
    const l2 = await b.page.locator('.send-turn .link-text:visible').inputValue();
    // A takes L2, then Undo: refused, by key this time, Yo's turn stays in.
    assert.equal((await deliver(a.page, l2, 'paste')).said, "Yo's turn in round 1 has arrived.");
    await refusedUndo('key');
    // After a reload the sent turn is still final.
    await a.page.reload();
    await ready(a.page);
    await refusedUndo('tap');
    // A plays on (the pick from Yo's platter, round 2); B takes that turn.
    assert.equal(await playOwn(a.page), 'table');
    const l3 = await a.page.locator('.send-turn .link-text:visible').inputValue();
    assert.equal((await deliver(b.page, l3, 'paste')).said, "Xu's turn in round 2 has arrived.");
    // The two records are one game: `clever join` takes them.
    const dir = mkdtempSync(join(tmpdir(), 'clever-final-'));
    const files = [];
    for (const [seat, { page }] of [a, b].entries()) {
      const file = join(dir, `seat-${seat}.json`);
      writeFileSync(file, await savedRecord(page));
      files.push(file);
    }
    const whole = JSON.parse(clever('join', ...files));
    assert.deepEqual(whole.setup.players, ['Xu', 'Yo']);
    for (const c of [a, b]) {
      assert.deepEqual(c.problems, []);
      await c.context.close();
    }
  });

  test("a friend's score from a game that differs: the end says from which round, and that the ranking is not final", async () => {
    const fixture = (name) => readFileSync(join(ROOT, 'tests/data/fixtures', `${name}.json`), 'utf8');
    // Ann's device at the end, Bo's score in, Cy's not yet.
    const ann = JSON.parse(fixture('v1-by-link-3p-seat0-finished'));
    const seatOf = (link) => Buffer.from(link.split('=')[1], 'base64url')[7];
    ann.links = ann.links.filter((l) => seatOf(l) !== 2);
    // Cy's device of the same game, but Ann's last turn reached it with a
    // die changed (as an edited record or an older app could make it).
    const cy = JSON.parse(fixture('v1-join-3p-seat2-finished'));
    cy.setup.by_link = ann.setup.by_link;
    const last = cy.moves.findLastIndex((m) => m.table);
    const die = cy.moves[last].table.fields.find(([d]) => d !== 'white');
    die[1] = die[1] === 6 ? 5 : die[1] + 1;
    const dir = mkdtempSync(join(tmpdir(), 'clever-differ-'));
    writeFileSync(join(dir, 'cy.json'), JSON.stringify(cy));
    const rounds = replay(JSON.stringify(cy)).rounds;
    const load = async (record) => {
      const opened = await openPage(env.browser, { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      await opened.context.addInitScript(([k, v]) => {
        if (!sessionStorage.getItem('loaded')) {
          sessionStorage.setItem('loaded', '1');
          localStorage.setItem(k, v);
        }
      }, ['clever.game', JSON.stringify(record)]);
      await opened.page.goto(env.server.url + '/');
      await ready(opened.page);
      return opened;
    };
    const c = await load(cy);
    const score = await c.page.getByRole('region', { name: 'Send my score' }).locator(':scope > .link-box .link-text').inputValue();
    assert.match(score, /#score=/);
    const a = await load(ann);
    await a.page.getByText('The ranking waits for the scores of Cy.').waitFor();
    const { said } = await deliver(a.page, score, 'paste');
    assert.match(said, /^Cy's score has arrived: \d+ points\.$/);
    const end = a.page.getByRole('region', { name: 'Game over' });
    await end.getByText('The ranking is not final: your games differ.').waitFor();
    await end.getByRole('alert').getByText(`Cy's game is not the same as yours from round ${rounds} on: compare your turns of that round.`).waitFor();
    assert.equal(await end.locator('.crown').count(), 0, 'nobody is crowned');
    assert.equal(await a.page.getByRole('list', { name: 'Ranking' }).locator('li').count(), 3);
    await a.page.screenshot({ path: join(OUT, 'by-link-differs-412x915.png') });
    for (const o of [a, c]) {
      assert.deepEqual(o.problems, []);
      await o.context.close();
    }
  });
});
