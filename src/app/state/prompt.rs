//! What the tray asks now, in a sentence: a past position on show, a
//! computer deciding, a die tapped (where it may go) or the decision asked
//! of its player.

use crate::app::state::phrases::{bonus_words, die_title};
use crate::app::state::session::Session;
use crate::app::state::ui::Ui;
use crate::engine::{Action, Area, Bonus, Decision, Die, Place, Play};
use crate::words::names::{area_to, die_colour, die_in_sentence};
use crate::words::words;
use leptos::prelude::*;

/// What the player is asked to do now, in a sentence.
pub fn prompt(ui: Ui) -> String {
    if let Some(said) = ui.session.with(replay_or_computer_prompt) {
        return said;
    }
    let decision = ui.state.with(|s| s.decision());
    let selected = ui.selected.get();
    let s = ui.state.get();
    ui.legal.with(|legal| {
        ui.names.with(|names| {
            if let Some(die) = selected {
                return chosen_prompt(&s, decision, names, die);
            }
            let (own, by_link) = ui
                .session
                .with(|t| (t.game().setup().own_dice, t.game().link_id().is_some()));
            match decision {
                // By link, a friend's turn comes as a link (`friends.rs`).
                Decision::DiceLayout { player } if by_link => words().waiting_turn(
                    names.get(player as usize).map_or("", |n| n.as_str()),
                    s.round(),
                ),
                _ => decision_prompt(&s, decision, legal, names, own),
            }
        })
    })
}

/// A past position on show, or a computer deciding: what the tray says.
fn replay_or_computer_prompt(t: &Session) -> Option<String> {
    let w = words();
    if let Some(r) = t.replay() {
        return Some(w.replay_prompt(r.at));
    }
    let p = t.decision().player()?;
    t.computer_to_decide().map(|_| match t.computer_waiting() {
        // Why, and "Try again", are said under the buttons.
        Some(_) => w.tray_computer_waiting(&t.name(p)),
        None => w.tray_computer_choosing(&t.name(p)),
    })
}

/// A die tapped: where it may go, in a sentence.
fn chosen_prompt(s: &Play, decision: Decision, names: &[String], die: Die) -> String {
    let w = words();
    let who = |p: u8| names.get(p as usize).map_or("", |n| n.as_str());
    let solo = s.players() == 1;
    let (title, value) = (die_title(die), s.value(die));
    let (blue, white) = (s.value(Die::Blue), s.value(Die::White));
    let sum = s.entry_value(die, Area::Blue);
    let in_blue = matches!(die, Die::Blue | Die::White);
    match decision.player() {
        Some(p) if !solo && in_blue => {
            w.tray_chosen_blue_of(who(p), &die_colour(&w, die), value, blue, white, sum)
        }
        Some(p) if !solo => w.tray_chosen_of(who(p), &die_colour(&w, die), value),
        _ if in_blue => w.tray_chosen_blue(&title, value, blue, white, sum),
        _ => w.tray_chosen(&title, value),
    }
}

/// The decision now, asked of its player in a sentence.
fn decision_prompt(
    s: &Play,
    decision: Decision,
    legal: &[Action],
    names: &[String],
    own: bool,
) -> String {
    let w = words();
    let who = |p: u8| names.get(p as usize).map_or("", |n| n.as_str());
    let solo = s.players() == 1;
    match decision {
        Decision::Roll {
            solo_passive: true, ..
        } if own => w.entry_solo_passive(),
        Decision::Roll { dice, .. } if own && solo => w.entry_prompt_you(dice.len()),
        Decision::Roll { player, dice, .. } if own => w.entry_prompt_of(who(player), dice.len()),
        Decision::Roll {
            solo_passive: true, ..
        } => w.tray_solo_passive_roll(),
        Decision::Roll { dice, .. } if solo => w.tray_roll_you(dice.len()),
        Decision::Roll { player, dice, .. } => w.tray_roll_of(who(player), dice.len()),
        // The six dice of a seat played elsewhere are entered.
        Decision::DiceLayout { player } => w.dice_layout_prompt(who(player)),
        Decision::Pick { player, roll } => {
            if legal
                .iter()
                .any(|a| matches!(a, Action::Take { spot: None, .. }))
            {
                w.tray_none_enters()
            } else if solo {
                w.tray_pick_you(roll)
            } else {
                w.tray_pick_of(who(player), roll)
            }
        }
        Decision::Passive { player } => {
            let from_fields = legal.iter().any(|a| {
                        matches!(*a, Action::Take { die, .. } if matches!(s.place(die), Place::Field(_)))
                    });
            match (from_fields, solo) {
                (true, false) => w.tray_passive_fields(who(player), who(s.active())),
                (true, true) => w.tray_solo_passive_fields(),
                (false, true) => w.tray_passive_you(),
                (false, false) => w.tray_passive_of(who(player)),
            }
        }
        Decision::PlusOne { player } => {
            let left = s.actions_left(player, Bonus::PlusOne);
            if solo {
                w.tray_plus_one_you(left)
            } else {
                w.tray_plus_one_of(who(player), left)
            }
        }
        Decision::Cross { player, area } => {
            let area = area_to(&w, area);
            if solo {
                w.tray_cross_you(&area)
            } else {
                w.tray_cross_of(who(player), &area)
            }
        }
        Decision::RoundChoice { player } if s.edition() == crate::engine::Edition::Twice => {
            w.tray_round_black_question(who(player))
        }
        Decision::RoundChoice { player } => w.tray_round_choice(who(player)),
        Decision::GameOver => w.event_over(),
        Decision::Return { player }
        | Decision::Question { player, .. }
        | Decision::SilverRow { player, .. } => twice_prompt(decision, who(player)),
    }
}

/// The sequel's own decisions, asked of `name`: a return, a "?" (in
/// silver or yellow it marks a cell; in blue, green or pink it writes a
/// number, one button each), a swept die's silver row.
fn twice_prompt(decision: Decision, name: &str) -> String {
    let w = words();
    match decision {
        Decision::Question { area, .. } => {
            let bonus = bonus_words(Bonus::Question(area));
            if matches!(area, Area::Silver | Area::Yellow) {
                w.tray_question_cell(name, &bonus)
            } else {
                w.tray_question_number(name, &bonus)
            }
        }
        Decision::SilverRow { die, value, .. } => {
            w.tray_silver_row(name, &die_in_sentence(&w, die), value)
        }
        _ => w.tray_return(name),
    }
}
