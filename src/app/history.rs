//! History and statistics: the finished games kept in the archive, as the
//! worker writes them (`crate::panels::library`; charts are inline SVG
//! with a table beside each). Its buttons replay or export a game.

use super::dom::*;
use super::{panel, storage, Ui};

pub fn dialog(ui: Ui) -> El {
    let body = El::of("div", "library").text("Loading…");
    panel::fill(&body.0, "library", &storage::load_archive());
    let card = El::of("div", "card history")
        .child(El::new("h2").text("History and statistics"))
        .child(panel::delegate(ui, body))
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
