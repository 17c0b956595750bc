//! The end of the game: written by the worker (`crate::panels::end`):
//! the per-area breakdown, foxes × lowest area, the total, the rating
//! (solo) or the ranking, the expert's review, "Share", a new game. Made
//! once when the game ends (an undo takes it away).

use super::dom::*;
use super::{panel, storage, Ui};
use crate::engine::Game;

pub fn end_panel(ui: Ui, game: &Game) -> El {
    let el = El::of("section", "tray end")
        .attr("aria-label", "Game over")
        .bind_hidden(ui.replaying.into())
        .text("Adding up the scores…");
    // The archive without this game (kept last, if kept already).
    let mut before = storage::load_archive();
    if storage::archived_last(game) {
        before.truncate(before.rfind('\n').unwrap_or(0));
    }
    panel::fill(
        &el.0,
        &format!("end {}", panel::link()),
        &format!("{}\n{before}", game.to_json()),
    );
    panel::delegate(ui, el)
}
