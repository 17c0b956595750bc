//! Playing with friends by link: each friend's app keeps the record of its
//! own seat, every other seat played elsewhere (`Game::only_sheet_of`'s
//! form). `Game::join` is the inverse: the seats' records make the whole
//! game, every seat played here.

use super::dice::DiceLayout;
use super::game::{Game, Setup};
use super::types::{Action, Event, RuleError, Seat};
use std::collections::VecDeque;

/// Why seat records do not join into one game (worded by the catalogue,
/// `words::errors`). Records are counted from 0 in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// No record was given.
    NoRecords,
    /// Record `record`'s setup differs from record 0's apart from the seats
    /// (players, first seat, seed, variants, daily, own dice).
    OtherGame { record: usize },
    /// Record `record` does not play exactly one seat here, every other
    /// seat elsewhere.
    NotOneSeat { record: usize },
    /// Records `first` and `second` both play seat `seat`.
    TwoRecords {
        seat: u8,
        first: usize,
        second: usize,
    },
    /// No record plays seat `seat`.
    NoRecord { seat: u8 },
    /// Move `index` of seat `seat`'s record, the layout of `active`'s turn
    /// in round `round`, is not where `active`'s own record rolled and
    /// placed the dice.
    Layout {
        seat: u8,
        index: usize,
        active: u8,
        round: u8,
    },
    /// Move `index` of seat `seat`'s record is refused in the whole game.
    Move {
        seat: u8,
        index: usize,
        error: RuleError,
    },
}

/// The dice layout one seat's active part left, to be found in every other record.
struct Left {
    active: u8,
    round: u8,
    layout: DiceLayout,
}

impl Game {
    /// The whole game from one record per seat, each playing its own seat
    /// here (a person or a computer) and every other seat elsewhere; any
    /// order. The whole game is replayed, and each decision is taken from
    /// the record of the seat it belongs to: a roll, pick, reroll or +1 of
    /// the active seat, a passive pick or +1, a free X, a round-4 choice.
    /// The layouts in a record, the other seats' turns, are checked against
    /// where those seats' own records left the dice and are not moves of the
    /// whole game. Each seat keeps its own record's hints.
    ///
    /// A record may end early (a friend's game goes on): the join then
    /// stops at the first decision whose seat's record has no move left, so
    /// the whole game waits for that seat (`decision()`); moves the other
    /// records hold past that point are not joined.
    pub fn join(seats: &[Game]) -> Result<Game, JoinError> {
        let first = seats.first().ok_or(JoinError::NoRecords)?;
        let n = first.setup().players.len();
        // By link, each device drew its own dice from its own seed (the
        // rolls are in the records): the seed is no part of the game's
        // identity there, its id is.
        let bare = |s: &Setup| Setup {
            seats: Vec::new(),
            seed: if s.by_link.is_some() { 0 } else { s.seed },
            ..s.clone()
        };
        let mut by_seat: Vec<Option<usize>> = vec![None; n];
        for (record, game) in seats.iter().enumerate() {
            if bare(game.setup()) != bare(first.setup()) {
                return Err(JoinError::OtherGame { record });
            }
            let here: Vec<usize> = (0..n)
                .filter(|&i| game.setup().seat(i) != Seat::Elsewhere)
                .collect();
            let &[seat] = here.as_slice() else {
                return Err(JoinError::NotOneSeat { record });
            };
            if let Some(earlier) = by_seat[seat] {
                return Err(JoinError::TwoRecords {
                    seat: seat as u8,
                    first: earlier,
                    second: record,
                });
            }
            by_seat[seat] = Some(record);
        }
        let mut records: Vec<&Game> = Vec::with_capacity(n);
        for (seat, record) in by_seat.iter().enumerate() {
            let record = record.ok_or(JoinError::NoRecord { seat: seat as u8 })?;
            records.push(&seats[record]);
        }
        let mut setup = bare(first.setup());
        // Every seat is here in the whole game: it is played by link no more.
        setup.by_link = None;
        setup.seats = (0..n).map(|i| records[i].setup().seat(i)).collect();
        let moves: Vec<&[Action]> = records.iter().map(|r| r.moves()).collect();
        let mut whole = interleave(setup, &moves)?;
        let hints: Vec<u32> = (0..n).map(|i| records[i].hints_used(i as u8)).collect();
        // One count per seat: this cannot fail.
        let _ = whole.set_hints(hints);
        Ok(whole)
    }
}

/// The whole game set up by `setup` from each seat's moves (`moves[i]`:
/// seat i's record), layouts included. Records that replay on their own
/// and whose layouts agree always replay here; the whole game is the judge
/// all the same (`JoinError::Move`).
pub(super) fn interleave(setup: Setup, moves: &[&[Action]]) -> Result<Game, JoinError> {
    let n = moves.len();
    // The setup of records that started, every seat here: it starts too.
    let mut whole = Game::new(setup).map_err(|_| JoinError::OtherGame { record: 0 })?;
    let mut next = vec![0usize; n];
    // Per seat, the layouts its record has still to show, oldest first.
    let mut owed: Vec<VecDeque<Left>> = (0..n).map(|_| VecDeque::new()).collect();
    // The events of the active part being played.
    let mut part: Vec<Event> = Vec::new();
    while let Some(p) = whole.decision().player() {
        let seat = p as usize;
        let Some(&action) = moves.get(seat).and_then(|m| m.get(next[seat])) else {
            break;
        };
        let (active, round) = (whole.active(), whole.round());
        let events = whole.apply(action).map_err(|error| JoinError::Move {
            seat: p,
            index: next[seat],
            error,
        })?;
        next[seat] += 1;
        if n == 1 {
            continue;
        }
        part.extend_from_slice(&events);
        // Each die is placed once in an active part: six, and it is over.
        let Some(layout) = DiceLayout::from_events(&part, |d| whole.value(d)) else {
            continue;
        };
        part.clear();
        for (other, queue) in owed.iter_mut().enumerate() {
            if other != active as usize {
                queue.push_back(Left {
                    active,
                    round,
                    layout,
                });
            }
        }
        // Checked at once, so a wrong layout is found even when its record
        // ends soon after.
        for (other, queue) in owed.iter_mut().enumerate() {
            check_layouts(other as u8, moves[other], &mut next[other], queue)?;
        }
    }
    // Moves left past the end of the whole game.
    if whole.is_over() {
        for (seat, m) in moves.iter().enumerate() {
            if let Some(action) = m.get(next[seat]) {
                return Err(JoinError::Move {
                    seat: seat as u8,
                    index: next[seat],
                    error: whole.check(action).err().unwrap_or(RuleError::GameOver),
                });
            }
        }
    }
    Ok(whole)
}

/// Consume the layouts at `seat`'s place in its record while the whole game
/// has played their turns: each must lie as the turn left the dice.
fn check_layouts(
    seat: u8,
    record: &[Action],
    next: &mut usize,
    owed: &mut VecDeque<Left>,
) -> Result<(), JoinError> {
    while let Some(left) = owed.front() {
        let Some(Action::DiceLayout(layout)) = record.get(*next) else {
            return Ok(());
        };
        if !same_layout(layout, &left.layout) {
            return Err(JoinError::Layout {
                seat,
                index: *next,
                active: left.active,
                round: left.round,
            });
        }
        owed.pop_front();
        *next += 1;
    }
    Ok(())
}

/// The same fields in field order and the same dice on the platter, in any
/// order (the platter has none).
fn same_layout(a: &DiceLayout, b: &DiceLayout) -> bool {
    let sorted = |t: &DiceLayout| {
        let mut p = t.platter().to_vec();
        p.sort_by_key(|&(d, v)| (d.index(), v));
        p
    };
    a.fields() == b.fields() && sorted(a) == sorted(b)
}
