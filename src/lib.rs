//! clever: Ganz Schön Clever in the browser.

pub mod bot;
pub mod engine;
/// FNV-1a, the one fingerprint of bytes (a leaf every part may use).
pub mod fnv;
/// JSON read and written by hand (what the app's first load reads and
/// writes without serde's code); what is wrong with a text, as data.
pub mod json;
/// Short lists sorted without the standard sort's weight.
pub mod order;
/// QR codes (byte mode, level M, versions 1–40), drawn as an SVG path: a
/// link shown as a code to scan.
pub mod qr;
/// The statistics of the archive of finished games, as numbers (counted by
/// the worker; their types are part of `worker::protocol`).
pub mod stats;

/// What the lazily loaded worker answers (bots, hints, review, statistics)
/// and the typed messages both sides share (`worker::protocol`).
pub mod worker;

/// The app's state and words are plain Rust (tested natively); its views
/// are built for wasm32 only.
pub mod app;

/// Every sentence the player reads, in five languages (the catalogue).
pub mod words;
