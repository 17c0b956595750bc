//! Self-play training of a value model (`net`) by TD(λ) over afterstates,
//! solo games, single-threaded and reproducible from a seed: the dice, the
//! exploration and the initial weights all come from seeded ChaCha8.
//!
//! For each game the bot plays by its current model (ε-greedy, ε annealed to
//! 0), recording the position each chosen action was valued at and that
//! value. After the game every recorded position is moved towards its
//! λ-return (the final total at the end, the next position's value before
//! that; an exploring move cuts the return).
//!
//! The exact commands behind the shipped weights, their measured time and
//! the held-out results are in `src/bot/README.md`.

use super::features::Features;
use super::net::{Net, SCALE};
use super::value::{best, rank_all, NetEval, ValueBot, TRAIN_DEPTH};
use crate::engine::{Decision, DiceBag, NoLog, Setup, State, Variants};
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
        }
    }
}

struct Step {
    f: Features,
    /// The score of the valued position (the model predicts the rest).
    base: f32,
    /// The chosen action's value.
    value: f32,
    /// The best action's value.
    vmax: f32,
    explored: bool,
    terminal: bool,
}

/// Train from `init` (or fresh random weights); `report` gets progress lines
/// and may save checkpoints.
pub fn train(cfg: &TrainConfig, init: Option<Net>, report: &mut dyn FnMut(&str, &Net)) -> Net {
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x5EED_CAFE);
    let mut uniform = move || (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
    let net = init.unwrap_or_else(|| {
        let scale = 0.5 / (40.0f32).sqrt();
        Net::random(cfg.hidden, scale, &mut uniform)
    });
    let mut ev = NetEval::new(net);
    let mut bag = DiceBag::new(cfg.seed);
    let mut buf = Vec::with_capacity(32);
    let mut ranked = Vec::with_capacity(32);
    let mut steps: Vec<Step> = Vec::with_capacity(64);
    let mut recent = 0.0f64;
    let mut recent_n = 0u64;
    let start = std::time::Instant::now();
    for game in 0..cfg.games {
        let progress = game as f32 / cfg.games as f32;
        let lr = cfg.lr + (cfg.lr_end - cfg.lr) * progress;
        let eps = if cfg.eps_zero > 0.0 {
            (cfg.eps * (1.0 - progress / cfg.eps_zero)).max(0.0)
        } else {
            0.0
        };
        let mut s = State::new(1, 0, Variants::default()).expect("solo");
        steps.clear();
        loop {
            match s.play_until_decision(&mut bag, &mut NoLog) {
                Decision::GameOver => break,
                _ => {
                    rank_all(&s, &ev, TRAIN_DEPTH, &mut buf, &mut ranked);
                    let Some(b) = best(&ranked) else {
                        let a = buf[0];
                        s.apply_with(a, &mut NoLog).expect("legal");
                        continue;
                    };
                    let mut i = b;
                    let mut explored = false;
                    if eps > 0.0 && ranked.len() > 1 && uniform() < eps {
                        i = (uniform() * ranked.len() as f32) as usize % ranked.len();
                        explored = i != b;
                    }
                    let (a, v, leaf) = ranked[i];
                    let terminal = leaf.is_over();
                    steps.push(Step {
                        f: NetEval::features(&leaf, 0),
                        base: leaf.score(0).total as f32,
                        value: v,
                        vmax: ranked[b].1,
                        explored,
                        terminal,
                    });
                    s.apply_with(a, &mut NoLog).expect("legal");
                }
            }
        }
        let total = s.score(0).total as f32;
        recent += total as f64;
        recent_n += 1;
        // λ-returns, backwards.
        let mut ret = total;
        let n = steps.len();
        let mut targets = [0.0f32; 128];
        for t in (0..n).rev() {
            if t + 1 < n {
                let next = &steps[t + 1];
                let next_ret = if next.explored { next.vmax } else { ret };
                ret = (1.0 - cfg.lambda) * next.vmax + cfg.lambda * next_ret;
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
            ev.net.learn(&st.f, raw, lr);
        }
        let done = game + 1;
        if cfg.eval_every > 0 && done % cfg.eval_every == 0 {
            let (mean, sd) = evaluate(&ev.net, cfg.seed.wrapping_add(1), cfg.eval_games);
            let line = format!(
                "games {done} ({:.0} s): self-play mean {:.1}, held-out greedy mean {mean:.1} sd {sd:.1} over {} games, lr {lr:.5}, eps {eps:.3}",
                start.elapsed().as_secs_f64(),
                recent / recent_n.max(1) as f64,
                cfg.eval_games
            );
            recent = 0.0;
            recent_n = 0;
            report(&line, &ev.net);
        }
    }
    ev.net
}

/// Mean and sd of `games` solo games played greedily by `net`, dice from `seed`.
pub fn evaluate(net: &Net, seed: u64, games: u64) -> (f64, f64) {
    let mut bot = ValueBot::new(NetEval::new(net.clone()));
    let setup = Setup::solo("", seed);
    let mut bag = DiceBag::new(seed);
    let mut totals = Vec::new();
    for _ in 0..games {
        let s = super::play(&setup, &mut bot, &mut bag).expect("a solo game plays to its end");
        totals.push(s.score(0).total as f64);
    }
    let n = totals.len().max(1) as f64;
    let mean = totals.iter().sum::<f64>() / n;
    let var = totals.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var.sqrt())
}
