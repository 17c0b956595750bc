//! The session natively: inputs, refusals, overlays, the log.

use super::*;
use crate::engine::{Place, ReplayError};

fn solo() -> Session {
    Session::new(Game::new(Setup::solo("Ann", 7)).unwrap(), None)
}

fn duo() -> Session {
    Session::new(Game::new(Setup::named(&["Ann", "Bob"], 7)).unwrap(), None)
}

/// A die that can go on a cell now, and one of its cells.
fn usable(t: &Session) -> (Die, Spot) {
    t.game
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Take { die, spot: Some(s) } => Some((die, s)),
            _ => None,
        })
        .expect("a usable die")
}

#[test]
fn a_roll_commits_and_tells_what_happened() {
    let mut t = solo();
    assert!(matches!(t.decision(), Decision::Roll { .. }));
    t.roll();
    assert!(matches!(t.decision(), Decision::Pick { .. }));
    assert!(t.last.iter().any(|e| matches!(e, Event::Rolled { .. })));
    assert_eq!(t.revision, 1);
    assert_eq!(t.recent, t.last);
}

#[test]
fn tapping_a_die_selects_it_and_tapping_again_puts_it_back() {
    let mut t = solo();
    t.roll();
    let (die, _) = usable(&t);
    assert!(t.tap_die(die));
    assert_eq!(t.selected, Some(die));
    assert!(!t.tap_die(die));
    assert_eq!(t.selected, None);
    assert_eq!(t.revision, 1, "selection does not change the game");
}

#[test]
fn a_cell_enters_the_selected_die_and_clears_the_selection() {
    let mut t = solo();
    t.roll();
    let (die, spot) = usable(&t);
    t.tap_die(die);
    t.tap_cell(0, spot);
    assert_eq!(t.selected, None);
    assert!(t.game.state().sheet(0).is_marked(spot));
    assert_eq!(t.game.state().place(die), Place::Field(0));
    assert!(t
        .last
        .iter()
        .any(|e| matches!(*e, Event::Marked { spot: s, .. } if s == spot)));
}

#[test]
fn a_cell_before_a_die_is_refused_and_the_game_is_untouched() {
    let mut t = solo();
    t.roll();
    let before = t.game.clone();
    let (_, spot) = usable(&t);
    t.tap_cell(0, spot);
    assert_eq!(t.note, Note::Refused(Refused::TapDieFirst));
    assert_eq!(t.game, before);
}

#[test]
fn a_refused_cell_is_where_the_refusal_is_said_until_the_next_step() {
    let mut t = solo();
    t.roll();
    let (die, spot) = usable(&t);
    t.tap_cell(0, spot);
    assert_eq!(t.refused_at(), Some(spot), "tapped before a die");
    t.tap_die(die);
    assert_eq!(t.refused_at(), None, "a die tapped clears the refusal");
    // A cell the engine refuses for the die picked.
    let wrong = (0..12)
        .map(|cell| Spot::new(crate::engine::Area::Blue, cell))
        .find(|&s| {
            !t.game
                .legal_actions()
                .contains(&Action::Take { die, spot: Some(s) })
        })
        .expect("a cell the die cannot go to");
    t.tap_cell(0, wrong);
    assert!(matches!(t.note, Note::Refused(Refused::Rule(_))));
    assert_eq!(t.refused_at(), Some(wrong));
    t.tap_cell(0, spot);
    assert_eq!(t.refused_at(), None, "the die entered");
}

#[test]
fn a_die_that_cannot_be_taken_is_refused_in_the_engines_words() {
    let mut t = solo();
    // Before the roll no die can be taken.
    let before = t.game.clone();
    assert!(!t.tap_die(Die::Yellow));
    match &t.note {
        Note::Refused(Refused::Die(Die::Yellow, e)) => {
            assert_eq!(Some(e.clone()), t.game.state().why_not_die(Die::Yellow));
            assert!(!e.to_string().is_empty());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(t.game, before);
}

#[test]
fn undo_goes_back_one_decision_or_says_there_is_none() {
    let mut t = solo();
    t.undo();
    assert_eq!(t.note, Note::Refused(Refused::NothingToUndo));
    t.roll();
    let (die, spot) = usable(&t);
    let rolled = t.game.clone();
    t.tap_die(die);
    t.tap_cell(0, spot);
    t.undo();
    assert_eq!(t.game, rolled);
    assert_eq!(t.note, Note::Undone);
    assert!(t.last.is_empty());
}

#[test]
fn one_overlay_at_a_time_unreadable_first() {
    let broken = Broken {
        error: "bad".into(),
        raw: "{".into(),
    };
    let mut t = Session::new(
        Game::new(Setup::named(&["Ann", "Bob"], 7)).unwrap(),
        Some(broken.clone()),
    );
    assert_eq!(t.overlay(), Overlay::Unreadable(broken));
    t.open_setup();
    assert!(matches!(t.overlay(), Overlay::Unreadable(_)));
    t.dismiss_unreadable();
    let first = t.decision().player().unwrap();
    assert_eq!(t.overlay(), Overlay::HandOver(first));
    t.open_setup();
    assert_eq!(t.overlay(), Overlay::Setup);
    t.escape();
    assert_eq!(t.overlay(), Overlay::HandOver(first));
    t.holder = Some(first);
    assert_eq!(t.overlay(), Overlay::None);
}

#[test]
fn an_import_replaces_the_game_or_leaves_it_untouched() {
    let mut t = solo();
    t.roll();
    let before = t.game.clone();
    assert!(!t.import(
        r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":["finish"]}"#
    ));
    assert_eq!(t.game, before);
    match &t.note {
        Note::Refused(Refused::Import(why)) => {
            assert!(matches!(why, ReplayError::Move { index: 0, .. }), "{why:?}")
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    let mut other = duo();
    other.roll();
    assert!(t.import(&format!("\u{feff}{}", other.game.to_json())));
    assert_eq!(t.game, other.game);
    assert_eq!(t.revision, 2);
}

#[test]
fn a_game_gone_on_in_another_tab_covers_the_table_until_the_newer_one_is_taken() {
    let mut t = duo();
    t.holder = t.decision().player();
    t.went_on_in_other_tab();
    assert_eq!(t.overlay(), Overlay::OtherTab);
    t.open_setup();
    assert_eq!(t.overlay(), Overlay::OtherTab, "no setup over it");
    let mut newer = duo();
    newer.roll();
    t.take_newer(newer.game.clone());
    assert_eq!(t.game, newer.game);
    assert!(matches!(t.overlay(), Overlay::HandOver(_)));
}

#[test]
fn solo_never_hands_over() {
    let t = solo();
    assert_eq!(t.overlay(), Overlay::None);
}

#[test]
fn another_sheet_is_read_only_and_refuses_taps() {
    let mut t = duo();
    let me = t.decision().player().unwrap();
    let other = 1 - me;
    t.holder = Some(me);
    t.look_at(other);
    assert_eq!(t.shown(), other);
    assert!(t.read_only());
    let before = t.game.clone();
    t.tap_cell(other, Spot::new(crate::engine::Area::Yellow, 0));
    assert_eq!(t.note, Note::Refused(Refused::NotYours(other)));
    assert_eq!(t.game, before);
    t.look_at(me);
    assert_eq!(t.shown(), me);
    assert!(!t.read_only());
}

#[test]
fn a_new_game_resets_everything_but_counts_as_a_change() {
    let mut t = solo();
    t.roll();
    t.open_setup();
    assert!(t.new_game(Setup::named(&["A", "B", "C"], 9)));
    assert_eq!(t.game.state().players(), 3);
    assert_eq!(t.panel, Panel::None);
    assert!(t.recent.is_empty());
    assert_eq!(t.revision, 2);
}

#[test]
fn the_log_keeps_only_the_recent_events() {
    let mut t = solo();
    let mut bag = DiceBag::new(1);
    while !t.game.state().is_over() {
        match t.decision() {
            Decision::Roll { .. } => t.roll(),
            _ => {
                let a = t.game.legal_actions()[bag.below(1) as usize];
                assert!(t.act(a));
            }
        }
    }
    assert_eq!(t.recent.len(), RECENT);
    assert!(matches!(t.recent.last(), Some(Event::GameOver)));
}
