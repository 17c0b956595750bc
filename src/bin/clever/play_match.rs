//! `clever match`: bots in one game, seats rotating.

use crate::command::{print_out, Failure};
use crate::flags::Flags;
use crate::statistics::Standing;
use clever::bot;
use clever::engine::{DiceBag, Setup};
use clever::words::errors::{refusal, setup_error};
use std::time::Instant;

/// Bots in one game: game g seats bot i of the list at seat (i + g) mod n,
/// so every bot sits in every seat (and starts) equally often.
pub fn play_match(args: &[String]) -> Result<(), Failure> {
    use clever::engine::{Decision, NoLog};
    let flags = Flags::parse(args, &["--seats", "--games", "--seed"])?;
    let seats: String = flags
        .get("--seats")?
        .ok_or_else(|| Failure::Usage("--seats B1,B2,… is needed".into()))?;
    let names: Vec<&str> = seats.split(',').collect();
    let games: u64 = flags.get("--games")?.unwrap_or(100);
    let seed: u64 = flags.get("--seed")?.unwrap_or(1);
    let n = names.len();
    if !(1..=4).contains(&n) {
        return Err(Failure::Usage("--seats names 1 to 4 bots".into()));
    }
    if games == 0 {
        return Err(Failure::Usage("--games must be at least 1".into()));
    }
    let mut bots = Vec::new();
    for (i, name) in names.iter().enumerate() {
        bots.push(bot::by_name(name, seed + i as u64).ok_or_else(|| {
            Failure::Usage(format!(
                "unknown bot {name:?}; bots: {}",
                bot::BOT_NAMES.join(", ")
            ))
        })?);
    }
    let seat_names: Vec<String> = (1..=n).map(|i| format!("Seat {i}")).collect();
    let setup = Setup {
        players: seat_names,
        ..Setup::solo("", seed)
    };
    let mut by_bot: Vec<(&str, Standing)> = Vec::new();
    for name in &names {
        if !by_bot.iter().any(|(b, _)| b == name) {
            by_bot.push((name, Standing::default()));
        }
    }
    let mut bag = DiceBag::new(seed);
    let start = Instant::now();
    for g in 0..games {
        // The bot (index in the list) at each seat.
        let at = |seat: usize| (seat + n - (g as usize % n)) % n;
        let mut state = setup.start().map_err(|e| setup_error(&e))?;
        while state.play_until_decision(&mut bag, &mut NoLog) != Decision::GameOver {
            let seat = state.decision().player().unwrap_or(0) as usize;
            let action = bots[at(seat)].decide(&state);
            state
                .apply_with(action, &mut NoLog)
                .map_err(|e| format!("{} chose {action:?}: {}", names[at(seat)], refusal(&e)))?;
        }
        let totals: Vec<u64> = (0..n as u8).map(|p| state.score(p).total.into()).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        let sharing = totals.iter().filter(|&&t| t == best).count() as f64;
        for (seat, &total) in totals.iter().enumerate() {
            let name = names[at(seat)];
            if let Some((_, s)) = by_bot.iter_mut().find(|(b, _)| *b == name) {
                s.seats += 1;
                s.sum += total;
                s.squares += total * total;
                if total == best {
                    s.wins += 1.0 / sharing;
                }
            }
        }
    }
    let round = |x: f64, places: i32| {
        let f = 10f64.powi(places);
        (x * f).round() / f
    };
    let standings: Vec<serde_json::Value> = by_bot
        .iter()
        .map(|(name, s)| {
            let k = s.seats.max(1) as f64;
            let mean = s.sum as f64 / k;
            let sd =
                ((s.squares as f64 - s.sum as f64 * mean).max(0.0) / (k - 1.0).max(1.0)).sqrt();
            serde_json::json!({
                "bot": name,
                "seats_per_game": names.iter().filter(|b| *b == name).count(),
                "mean": round(mean, 2),
                "se": round(sd / k.sqrt(), 2),
                "win_rate": round(s.wins / k, 4),
            })
        })
        .collect();
    let out = serde_json::json!({
        "seats": names,
        "players": n,
        "seed": seed,
        "games": games,
        "wins": "per seat: a strictly highest total is a win; a highest total shared by k seats counts 1/k (a half for two)",
        "bots": standings,
        "ms_per_game": round(start.elapsed().as_secs_f64() * 1000.0 / games as f64, 3),
    });
    print_out(&serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?);
    Ok(())
}
