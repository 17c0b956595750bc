//! Small pieces drawn the same way by more than one view: a die's face and
//! the Undo button (the tray and the dice entry), and why the worker gave
//! no answer with "Try again" (the end panel and the history). It imports
//! no other view.

use crate::app::dom::*;
use crate::app::state::advice::NoAnswer;
use crate::app::state::phrases::{self, die_letter};
use crate::app::state::ui::Ui;
use crate::app::views::icons;
use crate::engine::{Die, NoUndo};
use crate::words::words;

/// "Undo": the last decision taken back. Off when there is none; off but
/// tappable (it says why) when that decision was sent by link.
pub fn undo_button(ui: Ui, class: &str) -> El {
    // Two flags, not a memo of the refusal: a memo of a new type is its
    // own copy of the memo's code in the first load.
    let refused = move |sent: bool| {
        memo(move || {
            ui.session.with(|t| match t.game().undo_refusal() {
                Some(NoUndo::Sent(_)) => sent,
                Some(NoUndo::Nothing) => !sent,
                None => false,
            })
        })
    };
    El::of("button", class)
        .bind_flag_attr("disabled", refused(false).into())
        .bind_flag_attr("aria-disabled", refused(true).into())
        .markup(icons::UNDO)
        .child(El::new("span").text(words().tray_undo()))
        .on_click(move |_| ui.session.update(|t| t.undo()))
}

/// A die's face in its colour inside `el` (no pips while it is in the cup),
/// its letter as a corner badge, and "+1" once used for a +1 action.
/// The letter and the "+1" are part of the picture, as the pips are: drawn
/// by the style sheet from `data-letter`, not text, so that what a die's
/// button shows as text is nothing its name would have to start with (its
/// name says the colour, the value and "used for +1" in words; in Italian
/// the letters "Bl" and "Vi" are no word of "Dado blu").
pub fn die_face(el: &web_sys::Element, die: Die, value: Option<u8>, used: bool) {
    el.set_text_content(None);
    let mut face = svg("svg")
        .attr("class", format!("face die-{}", die.name()))
        .attr("viewBox", "0 0 24 24")
        .attr("aria-hidden", "true")
        .attr("focusable", "false")
        .child(
            svg("rect")
                .attr("x", "1")
                .attr("y", "1")
                .attr("width", "22")
                .attr("height", "22")
                .attr("rx", "5")
                .attr("class", "body"),
        );
    for &(cx, cy) in value.map_or(&[][..], icons::pips) {
        face = face.child(
            svg("circle")
                .attr("cx", cx.to_string())
                .attr("cy", cy.to_string())
                .attr("r", "2.3")
                .attr("class", "pip"),
        );
    }
    let _ = el.append_child(&face.handle());
    let badge = El::of("span", "badge")
        .attr("aria-hidden", "true")
        .attr("data-letter", die_letter(die));
    let _ = el.append_child(&badge.handle());
    if used {
        let mark = El::of("span", "usedmark").attr("aria-hidden", "true");
        let _ = el.append_child(&mark.handle());
    }
}

/// Why the worker gave no answer, and "Try again", which bumps `attempt`
/// (the effect that asks tracks it, and asks anew).
pub fn no_answer(why: NoAnswer, attempt: RwSignal<u32>) -> El {
    El::new("div")
        .child(El::of("p", "refused").text(phrases::no_answer_sentence(why)))
        .child(
            El::of("button", "btn")
                .text(words().try_again())
                .on_click(move |_| attempt.update(|a| *a += 1)),
        )
}
