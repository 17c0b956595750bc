//! Running statistics: a bot's standing in a match, totals over games.

use clever::engine::rating;

/// Totals and wins of one bot over its seats.
#[derive(Default)]
pub struct Standing {
    pub seats: u64,
    pub sum: u64,
    pub squares: u64,
    /// A strictly highest total is 1; a highest total shared by k seats is 1/k each.
    pub wins: f64,
}

/// Running statistics over totals: nothing is kept per game, so any number
/// of games takes the same memory.
#[derive(Default)]
pub struct Totals {
    pub n: u128,
    pub sum: u128,
    pub squares: u128,
    pub min: Option<u16>,
    pub max: Option<u16>,
    /// Games per rating, in the order ratings first appear.
    pub ratings: Vec<(clever::engine::Rating, u64)>,
}

impl Totals {
    pub fn add(&mut self, total: u16) {
        let t = total as u128;
        self.n += 1;
        self.sum += t;
        self.squares += t * t;
        self.min = Some(self.min.map_or(total, |m| m.min(total)));
        self.max = Some(self.max.map_or(total, |m| m.max(total)));
        let r = rating(total);
        match self.ratings.iter_mut().find(|(name, _)| *name == r) {
            Some((_, c)) => *c += 1,
            None => self.ratings.push((r, 1)),
        }
    }

    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.n.max(1) as f64
    }

    /// The sample standard deviation.
    pub fn sd(&self) -> f64 {
        let n = self.n as f64;
        let spread = self.squares as f64 - self.sum as f64 * self.mean();
        (spread.max(0.0) / (n - 1.0).max(1.0)).sqrt()
    }
}
