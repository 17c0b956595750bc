//! The worker's wasm (built by Trunk as `clever-bot`, loaded by
//! `public/bot-worker.js` only when a computer seat, a hint, a review or
//! the history is first needed): it answers `clever::worker` requests.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

/// One request in, one reply out (see `clever::worker`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn answer(request: &str) -> String {
    clever::worker::answer(request)
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("clever-bot is the browser app's worker: build it with `trunk build`.");
}
