//! The bots the game ships, by level and by name: their models (the weights
//! beside this file) and the expert's settings. Apart from `mod.rs` (what a
//! bot is: `Bot`, `Hint`), which `value.rs` imports: no circle between them.
//! The weights and `expert_eval` are `pub(super)` for the bot tests.

use super::net::Net;
use super::value::{NetEval, SearchBot, ValueBot};
use super::{Bot, GreedyBot, RandomBot};

/// The medium model's weights: a linear value model over the features,
/// tuned by self-play (`clever train --hidden 0`).
pub(super) static MEDIUM_WEIGHTS: &[u8] = include_bytes!("medium.weights");
/// The expert model's weights (`clever train`, see README.md here).
pub(super) static EXPERT_WEIGHTS: &[u8] = include_bytes!("expert.weights");

/// The expert's model for games of 2–4 players: the expert model trained
/// in multiplayer games, reading the multiplayer inputs (see README.md here).
pub(super) static MULTIPLAYER_WEIGHTS: &[u8] = include_bytes!("multiplayer.weights");

/// The medium model (a zero model, i.e. greedy, if the file is unreadable).
pub fn medium_net() -> Net {
    Net::from_bytes(MEDIUM_WEIGHTS).unwrap_or_else(|_| Net::zero(0))
}

/// The expert model (a zero model, i.e. greedy, if the file is unreadable).
pub fn expert_net() -> Net {
    Net::from_bytes(EXPERT_WEIGHTS).unwrap_or_else(|_| Net::zero(0))
}

/// The expert's model in multiplayer games (none if the file is unreadable).
pub fn multiplayer_net() -> Option<Net> {
    Net::from_bytes(MULTIPLAYER_WEIGHTS).ok()
}

/// The expert's values: its solo model alone, or with its multiplayer model
/// (the solo model in every game if that one is unreadable).
pub(super) fn expert_eval(multiplayer: bool) -> NetEval {
    match multiplayer_net() {
        Some(model) if multiplayer => NetEval::with_multiplayer(expert_net(), model),
        _ => NetEval::new(expert_net()),
    }
}

/// Medium: afterstate values from a linear model tuned by self-play.
pub fn medium() -> ValueBot<NetEval> {
    ValueBot::new(NetEval::new(medium_net()))
}

/// Expert: afterstate values from the trained network, its best few
/// actions looked at one roll further.
pub fn expert() -> SearchBot<NetEval> {
    expert_with(EXPERT_TOP, EXPERT_SAMPLES, EXPERT_BUDGET)
}

/// The expert looking at its best `top` actions over `samples` rolls, within
/// `budget` valued positions per decision.
pub fn expert_with(top: usize, samples: usize, budget: u64) -> SearchBot<NetEval> {
    let mut bot = SearchBot::new(expert_eval(true), top, samples, 0xC1E7E2);
    bot.budget = budget;
    bot.platter_weight = EXPERT_PLATTER as f32 / 100.0;
    bot
}

/// The expert as it played before it had a multiplayer model: its solo model in
/// every game, the platter not weighed (for comparison).
pub fn expert_solo() -> SearchBot<NetEval> {
    let mut bot = SearchBot::new(expert_eval(false), EXPERT_TOP, EXPERT_SAMPLES, 0xC1E7E2);
    bot.budget = EXPERT_BUDGET;
    bot
}

/// The expert without the one-roll look-ahead (the trained networks alone).
pub fn expert_net_only() -> ValueBot<NetEval> {
    ValueBot::new(expert_eval(true))
}

/// How many of its best actions the expert looks at one roll further.
pub const EXPERT_TOP: usize = 3;
/// Sampled rolls per look.
pub const EXPERT_SAMPLES: usize = 16;
/// Positions valued per decision at most before the look-ahead is dropped.
pub const EXPERT_BUDGET: u64 = 3000;
/// The platter weight (`SearchBot::platter_weight`) in hundredths.
pub const EXPERT_PLATTER: u64 = 0;

/// A bot by name: `random`, `greedy` (easy), `medium`, `expert`.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" | "easy" => Some(Box::new(GreedyBot::default())),
        "medium" => Some(Box::new(medium())),
        "expert" | "hard" => Some(Box::new(expert())),
        "expert-net" => Some(Box::new(expert_net_only())),
        "expert-solo" => Some(Box::new(expert_solo())),
        _ => {
            // `expert-T-S[-B]`: the expert looking at its best T actions over
            // S rolls within B valued positions.
            let rest = name.strip_prefix("expert-")?;
            let mut parts = rest.split('-').map(|x| x.parse::<u64>().ok());
            let top = parts.next()??;
            let samples = parts.next()??;
            let budget = parts.next().unwrap_or(Some(EXPERT_BUDGET))?;
            // An optional fourth part: the platter weight in hundredths.
            let platter = parts.next().unwrap_or(Some(EXPERT_PLATTER))?;
            (samples > 0 && samples <= 1000 && top <= 64 && platter <= 1000).then(|| {
                let mut bot = expert_with(top as usize, samples as usize, budget);
                bot.platter_weight = platter as f32 / 100.0;
                Box::new(bot) as Box<dyn Bot>
            })
        }
    }
}

pub const BOT_NAMES: &[&str] = &[
    "random",
    "greedy",
    "medium",
    "expert",
    "expert-net",
    "expert-solo",
];
