//! The state: the one session, changed only through its methods, the memos
//! the views share (`Ui`), and what is made from the session in plain Rust
//! (the end, the standing, the other tabs, the words of the app's notes).
//! It imports no view and no edge.

pub mod advice;
pub mod ending;
pub mod guide;
pub mod highlights;
pub mod phrases;
#[cfg(target_arch = "wasm32")]
pub mod prompt;
pub mod session;
pub mod standing;
pub mod stored;
pub mod tab_sync;
#[cfg(target_arch = "wasm32")]
pub mod ui;
