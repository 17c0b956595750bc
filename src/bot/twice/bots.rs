//! The sequel's bot trait, its random and greedy players, and whole games
//! played by a bot.

use crate::bot::PlayError;
use crate::engine::{
    Action, Decision, DiceBag, Game, NoLog, ReplayError, Setup, SetupError, TwiceActions,
    TwiceState,
};

/// Something that decides in the sequel.
pub trait TwiceBot {
    /// The bot's choice among `state.legal_actions()` (never called at a
    /// roll, at a dice layout or when the game is over).
    fn decide(&mut self, state: &TwiceState) -> Action;
}

/// Uniformly random among the legal actions (SplitMix64, as `RandomBot`).
pub struct TwiceRandom {
    state: u64,
    buf: TwiceActions,
}

impl TwiceRandom {
    pub fn new(seed: u64) -> Self {
        TwiceRandom {
            state: seed,
            buf: TwiceActions::new(),
        }
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl TwiceBot for TwiceRandom {
    fn decide(&mut self, state: &TwiceState) -> Action {
        state.legal_actions_to(&mut self.buf);
        let n = self.buf.len() as u128;
        let i = ((u128::from(self.next_u64()) * n) >> 64) as usize;
        self.buf.get(i).unwrap_or(Action::Finish)
    }
}

/// One step deep: the action with the best total right after it for the
/// deciding player (never re-rolls or returns; first of equals).
#[derive(Default)]
pub struct TwiceGreedy {
    buf: TwiceActions,
}

impl TwiceBot for TwiceGreedy {
    fn decide(&mut self, state: &TwiceState) -> Action {
        state.legal_actions_to(&mut self.buf);
        let player = state.decision().player().unwrap_or(0);
        let mut best: Option<(i16, Action)> = None;
        for action in self.buf.iter() {
            if matches!(action, Action::Reroll | Action::Return(_)) {
                continue;
            }
            let mut next = *state;
            if next.apply_with(action, &mut NoLog).is_err() {
                continue;
            }
            let total = next.score(player).total;
            if best.is_none_or(|(b, _)| total > b) {
                best = Some((total, action));
            }
        }
        best.map_or(Action::Finish, |(_, a)| a)
    }
}

/// Play one whole game of the sequel: dice from `bag`, every seat decided
/// by `bot` (a setup of the first game is refused).
pub fn play_twice(
    setup: &Setup,
    bot: &mut dyn TwiceBot,
    bag: &mut DiceBag,
) -> Result<TwiceState, PlayError> {
    let mut state = TwiceState::new(setup.players.len() as u8, setup.first, setup.variants)
        .map_err(PlayError::Setup)?;
    while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
        let action = bot.decide(&state);
        state
            .apply_with(action, &mut NoLog)
            .map_err(|error| PlayError::Illegal { action, error })?;
    }
    Ok(state)
}

/// `play_twice`, recording every move: the same game from the same bag.
pub fn play_twice_recorded(
    setup: &Setup,
    bot: &mut dyn TwiceBot,
    bag: &mut DiceBag,
) -> Result<Game, PlayError> {
    let mut game = Game::new(setup.clone()).map_err(|e| match e {
        ReplayError::Setup(e) => PlayError::Setup(e),
        _ => PlayError::Setup(SetupError::NoSheet),
    })?;
    loop {
        game.play_until_decision(bag);
        let Some(state) = game.twice() else {
            return Err(PlayError::Setup(SetupError::Game(game.edition())));
        };
        if state.is_over() {
            return Ok(game);
        }
        let action = bot.decide(state);
        game.apply(action)
            .map_err(|error| PlayError::Illegal { action, error })?;
    }
}
