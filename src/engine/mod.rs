//! The rules of Ganz Schön Clever as pure Rust: no UI or browser crates.
//! The sheet is data (`sheet`), a player's marks follow those tables
//! (`player`), the game is a state machine over dice given as inputs
//! (`game`), and a game is its record (`record`).

pub mod dice;
pub mod game;
pub mod player;
pub mod record;
pub mod sheet;

pub use dice::{DiceBag, Die, DieSet, Place, Roll};
pub use game::{Action, Decision, Event, Log, NoLog, RuleError, State, Variants, MAX_PLAYERS};
pub use player::{Refusal, Score, Sheet, Spot, Track};
pub use record::{Game, PlayerSummary, Record, ReplayError, Setup, Summary};
pub use sheet::{rating, Area, Bonus, RoundChoice};

#[cfg(test)]
mod tests;
