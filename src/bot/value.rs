//! Bots that play by a value function over afterstates: every legal action
//! is applied to a copy of the state and the result is valued; the player's
//! own follow-up choices that need no dice (free X cells, the round-4 bonus,
//! one step of +1 actions) are searched exactly, everything else (a roll to
//! come, another player's choice) is left to the value function.

use super::features::{encode, encode_multiplayer, Features};
use super::net::{Net, MAX_HIDDEN, SCALE};
use super::{Bot, Hint, LegalActions, Position};
use crate::engine::{Action, Decision, DiceBag, Die, DieSet, NoLog, Roll, State};
use std::cell::Cell;

/// The expected final total of `player` from a position where a roll or
/// another player is to act (or the game is over).
pub trait Evaluator {
    fn eval(&self, state: &State, player: u8) -> f32;
    /// How many positions this evaluator has valued (a work measure).
    fn evals(&self) -> u64 {
        0
    }
}

/// A value model: current total + SCALE × net(features).
pub struct NetEval {
    pub net: Net,
    /// The model for games of 2–4 players, where it differs.
    pub multiplayer: Option<Net>,
    /// Whether `net` reads the multiplayer inputs at 2–4 players (a model
    /// trained in multiplayer games does; the solo models do not).
    pub multiplayer_inputs: bool,
    pub count: Cell<u64>,
}

impl NetEval {
    pub fn new(net: Net) -> Self {
        NetEval {
            net,
            multiplayer: None,
            multiplayer_inputs: false,
            count: Cell::new(0),
        }
    }

    /// `net` for solo games, `multiplayer` (reading the multiplayer inputs) at 2–4 players.
    pub fn with_multiplayer(net: Net, multiplayer: Net) -> Self {
        NetEval {
            multiplayer: Some(multiplayer),
            ..NetEval::new(net)
        }
    }

    /// The model for `state` and whether it reads the multiplayer inputs.
    fn model(&self, state: &State) -> (&Net, bool) {
        match &self.multiplayer {
            _ if state.players() < 2 => (&self.net, false),
            Some(multiplayer) => (multiplayer, true),
            None => (&self.net, self.multiplayer_inputs),
        }
    }

    /// The inputs the model for `state` reads, seen by `player`.
    pub fn features(&self, state: &State, player: u8) -> Features {
        let mut f = Features::default();
        if self.model(state).1 {
            encode_multiplayer(state, player, &mut f);
        } else {
            encode(state, player, &mut f);
        }
        f
    }
}

impl Evaluator for NetEval {
    #[inline]
    fn eval(&self, state: &State, player: u8) -> f32 {
        self.count.set(self.count.get() + 1);
        if state.is_over() {
            return state.score(player).total as f32;
        }
        let f = self.features(state, player);
        let mut h = [0.0; MAX_HIDDEN];
        state.score(player).total as f32 + SCALE * self.model(state).0.forward(&f, &mut h)
    }

    fn evals(&self) -> u64 {
        self.count.get()
    }
}

/// How deep the player's own deterministic follow-ups are searched.
#[derive(Clone, Copy, Debug)]
pub struct Depth {
    /// +1 actions looked at after the action being valued.
    pub plus: u8,
    /// Free X choices (they rarely chain further).
    pub cross: u8,
    /// Where no more +1 actions are searched, value the position as if the
    /// player finished there (else the model values the +1 decision itself).
    pub finish_leaf: bool,
}

/// The search the shipped model was trained with.
pub const TRAIN_DEPTH: Depth = Depth {
    plus: 1,
    cross: 3,
    finish_leaf: false,
};

/// The search the bots play with.
pub const DEFAULT_DEPTH: Depth = Depth {
    plus: 1,
    cross: 3,
    finish_leaf: true,
};

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
        if let Decision::PlusOne { player: q } = state.decision() {
            if q == player && depth.finish_leaf {
                // No deeper: value the position as if the player stopped here.
                let mut done = *state;
                if done.apply_with(Action::Finish, &mut NoLog).is_ok() {
                    return value_after(&done, player, ev, depth);
                }
            }
        }
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
    best_afterstate(state, |next| value_after(next, player, ev, next_depth))
        .unwrap_or_else(|| (ev.eval(state, player), *state))
}

/// The best of `state`'s legal actions by `value_after` of the position it
/// leads to (the first of equals), in either game: that value and the
/// position finally valued; `None` if no action applies.
// Always inlined: the inner loop of both games' `value_after`.
#[inline(always)]
pub fn best_afterstate<P: Position>(
    state: &P,
    mut value_after: impl FnMut(&P) -> (f32, P),
) -> Option<(f32, P)> {
    // On the stack: this runs for every action of every decision searched.
    let mut actions = P::Actions::default();
    state.legal_actions_to(&mut actions);
    let mut best: Option<(f32, P)> = None;
    for a in actions.iter() {
        let mut next = *state;
        if next.apply_with(a, &mut NoLog).is_err() {
            continue;
        }
        let (v, leaf) = value_after(&next);
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, leaf));
        }
    }
    best
}

/// Every legal action with its value (expected final total), in the order
/// `legal_actions` gives them, and the position each one was valued at, in
/// either game: `value_after` is the game's own search from an afterstate
/// for the deciding player.
pub fn rank_all<P: Position>(
    state: &P,
    buf: &mut Vec<Action>,
    out: &mut Vec<(Action, f32, P)>,
    mut value_after: impl FnMut(&P, u8) -> (f32, P),
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
        let (v, leaf) = value_after(&next, player);
        out.push((a, v, leaf));
    }
}

/// The index of the highest of `values` (the first of equals).
pub fn best(values: impl IntoIterator<Item = f32>) -> Option<usize> {
    let mut best: Option<(usize, f32)> = None;
    for (i, v) in values.into_iter().enumerate() {
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    best.map(|(i, _)| i)
}

/// The look-ahead of either game's search bot over `values`, the plain
/// values of the ranked actions: the `top` best are re-valued by `further`
/// (`None`: the plain value stays), and every other action ranks below the
/// lowest of them. `false` if `over_budget` says so before a look or after
/// the last: the caller then goes back to the plain values.
pub fn look_further(
    values: &mut [f32],
    order: &mut Vec<usize>,
    top: usize,
    over_budget: impl Fn() -> bool,
    mut further: impl FnMut(usize) -> Option<f32>,
) -> bool {
    if values.len() < 2 || top == 0 {
        return true;
    }
    order.clear();
    order.extend(0..values.len());
    order.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
    let mut lowest = f32::INFINITY;
    for &i in order.iter().take(top) {
        if over_budget() {
            return false;
        }
        if let Some(v) = further(i) {
            values[i] = v;
        }
        lowest = lowest.min(values[i]);
    }
    if over_budget() {
        return false;
    }
    // Actions not looked at further rank below every one that was.
    for &i in order.iter().skip(top) {
        values[i] = values[i].min(lowest - 1e-3);
    }
    true
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

    /// Every legal action with its value, into `ranked`.
    fn rank(&mut self, state: &State) {
        let (eval, depth) = (&self.eval, self.depth);
        rank_all(state, &mut self.buf, &mut self.ranked, |s, p| {
            value_after(s, p, eval, depth)
        });
    }
}

impl<E: Evaluator> Bot for ValueBot<E> {
    fn decide(&mut self, state: &State) -> Action {
        self.rank(state);
        match best(self.ranked.iter().map(|r| r.1)) {
            Some(i) => self.ranked[i].0,
            None => fallback(state, &mut self.buf),
        }
    }

    fn hints(&mut self, state: &State) -> Vec<Hint> {
        self.rank(state);
        ranked_hints(state, self.ranked.iter().map(|&(a, v, _)| (a, v)))
    }
}

/// Hints best first, each with its gain over the deciding player's total
/// now (either game).
pub fn ranked_hints<P: Position>(
    state: &P,
    valued: impl Iterator<Item = (Action, f32)>,
) -> Vec<Hint> {
    let now = state.decision().player().map_or(0.0, |p| state.total(p));
    let mut out: Vec<Hint> = valued
        .map(|(action, value)| Hint {
            action,
            value,
            gain: value - now,
        })
        .collect();
    out.sort_by(|a, b| b.value.total_cmp(&a.value));
    out
}

/// Any legal action (the first), for positions no valuation covers.
pub fn fallback<P: Position>(state: &P, buf: &mut Vec<Action>) -> Action {
    state.legal_actions_into(buf);
    buf.first().copied().unwrap_or(Action::Finish)
}

/// Sampled rolls shared by every action compared at one decision (common
/// random numbers): each sample is the six dice in a random row order
/// with random values; a roll of some dice takes theirs in that order.
#[derive(Clone, Debug)]
pub struct Samples {
    rolls: Vec<[(Die, u8); 6]>,
}

impl Samples {
    pub fn new(count: usize, seed: u64) -> Samples {
        Samples::of(DieSet::ALL, count, seed)
    }

    /// Samples of a game's six dice (`DieSet::ALL`, or the sequel's).
    pub fn of(dice: DieSet, count: usize, seed: u64) -> Samples {
        let mut bag = DiceBag::new(seed);
        let rolls = (0..count)
            .map(|_| {
                let r = bag.roll(dice);
                let mut out = [(Die::White, 1); 6];
                out.copy_from_slice(r.dice());
                out
            })
            .collect();
        Samples { rolls }
    }

    pub fn len(&self) -> usize {
        self.rolls.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rolls.is_empty()
    }

    /// Sample `k` of the roll of `dice`.
    pub fn roll(&self, k: usize, dice: DieSet) -> Roll {
        let mut pairs = [(Die::White, 1); 6];
        let mut n = 0;
        for &(d, v) in &self.rolls[k] {
            if dice.contains(d) {
                pairs[n] = (d, v);
                n += 1;
            }
        }
        Roll::new(&pairs[..n]).expect("a valid roll")
    }
}

/// Answers to a sampled roll searched with the full depth.
const CHANCE_FULL: usize = 2;

/// The expected value for `player` of a position where `player`'s own roll
/// comes next, over `samples`: each roll is answered by the best action
/// (valued as in `rank_all`). `None` if the position is no such roll.
pub fn chance_value<E: Evaluator>(
    leaf: &State,
    player: u8,
    ev: &E,
    depth: Depth,
    samples: &Samples,
    buf: &mut Vec<Action>,
    budget: u64,
) -> Option<f32> {
    let eval = |s: &State| ev.eval(s, player);
    mean_over_rolls(
        leaf,
        player,
        samples,
        || ev.evals() > budget,
        eval,
        |s| {
            s.legal_actions_into(buf);
            // Every answer valued cheaply (no +1, one free X), the best few
            // again with the full depth.
            let cheap_depth = Depth {
                plus: 0,
                cross: 1,
                ..depth
            };
            let mut best = f32::NEG_INFINITY;
            let mut top = [(f32::NEG_INFINITY, None::<State>); CHANCE_FULL];
            for &a in buf.iter() {
                let mut next = *s;
                if next.apply_with(a, &mut NoLog).is_err() {
                    continue;
                }
                let v = value_after(&next, player, ev, cheap_depth).0;
                best = best.max(v);
                if v > top[CHANCE_FULL - 1].0 {
                    top[CHANCE_FULL - 1] = (v, Some(next));
                    top.sort_by(|x, y| y.0.total_cmp(&x.0));
                }
            }
            for (_, next) in top {
                if let Some(next) = next {
                    best = best.max(value_after(&next, player, ev, depth).0);
                }
            }
            best
        },
    )
}

/// The mean for `player` over `samples` of the positions each sampled roll
/// leads to from `leaf`, in either game; `None` unless `player`'s own roll
/// comes next at `leaf`, or if `over_budget` says so before a roll. A roll
/// is worth the total if the game ends, `answer` (the best action's value;
/// −∞: none, then `eval`) if `player` decides next, else `eval`.
pub fn mean_over_rolls<P: Position>(
    leaf: &P,
    player: u8,
    samples: &Samples,
    over_budget: impl Fn() -> bool,
    eval: impl Fn(&P) -> f32,
    mut answer: impl FnMut(&P) -> f32,
) -> Option<f32> {
    let Decision::Roll {
        dice, solo_passive, ..
    } = leaf.decision()
    else {
        return None;
    };
    if !(solo_passive || leaf.active() == player) {
        return None;
    }
    let mut sum = 0.0;
    for k in 0..samples.rolls.len() {
        if over_budget() {
            return None;
        }
        let mut s = *leaf;
        s.apply_with(Action::Roll(samples.roll(k, dice)), &mut NoLog)
            .ok()?;
        sum += match s.decision() {
            Decision::GameOver => s.total(player),
            d if d.player() == Some(player) && !matches!(d, Decision::Roll { .. }) => {
                let best = answer(&s);
                if best.is_finite() {
                    best
                } else {
                    eval(&s)
                }
            }
            _ => eval(&s),
        };
    }
    Some(sum / samples.rolls.len() as f32)
}

/// What `player`'s turn leaves the others: from `leaf`, where the others'
/// passive picks come next, each other player decides by `ev` in turn
/// (their own follow-ups searched), and their gains over their values at
/// `leaf` are summed. The model's value of a passive pick to come is an
/// average over platters, so the sum is near 0 for an ordinary platter.
/// `None` if the others do not decide next.
pub fn platter_gain<E: Evaluator>(leaf: &State, player: u8, ev: &E, depth: Depth) -> Option<f32> {
    let others = |s: &State| match s.decision() {
        Decision::Passive { player: q }
        | Decision::PlusOne { player: q }
        | Decision::Cross { player: q, .. } => (q != player).then_some(q),
        _ => None,
    };
    others(leaf)?;
    let mut before = [f32::NAN; 4];
    let mut after = [0.0f32; 4];
    let mut s = *leaf;
    // Each other player's decisions of the turn (a pick and its follow-ups).
    for _ in 0..16 {
        let Some(q) = others(&s) else { break };
        let qi = q as usize;
        if before[qi].is_nan() {
            before[qi] = ev.eval(&s, q);
        }
        let (v, end) = best_afterstate(&s, |next| value_after(next, q, ev, depth))?;
        after[qi] = v;
        s = end;
    }
    Some(
        (0..4)
            .filter(|&q| !before[q].is_nan())
            .map(|q| after[q] - before[q])
            .sum(),
    )
}

/// A value bot that looks one roll further for its best few actions:
/// the `top` actions of highest value whose result is the player's own roll
/// are re-valued by `chance_value` over shared samples.
pub struct SearchBot<E: Evaluator> {
    pub inner: ValueBot<E>,
    pub top: usize,
    /// Most positions valued for one decision: past it the look-ahead is
    /// dropped and the plain values decide (bounds the time of a decision).
    pub budget: u64,
    pub samples: Samples,
    /// At 2–4 players, how much the others' mean gain from the platter this
    /// bot's turn leaves them counts against its own points (0: not at all;
    /// 1: a point for the others as much as a point of its own).
    pub platter_weight: f32,
    gains: Vec<Option<f32>>,
    buf2: Vec<Action>,
    /// The ranked actions' values after the look-ahead.
    values: Vec<f32>,
    /// The ranked actions' indices, best first (kept between decisions).
    order: Vec<usize>,
}

impl<E: Evaluator> SearchBot<E> {
    pub fn new(eval: E, top: usize, samples: usize, seed: u64) -> Self {
        SearchBot {
            inner: ValueBot::new(eval),
            top,
            budget: u64::MAX,
            samples: Samples::new(samples, seed),
            platter_weight: 0.0,
            gains: Vec::with_capacity(32),
            buf2: Vec::with_capacity(32),
            values: Vec::with_capacity(32),
            order: Vec::with_capacity(32),
        }
    }

    /// Every legal action with its value; the best `top` looked at further.
    fn rank(&mut self, state: &State) {
        self.inner.rank(state);
        let inner = &mut self.inner;
        let Some(player) = state.decision().player() else {
            self.values.clear();
            return;
        };
        if self.platter_weight != 0.0 && state.players() > 1 && state.active() == player {
            // The turn's last choices: what they leave on the platter counts.
            let cheap = Depth {
                plus: 0,
                cross: 1,
                ..inner.depth
            };
            let gains = &mut self.gains;
            gains.clear();
            for r in inner.ranked.iter() {
                gains.push(platter_gain(&r.2, player, &inner.eval, cheap));
            }
            // Only platters compared with platters: the model's value of a
            // passive pick to come is not exact enough to weigh one against
            // a turn that goes on.
            let (sum, n) = gains
                .iter()
                .flatten()
                .fold((0.0, 0), |(s, n), g| (s + g, n + 1));
            if n > 1 {
                let mean = sum / n as f32;
                // The gains are summed over the others: weigh their mean.
                let w = self.platter_weight / (state.players() - 1) as f32;
                for (r, g) in inner.ranked.iter_mut().zip(gains.iter()) {
                    if let Some(g) = g {
                        r.1 -= w * (g - mean);
                    }
                }
            }
        }
        self.values.clear();
        self.values.extend(inner.ranked.iter().map(|r| r.1));
        let budget = inner.eval.evals().saturating_add(self.budget);
        let (ranked, eval) = (&inner.ranked, &inner.eval);
        let looked = look_further(
            &mut self.values,
            &mut self.order,
            self.top,
            || eval.evals() > budget,
            |i| {
                let leaf = &ranked[i].2;
                let samples = &self.samples;
                chance_value(
                    leaf,
                    player,
                    eval,
                    inner.depth,
                    samples,
                    &mut self.buf2,
                    budget,
                )
            },
        );
        if !looked {
            // Out of budget: the plain values decide.
            self.values.clear();
            self.values.extend(ranked.iter().map(|r| r.1));
        }
    }
}

impl<E: Evaluator> Bot for SearchBot<E> {
    fn decide(&mut self, state: &State) -> Action {
        self.rank(state);
        match best(self.values.iter().copied()) {
            Some(i) => self.inner.ranked[i].0,
            None => fallback(state, &mut self.inner.buf),
        }
    }

    fn hints(&mut self, state: &State) -> Vec<Hint> {
        self.rank(state);
        let ranked = self.inner.ranked.iter().map(|r| r.0);
        ranked_hints(state, ranked.zip(self.values.iter().copied()))
    }
}
