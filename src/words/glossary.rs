//! The glossaries of `docs/languages/<code>.md` hold: each idea of the game
//! has one word per language, and the synonyms a glossary rejects (its
//! last column, in backticks) appear in none of that language's messages.

use super::messages::SIGNATURES;
use super::Lang;

/// The rows of a language's glossary: (idea, rejected words).
pub(super) fn glossary(lang: Lang) -> Vec<(String, Vec<String>)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("docs/languages/{}.md", lang.code()));
    let doc = std::fs::read_to_string(&path).expect("the language's doc");
    let Some((_, section)) = doc.split_once("## Glossary") else {
        return Vec::new();
    };
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| Idea "))
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            let rejected = cells
                .last()
                .unwrap_or(&"")
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect();
            (cells[0].to_string(), rejected)
        })
        .collect()
}

/// Where `word` stands in `text` as a whole word or phrase, in any case.
/// The placeholders' names count only for a word that has one.
pub(super) fn uses(text: &str, word: &str) -> bool {
    let text = match word.contains('{') {
        true => text.to_string(),
        false => text
            .split('{')
            .enumerate()
            .map(|(i, part)| match i {
                0 => part,
                _ => part.split_once('}').map_or("", |(_, rest)| rest),
            })
            .collect::<Vec<_>>()
            .join("\u{1}"),
    };
    let (text, word) = (text.to_lowercase(), word.to_lowercase());
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    let mut from = 0;
    while let Some(at) = text[from..].find(&word) {
        let start = from + at;
        let end = start + word.len();
        let before = text[..start].chars().next_back();
        let after = text[end..].chars().next();
        let edge_before = !letter(word.chars().next()) || !letter(before);
        let edge_after = !letter(word.chars().next_back()) || !letter(after);
        if edge_before && edge_after {
            return true;
        }
        from = start + word.chars().next().map_or(1, char::len_utf8);
    }
    false
}

#[test]
fn every_language_has_a_glossary_of_the_games_ideas() {
    for lang in [Lang::De, Lang::Hu, Lang::Ru, Lang::It] {
        let rows = glossary(lang);
        assert!(rows.len() >= 14, "{lang:?}: {} glossary rows", rows.len());
        let ideas: Vec<&str> = rows.iter().map(|(idea, _)| idea.as_str()).collect();
        for idea in [
            "the score sheet",
            "a dice field (one of the three)",
            "the silver platter",
            "a round",
            "a turn",
            "the reroll action",
            "the +1 action",
            "a bonus X",
            "the dice entered from a turn at a real table",
            "undo",
        ] {
            assert!(ideas.contains(&idea), "{lang:?} glossary lacks {idea:?}");
        }
        assert!(
            ideas.iter().any(|i| i.starts_with("replay")),
            "{lang:?} glossary lacks replay"
        );
    }
}

#[test]
fn no_message_uses_a_synonym_the_glossary_rejects() {
    let mut problems = Vec::new();
    for lang in [Lang::De, Lang::Hu, Lang::Ru, Lang::It] {
        for (idea, rejected) in glossary(lang) {
            for word in &rejected {
                for ((name, _), text) in SIGNATURES.iter().zip(lang.texts().list()) {
                    if uses(text, word) {
                        problems.push(format!(
                            "{lang:?} {name} says {word:?} (for {idea}): {text:?}"
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_rejected_word_is_found_as_a_whole_word_only() {
    assert!(uses("Nur mein Block (jeder)", "block"));
    assert!(!uses("Blockade", "Block"));
    assert!(!uses("Silbertablett", "Tablett"));
    assert!(uses("Inizia il turno {round}.", "turno {round}"));
    assert!(uses("(gépi, szakértő)", "gépi,"));
    assert!(!uses("gépi játékos", "gépi,"));
    assert!(!uses("Premio per {name}: {bonus}!", "bonus"));
}
