//! Properties over many random games, 1–4 players: no panic; every listed
//! action is accepted; unlisted ones are refused and change nothing; the
//! record replays to the same game; no total ever goes down.

use super::*;

const GAMES: u64 = 10_000;

fn random_action(rng: &mut DiceBag) -> Action {
    let die = Die::ALL[rng.below(6) as usize];
    let spot = Spot::new(Area::ALL[rng.below(5) as usize], rng.below(16) as u8);
    match rng.below(8) {
        0 => Action::Reroll,
        1 => Action::Finish,
        2 => Action::Take { die, spot: None },
        3 => Action::PlusOne { die, spot },
        4 => Action::Cross(spot),
        5 => Action::RoundBonus(RoundChoice::ALL[rng.below(5) as usize]),
        6 => {
            let n = 1 + rng.below(6) as usize;
            let pairs: Vec<(Die, u8)> = Die::ALL[..n]
                .iter()
                .map(|&d| (d, 1 + rng.below(6) as u8))
                .collect();
            Action::Roll(Roll::new(&pairs).unwrap())
        }
        _ => Action::Take {
            die,
            spot: Some(spot),
        },
    }
}

fn play_checked(seed: u64) -> usize {
    let players = 1 + (seed % 4) as usize;
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let setup = Setup {
        players: names,
        first: (seed % players as u64) as u8,
        seed,
        variants: Variants {
            solo_passive_extra: !seed.is_multiple_of(3),
        },
    };
    let mut game = Game::new(setup).unwrap();
    let mut bag = DiceBag::new(seed);
    let mut legal = Vec::new();
    let mut totals = vec![0u16; players];
    let mut steps = 0;
    while !game.state().is_over() {
        steps += 1;
        assert!(steps < 2_000, "seed {seed}: the game does not end");
        let state = *game.state();
        state.legal_actions_into(&mut legal);
        // A few actions the engine did not list must be refused untouched.
        for _ in 0..3 {
            let a = random_action(&mut bag);
            let listed = legal.contains(&a);
            let mut probe = state;
            let is_roll = matches!(a, Action::Roll(_));
            match probe.apply(a) {
                Ok(_) => assert!(
                    listed || is_roll,
                    "seed {seed}: unlisted {a:?} accepted at {:?}",
                    state.decision()
                ),
                Err(_) => {
                    assert!(!listed, "seed {seed}: listed {a:?} refused");
                    assert_eq!(probe, state, "seed {seed}: refusal changed the state");
                }
            }
        }
        let action = match state.decision() {
            Decision::Roll { dice, .. } => {
                assert!(legal.is_empty());
                Action::Roll(bag.roll(dice))
            }
            d => {
                assert!(!legal.is_empty(), "seed {seed}: no action at {d:?}");
                legal[bag.below(legal.len() as u32) as usize]
            }
        };
        let before = game.clone();
        if let Err(e) = game.apply(action) {
            panic!("seed {seed}: listed {action:?} refused: {e}");
        }
        if seed.is_multiple_of(50) {
            // Undo is the replay of all moves but the last, never across a roll.
            let mut undone = game.clone();
            if matches!(action, Action::Roll(_)) {
                assert!(!undone.can_undo() && undone.undo().is_none());
                assert_eq!(undone, game);
            } else {
                assert_eq!(undone.undo(), Some(action), "seed {seed}");
                assert_eq!(undone, before, "seed {seed}");
            }
        }
        for (p, total) in totals.iter_mut().enumerate() {
            let now = game.state().score(p as u8).total;
            assert!(now >= *total, "seed {seed}: a total went down");
            *total = now;
        }
    }
    let replayed = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(replayed, game, "seed {seed}: replay differs");
    assert!(!game.state().winners().is_empty());
    steps
}

#[test]
fn ten_thousand_random_games() {
    // Four threads share the work; each game checks itself.
    let handles: Vec<_> = (0..4u64)
        .map(|k| {
            std::thread::spawn(move || {
                (0..GAMES / 4)
                    .map(|i| play_checked(k * 1_000_000 + i))
                    .sum::<usize>()
            })
        })
        .collect();
    let steps: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    assert!(steps > GAMES as usize * 20);
}
