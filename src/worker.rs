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
            // `keep <end ms>`; the record, then the archive so far. The
            // first finished attempt of a day's challenge counts; a later
            // one is practice (as the end panel says).
            let end_ms = rest.trim().parse().unwrap_or(0);
            let (record, before) = body.split_once('\n').unwrap_or((body, ""));
            let game = read(record)?;
            let practice = game
                .setup()
                .daily
                .as_ref()
                .is_some_and(|day| panels::streak(before, day).is_none());
            Ok(archive::entry(&game, end_ms, practice))
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
    use super::{answer, panels};

    use crate::engine::previous_day;
    use crate::engine::{archive, Setup};
    use crate::panels::streak;

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
    fn greedy(setup: &Setup) -> crate::engine::Game {
        crate::bot::play_recorded(
            setup,
            &mut crate::bot::GreedyBot::default(),
            &mut crate::engine::DiceBag::new(setup.seed),
        )
        .unwrap()
    }

    fn ok(id: &str, text: &str) -> String {
        format!("{id}\nok\n{text}")
    }

    #[test]
    fn the_setup_form_is_written_from_its_flags_and_names() {
        let names = ["Ann", "<b>Bob</b>", "", "Dan"].map(String::from);
        let body = crate::engine::json::write_string_list(&names);
        assert_eq!(
            answer(&format!("1\nsetup 2 1 0\n{body}")),
            ok("1", &panels::setup(&names, 2, true, false))
        );
        assert_eq!(
            answer(&format!("2\nsetup 4 0 1\n{body}")),
            ok("2", &panels::setup(&names, 4, false, true))
        );
        // No flags, unreadable names: solo, no names.
        assert_eq!(
            answer("3\nsetup\n{"),
            ok("3", &panels::setup(&[], 1, false, false))
        );
    }

    #[test]
    fn the_menu_reads_the_kept_saves_between_form_feeds() {
        let reply = answer("4\nmenu 1.0 beta\nk1\t{raw\tone\n}\u{c}k2\tx\u{c}no tab");
        let kept =
            [("k1", "{raw\tone\n}"), ("k2", "x")].map(|(k, r)| (k.to_string(), r.to_string()));
        assert_eq!(reply, ok("4", &panels::menu("1.0 beta", &kept)));
        assert!(reply.contains("data-act=\"discard k2\""));
        assert_eq!(answer("5\nmenu 1.0\n"), ok("5", &panels::menu("1.0", &[])));
    }

    #[test]
    fn the_end_panel_is_written_from_the_record_and_the_archive_before() {
        let game = greedy(&Setup::named(&["Ann", "Bob"], 4));
        let before = [
            archive::entry(&game, 1, false),
            archive::entry(&game, 2, true),
        ]
        .join("\n");
        let reply = answer(&format!(
            "6\nend https://x.org/\n{}\n{before}",
            game.to_json()
        ));
        assert_eq!(
            reply,
            ok("6", &panels::end(&game, &before, "https://x.org/"))
        );
        assert!(reply.contains("class=\"ranking\""));
        let reply = answer("7\nend https://x.org/\n{\"format\":1}\n");
        assert!(
            reply.starts_with("7\nerror\nThe game cannot be read: "),
            "{reply}"
        );
    }

    #[test]
    fn keep_writes_the_archive_entry() {
        let game = greedy(&Setup::solo("Ann", 6));
        let json = game.to_json();
        assert_eq!(
            answer(&format!("8\nkeep 1795701900000\n{json}\n")),
            ok("8", &archive::entry(&game, 1_795_701_900_000, false))
        );
        let line = archive::entry(&game, 12, false);
        let read = archive::read_entry(&line).unwrap();
        assert_eq!((read.end_ms, read.practice), (12, false));
        assert!(answer("10\nkeep 12\nnot json").starts_with("10\nerror\nThe game cannot be read: "));
    }

    #[test]
    fn a_second_daily_attempt_is_kept_as_practice() {
        let mut setup = Setup::solo("Ann", crate::engine::daily_seed("2026-11-26"));
        setup.daily = Some("2026-11-26".into());
        let game = greedy(&setup);
        let json = game.to_json();
        let first = archive::entry(&game, 1, false);
        assert_eq!(answer(&format!("1\nkeep 1\n{json}\n")), ok("1", &first));
        // The archive already holds that day's challenge: practice.
        assert_eq!(
            answer(&format!("2\nkeep 2\n{json}\n{first}")),
            ok("2", &archive::entry(&game, 2, true))
        );
        // Another day's challenge in the archive changes nothing.
        let other = daily("2026-11-25", false);
        assert_eq!(
            answer(&format!("3\nkeep 3\n{json}\n{other}")),
            ok("3", &archive::entry(&game, 3, false))
        );
    }

    #[test]
    fn the_library_is_written_from_the_archive() {
        let lines = [
            archive::entry(&greedy(&Setup::solo("Ann", 1)), 1, false),
            archive::entry(&greedy(&Setup::named(&["Ann", "Bob"], 2)), 2, false),
        ]
        .join("\n");
        let reply = answer(&format!("11\nlibrary\n{lines}"));
        assert_eq!(reply, ok("11", &panels::library(&lines).unwrap()));
        assert!(reply.contains("<option value=\"Bob\">Bob</option>"));
    }

    #[test]
    fn hints_carry_their_words() {
        // A solo game at its first pick.
        let mut game = crate::engine::Game::new(Setup::solo("Ann", 3)).unwrap();
        let mut bag = game.next_roll_bag();
        game.roll_from(&mut bag).unwrap();
        let json = game.to_json();
        let reply = answer(&format!("12\nhints\n{json}"));
        let text = reply.strip_prefix("12\nok\n").expect(&reply);
        let plain = crate::bot::advice::answer("hints", &json).unwrap();
        assert_eq!(text.lines().count(), plain.lines().count());
        assert!(text.lines().count() > 0);
        const COLOURS: [&str; 6] = ["Yellow", "Blue", "Green", "Orange", "Purple", "White"];
        for (line, plain) in text.lines().zip(plain.lines()) {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 4, "{line}");
            assert_eq!(fields[..3].join("\t"), plain);
            let action = crate::engine::read_move(fields[0]).unwrap();
            assert_eq!(fields[3], panels::action_words(&game, action));
            assert!(COLOURS.iter().any(|c| fields[3].starts_with(c)), "{line}");
            assert!(fields[3].chars().any(|c| c.is_ascii_digit()), "{line}");
        }
        // No decision: the advice's sentence.
        let fresh = crate::engine::Game::new(Setup::solo("Ann", 3)).unwrap();
        assert_eq!(
            answer(&format!("13\nhints\n{}", fresh.to_json())),
            "13\nerror\nThere is no decision to make: the dice are to be rolled."
        );
    }

    #[test]
    fn an_unknown_command_is_an_error_with_the_id() {
        assert_eq!(
            answer("14\nsummon dragons\nbody"),
            "14\nerror\nthe worker does not know the request \"summon\""
        );
        assert_eq!(
            answer("15\n\n"),
            "15\nerror\nthe worker does not know the request \"\""
        );
    }
}
