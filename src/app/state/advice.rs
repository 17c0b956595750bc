//! What the worker's advice leaves in the state: why an answer did not
//! come.

/// Why the worker gave no answer: it could not load (its files failed),
/// it stopped (it crashed), it stayed silent too long, or it could not
/// answer this question (its reason goes to the console). Plain data, so
/// the app's state (`Session`) holds it natively too; the channel is wasm only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoAnswer {
    NotLoaded,
    Stopped,
    Late,
    Refused,
}
