//! The browser's side: listeners owned by the view that made them, timers
//! and promises that free their closures, form controls and taps.

use super::{document, window, StoredValue};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue, UnwrapThrowExt};
use web_sys::Event;

/// `El::on` without its handler type: compiled once.
pub(super) fn listen(target: &web_sys::EventTarget, event: &str, handler: Box<dyn Fn(Event)>) {
    let f = Closure::<dyn Fn(Event)>::wrap(handler);
    let _ = target.add_event_listener_with_callback(event, f.as_ref().unchecked_ref());
    // Kept in the current owner's arena, which drops it when cleaned up.
    let _ = StoredValue::new_local(Listener {
        target: target.clone(),
        event: event.to_string(),
        f,
    });
}

/// A handler for `event` on the window (another tab's storage), owned as
/// `El::on`'s are.
pub fn on_window(event: &str, handler: impl Fn(Event) + 'static) {
    listen(&window(), event, Box::new(handler));
}

/// A handler for `event` on the document (a tap or a key anywhere).
pub fn on_document(event: &str, handler: impl Fn(Event) + 'static) {
    listen(&document(), event, Box::new(handler));
}

/// A handler for `event` on the page's root element, `<html>`.
pub fn on_page(event: &str, handler: impl Fn(Event) + 'static) {
    let root = document().document_element().expect_throw("a page");
    listen(&root, event, Box::new(handler));
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

/// Keeps `element`'s own size (its inner width and height, in CSS pixels)
/// in two custom properties of its style, `--box-w` and `--box-h`, from
/// before its first paint and at every change (a ResizeObserver), so that
/// the style sheet can size what is inside from them. Owned as `El::on`'s
/// listeners are: disconnected when its view goes.
pub(super) fn follow_size(element: &web_sys::Element) {
    let Some(html) = element.dyn_ref::<web_sys::HtmlElement>() else {
        return;
    };
    let style = html.style();
    let observed = html.clone();
    let f = Closure::<dyn Fn(JsValue)>::new(move |_: JsValue| {
        let (w, h) = (observed.client_width(), observed.client_height());
        let _ = style.set_property("--box-w", &format!("{w}px"));
        let _ = style.set_property("--box-h", &format!("{h}px"));
    });
    let Ok(observer) = web_sys::ResizeObserver::new(f.as_ref().unchecked_ref()) else {
        return;
    };
    observer.observe(element);
    let _ = StoredValue::new_local(SizeFollower { observer, _f: f });
}

/// A ResizeObserver in place; dropping it disconnects it and frees its
/// closure.
struct SizeFollower {
    observer: web_sys::ResizeObserver,
    _f: Closure<dyn Fn(JsValue)>,
}

impl Drop for SizeFollower {
    fn drop(&mut self) {
        self.observer.disconnect();
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
