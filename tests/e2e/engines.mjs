// The other engines of the browser suite: Firefox (Debian's firefox-esr,
// driven by puppeteer-core over WebDriver BiDi) and WebKit (Debian's
// WebKitWebDriver with its MiniBrowser, under a private Xvfb, driven by plain
// W3C WebDriver calls). Never a browser download.
//
// Both give the same small "tab" interface, so that one game script plays
// in either:
//   tab.goto(url), tab.reload()
//   tab.eval(fn, ...args)       runs fn in the page (args: JSON or handles)
//   tab.$$(css)                 the matching elements (handles)
//   tab.byRole(role, name)      the visible elements whose role and accessible
//                               name, as the browser computes them, are these
//   tab.click(handle)           a click of the driver's own input (a pointer
//                               moved onto the element, pressed and released)
//   tab.press(key)              a key pressed and released ('Escape', 'Tab')
//   tab.screenshot(path)
//   tab.problems                console errors, uncaught exceptions and CSP
//                               violations seen (after `await tab.flush()`)
//   tab.newTab()                a second tab on the same profile
//   tab.close()
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Every Content-Security-Policy violation is a problem (as in harness.mjs). */
function reportCsp() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
  });
}

/** Visible, and its text (own label, content, labelling elements) holds `name`. */
function candidates(css, name) {
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  return [...document.querySelectorAll(css)].filter((e) => {
    if (!e.checkVisibility()) return false;
    if (name === null) return true;
    const by = (e.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '');
    const text = norm([e.getAttribute('aria-label'), e.textContent, e.title, e.value, ...by].join(' '));
    return text.includes(name);
  });
}

/**
 * Elements that may have an ARIA role: a superset, narrowed by the browser's
 * own computed role and name.
 */
const ROLE_CSS = {
  button: 'button, [role=button], input[type=button], input[type=submit], summary',
  dialog: 'dialog, [role=dialog]',
  alertdialog: '[role=alertdialog]',
  region: 'section, [role=region]',
  list: 'ul, ol, [role=list]',
  listitem: 'li, [role=listitem]',
  group: '[role=group], fieldset',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  radio: 'input[type=radio], [role=radio]',
  combobox: 'select, [role=combobox]',
  link: 'a[href], [role=link]',
};

/** The parents of the candidates (run in the page). */
const AROUND = new Function(
  'css',
  'name',
  `const candidates = ${candidates};
  return [...new Set(candidates(css, name).map((e) => e.parentElement ?? e))];`,
);

/** Waits until `fn` (run in the page) returns a truthy value; returns it. */
export async function waitFor(tab, fn, arg, { timeout = 60_000, what = String(fn) } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await tab.eval(fn, arg);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${tab.engine}: timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** The one visible element of this role and name (waits for it). */
export async function one(tab, role, name, { timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await tab.byRole(role, name);
    if (found.length === 1) return found[0];
    if (Date.now() > deadline) {
      throw new Error(`${tab.engine}: expected one ${role} named "${name}", found ${found.length}`);
    }
    await sleep(50);
  }
}

/** Taps the one visible element of this role and name. */
export async function tap(tab, role, name, options) {
  await tab.click(await one(tab, role, name, options));
}

// ---------------------------------------------------------------- Firefox

/** Firefox ESR over WebDriver BiDi; a fresh temporary profile. */
export async function launchFirefox() {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: run scripts/setup`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
  });
  const version = await browser.version();
  async function open() {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    page.setDefaultTimeout(60_000);
    await page.evaluateOnNewDocument(reportCsp);
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const tab = {
      engine: 'firefox',
      page,
      problems,
      goto: (url) => page.goto(url),
      reload: () => page.reload(),
      eval: (fn, ...args) => page.evaluate(fn, ...args),
      $$: (css) => page.$$(css),
      async byRole(role, name) {
        const css = ROLE_CSS[role];
        if (!css) throw new Error(`no CSS for role ${role}`);
        const q = name === null ? `::-p-aria([role="${role}"])` : `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`;
        // Firefox's accessibility locator (BiDi) is asked around each
        // candidate only: over the whole page it takes about a second.
        const around = await page.evaluateHandle(AROUND, css, name);
        const found = [];
        for (const scope of (await around.getProperties()).values()) found.push(...(await scope.$$(q)));
        await around.dispose();
        const keep = await page.evaluate(
          (...els) => els.map((e, i) => els.indexOf(e) === i && e.checkVisibility()),
          ...found,
        );
        return found.filter((_, i) => keep[i]);
      },
      click: (h) => h.click(),
      press: (key) => page.keyboard.press(key),
      screenshot: (path) => page.screenshot({ path }),
      flush: async () => {},
      newTab: open,
      close: () => page.close(),
    };
    return tab;
  }
  const first = await open();
  // The blank page puppeteer opened with the browser is not needed.
  for (const p of await browser.pages()) if (p !== first.page) await p.close();
  return { tab: first, version: `Firefox ${version.replace(/^firefox\//, '')}`, close: () => browser.close() };
}

// ---------------------------------------------------------------- WebKit

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's code points for the keys the tests press. */
const KEYS = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' };

async function freePort() {
  const srv = createServer();
  await new Promise((ok) => srv.listen(0, '127.0.0.1', ok));
  const { port } = srv.address();
  await new Promise((ok) => srv.close(ok));
  return port;
}

/** Waits for a child process to print a line matching `re` on stdout. */
function lineFrom(child, re, what, timeout = 60_000) {
  return new Promise((ok, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what} did not start: ${seen}`)), timeout);
    const on = (d) => {
      seen += d;
      const m = seen.match(re);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', on);
        ok(m);
      }
    };
    child.stdout.on('data', on);
    child.once('exit', (code) => fail(new Error(`${what} exited (${code}): ${seen}`)));
  });
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on a display of its own
 * (Xvfb), with a fresh profile. The page's problems are heard by listeners
 * set right after each load (see `collect`).
 */
export async function launchWebKit() {
  for (const f of [WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/Xvfb']) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run scripts/setup`);
  }
  const children = [];
  const home = mkdtempSync(join(tmpdir(), 'clever-webkit-'));
  const stop = async () => {
    for (const c of children.reverse()) {
      if (c.exitCode === null && c.signalCode === null) {
        const gone = new Promise((ok) => c.once('exit', ok));
        c.kill();
        await Promise.race([gone, sleep(3000)]);
      }
    }
    // The web process may still be writing its caches as it goes: a folder
    // left in the temporary directory is no failure of the test.
    try {
      rmSync(home, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch {}
  };
  try {
    // -displayfd: Xvfb picks a free display and prints its number.
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(xvfb);
    const [, display] = await lineFrom(xvfb, /^(\d+)\n/, 'Xvfb');
    const port = await freePort();
    const logged = [];
    // Its own HOME and XDG dirs: a fresh profile, as the other browsers get.
    const env = {
      ...process.env,
      DISPLAY: `:${display}`,
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
      // Without a GPU, on Xvfb, the DMA-BUF renderer gives the page about one
      // animation frame a second (requestAnimationFrame stalls); the
      // renderer without it ticks as a browser on a desktop does.
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    };
    for (const dir of ['config', 'data', 'cache']) mkdirSync(join(home, dir), { recursive: true });
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(driver);
    // The driver's and browser's own output, kept short for error messages.
    const take = (d) => {
      logged.push(String(d));
      if (logged.length > 50) logged.shift();
    };
    driver.stdout.on('data', take);
    driver.stderr.on('data', take);

    const base = `http://127.0.0.1:${port}`;
    async function call(method, path, body, signal) {
      const res = await fetch(base + path, {
        method,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const json = await res.json();
      if (!res.ok) {
        const err = new Error(`WebKitWebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message}\n${logged.join('').slice(-2000)}`);
        err.code = json.value?.error;
        throw err;
      }
      return json.value;
    }
    for (let i = 0; ; i++) {
      try {
        if ((await call('GET', '/status')).ready) break;
      } catch (e) {
        if (i > 100) throw e;
      }
      await sleep(100);
    }
    const session = await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation'],
          },
        },
      },
    });
    const version = `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser)`;
    const S = `/session/${session.sessionId}`;
    const toArgs = (args) => args.map((a) => (a && a.__wd ? { [ELEMENT]: a.__wd } : a));
    const fromValue = (v) => {
      if (Array.isArray(v)) return v.map(fromValue);
      if (v && typeof v === 'object' && ELEMENT in v) return { __wd: v[ELEMENT] };
      return v;
    };
    const problems = [];
    /**
     * MiniBrowser does not report a page's console in automation mode, and
     * WebDriver has no script that runs before the page's: right after each
     * load the page gets listeners for uncaught errors, rejections, console
     * errors and CSP violations; `collect` takes what they saw.
     */
    const listen = () => {
      if (window.__cleverProblems) return;
      const seen = (window.__cleverProblems = []);
      window.addEventListener('error', (e) => seen.push(`page error: ${e.message}`));
      window.addEventListener('unhandledrejection', (e) => seen.push(`page error: ${e.reason}`));
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
      const error = console.error;
      console.error = (...args) => {
        seen.push(`console error: ${args.join(' ')}`);
        error.apply(console, args);
      };
    };
    const collect = async () => {
      if (!current) return;
      const seen = await call('POST', `${S}/execute/sync`, {
        script: 'const p = window.__cleverProblems ?? []; window.__cleverProblems = []; return p;',
        args: [],
      });
      problems.push(...seen);
    };
    const windows = [];
    let current = await call('GET', `${S}/window`);
    async function focus(handle) {
      if (current !== handle) {
        await call('POST', `${S}/window`, { handle });
        current = handle;
      }
    }
    function tabOn(handle) {
      const on = async () => focus(handle);
      const tab = {
        engine: 'webkit',
        problems,
        async goto(url) {
          await on();
          await collect();
          await call('POST', `${S}/url`, { url });
          await tab.eval(listen);
        },
        async reload() {
          await on();
          await collect();
          await call('POST', `${S}/refresh`, {});
          await tab.eval(listen);
        },
        /** Takes in what the page's listeners saw (before a look at `problems`). */
        async flush() {
          await on();
          await collect();
        },
        async eval(fn, ...args) {
          await on();
          const script = `return (${fn}).apply(null, arguments);`;
          return fromValue(await call('POST', `${S}/execute/sync`, { script, args: toArgs(args) }));
        },
        async $$(css) {
          await on();
          return fromValue(await call('POST', `${S}/elements`, { using: 'css selector', value: css }));
        },
        async byRole(role, name) {
          const css = ROLE_CSS[role];
          if (!css) throw new Error(`no CSS for role ${role}`);
          const found = [];
          for (const h of await tab.eval(candidates, css, name)) {
            const id = h.__wd;
            let computed;
            try {
              computed = await call('GET', `${S}/element/${id}/computedrole`);
            } catch {
              continue; // not in the accessibility tree
            }
            if (computed !== role) continue;
            if (name !== null && (await call('GET', `${S}/element/${id}/computedlabel`)) !== name) continue;
            found.push(h);
          }
          return found;
        },
        async click(h) {
          await on();
          // As a finger comes down: first over the element, then the tap.
          // (WebKitGTK lays a dialog's flex fieldsets out a line taller
          // until the pointer first moves over it; a click with no move
          // before lands where the element was.)
          await tab.eval((e) => {
            const r = e.getBoundingClientRect();
            if (r.top < 0 || r.bottom > innerHeight) e.scrollIntoView({ block: 'nearest' });
          }, h);
          const origin = { 'element-6066-11e4-a52e-4f735466cecf': h.__wd };
          const move = { type: 'pointerMove', duration: 0, origin, x: 0, y: 0 };
          const pointer = { type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions: [move] };
          await call('POST', `${S}/actions`, { actions: [pointer] });
          await call('DELETE', `${S}/actions`);
          await call('POST', `${S}/element/${h.__wd}/click`, {});
        },
        async press(key) {
          await on();
          const value = KEYS[key];
          if (!value) throw new Error(`no WebDriver code for ${key}`);
          const actions = [{ type: 'keyDown', value }, { type: 'keyUp', value }];
          await call('POST', `${S}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
        },
        async screenshot(path) {
          await on();
          // A picture for people, not a check. With every core busy,
          // WebKitWebDriver has twice never answered one (over 300 s) while
          // the page went on answering every other command: give up on the
          // picture after a minute and say so.
          try {
            const png = await call('GET', `${S}/screenshot`, undefined, AbortSignal.timeout(60_000));
            writeFileSync(path, Buffer.from(png, 'base64'));
          } catch (e) {
            if (e.name !== 'TimeoutError') throw e;
            console.log(`# WebKitWebDriver gave no screenshot in 60 s: ${path} not written`);
          }
        },
        async newTab() {
          const { handle: h } = await call('POST', `${S}/window/new`, { type: 'tab' });
          windows.push(h);
          return tabOn(h);
        },
        async close() {
          await on();
          await collect();
          await call('DELETE', `${S}/window`);
          current = null;
          const rest = await call('GET', `${S}/window/handles`);
          if (rest.length) await focus(rest[0]);
        },
      };
      return tab;
    }
    const first = tabOn(current);
    // The page's viewport: 1280×800, as the Chromium games are played.
    await call('POST', `${S}/window/rect`, { width: 1280, height: 800 });
    const [w, h] = await first.eval(() => [innerWidth, innerHeight]);
    await call('POST', `${S}/window/rect`, { width: 1280 + (1280 - w), height: 800 + (800 - h) });
    return {
      tab: first,
      version,
      async close() {
        try {
          await call('DELETE', S);
        } finally {
          await stop();
        }
      },
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
