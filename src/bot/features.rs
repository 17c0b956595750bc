//! Hand-made features of a position from one player's point of view, as a
//! sparse vector (most inputs are 0/1 indicators). The value models in
//! `net` read these.

use crate::engine::{Area, Decision, Die, Place, State};

/// Number of inputs (the layout below; a few spare slots at the end).
pub const N_INPUTS: usize = 240;

/// A sparse feature vector: (input index, value), at most `M` of them
/// (the first game's: `MAX_ACTIVE`).
#[derive(Clone, Copy, Debug)]
pub struct Features<const M: usize = MAX_ACTIVE> {
    pub idx: [u16; M],
    pub val: [f32; M],
    pub len: usize,
}

pub const MAX_ACTIVE: usize = 80;

impl<const M: usize> Default for Features<M> {
    fn default() -> Self {
        Features {
            idx: [0; M],
            val: [0.0; M],
            len: 0,
        }
    }
}

impl<const M: usize> Features<M> {
    #[inline]
    pub(super) fn push(&mut self, i: usize, v: f32) {
        if self.len < M && v != 0.0 {
            self.idx[self.len] = i as u16;
            self.val[self.len] = v;
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        (0..self.len).map(move |k| (self.idx[k] as usize, self.val[k]))
    }
}

/// Where `player` stands in the turn structure (0–5), seen from outside.
///
/// 0, 1, 2: active with 0, 1, 2 dice on the fields (picks to come);
/// 3: active, picks done; 4: a passive pick to come; 5: passive pick done.
pub fn sub_phase(s: &State, p: u8) -> usize {
    let fields = Die::ALL
        .iter()
        .filter(|&&d| matches!(s.place(d), Place::Field(_)))
        .count();
    match s.decision() {
        // The sequel's decisions (never the first game's state's).
        Decision::GameOver
        | Decision::Return { .. }
        | Decision::Question { .. }
        | Decision::SilverRow { .. } => 5,
        // A seat played elsewhere has finished its picks; the others' passive picks come.
        Decision::DiceLayout { .. } => {
            if s.active() == p {
                3
            } else {
                4
            }
        }
        Decision::RoundChoice { .. } => {
            if s.active() == p {
                0
            } else {
                4
            }
        }
        Decision::Roll {
            solo_passive: true, ..
        } => 4,
        Decision::Roll { .. } | Decision::Pick { .. } => {
            if s.is_solo_passive() {
                4
            } else if s.active() == p {
                fields.min(2)
            } else {
                4
            }
        }
        Decision::PlusOne { player } => {
            if s.is_solo_passive() {
                5
            } else if player == s.active() {
                if p == player {
                    3
                } else {
                    4
                }
            } else if p == player || p == s.active() {
                if p == s.active() {
                    3
                } else {
                    5
                }
            } else {
                4
            }
        }
        Decision::Passive { player } => {
            if s.is_solo_passive() || player == p {
                4
            } else if p == s.active() {
                3
            } else {
                4
            }
        }
        Decision::Cross { .. } => {
            if s.is_solo_passive() {
                5
            } else if s.active() == p {
                3
            } else {
                4
            }
        }
    }
}

const Y_CELLS: [u8; 12] = [0, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 15];

/// Encode `s` for player `p` into `f`.
pub fn encode(s: &State, p: u8, f: &mut Features) {
    f.len = 0;
    let sh = s.sheet(p);
    let score = s.score(p);
    let mut base = 0usize;
    // bias
    f.push(base, 1.0);
    base += 1;

    // ---- yellow: cell bits 12, column missing 4x4, row missing 4x4, diagonal missing 5
    for (k, &c) in Y_CELLS.iter().enumerate() {
        if sh.yellow & (1 << c) != 0 {
            f.push(base + k, 1.0);
        }
    }
    base += 12;
    for c in 0..4 {
        let mask: u16 = (0..4).fold(0, |m, r| m | 1 << (r * 4 + c));
        let missing = (mask & !sh.yellow).count_ones() as usize;
        f.push(base + c * 4 + missing.min(3), 1.0);
    }
    base += 16;
    for r in 0..4 {
        let mask: u16 = 0xF << (r * 4);
        let missing = (mask & !sh.yellow).count_ones() as usize;
        f.push(base + r * 4 + missing.min(3), 1.0);
    }
    base += 16;
    {
        let mask: u16 = 1 | 1 << 5 | 1 << 10 | 1 << 15;
        let missing = (mask & !sh.yellow).count_ones() as usize;
        f.push(base + missing.min(4), 1.0);
    }
    base += 5;

    // ---- blue: cell bits 11, row missing (4+5+5), column missing (3+4+4+4), count 12
    for c in 1..12 {
        if sh.blue & (1 << c) != 0 {
            f.push(base + c - 1, 1.0);
        }
    }
    base += 11;
    {
        let m0 = (0xEu16 & !sh.blue).count_ones() as usize; // row 0: cells 1..3
        let m1 = (0xF0u16 & !sh.blue).count_ones() as usize;
        let m2 = (0xF00u16 & !sh.blue).count_ones() as usize;
        f.push(base + m0.min(3), 1.0);
        f.push(base + 4 + m1.min(4), 1.0);
        f.push(base + 9 + m2.min(4), 1.0);
    }
    base += 14;
    {
        let c0 = ((1u16 << 4 | 1 << 8) & !sh.blue).count_ones() as usize;
        f.push(base + c0.min(2), 1.0);
        for c in 1..4 {
            let mask: u16 = 1 << c | 1 << (4 + c) | 1 << (8 + c);
            let missing = (mask & !sh.blue).count_ones() as usize;
            f.push(base + 3 + (c - 1) * 4 + missing.min(3), 1.0);
        }
    }
    base += 15;
    {
        let count = (sh.blue & 0xFFE).count_ones() as usize;
        f.push(base + count.min(11), 1.0);
    }
    base += 12;

    // ---- green: len one-hot 12
    f.push(base + (sh.green.len as usize).min(11), 1.0);
    base += 12;

    // ---- orange: len one-hot 12, score
    f.push(base + (sh.orange.len as usize).min(11), 1.0);
    base += 12;
    f.push(base, score.areas[Area::Orange] as f32 / 50.0);
    base += 1;

    // ---- purple: len one-hot 12, last value 7, score
    f.push(base + (sh.purple.len as usize).min(11), 1.0);
    base += 12;
    f.push(base + sh.purple.last().unwrap_or(0).min(6) as usize, 1.0);
    base += 7;
    f.push(base, score.areas[Area::Purple] as f32 / 50.0);
    base += 1;

    // ---- foxes, actions
    f.push(base + (sh.foxes as usize).min(7), 1.0);
    base += 8;
    f.push(base + (sh.rerolls.available() as usize).min(7), 1.0);
    base += 8;
    f.push(base + (sh.plus_ones.available() as usize).min(7), 1.0);
    base += 8;

    // ---- area scores, lowest
    for (i, a) in [Area::Yellow, Area::Blue, Area::Green]
        .into_iter()
        .enumerate()
    {
        f.push(base + i, score.areas[a] as f32 / 50.0);
    }
    base += 3;
    let lowest = score.lowest_area();
    f.push(base, lowest as f32 / 50.0);
    base += 1;
    f.push(base, (sh.foxes as f32) * lowest as f32 / 100.0);
    base += 1;

    // ---- time: round one-hot 6, rounds left after this one 6
    let round = s.round().clamp(1, 6) as usize;
    f.push(base + round - 1, 1.0);
    base += 6;
    let left = (s.rounds().saturating_sub(s.round()) as usize).min(5);
    f.push(base + left, 1.0);
    base += 6;

    // ---- sub-phase 6
    let sub = sub_phase(s, p);
    f.push(base + sub, 1.0);
    base += 6;

    // ---- dice still to roll this turn (active, picks to come): bits 6, count 7, white value 6
    if sub <= 2 && !s.is_over() {
        let mut n = 0;
        let mut white_rolls = false;
        for d in Die::ALL {
            if matches!(s.place(d), Place::Cup | Place::Rolled) {
                f.push(base + d.index(), 1.0);
                n += 1;
                if d == Die::White {
                    white_rolls = true;
                }
            }
        }
        f.push(base + 6 + n.min(6), 1.0);
        if !white_rolls {
            let v = s.value(Die::White).clamp(1, 6) as usize;
            f.push(base + 13 + v - 1, 1.0);
        }
    }
    base += 19;

    debug_assert!(base <= N_INPUTS, "{base}");
}

/// The first of the multiplayer inputs (`encode_multiplayer`); the solo layout ends here.
pub const MULTIPLAYER_INPUTS: usize = 233;

/// `encode`, and at 2–4 players where `p` stands in the round: the number
/// of players, whether `p`'s own turn is still to come this round, the
/// passive picks `p` has left this round, and whether this turn's is done.
/// Solo positions get no more inputs than `encode` gives them.
pub fn encode_multiplayer(s: &State, p: u8, f: &mut Features) {
    encode(s, p, f);
    let n = s.players();
    if n < 2 || s.is_over() {
        return;
    }
    let base = MULTIPLAYER_INPUTS;
    f.push(base + (n as usize - 2).min(2), 1.0);
    // Turns are counted from the seat that starts the round.
    let from = |a: u8, b: u8| (b + n - a) % n;
    let active = s.active();
    let turn = from(s.first(), active);
    let mine = from(s.first(), p);
    let own_turn_to_come = mine > turn;
    if own_turn_to_come {
        f.push(base + 3, 1.0);
    }
    // This turn's passive pick: the others pick in seat order after the
    // active player, each followed by their +1 actions and free X cells.
    let picked = p != active
        && match s.decision() {
            Decision::Passive { player: q } => from(active, p) < from(active, q),
            Decision::PlusOne { player: q } | Decision::Cross { player: q, .. } if q != active => {
                from(active, p) <= from(active, q)
            }
            _ => false,
        };
    let now = (p != active && !picked) as usize;
    let later = (n - 1 - turn) as usize - own_turn_to_come as usize;
    f.push(base + 4, (now + later) as f32 / 3.0);
    if picked {
        f.push(base + 5, 1.0);
    }
}

#[cfg(test)]
pub(crate) fn used_inputs() -> usize {
    // Mirrors the layout above.
    1 + 12 + 16 + 16 + 5 + 11 + 14 + 15 + 12 + 12 + 13 + 20 + 24 + 5 + 12 + 6 + 19
}
