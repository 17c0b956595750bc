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
use crate::bot::value::{
    best, best_afterstate, fallback, look_further, mean_over_rolls, rank_all, ranked_hints, Samples,
};
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
    best_afterstate(s, |next| value_after(next, player, ev, next_depth))
        .unwrap_or_else(|| (ev.eval(s, player), *s))
}

/// Plays the action of the highest afterstate value.
pub struct TwiceValueBot {
    pub eval: TwiceEval,
    buf: Vec<Action>,
    ranked: Vec<(Action, f32, TwiceState)>,
}

impl TwiceValueBot {
    pub fn new(eval: TwiceEval) -> Self {
        TwiceValueBot {
            eval,
            buf: Vec::with_capacity(64),
            ranked: Vec::with_capacity(64),
        }
    }

    /// Every legal action with its value, into `ranked`.
    fn rank(&mut self, state: &TwiceState) {
        let eval = &self.eval;
        rank_all(state, &mut self.buf, &mut self.ranked, |s, p| {
            value_after(s, p, eval, DEPTH)
        });
    }
}

impl TwiceBot for TwiceValueBot {
    fn decide(&mut self, state: &TwiceState) -> Action {
        self.rank(state);
        match best(self.ranked.iter().map(|r| r.1)) {
            Some(i) => self.ranked[i].0,
            None => fallback(state, &mut self.buf),
        }
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
    if samples.is_empty() {
        return None;
    }
    let eval = |s: &TwiceState| ev.eval(s, player);
    mean_over_rolls(
        &s,
        player,
        samples,
        || false,
        eval,
        |rolled| {
            rolled.legal_actions_to(buf);
            let mut best = f32::NEG_INFINITY;
            for a in buf.iter() {
                let mut next = *rolled;
                if next.apply_with(a, &mut NoLog).is_ok() {
                    best = best.max(value_after(&next, player, ev, DEPTH).0);
                }
            }
            best
        },
    )
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
    /// (the rest ranked below every one that was), into `values`.
    fn rank(&mut self, state: &TwiceState) {
        self.inner.rank(state);
        let ranked = &self.inner.ranked;
        self.values.clear();
        self.values.extend(ranked.iter().map(|r| r.1));
        let player = state.decision().player().unwrap_or(0);
        let eval = &self.inner.eval;
        // No budget: the sequel's look-ahead is bounded by `top` alone.
        let _ = look_further(
            &mut self.values,
            &mut self.order,
            self.top,
            || false,
            |i| chance_value(&ranked[i].2, player, eval, &self.samples, &mut self.buf2),
        );
    }

    /// Every legal action with its value and its gain over the total now,
    /// best first.
    pub fn hints(&mut self, state: &TwiceState) -> Vec<Hint> {
        self.rank(state);
        let ranked = self.inner.ranked.iter().map(|r| r.0);
        ranked_hints(state, ranked.zip(self.values.iter().copied()))
    }
}

impl TwiceBot for TwiceSearchBot {
    fn decide(&mut self, state: &TwiceState) -> Action {
        self.rank(state);
        match best(self.values.iter().copied()) {
            Some(i) => self.inner.ranked[i].0,
            None => fallback(state, &mut self.inner.buf),
        }
    }
}
