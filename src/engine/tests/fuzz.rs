//! Damaged records (issue 10, "Never lose a game"): valid records changed
//! in every way a file or a hand can change them. Reading one never panics,
//! and every refusal says what is wrong: a message that is not empty and,
//! for a move, names the move by its index (the very move that was spoiled,
//! where that is known). Run with `--nocapture` to see the counts.

use super::random::{random_game, random_value, Rng};
use super::*;
use crate::engine::record::write_record;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Each kind of damage, and how many records it damages.
const KINDS: [(&str, usize); 12] = [
    ("drop a move", 1_000),
    ("duplicate a move", 1_000),
    ("swap two moves", 1_000),
    ("a die shows a bad value", 1_000),
    ("an unknown die", 1_000),
    ("a cell off the sheet", 1_000),
    ("an unknown area", 1_000),
    ("a move of the wrong shape", 1_000),
    ("an impossible setup", 500),
    ("truncated", 1_500),
    ("bytes flipped", 1_500),
    ("pieces cut and pasted", 1_000),
];

/// A record as its parts: everything before the moves, and each move's
/// JSON as `to_json` writes it.
struct Parts {
    head: String,
    moves: Vec<String>,
    /// From the end of the moves (`]`, then the hints if any, and `}`).
    tail: String,
    pretty: String,
}

impl Parts {
    fn of(game: &Game) -> Parts {
        let json = game.to_json();
        let at = json.find("\"moves\":[").unwrap() + "\"moves\":[".len();
        let moves = game
            .moves()
            .iter()
            .map(|&a| {
                let one = write_record(game.setup(), &[a], &[], &[]);
                one[at..one.len() - 2].to_string()
            })
            .collect();
        let bare = write_record(game.setup(), game.moves(), &[], &[]);
        let parts = Parts {
            head: json[..at].to_string(),
            moves,
            tail: json[bare.len() - 2..].to_string(),
            pretty: serde_json::to_string_pretty(&game.record()).unwrap(),
        };
        assert_eq!(parts.with(&parts.moves), json);
        parts
    }

    fn with(&self, moves: &[String]) -> String {
        format!("{}{}{}", self.head, moves.join(","), self.tail)
    }
}

/// The records to damage: 40 games of 1 to 4 players and at least 10
/// moves, played by random legal actions; every other one to its end.
fn base_games(rng: &mut Rng) -> Vec<Parts> {
    let mut games = Vec::new();
    while games.len() < 40 {
        let game = if games.len() % 2 == 0 {
            random_game(rng)
        } else {
            let players = 1 + rng.below(4);
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let mut game = Game::new(Setup::named(&names, rng.0.next_u64())).unwrap();
            let mut bag = DiceBag::new(rng.0.next_u64());
            while !game.state().is_over() {
                game.play_until_decision(&mut bag);
                let legal = game.legal_actions();
                if !legal.is_empty() {
                    game.apply(legal[rng.below(legal.len())]).unwrap();
                }
            }
            game
        };
        if game.moves().len() >= 10 {
            games.push(Parts::of(&game));
        }
    }
    games
}

/// A random move holding `holds`, and a random place just after one of
/// `patterns` in it: (the move's index, the place).
fn find(rng: &mut Rng, moves: &[String], holds: &str, patterns: &[&str]) -> (usize, usize) {
    let holding: Vec<usize> = (0..moves.len())
        .filter(|&k| moves[k].contains(holds) && patterns.iter().any(|p| moves[k].contains(p)))
        .collect();
    assert!(
        !holding.is_empty(),
        "no move holds {holds} and {patterns:?}"
    );
    let k = holding[rng.below(holding.len())];
    let places: Vec<usize> = patterns
        .iter()
        .flat_map(|p| moves[k].match_indices(p).map(|(i, _)| i + p.len()))
        .collect();
    (k, places[rng.below(places.len())])
}

/// `entry` with the JSON value (a string, a number, `null`) at `at` replaced.
fn replace_value(entry: &str, at: usize, by: &str) -> String {
    let rest = &entry[at..];
    let len = match rest.strip_prefix('"') {
        Some(inner) => inner.find('"').unwrap() + 2,
        None => rest.find([',', ']', '}']).unwrap(),
    };
    format!("{}{by}{}", &entry[..at], &entry[at + len..])
}

/// What the damage must make of the record.
#[derive(Clone, Copy)]
enum Blame {
    /// Move `k` is refused: it cannot be read, or the rules refuse it.
    Move(usize),
    /// Moves before `k` are as they were: if a move is refused, it is this
    /// one or a later one.
    From(usize),
    /// Entry `k` was replaced by any JSON or near-JSON: the document is
    /// malformed, or a move from `k` on is refused, but never one before.
    Entry(usize),
    /// The setup is refused (as impossible, or as not a setup).
    Setup,
    /// The document is not JSON any more.
    Document,
    /// Anything may happen but a panic or a silent refusal.
    Unknown,
}

/// What came of the records read.
#[derive(Default, Clone, Copy)]
struct Outcomes {
    cases: usize,
    read: usize,
    malformed: usize,
    cannot_be_read: usize,
    not_allowed: usize,
    setup: usize,
    other: usize,
}

/// Read a damaged record: no panic; a refusal says what, and which move.
fn check(text: &str, blame: Blame, tally: &mut Outcomes) {
    let shown = || text.chars().take(600).collect::<String>();
    let read = catch_unwind(AssertUnwindSafe(|| Game::from_json(text)))
        .unwrap_or_else(|_| panic!("reading panicked on {}", shown()));
    assert!(
        super::serde_record::read_alike(text),
        "read otherwise than serde read it: {:?} against {:?} for {}",
        read,
        super::serde_record::serde_from_json(text),
        shown()
    );
    tally.cases += 1;
    let e = match read {
        Ok(game) => {
            tally.read += 1;
            assert_eq!(Game::from_json(&game.to_json()).as_ref(), Ok(&game));
            if matches!(blame, Blame::Move(_) | Blame::Setup | Blame::Document) {
                panic!("a damaged record was read: {}", shown());
            }
            return;
        }
        Err(e) => e,
    };
    let message = e.to_string();
    let fail = |why: &str| -> ! { panic!("{why}: {message:?} for {}", shown()) };
    let (index, why) = match &e {
        ReplayError::Malformed(why) => {
            tally.malformed += 1;
            (None, why.to_string())
        }
        ReplayError::BadMove { index, why } => {
            tally.cannot_be_read += 1;
            if !message.starts_with(&format!("Move {index} cannot be read: ")) {
                fail("a move that cannot be read, not named");
            }
            (Some(*index), why.to_string())
        }
        ReplayError::Move { index, error } => {
            tally.not_allowed += 1;
            if !message.starts_with(&format!("Move {index} is not allowed. ")) {
                fail("a move not allowed, not named");
            }
            (Some(*index), error.to_string())
        }
        ReplayError::Setup(e) => {
            tally.setup += 1;
            (None, e.to_string())
        }
        ReplayError::Version(v) | ReplayError::BadVersion(v) => {
            tally.other += 1;
            (None, v.clone())
        }
        ReplayError::NotAGame(_)
        | ReplayError::NoVersion
        | ReplayError::Hints { .. }
        | ReplayError::Link { .. } => {
            tally.other += 1;
            (None, message.clone())
        }
    };
    if why.trim().is_empty() || message.trim().is_empty() {
        fail("no reason given");
    }
    if let Some(index) = index {
        // Never past the last move (when the text is JSON with moves).
        let moves = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| Some(v.get("moves")?.as_array()?.len()));
        if moves.is_some_and(|n| index >= n) {
            fail("a move past the last one");
        }
    }
    let malformed = matches!(e, ReplayError::Malformed(_));
    match (blame, index) {
        (Blame::Move(k), Some(i)) if i == k => {}
        (Blame::Move(k), _) => fail(&format!("move {k} was spoiled, yet")),
        (Blame::From(k) | Blame::Entry(k), Some(i)) if i < k => {
            fail(&format!("moves before {k} were fine, yet"))
        }
        (Blame::Entry(_), None) if !malformed => fail("only entries changed, yet"),
        (Blame::Setup, _)
            if index.is_some() || !matches!(e, ReplayError::Setup(_)) && !malformed =>
        {
            fail("the setup was spoiled, yet")
        }
        (Blame::Document, _) if !malformed => fail("the JSON was spoiled, yet"),
        _ => {}
    }
}

/// Replacements: values a die cannot show, names that are no die or area,
/// cells on no sheet (some still whole numbers below 256, which the rules
/// refuse; the others cannot be read).
const BAD_VALUES: &[&str] = &[
    "0", "7", "9", "255", "256", "-1", "1.5", "6e0", "\"3\"", "null", "true", "[]", "{}",
];
const BAD_DICE: &[&str] = &[
    "\"pink\"",
    "\"White\"",
    "\"\"",
    "\"whitee\"",
    "\" white\"",
    "\"black\"",
    "3",
    "null",
    "{\"white\":1}",
    "{}",
    "[\"white\"]",
];
const BAD_CELLS: &[&str] = &[
    "16", "17", "99", "255", "256", "65536", "-1", "1.5", "1e1", "\"2\"", "null", "[2]", "{}",
];
const BAD_AREAS: &[&str] = &[
    "\"teal\"",
    "\"Yellow\"",
    "\"\"",
    "\"black\"",
    "\"greenn\"",
    "1",
    "null",
    "[]",
    "{\"green\":0}",
    "\"white\"",
];
const BAD_SETUPS: &[&str] = &[
    r#"{"players":[]}"#,
    r#"{"players":["A","B","C","D","E"]}"#,
    r#"{"players":["A"],"first":1}"#,
    r#"{"players":["A","B"],"first":2}"#,
    r#"{"players":["A"],"first":-1}"#,
    r#"{"players":["A"],"seed":-1}"#,
    r#"{"players":["A"],"seed":1.5}"#,
    r#"{"players":["A"],"variants":{"solo_passive_extra":1}}"#,
    r#"{"players":[1]}"#,
    r#"{"players":"A"}"#,
    r#"{"first":0}"#,
    r#"{}"#,
    "[]",
    "null",
    "\"setup\"",
];

/// One record with damage of kind `kind`, and what the damage must do.
fn damage(rng: &mut Rng, kind: usize, game: &Parts) -> (String, Blame) {
    let mut moves = game.moves.clone();
    let n = moves.len();
    let mut spoil = |holds: &str, patterns: &[&str], bad: &[&str]| {
        let (k, at) = find(rng, &moves, holds, patterns);
        moves[k] = replace_value(&moves[k], at, rng.pick(bad));
        k
    };
    let blame = match kind {
        0 => {
            let k = rng.below(n);
            moves.remove(k);
            Blame::From(k)
        }
        1 => {
            let k = rng.below(n);
            moves.insert(k + 1, moves[k].clone());
            Blame::From(k + 1)
        }
        2 => {
            let (i, j) = (rng.below(n), rng.below(n));
            moves.swap(i, j);
            Blame::From(i.min(j))
        }
        // A die's value in a roll (`["white",3]`: after `",`).
        3 => Blame::Move(spoil("{\"roll\"", &["\","], BAD_VALUES)),
        // A die's name in a roll, or the die taken.
        4 => Blame::Move(spoil("", &["[[", "],[", "\"die\":"], BAD_DICE)),
        5 => Blame::Move(spoil("", &["\"cell\":"], BAD_CELLS)),
        6 => {
            // The round-4 choice names an area too, if the game got there.
            let at = ["\"area\":", "\"black_x\":", "\"black6\":"];
            Blame::Move(spoil("", &at, BAD_AREAS))
        }
        7 => {
            let k = rng.below(n);
            moves[k] = random_value(rng, 3);
            Blame::Entry(k)
        }
        8 => {
            let setup = game.head.find("\"setup\":").unwrap() + "\"setup\":".len();
            let moves_at = game.head.find(",\"moves\":").unwrap();
            let head = format!(
                "{}{}{}",
                &game.head[..setup],
                rng.pick(BAD_SETUPS),
                &game.head[moves_at..]
            );
            return (format!("{head}{}]}}", moves.join(",")), Blame::Setup);
        }
        9 => {
            let text = text_of(rng, game);
            let cut: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            let at = cut[rng.below(cut.len())];
            return (text[..at].to_string(), Blame::Document);
        }
        10 => {
            let mut bytes = text_of(rng, game).into_bytes();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len());
                bytes[at] ^= 1 << rng.below(8);
            }
            let text = String::from_utf8_lossy(&bytes).into_owned();
            return (text, Blame::Unknown);
        }
        _ => {
            // A piece cut, or copied elsewhere.
            let text = text_of(rng, game);
            let cut: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            let from = rng.below(cut.len());
            let to = (from + 1 + rng.below(60)).min(cut.len() - 1);
            let piece = &text[cut[from]..cut[to]];
            let rest = format!("{}{}", &text[..cut[from]], &text[cut[to]..]);
            let text = match rng.chance(2) {
                true => rest,
                false => {
                    let at = cut[rng.below(cut.len())];
                    format!("{}{piece}{}", &text[..at], &text[at..])
                }
            };
            return (text, Blame::Unknown);
        }
    };
    (game.with(&moves), blame)
}

/// The record as written, or pretty-printed.
fn text_of(rng: &mut Rng, game: &Parts) -> String {
    match rng.chance(2) {
        true => game.with(&game.moves),
        false => game.pretty.clone(),
    }
}

#[test]
fn damaged_records_never_panic_and_always_say_what_is_wrong() {
    let mut rng = Rng::new(10);
    let games = base_games(&mut rng);
    let mut all = Outcomes::default();
    eprintln!(
        "{:<28} {:>6} {:>6} {:>9} {:>10} {:>11} {:>6} {:>6}",
        "damage", "cases", "read", "malformed", "unreadable", "not allowed", "setup", "other"
    );
    for (kind, &(name, cases)) in KINDS.iter().enumerate() {
        let mut tally = Outcomes::default();
        for _ in 0..cases {
            let game = &games[rng.below(games.len())];
            let (text, blame) = damage(&mut rng, kind, game);
            check(&text, blame, &mut tally);
        }
        let t = tally;
        eprintln!(
            "{name:<28} {:>6} {:>6} {:>9} {:>10} {:>11} {:>6} {:>6}",
            t.cases, t.read, t.malformed, t.cannot_be_read, t.not_allowed, t.setup, t.other
        );
        assert_eq!(t.cases, cases);
        all.cases += t.cases;
    }
    eprintln!("{:<28} {:>6}", "all", all.cases);
    assert!(all.cases >= 10_000);
}
