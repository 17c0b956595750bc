//! The panels the worker writes as markup (`crate::panels`): the end of a
//! game and the history-and-statistics view. This places the markup and
//! turns its buttons into actions by their data attributes, so their code
//! loads with the worker, not with the app.

use super::dom::*;
use super::{storage, worker, Ui};
use crate::engine::{read_move, Game};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// The panels' style sheet (style/panels.css), added to the page once,
/// when the first panel opens.
fn styles() {
    let doc = document();
    if doc
        .query_selector("link[data-panels]")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let link = El::new("link")
        .attr("rel", "stylesheet")
        .attr("data-panels", "")
        // The commit in the address: a new version never meets an old sheet.
        .attr(
            "href",
            &format!(
                "panels.css?v={}",
                option_env!("CLEVER_COMMIT").unwrap_or("0")
            ),
        );
    if let Some(head) = doc.query_selector("head").ok().flatten() {
        let _ = head.append_child(&link.0);
    }
}

/// Ask the worker and place its markup in `el` (or say why not).
pub fn fill(el: &Element, command: &str, body: &str) {
    styles();
    let el = el.clone();
    worker::ask(command, body, move |reply| match reply {
        Ok(markup) => {
            el.set_inner_html(&markup);
            // A form opens on its current choice.
            if let Some(first) = el
                .query_selector("[autofocus]")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = first.focus();
            }
        }
        Err(why) => el.set_text_content(Some(&why)),
    });
}

/// The page's address without its query (links to the same dice).
pub fn link() -> String {
    let loc = window().location();
    loc.origin().unwrap_or_default() + &loc.pathname().unwrap_or_default()
}

/// `el` with its buttons and filters working.
pub fn delegate(ui: Ui, el: El) -> El {
    let root = el.0.clone();
    let filters = el.0.clone();
    el.on("click", move |ev| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|e| {
                e.closest("[data-act],[data-share],[data-open],[data-export]")
                    .ok()
                    .flatten()
            })
        else {
            return;
        };
        let attr = |name: &str| target.get_attribute(name);
        if let Some(text) = attr("data-share") {
            if let Some(said) = root.query_selector(".shared").ok().flatten() {
                share(text, said);
            }
        } else if let Some(act) = attr("data-act") {
            let mut words = act.splitn(3, ' ');
            match (words.next(), words.next(), words.next()) {
                (Some("position"), Some(at), Some(better)) => {
                    let at = at.parse().unwrap_or(0);
                    let better = read_move(better).ok();
                    ui.table
                        .update(|t| t.open_replay(t.game.clone(), at, better));
                }
                (Some("new"), ..) => ui.table.update(|t| t.open_setup()),
                (Some("start" | "versus" | "daily" | "close"), ..) => {
                    super::setup::act(ui, &root, &act)
                }
                _ => super::setup::menu_act(ui, &root, &target, &act),
            }
        } else {
            let open = attr("data-open");
            let index = open
                .clone()
                .or_else(|| attr("data-export"))
                .unwrap_or_default();
            worker::ask(
                &format!("record {index}"),
                &storage::load_archive(),
                move |reply| {
                    let game =
                        reply.and_then(|json| Game::from_json(&json).map_err(|e| e.to_string()));
                    match (game, open.is_some()) {
                        (Ok(game), true) => ui.table.update(|t| {
                            t.close_setup();
                            t.open_replay(game, 0, None);
                        }),
                        (Ok(game), false) => {
                            storage::download(&storage::export_name(&game), &game.to_json())
                        }
                        (Err(why), _) => ui.table.update(|t| t.computer_failed(why)),
                    }
                },
            );
        }
    })
    .on("change", move |ev| {
        // A record file chosen to import.
        if let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .filter(|i| i.has_attribute("data-import"))
        {
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                super::setup::import_file(ui, file);
            }
            input.set_value("");
            return;
        }
        // The statistics again, for the filters now chosen.
        let mut query = String::new();
        for name in ["player", "mode", "last"] {
            let chosen = filters
                .query_selector(&format!("select[data-q={name}]"))
                .ok()
                .flatten()
                .and_then(|s| s.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .map(|s| s.value())
                .unwrap_or_default();
            query.push_str(&format!("{name}={chosen}&"));
        }
        if let Some(body) = filters.query_selector(".statsbody").ok().flatten() {
            fill(
                &body,
                &format!("statistics {query}"),
                &storage::load_archive(),
            );
        }
    })
}

/// The Web Share sheet where there is one, else the clipboard; if both
/// fail, the text is shown to copy by hand.
fn share(text: String, said: Element) {
    let nav = window().navigator();
    let sheet = web_sys::js_sys::Reflect::has(&nav, &JsValue::from_str("share")).unwrap_or(false);
    let promise = if sheet {
        let data = web_sys::ShareData::new();
        data.set_text(&text);
        nav.share_with_data(&data)
    } else {
        nav.clipboard().write_text(&text)
    };
    let ok_line = said.clone();
    let done = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        ok_line.set_text_content(Some(if sheet {
            "Shared."
        } else {
            "Copied to the clipboard."
        }))
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        said.set_text_content(Some(&format!("Copy this to share it: {text}")))
    });
    let _ = promise.then2(&done, &failed);
    done.forget();
    failed.forget();
}
