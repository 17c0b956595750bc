//! The engine's public paths that the app (src/app, wasm only) imports stay
//! importable; a native build would not notice otherwise.

use clever::engine::printed::{
    round_bonus, ColumnReward, GridScoring, PrintedGrid, PrintedTrack, RoundBonus, TrackRule,
    TrackScoring, ACTION_TRACK_LEN, BLUE, GREEN, ORANGE, PURPLE, YELLOW,
};
use clever::engine::{
    rating, Action, Area, Bonus, ByArea, Decision, DiceBag, Die, Event, Game, Place, RoundChoice,
    RuleError, Score, Setup, Sheet, Spot, Variants,
};

#[test]
fn the_app_facing_api_answers() {
    let grids: [&PrintedGrid; 2] = [&YELLOW, &BLUE];
    assert!(matches!(grids[0].scoring, GridScoring::ColumnPoints));
    assert!(matches!(
        grids[1].column[0],
        ColumnReward::Bonus(Bonus::Reroll)
    ));
    let tracks: [&PrintedTrack; 3] = [&GREEN, &ORANGE, &PURPLE];
    assert!(matches!(tracks[0].rule, TrackRule::AtLeast(_)));
    assert!(matches!(tracks[1].scoring, TrackScoring::Sum));
    assert_eq!(round_bonus(4), RoundBonus::Choice);
    assert_eq!(ACTION_TRACK_LEN, 7);
    assert_eq!(rating(300), clever::engine::Rating::SoClever);

    let setup = Setup {
        variants: Variants {
            solo_passive_extra: false,
        },
        ..Setup::solo("Anna", 9)
    };
    let mut game = Game::new(setup).unwrap();
    let events: Vec<Event> = game.play_until_decision(&mut DiceBag::new(9));
    assert!(matches!(events[0], Event::Rolled { .. }));
    assert!(matches!(
        game.decision(),
        Decision::Pick { player: 0, roll: 1 }
    ));
    let state = game.state();
    let sheet: &Sheet = state.sheet(0);
    assert!(!sheet.is_marked(Spot::new(Area::Yellow, 0)));
    assert_eq!(state.place(Die::White), Place::Rolled);
    assert_eq!(
        state.entry_value(Die::White, Area::Blue),
        state.blue_sum(),
        "white in blue is the blue + white sum"
    );
    let refused: Option<RuleError> = state.why_not_die(Die::Yellow);
    let listed = game.legal_actions().iter().any(|a| {
        matches!(
            a,
            Action::Take {
                die: Die::Yellow,
                ..
            }
        )
    });
    assert_eq!(refused.is_none(), listed);
    let round: Action = Action::RoundBonus(RoundChoice::Black6(Area::Orange));
    assert!(game.state().check(&round).is_err());
    let score: Score = state.score(0);
    let areas: ByArea<u16> = score.areas;
    assert_eq!(areas[Area::Green], 0);
}
