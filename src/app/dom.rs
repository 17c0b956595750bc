//! The app's views are built with these few typed helpers over Leptos's
//! reactive graph: an element is made once, and each of its changing parts
//! (a class, an attribute, its text) is bound to a signal by one effect, so
//! a change touches exactly the nodes it changes.
//!
//! Why not `view!`: its code is generic over each view's shape, so every
//! view in the app costs its own copy of the rendering code (measured on
//! this app: 95 KB gzip of the 230 KB wasm). These helpers are compiled
//! once, whatever the number of views.
//!
//! For the same reason `memo`, `derive`, `effect` and `switch` box their
//! closure: Leptos's own are compiled once per closure, these once per
//! value type.
//!
//! Every panel is drawn with them (charts too: `svg` makes SVG elements);
//! markup is only ever the app's constant icons (`markup`, `bind_markup`).

pub use leptos::prelude::{
    document, request_animation_frame, untrack, window, Effect, Get, GetUntracked, Memo, Owner,
    ReadSignal, RwSignal, Set, Signal, StoredValue, Track, Update, UpdateValue, With,
    WithUntracked, WithValue,
};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue, UnwrapThrowExt};
use web_sys::{Element, Event, HtmlDialogElement};

/// An element being built (and then kept by the views that update it).
#[derive(Clone)]
pub struct El(pub Element);

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
fn follow(apply: impl Fn() + 'static) {
    effect(apply);
}

impl El {
    pub fn new(tag: &str) -> El {
        El(document()
            .create_element(tag)
            .expect_throw("a valid tag name"))
    }

    /// `<tag class="…">`
    pub fn of(tag: &str, class: &str) -> El {
        El::new(tag).attr("class", class)
    }

    pub fn attr(self, name: &str, value: impl AsRef<str>) -> El {
        let _ = self.0.set_attribute(name, value.as_ref());
        self
    }

    /// Sets the text (never markup).
    pub fn text(self, text: impl AsRef<str>) -> El {
        self.0.set_text_content(Some(text.as_ref()));
        self
    }

    /// Appends trusted markup (the app's own icons).
    pub fn markup(self, html: &str) -> El {
        let _ = self.0.insert_adjacent_html("beforeend", html);
        self
    }

    pub fn child(self, child: El) -> El {
        let _ = self.0.append_child(&child.0);
        self
    }

    pub fn children(self, children: impl IntoIterator<Item = El>) -> El {
        for c in children {
            let _ = self.0.append_child(&c.0);
        }
        self
    }

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

    /// A handler for `event` on this element, owned by the view being made:
    /// when its owner is cleaned up (a dialog or panel taken away, an
    /// effect run again), the listener is removed and the closure dropped,
    /// so nothing keeps a closed view alive. Made under the app's root
    /// owner, it lasts as long as the page.
    pub fn on(self, event: &str, handler: impl Fn(Event) + 'static) -> El {
        listen(&self.0, event, Box::new(handler));
        self
    }

    pub fn on_click(self, handler: impl Fn(Event) + 'static) -> El {
        self.on("click", handler)
    }
}

/// `El::on` without its handler type: compiled once.
fn listen(target: &web_sys::EventTarget, event: &str, handler: Box<dyn Fn(Event)>) {
    let f = Closure::<dyn Fn(Event)>::wrap(handler);
    let _ = target.add_event_listener_with_callback(event, f.as_ref().unchecked_ref());
    // Kept in the current owner's arena, which drops it when cleaned up.
    let _ = StoredValue::new_local(Listener {
        target: target.clone(),
        event: event.to_string(),
        f,
    });
}

/// A listener in place; dropping it removes it and frees its closure.
struct Listener {
    target: web_sys::EventTarget,
    event: String,
    f: Closure<dyn Fn(Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(&self.event, self.f.as_ref().unchecked_ref());
    }
}

/// A timeout that owns its closure: dropping it clears the timeout (if it
/// has not fired) and frees the closure and all it holds.
pub struct Timer {
    id: i32,
    _f: Closure<dyn FnMut()>,
}

impl Drop for Timer {
    fn drop(&mut self) {
        window().clear_timeout_with_handle(self.id);
    }
}

/// Runs `f` once after `ms` milliseconds, unless the `Timer` is dropped
/// first. (Leptos's `set_timeout` hands its closure to the browser, which
/// keeps it for ever when the timeout is cleared.)
pub fn after(ms: u32, f: impl FnOnce() + 'static) -> Option<Timer> {
    after_dyn(ms, Box::new(f))
}

fn after_dyn(ms: u32, f: Box<dyn FnOnce()>) -> Option<Timer> {
    let mut f = Some(f);
    let f = Closure::<dyn FnMut()>::new(move || {
        if let Some(f) = f.take() {
            f()
        }
    });
    let id = window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            f.as_ref().unchecked_ref(),
            ms.min(i32::MAX as u32) as i32,
        )
        .ok()?;
    Some(Timer { id, _f: f })
}

/// `promise.then(ok, failed)`, where whichever runs, both closures are
/// dropped after it (a `Closure::once_into_js` never called would be kept
/// for ever, and so would all it holds).
pub fn then(
    promise: &web_sys::js_sys::Promise,
    ok: impl FnOnce(JsValue) + 'static,
    failed: impl FnOnce(JsValue) + 'static,
) {
    then_dyn(promise, Box::new(ok), Box::new(failed))
}

type Settle = Closure<dyn FnMut(JsValue)>;

fn then_dyn(
    promise: &web_sys::js_sys::Promise,
    ok: Box<dyn FnOnce(JsValue)>,
    failed: Box<dyn FnOnce(JsValue)>,
) {
    let both: Rc<RefCell<Option<(Settle, Settle)>>> = Default::default();
    let settle = |f: Box<dyn FnOnce(JsValue)>| {
        let both = both.clone();
        let mut f = Some(f);
        Settle::new(move |value| {
            // Both go once this returns (wasm-bindgen frees a closure
            // dropped while it runs after the call).
            let done = both.borrow_mut().take();
            if let Some(f) = f.take() {
                f(value);
            }
            drop(done);
        })
    };
    let (ok, failed) = (settle(ok), settle(failed));
    let _ = promise.then2(&ok, &failed);
    *both.borrow_mut() = Some((ok, failed));
}

/// The value of the form control an event came from.
pub fn control_value(ev: &Event) -> String {
    ev.target()
        .and_then(|t| {
            t.dyn_ref::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|| t.dyn_ref::<web_sys::HtmlSelectElement>().map(|s| s.value()))
        })
        .unwrap_or_default()
}

/// A tap made with the keyboard (Enter or Space on a button: a click whose
/// `detail` is 0).
pub fn by_keyboard(ev: &Event) -> bool {
    ev.dyn_ref::<web_sys::MouseEvent>()
        .is_some_and(|m| m.detail() == 0)
}

/// A part of the page that is made while `show` gives `Some(value)`, made
/// anew when the value changes and removed at `None`; what it made (effects
/// included) is cleaned up with it.
///
/// A `<dialog>` made here is modal: opened with `showModal()` once placed
/// (the rest of the page is inert, the focus stays inside), and when it is
/// taken away the focus goes back where it was. Escape never closes it by
/// itself (its `cancel` is prevented): the app's own Escape handler decides
/// (`Session::escape` closes the setup; the hand-over and the unreadable save
/// stay, since closing them would show a sheet to the wrong player or lose
/// the choice about the save). Should the browser close it all the same (it
/// may, on a repeated Escape), it opens again while it is still wanted.
pub fn switch<T: Clone + PartialEq + Send + Sync + 'static>(
    parent: &El,
    show: Memo<Option<T>>,
    make: impl Fn(T) -> El + 'static,
) {
    let last: std::cell::RefCell<Option<Option<T>>> = Default::default();
    let changed = move || {
        let now = show.get();
        let changed = last.borrow().as_ref() != Some(&now);
        if changed {
            *last.borrow_mut() = Some(now);
        }
        changed
    };
    switch_dyn(
        parent,
        Box::new(changed),
        Box::new(move || show.get_untracked().map(&make)),
    );
}

/// `switch` without its value type: compiled once.
fn switch_dyn(parent: &El, changed: Box<dyn Fn() -> bool>, make: Box<dyn Fn() -> Option<El>>) {
    let parent = parent.0.clone();
    let owner = Owner::current().expect("views are made under the app's owner");
    type Made = (Owner, Option<Element>, Option<Element>);
    let current: std::cell::RefCell<Option<Made>> = Default::default();
    let build = move || {
        if !changed() {
            return;
        }
        if let Some((owner, el, focus)) = current.borrow_mut().take() {
            owner.cleanup();
            if let Some(el) = el {
                if let Some(dialog) = el.dyn_ref::<HtmlDialogElement>() {
                    dialog.close();
                }
                el.remove();
            }
            // Back where the focus was before a dialog opened.
            if let Some(f) = focus.and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok()) {
                if f.is_connected() {
                    let _ = f.focus();
                }
            }
        }
        let child = owner.child();
        let el = child.with(|| untrack(&make));
        let mut focus = None;
        if let Some(el) = &el {
            let _ = parent.append_child(&el.0);
            if let Some(dialog) = el.0.dyn_ref::<HtmlDialogElement>() {
                focus = document().active_element();
                let _ = dialog.show_modal();
                let again = dialog.clone();
                // Owned by the dialog's owner: released when it is taken away.
                child.with(|| {
                    let _ = El(el.0.clone()).on("cancel", |ev| ev.prevent_default()).on(
                        "close",
                        move |_| {
                            if again.is_connected() {
                                let _ = again.show_modal();
                            }
                        },
                    );
                });
            }
        }
        *current.borrow_mut() = Some((child, el.map(|e| e.0), focus));
    };
    // Made now (untracked), then again whenever the value changes.
    follow(build);
}

/// The SVG namespace: its elements must be made in it to be drawn.
const SVG: &str = "http://www.w3.org/2000/svg";

/// An SVG element (`svg`, `rect`, `text`, …), built like any other.
pub fn svg(tag: &str) -> El {
    El(document()
        .create_element_ns(Some(SVG), tag)
        .expect_throw("a valid SVG tag name"))
}
