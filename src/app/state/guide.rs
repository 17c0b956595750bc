//! The first-game guide: one line under the prompt that says what to do
//! now ("Tap a die", "Tap a lit cell", why dice went to the silver
//! platter…), until each of its steps has been done once. It reads the
//! engine's decision and events and the die tapped: it decides no rule.
//! Each game has its steps (the sequel's own: a return, a "?", a silver
//! row, the black ?); one progress holds both games'.
//!
//! When it is on: the player has not hidden it and has not done every step
//! of the game in play,
//! and either began it before or this browser's history holds no finished
//! game (so a first game, even one reloaded halfway). A player with a
//! finished game and no `clever.guide` never sees it unless asked for again
//! ("How to play"). `clever.guide` holds `off` (hidden by the player), or
//! the steps done by name, comma-separated (`roll,die,cell`; empty: begun,
//! none done); absent: never begun.

use crate::app::state::session::Session;
use crate::engine::{Action, Decision, Die, Edition, Event, Place};

/// What the guide can ask for, each said until done once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// "Tap Roll the dice."
    Roll,
    /// Pick a rolled die.
    Die,
    /// Tap a lit cell (a die is picked, or a free X waits).
    Cell,
    /// Why the lower dice went to the silver platter (after a take, while
    /// the turn goes on).
    Platter,
    /// The passive turn: a die from the silver platter.
    Passive,
    /// A +1 action, or Done.
    PlusOne,
    /// The first game's round 4 bonus: a black X or a black 6.
    RoundChoice,
    /// The sequel: a return, or roll.
    Return,
    /// The sequel: a "?", a free mark.
    Question,
    /// The sequel: the silver row of a die a silver choice swept.
    SilverRow,
    /// The sequel's round 4 bonus: the black ?'s area.
    BlackQuestion,
}

impl Step {
    pub const ALL: [Step; 11] = [
        Step::Roll,
        Step::Die,
        Step::Cell,
        Step::Platter,
        Step::Passive,
        Step::PlusOne,
        Step::RoundChoice,
        Step::Return,
        Step::Question,
        Step::SilverRow,
        Step::BlackQuestion,
    ];

    /// Its name in storage (`ALL`'s order; new steps only ever added, so
    /// a list kept before reads as it did).
    pub fn key(self) -> &'static str {
        [
            "roll",
            "die",
            "cell",
            "platter",
            "passive",
            "plus_one",
            "round_choice",
            "return",
            "question",
            "silver_row",
            "black_question",
        ][self as usize]
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }

    /// Whether the game `edition` asks for it.
    pub fn in_game(self, edition: Edition) -> bool {
        match self {
            Step::RoundChoice => edition == Edition::Clever,
            Step::Return | Step::Question | Step::SilverRow | Step::BlackQuestion => {
                edition == Edition::Twice
            }
            _ => true,
        }
    }
}

/// The steps done, and whether the player hid the guide.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: u16,
    hidden: bool,
}

impl Progress {
    /// The progress as kept (`storage::GUIDE_KEY`; `None`: nothing kept);
    /// a player who never began it is guided only before any game is
    /// finished.
    pub fn from_stored(stored: Option<&str>, finished_games: bool) -> Progress {
        match stored.map(str::trim) {
            None => Progress {
                done: 0,
                hidden: finished_games,
            },
            Some("off") => Progress {
                done: 0,
                hidden: true,
            },
            Some(list) => Progress {
                done: Step::ALL
                    .iter()
                    .filter(|s| list.split(',').any(|k| k.trim() == s.key()))
                    .fold(0, |d, s| d | s.bit()),
                hidden: false,
            },
        }
    }

    /// What to keep (`storage::GUIDE_KEY`).
    pub fn stored(self) -> String {
        if self.hidden {
            return "off".into();
        }
        Step::ALL
            .iter()
            .filter(|&&s| self.is_done(s))
            .map(|s| s.key())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The guide speaks in `edition`: not hidden, and some step of that
    /// game is still to do.
    pub fn on(self, edition: Edition) -> bool {
        !self.hidden
            && Step::ALL
                .iter()
                .any(|&s| s.in_game(edition) && !self.is_done(s))
    }

    pub fn is_done(self, step: Step) -> bool {
        self.done & step.bit() != 0
    }

    fn with_done(self, step: Step) -> Progress {
        Progress {
            done: self.done | step.bit(),
            ..self
        }
    }

    /// The player hid the guide.
    pub fn hidden(self) -> Progress {
        Progress {
            hidden: true,
            ..self
        }
    }
}

/// What the guide looks at: the table's state as the Ui memos give it.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// How many moves the game holds (one more: the player made a step;
    /// a hint or a selection changes nothing, an undo takes one away).
    pub moves: usize,
    pub edition: Edition,
    /// A person decides at the sheet on show (no computer, no past
    /// position, no sheet opened only to look at).
    pub person: bool,
    pub decision: Decision,
    /// The die tapped, if any.
    pub selected: Option<Die>,
    /// A die on the silver platter is among those the engine allows now.
    pub from_platter: bool,
    /// The events of the game's last step.
    pub last: Vec<Event>,
}

impl Moment {
    /// The moment of `table`, with the actions the engine allows now.
    pub fn of(session: &Session, legal: &[Action]) -> Moment {
        let state = session.game().play();
        Moment {
            moves: session.game().moves().len(),
            edition: session.game().edition(),
            person: !session.read_only(),
            decision: session.decision(),
            selected: session.selected(),
            from_platter: legal.iter().any(
                |a| matches!(*a, Action::Take { die, .. } if state.place(die) == Place::Platter),
            ),
            last: session.last().to_vec(),
        }
    }
}

/// How many dice the last step sent to the silver platter.
pub fn platter_count(last: &[Event]) -> usize {
    last.iter()
        .filter(|e| matches!(e, Event::ToPlatter { .. }))
        .count()
}

/// The step that applies at `m`, done or not.
pub fn step_for(m: &Moment) -> Option<Step> {
    if !m.person {
        return None;
    }
    // A take put a die on a dice field and sent dice to the platter, and
    // the same player rolls on: those dice were the lower ones (the dice
    // left after the last choice go to the platter too, but the turn then
    // ends, so they are never explained as lower).
    let took = m.last.iter().any(|e| matches!(e, Event::ToField { .. }));
    let selected = m.selected.is_some();
    Some(match m.decision {
        Decision::Roll {
            solo_passive: false,
            ..
        } if took && platter_count(&m.last) > 0 => Step::Platter,
        Decision::Roll { .. } | Decision::DiceLayout { .. } => Step::Roll,
        Decision::Return { .. } => Step::Return,
        Decision::Question { .. } => Step::Question,
        Decision::SilverRow { .. } => Step::SilverRow,
        Decision::Cross { .. } => Step::Cell,
        _ if selected => Step::Cell,
        Decision::Pick { .. } => Step::Die,
        Decision::Passive { .. } if m.from_platter => Step::Passive,
        Decision::Passive { .. } => Step::Die,
        Decision::PlusOne { .. } => Step::PlusOne,
        Decision::RoundChoice { .. } if m.edition == Edition::Twice => Step::BlackQuestion,
        Decision::RoundChoice { .. } => Step::RoundChoice,
        Decision::GameOver => return None,
    })
}

/// Whether going from `before` to `now` did what `step` asked.
pub fn fulfilled(step: Step, before: &Moment, now: &Moment) -> bool {
    // The player made one move (a +1 window closed with Done may tell no
    // event).
    let moved = now.moves == before.moves + 1;
    let happened = |f: fn(&Event) -> bool| moved && now.last.iter().any(f);
    let tapped = now.selected.is_some() && now.selected != before.selected;
    match step {
        Step::Roll => happened(|e| matches!(e, Event::Rolled { .. })),
        Step::Die | Step::Passive => {
            tapped || happened(|e| matches!(e, Event::Took { .. } | Event::ToField { .. }))
        }
        Step::Cell => happened(|e| matches!(e, Event::Marked { .. })),
        // Read once the player went on (the sequel's: only its own moves
        // are allowed then).
        Step::Platter | Step::Return | Step::Question | Step::SilverRow => moved,
        Step::PlusOne => tapped || moved,
        Step::RoundChoice | Step::BlackQuestion => {
            happened(|e| matches!(e, Event::RoundChosen { .. }))
        }
    }
}

/// The guide: its progress and the step it says now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    pub progress: Progress,
    showing: Option<Step>,
}

impl Guide {
    pub fn new(progress: Progress) -> Guide {
        Guide {
            progress,
            showing: None,
        }
    }

    /// The step said now, if any.
    pub fn showing(self) -> Option<Step> {
        self.showing
    }

    /// The table went from `before` to `now`: the step said before is done
    /// if that did it; then the step for `now`, unless done already.
    pub fn observe(&mut self, before: Option<&Moment>, now: &Moment) {
        if let (Some(step), Some(before)) = (self.showing, before) {
            if fulfilled(step, before, now) {
                self.progress = self.progress.with_done(step);
            }
        }
        self.showing =
            step_for(now).filter(|&s| self.progress.on(now.edition) && !self.progress.is_done(s));
    }

    /// The player hid the guide.
    pub fn hide(&mut self) {
        self.progress = self.progress.hidden();
        self.showing = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Area, DiceBag, Game, Setup, Spot};

    fn moment(decision: Decision) -> Moment {
        Moment {
            moves: 0,
            edition: Edition::Clever,
            person: true,
            decision,
            selected: None,
            from_platter: true,
            last: Vec::new(),
        }
    }

    fn roll(solo_passive: bool) -> Decision {
        Decision::Roll {
            player: 0,
            dice: crate::engine::DieSet(0b11_1111),
            reroll: false,
            solo_passive,
        }
    }

    #[test]
    fn progress_is_kept_as_the_names_of_the_steps_done_or_off() {
        let on = |p: Progress| p.on(Edition::Clever);
        let first = Progress::from_stored(None, false);
        assert!(on(first));
        assert_eq!(first.stored(), "");
        let not_first = Progress::from_stored(None, true);
        assert!(
            !on(not_first),
            "a player with a finished game is not guided"
        );
        assert!(!on(Progress::from_stored(Some("off"), false)));
        let begun = Progress::from_stored(Some("roll, cell,nonsense"), true);
        assert!(on(begun), "a guide begun goes on into the next game");
        assert!(begun.is_done(Step::Roll) && begun.is_done(Step::Cell));
        assert!(!begun.is_done(Step::Die));
        assert_eq!(begun.stored(), "roll,cell");
        assert_eq!(begun.hidden().stored(), "off");
        let all = Step::ALL.iter().fold(first, |p, &s| p.with_done(s));
        assert!(!on(all), "every step done: the guide stops");
        assert!(!all.on(Edition::Twice));
        assert!(!on(Progress::from_stored(Some(&all.stored()), false)));
        for s in Step::ALL {
            assert!(Progress::from_stored(Some(s.key()), false).is_done(s));
        }
    }

    /// A list kept before the sequel's steps: every first-game step done.
    #[test]
    fn a_first_game_progress_kept_before_is_done_in_the_first_game_only() {
        let old = "roll,die,cell,platter,passive,plus_one,round_choice";
        let kept = Progress::from_stored(Some(old), true);
        assert!(!kept.on(Edition::Clever), "the first game's guide is over");
        assert_eq!(kept.stored(), old, "read and kept as before");
        for s in Step::ALL {
            assert_eq!(kept.is_done(s), s.in_game(Edition::Clever));
        }
        assert!(kept.on(Edition::Twice), "the sequel's own steps are to do");
        let sequel = [
            Step::Return,
            Step::Question,
            Step::SilverRow,
            Step::BlackQuestion,
        ]
        .iter()
        .fold(kept, |p, &s| p.with_done(s));
        assert!(!sequel.on(Edition::Twice));
        let twice_only = Progress::from_stored(
            Some(
                "roll,die,cell,platter,passive,plus_one,return,question,silver_row,black_question",
            ),
            true,
        );
        assert!(
            !twice_only.on(Edition::Twice),
            "no black X or 6 in the sequel"
        );
        assert!(twice_only.on(Edition::Clever));
    }

    #[test]
    fn each_decision_has_its_step() {
        assert_eq!(step_for(&moment(roll(false))), Some(Step::Roll));
        assert_eq!(step_for(&moment(roll(true))), Some(Step::Roll));
        let pick = moment(Decision::Pick { player: 0, roll: 1 });
        assert_eq!(step_for(&pick), Some(Step::Die));
        let picked = Moment {
            selected: Some(Die::Green),
            ..pick.clone()
        };
        assert_eq!(step_for(&picked), Some(Step::Cell));
        let passive = moment(Decision::Passive { player: 1 });
        assert_eq!(step_for(&passive), Some(Step::Passive));
        let from_fields = Moment {
            from_platter: false,
            ..passive
        };
        assert_eq!(step_for(&from_fields), Some(Step::Die));
        assert_eq!(
            step_for(&moment(Decision::PlusOne { player: 0 })),
            Some(Step::PlusOne)
        );
        assert_eq!(
            step_for(&moment(Decision::Cross {
                player: 0,
                area: Area::Blue
            })),
            Some(Step::Cell)
        );
        assert_eq!(
            step_for(&moment(Decision::RoundChoice { player: 0 })),
            Some(Step::RoundChoice)
        );
        assert_eq!(step_for(&moment(Decision::GameOver)), None);
        let sequel = [
            (Decision::RoundChoice { player: 0 }, Step::BlackQuestion),
            (Decision::Return { player: 0 }, Step::Return),
            (
                Decision::Question {
                    player: 0,
                    area: Area::Pink,
                },
                Step::Question,
            ),
            (
                Decision::SilverRow {
                    player: 0,
                    die: Die::White,
                    value: 3,
                },
                Step::SilverRow,
            ),
        ];
        for (decision, step) in sequel {
            let m = Moment {
                edition: Edition::Twice,
                ..moment(decision)
            };
            assert_eq!(step_for(&m), Some(step), "{decision:?}");
        }
        let computer = Moment {
            person: false,
            ..pick
        };
        assert_eq!(step_for(&computer), None, "nothing while others decide");
    }

    #[test]
    fn the_platter_is_explained_only_while_the_turn_goes_on() {
        let last = vec![
            Event::Took {
                player: 0,
                die: Die::Yellow,
                value: 4,
            },
            Event::ToField {
                die: Die::Yellow,
                field: 0,
            },
            Event::ToPlatter { die: Die::Green },
            Event::ToPlatter { die: Die::White },
        ];
        let after_take = Moment {
            last: last.clone(),
            ..moment(roll(false))
        };
        assert_eq!(step_for(&after_take), Some(Step::Platter));
        assert_eq!(platter_count(&after_take.last), 2);
        // After the third choice the rest goes to the platter whatever it
        // shows: the turn is over, nothing is said about lower dice.
        let after_third = Moment {
            last: last.clone(),
            ..moment(Decision::PlusOne { player: 0 })
        };
        assert_eq!(step_for(&after_third), Some(Step::PlusOne));
        // The solo passive roll's three lowest are not a take's.
        let solo = Moment {
            last: vec![Event::ToPlatter { die: Die::Blue }],
            ..moment(roll(false))
        };
        assert_eq!(step_for(&solo), Some(Step::Roll));
    }

    #[test]
    fn a_hint_or_an_undo_does_no_step() {
        let before = Moment {
            last: vec![Event::Took {
                player: 0,
                die: Die::Blue,
                value: 3,
            }],
            ..moment(Decision::PlusOne { player: 0 })
        };
        let hint = Moment {
            selected: None,
            ..before.clone()
        };
        assert!(!fulfilled(Step::PlusOne, &before, &hint));
        let before = Moment { moves: 5, ..before };
        let undo = Moment {
            moves: 4,
            last: Vec::new(),
            ..before.clone()
        };
        assert!(!fulfilled(Step::PlusOne, &before, &undo));
        let done = Moment {
            moves: 6,
            last: Vec::new(),
            ..before.clone()
        };
        assert!(
            fulfilled(Step::PlusOne, &before, &done),
            "Done tells no event"
        );
        assert!(!fulfilled(Step::Cell, &before, &done));
    }

    /// Plays a whole solo game of `setup` through the table as a person
    /// does, the guide (begun afresh) watching each change; `silver`:
    /// take the silver or white die into silver whenever the rules allow,
    /// so that a silver choice sweeps dice. Returns each step said, with
    /// the decision it was said at, and the guide at the end. A step said
    /// is counted done as soon as the player made the move it asked for.
    fn play_watched(setup: Setup, silver: bool) -> (Vec<(Step, Decision)>, Guide) {
        let mut said: Vec<(Step, Decision)> = Vec::new();
        let mut session = Session::new(Game::new(setup).unwrap(), None);
        let mut guide = Guide::new(Progress::from_stored(None, false));
        let mut bag = DiceBag::new(5);
        let mut before: Option<Moment> = None;
        let mut look = |session: &Session, guide: &mut Guide, said: &mut Vec<(Step, Decision)>| {
            let now = Moment::of(session, &session.game().legal_actions());
            let asked = guide.showing();
            guide.observe(before.as_ref(), &now);
            if let (Some(step), Some(b)) = (asked, &before) {
                let sequel = !step.in_game(Edition::Clever);
                if sequel && now.moves == b.moves + 1 {
                    assert!(guide.progress.is_done(step), "{step:?} done by the move");
                }
            }
            if let Some(s) = guide.showing() {
                if said.last().map(|l| l.0) != Some(s) {
                    said.push((s, now.decision));
                }
            }
            before = Some(now);
        };
        look(&session, &mut guide, &mut said);
        while !session.game().is_over() {
            let legal = session.game().legal_actions();
            match session.decision() {
                Decision::Roll { .. } => session.roll(),
                Decision::Pick { .. } | Decision::Passive { .. } | Decision::PlusOne { .. } => {
                    let uses: Vec<(Die, Option<Spot>)> = legal
                        .iter()
                        .filter_map(|a| match *a {
                            Action::Take { die, spot } => Some((die, spot)),
                            Action::PlusOne { die, spot } => Some((die, Some(spot))),
                            _ => None,
                        })
                        .collect();
                    let in_silver = uses.iter().copied().find(|&(d, spot)| {
                        matches!(d, Die::Silver | Die::White)
                            && spot.is_some_and(|s| s.area == Area::Silver)
                    });
                    // A +1 now and then; otherwise Done.
                    if legal.contains(&Action::Finish) && (uses.is_empty() || bag.below(2) == 0) {
                        assert!(session.act(Action::Finish));
                    } else if uses.is_empty() {
                        // The sequel: no die can be entered, the roll is given up.
                        assert!(session.act(legal[0]));
                    } else {
                        let (die, spot) = match in_silver {
                            Some(pick) if silver => pick,
                            _ => uses[bag.below(uses.len() as u32) as usize],
                        };
                        session.tap_die(die);
                        if let Some(spot) = spot {
                            look(&session, &mut guide, &mut said);
                            session.tap_cell(0, spot);
                        }
                    }
                }
                _ => {
                    let a = legal[bag.below(legal.len() as u32) as usize];
                    assert!(session.act(a));
                }
            }
            look(&session, &mut guide, &mut said);
        }
        (said, guide)
    }

    /// The steps come in the order of a first turn, each is said until
    /// done, and by the end of the game every step has been done and the
    /// guide is silent.
    #[test]
    fn a_first_game_does_every_step_once_and_the_guide_stops() {
        let (said, guide) = play_watched(Setup::solo("Ann", 11), false);
        let said: Vec<Step> = said.iter().map(|s| s.0).collect();
        assert_eq!(&said[..3], &[Step::Roll, Step::Die, Step::Cell]);
        for s in Step::ALL.into_iter().filter(|s| s.in_game(Edition::Clever)) {
            assert!(guide.progress.is_done(s), "{s:?} was never done: {said:?}");
            assert_eq!(
                said.iter().filter(|&&x| x == s).count(),
                1,
                "{s:?} said once"
            );
        }
        assert!(!guide.progress.is_done(Step::Return), "no return in it");
        assert!(!guide.progress.on(Edition::Clever));
        assert!(guide.progress.on(Edition::Twice));
        assert_eq!(guide.showing(), None);
    }

    /// The sequel: its own moments are said each at its decision, once,
    /// and done by the player's move; the first game's black X or 6 never
    /// comes, and by the end the guide is silent.
    #[test]
    fn a_first_sequel_says_a_return_a_question_and_a_silver_row_once() {
        let setup = Setup::solo("Ann", 11).of_game(Edition::Twice);
        let (said, guide) = play_watched(setup, true);
        for (step, decision) in &said {
            let at = match step {
                Step::Return => matches!(decision, Decision::Return { .. }),
                Step::Question => matches!(decision, Decision::Question { .. }),
                Step::SilverRow => matches!(decision, Decision::SilverRow { .. }),
                Step::BlackQuestion => matches!(decision, Decision::RoundChoice { .. }),
                _ => true,
            };
            assert!(at, "{step:?} said at {decision:?}");
        }
        let said: Vec<Step> = said.iter().map(|s| s.0).collect();
        for s in Step::ALL.into_iter().filter(|s| s.in_game(Edition::Twice)) {
            assert!(guide.progress.is_done(s), "{s:?} was never done: {said:?}");
            assert_eq!(
                said.iter().filter(|&&x| x == s).count(),
                1,
                "{s:?} said once: {said:?}"
            );
        }
        assert!(!said.contains(&Step::RoundChoice));
        assert!(!guide.progress.on(Edition::Twice));
        assert!(
            guide.progress.on(Edition::Clever),
            "black X or 6 still to learn"
        );
        assert_eq!(guide.showing(), None);
    }

    #[test]
    fn a_hidden_guide_says_nothing_and_is_kept_off() {
        let mut guide = Guide::new(Progress::default());
        guide.observe(None, &moment(roll(false)));
        assert_eq!(guide.showing(), Some(Step::Roll));
        guide.hide();
        assert_eq!(guide.showing(), None);
        guide.observe(None, &moment(Decision::Pick { player: 0, roll: 1 }));
        assert_eq!(guide.showing(), None);
        assert_eq!(guide.progress.stored(), "off");
    }
}
