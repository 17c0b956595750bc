//! One player's Twice as Clever sheet: the marks of each area, the three
//! action bars and the foxes, what a mark earns and what the sheet scores,
//! all read from what `printed` says is printed (docs/rules-twice.md §3, §9).

use super::printed::{
    bar_end, BAR_LEN, BLUE_BONUS, BLUE_POINTS, GREEN_BONUS, GREEN_TIMES, PINK_AT_LEAST, PINK_BONUS,
    SILVER_COLUMNS, SILVER_POINTS, SLOTS, YELLOW_GROUPS, YELLOW_NUMBERS, YELLOW_POINTS,
};
use crate::engine::printed::{Area, Bonus};
use crate::engine::sheet::{ActionTrack, Refusal, Spot};
use serde::Serialize;

/// Twelve slots written left to right (blue: the sums; green: die ×
/// multiplier; pink: the die).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Slots {
    pub values: [u8; SLOTS],
    pub len: u8,
}

impl Slots {
    pub fn written(&self) -> &[u8] {
        &self.values[..usize::from(self.len)]
    }
    pub fn is_full(&self) -> bool {
        usize::from(self.len) == SLOTS
    }
    pub fn last(&self) -> Option<u8> {
        self.written().last().copied()
    }
    fn write(&mut self, value: u8) {
        if let Some(slot) = self.values.get_mut(usize::from(self.len)) {
            *slot = value;
            self.len += 1;
        }
    }
}

/// What one mark earned, in order (at most two: a yellow row and column).
pub type Earned = ([Option<Bonus>; 2], u8);

/// A player's Twice as Clever sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct TwiceSheet {
    /// Marked silver cells, bit `row * 6 + number - 1`.
    pub silver: u32,
    /// Yellow cells circled (crossed ones included), bit = cell.
    pub yellow_circled: u16,
    /// Yellow cells crossed.
    pub yellow_crossed: u16,
    pub blue: Slots,
    pub green: Slots,
    pub pink: Slots,
    pub rerolls: ActionTrack,
    pub returns: ActionTrack,
    pub plus_ones: ActionTrack,
    pub foxes: u8,
}

const SILVER_ALL: u32 = (1 << 24) - 1;
const YELLOW_ALL: u16 = (1 << 10) - 1;

/// Silver's cells of the number 1, a bit in each row: the number n's
/// cells are these shifted by n - 1.
const SILVER_ONES: u32 = 1 | 1 << 6 | 1 << 12 | 1 << 18;

/// The yellow groups (a bit per `YELLOW_GROUPS` index) of each cell.
const YELLOW_GROUPS_OF: [u16; 10] = {
    let mut of = [0; 10];
    let mut group = 0;
    while group < YELLOW_GROUPS.len() {
        let mut cell = 0;
        while cell < of.len() {
            if YELLOW_GROUPS[group].0 & 1 << cell != 0 {
                of[cell] |= 1 << group;
            }
            cell += 1;
        }
        group += 1;
    }
    of
};

/// The yellow cells showing each number (a bit per cell), by number.
const YELLOW_OF: [u16; 7] = {
    let mut of = [0; 7];
    let mut cell = 0;
    while cell < YELLOW_NUMBERS.len() {
        of[YELLOW_NUMBERS[cell] as usize] |= 1 << cell;
        cell += 1;
    }
    of
};

/// Every spot of the sheet as a bit of one word, in `each_spot`'s order
/// (`Area::TWICE`, cells ascending): silver's 24 cells, yellow's 10, then
/// the next slot of blue, green and pink. A die's spots are then a few
/// masks and no branch on the areas (a mispredicted branch costs more
/// than the whole word).
const YELLOW_BIT: u32 = 24;
const SLOT_BIT: u32 = 34;
const SPOT_BITS: usize = 37;

/// The first bit and the number of bits of each area's spots, by
/// `Area as usize` (the first game's areas: none).
const SPOT_RANGE: [(u32, u8); 7] = {
    let mut range = [(0, 0); 7];
    range[Area::Silver as usize] = (0, 24);
    range[Area::Yellow as usize] = (YELLOW_BIT, 10);
    range[Area::Blue as usize] = (SLOT_BIT, 1);
    range[Area::Green as usize] = (SLOT_BIT + 1, 1);
    range[Area::Pink as usize] = (SLOT_BIT + 2, 1);
    range
};

/// The bits of all of `area`'s spots.
pub(super) const fn area_spots(area: Area) -> u64 {
    let (first, cells) = SPOT_RANGE[area as usize];
    ((1 << cells) - 1) << first
}

/// The spot of each bit (a slot's cell: 0, the next slot added).
const SPOT_OF_BIT: [(Area, u8); SPOT_BITS] = {
    let mut of = [(Area::Pink, 0); SPOT_BITS];
    let mut bit = 0;
    while bit < SPOT_BITS {
        of[bit] = if bit < YELLOW_BIT as usize {
            (Area::Silver, bit as u8)
        } else if bit < SLOT_BIT as usize {
            (Area::Yellow, (bit - YELLOW_BIT as usize) as u8)
        } else if bit == SLOT_BIT as usize {
            (Area::Blue, 0)
        } else if bit == SLOT_BIT as usize + 1 {
            (Area::Green, 0)
        } else {
            (Area::Pink, 0)
        };
        bit += 1;
    }
    of
};

/// The spot of bit `bit` of `TwiceSheet::open_spots`, on a sheet whose
/// next slots are `next` (`TwiceSheet::next_slots`).
#[inline]
pub(super) fn spot_of_bit(bit: u32, next: &[u8; 7]) -> Spot {
    let (area, cell) = SPOT_OF_BIT[(bit as usize).min(SPOT_BITS - 1)];
    Spot::new(area, cell + next[area as usize % 7])
}

/// Silver's cells of each number (by number; 0 and 7: none).
const SILVER_OF: [u32; 8] = {
    let mut of = [0; 8];
    let mut n = 1;
    while n <= 6 {
        of[n] = SILVER_ONES << (n - 1);
        n += 1;
    }
    of
};

impl TwiceSheet {
    /// The slots of blue, green or pink.
    pub fn slots(&self, area: Area) -> Option<&Slots> {
        match area {
            Area::Blue => Some(&self.blue),
            Area::Green => Some(&self.green),
            Area::Pink => Some(&self.pink),
            _ => None,
        }
    }

    /// Every place `value` may be entered in `area` (blue: the blue +
    /// white sum), in cell order: silver, a row where the number is open;
    /// yellow, a cell showing it not yet crossed; the slot tracks, their
    /// next slot (blue: not above the number before).
    #[inline]
    pub fn each_spot(&self, area: Area, value: u8, mut f: impl FnMut(Spot)) {
        match area {
            Area::Silver | Area::Yellow => {
                // The open cells as bits, lowest (first in cell order) first.
                let mut open = self.open_cells(area, value);
                while open != 0 {
                    f(Spot::new(area, open.trailing_zeros() as u8));
                    open &= open - 1;
                }
            }
            Area::Blue | Area::Green | Area::Pink if self.slot_takes(area, value) => {
                f(Spot::new(area, self.next(area)));
            }
            _ => {}
        }
    }

    /// Every spot a die showing `value` may go to, as bits (`SPOT_RANGE`),
    /// blue read with `sum` (blue + white): what `each_spot` lists for
    /// each area, all at once.
    #[inline]
    pub(super) fn open_spots(&self, value: u8, sum: u8) -> u64 {
        let silver = SILVER_OF.get(usize::from(value)).copied().unwrap_or(0) & !self.silver;
        let yellow = YELLOW_OF.get(usize::from(value)).copied().unwrap_or(0) & !self.yellow_crossed;
        let len = usize::from(self.blue.len);
        // `|` and `&`, not `||` and `&&`: no branch.
        let blue =
            (len == 0) | ((len < SLOTS) & (sum <= self.blue.values[len.wrapping_sub(1) % SLOTS]));
        let green = !self.green.is_full();
        let pink = !self.pink.is_full();
        u64::from(silver)
            | u64::from(yellow) << YELLOW_BIT
            | u64::from(blue) << SLOT_BIT
            | u64::from(green) << (SLOT_BIT + 1)
            | u64::from(pink) << (SLOT_BIT + 2)
    }

    /// The bit of `spot` in `open_spots` (0: no spot of this sheet, or a
    /// slot that is not the next).
    #[inline]
    pub(super) fn spot_bit(&self, spot: Spot) -> u64 {
        let area = spot.area as usize % SPOT_RANGE.len();
        let (first, cells) = SPOT_RANGE[area];
        let at = spot.cell.wrapping_sub(self.next_slots()[area]);
        if at < cells {
            1 << (first + u32::from(at))
        } else {
            0
        }
    }

    /// The next slot of each area, by `Area as usize` (0 where no slots).
    #[inline]
    pub(super) fn next_slots(&self) -> [u8; 7] {
        let mut next = [0; 7];
        next[Area::Blue as usize] = self.blue.len;
        next[Area::Green as usize] = self.green.len;
        next[Area::Pink as usize] = self.pink.len;
        next
    }

    /// Whether `value` may be entered in `area` somewhere.
    #[inline]
    pub fn can_enter(&self, area: Area, value: u8) -> bool {
        match area {
            Area::Silver | Area::Yellow => self.open_cells(area, value) != 0,
            _ => self.slot_takes(area, value),
        }
    }

    /// Whether `each_spot(spot.area, value)` lists `spot`.
    #[inline]
    pub(super) fn fits(&self, spot: Spot, value: u8) -> bool {
        match spot.area {
            Area::Silver | Area::Yellow => {
                spot.cell < 32 && self.open_cells(spot.area, value) >> spot.cell & 1 != 0
            }
            _ => spot.cell == self.next(spot.area) && self.slot_takes(spot.area, value),
        }
    }

    /// The silver or yellow cells where `value` may be marked, a bit per
    /// cell (as `refusal` finds them, without reading cell by cell).
    #[inline]
    fn open_cells(&self, area: Area, value: u8) -> u32 {
        match area {
            Area::Silver if (1..=6).contains(&value) => SILVER_ONES << (value - 1) & !self.silver,
            Area::Yellow => {
                let showing = YELLOW_OF.get(usize::from(value)).copied().unwrap_or(0);
                u32::from(showing & !self.yellow_crossed)
            }
            _ => 0,
        }
    }

    /// Whether the next slot of blue, green or pink takes `value`
    /// (`refusal` finds no reason; false for the other areas).
    #[inline]
    fn slot_takes(&self, area: Area, value: u8) -> bool {
        match area {
            Area::Blue => {
                let len = usize::from(self.blue.len);
                len == 0 || (len < SLOTS && value <= self.blue.values[(len - 1) % SLOTS])
            }
            Area::Green => !self.green.is_full(),
            Area::Pink => !self.pink.is_full(),
            _ => false,
        }
    }

    /// The next slot of a slot track (its length).
    pub fn next(&self, area: Area) -> u8 {
        self.slots(area).map_or(0, |s| s.len)
    }

    /// Why `value` may not go to `spot` (None: it may).
    pub fn refusal(&self, spot: Spot, value: u8) -> Option<Refusal> {
        let cell = spot.cell;
        match spot.area {
            Area::Silver => {
                if cell >= 24 {
                    Some(Refusal::NoSuchCell)
                } else if self.silver == SILVER_ALL {
                    Some(Refusal::Full(Area::Silver))
                } else if self.silver & 1 << cell != 0 {
                    Some(Refusal::AlreadyCrossed)
                } else if cell % 6 + 1 != value {
                    Some(Refusal::WrongNumber {
                        shows: cell % 6 + 1,
                        value,
                    })
                } else {
                    None
                }
            }
            Area::Yellow => {
                let Some(&shows) = YELLOW_NUMBERS.get(usize::from(cell)) else {
                    return Some(Refusal::NoSuchCell);
                };
                if self.yellow_crossed == YELLOW_ALL {
                    Some(Refusal::Full(Area::Yellow))
                } else if self.yellow_crossed & 1 << cell != 0 {
                    Some(Refusal::AlreadyCrossed)
                } else if shows != value {
                    Some(Refusal::WrongNumber { shows, value })
                } else {
                    None
                }
            }
            Area::Blue | Area::Green | Area::Pink => {
                let Some(slots) = self.slots(spot.area) else {
                    return Some(Refusal::NoSuchCell);
                };
                if slots.is_full() {
                    Some(Refusal::Full(spot.area))
                } else if cell != slots.len {
                    Some(Refusal::NotNextCell {
                        area: spot.area,
                        next: slots.len,
                    })
                } else {
                    match (spot.area, slots.last()) {
                        (Area::Blue, Some(previous)) if value > previous => {
                            Some(Refusal::NotAbove(previous))
                        }
                        _ => None,
                    }
                }
            }
            _ => Some(Refusal::NoSuchCell),
        }
    }

    /// Whether a "?" in `area` has a mark to make.
    pub fn can_question(&self, area: Area) -> bool {
        match area {
            Area::Silver => self.silver != SILVER_ALL,
            Area::Yellow => self.yellow_crossed != YELLOW_ALL,
            Area::Blue | Area::Green | Area::Pink => self.slots(area).is_some_and(|s| !s.is_full()),
            _ => false,
        }
    }

    /// The numbers a "?" may write in a slot track: blue 2–12 (not above
    /// the number before), green and pink 1–6.
    pub fn question_values(&self, area: Area) -> (u8, u8) {
        match area {
            Area::Blue => (2, self.blue.last().unwrap_or(12)),
            _ => (1, 6),
        }
    }

    /// Mark `spot` with `value` (the caller has checked it may be): a
    /// silver or yellow cell (yellow: circle an empty cell, cross a circled
    /// one), or the next slot. Returns the number written (green: times its
    /// multiplier; a yellow circle: 0) and what the mark earned.
    pub fn mark(&mut self, spot: Spot, value: u8) -> (u8, Earned) {
        let cell = usize::from(spot.cell);
        let slot = |bonus: &[Option<Bonus>; SLOTS]| ([bonus[cell % SLOTS], None], 1);
        match spot.area {
            Area::Silver => {
                self.silver |= 1 << cell;
                let column = cell % 6;
                let full = (0..4).all(|row| self.silver & 1 << (row * 6 + column) != 0);
                (value, ([full.then_some(SILVER_COLUMNS[column]), None], 1))
            }
            Area::Yellow => {
                if self.yellow_circled & 1 << cell != 0 {
                    self.yellow_crossed |= 1 << cell;
                    return (value, ([None, None], 0));
                }
                self.yellow_circled |= 1 << cell;
                let mut earned = ([None, None], 0u8);
                // Only the groups of this cell can be newly complete.
                let mut groups = YELLOW_GROUPS_OF.get(cell).copied().unwrap_or(0);
                while groups != 0 {
                    let (cells, bonus) = YELLOW_GROUPS[groups.trailing_zeros() as usize % 9];
                    groups &= groups - 1;
                    if self.yellow_circled & cells == cells && earned.1 < 2 {
                        earned.0[usize::from(earned.1)] = Some(bonus);
                        earned.1 += 1;
                    }
                }
                (0, earned)
            }
            Area::Blue => {
                self.blue.write(value);
                (value, slot(&BLUE_BONUS))
            }
            Area::Green => {
                let written = value * GREEN_TIMES[cell % SLOTS];
                self.green.write(written);
                (written, slot(&GREEN_BONUS))
            }
            Area::Pink => {
                self.pink.write(value);
                let earned = value >= PINK_AT_LEAST[cell % SLOTS];
                (
                    value,
                    ([PINK_BONUS[cell % SLOTS].filter(|_| earned), None], 1),
                )
            }
            _ => (0, ([None, None], 0)),
        }
    }

    /// The bar of an action bonus (re-roll, return, +1).
    pub fn bar(&self, action: Bonus) -> Option<&ActionTrack> {
        match action {
            Bonus::Reroll => Some(&self.rerolls),
            Bonus::Return => Some(&self.returns),
            Bonus::PlusOne => Some(&self.plus_ones),
            _ => None,
        }
    }

    /// Circle the next slot of an action's bar. `None` when the bar is
    /// full (never on the printed sheet, which awards six of each);
    /// otherwise the bar's end bonus when this circle was its last.
    pub fn gain(&mut self, action: Bonus) -> Option<Option<Bonus>> {
        let bar = match action {
            Bonus::Reroll => &mut self.rerolls,
            Bonus::Return => &mut self.returns,
            Bonus::PlusOne => &mut self.plus_ones,
            _ => return None,
        };
        if bar.earned >= BAR_LEN {
            return None;
        }
        bar.earned += 1;
        Some(bar_end(action).filter(|_| bar.earned == BAR_LEN))
    }

    /// One area's points (green may be negative).
    pub fn area_score(&self, area: Area) -> i16 {
        match area {
            Area::Silver => (0..4)
                .map(|row| SILVER_POINTS[(self.silver >> (row * 6) & 0x3F).count_ones() as usize])
                .sum(),
            Area::Yellow => YELLOW_POINTS[self.yellow_crossed.count_ones() as usize],
            Area::Blue => BLUE_POINTS[usize::from(self.blue.len)],
            Area::Green => self
                .green
                .written()
                .chunks_exact(2)
                .map(|pair| i16::from(pair[0]) - i16::from(pair[1]))
                .sum(),
            Area::Pink => self.pink.written().iter().map(|&v| i16::from(v)).sum(),
            _ => 0,
        }
    }

    pub fn score(&self) -> TwiceScore {
        let areas = Area::TWICE.map(|a| self.area_score(a));
        let lowest = areas.iter().copied().min().unwrap_or(0);
        let fox_points = i16::from(self.foxes) * lowest;
        TwiceScore {
            areas,
            foxes: self.foxes,
            fox_points,
            total: areas.iter().sum::<i16>() + fox_points,
        }
    }
}

/// One player's Twice as Clever score at any moment: signed, as green and
/// the foxes can be worth less than nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct TwiceScore {
    /// Each area's points, in `Area::TWICE` order (silver, yellow, blue,
    /// green, pink).
    pub areas: [i16; 5],
    pub foxes: u8,
    /// Foxes × the lowest area score.
    pub fox_points: i16,
    pub total: i16,
}

impl TwiceScore {
    /// A score from its areas (in `Area::TWICE` order) and foxes, counted
    /// as a sheet counts it; `None` when a sum is past what an `i16` holds
    /// (no sheet's is: a score link that says so cannot be).
    pub fn of(areas: [i16; 5], foxes: u8) -> Option<TwiceScore> {
        let lowest = areas.iter().copied().min().unwrap_or(0);
        let fox_points = i16::from(foxes).checked_mul(lowest)?;
        let total = areas
            .iter()
            .try_fold(fox_points, |sum, &points| sum.checked_add(points))?;
        Some(TwiceScore {
            areas,
            foxes,
            fox_points,
            total,
        })
    }

    pub fn area(&self, area: Area) -> i16 {
        Area::TWICE
            .iter()
            .position(|&a| a == area)
            .map_or(0, |i| self.areas[i])
    }
    pub fn best_area(&self) -> i16 {
        self.areas.iter().copied().max().unwrap_or(0)
    }
    pub fn lowest_area(&self) -> i16 {
        self.areas.iter().copied().min().unwrap_or(0)
    }
}
