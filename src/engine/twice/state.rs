//! The whole Twice as Clever game at one moment: a plain `Copy` value, and
//! what can be read from it (whose decision it is, the dice, the sheets,
//! the ranking). What is legal is in `legality`, what an action does in
//! `turn`: the same shape as the first game's `State`.

use super::sheet::{area_spots, spot_of_bit, TwiceScore, TwiceSheet};
use crate::engine::dice::{Die, DieSet, Place};
use crate::engine::printed::{rounds_for, Area};
use crate::engine::state::check_seats;
use crate::engine::types::{Decision, NoLog, SetupError, Variants};
use crate::engine::MAX_PLAYERS;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Phase {
    /// The round's bonus goes to `player` next (each seat in turn, so that
    /// a "?" it brings is used before the next seat's).
    RoundBonus {
        player: u8,
    },
    /// Round 4: `player` chooses the colour of the black ?.
    RoundChoice {
        player: u8,
    },
    /// Roll the pool (`reroll`: the dice just rolled, again).
    Roll {
        reroll: bool,
    },
    /// A roll is to come (after a choice, a forfeit, a declared re-roll or a
    /// return), once every waiting choice is made: the return window if a
    /// return can be used, else the roll (or, with nothing left to roll,
    /// the end of the rolls).
    BeforeRoll {
        reroll: bool,
    },
    /// Before that roll: return platter dice, or roll.
    Return {
        reroll: bool,
    },
    Pick,
    ActivePlusOne,
    Passive {
        player: u8,
    },
    PassivePlusOne {
        player: u8,
    },
    SoloRoll,
    /// A seat played elsewhere had its turn: where are the dice?
    DiceLayout,
    GameOver,
}

/// A choice waiting to be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Waiting {
    /// A "?" in this area.
    Question(Area),
    /// The row where a die swept by a silver choice marks its number.
    SilverRow { die: Die, value: u8 },
}

/// The choices waiting for one player, first earned first asked (the
/// platter chain's row choice goes before every "?").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Queue {
    pub(super) player: u8,
    items: [Waiting; 16],
    len: u8,
}

impl Queue {
    const EMPTY: Queue = Queue {
        player: 0,
        items: [Waiting::Question(Area::Silver); 16],
        len: 0,
    };

    pub(super) fn front(&self) -> Option<Waiting> {
        (self.len > 0).then(|| self.items[0])
    }
    pub(super) fn pop(&mut self) {
        if self.len > 0 {
            self.items.copy_within(1..usize::from(self.len), 0);
            self.len -= 1;
        }
    }
    pub(super) fn push(&mut self, player: u8, item: Waiting) {
        if usize::from(self.len) < self.items.len() {
            self.player = player;
            self.items[usize::from(self.len)] = item;
            self.len += 1;
        }
    }
    pub(super) fn push_front(&mut self, player: u8, item: Waiting) {
        if usize::from(self.len) < self.items.len() {
            self.player = player;
            self.items.copy_within(0..usize::from(self.len), 1);
            self.items[0] = item;
            self.len += 1;
        }
    }
}

/// The spots of each die's areas (`TwiceSheet::open_spots`' bits), by
/// `Die::index`: white any area, a coloured die its own.
const DIE_SPOTS: [u64; 8] = {
    let mut of = [0; 8];
    of[Die::Silver as usize] = area_spots(Area::Silver);
    of[Die::Yellow as usize] = area_spots(Area::Yellow);
    of[Die::Blue as usize] = area_spots(Area::Blue);
    of[Die::Green as usize] = area_spots(Area::Green);
    of[Die::Pink as usize] = area_spots(Area::Pink);
    of[Die::White as usize] = of[1] | of[2] | of[3] | of[6] | of[7];
    of
};

/// The whole Twice as Clever game at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TwiceState {
    pub(super) players: u8,
    pub(super) variants: Variants,
    pub(super) sheets: [TwiceSheet; MAX_PLAYERS],
    pub(super) rounds: u8,
    pub(super) round: u8,
    pub(super) first: u8,
    /// Turns finished in this round.
    pub(super) turn: u8,
    pub(super) active: u8,
    pub(super) phase: Phase,
    /// What each die shows, by `Die::index`.
    pub(super) values: [u8; 8],
    /// The dice to roll, or (at a pick) just rolled.
    pub(super) pool: DieSet,
    pub(super) platter: DieSet,
    /// The dice on the active player's fields, in field order.
    pub(super) fields: [Die; 3],
    pub(super) on_fields: u8,
    /// Rolls of this turn chosen from or given up (three at most).
    pub(super) rolls: u8,
    /// Dice each player has used for +1 this turn.
    pub(super) plus_used: [DieSet; MAX_PLAYERS],
    pub(super) queue: Queue,
    /// Seats played elsewhere, one bit per seat.
    pub(super) elsewhere: u8,
    /// `decision()`, worked out once a step (`settle` ends every step):
    /// it is asked for several times a step, and each time its match was
    /// a branch the processor could not foresee.
    pub(super) decision: Decision,
}

impl TwiceState {
    /// A new game for `players` players (1–4); `first` starts.
    pub fn new(players: u8, first: u8, variants: Variants) -> Result<TwiceState, SetupError> {
        TwiceState::seated(players, first, variants, 0)
    }

    /// A new game where the seats in `elsewhere` (one bit per seat) are
    /// played elsewhere; at least one seat must be played here.
    pub fn seated(
        players: u8,
        first: u8,
        variants: Variants,
        elsewhere: u8,
    ) -> Result<TwiceState, SetupError> {
        check_seats(players, first, elsewhere)?;
        let mut s = TwiceState {
            players,
            variants,
            sheets: [TwiceSheet::default(); MAX_PLAYERS],
            rounds: rounds_for(players as usize),
            round: 0,
            first,
            turn: 0,
            active: first,
            phase: Phase::GameOver,
            values: [1; 8],
            pool: DieSet::TWICE,
            platter: DieSet::default(),
            fields: [Die::White; 3],
            on_fields: 0,
            rolls: 0,
            plus_used: [DieSet::default(); MAX_PLAYERS],
            queue: Queue::EMPTY,
            elsewhere,
            decision: Decision::GameOver,
        };
        s.start_round(&mut NoLog);
        s.settle(&mut NoLog);
        Ok(s)
    }

    /// A sheet to arrange a position in tests.
    #[cfg(test)]
    pub(crate) fn sheet_mut(&mut self, player: u8) -> &mut TwiceSheet {
        &mut self.sheets[player as usize]
    }

    // ---- what the UI and bots read ----

    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn sheet(&self, player: u8) -> &TwiceSheet {
        &self.sheets[player as usize]
    }
    pub fn score(&self, player: u8) -> TwiceScore {
        self.sheets[player as usize].score()
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn rounds(&self) -> u8 {
        self.rounds
    }
    pub fn active(&self) -> u8 {
        self.active
    }
    pub fn first(&self) -> u8 {
        self.first
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    pub fn is_elsewhere(&self, player: u8) -> bool {
        self.elsewhere & (1 << player) != 0
    }
    pub fn value(&self, die: Die) -> u8 {
        self.values[die.index() % 8]
    }
    /// Dice used for +1 by this player in this turn.
    pub fn plus_used(&self, player: u8) -> DieSet {
        self.plus_used[player as usize]
    }
    /// Rolls of this turn chosen from or given up so far.
    pub fn rolls(&self) -> u8 {
        self.rolls
    }

    /// Where a die lies: in the cup (to be rolled), rolled, on a field or
    /// on the silver platter.
    pub fn place(&self, die: Die) -> Place {
        if self.platter.contains(die) {
            Place::Platter
        } else if let Some(i) = self.fields[..usize::from(self.on_fields)]
            .iter()
            .position(|&d| d == die)
        {
            Place::Field(i as u8)
        } else if self.phase == Phase::Pick {
            Place::Rolled
        } else {
            Place::Cup
        }
    }

    pub fn dice_at(&self, place: Place) -> DieSet {
        let mut set = DieSet::default();
        for die in Die::TWICE {
            if self.place(die) == place {
                set.insert(die);
            }
        }
        set
    }

    /// The dice on the active player's fields.
    pub(super) fn field_dice(&self) -> DieSet {
        let mut set = DieSet::default();
        for &d in &self.fields[..usize::from(self.on_fields)] {
            set.insert(d);
        }
        set
    }

    /// Whether this is the solo passive turn.
    pub fn is_solo_passive(&self) -> bool {
        self.players == 1
            && matches!(
                self.phase,
                Phase::SoloRoll | Phase::Passive { .. } | Phase::PassivePlusOne { .. }
            )
    }

    /// The number `die` enters `area` with: what it shows, except in blue,
    /// always the sum blue + white.
    pub fn entry_value(&self, die: Die, area: Area) -> u8 {
        if area == Area::Blue {
            self.value(Die::Blue) + self.value(Die::White)
        } else {
            self.value(die)
        }
    }

    /// The areas `die` may be entered in (white: any, as that colour).
    pub fn areas_of(die: Die) -> &'static [Area] {
        match die {
            Die::White => &Area::TWICE,
            Die::Yellow => &[Area::Yellow],
            Die::Blue => &[Area::Blue],
            Die::Green => &[Area::Green],
            Die::Pink => &[Area::Pink],
            Die::Silver => &[Area::Silver],
            Die::Orange | Die::Purple => &[],
        }
    }

    /// Every spot where `player` may enter `die` as it shows now, as the
    /// bits of `TwiceSheet::open_spots`: all the sheet's spots for the
    /// value, kept to the die's areas (a table, not a match on the die).
    #[inline]
    pub(super) fn die_spots(&self, player: u8, die: Die) -> u64 {
        let sum = self.value(Die::Blue) + self.value(Die::White);
        let sheet = &self.sheets[player as usize];
        sheet.open_spots(self.value(die), sum) & DIE_SPOTS[die.index() % 8]
    }

    /// Every spot where `player` may enter `die` as it shows now, area by
    /// area in `areas_of` order.
    #[inline]
    pub fn each_spot(&self, player: u8, die: Die, mut f: impl FnMut(crate::engine::Spot)) {
        let next = self.sheets[player as usize].next_slots();
        let mut spots = self.die_spots(player, die);
        while spots != 0 {
            f(spot_of_bit(spots.trailing_zeros(), &next));
            spots &= spots - 1;
        }
    }

    pub fn can_enter(&self, player: u8, die: Die) -> bool {
        self.die_spots(player, die) != 0
    }

    /// Whether `each_spot(player, die)` lists `spot`.
    #[inline]
    pub(super) fn fits_at(&self, player: u8, die: Die, spot: crate::engine::Spot) -> bool {
        self.die_spots(player, die) & self.sheets[player as usize].spot_bit(spot) != 0
    }

    pub(super) fn any_enterable(&self, player: u8, dice: DieSet) -> bool {
        dice.iter().any(|d| self.can_enter(player, d))
    }

    /// The dice a passive player may take now: the platter, or if nothing
    /// there fits, the active player's dice fields (solo: the three dice
    /// that did not go to the platter).
    pub fn passive_choices(&self, player: u8) -> DieSet {
        if self.any_enterable(player, self.platter) {
            return self.platter;
        }
        let fields = self.field_dice();
        if self.any_enterable(player, fields) {
            return fields;
        }
        DieSet::default()
    }

    /// Whether the active player may return a die now: a return action
    /// left, and a die on the platter.
    pub(super) fn can_return(&self) -> bool {
        // `&`, not `&&`: both are cheap, and one branch is fewer to foresee.
        (self.sheets[self.active as usize].returns.available() > 0) & !self.platter.is_empty()
    }

    pub(super) fn plus_one_dice(&self, player: u8) -> DieSet {
        DieSet(DieSet::TWICE.0 & !self.plus_used[player as usize].0)
    }

    pub(super) fn can_plus_one(&self, player: u8) -> bool {
        self.sheets[player as usize].plus_ones.available() > 0
            && self.any_enterable(player, self.plus_one_dice(player))
    }

    /// The colours the black ? may name: those whose area can take a mark.
    pub(super) fn black_areas(&self, player: u8) -> impl Iterator<Item = Area> + '_ {
        let sheet = &self.sheets[player as usize];
        Area::TWICE.into_iter().filter(|&a| sheet.can_question(a))
    }

    /// Whose decision it is and of what kind.
    #[inline]
    pub fn decision(&self) -> Decision {
        self.decision
    }

    /// `decision()` worked out from the phase and the choices waiting.
    pub(super) fn work_out_decision(&self) -> Decision {
        if let Some(waiting) = self.queue.front() {
            let player = self.queue.player;
            return match waiting {
                Waiting::Question(area) => Decision::Question { player, area },
                Waiting::SilverRow { die, value } => Decision::SilverRow { player, die, value },
            };
        }
        match self.phase {
            Phase::RoundChoice { player } => Decision::RoundChoice { player },
            Phase::Roll { reroll } => Decision::Roll {
                player: self.active,
                dice: self.pool,
                reroll,
                solo_passive: false,
            },
            Phase::Return { .. } => Decision::Return {
                player: self.active,
            },
            Phase::SoloRoll => Decision::Roll {
                player: 0,
                dice: DieSet::TWICE,
                reroll: false,
                solo_passive: true,
            },
            Phase::Pick => Decision::Pick {
                player: self.active,
                roll: self.rolls + 1,
            },
            Phase::ActivePlusOne => Decision::PlusOne {
                player: self.active,
            },
            Phase::Passive { player } => Decision::Passive { player },
            Phase::PassivePlusOne { player } => Decision::PlusOne { player },
            Phase::DiceLayout => Decision::DiceLayout {
                player: self.active,
            },
            // Settled before any decision is asked.
            Phase::RoundBonus { .. } | Phase::BeforeRoll { .. } | Phase::GameOver => {
                Decision::GameOver
            }
        }
    }

    /// Every seat with its place (1 = first), best first: by total, then by
    /// the highest single area score; players equal on both share a place.
    pub fn ranking(&self) -> Vec<(u8, u8)> {
        let key = |p: u8| {
            let s = self.score(p);
            (s.total, s.best_area())
        };
        let mut seats: Vec<u8> = (0..self.players).collect();
        crate::order::sort_by(&mut seats, |&p, &q| key(p) > key(q));
        let mut out: Vec<(u8, u8)> = Vec::with_capacity(seats.len());
        for (i, &p) in seats.iter().enumerate() {
            let place = match out.last() {
                Some(&(q, place)) if key(q) == key(p) => place,
                _ => i as u8 + 1,
            };
            out.push((p, place));
        }
        out
    }

    /// The winners: the seats in first place.
    pub fn winners(&self) -> Vec<u8> {
        self.ranking()
            .into_iter()
            .filter(|&(_, place)| place == 1)
            .map(|(p, _)| p)
            .collect()
    }
}
