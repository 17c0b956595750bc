//! Where a game's dice and seats come from: a fresh seed, today's date and
//! its daily challenge, a random first seat, and the default solo game.

use crate::app::edge::address::url_seed;
use crate::app::edge::storage::load_names;
use crate::engine::{DiceBag, Edition, Game, Setup, Variants};
use wasm_bindgen::UnwrapThrowExt;

/// Today's date in UTC, "2026-11-26" (the daily challenge's day).
pub fn today() -> String {
    let iso: String = web_sys::js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(10).collect()
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
        own_dice: false,
        by_link: None,
        game: Edition::OF_BUILD,
    };
    // One player, first seat 0: always a valid setup.
    Game::new(setup).ok().expect_throw("a solo setup is valid")
}
