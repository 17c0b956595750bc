//! The game setup (players, names, who starts, the solo variant, resume)
//! and the screen for a save that cannot be read.

use super::dom::*;
use super::storage;
use super::table::Broken;
use super::words::data_url;
use super::Ui;
use crate::engine::json::write_string_list;
use crate::engine::{Level, Seat, Setup, Variants, MAX_PLAYERS};
use wasm_bindgen::JsCast;

/// The names as they will be kept: trimmed, at most 20 characters, and
/// "Player N" for an empty one.
fn tidy(names: &mut [String]) {
    for (i, name) in names.iter_mut().enumerate() {
        let trimmed: String = name.trim().chars().take(20).collect();
        *name = if trimmed.is_empty() {
            format!("Player {}", i + 1)
        } else {
            trimmed
        };
    }
}

/// The "New game" dialog: its form is written by the worker
/// (`crate::panels::setup`); its buttons come back here (`act`).
pub fn setup_dialog(ui: Ui) -> El {
    let (count, in_progress, extra) = ui.table.with_untracked(|t| {
        let g = &t.game;
        (
            g.state().players(),
            !g.state().is_over() && !g.moves().is_empty(),
            g.setup().variants.solo_passive_extra,
        )
    });
    let card = El::of("div", "card setup").text("…");
    super::panel::fill(
        &card.0,
        &format!("setup {count} {} {}", in_progress as u8, extra as u8),
        &write_string_list(&storage::load_names()),
    );
    El::of("dialog", "overlay")
        .attr("aria-label", "New game")
        .child(super::panel::delegate(ui, card))
}

/// A button of the setup form: read the form and start (or close).
pub fn act(ui: Ui, form: &web_sys::Element, act: &str) {
    let find = |selector: &str| form.query_selector(selector).ok().flatten();
    let input = |selector: &str| {
        find(selector).and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
    };
    let choice = |selector: &str| {
        find(selector)
            .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .map_or(String::new(), |s| s.value())
    };
    let setup = match act {
        "close" => return ui.table.update(|t| t.close_setup()),
        "daily" => storage::daily_setup(&storage::url_daily().unwrap_or_else(storage::today)),
        _ => {
            let mut n = (1..=MAX_PLAYERS)
                .find(|n| {
                    input(&format!("[name=count][value=\"{n}\"]")).is_some_and(|i| i.checked())
                })
                .unwrap_or(1);
            let mut names: Vec<String> = (0..MAX_PLAYERS)
                .map(|i| input(&format!("#name{i}")).map_or(String::new(), |i| i.value()))
                .collect();
            let mut seats: Vec<Seat> = (0..MAX_PLAYERS)
                .map(|i| Seat::from_name(&choice(&format!("#seat{i}"))).unwrap_or(Seat::Person))
                .collect();
            if act == "versus" {
                // The common case in one tap: you against the expert.
                n = 2;
                seats = vec![Seat::Person, Seat::Computer(Level::Expert)];
                if names[1].trim().is_empty() || names[1].starts_with("Player ") {
                    names[1] = "Expert".into();
                }
            }
            tidy(&mut names);
            storage::save_names(&names);
            let seed = storage::new_seed();
            let first = choice("[data-first]")
                .parse::<u8>()
                .ok()
                .filter(|&f| (f as usize) < n)
                .unwrap_or_else(|| storage::random_seat(seed, n));
            seats.truncate(n);
            Setup {
                players: names[..n].to_vec(),
                first,
                seed,
                variants: Variants {
                    solo_passive_extra: input("[data-extra]").is_some_and(|i| i.checked()),
                },
                seats,
                daily: None,
            }
        }
    };
    ui.table.update(|t| {
        t.new_game(setup);
    });
}

pub fn unreadable_dialog(ui: Ui, broken: Broken, kept: RwSignal<Vec<storage::Kept>>) -> El {
    let raw = broken.raw.clone();
    // Set when the copy could not be kept: the player downloads it first.
    let unkept = RwSignal::new(false);
    let start_anew = move |_| {
        if unkept.get_untracked() || storage::keep_unreadable(&raw) {
            kept.set(storage::kept());
            ui.table.update(|t| t.dismiss_unreadable());
        } else {
            unkept.set(true);
        }
    };
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", "The saved game cannot be read")
        .child(
            El::of("div", "card")
                .child(El::new("h2").text("The saved game cannot be read"))
                .child(El::of("p", "refused").text(&broken.error))
                .child(El::new("p").text(
                    "It may come from a newer version of the app, or it was changed by hand. \
                     Nothing has been deleted: download the save to keep it, then start anew.",
                ))
                .child(
                    El::of("p", "refused")
                        .attr("role", "alert")
                        .bind_hidden(derive(move || !unkept.get()))
                        .text(
                            "This browser could not keep a copy of it (its storage is full or \
                             blocked). Download the save first: starting anew replaces it.",
                        ),
                )
                .child(
                    El::of("div", "buttons")
                        .child(
                            El::of("a", "btn")
                                .attr("href", &data_url(&broken.raw))
                                .attr("download", "clever-save.json")
                                .text("Download the save"),
                        )
                        .child(
                            El::of("button", "btn primary")
                                .bind_text(derive(move || {
                                    if unkept.get() {
                                        "Start anew without a copy".into()
                                    } else {
                                        "Start anew".into()
                                    }
                                }))
                                .on_click(start_anew),
                        ),
                ),
        )
}

/// The game went on in another tab: this one stopped saving.
pub fn elsewhere_dialog(take_newer: impl Fn() + 'static) -> El {
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", "This game went on in another tab")
        .child(
            El::of("div", "card")
                .child(El::new("h2").text("This game went on in another tab"))
                .child(El::new("p").text(
                    "This tab stopped saving so that no move made there is lost. \
                     Load the newer game to go on here.",
                ))
                .child(
                    El::of("div", "buttons").child(
                        El::of("button", "btn primary")
                            .text("Load the newer game")
                            .on_click(move |_| take_newer()),
                    ),
                ),
        )
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
        ui.table.update(|t| {
            t.import(&text);
        });
    });
    reader.set_onload(Some(done.unchecked_ref()));
    let _ = reader.read_as_text(&file);
}

/// The menu: export and import the game, history, the unreadable saves
/// kept, About. Its items are written by the worker each time it opens.
pub fn menu(ui: Ui, kept: RwSignal<Vec<storage::Kept>>) -> El {
    let items = El::of("div", "menu-items");
    let el = items.0.clone();
    let items = super::panel::delegate(ui, items);
    El::of("details", "menu")
        .child(El::new("summary").text("Menu"))
        .child(items)
        .on("toggle", move |_| {
            let _ = &kept;
            let body: Vec<String> = storage::kept()
                .into_iter()
                .map(|k| format!("{}\t{}", k.key, k.raw))
                .collect();
            let command = format!("menu {}", super::offline::version());
            super::panel::fill(&el, &command, &body.join("\u{c}"));
        })
}

/// A menu item (`data-act`); `button` is the one pressed.
pub fn menu_act(ui: Ui, root: &web_sys::Element, button: &web_sys::Element, act: &str) {
    if let Some(key) = act.strip_prefix("discard ") {
        storage::discard(key);
        if let Some(li) = button.closest("li").ok().flatten() {
            li.remove();
        }
        return;
    }
    // The menu closes behind the item chosen.
    if act != "import" {
        if let Some(menu) = root.closest("details").ok().flatten() {
            let _ = menu.remove_attribute("open");
        }
    }
    match act {
        "export" => ui.table.with_untracked(|t| {
            storage::download(&storage::export_name(&t.game), &t.game.to_json())
        }),
        "import" => {
            if let Some(i) = root
                .query_selector("[data-import]")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                i.click();
            }
        }
        _ => ui.table.update(|t| t.open_history()),
    }
}
