//! One player's sheet: the marks in each area, the action tracks and foxes,
//! and the two area kinds' behaviour (where a value may go, what a mark earns,
//! what an area scores), all read from what `printed` says is printed.

use super::dice::{bytes_at_least, Die};
use super::printed::{
    Area, AreaKind, Bonus, ByArea, ColumnReward, GridScoring, PrintedGrid, PrintedTrack, TrackRule,
    TrackScoring, ACTION_TRACK_LEN, BLUE, GREEN, ORANGE, PURPLE, TRACK_LEN, YELLOW,
};
use serde::{Deserialize, Serialize};

/// A cell of an area: for grids `row * 4 + column`, for tracks the position (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spot {
    pub area: Area,
    pub cell: u8,
}

impl Spot {
    pub fn new(area: Area, cell: u8) -> Self {
        Spot { area, cell }
    }
}

/// Where the bits of the tracks start in a `SpotSet`.
const TRACK_BIT: u32 = 32;
/// The bits of the spots themselves (below them: nothing; above: the
/// tracks' next cells).
const SPOT_BITS: u64 = (1 << (TRACK_BIT + 3)) - 1;
/// Where the tracks' next cells start, four bits each.
const NEXT_BIT: u32 = 40;

/// Spots of one sheet as bits, so that listing where dice may go allocates
/// nothing: yellow cell c at bit c, blue cell c at 16 + c, and the next cell
/// of green, orange and purple at 32, 33, 34 (a track has one open cell).
/// The tracks' next cells are kept in the same word (bits 40–51): one
/// `u64`, which the legal list hands on in a register, not through memory.
/// It iterates in `Area::ALL` order, cells ascending.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpotSet(u64);

impl SpotSet {
    fn spots(&self) -> u64 {
        self.0 & SPOT_BITS
    }

    /// The next cell of green (0), orange (1) or purple (2).
    fn next_cell(&self, track: usize) -> u8 {
        (self.0 >> (NEXT_BIT as usize + 4 * track)) as u8 & 0xF
    }

    pub fn is_empty(&self) -> bool {
        self.spots() == 0
    }

    pub fn len(&self) -> usize {
        self.spots().count_ones() as usize
    }

    /// Whether iterating the set would yield `spot`.
    pub fn contains(&self, spot: Spot) -> bool {
        let i = spot.area.index();
        if !spot.area.in_first_game() {
            return false;
        }
        match spot.area.kind() {
            AreaKind::Grid(_) => spot.cell < 16 && self.0 >> (16 * i + spot.cell as usize) & 1 != 0,
            AreaKind::Track(_) => {
                let track = i - Area::Green.index();
                self.0 >> (TRACK_BIT as usize + track) & 1 != 0
                    && spot.cell == self.next_cell(track)
            }
        }
    }
}

impl Iterator for SpotSet {
    type Item = Spot;

    #[inline]
    fn next(&mut self) -> Option<Spot> {
        if self.spots() == 0 {
            return None;
        }
        // The lowest bit set is a spot's: the next cells lie above them.
        let bit = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        // Computed both ways and selected by a mask, not a branch: which
        // area comes next is random. Bits 32–34 are 2 sixteens and the track.
        let track = bit.saturating_sub(TRACK_BIT as usize).min(2);
        let in_track = 0u8.wrapping_sub(u8::from(bit >= TRACK_BIT as usize));
        let cell = ((bit as u8 % 16) & !in_track) | (self.next_cell(track) & in_track);
        let area = (bit / 16 + track).min(Area::ALL.len() - 1);
        Some(Spot::new(Area::ALL[area], cell))
    }

    /// Skips `k` spots by clearing their bits, without decoding them.
    #[inline]
    fn nth(&mut self, k: usize) -> Option<Spot> {
        for _ in 0..k {
            // The lowest spot's bit (none once the spots have run out).
            let lowest = self.spots() & self.spots().wrapping_neg();
            self.0 &= !lowest;
        }
        self.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.len(), Some(self.len()))
    }
}

impl ExactSizeIterator for SpotSet {}

/// The `SpotSet` bits of an area's spots.
fn area_bits(area: Area) -> u64 {
    match area.kind() {
        AreaKind::Grid(_) => 0xFFFF << (16 * area.index()),
        AreaKind::Track(_) => 1 << (TRACK_BIT as usize + area.index() - Area::Green.index()),
    }
}

/// Each die's areas as `SpotSet` bits (white: all of them), by `Die::index`.
const DIE_AREAS: [u64; 6] = [
    SPOT_BITS,
    0xFFFF,
    0xFFFF << 16,
    1 << TRACK_BIT,
    1 << (TRACK_BIT + 1),
    1 << (TRACK_BIT + 2),
];

/// Where dice may go on one sheet now: the open grid cells, the least value
/// each track's next cell takes, and the tracks' next cells. Read once per
/// decision, it gives each die's spots with no branch on the die.
#[derive(Clone, Copy)]
pub(super) struct Openings {
    /// The unmarked cells of yellow and blue.
    yellow: u16,
    blue: u16,
    /// Green, orange, purple: the least value the next cell takes
    /// (`FULL` when the track is full), a byte each.
    floors: u64,
    /// The tracks' next cells, as `SpotSet` keeps them.
    next: u64,
}

impl Openings {
    /// The `SpotSet` bits of every spot a die showing `value` could go to
    /// if it could go to every area (blue: `blue_sum`).
    #[inline(always)]
    fn bits(&self, value: u8, blue_sum: u8) -> u64 {
        let cells = |t: &PrintedGrid, v: u8, open: u16| {
            u64::from(t.by_value.get(v as usize).copied().unwrap_or(0) & open)
        };
        let floor = |k: u32| (self.floors >> (8 * k)) as u8;
        let [green, orange, purple] = [0, 1, 2].map(|k| u64::from(value >= floor(k)));
        cells(&YELLOW, value, self.yellow)
            | cells(&BLUE, blue_sum, self.blue) << 16
            | (green | orange << 1 | purple << 2) << TRACK_BIT
    }

    /// The `SpotSet` bits of the spots `die`, showing `value`, may go to
    /// (blue is marked with `blue_sum`).
    #[inline(always)]
    pub(super) fn entry_bits(&self, die: Die, value: u8, blue_sum: u8) -> u64 {
        self.bits(value, blue_sum) & DIE_AREAS[die.index()]
    }

    /// The floor of a full track: above any value (a die, or a sum in
    /// blue), and below 0x80, so that a byte compares with it in a word.
    const FULL: u8 = 0x7F;

    /// `entry_bits` of all six dice showing `values` (by `Die::index`),
    /// with how many spots each has, a byte each (`DiceSpots::counts`).
    /// Each area is looked at only for the dice that can go there; the
    /// six comparisons with the tracks' floors are one subtraction of
    /// words, and the counts are read from the areas' shapes (a number
    /// shows at most twice in yellow, once in blue), not by counting bits,
    /// which baseline x86-64 does slowly.
    #[inline(always)]
    pub(super) fn dice_bits(&self, values: [u8; 6]) -> ([u64; 6], u64) {
        let [white, yellow, blue, ..] = values;
        let in_yellow = |v: u8| {
            YELLOW
                .by_value
                .get(usize::from(v))
                .map_or(0, |&c| c & self.yellow)
        };
        // At most two cells (see `printed::YELLOW`).
        let two =
            |cells: u16| u64::from(cells != 0) + u64::from(cells & cells.wrapping_sub(1) != 0);
        let in_blue = BLUE
            .by_value
            .get(usize::from(white + blue))
            .map_or(0, |&c| c & self.blue);
        // Byte by byte, white against green, orange and purple, then each
        // of those dice against its own track: 1 where the value reaches
        // the floor.
        let floors = self.floors * 0x0100_0001;
        let mut word = [0; 8];
        word[..6].copy_from_slice(&values);
        let shown = (u64::from_le_bytes(word) & 0xFFFF_FF00_0000) | (u64::from(white) * 0x01_0101);
        let reach = bytes_at_least(shown, floors);
        // White's three bytes as three bits (the products do not overlap),
        // and their sum.
        let white_tracks = (((reach & 0xFF_FFFF) * 0x4081) >> 14) & 7;
        let white_track_count = (((reach & 0xFF_FFFF) * 0x01_0101) >> 16) & 0xFF;
        let (yellow_white, yellow_yellow) = (in_yellow(white), in_yellow(yellow));
        let blue_bits = u64::from(in_blue) << 16;
        let blue_count = u64::from(in_blue != 0);
        let track = |k: u32| (reach >> (8 * (3 + k))) & 1;
        let bits = [
            u64::from(yellow_white) | blue_bits | white_tracks << TRACK_BIT,
            u64::from(yellow_yellow),
            blue_bits,
            track(0) << TRACK_BIT,
            track(1) << (TRACK_BIT + 1),
            track(2) << (TRACK_BIT + 2),
        ];
        let counts = (reach & 0xFFFF_FF00_0000)
            | (two(yellow_white) + blue_count + white_track_count)
            | two(yellow_yellow) << 8
            | blue_count << 16;
        (bits, counts)
    }

    /// The spots of `bits` (tracks: at their next cell).
    #[inline(always)]
    pub(super) fn spot_set(&self, bits: u64) -> SpotSet {
        SpotSet(bits | self.next)
    }
}

/// A track's written numbers (green keeps the die value, 0 for a bonus X).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Track {
    pub values: [u8; TRACK_LEN],
    pub len: u8,
}

impl Track {
    pub fn written(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }
    pub fn is_full(&self) -> bool {
        self.len as usize == TRACK_LEN
    }
    pub fn last(&self) -> Option<u8> {
        self.written().last().copied()
    }
}

/// A track of actions (reroll or +1): circles earned, crosses used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActionTrack {
    pub earned: u8,
    pub used: u8,
}

impl ActionTrack {
    pub fn available(&self) -> u8 {
        self.earned - self.used
    }
}

/// Why a value cannot be entered in an area (worded by `words::errors`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    Full(Area),
    NoOpenCell {
        area: Area,
        value: u8,
    },
    GreenNeeds {
        cell: u8,
        at_least: u8,
    },
    PurpleNeedsHigher(u8),
    NotNextCell {
        area: Area,
        next: u8,
    },
    AlreadyCrossed,
    WrongNumber {
        shows: u8,
        value: u8,
    },
    NoSuchCell,
    /// Twice as Clever's blue: a number above the one before it.
    NotAbove(u8),
    /// A "?" number outside what the area takes (blue 2–12, green and pink 1–6).
    ValueRange {
        least: u8,
        most: u8,
    },
}

/// A player's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sheet {
    /// Marked grid cells as bit masks (printed cells included).
    pub yellow: u16,
    pub blue: u16,
    pub green: Track,
    pub orange: Track,
    pub purple: Track,
    pub rerolls: ActionTrack,
    pub plus_ones: ActionTrack,
    pub foxes: u8,
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet {
            yellow: super::printed::YELLOW.printed_mask(),
            blue: super::printed::BLUE.printed_mask(),
            green: Track::default(),
            orange: Track::default(),
            purple: Track::default(),
            rerolls: ActionTrack::default(),
            plus_ones: ActionTrack::default(),
            foxes: 0,
        }
    }
}

/// What marking one cell earned, in order: cell, row, column, diagonal.
pub type Earned = ([Option<Bonus>; 4], u8);

impl Sheet {
    pub fn grid(&self, area: Area) -> u16 {
        match area {
            Area::Yellow => self.yellow,
            Area::Blue => self.blue,
            _ => 0,
        }
    }

    pub fn track(&self, area: Area) -> &Track {
        match area {
            Area::Green => &self.green,
            Area::Orange => &self.orange,
            _ => &self.purple,
        }
    }

    pub fn is_marked(&self, spot: Spot) -> bool {
        match spot.area.kind() {
            AreaKind::Grid(_) => self.grid(spot.area) & (1 << spot.cell) != 0,
            AreaKind::Track(_) => spot.cell < self.track(spot.area).len,
        }
    }

    pub fn is_full(&self, area: Area) -> bool {
        match area.kind() {
            AreaKind::Grid(t) => self.grid(area) == t.full_mask(),
            AreaKind::Track(_) => self.track(area).is_full(),
        }
    }

    /// Open cells of a grid (for a free X).
    pub fn open_cells(&self, area: Area) -> SpotSet {
        let bits = match area.kind() {
            AreaKind::Grid(t) => u64::from(t.full_mask() & !self.grid(area)) << (16 * area.index()),
            AreaKind::Track(_) => 0,
        };
        self.spot_set(bits)
    }

    /// Every cell where `value` (a die, or blue + white in blue) may be entered.
    /// At most two cells (yellow has each number twice).
    pub fn spots_for(&self, area: Area, value: u8) -> impl Iterator<Item = Spot> {
        self.spot_set(self.entry_bits(area, value))
    }

    pub fn can_enter(&self, area: Area, value: u8) -> bool {
        self.entry_bits(area, value) != 0
    }

    /// The cells where `value` may be entered in `area`, as `SpotSet` bits.
    pub(super) fn entry_bits(&self, area: Area, value: u8) -> u64 {
        self.openings().bits(value, value) & area_bits(area)
    }

    /// Whether `value` may go to `spot`: `spots_for(spot.area, value)`
    /// holds it, found from that area alone.
    #[inline]
    pub(super) fn fits(&self, spot: Spot, value: u8) -> bool {
        // Each area with what is printed in it: its rule is then a constant.
        let grid = |t: &PrintedGrid, marked: u16| {
            let cells = t.by_value.get(value as usize).map_or(0, |&c| c & !marked);
            spot.cell < 16 && cells >> spot.cell & 1 != 0
        };
        let track = |t: &PrintedTrack, track: &Track| {
            spot.cell == track.len && track_floor(t, track).is_some_and(|f| value >= f)
        };
        match spot.area {
            Area::Yellow => grid(&YELLOW, self.yellow),
            Area::Blue => grid(&BLUE, self.blue),
            Area::Green => track(&GREEN, &self.green),
            Area::Orange => track(&ORANGE, &self.orange),
            Area::Purple => track(&PURPLE, &self.purple),
            Area::Silver | Area::Pink => false,
        }
    }

    /// The spots of `bits` on this sheet (tracks: at their next cell).
    #[inline]
    pub(super) fn spot_set(&self, bits: u64) -> SpotSet {
        self.openings().spot_set(bits)
    }

    /// Where dice may go now, read once for all the dice of a decision.
    #[inline(always)]
    pub(super) fn openings(&self) -> Openings {
        let floor = |t, track| track_floor(t, track).unwrap_or(Openings::FULL);
        let next = [self.green.len, self.orange.len, self.purple.len]
            .iter()
            .enumerate()
            .fold(0, |n, (k, &len)| {
                n | u64::from(len) << (NEXT_BIT as usize + 4 * k)
            });
        Openings {
            yellow: !self.yellow,
            blue: !self.blue,
            floors: u64::from_le_bytes([
                floor(&GREEN, &self.green),
                floor(&ORANGE, &self.orange),
                floor(&PURPLE, &self.purple),
                0,
                0,
                0,
                0,
                0,
            ]),
            next,
        }
    }

    /// Why `value` may not go to `spot` (None: it may).
    pub fn refusal(&self, spot: Spot, value: u8) -> Option<Refusal> {
        match spot.area.kind() {
            AreaKind::Grid(t) => {
                if spot.cell as usize >= t.rows * 4 {
                    Some(Refusal::NoSuchCell)
                } else if self.is_full(spot.area) {
                    Some(Refusal::Full(spot.area))
                } else if self.is_marked(spot) {
                    Some(Refusal::AlreadyCrossed)
                } else if t.value(spot.cell) != Some(value) && !self.can_enter(spot.area, value) {
                    Some(Refusal::NoOpenCell {
                        area: spot.area,
                        value,
                    })
                } else {
                    t.value(spot.cell)
                        .filter(|&shows| shows != value)
                        .map(|shows| Refusal::WrongNumber { shows, value })
                }
            }
            AreaKind::Track(t) => {
                let track = self.track(spot.area);
                if let Err(r) = track_accepts(t, track, value) {
                    Some(r)
                } else if spot.cell != track.len {
                    Some(Refusal::NotNextCell {
                        area: spot.area,
                        next: track.len,
                    })
                } else {
                    None
                }
            }
        }
    }

    /// Cross a grid cell or write `value` into the next track cell (orange
    /// multiplies). The caller has checked legality. Returns what it earned.
    pub fn mark(&mut self, spot: Spot, value: u8) -> (u8, Earned) {
        // Each area with what is printed in it: its masks, rule and bonuses are
        // constants.
        let cell = spot.cell;
        let grid = |t: &PrintedGrid, marked: &mut u16| {
            let before = *marked;
            *marked |= 1 << cell;
            (value, grid_rewards(t, before, *marked, cell))
        };
        let track = |t: &PrintedTrack, track: &mut Track| {
            let written = match t.rule {
                TrackRule::Times(m) => value * m[cell as usize],
                _ => value,
            };
            track.values[track.len as usize] = written;
            track.len += 1;
            let earned = t.bonus[cell as usize];
            (
                written,
                ([earned, None, None, None], earned.is_some() as u8),
            )
        };
        match spot.area {
            Area::Yellow => grid(&YELLOW, &mut self.yellow),
            Area::Blue => grid(&BLUE, &mut self.blue),
            Area::Green => track(&GREEN, &mut self.green),
            Area::Orange => track(&ORANGE, &mut self.orange),
            Area::Purple => track(&PURPLE, &mut self.purple),
            // Not on this sheet (the rules refuse them before).
            Area::Silver | Area::Pink => (value, ([None; 4], 0)),
        }
    }

    /// Add one action to a track (never beyond its seven spaces).
    pub fn gain(&mut self, bonus: Bonus) {
        let track = match bonus {
            Bonus::Reroll => &mut self.rerolls,
            Bonus::PlusOne => &mut self.plus_ones,
            _ => return,
        };
        if track.earned < ACTION_TRACK_LEN {
            track.earned += 1;
        }
    }

    pub fn area_score(&self, area: Area) -> u16 {
        match area.kind() {
            AreaKind::Grid(t) => grid_score(t, self.grid(area)),
            AreaKind::Track(t) => {
                let track = self.track(area);
                match t.scoring {
                    TrackScoring::ByCount(points) => points[track.len as usize],
                    TrackScoring::Sum => track.written().iter().map(|&v| v as u16).sum(),
                }
            }
        }
    }

    pub fn score(&self) -> Score {
        let areas = ByArea::from_fn(|a| self.area_score(a));
        let mut score = Score {
            areas,
            foxes: self.foxes,
            fox_points: 0,
            total: 0,
        };
        score.fox_points = self.foxes as u16 * score.lowest_area();
        score.total = areas.values().sum::<u16>() + score.fox_points;
        score
    }
}

/// One player's score at any moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Each area's score (a list in `Area::ALL` order in JSON).
    pub areas: ByArea<u16>,
    pub foxes: u8,
    /// Foxes × the lowest area score.
    pub fox_points: u16,
    pub total: u16,
}

impl Score {
    pub fn area(&self, area: Area) -> u16 {
        self.areas[area]
    }
    pub fn best_area(&self) -> u16 {
        self.areas.values().copied().max().unwrap_or(0)
    }
    /// What each fox is worth: the lowest area score.
    pub fn lowest_area(&self) -> u16 {
        self.areas.values().copied().min().unwrap_or(0)
    }
}

/// The least value the next cell of `track` takes, or `None` when it is full.
#[inline]
fn track_floor(t: &PrintedTrack, track: &Track) -> Option<u8> {
    let len = track.len as usize;
    if len >= TRACK_LEN {
        return None;
    }
    Some(match t.rule {
        TrackRule::AtLeast(min) => min[len],
        TrackRule::Times(_) => 0,
        TrackRule::Ascending => match track.last() {
            Some(prev) if prev != 6 => prev + 1,
            _ => 0,
        },
    })
}

#[inline]
fn track_accepts(t: &PrintedTrack, track: &Track, value: u8) -> Result<(), Refusal> {
    match track_floor(t, track) {
        Some(floor) if value >= floor => Ok(()),
        None => Err(Refusal::Full(match t.rule {
            TrackRule::AtLeast(_) => Area::Green,
            TrackRule::Times(_) => Area::Orange,
            TrackRule::Ascending => Area::Purple,
        })),
        // Orange takes any value (floor 0): only green and purple refuse.
        Some(floor) => Err(match t.rule {
            TrackRule::AtLeast(_) => Refusal::GreenNeeds {
                cell: track.len,
                at_least: floor,
            },
            _ => Refusal::PurpleNeedsHigher(floor - 1),
        }),
    }
}

#[inline(always)]
fn grid_rewards(t: &PrintedGrid, before: u16, after: u16, cell: u8) -> Earned {
    let completes = |mask: u16| before & mask != mask && after & mask == mask;
    let mut out = [None; 4];
    let mut n = 0;
    let (r, c) = (cell as usize / 4, cell as usize % 4);
    if completes(PrintedGrid::row_mask(r)) {
        if let Some(b) = t.row_bonus[r] {
            out[n] = Some(b);
            n += 1;
        }
    }
    if completes(t.column_mask(c)) {
        if let ColumnReward::Bonus(b) = t.column[c] {
            out[n] = Some(b);
            n += 1;
        }
    }
    if let Some((cells, bonus)) = t.diagonal {
        let mask = cells.iter().fold(0u16, |m, &i| m | 1 << i);
        if completes(mask) {
            out[n] = Some(bonus);
            n += 1;
        }
    }
    (out, n as u8)
}

fn grid_score(t: &PrintedGrid, mask: u16) -> u16 {
    match t.scoring {
        GridScoring::ColumnPoints => (0..4)
            .filter(|&c| mask & t.column_mask(c) == t.column_mask(c))
            .map(|c| match t.column[c] {
                ColumnReward::Points(p) => p,
                ColumnReward::Bonus(_) => 0,
            })
            .sum(),
        GridScoring::ByCount(points) => {
            let crossed = (mask & !t.printed_mask()).count_ones() as usize;
            points[crossed]
        }
    }
}
