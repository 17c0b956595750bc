//! Undo: the game becomes the replay of all its moves but the last
//! decision; never across a roll, and by link never into what was sent
//! (`Game::sent`): the friends may hold it already.

use super::friends::SentPart;
use super::game::Game;
use super::link::TurnLink;
use super::types::{Action, Decision};

/// Why undo does nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoUndo {
    /// No decision since the start or the last roll.
    Nothing,
    /// The decision is part of what this device sent by link.
    Sent(SentPart),
}

impl Game {
    /// Undo goes back before the last decision, never across a roll nor,
    /// by link, into what was sent.
    pub fn can_undo(&self) -> bool {
        self.undo_refusal().is_none()
    }

    /// Why undo does nothing now; `None` when it would undo a decision.
    pub fn undo_refusal(&self) -> Option<NoUndo> {
        let by_link = self.setup().by_link.is_some();
        // By link, the friends' turns since the own last decision wait
        // again and that decision is undone.
        let own = |a: &Action| !by_link || !matches!(a, Action::DiceLayout(_));
        let at = match self.moves().iter().rposition(own) {
            Some(at) if !matches!(self.moves()[at], Action::Roll(_)) => at,
            _ => return Some(NoUndo::Nothing),
        };
        match self.sent() {
            Some(sent) if at < sent.moves => Some(NoUndo::Sent(sent.what)),
            _ => None,
        }
    }

    /// Undo the last decision: the game becomes the replay of all its moves
    /// but the last. Returns the action undone (None: nothing to undo, and
    /// nothing changed).
    pub fn undo(&mut self) -> Option<Action> {
        if self.undo_refusal().is_some() {
            return None;
        }
        if self.setup().by_link.is_some() {
            return self.undo_own();
        }
        self.undo_last()
    }

    /// Undo the last move whatever it is (not a roll).
    pub(super) fn undo_last(&mut self) -> Option<Action> {
        let (&last, rest) = self.moves().split_last()?;
        if matches!(last, Action::Roll(_)) {
            return None;
        }
        // Every move was accepted before, so all but the last replay.
        let mut before = Game::from_moves(self.setup().clone(), rest).ok()?;
        // A hint used stays used; what was received stays received.
        before.hints = std::mem::take(&mut self.hints);
        before.waiting = std::mem::take(&mut self.waiting);
        before.scores = std::mem::take(&mut self.scores);
        *self = before;
        Some(last)
    }

    /// By link, undo goes back over the turns received since the own last
    /// decision (they wait again) and then undoes that decision.
    pub(super) fn undo_own(&mut self) -> Option<Action> {
        let mut game = self.clone();
        let mut back = Vec::new();
        while let Some(Action::DiceLayout(layout)) = game.moves().last().copied() {
            game.undo_last()?;
            let Decision::DiceLayout { player } = game.decision() else {
                return None;
            };
            back.push(TurnLink {
                game: self.link_id()?,
                round: game.round(),
                seat: player,
                layout,
            });
        }
        let undone = game.undo_last()?;
        back.reverse();
        back.extend(std::mem::take(&mut game.waiting));
        game.waiting = back;
        *self = game;
        Some(undone)
    }
}
