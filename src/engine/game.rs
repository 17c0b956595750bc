//! The game as a state machine: whose decision it is, what is legal, and
//! what an action does (RULES.md §3–§8). A `State` is a plain value; `apply`
//! either changes it and says what happened, or leaves it untouched and says
//! why not.

use super::dice::{Die, DieSet, Place, Roll};
use super::sheet::{Refusal, Score, Sheet, Spot};
use super::tables::{round_bonus, rounds_for, Area, AreaKind, Bonus, RoundBonus, RoundChoice};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MAX_PLAYERS: usize = 4;

/// House-rule switches (RULES.md §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Variants {
    /// Solo: the passive turn may use +1 actions (English rulebook).
    pub solo_passive_extra: bool,
}

impl Default for Variants {
    fn default() -> Self {
        Variants {
            solo_passive_extra: true,
        }
    }
}

/// Everything a player can decide, and the dice that enter the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The values of the dice that the current roll decision names.
    Roll(Roll),
    /// Spend a reroll action: all the dice just rolled are rolled again.
    Reroll,
    /// Take a die and enter it at `spot`. `None` only when no rolled die can
    /// be entered (the die still goes to a dice field).
    Take { die: Die, spot: Option<Spot> },
    /// Spend a +1 action on a die.
    PlusOne { die: Die, spot: Spot },
    /// End this part of the turn without (more) +1 actions.
    Finish,
    /// Where a free X goes.
    Cross(Spot),
    /// The round-4 bonus.
    Choose(RoundChoice),
}

/// Whose decision it is and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Decision {
    /// Dice are needed: `Action::Roll` with values for exactly `dice`.
    Roll {
        player: u8,
        dice: DieSetNames,
        reroll: bool,
        solo_passive: bool,
    },
    /// The active player takes one of the rolled dice, or rerolls.
    Choose {
        player: u8,
        roll: u8,
    },
    /// A passive player takes a die from the platter (or falls back).
    Passive {
        player: u8,
    },
    /// Use a +1 action, or finish.
    PlusOne {
        player: u8,
    },
    /// Choose the cell of a free X in `area`.
    Cross {
        player: u8,
        area: Area,
    },
    /// Round 4: black X or black 6.
    RoundChoice {
        player: u8,
    },
    GameOver,
}

/// A die set that serializes as the dice's names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DieSetNames(pub DieSet);

impl Serialize for DieSetNames {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter())
    }
}

impl Decision {
    pub fn player(&self) -> Option<u8> {
        match *self {
            Decision::Roll { player, .. }
            | Decision::Choose { player, .. }
            | Decision::Passive { player }
            | Decision::PlusOne { player }
            | Decision::Cross { player, .. }
            | Decision::RoundChoice { player } => Some(player),
            Decision::GameOver => None,
        }
    }
}

/// What happened, step by step (the UI animates and logs these).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    RoundStarted {
        round: u8,
    },
    TurnStarted {
        player: u8,
    },
    Rolled {
        player: u8,
        roll: Roll,
    },
    RerollUsed {
        player: u8,
    },
    /// A die was placed on a dice field (by the active player).
    ToField {
        die: Die,
        field: u8,
    },
    ToPlatter {
        die: Die,
    },
    Took {
        player: u8,
        die: Die,
        value: u8,
    },
    PlusOneUsed {
        player: u8,
        die: Die,
        value: u8,
    },
    /// A cell was crossed or written (`written` is the number on the sheet).
    Marked {
        player: u8,
        spot: Spot,
        written: u8,
    },
    BonusEarned {
        player: u8,
        bonus: Bonus,
    },
    BonusLost {
        player: u8,
        bonus: Bonus,
    },
    RoundChosen {
        player: u8,
        choice: RoundChoice,
    },
    /// A player could enter no die this time.
    NothingToEnter {
        player: u8,
    },
    GameOver,
}

/// An action the rules do not allow now, and why, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The action is of the wrong kind for the decision at hand.
    NotNow {
        expected: &'static str,
    },
    BadRoll(String),
    NoReroll,
    NoPlusOne,
    DieNotHere {
        die: Die,
        needed: &'static str,
    },
    MustEnter,
    MustTakeFromPlatter,
    /// The die fits nowhere on the player's sheet (`value`: blue + white for blue).
    NoEntry {
        die: Die,
        value: u8,
    },
    WrongArea {
        die: Die,
        area: Area,
    },
    Refused(Refusal),
    DieUsedForPlusOne(Die),
    CrossElsewhere {
        area: Area,
    },
    GameOver,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotNow { expected } => write!(f, "not now: {expected}"),
            RuleError::BadRoll(why) => write!(f, "that roll is not possible: {why}"),
            RuleError::NoReroll => f.write_str("you have no reroll action left"),
            RuleError::NoPlusOne => f.write_str("you have no +1 action left"),
            RuleError::DieNotHere { die, needed } => {
                write!(f, "the {die} die is not {needed}")
            }
            RuleError::MustEnter => f.write_str(
                "a die of this roll can be entered, so you must choose one and enter it",
            ),
            RuleError::MustTakeFromPlatter => f.write_str(
                "a die on the silver platter can be entered, so you must take one from the platter",
            ),
            RuleError::NoEntry {
                die: Die::Blue,
                value,
            } => write!(
                f,
                "the blue die (blue + white = {value}) fits nowhere on your sheet now"
            ),
            RuleError::NoEntry { die, value } => {
                write!(f, "the {die} die ({value}) fits nowhere on your sheet now")
            }
            RuleError::WrongArea { die, area } => {
                write!(f, "the {die} die cannot go to {area}")
            }
            RuleError::Refused(r) => write!(f, "{r}"),
            RuleError::DieUsedForPlusOne(d) => {
                write!(f, "you already used the {d} die for a +1 this turn")
            }
            RuleError::CrossElsewhere { area } => write!(f, "the free X goes in {area}"),
            RuleError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for RuleError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    RoundChoice {
        player: u8,
    },
    /// Roll the dice in the cup (`reroll`: roll the rolled ones again).
    Roll {
        reroll: bool,
    },
    Choose,
    ActivePlusOne,
    Passive {
        player: u8,
    },
    PassivePlusOne {
        player: u8,
    },
    SoloRoll,
    GameOver,
}

/// Free X choices waiting, first earned first asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Pending {
    player: u8,
    areas: [Area; 16],
    head: u8,
    len: u8,
}

impl Pending {
    fn front(&self) -> Option<Area> {
        (self.head < self.len).then(|| self.areas[self.head as usize])
    }
    fn pop(&mut self) {
        self.head += 1;
        if self.head == self.len {
            self.head = 0;
            self.len = 0;
        }
    }
    fn push(&mut self, player: u8, area: Area) {
        if (self.len as usize) < self.areas.len() {
            self.player = player;
            self.areas[self.len as usize] = area;
            self.len += 1;
        }
    }
}

/// Where events go: a list, or nowhere (bots and replays need no log).
pub trait Log {
    fn push(&mut self, event: Event);
}

impl Log for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event)
    }
}

/// A log that keeps nothing.
pub struct NoLog;
impl Log for NoLog {
    fn push(&mut self, _: Event) {}
}

/// The whole game at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    players: u8,
    variants: Variants,
    sheets: [Sheet; MAX_PLAYERS],
    rounds: u8,
    round: u8,
    first: u8,
    /// Turns finished in this round.
    turn: u8,
    active: u8,
    phase: Phase,
    values: [u8; 6],
    places: [Place; 6],
    /// Dice on the active player's fields.
    fields: u8,
    /// Dice each player has used for +1 this turn.
    plus_used: [DieSet; MAX_PLAYERS],
    pending: Pending,
}

impl State {
    /// A new game for `players` players (1–4); `first` starts.
    pub fn new(players: u8, first: u8, variants: Variants) -> Result<State, String> {
        if !(1..=MAX_PLAYERS as u8).contains(&players) {
            return Err(format!("a game has 1 to 4 players, not {players}"));
        }
        if first >= players {
            return Err(format!(
                "the first player must be one of the {players} players"
            ));
        }
        let mut s = State {
            players,
            variants,
            sheets: [Sheet::default(); MAX_PLAYERS],
            rounds: rounds_for(players as usize),
            round: 0,
            first,
            turn: 0,
            active: first,
            phase: Phase::GameOver,
            values: [1; 6],
            places: [Place::Cup; 6],
            fields: 0,
            plus_used: [DieSet::default(); MAX_PLAYERS],
            pending: Pending {
                player: 0,
                areas: [Area::Yellow; 16],
                head: 0,
                len: 0,
            },
        };
        s.start_round(&mut NoLog);
        Ok(s)
    }

    /// A sheet to arrange a position in tests.
    #[cfg(test)]
    pub(crate) fn sheet_mut(&mut self, player: u8) -> &mut Sheet {
        &mut self.sheets[player as usize]
    }

    // ---- what the UI and bots read ----

    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn variants(&self) -> Variants {
        self.variants
    }
    pub fn sheet(&self, player: u8) -> &Sheet {
        &self.sheets[player as usize]
    }
    pub fn score(&self, player: u8) -> Score {
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
    pub fn value(&self, die: Die) -> u8 {
        self.values[die.index()]
    }
    pub fn place(&self, die: Die) -> Place {
        self.places[die.index()]
    }
    /// Dice used for +1 by this player in this turn.
    pub fn plus_used(&self, player: u8) -> DieSet {
        self.plus_used[player as usize]
    }
    /// Whether this is the solo passive turn.
    pub fn is_solo_passive(&self) -> bool {
        self.players == 1
            && matches!(
                self.phase,
                Phase::SoloRoll | Phase::Passive { .. } | Phase::PassivePlusOne { .. }
            )
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    pub fn dice_at(&self, place: Place) -> DieSet {
        let mut s = DieSet::default();
        for d in Die::ALL {
            if self.places[d.index()] == place {
                s.insert(d);
            }
        }
        s
    }

    fn dice_where(&self, f: impl Fn(Place) -> bool) -> DieSet {
        let mut s = DieSet::default();
        for d in Die::ALL {
            if f(self.places[d.index()]) {
                s.insert(d);
            }
        }
        s
    }

    /// The value a die enters `area` with: blue is always blue + white.
    pub fn entry_value(&self, die: Die, area: Area) -> u8 {
        if area == Area::Blue {
            self.value(Die::Blue) + self.value(Die::White)
        } else {
            self.value(die)
        }
    }

    /// Every spot where `player` may enter `die` as it lies now.
    pub fn spots_for(&self, player: u8, die: Die) -> impl Iterator<Item = Spot> + '_ {
        let sheet = &self.sheets[player as usize];
        die.areas()
            .iter()
            .flat_map(move |&a| sheet.spots_for(a, self.entry_value(die, a)))
    }

    pub fn can_enter(&self, player: u8, die: Die) -> bool {
        self.spots_for(player, die).next().is_some()
    }

    fn any_enterable(&self, player: u8, dice: DieSet) -> bool {
        dice.iter().any(|d| self.can_enter(player, d))
    }

    /// The dice a passive player may take now: the platter, or if nothing
    /// there fits, the active player's dice fields.
    pub fn passive_choices(&self, player: u8) -> DieSet {
        let platter = self.dice_at(Place::Platter);
        if self.any_enterable(player, platter) {
            return platter;
        }
        let fields = self.dice_where(|p| matches!(p, Place::Field(_)));
        if self.any_enterable(player, fields) {
            return fields;
        }
        DieSet::default()
    }

    fn plus_one_dice(&self, player: u8) -> DieSet {
        let used = self.plus_used[player as usize];
        DieSet(DieSet::ALL.0 & !used.0)
    }

    fn can_plus_one(&self, player: u8) -> bool {
        self.sheets[player as usize].plus_ones.available() > 0
            && self.any_enterable(player, self.plus_one_dice(player))
    }

    /// Whose decision it is and of what kind.
    pub fn decision(&self) -> Decision {
        if let Some(area) = self.pending.front() {
            return Decision::Cross {
                player: self.pending.player,
                area,
            };
        }
        match self.phase {
            Phase::RoundChoice { player } => Decision::RoundChoice { player },
            Phase::Roll { reroll } => Decision::Roll {
                player: self.active,
                dice: DieSetNames(if reroll {
                    self.dice_at(Place::Rolled)
                } else {
                    self.dice_at(Place::Cup)
                }),
                reroll,
                solo_passive: false,
            },
            Phase::SoloRoll => Decision::Roll {
                player: 0,
                dice: DieSetNames(DieSet::ALL),
                reroll: false,
                solo_passive: true,
            },
            Phase::Choose => Decision::Choose {
                player: self.active,
                roll: self.fields + 1,
            },
            Phase::ActivePlusOne => Decision::PlusOne {
                player: self.active,
            },
            Phase::Passive { player } => Decision::Passive { player },
            Phase::PassivePlusOne { player } => Decision::PlusOne { player },
            Phase::GameOver => Decision::GameOver,
        }
    }

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
                out.extend(RoundChoice::ALL.map(Action::Choose));
            }
            Decision::Choose { player, .. } => {
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

    /// Apply an action, returning what happened; on error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(action, &mut events)?;
        Ok(events)
    }

    /// `apply` with the events sent to `log`.
    pub fn apply_with(&mut self, action: Action, log: &mut impl Log) -> Result<(), RuleError> {
        self.check(action)?;
        self.execute(action, log);
        self.settle(log);
        Ok(())
    }

    // ---- legality ----

    fn check(&self, action: Action) -> Result<(), RuleError> {
        let decision = self.decision();
        match (decision, action) {
            (Decision::GameOver, _) => Err(RuleError::GameOver),
            (Decision::Roll { dice, .. }, Action::Roll(roll)) => {
                if roll.set() != dice.0 {
                    let names: Vec<_> = dice.0.iter().map(|d| d.name()).collect();
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
            (Decision::RoundChoice { .. }, Action::Choose(c)) => match c {
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
            (_, Action::Choose(_)) => Err(RuleError::NotNow {
                expected: "the round bonus is chosen at the start of round 4",
            }),
            (Decision::Choose { player, .. }, Action::Reroll) => {
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
            (Decision::Choose { player, .. }, Action::Take { die, spot }) => {
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

    // ---- what actions do ----

    fn execute(&mut self, action: Action, log: &mut impl Log) {
        match action {
            Action::Roll(roll) => self.roll(roll, log),
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
            Action::Choose(choice) => {
                if let Phase::RoundChoice { player } = self.phase {
                    log.push(Event::RoundChosen { player, choice });
                    self.award(player, choice.bonus(), log);
                    let next = (player + 1) % self.players;
                    if next == self.first {
                        self.start_turn(log);
                    } else {
                        self.phase = Phase::RoundChoice { player: next };
                    }
                }
            }
        }
    }

    fn roll(&mut self, roll: Roll, log: &mut impl Log) {
        for &(die, value) in roll.dice() {
            self.values[die.index()] = value;
        }
        log.push(Event::Rolled {
            player: if self.phase == Phase::SoloRoll {
                0
            } else {
                self.active
            },
            roll,
        });
        if self.phase == Phase::SoloRoll {
            // The three lowest go to the platter; among equal values the die
            // nearer the platter (further right) goes first.
            let mut order: [(u8, usize, Die); 6] = [(0, 0, Die::White); 6];
            for (i, &(die, value)) in roll.dice().iter().enumerate() {
                order[i] = (value, 5 - i, die);
            }
            order.sort_unstable();
            self.places = [Place::Cup; 6];
            for (k, &(_, _, die)) in order.iter().enumerate() {
                if k < 3 {
                    self.places[die.index()] = Place::Platter;
                }
            }
            let mut field = 0;
            for &(die, _) in roll.dice() {
                if self.places[die.index()] != Place::Platter {
                    self.places[die.index()] = Place::Field(field);
                    field += 1;
                }
            }
            for &(_, _, die) in order.iter().take(3) {
                log.push(Event::ToPlatter { die });
            }
            self.phase = Phase::Passive { player: 0 };
        } else {
            for &(die, _) in roll.dice() {
                self.places[die.index()] = Place::Rolled;
            }
            self.phase = Phase::Choose;
        }
    }

    /// The active player placed `die`: lower dice to the platter, and the
    /// turn goes on to the next roll or to the +1 actions.
    fn active_took(&mut self, die: Die, log: &mut impl Log) {
        let value = self.value(die);
        self.places[die.index()] = Place::Field(self.fields);
        log.push(Event::ToField {
            die,
            field: self.fields,
        });
        self.fields += 1;
        for d in Die::ALL {
            if self.places[d.index()] == Place::Rolled {
                if self.values[d.index()] < value {
                    self.places[d.index()] = Place::Platter;
                    log.push(Event::ToPlatter { die: d });
                } else {
                    self.places[d.index()] = Place::Cup;
                }
            }
        }
        let cup = self.dice_at(Place::Cup);
        if self.fields == 3 || cup.is_empty() {
            for d in cup.iter() {
                self.places[d.index()] = Place::Platter;
                log.push(Event::ToPlatter { die: d });
            }
            self.phase = Phase::ActivePlusOne;
        } else {
            self.phase = Phase::Roll { reroll: false };
        }
    }

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
                        player: (self.active + 1) % self.players,
                    };
                }
            }
            Phase::PassivePlusOne { player } => {
                let next = (player + 1) % self.players;
                if self.players == 1 || next == self.active {
                    self.end_turn(log);
                } else {
                    self.phase = Phase::Passive { player: next };
                }
            }
            _ => {}
        }
    }

    fn end_turn(&mut self, log: &mut impl Log) {
        self.turn += 1;
        if self.turn == self.players {
            self.start_round(log);
        } else {
            self.active = (self.active + 1) % self.players;
            self.start_turn(log);
        }
    }

    fn start_round(&mut self, log: &mut impl Log) {
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
                for p in 0..self.players {
                    self.award(p, bonus, log);
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
        self.places = [Place::Cup; 6];
        self.fields = 0;
        self.plus_used = [DieSet::default(); MAX_PLAYERS];
        self.phase = Phase::Roll { reroll: false };
        log.push(Event::TurnStarted {
            player: self.active,
        });
    }

    /// Move past every step that holds no real choice: lost X bonuses,
    /// +1 windows with nothing to do, passive picks with nothing that fits.
    fn settle(&mut self, log: &mut impl Log) {
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

    /// Every seat with its place (1 = first), best first: by total, then by
    /// the highest single area score; players equal on both share a place.
    pub fn ranking(&self) -> Vec<(u8, u8)> {
        let key = |p: u8| {
            let s = self.score(p);
            (s.total, s.best_area())
        };
        let mut seats: Vec<u8> = (0..self.players).collect();
        seats.sort_by_key(|&p| std::cmp::Reverse(key(p)));
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

    /// The winners: highest total; among tied players the highest single
    /// area score; if that ties too, the victory is shared.
    pub fn winners(&self) -> Vec<u8> {
        self.ranking()
            .into_iter()
            .filter(|&(_, place)| place == 1)
            .map(|(p, _)| p)
            .collect()
    }
}
