//! A game: how it was set up (`Setup`), its state and every input so far
//! (`Game`: an action applied and recorded, a roll, undo as the replay of
//! all moves but the last), and its outcome as `clever replay` prints it
//! (`Summary`). The same game as one document, its record, is `record.rs`.

use super::calendar::is_date;
use super::dice::{roll_bag, DiceBag};
use super::link::{GameFingerprint, GameId, SeatScore, TurnLink};
use super::printed::{rating, Area, AreaKind, Bonus, Rating};
use super::sheet::ActionTrack;
use super::sheet::Score;
#[cfg(feature = "twice")]
use super::twice::TwiceState;
use super::types::Due;
use super::MAX_PLAYERS;
use super::{
    Action, Die, DieSet, Edition, Event, NoLog, Place, RuleError, Seat, SetupError, State, Variants,
};
use super::{Decision, Log};
use serde::{Deserialize, Serialize};

/// How a game was set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Player names in seat order (1–4).
    pub players: Vec<String>,
    /// The seat of the starting player.
    #[serde(default)]
    pub first: u8,
    /// The seed live dice were drawn from (the record holds the values anyway).
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub variants: Variants,
    /// Who plays each seat. Empty when every seat is a person (so records
    /// without computers stay as they were); else one per player. A `Game`
    /// keeps it so: use `seat(i)`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<Seat>,
    /// The daily challenge's date (`YYYY-MM-DD`) when the game is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
    /// The dice are the players' own, their values entered by hand (the
    /// record is the same; statistics tell such games apart).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub own_dice: bool,
    /// Played with friends far apart, by link: the game's id. The seat
    /// played here is the one person; every other seat is elsewhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_link: Option<GameId>,
    /// Which game of the series: written only for the sequel, so that a
    /// record without it is, as ever, Ganz Schön Clever.
    #[serde(default, skip_serializing_if = "Edition::is_clever")]
    pub game: Edition,
}

impl Setup {
    pub fn solo(name: &str, seed: u64) -> Setup {
        Setup::named(&[name], seed)
    }

    /// The first game at its start, before the first roll (a setup of the
    /// sequel is refused: `Game::new` starts either).
    pub fn start(&self) -> Result<State, SetupError> {
        let (players, first, variants, elsewhere) = self.seating()?;
        if self.game != Edition::Clever {
            return Err(SetupError::Game(self.game));
        }
        State::seated(players, first, variants, elsewhere)
    }

    /// The game this setup names, at its start.
    fn start_play(&self) -> Result<Play, SetupError> {
        let (players, first, variants, elsewhere) = self.seating()?;
        Ok(match self.game {
            #[cfg(not(feature = "only-twice"))]
            Edition::Clever => Play::Clever(State::seated(players, first, variants, elsewhere)?),
            // The sequel's app alone: the page's other app plays the first game.
            #[cfg(feature = "only-twice")]
            Edition::Clever => return Err(SetupError::Game(self.game)),
            #[cfg(feature = "twice")]
            Edition::Twice => Play::Twice(TwiceState::seated(players, first, variants, elsewhere)?),
            // A build of the first game only (the app's, issue 44).
            #[cfg(not(feature = "twice"))]
            Edition::Twice => return Err(SetupError::Game(self.game)),
        })
    }

    /// Whether this setup is one a game starts from (its seats, its day),
    /// whichever game it names and whether this build plays it: what an
    /// archived game's summary needs.
    pub fn check(&self) -> Result<(), SetupError> {
        let (players, first, _, elsewhere) = self.seating()?;
        super::state::check_seats(players, first, elsewhere)
    }

    /// The seats as the state takes them, checked: how many, who starts,
    /// the house rules and the seats played elsewhere.
    fn seating(&self) -> Result<(u8, u8, Variants, u8), SetupError> {
        let n = self.players.len();
        if !(1..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::Players(n));
        }
        if !self.seats.is_empty() && self.seats.len() != n {
            return Err(SetupError::Seats {
                seats: self.seats.len(),
                players: n,
            });
        }
        if let Some(date) = &self.daily {
            if !is_date(date) {
                return Err(SetupError::Daily(date.clone()));
            }
        }
        let elsewhere = (0..n)
            .filter(|&i| self.seat(i) == Seat::Elsewhere)
            .fold(0u8, |bits, i| bits | 1 << i);
        // By link: one person here, every other seat elsewhere.
        let people = (0..n).filter(|&i| self.seat(i) == Seat::Person).count();
        if self.by_link.is_some()
            && (n < 2 || people != 1 || elsewhere.count_ones() as usize != n - 1)
        {
            return Err(SetupError::ByLink);
        }
        Ok((n as u8, self.first, self.variants, elsewhere))
    }

    pub fn named(names: &[&str], seed: u64) -> Setup {
        Setup {
            players: names.iter().map(|n| n.to_string()).collect(),
            first: 0,
            seed,
            variants: Variants::default(),
            seats: Vec::new(),
            daily: None,
            own_dice: false,
            by_link: None,
            game: Edition::Clever,
        }
    }

    /// The same setup, for `game`.
    pub fn of_game(mut self, game: Edition) -> Setup {
        self.game = game;
        self
    }

    /// The seats of a game kept on one player's device: `me` a person,
    /// every other seat played elsewhere.
    pub fn one_seat_here(players: usize, me: usize) -> Vec<Seat> {
        (0..players)
            .map(|i| {
                if i == me {
                    Seat::Person
                } else {
                    Seat::Elsewhere
                }
            })
            .collect()
    }

    /// Who plays seat `i` (a person unless `seats` says otherwise).
    pub fn seat(&self, i: usize) -> Seat {
        self.seats.get(i).copied().unwrap_or(Seat::Person)
    }

    /// `seats` as a `Game` keeps it: empty when every seat is a person.
    fn normalise(&mut self) {
        if self.seats.iter().all(|&s| s == Seat::Person) {
            self.seats.clear();
        }
    }
}

/// A solo game's rating, in the bands of its game's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoloRating {
    Clever(Rating),
    #[cfg(feature = "twice")]
    Twice(super::twice::TwiceRating),
}

/// Whichever game is played, at one moment: the first game's `State` or
/// the sequel's. What both say the same way is asked here, so a view or a
/// bot need not know which game it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    // The sequel's app leaves the first game out (its own app plays it).
    #[cfg(not(feature = "only-twice"))]
    Clever(State),
    #[cfg(feature = "twice")]
    Twice(TwiceState),
}

impl Play {
    /// Which game of the series this is.
    pub fn edition(&self) -> Edition {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(_) => Edition::Clever,
            #[cfg(feature = "twice")]
            Play::Twice(_) => Edition::Twice,
        }
    }
    /// The first game's state, if this is the first game.
    pub fn clever(&self) -> Option<&State> {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(state) => Some(state),
            #[cfg(feature = "twice")]
            Play::Twice(_) => None,
        }
    }
    /// The sequel's state, if this is Twice as Clever.
    #[cfg(feature = "twice")]
    pub fn twice(&self) -> Option<&TwiceState> {
        match self {
            Play::Twice(state) => Some(state),
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(_) => None,
        }
    }
    /// Every seat with its place (1 = first), best first: by total, then
    /// by the highest single area; seats equal on both share a place.
    pub fn ranking(&self) -> Vec<(u8, u8)> {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.ranking(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.ranking(),
        }
    }
    /// A solo game's rating, once it is over.
    pub fn solo_rating(&self) -> Option<SoloRating> {
        if !self.is_over() || self.players() != 1 {
            return None;
        }
        Some(match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => SoloRating::Clever(rating(s.score(0).total)),
            #[cfg(feature = "twice")]
            Play::Twice(s) => SoloRating::Twice(super::twice::rating(s.score(0).total)),
        })
    }
    pub fn decision(&self) -> Decision {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.decision(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.decision(),
        }
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.legal_actions(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.legal_actions(),
        }
    }
    /// Whether `action` is allowed now, and if not why (what `apply` says).
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.check(action),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.check(action),
        }
    }
    pub fn players(&self) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.players(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.players(),
        }
    }
    pub fn is_over(&self) -> bool {
        self.decision() == Decision::GameOver
    }
    pub fn round(&self) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.round(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.round(),
        }
    }
    /// How many rounds the game has.
    pub fn rounds(&self) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.rounds(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.rounds(),
        }
    }
    pub fn active(&self) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.active(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.active(),
        }
    }
    /// What a die shows (a die of the other game: 0).
    pub fn value(&self, die: Die) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(_) if !Die::ALL.contains(&die) => 0,
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.value(die),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.value(die),
        }
    }
    /// Where a die lies (a die of the other game: in the cup).
    pub fn place(&self, die: Die) -> Place {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(_) if !Die::ALL.contains(&die) => Place::Cup,
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.place(die),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.place(die),
        }
    }
    /// Seat `player`'s total so far (signed: the sequel's can be negative).
    pub fn total(&self, player: u8) -> i32 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => i32::from(s.score(player).total),
            #[cfg(feature = "twice")]
            Play::Twice(s) => i32::from(s.score(player).total),
        }
    }
    /// Whether seat `player` is played elsewhere.
    pub fn is_elsewhere(&self, player: u8) -> bool {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.is_elsewhere(player),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.is_elsewhere(player),
        }
    }
    /// The dice seat `player` has spent a +1 action on this turn.
    pub fn plus_used(&self, player: u8) -> DieSet {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.plus_used(player),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.plus_used(player),
        }
    }
    /// The dice lying at `place`.
    pub fn dice_at(&self, place: Place) -> DieSet {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.dice_at(place),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.dice_at(place),
        }
    }
    /// The number `die` writes in `area` (blue in the first game: blue +
    /// white).
    pub fn entry_value(&self, die: Die, area: Area) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.entry_value(die, area),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.entry_value(die, area),
        }
    }
    /// How many of an action (re-roll, +1, the sequel's return) seat
    /// `player` has left to spend.
    pub fn actions_left(&self, player: u8, action: Bonus) -> u8 {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => match action {
                Bonus::Reroll => s.sheet(player).rerolls.available(),
                Bonus::PlusOne => s.sheet(player).plus_ones.available(),
                _ => 0,
            },
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.sheet(player).bar(action).map_or(0, |b| b.available()),
        }
    }
    /// Why `die` cannot be used now, or `None` if a legal action uses it.
    pub fn why_not_die(&self, die: Die) -> Option<RuleError> {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.why_not_die(die),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.why_not_die(die),
        }
    }
    /// The solo game's passive turn is on.
    pub fn is_solo_passive(&self) -> bool {
        match self {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.is_solo_passive(),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.is_solo_passive(),
        }
    }
}

/// A game: its setup, its state and every input so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    play: Play,
    moves: Vec<Action>,
    /// Hints used per seat (one count per player).
    pub(super) hints: Vec<u32>,
    /// By link: friends' turns that came before their place.
    pub(super) waiting: Vec<TurnLink>,
    /// By link: the scores the other seats sent (one per seat), each with
    /// the game as their device played it.
    pub(super) scores: Vec<Option<(SeatScore, Option<GameFingerprint>)>>,
}

impl Game {
    /// A game set up by `setup`, no move made yet (`Game::new`, beside the
    /// record, says a refusal as the record's).
    pub(super) fn set_up(mut setup: Setup) -> Result<Game, SetupError> {
        let play = setup.start_play()?;
        setup.normalise();
        Ok(Game {
            hints: vec![0; setup.players.len()],
            waiting: Vec::new(),
            scores: vec![None; setup.players.len()],
            setup,
            play,
            moves: Vec::new(),
        })
    }

    /// How many hints `seat` has asked for.
    pub fn hints_used(&self, seat: u8) -> u32 {
        self.hints.get(seat as usize).copied().unwrap_or(0)
    }

    /// Hints used per seat (one count per player).
    pub(super) fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// Count a hint for `seat` (it stays counted through undo).
    pub fn count_hint(&mut self, seat: u8) {
        if let Some(h) = self.hints.get_mut(seat as usize) {
            *h += 1;
        }
    }

    /// The dice for the next roll, as the app draws live dice: from the
    /// seed and the number of rolls so far (`roll_bag`).
    pub fn next_roll_bag(&self) -> DiceBag {
        let rolls = self
            .moves
            .iter()
            .filter(|a| matches!(a, Action::Roll(_)))
            .count();
        roll_bag(self.setup.seed, rolls as u64)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Which game of the series this is (the state's: in a build without
    /// the sequel, always the first game, which the compiler knows).
    pub fn edition(&self) -> Edition {
        self.play.edition()
    }

    /// The game at this moment, whichever game it is.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The first game's state. A game of the sequel has none: ask
    /// `edition()` first, or read `play()` (the first game's bots, hints
    /// and archive play only the first game, and refuse the sequel's
    /// records before they hold one).
    pub fn state(&self) -> &State {
        match &self.play {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(state) => state,
            #[cfg(feature = "twice")]
            Play::Twice(_) => panic!("the first game's state asked of a Twice as Clever game"),
        }
    }

    /// The sequel's state, if this game is Twice as Clever.
    #[cfg(feature = "twice")]
    pub fn twice(&self) -> Option<&TwiceState> {
        self.play.twice()
    }

    pub fn moves(&self) -> &[Action] {
        &self.moves
    }
    pub fn decision(&self) -> Decision {
        self.play.decision()
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        self.play.legal_actions()
    }
    /// Whether `action` is allowed now, and if not why (what `apply` says).
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.play.check(action)
    }

    // ---- what either game's state says, the same way ----

    pub fn players(&self) -> u8 {
        self.setup.players.len() as u8
    }
    pub fn is_over(&self) -> bool {
        self.play.is_over()
    }
    pub fn round(&self) -> u8 {
        self.play.round()
    }
    pub fn active(&self) -> u8 {
        self.play.active()
    }
    /// What a die shows (a die of the other game: 0).
    pub fn value(&self, die: Die) -> u8 {
        self.play.value(die)
    }
    pub fn place(&self, die: Die) -> Place {
        self.play.place(die)
    }
    /// Each seat's total so far (signed: the sequel's can be negative).
    pub fn totals(&self) -> Vec<i32> {
        (0..self.players()).map(|p| self.play.total(p)).collect()
    }
    /// Whether seat `player` is played elsewhere.
    pub fn is_elsewhere(&self, player: u8) -> bool {
        self.play.is_elsewhere(player)
    }

    /// Apply an action and record it; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_to(action, &mut events)?;
        Ok(events)
    }

    /// `apply` with the events sent to `log`.
    fn apply_to(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError> {
        match &mut self.play {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.apply_with(action, log)?,
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.apply_with(action, log)?,
        }
        self.moves.push(action);
        Ok(())
    }

    /// Roll the dice the current decision asks for, from `bag` (one roll,
    /// recorded); refused when it is not time to roll.
    pub fn roll_from(&mut self, bag: &mut DiceBag) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        let roll = match &mut self.play {
            #[cfg(not(feature = "only-twice"))]
            Play::Clever(s) => s.roll_from(bag, &mut events),
            #[cfg(feature = "twice")]
            Play::Twice(s) => s.roll_from(bag, &mut events),
        };
        match roll {
            Some(roll) => {
                self.moves.push(Action::Roll(roll));
                Ok(events)
            }
            None => Err(RuleError::NotNow {
                expected: Due::NoRoll,
            }),
        }
    }

    /// Roll from `bag` (each roll recorded) until a player has to decide or
    /// the game is over; returns what happened (nothing if no roll was due).
    pub fn play_until_decision(&mut self, bag: &mut DiceBag) -> Vec<Event> {
        let mut events = Vec::new();
        while let Ok(more) = self.roll_from(bag) {
            events.extend(more);
        }
        events
    }

    /// Apply a move being replayed, without its events; nothing changes if
    /// it is refused.
    pub(super) fn apply_replayed(&mut self, action: Action) -> Result<(), RuleError> {
        self.apply_to(action, &mut NoLog)
    }
}

/// A player's marks and score, as `clever replay` prints them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerSummary {
    pub name: String,
    /// Crossed yellow and blue cells as [row, column] (1-based), printed
    /// cells excluded; the numbers written in green, orange and purple.
    pub marks: Marks,
    pub rerolls: ActionTrack,
    pub plus_ones: ActionTrack,
    pub score: Score,
    /// The seat is played elsewhere: its sheet is not in this game, so its
    /// (empty) marks and score say nothing. Written only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub elsewhere: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Marks {
    pub yellow: Vec<[u8; 2]>,
    pub blue: Vec<[u8; 2]>,
    pub green: Vec<u8>,
    pub orange: Vec<u8>,
    pub purple: Vec<u8>,
}

/// The whole game's outcome so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub over: bool,
    pub round: u8,
    pub rounds: u8,
    pub players: Vec<PlayerSummary>,
    /// Names of the winner(s) (a shared victory lists several), once the
    /// game is over; none when a seat is played elsewhere (its total is
    /// not known here).
    pub winners: Vec<String>,
    /// Once the game is over: names best first with their places (equal
    /// totals and equal best areas share a place); none when a seat is
    /// played elsewhere.
    pub ranking: Vec<(String, u8)>,
    /// Solo only: the rating of the total.
    pub rating: Option<Rating>,
    /// Played with the players' own dice (`Setup::own_dice`). Written only
    /// when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub own_dice: bool,
}

impl Game {
    pub fn summary(&self) -> Summary {
        let s = self.state();
        let players = (0..s.players())
            .map(|p| {
                let sheet = s.sheet(p);
                let grid = |area: Area| -> Vec<[u8; 2]> {
                    match area.kind() {
                        AreaKind::Grid(t) => (0..(t.rows * 4) as u8)
                            .filter(|&c| t.value(c).is_some() && sheet.grid(area) & (1 << c) != 0)
                            .map(|c| [c / 4 + 1, c % 4 + 1])
                            .collect(),
                        AreaKind::Track(_) => Vec::new(),
                    }
                };
                PlayerSummary {
                    name: self.setup.players[p as usize].clone(),
                    marks: Marks {
                        yellow: grid(Area::Yellow),
                        blue: grid(Area::Blue),
                        green: sheet.green.written().to_vec(),
                        orange: sheet.orange.written().to_vec(),
                        purple: sheet.purple.written().to_vec(),
                    },
                    rerolls: sheet.rerolls,
                    plus_ones: sheet.plus_ones,
                    score: sheet.score(),
                    elsewhere: s.is_elsewhere(p),
                }
            })
            .collect();
        let over = s.is_over();
        // With a seat played elsewhere nobody here knows who won.
        let ranked = over && !(0..s.players()).any(|p| s.is_elsewhere(p));
        Summary {
            over,
            round: s.round(),
            rounds: s.rounds(),
            players,
            winners: if ranked {
                s.winners()
                    .into_iter()
                    .map(|p| self.setup.players[p as usize].clone())
                    .collect()
            } else {
                Vec::new()
            },
            ranking: if ranked {
                s.ranking()
                    .into_iter()
                    .map(|(p, place)| (self.setup.players[p as usize].clone(), place))
                    .collect()
            } else {
                Vec::new()
            },
            rating: (over && s.players() == 1).then(|| rating(s.score(0).total)),
            own_dice: self.setup.own_dice,
        }
    }
}
