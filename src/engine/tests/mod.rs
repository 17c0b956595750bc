//! Engine tests. They read like positions: a `Table` holds a game, sheets
//! are arranged with `marks("…")`, dice with `roll("w3 y5 …")`, and every
//! step is an action a player would take.

mod archive;
mod areas;
mod bonuses;
mod elsewhere;
mod examples;
mod friends;
mod fuzz;
mod join;
mod printed;
mod props;
pub(crate) mod random;
mod record;
mod serde_record;
mod turns;
#[cfg(feature = "twice")]
mod twice_examples;
#[cfg(feature = "twice")]
mod twice_link;
#[cfg(feature = "twice")]
mod twice_props;

use super::*;

/// A game on the table, and what its last action did.
pub struct Table {
    pub state: State,
    pub events: Vec<Event>,
}

pub fn solo() -> Table {
    players(1)
}

pub fn players(n: u8) -> Table {
    Table {
        state: State::new(n, 0, Variants::default()).unwrap(),
        events: Vec::new(),
    }
}

pub fn die(s: &str) -> Die {
    match s {
        "w" | "white" => Die::White,
        "y" | "yellow" => Die::Yellow,
        "b" | "blue" => Die::Blue,
        "g" | "green" => Die::Green,
        "o" | "orange" => Die::Orange,
        "p" | "purple" => Die::Purple,
        _ => panic!("no die {s:?}"),
    }
}

pub fn area(s: &str) -> Area {
    match s {
        "y" | "yellow" => Area::Yellow,
        "b" | "blue" => Area::Blue,
        "g" | "green" => Area::Green,
        "o" | "orange" => Area::Orange,
        "p" | "purple" => Area::Purple,
        _ => panic!("no area {s:?}"),
    }
}

/// "yellow r1c3" (a grid cell, 1-based) or "purple" (the next track cell of `sheet`).
pub fn spot_on(sheet: &Sheet, s: &str) -> Spot {
    let mut parts = s.split_whitespace();
    let a = area(parts.next().unwrap());
    match parts.next() {
        Some(rc) => {
            let rc = rc.trim_start_matches('r');
            let (r, c) = rc.split_once('c').unwrap();
            let (r, c): (u8, u8) = (r.parse().unwrap(), c.parse().unwrap());
            Spot::new(a, (r - 1) * 4 + (c - 1))
        }
        None => Spot::new(a, sheet.track(a).len),
    }
}

/// A sheet arranged directly (no bonuses are awarded):
/// "yellow r1c1 r2c2; blue r1c2; green 1 2 3; orange 3 8; purple 2 5 6;
///  rerolls 2; plus_ones 1; foxes 1". Orange takes the written numbers.
pub fn marks(text: &str) -> Sheet {
    let mut sheet = Sheet::default();
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let mut words = part.split_whitespace();
        let head = words.next().unwrap();
        let rest: Vec<&str> = words.collect();
        match head {
            "yellow" | "blue" => {
                for rc in rest {
                    let spot = spot_on(&sheet, &format!("{head} {rc}"));
                    match head {
                        "yellow" => sheet.yellow |= 1 << spot.cell,
                        _ => sheet.blue |= 1 << spot.cell,
                    }
                }
            }
            "green" | "orange" | "purple" => {
                let a = area(head);
                for v in rest {
                    let t = match a {
                        Area::Green => &mut sheet.green,
                        Area::Orange => &mut sheet.orange,
                        _ => &mut sheet.purple,
                    };
                    t.values[t.len as usize] = v.parse().unwrap();
                    t.len += 1;
                }
            }
            "rerolls" => sheet.rerolls.earned = rest[0].parse().unwrap(),
            "plus_ones" => sheet.plus_ones.earned = rest[0].parse().unwrap(),
            "foxes" => sheet.foxes = rest[0].parse().unwrap(),
            _ => panic!("unknown part {head:?}"),
        }
    }
    sheet
}

/// "w3 y5 b2 g6 o1 p4", in the order the dice lie.
pub fn roll_of(text: &str) -> Roll {
    let pairs: Vec<(Die, u8)> = text
        .split_whitespace()
        .map(|w| (die(&w[..1]), w[1..].parse().unwrap()))
        .collect();
    Roll::new(&pairs).unwrap()
}

impl Table {
    /// Arrange a player's sheet in the middle of a game.
    pub fn arrange(&mut self, player: u8, text: &str) -> &mut Self {
        *self.state.sheet_mut(player) = marks(text);
        self
    }

    /// Play (first legal action, dice from a fixed seed) until `stop` holds.
    pub fn play_until(&mut self, stop: impl Fn(&State) -> bool) -> &mut Self {
        let mut bag = DiceBag::new(7);
        while !stop(&self.state) {
            self.events.clear();
            if self.state.roll_from(&mut bag, &mut self.events).is_none() {
                assert!(!self.state.is_over(), "the game ended first");
                self.act(self.state.legal_actions()[0]);
            }
        }
        self
    }

    pub fn sheet(&self, player: u8) -> &Sheet {
        self.state.sheet(player)
    }

    fn decider(&self) -> u8 {
        self.state.decision().player().unwrap_or(0)
    }

    pub fn spot(&self, s: &str) -> Spot {
        spot_on(self.sheet(self.decider()), s)
    }

    /// Apply, panicking with the engine's reason if it refuses.
    pub fn act(&mut self, action: Action) -> &mut Self {
        match self.state.apply(action) {
            Ok(events) => self.events = events,
            Err(e) => panic!("{action:?} refused: {e}"),
        }
        self
    }

    /// The engine's reason for refusing; asserts the state is untouched.
    pub fn refuses(&mut self, action: Action) -> String {
        let before = self.state;
        let err = self
            .state
            .apply(action)
            .expect_err("the engine accepted an illegal action");
        assert_eq!(before, self.state, "a refused action changed the state");
        err.to_string()
    }

    pub fn roll(&mut self, dice: &str) -> &mut Self {
        self.act(Action::Roll(roll_of(dice)))
    }

    pub fn take(&mut self, d: &str, spot: &str) -> &mut Self {
        let action = self.take_action(d, spot);
        self.act(action)
    }

    pub fn take_action(&self, d: &str, spot: &str) -> Action {
        Action::Take {
            die: die(d),
            spot: Some(self.spot(spot)),
        }
    }

    pub fn take_nothing(&mut self, d: &str) -> &mut Self {
        self.act(Action::Take {
            die: die(d),
            spot: None,
        })
    }

    pub fn plus_one(&mut self, d: &str, spot: &str) -> &mut Self {
        let action = self.plus_one_action(d, spot);
        self.act(action)
    }

    pub fn plus_one_action(&self, d: &str, spot: &str) -> Action {
        Action::PlusOne {
            die: die(d),
            spot: self.spot(spot),
        }
    }

    pub fn cross(&mut self, spot: &str) -> &mut Self {
        let s = self.spot(spot);
        self.act(Action::Cross(s))
    }

    pub fn finish(&mut self) -> &mut Self {
        self.act(Action::Finish)
    }

    pub fn platter(&self) -> Vec<Die> {
        self.state.dice_at(Place::Platter).iter().collect()
    }

    pub fn decision(&self) -> Decision {
        self.state.decision()
    }

    pub fn earned(&self) -> Vec<Bonus> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::BonusEarned { bonus, .. } => Some(*bonus),
                _ => None,
            })
            .collect()
    }

    pub fn lost(&self) -> Vec<Bonus> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::BonusLost { bonus, .. } => Some(*bonus),
                _ => None,
            })
            .collect()
    }
}

pub fn dice(list: &str) -> Vec<Die> {
    let mut v: Vec<Die> = list.split_whitespace().map(die).collect();
    v.sort();
    v
}
