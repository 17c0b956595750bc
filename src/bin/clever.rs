//! `clever`: the engine from the command line.
//!
//!   clever replay FILE|-            replay a game record, print the outcome as JSON
//!   clever simulate --bot NAME --games N --seed S [--players P]
//!   clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
//!                [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
//!                [--init FILE]

use clever::bot;
use clever::engine::{rating, DiceBag, Game, Setup};
use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  clever replay FILE           (FILE may be - for standard input)
  clever simulate --bot NAME --games N --seed S [--players P]
  clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
               [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
               [--init FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        Some("train") => train(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("clever: {message}");
            ExitCode::FAILURE
        }
    }
}

fn replay(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err(USAGE.to_string());
    };
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
    };
    let game = Game::from_json(&text).map_err(|e| e.to_string())?;
    let json = serde_json::to_string_pretty(&game.summary()).map_err(|e| e.to_string())?;
    print_out(&json);
    Ok(())
}

fn flag<T: std::str::FromStr>(args: &[String], name: &str) -> Result<Option<T>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => {
            let v = args
                .get(i + 1)
                .ok_or_else(|| format!("{name} needs a value"))?;
            v.parse()
                .map(Some)
                .map_err(|_| format!("{name}: cannot read {v:?}"))
        }
    }
}

fn simulate(args: &[String]) -> Result<(), String> {
    let name: String = flag(args, "--bot")?.unwrap_or_else(|| "greedy".into());
    let games: u64 = flag(args, "--games")?.unwrap_or(100);
    let seed: u64 = flag(args, "--seed")?.unwrap_or(1);
    let players: usize = flag(args, "--players")?.unwrap_or(1);
    if !(1..=4).contains(&players) {
        return Err("--players must be 1 to 4".into());
    }
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut b = bot::by_name(&name, seed)
        .ok_or_else(|| format!("unknown bot {name:?}; bots: {}", bot::BOT_NAMES.join(", ")))?;
    let names: Vec<String> = (1..=players).map(|i| format!("Bot {i}")).collect();
    let setup = Setup {
        players: names,
        ..Setup::solo("", seed)
    };
    let mut bag = DiceBag::new(seed);
    let mut totals = Vec::with_capacity(games as usize);
    let start = Instant::now();
    for _ in 0..games {
        let state = bot::play(&setup, b.as_mut(), &mut bag).map_err(|e| e.to_string())?;
        for p in 0..state.players() {
            totals.push(state.score(p).total as f64);
        }
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / games as f64;
    let n = totals.len() as f64;
    let mean = totals.iter().sum::<f64>() / n;
    let var = totals.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let sd = var.sqrt();
    let mut ratings: Vec<(&str, u64)> = Vec::new();
    for &t in &totals {
        let r = rating(t as u16);
        match ratings.iter_mut().find(|(name, _)| *name == r) {
            Some((_, c)) => *c += 1,
            None => ratings.push((r, 1)),
        }
    }
    let out = serde_json::json!({
        "bot": name,
        "players": players,
        "seed": seed,
        "games": games,
        "mean": (mean * 100.0).round() / 100.0,
        "sd": (sd * 100.0).round() / 100.0,
        "se": (sd / n.sqrt() * 100.0).round() / 100.0,
        "min": totals.iter().cloned().fold(f64::INFINITY, f64::min),
        "max": totals.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
        "ms_per_game": (ms * 10000.0).round() / 10000.0,
        "ratings": ratings.into_iter().map(|(r, c)| serde_json::json!({"rating": r, "count": c})).collect::<Vec<_>>(),
    });
    print_out(&serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?);
    Ok(())
}

/// Train a value model by self-play (src/bot/train.rs); checkpoints and
/// the final weights go to `--out`, progress lines to standard error.
fn train(args: &[String]) -> Result<(), String> {
    use clever::bot::net::Net;
    use clever::bot::train::{train, TrainConfig};
    let d = TrainConfig::default();
    let out: String = flag(args, "--out")?.ok_or("--out FILE is needed")?;
    let cfg = TrainConfig {
        seed: flag(args, "--seed")?.unwrap_or(d.seed),
        games: flag(args, "--games")?.unwrap_or(d.games),
        hidden: flag(args, "--hidden")?.unwrap_or(d.hidden),
        lr: flag(args, "--lr")?.unwrap_or(d.lr),
        lr_end: flag(args, "--lr-end")?.unwrap_or(d.lr_end),
        lambda: flag(args, "--lambda")?.unwrap_or(d.lambda),
        eps: flag(args, "--eps")?.unwrap_or(d.eps),
        eps_zero: flag(args, "--eps-zero")?.unwrap_or(d.eps_zero),
        eval_every: flag(args, "--eval-every")?.unwrap_or(d.eval_every),
        eval_games: flag(args, "--eval-games")?.unwrap_or(d.eval_games),
    };
    if cfg.hidden > clever::bot::net::MAX_HIDDEN {
        return Err(format!(
            "--hidden is at most {}",
            clever::bot::net::MAX_HIDDEN
        ));
    }
    let init = match flag::<String>(args, "--init")? {
        Some(path) => {
            let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Some(Net::from_bytes(&bytes)?)
        }
        None => None,
    };
    let save = |net: &Net| -> Result<(), String> {
        let tmp = format!("{out}.tmp");
        std::fs::write(&tmp, net.to_bytes()).map_err(|e| format!("cannot write {tmp}: {e}"))?;
        std::fs::rename(&tmp, &out).map_err(|e| format!("cannot write {out}: {e}"))
    };
    let start = Instant::now();
    eprintln!("training {cfg:?}");
    let mut failed = None;
    let net = train(&cfg, init, &mut |line, net| {
        eprintln!("{line}");
        if let Err(e) = save(net) {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    save(&net)?;
    eprintln!(
        "done: {} games in {:.0} s, weights {} bytes in {out}",
        cfg.games,
        start.elapsed().as_secs_f64(),
        net.to_bytes().len()
    );
    Ok(())
}

/// Print to stdout; a closed pipe (`| head`) is not an error worth a panic.
fn print_out(text: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stdout(), "{text}");
}
