//! Seats played elsewhere ("only my sheet") and own dice: a full game
//! replayed as one seat's sheet gives that seat the same sheet and score;
//! a layout that cannot be is refused with its reason and changes nothing;
//! the setup, the record and the archive keep both.

use crate::bot::{self, Bot, GreedyBot, RandomBot};
use crate::engine::archive::{entry, read_entry};
use crate::engine::{
    Action, DiceBag, DiceLayout, DiceLayoutError, Die, Game, Place, ReplayError, RuleError, Seat,
    Setup, SetupError, Sheet,
};
use crate::engine::{Decision, Due, Event, MoveProblem};

/// A finished bot game of 2–4 players.
fn full_game(seed: u64) -> Game {
    let players = 2 + (seed % 3) as usize;
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::named(&names, seed);
    setup.first = (seed / 3 % players as u64) as u8;
    let mut bot: Box<dyn Bot> = match seed % 3 {
        0 => Box::new(GreedyBot::default()),
        1 => Box::new(RandomBot::new(seed)),
        _ => Box::new(bot::medium()),
    };
    bot::play_recorded(&setup, bot.as_mut(), &mut DiceBag::new(seed)).unwrap()
}

/// `full` as the record of seat `me`'s sheet (`Game::only_sheet_of`), the
/// other seats' turns checked to have become layouts.
fn only_my_sheet(full: &Game, me: u8) -> Game {
    let mine = full
        .only_sheet_of(me)
        .unwrap_or_else(|| panic!("seat {me} of {:?}", full.setup()));
    let layouts = mine
        .moves()
        .iter()
        .filter(|a| matches!(a, Action::DiceLayout(_)))
        .count();
    assert!(layouts > 0, "seat {me}: the other seats' turns are layouts");
    assert!(full.state().is_over());
    mine
}

#[test]
fn a_full_game_as_only_my_sheet_gives_each_seat_its_sheet() {
    for seed in 0..60u64 {
        let full = full_game(seed);
        let s = full.state();
        for me in 0..s.players() {
            let mine = only_my_sheet(&full, me);
            let m = mine.state();
            assert!(m.is_over(), "seed {seed} seat {me}: {:?}", mine.decision());
            assert_eq!(m.sheet(me), s.sheet(me), "seed {seed} seat {me}");
            assert_eq!(m.score(me), s.score(me), "seed {seed} seat {me}");
            for other in (0..s.players()).filter(|&p| p != me) {
                assert!(m.is_elsewhere(other));
                assert_eq!(
                    *m.sheet(other),
                    Sheet::default(),
                    "seed {seed}: seat {other}"
                );
            }
            // Nobody here knows who won: no ranking, and the summary says why.
            let summary = mine.summary();
            assert!(summary.winners.is_empty() && summary.ranking.is_empty());
            for (p, player) in summary.players.iter().enumerate() {
                assert_eq!(player.elsewhere, p != me as usize);
            }
            // The record and the archive keep it.
            let text = mine.to_json();
            assert!(text.contains("\"elsewhere\"") && text.contains("{\"table\":{\"fields\":"));
            assert_eq!(Game::from_json(&text).unwrap(), mine, "seed {seed}");
            let line = entry(&mine, 1_795_000_000_000, false).expect("the first game is archived");
            let (_, read) = read_entry(&line).unwrap_or_else(|e| panic!("{e:?}\n{line}"));
            assert_eq!(read.as_ref(), Some(&mine), "seed {seed}");
        }
    }
}

/// A game of three whose first seat is played elsewhere, at its table.
fn at_a_table() -> Game {
    let mut setup = Setup::named(&["Elsewhere", "Me", "Other"], 7);
    setup.seats = vec![Seat::Elsewhere, Seat::Person, Seat::Elsewhere];
    let game = Game::new(setup).unwrap();
    assert_eq!(game.decision(), Decision::DiceLayout { player: 0 });
    assert!(game.legal_actions().is_empty());
    game
}

/// The sequel's dice told by places, in its order (white, yellow, blue,
/// green, pink, silver): the same rule, its own dice.
#[cfg(feature = "twice")]
#[test]
fn a_layout_of_the_sequels_dice_told_by_places() {
    use Die::{Blue, Green, Pink, Silver, White, Yellow};
    let values = [3, 5, 2, 1, 4, 6];
    let t = DiceLayout::from_places_of(Die::TWICE, values, [2, 0, 0, 1, 0, 3]).unwrap();
    assert_eq!(t.fields(), &[(Green, 1), (White, 3), (Silver, 6)]);
    assert_eq!(t.platter(), &[(Yellow, 5), (Blue, 2), (Pink, 4)]);
    assert_eq!(t.check_twice(), Ok(()));
    assert_eq!(
        DiceLayout::from_places_of(Die::TWICE, values, [0, 0, 0, 0, 1, 1]),
        Err(DiceLayoutError::FieldTwice {
            field: 1,
            first: Pink,
            second: Silver
        })
    );
    // The first game's, by places, as `from_places` tells them.
    assert_eq!(
        DiceLayout::from_places_of(Die::ALL, values, [2, 0, 0, 1, 0, 3]),
        DiceLayout::from_places(values, [2, 0, 0, 1, 0, 3])
    );
}

fn layout(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Action {
    Action::DiceLayout(DiceLayout::new(fields, platter).unwrap())
}

use Die::{Blue as B, Green as G, Orange as O, Purple as P, White as W, Yellow as Y};

#[test]
fn a_layout_told_by_places_fills_the_fields_in_order_and_refuses_two_dice_on_one_field_or_a_gap() {
    let values = [3, 5, 2, 1, 4, 6];
    // White on field 2, green on field 1, purple on field 3, the rest on the platter.
    let t = DiceLayout::from_places(values, [2, 0, 0, 1, 0, 3]).unwrap();
    assert_eq!(t.fields(), &[(G, 1), (W, 3), (P, 6)]);
    assert_eq!(t.platter(), &[(Y, 5), (B, 2), (O, 4)]);
    assert_eq!(
        DiceLayout::from_places(values, [2, 0, 2, 1, 0, 0]),
        Err(DiceLayoutError::FieldTwice {
            field: 2,
            first: W,
            second: B
        })
    );
    assert_eq!(
        DiceLayout::from_places(values, [1, 1, 1, 1, 0, 0]),
        Err(DiceLayoutError::FieldTwice {
            field: 1,
            first: W,
            second: Y
        })
    );
    assert_eq!(
        DiceLayout::from_places(values, [0, 0, 3, 1, 0, 0]),
        Err(DiceLayoutError::FieldEmpty(2))
    );
    assert_eq!(
        DiceLayout::from_places(values, [0, 2, 0, 0, 0, 0]),
        Err(DiceLayoutError::FieldEmpty(1))
    );
    // A die placed nowhere known is missing; no die on a field is checked as today.
    assert_eq!(
        DiceLayout::from_places(values, [1, 0, 0, 0, 0, 7])
            .unwrap()
            .check(),
        Err(DiceLayoutError::Missing(P))
    );
    assert_eq!(
        DiceLayout::from_places(values, [0; 6]).unwrap().check(),
        Err(DiceLayoutError::Fields(0))
    );
}

#[test]
fn bad_layouts_are_refused_with_their_reason_and_change_nothing() {
    let game = at_a_table();
    let cases = [
        (
            layout(&[(W, 3), (Y, 5)], &[(B, 2), (G, 1), (O, 4), (W, 2)]),
            DiceLayoutError::Twice(W),
        ),
        (
            layout(&[(W, 3), (Y, 5), (B, 6), (G, 6)], &[(O, 4), (P, 2)]),
            DiceLayoutError::Fields(4),
        ),
        (
            layout(&[(W, 7), (Y, 5)], &[(B, 2), (G, 1), (O, 4), (P, 2)]),
            DiceLayoutError::Value { die: W, value: 7 },
        ),
        (
            layout(&[(W, 3), (Y, 5)], &[(B, 2), (G, 1), (O, 0), (P, 2)]),
            DiceLayoutError::Value { die: O, value: 0 },
        ),
        (
            layout(&[(W, 3), (Y, 5)], &[(B, 2), (G, 1), (O, 4)]),
            DiceLayoutError::Missing(P),
        ),
        (
            layout(&[], &[(W, 3), (Y, 5), (B, 2), (G, 1), (O, 4), (P, 2)]),
            DiceLayoutError::Fields(0),
        ),
    ];
    for (action, why) in cases {
        let mut g = game.clone();
        let state = *g.state();
        assert_eq!(state.check(&action), Err(RuleError::BadDiceLayout(why)));
        assert_eq!(
            g.apply(action),
            Err(RuleError::BadDiceLayout(why)),
            "{action:?}"
        );
        assert_eq!(g, game, "{action:?} changed the game");
        assert_eq!(*g.state(), state);
    }
    // More than six in a list cannot even be a layout: the same reason.
    let seven = [(W, 1), (Y, 1), (B, 1), (G, 1), (O, 1), (P, 1), (W, 2)];
    assert_eq!(DiceLayout::new(&seven, &[]), Err(DiceLayoutError::Twice(W)));
    assert_eq!(
        DiceLayout::new(&seven[..4], &seven),
        Err(DiceLayoutError::Twice(W))
    );
}

#[test]
fn a_layout_places_the_dice_and_the_person_picks_from_the_platter() {
    let mut game = at_a_table();
    // Anything but a layout is refused at a layout; a layout only there.
    let take = Action::Take { die: B, spot: None };
    assert_eq!(
        game.apply(take),
        Err(RuleError::NotNow {
            expected: Due::DiceLayout
        })
    );
    let roll = Action::Roll(crate::engine::Roll::new(&[(W, 1)]).unwrap());
    assert_eq!(
        game.apply(roll),
        Err(RuleError::NotNow {
            expected: Due::NoRoll
        })
    );
    let good = layout(&[(G, 6), (W, 5), (Y, 4)], &[(B, 2), (O, 1), (P, 3)]);
    let before = game.clone();
    game.apply(good).unwrap();
    // A layout is typed by hand: undo takes it back.
    assert_eq!(game.undo(), Some(good));
    assert_eq!(game, before);
    let events = game.apply(good).unwrap();
    assert!(events.contains(&Event::ToField { die: G, field: 0 }));
    assert!(events.contains(&Event::ToPlatter { die: P }));
    let s = game.state();
    assert_eq!(s.place(W), Place::Field(1));
    assert_eq!(s.place(O), Place::Platter);
    assert_eq!((s.value(Y), s.value(P)), (4, 3));
    // Only seat 1 decides: its passive pick, from the platter.
    assert_eq!(game.decision(), Decision::Passive { player: 1 });
    let legal = game.legal_actions();
    assert!(!legal.is_empty());
    assert!(legal
        .iter()
        .all(|a| matches!(*a, Action::Take { die, .. } if [B, O, P].contains(&die))));
    assert_eq!(
        game.apply(good),
        Err(RuleError::NotNow {
            expected: Due::NoDiceLayout
        })
    );
    game.apply(legal[0]).unwrap();
    // Seat 2 (elsewhere) is skipped: seat 1's own turn comes, with a roll.
    let mut bag = DiceBag::new(3);
    while let Decision::PlusOne { player: 1 } = game.decision() {
        game.apply(Action::Finish).unwrap();
    }
    game.play_until_decision(&mut bag);
    assert!(matches!(
        game.decision(),
        Decision::Pick { player: 1, .. } | Decision::DiceLayout { player: 2 }
    ));
    assert_eq!(game.state().active(), 1);
}

#[test]
fn a_bad_layout_in_a_record_is_named_by_its_index() {
    let good = at_a_table().to_json();
    let with = |layout: &str| good.replace("\"moves\":[]", &format!("\"moves\":[{layout}]"));
    let seven = with(
        r#"{"table":{"fields":[["white",7]],"platter":[["yellow",1],["blue",1],["green",1],["orange",1],["purple",1]]}}"#,
    );
    assert_eq!(
        Game::from_json(&seven),
        Err(ReplayError::Move {
            index: 0,
            error: RuleError::BadDiceLayout(DiceLayoutError::Value { die: W, value: 7 })
        })
    );
    let unknown = with(r#"{"table":{"fields":[["pink",1]],"platter":[]}}"#);
    assert_eq!(
        Game::from_json(&unknown),
        Err(ReplayError::BadMove {
            index: 0,
            why: MoveProblem::UnknownDie("pink".into())
        })
    );
    let ok = with(
        r#"{"table":{"fields":[["white",3]],"platter":[["yellow",1],["blue",1],["green",1],["orange",1],["purple",2]]}}"#,
    );
    let game = Game::from_json(&ok).unwrap();
    assert_eq!(game.to_json(), ok);
    assert_eq!(game.decision(), Decision::Passive { player: 1 });
}

#[test]
fn every_seat_elsewhere_is_no_game() {
    let mut setup = Setup::named(&["A", "B"], 1);
    setup.seats = vec![Seat::Elsewhere, Seat::Elsewhere];
    assert_eq!(
        Game::new(setup),
        Err(ReplayError::Setup(SetupError::NoSheet))
    );
    let mut solo = Setup::solo("A", 1);
    solo.seats = vec![Seat::Elsewhere];
    assert_eq!(
        Game::new(solo),
        Err(ReplayError::Setup(SetupError::NoSheet))
    );
    assert_eq!(Seat::from_name("elsewhere"), Some(Seat::Elsewhere));
    assert_eq!(Seat::Elsewhere.name(), "elsewhere");
}

#[test]
fn elsewhere_seats_get_no_round_bonus_and_no_round_choice() {
    let full = full_game(4);
    let mine = only_my_sheet(&full, 1);
    // Round 4's choice was made by seat 1 only.
    let choices = mine
        .moves()
        .iter()
        .filter(|a| matches!(a, Action::RoundBonus(_)))
        .count();
    assert_eq!(choices, 1);
    for p in [0, 2] {
        let sheet = mine.state().sheet(p);
        assert_eq!(
            (sheet.rerolls.available(), sheet.plus_ones.available()),
            (0, 0)
        );
    }
}

#[test]
fn own_dice_is_written_only_when_true() {
    let plain = Game::new(Setup::solo("A", 5)).unwrap();
    assert!(!plain.to_json().contains("own_dice"));
    assert!(!plain.summary().own_dice);
    assert!(!serde_json::to_string(&plain.summary())
        .unwrap()
        .contains("own_dice"));
    let mut setup = Setup::solo("A", 5);
    setup.own_dice = true;
    let mut game = Game::new(setup).unwrap();
    game.apply(Action::Roll(
        crate::engine::Roll::new(&[(W, 1), (Y, 2), (B, 3), (G, 4), (O, 5), (P, 6)]).unwrap(),
    ))
    .unwrap();
    let text = game.to_json();
    assert!(text.contains(r#""own_dice":true"#), "{text}");
    let read = Game::from_json(&text).unwrap();
    assert_eq!(read, game);
    assert!(read.setup().own_dice && read.summary().own_dice);
    assert!(serde_json::to_string(&read.summary())
        .unwrap()
        .contains(r#""own_dice":true"#));
}

#[test]
fn the_archive_keeps_own_dice() {
    let mut setup = Setup::solo("A", 9);
    setup.own_dice = true;
    let game = bot::play_recorded(&setup, &mut GreedyBot::default(), &mut DiceBag::new(9)).unwrap();
    let line = entry(&game, 1_795_000_000_000, false).expect("the first game is archived");
    assert!(line.contains(r#""own_dice":true"#), "{line}");
    let (read, game) = read_entry(&line).unwrap();
    assert!(read.setup.own_dice);
    assert!(game.unwrap().summary().own_dice);
}

#[test]
fn hints_answer_every_decision_of_only_my_sheet() {
    use crate::bot::advice;
    let mine = only_my_sheet(&full_game(5), 0);
    let mut game = Game::new(mine.setup().clone()).unwrap();
    for &action in mine.moves() {
        let hints = advice::hints(&game, advice::HINTS);
        match game.decision() {
            Decision::Roll { .. } | Decision::DiceLayout { .. } => assert!(hints.is_empty()),
            d => {
                assert_eq!(d.player(), Some(0));
                assert!(!hints.is_empty(), "{d:?}");
                assert!(game.state().check(&hints[0].action).is_ok());
            }
        }
        game.apply(action).unwrap();
    }
}
