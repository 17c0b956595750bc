//! `El`: an element being built, its attributes, text, children and
//! listeners; SVG elements too.

use super::browser::listen;
use super::document;
use wasm_bindgen::UnwrapThrowExt;
use web_sys::{Element, Event};

/// An element being built (and then kept by the views that update it).
#[derive(Clone)]
pub struct El(pub Element);

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

/// The SVG namespace: its elements must be made in it to be drawn.
const SVG: &str = "http://www.w3.org/2000/svg";

/// An SVG element (`svg`, `rect`, `text`, …), built like any other.
pub fn svg(tag: &str) -> El {
    El(document()
        .create_element_ns(Some(SVG), tag)
        .expect_throw("a valid SVG tag name"))
}
