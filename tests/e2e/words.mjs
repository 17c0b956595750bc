// The catalogue seen from the browser tests: each message's text in a
// language (public/lang/<code>.json, made by `clever words public/lang`,
// in the order of src/words/messages.rs), and a scanner that finds English
// catalogue text on a page that should speak another language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

/** The message names, in catalogue order (from src/words/messages.rs). */
function names() {
  const source = readFileSync(join(ROOT, 'src/words/messages.rs'), 'utf8');
  const body = source.slice(source.indexOf('messages! {'));
  return [...body.matchAll(/^\s+(?:@[a-z]+ )?([a-z][a-z0-9_]*)\(([^)]*)\) = "/gm)].map((m) => m[1]);
}

/** name → text for a language ("en", "de", …). */
export function catalogue(code) {
  const list = JSON.parse(readFileSync(join(ROOT, 'public/lang', `${code}.json`), 'utf8'));
  const keys = names();
  if (list.length !== keys.length + 1) {
    throw new Error(`public/lang/${code}.json has ${list.length - 1} texts, the catalogue ${keys.length}`);
  }
  return Object.fromEntries(keys.map((k, i) => [k, list[i + 1]]));
}

/** A message's text with its arguments: `{n}` and `{n|one|other}` (the
 *  plural picked for English-like one/other only: tests pass many). */
export function say(words, name, args = {}) {
  const text = words[name];
  if (text === undefined) throw new Error(`no message ${name}`);
  return text.replace(/\{([a-z_]+)((?:\|[^}|]*)*)\}/g, (_, arg, forms) => {
    if (!(arg in args)) throw new Error(`${name}: no argument ${arg}`);
    if (!forms) return String(args[arg]);
    const list = forms.slice(1).split('|');
    return args[arg] === 1 ? list[0] : list[list.length - 1];
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns for the English texts that differ in `code`: a whole-text match
 *  of each template, and its long literal pieces (a sentence glued in). */
function englishPatterns(code) {
  const en = catalogue('en');
  const other = catalogue(code);
  const theirs = Object.values(other).join('\n');
  const whole = [];
  const pieces = new Set();
  for (const [name, text] of Object.entries(en)) {
    if (other[name] === text) continue;
    const literal = text.split(/\{[^}]*\}/);
    // Only texts with a word of 4+ letters: "{die} {value}" says nothing.
    if (!literal.some((p) => /\p{L}{4,}/u.test(p))) continue;
    const source = text
      .split(/(\{[^}]*\})/)
      .map((part) => {
        if (!part.startsWith('{')) return escape(part);
        const forms = part.slice(1, -1).split('|').slice(1);
        return forms.length ? `(?:${forms.map(escape).join('|')})` : '.+?';
      })
      .join('');
    whole.push({ name, re: new RegExp(`^${source}$`, 'u') });
    for (const p of literal.map((p) => p.trim())) {
      if (p.length >= 16 && !theirs.includes(p)) pieces.add(p);
    }
  }
  return { whole, pieces: [...pieces] };
}

/** Every text a person reads or hears on the page now: text of visible
 *  elements, accessible names and descriptions, titles, the tab's title. */
export async function pageTexts(page) {
  return page.evaluate(() => {
    const out = [document.title];
    const shown = (el) => !el.closest('[hidden], [aria-hidden="true"], [inert]') && el.checkVisibility?.() !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim();
      if (text && n.parentElement && shown(n.parentElement) && !n.parentElement.closest('script, style')) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description], [aria-roledescription]')) {
      if (!shown(el) && !el.matches('dialog[open], dialog[open] *')) continue;
      for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription']) {
        const v = el.getAttribute(a);
        if (v) out.push(v.trim());
      }
    }
    // The live region's text counts even when it is visually hidden.
    for (const el of document.querySelectorAll('[aria-live], [role=status], [role=alert]')) {
      const text = el.textContent.trim();
      if (text) out.push(text);
    }
    return [...new Set(out)];
  });
}

/** The English catalogue texts on the page (none in another language). */
export async function englishOnPage(page, code) {
  const { whole, pieces } = englishPatterns(code);
  const found = [];
  for (const text of await pageTexts(page)) {
    const hit = whole.find((w) => w.re.test(text));
    if (hit) {
      found.push(`${JSON.stringify(text)} (= English ${hit.name})`);
      continue;
    }
    const piece = pieces.find((p) => text.includes(p));
    if (piece) found.push(`${JSON.stringify(text)} (holds English "${piece}")`);
  }
  return found;
}
