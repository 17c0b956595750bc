//! The sequel's bots the game ships, by level: easy plays greedily, medium
//! by a linear model, the expert by a network and a roll of look-ahead
//! (the weights beside this file, `clever train --game twice`; see
//! `src/bot/README.md`).

use super::bots::{TwiceBot, TwiceGreedy, TwiceRandom};
use super::features::TWICE_INPUTS;
use super::value::{TwiceEval, TwiceSearchBot, TwiceValueBot};
use crate::bot::net::Net;
use crate::engine::Level;

/// The medium model: a linear value model over the sequel's features.
static MEDIUM_WEIGHTS: &[u8] = include_bytes!("medium.weights");
/// The expert's model.
static EXPERT_WEIGHTS: &[u8] = include_bytes!("expert.weights");

/// How many of its best actions the expert looks at one roll further.
pub const EXPERT_TOP: usize = 3;
/// Sampled rolls per look.
pub const EXPERT_SAMPLES: usize = 16;

/// A shipped model (a zero model, i.e. greedy, if its file is unreadable).
fn model(bytes: &[u8]) -> TwiceEval {
    TwiceEval {
        net: Net::from_bytes_over(bytes, TWICE_INPUTS)
            .unwrap_or_else(|_| Net::zero_over(TWICE_INPUTS, 0)),
    }
}

/// Medium: afterstate values from the linear model.
pub fn medium() -> TwiceValueBot {
    TwiceValueBot::new(model(MEDIUM_WEIGHTS))
}

/// Expert: afterstate values from the network, its best few actions
/// looked at one roll further.
pub fn expert() -> TwiceSearchBot {
    TwiceSearchBot::new(model(EXPERT_WEIGHTS), EXPERT_TOP, EXPERT_SAMPLES, 0xC1E7E2)
}

/// The expert's network alone, without the look-ahead (for measurement).
pub fn expert_net_only() -> TwiceValueBot {
    TwiceValueBot::new(model(EXPERT_WEIGHTS))
}

/// The bot of a level.
pub fn at_level(level: Level) -> Box<dyn TwiceBot> {
    match level {
        Level::Easy => Box::new(TwiceGreedy::default()),
        Level::Medium => Box::new(medium()),
        Level::Expert => Box::new(expert()),
    }
}

/// The sequel's bots by name: `random`, `greedy` (easy), `medium`,
/// `expert`, `expert-net`; for measurement a model in a weights file:
/// `net:FILE` (its afterstate values) and `search-T-S:FILE` (with a roll of
/// look-ahead for the best T actions over S sampled rolls).
pub fn twice_bot(name: &str, seed: u64) -> Option<Box<dyn TwiceBot>> {
    match name {
        "random" => Some(Box::new(TwiceRandom::new(seed))),
        "greedy" | "easy" => Some(Box::new(TwiceGreedy::default())),
        "medium" => Some(Box::new(medium())),
        "expert" | "hard" => Some(Box::new(expert())),
        "expert-net" => Some(Box::new(expert_net_only())),
        _ => {
            let (how, path) = name.split_once(':')?;
            let bytes = std::fs::read(path).ok()?;
            let net = Net::from_bytes_over(&bytes, TWICE_INPUTS).ok()?;
            let eval = TwiceEval { net };
            match how.split('-').collect::<Vec<_>>()[..] {
                ["net"] => Some(Box::new(TwiceValueBot::new(eval))),
                ["search", top, samples] => Some(Box::new(TwiceSearchBot::new(
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
pub const TWICE_BOT_NAMES: [&str; 7] = [
    "random",
    "greedy",
    "medium",
    "expert",
    "expert-net",
    "net:FILE",
    "search-T-S:FILE",
];
