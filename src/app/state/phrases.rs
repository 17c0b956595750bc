//! The game's things in phrases for the player: places and bonuses, one
//! sentence per engine event, and the app's own notes (the catalogue,
//! `crate::words`, holds the words; this phrases typed values with them).
//! Nothing here decides a rule.
//!
//! Where a sentence is made: an error or refusal of the engine (its data,
//! every language and the worker and the `clever` command alike) in
//! `words::errors`, the names of its dice, areas and ratings in
//! `words::names`; anything the app alone says (a session's refusal, an
//! event in the log, the archive, the worker's silence, a link's arrival)
//! here; nowhere else.

use crate::app::state::advice::NoAnswer;
use crate::app::state::session::refused::Refused;
use crate::engine::SentPart;
use crate::engine::{Action, Area, Bonus, Die, Event, Game, Level, Place, RoundChoice, Seat};
use crate::engine::{Edition, Setup, SoloRating, Spot};
use crate::words::errors::{link_error, link_refusal, record_error, refusal};
use crate::words::names::solo_rating_words;
use crate::words::names::{area_as, area_title, area_to, area_word, die_colour, die_in_sentence};
use crate::words::{capitalised, words};

/// A seat's name as shown: the name given, else "Player 2" (a computer:
/// its level) in the player's language. Records keep an empty name for
/// "no name given"; the English defaults of older versions ("Player 2",
/// and "Expert" for the computer of "Play against the computer") count as
/// none, so they too are shown in the player's language.
pub fn seat_name(setup: &Setup, seat: u8) -> String {
    let w = words();
    let given = setup.players.get(seat as usize).map_or("", |n| n.trim());
    let kind = setup.seat(seat as usize);
    let old_default = given == format!("Player {}", seat as u32 + 1)
        || (given == "Expert" && kind == Seat::Computer(Level::Expert));
    if !given.is_empty() && !old_default {
        return given.to_string();
    }
    match kind {
        Seat::Person | Seat::Elsewhere => w.setup_player_n(seat + 1),
        Seat::Computer(Level::Easy) => w.seat_easy(),
        Seat::Computer(Level::Medium) => w.seat_medium(),
        Seat::Computer(Level::Expert) => w.seat_expert(),
    }
}

/// A name counted in the statistics, as shown ("(no name)" for games
/// whose players gave none).
pub fn shown_name(name: &str) -> String {
    match name.trim() {
        "" => words().name_none(),
        name => name.to_string(),
    }
}

/// Every seat's name as shown.
pub fn seat_names(setup: &Setup) -> Vec<String> {
    (0..setup.players.len() as u8)
        .map(|s| seat_name(setup, s))
        .collect()
}

/// "White", "Yellow", …
pub fn die_title(die: Die) -> String {
    crate::words::names::die_title(&words(), die)
}

/// The letter each die carries (for colour-blind players).
pub fn die_letter(die: Die) -> String {
    let w = words();
    match die {
        Die::White => w.letter_white(),
        Die::Yellow => w.letter_yellow(),
        Die::Blue => w.letter_blue(),
        Die::Green => w.letter_green(),
        Die::Orange => w.letter_orange(),
        Die::Purple => w.letter_purple(),
        Die::Pink => w.letter_pink(),
        Die::Silver => w.letter_silver(),
    }
}

/// Where a die lies, as the end of its accessible name.
pub fn place_words(place: Place) -> String {
    let w = words();
    match place {
        Place::Cup => w.place_cup(),
        Place::Rolled => w.place_rolled(),
        Place::Field(n) => w.place_field(n + 1),
        Place::Platter => w.place_platter(),
    }
}

pub fn bonus_words(bonus: Bonus) -> String {
    let w = words();
    match bonus {
        Bonus::Cross(a) => w.bonus_cross(&area_word(&w, a)),
        Bonus::NumberIn(a, n) => w.bonus_number(&area_word(&w, a), n),
        Bonus::Fox => w.bonus_fox(),
        Bonus::Reroll => w.bonus_reroll(),
        Bonus::PlusOne => w.bonus_plus_one(),
        Bonus::Return => w.bonus_return(),
        Bonus::Question(a) => w.bonus_question(&area_word(&w, a)),
    }
}

pub fn choice_words(choice: RoundChoice) -> String {
    let w = words();
    match choice {
        RoundChoice::BlackX(a) => w.choice_black_x(&area_to(&w, a)),
        RoundChoice::Black6(a) => w.choice_black_6(&area_to(&w, a)),
        RoundChoice::Black(a) => w.choice_black(&area_to(&w, a)),
    }
}

/// "Yellow row 2, column 3", "Orange cell 4".
pub fn spot_words(spot: Spot) -> String {
    let w = words();
    let area = area_word(&w, spot.area);
    match spot.area {
        Area::Yellow | Area::Blue => w.spot_grid(&area, spot.cell / 4 + 1, spot.cell % 4 + 1),
        Area::Silver => w.spot_grid(&area, spot.cell / 6 + 1, spot.cell % 6 + 1),
        _ => w.spot_cell(&area, spot.cell + 1),
    }
}

/// `spot_words` for a cell of `edition`'s sheet: the sequel's yellow
/// lattice counts its rows and columns on its own 5 × 4 grid.
fn spot_words_in(edition: Edition, spot: Spot) -> String {
    #[cfg(feature = "twice")]
    if edition == Edition::Twice && spot.area == Area::Yellow {
        use crate::engine::twice::printed::YELLOW_PLACES;
        if let Some(&(row, column)) = YELLOW_PLACES.get(spot.cell as usize) {
            let w = words();
            return w.spot_grid(&area_word(&w, spot.area), row + 1, column + 1);
        }
    }
    let _ = edition;
    spot_words(spot)
}

/// One sentence per event worth telling (None for bookkeeping events).
pub fn event_sentence(names: &[String], event: &Event) -> Option<String> {
    let w = words();
    let who = |p: u8| names.get(p as usize).cloned().unwrap_or_default();
    Some(match *event {
        Event::RoundStarted { round } => w.event_round(round),
        Event::TurnStarted { player } => w.event_turn(&who(player)),
        Event::Rolled { roll, .. } => {
            let dice: Vec<String> = roll
                .dice()
                .iter()
                .map(|&(d, v)| w.die_value(&die_colour(&w, d), v))
                .collect();
            w.event_rolled(&dice.join(&w.list_comma()))
        }
        Event::RerollUsed { player } => w.event_reroll(&who(player)),
        Event::ToField { die, field } => w.event_to_field(&die_in_sentence(&w, die), field + 1),
        Event::ToPlatter { die } => w.event_to_platter(&die_in_sentence(&w, die)),
        Event::Took { player, die, value } => {
            w.event_took(&who(player), &die_in_sentence(&w, die), value)
        }
        Event::PlusOneUsed { player, die, value } => {
            w.event_plus_one(&who(player), &die_in_sentence(&w, die), value)
        }
        Event::Marked {
            player,
            spot,
            written,
        } => match spot.area {
            Area::Orange | Area::Purple | Area::Pink => {
                w.event_wrote(&who(player), &spot_words(spot), written)
            }
            _ => w.event_crossed(&who(player), &spot_words(spot)),
        },
        Event::BonusEarned { player, bonus } => w.event_bonus(&who(player), &bonus_words(bonus)),
        Event::BonusLost { player, bonus } => w.event_bonus_lost(&who(player), &bonus_words(bonus)),
        Event::RoundChosen { player, choice } => w.event_chose(&who(player), &choice_words(choice)),
        Event::NothingToEnter { player } => w.event_nothing(&who(player)),
        Event::GameOver => w.event_over(),
        Event::Returned { player, die } => {
            w.event_returned(&who(player), &die_in_sentence(&w, die))
        }
        Event::Forfeited { player } => w.event_forfeited(&who(player)),
        Event::Circled { player, spot } => {
            w.event_circled(&who(player), &spot_words_in(Edition::Twice, spot))
        }
        Event::Swept { die, value, .. } => w.event_swept(&die_in_sentence(&w, die), value),
        Event::SweptLost { die, value, .. } => w.event_swept_lost(&die_in_sentence(&w, die), value),
        Event::RollsEnded { player } => w.event_rolls_ended(&who(player)),
    })
}

/// What the last step did, in one or a few sentences for the live region:
/// "Yellow 5 crossed — Blue X earned, fox earned. White and Green dice to
/// the silver platter." Built only from the step's events (`names`: the
/// players; with more than one, each mark says whose it is).
pub fn step_sentence(names: &[String], last: &[Event]) -> String {
    let w = words();
    let multi = names.len() > 1;
    let who = |p: u8| names.get(p as usize).map_or("", |n| n.as_str());
    // Each part, and the bonuses that follow it.
    let mut parts: Vec<(String, Vec<String>)> = Vec::new();
    let mut platter: Vec<String> = Vec::new();
    let mut took = None;
    let mut marked = false;
    for e in last {
        // A circle in the sequel's yellow is the die's mark.
        marked |= matches!(e, Event::Circled { .. });
        let part = match *e {
            Event::Marked {
                player,
                spot,
                written,
            } => {
                marked = true;
                mark_words(multi.then(|| who(player)), spot, written)
            }
            Event::BonusEarned { bonus, .. } | Event::BonusLost { bonus, .. } => {
                let what = if matches!(e, Event::BonusEarned { .. }) {
                    w.step_earned(&bonus_words(bonus))
                } else {
                    w.step_lost(&bonus_words(bonus))
                };
                match parts.last_mut() {
                    Some((_, bonuses)) => {
                        bonuses.push(what);
                        continue;
                    }
                    None => what,
                }
            }
            Event::ToPlatter { die } => {
                platter.push(die_colour(&w, die));
                continue;
            }
            Event::Took { die, value, .. } => {
                took = Some((die, value));
                continue;
            }
            Event::ToField { .. } => continue,
            Event::TurnStarted { .. } if !multi => continue,
            Event::PlusOneUsed { .. } => w.step_plus_one(),
            ref other => match event_sentence(names, other) {
                Some(s) => s.trim_end_matches(['.', '!']).to_string(),
                None => continue,
            },
        };
        parts.push((part, Vec::new()));
    }
    if let (Some((die, value)), false) = (took, marked) {
        parts.push((w.step_no_mark(&die_title(die), value), Vec::new()));
    }
    if let Some((last, rest)) = platter.split_last() {
        let part = if rest.is_empty() {
            w.step_platter_one(last)
        } else {
            w.step_platter_many(&w.list_and(&rest.join(&w.list_comma()), last))
        };
        parts.push((part, Vec::new()));
    }
    joined(parts)
}

/// "Yellow 5 crossed", "Orange 4 written"; with a name (several players),
/// "Ann: Yellow 5 crossed".
fn mark_words(name: Option<&str>, spot: Spot, written: u8) -> String {
    let w = words();
    let wrote = matches!(spot.area, Area::Orange | Area::Purple);
    match name {
        Some(name) => {
            let area = area_word(&w, spot.area);
            match wrote {
                true => w.step_wrote_of(name, &area, written),
                false => w.step_crossed_of(name, &area, written),
            }
        }
        None => {
            let area = area_title(spot.area);
            match wrote {
                true => w.step_wrote(&area, written),
                false => w.step_crossed(&area, written),
            }
        }
    }
}

/// The step's parts, each with its bonuses, as one text ("" for none):
/// each part a sentence, whichever part comes first.
fn joined(parts: Vec<(String, Vec<String>)>) -> String {
    let w = words();
    if parts.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = parts
        .into_iter()
        .map(|(part, bonuses)| match bonuses.is_empty() {
            true => capitalised(&part),
            false => capitalised(&w.step_bonuses(&part, &bonuses.join(&w.list_comma()))),
        })
        .collect();
    parts.join(&w.step_join()) + &w.step_end()
}

/// Percent-encodes text for a `data:` URL (the raw-save download).
pub fn data_url(text: &str) -> String {
    let mut out = String::from("data:application/json;charset=utf-8,");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~:,{}[]\"".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// An action in a player's words: "Purple 5", "White 4 as yellow" (as
/// inside a sentence: a line that starts with one capitalises it).
pub fn action_words(game: &Game, action: Action) -> String {
    let w = words();
    let state = game.play();
    let entry = |die: Die, area: Area| {
        let v = state.entry_value(die, area);
        if area == Area::Blue {
            w.action_blue(v)
        } else if die == Die::White {
            w.action_white_as(v, &area_as(&w, area))
        } else {
            w.action_entry(&die_colour(&w, die), v)
        }
    };
    match action {
        Action::Roll(_) | Action::DiceLayout(_) => w.action_roll(),
        Action::Reroll => w.action_reroll(),
        Action::Take { die, spot: None } => w.action_enters_nowhere(&die_colour(&w, die)),
        Action::Take {
            die,
            spot: Some(spot),
        } => entry(die, spot.area),
        Action::PlusOne { die, spot } => w.action_plus_one(&entry(die, spot.area)),
        Action::Finish => w.action_finish(),
        Action::Cross(spot) => w.action_cross(&spot_words_in(game.edition(), spot)),
        Action::RoundBonus(choice) => choice_words(choice),
        Action::Return(die) => w.action_return(&die_in_sentence(&w, die)),
        Action::Forfeit => w.action_forfeit(),
        Action::Write { spot, value } => w.action_write(value, &spot_words(spot)),
    }
}

/// Each action's words (`action_words`), the cell it marks added where two
/// read the same (a die that may go to either of two cells), so that a
/// list of hints never offers two identical lines.
pub fn actions_words(game: &Game, actions: &[Action]) -> Vec<String> {
    let w = words();
    let said: Vec<String> = actions.iter().map(|&a| action_words(game, a)).collect();
    said.iter()
        .zip(actions)
        .map(|(words, &action)| {
            let twin = said.iter().filter(|&other| other == words).count() > 1;
            match marked_spot(action) {
                Some(spot) if twin => w.action_at(words, &spot_words_in(game.edition(), spot)),
                _ => words.clone(),
            }
        })
        .collect()
}

/// The cell an action marks, if it names one.
fn marked_spot(action: Action) -> Option<Spot> {
    match action {
        Action::Take { spot, .. } => spot,
        Action::PlusOne { spot, .. } | Action::Cross(spot) | Action::Write { spot, .. } => {
            Some(spot)
        }
        _ => None,
    }
}

/// The text "Share" sends: the day, total, rating, each area's points, the
/// expert's total on the same dice, and the link (`link` is the page's
/// address without a query) to the same dice.
pub fn share_text(
    game: &Game,
    rating: Option<SoloRating>,
    expert: Option<crate::worker::protocol::ReviewTotal>,
    link: &str,
) -> String {
    let w = words();
    let score = game.sheet_score(0);
    let mut text = match &game.setup().daily {
        Some(day) => w.share_daily(&crate::words::names::day_written(&w, day)),
        None => w.share_plain(),
    };
    text.push_str(&w.share_points(score.total()));
    if let Some(rating) = rating {
        text.push_str(&w.share_rating(&solo_rating_words(rating)));
    }
    let mut areas: Vec<String> = game
        .edition()
        .areas()
        .iter()
        .zip(score.areas())
        .map(|(&a, points)| w.die_value(&area_title(a), points))
        .collect();
    areas.push(w.share_foxes(score.fox_points()));
    text.push('\n');
    text.push_str(&areas.join(" · "));
    text.push('\n');
    if let Some(expert) = expert {
        text.push_str(&w.share_expert(expert));
        text.push('\n');
    }
    // The same dice, in the same game (the page opens the sequel's app for
    // `game=twice`).
    let query = match &game.setup().daily {
        Some(day) => format!("?daily={day}"),
        None => format!("?seed={}", game.setup().seed),
    };
    let of_game = if game.edition().is_clever() {
        ""
    } else {
        "&game=twice"
    };
    text.push_str(&w.share_link(&format!("{link}{query}{of_game}")));
    text
}

/// A number of tenths with one decimal: 2125 → "212.5".
#[allow(clippy::unnecessary_cast)]
pub fn tenths(t: crate::stats::Tenths) -> String {
    words().tenths(t as i64)
}

/// "Computer (expert)", … (the seat select's options say these).
pub fn level_words(level: Option<Level>) -> String {
    let w = words();
    match level {
        None => w.level_person(),
        Some(Level::Easy) => w.level_easy(),
        Some(Level::Medium) => w.level_medium(),
        Some(Level::Expert) => w.level_expert(),
    }
}

/// Why the worker gave no answer, in one sentence.
pub fn no_answer_sentence(why: NoAnswer) -> String {
    let w = words();
    match why {
        NoAnswer::NotLoaded => w.worker_not_loaded(),
        NoAnswer::Stopped => w.worker_stopped(),
        NoAnswer::Late => w.worker_late(),
        NoAnswer::Refused => w.worker_refused(),
    }
}

/// "Player 2 (computer, expert) is waiting: the computer players could not
/// load."
pub fn waiting_sentence(name: &str, level: Level, why: NoAnswer) -> String {
    let w = words();
    let level = match level {
        Level::Easy => w.level_word_easy(),
        Level::Medium => w.level_word_medium(),
        Level::Expert => w.level_word_expert(),
    };
    match why {
        NoAnswer::NotLoaded => w.waiting_not_loaded(name, &level),
        NoAnswer::Stopped => w.waiting_stopped(name, &level),
        NoAnswer::Late => w.waiting_late(name, &level),
        NoAnswer::Refused => w.waiting_refused(name, &level),
    }
}

/// Why an input did nothing, as the line under the dice says it (`names`:
/// the seats' names as shown).
pub fn refused_sentence(refused: &Refused, names: &[String]) -> String {
    let w = words();
    let name = |seat: u8| names.get(seat as usize).map_or("", |n| n.as_str());
    match refused {
        Refused::Rule(e) => refusal(e),
        // The refusal alone: it names the die where the die is the reason.
        Refused::Die(_, e) => refusal(e),
        Refused::NothingToUndo => w.refused_nothing_to_undo(),
        Refused::Sent(SentPart::Turn(turn)) => w.refused_undo_sent(turn.round),
        Refused::Sent(SentPart::Score) => w.refused_undo_score(),
        Refused::NotYours(seat) => w.refused_not_yours(name(*seat)),
        Refused::TapDieFirst => w.refused_tap_die_first(),
        Refused::TapDieFirstPlusOne => w.refused_tap_die_first_plus_one(),
        Refused::Setup(e) => record_error(e),
        Refused::Import(e) => w.refused_import(&record_error(e)),
        Refused::ComputersTurn(seat) => w.refused_computers_turn(name(*seat)),
        Refused::Replaying => w.refused_replaying(),
        Refused::Link(e) => link_error(e),
        Refused::LinkRefused(e) => link_refusal(e, names),
        Refused::UnknownGame => w.link_unknown_game(),
    }
}

/// What keeping a finished game in the archive took, if worth saying.
#[cfg(target_arch = "wasm32")]
pub fn archived_sentence(archived: crate::app::state::standing::Archived) -> Option<String> {
    use crate::app::state::standing::Archived;
    match archived {
        Archived::Yes => None,
        Archived::Reduced(n) => Some(words().archive_reduced(n)),
        Archived::No => Some(words().archive_full()),
    }
}

/// What a link received did (`own`: the seat played here).
pub fn arrival_sentence(
    arrival: &crate::engine::Arrival,
    names: &[String],
    own: Option<u8>,
    total: impl Fn(u8) -> i32,
) -> String {
    use crate::engine::Arrival;
    let w = words();
    let name = |seat: u8| names.get(seat as usize).cloned().unwrap_or_default();
    match arrival {
        Arrival::Taken(turns) => turns
            .iter()
            .map(|t| w.link_taken(&name(t.seat), t.round))
            .collect::<Vec<_>>()
            .join(" "),
        Arrival::Early { turn, before } if Some(before.seat) == own => {
            w.link_early_yours(&name(turn.seat), turn.round, before.round)
        }
        Arrival::Early { turn, before } => w.link_early(
            &name(turn.seat),
            turn.round,
            &name(before.seat),
            before.round,
        ),
        Arrival::AfterYours(t) => w.link_after_yours(&name(t.seat), t.round),
        Arrival::Again(t) => w.link_again(&name(t.seat), t.round),
        Arrival::Score(seat) => w.link_score(&name(*seat), total(*seat)),
        Arrival::ScoreAgain(seat) => w.link_score_again(&name(*seat)),
        Arrival::Invitation => own.map(|s| w.link_joined(&name(s))).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Spot;

    #[test]
    fn a_step_in_words_marks_bonuses_and_the_platter() {
        let names = vec!["Ann".to_string()];
        let last = [
            Event::Took {
                player: 0,
                die: Die::Yellow,
                value: 5,
            },
            Event::ToField {
                die: Die::Yellow,
                field: 0,
            },
            Event::Marked {
                player: 0,
                spot: Spot::new(Area::Yellow, 2),
                written: 5,
            },
            Event::BonusEarned {
                player: 0,
                bonus: Bonus::Cross(Area::Blue),
            },
            Event::BonusEarned {
                player: 0,
                bonus: Bonus::Fox,
            },
            Event::ToPlatter { die: Die::White },
            Event::ToPlatter { die: Die::Green },
        ];
        assert_eq!(
            step_sentence(&names, &last),
            "Yellow 5 crossed — Blue X earned, fox earned. White and Green dice to the silver platter."
        );
    }

    #[test]
    fn a_circle_in_the_sequels_yellow_is_a_mark_at_its_own_row_and_column() {
        let names = vec!["Ann".to_string()];
        // Yellow's sixth cell (a 3) lies in row 3, column 4 of the lattice.
        let step = [
            Event::Took {
                player: 0,
                die: Die::Yellow,
                value: 3,
            },
            Event::Circled {
                player: 0,
                spot: Spot::new(Area::Yellow, 5),
            },
        ];
        let said = step_sentence(&names, &step);
        assert!(said.contains("row 3, column 4"), "{said}");
        assert!(!said.contains("without a mark"), "{said}");
    }

    #[test]
    fn with_several_players_a_mark_says_whose_and_a_bare_take_says_so() {
        let names = vec!["Ann".to_string(), "Bob".to_string()];
        let marked = [Event::Marked {
            player: 1,
            spot: Spot::new(Area::Orange, 0),
            written: 4,
        }];
        assert_eq!(step_sentence(&names, &marked), "Bob: Orange 4 written.");
        let bare = [
            Event::Took {
                player: 0,
                die: Die::Purple,
                value: 2,
            },
            Event::ToField {
                die: Die::Purple,
                field: 1,
            },
            Event::ToPlatter { die: Die::White },
        ];
        assert_eq!(
            step_sentence(&names, &bare),
            "Purple 2 put on a dice field without a mark. White die to the silver platter."
        );
        assert_eq!(step_sentence(&names, &[]), "");
    }

    #[test]
    fn no_name_given_is_shown_as_the_seat_in_the_players_language() {
        use crate::engine::{Level, Seat, Setup};
        let mut setup = Setup::named(&["Ann", "", "Player 3", "Expert"], 1);
        setup.seats = vec![
            Seat::Person,
            Seat::Person,
            Seat::Person,
            Seat::Computer(Level::Expert),
        ];
        assert_eq!(
            seat_names(&setup),
            ["Ann", "Player 2", "Player 3", "Expert"]
        );
        // The old English defaults count as no name: in German they follow.
        let de = crate::words::Lang::De;
        crate::words::speak(crate::words::Words::of_texts(de, de.texts()));
        let german = seat_names(&setup);
        crate::words::speak(crate::words::Words::english());
        assert_eq!(german[0], "Ann");
        assert_eq!(
            german[1],
            crate::words::Words::of_texts(de, de.texts()).setup_player_n(2)
        );
        assert_eq!(
            german[2],
            crate::words::Words::of_texts(de, de.texts()).setup_player_n(3)
        );
        assert_eq!(
            german[3],
            crate::words::Words::of_texts(de, de.texts()).seat_expert()
        );
        // A name given is kept as given, even "Expert" on a person's seat.
        setup.seats[3] = Seat::Person;
        assert_eq!(seat_name(&setup, 3), "Expert");
        assert_eq!(shown_name(" "), "(no name)");
    }

    #[test]
    fn tenths_have_one_decimal() {
        assert_eq!(tenths(2125), "212.5");
        assert_eq!(tenths(7), "0.7");
    }

    #[test]
    fn the_share_text_has_the_total_the_areas_the_expert_and_the_dice() {
        let setup = crate::engine::Setup::solo("Ann", 5);
        let game = crate::bot::play_recorded(
            &setup,
            &mut crate::bot::GreedyBot::default(),
            &mut crate::engine::DiceBag::new(5),
        )
        .unwrap();
        let s = game.state().score(0);
        let rating = game.play().solo_rating().unwrap();
        let SoloRating::Clever(band) = rating else {
            panic!("the first game's rating")
        };
        let text = share_text(&game, Some(rating), Some(250), "https://x.org/");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            format!(
                "Clever: {} points ({})",
                s.total,
                crate::words::names::rating_words(band)
            )
        );
        assert!(lines[1].starts_with(&format!("Yellow {} · Blue ", s.area(Area::Yellow))));
        assert!(lines[1].ends_with(&format!(" · foxes {}", s.fox_points)));
        assert_eq!(lines[2], "The expert on the same dice: 250");
        assert_eq!(lines[3], "Play the same dice: https://x.org/?seed=5");
        let without = share_text(&game, Some(rating), None, "https://x.org/");
        assert!(!without.contains("expert"));
    }

    /// Two hints that would read the same say their cells; the others
    /// read as `action_words` says them.
    #[test]
    fn hints_that_read_the_same_say_their_cells() {
        let game = Game::new(crate::engine::Setup::solo("Ann", 3)).unwrap();
        let yellow = |cell| Action::Take {
            die: Die::Yellow,
            spot: Some(Spot::new(Area::Yellow, cell)),
        };
        let plain = action_words(&game, yellow(0));
        assert_eq!(plain, action_words(&game, yellow(5)));
        let said = actions_words(&game, &[yellow(0), yellow(5), Action::Finish]);
        let at = |cell| spot_words(Spot::new(Area::Yellow, cell));
        assert_eq!(at(5), "Yellow row 2, column 2");
        assert_eq!(said[0], format!("{plain} ({})", at(0)));
        assert_eq!(said[1], format!("{plain} ({})", at(5)));
        assert_eq!(said[2], action_words(&game, Action::Finish));
        assert_eq!(actions_words(&game, &[yellow(0)]), vec![plain]);
    }

    /// The sequel's share text: its areas in its sheet's order, its own
    /// rating's words, a link that opens the sequel on the same dice.
    #[test]
    fn the_sequels_share_text_names_its_areas_rating_and_game() {
        let setup = crate::engine::Setup::solo("Ann", 8).of_game(Edition::Twice);
        let mut game = Game::new(setup).unwrap();
        let mut bag = crate::engine::DiceBag::new(8);
        while !game.is_over() {
            game.play_until_decision(&mut bag);
            if let Some(&first) = game.legal_actions().first() {
                game.apply(first).unwrap();
            }
        }
        let score = game.sheet_score(0);
        let rating = game.play().solo_rating().unwrap();
        let text = share_text(&game, Some(rating), None, "https://x.org/");
        let lines: Vec<&str> = text.lines().collect();
        let band = crate::engine::twice::rating(score.total() as i16);
        let printed = serde_json::to_string(&band).unwrap();
        assert!(
            lines[0].ends_with(&format!("({})", printed.trim_matches('"'))),
            "{}",
            lines[0]
        );
        let areas = score.areas();
        assert!(
            lines[1].starts_with(&format!("Silver {} · Yellow {} · ", areas[0], areas[1])),
            "{}",
            lines[1]
        );
        assert!(lines[1].ends_with(&format!(" · foxes {}", score.fox_points())));
        assert_eq!(
            lines[2],
            "Play the same dice: https://x.org/?seed=8&game=twice"
        );
    }
}
