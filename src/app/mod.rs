//! The browser app: views over Leptos's reactive graph, asking the engine.
//!
//! One direction of data: the whole app state is one `Session` (the game, the
//! events of its last step, and what the person at the table adds) in one
//! signal. Everything on screen is a memo derived from it, so a cell, die
//! or track space redraws only when its own look changes. A tap calls a
//! `Session` method, which asks the engine. Storage sits at the edge: an
//! effect writes the record when the game changes; a load replays it.
//!
//! The accessible names are a contract with `tests/e2e/`: a "Score sheet"
//! region, a "Roll the dice" button, dice named like "White die, 3, rolled"
//! (", cannot be picked now" at the end, with `aria-disabled`, when no rule
//! lets it be picked), cells named like "Yellow 5, row 1 column 3, open",
//! the dialogs "New game", "Hand the tablet to …" and "The saved game
//! cannot be read" (native modal `<dialog>`s), a "Theme" select, and the
//! polite live region (`.note`) that says what each step did.

pub mod edge;
pub mod state;
pub mod views;

#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod start;

#[cfg(target_arch = "wasm32")]
pub use start::mount;

#[cfg(test)]
mod tests {
    /// The names above, as the views build them from the catalogue.
    #[test]
    fn the_accessible_names_of_the_contract_read_as_before() {
        let w = crate::words::Words::english();
        let cell = w.sheet_open(&w.sheet_grid_cell("Yellow", 5, 1, 3));
        assert_eq!(cell, "Yellow 5, row 1 column 3, open");
        let die = w.tray_die_not_now(&w.die_name_value(&w.die_label_white(), 3, "rolled"));
        assert_eq!(die, "White die, 3, rolled, cannot be picked now");
        assert_eq!(w.sheet_label(), "Score sheet");
        assert_eq!(w.tray_roll(), "Roll the dice");
        assert_eq!(w.hand_title("Ann"), "Hand the tablet to Ann");
        let player = w.tray_player_show(&w.tray_player_active(&w.tray_player("Ann", 12)));
        assert_eq!(player, "Ann, 12 points, active player, show sheet");
        assert_eq!(w.status_over(6), "Game over after 6 rounds");
        assert_eq!(w.status_turn(2, 4, "Bob"), "Round 2 of 4 · Bob's turn");
    }
}
