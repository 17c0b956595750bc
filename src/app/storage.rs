//! Storage at the edge: the game record in localStorage (the engine's JSON,
//! as `clever replay` reads it), the unreadable saves kept aside, remembered
//! names, files in and out, and where seeds come from. Every access survives
//! a browser that blocks or fills its storage: reads give nothing, writes
//! say they failed, and the app tells the player.

use super::table::Broken;
use super::words::{capitalised, record_error};
use crate::engine::{DiceBag, Game, Setup, Variants};
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::UnwrapThrowExt;

/// The saved game: the engine's record, exactly as `Game::to_json` writes it.
pub const GAME_KEY: &str = "clever.game";
/// Unreadable saves kept aside: this prefix and the time they were kept.
pub const KEPT_PREFIX: &str = "clever.unreadable.";
/// Where the first version kept its one unreadable save.
pub const OLD_KEPT_KEY: &str = "clever.game.unreadable";
/// The names typed last time.
pub const NAMES_KEY: &str = "clever.names";
/// The theme chosen by hand: "light" or "dark" (absent: the system's).
pub const THEME_KEY: &str = "clever.theme";

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

/// An unreadable save kept aside: its key, and the raw text.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub key: String,
    pub raw: String,
}

/// Keeps an unreadable save under a key of its own; false if it could not
/// be kept (the caller must not write over it then).
pub fn keep_unreadable(raw: &str) -> bool {
    let now = web_sys::js_sys::Date::now() as u64;
    // Two saves kept in the same millisecond get different keys.
    let mut key = format!("{KEPT_PREFIX}{now}");
    while get(&key).is_some() {
        key.push('+');
    }
    set(&key, raw)
}

/// Every unreadable save kept aside, oldest first.
pub fn kept() -> Vec<Kept> {
    if !available() {
        return Vec::new();
    }
    let store = LocalStorage::raw();
    let mut out = Vec::new();
    for i in 0..store.length().unwrap_or(0) {
        let Some(key) = store.key(i).ok().flatten() else {
            continue;
        };
        if key.starts_with(KEPT_PREFIX) || key == OLD_KEPT_KEY {
            if let Some(raw) = get(&key) {
                out.push(Kept { key, raw });
            }
        }
    }
    // Keys end with the time they were kept: oldest first. (Unstable sort:
    // keys are unique.)
    out.sort_unstable_by(|a, b| a.key.cmp(&b.key));
    out
}

pub fn discard(key: &str) {
    if key.starts_with(KEPT_PREFIX) || key == OLD_KEPT_KEY {
        remove(key);
    }
}

pub fn load_names() -> Vec<String> {
    get(NAMES_KEY)
        .and_then(|raw| crate::engine::json::read_string_list(&raw))
        .filter(|n| n.len() == 4)
        .unwrap_or_else(|| (1..=4).map(|i| format!("Player {i}")).collect())
}

pub fn save_names(names: &[String]) {
    set(NAMES_KEY, &crate::engine::json::write_string_list(names));
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) {
    use wasm_bindgen::JsCast;
    let parts = web_sys::js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let doc = leptos::prelude::document();
    if let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The export's file name: the date and the total(s), e.g.
/// `clever-2026-11-26-total-231.json`.
pub fn export_name(game: &Game) -> String {
    let d = web_sys::js_sys::Date::new_0();
    let totals: Vec<String> = (0..game.state().players())
        .map(|p| game.state().score(p).total.to_string())
        .collect();
    format!(
        "clever-{:04}-{:02}-{:02}-{}-{}.json",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        if totals.len() == 1 { "total" } else { "totals" },
        totals.join("-")
    )
}

/// `?seed=N` in the page's address (the tests fix their dice with it).
pub fn url_seed() -> Option<u64> {
    let search = super::dom::window().location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("seed="))
        .and_then(|v| v.parse().ok())
}

/// Today's date in UTC, "2026-11-26" (the daily challenge's day).
pub fn today() -> String {
    let iso: String = web_sys::js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(10).collect()
}

/// `?daily=YYYY-MM-DD` in the page's address: that day's challenge.
pub fn url_daily() -> Option<String> {
    let search = super::dom::window().location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("daily="))
        .map(str::to_string)
}

/// The daily challenge of `date`: solo, the dice of the day (the same for
/// everyone), the English rules.
pub fn daily_setup(date: &str) -> Setup {
    let name = load_names().into_iter().next().unwrap_or_default();
    let mut setup = Setup::solo(&name, crate::engine::daily_seed(date));
    setup.daily = Some(date.to_string());
    setup
}

/// A fresh seed: the address's `?seed=N`, else the browser's crypto source.
pub fn new_seed() -> u64 {
    if let Some(seed) = url_seed() {
        return seed;
    }
    let mut bytes = [0u8; 8];
    // crypto.getRandomValues exists in every browser that runs wasm; were it
    // missing, the game would still be valid, only predictable.
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// A random seat (for "who starts: random"), from the game's seed.
pub fn random_seat(seed: u64, players: usize) -> u8 {
    DiceBag::new(seed ^ 0x5EA7_5EA7_5EA7_5EA7).below(players.max(1) as u32) as u8
}

/// The solo game that the page opens with when nothing is saved.
pub fn default_game() -> Game {
    let name = load_names().into_iter().next().unwrap_or_default();
    let setup = Setup {
        players: vec![name],
        first: 0,
        seed: new_seed(),
        variants: Variants::default(),
        seats: Vec::new(),
        daily: None,
    };
    // One player, first seat 0: always a valid setup.
    Game::new(setup).ok().expect_throw("a solo setup is valid")
}

/// Reads the saved game, or starts the default one; an unreadable save is
/// kept aside (never overwritten) until the player decides.
pub fn load() -> (Game, Option<Broken>) {
    match load_raw() {
        None => (default_game(), None),
        Some(raw) => match Game::from_json(&raw) {
            Ok(game) => (game, None),
            Err(e) => (
                default_game(),
                Some(Broken {
                    error: capitalised(&record_error(&e)),
                    raw,
                }),
            ),
        },
    }
}

/// Every finished game: one entry per line, oldest first (see
/// `engine::archive`).
pub const ARCHIVE_KEY: &str = "clever.archive";
/// The fingerprint of the last game kept, so a reload never keeps it twice.
pub const ARCHIVED_KEY: &str = "clever.archived";

pub fn load_archive() -> String {
    get(ARCHIVE_KEY).unwrap_or_default()
}

/// What keeping a finished game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Archived {
    /// Kept.
    Yes,
    /// Kept, after this many of the oldest games were reduced to their
    /// summaries to make room.
    Reduced(usize),
    /// The browser refused even with every old game reduced.
    No,
}

/// The record's fingerprint (FNV-1a: to recognise it, not a secret).
fn fingerprint(game: &Game) -> String {
    game.to_json()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        })
        .to_string()
}

/// The archive's last entry is this game.
pub fn archived_last(game: &Game) -> bool {
    get(ARCHIVED_KEY) == Some(fingerprint(game))
}

/// Keep a finished game in the archive, once; what that took (`None`: it
/// was kept before).
pub fn archive(game: &Game) -> Option<Archived> {
    let mark = fingerprint(game);
    if get(ARCHIVED_KEY).as_deref() == Some(mark.as_str()) {
        return None;
    }
    let now = web_sys::js_sys::Date::now() as u64;
    // The first finished attempt of a day's challenge counts; a later one
    // is practice (as the end of the game says).
    let practice = super::standing::practice(game, &load_archive());
    let line = crate::engine::archive::entry(game, now, practice);
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
        if set(ARCHIVE_KEY, &text) && set(ARCHIVED_KEY, mark) {
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
