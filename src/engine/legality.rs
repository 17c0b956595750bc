//! What is legal now, from one source: `each_legal` lists every action the
//! rules allow (`legal_actions` collects them), `check` accepts exactly the
//! listed actions and only finds why any other one is refused, and
//! `why_not_die` finds why a die cannot be used at all.

use super::dice::RollError;
use super::dice::{Die, DieSet, Place};
use super::printed::{Area, AreaKind, RoundChoice};
use super::sheet::{Refusal, Spot, SpotSet};
use super::state::{Phase, State};
use super::types::{Action, Decision, DieMustBe, Due, RuleError};
use std::ops::ControlFlow;

/// What `check` would say if the wording found no rule against an unlisted
/// action. Never seen: the property tests check that every refusal has its
/// own reason.
pub(super) const UNLISTED: RuleError = RuleError::NotNow {
    expected: Due::Unlisted,
};

/// One entry of the legal list: an action, or a die (or free X) with the
/// set of spots it may go to and how many there are, one action per spot.
/// `check` tests an action against the set; listing expands it.
#[derive(Clone, Copy, Debug)]
enum Legal {
    One(Single),
    Take(Die, SpotSet, u8),
    PlusOne(Die, SpotSet, u8),
    Cross(SpotSet, u8),
}

/// An action listed alone, kept small: an entry is written for each die at
/// every decision, and a whole `Action` (a table's dice) is much larger.
#[derive(Clone, Copy, Debug)]
enum Single {
    Reroll,
    Finish,
    /// A die of an unusable roll, to a field without a mark.
    Unmarked(Die),
    RoundBonus(RoundChoice),
}

impl Single {
    fn action(self) -> Action {
        match self {
            Single::Reroll => Action::Reroll,
            Single::Finish => Action::Finish,
            Single::Unmarked(die) => Action::Take { die, spot: None },
            Single::RoundBonus(choice) => Action::RoundBonus(choice),
        }
    }
}

impl Legal {
    fn contains(self, action: Action) -> bool {
        match (self, action) {
            // Most actions asked about are of another kind: that is quicker
            // to see than a whole comparison.
            (Legal::One(one), _) => {
                let a = one.action();
                std::mem::discriminant(&a) == std::mem::discriminant(&action) && a == action
            }
            (
                Legal::Take(die, spots, _),
                Action::Take {
                    die: d,
                    spot: Some(spot),
                },
            )
            | (Legal::PlusOne(die, spots, _), Action::PlusOne { die: d, spot }) => {
                d == die && spots.contains(spot)
            }
            (Legal::Cross(spots, _), Action::Cross(spot)) => spots.contains(spot),
            _ => false,
        }
    }

    /// How many actions this entry stands for.
    fn len(self) -> u8 {
        match self {
            Legal::One(_) => 1,
            Legal::Take(_, _, n) | Legal::PlusOne(_, _, n) | Legal::Cross(_, n) => n,
        }
    }

    /// The entry's `k`th action (`k` below `len`), in listing order.
    #[inline(always)]
    fn nth(self, k: usize) -> Action {
        let spot = |mut spots: SpotSet| spots.nth(k).unwrap_or(Spot::new(Area::Yellow, 0));
        match self {
            Legal::One(one) => one.action(),
            Legal::Take(die, spots, _) => Action::Take {
                die,
                spot: Some(spot(spots)),
            },
            Legal::PlusOne(die, spots, _) => Action::PlusOne {
                die,
                spot: spot(spots),
            },
            Legal::Cross(spots, _) => Action::Cross(spot(spots)),
        }
    }
}

/// The legal actions of one decision, kept as the entries `each_legal`
/// gives (a die with its set of spots is one take per spot), so that
/// listing writes a few words and allocates nothing; `get` and `iter` spell
/// the actions out. No decision has more than 7 entries: a reroll and six
/// dice, six dice and finish, six unmarked dice, five round choices.
#[derive(Clone, Copy, Debug)]
pub struct ActionList {
    entries: [Legal; ActionList::ENTRIES],
    /// The number of actions up to and including each entry, a byte each
    /// (`NO_END` past the last entry), so that finding the entry of an
    /// action is a subtraction, not a search.
    ends: [u8; ActionList::ENTRIES],
    entries_len: u8,
    len: u8,
}

impl ActionList {
    const ENTRIES: usize = 8;
    /// Each byte's top bit.
    const TOPS: u64 = 0x8080_8080_8080_8080;
    /// The ends of no entries: above any index (an action list is short).
    const NO_END: u64 = 0x7F7F_7F7F_7F7F_7F7F;

    pub fn new() -> Self {
        ActionList {
            entries: [Legal::One(Single::Finish); Self::ENTRIES],
            ends: Self::NO_END.to_le_bytes(),
            entries_len: 0,
            len: 0,
        }
    }

    pub fn clear(&mut self) {
        self.ends = Self::NO_END.to_le_bytes();
        self.entries_len = 0;
        self.len = 0;
    }

    /// How many actions are legal.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `i`th legal action, in `legal_actions` order.
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<Action> {
        if i >= self.len() {
            return None;
        }
        // The entry holding it is the first that ends after it: byte by
        // byte, `0x80 + i - end` keeps its top bit exactly where the end is
        // at or before `i` (no borrow crosses a byte: ends are below 0x80).
        let ends = u64::from_le_bytes(self.ends);
        let before = ((i as u64 * 0x0101_0101_0101_0101) | Self::TOPS) - ends;
        let at = (!before & Self::TOPS).trailing_zeros() as usize / 8;
        // The actions before that entry: the previous entry's end.
        let first = (ends << 8 >> (8 * at)) as u8;
        Some(self.entries[at].nth(i - first as usize))
    }

    /// The legal actions in `legal_actions` order.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList::new()
    }
}

impl State {
    /// Every action allowed now, in a fixed order, except at a roll
    /// decision: there any values for exactly the named dice are allowed
    /// (`Action::Roll`) and nothing is listed; and at a table decision:
    /// any `Action::Table` that `Table::check` accepts is allowed, and
    /// nothing is listed.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// `legal_actions` into a buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        let mut list = ActionList::new();
        self.legal_actions_to(&mut list);
        out.clear();
        out.extend(list.iter());
    }

    /// `legal_actions` into a list that allocates nothing (cleared first).
    pub fn legal_actions_to(&self, out: &mut ActionList) {
        out.clear();
        // Each entry in turn; one with no actions (a die that fits nowhere)
        // adds nothing. The counts are kept in locals and stored once: stored
        // at every entry, each would wait for the one before. No decision
        // has more entries than the list holds (see `ActionList`).
        let (mut entries, mut len) = (0, 0);
        let _ = self.each_legal(self.decision(), DieSet::ALL, &mut |l| {
            let n = l.len();
            if n > 0 {
                out.entries[entries] = l;
                len += n;
                out.ends[entries] = len;
                entries += 1;
            }
            ControlFlow::Continue(())
        });
        out.entries_len = entries as u8;
        out.len = len;
    }

    /// The one definition of what is allowed: calls `f` with every action
    /// legal at `decision` (this state's), in the order `legal_actions`
    /// lists them, until `f` breaks. Takes and +1 uses are listed only for
    /// the dice in `dice` (everything else always): `check` asks only about
    /// the die of the action at hand.
    fn each_legal(
        &self,
        decision: Decision,
        dice: DieSet,
        f: &mut impl FnMut(Legal) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match decision {
            Decision::Roll { .. } | Decision::Table { .. } | Decision::GameOver => {}
            Decision::Cross { player, area } => {
                let cells = self.sheets[player as usize].open_cells(area);
                f(Legal::Cross(cells, cells.len() as u8))?;
            }
            Decision::RoundChoice { .. } => {
                for choice in RoundChoice::ALL {
                    f(Legal::One(Single::RoundBonus(choice)))?;
                }
            }
            Decision::Pick { player, .. } => {
                if self.sheets[player as usize].rerolls.available() > 0 {
                    f(Legal::One(Single::Reroll))?;
                }
                // Whether any rolled die fits decides between takes and
                // unmarked dice.
                let spots = self.dice_spots(player);
                let rolled = self.dice_at(Place::Rolled);
                if !(rolled & spots.fits).is_empty() {
                    for die in (rolled & dice).iter() {
                        f(Legal::Take(die, spots.spots(die), spots.count(die)))?;
                    }
                } else {
                    // An unusable roll: any rolled die goes to a field unmarked.
                    for die in (rolled & dice).iter() {
                        f(Legal::One(Single::Unmarked(die)))?;
                    }
                }
            }
            Decision::Passive { player } => {
                let spots = self.dice_spots(player);
                for die in (self.passive_choices_in(&spots) & dice).iter() {
                    f(Legal::Take(die, spots.spots(die), spots.count(die)))?;
                }
            }
            Decision::PlusOne { player } => {
                let spots = self.dice_spots(player);
                for die in (self.plus_one_dice(player) & dice).iter() {
                    f(Legal::PlusOne(die, spots.spots(die), spots.count(die)))?;
                }
                f(Legal::One(Single::Finish))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether `action` is allowed now: `Ok` exactly for the actions
    /// `legal_actions` lists (and, at a roll decision, for a roll of exactly
    /// the named dice); otherwise why not. `apply`
    /// refuses with this same error.
    #[inline]
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let decision = self.decision();
        if self.surely_listed(decision, *action) {
            return Ok(());
        }
        self.check_listed(decision, *action)
    }

    /// `check` the long way: is the action listed, and if not, why not.
    /// Out of line, so that the quick yes is not slowed by its frame.
    #[inline(never)]
    fn check_listed(&self, decision: Decision, action: Action) -> Result<(), RuleError> {
        if let (Decision::Roll { dice, .. }, Action::Roll(roll)) = (decision, action) {
            if roll.set() == dice {
                return Ok(());
            }
        }
        if let (Decision::Table { .. }, Action::Table(table)) = (decision, action) {
            return table.check().map_err(RuleError::BadTable);
        }
        let dice = match action {
            Action::Take { die, .. } | Action::PlusOne { die, .. } => DieSet::of(die),
            _ => DieSet::default(),
        };
        let listed = self
            .each_legal(decision, dice, &mut |l| {
                if l.contains(action) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .is_break();
        if listed {
            Ok(())
        } else {
            Err(self.find_reason(decision, action).err().unwrap_or(UNLISTED))
        }
    }

    /// A quick yes for the actions games are mostly made of: a die to a
    /// spot it fits, a finish. Says yes only where `each_legal` lists the
    /// action (a die that fits makes the roll usable, and a platter die
    /// that fits makes the platter the passive choice); everything else
    /// goes the long way, which also finds why an action is refused.
    #[inline]
    fn surely_listed(&self, decision: Decision, action: Action) -> bool {
        match (decision, action) {
            (Decision::Pick { .. } | Decision::Passive { .. }, Action::Take { .. }) => {
                self.takes_where_it_fits(action)
            }
            (Decision::PlusOne { player }, Action::PlusOne { die, spot }) => {
                self.plus_one_dice(player).contains(die) && self.fits_at(player, die, spot)
            }
            (Decision::PlusOne { .. }, Action::Finish) => true,
            // The other kinds a random game makes often, as `each_legal`
            // lists them: a reroll while one is left, a free X to an open
            // cell of its area, any of the round choices.
            (Decision::Pick { player, .. }, Action::Reroll) => {
                self.sheets[player as usize].rerolls.available() > 0
            }
            (Decision::Cross { player, area }, Action::Cross(spot)) => {
                self.sheets[player as usize].open_cells(area).contains(spot)
            }
            (Decision::RoundChoice { .. }, Action::RoundBonus(choice)) => {
                RoundChoice::ALL.contains(&choice)
            }
            _ => false,
        }
    }

    /// `surely_listed` for a die taken to a spot it fits, at a pick (a
    /// rolled die) or a passive pick (a platter die), read from the phase:
    /// `apply` asks this first, without building the decision.
    #[inline]
    pub(super) fn takes_where_it_fits(&self, action: Action) -> bool {
        let fits = match (self.phase, action) {
            (
                Phase::Pick,
                Action::Take {
                    die,
                    spot: Some(spot),
                },
            ) => self.dice_at(Place::Rolled).contains(die) && self.fits_at(self.active, die, spot),
            (
                Phase::Passive { player },
                Action::Take {
                    die,
                    spot: Some(spot),
                },
            ) => self.dice_at(Place::Platter).contains(die) && self.fits_at(player, die, spot),
            _ => false,
        };
        // A pending free X comes first (the decision is then a cross).
        fits && self.pending.front().is_none()
    }

    /// Whether `die` may go to `spot` on `player`'s sheet now (`spot_set`
    /// holds it), found from the spot's area alone.
    #[inline]
    pub(super) fn fits_at(&self, player: u8, die: Die, spot: Spot) -> bool {
        let in_area = die == Die::White || die.areas()[0] == spot.area;
        in_area && self.sheets[player as usize].fits(spot, self.entry_value(die, spot.area))
    }

    /// Why `die` cannot be used now, or `None` if some legal action uses it
    /// (takes it, or spends a +1 action on it). This is what the app says
    /// when a die is tapped that cannot be taken: the refusal of taking it
    /// (in a +1 window: of using it for +1) at the first cell it could go to.
    pub fn why_not_die(&self, die: Die) -> Option<RuleError> {
        let decision = self.decision();
        let player = decision.player().unwrap_or(0);
        let spot = self.spots_for(player, die).next();
        let probe = match decision {
            Decision::PlusOne { .. } => Action::PlusOne {
                die,
                spot: spot.unwrap_or(Spot::new(die.areas()[0], 0)),
            },
            _ => Action::Take { die, spot },
        };
        self.check(&probe).err()
    }

    // ---- the reason for a refusal ----

    /// Reads the rules one by one to find why an unlisted `action` is
    /// refused at `decision`. Only finds reasons: whether an action is
    /// allowed is decided by `each_legal` alone (an `Ok` here means no
    /// reason was found).
    fn find_reason(&self, decision: Decision, action: Action) -> Result<(), RuleError> {
        match (decision, action) {
            (Decision::GameOver, _) => Err(RuleError::GameOver),
            (Decision::Roll { dice, .. }, Action::Roll(roll)) => {
                if roll.set() != dice {
                    return Err(RuleError::BadRoll(RollError::NotTheseDice(dice)));
                }
                Ok(())
            }
            (Decision::Roll { .. }, _) => Err(RuleError::NotNow {
                expected: Due::Roll,
            }),
            (_, Action::Roll(_)) => Err(RuleError::NotNow {
                expected: Due::NoRoll,
            }),
            (Decision::Table { .. }, Action::Table(table)) => {
                table.check().map_err(RuleError::BadTable)
            }
            (Decision::Table { .. }, _) => Err(RuleError::NotNow {
                expected: Due::Table,
            }),
            (_, Action::Table(_)) => Err(RuleError::NotNow {
                expected: Due::NoTable,
            }),
            (Decision::Cross { player, area }, Action::Cross(spot)) => {
                if spot.area != area {
                    return Err(RuleError::CrossElsewhere { area });
                }
                let t = match area.kind() {
                    AreaKind::Grid(t) => t,
                    AreaKind::Track(_) => return Err(RuleError::CrossElsewhere { area }),
                };
                if spot.cell as usize >= t.rows * 4 {
                    return Err(RuleError::Refused(Refusal::NoSuchCell));
                }
                if self.sheets[player as usize].is_marked(spot) {
                    return Err(RuleError::Refused(Refusal::AlreadyCrossed));
                }
                Ok(())
            }
            (Decision::Cross { .. }, _) => Err(RuleError::NotNow {
                expected: Due::FreeX,
            }),
            (Decision::RoundChoice { .. }, Action::RoundBonus(c)) => match c {
                RoundChoice::BlackX(Area::Yellow | Area::Blue | Area::Green)
                | RoundChoice::Black6(Area::Orange | Area::Purple) => Ok(()),
                _ => Err(RuleError::NotNow {
                    expected: Due::RoundBonusArea,
                }),
            },
            (Decision::RoundChoice { .. }, _) => Err(RuleError::NotNow {
                expected: Due::RoundBonus,
            }),
            (_, Action::RoundBonus(_)) => Err(RuleError::NotNow {
                expected: Due::NoRoundBonus,
            }),
            (Decision::Pick { player, .. }, Action::Reroll) => {
                if self.sheets[player as usize].rerolls.available() == 0 {
                    Err(RuleError::NoReroll)
                } else {
                    Ok(())
                }
            }
            (_, Action::Reroll) => Err(RuleError::NotNow {
                expected: Due::NoReroll,
            }),
            (Decision::Pick { player, .. }, Action::Take { die, spot }) => {
                if self.place(die) != Place::Rolled {
                    return Err(RuleError::DieNotHere {
                        die,
                        needed: DieMustBe::JustRolled,
                    });
                }
                let rolled = self.dice_at(Place::Rolled);
                if !self.any_enterable(player, rolled) {
                    // An unusable roll: the die is placed without a mark.
                    return match spot {
                        None => Ok(()),
                        Some(_) => Err(self.no_entry(die)),
                    };
                }
                if !self.can_enter(player, die) {
                    return Err(self.no_entry(die));
                }
                match spot {
                    None => Err(RuleError::MustEnter),
                    Some(spot) => self.check_entry(player, die, spot),
                }
            }
            (Decision::Passive { player }, Action::Take { die, spot }) => {
                let choices = self.passive_choices(player);
                if !choices.contains(die) {
                    let platter = self.dice_at(Place::Platter);
                    return Err(if self.place(die) == Place::Platter {
                        self.no_entry(die)
                    } else if choices == platter {
                        RuleError::MustTakeFromPlatter
                    } else {
                        RuleError::DieNotHere {
                            die,
                            needed: DieMustBe::Takeable,
                        }
                    });
                }
                if !self.can_enter(player, die) {
                    return Err(self.no_entry(die));
                }
                match spot {
                    None => Err(RuleError::MustEnter),
                    Some(spot) => self.check_entry(player, die, spot),
                }
            }
            (Decision::PlusOne { player }, Action::PlusOne { die, spot }) => {
                if self.plus_used[player as usize].contains(die) {
                    return Err(RuleError::DieUsedForPlusOne(die));
                }
                if !self.can_enter(player, die) {
                    return Err(self.no_entry(die));
                }
                self.check_entry(player, die, spot)
            }
            (Decision::PlusOne { .. }, Action::Finish) => Ok(()),
            (Decision::PlusOne { .. }, Action::Take { .. }) => Err(RuleError::NotNow {
                expected: Due::PlusOneOrFinish,
            }),
            (_, Action::PlusOne { .. }) => {
                let has = decision
                    .player()
                    .is_some_and(|p| self.sheets[p as usize].plus_ones.available() > 0);
                Err(if has {
                    RuleError::NotNow {
                        expected: Due::NoPlusOneYet,
                    }
                } else {
                    RuleError::NoPlusOne
                })
            }
            (_, Action::Finish) => Err(RuleError::NotNow { expected: Due::Die }),
            (_, Action::Cross(_)) => Err(RuleError::NotNow {
                expected: Due::NoFreeX,
            }),
        }
    }

    fn no_entry(&self, die: Die) -> RuleError {
        RuleError::NoEntry {
            die,
            value: self.entry_value(die, die.areas()[0]),
        }
    }

    fn check_entry(&self, player: u8, die: Die, spot: Spot) -> Result<(), RuleError> {
        if !die.areas().contains(&spot.area) {
            return Err(RuleError::WrongArea {
                die,
                area: spot.area,
            });
        }
        let value = self.entry_value(die, spot.area);
        match self.sheets[player as usize].refusal(spot, value) {
            Some(r) => Err(RuleError::Refused(r)),
            None => Ok(()),
        }
    }
}
