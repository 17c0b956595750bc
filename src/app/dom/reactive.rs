//! Memos, effects and derived signals compiled once per value type, and
//! the bindings of an element's parts (a class, an attribute, its text) to
//! them: one effect each, touching only the node it changes.

use super::{
    untrack, Effect, El, Get, Memo, ReadSignal, RwSignal, Set, Signal, With, WithUntracked,
};
use wasm_bindgen::JsCast;

/// A value that may change: a signal, or fixed.
pub type Text = Signal<String>;

pub type Flag = Signal<bool>;

/// A memo, compiled once per value type (Leptos's own is compiled once per
/// closure: the same code again for each of the app's hundred memos).
pub fn memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> Memo<T> {
    memo_dyn(Box::new(f))
}

fn memo_dyn<T: PartialEq + Send + Sync + 'static>(f: Box<dyn Fn() -> T + Send + Sync>) -> Memo<T> {
    Memo::new(move |_| f())
}

/// A derived signal, compiled once per value type (see `memo`).
pub fn derive<T: Send + Sync + 'static>(f: impl Fn() -> T + Send + Sync + 'static) -> Signal<T> {
    Signal::derive(Box::new(f) as Box<dyn Fn() -> T + Send + Sync>)
}

/// An effect, compiled once (see `memo`).
pub fn effect(f: impl Fn() + 'static) {
    effect_dyn(Box::new(f))
}

fn effect_dyn(f: Box<dyn Fn()>) {
    Effect::new(move |_| f());
}

/// A memo that is also a boundary: what reads it is woken only when its
/// value changes, and is not even visited when its sources change without
/// changing it. (A memo's readers are all marked for a check at every
/// change of its sources: the table changes at every tap, and most of the
/// page is made from the game, which a tap on a die leaves as it was.)
/// It follows its sources one microtask later, as the views do.
pub fn settled<T: PartialEq + Send + Sync + 'static>(f: impl Fn() -> T + 'static) -> ReadSignal<T> {
    let value = RwSignal::new(untrack(&f));
    effect(move || {
        let now = f();
        if value.with_untracked(|v| *v != now) {
            value.set(now);
        }
    });
    value.read_only()
}

/// Runs `apply` in an effect: first before the page is next painted (the
/// effect's first run is a microtask), then whenever what it reads changes,
/// until the current owner is cleaned up. (Running it once more right away
/// would do every binding's work twice at start.)
pub(super) fn follow(apply: impl Fn() + 'static) {
    effect(apply);
}

impl El {
    /// The attribute follows `value` (removed while it is `None`).
    pub fn bind_attr(self, name: &'static str, value: Signal<Option<String>>) -> El {
        let el = self.0.clone();
        follow(move || match value.get() {
            Some(v) => {
                if el.get_attribute(name).as_deref() != Some(v.as_str()) {
                    let _ = el.set_attribute(name, &v);
                }
            }
            None => {
                let _ = el.remove_attribute(name);
            }
        });
        self
    }

    /// The attribute is there (set to "true") while `on` holds.
    pub fn bind_flag_attr(self, name: &'static str, on: Flag) -> El {
        self.bind_attr(name, derive(move || on.get().then(|| "true".into())))
    }

    /// `aria-pressed`, "true" or "false".
    pub fn bind_pressed(self, on: Flag) -> El {
        self.bind_attr("aria-pressed", derive(move || Some(on.get().to_string())))
    }

    pub fn bind_label(self, label: Text) -> El {
        self.bind_attr("aria-label", derive(move || Some(label.get())))
    }

    /// A CSS custom property follows `value` (removed while `None`). Set
    /// through the style object, which the page's CSP allows (a `style`
    /// attribute would be inline style).
    pub fn bind_style_var(self, name: &'static str, value: Signal<Option<String>>) -> El {
        let Some(el) = self.0.dyn_ref::<web_sys::HtmlElement>().cloned() else {
            return self;
        };
        follow(move || {
            let style = el.style();
            let _ = match value.get() {
                Some(v) => style.set_property(name, &v),
                None => style.remove_property(name).map(|_| ()),
            };
        });
        self
    }

    /// The whole class attribute follows `class`.
    pub fn bind_class_name(self, class: Text) -> El {
        self.bind_attr("class", derive(move || Some(class.get())))
    }

    /// One class is on while `on` holds.
    pub fn bind_class(self, class: &'static str, on: Flag) -> El {
        let el = self.0.clone();
        follow(move || {
            let _ = el.class_list().toggle_with_force(class, on.get());
        });
        self
    }

    /// Hidden (the `hidden` attribute) while `on` holds.
    pub fn bind_hidden(self, on: Flag) -> El {
        let el = self.0.clone();
        follow(move || {
            let _ = el.toggle_attribute_with_force("hidden", on.get());
        });
        self
    }

    pub fn bind_text(self, text: Text) -> El {
        let el = self.0.clone();
        follow(move || {
            let t = text.get();
            if el.text_content().as_deref() != Some(t.as_str()) {
                el.set_text_content(Some(&t));
            }
        });
        self
    }

    /// The content follows trusted markup (the app's own icons).
    pub fn bind_markup(self, html: Text) -> El {
        let el = self.0.clone();
        follow(move || el.set_inner_html(&html.get()));
        self
    }

    /// The children follow `items`: all made again by `make`, in order,
    /// whenever the list changes (a log, a list of hints, a space's mark).
    pub fn list<T: PartialEq + Send + Sync + 'static>(
        self,
        items: Memo<Vec<T>>,
        make: impl Fn(&T) -> El + 'static,
    ) -> El {
        let made = move || items.with(|items| items.iter().map(&make).collect());
        refill(&self.0, Box::new(made));
        self
    }
}

/// `El::list` without its item type: compiled once.
fn refill(el: &web_sys::Element, made: Box<dyn Fn() -> Vec<El>>) {
    let el = el.clone();
    follow(move || {
        let children = made();
        el.set_text_content(None);
        for c in children {
            let _ = el.append_child(&c.0);
        }
    });
}
