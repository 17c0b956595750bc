//! What is legal now in Twice as Clever, from one source: `each_legal`
//! lists every action the rules allow (`legal_actions` collects them),
//! `check` accepts exactly the listed actions and only finds why any
//! other one is refused.

use super::state::TwiceState;
use crate::engine::dice::{Die, RollError};
use crate::engine::printed::{Area, RoundChoice};
use crate::engine::sheet::{Refusal, Spot};
use crate::engine::types::{Action, Decision, DieMustBe, Due, Edition, RuleError};

/// The legal actions of one decision, in a buffer that allocates nothing.
#[derive(Clone, Copy, Debug)]
pub struct TwiceActions {
    items: [Action; TwiceActions::CAPACITY],
    len: usize,
}

impl TwiceActions {
    /// More than any decision lists (a silver ? lists 24).
    const CAPACITY: usize = 48;

    pub fn new() -> Self {
        TwiceActions {
            items: [Action::Finish; TwiceActions::CAPACITY],
            len: 0,
        }
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn get(&self, i: usize) -> Option<Action> {
        self.as_slice().get(i).copied()
    }
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..self.len]
    }
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        self.as_slice().iter().copied()
    }
    fn push(&mut self, action: Action) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = action;
            self.len += 1;
        }
    }
}

impl Default for TwiceActions {
    fn default() -> Self {
        TwiceActions::new()
    }
}

impl TwiceState {
    /// Every action allowed now, in a fixed order, except at a roll
    /// decision (any values for exactly the named dice) and at a dice
    /// layout decision (any layout `DiceLayout::check_twice` accepts):
    /// there nothing is listed.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut list = TwiceActions::new();
        self.legal_actions_to(&mut list);
        list.as_slice().to_vec()
    }

    /// `legal_actions` into a buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| out.push(a));
    }

    /// `legal_actions` into a list that allocates nothing (cleared first).
    pub fn legal_actions_to(&self, out: &mut TwiceActions) {
        out.len = 0;
        self.each_legal(|a| out.push(a));
    }

    /// The one definition of what is allowed: every action legal now, in
    /// the order `legal_actions` lists them.
    #[inline]
    fn each_legal(&self, mut f: impl FnMut(Action)) {
        match self.decision() {
            Decision::Roll { .. } | Decision::DiceLayout { .. } | Decision::GameOver => {}
            Decision::Question { player, area } => self.each_question(player, area, f),
            Decision::SilverRow { player, value, .. } => {
                self.sheets[player as usize]
                    .each_spot(Area::Silver, value, |spot| f(Action::Cross(spot)))
            }
            Decision::RoundChoice { player } => {
                for area in self.black_areas(player) {
                    f(Action::RoundBonus(RoundChoice::Black(area)));
                }
            }
            Decision::Return { .. } => {
                for die in self.platter.iter() {
                    f(Action::Return(die));
                }
                f(Action::Finish);
            }
            Decision::Pick { player, .. } => {
                if self.sheets[player as usize].rerolls.available() > 0 {
                    f(Action::Reroll);
                }
                let mut any = false;
                for die in self.pool.iter() {
                    self.each_spot(player, die, |spot| {
                        any = true;
                        f(Action::Take {
                            die,
                            spot: Some(spot),
                        })
                    });
                }
                if !any {
                    f(Action::Forfeit);
                }
            }
            Decision::Passive { player } => {
                for die in self.passive_choices(player).iter() {
                    self.each_spot(player, die, |spot| {
                        f(Action::Take {
                            die,
                            spot: Some(spot),
                        })
                    });
                }
            }
            Decision::PlusOne { player } => {
                if self.sheets[player as usize].plus_ones.available() > 0 {
                    for die in self.plus_one_dice(player).iter() {
                        self.each_spot(player, die, |spot| f(Action::PlusOne { die, spot }));
                    }
                }
                f(Action::Finish);
            }
            // The first game's free X: never a Twice as Clever decision.
            Decision::Cross { .. } => {}
        }
    }

    /// The marks a "?" in `area` may make: any open silver cell, any yellow
    /// cell not yet crossed (circled if empty, crossed if circled), any
    /// number the next slot of a slot track takes.
    fn each_question(&self, player: u8, area: Area, mut f: impl FnMut(Action)) {
        let sheet = &self.sheets[player as usize];
        match area {
            Area::Silver => {
                for cell in 0..24u8 {
                    if sheet.silver & 1 << cell == 0 {
                        f(Action::Cross(Spot::new(area, cell)));
                    }
                }
            }
            Area::Yellow => {
                for cell in 0..10u8 {
                    if sheet.yellow_crossed & 1 << cell == 0 {
                        f(Action::Cross(Spot::new(area, cell)));
                    }
                }
            }
            _ if sheet.can_question(area) => {
                let (least, most) = sheet.question_values(area);
                let spot = Spot::new(area, sheet.next(area));
                for value in least..=most {
                    f(Action::Write { spot, value });
                }
            }
            _ => {}
        }
    }

    /// Whether `action` is allowed now: `Ok` exactly for the actions
    /// `legal_actions` lists (and at a roll decision for a roll of exactly
    /// the named dice, at a dice layout decision for a layout that can
    /// be); otherwise why not. `apply` refuses with this same error.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let decision = self.decision();
        if self.surely_listed(decision, *action) {
            debug_assert!(self.lists(*action), "{action:?} is not listed");
            return Ok(());
        }
        self.check_listed(decision, *action)
    }

    /// Whether `each_legal` lists `action`.
    fn lists(&self, action: Action) -> bool {
        let mut listed = false;
        self.each_legal(|a| listed |= a == action);
        listed
    }

    /// `check` the long way: is the action listed, and if not, why not.
    /// Out of line, so that the quick yes is not slowed by its frame.
    #[inline(never)]
    fn check_listed(&self, decision: Decision, action: Action) -> Result<(), RuleError> {
        if !Edition::Twice.knows(&action) {
            return Err(RuleError::NotInThisGame);
        }
        match (decision, action) {
            (Decision::Roll { dice, .. }, Action::Roll(roll)) if roll.set() == dice => {
                return Ok(())
            }
            (Decision::DiceLayout { .. }, Action::DiceLayout(layout)) => {
                return layout.check_twice().map_err(RuleError::BadDiceLayout)
            }
            _ => {}
        }
        if self.lists(action) {
            return Ok(());
        }
        Err(self
            .find_reason(decision, action)
            .err()
            .unwrap_or(crate::engine::legality::UNLISTED))
    }

    /// A quick yes for the actions games are made of, each read from the
    /// sheet at one place: says yes only where `each_legal` lists the
    /// action; anything else goes the long way, which also finds why an
    /// action is refused.
    #[inline]
    fn surely_listed(&self, decision: Decision, action: Action) -> bool {
        let sheet = |player: u8| &self.sheets[player as usize];
        match (decision, action) {
            (
                Decision::Pick { player, .. },
                Action::Take {
                    die,
                    spot: Some(spot),
                },
            ) => self.pool.contains(die) && self.fits_at(player, die, spot),
            (Decision::Pick { player, .. }, Action::Reroll) => {
                sheet(player).rerolls.available() > 0
            }
            // A platter die that fits makes the platter the choice; a field
            // die is one when nothing on the platter fits.
            (
                Decision::Passive { player },
                Action::Take {
                    die,
                    spot: Some(spot),
                },
            ) => {
                self.fits_at(player, die, spot)
                    && (self.platter.contains(die)
                        || (self.field_dice().contains(die)
                            && !self.any_enterable(player, self.platter)))
            }
            (Decision::PlusOne { player }, Action::PlusOne { die, spot }) => {
                sheet(player).plus_ones.available() > 0
                    && self.plus_one_dice(player).contains(die)
                    && self.fits_at(player, die, spot)
            }
            (Decision::PlusOne { .. } | Decision::Return { .. }, Action::Finish) => true,
            (Decision::Return { .. }, Action::Return(die)) => self.platter.contains(die),
            (Decision::SilverRow { player, value, .. }, Action::Cross(spot)) => {
                spot.area == Area::Silver && sheet(player).fits(spot, value)
            }
            (Decision::Question { player, area }, Action::Cross(spot)) => {
                let open = match area {
                    Area::Silver => !sheet(player).silver,
                    Area::Yellow => u32::from(!sheet(player).yellow_crossed) & 0x3FF,
                    _ => 0,
                };
                spot.area == area && spot.cell < 24 && open >> spot.cell & 1 != 0
            }
            (Decision::Question { player, area }, Action::Write { spot, value }) => {
                let sheet = sheet(player);
                let (least, most) = sheet.question_values(area);
                matches!(area, Area::Blue | Area::Green | Area::Pink)
                    && sheet.can_question(area)
                    && spot == Spot::new(area, sheet.next(area))
                    && (least..=most).contains(&value)
            }
            (Decision::RoundChoice { player }, Action::RoundBonus(RoundChoice::Black(area))) => {
                Area::TWICE.contains(&area) && sheet(player).can_question(area)
            }
            _ => false,
        }
    }

    /// Why `die` cannot be used now, or `None` if some legal action uses it.
    pub fn why_not_die(&self, die: Die) -> Option<RuleError> {
        let decision = self.decision();
        let player = decision.player().unwrap_or(0);
        let mut spot = None;
        self.each_spot(player, die, |s| {
            spot.get_or_insert(s);
        });
        let probe = match decision {
            Decision::PlusOne { .. } => Action::PlusOne {
                die,
                spot: spot.unwrap_or(Spot::new(TwiceState::areas_of(die)[0], 0)),
            },
            _ => Action::Take { die, spot },
        };
        self.check(&probe).err()
    }

    // ---- the reason for a refusal ----

    /// Reads the rules one by one to find why an unlisted `action` is
    /// refused at `decision` (an `Ok` means no reason was found).
    fn find_reason(&self, decision: Decision, action: Action) -> Result<(), RuleError> {
        let not_now = |expected| Err(RuleError::NotNow { expected });
        match (decision, action) {
            (Decision::GameOver, _) => Err(RuleError::GameOver),
            (Decision::Roll { dice, .. }, Action::Roll(_)) => {
                Err(RuleError::BadRoll(RollError::NotTheseDice(dice)))
            }
            (Decision::Roll { .. }, _) => not_now(Due::Roll),
            (_, Action::Roll(_)) => not_now(Due::NoRoll),
            (Decision::DiceLayout { .. }, _) => not_now(Due::DiceLayout),
            (_, Action::DiceLayout(_)) => not_now(Due::NoDiceLayout),
            (
                Decision::Question { player, area },
                Action::Cross(spot) | Action::Write { spot, .. },
            ) => self.question_reason(player, area, action, spot),
            (Decision::Question { .. }, _) => not_now(Due::Question),
            (Decision::SilverRow { player, value, .. }, Action::Cross(spot)) => {
                if spot.area != Area::Silver {
                    return Err(RuleError::CrossElsewhere { area: Area::Silver });
                }
                self.refused(player, spot, value)
            }
            (Decision::SilverRow { .. }, _) => not_now(Due::SilverRow),
            (Decision::RoundChoice { player }, Action::RoundBonus(RoundChoice::Black(area))) => {
                self.sheets[player as usize]
                    .can_question(area)
                    .then_some(())
                    .ok_or(RuleError::Refused(Refusal::Full(area)))
            }
            (Decision::RoundChoice { .. }, _) => not_now(Due::RoundBonus),
            (_, Action::RoundBonus(_)) => not_now(Due::NoRoundBonus),
            (Decision::Return { player }, Action::Return(die)) => {
                if self.sheets[player as usize].returns.available() == 0 {
                    Err(RuleError::NoReturn)
                } else {
                    Err(RuleError::DieNotHere {
                        die,
                        needed: DieMustBe::OnPlatter,
                    })
                }
            }
            (Decision::Return { .. }, _) => not_now(Due::ReturnOrRoll),
            (_, Action::Return(_)) => {
                let has = decision
                    .player()
                    .is_some_and(|p| self.sheets[p as usize].returns.available() > 0);
                if has {
                    not_now(Due::NoReturn)
                } else {
                    Err(RuleError::NoReturn)
                }
            }
            (Decision::Pick { .. }, Action::Reroll) => Err(RuleError::NoReroll),
            (_, Action::Reroll) => not_now(Due::NoReroll),
            (Decision::Pick { .. }, Action::Forfeit) => Err(RuleError::MustEnter),
            (_, Action::Forfeit) => not_now(Due::NoForfeit),
            (Decision::Pick { player, .. }, Action::Take { die, spot }) => {
                if !self.pool.contains(die) {
                    return Err(RuleError::DieNotHere {
                        die,
                        needed: DieMustBe::JustRolled,
                    });
                }
                self.entry_reason(player, die, spot)
            }
            (Decision::Passive { player }, Action::Take { die, spot }) => {
                let choices = self.passive_choices(player);
                if !choices.contains(die) {
                    return Err(if self.platter.contains(die) {
                        self.no_entry(die)
                    } else if choices == self.platter {
                        RuleError::MustTakeFromPlatter
                    } else {
                        RuleError::DieNotHere {
                            die,
                            needed: DieMustBe::Takeable,
                        }
                    });
                }
                self.entry_reason(player, die, spot)
            }
            (Decision::PlusOne { player }, Action::PlusOne { die, spot }) => {
                if self.sheets[player as usize].plus_ones.available() == 0 {
                    return Err(RuleError::NoPlusOne);
                }
                if self.plus_used[player as usize].contains(die) {
                    return Err(RuleError::DieUsedForPlusOne(die));
                }
                self.entry_reason(player, die, Some(spot))
            }
            (Decision::PlusOne { .. }, Action::Take { .. }) => not_now(Due::PlusOneOrFinish),
            (_, Action::PlusOne { .. }) => {
                let has = decision
                    .player()
                    .is_some_and(|p| self.sheets[p as usize].plus_ones.available() > 0);
                if has {
                    not_now(Due::NoPlusOneYet)
                } else {
                    Err(RuleError::NoPlusOne)
                }
            }
            (_, Action::Finish) => not_now(Due::Die),
            (_, Action::Cross(_) | Action::Write { .. }) => not_now(Due::NoFreeX),
            (_, Action::Take { .. }) => not_now(Due::Die),
        }
    }

    /// Why a "?" in `area` may not make this mark.
    fn question_reason(
        &self,
        player: u8,
        area: Area,
        action: Action,
        spot: Spot,
    ) -> Result<(), RuleError> {
        if spot.area != area {
            return Err(RuleError::CrossElsewhere { area });
        }
        let sheet = &self.sheets[player as usize];
        match (area, action) {
            (Area::Silver, Action::Cross(_)) => self.refused(player, spot, spot.cell % 6 + 1),
            (Area::Yellow, Action::Cross(_)) => {
                let shows = super::printed::YELLOW_NUMBERS.get(usize::from(spot.cell));
                self.refused(player, spot, shows.copied().unwrap_or(0))
            }
            (Area::Blue | Area::Green | Area::Pink, Action::Write { value, .. }) => {
                let (least, most) = sheet.question_values(area);
                if !(least..=most).contains(&value) && sheet.refusal(spot, value).is_none() {
                    return Err(RuleError::Refused(Refusal::ValueRange { least, most }));
                }
                self.refused(player, spot, value)
            }
            _ => Err(RuleError::NotNow {
                expected: Due::Question,
            }),
        }
    }

    fn refused(&self, player: u8, spot: Spot, value: u8) -> Result<(), RuleError> {
        match self.sheets[player as usize].refusal(spot, value) {
            Some(r) => Err(RuleError::Refused(r)),
            None => Ok(()),
        }
    }

    /// Why `die` may not be taken to `spot` (it lies where it may be taken).
    fn entry_reason(&self, player: u8, die: Die, spot: Option<Spot>) -> Result<(), RuleError> {
        if !self.can_enter(player, die) {
            return Err(self.no_entry(die));
        }
        let Some(spot) = spot else {
            return Err(RuleError::MustEnter);
        };
        if !TwiceState::areas_of(die).contains(&spot.area) {
            return Err(RuleError::WrongArea {
                die,
                area: spot.area,
            });
        }
        self.refused(player, spot, self.entry_value(die, spot.area))
    }

    fn no_entry(&self, die: Die) -> RuleError {
        let area = TwiceState::areas_of(die)
            .first()
            .copied()
            .unwrap_or(Area::Silver);
        RuleError::NoEntry {
            die,
            value: self.entry_value(die, area),
        }
    }
}
