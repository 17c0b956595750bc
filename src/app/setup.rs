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

pub fn unreadable_dialog(ui: Ui, broken: Broken) -> El {
    let raw = broken.raw.clone();
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
                    El::of("div", "buttons")
                        .child(
                            El::of("a", "btn")
                                .attr("href", &data_url(&broken.raw))
                                .attr("download", "clever-save.json")
                                .text("Download the save"),
                        )
                        .child(El::of("button", "btn primary").text("Start anew").on_click(
                            move |_| {
                                storage::keep_unreadable(&raw);
                                ui.table.update(|t| t.dismiss_unreadable());
                            },
                        )),
                ),
        )
}
