//! Self-play training of the sequel's value model by TD(λ) over
//! afterstates, as the first game's (`bot::train`, whose self-play loop and
//! learning step it shares): single-threaded, reproducible from the seed.

use super::bots::play_twice;
use super::features::{TwiceFeatures, TWICE_ACTIVE, TWICE_INPUTS};
use super::value::{value_after, TwiceEval, TwiceValueBot, DEPTH};
use crate::bot::net::Net;
use crate::bot::train::{self_play, Learner, TrainConfig};
use crate::bot::value::rank_all;
use crate::engine::{Action, DiceBag, Setup, TwiceState};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Train from `init` (or fresh random weights); `report` gets progress lines
/// every `cfg.eval_every` games and may save checkpoints. Only greedy
/// self-play (`cfg.policy` is not read).
pub fn train_twice(
    cfg: &TrainConfig,
    init: Option<Net>,
    report: &mut dyn FnMut(&str, &Net),
) -> Net {
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x7A1C_E5EE);
    let mut uniform = move || (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
    let scale = 0.5 / (40.0f32).sqrt();
    let net = match init {
        Some(net) => net.widen(cfg.hidden, scale, &mut uniform),
        None => Net::random_over(TWICE_INPUTS, cfg.hidden, scale, &mut uniform),
    };
    let mut ev = TwiceEval { net };
    self_play(cfg, &mut ev, &mut uniform, report);
    ev.net
}

impl Learner<TwiceState, TWICE_ACTIVE> for TwiceEval {
    fn rank_all(
        &self,
        state: &TwiceState,
        buf: &mut Vec<Action>,
        ranked: &mut Vec<(Action, f32, TwiceState)>,
    ) {
        rank_all(state, buf, ranked, |s, p| value_after(s, p, self, DEPTH));
    }

    fn policy(&mut self, _: &TwiceState) -> Option<Action> {
        None
    }

    fn features(&self, state: &TwiceState, player: u8) -> TwiceFeatures {
        TwiceEval::features(self, state, player)
    }

    fn net(&mut self) -> &mut Net {
        &mut self.net
    }

    /// Solo games whatever the players trained with.
    fn evaluate(&self, seed: u64, games: u64, _: &[u8]) -> (f64, f64) {
        evaluate_twice(&self.net, seed, games)
    }
}

/// Mean and sd of `games` solo games of the sequel played greedily by
/// `net`, dice from `seed`.
pub fn evaluate_twice(net: &Net, seed: u64, games: u64) -> (f64, f64) {
    let mut bot = TwiceValueBot::new(TwiceEval { net: net.clone() });
    let mut bag = DiceBag::new(seed);
    let setup = Setup::named(&[""], seed);
    let mut totals = Vec::new();
    for _ in 0..games {
        let s = play_twice(&setup, &mut bot, &mut bag).expect("a game plays to its end");
        totals.push(f64::from(s.score(0).total));
    }
    let n = totals.len().max(1) as f64;
    let mean = totals.iter().sum::<f64>() / n;
    let var = totals.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var.sqrt())
}
