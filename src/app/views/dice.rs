//! The dice on the table: each die a button that moves between the zones
//! (rolled, still to roll, the dice fields, the silver platter) as the die
//! does, tumbling when rolled; its accessible name says colour, value and
//! where it lies.

use crate::app::dom::*;
use crate::app::state::phrases::place_words;
use crate::app::state::ui::Ui;
use crate::app::views::focus::{keyboard_follow, reveal_lit_cell};
use crate::app::views::widgets::die_face;
use crate::engine::{Action, Die, Event, Place};
use crate::words::words;

/// The dice a table may hold: the first game's, and in a build with the
/// sequel its dice too (each shown only in its own game).
#[cfg(not(feature = "twice"))]
const TABLE_DICE: [Die; 6] = Die::ALL;
#[cfg(feature = "twice")]
const TABLE_DICE: [Die; 8] = Die::BY_INDEX;

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
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } | Action::Return(d) if d == die)
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
    let button = El::new("button");
    #[cfg(feature = "twice")]
    let button = button.bind_hidden(derive(move || {
        let twice = ui.state.with(|s| s.edition()) == crate::engine::Edition::Twice;
        !(if twice {
            &Die::TWICE[..]
        } else {
            &Die::ALL[..]
        })
        .contains(&die)
    }));
    let button = button
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

/// The dice's zones: the rolled dice and the cup, then the dice fields
/// and the silver platter; every die's button places itself in them.
pub fn dice_zones(ui: Ui) -> [El; 2] {
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
    for die in TABLE_DICE {
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
