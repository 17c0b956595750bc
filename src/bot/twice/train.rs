//! Self-play training of the sequel's value model by TD(λ) over
//! afterstates, as the first game's (`bot::train`, whose learning step it
//! shares): solo games, single-threaded, reproducible from the seed.

use super::bots::play_twice;
use super::features::TWICE_ACTIVE;
use super::features::TWICE_INPUTS;
use super::value::{value_after, TwiceEval, TwiceValueBot, DEPTH};
use crate::bot::net::Net;
use crate::bot::train::{learn_game, Step, TrainConfig};
use crate::bot::value::{best, rank_all};
use crate::engine::{Decision, DiceBag, NoLog, Setup, TwiceState, Variants};
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
    let mut bag = DiceBag::new(cfg.seed);
    let mut buf = Vec::with_capacity(64);
    let mut ranked = Vec::with_capacity(64);
    let mut steps: [Vec<Step<TWICE_ACTIVE>>; 4] = Default::default();
    let (mut recent, mut recent_n) = (0.0f64, 0u64);
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
        let mut s = TwiceState::new(players, first, Variants::default()).expect("1–4 players");
        for seat in steps.iter_mut() {
            seat.clear();
        }
        loop {
            let d = s.play_until_decision(&mut bag, &mut NoLog);
            if d == Decision::GameOver {
                break;
            }
            let p = d.player().unwrap_or(0);
            rank_all(&s, &mut buf, &mut ranked, |s, p| {
                value_after(s, p, &ev, DEPTH)
            });
            let Some(b) = best(ranked.iter().map(|r| r.1)) else {
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
            steps[p as usize].push(Step {
                f: ev.features(&leaf, p),
                base: f32::from(leaf.score(p).total),
                value: v,
                vmax: ranked[b].1,
                explored,
                terminal: leaf.is_over(),
            });
            s.apply_with(a, &mut NoLog).expect("legal");
        }
        for p in 0..players {
            let total = f32::from(s.score(p).total);
            recent += f64::from(total);
            recent_n += 1;
            learn_game(&mut ev.net, &steps[p as usize], total, cfg.lambda, lr);
        }
        let done = game + 1;
        if cfg.eval_every > 0 && done % cfg.eval_every == 0 {
            let (mean, sd) = evaluate_twice(&ev.net, cfg.seed.wrapping_add(1), cfg.eval_games);
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
