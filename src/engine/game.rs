//! A game: how it was set up (`Setup`), its state and every input so far
//! (`Game`: an action applied and recorded, a roll, undo as the replay of
//! all moves but the last), and its outcome as `clever replay` prints it
//! (`Summary`). The same game as one document, its record, is `record.rs`.

use super::calendar::is_date;
use super::dice::{roll_bag, DiceBag};
use super::link::{GameFingerprint, GameId, TurnLink};
use super::printed::{rating, Area, AreaKind, Rating};
use super::sheet::ActionTrack;
use super::sheet::Score;
use super::types::Due;
use super::MAX_PLAYERS;
use super::{Action, Decision, Event, NoLog, RuleError, Seat, SetupError, State, Variants};
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
}

impl Setup {
    pub fn solo(name: &str, seed: u64) -> Setup {
        Setup::named(&[name], seed)
    }

    /// The game at its start, before the first roll.
    pub fn start(&self) -> Result<State, SetupError> {
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
        State::seated(n as u8, self.first, self.variants, elsewhere)
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
        }
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

/// A game: its setup, its state and every input so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    state: State,
    moves: Vec<Action>,
    /// Hints used per seat (one count per player).
    pub(super) hints: Vec<u32>,
    /// By link: friends' turns that came before their place.
    pub(super) waiting: Vec<TurnLink>,
    /// By link: the scores the other seats sent (one per seat), each with
    /// the game as their device played it.
    pub(super) scores: Vec<Option<(Score, Option<GameFingerprint>)>>,
}

impl Game {
    /// A game set up by `setup`, no move made yet (`Game::new`, beside the
    /// record, says a refusal as the record's).
    pub(super) fn set_up(mut setup: Setup) -> Result<Game, SetupError> {
        let state = setup.start()?;
        setup.normalise();
        Ok(Game {
            hints: vec![0; setup.players.len()],
            waiting: Vec::new(),
            scores: vec![None; setup.players.len()],
            setup,
            state,
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
    pub fn state(&self) -> &State {
        &self.state
    }
    pub fn moves(&self) -> &[Action] {
        &self.moves
    }
    pub fn decision(&self) -> Decision {
        self.state.decision()
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        self.state.legal_actions()
    }

    /// Apply an action and record it; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let events = self.state.apply(action)?;
        self.moves.push(action);
        Ok(events)
    }

    /// Roll the dice the current decision asks for, from `bag` (one roll,
    /// recorded); refused when it is not time to roll.
    pub fn roll_from(&mut self, bag: &mut DiceBag) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        match self.state.roll_from(bag, &mut events) {
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
        while let Some(roll) = self.state.roll_from(bag, &mut events) {
            self.moves.push(Action::Roll(roll));
        }
        events
    }

    /// Apply a move being replayed, without its events; nothing changes if
    /// it is refused.
    pub(super) fn apply_replayed(&mut self, action: Action) -> Result<(), RuleError> {
        self.state.apply_with(action, &mut NoLog)?;
        self.moves.push(action);
        Ok(())
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
        let s = &self.state;
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
