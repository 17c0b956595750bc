//! Own dice: where the app would roll, the player rolls the real dice at
//! the table and enters their values here, one tap per die, then "Use these
//! dice" (six dice: seven taps). The values become the roll, as any roll.

use super::dom::*;
use super::tray::die_face;
use super::words::die_title;
use super::{keyboard_follow, Ui};
use crate::engine::{Action, Decision, Die, DieSet, Roll};
use crate::words::words;

/// The dice the player is to enter now: those of a roll decision, in a game
/// with own dice, when a person decides (else none).
fn to_enter(ui: Ui) -> Memo<DieSet> {
    memo(move || {
        let person = ui.table.with(|t| {
            t.game().setup().own_dice && t.replay().is_none() && t.computer_to_decide().is_none()
        });
        match ui.state.with(|s| s.decision()) {
            Decision::Roll { dice, .. } if person => dice,
            _ => DieSet::default(),
        }
    })
}

/// The values entered so far, by die; cleared at each new roll decision.
type Entered = RwSignal<[Option<u8>; 6]>;

pub fn panel(ui: Ui) -> El {
    let w = words();
    let dice = to_enter(ui);
    let entered: Entered = RwSignal::new([None; 6]);
    // A new decision (or the same one after an undo) starts from nothing.
    let moves = memo(move || ui.table.with(|t| t.game().moves().len()));
    effect(move || {
        let _ = moves.get();
        let _ = dice.get();
        entered.set([None; 6]);
    });
    let complete = memo(move || {
        let set = dice.get();
        !set.is_empty() && entered.with(|e| set.iter().all(|d| e[d.index()].is_some()))
    });
    let rows = Die::ALL.map(|die| die_row(die, dice, entered));
    let use_them = El::of("button", "btn primary")
        .attr("type", "button")
        .text(w.entry_use())
        .bind_flag_attr("disabled", derive(move || !complete.get()))
        .on_click(move |ev| {
            let pairs: Vec<(Die, u8)> = entered.with_untracked(|e| {
                dice.get_untracked()
                    .iter()
                    .filter_map(|d| e[d.index()].map(|v| (d, v)))
                    .collect()
            });
            // The engine checks the values against the decision; a refusal
            // says why and changes nothing.
            if let Ok(roll) = Roll::new(&pairs) {
                ui.table.update(|t| {
                    t.act(Action::Roll(roll));
                });
            }
            keyboard_follow(by_keyboard(&ev));
        });
    El::of("section", "entry")
        .attr("aria-label", w.entry_title())
        .bind_hidden(derive(move || dice.with(|d| d.is_empty())))
        .child(El::of("h2", "entry-title").text(w.entry_title()))
        .children(rows)
        .child(use_them)
}

/// One die: its face as it will lie on the table, and its six values.
fn die_row(die: Die, dice: Memo<DieSet>, entered: Entered) -> El {
    let value = memo(move || entered.with(|e| e[die.index()]));
    let face = El::of("span", "die entry-face").attr("aria-hidden", "true");
    let el = face.0.clone();
    effect(move || die_face(&el, die, value.get(), false));
    let title = die_title(die);
    let buttons = (1..=6u8).map(|v| {
        let chosen = memo(move || value.get() == Some(v));
        El::of("button", "entry-value")
            .attr("type", "button")
            .attr("aria-label", words().entry_value(&title, v))
            .bind_pressed(chosen.into())
            .text(v.to_string())
            .on_click(move |_| entered.update(|e| e[die.index()] = Some(v)))
    });
    El::of("div", &format!("entry-die die-{}", die.name()))
        .attr("role", "group")
        .attr("aria-label", title.clone())
        .bind_hidden(derive(move || !dice.with(|d| d.contains(die))))
        .child(face)
        .children(buttons)
}
