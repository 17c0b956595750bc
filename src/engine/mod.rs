//! The rules of Ganz Schön Clever as pure Rust: no UI or browser crates.
//! What is printed on the score sheet is data (`printed`), a player's marks follow
//! it (`sheet`), the game is a state machine over dice given as inputs
//! (`state`: the game at one moment; `types`: actions, decisions, events and
//! refusals; `legality`: what is allowed; `turn`: what an action does); a
//! `game` is its setup and every input, and it is its `record` (read and
//! written as serde did, without it); `elsewhere`: seats whose sheet is not
//! in this game, whose turn is one input; `join`: the whole game from
//! each seat's record of its own sheet; `calendar`: the daily challenge's
//! dates; `archive`: every finished game, one line each.

pub mod archive;
mod calendar;
#[cfg(any(target_arch = "wasm32", test))]
mod chacha8;
pub mod dice;
mod elsewhere;
mod friends;
mod game;
mod join;
mod legality;
pub mod link;
pub mod printed;
pub mod record;
pub mod sheet;
mod state;
mod turn;
#[cfg(feature = "twice")]
pub mod twice;
mod types;
mod undo;

pub use calendar::previous_day;
pub use dice::{
    daily_seed, roll_bag, DiceBag, DiceLayout, DiceLayoutError, Die, DieSet, Place, Roll, RollError,
};
pub use friends::{Arrival, LinkRefusal, Sent, SentPart, TurnOf};
pub use game::{Game, Marks, Play, PlayerSummary, Setup, SoloRating, Summary};
pub use join::JoinError;
pub use legality::ActionList;
pub use link::{
    GameFingerprint, GameId, Invitation, Link, LinkError, ScoreLink, SeatScore, TurnLink,
};
pub use printed::{rating, Area, Bonus, ByArea, Rating, RoundChoice};
#[cfg(test)]
pub use record::Record;
pub use record::{read_move, read_move_in, MoveProblem, ReplayError};
pub use sheet::{Refusal, Score, Sheet, Spot, SpotSet, Track};
pub use state::{State, MAX_PLAYERS};
#[cfg(feature = "twice")]
pub use twice::{
    TwiceActions, TwicePlayerSummary, TwiceScore, TwiceSheet, TwiceState, TwiceSummary,
};
pub use types::{
    Action, Decision, DieMustBe, Due, Edition, Event, Level, Log, NoLog, RuleError, Seat,
    SetupError, Variants,
};
pub use undo::NoUndo;

#[cfg(test)]
mod tests;
