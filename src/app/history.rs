//! History and statistics: the finished games kept in the archive. The
//! worker reads the archive and writes the markup (charts are inline SVG
//! with a table beside each); this view only asks, places it, and turns
//! its buttons (`data-open`, `data-export`) into replays and files.

use super::dom::*;
use super::{storage, worker, Ui};
use crate::engine::Game;
use wasm_bindgen::JsCast;

/// A name as a query value (the worker decodes it).
fn encoded(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn select(label: &str, options: &[(&str, &str)], chosen: RwSignal<String>) -> El {
    El::new("select")
        .attr("aria-label", label)
        .children(
            options
                .iter()
                .map(|(v, text)| El::new("option").attr("value", v).text(text)),
        )
        .on("change", move |ev| chosen.set(control_value(&ev)))
}

/// Ask the worker and place its markup (or its sentence) in `into`.
fn fill(command: &str, archive: &str, into: &web_sys::Element) {
    let into = into.clone();
    worker::ask(command, archive, move |reply| match reply {
        Ok(markup) => into.set_inner_html(&markup),
        Err(why) => into.set_text_content(Some(&why)),
    });
}

pub fn dialog(ui: Ui) -> El {
    let archive = StoredValue::new_local(storage::load_archive());
    let player = RwSignal::new(String::new());
    let mode = RwSignal::new("all".to_string());
    let last = RwSignal::new("all".to_string());
    let players = select("Player", &[("", "All players")], player);
    let names = players.0.clone();
    archive.with_value(|a| {
        worker::ask("filters", a, move |reply| {
            for line in reply.unwrap_or_default().lines() {
                if let Some(name) = line.strip_prefix("player\t") {
                    let _ = names.append_child(&El::new("option").attr("value", name).text(name).0);
                }
            }
        })
    });
    let stats = El::of("div", "statsbody")
        .attr("aria-live", "polite")
        .text("Counting…");
    let into = stats.0.clone();
    effect(move || {
        let command = format!(
            "statistics player={}&mode={}&last={}",
            encoded(&player.get()),
            mode.get(),
            last.get()
        );
        archive.with_value(|a| fill(&command, a, &into));
    });
    let list = El::of("div", "historybody").text("Loading…");
    archive.with_value(|a| fill("history", a, &list.0));
    // One handler for the list's buttons: replay a game, or export it.
    let list = list.on("click", move |ev| {
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-open],[data-export]").ok().flatten())
        else {
            return;
        };
        let open = button.get_attribute("data-open");
        let index = open.clone().or_else(|| button.get_attribute("data-export"));
        let command = format!("record {}", index.unwrap_or_default());
        archive.with_value(|a| {
            worker::ask(&command, a, move |reply| {
                let game = reply.and_then(|json| Game::from_json(&json).map_err(|e| e.to_string()));
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
            });
        });
    });
    let card = El::of("div", "card history")
        .child(El::new("h2").text("History and statistics"))
        .child(
            El::of("section", "stats")
                .attr("aria-label", "Statistics")
                .child(El::new("h3").text("Statistics"))
                .child(
                    El::of("div", "filters")
                        .child(players)
                        .child(select(
                            "Mode",
                            &[
                                ("all", "All modes"),
                                ("solo", "Solo"),
                                ("multi", "Multiplayer"),
                                ("variant", "Solo, Italian rules"),
                            ],
                            mode,
                        ))
                        .child(select(
                            "Games",
                            &[("all", "All games"), ("50", "Last 50"), ("10", "Last 10")],
                            last,
                        )),
                )
                .child(stats),
        )
        .child(
            El::of("section", "games")
                .attr("aria-label", "History")
                .child(El::new("h3").text("Finished games"))
                .child(list),
        )
        .child(
            El::of("div", "buttons").child(
                El::of("button", "btn primary")
                    .text("Close")
                    .on_click(move |_| ui.table.update(|t| t.close_setup())),
            ),
        );
    El::of("dialog", "overlay")
        .attr("aria-label", "History and statistics")
        .child(card)
}
