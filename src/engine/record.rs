//! The game is its record: setup plus every input in order. Saving, export,
//! import, replay and undo are all this one document (docs/game-record.md).

use super::dice::{roll_bag, DiceBag};
use super::json::write_str;
use super::reading::{ACTIONS, CHOICES};
use super::tables::RoundChoice;
use super::MAX_PLAYERS;
use super::{Action, Decision, Event, NoLog, RuleError, Seat, SetupError, Spot, State, Variants};
#[cfg(not(target_arch = "wasm32"))]
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write};

pub const FORMAT: &str = "clever-game";
pub const VERSION: u32 = 1;

/// How a game was set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize, Deserialize))]
pub struct Setup {
    /// Player names in seat order (1–4).
    pub players: Vec<String>,
    /// The seat of the starting player.
    #[cfg_attr(not(target_arch = "wasm32"), serde(default))]
    pub first: u8,
    /// The seed live dice were drawn from (the record holds the values anyway).
    #[cfg_attr(not(target_arch = "wasm32"), serde(default))]
    pub seed: u64,
    #[cfg_attr(not(target_arch = "wasm32"), serde(default))]
    pub variants: Variants,
    /// Who plays each seat. Empty when every seat is a person (so records
    /// without computers stay as they were); else one per player. A `Game`
    /// keeps it so: use `seat(i)`.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub seats: Vec<Seat>,
    /// The daily challenge's date (`YYYY-MM-DD`) when the game is one.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub daily: Option<String>,
}

impl Setup {
    pub fn solo(name: &str, seed: u64) -> Setup {
        Setup::named(&[name], seed)
    }

    /// The game at its start, before the first roll.
    pub fn start(&self) -> Result<State, SetupError> {
        let n = self.players.len();
        if !(1..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::Players(n));
        }
        if !self.seats.is_empty() && self.seats.len() != n {
            return Err(SetupError::Seats {
                seats: self.seats.len(),
                players: n,
            });
        }
        if let Some(date) = &self.daily {
            if !is_date(date) {
                return Err(SetupError::Daily(date.clone()));
            }
        }
        State::new(n as u8, self.first, self.variants)
    }

    pub fn named(names: &[&str], seed: u64) -> Setup {
        Setup {
            players: names.iter().map(|n| n.to_string()).collect(),
            first: 0,
            seed,
            variants: Variants::default(),
            seats: Vec::new(),
            daily: None,
        }
    }

    /// Who plays seat `i` (a person unless `seats` says otherwise).
    pub fn seat(&self, i: usize) -> Seat {
        self.seats.get(i).copied().unwrap_or(Seat::Person)
    }

    /// `seats` as a `Game` keeps it: empty when every seat is a person.
    fn normalise(&mut self) {
        if self.seats.iter().all(|&s| s == Seat::Person) {
            self.seats.clear();
        }
    }
}

/// A real calendar date written `YYYY-MM-DD` (Gregorian leap years).
fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| -> Option<u32> {
        b[r].iter().try_fold(0, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10)) else {
        return false;
    };
    (1..=days_in_month(year, month)).contains(&day)
}

/// Days in a month of the Gregorian calendar (0 for no such month).
fn days_in_month(year: u32, month: u32) -> u32 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => 0,
    }
}

/// The day before a real `YYYY-MM-DD` date (a daily challenge's streak
/// counts back day by day); None for anything else.
pub fn previous_day(date: &str) -> Option<String> {
    if !is_date(date) {
        return None;
    }
    let mut parts = date.split('-').map(|p| p.parse::<u32>().ok());
    let (mut y, mut m, mut d) = (parts.next()??, parts.next()??, parts.next()??);
    if d > 1 {
        d -= 1;
    } else {
        if m > 1 {
            m -= 1;
        } else {
            m = 12;
            y = y.checked_sub(1)?;
        }
        d = days_in_month(y, m);
    }
    Some(format!("{y:04}-{m:02}-{d:02}"))
}

/// The versioned document. Natively it also (de)serializes with serde, to
/// the same JSON as `Game::to_json` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize, Deserialize))]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub setup: Setup,
    pub moves: Vec<Action>,
    /// Hints used per seat; written only when one was used.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        serde(default, skip_serializing_if = "no_hints")
    )]
    pub hints: Vec<u32>,
}

/// No seat used a hint (the record then has no `hints`).
fn no_hints(hints: &[u32]) -> bool {
    hints.iter().all(|&h| h == 0)
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// Not JSON, or not shaped like a game record.
    Malformed(String),
    NotAGame(String),
    /// Written by a newer (or unknown) version of the app: the version, a
    /// whole number, exactly as the record writes it.
    Version(String),
    /// The version is not a whole number (`"1"`, `1.0`, `null`): as written.
    BadVersion(String),
    Setup(SetupError),
    /// Entry `index` (0-based) of `moves` is not allowed there.
    Move {
        index: usize,
        error: RuleError,
    },
    /// Entry `index` (0-based) of `moves` is not a move at all (a die
    /// showing 7, an unknown area, a cell past 255, seven dice in a roll…).
    BadMove {
        index: usize,
        why: String,
    },
    /// `hints` counts a different number of seats than there are players.
    Hints {
        counts: usize,
        players: usize,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Malformed(e) => write!(f, "this is not a readable game record: {e}"),
            ReplayError::NotAGame(what) => {
                write!(f, "this is not a clever game record (format \"{what}\")")
            }
            ReplayError::Version(v) => write!(
                f,
                "this record has version {v}; this app reads version {VERSION}"
            ),
            ReplayError::BadVersion(v) => write!(
                f,
                "the version of this record must be a whole number, not {v}"
            ),
            ReplayError::Setup(e) => write!(f, "the game setup is not possible: {e}"),
            ReplayError::Move { index, error } => {
                write!(f, "move {index} is not allowed: {error}")
            }
            ReplayError::BadMove { index, why } => {
                write!(f, "move {index} cannot be read: {why}")
            }
            ReplayError::Hints { counts, players } => write!(
                f,
                "the record counts hints for {counts} seats, but the game has {players} players"
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A game: its setup, its state and every input so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    state: State,
    moves: Vec<Action>,
    /// Hints used per seat (one count per player).
    hints: Vec<u32>,
}

impl Game {
    pub fn new(mut setup: Setup) -> Result<Game, ReplayError> {
        let state = setup.start().map_err(ReplayError::Setup)?;
        setup.normalise();
        Ok(Game {
            hints: vec![0; setup.players.len()],
            setup,
            state,
            moves: Vec::new(),
        })
    }

    /// How many hints `seat` has asked for.
    pub fn hints_used(&self, seat: u8) -> u32 {
        self.hints.get(seat as usize).copied().unwrap_or(0)
    }

    /// Count a hint for `seat` (it stays counted through undo).
    pub fn count_hint(&mut self, seat: u8) {
        if let Some(h) = self.hints.get_mut(seat as usize) {
            *h += 1;
        }
    }

    /// Take a record's hint counts (none: all zero).
    pub(super) fn set_hints(&mut self, hints: Vec<u32>) -> Result<(), ReplayError> {
        if hints.is_empty() {
            return Ok(());
        }
        if hints.len() != self.hints.len() {
            return Err(ReplayError::Hints {
                counts: hints.len(),
                players: self.hints.len(),
            });
        }
        self.hints = hints;
        Ok(())
    }

    /// The dice for the next roll, as the app draws live dice: from the
    /// seed and the number of rolls so far (`roll_bag`).
    pub fn next_roll_bag(&self) -> DiceBag {
        let rolls = self
            .moves
            .iter()
            .filter(|a| matches!(a, Action::Roll(_)))
            .count();
        roll_bag(self.setup.seed, rolls as u64)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn state(&self) -> &State {
        &self.state
    }
    pub fn moves(&self) -> &[Action] {
        &self.moves
    }
    pub fn decision(&self) -> Decision {
        self.state.decision()
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        self.state.legal_actions()
    }

    /// Apply an action and record it; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let events = self.state.apply(action)?;
        self.moves.push(action);
        Ok(events)
    }

    /// Roll the dice the current decision asks for, from `bag` (one roll,
    /// recorded); refused when it is not time to roll.
    pub fn roll_from(&mut self, bag: &mut DiceBag) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        match self.state.roll_from(bag, &mut events) {
            Some(roll) => {
                self.moves.push(Action::Roll(roll));
                Ok(events)
            }
            None => Err(RuleError::NotNow {
                expected: "it is not time to roll",
            }),
        }
    }

    /// Roll from `bag` (each roll recorded) until a player has to decide or
    /// the game is over; returns what happened (nothing if no roll was due).
    pub fn play_until_decision(&mut self, bag: &mut DiceBag) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(roll) = self.state.roll_from(bag, &mut events) {
            self.moves.push(Action::Roll(roll));
        }
        events
    }

    /// Undo goes back before the last decision, never across a roll.
    pub fn can_undo(&self) -> bool {
        matches!(self.moves.last(), Some(a) if !matches!(a, Action::Roll(_)))
    }

    /// Undo the last decision: the game becomes the replay of all its moves
    /// but the last. Returns the action undone (None: nothing to undo).
    pub fn undo(&mut self) -> Option<Action> {
        if !self.can_undo() {
            return None;
        }
        let (&last, rest) = self.moves.split_last()?;
        // Every move was accepted before, so all but the last replay.
        let mut before = Game::from_moves(self.setup.clone(), rest).ok()?;
        // A hint used stays used.
        before.hints = std::mem::take(&mut self.hints);
        *self = before;
        Some(last)
    }

    pub fn record(&self) -> Record {
        Record {
            format: FORMAT.to_string(),
            version: VERSION,
            setup: self.setup.clone(),
            moves: self.moves.clone(),
            hints: self.hints.clone(),
        }
    }

    /// The record as compact JSON: what the app saves and exports, byte for
    /// byte as serde_json wrote `Record` (fields in order, no spaces).
    pub fn to_json(&self) -> String {
        write_record(&self.setup, &self.moves, &self.hints)
    }

    /// Replay a record; the first move the rules refuse is named.
    pub fn replay(record: &Record) -> Result<Game, ReplayError> {
        if record.format != FORMAT {
            return Err(ReplayError::NotAGame(record.format.clone()));
        }
        if record.version != VERSION {
            return Err(ReplayError::Version(record.version.to_string()));
        }
        let mut game = Game::from_moves(record.setup.clone(), &record.moves)?;
        game.set_hints(record.hints.clone())?;
        Ok(game)
    }

    /// The game set up by `setup` after `moves`; the first move the rules
    /// refuse is named with its index.
    pub(super) fn from_moves(setup: Setup, moves: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup)?;
        game.moves.reserve(moves.len());
        for (index, &action) in moves.iter().enumerate() {
            game.replay_move(index, action)?;
        }
        Ok(game)
    }

    /// Replay move `index` of a record (nothing changes if it is refused).
    pub(super) fn replay_move(&mut self, index: usize, action: Action) -> Result<(), ReplayError> {
        self.state
            .apply_with(action, &mut NoLog)
            .map_err(|error| ReplayError::Move { index, error })?;
        self.moves.push(action);
        Ok(())
    }
}

/// A record's JSON (`Game::to_json`, `Record`'s serde form).
pub(crate) fn write_record(setup: &Setup, moves: &[Action], hints: &[u32]) -> String {
    let mut out = String::with_capacity(160 + 48 * moves.len());
    out.push_str("{\"format\":");
    write_str(&mut out, FORMAT);
    out.push_str(",\"version\":");
    write_num(&mut out, VERSION.into());
    out.push_str(",\"setup\":");
    write_setup(&mut out, setup);
    out.push_str(",\"moves\":[");
    for (i, &action) in moves.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_action(&mut out, action);
    }
    out.push(']');
    if !no_hints(hints) {
        out.push_str(",\"hints\":[");
        for (i, &h) in hints.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_num(&mut out, h.into());
        }
        out.push(']');
    }
    out.push('}');
    out
}

/// One move as the record writes it (`{"take":{"die":"green",…}}`, `"reroll"`).
pub fn move_json(action: Action) -> String {
    let mut out = String::with_capacity(64);
    write_action(&mut out, action);
    out
}

/// The setup object as the record writes it (the archive writes the same).
pub(crate) fn write_setup(out: &mut String, setup: &Setup) {
    out.push_str("{\"players\":[");
    for (i, name) in setup.players.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(out, name);
    }
    out.push_str("],\"first\":");
    write_num(out, setup.first.into());
    out.push_str(",\"seed\":");
    write_num(out, setup.seed);
    out.push_str(",\"variants\":{\"solo_passive_extra\":");
    out.push_str(if setup.variants.solo_passive_extra {
        "true"
    } else {
        "false"
    });
    out.push('}');
    // Only a table with a computer names its seats: older records stay as
    // they were, byte for byte.
    if !setup.seats.is_empty() {
        out.push_str(",\"seats\":[");
        for (i, seat) in setup.seats.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_str(out, seat.name());
        }
        out.push(']');
    }
    if let Some(date) = &setup.daily {
        out.push_str(",\"daily\":");
        write_str(out, date);
    }
    out.push('}');
}

pub(crate) fn write_num(out: &mut String, n: u64) {
    let _ = write!(out, "{n}");
}

/// One move: `"reroll"`, `{"roll":[["white",3]]}`, `{"take":{"die":…,"spot":…}}`…
fn write_action(out: &mut String, action: Action) {
    let index = match action {
        Action::Roll(_) => 0,
        Action::Reroll => 1,
        Action::Take { .. } => 2,
        Action::PlusOne { .. } => 3,
        Action::Finish => 4,
        Action::Cross(_) => 5,
        Action::RoundBonus(_) => 6,
    };
    let quoted = |out: &mut String, name: &str| {
        out.push('"');
        out.push_str(name);
        out.push('"');
    };
    if matches!(action, Action::Reroll | Action::Finish) {
        return quoted(out, ACTIONS[index]);
    }
    let spot = |out: &mut String, spot: Option<Spot>| match spot {
        None => out.push_str("null"),
        Some(s) => {
            out.push_str("{\"area\":");
            quoted(out, s.area.name());
            out.push_str(",\"cell\":");
            write_num(out, s.cell.into());
            out.push('}');
        }
    };
    out.push('{');
    quoted(out, ACTIONS[index]);
    out.push(':');
    match action {
        Action::Roll(roll) => {
            out.push('[');
            for (i, &(die, value)) in roll.dice().iter().enumerate() {
                out.push_str(if i > 0 { ",[" } else { "[" });
                quoted(out, die.name());
                out.push(',');
                write_num(out, value.into());
                out.push(']');
            }
            out.push(']');
        }
        Action::Take { die, .. } | Action::PlusOne { die, .. } => {
            let s = match action {
                Action::PlusOne { spot: s, .. } => Some(s),
                Action::Take { spot: s, .. } => s,
                _ => None,
            };
            out.push_str("{\"die\":");
            quoted(out, die.name());
            out.push_str(",\"spot\":");
            spot(out, s);
            out.push('}');
        }
        Action::Cross(s) => spot(out, Some(s)),
        Action::RoundBonus(choice) => {
            let (i, area) = match choice {
                RoundChoice::BlackX(a) => (0, a),
                RoundChoice::Black6(a) => (1, a),
            };
            out.push('{');
            quoted(out, CHOICES[i]);
            out.push(':');
            quoted(out, area.name());
            out.push('}');
        }
        Action::Reroll | Action::Finish => {}
    }
    out.push('}');
}

/// A player's marks and score, as `clever replay` prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct PlayerSummary {
    pub name: String,
    /// Crossed yellow and blue cells as [row, column] (1-based), printed
    /// cells excluded; the numbers written in green, orange and purple.
    pub marks: Marks,
    pub rerolls: super::sheet::ActionTrack,
    pub plus_ones: super::sheet::ActionTrack,
    pub score: Score,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Marks {
    pub yellow: Vec<[u8; 2]>,
    pub blue: Vec<[u8; 2]>,
    pub green: Vec<u8>,
    pub orange: Vec<u8>,
    pub purple: Vec<u8>,
}

/// The whole game's outcome so far.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Summary {
    pub over: bool,
    pub round: u8,
    pub rounds: u8,
    pub players: Vec<PlayerSummary>,
    /// Names of the winner(s) (a shared victory lists several), once the game is over.
    pub winners: Vec<String>,
    /// Once the game is over: names best first with their places (equal
    /// totals and equal best areas share a place).
    pub ranking: Vec<(String, u8)>,
    /// Solo only: the rating of the total.
    pub rating: Option<&'static str>,
}

use super::sheet::Score;
use super::tables::{Area, AreaKind};

impl Game {
    pub fn summary(&self) -> Summary {
        let s = &self.state;
        let players = (0..s.players())
            .map(|p| {
                let sheet = s.sheet(p);
                let grid = |area: Area| -> Vec<[u8; 2]> {
                    match area.kind() {
                        AreaKind::Grid(t) => (0..(t.rows * 4) as u8)
                            .filter(|&c| t.value(c).is_some() && sheet.grid(area) & (1 << c) != 0)
                            .map(|c| [c / 4 + 1, c % 4 + 1])
                            .collect(),
                        AreaKind::Track(_) => Vec::new(),
                    }
                };
                PlayerSummary {
                    name: self.setup.players[p as usize].clone(),
                    marks: Marks {
                        yellow: grid(Area::Yellow),
                        blue: grid(Area::Blue),
                        green: sheet.green.written().to_vec(),
                        orange: sheet.orange.written().to_vec(),
                        purple: sheet.purple.written().to_vec(),
                    },
                    rerolls: sheet.rerolls,
                    plus_ones: sheet.plus_ones,
                    score: sheet.score(),
                }
            })
            .collect();
        let over = s.is_over();
        Summary {
            over,
            round: s.round(),
            rounds: s.rounds(),
            players,
            winners: if over {
                s.winners()
                    .into_iter()
                    .map(|p| self.setup.players[p as usize].clone())
                    .collect()
            } else {
                Vec::new()
            },
            ranking: if over {
                s.ranking()
                    .into_iter()
                    .map(|(p, place)| (self.setup.players[p as usize].clone(), place))
                    .collect()
            } else {
                Vec::new()
            },
            rating: (over && s.players() == 1).then(|| super::tables::rating(s.score(0).total)),
        }
    }
}
