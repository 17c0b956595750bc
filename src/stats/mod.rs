//! The statistics of the archive of finished games (`engine::archive`), as
//! numbers: what the worker answers to `Request::Statistics`. Every
//! readable entry counts (summaries suffice, so reduced entries count too);
//! the app words and draws them.

#[cfg(test)]
mod tests;

use crate::engine::archive::{points, read_entry, Entry, Points};
#[cfg(feature = "twice")]
use crate::engine::Edition;
use crate::engine::Seat;
#[cfg(test)]
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Which games the statistics count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(test, derive(Serialize, Deserialize), serde(rename_all = "snake_case"))]
pub enum Mode {
    #[default]
    All,
    Solo,
    Multi,
    /// Played with the house rule "no +1 actions in the solo passive turn".
    Variant,
    /// Played with the players' own dice, entered by hand.
    OwnDice,
    /// Played with the app's dice.
    AppDice,
    /// Played with friends far apart, by link.
    ByLink,
}

impl Mode {
    pub const ALL: [Mode; 7] = [
        Mode::All,
        Mode::Solo,
        Mode::Multi,
        Mode::Variant,
        Mode::OwnDice,
        Mode::AppDice,
        Mode::ByLink,
    ];

    /// The mode's name, as the messages write it (as serde did) and the
    /// statistics' select gives it.
    pub fn name(self) -> &'static str {
        match self {
            Mode::All => "all",
            Mode::Solo => "solo",
            Mode::Multi => "multi",
            Mode::Variant => "variant",
            Mode::OwnDice => "own_dice",
            Mode::AppDice => "app_dice",
            Mode::ByLink => "by_link",
        }
    }

    pub fn admits(self, entry: &Entry) -> bool {
        match self {
            Mode::All => true,
            Mode::Solo => entry.setup.players.len() == 1,
            Mode::Multi => entry.setup.players.len() > 1,
            Mode::Variant => !entry.setup.variants.solo_passive_extra,
            Mode::OwnDice => entry.setup.own_dice,
            Mode::AppDice => !entry.setup.own_dice,
            Mode::ByLink => entry.setup.by_link.is_some(),
        }
    }
}

/// The games the statistics count: one player's (empty: everybody's), of
/// one mode, the most recent `last` only (`None`: all); with the sequel,
/// of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct Filter {
    pub player: String,
    pub mode: Mode,
    pub last: Option<usize>,
    #[cfg(feature = "twice")]
    #[cfg_attr(test, serde(default))]
    pub game: Edition,
}

/// A mean, a median or an average in tenths: signed with the sequel.
#[cfg(not(feature = "twice"))]
pub type Tenths = u64;
/// A mean, a median or an average in tenths: signed with the sequel.
#[cfg(feature = "twice")]
pub type Tenths = i64;

/// The lower bounds of the rating table's bands (RULES.md §8), lowest first.
pub const BANDS: [u16; 9] = [0, 140, 160, 180, 200, 220, 240, 260, 281];
/// Games in the moving average.
pub const WINDOW: usize = 5;

/// The statistics as numbers; means, medians and averages in tenths.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct Statistics {
    /// Readable entries in the whole archive, and unreadable lines.
    pub readable: usize,
    pub unreadable: usize,
    /// Games the filter picks.
    pub games: usize,
    /// Per player (by name): their totals.
    pub players: Vec<PlayerTotals>,
    /// How many totals fall in each band of `BANDS`.
    pub bands: [u64; 9],
    /// The mean points of yellow, blue, green, orange, purple and foxes.
    pub areas: [Tenths; 6],
    /// Every total, oldest first, with the moving average of `WINDOW`.
    pub totals: Vec<Total>,
    /// Per player (by name): multiplayer games played and won.
    pub wins: Vec<Wins>,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct PlayerTotals {
    pub name: String,
    pub games: usize,
    pub mean: Tenths,
    pub median: Tenths,
    pub best: Points,
    pub worst: Points,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct Total {
    pub end_ms: u64,
    pub name: String,
    pub total: Points,
    pub average: Tenths,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct Wins {
    pub name: String,
    pub played: u64,
    pub won: u64,
}

/// The mean of `values` in tenths, rounded half up (exact: no floats).
pub fn mean_tenths(values: &[Points]) -> Tenths {
    let n = values.len().max(1) as Tenths;
    let sum: Tenths = values.iter().map(|&v| Tenths::from(v)).sum();
    (sum * 20 + n).div_euclid(2 * n)
}

/// The median in tenths: the middle value, or the mean of the middle two.
pub fn median_tenths(values: &[Points]) -> Tenths {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    match n {
        0 => 0,
        _ if n % 2 == 1 => Tenths::from(sorted[n / 2]) * 10,
        _ => (Tenths::from(sorted[n / 2 - 1]) + Tenths::from(sorted[n / 2])) * 5,
    }
}

/// One player's result in one game.
struct Score<'a> {
    name: &'a str,
    end_ms: u64,
    total: Points,
    areas: [Points; 6],
}

/// The statistics of the games of `archive` (one entry per line) that
/// `filter` picks.
pub fn statistics(archive: &str, filter: &Filter) -> Statistics {
    let lines: Vec<Result<Entry, _>> = archive
        .split('\n')
        .filter(|line| !line.trim().is_empty())
        .map(|line| read_entry(line.trim_end_matches('\r')).map(|(entry, _)| entry))
        .collect();
    let entries: Vec<&Entry> = lines.iter().filter_map(|e| e.as_ref().ok()).collect();
    let mut out = Statistics {
        readable: entries.len(),
        unreadable: lines.len() - entries.len(),
        ..Statistics::default()
    };
    let mut games: Vec<&Entry> = entries
        .into_iter()
        .filter(|e| filter.mode.admits(e))
        .filter(|e| filter.player.is_empty() || e.setup.players.contains(&filter.player))
        .collect();
    // Without the sequel, every readable entry is the first game's.
    #[cfg(feature = "twice")]
    games.retain(|e| e.setup.game == filter.game);
    if let Some(last) = filter.last {
        games.drain(..games.len().saturating_sub(last));
    }
    out.games = games.len();
    let scores: Vec<Score> = games
        .iter()
        .flat_map(|e| {
            let seats = e.setup.players.iter().zip(&e.totals).zip(&e.areas);
            // A sheet played elsewhere was kept elsewhere: not counted here.
            seats.enumerate().filter(|&(p, _)| !elsewhere(e, p)).map(
                |(_, ((name, &total), &areas))| Score {
                    name,
                    end_ms: e.end_ms,
                    total,
                    areas,
                },
            )
        })
        .filter(|s| filter.player.is_empty() || s.name == filter.player)
        .collect();
    if scores.is_empty() {
        return out;
    }
    out.players = players(&scores);
    // The bands are the first game's rating table's.
    #[cfg(feature = "twice")]
    let rated = filter.game.is_clever();
    #[cfg(not(feature = "twice"))]
    let rated = true;
    for s in scores.iter().filter(|_| rated) {
        out.bands[BANDS
            .iter()
            .rposition(|&b| s.total >= points(b))
            .unwrap_or(0)] += 1;
    }
    for (a, mean) in out.areas.iter_mut().enumerate() {
        *mean = mean_tenths(&scores.iter().map(|s| s.areas[a]).collect::<Vec<_>>());
    }
    let totals: Vec<Points> = scores.iter().map(|s| s.total).collect();
    out.totals = scores
        .iter()
        .enumerate()
        .map(|(i, s)| Total {
            end_ms: s.end_ms,
            name: s.name.to_string(),
            total: s.total,
            average: mean_tenths(&totals[i.saturating_sub(WINDOW - 1)..=i]),
        })
        .collect();
    out.wins = wins(&games, filter);
    out
}

/// Whether seat `p` of a game was played on another device.
fn elsewhere(e: &Entry, p: usize) -> bool {
    // By link, a friend's score came (as they sent it): it counts.
    let sent =
        e.setup.by_link.is_some() && e.areas.get(p).is_some_and(|a| a.iter().any(|&x| x != 0));
    e.setup.seats.get(p) == Some(&Seat::Elsewhere) && !sent
}

/// Per name: games, mean, median, best, worst.
fn players(scores: &[Score]) -> Vec<PlayerTotals> {
    let mut by_name: BTreeMap<&str, Vec<Points>> = BTreeMap::new();
    for s in scores {
        by_name.entry(s.name).or_default().push(s.total);
    }
    by_name
        .into_iter()
        .map(|(name, totals)| PlayerTotals {
            name: name.to_string(),
            games: totals.len(),
            mean: mean_tenths(&totals),
            median: median_tenths(&totals),
            best: totals.iter().copied().max().unwrap_or(0),
            worst: totals.iter().copied().min().unwrap_or(0),
        })
        .collect()
}

/// Wins in the multiplayer games: the highest total, then the best single
/// area wins; a shared victory counts as a win for each winner.
fn wins(games: &[&Entry], filter: &Filter) -> Vec<Wins> {
    let mut tally: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    // Only my sheet: the other totals are unknown here, so nobody won.
    let ranked = |e: &&&Entry| !(0..e.setup.players.len()).any(|p| elsewhere(e, p));
    for e in games
        .iter()
        .filter(|e| e.setup.players.len() > 1)
        .filter(ranked)
    {
        let key = |p: usize| (e.totals[p], e.areas[p][..5].iter().max().copied());
        let best = (0..e.totals.len()).map(key).max();
        for (p, name) in e.setup.players.iter().enumerate() {
            if !filter.player.is_empty() && *name != filter.player {
                continue;
            }
            let t = tally.entry(name).or_default();
            t.0 += 1;
            t.1 += u64::from(Some(key(p)) == best);
        }
    }
    tally
        .into_iter()
        .map(|(name, (played, won))| Wins {
            name: name.to_string(),
            played,
            won,
        })
        .collect()
}
