//! What the lazily loaded worker (`clever-bot`) answers: the computer
//! players, hints and the expert's review, and the archive's history and
//! statistics. Kept out of the app's first load; plain Rust, so it is
//! tested natively.
//!
//! A request is `<id>\n<command>\n<body>`; the reply is `<id>\nok\n<text>`
//! or `<id>\nerror\n<sentence>`, so the app can match replies to requests
//! and drop the ones it no longer waits for.

use crate::engine::archive::{read_entry, Entry};

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
        "decide" | "hints" | "review" => crate::bot::advice::answer(command, body),
        "statistics" | "filters" | "history" | "record" | "count" => {
            crate::stats::answer(command, body)
        }
        "best" => Ok(best(body, rest).map_or(String::new(), |b| b.to_string())),
        "streak" => Ok(streak(body, rest)),
        _ => Err(format!("the worker does not know the request {verb:?}")),
    }
}

/// The best solo total of `name` in the archive (None: no solo game yet).
fn best(archive: &str, name: &str) -> Option<u16> {
    entries(archive)
        .filter(|e| e.setup.players.len() == 1 && e.setup.players[0] == name)
        .filter_map(|e| e.totals.first().copied())
        .max()
}

fn entries(archive: &str) -> impl Iterator<Item = Entry> + '_ {
    archive.lines().filter_map(|line| read_entry(line).ok())
}

/// An attempt at the daily challenge of `day`, given the archive before
/// it: "practice" if that day's challenge was already played, else the
/// streak of days in a row, up to and with `day`, with a counted challenge.
fn streak(archive: &str, day: &str) -> String {
    let counted: Vec<String> = entries(archive)
        .filter(|e| !e.practice)
        .filter_map(|e| e.setup.daily)
        .collect();
    if counted.iter().any(|d| d == day) {
        return "practice".into();
    }
    let mut days = 1;
    let mut date = day.to_string();
    while let Some(before) = previous_day(&date) {
        if !counted.contains(&before) {
            break;
        }
        days += 1;
        date = before;
    }
    days.to_string()
}

/// The day before a "YYYY-MM-DD" date (proleptic Gregorian).
fn previous_day(date: &str) -> Option<String> {
    let mut parts = date.split('-').map(|p| p.parse::<u32>().ok());
    let (mut y, mut m, mut d) = (parts.next()??, parts.next()??, parts.next()??);
    if d > 1 {
        d -= 1;
    } else {
        if m > 1 {
            m -= 1;
        } else {
            m = 12;
            y = y.checked_sub(1)?;
        }
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
        d = match m {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
    }
    Some(format!("{y:04}-{m:02}-{d:02}"))
}

#[cfg(test)]
mod tests {
    use super::answer;

    use super::{previous_day, streak};
    use crate::engine::{archive, Game, Setup};

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

    /// An archive line for a (not finished: the summary is what counts)
    /// daily game of `day`.
    fn daily(day: &str, practice: bool) -> String {
        let mut setup = Setup::solo("Ann", crate::engine::daily_seed(day));
        setup.daily = Some(day.to_string());
        archive::entry(&Game::new(setup).unwrap(), 0, practice)
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
        assert_eq!(streak(&lines, "2026-11-26"), "3");
        assert_eq!(streak(&lines, "2026-11-25"), "practice");
        assert_eq!(streak(&lines, "2026-11-23"), "2");
        assert_eq!(streak("", "2026-11-26"), "1");
        // Practice attempts do not carry a streak.
        let only_practice = daily("2026-11-25", true);
        assert_eq!(streak(&only_practice, "2026-11-26"), "1");
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
        assert_eq!(super::best(&text, "Ann"), Some(ann));
        assert_eq!(super::best(&text, "Bob"), Some(lines[2].0));
        assert_eq!(super::best(&text, "Cleo"), None);
        assert_eq!(super::answer("1\nbest Cleo\n"), "1\nok\n");
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
