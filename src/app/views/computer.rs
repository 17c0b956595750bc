//! Computer players, hints and the replay bar: the app's side of them. The
//! worker (reached through `crate::app::edge::worker_channel`) thinks; the `Session` decides
//! what a reply may change.

use crate::app::dom::*;
use crate::app::edge::calculator;
use crate::app::edge::worker_channel;
use crate::app::state::phrases::waiting_sentence;
use crate::app::state::session::{Pace, Session};
use crate::app::state::ui::Ui;
use crate::words::{capitalised, words, Words};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// Plays the computers' steps, one at a time, after the chosen pause: a
/// roll at once, a decision as the worker answers. Any change of the game
/// (an undo, a new game, another tab) drops what was under way. A decision
/// the worker cannot give makes the computer wait, saying why, until "Try
/// again" (`Session::try_again`) makes its step due again.
pub fn drive(ui: Ui) {
    let turn = memo(move || ui.session.with(|t| t.computer_turn()));
    // The step under way: its timer and its request to the worker (0: none
    // yet). Dropping the timer clears it and frees its closure.
    let under_way: Rc<RefCell<(Option<Timer>, u32)>> = Default::default();
    effect(move || {
        let turn = turn.get();
        let (timer, request) = under_way.take();
        worker_channel::forget(request);
        drop(timer);
        let Some((revision, level)) = turn else {
            return;
        };
        let (delay, record, rolls) = ui.session.with_untracked(|t| {
            let delay = if t.skipping() { 0 } else { t.pace().delay_ms() };
            let rolls = matches!(t.decision(), crate::engine::Decision::Roll { .. });
            (delay, t.game().to_json(), rolls)
        });
        // Weak: the timer's closure is held by `under_way` itself.
        let mine = Rc::downgrade(&under_way);
        let step = move || {
            if rolls {
                ui.session.update(|t| t.computer_step(revision, None));
                return;
            }
            let id = calculator::decide(level, record, move |reply| match reply {
                Ok(action) => ui
                    .session
                    .update(|t| t.computer_step(revision, Some(action))),
                Err(why) => ui.session.update(|t| t.computer_waits(revision, why)),
            });
            if let Some(mine) = mine.upgrade() {
                mine.borrow_mut().1 = id;
            }
        };
        let timer = after(delay as u32, step);
        under_way.borrow_mut().0 = timer;
    });
}

/// The computers' pace, pause and skip (shown when a computer plays; a
/// seat played on its own sheet is a person).
pub fn controls(ui: Ui) -> El {
    let any = memo(move || {
        ui.session.with(|t| {
            (0..t.game().players()).any(|s| matches!(t.seat(s), crate::engine::Seat::Computer(_)))
        })
    });
    let deciding = memo(move || ui.session.with(|t| t.computer_to_decide().is_some()));
    let paused = memo(move || ui.session.with(|t| t.paused()));
    let w = words();
    let pace = El::new("select")
        .attr("aria-label", w.computer_pace())
        .children(Pace::ALL.iter().enumerate().map(|(i, p)| {
            let o = El::new("option")
                .attr("value", i.to_string())
                .text(pace_words(&w, *p));
            if *p == Pace::Normal {
                o.attr("selected", "")
            } else {
                o
            }
        }))
        .on("change", move |ev| {
            let i: usize = control_value(&ev).parse().unwrap_or(1);
            ui.session.update(|t| t.set_pace(Pace::ALL[i.min(3)]));
        });
    El::of("div", "computers")
        .bind_hidden(derive(move || !any.get()))
        .child(pace)
        .child(
            El::of("button", "btn ghost")
                .bind_pressed(paused.into())
                .text(w.computer_pause())
                .on_click(move |_| ui.session.update(|t| t.toggle_pause())),
        )
        .child(
            El::of("button", "btn ghost")
                .bind_hidden(derive(move || !deciding.get()))
                .text(w.computer_skip())
                .attr("aria-label", w.computer_skip_label())
                .on_click(move |_| ui.session.update(|t| t.skip_to_next_person())),
        )
}

/// A pace as the select offers it.
fn pace_words(w: &Words, pace: Pace) -> String {
    match pace {
        Pace::Slow => w.computer_pace_slow(),
        Pace::Normal => w.computer_pace_normal(),
        Pace::Fast => w.computer_pace_fast(),
        Pace::Instant => w.computer_pace_instant(),
    }
}

/// Asks the worker for the hints of the position now (when the person
/// who decides may have them): they show, or why not (with "Try again").
fn ask_hints(ui: Ui, revision: u64) {
    let game = ui.session.with_untracked(|t| t.game().clone());
    calculator::hints(game, move |hints| {
        ui.session.update(|t| match hints {
            Ok(h) => t.show_hints(revision, h),
            Err(why) => t.hints_failed(revision, why),
        });
    });
}

/// "Hint", for the person who decides, and the expert's best three.
pub fn hint(ui: Ui) -> [El; 2] {
    let can = memo(move || {
        ui.session.with(|t| {
            t.replay().is_none()
                && t.computer_to_decide().is_none()
                && !matches!(
                    t.decision(),
                    crate::engine::Decision::Roll { .. } | crate::engine::Decision::GameOver
                )
        })
    });
    let button = El::of("button", "btn ghost")
        .bind_hidden(derive(move || !can.get()))
        .text(words().computer_hint())
        .on_click(move |_| {
            if let Some(revision) = ui.session.try_update(|t| t.ask_hint()).flatten() {
                ask_hints(ui, revision);
            }
        });
    let lines = memo(move || {
        let w = words();
        ui.session.with(|t| {
            t.hints()
                .iter()
                .map(|h| capitalised(&w.computer_hint_line(&h.words, &h.value, &h.gain)))
                .collect()
        })
    });
    let list = El::of("ol", "hints")
        .attr("aria-label", words().computer_hints())
        .list(lines, |line| El::new("li").text(line));
    [button, list]
}

/// What waits on the worker and why, when it could not answer: the hints
/// asked for, or the computer that decides now; with "Try again", which
/// asks again (a fresh worker).
pub fn trouble(ui: Ui) -> El {
    let said = memo(move || {
        ui.session.with(|t| {
            if let Some(why) = t.computer_waiting() {
                let seat = t.decision().player().unwrap_or(0);
                let level = t.computer_to_decide()?;
                return Some(waiting_sentence(&t.name(seat), level, why));
            }
            t.hint_failed()
                .map(crate::app::state::phrases::no_answer_sentence)
        })
    });
    El::of("p", "trouble")
        .attr("role", "status")
        .bind_hidden(derive(move || said.with(|s| s.is_none())))
        .child(El::new("span").bind_text(derive(move || said.get().unwrap_or_default())))
        .child(
            El::of("button", "btn small")
                .text(words().try_again())
                .on_click(move |_| {
                    if let Some(revision) = ui.session.try_update(|t| t.try_again()).flatten() {
                        ask_hints(ui, revision);
                    }
                }),
        )
}

/// Over a past position: where it is, step back and forth, a slider, and
/// the way back to the game.
pub fn replay_bar(ui: Ui) -> El {
    let at = memo(move || {
        ui.session
            .with(|t| t.replay().map_or((0, 0), |r| (r.at, r.full.moves().len())))
    });
    let seek = move |to: usize| ui.session.update(|t| t.seek(to));
    let w = words();
    let slider = El::new("input")
        .attr("type", "range")
        .attr("min", "0")
        .attr("aria-label", w.replay_slider())
        .bind_attr("max", derive(move || Some(at.get().1.to_string())))
        .on("input", move |ev| {
            seek(control_value(&ev).parse().unwrap_or(0))
        });
    let input = slider.handle();
    effect(move || {
        if let Some(i) = input.dyn_ref::<web_sys::HtmlInputElement>() {
            i.set_value(&at.get().0.to_string());
        }
    });
    El::of("section", "replaybar")
        .attr("aria-label", w.replay_label())
        .bind_hidden(derive(move || !ui.replaying.get()))
        .child(El::of("p", "where").bind_text(derive(move || {
            let (at, all) = at.get();
            words().replay_where(at, all)
        })))
        .child(
            El::of("button", "btn ghost")
                .text(w.replay_previous())
                .on_click(move |_| seek(at.get_untracked().0.saturating_sub(1))),
        )
        .child(slider)
        .child(
            El::of("button", "btn ghost")
                .text(w.replay_next())
                .on_click(move |_| seek(at.get_untracked().0 + 1)),
        )
        .child(
            El::of("button", "btn primary")
                .text(w.replay_back())
                .on_click(move |_| ui.session.update(Session::close_replay)),
        )
}
