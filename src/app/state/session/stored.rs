//! The session's part in what this browser keeps: the game on the table
//! put on the shelf before another game takes its place (a link's game, an
//! invitation answered, a game taken off the shelf). The shelf itself is
//! `state/stored.rs`; the rules of a game by link are the engine's.

use super::Session;
use crate::app::state::stored::Stored;
use crate::engine::Game;

impl Session {
    /// Whether the game on the table must be kept when another takes its
    /// place: one in progress, or one by link still waiting for a score.
    pub fn worth_shelving(&self) -> bool {
        let game = &self.game;
        let over = game.is_over();
        match game.link_id() {
            Some(_) => !over || !game.scores_missing().is_empty(),
            None => !over && !game.moves().is_empty(),
        }
    }

    /// Puts the game on the table on the shelf before another takes its
    /// place, when it is worth keeping; false when the browser would not
    /// keep it (the table must not change then). A game not by link is
    /// put there under the time, `now_ms`.
    pub fn shelve(&self, stored: Stored, now_ms: u64) -> bool {
        let now = &self.game;
        !self.worth_shelving() || stored.shelve(&shelf_key(now, now_ms), &now.to_json())
    }
}

/// The key a game is put on the shelf under: its id by link, else the
/// time.
fn shelf_key(game: &Game, now_ms: u64) -> String {
    game.link_id()
        .map_or_else(|| format!("t{now_ms}"), |id| id.text())
}

#[cfg(test)]
mod tests {
    use super::super::Session;
    use crate::app::state::stored::{Store, Stored};
    use crate::engine::{Game, Setup};
    use std::cell::RefCell;

    /// A shelf in memory; `full`: every write refused.
    #[derive(Default)]
    struct Shelf {
        kept: RefCell<Vec<(String, String)>>,
        full: bool,
    }
    impl Store for Shelf {
        fn shelve(&self, key: &str, record: &str) -> bool {
            if !self.full {
                self.kept.borrow_mut().push((key.into(), record.into()));
            }
            !self.full
        }
    }

    fn shelf(full: bool) -> &'static Shelf {
        Box::leak(Box::new(Shelf {
            full,
            ..Shelf::default()
        }))
    }

    fn in_progress() -> Session {
        let mut session = Session::new(Game::new(Setup::solo("Ann", 7)).unwrap(), None);
        session.roll();
        session
    }

    #[test]
    fn a_game_in_progress_goes_on_the_shelf_under_the_time() {
        let store = shelf(false);
        let session = in_progress();
        assert!(session.shelve(Stored::new(store), 1234));
        let kept = store.kept.borrow();
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].0, "t1234");
        assert_eq!(Game::from_json(&kept[0].1).unwrap(), *session.game());
    }

    #[test]
    fn a_game_not_begun_is_not_kept_and_may_leave() {
        let store = shelf(true);
        let session = Session::new(Game::new(Setup::solo("Ann", 7)).unwrap(), None);
        assert!(session.shelve(Stored::new(store), 1));
        assert!(store.kept.borrow().is_empty());
    }

    #[test]
    fn a_game_the_browser_would_not_keep_stays_on_the_table() {
        let store = shelf(true);
        let session = in_progress();
        assert!(!session.shelve(Stored::new(store), 1));
    }
}
