//! Properties of Twice as Clever over thousands of random games (solo and
//! 2–4 players, some seats played elsewhere): no listed action is refused;
//! `check` refuses every unlisted action probed, with a reason of its own,
//! and `apply` then changes nothing; every game ends; every total equals a
//! recount from the marks; the record replays (and writes back) alike; undo
//! is the replay of all moves but the last.

use super::*;
use crate::engine::legality::UNLISTED;
use crate::engine::twice::printed::{
    BLUE_POINTS, GREEN_TIMES, SILVER_POINTS, YELLOW_NUMBERS, YELLOW_POINTS,
};

pub(crate) const GAMES: u64 = 4_000;

/// Any action of either game, with numbers that are mostly wrong.
fn random_action(rng: &mut DiceBag) -> Action {
    let die = Die::BY_INDEX[rng.below(8) as usize];
    let areas = [
        Area::Silver,
        Area::Yellow,
        Area::Blue,
        Area::Green,
        Area::Pink,
        Area::Orange,
    ];
    let spot = Spot::new(areas[rng.below(6) as usize], rng.below(26) as u8);
    match rng.below(12) {
        0 => Action::Reroll,
        1 => Action::Finish,
        2 => Action::Take { die, spot: None },
        3 => Action::PlusOne { die, spot },
        4 => Action::Cross(spot),
        5 => Action::RoundBonus(RoundChoice::Black(areas[rng.below(6) as usize])),
        6 => {
            let n = 1 + rng.below(6) as usize;
            let pairs: Vec<(Die, u8)> = Die::TWICE[..n]
                .iter()
                .map(|&d| (d, 1 + rng.below(6) as u8))
                .collect();
            Action::Roll(Roll::new(&pairs).unwrap())
        }
        7 => Action::Return(die),
        8 => Action::Forfeit,
        9 => Action::Write {
            spot,
            value: rng.below(14) as u8,
        },
        10 => Action::RoundBonus(RoundChoice::BlackX(Area::Yellow)),
        _ => Action::Take {
            die,
            spot: Some(spot),
        },
    }
}

/// A random dice layout of the sequel's dice: 0–3 on the fields.
pub(crate) fn random_layout(rng: &mut DiceBag) -> DiceLayout {
    let mut dice = Die::TWICE;
    for i in (1..6).rev() {
        dice.swap(i, rng.below(i as u32 + 1) as usize);
    }
    let on_fields = rng.below(4) as usize;
    let valued: Vec<(Die, u8)> = dice.iter().map(|&d| (d, 1 + rng.below(6) as u8)).collect();
    DiceLayout::new(&valued[..on_fields], &valued[on_fields..]).unwrap()
}

/// The score recounted from the marks alone, by the tables of
/// docs/rules-twice.md §3 and §9 (not by the sheet's own code).
pub(crate) fn recount(sheet: &TwiceSheet) -> i32 {
    let silver: i32 = (0..4)
        .map(|row| {
            let marks = (0..6)
                .filter(|c| sheet.silver & 1 << (row * 6 + c) != 0)
                .count();
            i32::from(SILVER_POINTS[marks])
        })
        .sum();
    let yellow = i32::from(
        YELLOW_POINTS[(0..10)
            .filter(|c| sheet.yellow_crossed & 1 << c != 0)
            .count()],
    );
    let blue = i32::from(BLUE_POINTS[sheet.blue.len as usize]);
    let written = sheet.green.written();
    let green: i32 = (0..written.len() / 2)
        .map(|k| i32::from(written[2 * k]) - i32::from(written[2 * k + 1]))
        .sum();
    let pink: i32 = sheet.pink.written().iter().map(|&v| i32::from(v)).sum();
    let areas = [silver, yellow, blue, green, pink];
    let lowest = *areas.iter().min().unwrap();
    areas.iter().sum::<i32>() + i32::from(sheet.foxes) * lowest
}

/// What the marks may hold at all: each yellow cross on a circle, each
/// written blue number not above the one before, each green number a
/// multiple of its slot's multiplier within 1–6 times it.
fn marks_are_possible(sheet: &TwiceSheet) {
    assert_eq!(sheet.yellow_crossed & !sheet.yellow_circled, 0);
    assert!(sheet.yellow_circled < 1 << 10 && sheet.silver < 1 << 24);
    let blue = sheet.blue.written();
    assert!(blue.windows(2).all(|w| w[1] <= w[0]), "blue rose: {blue:?}");
    assert!(blue.iter().all(|v| (2..=12).contains(v)));
    for (i, &v) in sheet.green.written().iter().enumerate() {
        let m = GREEN_TIMES[i];
        assert!(v % m == 0 && (1..=6).contains(&(v / m)), "green {i}: {v}");
    }
    assert!(sheet.pink.written().iter().all(|v| (1..=6).contains(v)));
    for bar in [sheet.rerolls, sheet.returns, sheet.plus_ones] {
        assert!(bar.used <= bar.earned && bar.earned <= 6);
    }
    let _ = YELLOW_NUMBERS;
}

/// A setup of the sequel from `seed`: 1–4 players, any starting seat, the
/// solo variant both ways, one game in five with seats played elsewhere.
pub(crate) fn twice_setup(seed: u64) -> Setup {
    let players = 1 + (seed % 4) as usize;
    let names: Vec<&str> = ["Ada", "Bea", "Cem", "Dan"][..players].to_vec();
    let mut setup = Setup::named(&names, seed).of_game(Edition::Twice);
    setup.first = (seed / 4 % players as u64) as u8;
    setup.variants.solo_passive_extra = seed % 7 != 3;
    if players > 1 && seed % 5 == 1 {
        setup.seats = Setup::one_seat_here(players, (seed / 5 % players as u64) as usize);
    }
    setup
}

/// Plays one random game of the sequel, checking every step; returns the
/// number of moves.
fn play_checked(seed: u64) -> usize {
    let setup = twice_setup(seed);
    let mut game = Game::new(setup.clone()).unwrap();
    let mut rng = DiceBag::new(seed ^ 0xA5A5);
    let mut bag = DiceBag::new(seed);
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 2_000, "seed {seed}: the game does not end");
        let decision = game.decision();
        let state = *game.twice().unwrap();
        let listed = game.legal_actions();
        for a in &listed {
            assert_eq!(state.check(a), Ok(()), "seed {seed}: listed {a:?} refused");
        }
        // Probe unlisted actions: refused with a reason, nothing changes.
        for _ in 0..4 {
            let a = random_action(&mut rng);
            let is_roll_ok = matches!((decision, a), (Decision::Roll { dice, .. }, Action::Roll(r)) if r.set() == dice);
            if listed.contains(&a) || is_roll_ok {
                continue;
            }
            let mut probe = game.clone();
            let err = probe.apply(a).expect_err("unlisted action accepted");
            assert_ne!(
                err, UNLISTED,
                "seed {seed}: no reason for {a:?} at {decision:?}"
            );
            assert_eq!(state.check(&a), Err(err));
            assert_eq!(probe, game, "seed {seed}: a refused {a:?} changed the game");
        }
        match decision {
            Decision::Roll { .. } => {
                game.roll_from(&mut bag).unwrap();
            }
            Decision::DiceLayout { .. } => {
                game.apply(Action::DiceLayout(random_layout(&mut rng)))
                    .unwrap();
            }
            _ => {
                assert!(
                    !listed.is_empty(),
                    "seed {seed}: nothing to do at {decision:?}"
                );
                let a = listed[rng.below(listed.len() as u32) as usize];
                game.apply(a).unwrap();
            }
        }
        let s = game.twice().unwrap();
        for p in 0..s.players() {
            marks_are_possible(s.sheet(p));
            assert_eq!(i32::from(s.score(p).total), recount(s.sheet(p)));
        }
    }
    // Nobody plays on.
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.apply(Action::Finish), Err(RuleError::GameOver));
    // The record replays to the same game and writes back alike.
    let text = game.to_json();
    let back = Game::from_json(&text).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.to_json(), text);
    if seed.is_multiple_of(16) {
        let serde_text = serde_json::to_string(&game.record()).unwrap();
        assert_eq!(serde_text, text, "serde writes the record alike");
    }
    game.moves().len()
}

#[test]
fn random_games_of_the_sequel_keep_every_rule() {
    let moves: usize = (0..GAMES).map(play_checked).sum();
    assert!(
        moves > GAMES as usize * 100,
        "games are real: {moves} moves"
    );
}

/// Undo is the replay of all moves but the last, at every decision of a
/// few games.
#[test]
fn undo_is_the_replay_of_all_moves_but_the_last() {
    for seed in 0..40 {
        let mut game = Game::new(twice_setup(seed)).unwrap();
        let mut rng = DiceBag::new(seed);
        let mut bag = DiceBag::new(seed + 1);
        while !game.is_over() {
            if game.roll_from(&mut bag).is_ok() {
                continue;
            }
            if let Decision::DiceLayout { .. } = game.decision() {
                game.apply(Action::DiceLayout(random_layout(&mut rng))).ok();
                continue;
            }
            let listed = game.legal_actions();
            let a = listed[rng.below(listed.len() as u32) as usize];
            let before = game.clone();
            game.apply(a).unwrap();
            let mut undone = game.clone();
            assert_eq!(undone.undo(), Some(a));
            assert_eq!(undone.twice(), before.twice());
            assert_eq!(undone.moves(), before.moves());
        }
    }
}
