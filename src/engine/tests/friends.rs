//! Play by link: a full game split into each seat's device, every friend's
//! turn delivered as a link in a shuffled order (early, twice), gives each
//! seat the sheet of the full game; bad links change nothing; the record
//! keeps what waits; undo gives back only the player's own decisions.

use crate::bot::{self, Bot, GreedyBot, RandomBot};
use crate::engine::{
    Action, Arrival, Decision, DiceBag, DiceLayout, Die, Game, GameId, Link, LinkRefusal, NoUndo,
    ScoreLink, Seat, SeatScore, SentPart, Setup, SetupError, TurnLink, TurnOf,
};

fn full_game(seed: u64) -> Game {
    let players = 2 + (seed % 3) as usize;
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::named(&names, seed);
    setup.first = (seed / 3 % players as u64) as u8;
    let mut bot: Box<dyn Bot> = match seed % 2 {
        0 => Box::new(GreedyBot::default()),
        _ => Box::new(RandomBot::new(seed)),
    };
    bot::play_recorded(&setup, bot.as_mut(), &mut DiceBag::new(seed)).unwrap()
}

const ID: GameId = GameId([1, 2, 3, 4, 5, 6]);

/// Seat `me`'s device at the start: the full game's setup, by link.
fn device(full: &Game, me: u8) -> Game {
    let mut setup = full.setup().clone();
    setup.seats = Setup::one_seat_here(setup.players.len(), me as usize);
    setup.by_link = Some(ID);
    Game::new(setup).unwrap()
}

/// The friends' turns of the full game as links, for seat `me`.
fn links_for(full: &Game, me: u8) -> Vec<TurnLink> {
    full.turns_taken()
        .into_iter()
        .filter(|(t, _)| t.seat != me)
        .map(|(t, layout)| TurnLink {
            game: ID,
            round: t.round,
            seat: t.seat,
            layout,
        })
        .collect()
}

/// Seat `me`'s device with every friend's turn received first, then its own
/// moves played until the game is over (each friend's turn that waited for
/// a step taken after it).
fn played_to_the_end(full: &Game, me: u8) -> Game {
    let mut game = device(full, me);
    for link in links_for(full, me) {
        game.receive(&Link::Turn(link)).unwrap();
    }
    for &a in full.only_sheet_of(me).unwrap().moves() {
        if !matches!(a, Action::DiceLayout(_)) {
            game.apply(a).unwrap();
            game.take_waiting().unwrap();
        }
    }
    assert!(game.state().is_over());
    game
}

/// A small shuffle, the same for a seed.
fn shuffled<T>(mut items: Vec<T>, seed: u64) -> Vec<T> {
    let mut bag = DiceBag::new(seed);
    for i in (1..items.len()).rev() {
        items.swap(i, bag.below(i as u32 + 1) as usize);
    }
    items
}

#[test]
fn each_device_ends_with_its_seats_sheet_whatever_order_the_links_come_in() {
    for seed in 0..24u64 {
        let full = full_game(seed);
        let mut devices = Vec::new();
        for me in 0..full.state().players() {
            let mine = full.only_sheet_of(me).unwrap();
            let mut game = device(&full, me);
            // Each device rolls from a seed of its own.
            game = {
                let mut setup = game.setup().clone();
                setup.seed = seed * 10 + me as u64;
                Game::new(setup).unwrap()
            };
            let links = links_for(&full, me);
            // Half the links come at once, early, shuffled (one twice).
            let (early, later) = links.split_at(links.len() / 2);
            let mut given = shuffled(early.to_vec(), seed);
            given.push(early[0]);
            for link in &given {
                let arrival = game.receive(&Link::Turn(*link)).unwrap();
                assert!(
                    !matches!(arrival, Arrival::Score(_) | Arrival::Invitation),
                    "{arrival:?}"
                );
            }
            let mut later = later.iter();
            // A friend's turn arrives when the game waits for it.
            let mut deliver = |game: &mut Game| {
                while matches!(game.decision(), crate::engine::Decision::DiceLayout { .. }) {
                    let link = later.next().expect("a link for every turn left");
                    match game.receive(&Link::Turn(*link)).unwrap() {
                        Arrival::Taken(turns) => assert_eq!(turns[0].seat, link.seat),
                        other => panic!("seed {seed} seat {me}: {other:?}"),
                    }
                }
            };
            for &action in mine.moves() {
                if !matches!(action, Action::DiceLayout(_)) {
                    deliver(&mut game);
                    game.apply(action).unwrap();
                    game.take_waiting().unwrap();
                }
            }
            deliver(&mut game);
            assert_eq!(game.moves(), mine.moves(), "seed {seed} seat {me}");
            assert_eq!(game.state(), mine.state(), "seed {seed} seat {me}");
            let _ = &game;
            assert!(game.waiting().is_empty());
            assert_eq!(
                game.own_turn_link().map(|l| l.seat),
                Some(me),
                "the own last turn's link"
            );
            devices.push(game);
        }
        // The devices' records join to the full game.
        let joined = Game::join(&devices).unwrap();
        assert_eq!(joined.moves(), full.moves(), "seed {seed}");
        assert_eq!(joined.state(), full.state(), "seed {seed}");
    }
}

#[test]
fn the_own_turns_links_are_the_full_games_turns() {
    for seed in 0..12u64 {
        let full = full_game(seed);
        let whole = full.turns_taken();
        assert_eq!(
            whole.len(),
            full.state().rounds() as usize * full.state().players() as usize
        );
        for me in 0..full.state().players() {
            let mine = full.only_sheet_of(me).unwrap();
            let mut setup = mine.setup().clone();
            setup.by_link = Some(ID);
            let mut game = Game::new(setup).unwrap();
            for &a in mine.moves() {
                game.apply(a).unwrap();
            }
            assert_eq!(game.turns_taken(), whole, "seed {seed} seat {me}");
        }
    }
}

#[test]
fn scores_fill_the_ranking_and_ties_go_by_the_best_area() {
    let full = full_game(4);
    let n = full.state().players();
    let me = 1;
    let mut game = played_to_the_end(&full, me);
    assert_eq!(game.friends_ranking(), None, "scores missing");
    let others: Vec<u8> = (0..n).filter(|&p| p != me).collect();
    assert_eq!(game.scores_missing(), others);
    for &p in &others {
        let link = Link::Score(ScoreLink {
            game: ID,
            seat: p,
            score: SeatScore::Clever(full.state().score(p)),
            fingerprint: full.fingerprint(),
        });
        assert_eq!(game.receive(&link), Ok(Arrival::Score(p)));
        assert_eq!(game.receive(&link), Ok(Arrival::ScoreAgain(p)));
    }
    assert!(game.scores_missing().is_empty());
    assert_eq!(game.friends_ranking(), Some(full.state().ranking()));
    // A different score for a seat already in is refused.
    let mut other = full.state().score(others[0]);
    other.total += 1;
    let link = Link::Score(ScoreLink {
        game: ID,
        seat: others[0],
        score: SeatScore::Clever(other),
        fingerprint: full.fingerprint(),
    });
    assert_eq!(
        game.receive(&link),
        Err(LinkRefusal::ScoreDiffers(others[0]))
    );
    // The record keeps the scores.
    let read = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(read, game);
    assert_eq!(read.friends_ranking(), Some(full.state().ranking()));
}

#[test]
fn bad_links_are_refused_and_change_nothing() {
    let full = full_game(7);
    let me = 0;
    let game = device(&full, me);
    let links = links_for(&full, me);
    let refused = |link: Link, why: LinkRefusal| {
        let mut g = game.clone();
        assert_eq!(g.receive(&link), Err(why));
        assert_eq!(g, game);
    };
    let mut other = links[0];
    other.game = GameId([9; 6]);
    refused(Link::Turn(other), LinkRefusal::OtherGame);
    let mut own = links[0];
    own.seat = me;
    refused(Link::Turn(own), LinkRefusal::OwnSeat(me));
    let mut far = links[0];
    far.seat = 3;
    if full.state().players() < 4 {
        refused(Link::Turn(far), LinkRefusal::NoSeat(3));
    }
    let mut late = links[0];
    late.round = 6;
    if full.state().rounds() < 6 {
        refused(Link::Turn(late), LinkRefusal::NoRound(6));
    }
    // The same seat and round with other dice than the ones that came.
    let mut g = game.clone();
    g.receive(&Link::Turn(links[0])).unwrap();
    let mut changed = links[0];
    let d = |die, v| (die, v);
    changed.layout = DiceLayout::new(
        &[d(Die::White, 1)],
        &[
            d(Die::Yellow, 1),
            d(Die::Blue, 1),
            d(Die::Green, 1),
            d(Die::Orange, 1),
            d(Die::Purple, 1),
        ],
    )
    .unwrap();
    if changed.layout != links[0].layout {
        let before = g.clone();
        let turn = TurnOf {
            round: changed.round,
            seat: changed.seat,
        };
        assert_eq!(
            g.receive(&Link::Turn(changed)),
            Err(LinkRefusal::Differs(turn))
        );
        assert_eq!(g, before);
    }
    // Not a game by link.
    let mut plain = full.only_sheet_of(me).unwrap();
    assert_eq!(
        plain.receive(&Link::Turn(links[0])),
        Err(LinkRefusal::NotByLink)
    );
}

#[test]
fn a_setup_by_link_has_one_person_here_and_the_rest_elsewhere() {
    let mut setup = Setup::named(&["A", "B", "C"], 1);
    setup.by_link = Some(ID);
    assert_eq!(
        Game::new(setup.clone()).err().map(|e| format!("{e:?}")),
        Some(format!(
            "{:?}",
            crate::engine::ReplayError::Setup(SetupError::ByLink)
        ))
    );
    setup.seats = vec![Seat::Elsewhere, Seat::Person, Seat::Elsewhere];
    assert!(Game::new(setup.clone()).is_ok());
    setup.seats = vec![Seat::Elsewhere, Seat::Person, Seat::Person];
    assert!(Game::new(setup).is_err());
}

#[test]
fn waiting_turns_survive_the_record_and_undo_gives_back_only_own_decisions() {
    let full = full_game(10);
    let me = full.setup().first;
    let mine = full.only_sheet_of(me).unwrap();
    let mut game = device(&full, me);
    let links = links_for(&full, me);
    // Everything the friends sent, at once, before a single own move.
    for link in shuffled(links.clone(), 3) {
        let _ = game.receive(&Link::Turn(link)).unwrap();
    }
    assert_eq!(game.waiting().len(), links.len());
    let text = game.to_json();
    assert!(text.contains("\"links\":[\"turn="), "{text}");
    let read = Game::from_json(&text).unwrap();
    assert_eq!(read, game);
    // Play the own moves until the first friend's turn has been taken.
    let mut played = 0;
    for &a in mine.moves() {
        if matches!(a, Action::DiceLayout(_)) {
            continue;
        }
        game.apply(a).unwrap();
        played += 1;
        if !game.take_waiting().unwrap().is_empty() {
            break;
        }
    }
    assert!(played > 0);
    assert!(matches!(game.moves().last(), Some(Action::DiceLayout(_))));
    // The own turn before it was sent: undo changes nothing and says so.
    let sent = game.sent().expect("the own turn lies");
    assert_eq!(sent.what, SentPart::Turn(TurnOf { round: 1, seat: me }));
    let own_last = game.moves()[..game.moves().len() - 1]
        .iter()
        .rposition(|a| !matches!(a, Action::DiceLayout(_)))
        .unwrap();
    let before = game.clone();
    if own_last < sent.moves {
        assert_eq!(game.undo_refusal(), Some(NoUndo::Sent(sent.what)));
        assert_eq!(game.undo(), None);
        assert_eq!(game, before);
    } else {
        // A choice after the last die (a +1 action, Done) is the player's
        // own sheet only: it is undone, the friend's turn waits again.
        assert!(game.undo().is_some());
        assert_eq!(game.waiting().len(), before.waiting().len() + 1);
        assert_eq!(&game.moves()[..sent.moves], &before.moves()[..sent.moves]);
    }
}

/// What a device does next in the property test below.
fn step(game: &mut Game, links: &[TurnLink], bag: &mut DiceBag) {
    let pick = bag.below(10);
    if pick < 3 {
        game.undo();
    } else if pick < 5 {
        let link = links[bag.below(links.len() as u32) as usize];
        let _ = game.receive(&Link::Turn(link));
    } else {
        match game.decision() {
            Decision::GameOver => {}
            Decision::Roll { .. } => {
                game.roll_from(bag).unwrap();
            }
            Decision::DiceLayout { player } => {
                let round = game.state().round();
                let link = links
                    .iter()
                    .find(|l| l.round == round && l.seat == player)
                    .unwrap();
                game.receive(&Link::Turn(*link)).unwrap();
            }
            _ => {
                let legal = game.legal_actions();
                let action = legal[bag.below(legal.len() as u32) as usize];
                game.apply(action).unwrap();
                game.take_waiting().unwrap();
            }
        }
    }
}

#[test]
fn no_undo_receipt_or_new_decision_changes_a_turn_once_its_link_exists() {
    let (mut refused, mut undone) = (0, 0);
    for seed in 0..40u64 {
        let full = full_game(seed);
        for me in 0..full.state().players() {
            let links = links_for(&full, me);
            let mut game = device(&full, me);
            let mut bag = DiceBag::new(seed * 31 + me as u64);
            let mut steps = 0;
            while !game.state().is_over() || steps % 7 != 0 {
                let sent: Vec<Action> = game
                    .sent()
                    .map_or(Vec::new(), |s| game.moves()[..s.moves].to_vec());
                let (before, can) = (game.clone(), game.can_undo());
                step(&mut game, &links, &mut bag);
                assert!(
                    game.moves().starts_with(&sent),
                    "seed {seed} seat {me} step {steps}: a sent move changed"
                );
                if game.moves().len() < before.moves().len() {
                    assert!(can, "undo happened where it was not offered");
                    undone += 1;
                } else if matches!(before.undo_refusal(), Some(NoUndo::Sent(_))) {
                    refused += 1;
                }
                steps += 1;
                assert!(steps < 5_000, "seed {seed} seat {me}: no end");
            }
            // Over: the score's link exists, and nothing is undone.
            assert_eq!(game.undo_refusal(), Some(NoUndo::Sent(SentPart::Score)));
            let end = game.clone();
            assert_eq!(game.undo(), None);
            assert_eq!(game, end);
        }
    }
    println!("undone {undone}, refused for a sent turn {refused}");
    assert!(undone > 1_000 && refused > 1_000, "{undone} {refused}");
}

/// `full` up to the start of round `keep + 1`, then played on by another
/// bot with other dice: the same game for `keep` rounds, another after.
fn branch(full: &Game, keep: u8) -> Game {
    let mut game = Game::new(full.setup().clone()).unwrap();
    for &a in full.moves() {
        if game.state().round() > keep {
            break;
        }
        game.apply(a).unwrap();
    }
    let (mut bot, mut bag) = (RandomBot::new(99), DiceBag::new(12345));
    while !game.state().is_over() {
        match game.decision() {
            Decision::Roll { .. } => {
                game.roll_from(&mut bag).unwrap();
            }
            _ => {
                let action = bot.decide(game.state());
                game.apply(action).unwrap();
            }
        }
    }
    game
}

#[test]
fn a_friends_score_from_another_game_says_from_which_round_the_games_differ() {
    let full = full_game(5);
    let me = 0;
    let mut game = played_to_the_end(&full, me);
    // Every device that played the same turns has the same fingerprint.
    assert_eq!(game.fingerprint(), full.fingerprint());
    let rounds = full.state().rounds() as usize;
    assert_eq!(full.fingerprint().unwrap().by_round().len(), rounds);
    let score = |seat: u8, of: &Game| {
        Link::Score(ScoreLink {
            game: ID,
            seat,
            score: SeatScore::Clever(of.state().score(seat)),
            fingerprint: of.fingerprint(),
        })
    };
    let other = branch(&full, 2);
    assert_ne!(other.turns_taken()[..], full.turns_taken()[..]);
    let n = full.state().players();
    game.receive(&score(1, &other)).unwrap();
    for p in 2..n {
        game.receive(&score(p, &full)).unwrap();
    }
    assert_eq!(game.games_differ(), vec![(1, 3)]);
    // The ranking is there, but the end says it is not final; the archive
    // does not count the differing score (statistics rank nobody by it).
    assert!(game.friends_ranking().is_some());
    let kept = crate::engine::archive::read_summary(
        &crate::engine::archive::entry(&game, 0, false).expect("the first game is archived"),
    );
    let kept = kept.unwrap();
    assert_eq!(kept.totals[1], 0);
    for p in 2..n {
        assert_eq!(
            kept.totals[p as usize],
            crate::engine::archive::points(full.state().score(p).total)
        );
    }
    // The record keeps each score's fingerprint.
    let read = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(read.games_differ(), vec![(1, 3)]);
    // The same game: nothing differs.
    let mut agree = Game::from_json(&game.to_json()).unwrap();
    agree.scores[1] = None;
    agree.receive(&score(1, &full)).unwrap();
    assert_eq!(agree.games_differ(), vec![]);
    // A score of format 1 (no fingerprint) cannot be checked: nothing said.
    let mut old = Game::from_json(&game.to_json()).unwrap();
    old.scores[1] = None;
    old.receive(&Link::Score(ScoreLink {
        game: ID,
        seat: 1,
        score: SeatScore::Clever(full.state().score(1)),
        fingerprint: None,
    }))
    .unwrap();
    assert_eq!(old.games_differ(), vec![]);
}
