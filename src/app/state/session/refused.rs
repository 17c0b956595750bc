//! Why an input of the session did nothing: the engine's refusal or the
//! session's own, as data.

use crate::engine::{Die, LinkError, LinkRefusal, ReplayError, RuleError, SentPart};

/// Why a tap did nothing, as data (`phrases::refused_sentence` words it).
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// The engine's refusal of an action.
    Rule(RuleError),
    /// The engine's refusal of a tapped die.
    Die(Die, RuleError),
    NothingToUndo,
    /// By link: the decision is part of what was sent.
    Sent(SentPart),
    /// A cell of a sheet opened to look at only.
    NotYours(u8),
    /// A cell tapped before a die.
    TapDieFirst,
    /// A cell tapped before a die, during +1 actions.
    TapDieFirstPlusOne,
    /// A setup the engine refused.
    Setup(ReplayError),
    /// A file that is not a game this app can replay (the engine's reason).
    Import(ReplayError),
    /// A computer decides now (this seat).
    ComputersTurn(u8),
    /// A past position is on show: the game waits behind it.
    Replaying,
    /// A link that cannot be read.
    Link(LinkError),
    /// A link this game cannot take (the engine's reason).
    LinkRefused(LinkRefusal),
    /// A turn or score of a game not on this device.
    UnknownGame,
}
