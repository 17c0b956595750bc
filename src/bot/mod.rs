//! Bots: pure Rust over the engine's public API. A bot answers every
//! decision but rolls (dice come from a `DiceBag`, never from a bot).

use crate::engine::{
    Action, Decision, DiceBag, Game, NoLog, ReplayError, RuleError, Setup, SetupError, State,
};
use std::fmt;

pub mod advice;
pub mod features;
mod levels;
pub mod net;
mod position;
pub mod train;
#[cfg(feature = "twice")]
pub mod twice;
pub mod value;

#[cfg(test)]
mod tests;

pub use position::{LegalActions, Position};

pub use levels::{
    by_name, expert, expert_net, expert_net_only, expert_solo, expert_with, medium, medium_net,
    multiplayer_net, BOT_NAMES, EXPERT_BUDGET, EXPERT_PLATTER, EXPERT_SAMPLES, EXPERT_TOP,
};

/// One legal action with what the bot thinks of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub action: Action,
    /// The expected final total of the deciding player after this action.
    pub value: f32,
    /// `value` minus the player's total now: "+14.2 expected".
    pub gain: f32,
}

/// A decision of the player's that cost the most, by the expert's values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Costly {
    /// The index in the record's moves of the player's move: the position
    /// was the game after `moves[..index]`.
    pub index: usize,
    pub yours: Action,
    /// The expert's choice there.
    pub best: Action,
    /// The expert's value of its choice minus its value of the player's
    /// (expected final points lost; always > 0).
    pub loss: f32,
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

/// Uniformly random among the legal actions, in either game
/// (`RandomBot<TwiceState>` in the sequel). Its choices need no more
/// than a well-mixed stream (SplitMix64): the game's dice come from the
/// bag, and a cipher here would cost as much as listing the actions.
pub struct RandomBot<P: Position = State> {
    state: u64,
    buf: P::Actions,
}

impl<P: Position> RandomBot<P> {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            state: seed,
            buf: P::Actions::default(),
        }
    }

    /// SplitMix64's next number.
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The bot's choice (what `decide` answers in either game).
    pub fn choose(&mut self, state: &P) -> Action {
        state.legal_actions_to(&mut self.buf);
        // `x · n / 2⁶⁴`: below `n`, and as even as 64 bits make it.
        let n = self.buf.len() as u128;
        let i = ((u128::from(self.next_u64()) * n) >> 64) as usize;
        self.buf.get(i).unwrap_or(Action::Finish)
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, state: &State) -> Action {
        self.choose(state)
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

    /// Valued by the total right after the action (a reroll: the total now).
    fn hints(&mut self, state: &State) -> Vec<Hint> {
        let player = state.decision().player().unwrap_or(0);
        let now = state.score(player).total as f32;
        let choice = self.decide(state);
        let mut out: Vec<Hint> = state
            .legal_actions()
            .into_iter()
            .map(|action| {
                let mut next = *state;
                let value = match next.apply_with(action, &mut NoLog) {
                    Ok(()) if action != Action::Reroll => next.score(player).total as f32,
                    _ => now,
                };
                Hint {
                    action,
                    value,
                    gain: value - now,
                }
            })
            .collect();
        // Best first; the bot's own choice first among equals.
        out.sort_by(|a, b| {
            b.value
                .total_cmp(&a.value)
                .then((b.action == choice).cmp(&(a.action == choice)))
        });
        out
    }
}

/// Why a bot could not play a game to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The setup is impossible (e.g. five players).
    Setup(SetupError),
    /// The bot chose an action the rules refuse.
    Illegal { action: Action, error: RuleError },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Setup(e) => write!(f, "the game setup is not possible: {e}"),
            PlayError::Illegal { action, error } => {
                write!(f, "the bot chose {action:?}, which is not allowed: {error}")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Play one whole game: dice from `bag`, every seat decided by `bot`.
pub fn play(setup: &Setup, bot: &mut dyn Bot, bag: &mut DiceBag) -> Result<State, PlayError> {
    let state = setup.start().map_err(PlayError::Setup)?;
    play_out(state, bag, |s| bot.decide(s))
}

/// Play `state` to the end of its game, in either game: dice from `bag`,
/// every decision by `decide`.
pub fn play_out<P: Position>(
    mut state: P,
    bag: &mut DiceBag,
    mut decide: impl FnMut(&P) -> Action,
) -> Result<P, PlayError> {
    while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
        let action = decide(&state);
        state
            .apply_with(action, &mut NoLog)
            .map_err(|error| PlayError::Illegal { action, error })?;
    }
    Ok(state)
}

/// `play`, recording every move: the same game from the same bag, as a
/// `Game` whose record (`to_json`) replays it.
pub fn play_recorded(
    setup: &Setup,
    bot: &mut dyn Bot,
    bag: &mut DiceBag,
) -> Result<Game, PlayError> {
    play_out_recorded(setup, bag, |game| Some(game.state()), |s| bot.decide(s))
}

/// `play_out` from `setup`'s start, recording every move in a `Game`, in
/// either game: `state_of` reads the game's state (`None`: the setup is
/// of the other game).
pub fn play_out_recorded<P: Position>(
    setup: &Setup,
    bag: &mut DiceBag,
    state_of: impl Fn(&Game) -> Option<&P>,
    mut decide: impl FnMut(&P) -> Action,
) -> Result<Game, PlayError> {
    let mut game = Game::new(setup.clone()).map_err(|e| match e {
        ReplayError::Setup(e) => PlayError::Setup(e),
        // `Game::new` refuses only a setup.
        _ => unreachable!(),
    })?;
    loop {
        game.play_until_decision(bag);
        let Some(state) = state_of(&game) else {
            return Err(PlayError::Setup(SetupError::Game(game.edition())));
        };
        if state.is_over() {
            return Ok(game);
        }
        let action = decide(state);
        game.apply(action)
            .map_err(|error| PlayError::Illegal { action, error })?;
    }
}

/// An action in a player's words, for hints: "purple 5", "white 4 as
/// yellow", "reroll", "+1: blue 7 (blue + white)", "black 6 in orange".
pub fn describe(state: &State, action: Action) -> String {
    use crate::engine::{Area, Die, RoundChoice};
    let entry = |die: Die, area: Area| {
        let v = state.entry_value(die, area);
        if area == Area::Blue {
            format!("blue {v} (blue + white)")
        } else if die == Die::White {
            format!("white {v} as {area}")
        } else {
            format!("{area} {v}")
        }
    };
    match action {
        Action::Roll(_) => "roll".into(),
        Action::DiceLayout(_) => "dice layout".into(),
        Action::Reroll => "reroll".into(),
        Action::Take { die, spot: None } => format!("{die} (enters nowhere)"),
        Action::Take {
            die,
            spot: Some(spot),
        } => entry(die, spot.area),
        Action::PlusOne { die, spot } => format!("+1: {}", entry(die, spot.area)),
        Action::Finish => "finish".into(),
        Action::Cross(spot) => format!(
            "X in {} row {} column {}",
            spot.area,
            spot.cell / 4 + 1,
            spot.cell % 4 + 1
        ),
        Action::RoundBonus(RoundChoice::BlackX(a)) => format!("black X in {a}"),
        Action::RoundBonus(RoundChoice::Black6(a)) => format!("black 6 in {a}"),
        Action::RoundBonus(RoundChoice::Black(a)) => format!("black ? as {a}"),
        Action::Return(die) => format!("return the {die} die"),
        Action::Forfeit => "give up the roll".into(),
        Action::Write { spot, value } => {
            format!("write {value} in {} cell {}", spot.area, spot.cell + 1)
        }
    }
}
