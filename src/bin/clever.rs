//! `clever`: the engine from the command line.
//!
//!   clever replay FILE|-            replay a game record, print the outcome as JSON
//!   clever hint FILE|-              the expert's best 3 actions after the record
//!   clever review FILE|-            a finished solo game against the expert on the same dice
//!   clever join FILE FILE…          the whole game from each seat's record of its own sheet
//!   clever match --seats B1,B2,… --games N --seed S   bots at one table, seats rotating
//!   clever simulate --bot NAME --games N --seed S [--players P] [--records DIR]
//!   clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
//!                [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
//!                [--init FILE] [--players 2,3,4] [--half yes] [--policy expert]
//!   clever words DIR                writes the catalogue's languages as DIR/<code>.json
//!   clever qr TEXT                  TEXT as a QR code drawn in text

use clever::bot::{self, advice};
use clever::engine::record::move_json;
use clever::engine::{rating, DiceBag, Game, Setup};
use clever::words::errors::{join_error, record_error, refusal, setup_error};
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  clever replay FILE           (FILE may be - for standard input)
  clever hint FILE             the expert's best 3 actions for whoever decides after the record
  clever review FILE           a finished solo game: the expert on the same dice, the costliest decisions
  clever sheet-of SEAT FILE    the record as seat SEAT's sheet alone (0-based), every other seat
                               played elsewhere: their turns become tables (only my sheet)
  clever join FILE FILE…       the whole game from one record per seat, each playing its own seat
                               and every other seat elsewhere (sheet-of's inverse), in any order
  clever match --seats B1,B2[,B3,B4] --games N --seed S
                               bots at one table, the list rotating one seat each game
  clever simulate --bot NAME --games N --seed S [--players P] [--records DIR]
                               (--records: each game's record in DIR/game-0001.json, …)
  clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
               [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
               [--init FILE] [--players 2,3,4] [--half yes] [--policy expert]
  clever words DIR             writes each language as DIR/<code>.json (the app loads all but English)
  clever qr TEXT               TEXT as a QR code (byte mode, level M), two characters a module,
                               dark as ██, with its quiet zone";

/// Why the command stops.
enum Failure {
    /// The command line is wrong: the message, then the usage; exit code 2.
    Usage(String),
    /// The work failed (an unreadable file, a record the rules refuse): exit code 1.
    Error(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Error(message)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("hint") => hint(&args[1..]),
        Some("review") => review(&args[1..]),
        Some("sheet-of") => sheet_of(&args[1..]),
        Some("join") => join(&args[1..]),
        Some("match") => play_match(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        Some("train") => train(&args[1..]),
        Some("words") => write_words(&args[1..]),
        Some("qr") => print_qr(&args[1..]),
        Some("-h" | "--help" | "help") => {
            print_out(USAGE);
            Ok(())
        }
        Some(other) => Err(Failure::Usage(format!("unknown command {other:?}"))),
        None => Err(Failure::Usage("no command".into())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("clever: {message}\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Error(message)) => {
            eprintln!("clever: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The game of the record named by the command's only argument (`-`:
/// standard input).
fn read_game(command: &str, args: &[String]) -> Result<Game, Failure> {
    let path = match args {
        [path] if path == "-" || !path.starts_with('-') => path,
        [] => {
            return Err(Failure::Usage(format!(
                "{command} needs a FILE (or - for standard input)"
            )))
        }
        [one] => return Err(Failure::Usage(format!("unknown option {one}"))),
        [_, extra, ..] => return Err(Failure::Usage(format!("unexpected argument {extra:?}"))),
    };
    let text = read_text(path)?;
    Ok(Game::from_json(&text).map_err(|e| record_error(&e))?)
}

/// The text of file `path` (`-`: standard input).
fn read_text(path: &str) -> Result<String, Failure> {
    Ok(if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
    })
}

fn replay(args: &[String]) -> Result<(), Failure> {
    let game = read_game("replay", args)?;
    let json = serde_json::to_string_pretty(&game.summary()).map_err(|e| e.to_string())?;
    print_out(&json);
    Ok(())
}

fn sheet_of(args: &[String]) -> Result<(), Failure> {
    let Some((seat, rest)) = args.split_first() else {
        return Err(Failure::Usage("sheet-of needs a SEAT and a FILE".into()));
    };
    let seat: u8 = seat
        .parse()
        .map_err(|_| Failure::Usage(format!("the seat must be a number from 0, not {seat:?}")))?;
    let game = read_game("sheet-of", rest)?;
    let mine = game
        .only_sheet_of(seat)
        .ok_or_else(|| format!("seat {seat} has no sheet of its own in this record"))?;
    print_json(&mine.to_json())
}

/// The whole game from the seats' records, printed as `sheet-of` prints
/// one. A record that ends early leaves the whole game waiting for its seat.
fn join(args: &[String]) -> Result<(), Failure> {
    if args.is_empty() {
        return Err(Failure::Usage("join needs a FILE per seat".into()));
    }
    if let Some(option) = args.iter().find(|a| a.starts_with('-') && *a != "-") {
        return Err(Failure::Usage(format!("unknown option {option}")));
    }
    let mut seats = Vec::with_capacity(args.len());
    for path in args {
        let text = read_text(path)?;
        seats.push(Game::from_json(&text).map_err(|e| format!("{path}: {}", record_error(&e)))?);
    }
    let whole = Game::join(&seats).map_err(|e| join_error(&e))?;
    if let Some(seat) = whole.decision().player() {
        eprintln!(
            "clever: the game is not over: it waits for player {} ({}), whose record ends there",
            seat + 1,
            whole.setup().players[seat as usize]
        );
    }
    print_json(&whole.to_json())
}

/// Compact JSON (moves as the record writes them, values as f32 print
/// shortest), printed pretty.
fn print_json(compact: &str) -> Result<(), Failure> {
    let value: serde_json::Value = serde_json::from_str(compact).map_err(|e| e.to_string())?;
    print_out(&serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
    Ok(())
}

fn hint(args: &[String]) -> Result<(), Failure> {
    let game = read_game("hint", args)?;
    let hints = advice::hints(&game, advice::HINTS);
    let Some(player) = game.decision().player().filter(|_| !hints.is_empty()) else {
        return Err(advice::no_decision(&game).into());
    };
    let hints: Vec<String> = hints
        .iter()
        .map(|h| {
            format!(
                "{{\"move\":{},\"value\":{},\"gain\":{}}}",
                move_json(h.action),
                h.value,
                h.gain
            )
        })
        .collect();
    print_json(&format!(
        "{{\"player\":{player},\"hints\":[{}]}}",
        hints.join(",")
    ))
}

fn review(args: &[String]) -> Result<(), Failure> {
    let game = read_game("review", args)?;
    advice::reviewable(&game)?;
    let r = advice::review(&game);
    let costly: Vec<String> = r
        .costly
        .iter()
        .map(|c| {
            format!(
                "{{\"index\":{},\"loss\":{},\"yours\":{},\"best\":{}}}",
                c.index,
                c.loss,
                move_json(c.yours),
                move_json(c.best)
            )
        })
        .collect();
    print_json(&format!(
        "{{\"yours\":{},\"expert\":{},\"costly\":[{}],\"expert_record\":{}}}",
        r.yours,
        r.expert,
        costly.join(","),
        r.expert_game.to_json()
    ))
}

/// Totals and wins of one bot over its seats.
#[derive(Default)]
struct Standing {
    seats: u64,
    sum: u64,
    squares: u64,
    /// A strictly highest total is 1; a highest total shared by k seats is 1/k each.
    wins: f64,
}

/// Bots at one table: game g seats bot i of the list at seat (i + g) mod n,
/// so every bot sits in every seat (and starts) equally often.
fn play_match(args: &[String]) -> Result<(), Failure> {
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

/// A command's options: `--name value` pairs, each name one of those the
/// command knows, each at most once.
struct Flags(Vec<(String, String)>);

impl Flags {
    fn parse(args: &[String], known: &[&str]) -> Result<Flags, Failure> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        let mut args = args.iter();
        while let Some(name) = args.next() {
            if !known.contains(&name.as_str()) {
                return Err(Failure::Usage(if name.starts_with('-') {
                    format!("unknown option {name}")
                } else {
                    format!("unexpected argument {name:?}")
                }));
            }
            let value = args
                .next()
                .ok_or_else(|| Failure::Usage(format!("{name} needs a value")))?;
            if pairs.iter().any(|(n, _)| n == name) {
                return Err(Failure::Usage(format!("{name} is given twice")));
            }
            pairs.push((name.clone(), value.clone()));
        }
        Ok(Flags(pairs))
    }

    fn get<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Failure> {
        match self.0.iter().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, v)) => v
                .parse()
                .map(Some)
                .map_err(|_| Failure::Usage(format!("{name}: cannot read {v:?}"))),
        }
    }
}

/// Running statistics over totals: nothing is kept per game, so any number
/// of games takes the same memory.
#[derive(Default)]
struct Totals {
    n: u128,
    sum: u128,
    squares: u128,
    min: Option<u16>,
    max: Option<u16>,
    /// Games per rating, in the order ratings first appear.
    ratings: Vec<(clever::engine::Rating, u64)>,
}

impl Totals {
    fn add(&mut self, total: u16) {
        let t = total as u128;
        self.n += 1;
        self.sum += t;
        self.squares += t * t;
        self.min = Some(self.min.map_or(total, |m| m.min(total)));
        self.max = Some(self.max.map_or(total, |m| m.max(total)));
        let r = rating(total);
        match self.ratings.iter_mut().find(|(name, _)| *name == r) {
            Some((_, c)) => *c += 1,
            None => self.ratings.push((r, 1)),
        }
    }

    fn mean(&self) -> f64 {
        self.sum as f64 / self.n.max(1) as f64
    }

    /// The sample standard deviation.
    fn sd(&self) -> f64 {
        let n = self.n as f64;
        let spread = self.squares as f64 - self.sum as f64 * self.mean();
        (spread.max(0.0) / (n - 1.0).max(1.0)).sqrt()
    }
}

fn simulate(args: &[String]) -> Result<(), Failure> {
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

/// Train a value model by self-play (src/bot/train.rs); checkpoints and
/// the final weights go to `--out`, progress lines to standard error.
fn train(args: &[String]) -> Result<(), Failure> {
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
    let init = match flags.get::<String>("--init")? {
        Some(path) => {
            let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Some(Net::from_bytes(&bytes)?)
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
    let net = train(&cfg, init, &mut |line, net| {
        eprintln!("{line}");
        if let Err(e) = save(net) {
            failed = Some(e);
        }
    });
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

/// Print to stdout; a closed pipe (`| head`) is not an error worth a panic.
fn print_out(text: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stdout(), "{text}");
}

/// The languages the app loads, made from the catalogue (`src/words`).
fn write_words(args: &[String]) -> Result<(), Failure> {
    let [dir] = args else {
        return Err(Failure::Usage("words takes one folder".into()));
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    for lang in clever::words::Lang::ALL {
        let path = PathBuf::from(dir).join(format!("{}.json", lang.code()));
        std::fs::write(&path, clever::words::to_json(lang.texts()))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// TEXT as a QR code in text: two characters a module ("██" dark, two
/// spaces light), with the four-module quiet zone around it.
fn print_qr(args: &[String]) -> Result<(), Failure> {
    let [text] = args else {
        return Err(Failure::Usage("qr takes one TEXT".into()));
    };
    let qr = clever::qr::Qr::encode(text)
        .ok_or_else(|| format!("{} bytes are too many for a QR code", text.len()))?;
    const QUIET: usize = 4;
    let side = qr.size + 2 * QUIET;
    let mut out = String::with_capacity(side * (side * 6 + 1));
    for y in 0..side {
        for x in 0..side {
            let dark = x >= QUIET && y >= QUIET && qr.dark(x - QUIET, y - QUIET);
            out.push_str(if dark { "██" } else { "  " });
        }
        if y + 1 < side {
            out.push('\n');
        }
    }
    print_out(&out);
    Ok(())
}
