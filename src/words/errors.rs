//! The engine's errors in words, each a sentence of its own (the names
//! they use are `names.rs`): the app, the worker and the `clever` command
//! all word them so. `Display` and `Error` for each error
//! type are written here (`worded!`), so wherever one is formatted (the
//! worker's answers, the command, serde's messages) it reads the same.

use super::names::{area_title, area_to, die_in_sentence, list_in};
use super::{capitalised, words, Words};
use crate::engine::archive::ArchiveError;
use crate::engine::{
    DiceLayoutError, Die, DieMustBe, Due, Edition, JoinError, LinkError, LinkRefusal, MoveProblem,
    Refusal, ReplayError, RollError, RuleError, SetupError,
};
use crate::json::{JsonError, JsonProblem};
use std::fmt;

/// Why the rules refuse an action.
pub fn refusal(e: &RuleError) -> String {
    let w = words();
    match *e {
        RuleError::NotNow { expected } => w.rule_not_now(&due(&w, expected)),
        RuleError::BadRoll(ref why) => w.rule_bad_roll(&roll_error(why)),
        RuleError::NoReroll => w.rule_no_reroll(),
        RuleError::NoPlusOne => w.rule_no_plus_one(),
        RuleError::DieNotHere { die, needed } => match needed {
            DieMustBe::JustRolled => w.rule_not_just_rolled(&die_in_sentence(&w, die)),
            DieMustBe::Takeable => w.rule_not_takeable(&die_in_sentence(&w, die)),
            DieMustBe::OnPlatter => w.rule_not_on_platter(&die_in_sentence(&w, die)),
        },
        RuleError::MustEnter => w.rule_must_enter(),
        RuleError::MustTakeFromPlatter => w.rule_must_take_from_platter(),
        RuleError::NoEntry {
            die: Die::Blue,
            value,
        } => w.rule_no_entry_blue(value),
        RuleError::NoEntry { die, value } => w.rule_no_entry(&die_in_sentence(&w, die), value),
        RuleError::WrongArea { die, area } => {
            w.rule_wrong_area(&die_in_sentence(&w, die), &area_to(&w, area))
        }
        RuleError::Refused(r) => cell_refusal(r),
        RuleError::DieUsedForPlusOne(d) => w.rule_die_used_for_plus_one(&die_in_sentence(&w, d)),
        RuleError::CrossElsewhere { area } => w.rule_cross_elsewhere(&area_to(&w, area)),
        RuleError::BadDiceLayout(ref why) => bad_dice_layout(&w, why),
        RuleError::GameOver => w.rule_game_over(),
        RuleError::NoReturn => w.rule_no_return(),
        RuleError::NotInThisGame => w.rule_not_in_this_game(),
    }
}

/// What the rules wait for, after "Not now: ".
pub fn due(w: &Words, due: Due) -> String {
    match due {
        Due::Unlisted => w.due_unlisted(),
        Due::Roll => w.due_roll(),
        Due::NoRoll => w.due_no_roll(),
        Due::FreeX => w.due_free_x(),
        Due::RoundBonusArea => w.due_round_bonus_area(),
        Due::RoundBonus => w.due_round_bonus(),
        Due::NoRoundBonus => w.due_no_round_bonus(),
        Due::NoReroll => w.due_no_reroll(),
        Due::PlusOneOrFinish => w.due_plus_one_or_finish(),
        Due::NoPlusOneYet => w.due_no_plus_one_yet(),
        Due::Die => w.due_die(),
        Due::NoFreeX => w.due_no_free_x(),
        Due::DiceLayout => w.due_dice_layout(),
        Due::NoDiceLayout => w.due_no_dice_layout(),
        Due::ReturnOrRoll => w.due_return_or_roll(),
        Due::NoReturn => w.due_no_return(),
        Due::Question => w.due_question(),
        Due::SilverRow => w.due_silver_row(),
        Due::NoForfeit => w.due_no_forfeit(),
    }
}

/// Why the dice as they lay after an elsewhere seat's turn cannot be.
pub fn dice_layout_error(e: &DiceLayoutError) -> String {
    bad_dice_layout(&words(), e)
}

/// Dice that cannot lie so, as a sentence: a bad roll, or (the dice right,
/// their places not) the clause alone.
fn bad_dice_layout(w: &Words, e: &DiceLayoutError) -> String {
    let why = dice_layout_clause(w, e);
    match e {
        DiceLayoutError::FieldTwice { .. } | DiceLayoutError::FieldEmpty(_) => {
            capitalised(&why) + &w.step_end()
        }
        _ => w.rule_bad_roll(&why),
    }
}

/// Why dice cannot lie so, as a clause (after a colon).
fn dice_layout_clause(w: &Words, e: &DiceLayoutError) -> String {
    match *e {
        DiceLayoutError::Value { die, value } => roll_error(&RollError::Value { die, value }),
        DiceLayoutError::Twice(die) => roll_error(&RollError::Twice(die)),
        DiceLayoutError::Missing(die) => w.dice_layout_missing(&die_in_sentence(w, die)),
        DiceLayoutError::NotInGame(die) => w.dice_layout_not_in_game(&die_in_sentence(w, die)),
        DiceLayoutError::Fields(n) => w.dice_layout_fields(n as i64),
        DiceLayoutError::FieldTwice {
            field,
            first,
            second,
        } => w.dice_layout_field_twice(
            field,
            &die_in_sentence(w, first),
            &die_in_sentence(w, second),
        ),
        DiceLayoutError::FieldEmpty(field) => w.dice_layout_field_gap(field),
    }
}

/// Why a value cannot be entered in an area.
pub fn cell_refusal(r: Refusal) -> String {
    let w = words();
    match r {
        Refusal::Full(a) => w.cell_full(&area_title(a)),
        Refusal::NoOpenCell { area, value } => w.cell_no_open(&area_title(area), value),
        Refusal::GreenNeeds { cell, at_least } => w.cell_green_needs(cell + 1, at_least),
        Refusal::PurpleNeedsHigher(prev) => w.cell_purple_higher(prev),
        Refusal::NotNextCell { area, next } => w.cell_not_next(&area_title(area), next + 1),
        Refusal::AlreadyCrossed => w.cell_crossed(),
        Refusal::WrongNumber { shows, value } => w.cell_wrong_number(shows, value),
        Refusal::NoSuchCell => w.cell_no_such(),
        Refusal::NotAbove(previous) => w.cell_not_above(previous),
        Refusal::ValueRange { least, most } => w.cell_value_range(least, most),
    }
}

/// Why a roll cannot be (after "That roll is not possible: ").
pub fn roll_error(e: &RollError) -> String {
    let w = words();
    match *e {
        RollError::TooManyDice(n) => w.roll_too_many(n),
        RollError::Value { die, value } => w.roll_value(&die_in_sentence(&w, die), value),
        RollError::Twice(die) => w.roll_twice(&die_in_sentence(&w, die)),
        RollError::NotTheseDice(dice) => {
            let names: Vec<String> = dice.iter().map(|d| die_in_sentence(&w, d)).collect();
            w.roll_not_these(&list_in(&w, &names), names.len())
        }
    }
}

/// The name of a game of the series.
pub fn game_name(w: &Words, game: Edition) -> String {
    match game {
        Edition::Clever => w.game_clever(),
        Edition::Twice => w.game_twice(),
    }
}

/// Why a game cannot be set up.
pub fn setup_error(e: &SetupError) -> String {
    let w = words();
    match e {
        SetupError::Players(n) => w.setup_players(*n),
        SetupError::First { players, .. } => w.setup_first(*players),
        SetupError::Seats { seats, players } => w.setup_seats(*seats, *players),
        SetupError::Daily(date) => w.setup_daily(date),
        SetupError::NoSheet => w.setup_no_sheet(),
        SetupError::ByLink => w.setup_by_link(),
        SetupError::Game(game) => w.setup_game(&game_name(&w, *game)),
    }
}

/// What is wrong with a JSON text, with its place when known.
pub fn json_error(e: &JsonError) -> String {
    let w = words();
    let what = json_problem(&w, e.problem);
    match e.line {
        0 => what,
        line => w.json_at(&what, line, e.column),
    }
}

fn json_problem(w: &Words, p: JsonProblem) -> String {
    match p {
        JsonProblem::Syntax => w.json_syntax(),
        JsonProblem::Eof => w.json_eof(),
        JsonProblem::Shape => w.json_shape(),
    }
}

/// Why one entry of a record's moves is not a move.
pub fn move_problem(p: &MoveProblem) -> String {
    let w = words();
    match p {
        MoveProblem::Shape(JsonProblem::Shape) => w.move_shape(),
        MoveProblem::Shape(p) => json_problem(&w, *p),
        MoveProblem::UnknownDie(name) => w.move_unknown_die(name),
        MoveProblem::UnknownArea(name) => w.move_unknown_area(name),
        MoveProblem::TooBig(n) => w.move_too_big(*n),
        MoveProblem::Roll(e) => roll_error(e),
        MoveProblem::DiceLayout(e) => dice_layout_clause(&w, e),
    }
}

/// Why a game record cannot be replayed.
pub fn record_error(e: &ReplayError) -> String {
    let w = words();
    match e {
        ReplayError::Malformed(e) => w.record_malformed(&json_error(e)),
        ReplayError::NoVersion => w.record_no_version(),
        ReplayError::NotAGame(what) => w.record_not_a_game(what),
        ReplayError::Version(v) => w.record_version(v, crate::engine::record::VERSION),
        ReplayError::BadVersion(v) => w.record_bad_version(&v.to_string()),
        ReplayError::Setup(e) => w.record_setup(&setup_error(e)),
        ReplayError::Move { index, error } => w.record_move(*index, &refusal(error)),
        ReplayError::BadMove { index, why } => w.record_bad_move(*index, &move_problem(why)),
        ReplayError::Hints { counts, players } => w.record_hints(*counts, *players),
        ReplayError::Link { index } => w.record_link(*index + 1),
    }
}

/// Why a line of the archive of finished games cannot be read (a
/// sentence).
pub fn archive_error(e: &ArchiveError) -> String {
    let w = words();
    match e {
        ArchiveError::Json(e) => w.record_malformed(&json_error(e)),
        ArchiveError::Setup(e) => w.record_setup(&setup_error(e)),
        ArchiveError::Counts {
            players,
            hints,
            totals,
            areas,
        } => w.archive_counts(*players, *hints, *totals, *areas),
        ArchiveError::Sum { player, total } => w.archive_sum(*player + 1, *total),
        ArchiveError::Short => w.archive_short(),
        ArchiveError::Character { at } => w.archive_character(*at),
        ArchiveError::NotAMove { index } => w.archive_not_a_move(*index),
        ArchiveError::NotTheseDice { index } => w.archive_not_these_dice(*index),
        ArchiveError::Roll { index, error } => w.archive_roll(*index, &roll_error(error)),
        ArchiveError::Refused { index, error } => w.record_move(*index, &refusal(error)),
        ArchiveError::Total {
            player,
            total,
            stated,
        } => w.archive_total(*player + 1, *total, *stated),
        ArchiveError::Area {
            player,
            area,
            score,
            stated,
        } => w.archive_area(*player + 1, *score, &area_to(&w, *area), *stated),
        ArchiveError::TooLong { at } => w.archive_too_long(*at),
    }
}

/// Why seat records do not join into one game (records and seats are
/// counted from 1 here; move indexes from 0, as in a record's errors).
pub fn join_error(e: &JoinError) -> String {
    let w = words();
    let seat = |s: u8| u32::from(s) + 1;
    match e {
        JoinError::NoRecords => w.join_no_records(),
        JoinError::OtherGame { record } => w.join_other_game(*record + 1),
        JoinError::NotOneSeat { record } => w.join_not_one_seat(*record + 1),
        JoinError::TwoRecords {
            seat: s,
            first,
            second,
        } => w.join_two_records(seat(*s), *first + 1, *second + 1),
        JoinError::NoRecord { seat: s } => w.join_no_record(seat(*s)),
        JoinError::Layout {
            seat: s,
            index,
            active,
            round,
        } => w.join_table(seat(*s), *index, seat(*active), *round),
        JoinError::Move {
            seat: s,
            index,
            error,
        } => w.join_move(seat(*s), *index, &refusal(error)),
    }
}

/// Why a text is no link to follow.
pub fn link_error(e: &LinkError) -> String {
    let w = words();
    match e {
        LinkError::NotALink => w.link_not_a_link(),
        LinkError::Damaged => w.link_damaged(),
        LinkError::Newer => w.link_newer(),
        LinkError::Impossible => w.link_impossible(),
        LinkError::Dice(e) => w.link_dice(&dice_layout_clause(&w, e)),
        // As a setup of that game is refused, as a sentence.
        LinkError::Game(game) => capitalised(&w.setup_game(&game_name(&w, *game))) + &w.step_end(),
    }
}

/// Why the game on the table cannot take a link (`names` by seat).
pub fn link_refusal(e: &LinkRefusal, names: &[String]) -> String {
    let w = words();
    let name = |seat: u8| names.get(seat as usize).cloned().unwrap_or_default();
    match e {
        LinkRefusal::Link(e) => link_error(e),
        LinkRefusal::OtherGame => w.link_other_game(),
        LinkRefusal::NotByLink => w.link_not_by_link(),
        LinkRefusal::OwnSeat(seat) => w.link_own_seat(&name(*seat)),
        LinkRefusal::NoSeat(seat) => w.link_no_seat(*seat + 1),
        LinkRefusal::NoRound(round) => w.link_no_round(*round),
        LinkRefusal::Differs(t) => w.link_differs(&name(t.seat), t.round),
        LinkRefusal::ScoreDiffers(seat) => w.link_score_differs(&name(*seat)),
        LinkRefusal::Rule(e) => w.link_refused(&refusal(e)),
    }
}

/// The engine's errors in these words wherever one is formatted (the
/// worker's answers, the `clever` command, serde's messages).
macro_rules! worded {
    ($($error:ty => $words:expr),* $(,)?) => {$(
        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&$words(self))
            }
        }
        impl std::error::Error for $error {}
    )*};
}

worded! {
    RuleError => refusal,
    Refusal => |r: &Refusal| cell_refusal(*r),
    RollError => roll_error,
    DiceLayoutError => dice_layout_error,
    SetupError => setup_error,
    JsonError => json_error,
    MoveProblem => move_problem,
    ReplayError => record_error,
    ArchiveError => archive_error,
    JoinError => join_error,
}
