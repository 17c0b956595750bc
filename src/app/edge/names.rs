//! The names typed last time, as the app remembers them (`storage.rs`
//! keeps them under `NAMES_KEY`): a JSON array of strings.

use crate::json::{parse, write_list, write_str};

/// The names as a JSON array (`["Anna","Béla"]`).
pub fn write_string_list(items: &[String]) -> String {
    let mut out = String::new();
    write_list(&mut out, items, |out, item| write_str(out, item));
    out
}

/// A JSON array of strings; `None` for anything else.
pub fn read_string_list(text: &str) -> Option<Vec<String>> {
    parse(text).ok()?.strings().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DiceBag;

    #[test]
    fn name_lists_read_and_write_back() {
        // Names that need escaping, or not: quotes, backslashes, every kind
        // of control character, non-ASCII, a slash, an emoji.
        const PARTS: &[&str] = &[
            "Anna", "Béla", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{c}", "\u{0}", "\u{1f}",
            "\u{7f}", "\u{80}", "\u{2028}", "ü", "😀", " ", "'", "<b>", "\u{feff}", "",
        ];
        let mut bag = DiceBag::new(13);
        let mut below = |n: usize| (bag.next_u64() % n as u64) as usize;
        for _ in 0..2_000 {
            let names: Vec<String> = (0..below(6))
                .map(|_| (0..below(5)).map(|_| PARTS[below(PARTS.len())]).collect())
                .collect();
            let json = write_string_list(&names);
            assert_eq!(json, serde_json::to_string(&names).unwrap());
            assert_eq!(read_string_list(&json), Some(names.clone()));
            let pretty = serde_json::to_string_pretty(&names).unwrap();
            assert_eq!(read_string_list(&pretty), Some(names));
        }
        assert_eq!(
            write_string_list(&["Anna".into(), "Béla \"B\"\n".into()]),
            r#"["Anna","Béla \"B\"\n"]"#
        );
        for text in [
            "",
            "[",
            "[\"a\",]",
            "[\"a\"] x",
            "{}",
            "[1]",
            "null",
            "[\"a\",1]",
        ] {
            assert_eq!(read_string_list(text), None, "{text:?}");
        }
        assert_eq!(read_string_list(" [ \"a\" ] "), Some(vec!["a".into()]));
    }
}
