//! Files out: a text offered as a download, and the name an exported game
//! gets.

use crate::engine::Game;

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) {
    use wasm_bindgen::JsCast;
    let parts = web_sys::js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let doc = leptos::prelude::document();
    if let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The export's file name: the date and the total(s), e.g.
/// `clever-2026-11-26-total-231.json`. (Digits as written, not the
/// language's: a file name.)
pub fn export_name(game: &Game) -> String {
    let d = web_sys::js_sys::Date::new_0();
    let date = format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    );
    let totals: Vec<String> = game.totals().iter().map(|t| t.to_string()).collect();
    let w = crate::words::words();
    match totals.as_slice() {
        [total] => w.menu_export_file_one(&date, total),
        _ => w.menu_export_file_many(&date, &totals.join("-")),
    }
}
