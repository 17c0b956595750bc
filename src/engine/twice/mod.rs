//! Twice as Clever (Doppelt so clever), the series' second game, on the
//! same engine as the first (docs/rules-twice.md; docs/architecture.md
//! says how the two share it): its sheet as data (`printed`), a player's
//! marks (`sheet`), the game at one moment (`state`), what is legal
//! (`legality`) and what an action does (`turn`). It speaks the engine's
//! words (`Action`, `Decision`, `Event`, `RuleError`, `Die`, `Area`,
//! `Bonus`): a `Game` whose setup names this game holds a `TwiceState`.

mod legality;
pub mod printed;
pub mod sheet;
mod state;
mod summary;
mod turn;

pub use legality::TwiceActions;
pub use printed::{rating, TwiceRating};
pub use sheet::{Slots, TwiceScore, TwiceSheet};
pub use state::TwiceState;
pub use summary::{TwicePlayerSummary, TwiceSummary};
