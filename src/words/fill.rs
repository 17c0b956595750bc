//! Filling a template: `{name}` and `{name|form|form…}`.

use super::lang::{Lang, Numbers};
use super::plural::{category, Shown};

/// A message's argument.
pub enum Arg<'a> {
    Text(&'a str),
    Whole(i64),
    Tenths(i64),
}

/// A count or a number of points (any integer type).
#[derive(Clone, Copy, Debug)]
pub struct Num(pub i64);

macro_rules! num_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Num {
            fn from(n: $t) -> Num {
                Num(n as i64)
            }
        }
    )*};
}
num_from!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A number of tenths, shown with one decimal.
#[derive(Clone, Copy, Debug)]
pub struct Tenths(pub i64);

impl<'a> Arg<'a> {
    fn shown(&self) -> Option<Shown> {
        match *self {
            Arg::Text(_) => None,
            Arg::Whole(n) => Some(Shown::whole(n)),
            Arg::Tenths(t) => Some(Shown::tenths(t)),
        }
    }
}

/// The template with its arguments put in (`names`: the message's argument
/// names, each followed by a space). A placeholder without its argument is
/// left as it is (the catalogue's tests see none).
pub(super) fn fill(
    lang: Lang,
    numbers: &dyn Numbers,
    template: &str,
    names: &str,
    args: &[Arg],
) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let inner = &rest[open + 1..open + close];
        let mut parts = inner.split('|');
        let name = parts.next().unwrap_or_default();
        let arg = names
            .split(' ')
            .position(|n| n == name)
            .and_then(|i| args.get(i));
        match arg {
            Some(arg) if inner.contains('|') => {
                let forms: Vec<&str> = parts.collect();
                let at = arg
                    .shown()
                    .map(|n| category(lang, n))
                    .and_then(|c| lang.categories().iter().position(|&k| k == c))
                    .unwrap_or(forms.len().saturating_sub(1));
                out.push_str(forms.get(at).or(forms.last()).copied().unwrap_or_default());
            }
            Some(Arg::Text(t)) => out.push_str(t),
            Some(Arg::Whole(n)) => out.push_str(&numbers.whole(*n)),
            Some(Arg::Tenths(t)) => out.push_str(&numbers.tenths(*t)),
            None => out.push_str(&rest[open..=open + close]),
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The placeholders of a template: (name, count of plural forms or None).
#[cfg(not(target_arch = "wasm32"))]
pub fn placeholders(template: &str) -> Result<Vec<(&str, Option<usize>)>, String> {
    let mut found = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find(['{', '}']) {
        if rest[open..].starts_with('}') {
            return Err(format!("a '}}' without its '{{' in {template:?}"));
        }
        let close = rest[open..]
            .find('}')
            .ok_or_else(|| format!("a '{{' without its '}}' in {template:?}"))?;
        let inner = &rest[open + 1..open + close];
        if inner.contains('{') {
            return Err(format!("nested braces in {template:?}"));
        }
        let mut parts = inner.split('|');
        let name = parts.next().unwrap_or_default();
        let forms = inner.contains('|').then(|| parts.count());
        found.push((name, forms));
        rest = &rest[open + close + 1..];
    }
    Ok(found)
}
