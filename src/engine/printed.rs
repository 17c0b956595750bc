//! The printed score sheet as data: one printed grid or track per area (RULES.md §2),
//! and the two kinds of area they drive — a grid crossed in any order,
//! and a track filled left to right.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The five coloured areas of the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Area {
    Yellow,
    Blue,
    Green,
    Orange,
    Purple,
    /// Twice as Clever's areas (`Area::TWICE`), after the first game's five.
    Silver,
    Pink,
}

impl Area {
    /// Twice as Clever's five areas, in the order the sheet shows them
    /// (and its scores are listed in).
    pub const TWICE: [Area; 5] = [
        Area::Silver,
        Area::Yellow,
        Area::Blue,
        Area::Green,
        Area::Pink,
    ];

    pub const ALL: [Area; 5] = [
        Area::Yellow,
        Area::Blue,
        Area::Green,
        Area::Orange,
        Area::Purple,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Area::Yellow => "yellow",
            Area::Blue => "blue",
            Area::Green => "green",
            Area::Orange => "orange",
            Area::Purple => "purple",
            Area::Silver => "silver",
            Area::Pink => "pink",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per area, indexed by `Area` (`score.areas[Area::Green]`). It
/// serializes as the plain list of its five values in `Area::ALL` order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ByArea<T>([T; 5]);

impl<T> ByArea<T> {
    /// The value of each area, from `f`.
    pub fn from_fn(mut f: impl FnMut(Area) -> T) -> Self {
        ByArea(Area::ALL.map(&mut f))
    }

    /// The values in `Area::ALL` order.
    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.0.iter()
    }

    /// Each area with its value, in `Area::ALL` order.
    pub fn iter(&self) -> impl Iterator<Item = (Area, &T)> + '_ {
        Area::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> std::ops::Index<Area> for ByArea<T> {
    type Output = T;
    fn index(&self, area: Area) -> &T {
        &self.0[area.index()]
    }
}

impl<T> std::ops::IndexMut<Area> for ByArea<T> {
    fn index_mut(&mut self, area: Area) -> &mut T {
        &mut self.0[area.index()]
    }
}

/// Everything the sheet can award.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bonus {
    /// Cross one cell of that area for free (yellow, blue: any open cell; green: the next).
    Cross(Area),
    /// Write that number in the next cell of that area (orange, purple).
    NumberIn(Area, u8),
    Fox,
    Reroll,
    PlusOne,
    /// Twice as Clever: a return action (take a platter die back).
    Return,
    /// Twice as Clever: a "?", one free mark in that area, of the player's choice.
    Question(Area),
}

impl Bonus {
    /// Whether the player must choose where this bonus goes.
    pub fn needs_choice(self) -> bool {
        matches!(
            self,
            Bonus::Cross(Area::Yellow | Area::Blue) | Bonus::Question(_)
        )
    }
}

/// What completing a grid column gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnReward {
    Points(u16),
    Bonus(Bonus),
}

/// How a grid area scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridScoring {
    /// The sum of the points of the completed columns.
    ColumnPoints,
    /// Points by the number of crossed cells (index = count).
    ByCount(&'static [u16]),
}

/// A grid area: cells crossed in any order. Cell `r * 4 + c`.
#[derive(Debug)]
pub struct PrintedGrid {
    pub rows: usize,
    /// The number printed in each cell; `None` is pre-crossed (yellow
    /// diagonal) or the dice picture (blue): never markable, counts as marked.
    pub cells: [[Option<u8>; 4]; 4],
    pub row_bonus: [Option<Bonus>; 4],
    pub column: [ColumnReward; 4],
    /// Cells (indices) of a diagonal and its bonus.
    pub diagonal: Option<([u8; 4], Bonus)>,
    pub scoring: GridScoring,
    /// Blue is marked with the sum blue + white.
    pub sum_with_white: bool,
    /// For each number 0–12, the cells that show it (derived from `cells`).
    pub by_value: [u16; 13],
}

/// The cells showing each number, as masks: derived once, at compile time.
const fn by_value(cells: [[Option<u8>; 4]; 4]) -> [u16; 13] {
    let mut out = [0u16; 13];
    let mut i = 0;
    while i < 16 {
        if let Some(v) = cells[i / 4][i % 4] {
            out[v as usize] |= 1 << i;
        }
        i += 1;
    }
    out
}

impl PrintedGrid {
    pub fn value(&self, cell: u8) -> Option<u8> {
        let cell = cell as usize;
        if cell >= self.rows * 4 {
            return None;
        }
        self.cells[cell / 4][cell % 4]
    }

    /// The cells that are marked before the game starts.
    pub fn printed_mask(&self) -> u16 {
        // Every cell that shows a number is in `by_value`.
        let numbered = self.by_value.iter().fold(0, |m, &cells| m | cells);
        self.full_mask() & !numbered
    }

    pub fn full_mask(&self) -> u16 {
        ((1u32 << (self.rows * 4)) - 1) as u16
    }

    pub fn row_mask(r: usize) -> u16 {
        0xF << (r * 4)
    }

    pub fn column_mask(&self, c: usize) -> u16 {
        (0x1111 << c) & self.full_mask()
    }
}

/// Which values a track cell accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackRule {
    /// The die must be at least the cell's threshold (green).
    AtLeast([u8; 11]),
    /// Any value, written times the cell's multiplier (orange).
    Times([u8; 11]),
    /// Strictly higher than the previous cell unless that holds a 6 (purple).
    Ascending,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackScoring {
    /// Points by the number of crossed cells (index = count).
    ByCount([u16; 12]),
    /// The sum of the written numbers.
    Sum,
}

/// A track area: 11 cells filled left to right with no gaps.
#[derive(Debug)]
pub struct PrintedTrack {
    pub rule: TrackRule,
    pub scoring: TrackScoring,
    pub bonus: [Option<Bonus>; 11],
}

pub const TRACK_LEN: usize = 11;

/// The kind of an area, with what is printed in it.
#[derive(Clone, Copy, Debug)]
pub enum AreaKind {
    Grid(&'static PrintedGrid),
    Track(&'static PrintedTrack),
}

use Area::*;
use Bonus::*;

const YELLOW_CELLS: [[Option<u8>; 4]; 4] = [
    [Some(3), Some(6), Some(5), None],
    [Some(2), Some(1), None, Some(5)],
    [Some(1), None, Some(2), Some(4)],
    [None, Some(3), Some(4), Some(6)],
];

pub static YELLOW: PrintedGrid = PrintedGrid {
    rows: 4,
    cells: YELLOW_CELLS,
    by_value: by_value(YELLOW_CELLS),
    row_bonus: [
        Some(Cross(Blue)),
        Some(NumberIn(Orange, 4)),
        Some(Cross(Green)),
        Some(Fox),
    ],
    column: [
        ColumnReward::Points(10),
        ColumnReward::Points(14),
        ColumnReward::Points(16),
        ColumnReward::Points(20),
    ],
    diagonal: Some(([0, 5, 10, 15], PlusOne)),
    scoring: GridScoring::ColumnPoints,
    sum_with_white: false,
};

pub static BLUE_POINTS: [u16; 12] = [0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56];

const BLUE_CELLS: [[Option<u8>; 4]; 4] = [
    [None, Some(2), Some(3), Some(4)],
    [Some(5), Some(6), Some(7), Some(8)],
    [Some(9), Some(10), Some(11), Some(12)],
    [None, None, None, None],
];

/// The most cells showing one number in `cells`.
const fn most_alike(cells: [[Option<u8>; 4]; 4]) -> u32 {
    let by_value = by_value(cells);
    let (mut most, mut v) = (0, 0);
    while v < by_value.len() {
        if by_value[v].count_ones() > most {
            most = by_value[v].count_ones();
        }
        v += 1;
    }
    most
}

// Listing counts a die's spots from these shapes (`sheet::Openings::dice_bits`).
const _: () = assert!(most_alike(YELLOW_CELLS) <= 2 && most_alike(BLUE_CELLS) <= 1);

pub static BLUE: PrintedGrid = PrintedGrid {
    rows: 3,
    cells: BLUE_CELLS,
    by_value: by_value(BLUE_CELLS),
    row_bonus: [
        Some(NumberIn(Orange, 5)),
        Some(Cross(Yellow)),
        Some(Fox),
        None,
    ],
    column: [
        ColumnReward::Bonus(Reroll),
        ColumnReward::Bonus(Cross(Green)),
        ColumnReward::Bonus(NumberIn(Purple, 6)),
        ColumnReward::Bonus(PlusOne),
    ],
    diagonal: None,
    scoring: GridScoring::ByCount(&BLUE_POINTS),
    sum_with_white: true,
};

pub static GREEN: PrintedTrack = PrintedTrack {
    rule: TrackRule::AtLeast([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]),
    scoring: TrackScoring::ByCount([0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66]),
    bonus: [
        None,
        None,
        None,
        Some(PlusOne),
        None,
        Some(Cross(Blue)),
        Some(Fox),
        None,
        Some(NumberIn(Purple, 6)),
        Some(Reroll),
        None,
    ],
};

pub static ORANGE: PrintedTrack = PrintedTrack {
    rule: TrackRule::Times([1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3]),
    scoring: TrackScoring::Sum,
    bonus: [
        None,
        None,
        Some(Reroll),
        None,
        Some(Cross(Yellow)),
        Some(PlusOne),
        None,
        Some(Fox),
        None,
        Some(NumberIn(Purple, 6)),
        None,
    ],
};

pub static PURPLE: PrintedTrack = PrintedTrack {
    rule: TrackRule::Ascending,
    scoring: TrackScoring::Sum,
    bonus: [
        None,
        None,
        Some(Reroll),
        Some(Cross(Blue)),
        Some(PlusOne),
        Some(Cross(Yellow)),
        Some(Fox),
        Some(Reroll),
        Some(Cross(Green)),
        Some(NumberIn(Orange, 6)),
        Some(PlusOne),
    ],
};

/// An area the first game's sheet does not have (Twice as Clever's
/// silver and pink): no cell, nothing to enter, never scored.
pub static NO_GRID: PrintedGrid = PrintedGrid {
    rows: 0,
    cells: [[None; 4]; 4],
    by_value: [0; 13],
    row_bonus: [None; 4],
    column: [ColumnReward::Points(0); 4],
    diagonal: None,
    scoring: GridScoring::ByCount(&[0]),
    sum_with_white: false,
};

impl Area {
    /// Whether this is one of the first game's five areas.
    pub fn in_first_game(self) -> bool {
        self.index() < Area::ALL.len()
    }

    /// What is printed in this area, which drives it.
    pub fn kind(self) -> AreaKind {
        match self {
            Yellow => AreaKind::Grid(&YELLOW),
            Blue => AreaKind::Grid(&BLUE),
            Green => AreaKind::Track(&GREEN),
            Orange => AreaKind::Track(&ORANGE),
            Purple => AreaKind::Track(&PURPLE),
            // Not on the first game's sheet: a grid of no cells, always full.
            Silver | Pink => AreaKind::Grid(&NO_GRID),
        }
    }

    /// Number of cells a player can fill (pre-crossed cells excluded).
    pub fn cell_count(self) -> usize {
        match self.kind() {
            AreaKind::Grid(t) => t.rows * 4,
            AreaKind::Track(_) => TRACK_LEN,
        }
    }
}

/// The round tracker: what each round gives at its start (RULES.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundBonus {
    None,
    Give(Bonus),
    /// Round 4: black X (yellow, blue or green) or black 6 (orange or purple).
    Choice,
}

pub fn round_bonus(round: u8) -> RoundBonus {
    match round {
        1 | 3 => RoundBonus::Give(Reroll),
        2 => RoundBonus::Give(PlusOne),
        4 => RoundBonus::Choice,
        _ => RoundBonus::None,
    }
}

/// Rounds played by player count.
pub fn rounds_for(players: usize) -> u8 {
    match players {
        4 => 4,
        3 => 5,
        _ => 6,
    }
}

/// Spaces on each action track.
pub const ACTION_TRACK_LEN: u8 = 7;

/// The round-4 choice: a black X in yellow, blue or green, or a black 6 in
/// orange or purple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundChoice {
    BlackX(Area),
    Black6(Area),
    /// Twice as Clever's round 4: the black ?, used as that colour's ?
    /// (`{"choose": {"black": "pink"}}`).
    Black(Area),
}

impl RoundChoice {
    pub const ALL: [RoundChoice; 5] = [
        RoundChoice::BlackX(Yellow),
        RoundChoice::BlackX(Blue),
        RoundChoice::BlackX(Green),
        RoundChoice::Black6(Orange),
        RoundChoice::Black6(Purple),
    ];

    pub fn bonus(self) -> Bonus {
        match self {
            RoundChoice::BlackX(a) => Cross(a),
            RoundChoice::Black6(a) => NumberIn(a, 6),
            RoundChoice::Black(a) => Question(a),
        }
    }
}

/// A band of the ratings for a solo total (RULES.md §8); each
/// rulebook names them in its own words (the catalogue's `rating_…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    SoClever,
    Einstein,
    Genius,
    Impressive,
    HatsOff,
    Great,
    PrettyGood,
    NotBad,
    TryHarder,
}

/// The rating of a solo total.
pub fn rating(total: u16) -> Rating {
    match total {
        281.. => Rating::SoClever,
        260..=280 => Rating::Einstein,
        240..=259 => Rating::Genius,
        220..=239 => Rating::Impressive,
        200..=219 => Rating::HatsOff,
        180..=199 => Rating::Great,
        160..=179 => Rating::PrettyGood,
        140..=159 => Rating::NotBad,
        _ => Rating::TryHarder,
    }
}
