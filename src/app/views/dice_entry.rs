//! Own dice: where the app would roll, the player rolls the real dice at
//! the table and enters their values here, one tap per die, then "Use these
//! dice" (six dice: seven taps). The values become the roll, as any roll.

use crate::app::dom::*;
use crate::app::state::session::Note;
use crate::app::state::ui::Ui;
use crate::app::views::focus::keyboard_follow;
use crate::app::views::widgets::{die_face, undo_button};
use crate::engine::{Action, Decision, DiceLayout, Die, DieSet, Roll};
use crate::words::words;
use wasm_bindgen::JsCast;

/// The dice the player is to enter now: those of a roll decision, in a game
/// with own dice, when a person decides (else none).
fn to_enter(ui: Ui) -> Memo<DieSet> {
    memo(move || {
        let person = ui.session.with(|t| {
            t.game().setup().own_dice && t.replay().is_none() && t.computer_to_decide().is_none()
        });
        match ui.state.with(|s| s.decision()) {
            Decision::Roll { dice, .. } if person => dice,
            _ => DieSet::default(),
        }
    })
}

/// The values entered so far, by die (`Die::index`); cleared at each new
/// roll decision.
type Entered<const N: usize> = RwSignal<[Option<u8>; N]>;

/// The dice the own-dice panel has a row for: every die of the games of
/// this build (a row shows while its die is to be entered).
#[cfg(not(feature = "twice"))]
const OWN_DICE: [Die; 6] = Die::ALL;
#[cfg(feature = "twice")]
const OWN_DICE: [Die; 8] = Die::BY_INDEX;

/// Why the panel's button was refused: the panel's own check or the
/// engine's, as said when it was tapped (a change in the panel clears it).
/// Shown beside the button and read out, so a panel that covers the tray
/// never hides its own answer.
fn refusal_line(why: RwSignal<Option<String>>) -> El {
    El::of("p", "entry-why")
        .attr("role", "alert")
        .bind_hidden(derive(move || why.with(Option::is_none)))
        .bind_text(derive(move || why.get().unwrap_or_default()))
}

/// Takes `action`; a refusal's reason goes to the panel's line.
fn act(ui: Ui, action: Action, why: RwSignal<Option<String>>) {
    let refused = ui
        .session
        .try_update(|t| {
            (!t.act(action)).then(|| match t.note() {
                Note::Refused(r) => ui
                    .names
                    .with_untracked(|names| crate::app::state::phrases::refused_sentence(r, names)),
                _ => String::new(),
            })
        })
        .flatten();
    why.set(refused.filter(|r| !r.is_empty()));
}

pub fn panel(ui: Ui) -> El {
    let w = words();
    let dice = to_enter(ui);
    let entered: Entered<{ OWN_DICE.len() }> = RwSignal::new([None; OWN_DICE.len()]);
    let why = RwSignal::new(None::<String>);
    // A new decision (or the same one after an undo) starts from nothing.
    let moves = memo(move || ui.session.with(|t| t.game().moves().len()));
    effect(move || {
        let _ = moves.get();
        let _ = dice.get();
        entered.set([None; OWN_DICE.len()]);
        why.set(None);
    });
    let complete = memo(move || {
        let set = dice.get();
        !set.is_empty() && entered.with(|e| set.iter().all(|d| e[d.index()].is_some()))
    });
    let rows = OWN_DICE.map(|die| die_row(die, dice, entered));
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
            match Roll::new(&pairs) {
                Ok(roll) => act(ui, Action::Roll(roll), why),
                Err(e) => why.set(Some(
                    words().rule_bad_roll(&crate::words::errors::roll_error(&e)),
                )),
            }
            keyboard_follow(by_keyboard(&ev));
        });
    El::of("section", "entry")
        .attr("aria-label", w.entry_title())
        .bind_hidden(derive(move || dice.with(|d| d.is_empty())))
        .child(El::of("h2", "entry-title").text(w.entry_title()))
        .children(rows)
        .child(
            El::of("div", "buttons")
                .child(use_them)
                // On a phone the panel covers the tray: its own Undo.
                .child(undo_button(ui, "btn ghost entry-undo")),
        )
        .child(refusal_line(why))
}

/// One die: its face as it will lie on the table, and its six values.
fn die_row<const N: usize>(die: Die, dice: Memo<DieSet>, entered: Entered<N>) -> El {
    let value = memo(move || entered.with(|e| e[die.index()]));
    let face = El::of("span", "die entry-face").attr("aria-hidden", "true");
    let el = face.handle();
    effect(move || die_face(&el, die, value.get(), false));
    let title = crate::words::names::die_label(&words(), die);
    // Each value is named by what it shows ("3"); the die is its group's name.
    let buttons = (1..=6u8).map(|v| {
        let chosen = memo(move || value.get() == Some(v));
        El::of("button", "entry-value")
            .attr("type", "button")
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

/// Only my sheet: the turn of a player on their own sheet is one input,
/// where the six dice ended up: each die's value and place (a dice field,
/// else the silver platter). The engine checks it (each colour once, 1 to
/// 3 dice on the fields) and says why when it cannot be.
pub fn dice_layout_panel(ui: Ui) -> El {
    let w = words();
    let whose = memo(move || {
        // By link, a friend's turn comes as a link (`friends.rs`).
        let person = ui.session.with(|t| {
            t.replay().is_none() && t.computer_to_decide().is_none() && t.game().link_id().is_none()
        });
        match ui.state.with(|s| s.decision()) {
            Decision::DiceLayout { player } if person => Some(player),
            _ => None,
        }
    });
    let entered: Entered<{ OWN_DICE.len() }> = RwSignal::new([None; OWN_DICE.len()]);
    // 0: the platter; 1 to 3: that dice field.
    let places = RwSignal::new([0u8; OWN_DICE.len()]);
    let why = RwSignal::new(None::<String>);
    let moves = memo(move || ui.session.with(|t| t.game().moves().len()));
    effect(move || {
        let _ = moves.get();
        let _ = whose.get();
        entered.set([None; OWN_DICE.len()]);
        places.set([0; OWN_DICE.len()]);
        why.set(None);
    });
    let all = memo(move || whose.get().map_or(DieSet::default(), |_| game_dice(ui)));
    #[cfg(not(feature = "twice"))]
    let complete = memo(move || entered.with(|e| e.iter().all(Option::is_some)));
    // The game's six dice of the eight rows.
    #[cfg(feature = "twice")]
    let complete = memo(move || {
        let set = all.get();
        entered.with(|e| set.iter().all(|d| e[d.index()].is_some()))
    });
    let rows = OWN_DICE.map(|die| die_row(die, all, entered).child(place_select(die, places, why)));
    let use_it = El::of("button", "btn primary")
        .attr("type", "button")
        .text(w.dice_layout_use())
        .bind_flag_attr("disabled", derive(move || !complete.get()))
        .on_click(move |ev| {
            // The engine checks the layout; a refusal says why, changes nothing.
            match told_layout(ui, entered.get_untracked(), places.get_untracked()) {
                Ok(layout) => act(ui, Action::DiceLayout(layout), why),
                Err(e) => why.set(Some(crate::words::errors::dice_layout_error(&e))),
            }
            keyboard_follow(by_keyboard(&ev));
        });
    let title = derive(move || {
        let name = whose
            .get()
            .and_then(|p| ui.names.with(|n| n.get(p as usize).cloned()))
            .unwrap_or_default();
        words().dice_layout_title(&name)
    });
    El::of("section", "entry table-entry")
        .bind_label(title)
        .bind_hidden(derive(move || whose.with(Option::is_none)))
        .child(El::of("h2", "entry-title").bind_text(title))
        .children(rows)
        .child(
            El::of("div", "buttons")
                .child(use_it)
                .child(undo_button(ui, "btn ghost entry-undo")),
        )
        .child(refusal_line(why))
}

/// The six dice of the game on the table.
#[cfg(not(feature = "twice"))]
fn game_dice(_: Ui) -> DieSet {
    DieSet::ALL
}

#[cfg(feature = "twice")]
fn game_dice(ui: Ui) -> DieSet {
    let mut set = DieSet::default();
    for die in ui.state.with(|s| s.edition().dice()) {
        set.insert(die);
    }
    set
}

/// The layout told in the panel (values and places by `Die::index`), as
/// the engine reads it for the game on the table.
#[cfg(not(feature = "twice"))]
fn told_layout(
    _: Ui,
    values: [Option<u8>; 6],
    places: [u8; 6],
) -> Result<DiceLayout, crate::engine::DiceLayoutError> {
    DiceLayout::from_places(values.map(|v| v.unwrap_or(0)), places)
}

#[cfg(feature = "twice")]
fn told_layout(
    ui: Ui,
    values: [Option<u8>; 8],
    places: [u8; 8],
) -> Result<DiceLayout, crate::engine::DiceLayoutError> {
    let dice = ui.state.with_untracked(|s| s.edition().dice());
    let values = dice.map(|d| values[d.index()].unwrap_or(0));
    DiceLayout::from_places_of(dice, values, dice.map(|d| places[d.index()]))
}

/// Where one die lies: the platter, or a dice field.
fn place_select<const N: usize>(
    die: Die,
    places: RwSignal<[u8; N]>,
    why: RwSignal<Option<String>>,
) -> El {
    let w = words();
    let place = El::new("select")
        .attr(
            "aria-label",
            w.dice_layout_place(&crate::words::names::die_in_sentence(&w, die)),
        )
        .child(El::new("option").attr("value", "0").text(w.tray_platter()))
        .children((1..=3u8).map(|f| {
            El::new("option")
                .attr("value", f.to_string())
                .text(w.dice_layout_field_short(f as usize))
        }))
        .on("change", move |ev| {
            let f = control_value(&ev).parse().unwrap_or(0);
            places.update(|p| p[die.index()] = f);
            why.set(None);
        });
    let select = place.handle();
    // A new layout starts with every die on the platter.
    effect(move || {
        if places.with(|p| p[die.index()]) == 0 {
            if let Some(s) = select.dyn_ref::<web_sys::HtmlSelectElement>() {
                s.set_value("0");
            }
        }
    });
    place
}
