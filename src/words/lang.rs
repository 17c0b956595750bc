//! A language of the app, and how it writes numbers.

/// A language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    Hu,
    Ru,
    It,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Hu, Lang::Ru, Lang::It];

    /// The BCP 47 code (`<html lang>`, `Intl`, the file names).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Hu => "hu",
            Lang::Ru => "ru",
            Lang::It => "it",
        }
    }

    /// The language's own name (the Menu lists these, in every language).
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Hu => "Magyar",
            Lang::Ru => "Русский",
            Lang::It => "Italiano",
        }
    }

    /// The language of a tag such as "de-AT" or "ru", if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's languages the app speaks, else English.
    pub fn first_spoken<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }
}

/// How numbers are written: the browser's `Intl` in the app, plain digits
/// with the language's decimal mark natively.
pub trait Numbers {
    fn whole(&self, n: i64) -> String;
    /// A number of tenths with one decimal (2125 → "212.5" / "212,5").
    fn tenths(&self, t: i64) -> String;
}

/// Digits without grouping, with the language's decimal mark.
pub struct PlainNumbers(pub Lang);

impl Numbers for PlainNumbers {
    fn whole(&self, n: i64) -> String {
        n.to_string()
    }
    fn tenths(&self, t: i64) -> String {
        let sign = if t < 0 { "-" } else { "" };
        let mark = if self.0 == Lang::En { '.' } else { ',' };
        format!("{sign}{}{mark}{}", t.abs() / 10, t.abs() % 10)
    }
}
