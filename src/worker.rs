//! What the lazily loaded worker (`clever-bot`) answers: the computer
//! players, hints and the expert's review, and the archive's history and
//! statistics. Kept out of the app's first load; plain Rust, so it is
//! tested natively.
//!
//! A request is `<id>\n<command>\n<body>`; the reply is `<id>\nok\n<text>`
//! or `<id>\nerror\n<sentence>`, so the app can match replies to requests
//! and drop the ones it no longer waits for.

use crate::bot::advice;
use crate::engine::{archive, read_move, Game};
use crate::panels;

/// The reply to one request.
pub fn answer(request: &str) -> String {
    let (id, rest) = request.split_once('\n').unwrap_or((request, ""));
    let (command, body) = rest.split_once('\n').unwrap_or((rest, ""));
    match dispatch(command, body) {
        Ok(text) => format!("{id}\nok\n{text}"),
        Err(why) => format!("{id}\nerror\n{why}"),
    }
}

fn dispatch(command: &str, body: &str) -> Result<String, String> {
    let (verb, rest) = command.split_once(' ').unwrap_or((command, ""));
    match verb {
        "ping" => Ok(body.to_string()),
        "decide" | "review" => advice::answer(command, body),
        "hints" => hints(body),
        "statistics" | "filters" | "history" | "record" | "count" => {
            crate::stats::answer(command, body)
        }
        "library" => panels::library(body),
        "menu" => {
            // `menu <version>`; the kept saves as `<key>\t<raw>` blocks
            // separated by form feeds (a raw save may hold anything else).
            let kept: Vec<(String, String)> = body
                .split('\u{c}')
                .filter_map(|b| b.split_once('\t'))
                .map(|(k, r)| (k.to_string(), r.to_string()))
                .collect();
            Ok(panels::menu(rest, &kept))
        }
        "setup" => {
            // `setup <count> <in progress 0|1> <solo extra 0|1>`, the names.
            let flags: Vec<&str> = rest.split(' ').collect();
            let count = flags.first().and_then(|c| c.parse().ok()).unwrap_or(1);
            let names = crate::engine::json::read_string_list(body).unwrap_or_default();
            Ok(panels::setup(
                &names,
                count,
                flags.get(1) == Some(&"1"),
                flags.get(2) == Some(&"1"),
            ))
        }
        "end" => {
            let (record, before) = body.split_once('\n').unwrap_or((body, ""));
            let game = read(record)?;
            Ok(panels::end(&game, before, rest))
        }
        "keep" => {
            let mut args = rest.split(' ');
            let end_ms = args.next().and_then(|n| n.parse().ok()).unwrap_or(0);
            let practice = args.next() == Some("1");
            Ok(archive::entry(&read(body)?, end_ms, practice))
        }
        _ => Err(format!("the worker does not know the request {verb:?}")),
    }
}

fn read(record: &str) -> Result<Game, String> {
    Game::from_json(record).map_err(|e| format!("The game cannot be read: {e}"))
}

/// The expert's hints, each line with its words added: `<move>\t<value>\t<gain>\t<words>`.
fn hints(record: &str) -> Result<String, String> {
    let game = read(record)?;
    let lines = advice::answer("hints", record)?;
    let mut out = String::new();
    for line in lines.lines() {
        let action = line.split('\t').next().and_then(|m| read_move(m).ok());
        let words = action.map_or(String::new(), |a| panels::action_words(&game, a));
        out.push_str(line);
        out.push('\t');
        out.push_str(&words);
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::answer;

    use crate::engine::{archive, Setup};
    use crate::panels::{previous_day, streak};

    #[test]
    fn the_day_before_crosses_months_years_and_leap_days() {
        assert_eq!(previous_day("2026-11-26").as_deref(), Some("2026-11-25"));
        assert_eq!(previous_day("2026-03-01").as_deref(), Some("2026-02-28"));
        assert_eq!(previous_day("2024-03-01").as_deref(), Some("2024-02-29"));
        assert_eq!(previous_day("2000-03-01").as_deref(), Some("2000-02-29"));
        assert_eq!(previous_day("1900-03-01").as_deref(), Some("1900-02-28"));
        assert_eq!(previous_day("2027-01-01").as_deref(), Some("2026-12-31"));
        assert_eq!(previous_day("2026-05-01").as_deref(), Some("2026-04-30"));
        assert_eq!(previous_day("not a date"), None);
    }

    /// An archive line for a finished daily game of `day`.
    fn daily(day: &str, practice: bool) -> String {
        let mut setup = Setup::solo("Ann", crate::engine::daily_seed(day));
        setup.daily = Some(day.to_string());
        let mut bag = crate::engine::DiceBag::new(setup.seed);
        let game =
            crate::bot::play_recorded(&setup, &mut crate::bot::GreedyBot::default(), &mut bag)
                .unwrap();
        archive::entry(&game, 0, practice)
    }

    #[test]
    fn a_streak_counts_days_in_a_row_and_a_second_attempt_is_practice() {
        let lines = [
            daily("2026-11-22", false),
            daily("2026-11-24", false),
            daily("2026-11-25", false),
            daily("2026-11-25", true),
        ]
        .join("\n");
        assert_eq!(streak(&lines, "2026-11-26"), Some(3));
        assert_eq!(streak(&lines, "2026-11-25"), None);
        assert_eq!(streak(&lines, "2026-11-23"), Some(2));
        assert_eq!(streak("", "2026-11-26"), Some(1));
        // Practice attempts do not carry a streak.
        let only_practice = daily("2026-11-25", true);
        assert_eq!(streak(&only_practice, "2026-11-26"), Some(1));
    }

    #[test]
    fn the_best_is_the_players_own_solo_best() {
        let mut lines = Vec::new();
        for (name, seed) in [("Ann", 1), ("Ann", 2), ("Bob", 3)] {
            let mut bag = crate::engine::DiceBag::new(seed);
            let game = crate::bot::play_recorded(
                &Setup::solo(name, seed),
                &mut crate::bot::GreedyBot::default(),
                &mut bag,
            )
            .unwrap();
            lines.push((game.state().score(0).total, archive::entry(&game, 0, false)));
        }
        let text: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
        let text = text.join("\n");
        let ann = lines[0].0.max(lines[1].0);
        assert_eq!(crate::panels::best(&text, "Ann"), Some(ann));
        assert_eq!(crate::panels::best(&text, "Bob"), Some(lines[2].0));
        assert_eq!(crate::panels::best(&text, "Cleo"), None);
    }

    #[test]
    fn replies_carry_the_request_id() {
        assert_eq!(answer("7\nping\nhello"), "7\nok\nhello");
        assert_eq!(
            answer("8\nfly\n"),
            "8\nerror\nthe worker does not know the request \"fly\""
        );
        // A request without a body or command still gets an answer.
        assert!(answer("9").starts_with("9\nerror\n"));
    }
}
