//! Each message filled as a player could read it: a man's and a woman's
//! name, every colour in the form the message's doc line names, real
//! clauses for `why` and real sentences for `reason`, and numbers. The
//! grammar test reads every filling; `clever words --sheet LANG` prints
//! them for a native reviewer who never saw the code.

use super::fill::Arg;
use super::messages::{Id, DOCS, ID_LIST, SIGNATURES};
use super::names::{area_to, die_colour, die_in_sentence, die_label, list_in};
use super::{Lang, Words, EN};
use crate::engine::{Area, Die};

/// What a message is, as its doc line says first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Stands alone: a capital, its own closing mark.
    Sentence,
    /// After a colon in another message.
    Clause,
    /// A title, button, option or accessible name.
    Label,
    /// Words put into another message.
    Part,
}

/// A man's name and a woman's, as players of the language are called.
pub fn names(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => ["John", "Anna"],
        Lang::De => ["Jonas", "Anna"],
        Lang::Hu => ["Péter", "Anna"],
        Lang::Ru => ["Иван", "Анна"],
        Lang::It => ["Marco", "Anna"],
    }
}

/// The doc line of the message at `index`: its own, else the group's (the
/// nearest above), and whether it is the group's.
pub fn doc(index: usize) -> (&'static str, bool) {
    let from = doc_of(index);
    (DOCS[from], from != index)
}

/// Where the doc line of the message at `index` is written.
fn doc_of(index: usize) -> usize {
    (0..=index)
        .rev()
        .find(|&i| !DOCS[i].is_empty())
        .unwrap_or(index)
}

/// What the message is, by the first word of its doc line.
pub fn kind(index: usize) -> Option<Kind> {
    let first = doc(index).0.trim_start().split([':', ',', ' ']).next()?;
    match first {
        "Sentence" => Some(Kind::Sentence),
        "Clause" => Some(Kind::Clause),
        "Label" => Some(Kind::Label),
        "Part" => Some(Kind::Part),
        _ => None,
    }
}

/// The colour form a doc line names for `arg` ("`die`: `the_*`", "`first`,
/// `second`: `the_*`").
fn form(doc: &str, arg: &str) -> Option<String> {
    let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    let marker = format!("`{arg}`");
    doc.match_indices(&marker).find_map(|(at, _)| {
        let rest = &doc[at + marker.len()..];
        let names = rest.split(": `").next()?;
        // Only other placeholders' names between: "`first`, `second`".
        if !names
            .chars()
            .all(|c| c.is_alphanumeric() || "_`, ".contains(c))
        {
            return None;
        }
        let family = rest.split_once(": `")?.1.split_once("_*`")?.0;
        Some(family.to_string())
    })
}

/// A die in the form `family` names.
fn die_in(w: &Words, family: &str, die: Die) -> String {
    match family {
        "the" => die_in_sentence(w, die),
        "colour" => die_colour(w, die),
        "die_label" => die_label(w, die),
        _ => super::names::die_title(w, die),
    }
}

/// An area in the form `family` names.
fn area_in(w: &Words, family: &str, area: Area) -> String {
    use super::names::area_word;
    match family {
        "to" => area_to(w, area),
        "area_word" => area_word(w, area),
        "chart" => match area {
            Area::Yellow => w.chart_yellow(),
            Area::Blue => w.chart_blue(),
            Area::Green => w.chart_green(),
            Area::Orange => w.chart_orange(),
            Area::Purple => w.chart_purple(),
            // The statistics chart only the first game's areas.
            Area::Silver => w.area_silver(),
            Area::Pink => w.area_pink(),
        },
        _ => match area {
            Area::Yellow => w.area_yellow(),
            Area::Blue => w.area_blue(),
            Area::Green => w.area_green(),
            Area::Orange => w.area_orange(),
            Area::Purple => w.area_purple(),
            Area::Silver => w.area_silver(),
            Area::Pink => w.area_pink(),
        },
    }
}

/// The dice a message may name: the sequel's messages (from `die_pink` on)
/// name the sequel's, the others the first game's.
fn dice_of(index: usize) -> &'static [Die] {
    if index >= Id::die_pink as usize {
        &Die::TWICE
    } else {
        &Die::ALL
    }
}

/// The areas a message may name (as `dice_of`).
fn areas_of(index: usize) -> &'static [Area] {
    if index >= Id::die_pink as usize {
        &Area::TWICE
    } else {
        &Area::ALL
    }
}

fn dice_forms(w: &Words, doc: &str, arg: &str, dice: &[Die]) -> Vec<String> {
    let families = match form(doc, arg) {
        Some(f) => vec![f],
        None => ["the", "colour", "die_label", "die"]
            .map(String::from)
            .to_vec(),
    };
    families
        .iter()
        .flat_map(|f| dice.iter().map(|&d| die_in(w, f, d)))
        .collect()
}

fn area_forms(w: &Words, doc: &str, areas: &[Area]) -> Vec<String> {
    let families = match form(doc, "area") {
        Some(f) => vec![f],
        None => ["to", "area_word", "area"].map(String::from).to_vec(),
    };
    families
        .iter()
        .flat_map(|f| areas.iter().map(|&a| area_in(w, f, a)))
        .collect()
}

/// Real clauses of the language (what follows "That roll is not
/// possible: " and the like), each with the family of messages it is of.
fn clauses(w: &Words) -> Vec<(&'static str, String)> {
    let the = |d| die_in_sentence(w, d);
    vec![
        ("roll", w.roll_twice(&the(Die::Yellow))),
        ("roll", w.roll_value(&the(Die::White), 7)),
        (
            "roll",
            w.roll_not_these(&list_in(w, &[the(Die::White), the(Die::Green)]), 2),
        ),
        ("roll", w.roll_not_these(&the(Die::Purple), 1)),
        (
            "dice_layout",
            w.dice_layout_field_twice(1, &the(Die::White), &the(Die::Yellow)),
        ),
        ("dice_layout", w.dice_layout_field_gap(2)),
        ("json", w.json_at(&w.json_syntax(), 1, 2)),
        ("json", w.json_eof()),
        ("setup", w.setup_players(5)),
        ("setup", w.setup_no_sheet()),
        ("move", w.move_unknown_die("red")),
        ("move", w.move_too_big(99)),
    ]
}

/// Real sentences of the language (a refusal of the rules, a file's
/// error), as `reason` holds, each with its family.
fn sentences(w: &Words) -> Vec<(&'static str, String)> {
    vec![
        ("rule", w.rule_not_now(&w.due_roll())),
        (
            "rule",
            w.rule_not_takeable(&die_in_sentence(w, Die::Yellow)),
        ),
        ("cell", w.cell_full(&w.area_yellow())),
        ("record", w.record_move(3, &w.rule_not_now(&w.due_free_x()))),
        (
            "rule",
            w.rule_bad_roll(&w.roll_twice(&die_in_sentence(w, Die::Blue))),
        ),
        ("record", w.record_no_version()),
        ("archive", w.archive_short()),
    ]
}

/// The samples of the families a doc line names ("`roll_*`"), else all.
fn of_families(doc: &str, samples: Vec<(&'static str, String)>) -> Vec<String> {
    let named: Vec<(&str, String)> = samples
        .iter()
        .filter(|(family, _)| doc.contains(&format!("`{family}_*`")))
        .cloned()
        .collect();
    match named.is_empty() {
        true => samples.into_iter().map(|(_, s)| s).collect(),
        false => named.into_iter().map(|(_, s)| s).collect(),
    }
}

fn bonuses(w: &Words) -> Vec<String> {
    use super::names::area_word;
    vec![
        w.bonus_cross(&area_word(w, Area::Blue)),
        w.bonus_number(&area_word(w, Area::Orange), 4),
        w.bonus_fox(),
        w.bonus_reroll(),
        w.bonus_plus_one(),
    ]
}

fn actions(w: &Words) -> Vec<String> {
    vec![
        w.action_entry(&die_colour(w, Die::Purple), 5),
        w.action_white_as(4, &die_in_sentence(w, Die::Yellow)),
        w.action_plus_one(&w.action_blue(7)),
        w.action_cross(&w.spot_cell(&super::names::area_word(w, Area::Green), 3)),
    ]
}

/// The values a text placeholder takes in the message at `index`.
pub fn text_values(w: &Words, lang: Lang, index: usize, arg: &str) -> Vec<String> {
    use super::names::area_word;
    let (message, _) = SIGNATURES[index];
    let (doc, _) = doc(index);
    let [man, woman] = names(lang).map(String::from);
    let some = |items: &[&str]| items.iter().map(|s| s.to_string()).collect();
    let date = "2026-11-26";
    match (message, arg) {
        ("event_rolled", "dice") => vec![[(Die::White, 3), (Die::Yellow, 5)]
            .map(|(d, v)| w.die_value(&die_colour(w, d), v))
            .join(&w.list_comma())],
        (_, "dice") => {
            let family = form(doc, arg).unwrap_or("colour".into());
            let die = |d| die_in(w, &family, d);
            vec![
                list_in(w, &[die(Die::White), die(Die::Green)]),
                list_in(w, &[die(Die::White), die(Die::Yellow), die(Die::Purple)]),
            ]
        }
        ("list_and", "rest") => vec![
            [Die::White, Die::Yellow]
                .map(|d| die_colour(w, d))
                .join(&w.list_comma()),
            man.clone(),
        ],
        ("list_and", "last") => vec![die_colour(w, Die::Green), woman.clone()],
        // The second of two dice is another die than the first.
        (_, "second") => {
            let mut forms = dice_forms(w, doc, arg, dice_of(index));
            forms.rotate_left(1);
            forms
        }
        (_, "die" | "first") => dice_forms(w, doc, arg, dice_of(index)),
        // A file's own word for a die or an area that does not exist.
        ("move_unknown_die", "name") => some(&["red"]),
        ("setup_game", "game") => vec![w.game_twice()],
        ("move_unknown_area", "name") => some(&["black"]),
        (_, "area") if message == "chart_area_mean" => {
            Area::ALL.map(|a| area_in(w, "chart", a)).to_vec()
        }
        (_, "area") => area_forms(w, doc, areas_of(index)),
        (_, "name" | "active" | "before") => vec![man, woman],
        (_, "names") => vec![man.clone(), list_in(w, &[man, woman])],
        (_, "player") => vec![man, woman, w.stats_all_players()],
        (_, "who") => vec![[(&man, 212), (&woman, 190)]
            .map(|(n, t)| w.history_player_total(n, t))
            .join(&w.list_comma())],
        (_, "label") if message.starts_with("tray_die_") => {
            vec![w.die_name_value(&die_label(w, Die::Yellow), 5, &w.place_rolled())]
        }
        (_, "label") if message.starts_with("tray_player_") => {
            vec![w.tray_player(&man, 12), w.tray_player(&woman, 1)]
        }
        (_, "label") if message.starts_with("sheet_round_") => vec![w.sheet_round(2, 6)],
        ("sheet_earned", "label") => vec![w.sheet_row_bonus(1, &w.bonus_fox())],
        (_, "label") => vec![
            w.sheet_track_cell(&w.area_green(), 4),
            w.sheet_grid_cell(&w.area_yellow(), 5, 1, 3),
        ],
        (_, "why") => of_families(doc, clauses(w)),
        (_, "due") => vec![w.due_roll(), w.due_free_x(), w.due_round_bonus()],
        (_, "reason") => of_families(doc, sentences(w)),
        (_, "bonus") => bonuses(w),
        (_, "bonuses") => vec![
            w.step_earned(&w.bonus_fox()),
            [
                w.step_earned(&w.bonus_cross(&area_word(w, Area::Blue))),
                w.step_lost(&w.bonus_fox()),
            ]
            .join(&w.list_comma()),
        ],
        ("step_bonuses", "what") => vec![
            w.step_crossed(&w.area_yellow(), 5),
            w.step_crossed_of(&man, &area_word(w, Area::Yellow), 5),
            w.step_wrote_of(&woman, &area_word(w, Area::Orange), 4),
        ],
        (_, "what") => vec![w.json_syntax(), w.json_eof()],
        (_, "spot") => vec![
            w.spot_grid(&area_word(w, Area::Yellow), 2, 3),
            w.spot_cell(&area_word(w, Area::Orange), 4),
        ],
        (_, "choice") => vec![
            w.choice_black_x(&area_to(w, Area::Yellow)),
            w.choice_black_6(&area_to(w, Area::Purple)),
        ],
        (_, "level") => vec![w.level_word_easy(), w.level_word_expert()],
        (_, "place") => vec![w.place_rolled(), w.place_field(2), w.place_platter()],
        ("calendar_day", "year") => some(&["2026"]),
        ("calendar_day", "month") => some(&["11"]),
        ("calendar_day", "day") => some(&["26"]),
        (_, "day") => vec![super::names::day_written(w, date)],
        (_, "date") => vec![date.to_string()],
        (_, "version") => some(&["3"]),
        (_, "commit") => some(&["3f2a9c1"]),
        (_, "link") => some(&["https://example.org/clever/#join=Ab3"]),
        (_, "format") => some(&["chess-game"]),
        (_, "when") => vec![when(lang).to_string()],
        (_, "game") => vec![w.history_game(when(lang), &w.history_player_total(&man, 212))],
        (_, "text") => vec![w.share_plain() + &w.share_points(212)],
        (_, "rating") => vec![w.rating_200()],
        (_, "low") => vec![w.rating_0()],
        (_, "high") => vec![w.rating_281()],
        (_, "last") => vec![w.stats_chosen_all_games(), w.stats_chosen_last(10)],
        (_, "mode") => vec![w.stats_chosen_solo(), w.stats_chosen_multi()],
        (_, "band") => vec![w.chart_band(140, 159), w.chart_band_below(140)],
        (_, "bands") => vec![[
            w.chart_band_count(&w.chart_band(140, 159), 2),
            w.chart_band_count(&w.chart_band(160, 179), 5),
        ]
        .join(&w.list_comma())],
        (_, "areas") => vec![[
            w.chart_area_mean(&w.chart_yellow(), super::Tenths(215)),
            w.chart_area_mean(&w.chart_foxes(), super::Tenths(62)),
        ]
        .join(&w.list_comma())],
        (_, "wins") => {
            vec![[w.chart_wins_of(&man, 3, 5), w.chart_wins_of(&woman, 2, 5)].join(&w.list_comma())]
        }
        (_, "action" | "yours" | "expert") => actions(w),
        (_, "entry") => vec![
            w.action_entry(&die_colour(w, Die::Purple), 5),
            w.action_blue(7),
            w.action_white_as(4, &die_in_sentence(w, Die::Green)),
        ],
        (_, "value") => some(&["214"]),
        (_, "gain") => vec![
            w.review_gain(super::Tenths(142)),
            w.review_loss(super::Tenths(5)),
        ],
        (_, "total") => some(&["231"]),
        (_, "totals") => some(&["231-198"]),
        _ => vec![format!("q{arg}")],
    }
}

/// Every filling of the message at `index`: each placeholder goes through
/// its values (numbers: `numbers`), all at once, until each was said.
pub fn fillings(w: &Words, lang: Lang, index: usize, numbers: &[i64]) -> Vec<String> {
    let (message, args) = SIGNATURES[index];
    // The count of the dice goes with the list of them.
    if message == "roll_not_these" {
        let the: Vec<String> = Die::ALL.map(|d| die_in_sentence(w, d)).to_vec();
        return [1, 2, 5]
            .map(|n| w.roll_not_these(&list_in(w, &the[..n]), n))
            .to_vec();
    }
    let values: Vec<Vec<String>> = args
        .iter()
        .map(|(arg, kind)| match *kind {
            "text" => text_values(w, lang, index, arg),
            _ => numbers.iter().map(i64::to_string).collect(),
        })
        .collect();
    let count = values.iter().map(Vec::len).max().unwrap_or(1);
    let mut out: Vec<String> = Vec::new();
    for i in 0..count {
        let filled: Vec<Arg> = args
            .iter()
            .zip(&values)
            .map(|((_, kind), values)| {
                let v = &values[i % values.len()];
                match *kind {
                    "text" => Arg::Text(v),
                    "num" => Arg::Whole(v.parse().expect("a number")),
                    _ => Arg::Tenths(v.parse().expect("a number")),
                }
            })
            .collect();
        let text = w.fill(ID_LIST[index], &filled);
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// The message at a place of the list.
pub fn id(index: usize) -> Id {
    ID_LIST[index]
}

/// A reading sheet of every message of `lang`, in Markdown: its name, what
/// it is and where it shows (the English doc line), the English text, the
/// language's text, and that text filled.
pub fn sheet(lang: Lang) -> String {
    let w = Words::of_texts(lang, lang.texts());
    let english = EN.list();
    let theirs = lang.texts().list();
    let [man, woman] = names(lang);
    let mut out = format!(
        "# Reading sheet: {} ({})\n\n\
         Every message the app shows, in catalogue order. For each: its name, \
         what it is and where it shows (the English catalogue's note for \
         translators, shared by a group of messages), the English text, the \
         text in this language, and the text filled as a player would read it: with a man's name ({man}) and a \
         woman's ({woman}), every colour in the form the message takes, real \
         reasons where one is put in, and the numbers 0, 1, 2, 5 and 21. In a \
         text, `{{name}}` marks what is put in, and `{{n|one|other}}` the forms \
         a number picks from.\n\n\
         What a text is: **Sentence** stands alone; **Clause** follows a colon \
         in another message; **Label** is a title, button, option or name read \
         by a screen reader; **Part** is words put into another message.\n",
        lang.own_name(),
        lang.code()
    );
    for (index, (name, _)) in SIGNATURES.iter().enumerate() {
        let note: Vec<&str> = DOCS[doc_of(index)].lines().map(str::trim).collect();
        out.push_str(&format!("\n## {}. `{name}`\n\n", index + 1));
        match doc_of(index) {
            from if from == index => out.push_str(&format!("{}\n\n", note.join(" "))),
            from => out.push_str(&format!(
                "(The note of {}. `{}`, its group.)\n\n",
                from + 1,
                SIGNATURES[from].0
            )),
        }
        let one_line = |t: &str| t.replace('\n', " ⏎ ");
        out.push_str(&format!("- English: `{}`\n", one_line(english[index])));
        out.push_str(&format!(
            "- {}: `{}`\n",
            lang.own_name(),
            one_line(theirs[index])
        ));
        let filled = fillings(&w, lang, index, &[0, 1, 2, 5, 21]);
        if filled.len() > 1 || filled.first().map(String::as_str) != Some(theirs[index]) {
            out.push_str("\nFilled:\n\n");
            for text in filled {
                out.push_str(&format!("- {}\n", one_line(&text)));
            }
        }
    }
    out
}

/// A moment as the browser's `Intl` writes it in the language (the history's
/// games: medium date, short time).
fn when(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Nov 26, 2026, 2:05 PM",
        Lang::De => "26.11.2026, 14:05",
        Lang::Hu => "2026. nov. 26. 14:05",
        Lang::Ru => "26 нояб. 2026 г., 14:05",
        Lang::It => "26 nov 2026, 14:05",
    }
}
