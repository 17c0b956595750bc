//! Properties over many random games, 1–4 players: no panic; `check`
//! accepts exactly the listed actions and `apply` refuses the others with
//! the same reason, changing nothing; a die can be used exactly when a
//! listed action uses it; the record replays to the same game; undo is the
//! replay of all moves but the last; no total ever goes down. Some games
//! have seats played elsewhere: their turns are random dice layouts, and random
//! dice layouts (most of them impossible) are probed everywhere.

use super::*;
use crate::engine::legality::UNLISTED;

const GAMES: u64 = 10_000;

fn random_action(rng: &mut DiceBag) -> Action {
    let die = Die::ALL[rng.below(6) as usize];
    let spot = Spot::new(Area::ALL[rng.below(5) as usize], rng.below(16) as u8);
    match rng.below(9) {
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
        7 => {
            // Any dice, any values 0–7, in two lists of up to six.
            let mut list = || -> Vec<(Die, u8)> {
                (0..rng.below(7))
                    .map(|_| (Die::ALL[rng.below(6) as usize], rng.below(8) as u8))
                    .collect()
            };
            let (fields, platter) = (list(), list());
            Action::DiceLayout(crate::engine::DiceLayout::new(&fields, &platter).unwrap())
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
    let mut setup = Setup {
        players: names,
        first: (seed % players as u64) as u8,
        seed,
        variants: Variants {
            solo_passive_extra: !seed.is_multiple_of(3),
        },
        seats: Vec::new(),
        daily: None,
        own_dice: false,
        by_link: None,
        game: Edition::Clever,
    };
    // One game in five: one seat here, the others played elsewhere.
    if players > 1 && seed % 5 == 1 {
        setup.seats = (0..players)
            .map(|i| match i == (seed / 5) as usize % players {
                true => Seat::Person,
                false => Seat::Elsewhere,
            })
            .collect();
        setup.own_dice = true;
    }
    let mut game = Game::new(setup).unwrap();
    let mut bag = DiceBag::new(seed);
    let mut legal = Vec::new();
    let mut list = ActionList::new();
    let mut totals = vec![0u16; players];
    let mut steps = 0;
    while !game.state().is_over() {
        steps += 1;
        assert!(steps < 2_000, "seed {seed}: the game does not end");
        let state = *game.state();
        state.legal_actions_into(&mut legal);
        // The list that allocates nothing lists the same actions, each at
        // its index.
        state.legal_actions_to(&mut list);
        assert_eq!(list.len(), legal.len(), "seed {seed}");
        assert_eq!(list.iter().collect::<Vec<_>>(), legal, "seed {seed}");
        for (i, &a) in legal.iter().enumerate() {
            assert_eq!(list.get(i), Some(a), "seed {seed}");
        }
        assert_eq!(list.get(legal.len()), None, "seed {seed}");
        if seed.is_multiple_of(50) {
            // A die's set of spots holds exactly the spots it iterates.
            for (p, die) in (0..players as u8).flat_map(|p| Die::ALL.map(|d| (p, d))) {
                let set = state.spot_set(p, die);
                let listed: Vec<Spot> = state.spots_for(p, die).collect();
                assert_eq!(set.len(), listed.len());
                for k in 0..listed.len() + 2 {
                    let mut skipping = set;
                    assert_eq!(skipping.nth(k), listed.get(k).copied(), "{die:?} {k}");
                }
                assert_eq!(set.is_empty(), !state.can_enter(p, die));
                // The three ways of finding where a die goes agree: one die
                // over every area, all six dice at once, one spot's area.
                let all = state.dice_spots(p);
                assert_eq!(all.spots(die), set, "seed {seed}: {die:?}");
                assert_eq!(all.fits().contains(die), !set.is_empty());
                let count = (all.counts >> (8 * die.index())) as u8;
                assert_eq!(usize::from(count), set.len(), "seed {seed}: {die:?}");
                for spot in Area::ALL
                    .iter()
                    .flat_map(|&a| (0..20).map(move |c| Spot::new(a, c)))
                {
                    assert_eq!(set.contains(spot), listed.contains(&spot), "{spot:?}");
                    assert_eq!(state.fits_at(p, die, spot), set.contains(spot), "{spot:?}");
                }
            }
        }
        // `check` accepts exactly the listed actions (at a roll decision:
        // a roll of exactly the named dice), `apply` refuses with the same
        // error and changes nothing, and every refusal has its own reason.
        let roll_of = match state.decision() {
            Decision::Roll { dice, .. } => Some(dice),
            _ => None,
        };
        let probes: Vec<Action> = legal
            .iter()
            .copied()
            .chain((0..4).map(|_| random_action(&mut bag)))
            .collect();
        for a in probes {
            let listed = legal.contains(&a);
            let allowed = listed
                || matches!((a, roll_of), (Action::Roll(r), Some(d)) if r.set() == d)
                || matches!((a, state.decision()), (Action::DiceLayout(t), Decision::DiceLayout { .. }) if t.check().is_ok());
            let checked = state.check(&a);
            assert_eq!(
                checked.is_ok(),
                allowed,
                "seed {seed}: {a:?} at {:?}: {checked:?}",
                state.decision()
            );
            let mut probe = state;
            match probe.apply(a) {
                Ok(_) => assert!(allowed, "seed {seed}: {a:?} applied"),
                Err(e) => {
                    assert_eq!(Err(e.clone()), checked, "seed {seed}: {a:?}");
                    assert_ne!(e, UNLISTED, "seed {seed}: no reason for refusing {a:?}");
                    assert_eq!(probe, state, "seed {seed}: refusal changed the state");
                }
            }
        }
        // A die can be used exactly when a listed action uses it; otherwise
        // `why_not_die` says why, as `check` would.
        for die in Die::ALL {
            let used = legal.iter().any(|a| {
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die)
            });
            let why = state.why_not_die(die);
            assert_eq!(
                why.is_none(),
                used,
                "seed {seed}: {die} at {:?}: {why:?}",
                state.decision()
            );
            assert_ne!(why, Some(UNLISTED), "seed {seed}: no reason for {die}");
        }
        let action = match state.decision() {
            Decision::Roll { dice, .. } => {
                assert!(legal.is_empty());
                Action::Roll(bag.roll(dice))
            }
            Decision::DiceLayout { .. } => {
                assert!(legal.is_empty());
                let roll = bag.roll(DieSet::ALL);
                let (fields, platter) = roll.dice().split_at(1 + bag.below(3) as usize);
                Action::DiceLayout(crate::engine::DiceLayout::new(fields, platter).unwrap())
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
