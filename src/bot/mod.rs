//! Bots: pure Rust over the engine's public API. A bot answers every
//! decision but rolls (dice come from a `DiceBag`, never from a bot).

use crate::engine::{Action, Decision, DiceBag, NoLog, Setup, State};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub mod features;
pub mod net;
pub mod train;
pub mod value;

#[cfg(test)]
mod tests;

use net::Net;
use value::{NetEval, SearchBot, ValueBot};

/// One legal action with what the bot thinks of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub action: Action,
    /// The expected final total of the deciding player after this action.
    pub value: f32,
    /// `value` minus the player's total now: "+14.2 expected".
    pub gain: f32,
}

/// Something that decides.
pub trait Bot {
    /// The bot's choice among `state.legal_actions()` (never called at a
    /// roll decision or when the game is over).
    fn decide(&mut self, state: &State) -> Action;

    /// Every legal action, best first, with the bot's value of it. Bots
    /// without a value function rank their choice first and value nothing.
    fn hints(&mut self, state: &State) -> Vec<Hint> {
        let choice = self.decide(state);
        let now = state
            .decision()
            .player()
            .map_or(0.0, |p| state.score(p).total as f32);
        let mut out = vec![Hint {
            action: choice,
            value: now,
            gain: 0.0,
        }];
        for a in state.legal_actions() {
            if a != choice {
                out.push(Hint {
                    action: a,
                    value: now,
                    gain: 0.0,
                });
            }
        }
        out
    }
}

/// Uniformly random among the legal actions.
pub struct RandomBot {
    rng: ChaCha8Rng,
    buf: Vec<Action>,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            buf: Vec::new(),
        }
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, state: &State) -> Action {
        state.legal_actions_into(&mut self.buf);
        let i = (self.rng.next_u64() % self.buf.len().max(1) as u64) as usize;
        self.buf.get(i).copied().unwrap_or(Action::Finish)
    }
}

/// One step deep: the action with the best immediate score gain for the
/// deciding player (never rerolls; first of equals).
#[derive(Default)]
pub struct GreedyBot {
    buf: Vec<Action>,
}

impl Bot for GreedyBot {
    fn decide(&mut self, state: &State) -> Action {
        state.legal_actions_into(&mut self.buf);
        let player = state.decision().player().unwrap_or(0);
        let mut best = (i32::MIN, Action::Finish);
        for &action in &self.buf {
            if action == Action::Reroll {
                continue;
            }
            let mut next = *state;
            if next.apply_with(action, &mut NoLog).is_err() {
                continue;
            }
            let gain = next.score(player).total as i32;
            if gain > best.0 {
                best = (gain, action);
            }
        }
        best.1
    }
}

/// The medium model's weights: a linear value model over the features,
/// tuned by self-play (`clever train --hidden 0`).
static MEDIUM_WEIGHTS: &[u8] = include_bytes!("medium.weights");
/// The expert model's weights (`clever train`, see README.md here).
static EXPERT_WEIGHTS: &[u8] = include_bytes!("expert.weights");

/// The medium model (a zero model, i.e. greedy, if the file is unreadable).
pub fn medium_net() -> Net {
    Net::from_bytes(MEDIUM_WEIGHTS).unwrap_or_else(|_| Net::zero(0))
}

/// The expert model (a zero model, i.e. greedy, if the file is unreadable).
pub fn expert_net() -> Net {
    Net::from_bytes(EXPERT_WEIGHTS).unwrap_or_else(|_| Net::zero(0))
}

/// Medium: afterstate values from a linear model tuned by self-play.
pub fn medium() -> ValueBot<NetEval> {
    ValueBot::new(NetEval { net: medium_net() })
}

/// Expert: afterstate values from the trained network, its best few
/// actions looked at one roll further.
pub fn expert() -> SearchBot<NetEval> {
    SearchBot::new(NetEval { net: expert_net() }, EXPERT_TOP, EXPERT_SAMPLES, 0xC1E7E2)
}

/// The expert without the one-roll look-ahead (the trained network alone).
pub fn expert_net_only() -> ValueBot<NetEval> {
    ValueBot::new(NetEval { net: expert_net() })
}

/// How many of its best actions the expert looks at one roll further.
pub const EXPERT_TOP: usize = 3;
/// Sampled rolls per look.
pub const EXPERT_SAMPLES: usize = 16;

/// A bot by name: `random`, `greedy` (easy), `medium`, `expert`.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" | "easy" => Some(Box::new(GreedyBot::default())),
        "medium" => Some(Box::new(medium())),
        "expert" | "hard" => Some(Box::new(expert())),
        "expert-net" => Some(Box::new(expert_net_only())),
        _ => {
            // `expert-T-S`: the expert looking at its best T actions over S rolls.
            let rest = name.strip_prefix("expert-")?;
            let (t, n) = rest.split_once('-')?;
            let (top, samples) = (t.parse().ok()?, n.parse().ok()?);
            (samples > 0 && samples <= 1000).then(|| {
                Box::new(SearchBot::new(NetEval { net: expert_net() }, top, samples, 0xC1E7E2))
                    as Box<dyn Bot>
            })
        }
    }
}

pub const BOT_NAMES: &[&str] = &["random", "greedy", "medium", "expert", "expert-net"];

/// Play one whole game: dice from `bag`, every seat decided by `bot`.
pub fn play(setup: &Setup, bot: &mut dyn Bot, bag: &mut DiceBag) -> State {
    let n = setup.players.len() as u8;
    let mut state = match State::new(n, setup.first, setup.variants) {
        Ok(s) => s,
        Err(_) => return State::new(1, 0, setup.variants).expect("solo setup is valid"),
    };
    loop {
        let action = match state.decision() {
            Decision::GameOver => return state,
            Decision::Roll { dice, .. } => Action::Roll(bag.roll(dice.0)),
            _ => bot.decide(&state),
        };
        if state.apply_with(action, &mut NoLog).is_err() {
            // A bot that answers illegally forfeits the rest of the game.
            return state;
        }
    }
}
