//! Grammar that holds for every value: each message of each language is
//! filled with every colour form a sentence takes, a man's and a woman's
//! name and the numbers 0, 1, 2, 5, 21 and 101, and read for doubled words,
//! doubled punctuation, capitals inside a sentence, counts without their
//! plural forms and pronouns that would give a name a gender.

use super::fill::{Arg, Tenths};
use super::messages::{Id, SIGNATURES};
use super::{Lang, Words};

const NUMBERS: [i64; 6] = [0, 1, 2, 5, 21, 101];

fn names(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => ["John", "Anna"],
        Lang::De => ["Jonas", "Anna"],
        Lang::Hu => ["Péter", "Anna"],
        Lang::Ru => ["Иван", "Анна"],
        Lang::It => ["Marco", "Anna"],
    }
}

/// The words a text argument takes, by its name.
fn text_values(w: &Words, lang: Lang, arg: &str) -> Vec<String> {
    use crate::engine::{Area, Die};
    use crate::words::names::{area_in_sentence, area_word, die_colour, die_in_sentence};
    match arg {
        "name" | "active" | "names" | "player" | "who" => {
            names(lang).iter().map(|n| n.to_string()).collect()
        }
        "die" | "first" | "second" | "dice" => Die::ALL
            .iter()
            .flat_map(|&d| [die_in_sentence(w, d), die_colour(w, d)])
            .collect(),
        "area" => Area::ALL
            .iter()
            .flat_map(|&a| [area_in_sentence(w, a), area_word(w, a)])
            .collect(),
        _ => vec![format!("q{arg}")],
    }
}

/// Every filling of one message (numbers and texts varied one at a time).
fn fillings(w: &Words, lang: Lang, index: usize) -> Vec<String> {
    let (_, args) = SIGNATURES[index];
    let id: Id = unsafe_id(index);
    let base: Vec<Vec<String>> = args
        .iter()
        .map(|(a, kind)| match *kind {
            "text" => text_values(w, lang, a),
            _ => NUMBERS.iter().map(|n| n.to_string()).collect(),
        })
        .collect();
    let mut out = Vec::new();
    let count = base.iter().map(Vec::len).max().unwrap_or(1);
    for i in 0..count {
        let filled: Vec<Arg> = args
            .iter()
            .zip(&base)
            .map(|((_, kind), values)| {
                let v = &values[i % values.len()];
                match *kind {
                    "text" => Arg::Text(v),
                    "num" => Arg::Whole(v.parse().unwrap()),
                    _ => Arg::Tenths(Tenths(v.parse::<i64>().unwrap()).0),
                }
            })
            .collect();
        out.push(w.fill(id, &filled));
    }
    out
}

/// The message at a place of the list.
fn unsafe_id(index: usize) -> Id {
    super::messages::ID_LIST[index]
}

fn words_of(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|w| !w.is_empty())
        .collect()
}

#[test]
fn every_message_reads_right_with_every_value() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let w = Words::of_texts(lang, lang.texts());
        for (index, (name, _)) in SIGNATURES.iter().enumerate() {
            for text in fillings(&w, lang, index) {
                let mut say =
                    |why: &str| problems.push(format!("{lang:?} {name}: {why}: {text:?}"));
                if text.contains('{') || text.contains('}') {
                    say("a placeholder is left");
                }
                let ws: Vec<&str> = text.split_whitespace().collect();
                if ws.windows(2).any(|p| {
                    p[0].to_lowercase() == p[1].to_lowercase()
                        && p[0].chars().all(char::is_alphabetic)
                }) {
                    say("a doubled word");
                }
                let marks = [",", ";", ":", ".", "!", "?"];
                let squeezed: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
                for a in marks {
                    for b in marks {
                        let pair = format!("{a}{b}");
                        let spaced = format!("{a} {b}");
                        if (squeezed.contains(&pair) && pair != "..")
                            || squeezed.contains(&spaced)
                            || (pair == ".."
                                && squeezed.contains("..")
                                && !squeezed.contains("..."))
                        {
                            say("doubled punctuation");
                        }
                    }
                }
                if squeezed.contains(" ,") || squeezed.contains(" .") && !squeezed.contains(" …")
                {
                    say("a space before a mark");
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A colour's title ("Жёлтый", "Giallo", "Sárga") inside a sentence is a
/// capital where the language writes colours in lower case.
#[test]
fn no_colour_has_a_capital_inside_a_sentence() {
    use crate::engine::{Area, Die};
    let mut problems = Vec::new();
    for lang in [Lang::Hu, Lang::Ru, Lang::It] {
        let w = Words::of_texts(lang, lang.texts());
        let mut titles: Vec<String> = Vec::new();
        for d in Die::ALL {
            titles.push(crate::words::names::die_in_sentence(&w, d));
            titles.push(crate::words::names::die_colour(&w, d));
        }
        for a in Area::ALL {
            titles.push(crate::words::names::area_word(&w, a));
        }
        let titles: Vec<String> = titles.iter().map(|t| capitalised(t)).collect();
        for (index, (name, _)) in SIGNATURES.iter().enumerate() {
            for text in fillings(&w, lang, index) {
                for sentence in sentences(&text) {
                    for word in words_of(sentence).iter().skip(1) {
                        if titles.iter().any(|t| t == word) {
                            problems.push(format!("{lang:?} {name}: {word:?} in {text:?}"));
                        }
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn capitalised(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The sentences of a text (a new one after ". ", "! ", "? ", a line or an
/// opening quote).
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in bytes.iter().enumerate() {
        let next_is_space = bytes.get(i + 1).is_some_and(|&(_, n)| n == ' ');
        if (matches!(c, '.' | '!' | '?' | '…') && next_is_space)
            || matches!(c, '\n' | '«' | '„' | '“')
        {
            out.push(&text[start..at]);
            start = at + c.len_utf8();
        }
    }
    out.push(&text[start..]);
    out
}

/// A count before a counted noun (points, players, dice, rounds, games)
/// takes the noun's plural forms: "1 point", "21 очко", "5 очков".
#[test]
fn a_count_before_a_counted_noun_takes_its_plural_forms() {
    let stems: &[(Lang, &[&str])] = &[
        // English is left as it was written (its file errors say "{n}
        // players" for counts of 2 and more); German "Spieler" and
        // "Würfel" are the same in both forms.
        (
            Lang::De,
            &[
                "Punkt", "Runde", "Spiel ", "Spiele ", "Tag", "Tipp", "Platz", "Summe",
            ],
        ),
        (
            Lang::Ru,
            &["очк", "игрок", "кубик", "раунд", "парти", "мест", "дн"],
        ),
        (
            Lang::It,
            &["punt", "giocator", "dad", "gir", "partit", "giorn", "post"],
        ),
    ];
    let mut problems = Vec::new();
    for (lang, stems) in stems {
        for ((name, args), text) in SIGNATURES.iter().zip(lang.texts().list()) {
            for (arg, kind) in args.iter() {
                if *kind != "num" {
                    continue;
                }
                let marker = format!("{{{arg}}} ");
                let mut rest = text;
                while let Some(at) = rest.find(&marker) {
                    rest = &rest[at + marker.len()..];
                    let next = rest.split(' ').next().unwrap_or_default();
                    // A stem with a space after it is a whole word.
                    let word = next.trim_end_matches(|c: char| !c.is_alphanumeric());
                    let counted = stems.iter().any(|s| match s.strip_suffix(' ') {
                        Some(whole) => word == whole,
                        None => next.starts_with(s),
                    });
                    if counted && !next.starts_with(&format!("{{{arg}|")) {
                        problems.push(format!("{lang:?} {name}: {{{arg}}} {next}"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A name may be anyone's: no pronoun with a gender stands in a message
/// that names a player.
#[test]
fn no_gendered_pronoun_refers_to_a_name() {
    let pronouns: &[(Lang, &[&str])] = &[
        (
            Lang::Ru,
            &[
                "он",
                "она",
                "его",
                "её",
                "ему",
                "ей",
                "сам",
                "сама",
                "собственном",
            ],
        ),
        (Lang::It, &["lui", "lei", "egli", "ella"]),
        (
            Lang::De,
            &["er", "sein", "seine", "seinem", "seinen", "seiner"],
        ),
        (Lang::En, &["he", "she", "his", "her", "him"]),
        (Lang::Hu, &[]),
    ];
    let mut problems = Vec::new();
    for (lang, words) in pronouns {
        for ((name, args), text) in SIGNATURES.iter().zip(lang.texts().list()) {
            // `language_failed` names a language, not a person.
            let person = args
                .iter()
                .any(|(a, _)| matches!(*a, "name" | "active" | "names"));
            if !person || *name == "language_failed" {
                continue;
            }
            for w in words_of(text) {
                if words.contains(&w.to_lowercase().as_str()) {
                    problems.push(format!("{lang:?} {name}: {w:?} in {text:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
