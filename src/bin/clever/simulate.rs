//! `clever simulate`: a bot's games, their totals and ratings.

use crate::command::{print_out, Failure};
use crate::flags::Flags;
use crate::statistics::Totals;
use clever::bot;
use clever::engine::{DiceBag, Setup};
use std::path::PathBuf;
use std::time::Instant;

pub fn simulate(args: &[String]) -> Result<(), Failure> {
    let flags = Flags::parse(
        args,
        &["--bot", "--games", "--seed", "--players", "--records"],
    )?;
    let name: String = flags.get("--bot")?.unwrap_or_else(|| "greedy".into());
    let games: u64 = flags.get("--games")?.unwrap_or(100);
    let seed: u64 = flags.get("--seed")?.unwrap_or(1);
    let players: usize = flags.get("--players")?.unwrap_or(1);
    if !(1..=4).contains(&players) {
        return Err(Failure::Usage("--players must be 1 to 4".into()));
    }
    if games == 0 {
        return Err(Failure::Usage("--games must be at least 1".into()));
    }
    let mut b = bot::by_name(&name, seed).ok_or_else(|| {
        Failure::Usage(format!(
            "unknown bot {name:?}; bots: {}",
            bot::BOT_NAMES.join(", ")
        ))
    })?;
    let names: Vec<String> = (1..=players).map(|i| format!("Bot {i}")).collect();
    let setup = Setup {
        players: names,
        ..Setup::solo("", seed)
    };
    let records: Option<PathBuf> = flags.get::<String>("--records")?.map(PathBuf::from);
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create the directory {}: {e}", dir.display()))?;
    }
    // Game numbers padded to the width of the last one: files sort in order.
    let width = games.to_string().len();
    let mut bag = DiceBag::new(seed);
    let mut totals = Totals::default();
    let start = Instant::now();
    for number in 1..=games {
        let state = match &records {
            None => bot::play(&setup, b.as_mut(), &mut bag).map_err(|e| e.to_string())?,
            Some(dir) => {
                // The same game from the same dice, every move recorded.
                let game =
                    bot::play_recorded(&setup, b.as_mut(), &mut bag).map_err(|e| e.to_string())?;
                let path = dir.join(format!("game-{number:0width$}.json"));
                std::fs::write(&path, game.to_json())
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                *game.state()
            }
        };
        for p in 0..state.players() {
            totals.add(state.score(p).total);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let ms = seconds * 1000.0 / games as f64;
    let (mean, sd) = (totals.mean(), totals.sd());
    let out = serde_json::json!({
        "bot": name,
        "players": players,
        "seed": seed,
        "games": games,
        "mean": (mean * 100.0).round() / 100.0,
        "sd": (sd * 100.0).round() / 100.0,
        "se": (sd / (totals.n as f64).sqrt() * 100.0).round() / 100.0,
        "min": totals.min.map_or(0.0, f64::from),
        "max": totals.max.map_or(0.0, f64::from),
        "ms_per_game": (ms * 10000.0).round() / 10000.0,
        // At a few microseconds a game, ms_per_game's four decimals are coarse.
        "games_per_second": (games as f64 / seconds).round() as u64,
        "ratings": totals.ratings.iter().map(|(r, c)| serde_json::json!({"rating": r, "count": c})).collect::<Vec<_>>(),
    });
    print_out(&serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?);
    Ok(())
}
