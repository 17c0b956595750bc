//! The session's computer seats and the expert's hints: whose step is due,
//! the pace, pause and skip, the worker's answers for the game at a
//! revision (a move, hints, or why not) and "Try again".

use super::{HintShown, NoAnswer, Overlay, Pace, Session};
use crate::engine::{Action, Level, Seat};

impl Session {
    /// The level of the computer that decides now, if a computer does.
    pub fn computer_to_decide(&self) -> Option<Level> {
        match self.seat(self.decision().player()?) {
            Seat::Computer(level) => Some(level),
            Seat::Person | Seat::Elsewhere => None,
        }
    }

    /// A computer's step is due now: (the revision it is for, its level).
    /// None while paused, replaying, under any overlay, or waiting after
    /// the worker failed.
    pub fn computer_turn(&self) -> Option<(u64, Level)> {
        let level = self.computer_to_decide()?;
        (!self.held() && self.computer_waiting.is_none()).then_some((self.revision, level))
    }

    /// The person has the computers wait: paused, replaying, or a panel open.
    fn held(&self) -> bool {
        self.paused || self.replay.is_some() || self.overlay() != Overlay::None
    }

    pub fn set_pace(&mut self, pace: Pace) {
        self.pace = pace;
    }

    /// The computers stop, or go on.
    pub fn toggle_pause(&mut self) {
        self.paused = !self.paused;
    }

    /// The computers play at once until a person decides.
    pub fn skip_to_next_person(&mut self) {
        self.skipping = true;
        self.paused = false;
    }

    /// A computer's step: its roll, or the action the worker chose (for
    /// the game at `revision`). Dropped unless that step is due now: a reply
    /// for an older position, or one that comes after a pause, a replay or
    /// a panel began (the step is asked anew when they end). A reply that
    /// comes late, after the worker was said to have failed, is taken.
    pub fn computer_step(&mut self, revision: u64, action: Option<Action>) {
        if self.revision != revision || self.computer_to_decide().is_none() || self.held() {
            return;
        }
        match action {
            None => self.roll_dice(),
            Some(action) => {
                self.apply(action);
            }
        }
    }

    /// The worker could not give the decision asked for the game at
    /// `revision`: the computer waits, saying why, until "Try again".
    pub fn computer_waits(&mut self, revision: u64, why: NoAnswer) {
        if self.revision == revision && self.computer_to_decide().is_some() {
            self.computer_waiting = Some(why);
        }
    }

    /// "Try again" after the worker failed: the waiting computer asks anew
    /// (returns None: its driver does), or the person's hints are asked
    /// anew (returns the revision they are for, as `ask_hint`).
    pub fn try_again(&mut self) -> Option<u64> {
        if self.computer_waiting.take().is_some() {
            return None;
        }
        self.hint_failed.as_ref()?;
        self.ask_hint()
    }

    /// What the worker said for the position before: gone with it.
    pub(super) fn forget_advice(&mut self) {
        self.hints.clear();
        self.hint_failed = None;
        self.computer_waiting = None;
    }

    /// The person who decides asked for a hint: it is counted with the game
    /// (and saved), once per position (asking again after the worker failed
    /// counts no more). Returns the revision the hints will be for.
    pub fn ask_hint(&mut self) -> Option<u64> {
        if self.hands_off() {
            return None;
        }
        if self.hint_failed.take().is_some() {
            return Some(self.revision);
        }
        let p = self.decision().player()?;
        self.game.count_hint(p);
        self.revision += 1;
        Some(self.revision)
    }

    /// The worker's hints, if the game has not moved since they were asked.
    pub fn show_hints(&mut self, revision: u64, hints: Vec<HintShown>) {
        if self.revision == revision {
            self.hints = hints;
        }
    }

    /// The worker could not give the hints asked at `revision`: say why
    /// (if the game has not moved since).
    pub fn hints_failed(&mut self, revision: u64, why: NoAnswer) {
        if self.revision == revision {
            self.hint_failed = Some(why);
        }
    }
}
