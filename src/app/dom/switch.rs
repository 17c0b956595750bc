//! `switch`: a part of the page made while a value is there, made anew
//! when it changes; a `<dialog>` made here is modal.

use super::reactive::follow;
use super::{document, untrack, El, Get, GetUntracked, Memo, Owner};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement};

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
