//! The sequel played by link: each device its own `Game` (its seat here,
//! the others elsewhere, its own dice), passing only link fragments, in a
//! shuffled order with duplicates; every device ends with the same totals
//! and fingerprint, and the records join to the whole game.

use crate::engine::{
    Decision, DiceBag, Edition, Game, GameId, Invitation, Link, LinkError, SeatScore,
};

fn play_by_link(players: usize, seed: u64) {
    let names: Vec<String> = ["Ada", "Bea", "Cem", "Dan"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let invitation = Link::Invitation(Invitation {
        game: GameId([9, 8, 7, 6, 5, seed as u8]),
        players: names,
        first: (seed % players as u64) as u8,
        edition: Edition::Twice,
    })
    .fragment();
    let Ok(Link::Invitation(read)) = Link::find(&invitation) else {
        panic!("{invitation}")
    };
    assert_eq!(read.edition, Edition::Twice);
    let mut devices: Vec<Game> = (0..players as u8)
        .map(|me| Game::new(read.setup(me, seed * 10 + me as u64)).unwrap())
        .collect();
    let mut bags: Vec<DiceBag> = (0..players as u64)
        .map(|i| DiceBag::new(seed + i))
        .collect();
    let mut mail: Vec<Vec<String>> = vec![Vec::new(); players];
    let mut sent_turns: Vec<Option<String>> = vec![None; players];
    let mut sent_score = vec![false; players];
    let mut rng = DiceBag::new(seed ^ 77);
    for _step in 0..200_000 {
        let d = rng.below(players as u32) as usize;
        let game = &mut devices[d];
        if !mail[d].is_empty() && rng.below(3) == 0 {
            let at = rng.below(mail[d].len() as u32) as usize;
            let text = if rng.below(4) == 0 {
                mail[d][at].clone() // a duplicate: it comes again later
            } else {
                mail[d].swap_remove(at)
            };
            game.receive(&Link::find(&text).unwrap()).unwrap();
        } else {
            match game.decision() {
                Decision::GameOver | Decision::DiceLayout { .. } => {}
                Decision::Roll { .. } => {
                    game.roll_from(&mut bags[d]).unwrap();
                }
                _ => {
                    let legal = game.legal_actions();
                    game.apply(legal[rng.below(legal.len() as u32) as usize])
                        .unwrap();
                    game.take_waiting().unwrap();
                }
            }
        }
        // A reload now and then: the record keeps what waits.
        if rng.below(50) == 0 {
            *game = Game::from_json(&game.to_json()).unwrap();
        }
        let turn = game.own_turn_link().map(|t| Link::Turn(t).fragment());
        if turn.is_some() && turn != sent_turns[d] {
            sent_turns[d] = turn.clone();
            for (o, m) in mail.iter_mut().enumerate() {
                if o != d {
                    m.push(turn.clone().unwrap());
                }
            }
        }
        if !sent_score[d] {
            if let Some(score) = game.own_score_link() {
                sent_score[d] = true;
                for (o, m) in mail.iter_mut().enumerate() {
                    if o != d {
                        m.push(Link::Score(score).fragment());
                    }
                }
            }
        }
        if devices.iter().all(|g| g.is_over()) && mail.iter().all(|m| m.is_empty()) {
            break;
        }
    }
    assert!(devices.iter().all(|g| g.is_over()), "seed {seed}: not over");
    let totals: Vec<i32> = devices[0]
        .scores()
        .iter()
        .map(|s| s.expect("every score came").total())
        .collect();
    let ranking = devices[0].friends_ranking().unwrap();
    for g in &devices {
        let mine: Vec<i32> = g.scores().iter().map(|s| s.unwrap().total()).collect();
        assert_eq!(mine, totals, "seed {seed}");
        assert_eq!(g.friends_ranking().as_ref(), Some(&ranking));
        assert_eq!(g.fingerprint(), devices[0].fingerprint());
        assert!(g.games_differ().is_empty());
        assert!(g
            .scores()
            .iter()
            .all(|s| matches!(s, Some(SeatScore::Twice(_)))));
    }
    // The seats' records join to the whole game, with the same totals.
    let whole = Game::join(&devices).unwrap();
    assert!(whole.is_over());
    assert_eq!(whole.totals(), totals, "seed {seed}");
}

#[test]
fn a_game_of_the_sequel_by_link_between_two_devices_agrees_everywhere() {
    for seed in 0..6 {
        play_by_link(2, seed);
    }
}

#[test]
fn a_game_of_the_sequel_by_link_between_four_devices_agrees_everywhere() {
    for seed in 0..4 {
        play_by_link(4, seed);
    }
}

#[test]
fn a_sequel_link_is_version_three_and_a_damaged_one_is_refused() {
    let text = Link::Invitation(Invitation {
        game: GameId([1; 6]),
        players: vec!["A".into(), "B".into()],
        first: 0,
        edition: Edition::Twice,
    })
    .fragment();
    let (kind, body) = text.split_once('=').unwrap();
    // Version 3: "Aw" starts the base64url of byte 3.
    assert!(body.starts_with('A') && kind == "join", "{text}");
    let mut changed = body.as_bytes().to_vec();
    let last = changed.len() - 2;
    changed[last] = if changed[last] == b'A' { b'B' } else { b'A' };
    let changed = format!("{kind}={}", String::from_utf8(changed).unwrap());
    assert_eq!(Link::find(&changed), Err(LinkError::Damaged));
}
