//! Storage at the edge: every localStorage key and what is read and written
//! under it: the game record (the engine's JSON, as `clever replay` reads
//! it), the unreadable saves set aside, remembered names, the theme and the
//! archive's text. Every access survives a browser that blocks or fills its
//! storage: reads give nothing, writes say they failed, and the app tells
//! the player.

use crate::app::state::stored::SetAside;
use gloo_storage::{LocalStorage, Storage};

/// The saved game: the engine's record, exactly as `Game::to_json` writes it.
pub const GAME_KEY: &str = "clever.game";
/// Unreadable saves set aside: this prefix and the time they were set aside.
pub const SET_ASIDE_PREFIX: &str = "clever.unreadable.";
/// Where the first version kept its one unreadable save.
pub const OLD_SET_ASIDE_KEY: &str = "clever.game.unreadable";
/// The names typed last time.
pub const NAMES_KEY: &str = "clever.names";
/// The theme chosen by hand: "light" or "dark" (absent: the system's).
pub const THEME_KEY: &str = "clever.theme";
/// The language chosen in the Menu (its code; absent: the browser's).
pub const LANG_KEY: &str = "clever.lang";
/// Every finished game: one entry per line, oldest first (see
/// `engine::archive`).
pub const ARCHIVE_KEY: &str = "clever.archive";
/// The fingerprint of the last game archived, so a reload never adds it twice.
pub const ARCHIVED_KEY: &str = "clever.archived";
/// The guide's progress: the steps done, or "off" (see `guide.rs`).
pub const GUIDE_KEY: &str = "clever.guide";

/// The theme chosen by hand, if any.
pub fn load_theme() -> Option<String> {
    get(THEME_KEY).filter(|t| t == "light" || t == "dark")
}

/// Keeps "light" or "dark"; anything else goes back to the system's.
pub fn save_theme(theme: &str) {
    if theme == "light" || theme == "dark" {
        set(THEME_KEY, theme);
    } else {
        remove(THEME_KEY);
    }
}

/// The language chosen in the Menu, if any (a code such as "de").
pub fn load_lang() -> Option<String> {
    get(LANG_KEY)
}

pub fn save_lang(code: &str) -> bool {
    set(LANG_KEY, code)
}

/// The browser's storage, if this page may use it (blocked cookies or a
/// sandbox make `window.localStorage` throw).
fn available() -> bool {
    leptos::prelude::window()
        .local_storage()
        .is_ok_and(|s| s.is_some())
}

fn get(key: &str) -> Option<String> {
    available()
        .then(|| LocalStorage::raw().get_item(key).ok().flatten())
        .flatten()
}

/// Writes one entry; false if the browser refused (blocked, full).
fn set(key: &str, value: &str) -> bool {
    available() && LocalStorage::raw().set_item(key, value).is_ok()
}

fn remove(key: &str) {
    if available() {
        let _ = LocalStorage::raw().remove_item(key);
    }
}

/// The raw saved record, if there is one.
pub fn load_raw() -> Option<String> {
    get(GAME_KEY)
}

/// Writes the record; false if the browser refused (blocked, full).
pub fn save(json: &str) -> bool {
    set(GAME_KEY, json)
}

/// Keeps an unreadable save under a key of its own; false if it could not
/// be set aside (the caller must not write over it then).
pub fn set_aside_unreadable(raw: &str) -> bool {
    let now = web_sys::js_sys::Date::now() as u64;
    // Two saves set aside in the same millisecond get different keys.
    let mut key = format!("{SET_ASIDE_PREFIX}{now}");
    while get(&key).is_some() {
        key.push('+');
    }
    set(&key, raw)
}

/// Every key in the storage (none when it is blocked).
fn keys() -> Vec<String> {
    if !available() {
        return Vec::new();
    }
    let store = LocalStorage::raw();
    (0..store.length().unwrap_or(0))
        .filter_map(|i| store.key(i).ok().flatten())
        .collect()
}

/// Every unreadable save set aside, oldest first.
pub fn set_aside() -> Vec<SetAside> {
    let mut out = Vec::new();
    for key in keys() {
        if key.starts_with(SET_ASIDE_PREFIX) || key == OLD_SET_ASIDE_KEY {
            if let Some(raw) = get(&key) {
                out.push(SetAside { key, raw });
            }
        }
    }
    // Keys end with the time they were set aside: oldest first.
    crate::order::sort_by(&mut out, |a, b| a.key < b.key);
    out
}

pub fn discard(key: &str) {
    if key.starts_with(SET_ASIDE_PREFIX) || key == OLD_SET_ASIDE_KEY {
        remove(key);
    }
}

pub fn load_names() -> Vec<String> {
    get(NAMES_KEY)
        .and_then(|raw| super::names::read_string_list(&raw))
        .filter(|n| n.len() == 4)
        // The English defaults older versions kept are no names.
        .map(|names| {
            names
                .into_iter()
                .enumerate()
                .map(|(i, n)| {
                    if n == format!("Player {}", i + 1) {
                        String::new()
                    } else {
                        n
                    }
                })
                .collect()
        })
        // No names given (the form shows "Player 1", … as placeholders).
        .unwrap_or_else(|| vec![String::new(); 4])
}

pub fn save_names(names: &[String]) {
    set(NAMES_KEY, &super::names::write_string_list(names));
}

/// The guide's progress as stored, if any.
pub fn load_guide() -> Option<String> {
    get(GUIDE_KEY)
}

/// Keeps the guide's progress; a browser that refuses only forgets it.
pub fn save_guide(progress: &str) {
    set(GUIDE_KEY, progress);
}

/// The archive's text (see `engine::archive`), empty when there is none.
pub fn load_archive() -> String {
    get(ARCHIVE_KEY).unwrap_or_default()
}

/// The fingerprint of the last game added to the archive, if any.
pub fn archived_mark() -> Option<String> {
    get(ARCHIVED_KEY)
}

/// Writes the archive's text and the fingerprint of its last game; false if
/// the browser refused (blocked, full).
pub fn save_archive(text: &str, mark: &str) -> bool {
    set(ARCHIVE_KEY, text) && set(ARCHIVED_KEY, mark)
}

/// Games put aside for another (a link opened another game): this prefix
/// and the game's key (its id by link, else the time it was put aside).
pub const SHELF_PREFIX: &str = "clever.shelf.";

/// Puts a game's record aside under `key`; false if the browser refused
/// (the caller must not replace the game then).
pub fn shelve(key: &str, record: &str) -> bool {
    set(&format!("{SHELF_PREFIX}{key}"), record)
}

/// Every game put aside: its key and record, in key order.
pub fn shelf() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for key in keys() {
        if let Some(short) = key.strip_prefix(SHELF_PREFIX) {
            if let Some(raw) = get(&key) {
                out.push((short.to_string(), raw));
            }
        }
    }
    crate::order::sort_by(&mut out, |a, b| a.0 < b.0);
    out
}

/// Takes a game off the shelf.
pub fn unshelve(key: &str) {
    remove(&format!("{SHELF_PREFIX}{key}"));
}
