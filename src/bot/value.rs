//! Bots that play by a value function over afterstates: every legal action
//! is applied to a copy of the state and the result is valued; the player's
//! own follow-up choices that need no dice (free X cells, the round-4 bonus,
//! one step of +1 actions) are searched exactly, everything else (a roll to
//! come, another player's choice) is left to the value function.

use super::features::{encode, Features};
use super::net::{Net, MAX_HIDDEN, SCALE};
use super::{Bot, Hint};
use crate::engine::{Action, Decision, NoLog, State};

/// The expected final total of `player` from a position where a roll or
/// another player is to act (or the game is over).
pub trait Evaluator {
    fn eval(&self, state: &State, player: u8) -> f32;
}

/// A value model: current total + SCALE × net(features).
pub struct NetEval {
    pub net: Net,
}

impl NetEval {
    pub fn features(state: &State, player: u8) -> Features {
        let mut f = Features::default();
        encode(state, player, &mut f);
        f
    }
}

impl Evaluator for NetEval {
    #[inline]
    fn eval(&self, state: &State, player: u8) -> f32 {
        if state.is_over() {
            return state.score(player).total as f32;
        }
        let f = Self::features(state, player);
        let mut h = [0.0; MAX_HIDDEN];
        state.score(player).total as f32 + SCALE * self.net.forward(&f, &mut h)
    }
}

/// How deep the player's own deterministic follow-ups are searched.
#[derive(Clone, Copy, Debug)]
pub struct Depth {
    /// +1 actions looked at after the action being valued.
    pub plus: u8,
    /// Free X choices (they rarely chain further).
    pub cross: u8,
}

pub const DEFAULT_DEPTH: Depth = Depth { plus: 1, cross: 3 };

/// The value of `state` for `player`, searching `player`'s own choices that
/// need no dice; returns the value and the position that was finally valued.
pub fn value_after<E: Evaluator>(state: &State, player: u8, ev: &E, depth: Depth) -> (f32, State) {
    let searchable = match state.decision() {
        Decision::Cross { player: q, .. } => q == player && depth.cross > 0,
        Decision::PlusOne { player: q } => q == player && depth.plus > 0,
        Decision::RoundChoice { player: q } => q == player,
        _ => false,
    };
    if !searchable {
        return (ev.eval(state, player), *state);
    }
    let next_depth = match state.decision() {
        Decision::Cross { .. } => Depth {
            cross: depth.cross - 1,
            ..depth
        },
        Decision::PlusOne { .. } => Depth {
            plus: depth.plus - 1,
            ..depth
        },
        _ => depth,
    };
    let mut actions = Vec::with_capacity(16);
    state.legal_actions_into(&mut actions);
    let mut best: Option<(f32, State)> = None;
    for a in actions {
        let mut next = *state;
        if next.apply_with(a, &mut NoLog).is_err() {
            continue;
        }
        let (v, leaf) = value_after(&next, player, ev, next_depth);
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, leaf));
        }
    }
    best.unwrap_or_else(|| (ev.eval(state, player), *state))
}

/// Every legal action with its value (expected final total), in the order
/// `legal_actions` gives them, and the position each one was valued at.
pub fn rank_all<E: Evaluator>(
    state: &State,
    ev: &E,
    depth: Depth,
    buf: &mut Vec<Action>,
    out: &mut Vec<(Action, f32, State)>,
) {
    out.clear();
    let Some(player) = state.decision().player() else {
        return;
    };
    state.legal_actions_into(buf);
    for &a in buf.iter() {
        let mut next = *state;
        if next.apply_with(a, &mut NoLog).is_err() {
            continue;
        }
        let (v, leaf) = value_after(&next, player, ev, depth);
        out.push((a, v, leaf));
    }
}

/// The best of `ranked` (first of equals).
pub fn best(ranked: &[(Action, f32, State)]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, r) in ranked.iter().enumerate() {
        if best.is_none_or(|b| r.1 > ranked[b].1) {
            best = Some(i);
        }
    }
    best
}

/// A bot that takes the action of highest value.
pub struct ValueBot<E: Evaluator> {
    pub eval: E,
    pub depth: Depth,
    buf: Vec<Action>,
    ranked: Vec<(Action, f32, State)>,
}

impl<E: Evaluator> ValueBot<E> {
    pub fn new(eval: E) -> Self {
        ValueBot {
            eval,
            depth: DEFAULT_DEPTH,
            buf: Vec::with_capacity(32),
            ranked: Vec::with_capacity(32),
        }
    }
}

impl<E: Evaluator> Bot for ValueBot<E> {
    fn decide(&mut self, state: &State) -> Action {
        rank_all(
            state,
            &self.eval,
            self.depth,
            &mut self.buf,
            &mut self.ranked,
        );
        match best(&self.ranked) {
            Some(i) => self.ranked[i].0,
            None => fallback(state, &mut self.buf),
        }
    }

    fn hints(&mut self, state: &State) -> Vec<Hint> {
        rank_all(
            state,
            &self.eval,
            self.depth,
            &mut self.buf,
            &mut self.ranked,
        );
        let now = state
            .decision()
            .player()
            .map_or(0.0, |p| state.score(p).total as f32);
        let mut out: Vec<Hint> = self
            .ranked
            .iter()
            .map(|&(action, value, _)| Hint {
                action,
                value,
                gain: value - now,
            })
            .collect();
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }
}

/// Any legal action (the first), for positions no valuation covers.
pub fn fallback(state: &State, buf: &mut Vec<Action>) -> Action {
    state.legal_actions_into(buf);
    buf.first().copied().unwrap_or(Action::Finish)
}
