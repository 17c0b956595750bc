//! The edge: the browser's storage, the archive of finished games, the
//! effects that persist what the session holds, the address, links to and from friends, downloads,
//! offline, the worker's channel and its typed questions. It imports no
//! view.

#[cfg(target_arch = "wasm32")]
pub mod address;
#[cfg(target_arch = "wasm32")]
pub mod archive;
#[cfg(target_arch = "wasm32")]
pub mod calculator;
#[cfg(target_arch = "wasm32")]
pub mod download;
#[cfg(target_arch = "wasm32")]
pub mod intl;
#[cfg(target_arch = "wasm32")]
pub mod links;
/// The remembered names' lists (plain Rust: tested natively).
pub mod names;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod persistence;
#[cfg(target_arch = "wasm32")]
pub mod seeds;
#[cfg(target_arch = "wasm32")]
pub mod storage;
pub mod worker_channel;
