//! Grammar that holds for every value: each message of each language is
//! filled as `samples` fills it (every colour form the message takes, a
//! man's and a woman's name, real clauses and sentences for its reasons,
//! the numbers 0, 1, 2, 5, 21 and 101), and the lines the code composes
//! (refusals around a reason, a record's errors, the live region's steps,
//! the log) are made from the engine's data, and read for: doubled words
//! and punctuation, capitals inside a sentence, counts without their plural
//! forms, a sentence that starts in lower case, two colons in a sentence, a
//! capital or a repeated word after a colon, speaker labels, gendered words
//! for a player, an area's goal without its noun, cells without commas.

use super::messages::SIGNATURES;
use super::samples::{self, fillings, kind, Kind};
use super::{Lang, Words};

const NUMBERS: [i64; 6] = [0, 1, 2, 5, 21, 101];

fn words_of(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Every filling of every message of `lang`: (message, text).
fn filled(lang: Lang) -> Vec<(&'static str, String)> {
    let w = Words::of_texts(lang, lang.texts());
    let mut out = Vec::new();
    for (index, (name, _)) in SIGNATURES.iter().enumerate() {
        for text in fillings(&w, lang, index, &NUMBERS) {
            out.push((*name, text));
        }
    }
    out
}

#[test]
fn every_message_reads_right_with_every_value() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (name, text) in filled(lang) {
            {
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
                        // An abbreviation's point before a comma is no
                        // doubling: Intl's Russian date "2026 г., 14:05".
                        let abbreviated = pair == ".,"
                            && squeezed.match_indices(".,").all(|(i, _)| {
                                let word = squeezed[..i].rsplit(' ').next().unwrap_or("");
                                (1..=4).contains(&word.chars().count())
                                    && word.chars().all(char::is_lowercase)
                            });
                        if (squeezed.contains(&pair) && pair != ".." && !abbreviated)
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
        for (name, text) in filled(lang) {
            {
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

use super::capitalised;

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

/// The sentences of a line as the checks below read it: a new one after
/// ". ", "! ", "? " (not after an ordinal's dot, "4. Runde", "2. forduló").
fn line_sentences(lang: Lang, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    let mut before = ' ';
    while let Some(c) = chars.next() {
        current.push(c);
        let ordinal = c == '.' && before.is_ascii_digit() && matches!(lang, Lang::De | Lang::Hu);
        if matches!(c, '.' | '!' | '?') && chars.peek() == Some(&' ') && !ordinal {
            chars.next();
            out.push(std::mem::take(&mut current));
        }
        before = c;
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

/// Words that may stand with a capital right after a colon: names, the
/// capitalised colour forms, and proper nouns or abbreviations.
fn capitals_allowed(lang: Lang) -> Vec<String> {
    use crate::engine::{Area, Die};
    use crate::words::names::{area_word, die_colour};
    let w = Words::of_texts(lang, lang.texts());
    let mut allowed: Vec<String> = samples::names(lang).map(String::from).to_vec();
    allowed.extend(Die::ALL.map(|d| die_colour(&w, d)));
    allowed.extend(Area::ALL.map(|a| area_word(&w, a)));
    let proper = [
        "X",
        "X-bónusz",
        "Clever",
        "JSON",
        "QR",
        "MIT",
        "Rust",
        "README",
    ];
    allowed.extend(proper.map(String::from));
    allowed
}

/// The words of every colour form of the language, in lower case: a
/// colour said on both sides of a colon is a subject said twice.
fn colour_words(lang: Lang) -> Vec<String> {
    use crate::engine::{Area, Die};
    use crate::words::names::{area_to, area_word, die_colour, die_in_sentence, die_label};
    let w = Words::of_texts(lang, lang.texts());
    let mut forms: Vec<String> = Vec::new();
    for d in Die::ALL {
        forms.extend([die_colour(&w, d), die_in_sentence(&w, d), die_label(&w, d)]);
    }
    for a in Area::ALL {
        forms.extend([area_word(&w, a), area_to(&w, a)]);
    }
    let mut out: Vec<String> = forms
        .iter()
        .flat_map(|f| {
            words_of(f)
                .into_iter()
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect();
    // The word for "die" in a label ("Yellow die") is no colour, nor is the
    // Hungarian article that a colour inside a sentence carries ("az ezüst").
    out.retain(|w| !["die", "würfel", "kocka", "кубик", "dado", "a", "az"].contains(&w.as_str()));
    out.sort();
    out.dedup();
    out
}

/// What is wrong with the sentences of a line, as a composed line or a
/// filled message: two colons in one sentence; a capital after a colon
/// (German writes one before a whole sentence: Duden); a colour said again
/// across a colon ("Yellow die: the yellow die …").
fn colon_problems(lang: Lang, text: &str, allowed: &[String]) -> Vec<&'static str> {
    let colours = colour_words(lang);
    let mut found = Vec::new();
    for sentence in line_sentences(lang, text) {
        let parts: Vec<&str> = sentence.split(": ").collect();
        if parts.len() > 2 {
            found.push("two colons in one sentence");
        }
        if let [head, tail] = parts[..] {
            let first = words_of(tail).first().copied().unwrap_or_default();
            let capital = tail.chars().next().is_some_and(char::is_uppercase);
            if lang != Lang::De && capital && !allowed.iter().any(|a| a == first) {
                found.push("a capital after a colon");
            }
            let said: Vec<String> = words_of(head)
                .iter()
                .map(|w| w.to_lowercase())
                .filter(|w| colours.contains(w))
                .collect();
            if words_of(tail)
                .iter()
                .any(|w| said.contains(&w.to_lowercase()))
            {
                found.push("a colour of the head said again after the colon");
            }
        }
    }
    found
}

/// A sentence starts with a capital (or a number, "+1", a quote…).
fn starts_low(sentence: &str) -> bool {
    sentence
        .trim_start()
        .chars()
        .next()
        .is_some_and(char::is_lowercase)
}

/// The lines the code composes from the engine's data, in `lang`: every
/// refusal (alone, of a tapped die, in a record, an imported file, a link,
/// a joined game), every error of a record, a history line, a link and
/// dice as they lay, every event of the log, the live region's steps and
/// the arrivals of links.
fn composed(lang: Lang) -> Vec<String> {
    use crate::app::state::phrases::{
        arrival_sentence, event_sentence, refused_sentence, step_sentence,
    };
    use crate::app::state::session::refused::Refused;
    use crate::engine::archive::ArchiveError;
    use crate::engine::*;
    use crate::json::{JsonError, JsonProblem};
    use crate::words::errors::{archive_error, dice_layout_error, join_error, record_error};
    use crate::words::{speak, words};
    speak(Words::of_texts(lang, lang.texts()));
    let names: Vec<String> = samples::names(lang).map(String::from).to_vec();
    let set = |dice: &[Die]| {
        let mut s = DieSet::default();
        dice.iter().for_each(|&d| s.insert(d));
        s
    };
    let rolls = [
        RollError::TooManyDice(7),
        RollError::Value {
            die: Die::Blue,
            value: 0,
        },
        RollError::Twice(Die::Green),
        RollError::NotTheseDice(set(&[Die::White, Die::Yellow, Die::Blue])),
        RollError::NotTheseDice(set(&[Die::Purple])),
    ];
    let layouts = vec![
        DiceLayoutError::Value {
            die: Die::White,
            value: 7,
        },
        DiceLayoutError::Twice(Die::Yellow),
        DiceLayoutError::Missing(Die::Purple),
        DiceLayoutError::Fields(4),
        DiceLayoutError::FieldTwice {
            field: 1,
            first: Die::White,
            second: Die::Yellow,
        },
        DiceLayoutError::FieldEmpty(2),
    ];
    let dues = [
        Due::Unlisted,
        Due::Roll,
        Due::NoRoll,
        Due::FreeX,
        Due::RoundBonusArea,
        Due::RoundBonus,
        Due::NoRoundBonus,
        Due::NoReroll,
        Due::PlusOneOrFinish,
        Due::NoPlusOneYet,
        Due::Die,
        Due::NoFreeX,
        Due::DiceLayout,
        Due::NoDiceLayout,
    ];
    let mut rules: Vec<RuleError> = dues.map(|expected| RuleError::NotNow { expected }).to_vec();
    rules.extend(rolls.iter().cloned().map(RuleError::BadRoll));
    rules.extend(layouts.iter().cloned().map(RuleError::BadDiceLayout));
    rules.extend([
        RuleError::NoReroll,
        RuleError::NoPlusOne,
        RuleError::DieNotHere {
            die: Die::Yellow,
            needed: DieMustBe::JustRolled,
        },
        RuleError::DieNotHere {
            die: Die::Yellow,
            needed: DieMustBe::Takeable,
        },
        RuleError::MustEnter,
        RuleError::MustTakeFromPlatter,
        RuleError::NoEntry {
            die: Die::Blue,
            value: 9,
        },
        RuleError::NoEntry {
            die: Die::Yellow,
            value: 3,
        },
        RuleError::WrongArea {
            die: Die::Purple,
            area: Area::Yellow,
        },
        RuleError::DieUsedForPlusOne(Die::Orange),
        RuleError::CrossElsewhere { area: Area::Blue },
        RuleError::GameOver,
    ]);
    rules.extend(
        [
            Refusal::Full(Area::Green),
            Refusal::NoOpenCell {
                area: Area::Yellow,
                value: 5,
            },
            Refusal::GreenNeeds {
                cell: 3,
                at_least: 4,
            },
            Refusal::PurpleNeedsHigher(5),
            Refusal::NotNextCell {
                area: Area::Orange,
                next: 2,
            },
            Refusal::AlreadyCrossed,
            Refusal::WrongNumber { shows: 3, value: 5 },
            Refusal::NoSuchCell,
        ]
        .map(RuleError::Refused),
    );
    let mut out = Vec::new();
    let mut replays = vec![
        ReplayError::NoVersion,
        ReplayError::NotAGame("chess".into()),
        ReplayError::Version("9".into()),
        ReplayError::BadVersion("x".into()),
        ReplayError::Hints {
            counts: 3,
            players: 2,
        },
        ReplayError::Link { index: 0 },
    ];
    for r in &rules {
        out.push(refused_sentence(&Refused::Rule(r.clone()), &names));
        out.push(refused_sentence(
            &Refused::Die(Die::Yellow, r.clone()),
            &names,
        ));
        out.push(refused_sentence(
            &Refused::LinkRefused(LinkRefusal::Rule(r.clone())),
            &names,
        ));
        out.push(join_error(&JoinError::Move {
            seat: 1,
            index: 3,
            error: r.clone(),
        }));
        replays.push(ReplayError::Move {
            index: 3,
            error: r.clone(),
        });
    }
    let setups = [
        SetupError::Players(5),
        SetupError::First {
            first: 4,
            players: 2,
        },
        SetupError::Seats {
            seats: 3,
            players: 2,
        },
        SetupError::Daily("2026-13-01".into()),
        SetupError::NoSheet,
        SetupError::ByLink,
    ];
    replays.extend(setups.iter().cloned().map(ReplayError::Setup));
    let jsons = [JsonProblem::Syntax, JsonProblem::Eof, JsonProblem::Shape]
        .into_iter()
        .flat_map(|problem| {
            [0, 3].map(|line| JsonError {
                problem,
                line,
                column: 2,
            })
        });
    replays.extend(jsons.clone().map(ReplayError::Malformed));
    let mut moves: Vec<MoveProblem> = vec![
        MoveProblem::Shape(JsonProblem::Shape),
        MoveProblem::Shape(JsonProblem::Syntax),
        MoveProblem::UnknownDie("red".into()),
        MoveProblem::UnknownArea("black".into()),
        MoveProblem::TooBig(99),
    ];
    moves.extend(rolls.iter().cloned().map(MoveProblem::Roll));
    moves.extend(layouts.iter().cloned().map(MoveProblem::DiceLayout));
    replays.extend(
        moves
            .into_iter()
            .map(|why| ReplayError::BadMove { index: 3, why }),
    );
    for e in &replays {
        out.push(record_error(e));
        out.push(refused_sentence(&Refused::Import(e.clone()), &names));
        out.push(refused_sentence(&Refused::Setup(e.clone()), &names));
    }
    let mut archived: Vec<ArchiveError> = jsons.map(ArchiveError::Json).collect();
    archived.extend(setups.iter().cloned().map(ArchiveError::Setup));
    archived.extend([
        ArchiveError::Counts {
            players: 2,
            hints: 1,
            totals: 2,
            areas: 2,
        },
        ArchiveError::Sum {
            player: 0,
            total: 212,
        },
        ArchiveError::Short,
        ArchiveError::Character { at: 12 },
        ArchiveError::NotAMove { index: 3 },
        ArchiveError::NotTheseDice { index: 3 },
        ArchiveError::TooLong { at: 40 },
        ArchiveError::Total {
            player: 0,
            total: 212,
            stated: 200,
        },
        ArchiveError::Area {
            player: 1,
            area: Area::Green,
            score: 21,
            stated: 20,
        },
    ]);
    archived.extend(
        rolls
            .iter()
            .cloned()
            .map(|error| ArchiveError::Roll { index: 3, error }),
    );
    archived.extend(
        rules
            .iter()
            .cloned()
            .map(|error| ArchiveError::Refused { index: 3, error }),
    );
    for e in &archived {
        // As the history's list words it (app/views/history.rs).
        out.push(words().history_unreadable(3, &archive_error(e)));
    }
    let links = [
        LinkError::NotALink,
        LinkError::Damaged,
        LinkError::Newer,
        LinkError::Impossible,
        LinkError::Game(crate::engine::Edition::Twice),
    ];
    let mut link_errors: Vec<LinkError> = links.to_vec();
    link_errors.extend(layouts.iter().cloned().map(LinkError::Dice));
    for e in &link_errors {
        out.push(refused_sentence(&Refused::Link(*e), &names));
    }
    let turn = TurnOf { round: 2, seat: 1 };
    for e in [
        LinkRefusal::OtherGame,
        LinkRefusal::NotByLink,
        LinkRefusal::OwnSeat(0),
        LinkRefusal::NoSeat(5),
        LinkRefusal::NoRound(9),
        LinkRefusal::Differs(turn),
        LinkRefusal::ScoreDiffers(1),
    ] {
        out.push(refused_sentence(&Refused::LinkRefused(e), &names));
    }
    for e in &layouts {
        out.push(dice_layout_error(e));
    }
    for r in [
        Refused::NothingToUndo,
        Refused::Sent(SentPart::Turn(turn)),
        Refused::Sent(SentPart::Score),
        Refused::NotYours(1),
        Refused::TapDieFirst,
        Refused::TapDieFirstPlusOne,
        Refused::ComputersTurn(1),
        Refused::Replaying,
        Refused::UnknownGame,
    ] {
        out.push(refused_sentence(&r, &names));
    }
    for j in [
        JoinError::NoRecords,
        JoinError::OtherGame { record: 1 },
        JoinError::NotOneSeat { record: 1 },
        JoinError::TwoRecords {
            seat: 1,
            first: 0,
            second: 2,
        },
        JoinError::NoRecord { seat: 2 },
        JoinError::Layout {
            seat: 1,
            index: 3,
            active: 0,
            round: 2,
        },
    ] {
        out.push(join_error(&j));
    }
    // The log and the live region.
    let spot = Spot::new(Area::Yellow, 6);
    let roll = Roll::new(&[(Die::White, 3), (Die::Yellow, 5)]).expect("a roll");
    let events = [
        Event::RoundStarted { round: 2 },
        Event::TurnStarted { player: 1 },
        Event::Rolled { player: 0, roll },
        Event::RerollUsed { player: 1 },
        Event::ToField {
            die: Die::Green,
            field: 1,
        },
        Event::ToPlatter { die: Die::White },
        Event::Took {
            player: 0,
            die: Die::Yellow,
            value: 5,
        },
        Event::PlusOneUsed {
            player: 1,
            die: Die::Purple,
            value: 2,
        },
        Event::Marked {
            player: 0,
            spot,
            written: 5,
        },
        Event::Marked {
            player: 1,
            spot: Spot::new(Area::Orange, 3),
            written: 4,
        },
        Event::BonusEarned {
            player: 0,
            bonus: Bonus::Cross(Area::Blue),
        },
        Event::BonusEarned {
            player: 1,
            bonus: Bonus::PlusOne,
        },
        Event::BonusLost {
            player: 1,
            bonus: Bonus::NumberIn(Area::Purple, 6),
        },
        Event::RoundChosen {
            player: 0,
            choice: RoundChoice::BlackX(Area::Green),
        },
        Event::RoundChosen {
            player: 1,
            choice: RoundChoice::Black6(Area::Orange),
        },
        Event::NothingToEnter { player: 1 },
        Event::GameOver,
    ];
    out.extend(events.iter().filter_map(|e| event_sentence(&names, e)));
    let earned = |bonus| Event::BonusEarned { player: 0, bonus };
    let steps: Vec<Vec<Event>> = vec![
        vec![
            Event::PlusOneUsed {
                player: 0,
                die: Die::Purple,
                value: 2,
            },
            Event::Marked {
                player: 0,
                spot,
                written: 2,
            },
        ],
        vec![earned(Bonus::Reroll)],
        vec![Event::BonusLost {
            player: 0,
            bonus: Bonus::Fox,
        }],
        vec![
            Event::Took {
                player: 0,
                die: Die::Yellow,
                value: 5,
            },
            Event::Marked {
                player: 0,
                spot,
                written: 5,
            },
            earned(Bonus::Cross(Area::Blue)),
            earned(Bonus::Fox),
            Event::ToPlatter { die: Die::White },
            Event::ToPlatter { die: Die::Green },
        ],
        vec![
            Event::Took {
                player: 0,
                die: Die::Purple,
                value: 2,
            },
            Event::ToPlatter { die: Die::White },
        ],
        vec![Event::RoundChosen {
            player: 0,
            choice: RoundChoice::BlackX(Area::Yellow),
        }],
    ];
    for step in &steps {
        out.push(step_sentence(&names[..1], step));
        out.push(step_sentence(&names, step));
    }
    for a in [
        Arrival::Taken(vec![turn, TurnOf { round: 2, seat: 0 }]),
        Arrival::Early {
            turn,
            before: TurnOf { round: 1, seat: 0 },
        },
        Arrival::Early {
            turn,
            before: TurnOf { round: 1, seat: 2 },
        },
        Arrival::AfterYours(turn),
        Arrival::Again(turn),
        Arrival::Score(1),
        Arrival::ScoreAgain(1),
        Arrival::Invitation,
    ] {
        let mut names3 = names.clone();
        names3.push(names[0].clone());
        out.push(arrival_sentence(&a, &names3, Some(2), |_| 212));
    }
    speak(Words::english());
    out.retain(|line| !line.is_empty());
    out
}

/// The lines the code composes read as sentences: each starts with a
/// capital, has one colon at most, no capital after it where the language
/// writes none, and says nothing twice across it.
#[test]
fn composed_lines_are_sentences_with_one_colon_each() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let allowed = capitals_allowed(lang);
        for line in composed(lang) {
            for sentence in line_sentences(lang, &line) {
                if starts_low(&sentence) {
                    problems.push(format!(
                        "{lang:?}: a sentence starts in lower case: {line:?}"
                    ));
                }
            }
            for why in colon_problems(lang, &line, &allowed) {
                problems.push(format!("{lang:?}: {why}: {line:?}"));
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message, filled: one colon a sentence at most, and no capital
/// after it where the language writes none.
#[test]
fn no_message_has_two_colons_or_a_capital_after_one() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let allowed = capitals_allowed(lang);
        for (name, text) in filled(lang) {
            for why in colon_problems(lang, &text, &allowed) {
                // A colour said again across a colon is read in composed
                // lines only: one text may name it in a list and a rule.
                if !why.starts_with("a colour") {
                    problems.push(format!("{lang:?} {name}: {why}: {text:?}"));
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each message's doc line says what it is, and its text in every
/// language is so: a sentence or a label starts with a capital; a clause
/// (after a colon) does not, but in German (Duden: a whole sentence after
/// a colon starts with one).
#[test]
fn every_message_is_what_its_doc_line_says() {
    let mut problems = Vec::new();
    for (index, (name, _)) in SIGNATURES.iter().enumerate() {
        if kind(index).is_none() {
            problems.push(format!(
                "{name}: its doc line does not start with Sentence, Clause, Label or Part"
            ));
        }
    }
    for lang in Lang::ALL {
        let w = Words::of_texts(lang, lang.texts());
        for (index, (name, _)) in SIGNATURES.iter().enumerate() {
            for text in fillings(&w, lang, index, &NUMBERS) {
                let low = starts_low(&text);
                let capital = text.chars().next().is_some_and(char::is_uppercase);
                match kind(index) {
                    Some(Kind::Sentence | Kind::Label) if low => {
                        problems.push(format!("{lang:?} {name}: starts in lower case: {text:?}"))
                    }
                    Some(Kind::Clause) if capital && lang != Lang::De => problems.push(format!(
                        "{lang:?} {name}: a clause with a capital: {text:?}"
                    )),
                    _ => {}
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// An instruction to the one player is an instruction, not a speaker's
/// label ("You: roll the dice", "Du: Würfle …").
#[test]
fn no_text_starts_with_a_label_for_you() {
    let labels: &[(Lang, &[&str])] = &[
        (Lang::En, &["You:", "You,"]),
        (Lang::De, &["Du:", "Du,"]),
        (Lang::Hu, &["Te:", "Te,", "Te jössz:"]),
        (Lang::Ru, &["Вы:", "Вы,"]),
        (Lang::It, &["Tu:", "Tu,"]),
    ];
    let mut problems = Vec::new();
    for (lang, labels) in labels {
        for ((name, _), text) in SIGNATURES.iter().zip(lang.texts().list()) {
            if labels.iter().any(|l| text.starts_with(l)) {
                problems.push(format!("{lang:?} {name}: {text:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A player's gender is unknown: no word for the player (a name, "you",
/// a winner) takes one. The rulebooks' top ratings did ("Ma quanto sei
/// bravo!", "Довольно умный!"), and so did the winner's mark.
#[test]
fn no_gendered_word_names_a_player() {
    let gendered: &[(Lang, &[&str])] = &[
        (Lang::It, &["bravo", "brava", "vincitore", "vincitrice"]),
        (
            Lang::Ru,
            &["умный", "умная", "победитель", "победительница", "будучи"],
        ),
        (
            Lang::De,
            &["Sieger", "Siegerin", "Gewinner", "Gewinnerin", "aktiver"],
        ),
    ];
    let mut problems = Vec::new();
    for (lang, words) in gendered {
        for (name, text) in filled(*lang) {
            for w in words_of(&text) {
                if words.iter().any(|g| g.to_lowercase() == w.to_lowercase()) {
                    problems.push(format!("{lang:?} {name}: {w:?} in {text:?}"));
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Russian says where a thing goes with the accusative and the noun: "в
/// жёлтую область", never "в жёлтую" alone (the round-4 buttons did).
#[test]
fn a_russian_area_in_the_accusative_keeps_its_noun() {
    let forms = ["жёлтую", "синюю", "зелёную", "оранжевую", "фиолетовую"];
    let w = Words::of_texts(Lang::Ru, Lang::Ru.texts());
    let mut problems = Vec::new();
    for (index, (name, _)) in SIGNATURES.iter().enumerate() {
        // The forms themselves go into sentences that have the noun.
        if kind(index) == Some(Kind::Part) {
            continue;
        }
        for text in fillings(&w, Lang::Ru, index, &NUMBERS) {
            for sentence in line_sentences(Lang::Ru, &text) {
                let ws = words_of(&sentence);
                let accusative = ws
                    .iter()
                    .any(|w| forms.contains(&w.to_lowercase().as_str()));
                if accusative && !ws.iter().any(|w| w.starts_with("област")) {
                    problems.push(format!("{name}: {text:?}"));
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A cell named inside a sentence reads as one: its row and column apart
/// ("row 2, column 3"), not "Gelb Reihe 2 Spalte 3".
#[test]
fn a_cell_in_a_sentence_has_its_row_and_column_apart() {
    let words: &[(Lang, &str, &str)] = &[
        (Lang::En, "row", "column"),
        (Lang::De, "Reihe", "Spalte"),
        (Lang::Ru, "ряд", "столбец"),
        (Lang::It, "riga", "colonna"),
        (Lang::Hu, "sor", "oszlop"),
    ];
    let mut problems = Vec::new();
    for &(lang, row, column) in words {
        for (index, (name, _)) in SIGNATURES.iter().enumerate() {
            let in_sentence =
                matches!(kind(index), Some(Kind::Sentence)) || name.starts_with("spot_");
            if !in_sentence {
                continue;
            }
            let w = Words::of_texts(lang, lang.texts());
            for text in fillings(&w, lang, index, &NUMBERS) {
                let ws: Vec<&str> = text.split(' ').collect();
                if ws.windows(3).any(|t| {
                    t[0] == row && t[1].chars().all(|c| c.is_ascii_digit()) && t[2] == column
                }) {
                    problems.push(format!("{lang:?} {name}: {text:?}"));
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The bonus X has one name: "bonus X" in English (never "free X"), the
/// glossary's word in each language (its rejected words are read by the
/// glossary's test).
#[test]
fn the_bonus_x_has_one_name_in_english() {
    let problems: Vec<String> = SIGNATURES
        .iter()
        .zip(Lang::En.texts().list())
        .filter(|(_, text)| text.contains("free X") || text.contains("free {area} X"))
        .map(|((name, _), text)| format!("{name}: {text:?}"))
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
