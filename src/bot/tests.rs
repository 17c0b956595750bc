//! Every bot answers every decision with a legal action, solo and with
//! 2–4 players, over thousands of random positions, and never panics.

use super::features::{encode, encode_multiplayer, Features, MULTIPLAYER_INPUTS, N_INPUTS};
use super::levels::{expert_eval, EXPERT_WEIGHTS, MEDIUM_WEIGHTS, MULTIPLAYER_WEIGHTS};
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
fn half_precision_rounds_to_nearest_and_reads_back_exactly() {
    use super::net::{f16_to_f32, f32_to_f16};
    // Every finite half reads back as itself.
    for h in 0..=u16::MAX {
        let x = f16_to_f32(h);
        if x.is_finite() {
            assert_eq!(f32_to_f16(x), h, "{h:#06x} {x}");
        }
    }
    for (x, h) in [
        (1.0f32, 0x3C00u16),
        (-2.0, 0xC000),
        (65504.0, 0x7BFF),
        (70000.0, 0x7C00),
        (1.0 + 1.0 / 2048.0, 0x3C00), // a tie: to even
        (1.0 + 3.0 / 2048.0, 0x3C02), // a tie: to even, up
        (5.960_464_5e-8, 0x0001),     // the smallest subnormal
        (1.0e-9, 0x0000),
        (-0.0, 0x8000),
    ] {
        assert_eq!(f32_to_f16(x), h, "{x}");
    }
    // Between two halves, the nearer one.
    let mut x = 0.001f32;
    while x < 60000.0 {
        let h = f32_to_f16(x);
        let y = f16_to_f32(h);
        let below = f16_to_f32(h - 1);
        let above = f16_to_f32(h + 1);
        assert!(
            (x - y).abs() <= (x - below).abs() && (x - y).abs() <= (above - x).abs(),
            "{x}"
        );
        x *= 1.0137;
    }
}

#[test]
fn a_half_weights_file_reads_as_the_rounded_model() {
    let net = some_net(8);
    let half = net.to_half_bytes();
    assert_eq!(half.len() - 16, (net.to_bytes().len() - 16) / 2);
    let back = Net::from_bytes(&half).unwrap();
    let rounded = net.rounded_to_half();
    assert_eq!(back.w1, rounded.w1);
    assert_eq!(back.lin, rounded.lin);
    assert_eq!(back.to_half_bytes(), half);
    assert_ne!(back.w1, net.w1);
    let mut truncated = half.clone();
    truncated.pop();
    assert!(Net::from_bytes(&truncated).is_err());
}

#[test]
fn shipped_weights_load() {
    for bytes in [MEDIUM_WEIGHTS, EXPERT_WEIGHTS, MULTIPLAYER_WEIGHTS] {
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
fn training_on_the_experts_play_is_reproducible_and_differs_from_greedy() {
    use super::train::{train, Policy, TrainConfig};
    let greedy = TrainConfig {
        seed: 42,
        games: 8,
        hidden: 8,
        eps: 0.0,
        ..TrainConfig::default()
    };
    let search = TrainConfig {
        policy: Policy::Search {
            top: 3,
            samples: 4,
            budget: 700,
        },
        ..greedy.clone()
    };
    let a = train(&search, None, &mut |_, _| {}).to_bytes();
    assert_eq!(a, train(&search, None, &mut |_, _| {}).to_bytes());
    // The same dice and start: only the play learnt from differs.
    assert_ne!(a, train(&greedy, None, &mut |_, _| {}).to_bytes());
}

#[test]
fn multiplayer_training_is_reproducible_and_differs_from_solo() {
    use super::train::{train, TrainConfig};
    let cfg = TrainConfig {
        seed: 42,
        games: 24,
        hidden: 8,
        players: vec![2, 3, 4],
        ..TrainConfig::default()
    };
    let a = train(&cfg, None, &mut |_, _| {}).to_bytes();
    assert_eq!(a, train(&cfg, None, &mut |_, _| {}).to_bytes());
    let solo = TrainConfig {
        players: vec![1],
        ..cfg.clone()
    };
    assert_ne!(a, train(&solo, None, &mut |_, _| {}).to_bytes());
}

#[test]
fn multiplayer_training_clears_a_solo_models_multiplayer_inputs_and_keeps_a_multiplayer_models() {
    use super::train::{train, TrainConfig};
    let in_multiplayer_games = |games| TrainConfig {
        seed: 5,
        games,
        hidden: 8,
        players: vec![2],
        ..TrainConfig::default()
    };
    let multiplayer_rows = |net: &Net| {
        let hn = net.hidden;
        (
            net.lin[MULTIPLAYER_INPUTS..].to_vec(),
            net.w1[MULTIPLAYER_INPUTS * hn..].to_vec(),
        )
    };
    // A solo model (its multiplayer inputs' linear weights never trained): they
    // start at zero, so nothing it valued changes.
    let mut solo = some_net(8);
    solo.lin[MULTIPLAYER_INPUTS..].fill(0.0);
    let started = train(&in_multiplayer_games(0), Some(solo.clone()), &mut |_, _| {});
    assert!(multiplayer_rows(&started).1.iter().all(|&w| w == 0.0));
    assert!(multiplayer_rows(&solo).1.iter().any(|&w| w != 0.0));
    assert_eq!(
        started.w1[..MULTIPLAYER_INPUTS * 8],
        solo.w1[..MULTIPLAYER_INPUTS * 8]
    );
    // A multiplayer model goes on with what it learnt of them.
    let model = train(&in_multiplayer_games(12), None, &mut |_, _| {});
    assert!(multiplayer_rows(&model).0.iter().any(|&w| w != 0.0));
    let again = train(
        &in_multiplayer_games(0),
        Some(model.clone()),
        &mut |_, _| {},
    );
    assert_eq!(again.to_bytes(), model.to_bytes());
}

/// A small net with every weight set, from a fixed sequence.
fn some_net(hidden: usize) -> Net {
    let mut x = 0.25f32;
    let mut next = move || {
        x = (x * 7.31 + 0.137) % 1.0;
        x
    };
    let mut net = Net::random(hidden, 0.3, &mut next);
    for (i, w) in net.lin.iter_mut().enumerate() {
        *w = (i % 7) as f32 * 0.01 - 0.03;
    }
    for (j, w) in net.w2.iter_mut().enumerate() {
        *w = (j % 5) as f32 * 0.1 - 0.2;
    }
    net
}

/// Positions of a few random games at 1–4 players.
fn some_positions() -> Vec<State> {
    let mut out = Vec::new();
    let mut bag = DiceBag::new(9);
    let mut bot = RandomBot::new(9);
    for players in 1..=4u8 {
        let mut s = State::new(players, players - 1, Variants::default()).unwrap();
        while s.play_until_decision(&mut bag, &mut NoLog) != Decision::GameOver {
            out.push(s);
            let a = bot.decide(&s);
            s.apply_with(a, &mut NoLog).unwrap();
        }
    }
    out
}

#[test]
fn a_widened_net_values_every_position_as_before() {
    let net = some_net(8);
    let mut x = 0.5f32;
    let wide = net.widen(24, 0.3, || {
        x = (x * 3.7 + 0.11) % 1.0;
        x
    });
    assert_eq!(wide.hidden, 24);
    let mut f = Features::default();
    let mut moved = 0;
    for s in some_positions() {
        encode(&s, s.active(), &mut f);
        assert_eq!(net.output(&f), wide.output(&f));
        moved += (net.output(&f) != 0.0) as usize;
    }
    assert!(moved > 100, "{moved}");
}

#[test]
fn multiplayer_inputs_are_added_only_in_multiplayer_games() {
    let mut solo = Features::default();
    let mut multiplayer = Features::default();
    let mut seen = [0usize; 3];
    for s in some_positions() {
        for p in 0..s.players() {
            encode(&s, p, &mut solo);
            encode_multiplayer(&s, p, &mut multiplayer);
            assert_eq!(
                solo.len,
                multiplayer
                    .iter()
                    .filter(|&(i, _)| i < MULTIPLAYER_INPUTS)
                    .count()
            );
            let extra: Vec<(usize, f32)> = multiplayer
                .iter()
                .filter(|&(i, _)| i >= MULTIPLAYER_INPUTS)
                .collect();
            assert!(extra
                .iter()
                .all(|&(i, v)| i < N_INPUTS && (0.0..=1.0).contains(&v)));
            if s.players() == 1 {
                assert!(extra.is_empty());
            } else {
                // The number of players, and the picks left (0 only for
                // the last turn's active player and the last pickers).
                let count = MULTIPLAYER_INPUTS + s.players() as usize - 2;
                assert!(extra.iter().any(|&(i, _)| i == count), "{extra:?}");
                seen[0] += extra.iter().any(|&(i, _)| i == MULTIPLAYER_INPUTS + 3) as usize;
                seen[1] += extra.iter().any(|&(i, _)| i == MULTIPLAYER_INPUTS + 5) as usize;
                seen[2] += 1;
            }
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0 && seen[2] > seen[0], "{seen:?}");
}

#[test]
fn multiplayer_inputs_follow_the_turn() {
    // Three players, seat 0 starts: at its first pick, seat 1 and seat 2
    // each have their own turn and two passive picks to come (this turn's
    // and one more), seat 0 two passive picks and no turn.
    let mut bag = DiceBag::new(4);
    let mut s = State::new(3, 0, Variants::default()).unwrap();
    assert!(matches!(
        s.play_until_decision(&mut bag, &mut NoLog),
        Decision::Pick { player: 0, .. }
    ));
    let inputs = |s: &State, p: u8| {
        let mut f = Features::default();
        encode_multiplayer(s, p, &mut f);
        let get = |k: usize| {
            f.iter()
                .find(|&(i, _)| i == MULTIPLAYER_INPUTS + k)
                .map_or(0.0, |x| x.1)
        };
        (get(1), get(3), get(4), get(5))
    };
    assert_eq!(inputs(&s, 0), (1.0, 0.0, 2.0 / 3.0, 0.0));
    assert_eq!(inputs(&s, 1), (1.0, 1.0, 2.0 / 3.0, 0.0));
    // Play seat 0's turn to the passive picks, then seat 1's pick.
    let mut bot = GreedyBot::default();
    while !matches!(
        s.play_until_decision(&mut bag, &mut NoLog),
        Decision::Passive { player: 1 }
    ) {
        let a = bot.decide(&s);
        s.apply_with(a, &mut NoLog).unwrap();
    }
    assert_eq!(inputs(&s, 2), (1.0, 1.0, 2.0 / 3.0, 0.0));
    while !matches!(s.decision(), Decision::Passive { player: 2 }) {
        let a = bot.decide(&s);
        s.apply_with(a, &mut NoLog).unwrap();
    }
    // Seat 1 has picked this turn: one passive pick left (seat 2's turn is
    // its own), and its turn still to come; seat 2's pick is now.
    assert_eq!(inputs(&s, 1), (1.0, 1.0, 1.0 / 3.0, 1.0));
    assert_eq!(inputs(&s, 2), (1.0, 1.0, 2.0 / 3.0, 0.0));
}

#[test]
fn the_expert_values_multiplayer_games_with_its_multiplayer_model_and_solo_games_as_before() {
    use super::value::{Evaluator, NetEval};
    let shipped = expert_eval(true);
    let solo_only = NetEval::new(expert_net());
    let model = multiplayer_net().expect("the multiplayer model loads");
    let mut f = Features::default();
    let (mut solo, mut multiplayer) = (0, 0);
    for s in some_positions().into_iter().filter(|s| !s.is_over()) {
        let p = s.active();
        let now = s.score(p).total as f32;
        if s.players() == 1 {
            // Solo: exactly the solo network, as before the multiplayer model.
            assert_eq!(shipped.eval(&s, p), solo_only.eval(&s, p));
            solo += 1;
        } else {
            encode_multiplayer(&s, p, &mut f);
            let expected = now + super::net::SCALE * model.output(&f);
            assert_eq!(shipped.eval(&s, p), expected);
            multiplayer += (shipped.eval(&s, p) != solo_only.eval(&s, p)) as usize;
        }
    }
    assert!(solo > 20 && multiplayer > 100, "{solo} {multiplayer}");
}

#[test]
fn the_platter_counts_only_where_the_others_pick_next() {
    use super::value::{platter_gain, NetEval, DEFAULT_DEPTH};
    let ev = NetEval::new(expert_net());
    let mut bag = DiceBag::new(12);
    let mut bot = GreedyBot::default();
    let (mut before, mut at_platter) = (0, 0);
    let mut s = State::new(3, 0, Variants::default()).unwrap();
    while s.play_until_decision(&mut bag, &mut NoLog) != Decision::GameOver {
        let active = s.active();
        let g = platter_gain(&s, active, &ev, DEFAULT_DEPTH);
        match s.decision() {
            Decision::Passive { .. } => {
                let g = g.expect("the others pick from the platter");
                assert!(g.is_finite() && g.abs() < 100.0, "{g}");
                at_platter += 1;
            }
            Decision::Pick { .. } | Decision::RoundChoice { .. } => {
                assert_eq!(g, None);
                before += 1;
            }
            _ => {}
        }
        let a = bot.decide(&s);
        s.apply_with(a, &mut NoLog).unwrap();
    }
    assert!(before > 10 && at_platter > 10, "{before} {at_platter}");
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
fn the_random_bot_chooses_every_legal_action_evenly() {
    // The first pick of a solo game, asked again and again.
    let mut bag = DiceBag::new(5);
    let mut s = State::new(1, 0, Variants::default()).unwrap();
    s.play_until_decision(&mut bag, &mut NoLog);
    let legal = s.legal_actions();
    assert!(legal.len() >= 4, "{legal:?}");
    let mut bot = RandomBot::new(23);
    let mut counts = vec![0u32; legal.len()];
    let draws = 60_000;
    for _ in 0..draws {
        let a = bot.decide(&s);
        counts[legal.iter().position(|&l| l == a).unwrap()] += 1;
    }
    // Pearson's χ² against equal counts: with n - 1 degrees of freedom
    // its mean is n - 1; a skew of even 5 % would put it in the hundreds.
    let expected = f64::from(draws) / legal.len() as f64;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    let df = (legal.len() - 1) as f64;
    assert!(chi2 < 3.0 * df + 20.0, "χ² {chi2:.1} over {counts:?}");
    // Another seed, other choices.
    let mut other = RandomBot::new(24);
    let mut bot = RandomBot::new(23);
    let differ = (0..50).any(|_| other.decide(&s) != bot.decide(&s));
    assert!(differ);
}
