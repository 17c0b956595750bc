//! The six dice, where they lie, and rolls as values that enter the engine.
//! The rules never draw a number: `DiceBag` is how live play and bots make
//! rolls, from a named seedable generator so a seed replays anywhere.

/// ChaCha8 as `rand_chacha` draws it: natively its vector lanes (the
/// simulations' speed: 1.5 ns a word against 9), in wasm the small copy
/// (the first load's bytes: 0.9 KB of code against 4.3); the same words
/// (`chacha8`'s tests).
#[cfg(target_arch = "wasm32")]
type Stream = super::chacha8::ChaCha8;
#[cfg(not(target_arch = "wasm32"))]
type Stream = rand_chacha::ChaCha8Rng;
use super::printed::Area;
#[cfg(not(target_arch = "wasm32"))]
use rand_chacha::rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Die {
    White,
    Yellow,
    Blue,
    Green,
    Orange,
    Purple,
    /// Twice as Clever's dice (`Die::TWICE`), after the first game's six.
    Pink,
    Silver,
}

impl Die {
    pub const ALL: [Die; 6] = [
        Die::White,
        Die::Yellow,
        Die::Blue,
        Die::Green,
        Die::Orange,
        Die::Purple,
    ];

    /// Twice as Clever's six dice, in the order they are listed and rolled
    /// (docs/rules-twice.md §2).
    pub const TWICE: [Die; 6] = [
        Die::White,
        Die::Yellow,
        Die::Blue,
        Die::Green,
        Die::Pink,
        Die::Silver,
    ];

    /// Every die of both games, by `index`.
    pub const BY_INDEX: [Die; 8] = [
        Die::White,
        Die::Yellow,
        Die::Blue,
        Die::Green,
        Die::Orange,
        Die::Purple,
        Die::Pink,
        Die::Silver,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Die::White => "white",
            Die::Yellow => "yellow",
            Die::Blue => "blue",
            Die::Green => "green",
            Die::Orange => "orange",
            Die::Purple => "purple",
            Die::Pink => "pink",
            Die::Silver => "silver",
        }
    }

    /// The areas this die can be entered in (white is wild).
    pub fn areas(self) -> &'static [Area] {
        match self {
            Die::White => &Area::ALL,
            Die::Yellow => &[Area::Yellow],
            Die::Blue => &[Area::Blue],
            Die::Green => &[Area::Green],
            Die::Orange => &[Area::Orange],
            Die::Purple => &[Area::Purple],
            Die::Pink => &[Area::Pink],
            Die::Silver => &[Area::Silver],
        }
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a die lies during a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// Not rolled yet this turn (still to be rolled).
    Cup,
    /// Just rolled, lying in the row to be picked from.
    Rolled,
    /// On the active player's dice field 0, 1 or 2. In the solo passive
    /// turn, the three dice that did not go to the platter lie here.
    Field(u8),
    /// On the silver platter.
    Platter,
}

/// Where the six dice lie after the active turn of a seat played elsewhere:
/// the active player's dice fields in field order (1–3 dice) and the silver
/// platter (the rest), each die with its value. As entered: `State::check`
/// says what is wrong with it (`DiceLayoutError`). In a record (`"table"`):
/// `{"fields": [["white", 3], …], "platter": [["blue", 2], …]}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "DiceLayoutForm", try_from = "DiceLayoutForm")]
pub struct DiceLayout {
    fields: [(Die, u8); 6],
    platter: [(Die, u8); 6],
    on_fields: u8,
    on_platter: u8,
}

/// Why the six dice cannot lie as entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceLayoutError {
    /// A die shows a value other than 1 to 6.
    Value { die: Die, value: u8 },
    /// A die is given twice.
    Twice(Die),
    /// A die is given nowhere (each of the six lies somewhere).
    Missing(Die),
    /// A die of the other game (Ganz Schön Clever's orange, Twice as
    /// Clever's silver…), given beside this game's six.
    NotInGame(Die),
    /// The dice fields hold 1 to 3 dice, not this many.
    Fields(usize),
    /// Two dice (at least) put on one dice field: the field, two of them.
    FieldTwice { field: u8, first: Die, second: Die },
    /// A dice field left empty while a later one holds a die (fields are
    /// filled in order, one per pick).
    FieldEmpty(u8),
}

impl DiceLayout {
    /// The dice as entered. Refused only when a list holds more than six
    /// dice (which no layout can): with the error `check` would give.
    pub fn new(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Result<DiceLayout, DiceLayoutError> {
        if fields.len() > 6 || platter.len() > 6 {
            return Err(check(fields, platter).expect_err("more than six dice repeat one"));
        }
        let mut t = DiceLayout {
            fields: [(Die::White, 1); 6],
            platter: [(Die::White, 1); 6],
            on_fields: fields.len() as u8,
            on_platter: platter.len() as u8,
        };
        t.fields[..fields.len()].copy_from_slice(fields);
        t.platter[..platter.len()].copy_from_slice(platter);
        Ok(t)
    }

    /// The dice as told at the table: each die's value and place (`places`
    /// by die: 0 for the platter, else its dice field, 1 to 3). Refused
    /// when a field holds two dice or is skipped; `check` says the rest (a
    /// die placed nowhere known is missing).
    pub fn from_places(values: [u8; 6], places: [u8; 6]) -> Result<DiceLayout, DiceLayoutError> {
        Self::from_places_of(Die::ALL, values, places)
    }

    /// `from_places` for a game's six dice (`Edition::dice`): `values` and
    /// `places` in the order of `dice`.
    pub fn from_places_of(
        dice: [Die; 6],
        values: [u8; 6],
        places: [u8; 6],
    ) -> Result<DiceLayout, DiceLayoutError> {
        let on = |field: u8| (0..6).filter(move |&i| places[i] == field);
        let mut fields = [(Die::White, 0); 6];
        let mut count = 0;
        for field in 1..=3u8 {
            let mut here = on(field);
            match (here.next(), here.next()) {
                (Some(first), Some(second)) => {
                    return Err(DiceLayoutError::FieldTwice {
                        field,
                        first: dice[first],
                        second: dice[second],
                    })
                }
                (Some(i), None) => {
                    fields[count] = (dice[i], values[i]);
                    count += 1;
                }
                (None, _) => {
                    if places.iter().any(|&p| p > field && p <= 3) {
                        return Err(DiceLayoutError::FieldEmpty(field));
                    }
                }
            }
        }
        let mut platter = [(Die::White, 0); 6];
        let mut rest = 0;
        for i in on(0) {
            platter[rest] = (dice[i], values[i]);
            rest += 1;
        }
        DiceLayout::new(&fields[..count], &platter[..rest])
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
    /// on the fields. (How they got there is not checked: the layout is what
    /// the players see.)
    pub fn check(&self) -> Result<(), DiceLayoutError> {
        check(self.fields(), self.platter())
    }

    /// `check` for Twice as Clever's dice: each of them once, valued 1–6,
    /// 0 to 3 on the fields (a turn whose every roll was forfeited fills none).
    pub fn check_twice(&self) -> Result<(), DiceLayoutError> {
        check_of(&Die::TWICE, 0, self.fields(), self.platter())
    }
}

/// The first thing wrong with a layout: a value, then a die twice, a die
/// missing, the number on the fields.
fn check(fields: &[(Die, u8)], platter: &[(Die, u8)]) -> Result<(), DiceLayoutError> {
    check_of(&Die::ALL, 1, fields, platter)
}

/// `check` with a game's dice and the fewest dice its fields may hold.
fn check_of(
    dice: &[Die; 6],
    least: usize,
    fields: &[(Die, u8)],
    platter: &[(Die, u8)],
) -> Result<(), DiceLayoutError> {
    let all = || fields.iter().chain(platter);
    if let Some(&(die, value)) = all().find(|&&(_, v)| !(1..=6).contains(&v)) {
        return Err(DiceLayoutError::Value { die, value });
    }
    let mut seen = DieSet::default();
    for &(die, _) in all() {
        if seen.contains(die) {
            return Err(DiceLayoutError::Twice(die));
        }
        seen.insert(die);
    }
    if let Some(&die) = dice.iter().find(|&&d| !seen.contains(d)) {
        return Err(DiceLayoutError::Missing(die));
    }
    if let Some(&(die, _)) = all().find(|(d, _)| !dice.contains(d)) {
        return Err(DiceLayoutError::NotInGame(die));
    }
    if !(least..=3).contains(&fields.len()) {
        return Err(DiceLayoutError::Fields(fields.len()));
    }
    Ok(())
}

impl std::fmt::Debug for DiceLayout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiceLayout")
            .field("fields", &self.fields())
            .field("platter", &self.platter())
            .finish()
    }
}

/// A layout's serde form: two lists of (die, value).
#[derive(Serialize, Deserialize)]
struct DiceLayoutForm {
    fields: Vec<(Die, u8)>,
    platter: Vec<(Die, u8)>,
}

impl From<DiceLayout> for DiceLayoutForm {
    fn from(t: DiceLayout) -> DiceLayoutForm {
        DiceLayoutForm {
            fields: t.fields().to_vec(),
            platter: t.platter().to_vec(),
        }
    }
}

impl TryFrom<DiceLayoutForm> for DiceLayout {
    type Error = DiceLayoutError;
    fn try_from(f: DiceLayoutForm) -> Result<DiceLayout, DiceLayoutError> {
        DiceLayout::new(&f.fields, &f.platter)
    }
}

/// A set of dice as a bit mask over `Die::index`. It serializes as the
/// list of its dice's names, in `Die::ALL` order (`["yellow", "green"]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DieSet(pub u8);

impl Serialize for DieSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl std::ops::BitAnd for DieSet {
    type Output = DieSet;
    /// The dice in both sets.
    fn bitand(self, other: DieSet) -> DieSet {
        DieSet(self.0 & other.0)
    }
}

/// A 1 in every byte: a word holds a byte for each die (or each slot of a
/// list), so that all of them are compared, counted or summed at once.
pub(super) const ONES: u64 = 0x0101_0101_0101_0101;

/// 1 in each byte where `a`'s byte is at least `b`'s, else 0. Every byte
/// must be below 0x80: `a | 0x80` minus `b` then keeps its top bit exactly
/// where a ≥ b, and no borrow crosses a byte.
pub(super) fn bytes_at_least(a: u64, b: u64) -> u64 {
    let tops = ONES << 7;
    (((a | tops) - b) & tops) >> 7
}

impl DieSet {
    pub const ALL: DieSet = DieSet(0b11_1111);

    /// A byte per die (by `Die::index`): 1 for the dice in the set, else 0.
    pub(super) fn bytes(self) -> u64 {
        // The set in every byte, byte i keeping bit i, then any bit as 1.
        bytes_at_least((u64::from(self.0) * ONES) & 0x2010_0804_0201, ONES)
    }

    /// The dice whose byte of `ones` (by `Die::index`) is 1, the others 0:
    /// byte i goes to bit 35 + i of one product (its terms do not overlap).
    pub(super) fn of_bytes(ones: u64) -> DieSet {
        DieSet((ones.wrapping_mul(0x8_1020_4081) >> 35) as u8 & Self::ALL.0)
    }

    /// The set of one die.
    pub fn of(d: Die) -> DieSet {
        DieSet(1 << d.index())
    }
    pub fn contains(self, d: Die) -> bool {
        self.0 & (1 << d.index()) != 0
    }
    pub fn insert(&mut self, d: Die) {
        self.0 |= 1 << d.index();
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Twice as Clever's six dice.
    pub const TWICE: DieSet = DieSet(0b1100_1111);

    /// The dice in `Die::BY_INDEX` order (each game's dice in its own order).
    pub fn iter(self) -> impl Iterator<Item = Die> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            // Below 8 (the bits are dice); `min` says so to the compiler,
            // so that a loop over a set has no panic.
            let i = (bits.trailing_zeros() as usize).min(7);
            bits &= bits - 1;
            Some(Die::BY_INDEX[i])
        })
    }
}

/// The values of a roll, die by die, in the row the dice lie in from left
/// to right (the platter is at the right end).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<(Die, u8)>", try_from = "Vec<(Die, u8)>")]
pub struct Roll {
    dice: [(Die, u8); 6],
    len: u8,
}

impl Roll {
    /// No dice (the unused places as `new` leaves them).
    pub(super) const EMPTY: Roll = Roll {
        dice: [(Die::White, 1); 6],
        len: 0,
    };

    /// A roll from (die, value) pairs; checks values are 1–6 and no die repeats.
    pub fn new(pairs: &[(Die, u8)]) -> Result<Roll, RollError> {
        if pairs.len() > 6 {
            return Err(RollError::TooManyDice(pairs.len()));
        }
        let mut roll = Roll {
            dice: [(Die::White, 1); 6],
            len: 0,
        };
        let mut seen = DieSet::default();
        for &(die, value) in pairs {
            if !(1..=6).contains(&value) {
                return Err(RollError::Value { die, value });
            }
            if seen.contains(die) {
                return Err(RollError::Twice(die));
            }
            seen.insert(die);
            roll.dice[roll.len as usize] = (die, value);
            roll.len += 1;
        }
        Ok(roll)
    }

    pub fn dice(&self) -> &[(Die, u8)] {
        &self.dice[..self.len as usize]
    }

    pub fn set(&self) -> DieSet {
        let mut s = DieSet::default();
        for &(d, _) in self.dice() {
            s.insert(d);
        }
        s
    }
}

impl fmt::Debug for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.dice()).finish()
    }
}

impl From<Roll> for Vec<(Die, u8)> {
    fn from(r: Roll) -> Self {
        r.dice().to_vec()
    }
}

impl TryFrom<Vec<(Die, u8)>> for Roll {
    type Error = RollError;
    fn try_from(v: Vec<(Die, u8)>) -> Result<Self, RollError> {
        Roll::new(&v)
    }
}

/// A roll no dice can show, or not of the dice asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollError {
    /// More than six dice (how many).
    TooManyDice(usize),
    /// A die shows a value other than 1 to 6.
    Value { die: Die, value: u8 },
    /// A die appears twice.
    Twice(Die),
    /// The dice to roll are exactly these.
    NotTheseDice(DieSet),
}

/// Live dice: ChaCha8 from a 64-bit seed, the same on every machine.
#[derive(Clone, Debug)]
pub struct DiceBag {
    rng: Stream,
}

impl DiceBag {
    pub fn new(seed: u64) -> Self {
        DiceBag {
            rng: Stream::seed_from_u64(seed),
        }
    }

    /// A uniform number in `0..n` (n ≤ 6), without modulo bias.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        // The dice's own sizes as constants: their divisions compile to
        // multiplications, and the numbers drawn stay the same.
        match n {
            2 => self.below_const::<2>(),
            3 => self.below_const::<3>(),
            4 => self.below_const::<4>(),
            5 => self.below_const::<5>(),
            6 => self.below_const::<6>(),
            _ => self.below_any(n),
        }
    }

    #[inline(always)]
    fn below_const<const N: u32>(&mut self) -> u32 {
        self.below_any(N)
    }

    #[inline(always)]
    fn below_any(&mut self, n: u32) -> u32 {
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let x = self.rng.next_u32();
            if x < zone {
                return x % n;
            }
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// Roll these dice. They land in a random row (its order
    /// matters only for the solo passive turn's tie rule).
    pub fn roll(&mut self, dice: DieSet) -> Roll {
        let mut roll = Roll::EMPTY;
        self.roll_into(dice, &mut roll);
        roll
    }

    /// `roll` into `roll`, where it is then read.
    #[inline]
    pub(super) fn roll_into(&mut self, dice: DieSet, roll: &mut Roll) {
        // Room for either game's dice (the sequel's pink and silver are 6, 7).
        let mut values = [1; 8];
        let row = self.draw::<true, 8>(dice, &mut values);
        let n = dice.len();
        for (pair, die) in roll.dice.iter_mut().zip(row).take(n) {
            *pair = (die, values[die.index()]);
        }
        roll.len = n as u8;
    }

    /// Roll `dice`: their values into `values` by die, and the row they
    /// lie in, left to right (the first `dice.len()`). `N`: 6 for the
    /// first game's dice, 8 for the sequel's (pink and silver are 6, 7).
    #[inline]
    pub(super) fn roll_row<const N: usize>(
        &mut self,
        dice: DieSet,
        values: &mut [u8; N],
    ) -> [Die; 6] {
        self.draw::<true, N>(dice, values)
    }

    /// `roll_row` where the row is not needed: its draws
    /// are made all the same, so that the bag goes on as after it.
    #[inline]
    pub(super) fn roll_values<const N: usize>(&mut self, dice: DieSet, values: &mut [u8; N]) {
        self.draw::<false, N>(dice, values);
    }

    /// The values of `dice` in die order, then Fisher–Yates from the top
    /// (place i swaps with one below i + 1), applied to the row only if it
    /// is wanted (`ROW`).
    #[inline(always)]
    fn draw<const ROW: bool, const N: usize>(
        &mut self,
        dice: DieSet,
        values: &mut [u8; N],
    ) -> [Die; 6] {
        let mut row = [Die::White; 6];
        let mut n = 0;
        for (place, d) in row.iter_mut().zip(dice.iter()) {
            values[d.index()] = 1 + self.below_const::<6>() as u8;
            if ROW {
                *place = d;
            }
            n += 1;
        }
        let order = self.order(n);
        if ROW {
            for (i, j) in order.into_iter().enumerate().rev() {
                row.swap(i + 1, usize::from(j).min(i + 1));
            }
        }
        row
    }

    /// The draws of Fisher–Yates for `n` dice, from the top: place i swaps
    /// with the place at index i - 1 of the answer (with itself where no
    /// draw is made). Written out, so that each step divides by a constant.
    #[inline(always)]
    fn order(&mut self, n: usize) -> [u8; 5] {
        let mut j = [1, 2, 3, 4, 5];
        if n > 5 {
            j[4] = self.below_const::<6>() as u8;
        }
        if n > 4 {
            j[3] = self.below_const::<5>() as u8;
        }
        if n > 3 {
            j[2] = self.below_const::<4>() as u8;
        }
        if n > 2 {
            j[1] = self.below_const::<3>() as u8;
        }
        if n > 1 {
            j[0] = self.below_const::<2>() as u8;
        }
        j
    }
}

/// The dice of a game's next roll: from its seed and the number of rolls
/// so far, so a reload (which replays the record) continues identically.
pub fn roll_bag(seed: u64, rolls_so_far: u64) -> DiceBag {
    DiceBag::new(seed ^ rolls_so_far.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The seed of the daily challenge of `date` ("YYYY-MM-DD"): FNV-1a (64
/// bits) of `clever-daily-` + the date, the same everywhere, every year.
pub fn daily_seed(date: &str) -> u64 {
    const DAILY: u64 = crate::fnv::hash(b"clever-daily-");
    crate::fnv::hash_on(DAILY, date.as_bytes())
}
