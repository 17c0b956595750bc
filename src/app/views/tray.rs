//! The table: what to do now, the dice (rolled, on the dice fields, on the
//! silver platter, still to roll), the buttons, the news; the players bar
//! and the "hand the tablet over" screen for pass-and-play.

use crate::app::dom::*;
use crate::app::state::phrases::{choice_words, die_title, event_sentence, place_words};
use crate::app::state::session::Session;
use crate::app::state::ui::{status, Ui};
use crate::app::views::computer;
use crate::app::views::focus::{keyboard_follow, reveal_lit_cell};
use crate::app::views::icons;
use crate::app::views::widgets::{die_face, undo_button};
use crate::engine::{
    Action, Area, Decision, Die, Event, Place, RoundChoice, Seat, State, MAX_PLAYERS,
};
use crate::words::names::{area_to, die_colour};
use crate::words::words;

/// Every player's name and total; a tap opens that sheet (read-only unless
/// it is that player's decision). Hidden in solo.
pub fn players_bar(ui: Ui) -> El {
    let seats = memo(move || ui.state.with(|s| s.players()));
    El::of("ul", "players")
        .attr("aria-label", words().tray_players())
        .bind_hidden(derive(move || seats.get() < 2))
        .children((0..MAX_PLAYERS as u8).map(|seat| player_button(ui, seat, seats)))
}

fn player_button(ui: Ui, seat: u8, seats: Memo<u8>) -> El {
    let name = memo(move || {
        ui.names
            .with(|n| n.get(seat as usize).cloned().unwrap_or_default())
    });
    let total = memo(move || ui.state.with(|s| s.score(seat).total));
    // Its points are on its own sheet, not here.
    let elsewhere = memo(move || ui.session.with(|t| t.seat(seat) == Seat::Elsewhere));
    let active = memo(move || ui.state.with(|s| s.active() == seat));
    let deciding = memo(move || ui.state.with(|s| s.decision().player() == Some(seat)));
    let shown = memo(move || ui.shown.get() == seat);
    let label = derive(move || {
        let w = words();
        let mut label = if elsewhere.get() {
            w.tray_player_elsewhere(&name.get())
        } else {
            w.tray_player(&name.get(), total.get())
        };
        if active.get() {
            label = w.tray_player_active(&label);
        }
        if deciding.get() {
            label = w.tray_player_choosing(&label);
        }
        if shown.get() {
            w.tray_player_shown(&label)
        } else {
            w.tray_player_show(&label)
        }
    });
    let button = El::of("button", "player")
        .bind_class("active", active.into())
        .bind_class("deciding", deciding.into())
        .bind_class("shown", shown.into())
        .bind_label(label)
        .bind_pressed(shown.into())
        .on_click(move |_| ui.session.update(|t| t.look_at(seat)))
        .child(El::of("span", "pname").bind_text(name.into()))
        // A space between the name and the total: the button's text reads
        // "Player 2 0", the start of its name, not "Player 20".
        .markup(" ")
        .child(
            El::of("span", "ptotal")
                .bind_class("own", elsewhere.into())
                .bind_text(derive(move || {
                    if elsewhere.get() {
                        words().tray_elsewhere_short()
                    } else {
                        total.get().to_string()
                    }
                })),
        );
    El::new("li")
        .bind_hidden(derive(move || seat >= seats.get()))
        .child(button)
}

/// How a die moves in: rolled dice tumble, dice put on a field or the
/// platter slide in.
fn motion(last: &[Event], die: Die) -> &'static str {
    let rolled = last.iter().any(|e| match e {
        Event::Rolled { roll, .. } => roll.dice().iter().any(|&(d, _)| d == die),
        _ => false,
    });
    let arrived = last.iter().any(
        |e| matches!(*e, Event::ToField { die: d, .. } | Event::ToPlatter { die: d } if d == die),
    );
    if rolled {
        "tumble"
    } else if arrived {
        "arrive"
    } else {
        ""
    }
}

/// One die as a button: its name says colour, value and where it lies.
/// It moves between the zones as the die does (`zones`: where each place
/// is on the page).
fn die_button(ui: Ui, die: Die, zones: Zones) -> El {
    // (place, value, used for +1 by the deciding player)
    let look = memo(move || {
        ui.state.with(|s| {
            let player = s.decision().player().unwrap_or(0);
            (
                s.place(die),
                s.value(die),
                s.plus_used(player).contains(die),
            )
        })
    });
    let pick = memo(move || {
        ui.legal.with(|l| {
            l.iter().any(|a| {
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die)
            })
        })
    });
    let selected = memo(move || ui.selected.get() == Some(die));
    // A new roll (or a move) plays the die's animation again.
    let moved = memo(move || (ui.rolls.get(), ui.last.with(|last| motion(last, die))));
    let label = derive(move || {
        let (place, value, used) = look.get();
        die_button_name(die, place, value, used, pick.get())
    });
    let class = derive(move || {
        let (place, _, used) = look.get();
        format!(
            "die{}{}",
            if used { " used" } else { "" },
            if place == Place::Cup { " cup" } else { "" },
        )
    });
    let button = El::new("button")
        .bind_class_name(class)
        .bind_class("pick", pick.into())
        .bind_class("selected", selected.into())
        .bind_label(label)
        .bind_pressed(selected.into())
        .bind_flag_attr("data-pick", pick.into())
        // Still focusable and tappable: a tap says why not.
        .bind_flag_attr("aria-disabled", derive(move || !pick.get()))
        .on_click(move |ev| {
            if ui.session.try_update(|t| t.tap_die(die)).unwrap_or(false) {
                reveal_lit_cell();
            }
            keyboard_follow(by_keyboard(&ev));
        });
    // The face, redrawn when the die moves, is rolled or used.
    let face = button.handle();
    effect(move || {
        let (place, value, used) = look.get();
        die_face(&face, die, (place != Place::Cup).then_some(value), used);
    });
    // Place the die in its zone, and play its motion when it moved there.
    let el = button.handle();
    effect(move || {
        let (place, ..) = look.get();
        let (_, motion) = moved.get();
        place_die(&el, zones.at(place), motion);
    });
    button
}

/// A die's accessible name: "White die, 3, rolled", used for +1, or
/// "cannot be picked now".
fn die_button_name(die: Die, place: Place, value: u8, used: bool, pick: bool) -> String {
    let w = words();
    let (title, at) = (crate::words::names::die_label(&w, die), place_words(place));
    let mut label = if place == Place::Cup {
        w.die_name(&title, &at)
    } else {
        w.die_name_value(&title, value, &at)
    };
    if used {
        label = w.tray_die_used(&label);
    }
    if !pick {
        label = w.tray_die_not_now(&label);
    }
    label
}

/// A die's button into its zone, with its motion played again.
fn place_die(el: &web_sys::Element, zone: &web_sys::Element, motion: &'static str) {
    if el.parent_element().as_ref() != Some(zone) {
        let _ = zone.append_child(el);
    }
    let list = el.class_list();
    let _ = list.remove_2("tumble", "arrive");
    if !motion.is_empty() {
        // Reading the layout restarts the CSS animation.
        let _ = el.client_width();
        let _ = list.add_1(motion);
    }
}

/// The containers the dice go to.
#[derive(Clone)]
struct Zones {
    rolled: web_sys::Element,
    cup: web_sys::Element,
    fields: [web_sys::Element; 3],
    platter: web_sys::Element,
}

impl Zones {
    fn at(&self, place: Place) -> &web_sys::Element {
        match place {
            Place::Rolled => &self.rolled,
            Place::Cup => &self.cup,
            Place::Field(f) => &self.fields[(f as usize).min(2)],
            Place::Platter => &self.platter,
        }
    }
}

/// What the player is asked to do now, in a sentence.
fn prompt(ui: Ui) -> String {
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
fn chosen_prompt(s: &State, decision: Decision, names: &[String], die: Die) -> String {
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
    s: &State,
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
            let left = s.sheet(player).plus_ones.available();
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
        Decision::RoundChoice { player } => w.tray_round_choice(who(player)),
        Decision::GameOver => w.event_over(),
        // Twice as Clever's decisions: the app plays the first game.
        Decision::Return { .. } => w.due_return_or_roll(),
        Decision::Question { .. } => w.due_question(),
        Decision::SilverRow { .. } => w.due_silver_row(),
    }
}

fn dice_zones(ui: Ui) -> [El; 2] {
    let w = words();
    let solo_passive = memo(move || ui.state.with(|s| s.is_solo_passive()));
    let cup_empty = memo(move || ui.state.with(|s| s.dice_at(Place::Cup).is_empty()));
    let rolled = El::of("div", "dice");
    let cup = El::of("div", "cupdice")
        .attr("role", "group")
        .attr("aria-label", w.tray_cup())
        .bind_hidden(cup_empty.into());
    let platter = El::of("div", "dice");
    let fields: [El; 3] = std::array::from_fn(|f| {
        El::of("li", "field")
            .attr("aria-label", w.tray_field(f + 1))
            .child(
                El::of("span", "fnum")
                    .attr("aria-hidden", "true")
                    .text((f + 1).to_string()),
            )
    });
    let zones = Zones {
        rolled: rolled.handle(),
        cup: cup.handle(),
        fields: std::array::from_fn(|f| fields[f].handle()),
        platter: platter.handle(),
    };
    for die in Die::ALL {
        // Each die places itself in its zone (see `die_button`).
        let _ = die_button(ui, die, zones.clone());
    }
    [
        El::of("div", "zone table-zone")
            .attr("role", "group")
            .attr("aria-label", w.tray_rolled_zone())
            .child(El::of("span", "zlabel").text(w.tray_rolled()))
            .child(rolled)
            .child(cup),
        El::of("div", "lowzones")
            .child(
                El::of("div", "zone fields-zone")
                    .child(El::of("span", "zlabel").bind_text(derive(move || {
                        if solo_passive.get() {
                            words().tray_other_three()
                        } else {
                            words().tray_fields()
                        }
                    })))
                    .child(
                        El::of("ol", "fields")
                            .attr("aria-label", w.tray_fields())
                            .children(fields),
                    ),
            )
            .child(
                El::of("div", "zone platter")
                    .attr("role", "group")
                    .attr("aria-label", w.tray_platter())
                    .child(El::of("span", "zlabel").text(w.tray_platter()))
                    .child(platter),
            ),
    ]
}

/// The round 4 bonus choices, in the order the engine lists them.
const CHOICES: [RoundChoice; 5] = [
    RoundChoice::BlackX(Area::Yellow),
    RoundChoice::BlackX(Area::Blue),
    RoundChoice::BlackX(Area::Green),
    RoundChoice::Black6(Area::Orange),
    RoundChoice::Black6(Area::Purple),
];

fn buttons(ui: Ui) -> El {
    let w = words();
    // A person decides now (not a computer, not a past position).
    let person = memo(move || {
        ui.session
            .with(|t| t.replay().is_none() && t.computer_to_decide().is_none())
    });
    // With own dice the values are entered instead (`dice_entry`).
    let own_dice = memo(move || ui.session.with(|t| t.game().setup().own_dice));
    let rolling = memo(move || {
        person.get()
            && !own_dice.get()
            && ui
                .state
                .with(|s| matches!(s.decision(), Decision::Roll { .. }))
    });
    let can =
        move |action: Action| memo(move || person.get() && ui.legal.with(|l| l.contains(&action)));
    let can_reroll = can(Action::Reroll);
    let can_finish = can(Action::Finish);
    let rerolls_left = memo(move || ui.state.with(|s| s.sheet(s.active()).rerolls.available()));
    let roll = El::of("button", "btn primary roll")
        .bind_hidden(derive(move || !rolling.get()))
        .markup(icons::DICE_PAIR)
        .child(El::new("span").text(w.tray_roll()))
        .on_click(move |ev| {
            ui.session.update(|t| t.roll());
            keyboard_follow(by_keyboard(&ev));
        });
    let reroll = El::of("button", "btn")
        .bind_hidden(derive(move || !can_reroll.get()))
        .markup(icons::REROLL)
        .child(El::new("span").bind_text(derive(move || words().tray_reroll(rerolls_left.get()))))
        .on_click(move |ev| {
            ui.session.update(|t| t.reroll());
            keyboard_follow(by_keyboard(&ev));
        });
    let done = El::of("button", "btn primary")
        .bind_hidden(derive(move || !can_finish.get()))
        .text(w.tray_done())
        .on_click(move |ev| {
            ui.session.update(|t| {
                t.act(Action::Finish);
            });
            keyboard_follow(by_keyboard(&ev));
        });
    let choices = CHOICES.map(|choice| {
        let allowed = can(Action::RoundBonus(choice));
        let (kind, area) = match choice {
            RoundChoice::BlackX(a) => ("black_x", a),
            RoundChoice::Black6(a) => ("black6", a),
            RoundChoice::Black(a) => ("black", a),
        };
        El::of("button", "btn choice")
            // As in a record, for tests that follow one.
            .attr("data-choice", format!("{kind}-{}", area.name()))
            .bind_hidden(derive(move || !allowed.get()))
            .text(choice_words(choice))
            .on_click(move |ev| {
                ui.session.update(|t| {
                    t.act(Action::RoundBonus(choice));
                });
                keyboard_follow(by_keyboard(&ev));
            })
    });
    let undo = undo_button(ui, "btn ghost undo-btn");
    let [hint, hints] = computer::hint(ui);
    El::of("div", "buttons")
        .child(roll)
        .child(reroll)
        .child(done)
        .children(choices)
        .child(hint)
        .child(undo)
        .child(hints)
        .child(computer::controls(ui))
}

pub fn tray(ui: Ui) -> El {
    let note = crate::app::state::ui::note_words(ui);
    let log = memo(move || {
        ui.names.with(|names| {
            ui.recent.with(|recent| {
                recent
                    .iter()
                    .rev()
                    .filter_map(|e| event_sentence(names, e))
                    .take(14)
                    .collect::<Vec<_>>()
            })
        })
    });
    let log_list = El::new("ol").list(log, |line| El::new("li").text(line));
    let [table_zone, low_zones] = dice_zones(ui);
    El::of("section", "tray")
        .attr("aria-label", words().tray_dice())
        .child(El::of("p", "prompt").bind_text(derive(move || prompt(ui))))
        .child(crate::app::views::guide::line(ui))
        .child(crate::app::views::dice_entry::panel(ui))
        .child(crate::app::views::dice_entry::dice_layout_panel(ui))
        .child(crate::app::views::friends::tray_panel(ui))
        .child(table_zone)
        .child(low_zones)
        .child(buttons(ui))
        .child(computer::trouble(ui))
        .child(
            El::of("div", "news")
                .child(
                    El::of("p", "note")
                        .attr("role", "status")
                        .attr("aria-live", "polite")
                        .child(
                            El::new("span")
                                .bind_hidden(derive(move || note.with(|n| n.is_none())))
                                .bind_class_name(derive(move || {
                                    match note.with(|n| n.as_ref().map(|n| n.0)) {
                                        Some(true) => "refused".into(),
                                        _ => "info".into(),
                                    }
                                }))
                                .bind_text(derive(move || {
                                    note.with(|n| {
                                        n.as_ref().map(|n| n.1.clone()).unwrap_or_default()
                                    })
                                })),
                        ),
                )
                .child(
                    El::of("details", "log")
                        .child(El::new("summary").text(words().tray_log()))
                        .child(log_list),
                ),
        )
}

/// Pass-and-play: between players, a screen that hides the sheet.
pub fn hand_over(ui: Ui, seat: u8) -> El {
    // The screen is made anew for each seat: the name is fixed.
    let name = ui.session.with_untracked(|t| t.name(seat).to_string());
    let decision = memo(move || ui.state.with(|s| s.decision()));
    let who = name.clone();
    let what = derive(move || {
        let w = words();
        match decision.get() {
            Decision::Roll { .. }
            | Decision::Pick { .. }
            | Decision::DiceLayout { .. }
            | Decision::Return { .. } => w.hand_active(&who),
            Decision::Passive { .. } => w.hand_passive(&who),
            Decision::PlusOne { .. } => w.hand_plus_one(&who),
            Decision::Cross { .. } | Decision::Question { .. } | Decision::SilverRow { .. } => {
                w.hand_cross(&who)
            }
            Decision::RoundChoice { .. } => w.hand_round_choice(&who),
            // No hand-over once the game is over.
            Decision::GameOver => String::new(),
        }
    });
    let w = words();
    El::of("dialog", "overlay handoff")
        .attr("aria-label", w.hand_title(&name))
        .child(
            El::of("div", "card")
                .child(El::of("p", "small").bind_text(derive(move || status(ui))))
                .child(El::new("h2").text(w.hand_title(&name)))
                .child(El::new("p").bind_text(what))
                .child(
                    El::of("button", "btn primary big")
                        .text(w.hand_show(&name))
                        .on_click(move |ev| {
                            ui.session.update(|t| t.hand_to(seat));
                            keyboard_follow(by_keyboard(&ev));
                        }),
                ),
        )
}
