//! Bots for Twice as Clever: `random`, `greedy` and the value models'
//! (`features`, `value`, `train`) over the sequel's state (`TwiceState`), as
//! the first game's are over its `State`.

mod bots;
pub mod features;
pub mod train;
pub mod value;

pub use bots::{play_twice, play_twice_recorded, TwiceBot, TwiceGreedy, TwiceRandom};
pub use features::TWICE_ACTIVE;

/// The sequel's bots by name (`random`, `greedy`, or for measurement a
/// model in a weights file: `net:FILE`, its afterstate values, and
/// `search-T-S:FILE`, with a roll of look-ahead for the best T actions over
/// S sampled rolls).
pub fn twice_bot(name: &str, seed: u64) -> Option<Box<dyn TwiceBot>> {
    match name {
        "random" => Some(Box::new(TwiceRandom::new(seed))),
        "greedy" => Some(Box::new(TwiceGreedy::default())),
        _ => {
            let (how, path) = name.split_once(':')?;
            let bytes = std::fs::read(path).ok()?;
            let net = super::net::Net::from_bytes_over(&bytes, features::TWICE_INPUTS).ok()?;
            let eval = value::TwiceEval { net };
            match how.split('-').collect::<Vec<_>>()[..] {
                ["net"] => Some(Box::new(value::TwiceValueBot::new(eval))),
                ["search", top, samples] => Some(Box::new(value::TwiceSearchBot::new(
                    eval,
                    top.parse().ok()?,
                    samples.parse().ok()?,
                    seed ^ 0xC1E7E2,
                ))),
                _ => None,
            }
        }
    }
}

/// The names `twice_bot` knows.
pub const TWICE_BOT_NAMES: [&str; 4] = ["random", "greedy", "net:FILE", "search-T-S:FILE"];

#[cfg(test)]
mod tests;
