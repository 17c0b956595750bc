//! The score sheet, laid out like the printed one: round tracker and action
//! tracks on top, the yellow and blue grids, the green, orange and purple
//! rows, and the totals. Everything printed comes from the engine's tables
//! and is built once; each cell, space and badge follows its own memo, so a
//! change redraws only what it changes.

use super::icons;
use super::words::{area_title, bonus_words};
use super::{keyboard_follow, pen_if, Ui};
use crate::engine::sheet::{
    round_bonus, ColumnReward, GridScoring, GridTable, RoundBonus, TrackRule, TrackScoring,
    TrackTable, ACTION_TRACK_LEN, BLUE, GREEN, ORANGE, PURPLE, YELLOW,
};
use crate::engine::{Area, Spot};
use leptos::prelude::*;

#[component]
pub fn ScoreSheet() -> impl IntoView {
    let ui = Ui::get();
    // Only a sheet opened to look at says whose it is (the players bar and
    // the prompt name the player otherwise).
    let caption = Memo::new(move |_| {
        let multi = ui.state.with(|s| s.players() > 1);
        (ui.read_only.get() && multi).then(|| {
            let seat = ui.shown.get();
            ui.table.with(|t| t.name(seat).to_string())
        })
    });
    let over = Memo::new(move |_| ui.state.with(|s| s.is_over()));
    view! {
        <section class="sheet" aria-label="Score sheet">
            {move || {
                caption
                    .get()
                    .map(|name| {
                        view! {
                            <p class="owner ro">
                                {format!("{name}'s sheet (to look at only)")}
                                <Show when=move || !over.get()>
                                    <button
                                        class="btn small"
                                        on:click=move |_| ui.table.update(|t| t.viewing = None)
                                    >
                                        "Back to the game"
                                    </button>
                                </Show>
                            </p>
                        }
                    })
            }}
            <div class="sheet-top">
                <RoundTracker />
                <ActionTrack reroll=true />
                <ActionTrack reroll=false />
                <Foxes />
            </div>
            <div class="grids">
                <GridArea area=Area::Yellow table=&YELLOW />
                <GridArea area=Area::Blue table=&BLUE />
            </div>
            <TrackArea area=Area::Green table=&GREEN />
            <TrackArea area=Area::Orange table=&ORANGE />
            <TrackArea area=Area::Purple table=&PURPLE />
            <SheetFoot />
        </section>
    }
}

#[component]
fn RoundTracker() -> impl IntoView {
    let ui = Ui::get();
    let rounds = Memo::new(move |_| ui.state.with(|s| s.rounds()));
    view! {
        <ol class="rounds" aria-label=Signal::derive(move || format!("Round tracker: {} rounds", rounds.get()))>
            {move || (1..=rounds.get()).map(|r| view! { <RoundSpace round=r /> }).collect_view()}
        </ol>
    }
}

#[component]
fn RoundSpace(round: u8) -> impl IntoView {
    let ui = Ui::get();
    let phase = Memo::new(move |_| {
        ui.state.with(|s| {
            if round < s.round() || s.is_over() {
                "past"
            } else if round == s.round() {
                "now"
            } else {
                "later"
            }
        })
    });
    let rounds = move || ui.state.with(|s| s.rounds());
    let (icon, words) = match round_bonus(round) {
        RoundBonus::Give(b) => (icons::bonus(b), format!(", bonus {}", bonus_words(b))),
        RoundBonus::Choice => (
            view! { <span class="bonus-badge bg-black">"X/6"</span> }.into_any(),
            ", bonus black X or black 6".to_string(),
        ),
        RoundBonus::None => (().into_any(), String::new()),
    };
    let label = move || {
        let when = match phase.get() {
            "past" => ", played",
            "now" => ", now",
            _ => "",
        };
        format!("Round {round} of {}{when}{words}", rounds())
    };
    view! {
        <li class=Signal::derive(move || format!("round {}", phase.get())) aria-label=Signal::derive(label)>
            <span class="num">{round}</span>
            {pen_if(Signal::derive(move || phase.get() == "past"))}
            <span class="rb">{icon}</span>
        </li>
    }
}

#[component]
fn ActionTrack(reroll: bool) -> impl IntoView {
    let ui = Ui::get();
    let track = Memo::new(move |_| {
        ui.sheet
            .with(|s| if reroll { s.rerolls } else { s.plus_ones })
    });
    let (name, icon) = if reroll {
        ("Reroll", icons::reroll())
    } else {
        ("+1", icons::plus_one())
    };
    let label = move || {
        let t = track.get();
        format!(
            "{name} actions: {} available ({} earned, {} used)",
            t.available(),
            t.earned,
            t.used
        )
    };
    let spaces = (0..ACTION_TRACK_LEN)
        .map(|i| {
            let look = Memo::new(move |_| {
                let t = track.get();
                if i < t.used {
                    "space used"
                } else if i < t.earned {
                    "space earned"
                } else {
                    "space"
                }
            });
            view! {
                <span class=look>{pen_if(Signal::derive(move || look.get() == "space used"))}</span>
            }
        })
        .collect_view();
    view! {
        <div class="actions" role="img" aria-label=Signal::derive(label)>
            {icon}
            {spaces}
        </div>
    }
}

#[component]
fn Foxes() -> impl IntoView {
    let ui = Ui::get();
    let foxes = Memo::new(move |_| ui.sheet.with(|s| s.foxes));
    let lowest = Memo::new(move |_| ui.score.with(|s| s.lowest_area()));
    view! {
        <div
            class="foxes"
            role="img"
            aria-label=Signal::derive(move || {
                format!(
                    "Foxes: {}, each worth the lowest area score ({})",
                    foxes.get(),
                    lowest.get(),
                )
            })
        >
            {icons::fox()}
            <span class="times">"×"</span>
            <span class="ink">{foxes}</span>
        </div>
    }
}

#[component]
fn SheetFoot() -> impl IntoView {
    let ui = Ui::get();
    let total = Memo::new(move |_| ui.score.with(|s| s.total));
    let parts = Area::ALL
        .iter()
        .map(|&a| {
            let points = Memo::new(move |_| ui.score.with(|s| s.area(a)));
            view! {
                <span class=format!("sum bg-{}", a.name()) title=area_title(a)>
                    {points}
                </span>
                <span class="op">"+"</span>
            }
        })
        .collect_view();
    let foxes = Memo::new(move |_| ui.score.with(|s| (s.foxes, s.lowest_area())));
    view! {
        <div
            class="sheet-foot"
            role="group"
            aria-label=Signal::derive(move || format!("Total score: {}", total.get()))
        >
            {parts}
            <span class="sum foxsum" title="Foxes × lowest area">
                {icons::fox()}
                {Signal::derive(move || {
                    let (n, lowest) = foxes.get();
                    format!("{n}×{lowest}")
                })}
            </span>
            <span class="op">"="</span>
            <span class="sum total">{total}</span>
        </div>
    }
}

/// A cell the player can tap. `label` is its name without the "can be
/// marked now" the engine's lit cells add; `fresh` says it was marked by
/// the last step (the pen animates, in marking order).
#[component]
fn CellButton(
    spot: Spot,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] marked: Signal<bool>,
    children: Children,
) -> impl IntoView {
    let ui = Ui::get();
    let lit = Memo::new(move |_| ui.lit.with(|l| l.contains(spot)));
    let fresh = Memo::new(move |_| ui.fresh.with(|f| f.iter().position(|&s| s == spot)));
    view! {
        <button
            class="cell"
            class:marked=marked
            class:lit=lit
            class:fresh=Signal::derive(move || fresh.get().is_some())
            style=Signal::derive(move || fresh.get().map(|i| format!("--i:{i}")))
            aria-label=Signal::derive(move || {
                if lit.get() { format!("{}, can be marked now", label.get()) } else { label.get() }
            })
            data-lit=Signal::derive(move || lit.get().then_some("true"))
            on:click=move |ev| {
                let seat = ui.shown.get_untracked();
                ui.table.update(|t| t.tap_cell(seat, spot));
                keyboard_follow(&ev);
            }
        >
            {children()}
        </button>
    }
}

#[component]
fn GridArea(area: Area, table: &'static GridTable) -> impl IntoView {
    let ui = Ui::get();
    let mask = Memo::new(move |_| ui.sheet.with(|s| s.grid(area)));
    let points = Memo::new(move |_| ui.score.with(|s| s.area(area)));
    let title = area_title(area);
    let earned = move |bits: u16| move |_: Option<&bool>| mask.with(|m| m & bits == bits);
    let mut items = Vec::new();
    for r in 0..table.rows {
        for c in 0..4 {
            let cell = (r * 4 + c) as u8;
            let place = format!("row {} column {}", r + 1, c + 1);
            items.push(match table.value(cell) {
                None if area == Area::Blue => view! {
                    <div
                        class="cell picture"
                        role="img"
                        aria-label="Blue area: blue + white dice (not a cell)"
                    >
                        {icons::dice_pair()}
                    </div>
                }
                .into_any(),
                None => view! {
                    <div
                        class="cell printed-cell"
                        role="img"
                        aria-label=format!("{title} {place}, printed X")
                    >
                        {icons::printed_x()}
                    </div>
                }
                .into_any(),
                Some(v) => {
                    let marked = Memo::new(move |_| mask.with(|m| m & (1 << cell) != 0));
                    let label = Memo::new(move |_| {
                        let state = if marked.get() { "crossed" } else { "open" };
                        format!("{title} {v}, {place}, {state}")
                    });
                    view! {
                        <CellButton spot=Spot::new(area, cell) label=label marked=marked>
                            <span class="printed-num">{v}</span>
                            {pen_if(marked.into())}
                        </CellButton>
                    }
                    .into_any()
                }
            });
        }
        items.push(match table.row_bonus[r] {
            Some(b) => {
                let done = Memo::new(earned(GridTable::row_mask(r)));
                let words = bonus_words(b);
                view! {
                    <div
                        class="edge rowbonus"
                        class:earned=done
                        role="img"
                        aria-label=Signal::derive(move || {
                            format!(
                                "Row {} bonus: {words}{}",
                                r + 1,
                                if done.get() { ", earned" } else { "" },
                            )
                        })
                    >
                        {icons::bonus(b)}
                    </div>
                }
                .into_any()
            }
            None => view! { <div class="edge"></div> }.into_any(),
        });
    }
    for c in 0..4 {
        let done = Memo::new(earned(table.column_mask(c)));
        let (content, words, kind) = match table.column[c] {
            ColumnReward::Points(p) => (
                view! { <span class="pts">{p}</span> }.into_any(),
                format!("{p} points"),
                "complete",
            ),
            ColumnReward::Bonus(b) => (icons::bonus(b), bonus_words(b), "bonus"),
        };
        items.push(
            view! {
                <div
                    class="edge colbonus"
                    class:earned=done
                    role="img"
                    aria-label=Signal::derive(move || {
                        format!(
                            "Column {} {kind}: {words}{}",
                            c + 1,
                            if done.get() { ", earned" } else { "" },
                        )
                    })
                >
                    {content}
                </div>
            }
            .into_any(),
        );
    }
    items.push(match table.diagonal {
        Some((cells, b)) => {
            let done = Memo::new(earned(cells.iter().fold(0u16, |m, &i| m | 1 << i)));
            let words = bonus_words(b);
            view! {
                <div
                    class="edge diag"
                    class:earned=done
                    role="img"
                    aria-label=Signal::derive(move || {
                        format!("Diagonal bonus: {words}{}", if done.get() { ", earned" } else { "" })
                    })
                >
                    <span class="arrow" aria-hidden="true">
                        "↘"
                    </span>
                    {icons::bonus(b)}
                </div>
            }
            .into_any()
        }
        None => view! { <div class="edge"></div> }.into_any(),
    });
    let scale = match table.scoring {
        GridScoring::ByCount(points) => {
            let printed = table.printed_mask();
            let count = Memo::new(move |_| (mask.get() & !printed).count_ones() as usize);
            let boxes = points
                .iter()
                .enumerate()
                .skip(1)
                .map(|(n, p)| {
                    view! {
                        <li
                            class:reached=Signal::derive(move || n <= count.get())
                            class:now=Signal::derive(move || n == count.get())
                        >
                            <span class="n">{n}</span>
                            <span class="p">{*p}</span>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <ol
                    class="scale"
                    aria-label=Signal::derive(move || {
                        let n = count.get();
                        format!("Blue score: {n} crossed = {} points", points[n])
                    })
                >
                    {boxes}
                </ol>
            })
        }
        GridScoring::ColumnPoints => None,
    };
    let hint = if area == Area::Blue {
        "blue + white"
    } else {
        "any order"
    };
    view! {
        <div
            class=format!("area grid-area area-{}", area.name())
            role="group"
            aria-label=Signal::derive(move || format!("{title} area, {} points", points.get()))
        >
            <h2 class="area-head">
                <span class="area-name">{title}</span>
                <span class="hint">{hint}</span>
                <span class="area-pts">{points}</span>
            </h2>
            <div class=format!("grid rows{}", table.rows)>{items}</div>
            {scale}
        </div>
    }
}

#[component]
fn TrackArea(area: Area, table: &'static TrackTable) -> impl IntoView {
    let ui = Ui::get();
    let track = Memo::new(move |_| ui.sheet.with(|s| *s.track(area)));
    let points = Memo::new(move |_| ui.score.with(|s| s.area(area)));
    let title = area_title(area);
    let slots = (0..11usize)
        .map(|i| {
            let cell = i as u8;
            // (marked, written): what this space shows.
            let ink = Memo::new(move |_| {
                track.with(|t| (cell < t.len).then_some(t.values[i]))
            });
            let (printed, rule_words) = match table.rule {
                TrackRule::AtLeast(min) => (
                    (min[i] > 1).then(|| format!("≥{}", min[i])),
                    format!(", needs {} or more", min[i]),
                ),
                TrackRule::Times(m) => (
                    (m[i] > 1).then(|| format!("×{}", m[i])),
                    if m[i] > 1 {
                        format!(", times {}", m[i])
                    } else {
                        String::new()
                    },
                ),
                TrackRule::Ascending => (None, String::new()),
            };
            let bonus = table.bonus[i];
            let bonus_text = bonus
                .map(|b| format!(", bonus {}", bonus_words(b)))
                .unwrap_or_default();
            let label = Memo::new(move |_| {
                let state = match (ink.get(), area) {
                    (None, _) => "open".to_string(),
                    (Some(_), Area::Green) => "crossed".to_string(),
                    (Some(w), _) => format!("written {w}"),
                };
                format!("{title} cell {}{rule_words}{bonus_text}, {state}", i + 1)
            });
            let marked = Signal::derive(move || ink.get().is_some());
            let mark = move || match ink.get() {
                None => ().into_any(),
                Some(_) if area == Area::Green => icons::pen_x(),
                Some(w) => view! { <span class="ink">{w}</span> }.into_any(),
            };
            let points_under = match table.scoring {
                TrackScoring::ByCount(p) => Some(view! {
                    <span class="tp" class:reached=Signal::derive(move || ink.get().is_some())>
                        {p[i + 1]}
                    </span>
                }),
                TrackScoring::Sum => None,
            };
            view! {
                <li class="slot">
                    <CellButton spot=Spot::new(area, cell) label=label marked=marked>
                        {printed.clone().map(|p| view! { <span class="rule">{p}</span> })}
                        {mark}
                    </CellButton>
                    <span class="under" aria-hidden="true">
                        {bonus.map(icons::bonus)}
                    </span>
                    {points_under}
                </li>
            }
        })
        .collect_view();
    let hint = match area {
        Area::Green => "≥ the number",
        Area::Orange => "write the value",
        _ => "each higher (after 6: any)",
    };
    view! {
        <div
            class=format!("area track-area area-{}", area.name())
            role="group"
            aria-label=Signal::derive(move || format!("{title} area, {} points", points.get()))
        >
            <h2 class="area-head">
                <span class="area-name">{title}</span>
                <span class="hint">{hint}</span>
                <span class="area-pts">{points}</span>
            </h2>
            <ol class="track">{slots}</ol>
        </div>
    }
}
