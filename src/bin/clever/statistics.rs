//! Running statistics: a bot's standing in a match, totals over games.

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
/// of games takes the same memory. Totals are signed (the sequel's can be
/// below zero).
#[derive(Default)]
pub struct Totals {
    pub n: u128,
    pub sum: i128,
    pub squares: i128,
    pub min: Option<i32>,
    pub max: Option<i32>,
    /// Games per rating (its words), in the order ratings first appear.
    pub ratings: Vec<(String, u64)>,
}

impl Totals {
    /// A total with its rating's words.
    pub fn add_rated(&mut self, total: i32, rating: String) {
        let t = i128::from(total);
        self.n += 1;
        self.sum += t;
        self.squares += t * t;
        self.min = Some(self.min.map_or(total, |m| m.min(total)));
        self.max = Some(self.max.map_or(total, |m| m.max(total)));
        match self.ratings.iter_mut().find(|(name, _)| *name == rating) {
            Some((_, c)) => *c += 1,
            None => self.ratings.push((rating, 1)),
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
