//! The rules of Ganz Schön Clever as pure Rust: no UI or browser crates.
//! The printed sheet is data (`tables`), a player's marks follow those
//! tables (`sheet`), the game is a state machine over dice given as inputs
//! (`game`), and a game is its record (`record`).

pub mod dice;
pub mod game;
pub mod record;
pub mod sheet;
pub mod tables;

pub use dice::{DiceBag, Die, DieSet, Place, Roll};
pub use game::{Action, Decision, Event, Log, NoLog, RuleError, State, Variants, MAX_PLAYERS};
pub use record::{Game, PlayerSummary, Record, ReplayError, Setup, Summary};
pub use sheet::{Refusal, Score, Sheet, Spot, Track};
pub use tables::{rating, Area, Bonus, RoundChoice};

#[cfg(test)]
mod tests;
