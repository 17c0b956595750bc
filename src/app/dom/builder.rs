//! `El`: an element being built, its attributes, text, children and
//! listeners; SVG elements too.

use super::browser::listen;
use super::document;
use wasm_bindgen::UnwrapThrowExt;
use web_sys::{Element, Event};

/// An element being built (and then kept by the views that update it).
/// Its element is the layer's own: a view reaches it only through the
/// named accessors below, for the few things a binding does not do.
#[derive(Clone)]
pub struct El(pub(super) Element);

impl El {
    pub fn new(tag: &str) -> El {
        El(document()
            .create_element(tag)
            .expect_throw("a valid tag name"))
    }

    /// The page's `<body>`, to place the app in.
    pub fn body() -> El {
        El(document().body().expect_throw("a page body").into())
    }

    /// The element itself, kept by a view that changes it by hand later:
    /// a die's face drawn again, a die moved between zones, the Menu
    /// closed, a control's value set, a line said when a promise settles.
    pub fn handle(&self) -> Element {
        self.0.clone()
    }

    /// An element from trusted markup (the app's own icons): its first
    /// element.
    pub fn icon(html: &str) -> El {
        let holder = document()
            .create_element("span")
            .expect_throw("a valid tag name");
        holder.set_inner_html(html);
        El(holder
            .first_element_child()
            .expect_throw("an icon's markup holds an element"))
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
    /// Its own size kept in `--box-w` and `--box-h` (`browser::follow_size`).
    pub fn follow_size(self) -> El {
        super::browser::follow_size(&self.0);
        self
    }

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
