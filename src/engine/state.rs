//! The whole game at one moment: a plain `Copy` value, and what can be read
//! from it (whose decision it is, the dice, the sheets, the ranking).
//! What is legal is in `legality`, what an action does in `turn`.

use super::dice::{bytes_at_least, Die, DieSet, Place, ONES};
use super::printed::{rounds_for, Area};
use super::sheet::{Openings, Score, Sheet, Spot, SpotSet};
use super::types::{Decision, NoLog, SetupError, Variants};

pub const MAX_PLAYERS: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Phase {
    RoundChoice {
        player: u8,
    },
    /// Roll the dice in the cup (`reroll`: roll the rolled ones again).
    Roll {
        reroll: bool,
    },
    Pick,
    ActivePlusOne,
    Passive {
        player: u8,
    },
    PassivePlusOne {
        player: u8,
    },
    SoloRoll,
    /// A seat played elsewhere had its turn: where are the dice?
    DiceLayout,
    GameOver,
}

/// Free X choices waiting, first earned first asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Pending {
    pub(super) player: u8,
    areas: [Area; 16],
    head: u8,
    len: u8,
}

impl Pending {
    pub(super) fn front(&self) -> Option<Area> {
        self.areas
            .get(usize::from(self.head))
            .copied()
            .filter(|_| self.head < self.len)
    }
    /// Nothing waits (`pop` empties the queue when its last is asked).
    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub(super) fn pop(&mut self) {
        self.head += 1;
        if self.head == self.len {
            self.head = 0;
            self.len = 0;
        }
    }
    pub(super) fn push(&mut self, player: u8, area: Area) {
        if (self.len as usize) < self.areas.len() {
            self.player = player;
            self.areas[self.len as usize] = area;
            self.len += 1;
        }
    }
}

/// Where the six dice lie, as one set per kind of place (each die in exactly
/// one), so that "the rolled dice" is a field read rather than a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Places {
    cup: DieSet,
    rolled: DieSet,
    fields: DieSet,
    platter: DieSet,
    /// The field each die on a field lies on (0 for the others).
    field: [u8; 6],
}

impl Places {
    /// Every die in the cup.
    pub(super) const CUP: Places = Places {
        cup: DieSet::ALL,
        rolled: DieSet(0),
        fields: DieSet(0),
        platter: DieSet(0),
        field: [0; 6],
    };

    /// The solo passive turn's dice: `platter` on the platter, the others
    /// on fields 0, 1, 2 in the order they lie in the row (`row`).
    pub(super) fn solo_passive(platter: DieSet, row: impl Iterator<Item = Die>) -> Places {
        let mut places = Places {
            cup: DieSet(0),
            rolled: DieSet(0),
            fields: DieSet(DieSet::ALL.0 & !platter.0),
            platter,
            field: [0; 6],
        };
        // Counted, not branched on: which dice went to the platter is random.
        let mut next = 0;
        for die in row {
            let on_field = !platter.contains(die);
            places.field[die.index()] = next * u8::from(on_field);
            next += u8::from(on_field);
        }
        places
    }

    pub(super) fn of(&self, die: Die) -> Place {
        if self.cup.contains(die) {
            Place::Cup
        } else if self.rolled.contains(die) {
            Place::Rolled
        } else if self.fields.contains(die) {
            Place::Field(self.field[die.index()])
        } else {
            Place::Platter
        }
    }

    pub(super) fn at(&self, place: Place) -> DieSet {
        match place {
            Place::Cup => self.cup,
            Place::Rolled => self.rolled,
            Place::Platter => self.platter,
            Place::Field(n) => {
                let mut s = DieSet::default();
                for d in self.fields.iter() {
                    if self.field[d.index()] == n {
                        s.insert(d);
                    }
                }
                s
            }
        }
    }

    /// The dice on any of the active player's fields.
    pub(super) fn on_fields(&self) -> DieSet {
        self.fields
    }

    /// Put all of `dice` in the cup, rolled or on the platter (a
    /// field holds one die: `put`).
    pub(super) fn put_all(&mut self, dice: DieSet, place: Place) {
        let keep = !dice.0;
        for d in (self.fields & dice).iter() {
            self.field[d.index()] = 0;
        }
        self.cup.0 &= keep;
        self.rolled.0 &= keep;
        self.fields.0 &= keep;
        self.platter.0 &= keep;
        match place {
            Place::Cup => self.cup.0 |= dice.0,
            Place::Rolled => self.rolled.0 |= dice.0,
            Place::Platter => self.platter.0 |= dice.0,
            Place::Field(_) => debug_assert!(false, "one die per field"),
        }
    }

    pub(super) fn put(&mut self, die: Die, place: Place) {
        let keep = !DieSet::of(die).0;
        self.cup.0 &= keep;
        self.rolled.0 &= keep;
        self.fields.0 &= keep;
        self.platter.0 &= keep;
        self.field[die.index()] = 0;
        match place {
            Place::Cup => self.cup.insert(die),
            Place::Rolled => self.rolled.insert(die),
            Place::Platter => self.platter.insert(die),
            Place::Field(n) => {
                self.fields.insert(die);
                self.field[die.index()] = n;
            }
        }
    }
}

/// Where each die may go on one player's sheet, for the values the dice
/// show: worked out for all six at once, with no branch on the dice.
#[derive(Clone, Copy)]
pub(super) struct DiceSpots {
    openings: Openings,
    /// Each die's spots as `SpotSet` bits, by `Die::index`.
    bits: [u64; 6],
    /// How many spots each die has, a byte each by `Die::index`: so that
    /// the list counts its actions for all the dice at once.
    pub(super) counts: u64,
}

impl DiceSpots {
    pub(super) fn spots(&self, die: Die) -> SpotSet {
        self.openings.spot_set(self.bits[die.index()])
    }

    /// The dice that fit somewhere: the bytes of `counts` that are not 0.
    pub(super) fn fits(&self) -> DieSet {
        DieSet::of_bytes(bytes_at_least(self.counts, ONES))
    }
}

/// The whole game at one moment.
/// A table's seats as a setup gives them: 1–4 players, `first` one of
/// them, and at least one seat played here (`elsewhere`: a bit per seat
/// played elsewhere). Both games' `seated` ask it.
#[inline]
pub(super) fn check_seats(players: u8, first: u8, elsewhere: u8) -> Result<(), SetupError> {
    if !(1..=MAX_PLAYERS as u8).contains(&players) {
        return Err(SetupError::Players(players as usize));
    }
    if first >= players {
        return Err(SetupError::First {
            first,
            players: players as usize,
        });
    }
    // No seat here: every seat's bit set.
    let seats = (1u32 << players) - 1;
    if !u32::from(elsewhere) & seats == 0 {
        return Err(SetupError::NoSheet);
    }
    Ok(())
}

/// The seat after `seat` round a table of `players`, in both games (a
/// comparison, not a division by the number of players).
#[inline]
pub(super) fn next_seat(seat: u8, players: u8) -> u8 {
    if seat + 1 >= players {
        0
    } else {
        seat + 1
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(super) players: u8,
    pub(super) variants: Variants,
    pub(super) sheets: [Sheet; MAX_PLAYERS],
    pub(super) rounds: u8,
    pub(super) round: u8,
    pub(super) first: u8,
    /// Turns finished in this round.
    pub(super) turn: u8,
    pub(super) active: u8,
    pub(super) phase: Phase,
    pub(super) values: [u8; 6],
    pub(super) places: Places,
    /// Dice on the active player's fields.
    pub(super) fields: u8,
    /// Dice each player has used for +1 this turn.
    pub(super) plus_used: [DieSet; MAX_PLAYERS],
    pub(super) pending: Pending,
    /// Seats played elsewhere, one bit per seat (`elsewhere.rs`).
    pub(super) elsewhere: u8,
}

impl State {
    /// A new game for `players` players (1–4); `first` starts.
    pub fn new(players: u8, first: u8, variants: Variants) -> Result<State, SetupError> {
        State::seated(players, first, variants, 0)
    }

    /// A new game where the seats in `elsewhere` (one bit per seat) are
    /// played elsewhere; at least one seat must be played here.
    pub fn seated(
        players: u8,
        first: u8,
        variants: Variants,
        elsewhere: u8,
    ) -> Result<State, SetupError> {
        check_seats(players, first, elsewhere)?;
        let mut s = State {
            players,
            variants,
            sheets: [Sheet::default(); MAX_PLAYERS],
            rounds: rounds_for(players as usize),
            round: 0,
            first,
            turn: 0,
            active: first,
            phase: Phase::GameOver,
            values: [1; 6],
            places: Places::CUP,
            fields: 0,
            plus_used: [DieSet::default(); MAX_PLAYERS],
            pending: Pending {
                player: 0,
                areas: [Area::Yellow; 16],
                head: 0,
                len: 0,
            },
            elsewhere,
        };
        s.start_round(&mut NoLog);
        Ok(s)
    }

    /// A sheet to arrange a position in tests.
    #[cfg(test)]
    pub(crate) fn sheet_mut(&mut self, player: u8) -> &mut Sheet {
        &mut self.sheets[player as usize]
    }

    // ---- what the UI and bots read ----

    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn sheet(&self, player: u8) -> &Sheet {
        &self.sheets[player as usize]
    }
    pub fn score(&self, player: u8) -> Score {
        self.sheets[player as usize].score()
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn rounds(&self) -> u8 {
        self.rounds
    }
    pub fn active(&self) -> u8 {
        self.active
    }
    pub fn first(&self) -> u8 {
        self.first
    }
    pub fn value(&self, die: Die) -> u8 {
        self.values[die.index()]
    }
    pub fn place(&self, die: Die) -> Place {
        self.places.of(die)
    }
    /// Dice used for +1 by this player in this turn.
    pub fn plus_used(&self, player: u8) -> DieSet {
        self.plus_used[player as usize]
    }
    /// Whether this is the solo passive turn.
    pub fn is_solo_passive(&self) -> bool {
        self.players == 1
            && matches!(
                self.phase,
                Phase::SoloRoll | Phase::Passive { .. } | Phase::PassivePlusOne { .. }
            )
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    pub fn dice_at(&self, place: Place) -> DieSet {
        self.places.at(place)
    }

    /// The value `die` enters `area` with: the value it shows, except in
    /// blue, which is always marked with the sum blue + white (`blue_sum`),
    /// for the blue die and the white die alike, wherever they lie. This is
    /// the number a cell must show, or that is written (before orange's
    /// multiplier).
    pub fn entry_value(&self, die: Die, area: Area) -> u8 {
        // Both read and one kept by a mask: the area is random.
        let blue = 0u8.wrapping_sub(u8::from(area == Area::Blue));
        (self.blue_sum() & blue) | (self.value(die) & !blue)
    }

    /// The sum blue + white that blue is marked with (RULES.md §4).
    pub fn blue_sum(&self) -> u8 {
        self.value(Die::Blue) + self.value(Die::White)
    }

    /// Every spot where `player` may enter `die` as it lies now.
    pub fn spots_for(&self, player: u8, die: Die) -> impl Iterator<Item = Spot> + '_ {
        self.spot_set(player, die)
    }

    /// `spots_for` as a set (the order it iterates in is the same).
    pub fn spot_set(&self, player: u8, die: Die) -> SpotSet {
        let sheet = &self.sheets[player as usize];
        sheet.spot_set(self.entry_bits(sheet, die))
    }

    /// The `SpotSet` bits of the spots `die` may go to on `sheet`.
    #[inline]
    pub(super) fn entry_bits(&self, sheet: &Sheet, die: Die) -> u64 {
        self.entry_bits_at(&sheet.openings(), die)
    }

    /// `entry_bits` with the sheet's openings read already.
    #[inline]
    pub(super) fn entry_bits_at(&self, openings: &Openings, die: Die) -> u64 {
        openings.entry_bits(die, self.value(die), self.blue_sum())
    }

    pub fn can_enter(&self, player: u8, die: Die) -> bool {
        self.entry_bits(&self.sheets[player as usize], die) != 0
    }

    /// Where each die may go on `player`'s sheet, for the values they show.
    #[inline(always)]
    pub(super) fn dice_spots(&self, player: u8) -> DiceSpots {
        let openings = self.sheets[player as usize].openings();
        let (bits, counts) = openings.dice_bits(self.values);
        DiceSpots {
            openings,
            bits,
            counts,
        }
    }

    pub(super) fn any_enterable(&self, player: u8, dice: DieSet) -> bool {
        !(self.dice_spots(player).fits() & dice).is_empty()
    }

    /// The dice a passive player may take now: the platter, or if nothing
    /// there fits, the active player's dice fields.
    pub fn passive_choices(&self, player: u8) -> DieSet {
        self.passive_choices_in(&self.dice_spots(player))
    }

    /// `passive_choices` from the passive player's `DiceSpots`.
    pub(super) fn passive_choices_in(&self, spots: &DiceSpots) -> DieSet {
        let platter = self.dice_at(Place::Platter);
        let fits = spots.fits();
        if !(platter & fits).is_empty() {
            return platter;
        }
        let fields = self.places.on_fields();
        if !(fields & fits).is_empty() {
            return fields;
        }
        DieSet::default()
    }

    pub(super) fn plus_one_dice(&self, player: u8) -> DieSet {
        let used = self.plus_used[player as usize];
        DieSet(DieSet::ALL.0 & !used.0)
    }

    pub(super) fn can_plus_one(&self, player: u8) -> bool {
        self.sheets[player as usize].plus_ones.available() > 0
            && self.any_enterable(player, self.plus_one_dice(player))
    }

    /// Whose decision it is and of what kind.
    pub fn decision(&self) -> Decision {
        if let Some(area) = self.pending.front() {
            return Decision::Cross {
                player: self.pending.player,
                area,
            };
        }
        match self.phase {
            Phase::RoundChoice { player } => Decision::RoundChoice { player },
            Phase::Roll { reroll } => Decision::Roll {
                player: self.active,
                dice: if reroll {
                    self.dice_at(Place::Rolled)
                } else {
                    self.dice_at(Place::Cup)
                },
                reroll,
                solo_passive: false,
            },
            Phase::SoloRoll => Decision::Roll {
                player: 0,
                dice: DieSet::ALL,
                reroll: false,
                solo_passive: true,
            },
            Phase::Pick => Decision::Pick {
                player: self.active,
                roll: self.fields + 1,
            },
            Phase::ActivePlusOne => Decision::PlusOne {
                player: self.active,
            },
            Phase::Passive { player } => Decision::Passive { player },
            Phase::PassivePlusOne { player } => Decision::PlusOne { player },
            Phase::DiceLayout => Decision::DiceLayout {
                player: self.active,
            },
            Phase::GameOver => Decision::GameOver,
        }
    }

    /// Every seat with its place (1 = first), best first (see `rank`).
    pub fn ranking(&self) -> Vec<(u8, u8)> {
        let scores: Vec<Score> = (0..self.players).map(|p| self.score(p)).collect();
        rank(&scores)
    }

    /// The winners: highest total; among tied players the highest single
    /// area score; if that ties too, the victory is shared.
    pub fn winners(&self) -> Vec<u8> {
        self.ranking()
            .into_iter()
            .filter(|&(_, place)| place == 1)
            .map(|(p, _)| p)
            .collect()
    }
}

/// Every seat with its place (1 = first), best first: by total, then by the
/// highest single area score; players equal on both share a place.
pub(super) fn rank(scores: &[Score]) -> Vec<(u8, u8)> {
    let keys: Vec<(i32, i32)> = scores
        .iter()
        .map(|s| (i32::from(s.total), i32::from(s.best_area())))
        .collect();
    rank_by(&keys)
}

/// `rank` by each seat's total and best single area score, in seat order.
pub(super) fn rank_by(keys: &[(i32, i32)]) -> Vec<(u8, u8)> {
    let key = |p: u8| keys[p as usize];
    let mut seats: Vec<u8> = (0..keys.len() as u8).collect();
    // Ties keep seat order (a stable sort).
    crate::order::sort_by(&mut seats, |&p, &q| key(p) > key(q));
    let mut out: Vec<(u8, u8)> = Vec::with_capacity(seats.len());
    for (i, &p) in seats.iter().enumerate() {
        let place = match out.last() {
            Some(&(q, place)) if key(q) == key(p) => place,
            _ => i as u8 + 1,
        };
        out.push((p, place));
    }
    out
}
