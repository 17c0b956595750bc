//! A past position on show: a step of a replay or a decision of the
//! expert's review, stepped through while the game waits behind it.

use super::{Replay, Session};
use crate::engine::{Action, Game};

impl Session {
    /// Show the position after `at` moves of `full` (clamped to its
    /// moves), with `better` outlined.
    pub fn open_replay(&mut self, full: Game, at: usize, better: Option<Action>) {
        let at = at.min(full.moves().len());
        let mut shown = Game::new(full.setup().clone()).unwrap_or_else(|_| full.clone());
        for &m in &full.moves()[..at] {
            if shown.apply(m).is_err() {
                break;
            }
        }
        self.selected = None;
        self.viewing = None;
        self.last.clear();
        self.replay = Some(Replay {
            full,
            at,
            shown,
            better,
        });
    }

    /// Step the replay to move `at`; a step forward shows what it did.
    pub fn seek(&mut self, at: usize) {
        let Some(r) = self.replay.take() else {
            return;
        };
        if at == r.at + 1 && at <= r.full.moves().len() {
            let mut replay = r;
            let m = replay.full.moves()[replay.at];
            self.last = replay.shown.apply(m).unwrap_or_default();
            replay.at = at;
            replay.better = None;
            self.viewing = None;
            self.replay = Some(replay);
        } else {
            self.open_replay(r.full, at, None);
        }
    }

    pub fn close_replay(&mut self) {
        self.replay = None;
        self.last.clear();
        self.viewing = None;
    }
}
