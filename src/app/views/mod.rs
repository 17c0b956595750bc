//! The views: each panel draws what the state holds and calls the
//! session's methods, `stored()` or the edge's (never storage, the archive
//! or persistence: `scripts/house-rules.mjs`) on a tap.

#[cfg(target_arch = "wasm32")]
pub mod charts;
#[cfg(target_arch = "wasm32")]
pub mod computer;
#[cfg(target_arch = "wasm32")]
pub mod dialogs;
#[cfg(target_arch = "wasm32")]
pub mod dice;
#[cfg(target_arch = "wasm32")]
pub mod dice_entry;
#[cfg(target_arch = "wasm32")]
pub mod end;
#[cfg(target_arch = "wasm32")]
pub mod focus;
#[cfg(target_arch = "wasm32")]
pub mod friends;
#[cfg(target_arch = "wasm32")]
pub mod guide;
#[cfg(target_arch = "wasm32")]
pub mod history;
pub mod how_to_play;
pub mod icons;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
pub mod menu;
#[cfg(target_arch = "wasm32")]
pub mod new_game;
#[cfg(target_arch = "wasm32")]
pub mod players;
#[cfg(target_arch = "wasm32")]
pub mod root;
#[cfg(target_arch = "wasm32")]
pub mod sheet;
#[cfg(target_arch = "wasm32")]
pub mod tray;
#[cfg(all(target_arch = "wasm32", feature = "twice"))]
pub mod twice_sheet;
#[cfg(target_arch = "wasm32")]
pub mod widgets;
