//! The words of the game: what a player can do (`Action`), whose decision it
//! is (`Decision`), what happened (`Event`), why an action is refused
//! (`RuleError`), why a setup is impossible (`SetupError`), and the house
//! rules (`Variants`). Why a record cannot be replayed is the record's
//! (`record.rs`).

use super::dice::{DiceLayout, DiceLayoutError, Die, DieSet, Roll, RollError};
use super::printed::{Area, Bonus, RoundChoice};
use super::sheet::{Refusal, Spot};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game of the series is played: part of the setup and of the
/// record (`"game": "twice"`; a record without it is the first game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Edition {
    /// Ganz Schön Clever (That's Pretty Clever).
    #[default]
    Clever,
    /// Doppelt so clever (Twice as Clever), docs/rules-twice.md.
    Twice,
}

impl Edition {
    pub const ALL: [Edition; 2] = [Edition::Clever, Edition::Twice];

    /// The name a record and the command use (`clever`, `twice`).
    pub fn name(self) -> &'static str {
        match self {
            Edition::Clever => "clever",
            Edition::Twice => "twice",
        }
    }

    pub fn from_name(name: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.name() == name)
    }

    /// The game a page of this build starts with when nothing is saved:
    /// the sequel in the sequel's app, else the first game.
    pub const OF_BUILD: Edition = if cfg!(feature = "only-twice") {
        Edition::Twice
    } else {
        Edition::Clever
    };

    /// Whether this build plays this game: each app plays its own game
    /// (the page loads the other app for the other), the native tools both.
    pub const fn is_played(self) -> bool {
        match self {
            Edition::Clever => !cfg!(feature = "only-twice"),
            Edition::Twice => cfg!(feature = "twice"),
        }
    }

    /// Whether this is the first game (a record then says nothing of it).
    pub fn is_clever(&self) -> bool {
        *self == Edition::Clever
    }

    /// The game's six dice, in the order they are listed.
    pub fn dice(self) -> [Die; 6] {
        match self {
            Edition::Clever => Die::ALL,
            Edition::Twice => Die::TWICE,
        }
    }

    /// The game's five areas, in the order the sheet shows them.
    pub fn areas(self) -> [Area; 5] {
        match self {
            Edition::Clever => Area::ALL,
            Edition::Twice => Area::TWICE,
        }
    }

    /// Whether every die and area `action` names is this game's, and the
    /// action is of a kind the game has. The rules refuse any other action
    /// with `RuleError::NotInThisGame` before looking further.
    pub fn knows(self, action: &Action) -> bool {
        let dice = self.dice();
        let areas = self.areas();
        let die = |d: &Die| dice.contains(d);
        let spot = |s: &Spot| areas.contains(&s.area);
        let twice = self == Edition::Twice;
        match action {
            Action::Roll(roll) => roll.dice().iter().all(|(d, _)| die(d)),
            Action::Reroll | Action::Finish => true,
            Action::Take { die: d, spot: s } => die(d) && s.as_ref().is_none_or(spot),
            Action::PlusOne { die: d, spot: s } => die(d) && spot(s),
            Action::Cross(s) => spot(s),
            Action::RoundBonus(c) => match c {
                RoundChoice::BlackX(a) | RoundChoice::Black6(a) => !twice && areas.contains(a),
                RoundChoice::Black(a) => twice && areas.contains(a),
            },
            Action::DiceLayout(layout) => layout
                .fields()
                .iter()
                .chain(layout.platter())
                .all(|(d, _)| die(d)),
            Action::Return(d) => twice && die(d),
            Action::Forfeit => twice,
            Action::Write { spot: s, .. } => twice && spot(s),
        }
    }
}

/// House-rule switches (RULES.md §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Variants {
    /// Solo: the passive turn may use +1 actions (English rulebook).
    pub solo_passive_extra: bool,
}

impl Default for Variants {
    fn default() -> Self {
        Variants {
            solo_passive_extra: true,
        }
    }
}

/// Everything a player can decide, and the dice that enter the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The values of the dice that the current roll decision names.
    Roll(Roll),
    /// Spend a reroll action: all the dice just rolled are rolled again.
    Reroll,
    /// Take a die and enter it at `spot`. `None` only when no rolled die can
    /// be entered (the die still goes to a dice field).
    Take { die: Die, spot: Option<Spot> },
    /// Spend a +1 action on a die.
    PlusOne { die: Die, spot: Spot },
    /// End this part of the turn without (more) +1 actions.
    Finish,
    /// Where a free X goes.
    Cross(Spot),
    /// The round-4 bonus: a black X or a black 6 (`{"choose": …}` in a record).
    #[serde(rename = "choose")]
    RoundBonus(RoundChoice),
    /// Where the six dice ended up after the turn of a seat played
    /// elsewhere (`{"table": {"fields": …, "platter": …}}`).
    #[serde(rename = "table")]
    DiceLayout(DiceLayout),
    /// Twice as Clever: spend a return action on a platter die, which
    /// joins the next roll (`{"return": "pink"}`).
    Return(Die),
    /// Twice as Clever: no rolled die can be entered, and the roll is given
    /// up (it counts; the same dice are rolled again).
    Forfeit,
    /// Twice as Clever: a "?" in blue, green or pink, with the number
    /// chosen (green: the die value before the multiplier).
    Write { spot: Spot, value: u8 },
}

/// Whose decision it is and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Decision {
    /// Dice are needed: `Action::Roll` with values for exactly `dice`.
    Roll {
        player: u8,
        dice: DieSet,
        reroll: bool,
        solo_passive: bool,
    },
    /// The active player picks one of the rolled dice (`Action::Take`), or
    /// rerolls. `roll` is the roll's number in the turn (1–3). Its `kind` is
    /// `"choose"` in JSON, as before the rename.
    #[serde(rename = "choose")]
    Pick {
        player: u8,
        roll: u8,
    },
    /// A passive player takes a die from the platter (or falls back).
    Passive {
        player: u8,
    },
    /// Use a +1 action, or finish.
    PlusOne {
        player: u8,
    },
    /// Choose the cell of a free X in `area`.
    Cross {
        player: u8,
        area: Area,
    },
    /// Round 4: black X or black 6.
    RoundChoice {
        player: u8,
    },
    /// A seat played elsewhere had its turn: `Action::DiceLayout` says where
    /// the six dice ended up. As at a roll, nothing is listed: any layout
    /// that `DiceLayout::check` accepts is allowed.
    #[serde(rename = "table")]
    DiceLayout {
        player: u8,
    },
    GameOver,
    /// Twice as Clever: before a roll of the active turn, return platter
    /// dice (`Action::Return`) or roll (`Action::Finish`).
    Return {
        player: u8,
    },
    /// Twice as Clever: use a "?" in `area` (`Action::Cross` in silver
    /// and yellow, `Action::Write` in blue, green and pink).
    Question {
        player: u8,
        area: Area,
    },
    /// Twice as Clever: the row of silver where `die`, swept to the
    /// platter by a silver choice, marks `value` (`Action::Cross`).
    SilverRow {
        player: u8,
        die: Die,
        value: u8,
    },
}

impl Decision {
    pub fn player(&self) -> Option<u8> {
        match *self {
            Decision::Roll { player, .. }
            | Decision::Pick { player, .. }
            | Decision::Passive { player }
            | Decision::PlusOne { player }
            | Decision::Cross { player, .. }
            | Decision::RoundChoice { player }
            | Decision::DiceLayout { player }
            | Decision::Return { player }
            | Decision::Question { player, .. }
            | Decision::SilverRow { player, .. } => Some(player),
            Decision::GameOver => None,
        }
    }
}

/// What happened, step by step (the UI animates and logs these).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    RoundStarted {
        round: u8,
    },
    TurnStarted {
        player: u8,
    },
    Rolled {
        player: u8,
        roll: Roll,
    },
    RerollUsed {
        player: u8,
    },
    /// A die was placed on a dice field (by the active player).
    ToField {
        die: Die,
        field: u8,
    },
    ToPlatter {
        die: Die,
    },
    Took {
        player: u8,
        die: Die,
        value: u8,
    },
    PlusOneUsed {
        player: u8,
        die: Die,
        value: u8,
    },
    /// A cell was crossed or written (`written` is the number on the sheet).
    Marked {
        player: u8,
        spot: Spot,
        written: u8,
    },
    BonusEarned {
        player: u8,
        bonus: Bonus,
    },
    BonusLost {
        player: u8,
        bonus: Bonus,
    },
    RoundChosen {
        player: u8,
        choice: RoundChoice,
    },
    /// A player could enter no die this time.
    NothingToEnter {
        player: u8,
    },
    GameOver,
    /// Twice as Clever: a platter die came back to be rolled again.
    Returned {
        player: u8,
        die: Die,
    },
    /// Twice as Clever: no rolled die could be entered; the roll is given up.
    Forfeited {
        player: u8,
    },
    /// Twice as Clever: a yellow cell was circled (crossing it is `Marked`).
    Circled {
        player: u8,
        spot: Spot,
    },
    /// Twice as Clever: a die the silver choice sent to the platter marks
    /// `value` in silver (its own row, or one the player chooses).
    Swept {
        player: u8,
        die: Die,
        value: u8,
    },
    /// Twice as Clever: a swept die's mark is lost, its cell taken in
    /// every row it could go to.
    SweptLost {
        player: u8,
        die: Die,
        value: u8,
    },
    /// Twice as Clever: the active player's rolls are over (the dice lie
    /// where they stay; a return could bring one back until now).
    RollsEnded {
        player: u8,
    },
}

// Here rather than in dice.rs, which knows no events (this file uses it).
impl DiceLayout {
    /// Where the dice lie at the end of an active part, from the part's
    /// events (`ToField`, `ToPlatter`; the rest passed over) and what each
    /// die shows: `None` until all six lie.
    pub fn from_events(events: &[Event], value: impl Fn(Die) -> u8) -> Option<DiceLayout> {
        let mut fields: Vec<(u8, Die)> = Vec::new();
        let mut platter: Vec<(Die, u8)> = Vec::new();
        for e in events {
            match *e {
                Event::ToField { die, field } => fields.push((field, die)),
                Event::ToPlatter { die } => platter.push((die, value(die))),
                // Twice as Clever: a returned die left the platter.
                Event::Returned { die, .. } => platter.retain(|&(d, _)| d != die),
                _ => {}
            }
        }
        if fields.len() + platter.len() != 6 {
            return None;
        }
        // Twice as Clever's dice lie for good only when the rolls are over
        // (until then a return may bring one back).
        let twice = platter
            .iter()
            .any(|&(d, _)| Die::TWICE.contains(&d) && !Die::ALL.contains(&d))
            || fields
                .iter()
                .any(|&(_, d)| Die::TWICE.contains(&d) && !Die::ALL.contains(&d));
        if twice && !events.iter().any(|e| matches!(e, Event::RollsEnded { .. })) {
            return None;
        }
        crate::order::sort_by(&mut fields, |a, b| a.0 < b.0);
        let fields: Vec<(Die, u8)> = fields.iter().map(|&(_, d)| (d, value(d))).collect();
        DiceLayout::new(&fields, &platter).ok()
    }
}

/// An action the rules do not allow now, and why (worded by the
/// catalogue, `words::errors`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The action is of the wrong kind for the decision at hand.
    NotNow {
        expected: Due,
    },
    BadRoll(RollError),
    NoReroll,
    NoPlusOne,
    DieNotHere {
        die: Die,
        needed: DieMustBe,
    },
    MustEnter,
    MustTakeFromPlatter,
    /// The die fits nowhere on the player's sheet (`value`: blue + white for blue).
    NoEntry {
        die: Die,
        value: u8,
    },
    WrongArea {
        die: Die,
        area: Area,
    },
    Refused(Refusal),
    DieUsedForPlusOne(Die),
    CrossElsewhere {
        area: Area,
    },
    /// The dice layout entered for a seat played elsewhere cannot be.
    BadDiceLayout(DiceLayoutError),
    GameOver,
    /// Twice as Clever: no return action to spend.
    NoReturn,
    /// A die, an area or a move of the other game of the series.
    NotInThisGame,
}

/// What the rules wait for when an action comes at the wrong time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// No rule found against an action that is not listed (never seen).
    Unlisted,
    /// The dice must be rolled first.
    Roll,
    /// Not a roll: no dice are to be rolled now.
    NoRoll,
    /// The free X must be placed first.
    FreeX,
    /// The black X goes to yellow, blue or green; the black 6 to orange or purple.
    RoundBonusArea,
    /// The round 4 bonus must be chosen first.
    RoundBonus,
    /// The round bonus is chosen at the start of round 4 only.
    NoRoundBonus,
    /// A reroll only right after the active player's own roll.
    NoReroll,
    /// The pick is done: a +1 action or finish.
    PlusOneOrFinish,
    /// +1 actions come at the end of one's part of the turn.
    NoPlusOneYet,
    /// A die must be chosen first.
    Die,
    /// There is no free X to place.
    NoFreeX,
    /// The dice of a seat played elsewhere must be entered first.
    DiceLayout,
    /// Not a dice layout: no seat played elsewhere has just had its turn.
    NoDiceLayout,
    /// Twice as Clever: return platter dice, or roll.
    ReturnOrRoll,
    /// Twice as Clever: a return only right before a roll of one's own turn.
    NoReturn,
    /// Twice as Clever: the "?" must be used first.
    Question,
    /// Twice as Clever: the swept die's silver row must be chosen first.
    SilverRow,
    /// Twice as Clever: a roll is given up only when no rolled die fits.
    NoForfeit,
}

/// Where a die must be for the action asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieMustBe {
    /// Among the dice just rolled.
    JustRolled,
    /// One the player may take now (passive turn).
    Takeable,
    /// On the silver platter (Twice as Clever: a die to return).
    OnPlatter,
}

/// A game that cannot be set up, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 1 to 4 players (the number asked for).
    Players(usize),
    /// The starting seat is not one of the players'.
    First { first: u8, players: usize },
    /// `seats` names a different number of seats than there are players.
    Seats { seats: usize, players: usize },
    /// The daily challenge's date is not a real `YYYY-MM-DD` date (as written).
    Daily(String),
    /// Every seat is played elsewhere: the record would hold no sheet.
    NoSheet,
    /// Played by link, but not one person here and every other seat
    /// elsewhere (or fewer than two players).
    ByLink,
    /// This game cannot be played so yet: Twice as Clever by link, or
    /// where only the first game is (the first game's state).
    Game(Edition),
}

/// How well a computer seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Expert => "expert",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who plays a seat: a person at the table, the computer at a level, or a
/// player at the table whose sheet is elsewhere (their own phone or paper:
/// this game holds only the others' sheets, "only my sheet"). In a record
/// it is one name: `person`, `easy`, `medium`, `expert` or `elsewhere`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "SeatName", into = "SeatName")]
pub enum Seat {
    #[default]
    Person,
    Computer(Level),
    Elsewhere,
}

impl Seat {
    /// The seats a game can be played against on one device, in
    /// `SEAT_NAMES` order (`Elsewhere` is read and written too).
    pub const ALL: [Seat; 4] = [
        Seat::Person,
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Medium),
        Seat::Computer(Level::Expert),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Seat::Person => "person",
            Seat::Computer(level) => level.name(),
            Seat::Elsewhere => "elsewhere",
        }
    }

    pub fn from_name(name: &str) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .chain([Seat::Elsewhere])
            .find(|s| s.name() == name)
    }

    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_))
    }
}

/// A seat's serde form: the flat names, read as the codec reads them.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum SeatName {
    Person,
    Easy,
    Medium,
    Expert,
    Elsewhere,
}

impl From<SeatName> for Seat {
    fn from(n: SeatName) -> Seat {
        match n {
            SeatName::Person => Seat::Person,
            SeatName::Easy => Seat::Computer(Level::Easy),
            SeatName::Medium => Seat::Computer(Level::Medium),
            SeatName::Expert => Seat::Computer(Level::Expert),
            SeatName::Elsewhere => Seat::Elsewhere,
        }
    }
}

impl From<Seat> for SeatName {
    fn from(s: Seat) -> SeatName {
        match s {
            Seat::Person => SeatName::Person,
            Seat::Computer(Level::Easy) => SeatName::Easy,
            Seat::Computer(Level::Medium) => SeatName::Medium,
            Seat::Computer(Level::Expert) => SeatName::Expert,
            Seat::Elsewhere => SeatName::Elsewhere,
        }
    }
}

/// Where events go: a list, or nowhere (bots and replays need no log).
pub trait Log {
    fn push(&mut self, event: Event);

    /// Whether events are kept at all: a loop that only logs is skipped
    /// when not (the compiler cannot drop such a loop by itself).
    fn keeps(&self) -> bool {
        true
    }
}

impl Log for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event)
    }
}

/// A log that keeps nothing.
pub struct NoLog;
impl Log for NoLog {
    fn push(&mut self, _: Event) {}

    fn keeps(&self) -> bool {
        false
    }
}
