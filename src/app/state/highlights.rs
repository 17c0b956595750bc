//! A set of cells of one sheet, as the views light or outline them.

use crate::engine::{Area, Spot};

/// A set of cells of one sheet: the first game's five areas of at most 16
/// cells, then the sequel's silver (24) and pink (12, room for 16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlights(u128);

impl Highlights {
    /// How many places a set has room for (one per bit; a build without
    /// the sequel follows only the first game's).
    #[cfg(not(feature = "twice"))]
    pub const PLACES: usize = 80;
    #[cfg(feature = "twice")]
    pub const PLACES: usize = 120;

    /// A spot's place in the set, below `PLACES`: silver's 24 cells from
    /// 80, pink's from 104.
    pub fn place(spot: Spot) -> usize {
        let (base, room) = match spot.area {
            Area::Silver => (80, 24),
            Area::Pink => (104, 16),
            area => (area.index() * 16, 16),
        };
        base + spot.cell as usize % room
    }
    fn bit(spot: Spot) -> u128 {
        1u128 << Self::place(spot)
    }
    /// The places that are in one of the two sets and not in the other,
    /// each with whether it is in `self`.
    pub fn changes(self, before: Highlights) -> impl Iterator<Item = (usize, bool)> {
        let mut changed = self.0 ^ before.0;
        std::iter::from_fn(move || {
            (changed != 0).then(|| {
                let place = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                (place, self.0 >> place & 1 == 1)
            })
        })
    }
    pub fn insert(&mut self, spot: Spot) {
        self.0 |= Self::bit(spot);
    }
    pub fn contains(&self, spot: Spot) -> bool {
        self.0 & Self::bit(spot) != 0
    }
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_of_different_areas_never_collide() {
        let mut s = Highlights::default();
        s.insert(Spot::new(Area::Green, 10));
        assert!(s.contains(Spot::new(Area::Green, 10)));
        // Every cell of either game's sheet has a place of its own.
        let mut seen = std::collections::HashSet::new();
        for a in Area::ALL.into_iter().chain([Area::Silver, Area::Pink]) {
            let cells = if a == Area::Silver { 24 } else { 16 };
            for c in 0..cells {
                let spot = Spot::new(a, c);
                assert!(seen.insert(Highlights::place(spot)), "{spot:?}");
                assert!(Highlights::place(spot) < Highlights::PLACES, "{spot:?}");
                if spot != Spot::new(Area::Green, 10) {
                    assert!(!s.contains(spot), "{spot:?}");
                }
            }
        }
    }

    #[test]
    fn changes_name_each_spot_lit_or_put_out_once() {
        let (a, b, c) = (
            Spot::new(Area::Yellow, 0),
            Spot::new(Area::Blue, 5),
            Spot::new(Area::Purple, 10),
        );
        let mut before = Highlights::default();
        before.insert(a);
        before.insert(b);
        let mut now = Highlights::default();
        now.insert(b);
        now.insert(c);
        let changes: Vec<_> = now.changes(before).collect();
        assert_eq!(
            changes,
            [(Highlights::place(a), false), (Highlights::place(c), true)]
        );
        assert_eq!(now.changes(now).count(), 0);
        assert!(Highlights::place(Spot::new(Area::Purple, 15)) < Highlights::PLACES);
    }
}
