//! The Statistics view: the games a filter picks, over every readable entry
//! (summaries suffice, so reduced entries count too).

use super::html::{
    self, bar_chart, escape, figure, line_chart, mean_tenths, median_tenths, tenths, Bar,
};
use super::Lines;
use crate::engine::archive::Entry;
use crate::engine::rating;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Which games: `mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    All,
    Solo,
    Multi,
    /// Played with the house rule "no +1 actions in the solo passive turn".
    Variant,
}

impl Mode {
    pub fn parse(mode: &str) -> Option<Mode> {
        Some(match mode {
            "all" | "" => Mode::All,
            "solo" => Mode::Solo,
            "multi" => Mode::Multi,
            "variant" => Mode::Variant,
            _ => return None,
        })
    }

    pub fn admits(self, entry: &Entry) -> bool {
        match self {
            Mode::All => true,
            Mode::Solo => entry.setup.players.len() == 1,
            Mode::Multi => entry.setup.players.len() > 1,
            Mode::Variant => !entry.setup.variants.solo_passive_extra,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Mode::All => "all modes",
            Mode::Solo => "solo",
            Mode::Multi => "multiplayer",
            Mode::Variant => "no +1 in the passive turn",
        }
    }
}

/// `player=<url-encoded name, empty for all>&mode=…&last=10|50|all`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    pub player: String,
    pub mode: Mode,
    /// The most recent games only (`None`: all).
    pub last: Option<usize>,
}

impl Filter {
    pub fn parse(query: &str) -> Result<Filter, String> {
        let mut filter = Filter {
            player: String::new(),
            mode: Mode::All,
            last: None,
        };
        for pair in query.trim().split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = url_decode(value);
            match key {
                "player" => filter.player = value,
                "mode" => {
                    filter.mode = Mode::parse(&value).ok_or(format!("unknown mode: {value}"))?
                }
                "last" => {
                    filter.last = match &*value {
                        "all" | "" => None,
                        n => Some(n.parse().map_err(|_| format!("unknown last: {n}"))?),
                    }
                }
                _ => {}
            }
        }
        Ok(filter)
    }

    /// "Anna · solo · last 10 games".
    fn words(&self) -> String {
        let player = match &*self.player {
            "" => "All players",
            name => name,
        };
        let last = match self.last {
            None => "all games".to_string(),
            Some(1) => "the last game".to_string(),
            Some(n) => format!("last {n} games"),
        };
        format!("{player} · {} · {last}", self.mode.words())
    }
}

/// `%XX` and `+` as in a query string; bad escapes are kept as written.
fn url_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// One player's result in one game.
struct Score<'a> {
    name: &'a str,
    end_ms: u64,
    total: u16,
    areas: [u16; 6],
}

/// The lower bounds of the rating table's bands (RULES.md §8), lowest first.
const BANDS: [u16; 9] = [0, 140, 160, 180, 200, 220, 240, 260, 281];
const AREAS: [(&str, &str); 6] = [
    ("yellow", "stats-yellow"),
    ("blue", "stats-blue"),
    ("green", "stats-green"),
    ("orange", "stats-orange"),
    ("purple", "stats-purple"),
    ("foxes", "stats-foxes"),
];
/// Games in the moving average.
const WINDOW: usize = 5;

fn band_label(i: usize) -> String {
    match i {
        0 => format!("<{}", BANDS[1]),
        8 => format!(">{}", BANDS[8] - 1),
        _ => format!("{}–{}", BANDS[i], BANDS[i + 1] - 1),
    }
}

pub fn view(lines: &Lines, filter: &Filter) -> Result<String, String> {
    let entries: Vec<&Entry> = lines.iter().filter_map(|(_, e)| e.as_ref().ok()).collect();
    let unreadable = lines.len() - entries.len();
    if entries.is_empty() {
        return Ok(
            "<p class=\"stats-empty\">No finished games yet: statistics appear once you \
                   have finished a game.</p>"
                .into(),
        );
    }
    let mut games: Vec<&Entry> = entries
        .into_iter()
        .filter(|e| filter.mode.admits(e))
        .filter(|e| filter.player.is_empty() || e.setup.players.contains(&filter.player))
        .collect();
    if let Some(last) = filter.last {
        games.drain(..games.len().saturating_sub(last));
    }
    let mut out = String::from("<div class=\"stats-view\">");
    let n = games.len();
    let _ = write!(
        out,
        "<p class=\"stats-filters\">{} ({n} game{})</p>",
        escape(&filter.words()),
        if n == 1 { "" } else { "s" }
    );
    if unreadable > 0 {
        let _ = write!(
            out,
            "<p>{unreadable} unreadable entr{} not counted.</p>",
            if unreadable == 1 { "y is" } else { "ies are" }
        );
    }
    if games.is_empty() {
        out.push_str("<p class=\"stats-empty\">No finished games match these filters.</p></div>");
        return Ok(out);
    }
    let scores: Vec<Score> = games
        .iter()
        .flat_map(|e| {
            let seats = e.setup.players.iter().zip(&e.totals).zip(&e.areas);
            seats.map(|((name, &total), &areas)| Score {
                name,
                end_ms: e.end_ms,
                total,
                areas,
            })
        })
        .filter(|s| filter.player.is_empty() || s.name == filter.player)
        .collect();
    players(&mut out, &scores);
    histogram(&mut out, &scores);
    areas(&mut out, &scores);
    over_time(&mut out, &scores);
    wins(&mut out, &games, filter);
    out.push_str("</div>");
    Ok(out)
}

/// Per name: games, mean, median, best, worst.
fn players(out: &mut String, scores: &[Score]) {
    let mut by_name: BTreeMap<&str, Vec<u16>> = BTreeMap::new();
    for s in scores {
        by_name.entry(s.name).or_default().push(s.total);
    }
    let rows: Vec<Vec<String>> = by_name
        .iter()
        .map(|(name, totals)| {
            vec![
                escape(name),
                totals.len().to_string(),
                tenths(mean_tenths(totals)),
                tenths(median_tenths(totals)),
                totals.iter().max().unwrap_or(&0).to_string(),
                totals.iter().min().unwrap_or(&0).to_string(),
            ]
        })
        .collect();
    out.push_str(&html::table(
        "stats-players",
        "Totals per player",
        &["Player", "Games", "Mean", "Median", "Best", "Worst"],
        &rows,
    ));
}

/// How many totals fall in each band of the solo rating table.
fn histogram(out: &mut String, scores: &[Score]) {
    let mut counts = [0u64; 9];
    for s in scores {
        counts[BANDS.iter().rposition(|&b| s.total >= b).unwrap_or(0)] += 1;
    }
    let bars: Vec<Bar> = (0..9)
        .map(|i| Bar {
            label: band_label(i),
            value: counts[i],
            shown: counts[i].to_string(),
            class: "",
        })
        .collect();
    let summary: Vec<String> = (0..9)
        .filter(|&i| counts[i] > 0)
        .map(|i| format!("{}: {}", band_label(i), counts[i]))
        .collect();
    let rows: Vec<Vec<String>> = (0..9)
        .map(|i| {
            vec![
                escape(&band_label(i)),
                escape(rating(BANDS[i])),
                counts[i].to_string(),
            ]
        })
        .collect();
    out.push_str(&figure(
        "Totals by the bands of the solo rating table",
        &bar_chart(&format!("Totals by band: {}", summary.join(", ")), &bars),
        &html::table("", "", &["Total", "Rating (solo)", "Totals"], &rows),
    ));
}

/// The mean score of each area, and of the foxes.
fn areas(out: &mut String, scores: &[Score]) {
    let means: Vec<u64> = (0..6)
        .map(|a| mean_tenths(&scores.iter().map(|s| s.areas[a]).collect::<Vec<_>>()))
        .collect();
    let bars: Vec<Bar> = AREAS
        .iter()
        .zip(&means)
        .map(|(&(name, class), &mean)| Bar {
            label: name.into(),
            value: mean,
            shown: tenths(mean),
            class,
        })
        .collect();
    let summary: Vec<String> = AREAS
        .iter()
        .zip(&means)
        .map(|((name, _), &mean)| format!("{name} {}", tenths(mean)))
        .collect();
    let rows: Vec<Vec<String>> = AREAS
        .iter()
        .zip(&means)
        .map(|((name, _), &mean)| vec![name.to_string(), tenths(mean)])
        .collect();
    out.push_str(&figure(
        "Mean points per area",
        &bar_chart(
            &format!("Mean points per area: {}", summary.join(", ")),
            &bars,
        ),
        &html::table("", "", &["Area", "Mean"], &rows),
    ));
}

/// Each total, oldest first, with the mean of the last five.
fn over_time(out: &mut String, scores: &[Score]) {
    let points: Vec<u64> = scores.iter().map(|s| u64::from(s.total) * 10).collect();
    let totals: Vec<u16> = scores.iter().map(|s| s.total).collect();
    let average: Vec<u64> = (0..totals.len())
        .map(|i| mean_tenths(&totals[i.saturating_sub(WINDOW - 1)..=i]))
        .collect();
    let (Some(low), Some(high)) = (totals.iter().min(), totals.iter().max()) else {
        return;
    };
    let aria = format!(
        "{} totals from {low} to {high}; the last moving average is {}",
        totals.len(),
        tenths(*average.last().unwrap_or(&0))
    );
    let rows: Vec<Vec<String>> = scores
        .iter()
        .zip(&average)
        .enumerate()
        .map(|(i, (s, &avg))| {
            vec![
                (i + 1).to_string(),
                html::date(s.end_ms).0,
                escape(s.name),
                s.total.to_string(),
                tenths(avg),
            ]
        })
        .collect();
    out.push_str(&figure(
        "Totals over time, oldest first, with the moving average of the last 5 \
         (of fewer for the first four)",
        &line_chart(&aria, &points, &average),
        &html::table(
            "",
            "",
            &["#", "Date (UTC)", "Player", "Total", "Moving average (5)"],
            &rows,
        ),
    ));
}

/// Wins in the multiplayer games: the highest total, then the best single
/// area wins; a shared victory counts as a win for each winner.
fn wins(out: &mut String, games: &[&Entry], filter: &Filter) {
    let mut tally: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    for e in games.iter().filter(|e| e.setup.players.len() > 1) {
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
    if tally.is_empty() {
        return;
    }
    let bars: Vec<Bar> = tally
        .iter()
        .map(|(name, &(_, won))| Bar {
            label: name.to_string(),
            value: won,
            shown: won.to_string(),
            class: "",
        })
        .collect();
    let summary: Vec<String> = tally
        .iter()
        .map(|(name, (played, won))| format!("{name} {won} of {played}"))
        .collect();
    let rows: Vec<Vec<String>> = tally
        .iter()
        .map(|(name, (played, won))| vec![escape(name), played.to_string(), won.to_string()])
        .collect();
    out.push_str(&figure(
        "Wins in multiplayer games (a shared victory counts as a win for each winner)",
        &bar_chart(&format!("Wins: {}", summary.join(", ")), &bars),
        &html::table("", "", &["Player", "Multiplayer games", "Wins"], &rows),
    ));
}
