//! The browser app's entry point (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    clever::app::mount();
}

/// Natively there is nothing to run: use the `clever` command instead.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("clever-app is the browser app: build it with `trunk build` (see README.md).");
}
