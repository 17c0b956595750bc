//! Seats played elsewhere ("only my sheet"): a player at the table whose
//! sheet is on their own phone or paper. This game holds the other seats'
//! sheets; such a seat's whole active turn is one input, the `Table`: where
//! the six dice ended up. Its sheet stays empty: it never picks, never uses
//! +1 actions, never chooses the round-4 bonus, never earns anything.

use super::dice::{Die, DieSet, Place};
use super::record::{Game, Setup};
use super::state::{Phase, State};
use super::types::{Action, Decision, Event, Log, Seat};
use serde::{Deserialize, Serialize};

/// Where the six dice lie after the active turn of a seat played elsewhere:
/// the active player's dice fields in field order (1–3 dice) and the silver
/// platter (the rest), each die with its value. As entered: `State::check`
/// says what is wrong with it (`TableError`). In a record:
/// `{"fields": [["white", 3], …], "platter": [["blue", 2], …]}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "TableForm", try_from = "TableForm")]
pub struct Table {
    fields: [(Die, u8); 6],
    platter: [(Die, u8); 6],
    on_fields: u8,
    on_platter: u8,
}

/// Why a table cannot be where the dice ended up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A die shows a value other than 1 to 6.
    Value { die: Die, value: u8 },
    /// A die is given twice.
    Twice(Die),
    /// A die is given nowhere (each of the six lies somewhere).
    Missing(Die),
    /// The dice fields hold 1 to 3 dice, not this many.
    Fields(usize),
    /// Two dice (at least) put on one dice field: the field, two of them.
    FieldTwice { field: u8, first: Die, second: Die },
    /// A dice field left empty while a later one holds a die (fields are
    /// filled in order, one per pick).
    FieldEmpty(u8),
}

impl Table {
    /// A table as entered. Refused only when a list holds more than six
    /// dice (which no table can): with the error `check` would give.
    pub fn new(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Result<Table, TableError> {
        if fields.len() > 6 || platter.len() > 6 {
            return Err(check(fields, platter).expect_err("more than six dice repeat one"));
        }
        let mut t = Table {
            fields: [(Die::White, 1); 6],
            platter: [(Die::White, 1); 6],
            on_fields: fields.len() as u8,
            on_platter: platter.len() as u8,
        };
        t.fields[..fields.len()].copy_from_slice(fields);
        t.platter[..platter.len()].copy_from_slice(platter);
        Ok(t)
    }

    /// A table as told at the table: each die's value and place (`places`
    /// by die: 0 for the platter, else its dice field, 1 to 3). Refused
    /// when a field holds two dice or is skipped; `check` says the rest (a
    /// die placed nowhere known is missing).
    pub fn from_places(values: [u8; 6], places: [u8; 6]) -> Result<Table, TableError> {
        let on = |field: u8| Die::ALL.into_iter().filter(move |d| places[d.index()] == field);
        let mut fields = [(Die::White, 0); 6];
        let mut count = 0;
        for field in 1..=3u8 {
            let mut dice = on(field);
            match (dice.next(), dice.next()) {
                (Some(first), Some(second)) => {
                    return Err(TableError::FieldTwice { field, first, second })
                }
                (Some(die), None) => {
                    fields[count] = (die, values[die.index()]);
                    count += 1;
                }
                (None, _) => {
                    if places.iter().any(|&p| p > field) {
                        return Err(TableError::FieldEmpty(field));
                    }
                }
            }
        }
        let mut platter = [(Die::White, 0); 6];
        let mut rest = 0;
        for die in on(0) {
            platter[rest] = (die, values[die.index()]);
            rest += 1;
        }
        Table::new(&fields[..count], &platter[..rest])
    }

    /// The dice on the active player's fields, in field order.
    pub fn fields(&self) -> &[(Die, u8)] {
        &self.fields[..self.on_fields as usize]
    }

    /// The dice on the silver platter.
    pub fn platter(&self) -> &[(Die, u8)] {
        &self.platter[..self.on_platter as usize]
    }

    /// Whether the six dice can lie so: each once, valued 1–6, 1–3 of them
    /// on the fields. (How they got there is not checked: the table is what
    /// the players see.)
    pub fn check(&self) -> Result<(), TableError> {
        check(self.fields(), self.platter())
    }
}

/// The first thing wrong with a table: a value, then a die twice, a die
/// missing, the number on the fields.
fn check(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Result<(), TableError> {
    let all = || fields.iter().chain(platter);
    if let Some(&(die, value)) = all().find(|&&(_, v)| !(1..=6).contains(&v)) {
        return Err(TableError::Value { die, value });
    }
    let mut seen = DieSet::default();
    for &(die, _) in all() {
        if seen.contains(die) {
            return Err(TableError::Twice(die));
        }
        seen.insert(die);
    }
    if let Some(die) = Die::ALL.into_iter().find(|&d| !seen.contains(d)) {
        return Err(TableError::Missing(die));
    }
    if !(1..=3).contains(&fields.len()) {
        return Err(TableError::Fields(fields.len()));
    }
    Ok(())
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("fields", &self.fields())
            .field("platter", &self.platter())
            .finish()
    }
}

/// A table's serde form: two lists of (die, value).
#[derive(Serialize, Deserialize)]
struct TableForm {
    fields: Vec<(Die, u8)>,
    platter: Vec<(Die, u8)>,
}

impl From<Table> for TableForm {
    fn from(t: Table) -> TableForm {
        TableForm {
            fields: t.fields().to_vec(),
            platter: t.platter().to_vec(),
        }
    }
}

impl TryFrom<TableForm> for Table {
    type Error = TableError;
    fn try_from(f: TableForm) -> Result<Table, TableError> {
        Table::new(&f.fields, &f.platter)
    }
}

impl State {
    /// Whether `player`'s seat is played elsewhere (their sheet is not in
    /// this game).
    pub fn is_elsewhere(&self, player: u8) -> bool {
        self.elsewhere & (1 << player) != 0
    }

    /// An elsewhere seat's turn as the table shows it after: the dice lie
    /// there, and the passive players pick from the platter.
    pub(super) fn place_table(&mut self, table: Table, log: &mut impl Log) {
        for (field, &(die, value)) in table.fields().iter().enumerate() {
            self.values[die.index()] = value;
            self.places.put(die, Place::Field(field as u8));
            log.push(Event::ToField {
                die,
                field: field as u8,
            });
        }
        for &(die, value) in table.platter() {
            self.values[die.index()] = value;
            self.places.put(die, Place::Platter);
            log.push(Event::ToPlatter { die });
        }
        self.fields = table.fields().len() as u8;
        // A game with a seat played elsewhere has two seats or more.
        self.phase = Phase::Passive {
            player: self.next_seat(self.active),
        };
    }
}

impl Game {
    /// This game as the record of seat `me`'s sheet alone, every other
    /// seat played elsewhere: their active turns become the table at the end
    /// of their active part (their fields and the platter); `me`'s moves are
    /// copied. `None` when `me` is no seat or a move does not replay so.
    pub fn only_sheet_of(&self, me: u8) -> Option<Game> {
        let mut setup: Setup = self.setup().clone();
        let n = setup.players.len();
        if me as usize >= n {
            return None;
        }
        setup.seats = (0..n)
            .map(|i| {
                if i == me as usize {
                    Seat::Person
                } else {
                    Seat::Elsewhere
                }
            })
            .collect();
        let mut mine = Game::new(setup).ok()?;
        let mut whole = Game::new(self.setup().clone()).ok()?;
        // Where the dice of an elsewhere seat's turn went: (field, die), platter.
        let mut fields: Vec<(u8, Die)> = Vec::new();
        let mut platter: Vec<Die> = Vec::new();
        for &action in self.moves() {
            let before = whole.decision();
            let active = whole.state().active();
            let events = whole.apply(action).ok()?;
            if before.player() == Some(me) {
                mine.apply(action).ok()?;
                continue;
            }
            if active == me {
                continue;
            }
            for e in &events {
                match *e {
                    Event::ToField { die, field } => fields.push((field, die)),
                    Event::ToPlatter { die } => platter.push(die),
                    _ => {}
                }
            }
            if fields.len() + platter.len() == 6 {
                if mine.decision() != (Decision::Table { player: active }) {
                    return None;
                }
                crate::order::sort_by(&mut fields, |a, b| a < b);
                let value = |d: Die| (d, whole.state().value(d));
                let f: Vec<(Die, u8)> = fields.iter().map(|&(_, d)| value(d)).collect();
                let p: Vec<(Die, u8)> = platter.iter().map(|&d| value(d)).collect();
                mine.apply(Action::Table(Table::new(&f, &p).ok()?)).ok()?;
                fields.clear();
                platter.clear();
            }
        }
        Some(mine)
    }
}
