//! clever: Ganz Schön Clever in the browser.

pub mod bot;
pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod app;
