//! The app's one piece of state: the game, what its last step did, and the
//! little a person at the table adds (the die tapped, the sheet looked at,
//! who holds the tablet, the open panel). Every input is a method of it
//! that asks the engine; the views only derive from it. Pure Rust: no
//! browser, so it is tested natively (`cargo test`).
//!
//! This file holds the state, its reading and the inputs of play (roll,
//! tap, undo, a new game); each other concern is a file of `impl Session`
//! beside it: `computers` (computer seats and hints), `replay` (a past
//! position on show), `panels` (what covers the table, moving about it),
//! `other_tab` (another tab's game, an import), `by_link` (friends far
//! apart) and `refused` (why an input did nothing).

use crate::app::state::advice::NoAnswer;
use crate::app::state::phrases::seat_name;
use crate::engine::{
    Action, Arrival, Decision, DiceBag, Die, Edition, Event, Game, Invitation, NoUndo, ReplayError,
    Seat, Setup, SetupError, Spot,
};

mod computers;
mod other_tab;
mod panels;
mod replay;

/// A save that could not be read: why, and the raw text (to download).
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    pub error: String,
    pub raw: String,
}

/// The line under the dice.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// What the last step did (its events say it).
    Told,
    Refused(Refused),
    Undone,
    /// A friend's link came in (by link).
    Arrived(Arrival),
}

/// The panel over the table, if any, besides the hand-over screen (which
/// follows from the game: see `Session::overlay`).
#[derive(Clone, Debug, PartialEq)]
pub enum Panel {
    None,
    Setup,
    Unreadable(Broken),
    /// The game went on in another tab: this one stopped saving.
    OtherTab,
    /// The finished games: statistics and history.
    History,
    /// An invitation opened: which player is this?
    Join(Invitation),
}

/// What covers the table now: one answer, decided in one place.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    None,
    /// A save could not be read: the player decides first.
    Unreadable(Broken),
    /// The game went on in another tab.
    OtherTab,
    Setup,
    History,
    /// An invitation: which player is this?
    Join(Invitation),
    /// Pass-and-play: the tablet goes to this seat first.
    HandOver(u8),
}

/// How fast the computer players play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// The pause before each computer step, so a person can follow it.
    pub fn delay_ms(self) -> u64 {
        match self {
            Pace::Slow => 1500,
            Pace::Normal => 700,
            Pace::Fast => 200,
            Pace::Instant => 0,
        }
    }
}

/// A past position on show: a step of a replay, or a decision of the
/// expert's review (with the better move outlined).
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The whole game.
    pub full: Game,
    /// How many of its moves are on show.
    pub at: usize,
    /// The game after those moves.
    pub shown: Game,
    /// The move the expert prefers here.
    pub better: Option<Action>,
}

/// One of the expert's best actions as shown: the worker's `RoundedHint`
/// with its figures and the action written ("214", "+14.2"): the app never
/// formats a float.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    pub action: Action,
    pub value: String,
    pub gain: String,
    /// "Purple 5" (the worker's words).
    pub words: String,
}

/// How many events the log keeps.
const RECENT: usize = 40;

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    game: Game,
    /// The events of the game's last step (what to animate).
    last: Vec<Event>,
    /// The recent events, oldest first (the log).
    recent: Vec<Event>,
    note: Note,
    /// The die tapped, whose cells are lit.
    selected: Option<Die>,
    /// A sheet opened read-only from the players bar.
    viewing: Option<u8>,
    /// The seat that has the tablet now (pass-and-play).
    holder: Option<u8>,
    panel: Panel,
    /// Counts the game's changes (storage writes when it moves).
    revision: u64,
    pace: Pace,
    /// The computers wait until the player resumes.
    paused: bool,
    /// The computers play at once until a person decides.
    skipping: bool,
    /// The expert's hints for the position now, best first.
    hints: Vec<HintShown>,
    /// Why the hints asked for the position now did not come (the
    /// worker's sentence); "Try again" asks anew.
    hint_failed: Option<NoAnswer>,
    /// Why the computer that decides now waits (the worker's sentence),
    /// until "Try again" or any change of the game.
    computer_waiting: Option<NoAnswer>,
    replay: Option<Replay>,
    /// A new game of the other game of the series, as its setup: this
    /// build does not play it, the page's other app does (the edge saves
    /// it and reloads; the page loads the app of the saved game).
    for_other_app: Option<(Edition, String)>,
    /// The cell whose tap was refused, while its refusal is the note (it
    /// is said there too, where the finger is).
    refused_at: Option<Spot>,
}

impl Session {
    pub fn new(game: Game, broken: Option<Broken>) -> Session {
        Session {
            game,
            last: Vec::new(),
            recent: Vec::new(),
            note: Note::Told,
            selected: None,
            viewing: None,
            holder: None,
            panel: broken.map_or(Panel::None, Panel::Unreadable),
            revision: 0,
            pace: Pace::Normal,
            paused: false,
            skipping: false,
            hints: Vec::new(),
            hint_failed: None,
            computer_waiting: None,
            replay: None,
            for_other_app: None,
            refused_at: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The events of the game's last step.
    pub fn last(&self) -> &[Event] {
        &self.last
    }

    /// The recent events, oldest first.
    pub fn recent(&self) -> &[Event] {
        &self.recent
    }

    /// The cell whose tap the note refuses, if it is a cell's.
    pub fn refused_at(&self) -> Option<Spot> {
        self.refused_at
            .filter(|_| matches!(self.note, Note::Refused(_)))
    }

    pub fn note(&self) -> &Note {
        &self.note
    }

    pub fn selected(&self) -> Option<Die> {
        self.selected
    }

    pub fn panel(&self) -> &Panel {
        &self.panel
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn pace(&self) -> Pace {
        self.pace
    }

    pub fn paused(&self) -> bool {
        self.paused
    }

    pub fn skipping(&self) -> bool {
        self.skipping
    }

    pub fn hints(&self) -> &[HintShown] {
        &self.hints
    }

    pub fn hint_failed(&self) -> Option<NoAnswer> {
        self.hint_failed
    }

    pub fn computer_waiting(&self) -> Option<NoAnswer> {
        self.computer_waiting
    }

    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }

    /// The game on show: the past position of a replay, else the game.
    pub fn on_show(&self) -> &Game {
        self.replay.as_ref().map_or(&self.game, |r| &r.shown)
    }

    pub fn seat(&self, seat: u8) -> Seat {
        self.game.setup().seat(seat as usize)
    }

    /// Why a person's input does nothing now (a computer decides, or a past
    /// position is on show).
    fn hands_off(&mut self) -> bool {
        let why = if self.replay.is_some() {
            Refused::Replaying
        } else if let (Some(_), Some(p)) = (self.computer_to_decide(), self.decision().player()) {
            Refused::ComputersTurn(p)
        } else {
            return false;
        };
        self.refuse(why);
        true
    }

    pub fn decision(&self) -> Decision {
        self.game.decision()
    }

    /// A seat's name as shown (see `words::seat_name`).
    pub fn name(&self, seat: u8) -> String {
        seat_name(self.game.setup(), seat)
    }

    /// Whose sheet is shown: the one opened to look at, else the player who
    /// decides now, else (game over) the first seat.
    /// (Only my sheet: at the turn of a seat played elsewhere, and at the
    /// end, the sheet kept here.)
    pub fn shown(&self) -> u8 {
        let game = self.on_show();
        let here = |p: u8| game.setup().seat(p as usize) != Seat::Elsewhere;
        let first_here = || (0..game.players()).find(|&p| here(p));
        self.viewing
            .or_else(|| game.decision().player().filter(|&p| here(p)))
            .or_else(first_here)
            .unwrap_or(0)
    }

    /// The shown sheet is someone else's, to look at only.
    pub fn read_only(&self) -> bool {
        self.replay.is_some()
            || self.computer_to_decide().is_some()
            || self.decision().player() != Some(self.shown())
    }

    /// Take the engine's new game and what happened.
    fn commit(&mut self, mut game: Game, events: Vec<Event>) {
        // By link: a friend's turn that waited for this step comes in.
        if game.link_id().is_some() {
            let _ = game.take_waiting();
        }
        self.game = game;
        self.recent.extend(events.iter().copied());
        let extra = self.recent.len().saturating_sub(RECENT);
        self.recent.drain(..extra);
        self.last = events;
        self.note = Note::Told;
        self.selected = None;
        self.forget_advice();
        self.revision += 1;
        if self.computer_to_decide().is_none() {
            self.skipping = false;
        }
    }

    fn refuse(&mut self, why: Refused) {
        self.note = Note::Refused(why);
        self.refused_at = None;
    }

    /// Apply a person's action; on refusal, say why. True if it was applied.
    pub fn act(&mut self, action: Action) -> bool {
        !self.hands_off() && self.apply(action)
    }

    fn apply(&mut self, action: Action) -> bool {
        let mut game = self.game.clone();
        match game.apply(action) {
            Ok(events) => {
                self.commit(game, events);
                true
            }
            Err(e) => {
                self.refuse(Refused::Rule(e));
                false
            }
        }
    }

    /// Roll the dice the engine asks for, from the game's seed.
    pub fn roll(&mut self) {
        if !self.hands_off() {
            self.roll_dice();
        }
    }

    fn roll_dice(&mut self) {
        let mut game = self.game.clone();
        let mut bag = bag_for(&game);
        match game.roll_from(&mut bag) {
            Ok(events) => self.commit(game, events),
            Err(e) => self.refuse(Refused::Rule(e)),
        }
    }

    pub fn reroll(&mut self) {
        if self.act(Action::Reroll) {
            self.roll();
        }
    }

    /// Undo back to the person's last decision (through the computers'
    /// moves since, which they would otherwise play again at once).
    pub fn undo(&mut self) {
        if self.replay.is_some() {
            self.refuse(Refused::Replaying);
            return;
        }
        let mut game = self.game.clone();
        let computer = |g: &Game| {
            g.decision()
                .player()
                .is_some_and(|p| g.setup().seat(p as usize) != Seat::Person)
        };
        let mut undone = game.undo().is_some();
        while undone && computer(&game) && game.can_undo() {
            game.undo();
        }
        undone &= !computer(&game);
        if undone {
            self.forget_advice();
            self.game = game;
            self.last.clear();
            self.selected = None;
            self.note = Note::Undone;
            self.revision += 1;
        } else if let Some(NoUndo::Sent(part)) = self.game.undo_refusal() {
            self.refuse(Refused::Sent(part));
        } else {
            self.refuse(Refused::NothingToUndo);
        }
    }

    /// The actions that use this die now.
    fn uses_of(&self, legal: &[Action], die: Die) -> Vec<Action> {
        legal
            .iter()
            .copied()
            .filter(|a| matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die))
            .collect()
    }

    /// A die was tapped: take it (when it goes on no cell), select it (its
    /// cells light up) or put it back, or say why not. True if it is now
    /// selected.
    pub fn tap_die(&mut self, die: Die) -> bool {
        if self.hands_off() {
            return false;
        }
        self.viewing = None;
        let legal = self.game.legal_actions();
        let uses = self.uses_of(&legal, die);
        let bare = Action::Take { die, spot: None };
        // The sequel: a die on the platter tapped before a roll returns it.
        if legal.contains(&Action::Return(die)) {
            self.act(Action::Return(die));
            return false;
        }
        if uses.contains(&bare) {
            self.act(bare);
            return false;
        }
        if uses.is_empty() {
            if let Some(why) = self.game.play().why_not_die(die) {
                self.refuse(Refused::Die(die, why));
            }
            return false;
        }
        self.selected = (self.selected != Some(die)).then_some(die);
        if matches!(self.note, Note::Refused(_)) {
            self.note = Note::Told;
            self.last.clear();
        }
        self.selected.is_some()
    }

    /// A cell was tapped: enter the selected die, place a free X, or say
    /// why not.
    pub fn tap_cell(&mut self, seat: u8, spot: Spot) {
        if self.hands_off() {
            return;
        }
        self.enter_at(seat, spot);
        // Each way in ends applied (a new note) or refused (by `refuse`).
        if matches!(self.note, Note::Refused(_)) {
            self.refused_at = Some(spot);
        }
    }

    fn enter_at(&mut self, seat: u8, spot: Spot) {
        let decision = self.decision();
        if self.read_only() || decision.player() != Some(seat) {
            self.refuse(Refused::NotYours(seat));
            return;
        }
        match (decision, self.selected) {
            (Decision::Pick { .. } | Decision::Passive { .. }, Some(die)) => {
                self.act(Action::Take {
                    die,
                    spot: Some(spot),
                });
            }
            (Decision::PlusOne { .. }, Some(die)) => {
                self.act(Action::PlusOne { die, spot });
            }
            (Decision::Pick { .. } | Decision::Passive { .. }, None) => {
                self.refuse(Refused::TapDieFirst)
            }
            (Decision::PlusOne { .. }, None) => self.refuse(Refused::TapDieFirstPlusOne),
            // The engine says what is expected instead (or places the X).
            _ => {
                self.act(Action::Cross(spot));
            }
        }
    }

    /// The new game this build does not play, as its record (see
    /// `for_other_app`).
    pub fn for_other_app(&self) -> Option<&str> {
        self.for_other_app
            .as_ref()
            .map(|(_, record)| record.as_str())
    }

    /// The other app could not be reached (storage refused the record):
    /// the game is refused here, as the engine refuses it.
    pub fn other_app_unreachable(&mut self) {
        if let Some((game, _)) = self.for_other_app.take() {
            let e = SetupError::Game(game);
            self.refuse(Refused::Setup(ReplayError::Setup(e)));
        }
    }

    /// A game that replaces this one: everything the table added is reset,
    /// and the change counts (storage writes it).
    fn start_over(&mut self, game: Game) {
        let revision = self.revision + 1;
        *self = Session::new(game, None);
        self.revision = revision;
    }

    /// Start a game from a setup. The unreadable save, if any, is the
    /// caller's to keep first (storage is at the edge).
    pub fn new_game(&mut self, setup: Setup) -> bool {
        // Each game's app plays its own game; the page's other app plays
        // the other (this build does not hold its rules).
        if !setup.game.is_played() {
            self.for_other_app = Some((setup.game, setup.to_json()));
            return true;
        }
        match Game::new(setup) {
            Ok(game) => {
                self.start_over(game);
                true
            }
            Err(e) => {
                self.refuse(Refused::Setup(e));
                false
            }
        }
    }
}

/// The dice for the next roll: from the game's seed and the number of rolls
/// so far, so a reload (which replays the record) continues identically.
pub fn bag_for(game: &Game) -> DiceBag {
    game.next_roll_bag()
}

mod by_link;
pub mod refused;
mod stored;

use refused::Refused;

#[cfg(test)]
mod computer_tests;
#[cfg(test)]
mod tests;
