//! The menu: export and import the game, history and statistics, the
//! language, the theme, the unreadable saves set aside, and About.

use crate::app::dom::*;
use crate::app::edge::download;
use crate::app::edge::offline;
use crate::app::state::phrases::data_url;
use crate::app::state::stored::{stored, SetAside};
use crate::app::state::ui::Ui;
use crate::words::words;
use wasm_bindgen::{JsCast, UnwrapThrowExt};

pub fn menu(ui: Ui, set_aside: RwSignal<Vec<SetAside>>, lang: RwSignal<crate::words::Lang>) -> El {
    let w = words();
    let details = El::of("details", "menu");
    let items = game_items(ui, details.handle());
    let saves = El::new("div");
    switch(
        &saves,
        memo(move || Some(set_aside.get()).filter(|k| !k.is_empty())),
        move |list| set_aside_saves(list, set_aside),
    );
    // The games put aside, read again each time the Menu opens.
    let shelf = El::new("div");
    let opened = RwSignal::new(0u32);
    switch(&shelf, memo(move || Some(opened.get())), move |_| {
        crate::app::views::friends::shelf_items(ui)
    });
    let items = items
        .child(shelf)
        .child(crate::app::views::language::select(lang))
        .child(theme_select())
        .child(saves)
        .child(about());
    let summary = El::new("summary").text(w.menu_title());
    closes_as_a_popup(details.handle(), summary.handle());
    details
        .child(summary)
        .child(items)
        // Saves set_aside by another tab since.
        .on("toggle", move |_| {
            set_aside.set(stored().set_aside());
            opened.update(|n| *n += 1);
        })
}

/// Export, Import (with its hidden file input), History and statistics;
/// the menu closes behind the item chosen.
fn game_items(ui: Ui, menu: web_sys::Element) -> El {
    let w = words();
    let close = move || {
        let _ = menu.remove_attribute("open");
    };
    let file = El::new("input")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .attr("hidden", "")
        .attr("aria-label", w.menu_import_file())
        .on("change", move |ev| {
            let Some(input) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                import_file(ui, file);
            }
            input.set_value("");
        });
    let chooser = file.handle();
    let close_export = close.clone();
    El::of("div", "menu-items")
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.menu_export())
                .on_click(move |_| {
                    close_export();
                    ui.session.with_untracked(|t| {
                        download::download(&download::export_name(t.game()), &t.game().to_json())
                    })
                }),
        )
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.menu_import())
                .on_click(move |_| {
                    if let Some(input) = chooser.dyn_ref::<web_sys::HtmlElement>() {
                        input.click();
                    }
                }),
        )
        .child(file)
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.menu_history())
                .on_click(move |_| {
                    close();
                    ui.session.update(|t| t.open_history());
                }),
        )
}

/// The Menu opens over the page, so it closes as a popup does: on Escape
/// (the focus back on its button) or on a tap anywhere else. Both
/// listeners are the Menu's, gone with it.
fn closes_as_a_popup(menu: web_sys::Element, button: web_sys::Element) {
    let inside = menu.clone();
    on_document("keydown", move |ev| {
        let escape = ev
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|k| k.key() == "Escape");
        if escape && menu.has_attribute("open") {
            let _ = menu.remove_attribute("open");
            if let Some(b) = button.dyn_ref::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        }
    });
    on_document("pointerdown", move |ev| {
        let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        if !inside.contains(target.as_ref()) {
            let _ = inside.remove_attribute("open");
        }
    });
}

/// The unreadable saves set aside: each to download or discard.
fn set_aside_saves(list: Vec<SetAside>, set_aside: RwSignal<Vec<SetAside>>) -> El {
    let w = words();
    El::of("ul", "set-aside")
        .attr("aria-label", w.menu_set_aside())
        .children(list.into_iter().enumerate().map(|(i, save)| {
            let n = i + 1;
            El::new("li")
                .child(El::new("span").text(w.menu_set_aside_save(n)))
                .child(
                    El::of("a", "btn small")
                        .attr("href", data_url(&save.raw))
                        .attr("download", w.menu_set_aside_file(n))
                        .text(w.menu_download()),
                )
                .child(
                    El::of("button", "btn small")
                        .attr("type", "button")
                        .attr("aria-label", w.menu_discard_save(n))
                        .text(w.menu_discard())
                        .on_click(move |_| {
                            stored().discard(&save);
                            set_aside.set(stored().set_aside());
                        }),
                )
        }))
}

fn about() -> El {
    let w = words();
    let fact = |term: String, text: String| [El::new("dt").text(term), El::new("dd").text(text)];
    El::of("details", "about")
        .child(El::new("summary").text(w.menu_about()))
        .child(
            El::of("dl", "about-facts")
                .children(fact(w.menu_version(), offline::version()))
                // The licence's SPDX name, the same in every language.
                .children(fact(w.menu_licence(), "MIT".into()))
                .children(fact(w.menu_source(), w.menu_source_text())),
        )
        .child(El::of("p", "small").text(w.menu_about_text()))
}

/// Reads a record file and imports it (the engine replays it; a bad file
/// leaves the game untouched and says why).
pub fn import_file(ui: Ui, file: web_sys::File) {
    let Ok(reader) = web_sys::FileReader::new() else {
        return;
    };
    let r = reader.clone();
    let done = wasm_bindgen::closure::Closure::once_into_js(move || {
        let text = r
            .result()
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        ui.session.update(|t| {
            t.import(&text);
        });
    });
    // `loadend` comes after a success and after a failure: the closure
    // is always called, so always freed.
    reader.set_onloadend(Some(done.unchecked_ref()));
    let _ = reader.read_as_text(&file);
}

/// The theme: the system's (light or dark), or one chosen by hand and set_aside.
fn theme_select() -> El {
    let root = document().document_element().expect_throw("a page");
    let apply = move |theme: &str| {
        let _ = match theme {
            "light" | "dark" => root.set_attribute("data-theme", theme),
            _ => root.remove_attribute("data-theme"),
        };
    };
    let chosen = stored().theme().unwrap_or_else(|| "system".into());
    apply(&chosen);
    let w = crate::words::words();
    let options = [
        ("system", w.theme_system()),
        ("light", w.theme_light()),
        ("dark", w.theme_dark()),
    ]
    .map(|(value, text)| {
        let option = El::new("option").attr("value", value).text(text);
        if value == chosen {
            option.attr("selected", "")
        } else {
            option
        }
    });
    El::of("select", "theme")
        .attr("aria-label", w.theme())
        .children(options)
        .on("change", move |ev| {
            let theme = control_value(&ev);
            stored().keep_theme(&theme);
            apply(&theme);
        })
}
