//! The sequel's bots: legal, in range, and the model's features and
//! training behave.

use super::bots::{play_twice, TwiceBot, TwiceGreedy, TwiceRandom};
use super::features::{encode, used_inputs, TwiceFeatures, TWICE_ACTIVE, TWICE_INPUTS};
use super::train::{evaluate_twice, train_twice};
use super::value::{TwiceEval, TwiceValueBot};
use crate::bot::advice;
use crate::bot::net::Net;
use crate::bot::train::TrainConfig;
use crate::engine::{DiceBag, Edition, Game, Level, NoLog, Setup, TwiceState, Variants};

#[test]
fn features_stay_in_range_and_below_their_bounds() {
    let mut bag = DiceBag::new(5);
    let mut bot = TwiceRandom::new(5);
    let mut f = TwiceFeatures::default();
    let mut most = 0;
    for players in 1..=4u8 {
        let mut s = TwiceState::new(players, 0, Variants::default()).unwrap();
        while !s.is_over() {
            for p in 0..players {
                encode(&s, p, &mut f);
                assert!(f.iter().all(|(i, v)| i < TWICE_INPUTS && v.is_finite()));
                most = most.max(f.len);
            }
            if s.roll_from(&mut bag, &mut NoLog).is_none() {
                let a = bot.decide(&s);
                s.apply_with(a, &mut NoLog).unwrap();
            }
        }
    }
    // Never cut short: fewer active inputs than the room for them.
    assert!(most < TWICE_ACTIVE, "{most}");
    assert!(used_inputs() <= TWICE_INPUTS);
}

#[test]
fn an_untrained_model_plays_legal_games_as_a_greedy_player() {
    let mut bag = DiceBag::new(8);
    let mut bot = TwiceValueBot::new(TwiceEval::untrained(8));
    for players in 1..=4 {
        let names: Vec<&str> = (0..players).map(|_| "").collect();
        let s = play_twice(&Setup::named(&names, 8), &mut bot, &mut bag).unwrap();
        assert!(s.is_over());
    }
    // Its values are the totals, so it plays better than chance.
    let (mean, _) = evaluate_twice(&Net::zero_over(TWICE_INPUTS, 4), 9, 30);
    let mut random = TwiceRandom::new(9);
    let mut bag = DiceBag::new(9);
    let random_mean = (0..30)
        .map(|_| {
            let s = play_twice(&Setup::named(&[""], 9), &mut random, &mut bag).unwrap();
            f64::from(s.score(0).total)
        })
        .sum::<f64>()
        / 30.0;
    assert!(mean > random_mean + 30.0, "{mean} vs {random_mean}");
}

#[test]
fn training_is_reproducible_and_learns() {
    let cfg = TrainConfig {
        seed: 4,
        games: 300,
        hidden: 8,
        lr: 0.01,
        ..TrainConfig::default()
    };
    let a = train_twice(&cfg, None, &mut |_, _| {});
    let b = train_twice(&cfg, None, &mut |_, _| {});
    assert_eq!(a.w1, b.w1);
    assert_eq!(a.lin, b.lin);
    // The model moved off its start, and reads back from its file.
    assert!(a.lin.iter().any(|&w| w != 0.0));
    let back = Net::from_bytes_over(&a.to_bytes(), TWICE_INPUTS).unwrap();
    assert_eq!(back.w2, a.w2);
    assert!(
        Net::from_bytes(&a.to_bytes()).is_err(),
        "not the first game's"
    );
}

/// A solo game of the sequel played to its end by `bot`, rolling as the
/// app rolls (the review's expert rolls so too).
fn played_as_the_app_rolls(seed: u64, bot: &mut dyn TwiceBot, until: usize) -> Game {
    let setup = Setup::named(&["Anna"], seed).of_game(Edition::Twice);
    let mut game = Game::new(setup).unwrap();
    while !game.is_over() && game.moves().len() < until {
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_err() {
            let a = bot.decide(game.twice().unwrap());
            game.apply(a).unwrap();
        }
    }
    // Stopped early: at a decision, not a roll.
    while !game.is_over() {
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_err() {
            break;
        }
    }
    game
}

#[test]
fn every_level_and_the_hints_decide_the_sequel_legally() {
    let game = played_as_the_app_rolls(21, &mut TwiceGreedy::default(), 25);
    assert!(game.twice().is_some() && !game.is_over());
    let legal = game.twice().unwrap().legal_actions();
    for level in [Level::Easy, Level::Medium, Level::Expert] {
        let a = advice::decide(&game, level).expect("a decision to make");
        assert!(legal.contains(&a), "{level:?}: {a:?}");
    }
    let hints = advice::hints(&game, 3);
    assert_eq!(hints.len(), 3.min(legal.len()));
    assert!(hints.windows(2).all(|w| w[0].value >= w[1].value));
    let now = f32::from(game.twice().unwrap().score(0).total);
    assert!(hints.iter().all(|h| (h.value - now - h.gain).abs() < 1e-3));
    // The expert plays its best hint.
    assert_eq!(advice::decide(&game, Level::Expert), Some(hints[0].action));
}

#[test]
fn a_finished_sequel_game_is_reviewed_against_the_expert_on_the_same_dice() {
    let game = played_as_the_app_rolls(22, &mut TwiceGreedy::default(), usize::MAX);
    assert!(game.is_over());
    advice::reviewable(&game).unwrap();
    let r = advice::review(&game);
    assert_eq!(r.yours, i32::from(game.twice().unwrap().score(0).total));
    let expert = r.expert_game.twice().unwrap();
    assert!(expert.is_over());
    assert_eq!(r.expert, i32::from(expert.score(0).total));
    assert!(r.expert > r.yours, "{} vs greedy {}", r.expert, r.yours);
    assert!(!r.costly.is_empty() && r.costly.len() <= advice::COSTLY);
    for c in &r.costly {
        assert_eq!(game.moves()[c.index], c.yours);
        assert!(c.loss > 0.0 && c.yours != c.best);
    }
    assert!(r.costly.windows(2).all(|w| w[0].loss >= w[1].loss));
    // Not yet over, or not solo: no review.
    let mid = played_as_the_app_rolls(22, &mut TwiceGreedy::default(), 20);
    assert!(advice::reviewable(&mid).is_err());
}
