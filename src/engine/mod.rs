//! The rules of Ganz Schön Clever as pure Rust: no UI or browser crates.
//! What is printed on the score sheet is data (`printed`), a player's marks follow
//! it (`sheet`), the game is a state machine over dice given as inputs
//! (`state`: the game at one moment; `types`: actions, decisions, events and
//! refusals; `legality`: what is allowed; `turn`: what an action does), and
//! a game is its record (`record`, read and written as serde did, without it; `json`:
//! what is wrong with a JSON text, as data; `elsewhere`: seats whose sheet
//! is not in this game, whose turn is one input).

pub mod archive;
pub mod dice;
mod elsewhere;
mod legality;
pub mod printed;
pub mod record;
pub mod sheet;
mod state;
mod turn;
mod types;

pub use dice::{
    daily_seed, roll_bag, DiceBag, DiceLayout, DiceLayoutError, Die, DieSet, Place, Roll, RollError,
};
pub use legality::ActionList;
pub use printed::{rating, Area, Bonus, ByArea, Rating, RoundChoice};
pub use record::{
    previous_day, read_move, Game, MoveProblem, PlayerSummary, Record, ReplayError, Setup, Summary,
};
pub use sheet::{Refusal, Score, Sheet, Spot, SpotSet, Track};
pub use state::{State, MAX_PLAYERS};
pub use types::{
    Action, Decision, DieMustBe, Due, Event, Level, Log, NoLog, RuleError, Seat, SetupError,
    Variants,
};

#[cfg(test)]
mod tests;
