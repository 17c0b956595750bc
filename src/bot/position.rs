//! What the bots need of a game's state, so that the random bot, the
//! ranking of afterstates, the look-ahead and the training loop are written
//! once for both games: the first game's `State` and the sequel's
//! `TwiceState`.

use crate::engine::{
    Action, ActionList, Decision, DiceBag, Log, RuleError, SetupError, State, Variants,
};
#[cfg(feature = "twice")]
use crate::engine::{TwiceActions, TwiceState};

/// A game's state as the bots read and play it.
pub trait Position: Copy {
    /// The legal actions in a list that allocates nothing.
    type Actions: LegalActions;

    fn new(players: u8, first: u8, variants: Variants) -> Result<Self, SetupError>;
    fn decision(&self) -> Decision;
    fn legal_actions_to(&self, out: &mut Self::Actions);
    fn legal_actions_into(&self, out: &mut Vec<Action>);
    fn apply_with(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError>;
    fn play_until_decision(&mut self, bag: &mut DiceBag, log: &mut impl Log) -> Decision;
    fn is_over(&self) -> bool;
    /// The player whose turn it is.
    fn active(&self) -> u8;
    /// `player`'s total now, as the values are counted.
    fn total(&self, player: u8) -> f32;
}

/// A list of legal actions, in `legal_actions` order.
pub trait LegalActions: Default {
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn get(&self, i: usize) -> Option<Action>;
    fn iter(&self) -> impl Iterator<Item = Action> + '_;
}

/// `Position` and `LegalActions` for a game's state and its list: each
/// method is the state's (or the list's) own.
macro_rules! position {
    ($state:ty, $actions:ty) => {
        impl Position for $state {
            type Actions = $actions;

            fn new(players: u8, first: u8, variants: Variants) -> Result<Self, SetupError> {
                <$state>::new(players, first, variants)
            }
            #[inline]
            fn decision(&self) -> Decision {
                <$state>::decision(self)
            }
            #[inline]
            fn legal_actions_to(&self, out: &mut $actions) {
                <$state>::legal_actions_to(self, out)
            }
            #[inline]
            fn legal_actions_into(&self, out: &mut Vec<Action>) {
                <$state>::legal_actions_into(self, out)
            }
            #[inline]
            fn apply_with(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError> {
                <$state>::apply_with(self, action, log)
            }
            #[inline]
            fn play_until_decision(&mut self, bag: &mut DiceBag, log: &mut impl Log) -> Decision {
                <$state>::play_until_decision(self, bag, log)
            }
            #[inline]
            fn is_over(&self) -> bool {
                <$state>::is_over(self)
            }
            #[inline]
            fn active(&self) -> u8 {
                <$state>::active(self)
            }
            #[inline]
            fn total(&self, player: u8) -> f32 {
                f32::from(self.score(player).total)
            }
        }

        impl LegalActions for $actions {
            #[inline]
            fn len(&self) -> usize {
                <$actions>::len(self)
            }
            #[inline]
            fn get(&self, i: usize) -> Option<Action> {
                <$actions>::get(self, i)
            }
            #[inline]
            fn iter(&self) -> impl Iterator<Item = Action> + '_ {
                <$actions>::iter(self)
            }
        }
    };
}

position!(State, ActionList);
#[cfg(feature = "twice")]
position!(TwiceState, TwiceActions);
