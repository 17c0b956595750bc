//! Finished games added to the archive (the history), once each, making
//! room when the browser's storage is full. The archive's format is the
//! engine's (`engine::archive`); its text sits in `storage`.

use crate::app::edge::storage::{archived_mark, load_archive, save_archive};
use crate::app::state::standing::Archived;
use crate::engine::archive::read_summary;
use crate::engine::Game;

/// The record's fingerprint (FNV-1a: to recognise it, not a secret).
fn fingerprint(game: &Game) -> String {
    crate::fnv::hash(game.to_json().as_bytes()).to_string()
}

/// The archive's last entry is this game.
fn archived_last(game: &Game) -> bool {
    archived_mark() == Some(fingerprint(game))
}

/// The archive as it was before this game (for the end of the game: the
/// daily streak, the personal best): without its entry if it is added
/// already, as the last line.
pub fn before(game: &Game) -> String {
    let mut before = load_archive();
    if archived_last(game) {
        before.truncate(before.rfind('\n').unwrap_or(0));
    }
    before
}

/// Add a finished game to the archive, once; what that took (`None`: it
/// was added before).
pub fn add(game: &Game) -> Option<Archived> {
    let mark = fingerprint(game);
    if archived_mark().as_deref() == Some(mark.as_str()) {
        return None;
    }
    let now = web_sys::js_sys::Date::now() as u64;
    // The first finished attempt of a day's challenge counts; a later one
    // is practice (as the end of the game says).
    let practice = crate::app::state::standing::practice(game, &load_archive());
    // The first game's app keeps the first game only (it plays no other).
    let line = crate::engine::archive::entry(game, now, practice).ok()?;
    Some(append(&line, &mark))
}

/// Add an entry, making room by reducing the oldest to their summaries.
fn append(line: &str, mark: &str) -> Archived {
    let mut text = load_archive();
    if !text.is_empty() {
        text.push('\n');
    }
    text.push_str(line);
    let mut reduced = 0;
    loop {
        if save_archive(&text, mark) {
            return if reduced == 0 {
                Archived::Yes
            } else {
                Archived::Reduced(reduced)
            };
        }
        let (smaller, n) = crate::engine::archive::reduce_oldest(&text, 10);
        if n == 0 {
            return Archived::No;
        }
        reduced += n;
        text = smaller;
    }
}

/// By link, a friend's score came after the game was archived: its entry is
/// written again with every score known (the line that names its id).
pub fn add_again(game: &Game) {
    let Some(id) = game.link_id() else {
        return;
    };
    let needle = format!("\"by_link\":\"{}\"", id.text());
    let text = load_archive();
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    let Some(at) = lines.iter().position(|l| {
        l.as_bytes()
            .windows(needle.len())
            .any(|w| w == needle.as_bytes())
    }) else {
        return;
    };
    let end = read_summary(&lines[at]).map_or(web_sys::js_sys::Date::now() as u64, |e| e.end_ms);
    let Ok(line) = crate::engine::archive::entry(game, end, false) else {
        return;
    };
    lines[at] = line;
    let _ = save_archive(&lines.join("\n"), &fingerprint(game));
}
