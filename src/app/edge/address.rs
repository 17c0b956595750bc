//! The page's address: what its query asks for (`?seed=N`, `?daily=…`).

/// `?seed=N` in the page's address (the tests fix their dice with it).
pub fn url_seed() -> Option<u64> {
    let search = crate::app::dom::window().location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("seed="))
        .and_then(|v| v.parse().ok())
}

/// `?daily=YYYY-MM-DD` in the page's address: that day's challenge.
pub fn url_daily() -> Option<String> {
    let search = crate::app::dom::window().location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("daily="))
        .map(str::to_string)
}
