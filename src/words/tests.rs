use super::fill::{placeholders, Tenths};
use super::messages::SIGNATURES;
use super::plural::{category, Category, Shown};
use super::*;

/// CLDR's example numbers for each category (plurals.xml, CLDR 46).
fn examples(lang: Lang) -> Vec<(Category, Vec<u64>, Vec<&'static str>)> {
    use Category::*;
    let other_ints = vec![0, 2, 3, 10, 16, 100, 1000, 10000, 100000];
    match lang {
        Lang::En | Lang::De => vec![
            (One, vec![1], vec![]),
            (Other, other_ints, vec!["0.0", "1.0", "1.5", "10.0"]),
        ],
        Lang::Hu => vec![
            (One, vec![1], vec!["1.0"]),
            (Other, other_ints, vec!["0.0", "0.9", "1.1", "1.6", "10.0"]),
        ],
        Lang::It => vec![
            (One, vec![1], vec![]),
            (Many, vec![1_000_000, 2_000_000], vec![]),
            (Other, other_ints, vec!["0.0", "1.0", "1.5", "10.0"]),
        ],
        Lang::Ru => vec![
            (One, vec![1, 21, 31, 41, 51, 61, 71, 81, 101, 1001], vec![]),
            (
                Few,
                vec![2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 52, 62, 102, 1002],
                vec![],
            ),
            (
                Many,
                vec![
                    0, 5, 6, 9, 11, 12, 13, 14, 15, 19, 100, 111, 1000, 10000, 1000000,
                ],
                vec![],
            ),
            (
                Other,
                vec![],
                vec!["0.0", "1.0", "1.5", "2.0", "10.0", "100.0"],
            ),
        ],
    }
}

fn decimal(text: &str) -> Shown {
    let (whole, fraction) = text.split_once('.').unwrap();
    Shown {
        whole: whole.parse().unwrap(),
        decimals: fraction.len() as u32,
        fraction: fraction.parse().unwrap(),
    }
}

#[test]
fn plural_categories_follow_cldr_on_its_example_numbers() {
    for lang in Lang::ALL {
        for (want, ints, decimals) in examples(lang) {
            assert!(lang.categories().contains(&want), "{lang:?} {want:?}");
            for n in ints {
                assert_eq!(category(lang, Shown::whole(n as i64)), want, "{lang:?} {n}");
            }
            for d in decimals {
                assert_eq!(category(lang, decimal(d)), want, "{lang:?} {d}");
            }
        }
    }
}

#[test]
fn russian_points_take_one_few_and_many() {
    let ru = Words::of_texts(Lang::Ru, Lang::Ru.texts());
    let en = Words::english();
    assert_eq!(en.points(1), "1 point");
    assert_eq!(en.points(2), "2 points");
    assert_eq!(en.points(0), "0 points");
    // Only meaningful once the Russian texts are in (not a copy of English).
    if ru.points(1) != en.points(1) {
        assert_eq!(ru.points(1), "1 очко");
        assert_eq!(ru.points(2), "2 очка");
        assert_eq!(ru.points(5), "5 очков");
        assert_eq!(ru.points(21), "21 очко");
        assert_eq!(ru.points(112), "112 очков");
    }
}

#[test]
fn every_text_of_every_language_has_the_placeholders_its_message_takes() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for ((name, args), text) in SIGNATURES.iter().zip(lang.texts().list()) {
            let found = match placeholders(text) {
                Ok(found) => found,
                Err(e) => {
                    problems.push(format!("{lang:?} {name}: {e}"));
                    continue;
                }
            };
            for (arg, forms) in &found {
                match args.iter().find(|(a, _)| a == arg) {
                    None => problems.push(format!("{lang:?} {name}: no argument {{{arg}}}")),
                    Some((_, kind)) => match forms {
                        Some(_) if *kind == "text" => {
                            problems.push(format!("{lang:?} {name}: {{{arg}|…}} is not a number"))
                        }
                        Some(n) if *n != lang.categories().len() => problems.push(format!(
                            "{lang:?} {name}: {{{arg}|…}} has {n} forms, {:?} needs {:?}",
                            lang,
                            lang.categories()
                        )),
                        _ => {}
                    },
                }
            }
            // Every argument is said (a plural alone does not say the number,
            // so English must also put the number itself, when it has one).
            for (arg, _) in args.iter() {
                if !found.iter().any(|(a, _)| a == arg) {
                    problems.push(format!("{lang:?} {name}: {{{arg}}} is never said"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_shipped_language_files_are_made_from_the_catalogue() {
    // `clever words public/lang` writes them.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("public/lang");
    for lang in Lang::ALL {
        let path = dir.join(format!("{}.json", lang.code()));
        let shipped = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            shipped == to_json(lang.texts()),
            "{} is not the catalogue's: run `cargo run --bin clever -- words public/lang`",
            path.display()
        );
        let words = Words::from_json(lang, &shipped).expect("the file loads");
        assert_eq!(words.text(Id::die_white), lang.texts().die_white);
    }
}

#[test]
fn a_file_of_another_catalogue_version_is_refused() {
    let json = to_json(Lang::De.texts());
    assert!(Words::from_json(Lang::De, &json).is_some());
    let older = json.replacen("clever-words-", "clever-words-0", 1);
    assert!(Words::from_json(Lang::De, &older).is_none());
    let short = json
        .replacen("\"Weiß\",\n", "", 1)
        .replacen("\"White\",\n", "", 1);
    assert!(Words::from_json(Lang::De, &short).is_none());
    assert!(Words::from_json(Lang::De, "{}").is_none());
}

#[test]
fn languages_come_from_the_browsers_list() {
    assert_eq!(Lang::first_spoken(["fr-FR", "de-AT", "en"]), Lang::De);
    assert_eq!(Lang::first_spoken(["hu"]), Lang::Hu);
    assert_eq!(Lang::first_spoken(["RU_ru"]), Lang::Ru);
    assert_eq!(Lang::first_spoken(["fr", "ja"]), Lang::En);
    assert_eq!(Lang::first_spoken([]), Lang::En);
    assert_eq!(Lang::from_tag("it-CH"), Some(Lang::It));
}

#[test]
fn numbers_are_filled_with_the_languages_decimal_mark() {
    let de = Words::of_texts(Lang::De, &EN);
    assert_eq!(de.tenths(2125), "212,5");
    assert_eq!(Words::english().tenths(-5), "-0.5");
    let _ = Tenths(0);
}

/// The messages a language says as English does (the same word in both
/// languages, a name, a symbol): every other text is its own.
fn same_as_english(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[],
        // Checked to be German words, too.
        Lang::De => &[
            "die_orange",
            "area_orange",
            "colour_orange",
            "area_word_orange",
            "share_plain",
            "setup_solo",
            "menu_version",
            "computer_pace_normal",
            "computer_pause",
            "stats_mode_solo",
            "stats_col_median",
            "page_title",
        ],
        Lang::Hu => &["share_plain", "page_title"],
        Lang::Ru => &["share_plain", "page_title"],
        // Italian says these as English does, too.
        Lang::It => &[
            "share_plain",
            "page_title",
            "game_name",
            "menu_title",
            "chart_col_area",
        ],
    }
}

#[test]
fn every_language_says_each_message_in_its_own_words() {
    let english = EN.list();
    for lang in [Lang::De, Lang::Hu, Lang::Ru, Lang::It] {
        let same: Vec<&str> = SIGNATURES
            .iter()
            .zip(lang.texts().list())
            .zip(&english)
            .filter(|((_, text), en)| {
                // Texts with a word in them (not "{die} {value}" or "+1").
                let words: String = en.split(['{', '}']).step_by(2).collect();
                *text == **en && words.chars().filter(|c| c.is_alphabetic()).count() >= 3
            })
            .map(|((sig, _), _)| sig.0)
            .collect();
        let unexpected: Vec<&&str> = same
            .iter()
            .filter(|n| !same_as_english(lang).contains(n))
            .collect();
        assert!(
            unexpected.is_empty(),
            "{lang:?} says these in English: {unexpected:?}"
        );
    }
}

/// A button whose name is given says first what it shows (WCAG 2.5.3, label
/// in name): in every language, each name starts with its button's text.
#[test]
fn names_start_with_the_text_their_buttons_show() {
    for lang in Lang::ALL {
        let w = Words::of_texts(lang, lang.texts());
        let starts = |name: String, shown: String| {
            assert!(
                name.to_lowercase().starts_with(&shown.to_lowercase()),
                "{lang:?}: \"{name}\" does not start with \"{shown}\""
            )
        };
        // The players bar: the name, then "own sheet" under it.
        let shown = format!("Zoë, {}", w.tray_elsewhere_short());
        starts(w.tray_player_elsewhere("Zoë"), shown);
        starts(w.tray_player("Zoë", 21), "Zoë, 21".to_string());
        starts(w.computer_skip_label(), w.computer_skip());
        starts(w.menu_discard_save(2), w.menu_discard());
        starts(w.history_replay_game("x"), w.history_replay());
        starts(w.history_export_game("x"), w.history_export());
    }
}

#[test]
fn a_composed_sentence_starts_with_the_capital_of_its_letter() {
    for (low, high) in [
        ("extra kocka", "Extra kocka"),
        ("újradobás akció", "Újradobás akció"),
        ("őszi", "Őszi"),
        ("ütés", "Ütés"),
        ("действие", "Действие"),
        ("ёлка", "Ёлка"),
        ("àzione", "Àzione"),
        ("+1 action used", "+1 action used"),
        ("Già", "Già"),
        ("", ""),
    ] {
        assert_eq!(capitalised(low), high);
    }
}

/// The English the app carries is one string cut at `END`: each message's
/// text and argument names come back in order (a text holding the mark
/// would shift every message after it).
#[test]
fn the_english_string_gives_back_every_message_in_order() {
    let english: Vec<&str> = messages::items(messages::EN_TEXTS).collect();
    assert_eq!(english, EN.list());
    let names: Vec<&str> = messages::items(messages::ARG_NAMES).collect();
    assert_eq!(names.len(), COUNT);
    for ((name, args), listed) in SIGNATURES.iter().zip(&names) {
        let expected: String = args.iter().map(|(a, _)| format!("{a} ")).collect();
        assert_eq!(*listed, expected, "{name}");
    }
    let w = Words::english();
    assert_eq!(
        w.setup_game("Twice as Clever"),
        EN.setup_game.replace("{game}", "Twice as Clever")
    );
}

/// The sequel's rating bands say in English what `clever replay` prints
/// (the engine's names of the bands), each band its own words.
#[cfg(feature = "twice")]
#[test]
fn the_sequels_rating_words_are_the_sheets() {
    use crate::engine::twice::rating;
    let en = Words::english();
    let mut seen = Vec::new();
    for total in (-40..=340).step_by(10) {
        let band = rating(total);
        let said = super::names::twice_rating_in(&en, band);
        let printed = serde_json::to_string(&band).unwrap();
        assert_eq!(format!("\"{said}\""), printed, "{total}");
        if !seen.contains(&said) {
            seen.push(said);
        }
    }
    assert_eq!(seen.len(), 11);
}
