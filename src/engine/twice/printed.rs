//! Twice as Clever's score sheet as data (docs/rules-twice.md §3): the
//! silver grid, the yellow lattice, the three slot tracks, the action bars,
//! the round track and the solo rating. Numbers are 0-based here (the doc
//! counts from 1).

use crate::engine::dice::Die;
use crate::engine::printed::{Area, Bonus, RoundBonus};
use serde::Serialize;
use Area::{Blue, Green, Pink, Silver, Yellow};
use Bonus::{Fox, PlusOne, Question, Reroll, Return};

/// Silver's rows, top to bottom, named after the die that marks its own
/// row by the platter chain (§3.1). Cell `row * 6 + (number - 1)`.
pub const SILVER_ROWS: [Die; 4] = [Die::Yellow, Die::Blue, Die::Green, Die::Pink];

/// The bonus above each silver column, earned when its number is marked
/// in all four rows.
pub const SILVER_COLUMNS: [Bonus; 6] = [
    PlusOne,
    Question(Yellow),
    Fox,
    Question(Blue),
    Question(Green),
    Question(Pink),
];

/// One silver row's points by how many of its six cells are marked.
pub const SILVER_POINTS: [i16; 7] = [0, 2, 4, 7, 11, 16, 22];

/// The silver cell of `number` (1–6) in `row` (0–3).
pub const fn silver_cell(row: usize, number: u8) -> u8 {
    (row * 6) as u8 + number - 1
}

/// The ten yellow cells in reading order (Y1–Y10), the number each shows.
pub const YELLOW_NUMBERS: [u8; 10] = [3, 6, 1, 2, 4, 3, 2, 5, 5, 4];

/// Where each yellow cell lies on the 5 × 4 lattice (row, column), 0-based.
pub const YELLOW_PLACES: [(u8, u8); 10] = [
    (0, 1),
    (0, 3),
    (1, 0),
    (1, 2),
    (2, 1),
    (2, 3),
    (3, 0),
    (3, 2),
    (4, 1),
    (4, 3),
];

/// Yellow's rows, then its columns: the cells of each (a mask over the
/// ten cells) and the bonus earned when every one of them is circled.
pub const YELLOW_GROUPS: [(u16, Bonus); 9] = [
    (1 << 0 | 1 << 1, Question(Blue)),
    (1 << 2 | 1 << 3, Return),
    (1 << 4 | 1 << 5, Question(Yellow)),
    (1 << 6 | 1 << 7, Question(Green)),
    (1 << 8 | 1 << 9, Question(Pink)),
    (1 << 2 | 1 << 6, Reroll),
    (1 << 0 | 1 << 4 | 1 << 8, PlusOne),
    (1 << 3 | 1 << 7, Question(Silver)),
    (1 << 1 | 1 << 5 | 1 << 9, Fox),
];

/// Yellow's points by the number of crossed cells.
pub const YELLOW_POINTS: [i16; 11] = [0, 3, 10, 21, 36, 55, 75, 96, 118, 141, 165];

/// Blue, green and pink each have twelve slots, written left to right.
pub const SLOTS: usize = 12;

/// Blue's points by the number of written slots.
pub const BLUE_POINTS: [i16; SLOTS + 1] = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78];

/// The bonus under each blue slot.
pub const BLUE_BONUS: [Option<Bonus>; SLOTS] = [
    None,
    Some(Return),
    Some(Question(Yellow)),
    None,
    Some(PlusOne),
    Some(Reroll),
    Some(Question(Pink)),
    None,
    Some(Fox),
    Some(Return),
    None,
    Some(Question(Green)),
];

/// Green's multiplier for each slot; slots pair up (0–1, 2–3, …), each
/// pair scoring first minus second.
pub const GREEN_TIMES: [u8; SLOTS] = [2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1];

/// The bonus under each green slot.
pub const GREEN_BONUS: [Option<Bonus>; SLOTS] = [
    None,
    Some(Reroll),
    None,
    Some(Question(Blue)),
    Some(Return),
    None,
    Some(Fox),
    Some(Question(Silver)),
    Some(PlusOne),
    None,
    Some(Question(Pink)),
    Some(Question(Yellow)),
];

/// The least number a pink slot's bonus needs (0: none needed); any
/// number fills the slot.
pub const PINK_AT_LEAST: [u8; SLOTS] = [0, 0, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6];

/// The bonus under each pink slot.
pub const PINK_BONUS: [Option<Bonus>; SLOTS] = [
    None,
    None,
    Some(Reroll),
    Some(Return),
    Some(PlusOne),
    Some(Question(Green)),
    Some(Question(Yellow)),
    Some(Fox),
    Some(Question(Silver)),
    Some(Reroll),
    Some(Question(Blue)),
    Some(Question(Yellow)),
];

/// Slots on each action bar (re-roll, return, +1).
pub const BAR_LEN: u8 = 6;

/// What circling the last slot of a bar earns.
pub fn bar_end(action: Bonus) -> Option<Bonus> {
    match action {
        Reroll => Some(Fox),
        Return => Some(Question(Pink)),
        PlusOne => Some(Question(Silver)),
        _ => None,
    }
}

/// The round track: what each round gives every player at its start
/// (round 4: the black ?, a choice).
pub fn round_bonus(round: u8) -> RoundBonus {
    match round {
        1 => RoundBonus::Give(Reroll),
        2 => RoundBonus::Give(PlusOne),
        3 => RoundBonus::Give(Return),
        4 => RoundBonus::Choice,
        _ => RoundBonus::None,
    }
}

/// A band of the solo rating (§11), with the sheet's English words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TwiceRating {
    #[serde(rename = "Twice as clever!")]
    TwiceAsClever,
    #[serde(rename = "Points = IQ!")]
    PointsIq,
    #[serde(rename = "Respect!")]
    Respect,
    #[serde(rename = "This can't be luck!")]
    NotLuck,
    #[serde(rename = "People, look at this!")]
    LookAtThis,
    #[serde(rename = "Pretty, pretty clever!")]
    PrettyClever,
    #[serde(rename = "You've been training!")]
    Training,
    #[serde(rename = "You should be happy!")]
    Happy,
    #[serde(rename = "On the right way.")]
    RightWay,
    #[serde(rename = "You can do better.")]
    DoBetter,
    #[serde(rename = "Half as clever.")]
    HalfAsClever,
}

/// The rating of a solo total: 20-point bands, the top from 320.
pub fn rating(total: i16) -> TwiceRating {
    use TwiceRating::*;
    match total {
        320.. => TwiceAsClever,
        300..=319 => PointsIq,
        280..=299 => Respect,
        260..=279 => NotLuck,
        240..=259 => LookAtThis,
        220..=239 => PrettyClever,
        200..=219 => Training,
        180..=199 => Happy,
        160..=179 => RightWay,
        140..=159 => DoBetter,
        _ => HalfAsClever,
    }
}
