//! `clever simulate`: a bot's games, their totals and ratings.

use crate::command::{print_out, Failure};
use crate::flags::{game_flag, Flags};
use crate::statistics::Totals;
use clever::bot;
use clever::engine::twice::rating as twice_rating;
use clever::engine::{rating, DiceBag, Edition, Game, Setup};
use std::path::PathBuf;
use std::time::Instant;

pub fn simulate(args: &[String]) -> Result<(), Failure> {
    let flags = Flags::parse(
        args,
        &[
            "--bot",
            "--games",
            "--seed",
            "--players",
            "--records",
            "--game",
        ],
    )?;
    let game = game_flag(&flags)?;
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
    let mut b = Player::by_name(game, &name, seed)?;
    let names: Vec<String> = (1..=players).map(|i| format!("Bot {i}")).collect();
    let setup = Setup {
        players: names,
        ..Setup::solo("", seed)
    }
    .of_game(game);
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
        let (totals_of_game, record) = b.play(&setup, &mut bag, records.is_some())?;
        if let (Some(dir), Some(record)) = (&records, record) {
            let path = dir.join(format!("game-{number:0width$}.json"));
            std::fs::write(&path, record.to_json())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        for (total, rating) in totals_of_game {
            totals.add_rated(total, rating);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let ms = seconds * 1000.0 / games as f64;
    let (mean, sd) = (totals.mean(), totals.sd());
    let out = serde_json::json!({
        "game": game.name(),
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

/// The bot of a simulation, for the game simulated.
enum Player {
    Clever(Box<dyn bot::Bot>),
    Twice(Box<dyn bot::twice::TwiceBot>),
}

impl Player {
    fn by_name(game: Edition, name: &str, seed: u64) -> Result<Player, Failure> {
        let unknown = |names: &[&str]| {
            Failure::Usage(format!("unknown bot {name:?}; bots: {}", names.join(", ")))
        };
        Ok(match game {
            Edition::Clever => {
                Player::Clever(bot::by_name(name, seed).ok_or_else(|| unknown(bot::BOT_NAMES))?)
            }
            Edition::Twice => Player::Twice(
                bot::twice::twice_bot(name, seed)
                    .ok_or_else(|| unknown(&bot::twice::TWICE_BOT_NAMES))?,
            ),
        })
    }

    /// One game: each seat's total with its rating words (solo), and the
    /// record when asked for (the same game from the same dice).
    #[allow(clippy::type_complexity)]
    fn play(
        &mut self,
        setup: &Setup,
        bag: &mut DiceBag,
        record: bool,
    ) -> Result<(Vec<(i32, String)>, Option<Game>), Failure> {
        let words = |v: serde_json::Value| v.as_str().unwrap_or_default().to_string();
        match self {
            Player::Clever(b) => {
                let (state, game) = if record {
                    let game =
                        bot::play_recorded(setup, b.as_mut(), bag).map_err(|e| e.to_string())?;
                    (*game.state(), Some(game))
                } else {
                    (
                        bot::play(setup, b.as_mut(), bag).map_err(|e| e.to_string())?,
                        None,
                    )
                };
                let totals = (0..state.players())
                    .map(|p| {
                        let total = state.score(p).total;
                        let rating = serde_json::to_value(rating(total)).unwrap_or_default();
                        (i32::from(total), words(rating))
                    })
                    .collect();
                Ok((totals, game))
            }
            Player::Twice(b) => {
                let (state, game) = if record {
                    let game = bot::twice::play_twice_recorded(setup, b.as_mut(), bag)
                        .map_err(|e| e.to_string())?;
                    (*game.twice().expect("a game of the sequel"), Some(game))
                } else {
                    let state = bot::twice::play_twice(setup, b.as_mut(), bag)
                        .map_err(|e| e.to_string())?;
                    (state, None)
                };
                let totals = (0..state.players())
                    .map(|p| {
                        let total = state.score(p).total;
                        let rating = serde_json::to_value(twice_rating(total)).unwrap_or_default();
                        (i32::from(total), words(rating))
                    })
                    .collect();
                Ok((totals, game))
            }
        }
    }
}
