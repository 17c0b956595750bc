//! What is legal now: `legal_actions` lists every action allowed, and
//! `check` says why any other action is refused.

use super::dice::{Die, DieSet, Place};
use super::sheet::{Refusal, Spot};
use super::state::State;
use super::tables::{Area, AreaKind, RoundChoice};
use super::types::{Action, Decision, RuleError};

impl State {
    /// Every action allowed now, except at a roll decision, where any values
    /// for the named dice are allowed (`Action::Roll`) and none is listed.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.decision() {
            Decision::Roll { .. } | Decision::GameOver => {}
            Decision::Cross { player, area } => {
                let sheet = &self.sheets[player as usize];
                out.extend(sheet.open_cells(area).map(Action::Cross));
            }
            Decision::RoundChoice { .. } => {
                out.extend(RoundChoice::ALL.map(Action::RoundBonus));
            }
            Decision::Pick { player, .. } => {
                if self.sheets[player as usize].rerolls.available() > 0 {
                    out.push(Action::Reroll);
                }
                let rolled = self.dice_at(Place::Rolled);
                self.push_takes(player, rolled, out);
                if out.iter().all(|a| *a == Action::Reroll) {
                    out.extend(rolled.iter().map(|die| Action::Take { die, spot: None }));
                }
            }
            Decision::Passive { player } => {
                self.push_takes(player, self.passive_choices(player), out);
            }
            Decision::PlusOne { player } => {
                for die in self.plus_one_dice(player).iter() {
                    for spot in self.spots_for(player, die) {
                        out.push(Action::PlusOne { die, spot });
                    }
                }
                out.push(Action::Finish);
            }
        }
    }

    fn push_takes(&self, player: u8, dice: DieSet, out: &mut Vec<Action>) {
        for die in dice.iter() {
            for spot in self.spots_for(player, die) {
                out.push(Action::Take {
                    die,
                    spot: Some(spot),
                });
            }
        }
    }

    // ---- legality ----

    pub(super) fn check(&self, action: Action) -> Result<(), RuleError> {
        let decision = self.decision();
        match (decision, action) {
            (Decision::GameOver, _) => Err(RuleError::GameOver),
            (Decision::Roll { dice, .. }, Action::Roll(roll)) => {
                if roll.set() != dice {
                    let names: Vec<_> = dice.iter().map(|d| d.name()).collect();
                    return Err(RuleError::BadRoll(format!(
                        "the dice to roll are exactly: {}",
                        names.join(", ")
                    )));
                }
                Ok(())
            }
            (Decision::Roll { .. }, _) => Err(RuleError::NotNow {
                expected: "the dice must be rolled first",
            }),
            (_, Action::Roll(_)) => Err(RuleError::NotNow {
                expected: "this is not the time to roll",
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
                expected: "first choose the cell for your free X",
            }),
            (Decision::RoundChoice { .. }, Action::RoundBonus(c)) => match c {
                RoundChoice::BlackX(Area::Yellow | Area::Blue | Area::Green)
                | RoundChoice::Black6(Area::Orange | Area::Purple) => Ok(()),
                _ => Err(RuleError::NotNow {
                    expected:
                        "the black X goes to yellow, blue or green; the black 6 to orange or purple",
                }),
            },
            (Decision::RoundChoice { .. }, _) => Err(RuleError::NotNow {
                expected: "choose the round 4 bonus: a black X or a black 6",
            }),
            (_, Action::RoundBonus(_)) => Err(RuleError::NotNow {
                expected: "the round bonus is chosen at the start of round 4",
            }),
            (Decision::Pick { player, .. }, Action::Reroll) => {
                if self.sheets[player as usize].rerolls.available() == 0 {
                    Err(RuleError::NoReroll)
                } else {
                    Ok(())
                }
            }
            (_, Action::Reroll) => Err(RuleError::NotNow {
                expected:
                    "a reroll is only possible right after your own roll as the active player",
            }),
            (Decision::Pick { player, .. }, Action::Take { die, spot }) => {
                if self.place(die) != Place::Rolled {
                    return Err(RuleError::DieNotHere {
                        die,
                        needed: "among the dice just rolled",
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
                            needed: "one you may take now",
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
                expected: "your pick is done; use a +1 action or finish",
            }),
            (_, Action::PlusOne { .. }) => {
                let has = decision
                    .player()
                    .is_some_and(|p| self.sheets[p as usize].plus_ones.available() > 0);
                Err(if has {
                    RuleError::NotNow {
                        expected: "+1 actions are used at the end of your part of the turn",
                    }
                } else {
                    RuleError::NoPlusOne
                })
            }
            (_, Action::Finish) => Err(RuleError::NotNow {
                expected: "you must choose a die first",
            }),
            (_, Action::Cross(_)) => Err(RuleError::NotNow {
                expected: "there is no free X to place",
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
