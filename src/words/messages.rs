//! Every message, once: its name, its typed arguments and its English text.
//! Arguments are `text` (a name or words already in the language), `num`
//! (a count or points) or `tenths` (a number with one decimal).
//!
//! The doc line above a message (or above the first of a group: the rest
//! share it) is for the translators. It starts with what the text is:
//! - **Sentence**: stands alone, so it starts with a capital (or a number,
//!   a name, "+1") and ends with its own mark;
//! - **Clause**: goes after a colon in another message ("Not now: {due}"),
//!   so no capital where the language writes none after a colon, and no
//!   full stop unless the doc says so;
//! - **Label**: a title, button, option, heading or accessible name: a
//!   capital, no full stop;
//! - **Part**: words put into another message or label (a colour, a bonus,
//!   a cell, a joiner, a file name), written as inside a sentence.
//!
//! Then where it shows and what each placeholder holds. A placeholder that
//! holds a colour names its form ("`die`: `the_*`"); `why` holds a clause,
//! `reason` a sentence of its own. A name is anyone's: no word in a text
//! may give it (or "you") a gender. The grammar test (`grammar.rs`) and the
//! reading sheet (`clever words --sheet LANG`) fill each placeholder so.

#[allow(unused_imports)]
use super::fill::Tenths;
use super::fill::{fill, Arg, Num};
use super::lang::{Lang, Numbers};
use std::borrow::Cow;

/// One language's messages, ready to fill. Beside the methods the catalogue
/// gives it, so that no file of `words` imports `mod.rs` (no circle).
pub struct Words {
    pub(super) lang: Lang,
    pub(super) texts: Vec<Cow<'static, str>>,
    pub(super) numbers: Box<dyn Numbers>,
    /// Each message's argument names (`ARG_NAMES`, split once).
    pub(super) arg_names: Vec<&'static str>,
}

impl Words {
    pub(crate) fn text(&self, id: Id) -> &str {
        &self.texts[id as usize]
    }

    pub(crate) fn fill(&self, id: Id, args: &[Arg]) -> String {
        let names = self.arg_names[id as usize];
        fill(self.lang, &*self.numbers, self.text(id), names, args)
    }
}

/// The messages' end mark in `EN_TEXTS` and `ARG_NAMES` (no text holds it).
pub(super) const END: char = '\u{1f}';

/// A list written as one string, each item ended by `END`.
pub(super) fn items(list: &'static str) -> impl Iterator<Item = &'static str> {
    list.split_terminator(END)
}

macro_rules! arg_type {
    (text) => { &str };
    (num) => { impl Into<Num> };
    (tenths) => { Tenths };
}

macro_rules! to_arg {
    (text, $a:expr) => {
        Arg::Text($a)
    };
    (num, $a:expr) => {
        Arg::Whole($a.into().0)
    };
    (tenths, $a:expr) => {
        Arg::Tenths($a.0)
    };
}

/// A message's English as an app carries it: a message marked for one
/// game (`@clever`, `@twice`: the first game's round 4 choice and refusals
/// that the sequel's app never shows) is empty in the other game's app
/// (each app's first load carries only its own game's words; the
/// catalogues keep every message). How to play's texts (`@how`) are in no
/// app's first load: its button fetches the English file when first
/// tapped (app/views/language.rs).
macro_rules! english {
    (, $en:literal) => {
        $en
    };
    (how, $en:literal) => {
        english_later!($en)
    };
    (clever, $en:literal) => {
        english_clever!($en)
    };
    (twice, $en:literal) => {
        english_twice!($en)
    };
}

// (A literal either way, for `concat!`.)
#[cfg(feature = "only-twice")]
macro_rules! english_clever {
    ($en:literal) => {
        ""
    };
}
#[cfg(not(feature = "only-twice"))]
macro_rules! english_clever {
    ($en:literal) => {
        $en
    };
}
#[cfg(target_arch = "wasm32")]
macro_rules! english_later {
    ($en:literal) => {
        ""
    };
}
#[cfg(not(target_arch = "wasm32"))]
macro_rules! english_later {
    ($en:literal) => {
        $en
    };
}
#[cfg(feature = "twice")]
macro_rules! english_twice {
    ($en:literal) => {
        $en
    };
}
#[cfg(not(feature = "twice"))]
macro_rules! english_twice {
    ($en:literal) => {
        ""
    };
}

macro_rules! messages {
    ($( $(#[doc = $doc:literal])* $(@$only:ident)? $name:ident ( $($arg:ident : $kind:ident),* ) = $en:literal ; )*) => {
        /// A message's place in a language's list.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Id { $($name),* }

        /// Every message, in order (the checks and the reading sheet go
        /// through them all).
        #[cfg(not(target_arch = "wasm32"))]
        pub(super) const ID_LIST: [Id; [$(Id::$name),*].len()] = [$(Id::$name),*];

        /// How many messages there are.
        pub const COUNT: usize = [$(Id::$name),*].len();

        /// The catalogue's fingerprint (FNV-1a of the messages' names, at compile time).
        pub(super) const FINGERPRINT: u64 = crate::fnv::hash(concat!($(stringify!($name), " "),*).as_bytes());

        /// One language's texts: one field per message, so none is missed.
        pub struct Texts { $( $(#[doc = $doc])* pub $name: &'static str, )* }

        /// English, the texts written beside each message.
        pub const EN: Texts = Texts { $($name: $en,)* };

        /// English in message order, each text ended by `END`: one string
        /// of data, so the app carries no code per message to list it and
        /// no table of pointers.
        pub(super) static EN_TEXTS: &str = concat!($(english!($($only)?, $en), "\u{1f}"),*);

        impl Texts {
            pub fn list(&self) -> Vec<&'static str> {
                vec![$(self.$name),*]
            }
        }

        /// Each message's name and arguments (name, kind), for the checks.
        #[cfg(not(target_arch = "wasm32"))]
        pub const SIGNATURES: &[(&str, &[(&str, &str)])] = &[
            $((stringify!($name), &[$((stringify!($arg), stringify!($kind))),*])),*
        ];

        /// Each message's doc lines (empty where it shares the one above).
        #[cfg(not(target_arch = "wasm32"))]
        pub const DOCS: [&str; COUNT] = [$(concat!($($doc, "\n",)*)),*];

        /// Each message's argument names, in order (the templates name them).
        /// (Each list is the names followed by a space, ended by `END`.)
        pub(super) static ARG_NAMES: &str = concat!($($(stringify!($arg), " ",)* "\u{1f}"),*);

        // Inlined: a call builds its arguments where it is made, as a
        // `format!` would (one function per message would weigh on the
        // first load).
        impl Words {
            $(
                $(#[doc = $doc])*
                #[inline(always)]
                pub fn $name(&self, $($arg: arg_type!($kind)),*) -> String {
                    self.fill(Id::$name, &[$(to_arg!($kind, $arg)),*])
                }
            )*
        }
    };
}

messages! {
    // ---- The game's vocabulary ----
    /// Part: a die's colour as a title, where a label or a sentence starts
    /// with it ("Yellow 5 put on a dice field", "Yellow 5: tap a lit cell").
    die_white() = "White";
    die_yellow() = "Yellow";
    die_blue() = "Blue";
    die_green() = "Green";
    die_orange() = "Orange";
    die_purple() = "Purple";
    /// Part: the letter drawn on each die for colour-blind players (one or
    /// two letters, told apart within a language).
    letter_white() = "W";
    letter_yellow() = "Y";
    letter_blue() = "B";
    letter_green() = "G";
    letter_orange() = "O";
    letter_purple() = "P";
    /// Label: an area's name as a title: the sheet's headings, the score
    /// table, and where a sentence starts with it ("Yellow is full.").
    area_yellow() = "Yellow";
    area_blue() = "Blue";
    area_green() = "Green";
    area_orange() = "Orange";
    area_purple() = "Purple";
    /// Part: where a die lies, at the end of its accessible name
    /// (`die_name`: "White die, 3, rolled"); agrees with the word for "die".
    place_cup() = "not rolled yet";
    place_rolled() = "rolled";
    place_field(field: num) = "on dice field {field}";
    place_platter() = "on the silver platter";
    /// Part: a die named with the word for "die", at the start of its
    /// accessible name ("White die, 3, rolled").
    die_label_white() = "White die";
    die_label_yellow() = "Yellow die";
    die_label_blue() = "Blue die";
    die_label_green() = "Green die";
    die_label_orange() = "Orange die";
    die_label_purple() = "Purple die";
    /// Label: a die's accessible name, read by screen readers: "White die,
    /// rolled" (`die`: `die_label_*`; `place`: `place_*`).
    die_name(die: text, place: text) = "{die}, {place}";
    /// Label: the same with the value the die shows: "White die, 3, rolled"
    /// (`die`: `die_label_*`).
    die_name_value(die: text, value: num, place: text) = "{die}, {value}, {place}";
    /// Part: a bonus's name, always where the word for "bonus" or "earned"
    /// is already said ("Bonus for Ann: Blue X!", "Green cell 4, bonus fox",
    /// "fox earned"): an X in an area (the bonus X: `area`: `area_word_*`),
    /// a number written in an area (`value`), the fox, the two actions.
    bonus_cross(area: text) = "{area} X";
    bonus_number(area: text, value: num) = "{area} {value}";
    bonus_fox() = "fox";
    bonus_reroll() = "reroll action";
    bonus_plus_one() = "+1 action";
    /// Label: the round-4 bonus chosen: the buttons, the hints, and the log
    /// ("Black X in yellow, chosen by Ann.") (`area`: `to_*`, where it goes;
    /// keep the word for "area" if your language needs it there).
    choice_black_x(area: text) = "Black X in {area}";
    choice_black_6(area: text) = "Black 6 in {area}";
    /// Part: a cell, inside a sentence after a verb or "in" ("Ann crosses
    /// Yellow row 2, column 3.", "X in Orange cell 4"): `area`:
    /// `area_word_*`; `row`, `column`, `cell` count from 1.
    spot_grid(area: text, row: num, column: num) = "{area} row {row}, column {column}";
    spot_cell(area: text, cell: num) = "{area} cell {cell}";
    /// Label: who plays a seat (the options of each seat's select).
    level_person() = "Person";
    level_easy() = "Computer (easy)";
    level_medium() = "Computer (medium)";
    level_expert() = "Computer (expert)";
    /// Sentence: the rating table of a solo game, as each rulebook prints
    /// it (the end of a solo game, How to play, the statistics). It speaks
    /// to the player, whose gender is unknown: no gendered word.
    rating_281() = "You're so clever!";
    rating_260() = "Are you Einstein?";
    rating_240() = "What a genius!";
    rating_220() = "Impressive!";
    rating_200() = "Hat's off to you!";
    rating_180() = "Great result!";
    rating_160() = "That was pretty good.";
    rating_140() = "Not bad… you could do better.";
    rating_0() = "Try harder!";
    /// Sentence: the rating table of a solo game of Twice as Clever, as
    /// its sheet prints it, 20-point bands from "under 140" to "320 or
    /// more" (the number is the band's lowest total). The top and the
    /// bottom play on the game's name ("twice as", "half as"). No gendered
    /// word.
    @twice rating_twice_320() = "Twice as clever!";
    @twice rating_twice_300() = "Points = IQ!";
    @twice rating_twice_280() = "Respect!";
    @twice rating_twice_260() = "This can't be luck!";
    @twice rating_twice_240() = "People, look at this!";
    @twice rating_twice_220() = "Pretty, pretty clever!";
    @twice rating_twice_200() = "You've been training!";
    @twice rating_twice_180() = "You should be happy!";
    @twice rating_twice_160() = "On the right way.";
    @twice rating_twice_140() = "You can do better.";
    @twice rating_twice_0() = "Half as clever.";
    /// Part: a number of points: "1 point", "214 points".
    points(n: num) = "{n} {n|point|points}";

    // ---- What happened (the log and the live region) ----
    /// Sentence: the log ("What happened"), one per event; the live region
    /// says some of them too. `name`: a player's name.
    event_round(round: num) = "Round {round} begins.";
    event_turn(name: text) = "{name}'s turn.";
    /// Sentence, the log: `dice`: each die rolled as `die_value` (its
    /// `colour_*` and value), joined by `list_comma`.
    event_rolled(dice: text) = "Rolled: {dice}.";
    /// Sentence, the log: `name` uses a reroll action.
    event_reroll(name: text) = "{name} uses a reroll.";
    /// Sentence, the log: where a die goes (`die`: `the_*`).
    event_to_field(die: text, field: num) = "The {die} die goes to dice field {field}.";
    event_to_platter(die: text) = "The {die} die goes to the silver platter.";
    /// Sentence, the log: a die taken, or taken with a +1 action (`die`:
    /// `the_*`; `value`: the number it shows).
    event_took(name: text, die: text, value: num) = "{name} takes the {die} {value}.";
    event_plus_one(name: text, die: text, value: num) = "{name} uses +1 on the {die} {value}.";
    /// Sentence, the log: a number written in a cell, a cell crossed
    /// (`spot`: `spot_grid` or `spot_cell`).
    event_wrote(name: text, spot: text, value: num) = "{name} writes {value} in {spot}.";
    event_crossed(name: text, spot: text) = "{name} crosses {spot}.";
    /// Sentence, the log: a bonus earned, or lost because its area is full
    /// (`bonus`: `bonus_*`).
    event_bonus(name: text, bonus: text) = "Bonus for {name}: {bonus}!";
    event_bonus_lost(name: text, bonus: text) = "{name}'s {bonus} bonus is lost: that area is full.";
    /// Sentence, the log: the round-4 bonus chosen (`choice`: `choice_*`, a
    /// label: no colon before it where the language writes no capital
    /// after one).
    event_chose(name: text, choice: text) = "{choice}, chosen by {name}.";
    /// Sentence, the log.
    event_nothing(name: text) = "{name} can enter none of the dice this time.";
    event_over() = "The game is over.";
    /// Part: a die and its value in a list ("White 3"): `die`: `colour_*`,
    /// or a title (`die_*`, `area_*`) where a line starts with it.
    die_value(die: text, value: num) = "{die} {value}";
    /// Part: joins the items of a list (", ").
    list_comma() = ", ";
    /// Part: the live region says what the last step did, a sentence per
    /// mark, each without its full stop; the code capitalises each
    /// sentence's first letter and joins them. A mark: "Yellow 5 crossed"
    /// (`area`: `area_*`, the title).
    step_crossed(area: text, value: num) = "{area} {value} crossed";
    step_wrote(area: text, value: num) = "{area} {value} written";
    /// Part: with several players, whose mark: "Ann: Yellow 5 crossed"
    /// (`area`: `area_word_*`). The one colon of a step: what follows a
    /// mark goes after `step_bonuses`' dash.
    step_crossed_of(name: text, area: text, value: num) = "{name}: {area} {value} crossed";
    step_wrote_of(name: text, area: text, value: num) = "{name}: {area} {value} written";
    /// Part: the bonuses a mark brought, after it: "Yellow 5 crossed — fox
    /// earned" (`what`: the mark; `bonuses`: `step_earned` and `step_lost`
    /// joined by `list_comma`). No colon: the mark may have one.
    step_bonuses(what: text, bonuses: text) = "{what} — {bonuses}";
    /// Part: a bonus earned or lost (`bonus`: `bonus_*`); it may also open
    /// a step's sentence (a round's bonus), capitalised by the code.
    step_earned(bonus: text) = "{bonus} earned";
    step_lost(bonus: text) = "{bonus} lost (that area is full)";
    /// Part: a +1 action used; it may open a step's sentence.
    step_plus_one() = "+1 action used";
    /// Part: a die taken that marks nothing (`die`: `die_*`, the title).
    step_no_mark(die: text, value: num) = "{die} {value} put on a dice field without a mark";
    /// Part: the dice that went to the platter: one (`die`: `colour_*`) or
    /// several (`dice`: `colour_*` names joined by `list_comma` and
    /// `list_and`).
    step_platter_one(die: text) = "{die} die to the silver platter";
    step_platter_many(dice: text) = "{dice} dice to the silver platter";
    /// Part: the last two items of a list: "White and Green" (`rest`: the
    /// items before, joined by `list_comma`; `last`: the last).
    list_and(rest: text, last: text) = "{rest} and {last}";
    /// Part: between two sentences of a step (". "), and after the last.
    step_join() = ". ";
    step_end() = ".";

    // ---- Why a tap did nothing ----
    /// Sentence: the line under the dice says why a tap did nothing.
    refused_nothing_to_undo() = "There is nothing to undo since the last roll.";
    /// Sentence: Undo refused in a game by link: the player's own turn has
    /// gone out as a link.
    refused_undo_sent(round: num) = "Your turn in round {round} is final: its link may already be with your friends.";
    /// Sentence: the same at the end: the player's score has gone out.
    refused_undo_score() = "The game is over: your score's link may already be with your friends, so nothing can be undone.";
    /// Sentence: a tap on another player's sheet (`name`: whose).
    refused_not_yours(name: text) = "This is {name}'s sheet, open to look at only.";
    /// Sentence: a cell tapped before a die.
    refused_tap_die_first() = "First tap a die, then one of the cells that light up.";
    refused_tap_die_first_plus_one() = "To use a +1 action, tap a die first, then a lit cell; or tap Done.";
    /// Sentence: a file that is not a game record; `reason` is a sentence
    /// of its own that says why (`record_*`).
    refused_import(reason: text) = "This file cannot be imported. {reason}";
    /// Sentence: a tap while a computer player decides (`name`: its name).
    refused_computers_turn(name: text) = "{name} is a computer player, and it decides now.";
    /// Sentence: a tap while a past position is shown (Replay).
    refused_replaying() = "This is a past position: go back to the game to play.";

    // ---- The engine's refusals (each a sentence of its own) ----
    /// Sentence: an action refused by the rules, under the dice, in the
    /// `clever` command and in a record's errors. `due`: what the rules
    /// wait for, a clause that ends with a full stop (`due_*`).
    rule_not_now(due: text) = "Not now: {due}";
    /// Sentence: `why`: a clause (`roll_*`, `dice_layout_*`).
    rule_bad_roll(why: text) = "That roll is not possible: {why}.";
    /// Sentence: why an action is refused.
    rule_no_reroll() = "You have no reroll action left.";
    rule_no_plus_one() = "You have no +1 action left.";
    /// Sentence: a die that cannot be taken (`die`: `the_*`).
    rule_not_just_rolled(die: text) = "The {die} die is not among the dice just rolled.";
    rule_not_takeable(die: text) = "The {die} die is not one you may take now.";
    /// Sentence: why an action is refused.
    rule_must_enter() = "A die of this roll can be entered, so you must choose one and enter it.";
    rule_must_take_from_platter() = "A die on the silver platter can be entered, so you must take one from the platter.";
    /// Sentence: a die that fits no cell (`value`: the blue sum, or the
    /// number the die shows; `die`: `the_*`).
    rule_no_entry_blue(value: num) = "The blue die (blue + white = {value}) fits nowhere on your sheet now.";
    rule_no_entry(die: text, value: num) = "The {die} die ({value}) fits nowhere on your sheet now.";
    /// Sentence: `die`: `the_*`; `area`: `to_*`, where the die cannot go.
    rule_wrong_area(die: text, area: text) = "The {die} die cannot go to {area}.";
    /// Sentence: `die`: `the_*`.
    rule_die_used_for_plus_one(die: text) = "You already used the {die} die for a +1 this turn.";
    /// Sentence: the bonus X must go in another area (`area`: `to_*`).
    rule_cross_elsewhere(area: text) = "The bonus X goes in {area}.";
    /// Sentence: an action after the end.
    rule_game_over() = "The game is over.";
    /// Clause: what the rules wait for, after "Not now: ", with its full
    /// stop.
    due_unlisted() = "that is not one of the allowed moves.";
    due_roll() = "the dice must be rolled first.";
    due_no_roll() = "this is not the time to roll.";
    @clever due_free_x() = "first choose the cell for your bonus X.";
    @clever due_round_bonus_area() = "the black X goes to yellow, blue or green; the black 6 to orange or purple.";
    due_round_bonus() = "choose the round 4 bonus (a black X or a black 6).";
    due_no_round_bonus() = "the round bonus is chosen at the start of round 4.";
    due_no_reroll() = "a reroll is only possible right after your own roll as the active player.";
    due_plus_one_or_finish() = "your pick is done; use a +1 action or finish.";
    due_no_plus_one_yet() = "+1 actions are used at the end of your part of the turn.";
    due_die() = "you must choose a die first.";
    due_no_free_x() = "there is no bonus X to place.";
    /// Sentence: why a value cannot be entered in an area (`area`:
    /// `area_*`, the title: the sentence may start with it).
    cell_full(area: text) = "{area} is full.";
    cell_no_open(area: text, value: num) = "{area} has no open {value}.";
    /// Sentence: `cell` counts from 1; `least`: the number it needs.
    @clever cell_green_needs(cell: num, least: num) = "Green cell {cell} needs a {least} or more.";
    @clever cell_purple_higher(previous: num) = "Purple needs a value higher than {previous}.";
    /// Sentence: `area`: `area_*`; `next`: the next cell, from 1.
    cell_not_next(area: text, next: num) = "{area} is filled left to right: the next cell is cell {next}.";
    cell_crossed() = "That cell is already crossed.";
    cell_wrong_number(shows: num, value: num) = "That cell shows {shows}, not {value}.";
    cell_no_such() = "There is no such cell.";
    /// Clause: why a roll cannot be, after "That roll is not possible: "
    /// (the sentence around it ends it). `die`: `the_*`; `dice`: `the_*`
    /// names joined by `list_comma` and `list_and`, `n` of them.
    roll_too_many(n: num) = "a roll has at most 6 dice, not {n}";
    roll_value(die: text, value: num) = "the {die} die shows {value}, but dice show 1 to 6";
    roll_twice(die: text) = "the {die} die appears twice";
    roll_not_these(dice: text, n: num) = "exactly the {dice} {n|die is|dice are} to be rolled";

    // ---- Files that cannot be read ----
    /// Clause: why a game's setup is not possible, after "The game setup
    /// is not possible: " (an imported file, the `clever` command).
    setup_players(n: num) = "a game has 1 to 4 players, not {n}";
    setup_first(players: num) = "the first player must be one of the {players} players";
    setup_seats(seats: num, players: num) = "the setup names {seats} seats, but the game has {players} players";
    setup_daily(date: text) = "the daily challenge's date must be a real date written YYYY-MM-DD, not \"{date}\"";
    /// Clause: what is wrong with a file's text, after "This is not a
    /// readable game record: ".
    json_syntax() = "it is not valid JSON";
    json_eof() = "it stops in the middle";
    json_shape() = "it is not shaped as expected";
    /// Clause: `what`: one of the three above; where it is in the file.
    json_at(what: text, line: num, column: num) = "{what} at line {line} column {column}";
    /// Clause: why a move of a file cannot be read, after "Move 5 cannot be
    /// read: " (`name`: the file's word, as written there).
    move_shape() = "it is not shaped like a move";
    move_unknown_die(name: text) = "there is no \"{name}\" die";
    move_unknown_area(name: text) = "there is no area \"{name}\"";
    move_too_big(n: num) = "{n} is too big for a cell or a die";
    /// Sentence: a game record that cannot be read (Import, the `clever`
    /// command); `why`: a clause (`json_*`).
    record_malformed(why: text) = "This is not a readable game record: {why}.";
    record_no_version() = "This is not a readable game record: it has no version.";
    /// Sentence: `format`: the file's own name of its format.
    record_not_a_game(format: text) = "This is not a clever game record (format \"{format}\").";
    /// Sentence: `version`: the file's version, as written there.
    record_version(version: text, reads: num) = "This record has version {version}; this app reads version {reads}.";
    record_bad_version(version: text) = "The version of this record must be a whole number, not {version}.";
    /// Sentence: `why`: a clause (`setup_*`).
    record_setup(why: text) = "The game setup is not possible: {why}.";
    /// Sentence: `index`: the move, from 0; `reason`: the rules' refusal,
    /// a sentence of its own (`rule_*`, `cell_*`).
    record_move(index: num, reason: text) = "Move {index} is not allowed. {reason}";
    /// Sentence: `why`: a clause (`move_*`, `roll_*`, `dice_layout_*`).
    record_bad_move(index: num, why: text) = "Move {index} cannot be read: {why}.";
    /// Sentence: a record's or a history entry's counts that do not match.
    record_hints(counts: num, players: num) = "The record counts hints for {counts} seats, but the game has {players} players.";
    archive_counts(players: num, hints: num, totals: num, areas: num) = "The entry has {players} players but {hints} hints, {totals} totals and {areas} area lists.";
    /// Sentence: why an entry of the history cannot be read (`player`
    /// counts from 1, `index` and `at` from 0).
    archive_sum(player: num, total: num) = "The areas of player {player} do not add up to {total}.";
    archive_short() = "The moves stop before the game is over.";
    archive_character(at: num) = "Character {at} of the moves is not a move.";
    archive_not_a_move(index: num) = "Move {index} is not a move.";
    archive_not_these_dice(index: num) = "Move {index} is a roll, but not of these dice.";
    /// Sentence: `why`: a clause (`roll_*`).
    archive_roll(index: num, why: text) = "Move {index}: {why}.";
    archive_total(player: num, total: num, stated: num) = "The moves give player {player} a total of {total}, not {stated}.";
    /// Sentence: `area`: `to_*` (the points counted in that area).
    archive_area(player: num, score: num, area: text, stated: num) = "The moves give player {player} {score} in {area}, not {stated}.";
    archive_too_long(at: num) = "The moves go on after the game is over (character {at}).";
    /// Sentence: joining the players' records of their own sheets into the
    /// whole game (`clever join`). Records are counted from 1 in the order
    /// given; players are seats, counted from 1.
    join_no_records() = "There is no record to join.";
    join_other_game(record: num) = "Record {record} is of another game than record 1: the setup differs.";
    join_not_one_seat(record: num) = "Record {record} is not the sheet of one player: it must play one seat here and every other seat elsewhere.";
    join_two_records(player: num, first: num, second: num) = "Records {first} and {second} are both the sheet of player {player}.";
    join_no_record(player: num) = "No record is the sheet of player {player}.";
    /// Sentence: where the dice lay after a turn differs between records.
    join_table(player: num, index: num, active: num, round: num) = "Move {index} of player {player}'s record puts the dice of player {active}'s turn in round {round} elsewhere than player {active}'s own record.";
    /// Sentence: `reason`: the rules' refusal, a sentence of its own
    /// (`rule_*`, `cell_*`).
    join_move(player: num, index: num, reason: text) = "Move {index} of player {player}'s record is not allowed in the whole game. {reason}";

    // ---- The computer players ----
    /// Sentence: why the computer players gave no answer (under the dice).
    worker_not_loaded() = "The computer players could not load.";
    worker_stopped() = "The computer players stopped working.";
    worker_late() = "The computer players did not answer in time.";
    /// Label: a button that asks the computer players again.
    try_again() = "Try again";
    /// Sentence: as above.
    worker_refused() = "The computer players could not answer this question.";
    /// Sentence: a computer seat that waits: "Cat (computer, expert) is
    /// waiting: the computer players could not load." (`name`: the seat's
    /// name; `level`: `level_word_*`).
    waiting_not_loaded(name: text, level: text) = "{name} (computer, {level}) is waiting: the computer players could not load.";
    waiting_stopped(name: text, level: text) = "{name} (computer, {level}) is waiting: the computer players stopped working.";
    waiting_late(name: text, level: text) = "{name} (computer, {level}) is waiting: the computer players did not answer in time.";
    waiting_refused(name: text, level: text) = "{name} (computer, {level}) is waiting: the computer players could not answer this question.";
    /// Part: a computer's level, in brackets after its name.
    level_word_easy() = "easy";
    level_word_medium() = "medium";
    level_word_expert() = "expert";

    // ---- The history's storage ----
    /// Sentence: after a game ends, when the history is nearly full.
    archive_reduced(n: num) = "The history is nearly full: the {n} oldest {n|game is|games are} now kept as summaries only (their scores still count in the statistics).";
    archive_full() = "This game could not be kept in the history: the browser's storage is full.";

    // ---- An action in a player's words (hints, the review) ----
    /// Part: an action as the expert's hints ("Purple 5 → 214 expected")
    /// and the review ("…; the expert chose Blue 4") name it, written as
    /// inside a sentence: the code capitalises one that opens a line.
    action_roll() = "Roll";
    action_reroll() = "Reroll";
    /// Part: a die taken that enters nowhere (`die`: `colour_*`).
    action_enters_nowhere(die: text) = "{die} (enters nowhere)";
    /// Part: the blue or white die entered in blue (`value`: the sum).
    action_blue(value: num) = "Blue {value} (blue + white)";
    /// Part: the white die entered in another area, as that colour
    /// (`die`: `the_*`, the colour it counts as).
    action_white_as(value: num, die: text) = "White {value} as {die}";
    /// Part: a die entered in its own area (`die`: `colour_*`).
    action_entry(die: text, value: num) = "{die} {value}";
    /// Part: an entry made with a +1 action (`entry`: one of the above).
    action_plus_one(entry: text) = "{entry} with +1";
    /// Part: an action and the cell it marks, where two of the expert's
    /// hints would otherwise read the same (`action`: one of the above;
    /// `spot`: `spot_grid` or `spot_cell`).
    action_at(action: text, spot: text) = "{action} ({spot})";
    action_finish() = "Finish";
    /// Part: the bonus X placed (`spot`: `spot_*`).
    action_cross(spot: text) = "X in {spot}";
    /// Part: an area as where something goes or counts, after the
    /// message's own preposition: "cannot go to yellow", "Black X in
    /// yellow", "20 in yellow". Russian: the accusative ("в/за жёлтую").
    to_yellow() = "yellow";
    to_blue() = "blue";
    to_green() = "green";
    to_orange() = "orange";
    to_purple() = "purple";
    /// Part: a die's colour inside a sentence, agreeing with the word for
    /// "die" ("the white die"); also the colour the white die counts as
    /// ("White 4 as yellow").
    the_white() = "white";
    the_yellow() = "yellow";
    the_blue() = "blue";
    the_green() = "green";
    the_orange() = "orange";
    the_purple() = "purple";
    /// Part: a die's colour as a word inside a sentence or a list, with its
    /// value: "Rolled: White 3, Yellow 5", "White and Green dice to the
    /// silver platter". English names the colour with a capital; a language
    /// that writes colours in lower case inside a sentence does so here.
    colour_white() = "White";
    colour_yellow() = "Yellow";
    colour_blue() = "Blue";
    colour_green() = "Green";
    colour_orange() = "Orange";
    colour_purple() = "Purple";
    /// Part: an area's colour inside a sentence, agreeing with "area" as a
    /// subject ("Blue X earned", "Yellow row 2, column 3"): lower case
    /// where the language writes colours so inside a sentence.
    area_word_yellow() = "Yellow";
    area_word_blue() = "Blue";
    area_word_green() = "Green";
    area_word_orange() = "Orange";
    area_word_purple() = "Purple";

    /// Part: a daily challenge's day, as the language writes a date
    /// (`year`: 4 digits; `month`, `day`: 2 digits each, 01 to 31).
    calendar_day(year: text, month: text, day: text) = "{year}-{month}-{day}";

    // ---- Share ----
    /// Part: the start of the text "Share" sends: "Clever, daily challenge
    /// 2026-11-26: 212 points (Hat's off to you!)" (`day`: `calendar_day`).
    share_daily(day: text) = "Clever, daily challenge {day}: ";
    share_plain() = "Clever: ";
    share_points(n: num) = "{n} {n|point|points}";
    /// Part: `rating`: `rating_*`.
    share_rating(rating: text) = " ({rating})";
    /// Part: the foxes' points, in the line of each area's points.
    share_foxes(n: num) = "foxes {n}";
    /// Label: a line of the shared text.
    share_expert(n: num) = "The expert on the same dice: {n}";
    share_link(link: text) = "Play the same dice: {link}";

    // ==== app/new_game.rs, app/menu.rs, app/dialogs.rs, app/offline.rs ====
    // ---- New game (the setup dialog) ----
    /// Label: the New game dialog's heading and accessible name.
    setup_title() = "New game";
    /// Label: the heading of the choice of how many play.
    setup_count_title() = "Players";
    /// Label: the choice of how many play: one player alone…
    setup_solo() = "Solo";
    /// Label: …or 2 to 4 players.
    setup_count(n: num) = "{n} {n|player|players}";
    /// Label: the heading of the players' names and seats.
    setup_names_title() = "Names";
    /// Label: a player's name field, and the name of a player who gave none.
    setup_player_n(n: num) = "Player {n}";
    /// Label: a computer seat's name when none is given: its level.
    seat_easy() = "Easy";
    seat_medium() = "Medium";
    seat_expert() = "Expert";
    /// Label: the statistics' name for players who gave none.
    name_none() = "(no name)";
    /// Label: the choice of the player who starts…
    setup_who_starts() = "Who starts";
    /// Label: …one chosen at random.
    setup_random() = "Random";
    /// Label: a checkbox: the two rulebooks differ on the solo game's
    /// passive role (the rulebook's word for the second half of a round):
    /// ticked, the English rules; not, the Italian.
    setup_solo_extra() = "Solo: +1 actions in the passive role (English rules, not Italian)";
    /// Label: the buttons that start a game.
    setup_start() = "Start the game";
    setup_versus() = "Play against the computer";
    setup_daily_button() = "Daily challenge";
    /// Label: closes the dialog, back to the game in progress.
    setup_resume() = "Resume the saved game";
    /// Label: closes the dialog (no game in progress).
    setup_cancel() = "Cancel";
    /// Sentence: under the buttons when a game is in progress.
    setup_replaces() = "Starting a new game replaces the game in progress.";

    // ---- The menu ----
    /// Label: the Menu and its items.
    menu_title() = "Menu";
    menu_export() = "Export game";
    menu_import() = "Import game";
    /// Label: the accessible name of the (hidden) file chooser of "Import
    /// game".
    menu_import_file() = "Game record file";
    menu_history() = "History and statistics";
    /// Part: an exported game's file name, of a solo game: the date
    /// (YYYY-MM-DD) and the total. Letters, digits and hyphens only.
    menu_export_file_one(date: text, total: text) = "clever-{date}-total-{total}.json";
    /// Part: the same with 2 to 4 players: `totals` joined by hyphens
    /// ("231-198").
    menu_export_file_many(date: text, totals: text) = "clever-{date}-totals-{totals}.json";
    /// Label: the saves that could not be read, set aside: the list's
    /// name, each one's label (`n` from 1).
    menu_set_aside() = "Unreadable saves kept";
    menu_set_aside_save(n: num) = "Unreadable save {n}";
    /// Part: that save's file name when downloaded.
    menu_set_aside_file(n: num) = "clever-unreadable-{n}.json";
    /// Label: the buttons beside each one.
    menu_download() = "Download";
    menu_discard() = "Discard";
    /// Label: the accessible name of "Discard", to say which: it starts
    /// with `menu_discard`.
    menu_discard_save(n: num) = "Discard unreadable save {n}";
    /// Label: the About panel: its title and the names of its facts.
    menu_about() = "About";
    menu_version() = "Version";
    menu_licence() = "Licence";
    menu_source() = "Source";
    /// Sentence: the About panel's texts.
    menu_source_text() = "The source code (Rust, MIT licence) is in the project's git repository, with the README that tells how to build and install the app.";
    menu_about_text() = "Ganz Schön Clever is a game by Wolfgang Warsch (Schmidt Spiele). After one visit the app works offline; it can be installed on the home screen.";

    // ---- The saved game's dialogs ----
    /// Label: a saved game that cannot be read: the dialog's heading and
    /// accessible name.
    dialog_unreadable() = "The saved game cannot be read";
    /// Sentence: the dialog's text.
    dialog_unreadable_why() = "It may come from a newer version of the app, or it was changed by hand. Nothing has been deleted: download the save to keep it, then start anew.";
    dialog_not_kept() = "This browser could not keep a copy of it (its storage is full or blocked). Download the save first: starting anew replaces it.";
    /// Label: the dialog's button.
    dialog_download_save() = "Download the save";
    /// Part: the file name of that save when downloaded.
    dialog_save_file() = "clever-save.json";
    /// Label: the dialog's buttons.
    dialog_start_anew() = "Start anew";
    dialog_start_anew_no_copy() = "Start anew without a copy";
    /// Label: the game went on in another tab: heading and accessible name.
    dialog_other_tab() = "This game went on in another tab";
    /// Sentence: the dialog's text.
    dialog_other_tab_why() = "This tab stopped saving so that no move made there is lost. Load the newer game to go on here.";
    /// Label: its button.
    dialog_load_newer() = "Load the newer game";

    // ---- Updates ----
    /// Sentence: the banner when a new version of the app has been
    /// downloaded.
    offline_ready() = "A new version is ready.";
    /// Label: its button.
    offline_reload() = "Reload";
    /// Label: the app's version in About: "1.4.0 (3f2a9c1)", the number and
    /// the commit it was built from.
    offline_version(version: text, commit: text) = "{version} ({commit})";
    /// Part: in place of the commit when the build does not know it.
    offline_unknown_commit() = "unknown";

    /// Label: New game: who rolls the dice (a group of two choices).
    setup_dice_title() = "Dice";
    setup_dice_app() = "Rolled by the app";
    setup_dice_own() = "My own dice";
    /// Label: New game: whose sheets this device keeps (a group of two
    /// choices).
    setup_sheets_title() = "Score sheets";
    setup_sheets_all() = "Every sheet on this device";
    setup_sheets_mine() = "Only my sheet (each player on their own)";
    /// Label: the select of my place (1 = the first to play).
    setup_my_place() = "My place in the turn order";
    /// Clause: a setup whose every seat is played elsewhere, after "The
    /// game setup is not possible: ".
    setup_no_sheet() = "no sheet is played on this device";
    // ==== end of new_game/menu/dialogs/offline ====

    // ==== app/tray.rs, app/sheet.rs, app/view.rs, app/computer.rs, app/mod.rs, app/dice_entry.rs ====

    // ---- The status line (under the title) ----
    /// Label: the status line: the game is over: "Game over after 6
    /// rounds".
    status_over(rounds: num) = "Game over after {rounds} {rounds|round|rounds}";
    /// Label: a solo game, in the active or the passive role (the
    /// rulebook's word: a turn is the active player's, and the solo player
    /// takes both roles each round): "Round 2 of 6 · active role".
    status_active(round: num, rounds: num) = "Round {round} of {rounds} · active role";
    status_passive(round: num, rounds: num) = "Round {round} of {rounds} · passive role";
    /// Label: several players: "Round 2 of 4 · Ann's turn".
    status_turn(round: num, rounds: num, name: text) = "Round {round} of {rounds} · {name}'s turn";
    /// Sentence: a warning under the header when the browser refuses to
    /// store the game.
    status_not_kept() = "This browser does not keep the game: it will be lost on reload.";

    // ---- The players bar (several players) ----
    /// Label: the list of players' buttons (its accessible name).
    tray_players() = "Players";
    /// Label: a player's button, then what is true of that player, each
    /// added by the messages below: "Ann, 12 points, active player, show
    /// sheet".
    tray_player(name: text, total: num) = "{name}, {total} {total|point|points}";
    /// Label: a player whose sheet is on their own device or paper ("only
    /// my sheet"): their points are not kept here. The button shows the
    /// name and `tray_elsewhere_short`, so its name is exactly those two
    /// first.
    tray_player_elsewhere(name: text) = "{name}, own sheet";
    /// Part: shown under that player's name in place of the points, as
    /// short as it can be (a quarter of a phone's width).
    tray_elsewhere_short() = "own sheet";
    /// Label: what is true of a player, after `label` (`tray_player`).
    tray_player_active(label: text) = "{label}, active player";
    tray_player_choosing(label: text) = "{label}, choosing now";
    /// Label: the sheet of this player is on show.
    tray_player_shown(label: text) = "{label}, sheet shown";
    /// Label: a tap shows the sheet of this player.
    tray_player_show(label: text) = "{label}, show sheet";

    // ---- The dice tray ----
    /// Label: the tray around the dice (its accessible name).
    tray_dice() = "Dice";
    /// Label: a die's accessible name (`label`: `die_name_value`), with
    /// what else is true of it: "Yellow die, 5, rolled, used for +1".
    tray_die_used(label: text) = "{label}, used for +1";
    tray_die_not_now(label: text) = "{label}, cannot be picked now";
    /// Label: the zones the dice lie in.
    tray_rolled_zone() = "Rolled dice";
    tray_rolled() = "Rolled";
    tray_cup() = "Dice still to roll";
    tray_fields() = "Dice fields";
    /// Label: a solo game's passive role: the dice fields hold the other
    /// three dice.
    tray_other_three() = "The other three";
    tray_field(field: num) = "Dice field {field}";
    tray_platter() = "Silver platter";
    /// Label: the buttons under the dice.
    tray_roll() = "Roll the dice";
    tray_reroll(left: num) = "Reroll ({left} left)";
    tray_done() = "Done";
    tray_undo() = "Undo";
    /// Sentence: the line under the dice after an undo.
    tray_undone() = "Undone.";
    /// Label: the list of what happened (a fold-out).
    tray_log() = "What happened";

    // ---- What to do now (the line over the dice) ----
    /// Sentence: the line over the dice: a computer player decides now.
    tray_computer_choosing(name: text) = "{name} (computer) is choosing…";
    /// Sentence: a computer player waits (why, and "Try again", are said
    /// under the buttons).
    tray_computer_waiting(name: text) = "{name} (computer) is waiting.";
    /// Sentence: a die is tapped: "Yellow 5: tap a lit cell, or another
    /// die." (`die`: `die_*`, the title; `value`: what it counts).
    tray_chosen(die: text, value: num) = "{die} {value}: tap a lit cell, or another die.";
    /// Sentence: the blue or white die is tapped; the sum counts in blue
    /// (`die`: `die_*`).
    tray_chosen_blue(die: text, value: num, blue: num, white: num, sum: num) = "{die} {value} (blue {blue} + white {white} = {sum} in blue): tap a lit cell, or another die.";
    /// Sentence: the same, with several players: "Ann: Yellow 5 — tap a
    /// lit cell, …": who, a colon, what; what follows after a dash (`die`:
    /// `colour_*`).
    tray_chosen_of(name: text, die: text, value: num) = "{name}: {die} {value} — tap a lit cell, or another die.";
    tray_chosen_blue_of(name: text, die: text, value: num, blue: num, white: num, sum: num) = "{name}: {die} {value} (blue {blue} + white {white} = {sum} in blue) — tap a lit cell, or another die.";
    /// Sentence: a solo game's passive role: an instruction.
    tray_solo_passive_roll() = "Passive role: roll all six dice; the three lowest go to the silver platter.";
    /// Sentence: the active player rolls (`dice`: how many are still to
    /// roll). To the one player: an instruction, not "You: …".
    tray_roll_you(dice: num) = "Roll the dice ({dice} to roll).";
    /// Sentence: the same, with several players: who, a colon, what.
    tray_roll_of(name: text, dice: num) = "{name}: roll the dice ({dice} to roll).";
    /// Sentence: no die of the roll can be entered.
    tray_none_enters() = "None of these dice can be entered: tap one to put it on a dice field without a mark.";
    /// Sentence: the active player picks: "Your roll 2 of 3: …" (`roll`:
    /// the roll, from 1).
    tray_pick_you(roll: num) = "Your roll {roll} of 3: tap a die, then a lit cell.";
    tray_pick_of(name: text, roll: num) = "{name}'s roll {roll} of 3: tap a die, then a lit cell.";
    /// Sentence: a passive player whose platter has nothing that fits takes
    /// one of the active player's (`active`) dice.
    tray_passive_fields(name: text, active: text) = "{name}: nothing on the platter fits, so take one of {active}'s dice from the dice fields.";
    tray_solo_passive_fields() = "Nothing on the platter fits: take one of the other three dice.";
    /// Sentence: a passive player picks: an instruction, or who, a colon,
    /// what.
    tray_passive_you() = "Take one die from the silver platter.";
    tray_passive_of(name: text) = "{name}: take one die from the silver platter.";
    /// Sentence: +1 actions (`left`: how many). "Done" is the button's text
    /// (`tray_done`). With a name: what follows the colon goes after a dash.
    tray_plus_one_you(left: num) = "+1 action ({left} left): tap any die, then a lit cell; or Done.";
    tray_plus_one_of(name: text, left: num) = "{name}: +1 action ({left} left) — tap any die, then a lit cell; or Done.";
    /// Sentence: a bonus X to place (`area`: `to_*`, in both places).
    tray_cross_you(area: text) = "Bonus X in {area}! Tap an open {area} cell.";
    tray_cross_of(name: text, area: text) = "{name}: bonus X in {area}! Tap an open {area} cell.";
    /// Sentence: the round-4 bonus to choose (`name`: whose).
    @clever tray_round_choice(name: text) = "Round 4 bonus for {name}: a black X (yellow, blue or green) or a black 6 (orange or purple).";

    // ---- Handing the tablet over (pass-and-play) ----
    /// Label: the screen's title (and its dialog's accessible name).
    hand_title(name: text) = "Hand the tablet to {name}";
    /// Sentence: what the player takes the tablet for: who, a colon, what.
    hand_active(name: text) = "{name}: your turn as the active player.";
    hand_passive(name: text) = "{name}: pick a die from the silver platter.";
    hand_plus_one(name: text) = "{name}: your +1 actions.";
    hand_cross(name: text) = "{name}: place your bonus X.";
    hand_round_choice(name: text) = "{name}: choose your round 4 bonus.";
    /// Label: the button that shows the sheet, in the player's words.
    hand_show(name: text) = "I'm {name}: show my sheet";

    // ---- The score sheet ----
    /// Label: the sheet (its accessible name).
    sheet_label() = "Score sheet";
    /// Label: over another player's sheet.
    sheet_of(name: text) = "{name}'s sheet (to look at only)";
    /// Label: a button back to the player's own sheet.
    sheet_back() = "Back to the game";
    /// Label: the round tracker: "Round tracker: 6 rounds".
    sheet_rounds(rounds: num) = "Round tracker: {rounds} {rounds|round|rounds}";
    /// Label: one space of the round tracker, then what is true of it
    /// (`label`: `sheet_round`): "Round 2 of 6, now, bonus reroll action".
    sheet_round(round: num, rounds: num) = "Round {round} of {rounds}";
    sheet_round_played(label: text) = "{label}, played";
    sheet_round_now(label: text) = "{label}, now";
    @clever sheet_round_choice(label: text) = "{label}, bonus black X or black 6";
    /// Label: a space or cell with the bonus it gives: "Green cell 4, bonus
    /// fox" (`bonus`: `bonus_*`).
    sheet_bonus(label: text, bonus: text) = "{label}, bonus {bonus}";
    /// Label: the action tracks.
    sheet_rerolls(available: num, earned: num, used: num) = "Reroll actions: {available} available ({earned} earned, {used} used)";
    sheet_plus_ones(available: num, earned: num, used: num) = "+1 actions: {available} available ({earned} earned, {used} used)";
    sheet_foxes(foxes: num, lowest: num) = "Foxes: {foxes}, each worth the lowest area score ({lowest})";
    /// Label: the sheet's foot: each area's points, the foxes and the total.
    sheet_total(total: num) = "Total score: {total}";
    sheet_fox_sum() = "Foxes × lowest area";
    /// Label: an area: "Yellow area, 24 points" (`area`: `area_*`).
    sheet_area(area: text, points: num) = "{area} area, {points} {points|point|points}";
    /// Part: what an area asks for, under its name.
    @clever sheet_hint_yellow() = "any order";
    @clever sheet_hint_blue() = "blue + white";
    @clever sheet_hint_green() = "≥ the number";
    @clever sheet_hint_orange() = "write the value";
    @clever sheet_hint_purple() = "each higher (after 6: any)";
    /// Label: a cell of the yellow or blue grid: "Yellow 5, row 1 column
    /// 3", then `sheet_open` or `sheet_crossed` (`area`: `area_*`).
    sheet_grid_cell(area: text, value: num, row: num, column: num) = "{area} {value}, row {row} column {column}";
    /// Label: a cell of the green, orange or purple row: "Green cell 4",
    /// then what it needs, its bonus, and `sheet_open`, `sheet_crossed` or
    /// `sheet_written` (`area`: `area_*`).
    sheet_track_cell(area: text, cell: num) = "{area} cell {cell}";
    /// Label: what is true of a cell, after `label` (a cell's name).
    @clever sheet_needs(label: text, least: num) = "{label}, needs {least} or more";
    sheet_times(label: text, times: num) = "{label}, times {times}";
    sheet_open(label: text) = "{label}, open";
    sheet_crossed(label: text) = "{label}, crossed";
    sheet_written(label: text, value: num) = "{label}, written {value}";
    /// Label: a cell the tapped die can mark, and a cell the expert's hint
    /// points at.
    sheet_can_mark(label: text) = "{label}, can be marked now";
    sheet_hinted(label: text) = "{label}, the expert's hint";
    /// Label: a yellow cell crossed before the game starts (`area`:
    /// `area_*`).
    @clever sheet_printed_x(area: text, row: num, column: num) = "{area} row {row} column {column}, printed X";
    /// Label: the blue grid's corner: a picture, not a cell.
    @clever sheet_blue_picture() = "Blue area: blue + white dice (not a cell)";
    /// Label: the rewards at a grid's edges, then `sheet_earned` once
    /// earned (`bonus`: `bonus_*`).
    sheet_row_bonus(row: num, bonus: text) = "Row {row} bonus: {bonus}";
    @clever sheet_column_points(column: num, points: num) = "Column {column} complete: {points} {points|point|points}";
    sheet_column_bonus(column: num, bonus: text) = "Column {column} bonus: {bonus}";
    @clever sheet_diagonal_bonus(bonus: text) = "Diagonal bonus: {bonus}";
    sheet_earned(label: text) = "{label}, earned";
    /// Label: the blue area's scale: "Blue score: 5 crossed = 16 points".
    @clever sheet_blue_scale(crossed: num, points: num) = "Blue score: {crossed} crossed = {points} {points|point|points}";

    // ---- The computer players and hints ----
    /// Label: the computer players' pace (a select and its options) and
    /// their buttons.
    computer_pace() = "Computer pace";
    computer_pace_slow() = "Slow";
    computer_pace_normal() = "Normal";
    computer_pace_fast() = "Fast";
    computer_pace_instant() = "Instant";
    computer_pause() = "Pause";
    computer_skip() = "Skip";
    /// Label: the Skip button's accessible name: it starts with
    /// `computer_skip`.
    computer_skip_label() = "Skip to the next person's turn";
    /// Label: the hint button, and the list of hints.
    computer_hint() = "Hint";
    computer_hints() = "Hints";
    /// Part: one of the expert's hints, a line of their list: "Purple 5 →
    /// 214 expected (+14.2)": the action (`action_*`), the final total it
    /// expects, the gain over the total now (`review_gain` or
    /// `review_loss`). The code capitalises its first letter.
    computer_hint_line(action: text, value: text, gain: text) = "{action} → {value} expected ({gain})";

    // ---- The replay bar (a past position) ----
    /// Label: the replay bar's name.
    replay_label() = "Replay";
    /// Sentence: the prompt over a past position (`at`: the move).
    replay_prompt(at: num) = "A past position: after move {at}.";
    /// Label: where the replay is, and its controls.
    replay_where(at: num, all: num) = "Move {at} of {all}";
    /// Label: the slider's accessible name.
    replay_slider() = "Move";
    replay_previous() = "Previous move";
    replay_next() = "Next move";
    replay_back() = "Back to the game";

    /// Label: own dice (the players' real dice): the panel where the values
    /// of the dice rolled at the table are entered, in place of "Roll the
    /// dice".
    entry_title() = "Enter the dice";
    /// Label: sends the values entered, as the roll.
    entry_use() = "Use these dice";
    /// Sentence: the prompt with own dice (as `tray_roll_you`: an
    /// instruction).
    entry_prompt_you(dice: num) = "Roll your own dice ({dice} to roll), then tap each one's value.";
    /// Sentence: the same, in a game of several players: who, a colon, what.
    entry_prompt_of(name: text, dice: num) = "{name}: roll your own dice ({dice} to roll), then tap each one's value.";
    /// Sentence: the solo passive role with own dice
    /// (`tray_solo_passive_roll`).
    entry_solo_passive() = "Passive role: roll all six of your dice and tap each one's value; the three lowest go to the silver platter.";
    /// Label: only my sheet: the dice as they lay after another player's
    /// turn, entered here (the panel's title: where the six dice ended up).
    dice_layout_title(name: text) = "Where did {name}'s dice end up?";
    /// Sentence: the panel's prompt.
    dice_layout_prompt(name: text) = "{name}'s turn, on their own sheet: enter each die's value and where it ended up (a dice field, else the silver platter).";
    /// Label: the select of a die's place (`die`: `the_*`).
    dice_layout_place(die: text) = "Where the {die} die is";
    /// Label: a dice field as that select offers it (`tray_field`, as short
    /// as the select beside the six values on a phone needs).
    dice_layout_field_short(field: num) = "Dice field {field}";
    /// Label: sends the dice as they lay (values and places).
    dice_layout_use() = "Use this table";
    /// Clause: why the dice cannot lie as entered, after "That roll is not
    /// possible: " or "The dice in this link cannot lie like this: "; the
    /// panel also says the last two alone, capitalised by the code
    /// (`die`, `first`, `second`: `the_*`).
    dice_layout_fields(n: num) = "the dice fields hold 1 to 3 dice, not {n}";
    dice_layout_missing(die: text) = "the {die} die is missing";
    dice_layout_field_twice(field: num, first: text, second: text) = "dice field {field} holds one die, but the {first} and {second} dice are both on it";
    dice_layout_field_gap(field: num) = "dice field {field} is empty, but the dice fields are filled in order";
    /// Clause: after "Not now: ", with its full stop: the dice as they lay
    /// after another player's turn ("table": never furniture).
    due_dice_layout() = "first enter where the dice of this turn ended up.";
    due_no_dice_layout() = "this is not the time to enter a table.";
    // ==== end of tray/sheet/view/computer ====

    // ==== app/end.rs, app/standing.rs, app/history.rs, app/charts.rs, app/calculator.rs ====
    // ---- The end of a game ----
    /// Label: the end panel's heading and its accessible name.
    end_game_over() = "Game over";
    /// Sentence: the headline of a game of several: `names` are the
    /// winners, joined by `list_comma` and `list_and`.
    end_shared_victory(names: text) = "Shared victory: {names}!";
    end_wins(name: text) = "{name} wins!";
    /// Sentence: the end of a game by link, as its headline, when a
    /// friend's game differs.
    end_not_final() = "The ranking is not final: your games differ.";
    /// Sentence: under it, one line per friend whose device holds another
    /// game.
    end_games_differ(name: text, round: num) = "{name}'s game is not the same as yours from round {round} on: compare your turns of that round.";
    /// Sentence: under a solo game's headline (the rating).
    end_solo_rating(total: num) = "{total} {total|point|points}: the rating of the solo table.";
    /// Label: the list of players, best first.
    end_ranking() = "Ranking";
    /// Part: the mark beside each winner in it (shown in capitals): no
    /// gendered word, the winner's gender is unknown.
    end_winner() = "winner";
    /// Label: how many hints the player used.
    end_hints_used(n: num) = "Hints used: {n}";
    /// Label: the rows of the scores table that are no area.
    end_foxes_row() = "Foxes × lowest";
    /// Part: a foxes cell: "3 × 12 = " and then the points (in bold).
    end_foxes_times(foxes: num, lowest: num) = "{foxes} × {lowest} = ";
    end_total_row() = "Total";
    /// Label: the button that opens the setup of a new game.
    end_new_game() = "New game";
    /// Sentence: a solo daily challenge (`day`: `calendar_day`).
    end_daily_practice(day: text) = "Daily challenge {day}: practice (the first attempt of the day counts).";
    end_daily_streak(day: text, days: num) = "Daily challenge {day}: a streak of {days} {days|day|days}.";
    end_personal_best(best: num) = "New personal best! Your best before: {best}.";
    /// Label: Share: the button.
    end_share() = "Share";
    /// Sentence: what it says once done.
    end_shared() = "Shared.";
    end_copied() = "Copied to the clipboard.";
    /// Sentence: then, on the next line, the text to share (`text`).
    end_copy_by_hand(text: text) = "Copy this to share it:\n{text}";

    // ---- The expert's review of a solo game ----
    /// Label: the review's heading.
    review_title() = "Expert review";
    /// Sentence: while the expert works.
    review_asking() = "The expert is looking back on your game…";
    /// Sentence: the player's total and the expert's on the same dice.
    review_totals(yours: num, expert: num) = "Your total: {yours} {yours|point|points}. The expert on the same dice: {expert} {expert|point|points}.";
    /// Sentence: the same with own dice (no expert game on the same dice:
    /// after another choice, other dice would have been rolled); the list
    /// of the expert's choices follows.
    review_own_dice(yours: num) = "Your total: {yours} {yours|point|points}. With your own dice, the expert's choices on your rolls:";
    /// Label: the list of the costliest decisions, and one of them (a
    /// button): "Move 12: Yellow 5 (−8.3); the expert chose Blue 4 (blue +
    /// white)" (`yours`, `expert`: `action_*`; one colon only).
    review_costly() = "Your costliest decisions";
    review_costly_move(index: num, yours: text, loss: tenths, expert: text) = "Move {index}: {yours} (−{loss}); the expert chose {expert}";
    /// Part: a hint's expected gain, with its sign: "+14.2", "-0.5".
    review_gain(gain: tenths) = "+{gain}";
    review_loss(loss: tenths) = "-{loss}";

    // ---- History and statistics ----
    /// Label: the panel's title and its Close button.
    history_title() = "History and statistics";
    history_close() = "Close";
    /// Label: the list of finished games (its accessible name, and its
    /// heading).
    history_label() = "History";
    history_heading() = "Finished games";
    /// Sentence: an empty history.
    history_none() = "No finished games yet: each game you finish is listed here.";
    /// Sentence: a line of the history that cannot be read, in its list
    /// (`line` counts from 0; `reason`: a sentence of its own, `record_*`
    /// or `archive_*`).
    history_unreadable(line: num, reason: text) = "Line {line} cannot be read. {reason}";
    /// Part: a player and their total, in the list of games: "Anna 212".
    history_player_total(name: text, total: num) = "{name} {total}";
    /// Label: the mark of a daily challenge (`day`: `calendar_day`).
    history_daily(day: text) = "Daily {day}";
    history_daily_practice(day: text) = "Daily {day}, practice";
    /// Part: a game, in the names of its buttons: "the game of 26 Nov 2026,
    /// 14:05, Anna 212, Béla 190" (`when`: the browser's date and time;
    /// `who`: `history_player_total` joined by `list_comma`).
    history_game(when: text, who: text) = "the game of {when}, {who}";
    /// Label: the buttons of a game; their accessible names start with
    /// their text (`game`: `history_game`).
    history_replay() = "Replay";
    history_replay_game(game: text) = "Replay {game}";
    history_export() = "Export";
    history_export_game(game: text) = "Export {game}";
    /// Part: a game whose moves are no longer kept.
    history_summary_only() = "summary only";

    /// Label: the statistics' heading.
    stats_title() = "Statistics";
    /// Sentence: no games yet.
    stats_none() = "No finished games yet: statistics appear once you have finished a game.";
    /// Sentence: while counting.
    stats_counting() = "Counting…";
    /// Label: the filters: their accessible names and their options.
    stats_filter_player() = "Player";
    stats_filter_mode() = "Mode";
    stats_filter_games() = "Games";
    stats_all_players() = "All players";
    stats_mode_all() = "All modes";
    stats_mode_solo() = "Solo";
    stats_mode_multi() = "Multiplayer";
    stats_mode_variant() = "Solo, Italian rules";
    /// Label: games played with the players' own dice, and with the app's.
    stats_mode_own_dice() = "Own dice";
    stats_mode_app_dice() = "The app's dice";
    /// Label: games played with friends far apart, by link.
    stats_mode_by_link() = "With friends, by link";
    stats_last_all() = "All games";
    stats_last(n: num) = "Last {n}";
    /// Label: the filters chosen, over the statistics: "Anna · solo · last
    /// 10 games (10 games)"; `player` is a name or `stats_all_players`,
    /// `mode` and `last` the parts below.
    stats_chosen(player: text, mode: text, last: text, games: num) = "{player} · {mode} · {last} ({games} {games|game|games})";
    /// Part: the filters, in that line.
    stats_chosen_all_modes() = "all modes";
    stats_chosen_solo() = "solo";
    stats_chosen_multi() = "multiplayer";
    stats_chosen_variant() = "no +1 in the passive role";
    stats_chosen_own_dice() = "own dice";
    stats_chosen_app_dice() = "the app's dice";
    stats_chosen_by_link() = "with friends, by link";
    /// Part: a game of the history played with the players' own dice.
    history_own_dice() = "played with own dice";
    /// Part: the filters, in that line.
    stats_chosen_all_games() = "all games";
    stats_chosen_last(n: num) = "last {n} {n|game|games}";
    /// Sentence: under the statistics.
    stats_unreadable(n: num) = "{n} unreadable {n|entry is|entries are} not counted.";
    stats_no_match() = "No finished games match these filters.";
    /// Label: the table of each player's totals: its title and columns.
    stats_per_player() = "Totals per player";
    stats_col_player() = "Player";
    stats_col_games() = "Games";
    stats_col_mean() = "Mean";
    stats_col_median() = "Median";
    stats_col_best() = "Best";
    stats_col_worst() = "Worst";

    // ---- The statistics' charts ----
    /// Label: shows a chart's numbers as a table.
    chart_table() = "Table";
    /// Part: the bands of the solo rating table: "<140", "140–159", ">280".
    chart_band_below(n: num) = "<{n}";
    chart_band(low: num, high: num) = "{low}–{high}";
    chart_band_above(n: num) = ">{n}";
    /// Label: the bands chart's title.
    chart_bands_title() = "Totals by the bands of the solo rating table";
    /// Label: its text alternative: "Totals by band: 2 in 140–159, 5 in
    /// 160–179" (`bands`: `chart_band_count` joined by `list_comma`).
    chart_bands_alt(bands: text) = "Totals by band: {bands}";
    /// Part: a band and its count (`band`: `chart_band*`), in a list after
    /// a colon: no colon of its own.
    chart_band_count(band: text, n: num) = "{n} in {band}";
    /// Label: the columns of its table.
    chart_col_band() = "Total";
    chart_col_rating() = "Rating (solo)";
    chart_col_totals() = "Totals";
    /// Part: the areas and the foxes, as the labels of the bars.
    chart_yellow() = "yellow";
    chart_blue() = "blue";
    chart_green() = "green";
    chart_orange() = "orange";
    chart_purple() = "purple";
    chart_foxes() = "foxes";
    /// Label: the areas chart's title.
    chart_areas_title() = "Mean points per area";
    /// Label: its text alternative: "Mean points per area: yellow 21.5,
    /// blue 30.2, …" (`areas`: `chart_area_mean` joined by `list_comma`).
    chart_areas_alt(areas: text) = "Mean points per area: {areas}";
    /// Part: a bar's label and its mean (`area`: `chart_*`).
    chart_area_mean(area: text, mean: tenths) = "{area} {mean}";
    /// Label: the columns of its table.
    chart_col_area() = "Area";
    chart_col_mean() = "Mean";
    /// Label: the totals chart's title.
    chart_totals_title() = "Totals over time, oldest first, with the moving average of the last 5 (of fewer for the first four)";
    /// Label: its text alternative.
    chart_totals_alt(n: num, low: num, high: num, average: tenths) = "{n} {n|total|totals} from {low} to {high}; the last moving average is {average}";
    /// Label: the columns of its table (the date and time of a game's end,
    /// in the player's time zone).
    chart_col_number() = "#";
    chart_col_date() = "Date";
    chart_col_player() = "Player";
    chart_col_total() = "Total";
    chart_col_average() = "Moving average (5)";
    /// Label: the wins chart's title.
    chart_wins_title() = "Wins in multiplayer games (a shared victory counts as a win for each winner)";
    /// Label: its text alternative: "Wins: Anna 3 of 5, Béla 2 of 5"
    /// (`wins`: `chart_wins_of` joined by `list_comma`).
    chart_wins_alt(wins: text) = "Wins: {wins}";
    /// Part: a player's wins.
    chart_wins_of(name: text, won: num, played: num) = "{name} {won} of {played}";
    /// Label: the columns of its table.
    chart_col_played() = "Multiplayer games";
    chart_col_wins() = "Wins";

    /// Sentence: only my sheet, at the end: the other players count their
    /// own sheets.
    end_only_my_sheet(total: num) = "Your sheet: {total} {total|point|points}. The others count their own.";
    // ==== end of end/standing/history/charts ====
    // ==== app/how_to_play.rs, app/guide.rs ====
    /// Label: "How to play": the header button that opens the dialog, the
    /// dialog's name and its heading.
    how_title() = "How to play";
    /// Label: closes the dialog.
    how_close() = "Close";
    /// Sentence: in the dialog, when its texts could not be fetched (the
    /// English file, fetched when How to play is first opened).
    how_unavailable() = "How to play could not be loaded. Check the connection, then open it again.";
    /// Label: a button that turns the first-game guide on again from its
    /// first step.
    @how how_guide_again() = "Show the first-game guide again";
    /// Label: a section's heading: the goal and the score sheet.
    @how how_goal_head() = "The goal";
    /// Sentence: the section's text (How to play says the rules in the
    /// rulebook's words, to "you", the player).
    @how how_goal() = "Score the most points. Each player has a score sheet with five coloured areas. You enter dice in them; each area scores in its own way, and filling cells earns bonuses that fill more cells.";
    @how how_sheet() = "On top of the sheet are the round tracker, the reroll and +1 tracks and your foxes; then the yellow and blue grids; then the green, orange and purple rows; and the totals at the bottom.";
    @how how_win() = "At the end the five area scores and the foxes are added up. The highest total wins; on a tie, the tied player with the highest single area score wins, and if that is tied too, they share the victory.";
    /// Label: a section's heading: the active player's turn.
    @how how_active_head() = "Your turn: the active player";
    /// Sentence: that section's text, step by step.
    @how how_active_roll() = "Tap Roll the dice: all six dice are rolled.";
    @how how_active_choose() = "Choose one die: tap it, then one of the cells that light up. It goes on one of your three dice fields.";
    @how how_active_platter() = "Every other rolled die with a lower number goes to the silver platter: you cannot use it this turn.";
    @how how_active_again() = "Roll the dice that are left and choose again, up to three times in all. After your third choice, the dice still left go to the silver platter too. When no dice are left to roll, your turn has fewer rolls.";
    @how how_active_none() = "If none of the rolled dice can be entered, you still choose one: it goes on a dice field without a mark, and the roll counts.";
    @how how_white() = "The white die is wild: it can be entered as yellow, green, orange or purple with its own number, or in blue, added to the blue die.";
    @how how_active_end() = "After your last choice you may use +1 actions (see below).";
    /// Label: a section's heading: the passive players.
    @how how_passive_head() = "The others: the passive players";
    /// Sentence: that section's text.
    @how how_passive() = "When the active player has finished choosing, every other player takes one die from the silver platter and enters it on their own sheet. Several players may take the same die.";
    @how how_passive_fields() = "If no die on the platter fits your sheet, take one of the active player's dice from the dice fields instead; if no die fits at all, you enter nothing.";
    @how how_passive_next() = "Then the next player on the left is the active player. A round ends when every player has been active once.";
    /// Sentence: a section per area: its rule and how it scores (the area's
    /// title is the section's heading).
    @how how_yellow() = "Cross out a cell showing the yellow die's number, in any order. Each number appears twice: you choose which. The X cells on the diagonal are printed crossed.";
    @how how_yellow_score() = "A complete column scores the points under it (10, 14, 16, 20). A complete row earns the bonus at its end; the complete diagonal earns a +1 action.";
    @how how_blue() = "The blue die is always added to the white die: cross out the cell showing the sum (2 to 12), in any order. The white die entered in blue counts the same sum.";
    @how how_blue_score() = "Blue scores by the number of crossed cells, as the scale under it shows: 1 point for one cell, up to 56 for all eleven. Complete rows and columns earn the bonuses at their ends.";
    @how how_green() = "Cross out the cells from left to right, without gaps. The die must show at least the number printed in the cell (≥).";
    @how how_green_score() = "Green scores the number under the last crossed cell: 1, 3, 6, 10 and so on, up to 66.";
    @how how_orange() = "Write the die's number in the cells from left to right. A cell marked ×2 or ×3 doubles or triples it.";
    @how how_orange_score() = "Orange scores the sum of its numbers.";
    @how how_purple() = "Write the die's number in the cells from left to right. Each number must be higher than the one before, except after a 6: any number may follow a 6.";
    @how how_purple_score() = "Purple scores the sum of its numbers.";
    /// Label: a section's heading: bonuses and chains.
    @how how_bonus_head() = "Bonuses and chains";
    /// Sentence: that section's text.
    @how how_bonus() = "A bonus printed at a cell, or at the end of a row, a column or the diagonal, is earned as soon as that cell is filled or that line is complete, and is used at once.";
    @how how_bonus_x() = "A coloured X crosses out a cell of that area for free: in yellow and blue you choose the cell (the open cells light up); in green it is the next cell, whatever its number.";
    @how how_bonus_number() = "A number, such as orange 4 or purple 6, is written in the next cell of that area (in orange, its multiplier applies).";
    @how how_bonus_chain() = "A bonus can fill a cell that earns another bonus: the chain goes on until no new bonus comes. A bonus for an area that is full is lost.";
    /// Label: a section's heading: the reroll and +1 actions.
    @how how_actions_head() = "Reroll and +1 actions";
    /// Sentence: that section's text.
    @how how_actions() = "Some bonuses are actions: they circle a space on the reroll or the +1 track, to be used later. Using one crosses it out.";
    @how how_reroll() = "Reroll: as the active player, right after a roll, you may roll again all the dice just rolled (never only some of them).";
    @how how_plus_one() = "+1: at the end of your part of any turn, active or passive, take any one of the six dice, wherever it lies, and enter it too. You may use several, but each die only once per turn this way. Tap Done when you have finished.";
    @how how_actions_end() = "After the last round you may still use your +1 actions; rerolls left over are lost.";
    /// Label: a section's heading: foxes.
    @how how_fox_head() = "Foxes";
    /// Sentence: that section's text.
    @how how_fox() = "Some bonuses are foxes. At the end, each fox scores as many points as your lowest area score: keep all five areas going, since one area at 0 makes every fox worth 0.";
    /// Label: a section's heading: rounds and the round bonuses.
    @how how_rounds_head() = "Rounds and round bonuses";
    /// Sentence: that section's text.
    @how how_rounds() = "A game has 6 rounds with 1 or 2 players, 5 rounds with 3 players and 4 rounds with 4 players.";
    @how how_round_bonus() = "At the start of a round every player gets its bonus: a reroll in round 1, a +1 in round 2, a reroll in round 3, and in round 4 a black X (a bonus X in yellow, blue or green) or a black 6 (a 6 in orange or purple).";
    /// Label: a section's heading: the solo game.
    @how how_solo_head() = "Playing alone";
    /// Sentence: that section's text; `low` and `high` are the rating
    /// names (`rating_0`, `rating_281`).
    @how how_solo() = "A solo game has six rounds. Each round you take the active role as usual, then the passive role: roll all six dice; the three lowest go to the silver platter; take one of them (if none fits, one of the other three).";
    @how how_solo_extra() = "You may use +1 actions in the passive role too, unless the game was set up without them.";
    @how how_solo_rating(low: text, high: text) = "At the end your total gets a rating, from “{low}” under 140 points to “{high}” over 280.";
    /// Sentence: How to play in the sequel's app (app/how_to_play.rs
    /// tells which of the `how_*` above serve both games; these say what
    /// the sequel does its own way).
    @how how_active_none_twice() = "If no rolled die fits, the roll is lost but still counts as one of your three: roll the same dice again.";
    @how how_white_twice() = "The white die is wild: any colour, its own number (in blue, blue + white).";
    /// Sentence: a section per area of the sequel: its rule and how it
    /// scores (the area's title is the section's heading).
    @how how_silver() = "Enter the silver die in any row where its number is open.";
    @how how_silver_chain() = "If your active choice goes in silver, each die it sends to the silver platter is marked there too: coloured ones in their rows, white or silver where you choose.";
    @how how_silver_score() = "Rows score 2, 4, 7, 11, 16, 22 by marks; a number marked in all four rows earns the bonus above.";
    @how how_yellow_twice() = "Yellow circles an empty cell of its number or crosses a circled one.";
    @how how_yellow_score_twice() = "Only crosses score: 3 for one, up to 165 for ten. A row or column all circled earns its bonus.";
    @how how_blue_twice() = "Write blue + white in the next cell, left to right, never higher than the one before.";
    @how how_blue_score_twice() = "Blue scores 1 for one cell, up to 78 for twelve.";
    @how how_green_twice() = "Write the green die times the cell's ×1 to ×4 in the next cell, left to right.";
    @how how_green_score_twice() = "Each full pair scores first minus second: green can go below 0.";
    @how how_pink() = "Write the pink die in the next cell, left to right: any number fits; a cell's ≥ bonus needs at least that number.";
    @how how_pink_score() = "Pink scores the sum of its numbers.";
    /// Sentence: the sequel's bonuses (`?`, as the sheet prints it).
    @how how_bonus_twice() = "A bonus comes when its cell is filled, its line complete or its track full; use it at once.";
    @how how_question() = "A ? is a free mark in its area, by its rules: you choose the cell in silver and yellow, the number elsewhere.";
    /// Label: a section's heading: the sequel's three actions.
    @how how_actions_head_twice() = "Reroll, return and +1 actions";
    /// Sentence: that section's text.
    @how how_actions_twice() = "Some bonuses circle a space on a reroll, return or +1 track, to use later by crossing it out. A full track earns its end bonus.";
    @how how_return() = "Return: when active, before any roll but your first, take a die back from the silver platter to roll it too, one action each.";
    @how how_fox_twice() = "A fox costs points if green is lowest and below 0.";
    @how how_round_bonus_twice() = "Rounds start with a bonus for all: a reroll in round 1, a +1 in 2, a return in 3, the black ? (a ? in any area) in 4.";
    /// Sentence: the sequel's solo rating; `low` and `high` are its
    /// lowest and highest rating (`rating_twice_0`, `rating_twice_320`).
    @how how_solo_rating_twice(low: text, high: text) = "Your total is rated in 20-point steps, from “{low}” under 140 to “{high}” at 320 or more.";
    /// Sentence: the first-game guide, one line under the prompt: what to
    /// do now.
    guide_roll() = "Tap Roll the dice.";
    guide_die() = "Tap the die you want to use.";
    guide_cell() = "Tap a lit cell: the lit cells are the ones you may mark now.";
    /// Sentence: after a take that sent `n` dice to the platter.
    guide_platter(n: num) = "{n|This die went|These dice went} to the silver platter because {n|it was|they were} lower than the one you took.";
    guide_passive() = "Take one die from the silver platter: tap it, then a lit cell.";
    guide_plus_one() = "You may use a +1 action: tap any of the six dice, then a lit cell. Or tap Done.";
    @clever guide_round_choice() = "Round 4 bonus: tap a black X (a bonus X in yellow, blue or green) or a black 6 (a 6 in orange or purple).";
    /// Label: a button that turns the guide off for good.
    guide_hide() = "Hide the guide";

    // ==== end of how_to_play/guide ====

    // ==== the language, the page (app/view.rs header, index) ====
    /// Label: the page's title (the browser's tab).
    page_title() = "Clever";
    /// Label: the game's name in the header (the edition's name in that
    /// language).
    game_name() = "Ganz Schön Clever";
    /// Label: the Menu's choice of language.
    language() = "Language";
    /// Label: the theme select (its accessible name and options).
    theme() = "Theme";
    theme_system() = "System theme";
    theme_light() = "Light theme";
    theme_dark() = "Dark theme";
    /// Sentence: a language whose words could not be loaded (`name`: the
    /// language's own name, "Deutsch").
    language_failed(name: text) = "{name} could not be loaded. Check the connection and choose it again.";

    // ---- play by link: friends far apart, each turn a link ----
    /// Clause: a setup refused, after "The game setup is not possible: ": a
    /// game by link keeps one sheet here, the others elsewhere.
    setup_by_link() = "a game played by link has one player on this device and every other player elsewhere";
    /// Sentence: a saved record's received link (numbered from 1) is not of
    /// its game.
    record_link(index: num) = "Received link {index} of the record does not belong to this game.";
    /// Label: New game, "Score sheets": the third choice.
    setup_sheets_link() = "Friends elsewhere, by link";
    /// Sentence: New game: under the choice "by link".
    setup_link_help() = "Each friend plays on their own device, and each turn travels as a link. The first name is yours.";
    /// Sentence: under the field where a link is pasted, or after a link
    /// opened: a text that holds no link of this app.
    link_not_a_link() = "This is not a link of a game by link (it has no #join=, #turn= or #score=).";
    /// Sentence: a link cut or changed on the way (its checksum fails).
    link_damaged() = "This link is damaged: it was cut or changed on the way. Ask for it again.";
    /// Sentence: a link made by a newer version of the app.
    link_newer() = "This link was made by a newer version of the app: reload the page, then open it again.";
    /// Sentence: a whole link that says what cannot be (a round or player
    /// that no game has).
    link_impossible() = "This link describes something no game can have: ask for it again.";
    /// Sentence: a turn link whose dice cannot lie so (`why`: a clause,
    /// `roll_*` or `dice_layout_*`).
    link_dice(why: text) = "The dice in this link cannot lie like this: {why}.";
    /// Sentence: a link of another game than the one it was pasted into.
    link_other_game() = "This link belongs to another game.";
    /// Sentence: a turn or score link of a game this device has never
    /// joined.
    link_unknown_game() = "This link belongs to a game that is not on this device: open its invitation first.";
    /// Sentence: a link pasted into a game that is not played by link.
    link_not_by_link() = "This game is not played by link.";
    /// Sentence: a turn link of the seat played on this device.
    link_own_seat(name: text) = "This link is a turn of {name}, who plays on this device.";
    /// Sentence: a link naming a seat the game does not have (numbered from
    /// 1).
    link_no_seat(seat: num) = "This game has no player {seat}.";
    /// Sentence: a turn link of a round the game does not have.
    link_no_round(round: num) = "This game has no round {round}.";
    /// Sentence: a turn link that differs from the turn already taken for
    /// that seat and round.
    link_differs(name: text, round: num) = "Another turn of {name} in round {round} is already in: this link is not that turn.";
    /// Sentence: a score link that differs from the score already received.
    link_score_differs(name: text) = "Another score of {name} is already in.";
    /// Sentence: a turn link the rules refuse at its place (`reason`: the
    /// rules' refusal, a sentence of its own: `rule_*`, `cell_*`).
    link_refused(reason: text) = "This turn cannot be played here. {reason}";
    /// Sentence: a friend's turn is taken into the game.
    link_taken(name: text, round: num) = "{name}'s turn in round {round} has arrived.";
    /// Sentence: a turn that came early: it waits for another player's turn
    /// (`before`: that player's name).
    link_early(name: text, round: num, before: text, before_round: num) = "{name}'s turn in round {round} waits: it comes after {before}'s turn in round {before_round}.";
    /// Sentence: a turn that came early: it waits for the player's own turn.
    link_early_yours(name: text, round: num, before_round: num) = "{name}'s turn in round {round} waits: it comes after your turn in round {before_round}.";
    /// Sentence: a turn that waits only for the player's own choices on the
    /// turn before.
    link_after_yours(name: text, round: num) = "{name}'s turn in round {round} waits: it comes once you have chosen.";
    /// Sentence: a turn link opened a second time.
    link_again(name: text, round: num) = "{name}'s turn in round {round} was already in: nothing changed.";
    /// Sentence: a friend's score is in.
    link_score(name: text, total: num) = "{name}'s score has arrived: {total} points.";
    /// Sentence: a score link opened a second time.
    link_score_again(name: text) = "{name}'s score was already in.";
    /// Sentence: the invitation of the game already played here.
    link_joined(name: text) = "You play this game as {name}.";
    /// Label: the invitation screen's title.
    join_title() = "A game with friends, by link";
    /// Sentence: the invitation screen: the players, in turn order.
    join_players(names: text) = "Players: {names}.";
    /// Label: the invitation screen's question, a heading; one button per
    /// player follows.
    join_who() = "Which player are you?";
    /// Sentence: the invitation screen: the game in progress here is kept.
    join_keeps() = "The game in progress on this device is kept: find it in the Menu.";
    /// Label: the invitation screen's button: leave without joining.
    join_not_now() = "Not now";
    /// Label: the panel with the invitation link.
    invite_title() = "Invite your friends";
    /// Sentence: under the invitation link (`names`: the other players).
    invite_help(names: text) = "Send this link to {names}. Each opens it and chooses their name.";
    /// Label: a button: the system's share sheet with the link.
    link_share() = "Share";
    /// Label: a button: copy the link.
    link_copy() = "Copy";
    /// Sentence: the link was copied.
    link_copied() = "Copied.";
    /// Sentence: the browser refused to copy.
    link_copy_failed() = "The browser could not copy the link: select it and copy it yourself.";
    /// Label: a button: show the link as a QR code.
    link_qr() = "QR code";
    /// Label: the QR code's name for screen readers.
    link_qr_name() = "The link as a QR code";
    /// Sentence: the QR code could not be drawn (the worker did not answer).
    link_qr_failed() = "The QR code could not be drawn: share or copy the link.";
    /// Label: the field holding a link to send.
    link_field() = "Link";
    /// Label: the panel after the player's own active turn.
    send_turn_title() = "Send your turn";
    /// Sentence: under "Send your turn" (`names`: the other players).
    send_turn_help(round: num, names: text) = "Your turn in round {round} is over: send this link to {names}.";
    /// Sentence: the tray while a friend's turn is awaited.
    waiting_turn(name: text, round: num) = "Waiting for {name}'s turn in round {round}.";
    /// Label: the field where a received link is pasted.
    waiting_paste() = "Link received";
    /// Label: a button: take the pasted link.
    waiting_open() = "Open";
    /// Label: a button: copy a message asking for a turn again.
    ask_again(name: text, round: num) = "Ask {name} to send round {round} again";
    /// Sentence: the message copied by "Ask … again", sent by the player to
    /// that friend (`link`: the game's invitation).
    ask_again_message(name: text, round: num, link: text) = "{name}, please send me your turn of round {round} again. Our game: {link}";
    /// Sentence: after "Ask … again" copied the message.
    ask_again_copied(name: text) = "Copied: send it to {name}.";
    /// Label: a button at the end: the own score as a link.
    send_score() = "Send my score";
    /// Sentence: under "Send my score" (`names`: the other players).
    send_score_help(names: text) = "Send your score to {names}, so that everyone sees the ranking.";
    /// Sentence: at the end, until every friend's score has come.
    scores_missing(names: text) = "The ranking waits for the scores of {names}.";
    /// Part: History: the mark of a game played with friends by link.
    history_by_link() = "with friends, by link";
    /// Label: Menu: the games in progress besides the one on the table.
    shelf_title() = "Other games in progress";
    /// Label: Menu: one game in progress (`names`: its players).
    shelf_game(names: text, round: num) = "{names}, round {round}";
    /// Label: Menu: continue that game (the one on the table is kept).
    shelf_continue() = "Continue";
    /// Sentence: a link opened another game: the one on the table was kept.
    shelf_kept() = "The game you were playing is kept: find it in the Menu under Other games in progress.";

    // ---- Twice as Clever (issue 43): its dice, areas, moves, events and refusals ----
    /// Part: the sequel's dice's colours as a title (as `die_white`).
    die_pink() = "Pink";
    die_silver() = "Silver";
    /// Part: the letter drawn on the sequel's dice (as `letter_white`).
    letter_pink() = "P";
    letter_silver() = "S";
    /// Label: the sequel's areas' names as a title (as `area_yellow`).
    area_pink() = "Pink";
    area_silver() = "Silver";
    /// Part: the sequel's dice named with the word for "die" (as
    /// `die_label_white`).
    die_label_pink() = "Pink die";
    die_label_silver() = "Silver die";
    /// Part: the sequel's areas as where something goes (as `to_yellow`).
    to_pink() = "pink";
    to_silver() = "silver";
    /// Part: the sequel's dice's colours inside a sentence (as `the_white`).
    the_pink() = "pink";
    the_silver() = "silver";
    /// Part: the sequel's dice's colours as a word in a list (as
    /// `colour_white`).
    colour_pink() = "Pink";
    colour_silver() = "Silver";
    /// Part: the sequel's areas' colours agreeing with "area" (as
    /// `area_word_yellow`).
    area_word_pink() = "Pink";
    area_word_silver() = "Silver";
    /// Label: the names of the series' two games (each edition's own name
    /// in the language where one exists).
    game_clever() = "That's Pretty Clever";
    game_twice() = "Twice as Clever";
    /// Part: Twice as Clever's bonuses: a return action; a "?" in an area
    /// (`area`: `area_word_*`).
    bonus_return() = "return action";
    bonus_question(area: text) = "{area} ?";
    /// Label: Twice as Clever's round-4 bonus chosen: the black ?, used as
    /// that colour's ? (`area`: `to_*`; keep the word for "area" if your
    /// language needs it there).
    choice_black(area: text) = "Black ? as {area}";
    /// Sentence, the log: Twice as Clever's events (`die`: `the_*`;
    /// `spot`: `spot_*`).
    event_returned(name: text, die: text) = "{name} takes the {die} die back from the silver platter.";
    event_forfeited(name: text) = "{name} can enter none of the rolled dice: the roll is lost.";
    event_circled(name: text, spot: text) = "{name} circles {spot}.";
    event_swept(die: text, value: num) = "The {die} {value} is marked in silver too.";
    event_swept_lost(die: text, value: num) = "The {die} {value} finds no open cell in silver: that mark is lost.";
    event_rolls_ended(name: text) = "{name}'s rolls are over.";
    /// Part: Twice as Clever's moves, as the hints and the review name them
    /// (as `action_roll`), written as inside a sentence: the code
    /// capitalises one that opens a line (`die`: `the_*`; `spot`: `spot_*`).
    action_return(die: text) = "Return the {die} die";
    action_forfeit() = "Give up the roll";
    action_write(value: num, spot: text) = "Write {value} in {spot}";
    /// Sentence: Twice as Clever's refusals (`die`: `the_*`).
    rule_no_return() = "You have no return action left.";
    rule_not_in_this_game() = "That belongs to the other game of the series, not to this one.";
    rule_not_on_platter(die: text) = "Only a die on the silver platter can be returned; the {die} die is not there.";
    cell_not_above(previous: num) = "In blue, no number may be higher than the one before it: {previous} at most.";
    cell_value_range(least: num, most: num) = "Choose a number from {least} to {most}.";
    /// Clause: what the rules wait for in Twice as Clever, after "Not now:
    /// ", with its full stop.
    due_return_or_roll() = "return a die from the silver platter, or roll.";
    due_no_return() = "a return comes only right before a roll of your own turn.";
    due_question() = "use the ? bonus first.";
    due_silver_row() = "choose first the row of the silver area for the die on the platter.";
    due_no_forfeit() = "a roll is given up only when none of its dice can be entered.";
    /// Clause: a setup refused: that game cannot be played so yet (by
    /// link, in the archive…) (`game`: `game_*`).
    setup_game(game: text) = "the game {game} cannot be played this way yet";
    /// Clause: a dice layout with a die of the other game (`die`:
    /// `the_*`).
    dice_layout_not_in_game(die: text) = "the {die} die is not one of this game's dice";
    /// Label: the sequel's sheet (as `sheet_round_choice`): round 4's bonus,
    /// the black ?, a "?" in an area of the player's choice.
    sheet_round_black_question(label: text) = "{label}, bonus black ?";
    /// Label: the sequel's return actions (as `sheet_rerolls`).
    sheet_returns(available: num, earned: num, used: num) = "Return actions: {available} available ({earned} earned, {used} used)";
    /// Label: a yellow cell of the sequel's sheet circled, not yet crossed
    /// (as `sheet_crossed`).
    sheet_circled(label: text) = "{label}, circled";
    /// Part: what each of the sequel's areas asks for, under its name (as
    /// `sheet_hint_blue`).
    sheet_hint_silver() = "any row";
    sheet_hint_yellow_twice() = "circle, then cross";
    sheet_hint_blue_twice() = "blue + white, never higher";
    sheet_hint_green_twice() = "die × slot, first − second";
    sheet_hint_pink() = "any number, ≥ for the bonus";
    /// Label: a pink slot of the sequel's sheet whose bonus needs a number
    /// at least as high (any number fills the slot) (`label`:
    /// `sheet_track_cell`; `bonus`: `bonus_*`).
    sheet_bonus_at_least(label: text, bonus: text, least: num) = "{label}, bonus {bonus} with {least} or more";
    /// Label: New game: the heading over the choice of the series' game
    /// (`game_clever` or `game_twice`).
    setup_game_title() = "Game";
    /// Sentence: the sequel's round 4 bonus, the black ?: what the tray
    /// asks (as `tray_round_choice`), and the first game's guide's line for
    /// it (as `guide_round_choice`).
    tray_round_black_question(name: text) = "Round 4 bonus for {name}: the black ? goes in the area of your choice.";
    /// Sentence: what the tray asks in Twice as Clever, naming who decides:
    /// a return right before a roll ("Roll the dice" is the button's text,
    /// `tray_roll`); a "?" bonus to use on a lit cell, or by the number it
    /// writes (`bonus`: `bonus_question`); the silver row of a white or
    /// silver die swept to the platter by a silver choice (`die`: `the_*`;
    /// `value`: the number it shows).
    @twice tray_return(name: text) = "{name}: return action — tap a die on the silver platter to bring it back into the roll, or tap Roll the dice.";
    @twice tray_question_cell(name: text, bonus: text) = "{name}: {bonus} — tap a lit cell.";
    @twice tray_question_number(name: text, bonus: text) = "{name}: {bonus} — tap the number to write.";
    @twice tray_silver_row(name: text, die: text, value: num) = "{name}: the {die} {value} on the silver platter is marked in silver too — tap a lit cell in the row of your choice.";
    guide_round_black_question() = "Round 4 bonus: choose the area for the black ? and it counts as that area's own ? bonus.";
    /// Sentence: the guide's line (as `guide_roll`) at the sequel's own
    /// moments, saying what the tray's prompt means: a return
    /// (`tray_return`), a "?" (`tray_question_cell`,
    /// `tray_question_number`; the black ? is one), the silver row of a
    /// swept die (`tray_silver_row`).
    @twice guide_return() = "A return brings a die back from the silver platter to roll it again with your dice, one return action per die. Actions you do not use are kept for later turns.";
    @twice guide_question() = "A ? is a free mark, no die needed: you choose the cell in silver and yellow, the number in blue, green and pink, by the area's rules.";
    @twice guide_silver_row() = "A choice in silver marks silver too for each die it sent to the silver platter: a coloured die in its own colour's row, a white or silver die in the row you choose.";

    // ==== end of the language ====
}
