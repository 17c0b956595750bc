//! The game record: JSON, replay, refusals with their index, undo.

use super::*;
use crate::engine::record::{write_record, FORMAT, VERSION};
use crate::json::JsonProblem;

/// The names of the moves in a record.
const ACTIONS: [&str; 8] = [
    "roll", "reroll", "take", "plus_one", "finish", "cross", "choose", "table",
];

/// A move that is not shaped like one.
const SHAPE: MoveProblem = MoveProblem::Shape(JsonProblem::Shape);

fn played(moves: usize) -> Game {
    let mut g = Game::new(Setup::named(&["Anna", "Béla"], 5)).unwrap();
    let mut bag = DiceBag::new(5);
    while g.moves().len() < moves {
        if g.roll_from(&mut bag).is_err() {
            g.apply(g.legal_actions()[0]).unwrap();
        }
    }
    g
}

#[test]
fn json_round_trip_reproduces_the_game() {
    let g = played(40);
    let json = g.to_json();
    let back = Game::from_json(&json).unwrap();
    assert_eq!(back, g);
    assert!(json.starts_with(&format!(r#"{{"format":"{FORMAT}","version":{VERSION}"#)));
}

#[test]
fn the_record_reads_as_documented() {
    let json = r#"{
      "format": "clever-game", "version": 1,
      "setup": {"players": ["Anna"], "first": 0, "seed": 42,
                "variants": {"solo_passive_extra": true}},
      "moves": [
        {"roll": [["white", 3], ["yellow", 5], ["blue", 2], ["green", 6], ["orange", 1], ["purple", 4]]},
        {"take": {"die": "yellow", "spot": {"area": "yellow", "cell": 2}}},
        {"roll": [["green", 6]]},
        "reroll",
        {"roll": [["green", 2]]}
      ]
    }"#;
    let g = Game::from_json(json).unwrap();
    assert!(g.state().sheet(0).is_marked(Spot::new(Area::Yellow, 2)));
    assert_eq!(g.state().sheet(0).rerolls.used, 1);
    assert_eq!(g.moves().len(), 5);
    assert_eq!(g.state().value(Die::Green), 2);
}

#[test]
fn a_bad_record_says_what_and_where() {
    let e = Game::from_json("{not json").unwrap_err();
    assert!(matches!(e, ReplayError::Malformed(_)), "{e}");

    let e = Game::from_json(r#"{"format":"chess","version":1}"#).unwrap_err();
    assert_eq!(
        e.to_string(),
        "This is not a clever game record (format \"chess\")."
    );

    let e = Game::from_json(r#"{"format":"clever-game","version":7,"setup":{}}"#).unwrap_err();
    assert_eq!(e, ReplayError::Version("7".into()));

    let e = Game::from_json(
        r#"{"format":"clever-game","version":1,"setup":{"players":[]},"moves":[]}"#,
    )
    .unwrap_err();
    assert!(matches!(e, ReplayError::Setup(_)), "{e}");

    // Move 1 takes a die that was not rolled... move 2 puts yellow in purple.
    let json = r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":[
        {"roll":[["white",3],["yellow",5],["blue",2],["green",6],["orange",1],["purple",4]]},
        {"take":{"die":"yellow","spot":{"area":"purple","cell":0}}}]}"#;
    let e = Game::from_json(json).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Move 1 is not allowed. The yellow die cannot go to purple."
    );

    let json = r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":[
        {"roll":[["white",9]]}]}"#;
    assert_eq!(
        Game::from_json(json),
        Err(ReplayError::BadMove {
            index: 0,
            why: MoveProblem::Roll(RollError::Value {
                die: Die::White,
                value: 9
            })
        })
    );
}

/// A solo record: the documented first moves, then `bad` as move 5.
fn with_move_5(bad: &str) -> String {
    format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":[
        {{"roll":[["white",3],["yellow",5],["blue",2],["green",6],["orange",1],["purple",4]]}},
        {{"take":{{"die":"yellow","spot":{{"area":"yellow","cell":2}}}}}},
        {{"roll":[["green",6]]}},
        "reroll",
        {{"roll":[["green",2]]}},
        {bad},
        {{"roll":[["white",1],["yellow",2],["blue",3],["green",4],["orange",5],["purple",6]]}}]}}"#
    )
}

#[test]
fn a_move_that_is_not_a_move_is_named_by_its_index() {
    for (bad, why) in [
        (
            r#"{"take":{"die":"green","spot":{"area":"green","cell":65536}}}"#,
            MoveProblem::TooBig(65536),
        ),
        (
            r#"{"take":{"die":"green","spot":{"area":"pink","cell":0}}}"#,
            MoveProblem::UnknownArea("pink".into()),
        ),
        (
            r#"{"plus_one":{"die":"grey","spot":{"area":"green","cell":0}}}"#,
            MoveProblem::UnknownDie("grey".into()),
        ),
        (r#"{"roll":[["white",300]]}"#, MoveProblem::TooBig(300)),
        (
            r#"{"choose":{"black6":"red"}}"#,
            MoveProblem::UnknownArea("red".into()),
        ),
        (r#"{"cross":{"area":"yellow","cell":-1}}"#, SHAPE),
        (
            r#"{"roll":[["green",7]]}"#,
            MoveProblem::Roll(RollError::Value {
                die: Die::Green,
                value: 7,
            }),
        ),
        (
            r#"{"roll":[["white",1],["yellow",1],["blue",1],["green",1],["orange",1],["purple",1],["white",1]]}"#,
            MoveProblem::Roll(RollError::TooManyDice(7)),
        ),
        (
            r#"{"roll":[["white",1],["white",2]]}"#,
            MoveProblem::Roll(RollError::Twice(Die::White)),
        ),
        (r#""jump""#, SHAPE),
        (r#"{"cross":{"area":"yellow"}}"#, SHAPE),
        (r#"{"finish":[]}"#, SHAPE),
    ] {
        let e = Game::from_json(&with_move_5(bad)).unwrap_err();
        assert_eq!(e, ReplayError::BadMove { index: 5, why }, "{bad}");
    }
    // The well-formed move 5 replays.
    let good = r#"{"take":{"die":"green","spot":{"area":"green","cell":0}}}"#;
    assert_eq!(
        Game::from_json(&with_move_5(good)).unwrap().moves().len(),
        7
    );
    // The record is read before it is replayed: a badly shaped move is
    // reported even after one the rules would refuse.
    let json = with_move_5(r#"{"roll":[["green",7]]}"#).replace(r#""reroll","#, r#""finish","#);
    assert!(matches!(
        Game::from_json(&json),
        Err(ReplayError::BadMove { index: 5, .. })
    ));
    let json = with_move_5(good).replace(r#""reroll","#, r#""finish","#);
    assert!(matches!(
        Game::from_json(&json),
        Err(ReplayError::Move { index: 3, .. })
    ));
    // Broken JSON after a bad move is still broken JSON.
    let json = with_move_5(r#"{"roll":[["green",7]]}"#).replace("]]}]}", "]]}]");
    assert!(matches!(
        Game::from_json(&json),
        Err(ReplayError::Malformed(_))
    ));
}

#[test]
fn a_bad_move_deep_in_a_huge_record_is_named_by_its_index() {
    // 200 000 moves on one line; move 150 000 is not a move.
    let huge = |bad: &str| {
        let mut json = String::from(
            r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":["#,
        );
        for i in 0..200_000 {
            if i > 0 {
                json.push(',');
            }
            json.push_str(if i == 150_000 {
                bad
            } else {
                r#"{"roll":[["white",3]]}"#
            });
        }
        json + "]}"
    };
    let e = Game::from_json(&huge(r#"{"cross":{"area":"yellow","cell":-1}}"#)).unwrap_err();
    assert_eq!(
        e,
        ReplayError::BadMove {
            index: 150_000,
            why: SHAPE
        }
    );
    assert_eq!(
        e.to_string(),
        "Move 150000 cannot be read: it is not shaped like a move."
    );
    // Every entry a move: the rules refuse the first (one die of six).
    let e = Game::from_json(&huge(r#""finish""#)).unwrap_err();
    assert!(matches!(e, ReplayError::Move { index: 0, .. }), "{e}");
}

#[test]
fn the_version_is_reported_as_written() {
    let record = |version: &str| {
        format!(
            r#"{{"format":"clever-game","version":{version},"setup":{{"players":["A"]}},"moves":[]}}"#
        )
    };
    for (version, says) in [
        ("2", "This record has version 2; this app reads version 1."),
        (
            "-1",
            "This record has version -1; this app reads version 1.",
        ),
        (
            "4294967296",
            "This record has version 4294967296; this app reads version 1.",
        ),
        (
            "18446744073709551616",
            "This record has version 18446744073709551616; this app reads version 1.",
        ),
        (
            r#""1""#,
            r#"The version of this record must be a whole number, not "1"."#,
        ),
        (
            "1.0",
            "The version of this record must be a whole number, not 1.0.",
        ),
        (
            "null",
            "The version of this record must be a whole number, not null.",
        ),
    ] {
        let e = Game::from_json(&record(version)).unwrap_err();
        assert_eq!(e.to_string(), says, "{version}");
    }
    assert!(Game::from_json(&record("1")).is_ok());
    let e = Game::from_json(r#"{"format":"clever-game","setup":{}}"#).unwrap_err();
    assert_eq!(e, ReplayError::NoVersion);
    // A newer version's moves may look like anything: the version is what is wrong.
    let e = Game::from_json(r#"{"format":"clever-game","version":2,"moves":{"a":[1]}}"#);
    assert_eq!(e.unwrap_err(), ReplayError::Version("2".into()));
}

#[test]
fn a_byte_order_mark_is_ignored() {
    let g = played(30);
    let json = g.to_json();
    assert_eq!(Game::from_json(&format!("\u{feff}{json}")).unwrap(), g);
    // Only at the start.
    assert!(Game::from_json(&format!("{json}\u{feff}")).is_err());
}

#[test]
fn anything_but_an_object_is_not_a_game() {
    for text in ["[1,2,3]", "3", "\"clever-game\"", "null", "true", "{}"] {
        assert_eq!(
            Game::from_json(text),
            Err(ReplayError::NotAGame(String::new())),
            "{text}"
        );
    }
    assert!(matches!(
        Game::from_json(""),
        Err(ReplayError::Malformed(_))
    ));
}

#[test]
fn undo_goes_back_one_decision_never_across_a_roll() {
    let mut g = Game::new(Setup::solo("Anna", 1)).unwrap();
    assert!(!g.can_undo(), "nothing to undo");
    let roll = Action::Roll(roll_of("w3 y5 b2 g6 o1 p4"));
    g.apply(roll).unwrap();
    assert!(!g.can_undo(), "a roll is never undone");
    let before = g.clone();
    let take = Action::Take {
        die: Die::Yellow,
        spot: Some(Spot::new(Area::Yellow, 2)),
    };
    g.apply(take).unwrap();
    assert!(g.can_undo());
    assert_eq!(g.undo(), Some(take));
    assert_eq!(g, before);
    g.apply(Action::Reroll).unwrap();
    assert_eq!(
        g.undo(),
        Some(Action::Reroll),
        "a reroll not yet rolled can be taken back"
    );
    assert_eq!(g, before);
}

#[test]
fn a_refused_action_leaves_the_game_untouched() {
    let mut g = played(10);
    let before = g.clone();
    assert!(g
        .apply(Action::RoundBonus(RoundChoice::Black6(Area::Orange)))
        .is_err());
    assert_eq!(g, before);
}

#[test]
fn the_documented_example_replays() {
    let g = Game::from_json(json_blocks()[0]).unwrap();
    let sheet = g.state().sheet(0);
    assert!(sheet.is_marked(Spot::new(Area::Yellow, 2)));
    assert_eq!(sheet.green.written(), &[2]);
    assert_eq!(g.state().dice_at(Place::Platter).len(), 4);
    assert!(matches!(
        g.decision(),
        Decision::Roll {
            solo_passive: true,
            ..
        }
    ));
}

#[test]
fn dice_as_bytes_compare_and_come_back_as_sets() {
    use crate::engine::dice::{bytes_at_least, ONES};
    for bits in 0..=DieSet::ALL.0 {
        let set = DieSet(bits);
        let bytes = set.bytes();
        for die in Die::ALL {
            assert_eq!(
                (bytes >> (8 * die.index())) as u8,
                u8::from(set.contains(die))
            );
        }
        assert_eq!(bytes >> 48, 0, "{bits:#b}");
        assert_eq!(DieSet::of_bytes(bytes), set);
    }
    // Every pair of byte values below 0x80, in every lane at once.
    for a in 0..0x80u64 {
        for b in 0..0x80u64 {
            let at_least = bytes_at_least(a * ONES, b * ONES);
            assert_eq!(at_least, u64::from(a >= b) * ONES, "{a} {b}");
        }
    }
    // Lanes that differ: no borrow may cross from one to the next.
    let mut x: u64 = 1;
    for _ in 0..10_000 {
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let (a, b) = (x & 0x7F7F_7F7F_7F7F_7F7F, (x >> 1) & 0x7F7F_7F7F_7F7F_7F7F);
        let at_least = bytes_at_least(a, b);
        for lane in 0..8 {
            let (p, q) = ((a >> (8 * lane)) & 0xFF, (b >> (8 * lane)) & 0xFF);
            assert_eq!(
                (at_least >> (8 * lane)) & 0xFF,
                u64::from(p >= q),
                "{a:x} {b:x}"
            );
        }
    }
}

#[test]
fn a_die_set_serializes_as_its_dice_names() {
    let set = DieSet(0b10_0101);
    assert_eq!(
        serde_json::to_string(&set).unwrap(),
        r#"["white","blue","purple"]"#
    );
    assert_eq!(serde_json::to_string(&DieSet::default()).unwrap(), "[]");
    let d = Decision::Roll {
        player: 1,
        dice: DieSet(0b00_1010),
        reroll: true,
        solo_passive: false,
    };
    assert_eq!(
        serde_json::to_string(&d).unwrap(),
        r#"{"kind":"roll","player":1,"dice":["yellow","green"],"reroll":true,"solo_passive":false}"#
    );
}

#[test]
fn the_round_bonus_keeps_its_record_names() {
    for (action, json) in [
        (
            Action::RoundBonus(RoundChoice::BlackX(Area::Green)),
            r#"{"choose":{"black_x":"green"}}"#,
        ),
        (
            Action::RoundBonus(RoundChoice::Black6(Area::Purple)),
            r#"{"choose":{"black6":"purple"}}"#,
        ),
    ] {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
    }
    let pick = Decision::Pick { player: 0, roll: 2 };
    assert_eq!(
        serde_json::to_string(&pick).unwrap(),
        r#"{"kind":"choose","player":0,"roll":2}"#
    );
}

#[test]
fn an_impossible_setup_says_why() {
    assert_eq!(
        State::new(0, 0, Variants::default()),
        Err(SetupError::Players(0))
    );
    assert_eq!(
        State::new(5, 0, Variants::default())
            .unwrap_err()
            .to_string(),
        "a game has 1 to 4 players, not 5"
    );
    let many: Vec<String> = (0..1000).map(|i| format!("P{i}")).collect();
    let setup = Setup {
        players: many,
        ..Setup::solo("", 1)
    };
    let e = Game::new(setup).unwrap_err();
    assert_eq!(e, ReplayError::Setup(SetupError::Players(1000)));
    assert_eq!(
        e.to_string(),
        "The game setup is not possible: a game has 1 to 4 players, not 1000."
    );
    let mut setup = Setup::named(&["A", "B"], 1);
    setup.first = 2;
    assert_eq!(
        Game::new(setup).unwrap_err().to_string(),
        "The game setup is not possible: the first player must be one of the 2 players."
    );
}

#[test]
fn play_until_decision_rolls_and_records_until_a_player_decides() {
    let mut g = Game::new(Setup::named(&["A", "B"], 3)).unwrap();
    let mut bag = DiceBag::new(3);
    let events = g.play_until_decision(&mut bag);
    assert!(matches!(events[0], Event::Rolled { player: 0, .. }));
    assert!(matches!(g.moves(), [Action::Roll(r)] if r.dice().len() == 6));
    assert!(matches!(
        g.decision(),
        Decision::Pick { player: 0, roll: 1 }
    ));
    // Nothing to roll: nothing happens, and a single roll is refused.
    assert!(g.play_until_decision(&mut bag).is_empty());
    assert_eq!(g.moves().len(), 1);
    assert!(g.roll_from(&mut bag).is_err());
    // Played to the end with the same bag, State and Game agree.
    let mut s = *g.state();
    let mut same = bag.clone();
    let mut rolls = 0;
    loop {
        let before = g.moves().len();
        let d = g.play_until_decision(&mut bag);
        let d2 = s.play_until_decision(&mut same, &mut NoLog);
        rolls += g.moves().len() - before;
        assert_eq!(g.state(), &s);
        assert!(!matches!(d2, Decision::Roll { .. }));
        assert!(d.iter().all(|e| !matches!(e, Event::GameOver)) || g.state().is_over());
        if s.is_over() {
            break;
        }
        let a = g.legal_actions()[0];
        g.apply(a).unwrap();
        s.apply(a).unwrap();
    }
    assert!(rolls > 20);
    assert_eq!(Game::from_json(&g.to_json()).unwrap(), g);
}

const DOC: &str = include_str!("../../../docs/game-record.md");

/// Every ```json block of docs/game-record.md, in order.
fn json_blocks() -> Vec<&'static str> {
    DOC.split("```json")
        .skip(1)
        .map(|b| &b[..b.find("```").unwrap()])
        .collect()
}

/// The document without the spaces between its tokens (the examples'
/// strings hold none), as `to_json` writes it.
fn compact(json: &str) -> String {
    json.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn every_json_example_in_the_record_doc_reads() {
    let blocks = json_blocks();
    assert!(!blocks.is_empty());
    for block in blocks {
        if block.contains("\"format\"") {
            // A whole record: it replays, and is written back as it reads.
            let game = Game::from_json(block).unwrap_or_else(|e| panic!("{e}\n{block}"));
            assert_eq!(game.to_json(), compact(block));
        } else {
            // A single move.
            documented_move(block);
        }
    }
}

/// A move as documented: it reads, and is written back as documented.
fn documented_move(json: &str) -> Action {
    let action = read_move(json).unwrap_or_else(|e| panic!("{e}\n{json}"));
    let setup = Setup::solo("", 0);
    let alone = write_record(&setup, &[action], &[], &[]);
    assert_eq!(
        alone.replace(&compact(json), ""),
        write_record(&setup, &[], &[], &[]),
        "{json} is written as {alone}"
    );
    action
}

#[test]
fn every_documented_move_entry_reads_as_the_doc_says() {
    // The `moves` table: each row's entries (code spans in its first column),
    // with D, S and A filled in as the text below the table describes.
    let table = &DOC[DOC.find("### `moves`").unwrap()..DOC.find("Dice: `white`").unwrap()];
    let mut entries = Vec::new();
    for row in table.lines().filter(|l| l.starts_with("| `")) {
        let first = row.split(" | ").next().unwrap();
        entries.extend(first.split('`').skip(1).step_by(2));
    }
    let spot = Spot::new(Area::Yellow, 2);
    let spot_json = r#"{"area": "yellow", "cell": 2}"#;
    let mut named = Vec::new();
    for entry in entries {
        let area = if entry.contains("black6") {
            "orange"
        } else {
            "green"
        };
        let filled = entry
            .replace("[[die, value], …]", r#"[["white", 3], ["green", 6]]"#)
            .replace(": D", r#": "yellow""#)
            .replace(": S", &format!(": {spot_json}"))
            .replace(": A", &format!(": \"{area}\""));
        let name = filled.trim_start_matches(['{', '"']);
        let name = &name[..name.find('"').unwrap()];
        let expected = match name {
            "roll" => Action::Roll(roll_of("w3 g6")),
            "reroll" => Action::Reroll,
            "take" => Action::Take {
                die: Die::Yellow,
                spot: Some(spot),
            },
            "plus_one" => Action::PlusOne {
                die: Die::Yellow,
                spot,
            },
            "finish" => Action::Finish,
            "cross" => Action::Cross(spot),
            "choose" if area == "orange" => Action::RoundBonus(RoundChoice::Black6(Area::Orange)),
            "choose" => Action::RoundBonus(RoundChoice::BlackX(Area::Green)),
            "table" => {
                let dice = [(Die::White, 3), (Die::Green, 6)];
                Action::DiceLayout(crate::engine::DiceLayout::new(&dice, &dice).unwrap())
            }
            _ => panic!("an entry this test does not know: {entry}"),
        };
        assert_eq!(documented_move(&filled), expected, "{entry} as {filled}");
        named.push(name.to_string());
    }
    // Every move the reader knows is documented.
    for action in ACTIONS {
        assert!(
            named.iter().any(|n| n == action),
            "{action} is not in the table"
        );
    }
    assert!(named.iter().filter(|n| *n == "choose").count() == 2);
    // `"spot": null` (a take that enters nowhere), and a spot's cell.
    let nowhere = r#"{"take": {"die": "white", "spot": null}}"#;
    assert!(DOC.contains("`\"spot\": null`"));
    assert_eq!(
        documented_move(nowhere),
        Action::Take {
            die: Die::White,
            spot: None
        }
    );
    let words: Vec<&str> = DOC.split_whitespace().collect();
    assert!(words
        .join(" ")
        .contains("(0-based, so yellow row 1 column 3 is 2)"));
    assert_eq!(spot_on(&Sheet::default(), "yellow r1c3"), spot);
}

#[test]
fn moves_before_the_setup_replay_as_after_it() {
    let g = played(30);
    let json = g.to_json();
    let (head, moves) = json.split_at(json.find(",\"moves\"").unwrap());
    let (front, setup) = head.split_at(head.find(",\"setup\"").unwrap());
    let moves = moves.strip_suffix('}').unwrap();
    let swapped = format!("{front}{moves}{setup}}}");
    assert!(
        swapped.find("\"moves\"") < swapped.find("\"setup\""),
        "{swapped}"
    );
    assert_eq!(Game::from_json(&swapped), Ok(g));
    // The first refused move, or the first entry that is not a move, is
    // named either way; an entry that is not a move first of all.
    for text in [json.clone(), swapped] {
        let refused = text.replacen("\"moves\":[{\"roll\"", "\"moves\":[\"finish\",{\"roll\"", 1);
        assert_eq!(
            Game::from_json(&refused).unwrap_err().to_string(),
            "Move 0 is not allowed. Not now: the dice must be rolled first."
        );
        let unread = refused.replacen("\"reroll\"", "\"rerolled\"", 1);
        assert!(matches!(
            Game::from_json(&unread),
            Err(ReplayError::BadMove { index, .. }) if index > 0
        ));
    }
}

/// A 2-player daily game: a person against the expert, hints used.
fn seated(moves: usize) -> Game {
    let mut setup = Setup::named(&["Anna", "Computer"], daily_seed("2026-11-26"));
    setup.seats = vec![Seat::Person, Seat::Computer(Level::Expert)];
    setup.daily = Some("2026-11-26".into());
    let mut g = Game::new(setup).unwrap();
    while g.moves().len() < moves {
        let mut bag = g.next_roll_bag();
        if g.roll_from(&mut bag).is_err() {
            g.apply(g.legal_actions()[0]).unwrap();
        }
    }
    g.count_hint(1);
    g.count_hint(1);
    g
}

#[test]
fn seats_daily_and_hints_are_written_and_read_back() {
    let g = seated(30);
    assert_eq!(g.setup().seat(0), Seat::Person);
    assert_eq!(g.setup().seat(1), Seat::Computer(Level::Expert));
    assert_eq!((g.hints_used(0), g.hints_used(1)), (0, 2));
    let json = g.to_json();
    assert!(
        json.contains(r#""variants":{"solo_passive_extra":true},"seats":["person","expert"],"daily":"2026-11-26"},"moves":["#),
        "{json}"
    );
    assert!(json.ends_with(r#"],"hints":[0,2]}"#), "{json}");
    let back = Game::from_json(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_json(), json);
    // serde writes the same record.
    assert_eq!(serde_json::to_string(&g.record()).unwrap(), json);
}

#[test]
fn a_game_of_persons_and_no_hints_write_nothing_new() {
    let plain = played(20);
    let mut setup = plain.setup().clone();
    setup.seats = vec![Seat::Person, Seat::Person];
    let mut g = Game::new(setup).unwrap();
    // Kept normalised: every seat a person is no list at all.
    assert!(g.setup().seats.is_empty());
    assert_eq!(g.setup().seat(1), Seat::Person);
    for &a in plain.moves() {
        g.apply(a).unwrap();
    }
    assert_eq!(g, plain);
    let json = g.to_json();
    for new in ["seats", "daily", "hints"] {
        assert!(!json.contains(new), "{json}");
    }
}

#[test]
fn wrong_seats_hints_or_daily_dates_are_refused_with_the_reason() {
    let json = seated(10).to_json();
    let refused = |from: &str, to: &str| {
        assert!(json.contains(from));
        Game::from_json(&json.replace(from, to))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused(r#"["person","expert"]"#, r#"["person","expert","easy"]"#),
        "The game setup is not possible: the setup names 3 seats, but the game has 2 players."
    );
    assert_eq!(
        refused(r#"["person","expert"]"#, r#"["person","robot"]"#),
        "This is not a readable game record: it is not shaped as expected at line 1 column 199."
    );
    // Column 199: where the setup with the unknown seat ends.
    let robot = json.replace(r#"["person","expert"]"#, r#"["person","robot"]"#);
    assert_eq!(&robot[198..199], "}");
    assert!(robot[..199].ends_with(r#""seats":["person","robot"],"daily":"2026-11-26"}"#));
    for bad in [
        "2026-02-29",
        "2026-13-01",
        "2026-11-31",
        "26-11-2026",
        "2026-11-2x",
        "",
    ] {
        assert_eq!(
            refused("\"2026-11-26\"", &format!("\"{bad}\"")),
            format!(
                "The game setup is not possible: the daily challenge's date must be a real \
                 date written YYYY-MM-DD, not \"{bad}\"."
            )
        );
    }
    for good in ["2028-02-29", "2000-02-29", "2026-12-31"] {
        assert!(Game::from_json(&json.replace("2026-11-26", good)).is_ok());
    }
    assert!(Game::from_json(&json.replace("2026-11-26", "1900-02-29")).is_err());
    assert_eq!(
        refused("[0,2]", "[0,2,1]"),
        "The record counts hints for 3 seats, but the game has 2 players."
    );
    // A missing field is its default: all persons, no date, no hints.
    let bare = json
        .replace(r#","seats":["person","expert"]"#, "")
        .replace(r#","daily":"2026-11-26""#, "")
        .replace(r#","hints":[0,2]"#, "");
    let g = Game::from_json(&bare).unwrap();
    assert_eq!(g.setup().seat(1), Seat::Person);
    assert_eq!((g.setup().daily.clone(), g.hints_used(1)), (None, 0));
    assert_eq!(g.to_json(), bare);
}

#[test]
fn a_hint_used_stays_used_through_undo() {
    let mut g = seated(0);
    loop {
        let mut bag = g.next_roll_bag();
        if g.roll_from(&mut bag).is_err() {
            break;
        }
    }
    g.count_hint(0);
    g.apply(g.legal_actions()[0]).unwrap();
    assert!(g.undo().is_some());
    assert_eq!((g.hints_used(0), g.hints_used(1)), (1, 2));
    assert_eq!(g.hints_used(7), 0);
}

#[test]
fn the_next_rolls_dice_follow_the_seed_and_the_rolls_so_far() {
    // The app's rule since version 1: seed ^ rolls × 0x9E3779B97F4A7C15.
    let old = |seed: u64, k: u64| DiceBag::new(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    for (seed, k) in [(42, 0), (42, 1), (7, 13), (u64::MAX, 40)] {
        assert_eq!(
            roll_bag(seed, k).roll(DieSet::ALL),
            old(seed, k).roll(DieSet::ALL)
        );
    }
    let g = seated(25);
    let rolls = g
        .moves()
        .iter()
        .filter(|a| matches!(a, Action::Roll(_)))
        .count() as u64;
    assert!(rolls > 1);
    assert_eq!(
        g.next_roll_bag().roll(DieSet::ALL),
        roll_bag(g.setup().seed, rolls).roll(DieSet::ALL)
    );
    assert_ne!(
        roll_bag(1, 0).roll(DieSet::ALL).dice(),
        roll_bag(1, 1).roll(DieSet::ALL).dice()
    );
}

#[test]
fn the_daily_seed_is_a_fixed_hash_of_the_date() {
    // FNV-1a 64 of "clever-daily-2026-11-26", as docs/game-record.md says.
    assert_eq!(daily_seed("2026-11-26"), 2_153_317_668_647_316_527);
    assert_eq!(daily_seed("2026-11-26"), daily_seed("2026-11-26"));
    assert_ne!(daily_seed("2026-11-26"), daily_seed("2026-11-27"));
    assert_ne!(daily_seed("2026-11-26"), daily_seed("2027-11-26"));
}

// ---- serde's reading of a move, as the app read moves before `json`: the
// oracle the app's reader is held to ----

/// A move as a record writes it, with its names and numbers as written
/// (checked after reading, so that what is wrong can be named).
#[derive(serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum Recorded {
    Roll(Vec<(String, u64)>),
    Reroll,
    Take {
        die: String,
        spot: Option<WrittenSpot>,
    },
    PlusOne {
        die: String,
        spot: WrittenSpot,
    },
    Finish,
    Cross(WrittenSpot),
    Choose(WrittenChoice),
    #[serde(rename = "table")]
    DiceLayout {
        fields: Vec<(String, u64)>,
        platter: Vec<(String, u64)>,
    },
}

#[derive(serde::Deserialize)]
struct WrittenSpot {
    area: String,
    cell: u64,
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum WrittenChoice {
    BlackX(String),
    Black6(String),
}

/// One move written as the record writes it (an entry of `moves`, the
/// worker's answers): the move, or what is wrong with it (without a
/// position, which inside one entry would mislead).
pub(super) fn serde_read_move(text: &str) -> Result<Action, MoveProblem> {
    let recorded: Recorded = serde_json::from_str(text)
        .map_err(|e| MoveProblem::Shape(crate::json::JsonError::from(&e).problem))?;
    let die = |name: &str| {
        Die::ALL
            .into_iter()
            .find(|d| d.name() == name)
            .ok_or_else(|| MoveProblem::UnknownDie(name.into()))
    };
    let area = |name: &str| {
        Area::ALL
            .into_iter()
            .find(|a| a.name() == name)
            .ok_or_else(|| MoveProblem::UnknownArea(name.into()))
    };
    let number = |n: u64| u8::try_from(n).map_err(|_| MoveProblem::TooBig(n));
    let spot = |s: &WrittenSpot| Ok(Spot::new(area(&s.area)?, number(s.cell)?));
    let dice = |written: &[(String, u64)]| -> Result<Vec<(Die, u8)>, MoveProblem> {
        written
            .iter()
            .map(|(d, value)| Ok((die(d)?, number(*value)?)))
            .collect()
    };
    Ok(match recorded {
        Recorded::Roll(written) => {
            let mut pairs = Vec::with_capacity(written.len());
            for (d, value) in &written {
                pairs.push((die(d)?, number(*value)?));
            }
            Action::Roll(Roll::new(&pairs).map_err(MoveProblem::Roll)?)
        }
        Recorded::Reroll => Action::Reroll,
        Recorded::Take { die: d, spot: s } => Action::Take {
            die: die(&d)?,
            spot: s.as_ref().map(spot).transpose()?,
        },
        Recorded::PlusOne { die: d, spot: s } => Action::PlusOne {
            die: die(&d)?,
            spot: spot(&s)?,
        },
        Recorded::Finish => Action::Finish,
        Recorded::Cross(s) => Action::Cross(spot(&s)?),
        Recorded::Choose(WrittenChoice::BlackX(a)) => {
            Action::RoundBonus(RoundChoice::BlackX(area(&a)?))
        }
        Recorded::Choose(WrittenChoice::Black6(a)) => {
            Action::RoundBonus(RoundChoice::Black6(area(&a)?))
        }
        // Values 0 and 7–255 are read: the rules refuse them with the rest.
        Recorded::DiceLayout { fields, platter } => Action::DiceLayout(
            crate::engine::DiceLayout::new(&dice(&fields)?, &dice(&platter)?)
                .map_err(MoveProblem::DiceLayout)?,
        ),
    })
}

/// Records and moves are written as serde writes them; the app's reader
/// of a move and serde's agree on every move random games make and on random JSON made of moves' names: the same move, or
/// the same refusal. (Where serde calls a move of a badly shaped object,
/// such as one with two members, a syntax error, the app calls it a shape
/// error: both are "cannot be read", neither is a move.)
#[test]
fn moves_read_as_serde_reads_them() {
    use super::random::{random_game, random_value, Rng};
    let same = |text: &str| {
        let ours = read_move(text);
        let theirs = serde_read_move(text);
        match (&ours, &theirs) {
            (Err(MoveProblem::Shape(_)), Err(MoveProblem::Shape(_))) => {}
            _ => assert_eq!(ours, theirs, "{text}"),
        }
    };
    let mut rng = Rng::new(2026);
    let mut moves = 0;
    for _ in 0..300 {
        let game = random_game(&mut rng);
        // Written as serde writes them, byte for byte.
        assert_eq!(
            game.to_json(),
            serde_json::to_string(&game.record()).unwrap()
        );
        for &action in game.moves() {
            let text = crate::engine::record::move_json(action);
            assert_eq!(text, serde_json::to_string(&action).unwrap());
            assert_eq!(read_move(&text), Ok(action), "{text}");
            same(&text);
            moves += 1;
        }
    }
    assert!(moves > 5_000, "{moves}");
    // What random games do not make: a dice layout, every round choice, seats
    // played elsewhere, the players' own dice.
    let layout = crate::engine::DiceLayout::new(
        &[(Die::White, 3), (Die::Green, 6)],
        &[
            (Die::Blue, 1),
            (Die::Yellow, 2),
            (Die::Orange, 5),
            (Die::Purple, 4),
        ],
    )
    .unwrap();
    let mut actions = vec![Action::DiceLayout(layout)];
    actions.extend(RoundChoice::ALL.map(Action::RoundBonus));
    for action in actions {
        let text = crate::engine::record::move_json(action);
        assert_eq!(text, serde_json::to_string(&action).unwrap());
        assert_eq!(read_move(&text), Ok(action), "{text}");
    }
    let mut setup = Setup::named(&["A", "B"], 7);
    setup.seats = vec![Seat::Elsewhere, Seat::Computer(Level::Expert)];
    setup.own_dice = true;
    setup.daily = Some("2026-11-27".into());
    let record = Record {
        format: FORMAT.into(),
        version: VERSION,
        setup: setup.clone(),
        moves: vec![Action::DiceLayout(layout)],
        hints: vec![0, 2],
        links: Vec::new(),
    };
    assert_eq!(
        write_record(&setup, &record.moves, &record.hints, &record.links),
        serde_json::to_string(&record).unwrap()
    );
    // By link: the game's id, and the links kept.
    let mut by_link = record.clone();
    by_link.setup.by_link = Some(crate::engine::GameId([250, 1, 2, 3, 4, 99]));
    by_link.links = vec!["turn=AQID".into(), "score=Bx_-".into()];
    let written = write_record(
        &by_link.setup,
        &by_link.moves,
        &by_link.hints,
        &by_link.links,
    );
    assert_eq!(written, serde_json::to_string(&by_link).unwrap());
    assert!(written.contains("\"by_link\":\"-gECAwRj\""), "{written}");
    for _ in 0..20_000 {
        same(&random_value(&mut rng, 4));
    }
    for text in [
        r#""reroll""#,
        r#"{"reroll":null}"#,
        r#"{"finish":[]}"#,
        r#"{"take":null}"#,
        r#""take""#,
        r#"{"take":["green",null]}"#,
        r#"{"take":["green"]}"#,
        r#"{"take":{"die":"green"}}"#,
        r#"{"take":{"die":"green","spot":null,"x":1}}"#,
        r#"{"take":{"die":"green","die":"blue"}}"#,
        r#"{"take":{"die":"green","spot":["green",3]}}"#,
        r#"{"plus_one":{"die":"green"}}"#,
        r#"{"cross":["yellow",18446744073709551615]}"#,
        r#"{"cross":{"area":"yellow","cell":18446744073709551616}}"#,
        r#"{"cross":{"area":"yellow","cell":2.0}}"#,
        r#"{"roll":[["white",3,1]]}"#,
        r#"{"roll":[["white"]]}"#,
        r#"{"roll":[]}"#,
        r#"{"roll":{"white":3}}"#,
        r#"{"choose":"black_x"}"#,
        r#"{"choose":{"black_x":"yellow"}}"#,
        r#"{"choose":{"black6":3}}"#,
        r#"{"table":{"fields":[["white",3]],"platter":[]}}"#,
        r#"{"table":[[],[]]}"#,
        r#"{"table":{"fields":[]}}"#,
        r#"{"jump":1}"#,
        "",
        "[",
        "\"reroll\" x",
    ] {
        same(text);
    }
}
