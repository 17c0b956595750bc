//! The table: what to do now, the dice (`dice.rs`), the panels of own
//! dice and of a game by link, the buttons, the news and the log.

use crate::app::dom::*;
use crate::app::state::phrases::{choice_words, event_sentence};
use crate::app::state::prompt::prompt;
use crate::app::state::ui::Ui;
use crate::app::views::computer;
use crate::app::views::dice::dice_zones;
use crate::app::views::focus::keyboard_follow;
use crate::app::views::icons;
use crate::app::views::widgets::undo_button;
use crate::engine::Bonus;
use crate::engine::{Action, Area, Decision, RoundChoice};
use crate::words::words;

/// The round 4 bonus choices, in the order the engine lists them.
#[cfg(not(feature = "twice"))]
const CHOICES: [RoundChoice; 5] = [
    RoundChoice::BlackX(Area::Yellow),
    RoundChoice::BlackX(Area::Blue),
    RoundChoice::BlackX(Area::Green),
    RoundChoice::Black6(Area::Orange),
    RoundChoice::Black6(Area::Purple),
];
/// With the sequel: its round-4 black ?, one choice per area, too.
#[cfg(feature = "twice")]
const CHOICES: [RoundChoice; 10] = [
    RoundChoice::BlackX(Area::Yellow),
    RoundChoice::BlackX(Area::Blue),
    RoundChoice::BlackX(Area::Green),
    RoundChoice::Black6(Area::Orange),
    RoundChoice::Black6(Area::Purple),
    RoundChoice::Black(Area::Silver),
    RoundChoice::Black(Area::Yellow),
    RoundChoice::Black(Area::Blue),
    RoundChoice::Black(Area::Green),
    RoundChoice::Black(Area::Pink),
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
    let rerolls_left = memo(move || ui.state.with(|s| s.actions_left(s.active(), Bonus::Reroll)));
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
    let done = done_button(ui, can_finish).on_click(move |ev| {
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
    let buttons = El::of("div", "buttons")
        .child(roll)
        .child(reroll)
        .child(done)
        .children(choices);
    #[cfg(feature = "twice")]
    let buttons = twice_buttons(ui, buttons, can(Action::Forfeit));
    buttons
        .child(hint)
        .child(undo)
        .child(hints)
        .child(computer::controls(ui))
}

/// "Done" (no more +1 actions).
#[cfg(not(feature = "twice"))]
fn done_button(_: Ui, can_finish: Memo<bool>) -> El {
    El::of("button", "btn primary")
        .bind_hidden(derive(move || !can_finish.get()))
        .text(words().tray_done())
}

/// "Done", and in the sequel "Roll the dice" at its return, which comes
/// right before a roll (finishing it rolls).
#[cfg(feature = "twice")]
fn done_button(ui: Ui, can_finish: Memo<bool>) -> El {
    El::of("button", "btn primary")
        .bind_hidden(derive(move || !can_finish.get()))
        .bind_text(derive(move || match ui.state.with(|s| s.decision()) {
            Decision::Return { .. } => words().tray_roll(),
            _ => words().tray_done(),
        }))
}

/// The sequel's own buttons: giving up a roll no die can be entered
/// from, and the number a "?" writes in blue, green or pink (one button
/// per number the rules allow).
#[cfg(feature = "twice")]
fn twice_buttons(ui: Ui, buttons: El, can_forfeit: Memo<bool>) -> El {
    let writes = memo(move || {
        let person = ui
            .session
            .with(|t| t.replay().is_none() && t.computer_to_decide().is_none());
        ui.legal.with(|l| {
            l.iter()
                .filter(|a| person && matches!(a, Action::Write { .. }))
                .copied()
                .collect::<Vec<_>>()
        })
    });
    buttons
        .child(
            El::of("button", "btn")
                .bind_hidden(derive(move || !can_forfeit.get()))
                .text(words().action_forfeit())
                .on_click(move |ev| {
                    ui.session.update(|t| {
                        t.act(Action::Forfeit);
                    });
                    keyboard_follow(by_keyboard(&ev));
                }),
        )
        .child(El::of("span", "writes").list(writes, move |&action| {
            let label = ui.session.with_untracked(|t| {
                crate::words::capitalised(&crate::app::state::phrases::action_words(
                    t.game(),
                    action,
                ))
            });
            El::of("button", "btn choice")
                .text(label)
                .on_click(move |ev| {
                    ui.session.update(|t| {
                        t.act(action);
                    });
                    keyboard_follow(by_keyboard(&ev));
                })
        }))
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
