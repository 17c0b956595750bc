//! Storage at the edge: the game record in localStorage (the engine's JSON,
//! as `clever replay` reads it), remembered names, and where seeds come from.

use super::table::Broken;
use super::words::capitalised;
use crate::engine::{DiceBag, Game, Setup, Variants};
use gloo_storage::{LocalStorage, Storage};

/// The saved game: the engine's record, exactly as `Game::to_json` writes it.
pub const GAME_KEY: &str = "clever.game";
/// A save that could not be read, kept when the player starts anew.
pub const BROKEN_KEY: &str = "clever.game.unreadable";
/// The names typed last time, and the last setup choices.
pub const NAMES_KEY: &str = "clever.names";
/// The theme chosen by hand: "light" or "dark" (absent: the system's).
pub const THEME_KEY: &str = "clever.theme";

/// The theme chosen by hand, if any.
pub fn load_theme() -> Option<String> {
    LocalStorage::raw()
        .get_item(THEME_KEY)
        .ok()
        .flatten()
        .filter(|t| t == "light" || t == "dark")
}

/// Keeps the theme chosen by hand ("light", "dark"; anything else: the
/// system's).
pub fn save_theme(theme: &str) {
    let raw = LocalStorage::raw();
    let _ = if theme == "light" || theme == "dark" {
        raw.set_item(THEME_KEY, theme)
    } else {
        raw.remove_item(THEME_KEY)
    };
}

/// The raw saved record, if there is one.
pub fn load_raw() -> Option<String> {
    LocalStorage::raw().get_item(GAME_KEY).ok().flatten()
}

/// Writes the record; false if the browser refused (private mode, full).
pub fn save(json: &str) -> bool {
    LocalStorage::raw().set_item(GAME_KEY, json).is_ok()
}

pub fn keep_unreadable(raw: &str) {
    let _ = LocalStorage::raw().set_item(BROKEN_KEY, raw);
}

pub fn load_names() -> Vec<String> {
    LocalStorage::get::<Vec<String>>(NAMES_KEY)
        .ok()
        .filter(|n| n.len() == 4)
        .unwrap_or_else(|| (1..=4).map(|i| format!("Player {i}")).collect())
}

pub fn save_names(names: &[String]) {
    let _ = LocalStorage::set(NAMES_KEY, names);
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
    };
    // One player, first seat 0: always a valid setup.
    Game::new(setup).expect("a solo setup is valid")
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
                    error: capitalised(&e.to_string()),
                    raw,
                }),
            ),
        },
    }
}
