//! `clever train`: a value model trained by self-play.

use crate::command::Failure;
use crate::flags::Flags;
use clever::engine::Edition;
use std::time::Instant;

/// Train a value model by self-play (src/bot/train.rs); checkpoints and
/// the final weights go to `--out`, progress lines to standard error.
pub fn train(args: &[String]) -> Result<(), Failure> {
    use clever::bot::net::Net;
    use clever::bot::train::{train, Policy, TrainConfig};
    let flags = Flags::parse(
        args,
        &[
            "--seed",
            "--games",
            "--out",
            "--hidden",
            "--lr",
            "--lr-end",
            "--lambda",
            "--eps",
            "--eps-zero",
            "--eval-every",
            "--eval-games",
            "--init",
            "--players",
            "--half",
            "--policy",
            "--game",
        ],
    )?;
    let d = TrainConfig::default();
    // `--policy expert`: learn from the games the expert's look-ahead plays.
    let policy = match flags.get::<String>("--policy")?.as_deref() {
        None | Some("greedy") => Policy::Greedy,
        Some("expert") => Policy::Search {
            top: clever::bot::EXPERT_TOP,
            samples: clever::bot::EXPERT_SAMPLES,
            budget: clever::bot::EXPERT_BUDGET,
        },
        Some(other) => {
            return Err(Failure::Usage(format!(
                "--policy is greedy or expert, not {other:?}"
            )))
        }
    };
    let players = match flags.get::<String>("--players")? {
        None => d.players.clone(),
        Some(list) => list
            .split(',')
            .map(|n| n.trim().parse::<u8>().ok().filter(|n| (1..=4).contains(n)))
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| Failure::Usage("--players is a list of 1 to 4, e.g. 2,3,4".into()))?,
    };
    let out: String = flags
        .get("--out")?
        .ok_or_else(|| Failure::Usage("--out FILE is needed".into()))?;
    let cfg = TrainConfig {
        seed: flags.get("--seed")?.unwrap_or(d.seed),
        games: flags.get("--games")?.unwrap_or(d.games),
        hidden: flags.get("--hidden")?.unwrap_or(d.hidden),
        lr: flags.get("--lr")?.unwrap_or(d.lr),
        lr_end: flags.get("--lr-end")?.unwrap_or(d.lr_end),
        lambda: flags.get("--lambda")?.unwrap_or(d.lambda),
        eps: flags.get("--eps")?.unwrap_or(d.eps),
        eps_zero: flags.get("--eps-zero")?.unwrap_or(d.eps_zero),
        eval_every: flags.get("--eval-every")?.unwrap_or(d.eval_every),
        eval_games: flags.get("--eval-games")?.unwrap_or(d.eval_games),
        players,
        policy,
    };
    if cfg.hidden > clever::bot::net::MAX_HIDDEN {
        return Err(Failure::Usage(format!(
            "--hidden is at most {}",
            clever::bot::net::MAX_HIDDEN
        )));
    }
    // `--game twice`: the sequel's model, over its own features.
    let edition = crate::flags::game_flag(&flags)?;
    let inputs = match edition {
        Edition::Clever => clever::bot::features::N_INPUTS,
        Edition::Twice => clever::bot::twice::features::TWICE_INPUTS,
    };
    let init = match flags.get::<String>("--init")? {
        Some(path) => {
            let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Some(Net::from_bytes_over(&bytes, inputs)?)
        }
        None => None,
    };
    // `--half yes`: the file in half precision (how the shipped weights are kept).
    let half = match flags.get::<String>("--half")?.as_deref() {
        None | Some("no") => false,
        Some("yes") => true,
        Some(other) => {
            return Err(Failure::Usage(format!(
                "--half is yes or no, not {other:?}"
            )))
        }
    };
    let save = |net: &Net| -> Result<(), String> {
        let tmp = format!("{out}.tmp");
        let bytes = if half {
            net.to_half_bytes()
        } else {
            net.to_bytes()
        };
        std::fs::write(&tmp, bytes).map_err(|e| format!("cannot write {tmp}: {e}"))?;
        std::fs::rename(&tmp, &out).map_err(|e| format!("cannot write {out}: {e}"))
    };
    let start = Instant::now();
    eprintln!("training {cfg:?}");
    let mut failed = None;
    let mut report = |line: &str, net: &Net| {
        eprintln!("{line}");
        if let Err(e) = save(net) {
            failed = Some(e);
        }
    };
    let net = match edition {
        Edition::Clever => train(&cfg, init, &mut report),
        Edition::Twice => clever::bot::twice::train::train_twice(&cfg, init, &mut report),
    };
    if let Some(e) = failed {
        return Err(e.into());
    }
    save(&net)?;
    eprintln!(
        "done: {} games in {:.0} s, weights {} bytes in {out}",
        cfg.games,
        start.elapsed().as_secs_f64(),
        if half {
            net.to_half_bytes().len()
        } else {
            net.to_bytes().len()
        }
    );
    Ok(())
}
