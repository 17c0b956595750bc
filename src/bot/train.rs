//! Self-play training of a value model (`net`) by TD(λ) over afterstates,
//! solo games, single-threaded and reproducible from a seed: the dice, the
//! exploration and the initial weights all come from seeded ChaCha8.
//!
//! For each game the bot plays by its current model (ε-greedy, ε annealed to
//! 0), recording the position each chosen action was valued at and that
//! value. After the game every recorded position is moved towards its
//! λ-return (the final total at the end, the next position's value before
//! that; an exploring move cuts the return). With `Policy::Search` the
//! games are played by the expert's look-ahead over the model instead, and
//! the returns follow its choices.
//!
//! The exact commands behind the shipped weights, their measured time and
//! the held-out results are in `src/bot/README.md`.

use super::features::{Features, MAX_ACTIVE, MULTIPLAYER_INPUTS, N_INPUTS};
use super::net::{Net, SCALE};
use super::value::{best, rank_all, value_after, NetEval, SearchBot, ValueBot, TRAIN_DEPTH};
use super::{Bot, Position};
use crate::engine::{Action, Decision, DiceBag, NoLog, Setup, State, Variants};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub seed: u64,
    pub games: u64,
    pub hidden: usize,
    /// Learning rate at the start; it decays linearly to `lr_end`.
    pub lr: f32,
    pub lr_end: f32,
    pub lambda: f32,
    /// Exploration at the start; annealed linearly to 0 at `eps_zero` of the run.
    pub eps: f32,
    pub eps_zero: f32,
    /// Measure (greedy play, `eval_games` games) every this many games; 0: never.
    pub eval_every: u64,
    pub eval_games: u64,
    /// Players in a game, game by game in turn (`[1]`: solo).
    pub players: Vec<u8>,
    /// Who plays the games learnt from.
    pub policy: Policy,
}

/// The play the model learns the values of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The model's own best action (the afterstate values alone).
    Greedy,
    /// The expert's look-ahead over the model being trained (its best `top`
    /// actions over `samples` rolls within `budget` positions): the values
    /// of the stronger play, on the positions that play reaches.
    Search {
        top: usize,
        samples: usize,
        budget: u64,
    },
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            seed: 1,
            games: 100_000,
            hidden: 64,
            lr: 0.004,
            lr_end: 0.0005,
            lambda: 0.7,
            eps: 0.05,
            eps_zero: 0.7,
            eval_every: 0,
            eval_games: 200,
            players: vec![1],
            policy: Policy::Greedy,
        }
    }
}

/// One valued position of a training game (either game's features).
struct Step<const M: usize = MAX_ACTIVE> {
    f: Features<M>,
    /// The score of the valued position (the model predicts the rest).
    base: f32,
    /// The chosen action's value.
    value: f32,
    /// The value of the policy's action (the best one, greedily).
    vmax: f32,
    explored: bool,
    terminal: bool,
}

/// Train from `init` (or fresh random weights); `report` gets progress lines
/// and may save checkpoints.
pub fn train(cfg: &TrainConfig, init: Option<Net>, report: &mut dyn FnMut(&str, &Net)) -> Net {
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x5EED_CAFE);
    let mut uniform = move || (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
    let scale = 0.5 / (40.0f32).sqrt();
    // A trained solo model has never moved its multiplayer inputs' linear
    // weights off 0 (it never reads them); a multiplayer model has.
    let solo_model = init
        .as_ref()
        .is_some_and(|net| net.lin[MULTIPLAYER_INPUTS..].iter().all(|&w| w == 0.0));
    let net = match init {
        // A narrower model grows to `hidden` units, keeping its values.
        Some(net) => net.widen(cfg.hidden, scale, &mut uniform),
        None => Net::random(cfg.hidden, scale, &mut uniform),
    };
    let mut ev = NetEval::new(net);
    if cfg.players.iter().any(|&n| n > 1) {
        // In multiplayer games the model reads the multiplayer inputs; a solo model they are
        // added to starts with them at zero, so it starts as it was (a
        // multiplayer model goes on with what it learnt of them).
        ev.multiplayer_inputs = true;
        if solo_model {
            ev.net.clear_inputs(MULTIPLAYER_INPUTS..N_INPUTS);
        }
    }
    // The model lives in the search bot; greedy play reads it directly.
    let (top, samples, budget) = match cfg.policy {
        Policy::Greedy => (0, 1, 0),
        Policy::Search {
            top,
            samples,
            budget,
        } => (top, samples, budget),
    };
    let mut bot = SearchBot::new(ev, top, samples, cfg.seed ^ 0xC1E7E2);
    bot.budget = budget;
    self_play(cfg, &mut bot, &mut uniform, report);
    bot.inner.eval.net
}

/// What the self-play loop needs of the model being trained, in either game.
pub(super) trait Learner<P: Position, const M: usize> {
    /// Every legal action with the model's value of it (`value::rank_all`).
    fn rank_all(&self, state: &P, buf: &mut Vec<Action>, ranked: &mut Vec<(Action, f32, P)>);
    /// The action the policy plays where it is not the best ranked one
    /// (`None`: greedy play).
    fn policy(&mut self, state: &P) -> Option<Action>;
    /// The model's inputs for `state` seen by `player`.
    fn features(&self, state: &P, player: u8) -> Features<M>;
    fn net(&mut self) -> &mut Net;
    /// Mean and sd of held-out games played greedily by the model.
    fn evaluate(&self, seed: u64, games: u64, counts: &[u8]) -> (f64, f64);
}

impl Learner<State, MAX_ACTIVE> for SearchBot<NetEval> {
    fn rank_all(
        &self,
        state: &State,
        buf: &mut Vec<Action>,
        ranked: &mut Vec<(Action, f32, State)>,
    ) {
        let eval = &self.inner.eval;
        rank_all(state, buf, ranked, |s, p| {
            value_after(s, p, eval, TRAIN_DEPTH)
        });
    }

    fn policy(&mut self, state: &State) -> Option<Action> {
        (self.top > 0).then(|| self.decide(state))
    }

    fn features(&self, state: &State, player: u8) -> Features {
        self.inner.eval.features(state, player)
    }

    fn net(&mut self) -> &mut Net {
        &mut self.inner.eval.net
    }

    fn evaluate(&self, seed: u64, games: u64, counts: &[u8]) -> (f64, f64) {
        evaluate_at(&self.inner.eval.net, seed, games, counts)
    }
}

/// The games of a training run, in either game: each played by the
/// learner's values (ε-greedy), its valued positions recorded seat by seat,
/// then each seat's learning step; `report` gets a progress line every
/// `cfg.eval_every` games. `uniform` draws the exploration.
pub(super) fn self_play<P: Position, const M: usize>(
    cfg: &TrainConfig,
    learner: &mut impl Learner<P, M>,
    uniform: &mut impl FnMut() -> f32,
    report: &mut dyn FnMut(&str, &Net),
) {
    let mut bag = DiceBag::new(cfg.seed);
    let mut buf = Vec::with_capacity(32);
    let mut ranked = Vec::with_capacity(32);
    // Each seat's valued positions, in order.
    let mut steps: [Vec<Step<M>>; 4] = Default::default();
    let mut recent = 0.0f64;
    let mut recent_n = 0u64;
    let start = std::time::Instant::now();
    let counts = if cfg.players.is_empty() {
        &[1][..]
    } else {
        &cfg.players[..]
    };
    for game in 0..cfg.games {
        let progress = game as f32 / cfg.games as f32;
        let lr = cfg.lr + (cfg.lr_end - cfg.lr) * progress;
        let eps = if cfg.eps_zero > 0.0 {
            (cfg.eps * (1.0 - progress / cfg.eps_zero)).max(0.0)
        } else {
            0.0
        };
        let players = counts[game as usize % counts.len()];
        let first = ((game / counts.len() as u64) % u64::from(players)) as u8;
        let mut s = P::new(players, first, Variants::default()).expect("1–4 players");
        for seat in steps.iter_mut() {
            seat.clear();
        }
        loop {
            let d = s.play_until_decision(&mut bag, &mut NoLog);
            if d == Decision::GameOver {
                break;
            }
            let p = d.player().unwrap_or(0);
            learner.rank_all(&s, &mut buf, &mut ranked);
            let Some(mut b) = best(ranked.iter().map(|r| r.1)) else {
                s.apply_with(buf[0], &mut NoLog).expect("legal");
                continue;
            };
            if ranked.len() > 1 {
                if let Some(a) = learner.policy(&s) {
                    b = ranked.iter().position(|r| r.0 == a).unwrap_or(b);
                }
            }
            let mut i = b;
            let mut explored = false;
            if eps > 0.0 && ranked.len() > 1 && uniform() < eps {
                i = (uniform() * ranked.len() as f32) as usize % ranked.len();
                explored = i != b;
            }
            let (a, v, leaf) = ranked[i];
            steps[p as usize].push(Step {
                f: learner.features(&leaf, p),
                base: leaf.total(p),
                value: v,
                vmax: ranked[b].1,
                explored,
                terminal: leaf.is_over(),
            });
            s.apply_with(a, &mut NoLog).expect("legal");
        }
        for p in 0..players {
            let total = s.total(p);
            recent += f64::from(total);
            recent_n += 1;
            learn_game(learner.net(), &steps[p as usize], total, cfg.lambda, lr);
        }
        let done = game + 1;
        if cfg.eval_every > 0 && done % cfg.eval_every == 0 {
            let (mean, sd) = learner.evaluate(cfg.seed.wrapping_add(1), cfg.eval_games, counts);
            let line = format!(
                "games {done} ({:.0} s): self-play mean {:.1}, held-out greedy mean {mean:.1} sd {sd:.1} over {} games, lr {lr:.5}, eps {eps:.3}",
                start.elapsed().as_secs_f64(),
                recent / recent_n.max(1) as f64,
                cfg.eval_games
            );
            recent = 0.0;
            recent_n = 0;
            report(&line, learner.net());
        }
    }
}

/// Move each of one seat's valued positions towards its λ-return: the final
/// `total` at the end, the next position's value before that (an exploring
/// move cuts the return).
fn learn_game<const M: usize>(net: &mut Net, steps: &[Step<M>], total: f32, lambda: f32, lr: f32) {
    let mut ret = total;
    let n = steps.len();
    let mut targets = [0.0f32; 256];
    for t in (0..n).rev() {
        if t + 1 < n {
            let next = &steps[t + 1];
            let next_ret = if next.explored { next.vmax } else { ret };
            ret = (1.0 - lambda) * next.vmax + lambda * next_ret;
            if next.terminal {
                ret = next.value;
            }
        } else {
            ret = total;
        }
        if t < targets.len() {
            targets[t] = ret;
        }
    }
    for (t, st) in steps.iter().enumerate().take(targets.len()) {
        if st.terminal {
            continue;
        }
        let raw = (targets[t] - st.base) / SCALE;
        net.learn(&st.f, raw, lr);
    }
}

/// Mean and sd of `games` solo games played greedily by `net`, dice from `seed`.
pub fn evaluate(net: &Net, seed: u64, games: u64) -> (f64, f64) {
    evaluate_at(net, seed, games, &[1])
}

/// Mean and sd over every seat of `games` games played greedily by `net` in
/// every seat, the numbers of players taken from `counts` game by game.
pub fn evaluate_at(net: &Net, seed: u64, games: u64, counts: &[u8]) -> (f64, f64) {
    let mut ev = NetEval::new(net.clone());
    ev.multiplayer_inputs = counts.iter().any(|&n| n > 1);
    let mut bot = ValueBot::new(ev);
    let mut bag = DiceBag::new(seed);
    let mut totals = Vec::new();
    for g in 0..games {
        let players = counts[g as usize % counts.len()].clamp(1, 4);
        let names: Vec<&str> = (0..players).map(|_| "").collect();
        let setup = Setup::named(&names, seed);
        let s = super::play(&setup, &mut bot, &mut bag).expect("a game plays to its end");
        for p in 0..players {
            totals.push(s.score(p).total as f64);
        }
    }
    let n = totals.len().max(1) as f64;
    let mean = totals.iter().sum::<f64>() / n;
    let var = totals.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var.sqrt())
}
