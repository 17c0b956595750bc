//! The player's language: chosen in the Menu and remembered, else the
//! first of the browser's languages the app speaks. English is built in
//! (but for How to play, `with_how_to_play`); another is fetched from its
//! file (named in `<meta name="clever-lang">`
//! by scripts/lang-hash.mjs, and already preloaded by index.html's script
//! while the wasm loads, so the first paint does not wait on it).

use crate::app::dom::{after, then, El, Get, RwSignal, Set, Timer};
use crate::app::edge::intl::IntlNumbers;
use crate::app::state::stored::stored;
use crate::words::{speak, words, Lang, Words};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};

/// How long the page waits for a language file before it speaks English
/// (the file is tiny and preloaded; this bounds a broken network).
const LOAD_MS: u32 = 4_000;

/// The language to start in.
pub fn chosen() -> Lang {
    if let Some(lang) = stored().lang() {
        return lang;
    }
    let tags: Vec<String> = leptos::prelude::window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|t| t.as_string())
        .collect();
    Lang::first_spoken(tags.iter().map(String::as_str))
}

/// Where the language's file is, from the page's meta tag
/// ("de:lang-de-<hash>.json hu:…").
fn address(lang: Lang) -> Option<String> {
    let content = leptos::prelude::document()
        .query_selector("meta[name=clever-lang]")
        .ok()
        .flatten()?
        .get_attribute("content")?;
    content.split_whitespace().find_map(|pair| {
        let (code, file) = pair.split_once(':')?;
        (code == lang.code()).then(|| file.to_string())
    })
}

/// What is called once the words are there (or not).
type Loaded = Box<dyn FnOnce(Option<Words>)>;

/// The words of `lang`, then `done` (once): None when its file could not
/// be loaded in time or is of another version of the app.
pub fn load(lang: Lang, done: impl FnOnce(Option<Words>) + 'static) {
    if lang == Lang::En {
        done(Some(
            Words::english().with_numbers(Box::new(IntlNumbers::new(lang))),
        ));
        return;
    }
    fetch(lang, done);
}

/// Calls `ready` once the words speak How to play: English as built in
/// leaves its texts to the English file (no app's first load carries
/// them), fetched now; the other languages' files have them. Should the
/// file not come, How to play says so in the built-in words.
pub fn with_how_to_play(ready: impl FnOnce() + 'static) {
    let now = words();
    if now.lang() != Lang::En || !now.how_goal_head().is_empty() {
        ready();
        return;
    }
    // The whole catalogue: the rest of its English is the built-in one.
    fetch(Lang::En, move |loaded| {
        // (Unless another language was chosen meanwhile.)
        if let Some(w) = loaded.filter(|_| words().lang() == Lang::En) {
            speak(w);
        }
        ready();
    });
}

/// The words of `lang` from its file, then `done` (once).
fn fetch(lang: Lang, done: impl FnOnce(Option<Words>) + 'static) {
    let done: Rc<RefCell<Option<Loaded>>> = Rc::new(RefCell::new(Some(Box::new(done))));
    let finish = {
        let done = done.clone();
        move |words: Option<Words>| {
            if let Some(f) = done.borrow_mut().take() {
                f(words.map(|w| w.with_numbers(Box::new(IntlNumbers::new(lang)))));
            }
        }
    };
    let Some(file) = address(lang) else {
        finish(None);
        return;
    };
    // The timer is kept until the answer or the deadline, whichever first.
    let timer: Rc<RefCell<Option<Timer>>> = Default::default();
    let late = {
        let finish = finish.clone();
        move || finish(None)
    };
    *timer.borrow_mut() = after(LOAD_MS, late);
    let failed = {
        let finish = finish.clone();
        move |_: JsValue| finish(None)
    };
    let refused = failed.clone();
    let on_text = {
        let finish = finish.clone();
        let timer = timer.clone();
        move |text: JsValue| {
            timer.borrow_mut().take();
            finish(text.as_string().and_then(|t| Words::from_json(lang, &t)));
        }
    };
    let fetched = leptos::prelude::window().fetch_with_str(&file);
    then(
        &fetched,
        move |response: JsValue| {
            let text = response
                .dyn_into::<web_sys::Response>()
                .ok()
                .filter(|r| r.ok())
                .and_then(|r| r.text().ok());
            match text {
                Some(text) => then(&text, on_text, failed),
                None => failed(JsValue::NULL),
            }
        },
        refused,
    );
}

/// The page speaks `words`: `<html lang>`, the title, and every view
/// (they are made again when `shown` changes).
pub fn speak_now(words_now: Words, shown: Option<RwSignal<Lang>>) {
    let lang = words_now.lang();
    speak(words_now);
    let doc = leptos::prelude::document();
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    doc.set_title(&words().page_title());
    if let Some(shown) = shown {
        shown.set(lang);
    }
}

/// The Menu's choice of language: each named in its own words (and
/// marked as such for screen readers).
pub fn select(shown: RwSignal<Lang>) -> El {
    let now = words().lang();
    // A language whose file could not be loaded: said under the choice.
    let failed = RwSignal::new(None::<Lang>);
    let options = Lang::ALL.map(|lang| {
        let option = El::new("option")
            .attr("value", lang.code())
            .attr("lang", lang.code())
            .text(lang.own_name());
        if lang == now {
            option.attr("selected", "")
        } else {
            option
        }
    });
    let choice = El::new("label")
        .child(El::new("span").text(words().language()))
        .child(El::new("select").children(options).on("change", move |ev| {
            let Some(lang) = Lang::from_tag(&crate::app::dom::control_value(&ev)) else {
                return;
            };
            stored().keep_lang(lang);
            load(lang, move |loaded| match loaded {
                Some(w) => {
                    speak_now(w, Some(shown));
                    // The page is made again: the Menu stays open and
                    // its choice keeps the focus.
                    leptos::prelude::request_animation_frame(|| {
                        let doc = leptos::prelude::document();
                        if let Some(menu) = doc.query_selector("details.menu").ok().flatten() {
                            let _ = menu.set_attribute("open", "");
                        }
                        let again = doc
                            .query_selector(".language select")
                            .ok()
                            .flatten()
                            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                        if let Some(select) = again {
                            let _ = select.focus();
                        }
                    });
                }
                None => {
                    failed.try_set(Some(lang));
                }
            });
        }));
    El::of("div", "language").child(choice).child(
        El::of("span", "language-failed")
            .attr("role", "status")
            .bind_text(crate::app::dom::derive(move || {
                failed
                    .get()
                    .map(|l| words().language_failed(l.own_name()))
                    .unwrap_or_default()
            })),
    )
}
