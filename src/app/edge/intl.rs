//! Dates and numbers in the player's language and time zone, by the
//! browser's `Intl` (the catalogue's numbers go through `IntlNumbers`).

use crate::words::{words, Lang, Numbers};
use wasm_bindgen::JsValue;
use web_sys::js_sys::{Array, Date, Intl, Object, Reflect};

fn options(pairs: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o
}

fn locales(lang: Lang) -> Array {
    Array::of1(&JsValue::from_str(lang.code()))
}

/// A moment in ms since the epoch, as the player reads it ("26 Nov 2026,
/// 14:05", "26.11.2026, 14:05"), and as a `datetime` attribute (UTC).
pub fn date(ms: u64) -> (String, String) {
    let when = Date::new(&JsValue::from_f64(ms as f64));
    let format = Intl::DateTimeFormat::new(
        &locales(words().lang()),
        &options(&[
            ("dateStyle", "medium".into()),
            ("timeStyle", "short".into()),
        ]),
    );
    let shown = format
        .format()
        .call1(&format, &when)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    let iso: String = when.to_iso_string().into();
    // "2026-11-26T14:05:00.000Z" → "2026-11-26T14:05Z"
    let attr = format!("{}Z", iso.get(..16).unwrap_or_default());
    (shown, attr)
}

/// The catalogue's numbers written by `Intl.NumberFormat`.
pub struct IntlNumbers {
    whole: Intl::NumberFormat,
    tenths: Intl::NumberFormat,
}

impl IntlNumbers {
    pub fn new(lang: Lang) -> IntlNumbers {
        let digits = |n: u32| {
            options(&[
                ("minimumFractionDigits", n.into()),
                ("maximumFractionDigits", n.into()),
            ])
        };
        IntlNumbers {
            whole: Intl::NumberFormat::new(&locales(lang), &digits(0)),
            tenths: Intl::NumberFormat::new(&locales(lang), &digits(1)),
        }
    }
}

fn call(format: &Intl::NumberFormat, n: f64) -> Option<String> {
    format
        .format()
        .call1(format, &JsValue::from_f64(n))
        .ok()?
        .as_string()
}

impl Numbers for IntlNumbers {
    fn whole(&self, n: i64) -> String {
        call(&self.whole, n as f64).unwrap_or_else(|| n.to_string())
    }
    fn tenths(&self, t: i64) -> String {
        call(&self.tenths, t as f64 / 10.0).unwrap_or_else(|| format!("{}.{}", t / 10, t % 10))
    }
}
