//! The game's words for the player: names of dice, areas, places and
//! bonuses, and one sentence per engine event. Nothing here decides a rule.

use super::table::Refused;
use crate::engine::archive::ArchiveError;
use crate::engine::{
    Action, Area, Bonus, Die, DieMustBe, DieSet, Due, Event, Game, JsonError, JsonProblem, Level,
    MoveProblem, Place, Refusal, ReplayError, RollError, RoundChoice, RuleError, SetupError, Spot,
};
use std::fmt;

/// The text with its first letter in capitals (the engine's refusals are
/// phrased to follow a colon).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // ASCII only: the sentences capitalised here are the app's own, and
        // Unicode case tables would weigh on the first load.
        Some(c) => c.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// Why a tap did nothing, as the line under the dice says it.
pub fn refusal_sentence(names: &[String], why: &Refused) -> String {
    let text = match why {
        Refused::Rule(e) => refusal(e),
        Refused::Die(die, e) => format!("{} die: {}", die_title(*die), refusal(e)),
        Refused::NothingToUndo => "there is nothing to undo since the last roll".into(),
        Refused::NotYours(seat) => format!(
            "this is {}'s sheet, open to look at only",
            names.get(*seat as usize).map_or("", |n| n.as_str())
        ),
        Refused::TapDieFirst => "first tap a die, then one of the cells that light up".into(),
        Refused::TapDieFirstPlusOne => {
            "to use a +1 action, tap a die first, then a lit cell; or tap Done".into()
        }
        Refused::Setup(e) => record_error(e),
        Refused::Import(e) => format!("this file cannot be imported: {}", record_error(e)),
        Refused::ComputersTurn(seat) => format!(
            "{} is a computer player, and it decides now",
            names.get(*seat as usize).map_or("", |n| n.as_str())
        ),
        Refused::Replaying => "this is a past position: go back to the game to play".into(),
    };
    capitalised(&text)
}

/// "White", "Yellow", …
pub fn die_title(die: Die) -> &'static str {
    match die {
        Die::White => "White",
        Die::Yellow => "Yellow",
        Die::Blue => "Blue",
        Die::Green => "Green",
        Die::Orange => "Orange",
        Die::Purple => "Purple",
    }
}

/// The letter each die carries (for colour-blind players).
pub fn die_letter(die: Die) -> &'static str {
    match die {
        Die::White => "W",
        Die::Yellow => "Y",
        Die::Blue => "B",
        Die::Green => "G",
        Die::Orange => "O",
        Die::Purple => "P",
    }
}

pub fn area_title(area: Area) -> &'static str {
    match area {
        Area::Yellow => "Yellow",
        Area::Blue => "Blue",
        Area::Green => "Green",
        Area::Orange => "Orange",
        Area::Purple => "Purple",
    }
}

/// Where a die lies, as the end of its accessible name.
pub fn place_words(place: Place) -> String {
    match place {
        Place::Cup => "not rolled yet".into(),
        Place::Rolled => "rolled".into(),
        Place::Field(n) => format!("on dice field {}", n + 1),
        Place::Platter => "on the platter".into(),
    }
}

pub fn bonus_words(bonus: Bonus) -> String {
    match bonus {
        Bonus::Cross(a) => format!("{} X", area_title(a)),
        Bonus::NumberIn(a, n) => format!("{} {n}", area_title(a)),
        Bonus::Fox => "fox".into(),
        Bonus::Reroll => "reroll action".into(),
        Bonus::PlusOne => "+1 action".into(),
    }
}

pub fn choice_words(choice: RoundChoice) -> String {
    match choice {
        RoundChoice::BlackX(a) => format!("Black X in {}", a.name()),
        RoundChoice::Black6(a) => format!("Black 6 in {}", a.name()),
    }
}

/// "yellow row 2 column 3", "orange cell 4".
pub fn spot_words(spot: Spot) -> String {
    match spot.area {
        Area::Yellow | Area::Blue => format!(
            "{} row {} column {}",
            spot.area,
            spot.cell / 4 + 1,
            spot.cell % 4 + 1
        ),
        _ => format!("{} cell {}", spot.area, spot.cell + 1),
    }
}

/// One sentence per event worth telling (None for bookkeeping events).
pub fn event_sentence(names: &[String], event: &Event) -> Option<String> {
    let who = |p: u8| names.get(p as usize).cloned().unwrap_or_default();
    Some(match *event {
        Event::RoundStarted { round } => format!("Round {round} begins."),
        Event::TurnStarted { player } => format!("{}'s turn.", who(player)),
        Event::Rolled { roll, .. } => {
            let dice: Vec<String> = roll
                .dice()
                .iter()
                .map(|&(d, v)| format!("{} {v}", d.name()))
                .collect();
            format!("Rolled: {}.", dice.join(", "))
        }
        Event::RerollUsed { player } => format!("{} uses a reroll.", who(player)),
        Event::ToField { die, field } => {
            format!("The {die} die goes to dice field {}.", field + 1)
        }
        Event::ToPlatter { die } => format!("The {die} die goes to the platter."),
        Event::Took { player, die, value } => {
            format!("{} takes the {die} {value}.", who(player))
        }
        Event::PlusOneUsed { player, die, value } => {
            format!("{} uses +1 on the {die} {value}.", who(player))
        }
        Event::Marked {
            player,
            spot,
            written,
        } => match spot.area {
            Area::Orange | Area::Purple => {
                format!("{} writes {written} in {}.", who(player), spot_words(spot))
            }
            _ => format!("{} crosses {}.", who(player), spot_words(spot)),
        },
        Event::BonusEarned { player, bonus } => {
            format!("Bonus for {}: {}!", who(player), bonus_words(bonus))
        }
        Event::BonusLost { player, bonus } => format!(
            "{}'s {} bonus is lost: that area is full.",
            who(player),
            bonus_words(bonus)
        ),
        Event::RoundChosen { player, choice } => {
            format!("{} chooses: {}.", who(player), choice_words(choice))
        }
        Event::NothingToEnter { player } => {
            format!("{} can enter none of the dice this time.", who(player))
        }
        Event::GameOver => "The game is over.".into(),
    })
}

/// What the last step did, in one or a few sentences for the live region:
/// "Yellow 5 crossed: blue X earned, fox earned. Blue 4 crossed. White and
/// Green to the silver platter." Built only from the step's events (`names`:
/// the players; with more than one, each mark says whose it is).
pub fn step_sentence(names: &[String], last: &[Event]) -> String {
    let multi = names.len() > 1;
    let who = |p: u8| names.get(p as usize).map_or("", |n| n.as_str());
    let mut parts: Vec<String> = Vec::new();
    // Whether the last part already lists a bonus (", " joins the next).
    let mut listing = false;
    let mut platter: Vec<&str> = Vec::new();
    let mut took = None;
    let mut marked = false;
    for e in last {
        let part = match *e {
            Event::Marked {
                player,
                spot,
                written,
            } => {
                marked = true;
                let verb = match spot.area {
                    Area::Orange | Area::Purple => "written",
                    _ => "crossed",
                };
                let whose = if multi {
                    format!("{}: ", who(player))
                } else {
                    String::new()
                };
                format!("{whose}{} {written} {verb}", area_title(spot.area))
            }
            Event::BonusEarned { bonus, .. } | Event::BonusLost { bonus, .. } => {
                let what = if matches!(e, Event::BonusEarned { .. }) {
                    format!("{} earned", bonus_words(bonus))
                } else {
                    format!("{} lost (that area is full)", bonus_words(bonus))
                };
                match parts.last_mut() {
                    Some(last) => {
                        last.push_str(if listing { ", " } else { ": " });
                        last.push_str(&what);
                        listing = true;
                        continue;
                    }
                    None => capitalised(&what),
                }
            }
            Event::ToPlatter { die } => {
                platter.push(die_title(die));
                continue;
            }
            Event::Took { die, value, .. } => {
                took = Some((die, value));
                continue;
            }
            Event::ToField { .. } => continue,
            Event::TurnStarted { .. } if !multi => continue,
            Event::PlusOneUsed { .. } => "+1 action used".into(),
            ref other => match event_sentence(names, other) {
                Some(s) => s.trim_end_matches(['.', '!']).to_string(),
                None => continue,
            },
        };
        parts.push(part);
        listing = false;
    }
    if let (Some((die, value)), false) = (took, marked) {
        parts.push(format!(
            "{} {value} put on a dice field without a mark",
            die_title(die)
        ));
    }
    if !platter.is_empty() {
        let dice = match platter.split_last() {
            Some((last, [])) => format!("{last} die"),
            Some((last, rest)) => format!("{} and {last} dice", rest.join(", ")),
            None => String::new(),
        };
        parts.push(format!("{dice} to the silver platter"));
    }
    if parts.is_empty() {
        return String::new();
    }
    parts.join(". ") + "."
}

/// Percent-encodes text for a `data:` URL (the raw-save download).
pub fn data_url(text: &str) -> String {
    let mut out = String::from("data:application/json;charset=utf-8,");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~:,{}[]\"".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// An action in a player's words: "Purple 5", "White 4 as yellow".
pub fn action_words(game: &Game, action: Action) -> String {
    capitalised(&crate::bot::describe(game.state(), action))
}

/// The text "Share" sends: the day, total, rating, each area's points, the
/// expert's total on the same dice, and the link (`link` is the page's
/// address without a query) to the same dice.
pub fn share_text(game: &Game, expert: Option<u32>, link: &str) -> String {
    let score = game.state().score(0);
    let mut text = match &game.setup().daily {
        Some(day) => format!("Clever, daily challenge {day}: "),
        None => "Clever: ".to_string(),
    };
    text.push_str(&format!("{} points", score.total));
    if let Some(rating) = game.summary().rating {
        text.push_str(&format!(" ({rating})"));
    }
    let areas: Vec<String> = Area::ALL
        .iter()
        .map(|&a| format!("{} {}", area_title(a), score.area(a)))
        .collect();
    text.push_str(&format!(
        "\n{} · foxes {}\n",
        areas.join(" · "),
        score.fox_points
    ));
    if let Some(expert) = expert {
        text.push_str(&format!("The expert on the same dice: {expert}\n"));
    }
    let query = match &game.setup().daily {
        Some(day) => format!("?daily={day}"),
        None => format!("?seed={}", game.setup().seed),
    };
    text.push_str(&format!("Play the same dice: {link}{query}"));
    text
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// A moment in ms since the epoch, in UTC: "26 Nov 2026 14:05", and as a
/// `datetime` attribute "2026-11-26T14:05Z".
pub fn date(ms: u64) -> (String, String) {
    let minutes = ms / 60_000;
    let (hour, minute) = (minutes / 60 % 24, minutes % 60);
    let (year, month, day) = civil(minutes / (24 * 60));
    (
        format!(
            "{day} {} {year} {hour:02}:{minute:02}",
            MONTHS[month as usize - 1]
        ),
        format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}Z"),
    )
}

/// The date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// A number of tenths with one decimal: 2125 → "212.5".
pub fn tenths(t: u64) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// "Computer (expert)", … (the seat select's options say these).
pub fn level_words(level: Option<Level>) -> &'static str {
    match level {
        None => "Person",
        Some(Level::Easy) => "Computer (easy)",
        Some(Level::Medium) => "Computer (medium)",
        Some(Level::Expert) => "Computer (expert)",
    }
}

/// Why the worker gave no answer: it could not load (its files failed),
/// it stopped (it crashed), or it stayed silent too long.
pub const WORKER_NOT_LOADED: &str = "The computer players could not load.";
pub const WORKER_STOPPED: &str = "The computer players stopped working.";
pub const WORKER_LATE: &str = "The computer players did not answer in time.";

/// "Player 2 (computer, expert) is waiting: the computer players could not
/// load." (`why` is one of the worker's sentences).
pub fn waiting_sentence(name: &str, level: Level, why: &str) -> String {
    let level = match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Expert => "expert",
    };
    let mut why = why.chars();
    let why = why.next().map_or(String::new(), |c| {
        c.to_ascii_lowercase().to_string() + why.as_str()
    });
    format!("{name} (computer, {level}) is waiting: {why}")
}

/// What keeping a finished game in the archive took, if worth saying.
#[cfg(target_arch = "wasm32")]
pub fn archived_sentence(kept: super::keeping::Archived) -> Option<String> {
    use super::keeping::Archived;
    match kept {
        Archived::Yes => None,
        Archived::Reduced(n) => Some(format!(
            "The history is nearly full: the {n} oldest games are now kept as summaries only \
             (their scores still count in the statistics)."
        )),
        Archived::No => Some(
            "This game could not be kept in the history: the browser's storage is full.".into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Spot;

    #[test]
    fn a_step_in_words_marks_bonuses_and_the_platter() {
        let names = vec!["Ann".to_string()];
        let last = [
            Event::Took {
                player: 0,
                die: Die::Yellow,
                value: 5,
            },
            Event::ToField {
                die: Die::Yellow,
                field: 0,
            },
            Event::Marked {
                player: 0,
                spot: Spot::new(Area::Yellow, 2),
                written: 5,
            },
            Event::BonusEarned {
                player: 0,
                bonus: Bonus::Cross(Area::Blue),
            },
            Event::BonusEarned {
                player: 0,
                bonus: Bonus::Fox,
            },
            Event::ToPlatter { die: Die::White },
            Event::ToPlatter { die: Die::Green },
        ];
        assert_eq!(
            step_sentence(&names, &last),
            "Yellow 5 crossed: Blue X earned, fox earned. White and Green dice to the silver platter."
        );
    }

    #[test]
    fn with_several_players_a_mark_says_whose_and_a_bare_take_says_so() {
        let names = vec!["Ann".to_string(), "Bob".to_string()];
        let marked = [Event::Marked {
            player: 1,
            spot: Spot::new(Area::Orange, 0),
            written: 4,
        }];
        assert_eq!(step_sentence(&names, &marked), "Bob: Orange 4 written.");
        let bare = [
            Event::Took {
                player: 0,
                die: Die::Purple,
                value: 2,
            },
            Event::ToField {
                die: Die::Purple,
                field: 1,
            },
            Event::ToPlatter { die: Die::White },
        ];
        assert_eq!(
            step_sentence(&names, &bare),
            "Purple 2 put on a dice field without a mark. White die to the silver platter."
        );
        assert_eq!(step_sentence(&names, &[]), "");
    }

    #[test]
    fn dates_are_utc() {
        assert_eq!(date(1_795_701_900_000).0, "26 Nov 2026 14:05");
        assert_eq!(
            date(1_709_164_800_000),
            ("29 Feb 2024 00:00".into(), "2024-02-29T00:00Z".into())
        );
        assert_eq!(date(951_955_140_000).0, "1 Mar 2000 23:59");
        assert_eq!(date(0).1, "1970-01-01T00:00Z");
        assert_eq!(tenths(2125), "212.5");
        assert_eq!(tenths(7), "0.7");
    }

    #[test]
    fn the_share_text_has_the_total_the_areas_the_expert_and_the_dice() {
        let setup = crate::engine::Setup::solo("Ann", 5);
        let game = crate::bot::play_recorded(
            &setup,
            &mut crate::bot::GreedyBot::default(),
            &mut crate::engine::DiceBag::new(5),
        )
        .unwrap();
        let s = game.state().score(0);
        let rating = game.summary().rating.unwrap();
        let text = share_text(&game, Some(250), "https://x.org/");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("Clever: {} points ({rating})", s.total));
        assert!(lines[1].starts_with(&format!("Yellow {} · Blue ", s.area(Area::Yellow))));
        assert!(lines[1].ends_with(&format!(" · foxes {}", s.fox_points)));
        assert_eq!(lines[2], "The expert on the same dice: 250");
        assert_eq!(lines[3], "Play the same dice: https://x.org/?seed=5");
        let without = share_text(&game, None, "https://x.org/");
        assert!(!without.contains("expert"));
    }
}

// ---- the engine's errors (phrased to follow a colon) ----

/// Why the rules refuse an action.
pub fn refusal(e: &RuleError) -> String {
    match *e {
        RuleError::NotNow { expected } => format!("not now: {}", due(expected)),
        RuleError::BadRoll(ref why) => format!("that roll is not possible: {}", roll_error(why)),
        RuleError::NoReroll => "you have no reroll action left".into(),
        RuleError::NoPlusOne => "you have no +1 action left".into(),
        RuleError::DieNotHere { die, needed } => {
            let needed = match needed {
                DieMustBe::JustRolled => "among the dice just rolled",
                DieMustBe::Takeable => "one you may take now",
            };
            format!("the {} die is not {needed}", die.name())
        }
        RuleError::MustEnter => {
            "a die of this roll can be entered, so you must choose one and enter it".into()
        }
        RuleError::MustTakeFromPlatter => {
            "a die on the silver platter can be entered, so you must take one from the platter"
                .into()
        }
        RuleError::NoEntry {
            die: Die::Blue,
            value,
        } => format!("the blue die (blue + white = {value}) fits nowhere on your sheet now"),
        RuleError::NoEntry { die, value } => {
            format!(
                "the {} die ({value}) fits nowhere on your sheet now",
                die.name()
            )
        }
        RuleError::WrongArea { die, area } => {
            format!("the {} die cannot go to {}", die.name(), area.name())
        }
        RuleError::Refused(r) => cell_refusal(r),
        RuleError::DieUsedForPlusOne(d) => {
            format!("you already used the {} die for a +1 this turn", d.name())
        }
        RuleError::CrossElsewhere { area } => format!("the free X goes in {}", area.name()),
        RuleError::GameOver => "the game is over".into(),
    }
}

/// What the rules wait for, after "not now: ".
pub fn due(due: Due) -> &'static str {
    match due {
        Due::Unlisted => "that is not one of the moves allowed now",
        Due::Roll => "the dice must be rolled first",
        Due::NoRoll => "this is not the time to roll",
        Due::FreeX => "first choose the cell for your free X",
        Due::RoundBonusArea => {
            "the black X goes to yellow, blue or green; the black 6 to orange or purple"
        }
        Due::RoundBonus => "choose the round 4 bonus: a black X or a black 6",
        Due::NoRoundBonus => "the round bonus is chosen at the start of round 4",
        Due::NoReroll => "a reroll is only possible right after your own roll as the active player",
        Due::PlusOneOrFinish => "your pick is done; use a +1 action or finish",
        Due::NoPlusOneYet => "+1 actions are used at the end of your part of the turn",
        Due::Die => "you must choose a die first",
        Due::NoFreeX => "there is no free X to place",
    }
}

/// Why a value cannot be entered in an area.
pub fn cell_refusal(r: Refusal) -> String {
    match r {
        Refusal::Full(a) => format!("{} is full", a.name()),
        Refusal::NoOpenCell { area, value } => format!("{} has no open {value}", area.name()),
        Refusal::GreenNeeds { cell, at_least } => {
            format!("green cell {} needs a {at_least} or more", cell + 1)
        }
        Refusal::PurpleNeedsHigher(prev) => format!("purple needs a value higher than {prev}"),
        Refusal::NotNextCell { area, next } => format!(
            "{} is filled left to right: the next cell is cell {}",
            area.name(),
            next + 1
        ),
        Refusal::AlreadyCrossed => "that cell is already crossed".into(),
        Refusal::WrongNumber { shows, value } => format!("that cell shows {shows}, not {value}"),
        Refusal::NoSuchCell => "there is no such cell".into(),
    }
}

/// Why a roll cannot be.
pub fn roll_error(e: &RollError) -> String {
    match *e {
        RollError::TooManyDice(n) => format!("a roll has at most 6 dice, not {n}"),
        RollError::Value { die, value } => {
            format!("the {} die shows {value}, but dice show 1 to 6", die.name())
        }
        RollError::Twice(die) => format!("the {} die appears twice in one roll", die.name()),
        RollError::NotTheseDice(dice) => {
            format!("the dice to roll are exactly: {}", die_names(dice))
        }
    }
}

/// "white, yellow, blue".
fn die_names(dice: DieSet) -> String {
    let names: Vec<&str> = dice.iter().map(Die::name).collect();
    names.join(", ")
}

/// Why a game cannot be set up.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::Players(n) => format!("a game has 1 to 4 players, not {n}"),
        SetupError::First { players, .. } => {
            format!("the first player must be one of the {players} players")
        }
        SetupError::Seats { seats, players } => {
            format!("the setup names {seats} seats, but the game has {players} players")
        }
        SetupError::Daily(date) => format!(
            "the daily challenge's date must be a real date written YYYY-MM-DD, not {date:?}"
        ),
    }
}

/// What is wrong with a JSON text, with its place when known.
pub fn json_error(e: &JsonError) -> String {
    let what = json_problem(e.problem);
    match e.line {
        0 => what.into(),
        line => format!("{what} at line {line} column {}", e.column),
    }
}

pub fn json_problem(p: JsonProblem) -> &'static str {
    match p {
        JsonProblem::Syntax => "it is not valid JSON",
        JsonProblem::Eof => "it stops in the middle",
        JsonProblem::Shape => "it is not shaped as expected",
    }
}

/// Why one entry of a record's moves is not a move.
pub fn move_problem(p: &MoveProblem) -> String {
    match p {
        MoveProblem::Shape(JsonProblem::Shape) => "it is not shaped like a move".into(),
        MoveProblem::Shape(p) => json_problem(*p).into(),
        MoveProblem::UnknownDie(name) => format!("there is no {name:?} die"),
        MoveProblem::UnknownArea(name) => format!("there is no area {name:?}"),
        MoveProblem::TooBig(n) => format!("{n} is too big for a cell or a die"),
        MoveProblem::Roll(e) => roll_error(e),
    }
}

/// Why a game record cannot be replayed.
pub fn record_error(e: &ReplayError) -> String {
    match e {
        ReplayError::Malformed(e) => {
            format!("this is not a readable game record: {}", json_error(e))
        }
        ReplayError::NoVersion => "this is not a readable game record: it has no version".into(),
        ReplayError::NotAGame(what) => {
            format!("this is not a clever game record (format \"{what}\")")
        }
        ReplayError::Version(v) => format!(
            "this record has version {v}; this app reads version {}",
            crate::engine::record::VERSION
        ),
        ReplayError::BadVersion(v) => {
            format!("the version of this record must be a whole number, not {v}")
        }
        ReplayError::Setup(e) => format!("the game setup is not possible: {}", setup_error(e)),
        ReplayError::Move { index, error } => {
            format!("move {index} is not allowed: {}", refusal(error))
        }
        ReplayError::BadMove { index, why } => {
            format!("move {index} cannot be read: {}", move_problem(why))
        }
        ReplayError::Hints { counts, players } => format!(
            "the record counts hints for {counts} seats, but the game has {players} players"
        ),
    }
}

/// Why a line of the archive of finished games cannot be read.
pub fn archive_error(e: &ArchiveError) -> String {
    match e {
        ArchiveError::Json(e) => json_error(e),
        ArchiveError::Setup(e) => format!("the game setup is not possible: {}", setup_error(e)),
        ArchiveError::Counts {
            players,
            hints,
            totals,
            areas,
        } => format!(
            "the entry has {players} players but {hints} hints, {totals} totals and {areas} area lists"
        ),
        ArchiveError::Sum { player, total } => format!(
            "the areas of player {} do not add up to {total}",
            player + 1
        ),
        ArchiveError::Short => "the moves stop before the game is over".into(),
        ArchiveError::Character { at } => format!("character {at} of the moves is not a move"),
        ArchiveError::NotAMove { index } => format!("move {index} is not a move"),
        ArchiveError::NotTheseDice { index } => {
            format!("move {index} is a roll, but not of these dice")
        }
        ArchiveError::Roll { index, error } => format!("move {index}: {}", roll_error(error)),
        ArchiveError::Refused { index, error } => {
            format!("move {index} is not allowed: {}", refusal(error))
        }
        ArchiveError::Total {
            player,
            total,
            stated,
        } => format!(
            "the moves give player {} a total of {total}, not {stated}",
            player + 1
        ),
        ArchiveError::Area {
            player,
            area,
            score,
            stated,
        } => format!(
            "the moves give player {} {score} in {}, not {stated}",
            player + 1,
            area.name()
        ),
        ArchiveError::TooLong { at } => {
            format!("the moves go on after the game is over (character {at})")
        }
    }
}

/// The engine's errors in these words wherever one is formatted (the
/// worker's answers, the `clever` command, serde's messages).
macro_rules! worded {
    ($($error:ty => $words:expr),* $(,)?) => {$(
        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&$words(self))
            }
        }
        impl std::error::Error for $error {}
    )*};
}

worded! {
    RuleError => refusal,
    Refusal => |r: &Refusal| cell_refusal(*r),
    RollError => roll_error,
    SetupError => setup_error,
    JsonError => json_error,
    MoveProblem => move_problem,
    ReplayError => record_error,
    ArchiveError => archive_error,
}
