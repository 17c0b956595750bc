//! The end of a game, worked out once and handed to the views: the names,
//! the scores, who is ranked and who won, the headline, the hints used, a
//! person's solo news (the daily streak or a new personal best, from the
//! archive before this game, which `keeping` hands over), and the
//! review's costliest decisions in words (from one replay of the game).
//! Plain Rust: no browser, no storage.

use crate::app::state::phrases::{action_words, seat_names};
use crate::engine::{Action, Area, Game, Seat, SeatScore, SoloRating};
use crate::words::names::solo_rating_words;
use crate::words::{words, Tenths};
use crate::worker::protocol::RoundedReview;

/// A finished game as the end panel shows it, in its game's terms.
pub struct Ending {
    pub players: usize,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// The game's areas, in its sheet's order (the breakdown's rows).
    pub areas: [Area; 5],
    /// Every seat's score as known here, by seat (a friend's as sent).
    pub scores: Vec<SeatScore>,
    /// Only my sheet: the other sheets are elsewhere, their totals unknown
    /// here, so nobody is ranked.
    pub mine_only: bool,
    /// The seats kept here, best first, with their places.
    pub ranked: Vec<(u8, u8)>,
    pub winners: Vec<u8>,
    pub headline: String,
    /// By link: each friend whose device holds another game, in words
    /// (from which round); then the ranking is not final and nobody wins.
    pub differ: Vec<String>,
    /// Hints used, all seats together.
    pub hints: u32,
    /// Solo only: the rating of the total.
    pub rating: Option<SoloRating>,
    /// A person's solo game: its news, if any (`None`: not such a game).
    pub solo: Option<Option<String>>,
}

impl Ending {
    /// The end of `game`; `archive_before` (the archive without this game)
    /// is read only for a person's solo game.
    pub fn of(game: &Game, archive_before: impl FnOnce() -> String) -> Ending {
        let w = words();
        let players = game.players() as usize;
        let names = seat_names(game.setup());
        let mut scores: Vec<SeatScore> = (0..players as u8).map(|p| game.sheet_score(p)).collect();
        let mut here: Vec<u8> = (0..players as u8)
            .filter(|&p| !game.is_elsewhere(p))
            .collect();
        let mut ranking = game.play().ranking();
        // By link, once every friend's score came: everyone is ranked.
        if let Some(all) = game.friends_ranking() {
            for (p, score) in game.scores().into_iter().enumerate() {
                scores[p] = score.unwrap_or(scores[p]);
            }
            here = (0..players as u8).collect();
            ranking = all;
        }
        let mine_only = here.len() < players;
        let ranked: Vec<(u8, u8)> = ranking
            .iter()
            .copied()
            .filter(|&(p, _)| here.contains(&p))
            .collect();
        let differ: Vec<String> = game
            .games_differ()
            .into_iter()
            .map(|(p, round)| w.end_games_differ(&names[p as usize], round))
            .collect();
        let winners: Vec<u8> = ranking
            .iter()
            .filter(|&&(_, place)| place == 1 && differ.is_empty())
            .map(|&(p, _)| p)
            .collect();
        let rating = game.play().solo_rating();
        let headline = if !differ.is_empty() {
            w.end_not_final()
        } else if mine_only {
            let total = here.first().map_or(0, |&p| scores[p as usize].total());
            w.end_only_my_sheet(total)
        } else if players == 1 {
            rating.map(solo_rating_words).unwrap_or_default()
        } else if winners.len() > 1 {
            let mut shared: Vec<&str> = winners
                .iter()
                .map(|&p| names[p as usize].as_str())
                .collect();
            let last = shared.pop().unwrap_or_default();
            w.end_shared_victory(&w.list_and(&shared.join(&w.list_comma()), last))
        } else {
            w.end_wins(&names[winners.first().copied().unwrap_or(0) as usize])
        };
        let hints = (0..players as u8).map(|p| game.hints_used(p)).sum();
        let solo = (players == 1 && game.setup().seat(0) == Seat::Person)
            .then(|| solo_news(game, &archive_before()));
        Ending {
            players,
            names,
            areas: game.edition().areas(),
            scores,
            mine_only,
            ranked,
            winners,
            headline,
            differ,
            hints,
            rating,
            solo,
        }
    }
}

/// A person's solo game: the daily streak, or a new personal best (each
/// of the game's own).
pub fn solo_news(game: &Game, before: &str) -> Option<String> {
    let w = words();
    #[cfg(not(feature = "twice"))]
    let total = game.state().score(0).total;
    #[cfg(feature = "twice")]
    let total = game.totals()[0];
    let edition = game.edition();
    match &game.setup().daily {
        Some(day) => Some(
            match crate::app::state::standing::streak(before, day, edition) {
                None => w.end_daily_practice(&crate::words::names::day_written(&w, day)),
                Some(days) => w.end_daily_streak(&crate::words::names::day_written(&w, day), days),
            },
        ),
        None => {
            match crate::app::state::standing::best(before, &game.setup().players[0], edition) {
                Some(best) if total > best => Some(w.end_personal_best(best)),
                _ => None,
            }
        }
    }
}

/// One of the review's costliest decisions, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct CostlyLine {
    /// The move's index in the record (the position shown before it).
    pub index: usize,
    /// The expert's choice there.
    pub best: Action,
    pub text: String,
}

/// The review's costliest decisions in words, in the review's order. Each
/// is worded on the position before its move, so the game is replayed
/// once, stopping at each of those positions in turn.
pub fn costly_lines(game: &Game, review: &RoundedReview) -> Vec<CostlyLine> {
    let w = words();
    let Ok(mut position) = Game::new(game.setup().clone()) else {
        return Vec::new();
    };
    let mut order: Vec<usize> = (0..review.costly.len()).collect();
    crate::order::sort_by(&mut order, |&a, &b| {
        review.costly[a].index < review.costly[b].index
    });
    let mut texts = vec![String::new(); review.costly.len()];
    let mut played = 0;
    for i in order {
        let c = &review.costly[i];
        for &m in game.moves().iter().take(c.index).skip(played) {
            let _ = position.apply(m);
        }
        played = played.max(c.index);
        texts[i] = w.review_costly_move(
            c.index + 1,
            &action_words(&position, c.yours.0),
            Tenths(c.loss.unsigned_abs().into()),
            &action_words(&position, c.best.0),
        );
    }
    review
        .costly
        .iter()
        .zip(texts)
        .map(|(c, text)| CostlyLine {
            index: c.index,
            best: c.best.0,
            text,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::protocol::{Move, RoundedCostly};

    /// One replay words each decision as a replay from the start for each
    /// did, in the review's order (costliest first, any index).
    #[test]
    fn costly_lines_read_as_one_replay_per_decision_did() {
        let setup = crate::engine::Setup::solo("Ann", 9);
        let game = crate::bot::play_recorded(
            &setup,
            &mut crate::bot::GreedyBot::default(),
            &mut crate::engine::DiceBag::new(9),
        )
        .unwrap();
        let moves = game.moves();
        let costly: Vec<RoundedCostly> = [30, 4, 17, 4, 0, moves.len() - 1]
            .iter()
            .map(|&index| RoundedCostly {
                index,
                yours: Move(moves[index]),
                best: Move(moves[index]),
                loss: -(index as i32) * 7,
            })
            .collect();
        let review = RoundedReview {
            yours: 200,
            expert: 230,
            costly,
        };
        let w = words();
        let each: Vec<String> = review
            .costly
            .iter()
            .map(|c| {
                let mut position = Game::new(game.setup().clone()).unwrap();
                for &m in game.moves().iter().take(c.index) {
                    let _ = position.apply(m);
                }
                w.review_costly_move(
                    c.index + 1,
                    &action_words(&position, c.yours.0),
                    Tenths(c.loss.unsigned_abs().into()),
                    &action_words(&position, c.best.0),
                )
            })
            .collect();
        let lines = costly_lines(&game, &review);
        let texts: Vec<String> = lines.iter().map(|l| l.text.clone()).collect();
        assert_eq!(texts, each);
        assert_eq!(lines[1].index, 4);
    }
}
