//! The table: what to do now, the dice (rolled, on the dice fields, on the
//! silver platter, still to roll), the buttons, the news; the players bar
//! and the "hand the tablet over" screen for pass-and-play.

use super::icons;
use super::table::Note;
use super::words::{
    choice_words, die_letter, die_title, event_sentence, place_words, refusal_sentence,
};
use super::{keyboard_follow, reveal_lit_cell, Ui};
use crate::engine::{Action, Decision, Die, Event, Place};
use leptos::prelude::*;

/// Every player's name and total; a tap opens that sheet (read-only unless
/// it is that player's decision).
#[component]
pub fn PlayersBar() -> impl IntoView {
    let ui = Ui::get();
    let seats = Memo::new(move |_| ui.state.with(|s| s.players()));
    move || {
        let n = seats.get();
        (n > 1).then(|| {
            view! {
                <ul class="players" aria-label="Players">
                    {(0..n).map(|p| view! { <PlayerButton seat=p /> }).collect_view()}
                </ul>
            }
        })
    }
}

#[component]
fn PlayerButton(seat: u8) -> impl IntoView {
    let ui = Ui::get();
    let name = Memo::new(move |_| ui.table.with(|t| t.name(seat).to_string()));
    let total = Memo::new(move |_| ui.state.with(|s| s.score(seat).total));
    let active = Memo::new(move |_| ui.state.with(|s| s.active() == seat));
    let deciding = Memo::new(move |_| ui.state.with(|s| s.decision().player() == Some(seat)));
    let shown = Memo::new(move |_| ui.shown.get() == seat);
    let label = move || {
        let mut label = format!("{}, {} points", name.get(), total.get());
        if active.get() {
            label.push_str(", active player");
        }
        if deciding.get() {
            label.push_str(", choosing now");
        }
        label.push_str(if shown.get() {
            ", sheet shown"
        } else {
            ", show sheet"
        });
        label
    };
    view! {
        <li>
            <button
                class="player"
                class:active=active
                class:deciding=deciding
                class:shown=shown
                aria-label=Signal::derive(label)
                aria-pressed=Signal::derive(move || if shown.get() { "true" } else { "false" })
                on:click=move |_| ui.table.update(|t| t.look_at(seat))
            >
                <span class="pname">{name}</span>
                <span class="ptotal">{total}</span>
            </button>
        </li>
    }
}

/// How a die moves in: rolled dice tumble, dice put on a field or the
/// platter slide in.
fn motion(last: &[Event], die: Die) -> &'static str {
    let rolled = last.iter().any(|e| match e {
        Event::Rolled { roll, .. } => roll.dice().iter().any(|&(d, _)| d == die),
        _ => false,
    });
    let arrived = last.iter().any(|e| {
        matches!(*e, Event::ToField { die: d, .. } | Event::ToPlatter { die: d } if d == die)
    });
    if rolled {
        "tumble"
    } else if arrived {
        "arrive"
    } else {
        ""
    }
}

/// One die as a button: its name says colour, value and where it lies.
#[component]
fn DieButton(die: Die) -> impl IntoView {
    let ui = Ui::get();
    // (place, value, used for +1 by the deciding player)
    let look = Memo::new(move |_| {
        ui.state.with(|s| {
            let player = s.decision().player().unwrap_or(0);
            (s.place(die), s.value(die), s.plus_used(player).contains(die))
        })
    });
    let pick = Memo::new(move |_| {
        ui.legal.with(|l| {
            l.iter().any(|a| {
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die)
            })
        })
    });
    let selected = Memo::new(move |_| ui.selected.get() == Some(die));
    let moved = Memo::new(move |_| ui.table.with(|t| motion(&t.last, die)));
    let label = move || {
        let (place, value, used) = look.get();
        let mut label = if place == Place::Cup {
            format!("{} die, {}", die_title(die), place_words(place))
        } else {
            format!("{} die, {value}, {}", die_title(die), place_words(place))
        };
        if used {
            label.push_str(", used for +1");
        }
        label
    };
    let class = move || {
        let (place, _, used) = look.get();
        format!(
            "die {}{}{}",
            moved.get(),
            if used { " used" } else { "" },
            if place == Place::Cup { " cup" } else { "" },
        )
    };
    let face = move || {
        let (place, value, _) = look.get();
        if place == Place::Cup {
            view! {
                <svg class=format!("face die-{}", die.name()) viewBox="0 0 24 24" aria-hidden="true">
                    <rect x="1" y="1" width="22" height="22" rx="5" class="body" />
                </svg>
                <span class="badge" aria-hidden="true">{die_letter(die)}</span>
            }
            .into_any()
        } else {
            icons::die_face(die, value)
        }
    };
    view! {
        <button
            class=Signal::derive(class)
            class:pick=pick
            class:selected=selected
            aria-label=Signal::derive(label)
            aria-pressed=Signal::derive(move || if selected.get() { "true" } else { "false" })
            data-pick=Signal::derive(move || pick.get().then_some("true"))
            on:click=move |ev| {
                if ui.table.try_update(|t| t.tap_die(die)).unwrap_or(false) {
                    reveal_lit_cell();
                }
                keyboard_follow(&ev);
            }
        >
            {face}
            {move || {
                look.get()
                    .2
                    .then(|| {
                        view! {
                            <span class="usedmark" aria-hidden="true">
                                "+1"
                            </span>
                        }
                    })
            }}
        </button>
    }
}

/// The dice that lie at `place`, keyed so that rolled dice are new buttons
/// at each roll (their tumble plays again) and others stay put.
#[component]
fn DiceAt(place: Place) -> impl IntoView {
    let ui = Ui::get();
    let dice = Memo::new(move |_| {
        let rolls = if place == Place::Rolled {
            ui.rolls.get()
        } else {
            0
        };
        ui.state.with(|s| {
            Die::ALL
                .iter()
                .filter(|&&d| s.place(d) == place)
                .map(|&d| (d, rolls))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <For each=move || dice.get() key=|k| *k let:k>
            <DieButton die=k.0 />
        </For>
    }
}

/// What the player is asked to do now, in a sentence.
fn prompt(ui: Ui) -> String {
    let decision = ui.state.with(|s| s.decision());
    let selected = ui.selected.get();
    let legal = ui.legal.get();
    let state = ui.state.get();
    ui.table.with(|t| {
        let s = &state;
        let who = |p: u8| t.name(p).to_string();
        let solo = s.players() == 1;
        let you = |p: u8| if solo { "You".to_string() } else { who(p) };
        if let Some(die) = selected {
            let sum = if matches!(die, Die::Blue | Die::White) {
                format!(
                    " (in blue: blue {} + white {} = {})",
                    s.value(Die::Blue),
                    s.value(Die::White),
                    s.entry_value(die, crate::engine::Area::Blue)
                )
            } else {
                String::new()
            };
            let who = match decision.player() {
                Some(p) if !solo => format!("{}: ", who(p)),
                _ => String::new(),
            };
            return format!(
                "{who}{} {}{sum}: tap a lit cell, or another die.",
                die_title(die),
                s.value(die)
            );
        }
        match decision {
            Decision::Roll {
                solo_passive: true, ..
            } => "Passive turn: roll all six dice; the three lowest go to the silver platter."
                .to_string(),
            Decision::Roll { player, dice, .. } => format!(
                "{}: roll the dice ({} to roll).",
                you(player),
                dice.0.len()
            ),
            Decision::Choose { player, roll } => {
                if legal
                    .iter()
                    .any(|a| matches!(a, Action::Take { spot: None, .. }))
                {
                    "None of these dice can be entered: tap one to put it on a dice field without a mark."
                        .to_string()
                } else {
                    format!(
                        "{}, roll {roll} of 3: tap a die, then a lit cell.",
                        you(player)
                    )
                }
            }
            Decision::Passive { player } => {
                let from_fields = legal.iter().any(|a| {
                    matches!(*a, Action::Take { die, .. } if matches!(s.place(die), Place::Field(_)))
                });
                if from_fields && !solo {
                    format!(
                        "{}: nothing on the platter fits, so take one of {}'s dice from the dice fields.",
                        who(player),
                        who(s.active())
                    )
                } else if from_fields {
                    "Nothing on the platter fits: take one of the other three dice.".to_string()
                } else {
                    format!("{}: take one die from the silver platter.", you(player))
                }
            }
            Decision::PlusOne { player } => format!(
                "{}: +1 action ({} left): tap any die, then a lit cell; or Done.",
                you(player),
                s.sheet(player).plus_ones.available()
            ),
            Decision::Cross { player, area } => format!(
                "{}: free {area} X! Tap an open {area} cell.",
                you(player)
            ),
            Decision::RoundChoice { player } => format!(
                "Round 4 bonus for {}: a black X (yellow, blue or green) or a black 6 (orange or purple).",
                who(player)
            ),
            Decision::GameOver => "The game is over.".to_string(),
        }
    })
}

#[component]
fn DiceZones() -> impl IntoView {
    let ui = Ui::get();
    let solo_passive = Memo::new(move |_| ui.state.with(|s| s.is_solo_passive()));
    let cup_empty = Memo::new(move |_| ui.state.with(|s| s.dice_at(Place::Cup).is_empty()));
    let fields = (0..3u8)
        .map(|f| {
            view! {
                <li class="field" aria-label=format!("Dice field {}", f + 1)>
                    <span class="fnum" aria-hidden="true">{f + 1}</span>
                    <DiceAt place=Place::Field(f) />
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="zone table-zone" role="group" aria-label="Rolled dice">
            <span class="zlabel">"Rolled"</span>
            <div class="dice">
                <DiceAt place=Place::Rolled />
            </div>
            <Show when=move || !cup_empty.get()>
                <div class="cupdice" role="group" aria-label="Dice still to roll">
                    <DiceAt place=Place::Cup />
                </div>
            </Show>
        </div>
        <div class="lowzones">
            <div class="zone fields-zone">
                <span class="zlabel">
                    {Signal::derive(move || if solo_passive.get() { "The other three" } else { "Dice fields" })}
                </span>
                <ol class="fields" aria-label="Dice fields">{fields}</ol>
            </div>
            <div class="zone platter" role="group" aria-label="Silver platter">
                <span class="zlabel">"Silver platter"</span>
                <div class="dice">
                    <DiceAt place=Place::Platter />
                </div>
            </div>
        </div>
    }
}

#[component]
fn Buttons() -> impl IntoView {
    let ui = Ui::get();
    let rolling = Memo::new(move |_| ui.state.with(|s| matches!(s.decision(), Decision::Roll { .. })));
    let can = move |action: Action| Memo::new(move |_| ui.legal.with(|l| l.contains(&action)));
    let can_reroll = can(Action::Reroll);
    let can_finish = can(Action::Finish);
    let rerolls_left = Memo::new(move |_| {
        ui.state.with(|s| s.sheet(s.active()).rerolls.available())
    });
    let choices = Memo::new(move |_| {
        ui.legal.with(|l| {
            l.iter()
                .filter_map(|a| match *a {
                    Action::Choose(c) => Some(c),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
    });
    let can_undo = Memo::new(move |_| ui.table.with(|t| t.game.can_undo()));
    view! {
        <div class="buttons">
            <Show when=move || rolling.get()>
                <button
                    class="btn primary roll"
                    on:click=move |ev| {
                        ui.table.update(|t| t.roll());
                        keyboard_follow(&ev);
                    }
                >
                    {icons::dice_pair()}
                    "Roll the dice"
                </button>
            </Show>
            <Show when=move || can_reroll.get()>
                <button
                    class="btn"
                    on:click=move |ev| {
                        ui.table.update(|t| t.reroll());
                        keyboard_follow(&ev);
                    }
                >
                    {icons::reroll()}
                    {Signal::derive(move || format!("Reroll ({} left)", rerolls_left.get()))}
                </button>
            </Show>
            <Show when=move || can_finish.get()>
                <button
                    class="btn primary"
                    on:click=move |ev| {
                        ui.table.update(|t| {
                            t.act(Action::Finish);
                        });
                        keyboard_follow(&ev);
                    }
                >
                    "Done"
                </button>
            </Show>
            <For each=move || choices.get() key=|c| *c let:choice>
                <button
                    class="btn choice"
                    on:click=move |ev| {
                        ui.table.update(|t| {
                            t.act(Action::Choose(choice));
                        });
                        keyboard_follow(&ev);
                    }
                >
                    {choice_words(choice)}
                </button>
            </For>
            <button
                class="btn ghost"
                disabled=Signal::derive(move || !can_undo.get())
                on:click=move |_| ui.table.update(|t| t.undo())
            >
                {icons::undo()}
                "Undo"
            </button>
        </div>
    }
}

#[component]
pub fn Tray() -> impl IntoView {
    let ui = Ui::get();
    let note = Memo::new(move |_| {
        ui.table.with(|t| {
            let names = &t.game.setup().players;
            match &t.note {
                Note::Refused(r) => Some((true, refusal_sentence(names, r))),
                Note::Undone => Some((false, "Undone.".to_string())),
                Note::Told => {
                    let news: Vec<String> = t
                        .last
                        .iter()
                        .filter(|e| {
                            matches!(
                                e,
                                Event::BonusEarned { .. }
                                    | Event::BonusLost { .. }
                                    | Event::NothingToEnter { .. }
                                    | Event::RoundStarted { .. }
                                    | Event::GameOver
                            )
                        })
                        .filter_map(|e| event_sentence(names, e))
                        .collect();
                    (!news.is_empty()).then(|| (false, news.join(" ")))
                }
            }
        })
    });
    let log = Memo::new(move |_| {
        ui.table.with(|t| {
            let names = &t.game.setup().players;
            t.recent
                .iter()
                .rev()
                .filter_map(|e| event_sentence(names, e))
                .take(14)
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="tray" aria-label="Dice">
            <p class="prompt">{Signal::derive(move || prompt(ui))}</p>
            <DiceZones />
            <Buttons />
            <p class="note" role="status" aria-live="polite">
                {move || match note.get() {
                    Some((true, t)) => view! { <span class="refused">{t}</span> }.into_any(),
                    Some((false, t)) => view! { <span class="info">{t}</span> }.into_any(),
                    None => ().into_any(),
                }}
            </p>
            <details class="log">
                <summary>"What happened"</summary>
                <ol>
                    {move || {
                        log.get().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()
                    }}
                </ol>
            </details>
        </section>
    }
}

/// Pass-and-play: between players, a screen that hides the sheet.
#[component]
pub fn HandOver(seat: u8) -> impl IntoView {
    let ui = Ui::get();
    // The overlay is made anew for each seat: the name is fixed.
    let name = ui.table.with_untracked(|t| t.name(seat).to_string());
    let name_for_what = name.clone();
    let what = Memo::new(move |_| match ui.state.with(|s| s.decision()) {
        Decision::Roll { .. } | Decision::Choose { .. } => "your turn as the active player",
        Decision::Passive { .. } => "pick a die from the silver platter",
        Decision::PlusOne { .. } => "your +1 actions",
        Decision::Cross { .. } => "place your free X",
        Decision::RoundChoice { .. } => "choose your round 4 bonus",
        Decision::GameOver => "",
    });
    view! {
        <div
            class="overlay handoff"
            role="dialog"
            aria-modal="true"
            aria-label=format!("Hand the tablet to {name}")
        >
            <div class="card">
                <p class="small">{Signal::derive(move || super::status(ui))}</p>
                <h2>{format!("Hand the tablet to {name}")}</h2>
                <p>{Signal::derive(move || format!("{}: {}.", name_for_what, what.get()))}</p>
                <button
                    class="btn primary big"
                    on:click=move |ev| {
                        ui.table.update(|t| t.holder = Some(seat));
                        keyboard_follow(&ev);
                    }
                >
                    {format!("I'm {name}: show my sheet")}
                </button>
            </div>
        </div>
    }
}
