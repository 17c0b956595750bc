//! The table: what to do now, the dice (rolled, on the dice fields, on the
//! silver platter, still to roll), the buttons, the news; the players bar
//! and the "hand the tablet over" screen for pass-and-play.

use super::icons;
use super::words::{choice_words, die_title, place_words};
use super::{Ctx, Note};
use crate::engine::{Action, Decision, Die, Place};
use leptos::prelude::*;

/// Every player's name and total; a tap opens that sheet (read-only unless
/// it is that player's decision).
pub fn players_bar(ctx: Ctx) -> Option<AnyView> {
    let (players, names, active, deciding, totals) = ctx.game.with(|g| {
        let s = g.state();
        (
            s.players(),
            g.setup().players.clone(),
            s.active(),
            s.decision().player(),
            (0..s.players())
                .map(|p| s.score(p).total)
                .collect::<Vec<_>>(),
        )
    });
    if players < 2 {
        return None;
    }
    let shown = ctx.sheet_player();
    let items = (0..players)
        .map(|p| {
            let name = names[p as usize].clone();
            let total = totals[p as usize];
            let mut label = format!("{name}, {total} points");
            if p == active {
                label.push_str(", active player");
            }
            if deciding == Some(p) {
                label.push_str(", choosing now");
            }
            label.push_str(if p == shown {
                ", sheet shown"
            } else {
                ", show sheet"
            });
            view! {
                <li>
                    <button
                        class="player"
                        class:active={p == active}
                        class:deciding={deciding == Some(p)}
                        class:shown={p == shown}
                        aria-label=label
                        aria-pressed=if p == shown { "true" } else { "false" }
                        on:click=move |_| {
                            let now = ctx.decision().player();
                            ctx.viewing.set(if now == Some(p) { None } else { Some(p) });
                        }
                    >
                        <span class="pname">{name}</span>
                        <span class="ptotal">{total}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    Some(
        view! {
            <ul class="players" aria-label="Players">
                {items}
            </ul>
        }
        .into_any(),
    )
}

/// One die as a button: its name says colour, value and where it lies.
fn die_button(ctx: Ctx, die: Die, value: u8, place: Place, used: bool, motion: &str) -> AnyView {
    let mut label = if place == Place::Cup {
        format!("{} die, {}", die_title(die), place_words(place))
    } else {
        format!("{} die, {value}, {}", die_title(die), place_words(place))
    };
    if used {
        label.push_str(", used for +1");
    }
    let pick = move || ctx.pickable(die);
    let selected = move || ctx.selected.get() == Some(die);
    let class = format!(
        "die {motion}{}{}",
        if used { " used" } else { "" },
        if place == Place::Cup { " cup" } else { "" },
    );
    let face = if place == Place::Cup {
        view! {
            <svg class=format!("face die-{}", die.name()) viewBox="0 0 24 24" aria-hidden="true">
                <rect x="1" y="1" width="22" height="22" rx="5" class="body" />
            </svg>
            <span class="badge" aria-hidden="true">{super::words::die_letter(die)}</span>
        }
        .into_any()
    } else {
        icons::die_face(die, value)
    };
    view! {
        <button
            class=class
            class:pick=pick
            class:selected=selected
            aria-label=label
            aria-pressed=move || if selected() { "true" } else { "false" }
            data-pick=move || pick().then_some("true")
            on:click=move |ev| {
                ctx.tap_die(die);
                super::keyboard_follow(&ev);
            }
        >
            {face}
            {used
                .then(|| {
                    view! {
                        <span class="usedmark" aria-hidden="true">
                            "+1"
                        </span>
                    }
                })}
        </button>
    }
    .into_any()
}

/// What the player is asked to do now, in a sentence.
fn prompt(ctx: Ctx) -> String {
    let decision = ctx.decision();
    let legal = ctx.legal.get();
    let selected = ctx.selected.get();
    ctx.game.with(|g| {
        let s = g.state();
        let who = |p: u8| g.setup().players.get(p as usize).cloned().unwrap_or_default();
        let solo = s.players() == 1;
        let you = |p: u8| if solo { "You".to_string() } else { who(p) };
        if let Some(die) = selected {
            let sum = if matches!(die, Die::Blue | Die::White) {
                format!(
                    " (in blue: blue {} + white {} = {})",
                    s.value(Die::Blue),
                    s.value(Die::White),
                    s.value(Die::Blue) + s.value(Die::White)
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

/// The dice, where they lie.
fn dice_zones(ctx: Ctx) -> AnyView {
    let tumble = ctx.just_rolled.get_untracked();
    let arrived = ctx.arrived.get_untracked();
    ctx.game.with(|g| {
        let s = g.state();
        let player = s.decision().player().unwrap_or(0);
        let used = s.plus_used(player);
        let at = |place: Place| -> Vec<AnyView> {
            Die::ALL
                .iter()
                .filter(|&&d| s.place(d) == place)
                .map(|&d| {
                    let motion = if tumble && (place == Place::Rolled || s.is_solo_passive()) {
                        "tumble"
                    } else if arrived.contains(&d) {
                        "arrive"
                    } else {
                        ""
                    };
                    die_button(ctx, d, s.value(d), place, used.contains(d), motion)
                })
                .collect()
        };
        let rolled = at(Place::Rolled);
        let cup = at(Place::Cup);
        let platter = at(Place::Platter);
        let fields = (0..3u8)
            .map(|f| {
                let dice = at(Place::Field(f));
                view! {
                    <li class="field" aria-label=format!("Dice field {}", f + 1)>
                        <span class="fnum" aria-hidden="true">{f + 1}</span>
                        {dice}
                    </li>
                }
            })
            .collect_view();
        let solo_passive = s.is_solo_passive();
        view! {
            <div class="zone table-zone" role="group" aria-label="Rolled dice">
                <span class="zlabel">"Rolled"</span>
                <div class="dice">{rolled}</div>
                {(!cup.is_empty())
                    .then(|| {
                        view! {
                            <div class="cupdice" role="group" aria-label="Dice still to roll">
                                {cup}
                            </div>
                        }
                    })}
            </div>
            <div class="lowzones">
            <div class="zone fields-zone">
                <span class="zlabel">
                    {if solo_passive { "The other three" } else { "Dice fields" }}
                </span>
                <ol class="fields" aria-label="Dice fields">{fields}</ol>
            </div>
            <div class="zone platter" role="group" aria-label="Silver platter">
                <span class="zlabel">"Silver platter"</span>
                <div class="dice">{platter}</div>
            </div>
            </div>
        }
        .into_any()
    })
}

fn buttons(ctx: Ctx) -> AnyView {
    let decision = ctx.decision();
    let legal = ctx.legal.get();
    let can_undo = ctx.game.with(|g| g.can_undo());
    let mut out: Vec<AnyView> = Vec::new();
    if matches!(decision, Decision::Roll { .. }) {
        out.push(
            view! {
                <button class="btn primary roll" on:click=move |ev| {
                    ctx.roll();
                    super::keyboard_follow(&ev);
                }>
                    {icons::dice_pair()}
                    "Roll the dice"
                </button>
            }
            .into_any(),
        );
    }
    if legal.contains(&Action::Reroll) {
        let left = ctx.game.with(|g| {
            let s = g.state();
            s.sheet(s.active()).rerolls.available()
        });
        out.push(
            view! {
                <button class="btn" on:click=move |ev| {
                    ctx.reroll();
                    super::keyboard_follow(&ev);
                }>
                    {icons::reroll()}
                    {format!("Reroll ({left} left)")}
                </button>
            }
            .into_any(),
        );
    }
    if legal.contains(&Action::Finish) {
        out.push(
            view! {
                <button class="btn primary" on:click=move |ev| {
                    ctx.act(Action::Finish);
                    super::keyboard_follow(&ev);
                }>
                    "Done"
                </button>
            }
            .into_any(),
        );
    }
    for a in legal.iter().copied() {
        if let Action::Choose(choice) = a {
            out.push(
                view! {
                    <button class="btn choice" on:click=move |ev| {
                        ctx.act(Action::Choose(choice));
                        super::keyboard_follow(&ev);
                    }>
                        {choice_words(choice)}
                    </button>
                }
                .into_any(),
            );
        }
    }
    out.push(
        view! {
            <button class="btn ghost" disabled=!can_undo on:click=move |_| ctx.undo()>
                {icons::undo()}
                "Undo"
            </button>
        }
        .into_any(),
    );
    view! { <div class="buttons">{out}</div> }.into_any()
}

pub fn tray(ctx: Ctx) -> AnyView {
    view! {
        <section class="tray" aria-label="Dice">
            <p class="prompt">{move || prompt(ctx)}</p>
            {move || dice_zones(ctx)}
            {move || buttons(ctx)}
            <p class="note" role="status" aria-live="polite">
                {move || match ctx.note.get() {
                    Some(Note::Refused(t)) => view! { <span class="refused">{t}</span> }.into_any(),
                    Some(Note::Info(t)) => view! { <span class="info">{t}</span> }.into_any(),
                    None => ().into_any(),
                }}
            </p>
            <details class="log">
                <summary>"What happened"</summary>
                <ol>
                    {move || {
                        ctx.log
                            .get()
                            .into_iter()
                            .rev()
                            .take(14)
                            .map(|line| view! { <li>{line}</li> })
                            .collect_view()
                    }}
                </ol>
            </details>
        </section>
    }
    .into_any()
}

/// Pass-and-play: between players, a screen that hides the sheet.
pub fn handoff_screen(ctx: Ctx) -> Option<AnyView> {
    let p = ctx.handoff()?;
    if ctx.setup_open.get() || ctx.broken.with(|b| b.is_some()) {
        return None;
    }
    let name = ctx.name(p);
    let what = match ctx.decision() {
        Decision::Roll { .. } | Decision::Choose { .. } => "your turn as the active player",
        Decision::Passive { .. } => "pick a die from the silver platter",
        Decision::PlusOne { .. } => "your +1 actions",
        Decision::Cross { .. } => "place your free X",
        Decision::RoundChoice { .. } => "choose your round 4 bonus",
        Decision::GameOver => "",
    };
    let status = ctx.status();
    Some(
        view! {
            <div class="overlay handoff" role="dialog" aria-modal="true" aria-label=format!("Hand the tablet to {name}")>
                <div class="card">
                    <p class="small">{status}</p>
                    <h2>{format!("Hand the tablet to {name}")}</h2>
                    <p>{format!("{name}: {what}.")}</p>
                    <button class="btn primary big" on:click=move |ev| {
                        ctx.holder.set(Some(p));
                        super::keyboard_follow(&ev);
                    }>
                        {format!("I'm {name}: show my sheet")}
                    </button>
                </div>
            </div>
        }
        .into_any(),
    )
}
