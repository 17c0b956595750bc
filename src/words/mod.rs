//! The catalogue: every sentence the player reads, in five languages.
//!
//! `messages.rs` lists each message once, with its typed arguments and its
//! English text; the `Texts` struct it makes has one field per message, so
//! a language (`de.rs`, `hu.rs`, `ru.rs`, `it.rs`) that misses one does not
//! compile. English is built into the app; the others are shipped as JSON
//! (`public/lang/*.json`, made from those files by `clever words` and
//! checked by a test) and loaded for the player who speaks them, so the
//! first load carries one language.
//!
//! A text is a template: `{name}` puts an argument in, and
//! `{n|point|points}` picks a form by the CLDR plural category of the
//! number `n`, the forms in the language's order (`Lang::categories`).
//!
//! `errors.rs` words the engine's errors, `names.rs` the dice, areas and
//! ratings they name, for the app, the worker and the `clever` command.

pub mod errors;
mod fill;
mod lang;
mod messages;
pub mod names;
pub mod plural;

#[cfg(not(target_arch = "wasm32"))]
mod de;
#[cfg(test)]
mod glossary;
#[cfg(test)]
mod grammar;
#[cfg(not(target_arch = "wasm32"))]
mod hu;
#[cfg(not(target_arch = "wasm32"))]
mod it;
#[cfg(not(target_arch = "wasm32"))]
mod ru;
#[cfg(not(target_arch = "wasm32"))]
pub mod samples;
#[cfg(test)]
mod tests;

#[cfg(not(target_arch = "wasm32"))]
pub use fill::placeholders;
pub use fill::{Arg, Num, Tenths};
pub use lang::{Lang, Numbers, PlainNumbers};
#[cfg(not(target_arch = "wasm32"))]
pub use messages::SIGNATURES;
pub use messages::{Id, Texts, Words, COUNT, EN};
pub use plural::Category;

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

/// The texts of a language built into this program (natively all five;
/// the app has English only and loads the others).
#[cfg(not(target_arch = "wasm32"))]
impl Lang {
    pub fn texts(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            Lang::De => &de::TEXTS,
            Lang::Hu => &hu::TEXTS,
            Lang::Ru => &ru::TEXTS,
            Lang::It => &it::TEXTS,
        }
    }
}

fn arg_names() -> Vec<&'static str> {
    messages::items(messages::ARG_NAMES).collect()
}

impl Words {
    pub fn english() -> Words {
        Words {
            lang: Lang::En,
            texts: messages::items(messages::EN_TEXTS)
                .map(Cow::Borrowed)
                .collect(),
            numbers: Box::new(PlainNumbers(Lang::En)),
            arg_names: arg_names(),
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn of_texts(lang: Lang, texts: &Texts) -> Words {
        Words {
            lang,
            texts: texts.list().into_iter().map(Cow::Borrowed).collect(),
            numbers: Box::new(PlainNumbers(lang)),
            arg_names: arg_names(),
        }
    }

    /// A language from its JSON file (`to_json`): None when the file is
    /// not of this version of the catalogue.
    pub fn from_json(lang: Lang, json: &str) -> Option<Words> {
        let mut list = crate::json::parse(json).ok()?.strings().ok()?;
        if list.len() != COUNT + 1 || list[0] != fingerprint() {
            return None;
        }
        list.remove(0);
        Some(Words {
            lang,
            texts: list.into_iter().map(Cow::Owned).collect(),
            numbers: Box::new(PlainNumbers(lang)),
            arg_names: arg_names(),
        })
    }

    /// Numbers written by another writer (the app: the browser's `Intl`).
    pub fn with_numbers(mut self, numbers: Box<dyn Numbers>) -> Words {
        self.numbers = numbers;
        self
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn whole(&self, n: i64) -> String {
        self.numbers.whole(n)
    }

    pub fn tenths(&self, t: i64) -> String {
        self.numbers.tenths(t)
    }
}

/// A language's texts as its JSON file: the catalogue's fingerprint, then
/// the texts in message order.
#[cfg(not(target_arch = "wasm32"))]
pub fn to_json(texts: &Texts) -> String {
    let mut list = vec![fingerprint()];
    list.extend(texts.list().into_iter().map(String::from));
    let mut out = String::from("[\n");
    for (i, t) in list.iter().enumerate() {
        out.push_str(&serde_json::to_string(t).expect("a string"));
        out.push_str(if i + 1 < list.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    out
}

/// Names the catalogue's version: the message names in order, hashed.
pub fn fingerprint() -> String {
    format!("clever-words-{:016x}", messages::FINGERPRINT)
}

/// A composed sentence with its first letter a capital: the code that
/// joins parts into a sentence makes it one ("extra kocka akció
/// felhasználva" opening a step), not the part that happens to come first.
/// The letters the five languages start a word with, by their code points:
/// `char::to_uppercase` would bring Unicode's tables into the first load.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let c = first as u32;
    let upper = match c {
        // ASCII, Latin-1 (à–þ but ÷), Cyrillic а–я: 32 below.
        0x61..=0x7A | 0xE0..=0xF6 | 0xF8..=0xFE | 0x430..=0x44F => c - 0x20,
        // ё and the rest of Cyrillic's first row.
        0x450..=0x45F => c - 0x50,
        // Latin Extended-A pairs (ő, ű): the capital just below.
        0x101..=0x137 | 0x14B..=0x177 if c % 2 == 1 => c - 1,
        _ => c,
    };
    char::from_u32(upper).unwrap_or(first).to_string() + chars.as_str()
}

thread_local! {
    static CURRENT: RefCell<Rc<Words>> = RefCell::new(Rc::new(Words::english()));
}

/// The words the app speaks now (English until another is chosen).
pub fn words() -> Rc<Words> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Makes `words` speak another language.
pub fn speak(words: Words) {
    CURRENT.with(|c| *c.borrow_mut() = Rc::new(words));
}
