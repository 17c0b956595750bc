//! Joining the seats' records of their own sheets (`Game::join`): bot games
//! split with `only_sheet_of` join back to the same game, in any order; a
//! record that ends early leaves the whole game waiting for its seat; each
//! way records can fail to join is named.

use super::super::join::interleave;
use crate::bot::{self, Bot, GreedyBot, RandomBot};
use crate::engine::{
    Action, Decision, DiceBag, DiceLayout, Due, Game, JoinError, Level, RuleError, Seat, Setup,
};

/// A finished game of `players` players, each seat played by its own bot
/// (random ones use +1 actions and rerolls at any moment they may).
fn bot_game(players: usize, seed: u64) -> Game {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::named(&names, seed);
    setup.first = (seed % players as u64) as u8;
    setup.own_dice = seed.is_multiple_of(2);
    // Some seats are computers: the join keeps each record's own seat.
    setup.seats = (0..players)
        .map(|i| match (seed as usize + i) % 4 {
            0 => Seat::Computer(Level::Medium),
            1 => Seat::Computer(Level::Easy),
            _ => Seat::Person,
        })
        .collect();
    let mut bots: Vec<Box<dyn Bot>> = (0..players)
        .map(|i| -> Box<dyn Bot> {
            match (seed as usize + 2 * i) % 3 {
                0 => Box::new(GreedyBot::default()),
                1 => Box::new(bot::medium()),
                _ => Box::new(RandomBot::new(seed * 7 + i as u64)),
            }
        })
        .collect();
    let mut game = Game::new(setup).unwrap();
    let mut bag = DiceBag::new(seed);
    for hint in 0..seed % 3 {
        game.count_hint((hint % players as u64) as u8);
    }
    loop {
        game.play_until_decision(&mut bag);
        let Some(p) = game.decision().player() else {
            return game;
        };
        let action = bots[p as usize].decide(game.state());
        game.apply(action).unwrap();
    }
}

/// Seat `me`'s record of `whole`: its own seat as the whole game has it
/// (a person or a computer), every other seat elsewhere, its hints.
fn record_of(whole: &Game, me: u8) -> Game {
    let mine = whole.only_sheet_of(me).unwrap();
    let mut setup = mine.setup().clone();
    setup.seats[me as usize] = whole.setup().seat(me as usize);
    let mut game = Game::from_moves(setup, mine.moves()).unwrap();
    for _ in 0..whole.hints_used(me) {
        game.count_hint(me);
    }
    game
}

fn records_of(whole: &Game) -> Vec<Game> {
    (0..whole.state().players())
        .map(|me| record_of(whole, me))
        .collect()
}

/// Copy of `game` with its moves replaced (they must replay).
fn with_moves(game: &Game, moves: &[Action]) -> Game {
    Game::from_moves(game.setup().clone(), moves).unwrap()
}

#[test]
fn bot_games_of_two_to_four_split_by_seat_join_back_to_the_same_game() {
    // Kinds of moves the joined games went through, to know they were tried.
    let (mut active_plus, mut passive_plus, mut rerolls, mut crosses, mut choices) =
        (0, 0, 0, 0, 0);
    for players in 2..=4 {
        for seed in 0..12u64 {
            let whole = bot_game(players, seed);
            assert!(whole.state().is_over());
            let records = records_of(&whole);
            let joined = Game::join(&records).unwrap_or_else(|e| panic!("{players}p {seed}: {e}"));
            // The same moves in the same order: the whole record, exactly.
            assert_eq!(joined, whole, "{players}p seed {seed}");
            assert_eq!(joined.to_json(), whole.to_json());
            let (j, w) = (joined.state(), whole.state());
            for p in 0..j.players() {
                assert_eq!(j.sheet(p), w.sheet(p));
                assert_eq!(j.score(p), w.score(p));
            }
            assert_eq!(j.ranking(), w.ranking());
            assert_eq!(joined.summary(), whole.summary());
            assert!(!joined.summary().ranking.is_empty());
            for (me, record) in records.iter().enumerate() {
                let back = joined.only_sheet_of(me as u8).unwrap();
                assert_eq!(back.moves(), record.moves(), "{players}p {seed} seat {me}");
            }
            // The order of the records does not matter.
            let mut turned = records.clone();
            turned.rotate_left(1 + seed as usize % (players - 1));
            assert_eq!(Game::join(&turned).unwrap(), whole);
            let mut replay = Game::new(whole.setup().clone()).unwrap();
            for &action in whole.moves() {
                let decision = replay.decision();
                let active = replay.state().active();
                match (decision, action) {
                    (Decision::PlusOne { player }, Action::PlusOne { .. }) if player == active => {
                        active_plus += 1
                    }
                    (Decision::PlusOne { .. }, Action::PlusOne { .. }) => passive_plus += 1,
                    (_, Action::Reroll) => rerolls += 1,
                    (_, Action::Cross(_)) => crosses += 1,
                    (_, Action::RoundBonus(_)) => choices += 1,
                    _ => {}
                }
                replay.apply(action).unwrap();
            }
        }
    }
    for (kind, count) in [
        ("active +1", active_plus),
        ("passive +1", passive_plus),
        ("reroll", rerolls),
        ("free X", crosses),
        ("round-4 choice", choices),
    ] {
        assert!(count > 20, "{kind}: {count}");
    }
}

#[test]
fn a_solo_record_joins_to_itself() {
    let mut setup = Setup::solo("Ada", 3);
    setup.seats = vec![Seat::Computer(Level::Expert)];
    let game = bot::play_recorded(&setup, &mut GreedyBot::default(), &mut DiceBag::new(3)).unwrap();
    assert_eq!(Game::join(std::slice::from_ref(&game)), Ok(game));
}

/// Whose decision move `index` of `whole` answers.
fn decider(whole: &Game, index: usize) -> u8 {
    with_moves(whole, &whole.moves()[..index])
        .decision()
        .player()
        .unwrap()
}

#[test]
fn a_record_that_ends_early_leaves_the_whole_game_waiting_for_its_seat() {
    for (players, seed) in [(2, 1), (3, 4), (4, 7)] {
        let whole = bot_game(players, seed);
        let records = records_of(&whole);
        for seat in 0..players {
            let full = records[seat].moves();
            for keep in (0..full.len()).step_by(17).chain([full.len() - 1]) {
                let mut cut = records.clone();
                cut[seat] = with_moves(&records[seat], &full[..keep]);
                let joined = Game::join(&cut).unwrap();
                let m = joined.moves().len();
                // The longest start of the whole game the records hold.
                assert_eq!(joined.moves(), &whole.moves()[..m]);
                if m < whole.moves().len() {
                    assert_eq!(joined.decision().player(), Some(seat as u8));
                    assert_eq!(decider(&whole, m), seat as u8);
                    // What the shortened record holds is all in the join,
                    // and at most the layouts of turns played since.
                    let back = joined.only_sheet_of(seat as u8).unwrap();
                    assert!(back.moves().len() >= keep);
                    assert_eq!(back.moves(), &full[..back.moves().len()]);
                } else {
                    // Only the last layout was cut: the game is whole.
                    assert!(matches!(full[keep], Action::DiceLayout(_)));
                    assert!(joined.state().is_over());
                }
            }
        }
    }
}

#[test]
fn records_that_are_not_one_game_by_seat_are_named() {
    let whole = bot_game(3, 5);
    let r = records_of(&whole);
    assert_eq!(Game::join(&[]), Err(JoinError::NoRecords));
    // Another seed: another game, though its moves replay.
    let mut setup = r[1].setup().clone();
    setup.seed += 1;
    let other = Game::from_moves(setup, r[1].moves()).unwrap();
    assert_eq!(
        Game::join(&[r[0].clone(), other, r[2].clone()]),
        Err(JoinError::OtherGame { record: 1 })
    );
    let mut setup = r[2].setup().clone();
    setup.variants.solo_passive_extra = false;
    let other = Game::from_moves(setup, r[2].moves()).unwrap();
    assert_eq!(
        Game::join(&[r[0].clone(), r[1].clone(), other]),
        Err(JoinError::OtherGame { record: 2 })
    );
    // The whole game plays every seat here; two seats here are not one.
    assert_eq!(
        Game::join(&[r[0].clone(), whole.clone()]),
        Err(JoinError::NotOneSeat { record: 1 })
    );
    let mut two = r[0].setup().clone();
    two.seats = vec![Seat::Person, Seat::Person, Seat::Elsewhere];
    assert_eq!(
        Game::join(&[Game::new(two).unwrap()]),
        Err(JoinError::NotOneSeat { record: 0 })
    );
    assert_eq!(
        Game::join(&[r[2].clone(), r[0].clone(), r[2].clone()]),
        Err(JoinError::TwoRecords {
            seat: 2,
            first: 0,
            second: 2
        })
    );
    assert_eq!(
        Game::join(&[r[2].clone(), r[0].clone()]),
        Err(JoinError::NoRecord { seat: 1 })
    );
}

/// `layout` with its platter's first die showing `value`.
fn platter_shows(layout: DiceLayout, value: u8) -> DiceLayout {
    let mut platter = layout.platter().to_vec();
    platter[0].1 = value;
    DiceLayout::new(layout.fields(), &platter).unwrap()
}

#[test]
fn a_layout_that_differs_from_the_active_seats_own_record_is_named_with_its_round() {
    let whole = bot_game(3, 2);
    let r = records_of(&whole);
    let moves = r[1].moves();
    // Seat 1's fourth layout, the last move of its record, told wrong.
    let index = moves
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Action::DiceLayout(_)))
        .nth(3)
        .unwrap()
        .0;
    let at = with_moves(&r[1], &moves[..index]);
    let Decision::DiceLayout { player: active } = at.decision() else {
        panic!("{:?}", at.decision());
    };
    let round = at.state().round();
    let Action::DiceLayout(layout) = moves[index] else {
        unreachable!()
    };
    let value = layout.platter()[0].1 % 6 + 1;
    let mut wrong = moves[..index].to_vec();
    wrong.push(Action::DiceLayout(platter_shows(layout, value)));
    let bad = [r[0].clone(), with_moves(&r[1], &wrong), r[2].clone()];
    assert_eq!(
        Game::join(&bad),
        Err(JoinError::Layout {
            seat: 1,
            index,
            active,
            round
        })
    );
    // The platter's order is not the layout's: the same dice join.
    let mut platter = layout.platter().to_vec();
    platter.reverse();
    let mut turned = moves.to_vec();
    turned[index] = Action::DiceLayout(DiceLayout::new(layout.fields(), &platter).unwrap());
    let same = [r[0].clone(), with_moves(&r[1], &turned), r[2].clone()];
    assert_eq!(Game::join(&same).unwrap().moves(), whole.moves());
}

#[test]
fn a_move_the_whole_game_refuses_is_named_by_seat_and_index() {
    let whole = bot_game(2, 3);
    let r = records_of(&whole);
    let mut setup = whole.setup().clone();
    setup.seats.clear();
    // Seat 0's first move, a roll, becomes a layout: refused where dice are due.
    let layout = r[1]
        .moves()
        .iter()
        .find(|a| matches!(a, Action::DiceLayout(_)))
        .copied()
        .unwrap();
    let mut first = r[whole.setup().first as usize].moves().to_vec();
    first[0] = layout;
    let mut moves: Vec<&[Action]> = vec![r[0].moves(), r[1].moves()];
    moves[whole.setup().first as usize] = &first;
    assert_eq!(
        interleave(setup.clone(), &moves).map(|_| ()),
        Err(JoinError::Move {
            seat: whole.setup().first,
            index: 0,
            error: RuleError::NotNow {
                expected: Due::Roll
            }
        })
    );
    // A move past the end of the whole game.
    let mut longer = r[0].moves().to_vec();
    longer.push(Action::Finish);
    assert_eq!(
        interleave(setup, &[&longer, r[1].moves()]).map(|_| ()),
        Err(JoinError::Move {
            seat: 0,
            index: r[0].moves().len(),
            error: RuleError::GameOver
        })
    );
}
