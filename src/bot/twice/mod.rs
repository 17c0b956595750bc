//! Bots for Twice as Clever over the sequel's state (`TwiceState`), as the
//! first game's are over its `State`: `random` and `greedy` (`bots`), the
//! value models (`features`, `value`, `train`), the shipped levels
//! (`levels`; `bot::advice` gives their moves, hints and reviews).

mod bots;
pub mod features;
mod levels;
pub mod train;
pub mod value;

pub use bots::{play_twice, play_twice_recorded, TwiceBot, TwiceGreedy, TwiceRandom};
pub use features::TWICE_ACTIVE;
pub use levels::{at_level, expert, medium, twice_bot, TWICE_BOT_NAMES};

#[cfg(test)]
mod tests;
