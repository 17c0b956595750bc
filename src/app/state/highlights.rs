//! A set of cells of one sheet, as the views light or outline them.

use crate::engine::Spot;

/// A set of cells of one sheet (five areas of at most 16 cells).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlights(u128);

impl Highlights {
    /// How many places a set has room for (one per bit).
    pub const PLACES: usize = 80;

    /// A spot's place in the set, below `PLACES`.
    pub fn place(spot: Spot) -> usize {
        spot.area.index() * 16 + spot.cell as usize % 16
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
    use crate::engine::Area;

    #[test]
    fn spots_of_different_areas_never_collide() {
        let mut s = Highlights::default();
        s.insert(Spot::new(Area::Green, 10));
        assert!(s.contains(Spot::new(Area::Green, 10)));
        for a in Area::ALL {
            for c in 0..16 {
                let spot = Spot::new(a, c);
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
