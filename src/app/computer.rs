//! Computer players, hints and the replay bar: the
//! app's side of them. The worker (`super::worker`) thinks; the `Table`
//! decides what a reply may change.

use super::dom::*;
use super::table::{Pace, Table};
use super::{calculator, worker, Ui};
use leptos::prelude::set_timeout_with_handle;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// Plays the computers' steps, one at a time, after the chosen pause: a
/// roll at once, a decision as the worker answers. Any change of the game
/// (an undo, a new game, another tab) drops what was under way.
pub fn drive(ui: Ui) {
    let turn = memo(move || ui.table.with(|t| t.computer_turn()));
    // The step under way: its request to the worker (0: none yet) and timer.
    let waiting = std::rc::Rc::new(std::cell::Cell::new(
        None::<(u32, leptos::prelude::TimeoutHandle)>,
    ));
    effect(move || {
        let turn = turn.get();
        if let Some((request, timer)) = waiting.take() {
            worker::forget(request);
            timer.clear();
        }
        let waiting = waiting.clone();
        let Some((revision, level)) = turn else {
            return;
        };
        let (delay, record, rolls) = ui.table.with_untracked(|t| {
            let delay = if t.skipping { 0 } else { t.pace.delay_ms() };
            let rolls = matches!(t.decision(), crate::engine::Decision::Roll { .. });
            (delay, t.game.to_json(), rolls)
        });
        let mine = waiting.clone();
        let step = move || {
            if rolls {
                ui.table.update(|t| t.computer_step(revision, None));
                return;
            }
            let id = calculator::decide(level, record, move |reply| match reply {
                Ok(action) => ui.table.update(|t| t.computer_step(revision, Some(action))),
                Err(why) => ui.table.update(|t| t.computer_failed(why)),
            });
            if let Some((_, timer)) = mine.get() {
                mine.set(Some((id, timer)));
            }
        };
        if let Ok(timer) = set_timeout_with_handle(step, Duration::from_millis(delay)) {
            waiting.set(Some((0, timer)));
        }
    });
}

/// The computers' pace, pause and skip (shown when the table has any).
pub fn controls(ui: Ui) -> El {
    let any = memo(move || {
        ui.table.with(|t| {
            (0..t.game.state().players()).any(|s| t.seat(s) != crate::engine::Seat::Person)
        })
    });
    let deciding = memo(move || ui.table.with(|t| t.computer_to_decide().is_some()));
    let paused = memo(move || ui.table.with(|t| t.paused));
    let pace = El::new("select")
        .attr("aria-label", "Computer pace")
        .children(Pace::ALL.iter().enumerate().map(|(i, p)| {
            let o = El::new("option")
                .attr("value", &i.to_string())
                .text(["Slow", "Normal", "Fast", "Instant"][i]);
            if *p == Pace::Normal {
                o.attr("selected", "")
            } else {
                o
            }
        }))
        .on("change", move |ev| {
            let i: usize = control_value(&ev).parse().unwrap_or(1);
            ui.table.update(|t| t.pace = Pace::ALL[i.min(3)]);
        });
    El::of("div", "computers")
        .bind_hidden(derive(move || !any.get()))
        .child(pace)
        .child(
            El::of("button", "btn ghost")
                .bind_pressed(paused.into())
                .text("Pause")
                .on_click(move |_| ui.table.update(|t| t.paused = !t.paused)),
        )
        .child(
            El::of("button", "btn ghost")
                .bind_hidden(derive(move || !deciding.get()))
                .text("Skip")
                .attr("aria-label", "Skip to the next person's turn")
                .on_click(move |_| {
                    ui.table.update(|t| {
                        t.skipping = true;
                        t.paused = false;
                    })
                }),
        )
}

/// "Hint", for the person who decides, and the expert's best three.
pub fn hint(ui: Ui) -> [El; 2] {
    let can = memo(move || {
        ui.table.with(|t| {
            t.replay.is_none()
                && t.computer_to_decide().is_none()
                && !matches!(
                    t.decision(),
                    crate::engine::Decision::Roll { .. } | crate::engine::Decision::GameOver
                )
        })
    });
    let button = El::of("button", "btn ghost")
        .bind_hidden(derive(move || !can.get()))
        .text("Hint")
        .on_click(move |_| {
            let Some((revision, game)) = ui
                .table
                .try_update(|t| t.ask_hint().map(|r| (r, t.game.clone())))
                .flatten()
            else {
                return;
            };
            calculator::hints(game, move |hints| {
                ui.table.update(|t| match hints {
                    Ok(h) => t.show_hints(revision, h),
                    Err(why) => t.computer_failed(why),
                });
            });
        });
    let list = El::of("ol", "hints").attr("aria-label", "Hints");
    let el = list.0.clone();
    effect(move || {
        el.set_text_content(None);
        ui.table.with(|t| {
            for h in &t.hints {
                let line = format!("{} → {} expected ({})", h.words, h.value, h.gain);
                let _ = el.append_child(&El::new("li").text(&line).0);
            }
        });
    });
    [button, list]
}

/// Over a past position: where it is, step back and forth, a slider, and
/// the way back to the game.
pub fn replay_bar(ui: Ui) -> El {
    let at = memo(move || {
        ui.table.with(|t| {
            t.replay
                .as_ref()
                .map_or((0, 0), |r| (r.at, r.full.moves().len()))
        })
    });
    let seek = move |to: usize| ui.table.update(|t| t.seek(to));
    let slider = El::new("input")
        .attr("type", "range")
        .attr("min", "0")
        .attr("aria-label", "Move")
        .bind_attr("max", derive(move || Some(at.get().1.to_string())))
        .on("input", move |ev| {
            seek(control_value(&ev).parse().unwrap_or(0))
        });
    let input = slider.0.clone();
    effect(move || {
        if let Some(i) = input.dyn_ref::<web_sys::HtmlInputElement>() {
            i.set_value(&at.get().0.to_string());
        }
    });
    El::of("section", "replaybar")
        .attr("aria-label", "Replay")
        .bind_hidden(derive(move || !ui.replaying.get()))
        .child(El::of("p", "where").bind_text(derive(move || {
            let (at, all) = at.get();
            format!("Move {at} of {all}")
        })))
        .child(
            El::of("button", "btn ghost")
                .text("Previous move")
                .on_click(move |_| seek(at.get_untracked().0.saturating_sub(1))),
        )
        .child(slider)
        .child(
            El::of("button", "btn ghost")
                .text("Next move")
                .on_click(move |_| seek(at.get_untracked().0 + 1)),
        )
        .child(
            El::of("button", "btn primary")
                .text("Back to the game")
                .on_click(move |_| ui.table.update(Table::close_replay)),
        )
}
