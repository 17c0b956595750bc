//! History and statistics over the archive of finished games
//! (`engine::archive`), as the lazily loaded worker answers them: pure
//! Rust, markup as strings. The main app only inserts the markup and
//! handles clicks by `data-open` / `data-export` (the entry's line index).
//!
//! Every name is the players' own text and is escaped. The page's CSP
//! allows no inline styles: charts use SVG presentation attributes,
//! `currentColor` and these classes, for the app's CSS:
//!
//! - `stats-view`, `stats-filters`, `stats-empty`: the view, the filter line,
//!   the sentence when nothing matches
//! - `stats-players`, `stats-table`: the table per player, every table
//! - `stats-chart`: each `<figure>`; `stats-svg`: its `<svg>`
//! - `stats-bar`, plus `stats-yellow`, `stats-blue`, `stats-green`,
//!   `stats-orange`, `stats-purple`, `stats-foxes` on the area bars
//! - `stats-axis`, `stats-label`, `stats-value`: the base line, the labels
//!   under bars, the numbers over them
//! - `stats-line`, `stats-point`, `stats-average`: the totals over time
//!   and their moving average
//! - `stats-history`, `stats-game`, `stats-reduced`, `stats-unreadable`,
//!   `stats-rating`, `stats-mark`, `stats-actions`: the history list

pub mod html;
mod statistics;

#[cfg(test)]
mod tests;

use crate::engine::archive::{read_entry, Entry};
use html::{date, escape};
use std::fmt::Write;

/// The worker's answer to one request: `command` is its first line, `body`
/// the whole archive text. Commands: `statistics <query>`, `filters`,
/// `history`, `record <line index>`, `count`.
pub fn answer(command: &str, body: &str) -> Result<String, String> {
    let (verb, rest) = command
        .trim()
        .split_once(' ')
        .unwrap_or((command.trim(), ""));
    let lines = read_lines(body);
    match verb {
        "statistics" => statistics::view(&lines, &statistics::Filter::parse(rest)?),
        "filters" => Ok(filters(&lines)),
        "history" => Ok(history(&lines)),
        "record" => record(&lines, rest.trim()),
        "count" => Ok(count(&lines)),
        _ => Err(format!("unknown command: {}", command.trim())),
    }
}

/// Each line of the archive that is not blank: its index (as `data-open`
/// names it) and the entry, or why it cannot be read.
type Lines = Vec<(usize, Result<Entry, String>)>;

fn read_lines(body: &str) -> Lines {
    body.split('\n')
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            (
                i,
                read_entry(line.trim_end_matches('\r')).map_err(|e| e.to_string()),
            )
        })
        .collect()
}

/// `player\t<name>` for every name (sorted), then `mode\t<mode>` for
/// `all` and each of `solo`, `multi`, `variant` that some game has.
fn filters(lines: &Lines) -> String {
    let entries: Vec<&Entry> = lines.iter().filter_map(|(_, e)| e.as_ref().ok()).collect();
    let mut names: Vec<&str> = entries
        .iter()
        .flat_map(|e| e.setup.players.iter().map(String::as_str))
        .collect();
    names.sort_unstable();
    names.dedup();
    let mut out = String::new();
    for name in names {
        // A tab or newline in a name would break the line format.
        let name: String = name
            .chars()
            .map(|c| if c == '\t' || c == '\n' { ' ' } else { c })
            .collect();
        let _ = writeln!(out, "player\t{name}");
    }
    if !entries.is_empty() {
        out.push_str("mode\tall\n");
    }
    for mode in ["solo", "multi", "variant"] {
        if entries
            .iter()
            .any(|e| statistics::Mode::parse(mode).is_some_and(|m| m.admits(e)))
        {
            let _ = writeln!(out, "mode\t{mode}");
        }
    }
    out
}

/// `<entries>\t<with moves>\t<summary only>\t<unreadable>`.
fn count(lines: &Lines) -> String {
    let moves = lines
        .iter()
        .filter(|(_, e)| matches!(e, Ok(e) if e.moves.is_some()))
        .count();
    let unreadable = lines.iter().filter(|(_, e)| e.is_err()).count();
    let summary = lines.len() - moves - unreadable;
    format!("{}\t{moves}\t{summary}\t{unreadable}", lines.len())
}

/// The record of the entry at line `index` (`Game::to_json`).
fn record(lines: &Lines, index: &str) -> Result<String, String> {
    let index: usize = index
        .parse()
        .map_err(|_| format!("\"{index}\" is not a line of the archive"))?;
    let (_, entry) = lines
        .iter()
        .find(|(i, _)| *i == index)
        .ok_or_else(|| format!("there is no game at line {index}"))?;
    match entry {
        Ok(Entry {
            moves: Some(game), ..
        }) => Ok(game.to_json()),
        Ok(_) => Err(format!(
            "the game at line {index} was kept as a summary only"
        )),
        Err(why) => Err(format!("the game at line {index} cannot be read: {why}")),
    }
}

/// The players and their totals: "Anna 212, Béla 190" (not escaped).
fn players_and_totals(entry: &Entry) -> String {
    let mut out = String::new();
    for (i, (name, total)) in entry.setup.players.iter().zip(&entry.totals).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{name} {total}");
    }
    out
}

/// Finished games, newest first, each with Replay and Export while its
/// moves are kept; unreadable lines are listed too.
fn history(lines: &Lines) -> String {
    if lines.is_empty() {
        return "<p class=\"stats-empty\">No finished games yet: each game you finish is \
                listed here.</p>"
            .into();
    }
    let mut out = String::from("<ol class=\"stats-history\">");
    for (index, entry) in lines.iter().rev() {
        let entry = match entry {
            Ok(entry) => entry,
            Err(why) => {
                let _ = write!(
                    out,
                    "<li class=\"stats-unreadable\">An unreadable entry (line {index}): {}</li>",
                    escape(why)
                );
                continue;
            }
        };
        let (when, datetime) = date(entry.end_ms);
        let who = players_and_totals(entry);
        let _ = write!(
            out,
            "<li class=\"stats-game\"><time datetime=\"{datetime}\">{when}</time> {}",
            escape(&who)
        );
        if let [total] = entry.totals[..] {
            let _ = write!(
                out,
                " <span class=\"stats-rating\">{}</span>",
                escape(crate::engine::rating(total))
            );
        }
        if let Some(mark) = daily_mark(entry) {
            let _ = write!(out, " <span class=\"stats-mark\">{}</span>", escape(&mark));
        }
        if entry.moves.is_some() {
            let game = escape(&format!("the game of {when}, {who}"));
            let _ = write!(
                out,
                " <span class=\"stats-actions\">\
                 <button type=\"button\" data-open=\"{index}\" aria-label=\"Replay {game}\">Replay</button> \
                 <button type=\"button\" data-export=\"{index}\" aria-label=\"Export {game}\">Export</button>\
                 </span>"
            );
        } else {
            out.push_str(" <span class=\"stats-reduced\">summary only</span>");
        }
        out.push_str("</li>");
    }
    out.push_str("</ol>");
    out
}

/// "Daily 2026-11-26" or "practice": the setup has no daily game yet, so
/// there is no mark to show until it does.
fn daily_mark(entry: &Entry) -> Option<String> {
    let day = entry.setup.daily.as_ref()?;
    Some(if entry.practice {
        format!("Daily {day}, practice")
    } else {
        format!("Daily {day}")
    })
}
