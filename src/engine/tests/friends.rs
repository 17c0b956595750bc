//! Play by link: a full game split into each seat's device, every friend's
//! turn delivered as a link in a shuffled order (early, twice), gives each
//! seat the sheet of the full game; bad links change nothing; the record
//! keeps what waits; undo gives back only the player's own decisions.

use crate::bot::{self, Bot, GreedyBot, RandomBot};
use crate::engine::{
    Action, Arrival, DiceBag, DiceLayout, Die, Game, GameId, Link, LinkRefusal, ScoreLink, Seat,
    Setup, SetupError, TurnLink, TurnOf,
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
    let mut game = device(&full, me);
    let mine = full.only_sheet_of(me).unwrap();
    for link in links_for(&full, me) {
        game.receive(&Link::Turn(link)).unwrap();
    }
    for &a in mine.moves() {
        if !matches!(a, Action::DiceLayout(_)) {
            game.apply(a).unwrap();
            game.take_waiting().unwrap();
        }
    }
    assert!(game.state().is_over());
    assert_eq!(game.friends_ranking(), None, "scores missing");
    let others: Vec<u8> = (0..n).filter(|&p| p != me).collect();
    assert_eq!(game.scores_missing(), others);
    for &p in &others {
        let link = Link::Score(ScoreLink {
            game: ID,
            seat: p,
            score: full.state().score(p),
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
        score: other,
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
    let waiting = game.waiting().len();
    assert!(matches!(game.moves().last(), Some(Action::DiceLayout(_))));
    // Undo: the received turn waits again, the own decision is undone.
    let before_last_own: Vec<Action> = game.moves()[..game.moves().len() - 2].to_vec();
    let undone = game.undo();
    assert!(undone.is_some() && !matches!(undone, Some(Action::DiceLayout(_))));
    assert_eq!(game.moves(), &before_last_own[..]);
    assert_eq!(game.waiting().len(), waiting + 1);
    assert!(played > 0);
}
