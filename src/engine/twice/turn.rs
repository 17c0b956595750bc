//! Twice as Clever's turn machine: what an action does
//! (docs/rules-twice.md §4–§8), and the steps the engine settles by itself.

use super::printed::{round_bonus, SILVER_ROWS};
use super::state::{Phase, TwiceState, Waiting};
use crate::engine::dice::{DiceBag, DiceLayout, Die, DieSet, Roll};
use crate::engine::printed::{Area, Bonus, RoundBonus, RoundChoice};
use crate::engine::sheet::Spot;
use crate::engine::types::{Action, Decision, Event, Log, RuleError};
use crate::engine::MAX_PLAYERS;

impl TwiceState {
    /// Apply an action, returning what happened; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(action, &mut events)?;
        Ok(events)
    }

    /// `apply` with the events sent to `log`.
    pub fn apply_with(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError> {
        self.check(&action)?;
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
        let roll = bag.roll(dice);
        self.roll(&roll, log);
        self.settle(log);
        Some(roll)
    }

    /// Roll from `bag` whenever dice are needed, until a player has to
    /// decide or the game is over; returns that decision (never a roll).
    pub fn play_until_decision(&mut self, bag: &mut DiceBag, log: &mut impl Log) -> Decision {
        loop {
            match self.decision() {
                // Unless events are kept, the roll is not written as a
                // `Roll`: the values go straight to the dice (the same draws),
                // and the row only where it decides (the solo platter).
                Decision::Roll {
                    dice, solo_passive, ..
                } if !log.keeps() => {
                    if solo_passive {
                        let row = bag.roll_row(dice, &mut self.values);
                        self.solo_rolled(&row[..dice.len()], log);
                    } else {
                        bag.roll_values(dice, &mut self.values);
                        self.phase = Phase::Pick;
                    }
                    self.settle(log);
                }
                Decision::Roll { .. } => {
                    self.roll_from(bag, log);
                }
                decision => return decision,
            }
        }
    }

    // ---- what actions do ----

    fn execute(&mut self, action: Action, log: &mut impl Log) {
        match action {
            Action::Roll(roll) => self.roll(&roll, log),
            Action::Reroll => {
                self.sheets[self.active as usize].rerolls.used += 1;
                log.push(Event::RerollUsed {
                    player: self.active,
                });
                self.phase = Phase::BeforeRoll { reroll: true };
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
                match (self.phase, spot) {
                    (Phase::Passive { player }, Some(spot)) => {
                        self.enter(player, die, spot, log);
                        self.phase = Phase::PassivePlusOne { player };
                    }
                    (_, Some(spot)) => self.active_took(die, spot, log),
                    (_, None) => {}
                }
            }
            Action::Forfeit => {
                log.push(Event::Forfeited {
                    player: self.active,
                });
                self.rolls += 1;
                self.after_choice(log);
            }
            Action::Return(die) => {
                self.sheets[self.active as usize].returns.used += 1;
                self.platter = DieSet(self.platter.0 & !DieSet::of(die).0);
                self.pool.insert(die);
                log.push(Event::Returned {
                    player: self.active,
                    die,
                });
                if let Phase::Return { reroll } = self.phase {
                    self.phase = Phase::BeforeRoll { reroll };
                }
            }
            Action::PlusOne { die, spot } => {
                let player = self.decision().player().unwrap_or(0);
                self.sheets[player as usize].plus_ones.used += 1;
                self.plus_used[player as usize].insert(die);
                log.push(Event::PlusOneUsed {
                    player,
                    die,
                    value: self.value(die),
                });
                self.enter(player, die, spot, log);
            }
            Action::Finish => self.finish(log),
            Action::Cross(spot) | Action::Write { spot, .. } => {
                let player = self.queue.player;
                let value = match (self.queue.front(), action) {
                    (_, Action::Write { value, .. }) => value,
                    (Some(Waiting::SilverRow { value, .. }), _) => value,
                    _ => match spot.area {
                        Area::Yellow => super::printed::YELLOW_NUMBERS
                            .get(usize::from(spot.cell))
                            .copied()
                            .unwrap_or(0),
                        _ => spot.cell % 6 + 1,
                    },
                };
                self.queue.pop();
                self.mark(player, spot, value, log);
            }
            Action::RoundBonus(choice) => {
                if let (Phase::RoundChoice { player }, RoundChoice::Black(area)) =
                    (self.phase, choice)
                {
                    log.push(Event::RoundChosen { player, choice });
                    self.queue.push_front(player, Waiting::Question(area));
                    self.after_round_choice(player, log);
                }
            }
            Action::DiceLayout(layout) => self.place_dice_layout(layout, log),
        }
    }

    fn roll(&mut self, roll: &Roll, log: &mut impl Log) {
        for &(die, value) in roll.dice() {
            self.values[die.index() % 8] = value;
        }
        let solo = self.phase == Phase::SoloRoll;
        log.push(Event::Rolled {
            player: if solo { 0 } else { self.active },
            roll: *roll,
        });
        if solo {
            let mut row = [Die::White; 6];
            for (place, &(die, _)) in row.iter_mut().zip(roll.dice()) {
                *place = die;
            }
            self.solo_rolled(&row[..roll.dice().len()], log);
        } else {
            self.phase = Phase::Pick;
        }
    }

    /// The solo passive roll (the dice's values set, `row` the row they lie
    /// in): the three lowest dice go to the platter; among equal values the
    /// die nearer the platter (later in the row) first. The other three lie
    /// on the fields in the order of the row.
    fn solo_rolled(&mut self, row: &[Die], log: &mut impl Log) {
        let row = &row[..row.len().min(6)];
        // Each die's place in the order they go to the platter: the dice
        // lower, and of equals those nearer the platter, go before it.
        // Counted with no branch: the dice are random, a branch on them is
        // mispredicted half the time.
        let mut rank = [0u8; 6];
        for (p, &die) in row.iter().enumerate() {
            let v = self.value(die);
            for (q, &other) in row.iter().enumerate() {
                let w = self.value(other);
                rank[p] += u8::from(w < v) | (u8::from(w == v) & u8::from(q > p));
            }
        }
        self.platter = DieSet::default();
        let mut fields = [Die::White; 6];
        let mut on_fields = 0;
        for (p, &die) in row.iter().enumerate() {
            let to_platter = rank[p] < 3;
            self.platter.0 |= u8::from(to_platter) << die.index();
            // Written always, kept only by a field's die.
            fields[on_fields] = die;
            on_fields += usize::from(!to_platter);
        }
        if log.keeps() {
            for r in 0..3 {
                for (p, &die) in row.iter().enumerate() {
                    if rank[p] == r {
                        log.push(Event::ToPlatter { die });
                    }
                }
            }
        }
        let on_fields = on_fields.min(3);
        self.fields[..on_fields].copy_from_slice(&fields[..on_fields]);
        self.on_fields = on_fields as u8;
        self.pool = DieSet::default();
        self.phase = Phase::Passive { player: 0 };
    }

    /// The active player chose `die` and enters it at `spot`: it goes to the
    /// next field, the lower dice of the roll to the platter, and if it went
    /// into silver the dice it sent there mark silver too (§4.3).
    fn active_took(&mut self, die: Die, spot: Spot, log: &mut impl Log) {
        let player = self.active;
        let value = self.value(die);
        self.fields[usize::from(self.on_fields) % 3] = die;
        log.push(Event::ToField {
            die,
            field: self.on_fields,
        });
        self.on_fields += 1;
        self.rolls += 1;
        self.pool = DieSet(self.pool.0 & !DieSet::of(die).0);
        // The lower dice, all six compared with no branch, then those
        // still in the pool kept.
        let mut swept = DieSet::default();
        for d in Die::TWICE {
            swept.0 |= u8::from(self.value(d) < value) << d.index();
        }
        swept.0 &= self.pool.0;
        if log.keeps() {
            for d in swept.iter() {
                log.push(Event::ToPlatter { die: d });
            }
        }
        self.pool = DieSet(self.pool.0 & !swept.0);
        self.platter = DieSet(self.platter.0 | swept.0);
        self.enter(player, die, spot, log);
        if spot.area == Area::Silver {
            self.sweep(player, swept, log);
        }
        self.after_choice(log);
    }

    /// The platter chain: each swept coloured die marks its number in its
    /// own silver row at once (lost if taken); a swept white or silver die
    /// asks for a row, before any "?" waiting.
    fn sweep(&mut self, player: u8, swept: DieSet, log: &mut impl Log) {
        for die in swept.iter() {
            let value = self.value(die);
            log.push(Event::Swept { player, die, value });
            let sheet = &self.sheets[player as usize];
            match SILVER_ROWS.iter().position(|&d| d == die) {
                Some(row) => {
                    let spot = Spot::new(Area::Silver, super::printed::silver_cell(row, value));
                    if sheet.refusal(spot, value).is_none() {
                        self.mark(player, spot, value, log);
                    } else {
                        log.push(Event::SweptLost { player, die, value });
                    }
                }
                None if sheet.can_enter(Area::Silver, value) => {
                    self.queue
                        .push_front(player, Waiting::SilverRow { die, value });
                }
                None => log.push(Event::SweptLost { player, die, value }),
            }
        }
    }

    /// After a choice or a forfeit: the turn's rolls are over after the
    /// third (the dice left go to the platter), else a roll is to come.
    fn after_choice(&mut self, log: &mut impl Log) {
        if self.rolls >= 3 {
            for d in self.pool.iter() {
                log.push(Event::ToPlatter { die: d });
            }
            self.platter = DieSet(self.platter.0 | self.pool.0);
            self.pool = DieSet::default();
            self.rolls_over(log);
        } else {
            self.phase = Phase::BeforeRoll { reroll: false };
        }
    }

    /// The active player's rolls are over: +1 actions may follow.
    fn rolls_over(&mut self, log: &mut impl Log) {
        log.push(Event::RollsEnded {
            player: self.active,
        });
        self.phase = Phase::ActivePlusOne;
    }

    fn enter(&mut self, player: u8, die: Die, spot: Spot, log: &mut impl Log) {
        let value = self.entry_value(die, spot.area);
        self.mark(player, spot, value, log);
    }

    /// Mark a cell or slot and use what it earns: automatic bonuses at
    /// once, "?" bonuses into the queue.
    fn mark(&mut self, player: u8, spot: Spot, value: u8, log: &mut impl Log) {
        let circle = spot.area == Area::Yellow
            && self.sheets[player as usize].yellow_circled & 1 << spot.cell == 0;
        let (written, (earned, n)) = self.sheets[player as usize].mark(spot, value);
        log.push(if circle {
            Event::Circled { player, spot }
        } else {
            Event::Marked {
                player,
                spot,
                written,
            }
        });
        for bonus in earned.into_iter().take(usize::from(n)).flatten() {
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
            Bonus::Reroll | Bonus::PlusOne | Bonus::Return => match sheet.gain(bonus) {
                None => log.push(Event::BonusLost { player, bonus }),
                Some(end) => {
                    log.push(Event::BonusEarned { player, bonus });
                    if let Some(end) = end {
                        self.award(player, end, log);
                    }
                }
            },
            Bonus::Question(area) => {
                log.push(Event::BonusEarned { player, bonus });
                self.queue.push(player, Waiting::Question(area));
            }
            // The first game's bonuses: never on this sheet.
            Bonus::Cross(_) | Bonus::NumberIn(..) => {}
        }
    }

    /// Finish: the return window closes (roll, or with nothing left to roll
    /// the rolls are over), or a +1 window ends.
    fn finish(&mut self, log: &mut impl Log) {
        match self.phase {
            Phase::Return { reroll } if self.pool.is_empty() => {
                debug_assert!(!reroll, "a re-roll rolls the dice just rolled");
                self.rolls_over(log);
            }
            Phase::Return { reroll } => self.phase = Phase::Roll { reroll },
            Phase::ActivePlusOne => {
                if self.players == 1 {
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

    fn next_seat(&self, seat: u8) -> u8 {
        crate::engine::state::next_seat(seat, self.players)
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
        self.phase = match round_bonus(self.round) {
            RoundBonus::Give(_) => Phase::RoundBonus { player: self.first },
            RoundBonus::Choice => Phase::RoundChoice { player: self.first },
            RoundBonus::None => {
                self.start_turn(log);
                return;
            }
        };
    }

    /// The next seat chooses its black ?, or the round's first turn starts.
    fn after_round_choice(&mut self, player: u8, log: &mut impl Log) {
        let next = self.next_seat(player);
        if next == self.first {
            self.start_turn(log);
        } else {
            self.phase = Phase::RoundChoice { player: next };
        }
    }

    fn start_turn(&mut self, log: &mut impl Log) {
        self.pool = DieSet::TWICE;
        self.platter = DieSet::default();
        self.on_fields = 0;
        self.rolls = 0;
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

    /// An elsewhere seat's turn as the dice lie after it.
    fn place_dice_layout(&mut self, layout: DiceLayout, log: &mut impl Log) {
        self.pool = DieSet::default();
        self.platter = DieSet::default();
        self.on_fields = 0;
        for &(die, value) in layout.fields().iter().take(3) {
            self.values[die.index() % 8] = value;
            self.fields[usize::from(self.on_fields)] = die;
            log.push(Event::ToField {
                die,
                field: self.on_fields,
            });
            self.on_fields += 1;
        }
        for &(die, value) in layout.platter() {
            self.values[die.index() % 8] = value;
            self.platter.insert(die);
            log.push(Event::ToPlatter { die });
        }
        self.phase = Phase::Passive {
            player: self.next_seat(self.active),
        };
    }

    /// Move past every step that holds no real choice (`settle_steps`),
    /// then work out the decision that is left.
    pub(super) fn settle(&mut self, log: &mut impl Log) {
        self.settle_steps(log);
        self.decision = self.work_out_decision();
    }

    /// Move past every step that holds no real choice: lost "?" bonuses and
    /// chain marks, round bonuses, return windows and +1 windows with
    /// nothing to do, passive picks with nothing that fits.
    fn settle_steps(&mut self, log: &mut impl Log) {
        loop {
            if let Some(waiting) = self.queue.front() {
                let player = self.queue.player;
                let sheet = &self.sheets[player as usize];
                match waiting {
                    Waiting::Question(area) if !sheet.can_question(area) => {
                        log.push(Event::BonusLost {
                            player,
                            bonus: Bonus::Question(area),
                        });
                    }
                    Waiting::SilverRow { die, value } if !sheet.can_enter(Area::Silver, value) => {
                        log.push(Event::SweptLost { player, die, value });
                    }
                    _ => return,
                }
                self.queue.pop();
                continue;
            }
            match self.phase {
                Phase::RoundBonus { player } => {
                    if let RoundBonus::Give(bonus) = round_bonus(self.round) {
                        if !self.is_elsewhere(player) {
                            self.award(player, bonus, log);
                        }
                    }
                    let next = self.next_seat(player);
                    if next == self.first {
                        self.start_turn(log);
                    } else {
                        self.phase = Phase::RoundBonus { player: next };
                    }
                }
                Phase::RoundChoice { player }
                    if self.is_elsewhere(player) || self.black_areas(player).next().is_none() =>
                {
                    self.after_round_choice(player, log)
                }
                Phase::BeforeRoll { reroll } => {
                    if self.can_return() {
                        self.phase = Phase::Return { reroll };
                    } else if self.pool.is_empty() {
                        self.rolls_over(log);
                    } else {
                        self.phase = Phase::Roll { reroll };
                    }
                }
                Phase::Passive { player } | Phase::PassivePlusOne { player }
                    if self.is_elsewhere(player) =>
                {
                    self.phase = Phase::PassivePlusOne { player };
                    self.finish(log)
                }
                Phase::ActivePlusOne if !self.can_plus_one(self.active) => self.finish(log),
                Phase::PassivePlusOne { player }
                    if !self.can_plus_one(player)
                        || (self.players == 1 && !self.variants.solo_passive_extra) =>
                {
                    self.finish(log)
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
