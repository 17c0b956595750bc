//! What is legal now, from one source: `each_legal` lists every action the
//! rules allow (`legal_actions` collects them), `check` accepts exactly the
//! listed actions and only finds why any other one is refused, and
//! `why_not_die` finds why a die cannot be used at all.

use super::dice::RollError;
use super::dice::{bytes_at_least, Die, DieSet, Place, ONES};
use super::printed::{Area, AreaKind, RoundChoice};
use super::sheet::{Refusal, Spot, SpotSet};
use super::state::{DiceSpots, Phase, State};
use super::types::{Action, Decision, DieMustBe, Due, Edition, RuleError};

/// What `check` would say if the wording found no rule against an unlisted
/// action. Never seen: the property tests check that every refusal has its
/// own reason.
pub(super) const UNLISTED: RuleError = RuleError::NotNow {
    expected: Due::Unlisted,
};

/// An action listed alone, before the dice (a reroll) or after them
/// (finish).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Single {
    Reroll,
    Finish,
}

impl Single {
    fn action(self) -> Action {
        match self {
            Single::Reroll => Action::Reroll,
            Single::Finish => Action::Finish,
        }
    }
}

/// What the actions of a slot of the list are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Each die to each of its spots.
    Take,
    /// A +1 action on each die to each of its spots.
    PlusOne,
    /// An unusable roll: each die to a field, without a mark.
    Unmarked,
    /// A free X in each open cell (the first slot's spots).
    Cross,
    /// The round choices, in `RoundChoice::ALL` order (the first slot).
    RoundChoice,
}

/// The legal actions of one decision, as `each_legal` describes them: an
/// action before the dice (a reroll), a slot for each die with the spots
/// it may go to, and an action after them (finish). One action per spot,
/// so that listing writes a few words, with no branch on the dice, and
/// allocates nothing; `get` and `iter` spell the actions out.
#[derive(Clone, Copy, Debug)]
pub struct ActionList {
    kind: Kind,
    before: Option<Single>,
    after: Option<Single>,
    /// Each die's spots, by `Die::index` (free X: the first).
    spots: [SpotSet; 6],
    /// The number of actions up to and including each slot, a byte each:
    /// before, the six dice, after. Finding the slot of an action is then
    /// a subtraction, not a search.
    ends: [u8; 8],
}

impl ActionList {
    pub fn new() -> Self {
        ActionList {
            kind: Kind::Take,
            before: None,
            after: None,
            spots: [SpotSet::default(); 6],
            ends: [0; 8],
        }
    }

    pub fn clear(&mut self) {
        *self = ActionList::new();
    }

    /// How many actions are legal.
    pub fn len(&self) -> usize {
        usize::from(self.ends[7])
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`th legal action, in `legal_actions` order.
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<Action> {
        if i >= self.len() {
            return None;
        }
        // The slot holding it is the first that ends after it (ends are
        // below 0x80: a list is short).
        let ends = u64::from_le_bytes(self.ends);
        let ended = bytes_at_least(i as u64 * ONES, ends);
        let slot = (!ended & ONES).trailing_zeros() as usize / 8;
        // The actions before that slot: the previous slot's end.
        let k = i - usize::from((ends << 8 >> (8 * slot)) as u8);
        let die = slot.wrapping_sub(1);
        let mut spots = self.spots.get(die).copied().unwrap_or_default();
        let mut spot = || spots.nth(k).unwrap_or(Spot::new(Area::Yellow, 0));
        Some(match (slot, self.kind) {
            (0, _) => self.before.map_or(Action::Finish, Single::action),
            (7, _) => self.after.map_or(Action::Finish, Single::action),
            (_, Kind::Take) => Action::Take {
                die: Die::ALL[die.min(5)],
                spot: Some(spot()),
            },
            (_, Kind::PlusOne) => Action::PlusOne {
                die: Die::ALL[die.min(5)],
                spot: spot(),
            },
            (_, Kind::Unmarked) => Action::Take {
                die: Die::ALL[die.min(5)],
                spot: None,
            },
            (_, Kind::Cross) => Action::Cross(spot()),
            (_, Kind::RoundChoice) => Action::RoundBonus(RoundChoice::ALL[k.min(4)]),
        })
    }

    /// The legal actions in `legal_actions` order.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// How many actions slot `slot` holds.
    fn count(&self, slot: usize) -> u8 {
        self.ends[slot] - slot.checked_sub(1).map_or(0, |s| self.ends[s])
    }

    /// Whether `action` is listed.
    fn contains(&self, action: Action) -> bool {
        let die_listed = |die: Die| self.count(1 + die.index()) > 0;
        match (self.kind, action) {
            _ if Some(action) == self.before.map(Single::action)
                || Some(action) == self.after.map(Single::action) =>
            {
                true
            }
            (
                Kind::Take,
                Action::Take {
                    die,
                    spot: Some(spot),
                },
            )
            | (Kind::PlusOne, Action::PlusOne { die, spot }) => {
                die_listed(die) && self.spots[die.index()].contains(spot)
            }
            (Kind::Unmarked, Action::Take { die, spot: None }) => die_listed(die),
            (Kind::Cross, Action::Cross(spot)) => self.count(1) > 0 && self.spots[0].contains(spot),
            (Kind::RoundChoice, Action::RoundBonus(choice)) => {
                self.count(1) > 0 && RoundChoice::ALL.contains(&choice)
            }
            _ => false,
        }
    }

    /// The dice slots: `dice` as `kind`, each with its spots in `spots`,
    /// between `before` and `after`. Every slot is written, with no branch
    /// on the dice: the counts are bytes of one word, and multiplying it by
    /// 0x0101… sums each byte with those below it, which gives the ends.
    #[inline(always)]
    fn put_dice(
        &mut self,
        before: Option<Single>,
        kind: Kind,
        dice: DieSet,
        spots: &DiceSpots,
        after: Option<Single>,
    ) {
        self.before = before;
        self.after = after;
        let listed = dice.bytes();
        let takes = spots.counts & (listed * 0xFF);
        // An unusable roll: each listed die once, unmarked.
        let unusable = kind == Kind::Take && takes == 0;
        self.kind = if unusable { Kind::Unmarked } else { kind };
        let n = if unusable { listed } else { takes };
        for (i, die) in Die::ALL.into_iter().enumerate() {
            self.spots[i] = spots.spots(die);
        }
        let ends = u64::from(before.is_some()) * ONES
            + (n.wrapping_mul(ONES) << 8)
            + (u64::from(after.is_some()) << 56);
        self.ends = ends.to_le_bytes();
    }

    /// One slot of `n` actions of `kind` (free X: in `spots`).
    fn put_one(&mut self, kind: Kind, spots: SpotSet, n: u8) {
        self.kind = kind;
        self.before = None;
        self.after = None;
        self.spots[0] = spots;
        self.ends = [0, n, n, n, n, n, n, n];
    }
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList::new()
    }
}

// `fits_at` finds a coloured die's area by its index.
const _: () = assert!(
    Die::Yellow as usize == Area::Yellow as usize + 1
        && Die::Blue as usize == Area::Blue as usize + 1
        && Die::Green as usize == Area::Green as usize + 1
        && Die::Orange as usize == Area::Orange as usize + 1
        && Die::Purple as usize == Area::Purple as usize + 1
);

impl State {
    /// Every action allowed now, in a fixed order, except at a roll
    /// decision: there any values for exactly the named dice are allowed
    /// (`Action::Roll`) and nothing is listed; and at a dice layout decision:
    /// any `Action::DiceLayout` that `DiceLayout::check` accepts is allowed, and
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
    #[inline]
    pub fn legal_actions_to(&self, out: &mut ActionList) {
        self.each_legal(self.decision(), out);
    }

    /// The one definition of what is allowed: writes every action legal at
    /// `decision` (this state's) to `out`, in the order `legal_actions`
    /// lists them.
    #[inline(always)]
    fn each_legal(&self, decision: Decision, out: &mut ActionList) {
        // Each kind writes every part of the list it reads.
        match decision {
            Decision::Roll { .. } | Decision::DiceLayout { .. } | Decision::GameOver => out.clear(),
            // The sequel's decisions: never the first game's.
            Decision::Return { .. } | Decision::Question { .. } | Decision::SilverRow { .. } => {
                out.clear()
            }
            Decision::Cross { player, area } => {
                let cells = self.sheets[player as usize].open_cells(area);
                out.put_one(Kind::Cross, cells, cells.len() as u8);
            }
            Decision::RoundChoice { .. } => {
                out.put_one(
                    Kind::RoundChoice,
                    SpotSet::default(),
                    RoundChoice::ALL.len() as u8,
                );
            }
            Decision::Pick { player, .. } => {
                let reroll = (self.sheets[player as usize].rerolls.available() > 0)
                    .then_some(Single::Reroll);
                // `put_dice` lists unmarked dice if no rolled die fits.
                let spots = self.dice_spots(player);
                let rolled = self.dice_at(Place::Rolled);
                out.put_dice(reroll, Kind::Take, rolled, &spots, None);
            }
            Decision::Passive { player } => {
                let spots = self.dice_spots(player);
                let dice = self.passive_choices_in(&spots);
                out.put_dice(None, Kind::Take, dice, &spots, None);
            }
            Decision::PlusOne { player } => {
                let spots = self.dice_spots(player);
                let dice = self.plus_one_dice(player);
                out.put_dice(None, Kind::PlusOne, dice, &spots, Some(Single::Finish));
            }
        }
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
        // A die, an area or a move of the sequel is no part of this game.
        if !Edition::Clever.knows(&action) {
            return Err(RuleError::NotInThisGame);
        }
        if let (Decision::Roll { dice, .. }, Action::Roll(roll)) = (decision, action) {
            if roll.set() == dice {
                return Ok(());
            }
        }
        if let (Decision::DiceLayout { .. }, Action::DiceLayout(layout)) = (decision, action) {
            return layout.check().map_err(RuleError::BadDiceLayout);
        }
        // The same list as `legal_actions_to` (one copy of its code).
        let mut list = ActionList::new();
        self.legal_actions_to(&mut list);
        let listed = list.contains(action);
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
        let Action::Take {
            die,
            spot: Some(spot),
        } = action
        else {
            return false;
        };
        // Whose pick it is and from which dice, then one look at the sheet.
        let (player, dice) = match self.phase {
            Phase::Pick => (self.active, self.dice_at(Place::Rolled)),
            Phase::Passive { player } => (player, self.dice_at(Place::Platter)),
            _ => return false,
        };
        // A pending free X comes first (the decision is then a cross).
        dice.contains(die) && self.pending.is_empty() && self.fits_at(player, die, spot)
    }

    /// Whether `die` may go to `spot` on `player`'s sheet now (`spot_set`
    /// holds it), found from the spot's area alone.
    #[inline(always)]
    pub(super) fn fits_at(&self, player: u8, die: Die, spot: Spot) -> bool {
        // A coloured die's index is its area's plus one (white is first):
        // compared, not looked up by a jump on the die.
        let in_area = (die == Die::White) | (die.index() == spot.area.index() + 1);
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
            (Decision::DiceLayout { .. }, Action::DiceLayout(layout)) => {
                layout.check().map_err(RuleError::BadDiceLayout)
            }
            (Decision::DiceLayout { .. }, _) => Err(RuleError::NotNow {
                expected: Due::DiceLayout,
            }),
            (_, Action::DiceLayout(_)) => Err(RuleError::NotNow {
                expected: Due::NoDiceLayout,
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
            (
                Decision::Return { .. } | Decision::Question { .. } | Decision::SilverRow { .. },
                _,
            ) => Err(RuleError::NotInThisGame),
            (_, Action::Finish) => Err(RuleError::NotNow { expected: Due::Die }),
            (_, Action::Cross(_)) => Err(RuleError::NotNow {
                expected: Due::NoFreeX,
            }),
            (_, Action::Return(_) | Action::Forfeit | Action::Write { .. }) => {
                Err(RuleError::NotInThisGame)
            }
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
