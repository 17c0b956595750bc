//! Hand-made features of a Twice as Clever position from one player's point
//! of view, sparse as the first game's (`bot::features`), read by the same
//! kind of value model (`bot::net`).

use crate::bot::features::Features;
use crate::engine::twice::printed::{SILVER_ROWS, SLOTS, YELLOW_GROUPS};
use crate::engine::{Area, Decision, Die, Place, TwiceState};

/// Number of inputs (the layout in `encode`).
pub const TWICE_INPUTS: usize = 300;

/// At most this many inputs are not 0 in one position.
pub const TWICE_ACTIVE: usize = 128;

/// A sequel position's features.
pub type TwiceFeatures = Features<TWICE_ACTIVE>;

/// Where `p` stands in the turn, seen from outside (0–5, as the first
/// game's `sub_phase`): 0–2 active with that many dice on the fields and
/// picks to come, 3 active with the picks done, 4 a passive pick to come,
/// 5 nothing more to pick this turn.
pub fn sub_phase(s: &TwiceState, p: u8) -> usize {
    let fields = Die::TWICE
        .iter()
        .filter(|&&d| matches!(s.place(d), Place::Field(_)))
        .count();
    let active = s.active() == p;
    match s.decision() {
        Decision::GameOver | Decision::Question { .. } | Decision::SilverRow { .. } => 5,
        Decision::Cross { .. } => 5,
        Decision::RoundChoice { .. } => {
            if active {
                0
            } else {
                4
            }
        }
        Decision::DiceLayout { .. } => {
            if active {
                3
            } else {
                4
            }
        }
        Decision::Roll {
            solo_passive: true, ..
        } => 4,
        Decision::Roll { .. } | Decision::Pick { .. } | Decision::Return { .. } => {
            if s.is_solo_passive() || !active {
                4
            } else {
                fields.min(2)
            }
        }
        Decision::PlusOne { player } => {
            if s.is_solo_passive() {
                5
            } else if player == s.active() {
                if active {
                    3
                } else {
                    4
                }
            } else if active {
                3
            } else if p == player {
                5
            } else {
                4
            }
        }
        Decision::Passive { player } => {
            if s.is_solo_passive() || player == p {
                4
            } else if active {
                3
            } else {
                4
            }
        }
    }
}

/// Encode `s` for player `p` into `f`.
pub fn encode(s: &TwiceState, p: u8, f: &mut TwiceFeatures) {
    f.len = 0;
    let sh = s.sheet(p);
    let score = s.score(p);
    let mut base = 0usize;
    let one_hot = |f: &mut TwiceFeatures, base: &mut usize, k: usize, n: usize| {
        f.push(*base + k.min(n - 1), 1.0);
        *base += n;
    };
    // bias
    f.push(base, 1.0);
    base += 1;

    // ---- silver: cells 24, each row's count 4 × 7, each column's count 6 × 5
    for cell in 0..24 {
        if sh.silver & 1 << cell != 0 {
            f.push(base + cell, 1.0);
        }
    }
    base += 24;
    for row in 0..SILVER_ROWS.len() {
        let n = (sh.silver >> (row * 6) & 0x3F).count_ones() as usize;
        one_hot(f, &mut base, n, 7);
    }
    for column in 0..6 {
        let n = (0..4)
            .filter(|row| sh.silver & 1 << (row * 6 + column) != 0)
            .count();
        one_hot(f, &mut base, n, 5);
    }

    // ---- yellow: circled 10, crossed 10, crossed count 11, each group: done / one missing
    for cell in 0..10 {
        if sh.yellow_circled & 1 << cell != 0 {
            f.push(base + cell, 1.0);
        }
        if sh.yellow_crossed & 1 << cell != 0 {
            f.push(base + 10 + cell, 1.0);
        }
    }
    base += 20;
    one_hot(f, &mut base, sh.yellow_crossed.count_ones() as usize, 11);
    for (k, &(cells, _)) in YELLOW_GROUPS.iter().enumerate() {
        let missing = (cells & !sh.yellow_circled).count_ones();
        if missing == 0 {
            f.push(base + k, 1.0);
        } else if missing == 1 {
            f.push(base + YELLOW_GROUPS.len() + k, 1.0);
        }
    }
    base += 2 * YELLOW_GROUPS.len();

    // ---- blue: slots written 13, the last sum (none, 2–12) 12
    one_hot(f, &mut base, usize::from(sh.blue.len), SLOTS + 1);
    one_hot(
        f,
        &mut base,
        sh.blue.last().map_or(0, |v| usize::from(v) - 1),
        12,
    );

    // ---- green: slots written 13, an open pair's first number, the score
    one_hot(f, &mut base, usize::from(sh.green.len), SLOTS + 1);
    if sh.green.len % 2 == 1 {
        f.push(base, f32::from(sh.green.last().unwrap_or(0)) / 24.0);
    }
    base += 1;
    f.push(base, f32::from(score.area(Area::Green)) / 50.0);
    base += 1;

    // ---- pink: slots written 13, the score
    one_hot(f, &mut base, usize::from(sh.pink.len), SLOTS + 1);
    f.push(base, f32::from(score.area(Area::Pink)) / 50.0);
    base += 1;

    // ---- foxes 8; each action bar: available 8, earned 7
    one_hot(f, &mut base, usize::from(sh.foxes), 8);
    for bar in [&sh.rerolls, &sh.returns, &sh.plus_ones] {
        one_hot(f, &mut base, usize::from(bar.available()), 8);
        one_hot(f, &mut base, usize::from(bar.earned), 7);
    }

    // ---- the area scores, the lowest, foxes × lowest
    for &v in &score.areas {
        f.push(base, f32::from(v) / 50.0);
        base += 1;
    }
    let lowest = score.lowest_area();
    f.push(base, f32::from(lowest) / 50.0);
    base += 1;
    f.push(base, f32::from(sh.foxes) * f32::from(lowest) / 100.0);
    base += 1;

    // ---- time: the round 6, rounds left after it 6, the turn's stage 6
    one_hot(f, &mut base, usize::from(s.round().clamp(1, 6)) - 1, 6);
    one_hot(
        f,
        &mut base,
        usize::from(s.rounds().saturating_sub(s.round())),
        6,
    );
    let sub = sub_phase(s, p);
    one_hot(f, &mut base, sub, 6);

    // ---- the dice of a turn with picks to come: to roll 6, how many 7,
    // on the platter 6, the white die's number when it lies 6, rolls made 4
    if sub <= 2 && !s.is_over() {
        let mut n = 0;
        for (k, &d) in Die::TWICE.iter().enumerate() {
            match s.place(d) {
                Place::Cup | Place::Rolled => {
                    f.push(base + k, 1.0);
                    n += 1;
                }
                Place::Platter => f.push(base + 13 + k, 1.0),
                Place::Field(_) => {}
            }
        }
        f.push(base + 6 + n.min(6), 1.0);
        if matches!(s.place(Die::White), Place::Field(_) | Place::Platter) {
            let v = usize::from(s.value(Die::White).clamp(1, 6));
            f.push(base + 19 + v - 1, 1.0);
        }
        f.push(base + 25 + usize::from(s.rolls()).min(3), 1.0);
    }
    base += 29;

    debug_assert!(base <= TWICE_INPUTS, "{base}");
}

/// The inputs `encode`'s layout uses (the rest are spare).
#[cfg(test)]
pub(crate) fn used_inputs() -> usize {
    1 + 24 + 28 + 30 + 20 + 11 + 18 + 13 + 12 + 13 + 2 + 13 + 1 + 8 + 3 * 15 + 5 + 2 + 18 + 29
}
