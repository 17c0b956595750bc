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

pub mod guide;
pub mod how_to_play;
pub mod names;
pub mod phrases;
pub mod session;
pub mod standing;
pub mod sync;

#[cfg(target_arch = "wasm32")]
mod address;
#[cfg(target_arch = "wasm32")]
mod calculator;
#[cfg(target_arch = "wasm32")]
mod charts;
#[cfg(target_arch = "wasm32")]
mod computer;
#[cfg(target_arch = "wasm32")]
mod dialogs;
#[cfg(target_arch = "wasm32")]
mod dice_entry;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod download;
#[cfg(target_arch = "wasm32")]
mod end;
pub mod ending;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod friends;
#[cfg(target_arch = "wasm32")]
mod history;
pub mod icons;
#[cfg(target_arch = "wasm32")]
mod intl;
#[cfg(target_arch = "wasm32")]
mod keeping;
#[cfg(target_arch = "wasm32")]
mod language;
#[cfg(target_arch = "wasm32")]
mod menu;
#[cfg(target_arch = "wasm32")]
mod new_game;
#[cfg(target_arch = "wasm32")]
mod offline;
#[cfg(target_arch = "wasm32")]
mod persistence;
#[cfg(target_arch = "wasm32")]
mod root;
#[cfg(target_arch = "wasm32")]
mod seeds;
#[cfg(target_arch = "wasm32")]
mod sheet;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
mod tray;
#[cfg(target_arch = "wasm32")]
mod ui;
#[cfg(target_arch = "wasm32")]
mod widgets;
pub mod worker_link;

#[cfg(target_arch = "wasm32")]
pub use root::mount;

use crate::engine::Spot;

/// A set of cells of one sheet (five areas of at most 16 cells).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spots(u128);

impl Spots {
    /// How many places a set has room for (one per bit).
    pub const PLACES: usize = 80;

    /// A spot's place in the set, below `PLACES`.
    pub fn place(spot: Spot) -> usize {
        spot.area.index() * 16 + spot.cell as usize % 16
    }
    fn bit(spot: Spot) -> u128 {
        1u128 << Self::place(spot)
    }
    /// The places that are in one of the two sets and not in the other,
    /// each with whether it is in `self`.
    pub fn changes(self, before: Spots) -> impl Iterator<Item = (usize, bool)> {
        let mut changed = self.0 ^ before.0;
        std::iter::from_fn(move || {
            (changed != 0).then(|| {
                let place = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                (place, self.0 >> place & 1 == 1)
            })
        })
    }
    pub fn insert(&mut self, spot: Spot) {
        self.0 |= Self::bit(spot);
    }
    pub fn contains(&self, spot: Spot) -> bool {
        self.0 & Self::bit(spot) != 0
    }
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Area;

    #[test]
    fn spots_of_different_areas_never_collide() {
        let mut s = Spots::default();
        s.insert(Spot::new(Area::Green, 10));
        assert!(s.contains(Spot::new(Area::Green, 10)));
        for a in Area::ALL {
            for c in 0..16 {
                let spot = Spot::new(a, c);
                if spot != Spot::new(Area::Green, 10) {
                    assert!(!s.contains(spot), "{spot:?}");
                }
            }
        }
    }

    #[test]
    fn changes_name_each_spot_lit_or_put_out_once() {
        let (a, b, c) = (
            Spot::new(Area::Yellow, 0),
            Spot::new(Area::Blue, 5),
            Spot::new(Area::Purple, 10),
        );
        let mut before = Spots::default();
        before.insert(a);
        before.insert(b);
        let mut now = Spots::default();
        now.insert(b);
        now.insert(c);
        let changes: Vec<_> = now.changes(before).collect();
        assert_eq!(changes, [(Spots::place(a), false), (Spots::place(c), true)]);
        assert_eq!(now.changes(now).count(), 0);
        assert!(Spots::place(Spot::new(Area::Purple, 15)) < Spots::PLACES);
    }

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
