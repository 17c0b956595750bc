//! Records written by version 1 of the engine (tests/data/fixtures/, see the
//! README there) must load, replay to the same game and be written back byte
//! for byte: a save never changes meaning or form when the code changes.

use clever::engine::{
    daily_seed, Action, Decision, Die, Edition, Game, Level, Link, ScoreLink, Seat, Setup,
};
use serde_json::{json, Value};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fixtures");

/// Every fixture, with the totals and outcome it must give (also in its
/// `.expected.json`, together with the exact decision, legal actions and dice).
const FIXTURES: &[(&str, &[u16], Option<&str>)] = &[
    ("v1-solo-finished", &[250], Some("What a genius!")),
    ("v1-solo-variant-finished", &[99], Some("Try harder!")),
    ("v1-3p-midgame", &[51, 28, 29], None),
    ("v1-2p-at-roll", &[7, 10], None),
    ("v1-4p-random-finished", &[63, 72, 83, 129], None),
    ("v1-seats-daily-hints", &TOTALS_SEATS, None),
    ("v1-own-dice-solo", &[95], Some("Try harder!")),
    ("v1-elsewhere-3p", &[0, 26, 0], None),
    ("v1-join-3p-finished", &TOTALS_JOIN, None),
    ("v1-join-3p-seat0-finished", &[TOTALS_JOIN[0], 0, 0], None),
    ("v1-join-3p-seat1-finished", &[0, TOTALS_JOIN[1], 0], None),
    ("v1-join-3p-seat2-finished", &[0, 0, TOTALS_JOIN[2]], None),
    ("v1-by-link-3p-seat1-midgame", &[0, 28, 0], None),
    ("v1-before-twice-2p-finished", &[107, 124], None),
    (
        "v1-by-link-3p-seat0-finished",
        &[TOTALS_JOIN[0], 0, 0],
        None,
    ),
];

/// The join fixture's totals (see `make_join_3p`).
const TOTALS_JOIN: [u16; 3] = [199, 264, 154];

/// The seats/daily/hints fixture's totals (see `make_seats_daily_hints`).
const TOTALS_SEATS: [u16; 3] = [47, 37, 29];

fn read(name: &str) -> String {
    let path = format!("{DIR}/{name}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn load(name: &str) -> (String, Game) {
    let text = read(&format!("{name}.json"));
    let game = Game::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    (text, game)
}

/// What the expectation files hold, computed from a game.
fn observed(game: &Game) -> Value {
    let s = game.state();
    json!({
        "summary": game.summary(),
        "decision": game.decision(),
        "legal_actions": game.legal_actions(),
        "dice": Die::ALL.iter().map(|&d| json!([d, s.value(d), s.place(d)])).collect::<Vec<_>>(),
        "moves": game.moves().len(),
    })
}

/// One line of a trace: the decision, how many actions are legal, and every total.
fn trace_line(game: &Game) -> Value {
    let s = game.state();
    let totals: Vec<u16> = (0..s.players()).map(|p| s.score(p).total).collect();
    json!({"decision": game.decision(), "legal": game.legal_actions().len(), "totals": totals})
}

#[test]
fn every_fixture_is_listed() {
    let mut on_disk: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            let stem = name.strip_suffix(".json")?;
            (!stem.contains('.')).then(|| stem.to_string())
        })
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = FIXTURES.iter().map(|f| f.0.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

#[test]
fn fixtures_write_back_byte_for_byte() {
    for &(name, _, _) in FIXTURES {
        let (text, game) = load(name);
        assert_eq!(game.to_json(), text, "{name}: to_json differs");
    }
}

#[test]
fn fixtures_give_their_totals_and_outcome() {
    for &(name, totals, rating) in FIXTURES {
        let (_, game) = load(name);
        let s = game.state();
        let got: Vec<u16> = (0..s.players()).map(|p| s.score(p).total).collect();
        assert_eq!(got, totals, "{name}");
        let summary = game.summary();
        assert_eq!(
            summary.rating.map(|r| serde_json::to_value(r).unwrap()),
            rating.map(Value::from),
            "{name}"
        );
        assert_eq!(summary.over, rating.is_some() || name.ends_with("finished"));
        let expected: Value = serde_json::from_str(&read(&format!("{name}.expected.json")))
            .unwrap_or_else(|e| panic!("{name}.expected.json: {e}"));
        let observed = observed(&game);
        for key in ["summary", "decision", "legal_actions", "dice", "moves"] {
            assert_eq!(observed[key], expected[key], "{name}: {key}");
        }
    }
}

#[test]
fn fixtures_replay_move_by_move_as_traced() {
    for &(name, _, _) in FIXTURES {
        let (_, whole) = load(name);
        let trace: Vec<Value> = read(&format!("{name}.trace.jsonl"))
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(trace.len(), whole.moves().len() + 1, "{name}");
        let mut game = Game::new(whole.setup().clone()).unwrap();
        assert_eq!(trace_line(&game), trace[0], "{name}: at the start");
        for (i, &action) in whole.moves().iter().enumerate() {
            game.apply(action)
                .unwrap_or_else(|e| panic!("{name}: move {i}: {e}"));
            assert_eq!(trace_line(&game), trace[i + 1], "{name}: after move {i}");
        }
        // Hints are counts, not moves: they come with the record; so do the
        // links kept by a game by link (turns waiting, scores received).
        for seat in 0..whole.state().players() {
            for _ in 0..whole.hints_used(seat) {
                game.count_hint(seat);
            }
        }
        let mut kept: Vec<Link> = whole.waiting().iter().map(|&t| Link::Turn(t)).collect();
        if let Some(id) = whole.link_id() {
            for (seat, score) in whole.received_scores().iter().enumerate() {
                if let Some(score) = *score {
                    // The fixtures are of format 1: scores without a fingerprint.
                    kept.push(Link::Score(ScoreLink {
                        game: id,
                        seat: seat as u8,
                        score,
                        fingerprint: None,
                    }));
                }
            }
        }
        for link in &kept {
            game.receive(link)
                .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        }
        assert_eq!(game, whole, "{name}");
    }
}

#[test]
fn the_solo_fixture_holds_every_kind_of_move() {
    let (text, _) = load("v1-solo-finished");
    for kind in [
        "\"reroll\"",
        "{\"plus_one\":",
        "{\"cross\":",
        "{\"choose\":{\"black_x\":",
        "\"finish\"",
    ] {
        assert!(text.contains(kind), "{kind}");
    }
    let (text, _) = load("v1-solo-variant-finished");
    assert!(text.contains("{\"choose\":{\"black6\":\"orange\"}}"));
    assert!(text.contains("\"solo_passive_extra\":false"));
    let (text, _) = load("v1-4p-random-finished");
    assert!(text.contains("\"spot\":null"));
    assert!(text.contains("\"first\":2"));
}

#[test]
fn the_seats_daily_hints_fixture_holds_all_three() {
    let (text, game) = load("v1-seats-daily-hints");
    assert!(text.contains(r#""seats":["person","medium","expert"],"daily":"2026-11-26"}"#));
    assert!(text.ends_with(r#"],"hints":[3,0,0]}"#));
    assert_eq!(game.setup().seat(2), Seat::Computer(Level::Expert));
    assert_eq!(game.setup().seed, daily_seed("2026-11-26"));
    assert_eq!(game.hints_used(0), 3);
    // Every older fixture has none of them.
    for &(name, _, _) in &FIXTURES[..5] {
        let (text, _) = load(name);
        for new in ["\"seats\"", "\"daily\"", "\"hints\""] {
            assert!(!text.contains(new), "{name}");
        }
    }
}

#[test]
fn the_own_dice_and_elsewhere_fixtures_hold_them() {
    let (text, game) = load("v1-own-dice-solo");
    assert!(text.contains(r#""variants":{"solo_passive_extra":true},"own_dice":true}"#));
    assert!(game.setup().own_dice && game.summary().own_dice);
    let (text, game) = load("v1-elsewhere-3p");
    assert!(text.contains(r#""seats":["elsewhere","person","elsewhere"],"own_dice":true}"#));
    assert!(text.contains(r#"{"table":{"fields":[["#));
    assert_eq!(game.setup().seat(0), Seat::Elsewhere);
    let summary = game.summary();
    let elsewhere: Vec<bool> = summary.players.iter().map(|p| p.elsewhere).collect();
    assert_eq!(elsewhere, [true, false, true]);
    assert_eq!(game.decision(), Decision::Passive { player: 1 });
    // Every older fixture has neither.
    for &(name, _, _) in &FIXTURES[..6] {
        let (text, _) = load(name);
        for new in ["own_dice", "elsewhere", "\"table\""] {
            assert!(!text.contains(new), "{name}");
        }
    }
}

#[test]
fn the_seat_records_of_the_join_fixture_join_to_the_whole_game() {
    let (text, whole) = load("v1-join-3p-finished");
    let seats: Vec<Game> = (0..3)
        .map(|i| load(&format!("v1-join-3p-seat{i}-finished")).1)
        .collect();
    // Any order of the records.
    for order in [[0, 1, 2], [2, 0, 1], [1, 2, 0]] {
        let records: Vec<Game> = order.iter().map(|&i| seats[i].clone()).collect();
        assert_eq!(Game::join(&records).unwrap().to_json(), text);
    }
    for (i, seat) in seats.iter().enumerate() {
        assert_eq!(
            whole.only_sheet_of(i as u8).unwrap().to_json(),
            seat.to_json()
        );
    }
    let summary = whole.summary();
    assert!(summary.over && !summary.ranking.is_empty());
}

/// How the seats/daily/hints fixture was made (once; the files are data):
/// the daily game of 2026-11-26 for a person, medium and the expert, the
/// dice drawn as the app draws them, every seat played by its level (the
/// person's by greedy), stopped in round 3; the person asked for 3 hints.
/// `cargo test --test fixtures make_seats_daily_hints -- --ignored`
#[test]
fn the_by_link_fixtures_keep_their_waiting_turns_and_scores() {
    let (_, mid) = load("v1-by-link-3p-seat1-midgame");
    assert!(mid.link_id().is_some());
    assert_eq!(mid.own_seat(), Some(1));
    // Every friend's turn came at once: those past the game's place wait.
    assert!(mid.waiting().len() >= 3, "{}", mid.waiting().len());
    assert!(mid.waiting().iter().all(|t| t.seat != 1));
    let (_, end) = load("v1-by-link-3p-seat0-finished");
    assert!(end.state().is_over() && end.waiting().is_empty());
    assert!(end.scores_missing().is_empty());
    let (_, whole) = load("v1-join-3p-finished");
    assert_eq!(end.friends_ranking(), Some(whole.state().ranking()));
    let scores: Vec<u16> = end
        .scores()
        .iter()
        .map(|s| s.unwrap().clever().unwrap().total)
        .collect();
    assert_eq!(scores, TOTALS_JOIN);
}

/// `cargo test --test fixtures make_by_link -- --ignored`
#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_by_link_3p() {
    use clever::engine::{GameId, TurnLink};
    let (_, whole) = load("v1-join-3p-finished");
    let id = GameId([0x5e, 0xed, 0x11, 0x4b, 0x2a, 0x03]);
    let turns = whole.turns_taken();
    for (me, stop, name) in [
        (1u8, Some(20usize), "v1-by-link-3p-seat1-midgame"),
        (0, None, "v1-by-link-3p-seat0-finished"),
    ] {
        let mine = whole.only_sheet_of(me).unwrap();
        let mut setup = mine.setup().clone();
        setup.by_link = Some(id);
        setup.own_dice = false;
        setup.seed = 40 + me as u64;
        let mut game = Game::new(setup).unwrap();
        // Every friend's turn sent at once, before a single own move.
        for (t, layout) in &turns {
            if t.seat != me {
                let link = TurnLink {
                    game: id,
                    round: t.round,
                    seat: t.seat,
                    layout: *layout,
                };
                game.receive(&Link::Turn(link)).unwrap();
            }
        }
        let own: Vec<Action> = mine
            .moves()
            .iter()
            .copied()
            .filter(|a| !matches!(a, Action::DiceLayout(_)))
            .collect();
        for &a in &own[..stop.unwrap_or(own.len())] {
            game.apply(a).unwrap();
            game.take_waiting().unwrap();
        }
        if stop.is_none() {
            for p in (0..3).filter(|&p| p != me) {
                let score = whole.state().score(p);
                game.receive(&Link::Score(ScoreLink {
                    game: id,
                    seat: p,
                    score: clever::engine::SeatScore::Clever(score),
                    fingerprint: None,
                }))
                .unwrap();
            }
        }
        write_fixture(name, &game);
    }
}

#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_seats_daily_hints() {
    use clever::bot::advice::decide;
    let name = "v1-seats-daily-hints";
    let mut setup = Setup::named(&["Anna", "Medium", "Expert"], daily_seed("2026-11-26"));
    setup.seats = vec![
        Seat::Person,
        Seat::Computer(Level::Medium),
        Seat::Computer(Level::Expert),
    ];
    setup.daily = Some("2026-11-26".into());
    let mut game = Game::new(setup).unwrap();
    let mut lines = vec![trace_line(&game).to_string()];
    while game.state().round() < 3 {
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_err() {
            let seat = game.decision().player().unwrap();
            let level = match game.setup().seat(seat.into()) {
                Seat::Person | Seat::Elsewhere => Level::Easy,
                Seat::Computer(level) => level,
            };
            game.apply(decide(&game, level).unwrap()).unwrap();
        }
        lines.push(trace_line(&game).to_string());
    }
    for _ in 0..3 {
        game.count_hint(0);
    }
    let path = |ext: &str| format!("{DIR}/{name}{ext}");
    assert!(
        !std::path::Path::new(&path(".json")).exists(),
        "data: never regenerated"
    );
    std::fs::write(path(".json"), game.to_json()).unwrap();
    let expected = serde_json::to_string_pretty(&observed(&game)).unwrap();
    std::fs::write(path(".expected.json"), expected + "\n").unwrap();
    std::fs::write(path(".trace.jsonl"), lines.join("\n") + "\n").unwrap();
    let s = game.state();
    let totals: Vec<u16> = (0..s.players()).map(|p| s.score(p).total).collect();
    println!("totals {totals:?}");
}

/// Writes a fixture once: the record, its expectation and its trace (a
/// line per prefix of the moves, replayed from the setup).
fn write_fixture(name: &str, game: &Game) {
    let path = |ext: &str| format!("{DIR}/{name}{ext}");
    assert!(
        !std::path::Path::new(&path(".json")).exists(),
        "data: never regenerated"
    );
    let mut replay = Game::new(game.setup().clone()).unwrap();
    let mut lines = vec![trace_line(&replay).to_string()];
    for &action in game.moves() {
        replay.apply(action).unwrap();
        lines.push(trace_line(&replay).to_string());
    }
    std::fs::write(path(".json"), game.to_json()).unwrap();
    let expected = serde_json::to_string_pretty(&observed(game)).unwrap();
    std::fs::write(path(".expected.json"), expected + "\n").unwrap();
    std::fs::write(path(".trace.jsonl"), lines.join("\n") + "\n").unwrap();
    let s = game.state();
    let totals: Vec<u16> = (0..s.players()).map(|p| s.score(p).total).collect();
    println!("{name}: totals {totals:?}");
}

/// Plays `game` to its end (or until `stop`), each seat as `level` decides,
/// the dice drawn as the app draws them.
fn play(game: &mut Game, level: Level, stop: impl Fn(&Game) -> bool) {
    use clever::bot::advice::decide;
    while !game.state().is_over() && !stop(game) {
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_err() {
            game.apply(decide(game, level).unwrap()).unwrap();
        }
    }
}

/// How the own-dice fixture was made (once; the files are data): a solo
/// game with `own_dice`, the dice drawn from seed 22 (as entered by hand),
/// played by the easy bot to the end.
/// `cargo test --test fixtures make_own_dice -- --ignored`
#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_own_dice_solo() {
    let mut setup = Setup::solo("Ada", 22);
    setup.own_dice = true;
    let mut game = Game::new(setup).unwrap();
    play(&mut game, Level::Easy, |_| false);
    write_fixture("v1-own-dice-solo", &game);
}

/// How the only-my-sheet fixture was made (once; the files are data): a
/// game of three played by the medium bot (seed 23, the third seat starts),
/// written as the record of the second seat's sheet: the other seats are
/// played elsewhere and their turns are the dice layout at the end of their
/// active part. Stopped in round 3, the second seat's passive pick to come
/// after a dice layout.
/// `cargo test --test fixtures make_elsewhere -- --ignored`
#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_elsewhere_3p() {
    let me = 1;
    let mut setup = Setup::named(&["Ann", "Bo", "Cy"], 23);
    setup.first = 2;
    setup.own_dice = true;
    let mut full = Game::new(setup.clone()).unwrap();
    play(&mut full, Level::Medium, |_| false);
    let whole = full.only_sheet_of(me).unwrap();
    let mut mine = Game::new(whole.setup().clone()).unwrap();
    for &action in whole.moves() {
        mine.apply(action).unwrap();
        let layout = matches!(action, Action::DiceLayout(_));
        if layout
            && mine.state().round() == 3
            && mine.decision() == (Decision::Passive { player: me })
        {
            break;
        }
    }
    write_fixture("v1-elsewhere-3p", &mine);
}

/// How the join fixtures were made (once; the files are data): a game of
/// three (Ann, Bo, Cy; Bo starts; own dice from seed 31) played by the
/// medium bot to the end, and each seat's record of its own sheet
/// (`only_sheet_of`), the other seats elsewhere: what three friends' apps
/// hold when they play by link. `clever join` of the three gives the first.
/// `cargo test --test fixtures make_join -- --ignored`
#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_join_3p() {
    let mut setup = Setup::named(&["Ann", "Bo", "Cy"], 31);
    setup.first = 1;
    setup.own_dice = true;
    let mut whole = Game::new(setup).unwrap();
    play(&mut whole, Level::Medium, |_| false);
    write_fixture("v1-join-3p-finished", &whole);
    for me in 0..3 {
        let mine = whole.only_sheet_of(me).unwrap();
        write_fixture(&format!("v1-join-3p-seat{me}-finished"), &mine);
    }
}

/// A record written before the engine knew a second game names none: it
/// loads as Ganz Schön Clever, replays move by move to the same game and is
/// written back without a `game` (the other checks above cover it too).
#[test]
fn a_record_from_before_the_sequel_is_the_first_game() {
    let (text, game) = load("v1-before-twice-2p-finished");
    assert!(!text.contains("\"game\""));
    assert_eq!(game.edition(), Edition::Clever);
    assert_eq!(game.setup().game, Edition::Clever);
    let mut replay = Game::new(game.setup().clone()).unwrap();
    for &action in game.moves() {
        replay.apply(action).unwrap();
    }
    assert_eq!(replay, game);
    assert_eq!(replay.to_json(), text);
    assert!(game.state().is_over());
}

/// How the fixture written just before the engine learned a second game
/// (issue 43) was made (once; the files are data): a record of the first
/// game with no `game` in its setup, two players, the second starts, easy
/// bot, to the end. It must load as *Ganz Schön Clever* and replay alike.
/// `cargo test --test fixtures make_before_twice -- --ignored`
#[test]
#[ignore = "a generator: it writes the fixture files once (they are data), and refuses to overwrite them"]
fn make_before_twice_2p() {
    let mut setup = Setup::named(&["Ada", "Bea"], 43);
    setup.first = 1;
    let mut game = Game::new(setup).unwrap();
    play(&mut game, Level::Easy, |_| false);
    write_fixture("v1-before-twice-2p-finished", &game);
}
