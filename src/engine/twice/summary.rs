//! The sequel's outcome so far, as `clever replay` prints it (as
//! `Summary` for the first game).

use super::{rating, TwiceRating, TwiceScore, TwiceSheet};
use crate::engine::{Edition, Game};
use serde::Serialize;

/// A player's Twice as Clever sheet and score, as `clever replay` prints
/// them (the sheet as the engine keeps it: masks and slots).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TwicePlayerSummary {
    pub name: String,
    pub sheet: TwiceSheet,
    pub score: TwiceScore,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub elsewhere: bool,
}

/// A Twice as Clever game's outcome so far (as `Summary` for the first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TwiceSummary {
    pub game: Edition,
    pub over: bool,
    pub round: u8,
    pub rounds: u8,
    pub players: Vec<TwicePlayerSummary>,
    pub winners: Vec<String>,
    pub ranking: Vec<(String, u8)>,
    pub rating: Option<TwiceRating>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub own_dice: bool,
}

impl Game {
    /// The sequel's outcome so far (`None` for the first game: `summary`).
    pub fn twice_summary(&self) -> Option<TwiceSummary> {
        let s = self.twice()?;
        let name = |p: u8| self.setup().players[p as usize].clone();
        let over = s.is_over();
        let ranked = over && !(0..s.players()).any(|p| s.is_elsewhere(p));
        Some(TwiceSummary {
            game: Edition::Twice,
            over,
            round: s.round(),
            rounds: s.rounds(),
            players: (0..s.players())
                .map(|p| TwicePlayerSummary {
                    name: name(p),
                    sheet: *s.sheet(p),
                    score: s.score(p),
                    elsewhere: s.is_elsewhere(p),
                })
                .collect(),
            winners: if ranked {
                s.winners().into_iter().map(name).collect()
            } else {
                Vec::new()
            },
            ranking: if ranked {
                s.ranking()
                    .into_iter()
                    .map(|(p, place)| (name(p), place))
                    .collect()
            } else {
                Vec::new()
            },
            rating: (over && s.players() == 1).then(|| rating(s.score(0).total)),
            own_dice: self.setup().own_dice,
        })
    }
}
