//! Every bot answers every decision with a legal action, solo and with
//! 2–4 players, over thousands of random positions, and never panics.

use super::features::{encode, Features, N_INPUTS};
use super::net::Net;
use super::*;
use crate::engine::{Action, Decision, DiceBag, NoLog, State, Variants};

/// Play `games` games where a random bot drives the game to varied
/// positions and `bot` is asked at each of them; its answer must be legal.
/// Every `keep`-th decision is the bot's own, so its style shapes the game.
fn check_legal(bot: &mut dyn Bot, players: u8, games: u64, seed: u64) -> usize {
    let mut bag = DiceBag::new(seed);
    let mut random = RandomBot::new(seed ^ 77);
    let mut checked = 0;
    for g in 0..games {
        let variants = Variants {
            solo_passive_extra: g % 3 != 2,
        };
        let mut s = State::new(players, (g % players as u64) as u8, variants).unwrap();
        let mut k = 0u64;
        while s.play_until_decision(&mut bag, &mut NoLog) != Decision::GameOver {
            let legal = s.legal_actions();
            let a = bot.decide(&s);
            assert!(
                legal.contains(&a),
                "illegal {a:?} at {:?}; legal {legal:?}",
                s.decision()
            );
            let hints = bot.hints(&s);
            assert_eq!(hints.len(), legal.len());
            assert!(hints
                .iter()
                .all(|h| legal.contains(&h.action) && h.value.is_finite()));
            checked += 1;
            k += 1;
            let action = if (k + g).is_multiple_of(2) {
                a
            } else {
                random.decide(&s)
            };
            s.apply_with(action, &mut NoLog)
                .expect("legal action applies");
        }
    }
    checked
}

fn all_bots() -> Vec<(&'static str, Box<dyn Bot>)> {
    BOT_NAMES
        .iter()
        .map(|&n| (n, by_name(n, 5).expect("registered")))
        .collect()
}

#[test]
fn bots_play_legally_solo() {
    for (name, mut bot) in all_bots() {
        let n = check_legal(bot.as_mut(), 1, 100, 11);
        assert!(n > 2500, "{name}: {n}");
    }
}

#[test]
fn bots_play_legally_multiplayer() {
    for (name, mut bot) in all_bots() {
        for players in 2..=4 {
            let n = check_legal(bot.as_mut(), players, 30, 100 + players as u64);
            assert!(n > 1000, "{name} {players}: {n}");
        }
    }
}

#[test]
fn features_stay_in_range() {
    let mut bag = DiceBag::new(3);
    let mut bot = RandomBot::new(3);
    let mut f = Features::default();
    for players in 1..=4u8 {
        let mut s = State::new(players, 0, Variants::default()).unwrap();
        while !s.is_over() {
            for p in 0..players {
                encode(&s, p, &mut f);
                assert!(f.iter().all(|(i, v)| i < N_INPUTS && v.is_finite()));
            }
            if s.roll_from(&mut bag, &mut NoLog).is_none() {
                let a = bot.decide(&s);
                s.apply_with(a, &mut NoLog).unwrap();
            }
        }
    }
    assert!(super::features::used_inputs() <= N_INPUTS);
}

#[test]
fn weights_round_trip() {
    let mut x = 0.25f32;
    let net = Net::random(8, 0.1, || {
        x = (x * 7.31 + 0.137) % 1.0;
        x
    });
    let back = Net::from_bytes(&net.to_bytes()).unwrap();
    assert_eq!(back.w1, net.w1);
    assert_eq!(back.w2, net.w2);
    assert!(Net::from_bytes(b"nope").is_err());
}

#[test]
fn shipped_weights_load() {
    for bytes in [MEDIUM_WEIGHTS, EXPERT_WEIGHTS] {
        Net::from_bytes(bytes).expect("the committed weights load");
    }
}

#[test]
fn expert_hints_rank_and_describe() {
    let mut bag = DiceBag::new(21);
    let mut s = State::new(1, 0, Variants::default()).unwrap();
    assert!(s.roll_from(&mut bag, &mut NoLog).is_some());
    let mut bot = expert();
    let hints = bot.hints(&s);
    assert_eq!(hints.len(), s.legal_actions().len());
    assert!(hints.windows(2).all(|w| w[0].value >= w[1].value));
    assert_eq!(hints[0].action, bot.decide(&s));
    // A fresh sheet: the expert expects a good game from here.
    assert!(hints[0].value > 150.0, "{hints:?}");
    assert!(!describe(&s, hints[0].action).is_empty());
}

#[test]
fn training_is_reproducible_from_its_seed() {
    use super::train::{train, TrainConfig};
    let cfg = TrainConfig {
        seed: 42,
        games: 60,
        hidden: 8,
        ..TrainConfig::default()
    };
    let a = train(&cfg, None, &mut |_, _| {}).to_bytes();
    let b = train(&cfg, None, &mut |_, _| {}).to_bytes();
    assert_eq!(a, b);
    let other = TrainConfig { seed: 43, ..cfg };
    assert_ne!(a, train(&other, None, &mut |_, _| {}).to_bytes());
}

#[test]
fn play_refuses_an_impossible_setup_and_reports_an_illegal_bot() {
    let mut bag = DiceBag::new(1);
    let setup = crate::engine::Setup::named(&["A", "B", "C", "D", "E"], 1);
    let e = play(&setup, &mut GreedyBot::default(), &mut bag).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the game setup is not possible: a game has 1 to 4 players, not 5"
    );
    /// Always finishes, which is never allowed at a pick.
    struct Stubborn;
    impl Bot for Stubborn {
        fn decide(&mut self, _: &State) -> Action {
            Action::Finish
        }
    }
    let solo = crate::engine::Setup::solo("A", 1);
    match play(&solo, &mut Stubborn, &mut bag) {
        Err(PlayError::Illegal { action, .. }) => assert_eq!(action, Action::Finish),
        other => panic!("{other:?}"),
    }
    let done = play(&solo, &mut GreedyBot::default(), &mut bag).unwrap();
    assert!(done.is_over());
}

#[test]
fn below_is_the_remainder() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    for n in 0..40 {
        for x in [0, 1, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1]
            .into_iter()
            .chain((0..2000).map(|_| rng.next_u64()))
        {
            assert_eq!(below(x, n), (x % n.max(1) as u64) as usize, "{x} % {n}");
        }
    }
}
