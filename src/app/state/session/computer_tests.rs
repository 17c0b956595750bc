//! The table with computer seats, hints and replays: whose turn it is, what
//! a person may do meanwhile, undo through the computers' moves, and past
//! positions on show.

use super::*;
use crate::bot::advice::{self, decide};
use crate::bot::{play_recorded, GreedyBot};
use crate::engine::Level;

const EXPERT: Seat = Seat::Computer(Level::Expert);
const EASY: Seat = Seat::Computer(Level::Easy);
const PERSON: Seat = Seat::Person;

fn session(names: &[&str], seats: &[Seat], first: u8, seed: u64) -> Session {
    let mut setup = Setup::named(names, seed);
    setup.seats = seats.to_vec();
    setup.first = first;
    Session::new(Game::new(setup).unwrap(), None)
}

/// The computer (seat 0) against Ann (seat 1); the computer starts.
fn computer_first() -> Session {
    session(&["Cat", "Ann"], &[EXPERT, PERSON], 0, 7)
}

/// Ann (seat 0) against an easy computer (seat 1); Ann starts.
fn ann_first() -> Session {
    session(&["Ann", "Cat"], &[PERSON, EASY], 0, 5)
}

/// One step for whoever decides (the easy bot's choice): a computer's
/// through `computer_step`, a person's through `roll` or `act`. False at
/// the end of the game.
fn step(t: &mut Session) -> bool {
    if t.decision() == Decision::GameOver {
        return false;
    }
    let action = decide(&t.game, Level::Easy);
    let revision = t.revision;
    if t.computer_to_decide().is_some() {
        t.computer_step(revision, action);
    } else {
        match action {
            None => t.roll(),
            Some(a) => assert!(t.act(a), "{:?}", t.note),
        }
    }
    assert_eq!(t.revision, revision + 1, "the step applied: {:?}", t.note);
    true
}

/// Steps until `until` holds (panics at the end of the game).
fn step_until(t: &mut Session, until: impl Fn(&Session) -> bool) {
    while !until(t) {
        assert!(step(t), "the game ended first");
    }
}

fn person_decides(t: &Session) -> bool {
    t.decision()
        .player()
        .is_some_and(|p| t.seat(p) == Seat::Person)
}

/// A die the person deciding can take now and a cell of it, if any.
fn usable(t: &Session) -> Option<(Die, Spot)> {
    t.game.legal_actions().into_iter().find_map(|a| match a {
        Action::Take { die, spot: Some(s) } => Some((die, s)),
        _ => None,
    })
}

fn greedy_game(setup: &Setup) -> Game {
    play_recorded(
        setup,
        &mut GreedyBot::default(),
        &mut DiceBag::new(setup.seed),
    )
    .unwrap()
}

/// The game after the first `at` moves of `full`, replayed afresh.
fn replayed(full: &Game, at: usize) -> Game {
    let mut g = Game::new(full.setup().clone()).unwrap();
    for &m in &full.moves()[..at] {
        g.apply(m).unwrap();
    }
    g
}

fn hints_for(game: &Game) -> Vec<HintShown> {
    advice::hints(game, 3)
        .into_iter()
        .map(|h| HintShown {
            action: h.action,
            value: advice::format_value(h.value),
            gain: advice::format_gain(h.gain),
            words: crate::app::state::phrases::action_words(game, h.action),
        })
        .collect()
}

#[test]
fn the_computer_to_decide_is_the_seat_of_the_decision() {
    let mut t = computer_first();
    assert_eq!(t.decision().player(), Some(0));
    assert_eq!(t.computer_to_decide(), Some(Level::Expert));
    assert_eq!(t.computer_turn(), Some((0, Level::Expert)));
    // Until Ann decides, then nothing is due.
    step_until(&mut t, person_decides);
    assert_eq!(t.decision().player(), Some(1));
    assert_eq!(t.computer_to_decide(), None);
    assert_eq!(t.computer_turn(), None);
    // Levels follow the seat.
    let t = session(&["A", "B"], &[Seat::Computer(Level::Medium), PERSON], 0, 1);
    assert_eq!(t.computer_turn(), Some((0, Level::Medium)));
    assert_eq!(ann_first().computer_to_decide(), None);
}

#[test]
fn a_step_that_comes_after_a_pause_or_a_panel_is_dropped_and_asked_anew() {
    let mut t = computer_first();
    let (due, _) = t.computer_turn().unwrap();
    let before = t.game.moves().len();
    // The reply was on its way when the person paused: nothing moves.
    t.paused = true;
    t.computer_step(due, None);
    assert_eq!(t.game.moves().len(), before);
    // Under a panel, the same.
    t.paused = false;
    t.open_history();
    t.computer_step(due, None);
    assert_eq!(t.game.moves().len(), before);
    // Once it is due again, the step asked anew is taken.
    t.escape();
    assert_eq!(t.computer_turn(), Some((due, Level::Expert)));
    t.computer_step(due, None);
    assert_eq!(t.game.moves().len(), before + 1);
}

#[test]
fn the_computer_waits_while_paused_replaying_or_under_a_panel() {
    let mut t = computer_first();
    let due = Some((t.revision, Level::Expert));
    assert_eq!(t.computer_turn(), due);
    t.paused = true;
    assert_eq!(t.computer_turn(), None);
    assert_eq!(t.computer_to_decide(), Some(Level::Expert));
    t.paused = false;
    assert_eq!(t.computer_turn(), due);

    t.open_setup();
    assert_eq!(t.overlay(), Overlay::Setup);
    assert_eq!(t.computer_turn(), None);
    t.close_setup();
    assert_eq!(t.computer_turn(), due);

    t.open_history();
    assert_eq!(t.overlay(), Overlay::History);
    assert_eq!(t.computer_turn(), None);
    t.escape();
    assert_eq!(t.computer_turn(), due);

    let full = greedy_game(t.game.setup());
    t.open_replay(full, 3, None);
    assert_eq!(t.computer_turn(), None);
    t.close_replay();
    assert_eq!(t.computer_turn(), due);

    t.went_on_in_other_tab();
    assert_eq!(t.computer_turn(), None);
}

#[test]
fn a_persons_inputs_during_a_computers_turn_are_refused() {
    let mut t = computer_first();
    // At the computer's roll.
    let before = t.clone();
    t.roll();
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    assert_eq!((&t.game, t.revision), (&before.game, before.revision));
    // At the computer's pick.
    t.computer_step(t.revision, None);
    assert!(matches!(t.decision(), Decision::Pick { player: 0, .. }));
    let before = t.clone();
    let (die, spot) = usable(&t).expect("a usable die");
    t.note = Note::Told;
    assert!(!t.tap_die(die));
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    assert_eq!(t.selected, None);
    t.note = Note::Told;
    t.tap_cell(0, spot);
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    t.note = Note::Told;
    assert!(!t.act(Action::Take {
        die,
        spot: Some(spot)
    }));
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    t.note = Note::Told;
    t.roll();
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    assert_eq!(t.game, before.game);
    assert_eq!(t.revision, before.revision);
    assert_eq!(t.last, before.last);
}

#[test]
fn a_computers_step_applies_only_to_the_revision_it_was_for() {
    let mut t = computer_first();
    let fresh = t.game.clone();
    // A reply for another revision is dropped.
    t.computer_step(t.revision + 1, None);
    assert_eq!(t.game, fresh);
    assert_eq!(t.revision, 0);
    // None rolls.
    t.computer_step(0, None);
    assert_eq!(t.revision, 1);
    assert_eq!(t.game.moves().len(), 1);
    assert!(matches!(t.game.moves()[0], Action::Roll(_)));
    assert!(t.last.iter().any(|e| matches!(e, Event::Rolled { .. })));
    // The roll is the one the game's seed gives.
    let mut expected = fresh.clone();
    expected.roll_from(&mut bag_for(&fresh)).unwrap();
    assert_eq!(t.game, expected);
    // The expert's choice, for an older revision: dropped.
    let choice = decide(&t.game, Level::Expert).unwrap();
    let rolled = t.game.clone();
    t.computer_step(0, Some(choice));
    assert_eq!(t.game, rolled);
    assert_eq!(t.revision, 1);
    // For this revision: applied.
    t.computer_step(1, Some(choice));
    assert_eq!(t.revision, 2);
    assert_eq!(t.game.moves().last(), Some(&choice));
    // No computer decides: a step does nothing.
    step_until(&mut t, person_decides);
    let before = t.clone();
    t.computer_step(t.revision, decide(&t.game, Level::Easy));
    t.computer_step(t.revision, None);
    assert_eq!(t, before);
}

#[test]
fn undo_goes_back_through_the_computers_moves_to_the_persons_decision() {
    let mut t = ann_first();
    // Per move: the game before it, whether a person made it, whether a roll.
    let mut history: Vec<(Game, bool, bool)> = Vec::new();
    let (mut through, mut blocked) = (false, false);
    while !(through && blocked) {
        let before = t.game.clone();
        let person = person_decides(&t);
        assert!(step(&mut t), "both cases came up before the end");
        let roll = matches!(t.game.moves().last(), Some(Action::Roll(_)));
        history.push((before, person, roll));
        let n = history.len();
        if n < 2 {
            continue;
        }
        let (last, prev) = (&history[n - 1], &history[n - 2]);
        if !last.1 && !last.2 && prev.1 && !prev.2 && !through {
            // The person's move, then the computer's: undo takes back both.
            let mut u = t.clone();
            u.selected = Some(Die::White);
            u.undo();
            assert_eq!(u.note, Note::Undone);
            assert_eq!(u.game, prev.0, "back to the person's decision");
            assert_eq!(u.game.moves().len(), t.game.moves().len() - 2);
            assert!(person_decides(&u));
            assert_eq!(u.computer_to_decide(), None);
            assert_eq!(u.revision, t.revision + 1);
            assert!(u.last.is_empty());
            assert_eq!(u.selected, None);
            through = true;
        }
        if !last.1 && !last.2 && !prev.1 && prev.2 && !blocked {
            // The computer rolled, then moved: nothing of the person's to
            // undo without taking back a roll.
            let mut u = t.clone();
            u.undo();
            assert_eq!(u.note, Note::Refused(Refused::NothingToUndo));
            assert_eq!(u.game, t.game);
            assert_eq!(u.revision, t.revision);
            blocked = true;
        }
    }
}

#[test]
fn the_tablet_is_handed_over_only_between_people() {
    // Two people and a computer.
    let mut t = session(&["Ann", "Bob", "Cat"], &[PERSON, PERSON, EASY], 0, 3);
    let (mut people, mut computer) = (0, 0);
    while people + computer < 200 && step(&mut t) {
        let Some(p) = t.decision().player() else {
            break;
        };
        t.holder = None;
        if t.seat(p) == Seat::Person {
            assert_eq!(t.hand_over_to(), Some(p));
            assert_eq!(t.overlay(), Overlay::HandOver(p));
            t.holder = Some(p);
            assert_eq!(t.hand_over_to(), None);
            assert_eq!(t.overlay(), Overlay::None);
            people += 1;
        } else {
            assert_eq!(t.hand_over_to(), None, "never to a computer");
            assert_eq!(t.overlay(), Overlay::None);
            computer += 1;
        }
    }
    assert!(people > 0 && computer > 0, "{people} {computer}");

    // One person and computers: never.
    let mut t = session(&["Ann", "Cat", "Dan"], &[PERSON, EASY, EASY], 1, 4);
    let mut ann = 0;
    loop {
        t.holder = None;
        assert_eq!(t.hand_over_to(), None);
        assert!(!matches!(t.overlay(), Overlay::HandOver(_)));
        ann += usize::from(person_decides(&t));
        if !step(&mut t) {
            break;
        }
    }
    assert!(ann > 0);
    assert_eq!(t.hand_over_to(), None, "none at the end");
}

#[test]
fn read_only_while_a_computer_decides_or_a_replay_is_open() {
    let mut t = computer_first();
    assert!(t.read_only());
    step_until(&mut t, person_decides);
    assert!(!t.read_only());
    let full = greedy_game(t.game.setup());
    t.open_replay(full, 2, None);
    assert!(t.read_only());
    t.close_replay();
    assert!(!t.read_only());
    // Solo: the sheet on show is the one deciding there too.
    let mut t = session(&["Ann"], &[], 0, 2);
    t.roll();
    assert!(!t.read_only());
    let full = greedy_game(t.game.setup());
    t.open_replay(full, 1, None);
    assert_eq!(t.shown(), 0);
    assert!(t.read_only());
}

#[test]
fn a_hint_is_counted_for_the_person_who_decides() {
    let mut t = computer_first();
    // Not during the computer's turn.
    assert_eq!(t.ask_hint(), None);
    assert_eq!(t.note, Note::Refused(Refused::ComputersTurn(0)));
    assert_eq!((t.game.hints_used(0), t.game.hints_used(1)), (0, 0));
    assert_eq!(t.revision, 0);
    step_until(&mut t, |t| {
        person_decides(t) && !matches!(t.decision(), Decision::Roll { .. })
    });
    let before = t.revision;
    let revision = t.ask_hint().expect("Ann may ask");
    assert_eq!(revision, before + 1);
    assert_eq!(t.revision, revision);
    assert_eq!((t.game.hints_used(0), t.game.hints_used(1)), (0, 1));
    let hints = hints_for(&t.game);
    assert!(!hints.is_empty());
    // Hints for another revision are dropped.
    t.show_hints(revision - 1, hints.clone());
    assert!(t.hints.is_empty());
    t.show_hints(revision, hints.clone());
    assert_eq!(t.hints, hints);
    // A second request counts again and makes the first reply stale.
    let again = t.ask_hint().unwrap();
    assert_eq!(t.game.hints_used(1), 2);
    t.hints.clear();
    t.show_hints(revision, hints.clone());
    assert!(t.hints.is_empty());
    t.show_hints(again, hints.clone());
    assert_eq!(t.hints, hints);
    // Any applied action clears them; the count stays.
    assert!(t.act(hints[0].action));
    assert!(t.hints.is_empty());
    assert_eq!(t.game.hints_used(1), 2);
}

#[test]
fn a_computers_step_clears_the_hints() {
    let mut t = ann_first();
    step_until(&mut t, |t| {
        !person_decides(t) && !matches!(t.decision(), Decision::GameOver)
    });
    t.hints = vec![HintShown {
        action: Action::Reroll,
        value: "1".into(),
        gain: "+0.0".into(),
        words: "Reroll".into(),
    }];
    let revision = t.revision;
    t.computer_step(revision, decide(&t.game, Level::Easy));
    assert_eq!(t.revision, revision + 1);
    assert!(t.hints.is_empty());
}

#[test]
fn a_replay_shows_a_past_position_and_steps_through_it() {
    let mut t = session(&["Ann", "Bob"], &[], 0, 7);
    t.roll();
    let real = t.game.clone();
    let full = greedy_game(t.game.setup());
    let n = full.moves().len();
    assert!(n > 40);
    // The move outlined (any action: the table only shows it).
    let better = Some(Action::Reroll);
    t.open_replay(full.clone(), 10, better);
    let r = t.replay.as_ref().unwrap();
    assert_eq!((r.at, r.better), (10, better));
    assert_eq!(t.on_show().moves().len(), 10);
    assert_eq!(t.on_show(), &replayed(&full, 10));
    assert_eq!(t.game, real, "the game waits behind");
    assert!(t.last.is_empty());

    // One step forward shows what it did.
    t.seek(11);
    let mut expected = replayed(&full, 10);
    let events = expected.apply(full.moves()[10]).unwrap();
    assert!(!events.is_empty());
    assert_eq!(t.last, events);
    assert_eq!(t.on_show(), &expected);
    let r = t.replay.as_ref().unwrap();
    assert_eq!((r.at, r.better), (11, None));

    // Backwards.
    t.seek(4);
    assert_eq!(t.on_show(), &replayed(&full, 4));
    assert_eq!(t.replay.as_ref().unwrap().at, 4);
    assert!(t.last.is_empty());
    // Past the end: no step, clamped.
    t.seek(n + 5);
    assert_eq!(t.replay.as_ref().unwrap().at, n);
    t.open_replay(full.clone(), n + 100, None);
    assert_eq!(t.replay.as_ref().unwrap().at, n);
    assert_eq!(t.on_show().moves(), full.moves());
    assert_eq!(t.on_show().state(), full.state());
    t.seek(n + 1);
    assert_eq!(t.replay.as_ref().unwrap().at, n);

    t.close_replay();
    assert_eq!(t.replay, None);
    assert!(t.last.is_empty());
    assert_eq!(t.on_show(), &real);
    assert_eq!(t.game, real);
    // Seeking without a replay does nothing.
    t.seek(3);
    assert_eq!(t.replay, None);
}

#[test]
fn a_persons_inputs_during_a_replay_are_refused() {
    let mut t = session(&["Ann"], &[], 0, 9);
    t.roll();
    let full = greedy_game(t.game.setup());
    t.open_replay(full, 5, None);
    let before = t.clone();
    let (die, spot) = usable(&t).expect("a usable die");
    let refused = |t: &mut Session| {
        assert_eq!(t.note, Note::Refused(Refused::Replaying));
        t.note = Note::Told;
    };
    assert!(!t.tap_die(die));
    refused(&mut t);
    t.tap_cell(0, spot);
    refused(&mut t);
    assert!(!t.act(Action::Take {
        die,
        spot: Some(spot)
    }));
    refused(&mut t);
    t.roll();
    refused(&mut t);
    t.undo();
    refused(&mut t);
    assert_eq!(t.ask_hint(), None);
    refused(&mut t);
    assert_eq!(t.game, before.game);
    assert_eq!(t.revision, before.revision);
    assert_eq!(t.game.hints_used(0), 0);
    assert_eq!(t.replay, before.replay);
    // Closed, the game takes inputs again.
    t.close_replay();
    t.tap_die(die);
    t.tap_cell(0, spot);
    assert!(t.game.state().sheet(0).is_marked(spot));
}

#[test]
fn the_shown_sheet_follows_the_decision_on_show() {
    let mut t = session(&["Ann", "Bob"], &[], 0, 7);
    assert_eq!(t.shown(), 0);
    let full = greedy_game(t.game.setup());
    let at = (0..full.moves().len())
        .find(|&at| replayed(&full, at).decision().player() == Some(1))
        .expect("Bob decides at some point");
    t.open_replay(full.clone(), at, None);
    assert_eq!(t.decision().player(), Some(0), "the real game");
    assert_eq!(t.shown(), 1);
    // A step forward to Ann's decision shows hers.
    let ann = (at..full.moves().len())
        .find(|&a| replayed(&full, a).decision().player() == Some(0))
        .unwrap();
    t.seek(ann);
    assert_eq!(t.shown(), 0);
    // At the end, the first seat.
    t.seek(full.moves().len());
    assert_eq!(t.on_show().decision(), Decision::GameOver);
    assert_eq!(t.shown(), 0);
    t.close_replay();
    assert_eq!(t.shown(), 0);
}

#[test]
fn skipping_stops_when_a_person_must_decide() {
    let mut t = computer_first();
    t.skipping = true;
    let mut computer_steps = 0;
    while !person_decides(&t) {
        assert!(t.skipping, "the computers still play");
        let action = decide(&t.game, Level::Easy);
        t.computer_step(t.revision, action);
        computer_steps += 1;
    }
    assert!(computer_steps > 1);
    assert!(!t.skipping);
    // Set while Ann decides, her own move resets it too.
    t.skipping = true;
    step(&mut t);
    if person_decides(&t) {
        assert!(!t.skipping);
    } else {
        assert!(t.skipping);
    }
}

#[test]
fn a_computer_the_worker_cannot_answer_waits_until_try_again() {
    let mut t = computer_first();
    let (revision, _) = t.computer_turn().expect("the computer's step is due");
    // A failure for an older position is dropped.
    t.computer_waits(revision + 1, NoAnswer::Late);
    assert_eq!(t.computer_waiting, None);
    t.computer_waits(revision, NoAnswer::NotLoaded);
    assert_eq!(t.computer_waiting, Some(NoAnswer::NotLoaded));
    assert_eq!(t.computer_turn(), None, "no step is due while it waits");
    assert_eq!(t.revision, revision, "the game is untouched");
    // Try again: the step is due again, for the same position.
    assert_eq!(t.try_again(), None);
    assert_eq!(t.computer_waiting, None);
    assert_eq!(t.computer_turn(), Some((revision, Level::Expert)));
    // Any change of the game forgets the wait too.
    t.computer_waits(revision, NoAnswer::Stopped);
    t.computer_step(revision, None);
    let r = t.revision;
    t.computer_waits(r - 1, NoAnswer::Stopped);
    assert_eq!(t.computer_waiting, None);
    // A person deciding never makes a computer wait.
    step_until(&mut t, person_decides);
    let r = t.revision;
    t.computer_waits(r, NoAnswer::Stopped);
    assert_eq!(t.computer_waiting, None);
}

#[test]
fn hints_the_worker_cannot_give_say_why_and_try_again_asks_without_counting_twice() {
    let mut t = session(&["Ann"], &[], 0, 3);
    t.roll();
    let asked = t.ask_hint().expect("a person decides");
    assert_eq!(t.game.hints_used(0), 1);
    // A failure for an older position is dropped.
    t.hints_failed(asked - 1, NoAnswer::Late);
    assert_eq!(t.hint_failed, None);
    t.hints_failed(asked, NoAnswer::Late);
    assert_eq!(t.hint_failed, Some(NoAnswer::Late));
    // Try again asks for the same position, counted once.
    let again = t.try_again().expect("the hints are asked again");
    assert_eq!(again, asked);
    assert_eq!(t.hint_failed, None);
    assert_eq!(t.game.hints_used(0), 1);
    let hints = hints_for(&t.game);
    t.show_hints(again, hints.clone());
    assert_eq!(t.hints, hints);
    // Nothing failed: Try again does nothing.
    let before = t.clone();
    assert_eq!(t.try_again(), None);
    assert_eq!(t, before);
    // A move forgets the failure with the hints.
    t.hints_failed(t.revision, NoAnswer::Stopped);
    let (die, spot) = usable(&t).expect("a usable die");
    t.tap_die(die);
    t.tap_cell(0, spot);
    assert_eq!(t.hint_failed, None);
    assert!(t.hints.is_empty());
}
