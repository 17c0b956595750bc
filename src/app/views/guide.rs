//! The first-game guide's line under the prompt (the guide itself, what
//! it says when, is `state/guide.rs`).

use crate::app::dom::*;
use crate::app::state::guide::{platter_count, Guide, Moment, Progress, Step};
use crate::app::state::stored::stored;
use crate::app::state::ui::Ui;
use crate::words::words;
use std::cell::{Cell, RefCell};

thread_local! {
    /// The guide of the line on the page (for "show it again").
    static PLACED: Cell<Option<RwSignal<Guide>>> = const { Cell::new(None) };
}

/// Keeps the progress; a browser that refuses only forgets it.
fn keep(progress: Progress) {
    stored().keep_guide(progress);
}

/// The guide's line, for the tray under the prompt: a polite live
/// region with what to do now, and "Hide the guide". Never in the way
/// of a tap: it is only text and its own button.
pub fn line(ui: Ui) -> El {
    let guide = RwSignal::new(Guide::new(stored().guide()));
    PLACED.with(|p| p.set(Some(guide)));
    let moment = memo(move || ui.legal.with(|l| ui.session.with(|t| Moment::of(t, l))));
    let before: RefCell<Option<Moment>> = RefCell::new(None);
    effect(move || {
        let now = moment.get();
        let old = guide.get_untracked();
        let mut new = old;
        new.observe(before.borrow().as_ref(), &now);
        *before.borrow_mut() = Some(now);
        if new != old {
            if new.progress != old.progress {
                keep(new.progress);
            }
            guide.set(new);
        }
    });
    let showing = memo(move || guide.with(|g| g.showing()));
    let on = memo(move || {
        let edition = moment.with(|m| m.edition);
        guide.with(|g| g.progress.on(edition))
    });
    let text = derive(move || {
        let w = words();
        match showing.get() {
            None => String::new(),
            Some(Step::Roll) => w.guide_roll(),
            Some(Step::Die) => w.guide_die(),
            Some(Step::Cell) => w.guide_cell(),
            Some(Step::Platter) => w.guide_platter(ui.last.with(|l| platter_count(l))),
            Some(Step::Passive) => w.guide_passive(),
            Some(Step::PlusOne) => w.guide_plus_one(),
            Some(Step::RoundChoice) => w.guide_round_choice(),
            Some(Step::Return) => w.guide_return(),
            Some(Step::Question) => w.guide_question(),
            Some(Step::SilverRow) => w.guide_silver_row(),
            Some(Step::BlackQuestion) => w.guide_round_black_question(),
        }
    });
    El::of("div", "guide")
        .bind_hidden(derive(move || !on.get()))
        .bind_class("idle", derive(move || showing.get().is_none()))
        .child(
            El::of("p", "guide-text")
                .attr("role", "status")
                .attr("aria-live", "polite")
                .bind_text(text),
        )
        .child(
            El::of("button", "btn small ghost guide-hide")
                .attr("aria-label", words().guide_hide())
                .attr("title", words().guide_hide())
                .text("×")
                .bind_hidden(derive(move || showing.get().is_none()))
                .on_click(move |_| {
                    guide.update(|g| g.hide());
                    keep(guide.get_untracked().progress);
                }),
        )
}

/// The guide from its first step again (asked for in "How to play").
pub fn show_again() {
    let progress = Progress::default();
    keep(progress);
    if let Some(guide) = PLACED.with(|p| p.get()) {
        guide.set(Guide::new(progress));
    }
}
