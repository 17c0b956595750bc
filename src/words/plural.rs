//! CLDR's plural categories (cardinal), for the five languages, from the
//! numbers' operands: `i` the whole part, `v` the count of decimals shown,
//! `f` those decimals as a whole number.

use super::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    One,
    Few,
    Many,
    Other,
}

/// A number as it is shown: `whole` with `decimals` digits after the mark
/// (`fraction` holds them).
#[derive(Clone, Copy, Debug)]
pub struct Shown {
    pub whole: u64,
    pub decimals: u32,
    pub fraction: u64,
}

impl Shown {
    pub fn whole(n: i64) -> Shown {
        Shown {
            whole: n.unsigned_abs(),
            decimals: 0,
            fraction: 0,
        }
    }
    pub fn tenths(t: i64) -> Shown {
        Shown {
            whole: t.unsigned_abs() / 10,
            decimals: 1,
            fraction: t.unsigned_abs() % 10,
        }
    }
}

impl Lang {
    /// The plural categories the language's texts give forms for, in
    /// CLDR's order (zero, one, two, few, many, other).
    pub fn categories(self) -> &'static [Category] {
        use Category::*;
        match self {
            Lang::En | Lang::De | Lang::Hu => &[One, Other],
            Lang::It => &[One, Many, Other],
            Lang::Ru => &[One, Few, Many, Other],
        }
    }
}

/// The category of a number in a language (CLDR 46's rules).
pub fn category(lang: Lang, n: Shown) -> Category {
    use Category::*;
    let (i, v, f) = (n.whole, n.decimals, n.fraction);
    match lang {
        // one: i = 1 and v = 0
        Lang::En | Lang::De => {
            if i == 1 && v == 0 {
                One
            } else {
                Other
            }
        }
        // one: n = 1
        Lang::Hu => {
            if i == 1 && f == 0 {
                One
            } else {
                Other
            }
        }
        // one: i = 1 and v = 0; many: e = 0 and i != 0 and
        // i % 1000000 = 0 and v = 0 (e, the compact exponent, is 0 here)
        Lang::It => {
            if i == 1 && v == 0 {
                One
            } else if i != 0 && i % 1_000_000 == 0 && v == 0 {
                Many
            } else {
                Other
            }
        }
        // one: v = 0 and i % 10 = 1 and i % 100 != 11
        // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
        // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)
        Lang::Ru => {
            if v != 0 {
                Other
            } else if i % 10 == 1 && i % 100 != 11 {
                One
            } else if (2..=4).contains(&(i % 10)) && !(12..=14).contains(&(i % 100)) {
                Few
            } else {
                Many
            }
        }
    }
}
