//! Seats played elsewhere ("only my sheet"): a player at the table whose
//! sheet is on their own phone or paper. This game holds the other seats'
//! sheets; such a seat's whole active turn is one input, the `DiceLayout`: where
//! the six dice ended up. Its sheet stays empty: it never picks, never uses
//! +1 actions, never chooses the round-4 bonus, never earns anything.

use super::dice::{DiceLayout, Place};
use super::game::{Game, Setup};
use super::state::{Phase, State};
use super::types::{Action, Decision, Event, Log};

impl State {
    /// Whether `player`'s seat is played elsewhere (their sheet is not in
    /// this game).
    pub fn is_elsewhere(&self, player: u8) -> bool {
        self.elsewhere & (1 << player) != 0
    }

    /// An elsewhere seat's turn as the dice lie after it: the players see
    /// them there, and the passive players pick from the platter.
    pub(super) fn place_dice_layout(&mut self, layout: DiceLayout, log: &mut impl Log) {
        for (field, &(die, value)) in layout.fields().iter().enumerate() {
            self.values[die.index()] = value;
            self.places.put(die, Place::Field(field as u8));
            log.push(Event::ToField {
                die,
                field: field as u8,
            });
        }
        for &(die, value) in layout.platter() {
            self.values[die.index()] = value;
            self.places.put(die, Place::Platter);
            log.push(Event::ToPlatter { die });
        }
        self.fields = layout.fields().len() as u8;
        // A game with a seat played elsewhere has two seats or more.
        self.phase = Phase::Passive {
            player: self.next_seat(self.active),
        };
    }
}

impl Game {
    /// This game as the record of seat `me`'s sheet alone, every other
    /// seat played elsewhere: their active turns become the dice layout at the end
    /// of their active part (their fields and the platter); `me`'s moves are
    /// copied. `None` when `me` is no seat or a move does not replay so.
    pub fn only_sheet_of(&self, me: u8) -> Option<Game> {
        let mut setup: Setup = self.setup().clone();
        let n = setup.players.len();
        if me as usize >= n {
            return None;
        }
        setup.seats = Setup::one_seat_here(n, me as usize);
        let mut mine = Game::new(setup).ok()?;
        let mut whole = Game::new(self.setup().clone()).ok()?;
        // The events of an elsewhere seat's active part so far.
        let mut part: Vec<Event> = Vec::new();
        for &action in self.moves() {
            let before = whole.decision();
            let active = whole.active();
            let events = whole.apply(action).ok()?;
            if before.player() == Some(me) {
                mine.apply(action).ok()?;
                continue;
            }
            if active == me {
                continue;
            }
            part.extend_from_slice(&events);
            if let Some(layout) = DiceLayout::from_events(&part, |d| whole.value(d)) {
                if mine.decision() != (Decision::DiceLayout { player: active }) {
                    return None;
                }
                mine.apply(Action::DiceLayout(layout)).ok()?;
                part.clear();
            }
        }
        Some(mine)
    }
}
