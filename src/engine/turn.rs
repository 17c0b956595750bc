//! The turn machine: what an action does (RULES.md §3–§8), and the steps the
//! engine settles by itself.

use super::dice::{bytes_at_least, DiceBag, Die, DieSet, Place, Roll, ONES};
use super::printed::{round_bonus, Bonus, RoundBonus};
use super::sheet::Spot;
use super::state::{Phase, Places, State, MAX_PLAYERS};
use super::types::{Action, Decision, Event, Log, RuleError};

impl State {
    /// Apply an action, returning what happened; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(action, &mut events)?;
        Ok(events)
    }

    /// `apply` with the events sent to `log`.
    pub fn apply_with(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError> {
        // Most actions of a game are a die taken where it fits: let through
        // by `check`'s own quick yes, without its dispatch on the decision.
        if !self.takes_where_it_fits(action) {
            self.check(&action)?;
        }
        self.execute(action, log);
        self.settle(log);
        Ok(())
    }

    /// If dice are to be rolled now, roll them from `bag` and return the
    /// roll (the action that was applied); otherwise change nothing.
    pub fn roll_from(&mut self, bag: &mut DiceBag, log: &mut impl Log) -> Option<Roll> {
        let Decision::Roll { dice, .. } = self.decision() else {
            return None;
        };
        let mut roll = Roll::EMPTY;
        self.roll_dice(dice, bag, &mut roll, log);
        Some(roll)
    }

    /// Roll `dice`, the dice the roll decision asks for (always allowed).
    /// The roll goes to `roll`, where it is read from.
    fn roll_dice(&mut self, dice: DieSet, bag: &mut DiceBag, roll: &mut Roll, log: &mut impl Log) {
        bag.roll_into(dice, roll);
        // What `execute` does with `Action::Roll`, without its dispatch.
        self.roll(roll, log);
        self.settle(log);
    }

    /// Roll from `bag` whenever dice are needed, until a player has to
    /// decide or the game is over; returns that decision (never a roll).
    /// Bots, simulations and tests drive a game with this and their own
    /// answers to the other decisions.
    pub fn play_until_decision(&mut self, bag: &mut DiceBag, log: &mut impl Log) -> Decision {
        loop {
            // Each decision is worked out once: it is either rolled or returned.
            match self.decision() {
                // Unless events are kept, the roll is not written as a
                // `Roll`: the values go straight to the dice, and the order
                // of the row only where it decides (the solo platter).
                Decision::Roll {
                    dice, solo_passive, ..
                } if !log.keeps() => {
                    if solo_passive {
                        let row = bag.roll_row(dice, &mut self.values);
                        self.solo_rolled(row, log);
                    } else {
                        bag.roll_values(dice, &mut self.values);
                        self.active_rolled(dice);
                    }
                    self.settle(log);
                }
                Decision::Roll { dice, .. } => {
                    let mut roll = Roll::EMPTY;
                    self.roll_dice(dice, bag, &mut roll, log)
                }
                decision => return decision,
            };
        }
    }

    // ---- what actions do ----

    pub(super) fn execute(&mut self, action: Action, log: &mut impl Log) {
        match action {
            Action::Roll(roll) => self.roll(&roll, log),
            Action::Reroll => {
                self.sheets[self.active as usize].rerolls.used += 1;
                log.push(Event::RerollUsed {
                    player: self.active,
                });
                self.phase = Phase::Roll { reroll: true };
            }
            Action::Take { die, spot } => {
                let player = match self.phase {
                    Phase::Passive { player } => player,
                    _ => self.active,
                };
                log.push(Event::Took {
                    player,
                    die,
                    value: self.value(die),
                });
                if let Some(spot) = spot {
                    self.enter(player, die, spot, log);
                }
                match self.phase {
                    Phase::Passive { player } => {
                        self.phase = Phase::PassivePlusOne { player };
                    }
                    _ => self.active_took(die, log),
                }
            }
            Action::PlusOne { die, spot } => {
                let player = self.decision().player().unwrap_or(0);
                let sheet = &mut self.sheets[player as usize];
                sheet.plus_ones.used += 1;
                self.plus_used[player as usize].insert(die);
                log.push(Event::PlusOneUsed {
                    player,
                    die,
                    value: self.value(die),
                });
                self.enter(player, die, spot, log);
            }
            Action::Finish => self.finish_part(log),
            Action::Cross(spot) => {
                let player = self.pending.player;
                self.pending.pop();
                self.mark(player, spot, 0, log);
            }
            Action::RoundBonus(choice) => {
                if let Phase::RoundChoice { player } = self.phase {
                    log.push(Event::RoundChosen { player, choice });
                    self.award(player, choice.bonus(), log);
                    self.after_round_choice(player, log);
                }
            }
            Action::DiceLayout(layout) => self.place_dice_layout(layout, log),
            // The sequel's moves (refused by `check` before).
            Action::Return(_) | Action::Forfeit | Action::Write { .. } => {}
        }
    }

    /// The next seat chooses its round bonus, or the round's first turn starts.
    fn after_round_choice(&mut self, player: u8, log: &mut impl Log) {
        let next = self.next_seat(player);
        if next == self.first {
            self.start_turn(log);
        } else {
            self.phase = Phase::RoundChoice { player: next };
        }
    }

    fn roll(&mut self, roll: &Roll, log: &mut impl Log) {
        let mut rolled = DieSet::default();
        for &(die, value) in roll.dice() {
            self.values[die.index()] = value;
            rolled.insert(die);
        }
        log.push(Event::Rolled {
            player: if self.phase == Phase::SoloRoll {
                0
            } else {
                self.active
            },
            roll: *roll,
        });
        if self.phase == Phase::SoloRoll {
            // All six dice (a roll of exactly them is checked).
            let mut row = [Die::White; 6];
            for (place, &(die, _)) in row.iter_mut().zip(roll.dice()) {
                *place = die;
            }
            self.solo_rolled(row, log);
        } else {
            self.active_rolled(rolled);
        }
    }

    /// The solo passive roll lies in a row as `row` (left to right;
    /// the platter is at the right end). The three lowest go to the
    /// platter; among equal values the die nearer the platter goes first.
    /// With one key per die (value, then place from the right), all below
    /// 64, the keys are bits of one word, and the three lowest set bits are
    /// the platter's dice: no sort, no branch on the random values.
    fn solo_rolled(&mut self, row: [Die; 6], log: &mut impl Log) {
        let keys = row.iter().enumerate().fold(0u64, |keys, (i, &die)| {
            keys | 1 << (u32::from(self.value(die)) << 3 | (7 - i as u32))
        });
        let lowest = |n: u32| {
            let mut keys = keys;
            for _ in 0..n {
                keys &= keys - 1;
            }
            let place = 7 - (keys.trailing_zeros() & 7) as usize;
            row.get(place).copied().unwrap_or(Die::White)
        };
        let by_rank = [lowest(0), lowest(1), lowest(2)];
        let platter = by_rank
            .iter()
            .fold(DieSet::default(), |set, &d| DieSet(set.0 | DieSet::of(d).0));
        self.places = Places::solo_passive(platter, row.into_iter());
        for die in by_rank {
            log.push(Event::ToPlatter { die });
        }
        self.phase = Phase::Passive { player: 0 };
    }

    /// The active player rolled `dice`: they lie in a row, to pick from.
    fn active_rolled(&mut self, dice: DieSet) {
        self.places.put_all(dice, Place::Rolled);
        self.phase = Phase::Pick;
    }

    /// The active player placed `die`: lower dice to the platter, and the
    /// turn goes on to the next roll or to the +1 actions.
    fn active_took(&mut self, die: Die, log: &mut impl Log) {
        let value = self.value(die);
        self.places.put(die, Place::Field(self.fields));
        log.push(Event::ToField {
            die,
            field: self.fields,
        });
        self.fields += 1;
        // The lower dice as a set, with no branch on the random values:
        // all six compared at once (v < value, that is value ≥ v + 1).
        let rolled = self.dice_at(Place::Rolled);
        let mut shown = [0; 8];
        shown[..6].copy_from_slice(&self.values);
        let lower_bytes = bytes_at_least(u64::from(value) * ONES, u64::from_le_bytes(shown) + ONES);
        let lower = rolled & DieSet::of_bytes(lower_bytes);
        if log.keeps() {
            for d in lower.iter() {
                log.push(Event::ToPlatter { die: d });
            }
        }
        self.places.put_all(lower, Place::Platter);
        self.places.put_all(DieSet(rolled.0 & !lower.0), Place::Cup);
        let cup = self.dice_at(Place::Cup);
        if self.fields == 3 || cup.is_empty() {
            if log.keeps() {
                for d in cup.iter() {
                    log.push(Event::ToPlatter { die: d });
                }
            }
            self.places.put_all(cup, Place::Platter);
            self.phase = Phase::ActivePlusOne;
        } else {
            self.phase = Phase::Roll { reroll: false };
        }
    }

    #[inline(always)]
    fn enter(&mut self, player: u8, die: Die, spot: Spot, log: &mut impl Log) {
        let value = self.entry_value(die, spot.area);
        self.mark(player, spot, value, log);
    }

    /// Mark a cell and resolve what it earns: automatic bonuses at once,
    /// depth first; free X choices join the queue.
    fn mark(&mut self, player: u8, spot: Spot, value: u8, log: &mut impl Log) {
        let (written, (earned, n)) = self.sheets[player as usize].mark(spot, value);
        log.push(Event::Marked {
            player,
            spot,
            written,
        });
        for bonus in earned.into_iter().take(n as usize).flatten() {
            self.award(player, bonus, log);
        }
    }

    fn award(&mut self, player: u8, bonus: Bonus, log: &mut impl Log) {
        let sheet = &mut self.sheets[player as usize];
        match bonus {
            Bonus::Fox => {
                sheet.foxes += 1;
                log.push(Event::BonusEarned { player, bonus });
            }
            Bonus::Reroll | Bonus::PlusOne => {
                sheet.gain(bonus);
                log.push(Event::BonusEarned { player, bonus });
            }
            Bonus::Cross(area) if bonus.needs_choice() => {
                log.push(Event::BonusEarned { player, bonus });
                self.pending.push(player, area);
            }
            // The sequel's bonuses (never on this sheet).
            Bonus::Return | Bonus::Question(_) => {}
            Bonus::Cross(area) | Bonus::NumberIn(area, _) => {
                if sheet.is_full(area) {
                    log.push(Event::BonusLost { player, bonus });
                    return;
                }
                log.push(Event::BonusEarned { player, bonus });
                let value = match bonus {
                    Bonus::NumberIn(_, n) => n,
                    _ => 0,
                };
                let spot = Spot::new(area, sheet.track(area).len);
                self.mark(player, spot, value, log);
            }
        }
    }

    fn finish_part(&mut self, log: &mut impl Log) {
        match self.phase {
            Phase::ActivePlusOne => {
                if self.players == 1 {
                    // The dice stay where they lie until the passive roll.
                    self.plus_used = [DieSet::default(); MAX_PLAYERS];
                    self.phase = Phase::SoloRoll;
                } else {
                    self.phase = Phase::Passive {
                        player: self.next_seat(self.active),
                    };
                }
            }
            Phase::PassivePlusOne { player } => {
                let next = self.next_seat(player);
                if self.players == 1 || next == self.active {
                    self.end_turn(log);
                } else {
                    self.phase = Phase::Passive { player: next };
                }
            }
            _ => {}
        }
    }

    /// The seat after `seat`, round the table.
    pub(super) fn next_seat(&self, seat: u8) -> u8 {
        super::state::next_seat(seat, self.players)
    }

    fn end_turn(&mut self, log: &mut impl Log) {
        self.turn += 1;
        if self.turn == self.players {
            self.start_round(log);
        } else {
            self.active = self.next_seat(self.active);
            self.start_turn(log);
        }
    }

    pub(super) fn start_round(&mut self, log: &mut impl Log) {
        self.round += 1;
        self.turn = 0;
        self.active = self.first;
        if self.round > self.rounds {
            self.round = self.rounds;
            self.phase = Phase::GameOver;
            log.push(Event::GameOver);
            return;
        }
        log.push(Event::RoundStarted { round: self.round });
        match round_bonus(self.round) {
            RoundBonus::Give(bonus) => {
                // A sheet played elsewhere is not in this game.
                for p in 0..self.players {
                    if !self.is_elsewhere(p) {
                        self.award(p, bonus, log);
                    }
                }
                self.start_turn(log);
            }
            RoundBonus::Choice => {
                self.phase = Phase::RoundChoice { player: self.first };
            }
            RoundBonus::None => self.start_turn(log),
        }
    }

    fn start_turn(&mut self, log: &mut impl Log) {
        self.places = Places::CUP;
        self.fields = 0;
        self.plus_used = [DieSet::default(); MAX_PLAYERS];
        self.phase = if self.is_elsewhere(self.active) {
            Phase::DiceLayout
        } else {
            Phase::Roll { reroll: false }
        };
        log.push(Event::TurnStarted {
            player: self.active,
        });
    }

    /// Move past every step that holds no real choice: lost X bonuses,
    /// +1 windows with nothing to do, passive picks with nothing that fits.
    #[inline]
    pub(super) fn settle(&mut self, log: &mut impl Log) {
        // Rolls and picks, most steps, always hold a choice: nothing to settle.
        if self.pending.is_empty() && matches!(self.phase, Phase::Roll { .. } | Phase::Pick) {
            return;
        }
        self.settle_steps(log);
    }

    #[inline(always)]
    fn settle_steps(&mut self, log: &mut impl Log) {
        loop {
            if let Some(area) = self.pending.front() {
                if self.sheets[self.pending.player as usize].is_full(area) {
                    log.push(Event::BonusLost {
                        player: self.pending.player,
                        bonus: Bonus::Cross(area),
                    });
                    self.pending.pop();
                    continue;
                }
                return;
            }
            match self.phase {
                // Seats played elsewhere decide nothing in this game.
                Phase::Passive { player } | Phase::PassivePlusOne { player }
                    if self.is_elsewhere(player) =>
                {
                    self.phase = Phase::PassivePlusOne { player };
                    self.finish_part(log)
                }
                Phase::RoundChoice { player } if self.is_elsewhere(player) => {
                    self.after_round_choice(player, log)
                }
                Phase::ActivePlusOne if !self.can_plus_one(self.active) => self.finish_part(log),
                Phase::PassivePlusOne { player }
                    if !self.can_plus_one(player)
                        || (self.players == 1 && !self.variants.solo_passive_extra) =>
                {
                    self.finish_part(log)
                }
                Phase::Passive { player } if self.passive_choices(player).is_empty() => {
                    log.push(Event::NothingToEnter { player });
                    self.phase = Phase::PassivePlusOne { player };
                }
                _ => return,
            }
        }
    }
}
