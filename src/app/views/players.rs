//! The players: the bar of every player's name and total (pass-and-play
//! and by link), and the "hand the tablet over" screen between players.

use crate::app::dom::*;
use crate::app::state::ui::{status, Ui};
use crate::app::views::focus::keyboard_follow;
use crate::engine::{Decision, Seat, MAX_PLAYERS};
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
    let total = memo(move || ui.state.with(|s| s.total(seat)));
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
