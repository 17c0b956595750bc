//! The game setup (players, names, who starts, the solo variant, resume)
//! and the screen for a save that cannot be read.

use super::dom::*;
use super::storage;
use super::table::Broken;
use super::words::data_url;
use super::Ui;
use crate::engine::{Setup, Variants, MAX_PLAYERS};
use wasm_bindgen::JsCast;

fn control_checked(ev: &web_sys::Event) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

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

pub fn setup_dialog(ui: Ui) -> El {
    // The form starts from the game on the table (read once: the dialog is
    // made anew each time it opens).
    let (current, in_progress, variants) = ui.table.with_untracked(|t| {
        let g = &t.game;
        (
            g.state().players() as usize,
            !g.state().is_over() && !g.moves().is_empty(),
            g.setup().variants,
        )
    });
    let count = RwSignal::new(current.clamp(1, MAX_PLAYERS));
    let names = RwSignal::new(storage::load_names());
    // None: random.
    let first = RwSignal::new(None::<u8>);
    let solo_extra = RwSignal::new(variants.solo_passive_extra);

    let start = move |_| {
        let n = count.get_untracked();
        let mut all = names.get_untracked();
        tidy(&mut all);
        storage::save_names(&all);
        let seed = storage::new_seed();
        let first = first
            .get_untracked()
            .filter(|&f| (f as usize) < n)
            .unwrap_or_else(|| storage::random_seat(seed, n));
        let setup = Setup {
            players: all[..n].to_vec(),
            first,
            seed,
            variants: Variants {
                solo_passive_extra: solo_extra.get_untracked(),
            },
            seats: Vec::new(),
            daily: None,
        };
        ui.table.update(|t| {
            t.new_game(setup);
        });
    };

    let counts = (1..=MAX_PLAYERS).map(|n| {
        let on = memo(move || count.get() == n);
        let radio = El::new("input")
            .attr("type", "radio")
            .attr("name", "count")
            .on("change", move |_| count.set(n));
        if n == count.get_untracked() {
            let _ = radio.0.set_attribute("checked", "");
            // The dialog opens on the current choice (not on "Solo").
            let _ = radio.0.set_attribute("autofocus", "");
        }
        El::of("label", "pill")
            .bind_class("on", on.into())
            .child(radio)
            .child(El::new("span").text(&if n == 1 {
                "Solo".to_string()
            } else {
                format!("{n} players")
            }))
    });
    let name_inputs = (0..MAX_PLAYERS).map(|i| {
        let input = El::new("input")
            .attr("type", "text")
            .attr("maxlength", "20")
            .attr("autocomplete", "off")
            .attr("value", &names.with_untracked(|n| n[i].clone()))
            .on("input", move |ev| {
                let v = control_value(&ev);
                names.update(|n| n[i] = v);
            });
        El::of("label", "name")
            .bind_class("hidden", derive(move || i >= count.get()))
            .child(El::new("span").text(&format!("Player {}", i + 1)))
            .child(input)
    });
    let starters = El::new("select")
        .attr("aria-label", "Who starts")
        .on("change", move |ev| {
            first.set(control_value(&ev).parse().ok())
        });
    let select = starters.0.clone();
    effect(move || {
        // The choices follow the number of players and their names.
        let n = count.get();
        let chosen = first.get_untracked();
        select.set_text_content(None);
        let mut options = vec![El::new("option").attr("value", "random").text("Random")];
        names.with(|all| {
            for (i, name) in all.iter().enumerate().take(n) {
                let mut o = El::new("option").attr("value", &i.to_string()).text(name);
                if chosen == Some(i as u8) {
                    o = o.attr("selected", "");
                }
                options.push(o);
            }
        });
        for o in options {
            let _ = select.append_child(&o.0);
        }
    });
    let solo = El::new("input")
        .attr("type", "checkbox")
        .on("change", move |ev| solo_extra.set(control_checked(&ev)));
    if variants.solo_passive_extra {
        let _ = solo.0.set_attribute("checked", "");
    }
    let mut card = El::of("div", "card setup")
        .child(El::new("h2").text("New game"))
        .child(
            El::new("fieldset")
                .child(El::new("legend").text("Players"))
                .child(El::of("div", "pills").children(counts)),
        )
        .child(
            El::new("fieldset")
                .child(El::new("legend").text("Names"))
                .children(name_inputs),
        )
        .child(
            El::of("label", "row")
                .bind_class("hidden", derive(move || count.get() < 2))
                .child(El::new("span").text("Who starts"))
                .child(starters),
        )
        .child(
            El::of("label", "row check")
                .bind_class("hidden", derive(move || count.get() != 1))
                .child(solo)
                .child(El::new("span").text(
                    "Solo: +1 actions allowed in the passive turn (English rules; off: Italian rules)",
                )),
        )
        .child(
            El::of("div", "buttons")
                .child(
                    El::of("button", "btn primary big")
                        .text("Start the game")
                        .on_click(start),
                )
                .child(
                    El::of("button", "btn ghost")
                        .text(if in_progress {
                            "Resume the saved game"
                        } else {
                            "Cancel"
                        })
                        .on_click(move |_| ui.table.update(|t| t.close_setup())),
                ),
        );
    if in_progress {
        card = card
            .child(El::of("p", "small").text("Starting a new game replaces the game in progress."));
    }
    El::of("dialog", "overlay")
        .attr("aria-label", "New game")
        .child(card)
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

/// The menu: export and import the game, and the unreadable saves kept.
pub fn menu(ui: Ui, kept: RwSignal<Vec<storage::Kept>>) -> El {
    let picker = El::new("input")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .attr("hidden", "")
        .attr("aria-label", "Game record file");
    let input = picker.0.clone();
    let picker = picker.on("change", move |ev| {
        let file = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|i| i.files())
            .and_then(|f| f.get(0));
        if let Some(file) = file {
            import_file(ui, file);
        }
        if let Some(i) = input.dyn_ref::<web_sys::HtmlInputElement>() {
            i.set_value("");
        }
    });
    let open_picker = picker.0.clone();
    let copies = El::of("ul", "kept").attr("aria-label", "Unreadable saves kept");
    let list = copies.0.clone();
    effect(move || {
        list.set_text_content(None);
        for (n, copy) in kept.get().into_iter().enumerate() {
            let key = copy.key.clone();
            let item = El::new("li")
                .child(El::new("span").text(&format!("Unreadable save {}", n + 1)))
                .child(
                    El::of("a", "btn small")
                        .attr("href", &data_url(&copy.raw))
                        .attr("download", &format!("clever-unreadable-{}.json", n + 1))
                        .text("Download"),
                )
                .child(
                    El::of("button", "btn small")
                        .attr("aria-label", &format!("Discard unreadable save {}", n + 1))
                        .text("Discard")
                        .on_click(move |_| {
                            storage::discard(&key);
                            kept.set(storage::kept());
                        }),
                );
            let _ = list.append_child(&item.0);
        }
    });
    El::of("details", "menu")
        .child(El::new("summary").text("Menu"))
        .child(
            El::of("div", "menu-items")
                .child(
                    El::of("button", "btn")
                        .text("Export game")
                        .on_click(move |_| {
                            ui.table.with_untracked(|t| {
                                storage::download(&storage::export_name(&t.game), &t.game.to_json())
                            })
                        }),
                )
                .child(
                    El::of("button", "btn")
                        .text("Import game")
                        .on_click(move |_| {
                            if let Some(i) = open_picker.dyn_ref::<web_sys::HtmlElement>() {
                                i.click();
                            }
                        }),
                )
                .child(picker)
                .child(copies.bind_hidden(derive(move || kept.with(|k| k.is_empty()))))
                .child(about()),
        )
}

/// The About panel: version (Cargo's and the git commit), licence, source.
fn about() -> El {
    El::of("details", "about")
        .child(El::new("summary").text("About"))
        .child(
            El::of("dl", "about-facts")
                .child(El::new("dt").text("Version"))
                .child(El::new("dd").text(&super::offline::version()))
                .child(El::new("dt").text("Licence"))
                .child(El::new("dd").text("MIT"))
                .child(El::new("dt").text("Source"))
                .child(El::new("dd").text(
                    "The source code (Rust, MIT licence) is in the project's git repository, \
                     with the README that tells how to build and install the app.",
                )),
        )
        .child(El::of("p", "small").text(
            "Ganz Schön Clever is a game by Wolfgang Warsch (Schmidt Spiele). \
             After one visit the app works offline; it can be installed on the home screen.",
        ))
}
