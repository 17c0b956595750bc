//! clever: Ganz Schön Clever in the browser.

pub mod bot;
pub mod engine;
/// History and statistics of the archive of finished games (the worker's
/// answers, as markup).
pub mod stats;

/// What the lazily loaded worker answers (bots, review, history).
pub mod worker;

/// The panels the worker writes as markup (the end, history).
pub mod panels;

/// The app's state and words are plain Rust (tested natively); its views
/// are built for wasm32 only.
pub mod app;
