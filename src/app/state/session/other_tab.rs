//! A game that comes from outside this tab: another tab's game followed or
//! loaded, and an imported record.

use super::{Note, Panel, Refused, Session};
use crate::engine::Game;

impl Session {
    /// Another tab moved while this one was only looking: take its game
    /// (what this tab shows of it stays: the sheet looked at, the holder).
    pub fn follow(&mut self, game: Game) {
        self.game = game;
        self.forget_advice();
        self.last.clear();
        self.selected = None;
        self.note = Note::Told;
        self.revision += 1;
    }

    /// The game went on in another tab: stop here until the player loads it.
    pub fn went_on_in_other_tab(&mut self) {
        if !matches!(self.panel, Panel::Unreadable(_)) {
            self.panel = Panel::OtherTab;
        }
    }

    /// Load the newer game from another tab (after `went_on_in_other_tab`).
    pub fn take_newer(&mut self, game: Game) {
        self.panel = Panel::None;
        self.holder = None;
        self.viewing = None;
        self.follow(game);
    }

    /// An imported record, replayed by the engine: it replaces the game.
    pub fn import(&mut self, text: &str) -> bool {
        match Game::from_json(text) {
            Ok(game) => {
                self.start_over(game);
                true
            }
            Err(e) => {
                self.refuse(Refused::Import(e));
                false
            }
        }
    }
}
