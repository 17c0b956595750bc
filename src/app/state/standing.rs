//! A player's standing in the archive of finished games, as the end of a
//! game tells it: the personal best, the daily challenge's streak, and
//! whether an attempt at a day's challenge is practice. Pure Rust, so the
//! app decides it without the worker.

use crate::engine::archive::{read_summary, Entry, Points};
use crate::engine::{previous_day, Edition, Game};

/// The readable entries of an archive (one per line) of `game`, their
/// summaries (the moves are not replayed): a game of one never counts for
/// the other.
pub fn entries(archive: &str, game: Edition) -> impl Iterator<Item = Entry> + '_ {
    let all = archive.lines().filter_map(|line| read_summary(line).ok());
    // Without the sequel, its lines are not readable: all is the first game.
    #[cfg(feature = "twice")]
    let all = all.filter(move |e| e.setup.game == game);
    #[cfg(not(feature = "twice"))]
    let _ = game;
    all
}

/// The best solo total of `name` in the archive's games of `game` (None:
/// no solo game yet).
pub fn best(archive: &str, name: &str, game: Edition) -> Option<Points> {
    entries(archive, game)
        .filter(|e| e.setup.players.len() == 1 && e.setup.players[0] == name)
        .filter_map(|e| e.totals.first().copied())
        .max()
}

/// An attempt at the daily challenge of `day` in `game`, given the archive
/// before it: None if that day's challenge was already played (practice),
/// else the streak of days in a row, up to and with `day`, with a counted
/// challenge.
pub fn streak(archive: &str, day: &str, game: Edition) -> Option<u32> {
    let counted: Vec<String> = entries(archive, game)
        .filter(|e| !e.practice)
        .filter_map(|e| e.setup.daily)
        .collect();
    if counted.iter().any(|d| d == day) {
        return None;
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
    Some(days)
}

/// A finished game is practice when it is a day's challenge already
/// counted in the archive before it (the first attempt of a day counts).
pub fn practice(game: &Game, archive: &str) -> bool {
    game.setup()
        .daily
        .as_ref()
        .is_some_and(|day| streak(archive, day, game.edition()).is_none())
}

/// What adding a finished game to the archive did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Archived {
    /// Added.
    Yes,
    /// Added, after this many of the oldest games were reduced to their
    /// summaries to make room.
    Reduced(usize),
    /// The browser refused even with every old game reduced.
    No,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{archive, Setup};

    fn greedy(setup: &Setup) -> Game {
        crate::bot::play_recorded(
            setup,
            &mut crate::bot::GreedyBot::default(),
            &mut crate::engine::DiceBag::new(setup.seed),
        )
        .unwrap()
    }

    fn daily_game(day: &str) -> Game {
        let mut setup = Setup::solo("Ann", crate::engine::daily_seed(day));
        setup.daily = Some(day.to_string());
        greedy(&setup)
    }

    /// An archive line for a finished daily game of `day`.
    fn daily(day: &str, practice: bool) -> String {
        archive::entry(&daily_game(day), 0, practice).expect("the first game is archived")
    }

    #[test]
    fn the_day_before_crosses_months_years_and_leap_days() {
        assert_eq!(previous_day("2026-11-26").as_deref(), Some("2026-11-25"));
        assert_eq!(previous_day("2026-03-01").as_deref(), Some("2026-02-28"));
        assert_eq!(previous_day("2024-03-01").as_deref(), Some("2024-02-29"));
        assert_eq!(previous_day("2000-03-01").as_deref(), Some("2000-02-29"));
        assert_eq!(previous_day("1900-03-01").as_deref(), Some("1900-02-28"));
        assert_eq!(previous_day("2027-01-01").as_deref(), Some("2026-12-31"));
        assert_eq!(previous_day("not a date"), None);
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
        assert_eq!(streak(&lines, "2026-11-26", Edition::Clever), Some(3));
        assert_eq!(streak(&lines, "2026-11-25", Edition::Clever), None);
        assert_eq!(streak(&lines, "2026-11-23", Edition::Clever), Some(2));
        assert_eq!(streak("", "2026-11-26", Edition::Clever), Some(1));
        // Practice attempts do not carry a streak.
        let only_practice = daily("2026-11-25", true);
        assert_eq!(
            streak(&only_practice, "2026-11-26", Edition::Clever),
            Some(1)
        );
    }

    #[test]
    fn a_second_daily_attempt_is_practice() {
        let game = daily_game("2026-11-26");
        assert!(!practice(&game, ""));
        let first = archive::entry(&game, 1, false).expect("the first game is archived");
        assert!(practice(&game, &first));
        // Another day's challenge in the archive changes nothing.
        assert!(!practice(&game, &daily("2026-11-25", false)));
        // A game that is no challenge is never practice.
        let solo = greedy(&Setup::solo("Ann", 4));
        assert!(!practice(&solo, &first));
    }

    #[test]
    fn the_end_words_a_streak_by_its_count_and_a_loss_with_the_decimal_mark() {
        use crate::words::{Lang, Tenths, Words, EN};
        let en = Words::english();
        let day = "2026-11-26";
        assert_eq!(
            en.end_daily_streak(day, 1),
            "Daily challenge 2026-11-26: a streak of 1 day."
        );
        assert_eq!(
            en.end_daily_streak(day, 3),
            "Daily challenge 2026-11-26: a streak of 3 days."
        );
        assert_eq!(en.review_gain(Tenths(142)), "+14.2");
        // German numbers, whatever the texts: the comma is the decimal mark.
        let de = Words::of_texts(Lang::De, &EN);
        assert_eq!(de.review_gain(Tenths(142)), "+14,2");
        assert_eq!(
            de.review_costly_move(12, "Gelb 5", Tenths(83), "Blau 4"),
            "Move 12: Gelb 5 (−8,3); the expert chose Blau 4"
        );
    }

    #[test]
    fn the_best_is_the_players_own_solo_best() {
        let mut lines = Vec::new();
        for (name, seed) in [("Ann", 1), ("Ann", 2), ("Bob", 3)] {
            let game = greedy(&Setup::solo(name, seed));
            lines.push((
                archive::points(game.state().score(0).total),
                archive::entry(&game, 0, false).expect("the first game is archived"),
            ));
        }
        let text: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
        let text = text.join("\n");
        let ann = lines[0].0.max(lines[1].0);
        assert_eq!(best(&text, "Ann", Edition::Clever), Some(ann));
        assert_eq!(best(&text, "Bob", Edition::Clever), Some(lines[2].0));
        assert_eq!(best(&text, "Cleo", Edition::Clever), None);
        // A game of two is no solo best.
        let duo = greedy(&Setup::named(&["Ann", "Bob"], 9));
        assert_eq!(
            best(
                &archive::entry(&duo, 0, false).expect("the first game is archived"),
                "Ann",
                Edition::Clever
            ),
            None
        );
    }

    /// A sequel's game never counts for the first game's best or streak,
    /// nor the other way round.
    #[cfg(feature = "twice")]
    #[test]
    fn each_game_has_its_own_best_and_streak() {
        let sequel = |setup: Setup| {
            let setup = setup.of_game(Edition::Twice);
            crate::bot::twice::play_twice_recorded(
                &setup,
                &mut crate::bot::twice::TwiceGreedy::default(),
                &mut crate::engine::DiceBag::new(setup.seed),
            )
            .unwrap()
        };
        let first = greedy(&Setup::solo("Ann", 1));
        let second = sequel(Setup::solo("Ann", 2));
        let mut day = Setup::solo("Ann", crate::engine::daily_seed("2026-11-25"));
        day.daily = Some("2026-11-25".to_string());
        let daily = sequel(day);
        let text = [
            archive::entry(&first, 0, false).unwrap(),
            archive::entry(&second, 0, false).unwrap(),
            archive::entry(&daily, 0, false).unwrap(),
        ]
        .join("\n");
        let best_of = |g: &Game| archive::Points::from(g.totals()[0]);
        assert_eq!(best(&text, "Ann", Edition::Clever), Some(best_of(&first)));
        assert_eq!(
            best(&text, "Ann", Edition::Twice),
            Some(best_of(&second).max(best_of(&daily)))
        );
        assert_eq!(streak(&text, "2026-11-26", Edition::Twice), Some(2));
        assert_eq!(streak(&text, "2026-11-26", Edition::Clever), Some(1));
        assert_eq!(streak(&text, "2026-11-25", Edition::Twice), None);
        assert_eq!(streak(&text, "2026-11-25", Edition::Clever), Some(1));
    }
}
