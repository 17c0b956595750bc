//! The sequel's afterstate values, as the first game's (`bot::value`): an
//! action is worth the expected final total of the position it leads to,
//! that position's total plus what the model (`Net` over `features`)
//! predicts of the rest. The player's own choices that need no dice and
//! must be made at once (a "?", silver's row, the black ?) are searched
//! through before a position is valued; at a +1 the player is valued as
//! stopping there (each +1 is then chosen at its own decision), and a
//! return is valued as the position before the roll.

use super::bots::TwiceBot;
use super::features::{encode, TwiceFeatures, TWICE_INPUTS};
use crate::bot::net::{Net, SCALE};
use crate::bot::value::Samples;
use crate::bot::Hint;
use crate::engine::{Action, Decision, DieSet, NoLog, TwiceActions, TwiceState};

/// A value model of the sequel's positions.
#[derive(Clone, Debug)]
pub struct TwiceEval {
    pub net: Net,
}

impl TwiceEval {
    /// A model that has learnt nothing: every position is worth its total.
    pub fn untrained(hidden: usize) -> TwiceEval {
        TwiceEval {
            net: Net::zero_over(TWICE_INPUTS, hidden),
        }
    }

    pub fn features(&self, s: &TwiceState, player: u8) -> TwiceFeatures {
        let mut f = TwiceFeatures::default();
        encode(s, player, &mut f);
        f
    }

    /// The expected final total of `player` from `s`.
    pub fn eval(&self, s: &TwiceState, player: u8) -> f32 {
        let total = f32::from(s.score(player).total);
        if s.is_over() {
            return total;
        }
        total + SCALE * self.net.output(&self.features(s, player))
    }
}

/// How far `value_after` follows the player's own choices.
#[derive(Clone, Copy, Debug)]
pub struct Depth {
    /// "?" marks, silver rows and the black ? in a row.
    pub choices: u8,
    /// +1 actions (beyond them the player is valued as stopping).
    pub plus: u8,
}

/// What the bots search and the model is trained with.
pub const DEPTH: Depth = Depth {
    choices: 3,
    plus: 0,
};

/// The value of `s` for `player`, searching `player`'s own choices that need
/// no dice; returns the value and the position finally valued.
pub fn value_after(s: &TwiceState, player: u8, ev: &TwiceEval, depth: Depth) -> (f32, TwiceState) {
    let next_depth = match s.decision() {
        Decision::Question { player: q, .. }
        | Decision::SilverRow { player: q, .. }
        | Decision::RoundChoice { player: q }
            if q == player && depth.choices > 0 =>
        {
            Depth {
                choices: depth.choices - 1,
                ..depth
            }
        }
        Decision::PlusOne { player: q } if q == player => {
            if depth.plus == 0 {
                let mut done = *s;
                if done.apply_with(Action::Finish, &mut NoLog).is_ok() {
                    return value_after(&done, player, ev, depth);
                }
                return (ev.eval(s, player), *s);
            }
            Depth {
                plus: depth.plus - 1,
                ..depth
            }
        }
        _ => return (ev.eval(s, player), *s),
    };
    let mut actions = TwiceActions::new();
    s.legal_actions_to(&mut actions);
    let mut best: Option<(f32, TwiceState)> = None;
    for a in actions.iter() {
        let mut next = *s;
        if next.apply_with(a, &mut NoLog).is_err() {
            continue;
        }
        let (v, leaf) = value_after(&next, player, ev, next_depth);
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, leaf));
        }
    }
    best.unwrap_or_else(|| (ev.eval(s, player), *s))
}

/// Every legal action with its value and the position it was valued at,
/// in the order `legal_actions` lists them.
pub fn rank_all(
    s: &TwiceState,
    ev: &TwiceEval,
    depth: Depth,
    buf: &mut TwiceActions,
    out: &mut Vec<(Action, f32, TwiceState)>,
) {
    out.clear();
    s.legal_actions_to(buf);
    let player = s.decision().player().unwrap_or(0);
    for a in buf.iter() {
        let mut next = *s;
        if next.apply_with(a, &mut NoLog).is_err() {
            continue;
        }
        let (v, leaf) = value_after(&next, player, ev, depth);
        out.push((a, v, leaf));
    }
}

/// The index of the best ranked action (the first of equals).
pub fn best(ranked: &[(Action, f32, TwiceState)]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, r) in ranked.iter().enumerate() {
        if best.is_none_or(|b| r.1 > ranked[b].1) {
            best = Some(i);
        }
    }
    best
}

/// Plays the action of the highest afterstate value.
pub struct TwiceValueBot {
    pub eval: TwiceEval,
    buf: TwiceActions,
    ranked: Vec<(Action, f32, TwiceState)>,
}

impl TwiceValueBot {
    pub fn new(eval: TwiceEval) -> Self {
        TwiceValueBot {
            eval,
            buf: TwiceActions::new(),
            ranked: Vec::with_capacity(64),
        }
    }
}

impl TwiceBot for TwiceValueBot {
    fn decide(&mut self, state: &TwiceState) -> Action {
        rank_all(state, &self.eval, DEPTH, &mut self.buf, &mut self.ranked);
        best(&self.ranked)
            .map(|i| self.ranked[i].0)
            .or_else(|| self.buf.get(0))
            .unwrap_or(Action::Finish)
    }
}

/// The expected value for `player` of `leaf` when `player`'s own roll comes
/// next (a return not taken), over `samples`: each roll answered by the
/// best action's afterstate value. `None` if no such roll comes next.
pub fn chance_value(
    leaf: &TwiceState,
    player: u8,
    ev: &TwiceEval,
    samples: &Samples,
    buf: &mut TwiceActions,
) -> Option<f32> {
    let mut s = *leaf;
    if s.decision() == (Decision::Return { player }) {
        s.apply_with(Action::Finish, &mut NoLog).ok()?;
    }
    let Decision::Roll {
        dice, solo_passive, ..
    } = s.decision()
    else {
        return None;
    };
    if !(solo_passive || s.active() == player) || samples.is_empty() {
        return None;
    }
    let mut sum = 0.0;
    for k in 0..samples.len() {
        let mut rolled = s;
        rolled
            .apply_with(Action::Roll(samples.roll(k, dice)), &mut NoLog)
            .ok()?;
        let v = match rolled.decision() {
            Decision::GameOver => f32::from(rolled.score(player).total),
            d if d.player() == Some(player) && !matches!(d, Decision::Roll { .. }) => {
                rolled.legal_actions_to(buf);
                let mut best = f32::NEG_INFINITY;
                for a in buf.iter() {
                    let mut next = rolled;
                    if next.apply_with(a, &mut NoLog).is_ok() {
                        best = best.max(value_after(&next, player, ev, DEPTH).0);
                    }
                }
                if best.is_finite() {
                    best
                } else {
                    ev.eval(&rolled, player)
                }
            }
            _ => ev.eval(&rolled, player),
        };
        sum += v;
    }
    Some(sum / samples.len() as f32)
}

/// The afterstate values, and one roll further for the best `top` actions
/// whose result is the player's own roll (as the first game's `SearchBot`).
pub struct TwiceSearchBot {
    pub inner: TwiceValueBot,
    pub top: usize,
    samples: Samples,
    buf2: TwiceActions,
    order: Vec<usize>,
    values: Vec<f32>,
}

impl TwiceSearchBot {
    pub fn new(eval: TwiceEval, top: usize, samples: usize, seed: u64) -> Self {
        TwiceSearchBot {
            inner: TwiceValueBot::new(eval),
            top,
            samples: Samples::of(DieSet::TWICE, samples, seed),
            buf2: TwiceActions::new(),
            order: Vec::with_capacity(64),
            values: Vec::with_capacity(64),
        }
    }

    /// Every legal action with its value, the best `top` looked at further
    /// (the rest ranked below every one that was).
    pub fn rank(&mut self, state: &TwiceState) -> Vec<(Action, f32)> {
        let inner = &mut self.inner;
        rank_all(state, &inner.eval, DEPTH, &mut inner.buf, &mut inner.ranked);
        self.values.clear();
        self.values.extend(inner.ranked.iter().map(|r| r.1));
        let player = state.decision().player().unwrap_or(0);
        if inner.ranked.len() > 1 && self.top > 0 {
            let ranked = &inner.ranked;
            self.order.clear();
            self.order.extend(0..ranked.len());
            self.order
                .sort_by(|&a, &b| ranked[b].1.total_cmp(&ranked[a].1));
            let mut lowest = f32::INFINITY;
            for &i in self.order.iter().take(self.top) {
                if let Some(v) = chance_value(
                    &ranked[i].2,
                    player,
                    &inner.eval,
                    &self.samples,
                    &mut self.buf2,
                ) {
                    self.values[i] = v;
                }
                lowest = lowest.min(self.values[i]);
            }
            for &i in self.order.iter().skip(self.top) {
                self.values[i] = self.values[i].min(lowest - 1e-3);
            }
        }
        inner
            .ranked
            .iter()
            .zip(&self.values)
            .map(|(r, &v)| (r.0, v))
            .collect()
    }
}

impl TwiceSearchBot {
    /// Every legal action with its value and its gain over the total now,
    /// best first.
    pub fn hints(&mut self, state: &TwiceState) -> Vec<Hint> {
        let now = state
            .decision()
            .player()
            .map_or(0.0, |p| f32::from(state.score(p).total));
        let mut out: Vec<Hint> = self
            .rank(state)
            .into_iter()
            .map(|(action, value)| Hint {
                action,
                value,
                gain: value - now,
            })
            .collect();
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }
}

impl TwiceBot for TwiceSearchBot {
    fn decide(&mut self, state: &TwiceState) -> Action {
        let ranked = self.rank(state);
        let mut best: Option<(Action, f32)> = None;
        for (a, v) in ranked {
            if best.is_none_or(|b| v > b.1) {
                best = Some((a, v));
            }
        }
        best.map(|b| b.0)
            .or_else(|| self.inner.buf.get(0))
            .unwrap_or(Action::Finish)
    }
}
