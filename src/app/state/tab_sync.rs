//! Two tabs, one save: the rules for when a tab may write its game over
//! the stored one, and when it follows another tab's moves. Pure (storage
//! itself is at the edge, in `storage.rs`), so it is tested natively.

use crate::engine::Game;

/// What this tab knows of the stored record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TabSync {
    /// The record this tab last read from or wrote to storage.
    pub last_seen: Option<String>,
}

/// What to do with a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Write this tab's record.
    Write,
    /// Nothing to write: the store already holds it.
    Same,
    /// The game went on elsewhere: do not write; offer the newer game.
    OtherTab,
    /// Another tab moved and this tab was only looking: take its game.
    Follow(Box<Game>),
}

impl TabSync {
    /// Before writing `mine` (`json`) over `stored`: write only when the
    /// store holds what this tab last saw (nobody else wrote), or a record
    /// that `mine` continues (the same game, fewer moves).
    pub fn before_write(&self, stored: Option<&str>, mine: &Game, json: &str) -> Verdict {
        match stored {
            Some(s) if s == json => Verdict::Same,
            None => Verdict::Write,
            Some(s) if Some(s) == self.last_seen.as_deref() => Verdict::Write,
            Some(s) => match Game::from_json(s) {
                Ok(theirs) if continues(mine, &theirs) => Verdict::Write,
                _ => Verdict::OtherTab,
            },
        }
    }

    /// Another tab stored `theirs`; this tab holds `mine` (`json`).
    pub fn on_stored(&self, theirs: Option<&str>, json: &str) -> Verdict {
        let Some(theirs) = theirs else {
            // Cleared elsewhere: this tab's next write puts the game back.
            return Verdict::Same;
        };
        if theirs == json {
            return Verdict::Same;
        }
        let looking = self.last_seen.as_deref() == Some(json);
        match Game::from_json(theirs) {
            Ok(game) if looking => Verdict::Follow(Box::new(game)),
            _ => Verdict::OtherTab,
        }
    }

    pub fn seen(&mut self, json: &str) {
        self.last_seen = Some(json.to_string());
    }
}

/// `mine` is `theirs` with more moves (or the same ones).
fn continues(mine: &Game, theirs: &Game) -> bool {
    mine.setup() == theirs.setup() && mine.moves().starts_with(theirs.moves())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DiceBag, Setup};

    fn game(seed: u64) -> Game {
        Game::new(Setup::solo("Ann", seed)).unwrap()
    }

    /// `g` after `n` more decisions (rolls from a fixed bag).
    fn on(g: &Game, n: usize) -> Game {
        let mut g = g.clone();
        let mut bag = DiceBag::new(3);
        for _ in 0..n {
            if g.roll_from(&mut bag).is_err() {
                let a = g.legal_actions()[0];
                g.apply(a).unwrap();
            }
        }
        g
    }

    #[test]
    fn a_tab_in_step_with_the_store_writes() {
        let a = game(1);
        let mut sync = TabSync::default();
        assert_eq!(sync.before_write(None, &a, &a.to_json()), Verdict::Write);
        sync.seen(&a.to_json());
        let b = on(&a, 3);
        assert_eq!(
            sync.before_write(Some(&a.to_json()), &b, &b.to_json()),
            Verdict::Write
        );
    }

    #[test]
    fn an_undo_may_shorten_what_this_tab_wrote() {
        let long = on(&game(1), 4);
        let short = on(&game(1), 3);
        let sync = TabSync {
            last_seen: Some(long.to_json()),
        };
        assert_eq!(
            sync.before_write(Some(&long.to_json()), &short, &short.to_json()),
            Verdict::Write
        );
    }

    #[test]
    fn a_stale_tab_never_overwrites_a_longer_game() {
        let start = game(1);
        let theirs = on(&start, 6);
        let mine = on(&start, 4);
        let sync = TabSync {
            last_seen: Some(on(&start, 3).to_json()),
        };
        assert_eq!(
            sync.before_write(Some(&theirs.to_json()), &mine, &mine.to_json()),
            Verdict::OtherTab
        );
        // Nor another game, nor a save it cannot read.
        let other = game(2);
        assert_eq!(
            sync.before_write(Some(&other.to_json()), &mine, &mine.to_json()),
            Verdict::OtherTab
        );
        assert_eq!(
            sync.before_write(Some("{oops"), &mine, &mine.to_json()),
            Verdict::OtherTab
        );
    }

    #[test]
    fn a_record_this_tab_continues_may_be_written_over() {
        let start = game(1);
        let theirs = on(&start, 2);
        let mine = on(&start, 5);
        let sync = TabSync::default();
        assert_eq!(
            sync.before_write(Some(&theirs.to_json()), &mine, &mine.to_json()),
            Verdict::Write
        );
        assert_eq!(
            sync.before_write(Some(&mine.to_json()), &mine, &mine.to_json()),
            Verdict::Same
        );
    }

    #[test]
    fn a_looking_tab_follows_and_a_moved_tab_is_told() {
        let start = game(1);
        let theirs = on(&start, 3);
        let looking = TabSync {
            last_seen: Some(start.to_json()),
        };
        match looking.on_stored(Some(&theirs.to_json()), &start.to_json()) {
            Verdict::Follow(g) => assert_eq!(*g, theirs),
            v => panic!("expected to follow, got {v:?}"),
        }
        let mine = on(&start, 1);
        assert_eq!(
            looking.on_stored(Some(&theirs.to_json()), &mine.to_json()),
            Verdict::OtherTab
        );
        assert_eq!(
            looking.on_stored(Some(&start.to_json()), &start.to_json()),
            Verdict::Same
        );
        assert_eq!(looking.on_stored(None, &start.to_json()), Verdict::Same);
    }
}
