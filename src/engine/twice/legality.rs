//! What is legal now in Twice as Clever, from one source: `each_legal`
//! lists every action the rules allow (`legal_actions` collects them),
//! `check` accepts exactly the listed actions and only finds why any
//! other one is refused.

use super::sheet::spot_of_bit;
use super::state::TwiceState;
use crate::engine::dice::{bytes_at_least, Die, DieSet, RollError, ONES};
use crate::engine::printed::{Area, RoundChoice};
use crate::engine::sheet::{Refusal, Spot};
use crate::engine::types::{Action, Decision, DieMustBe, Due, Edition, RuleError};

/// What the dice part of a list is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Each die taken to each of its spots.
    Take,
    /// A +1 action on each die, to each of its spots.
    PlusOne,
}

/// The legal actions of one decision, in a buffer that allocates nothing:
/// actions one by one (at a pick: the re-roll), then at a pick, a passive
/// pick or a +1 decision a slot for each die with its spots as bits
/// (`TwiceState::die_spots`), then one action after them (finish or a
/// forfeit). Listing a pick writes a few words and does not branch on the
/// dice; `get` and `iter` spell the actions out.
#[derive(Clone, Copy, Debug)]
pub struct TwiceActions {
    items: [Action; TwiceActions::CAPACITY],
    len: usize,
    kind: Kind,
    /// Each die's spots, by `Die::index`.
    spots: [u64; 8],
    /// The dice's actions up to and including each die's, a byte each by
    /// `Die::index`: the slot of an action is a subtraction, not a search.
    ends: u64,
    /// The deciding sheet's next slots (`TwiceSheet::next_slots`).
    next: [u8; 7],
    after: Option<Action>,
}

impl TwiceActions {
    /// More than any decision lists one by one (a silver ? lists 24).
    const CAPACITY: usize = 48;

    pub fn new() -> Self {
        TwiceActions {
            items: [Action::Finish; TwiceActions::CAPACITY],
            len: 0,
            kind: Kind::Take,
            spots: [0; 8],
            ends: 0,
            next: [0; 7],
            after: None,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.spots = [0; 8];
        self.ends = 0;
        self.after = None;
    }

    /// The number of the dice's actions.
    fn dice_len(&self) -> usize {
        (self.ends >> 56) as usize
    }

    pub fn len(&self) -> usize {
        self.len + self.dice_len() + usize::from(self.after.is_some())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`th legal action, in `legal_actions` order.
    #[inline]
    pub fn get(&self, i: usize) -> Option<Action> {
        if i < self.len {
            return self.items.get(i).copied();
        }
        let k = i - self.len;
        if k >= self.dice_len() {
            return self.after.filter(|_| k == self.dice_len());
        }
        // The die's slot is the first that ends after the action (ends
        // are below 0x80: a die has 10 spots at most).
        let ended = bytes_at_least(k as u64 * ONES, self.ends);
        let slot = ((!ended & ONES).trailing_zeros() / 8) as usize % 8;
        // The actions before that slot: the previous slot's end.
        let before = (self.ends << 8 >> (8 * slot)) as u8;
        let mut spots = self.spots[slot];
        for _ in 0..k - usize::from(before) {
            spots &= spots - 1;
        }
        Some(self.action(Die::BY_INDEX[slot], spots.trailing_zeros()))
    }

    /// The action of `die` to the spot of bit `bit`.
    #[inline]
    fn action(&self, die: Die, bit: u32) -> Action {
        let spot = spot_of_bit(bit, &self.next);
        match self.kind {
            Kind::Take => Action::Take {
                die,
                spot: Some(spot),
            },
            Kind::PlusOne => Action::PlusOne { die, spot },
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let dice = Die::TWICE.into_iter().flat_map(move |die| {
            let mut spots = self.spots[die.index() % 8];
            std::iter::from_fn(move || {
                let bit = spots.trailing_zeros();
                spots &= spots.wrapping_sub(1);
                (bit < 64).then(|| self.action(die, bit))
            })
        });
        self.items[..self.len]
            .iter()
            .copied()
            .chain(dice)
            .chain(self.after)
    }

    fn push(&mut self, action: Action) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = action;
            self.len += 1;
        }
    }

    /// The dice of `dice` to their spots for `player`, as `kind`.
    #[inline]
    fn dice(&mut self, state: &TwiceState, player: u8, dice: DieSet, kind: Kind) {
        self.kind = kind;
        self.next = state.sheets[player as usize].next_slots();
        let mut counts = 0;
        for die in Die::TWICE {
            let i = die.index() % 8;
            // Every die worked out, those not in `dice` masked away: no
            // branch on the dice.
            let here = 0u64.wrapping_sub(u64::from(dice.0 >> i & 1));
            self.spots[i] = state.die_spots(player, die) & here;
            counts |= u64::from(self.spots[i].count_ones()) << (8 * i);
        }
        // One multiplication sums the counts into the slots' ends.
        self.ends = counts.wrapping_mul(ONES);
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
        list.iter().collect()
    }

    /// `legal_actions` into a buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| out.push(a));
    }

    /// Every action legal now, in the order `legal_actions` lists them.
    fn each_legal(&self, f: impl FnMut(Action)) {
        let mut list = TwiceActions::new();
        self.legal_actions_to(&mut list);
        list.iter().for_each(f);
    }

    /// The one definition of what is allowed: `legal_actions` into a list
    /// that allocates nothing (cleared first).
    #[inline]
    pub fn legal_actions_to(&self, out: &mut TwiceActions) {
        out.clear();
        match self.decision() {
            Decision::Roll { .. } | Decision::DiceLayout { .. } | Decision::GameOver => {}
            Decision::Question { player, area } => {
                self.each_question(player, area, |a| out.push(a))
            }
            Decision::SilverRow { player, value, .. } => {
                self.sheets[player as usize]
                    .each_spot(Area::Silver, value, |spot| out.push(Action::Cross(spot)))
            }
            Decision::RoundChoice { player } => {
                for area in self.black_areas(player) {
                    out.push(Action::RoundBonus(RoundChoice::Black(area)));
                }
            }
            Decision::Return { .. } => {
                for die in self.platter.iter() {
                    out.push(Action::Return(die));
                }
                out.after = Some(Action::Finish);
            }
            Decision::Pick { player, .. } => {
                if self.sheets[player as usize].rerolls.available() > 0 {
                    out.push(Action::Reroll);
                }
                out.dice(self, player, self.pool, Kind::Take);
                if out.dice_len() == 0 {
                    out.after = Some(Action::Forfeit);
                }
            }
            Decision::Passive { player } => {
                out.dice(self, player, self.passive_choices(player), Kind::Take)
            }
            Decision::PlusOne { player } => {
                if self.sheets[player as usize].plus_ones.available() > 0 {
                    out.dice(self, player, self.plus_one_dice(player), Kind::PlusOne);
                }
                out.after = Some(Action::Finish);
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
