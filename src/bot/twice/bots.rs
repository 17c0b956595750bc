//! The sequel's bot trait, its random and greedy players, and whole games
//! played by a bot.

use crate::bot::{play_out, play_out_recorded, PlayError, RandomBot};
use crate::engine::{Action, DiceBag, Game, NoLog, Setup, TwiceActions, TwiceState};

/// Something that decides in the sequel.
pub trait TwiceBot {
    /// The bot's choice among `state.legal_actions()` (never called at a
    /// roll, at a dice layout or when the game is over).
    fn decide(&mut self, state: &TwiceState) -> Action;
}

/// The sequel's random bot (the first game's, over its state).
pub type TwiceRandom = RandomBot<TwiceState>;

impl TwiceBot for TwiceRandom {
    fn decide(&mut self, state: &TwiceState) -> Action {
        self.choose(state)
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
    let state = TwiceState::new(setup.players.len() as u8, setup.first, setup.variants)
        .map_err(PlayError::Setup)?;
    play_out(state, bag, |s| bot.decide(s))
}

/// `play_twice`, recording every move: the same game from the same bag.
pub fn play_twice_recorded(
    setup: &Setup,
    bot: &mut dyn TwiceBot,
    bag: &mut DiceBag,
) -> Result<Game, PlayError> {
    play_out_recorded(setup, bag, Game::twice, |s| bot.decide(s))
}
