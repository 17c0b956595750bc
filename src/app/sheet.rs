//! The score sheet, laid out like the printed one: round tracker and action
//! tracks on top, the yellow and blue grids, the green, orange and purple
//! rows, and the totals. Everything printed comes from the engine's tables
//! (`engine::sheet`); what lights up comes from `Ctx::lit`.

use super::icons;
use super::words::{area_title, bonus_words};
use super::Ctx;
use crate::engine::sheet::{
    round_bonus, ColumnReward, GridScoring, GridTable, RoundBonus, TrackRule, TrackScoring,
    TrackTable, ACTION_TRACK_LEN, BLUE, GREEN, ORANGE, PURPLE, YELLOW,
};
use crate::engine::{Area, Game, Sheet, Spot};
use leptos::prelude::*;

pub fn score_sheet(ctx: Ctx) -> impl IntoView {
    view! {
        <section class="sheet" aria-label="Score sheet">
            {move || {
                let player = ctx.sheet_player();
                let read_only = ctx.read_only();
                ctx.game.with(|g| render(ctx, g, player, read_only))
            }}
        </section>
    }
}

fn render(ctx: Ctx, game: &Game, player: u8, read_only: bool) -> AnyView {
    let state = game.state();
    let sheet = *state.sheet(player);
    let score = state.score(player);
    let name = game
        .setup()
        .players
        .get(player as usize)
        .cloned()
        .unwrap_or_default();
    // Only a sheet opened to look at says whose it is (the players bar
    // and the prompt name the player otherwise).
    let caption = if read_only && state.players() > 1 {
        format!("{name}'s sheet (to look at only)")
    } else {
        String::new()
    };
    let back = read_only && !state.is_over();
    let lowest = score.lowest_area();
    view! {
            {(!caption.is_empty())
                .then(|| {
                    view! {
                        <p class="owner" class:ro=read_only>
                            {caption}
                            {back
                                .then(|| {
                                    view! {
                                        <button
                                            class="btn small"
                                            on:click=move |_| ctx.viewing.set(None)
                                        >
                                            "Back to the game"
                                        </button>
                                    }
                                })}
                        </p>
                    }
                })}
        <div class="sheet-top">
            {round_tracker(state.round(), state.rounds(), state.is_over())}
            {action_track("Reroll", icons::reroll(), sheet.rerolls.earned, sheet.rerolls.used)}
            {action_track("+1", icons::plus_one(), sheet.plus_ones.earned, sheet.plus_ones.used)}
            <div
                class="foxes"
                role="img"
                aria-label=format!(
                    "Foxes: {}, each worth the lowest area score ({lowest})",
                    sheet.foxes,
                )
            >
                {icons::fox()}
                <span class="times">"×"</span>
                <span class="ink">{sheet.foxes}</span>
            </div>
        </div>
        <div class="grids">
            {grid_area(ctx, player, Area::Yellow, &YELLOW, &sheet, score.areas[0])}
            {grid_area(ctx, player, Area::Blue, &BLUE, &sheet, score.areas[1])}
        </div>
        {track_area(ctx, player, Area::Green, &GREEN, &sheet, score.areas[2])}
        {track_area(ctx, player, Area::Orange, &ORANGE, &sheet, score.areas[3])}
        {track_area(ctx, player, Area::Purple, &PURPLE, &sheet, score.areas[4])}
        <div
            class="sheet-foot"
            role="group"
            aria-label=format!("Total score: {}", score.total)
        >
            {crate::engine::Area::ALL
                .iter()
                .map(|&a| {
                    let class = format!("sum bg-{}", a.name());
                    view! {
                        <span class=class title=area_title(a)>
                            {score.areas[a.index()]}
                        </span>
                        <span class="op">"+"</span>
                    }
                })
                .collect_view()}
            <span class="sum foxsum" title="Foxes × lowest area">
                {icons::fox()}
                {format!("{}×{lowest}", score.foxes)}
            </span>
            <span class="op">"="</span>
            <span class="sum total">{score.total}</span>
        </div>
    }
    .into_any()
}

fn round_tracker(round: u8, rounds: u8, over: bool) -> AnyView {
    let items = (1..=rounds)
        .map(|r| {
            let state = if r < round || over {
                "past"
            } else if r == round {
                "now"
            } else {
                "later"
            };
            let (icon, words) = match round_bonus(r) {
                RoundBonus::Give(b) => (icons::bonus(b), format!(", bonus {}", bonus_words(b))),
                RoundBonus::Choice => (
                    view! { <span class="bonus-badge bg-black">"X/6"</span> }.into_any(),
                    ", bonus black X or black 6".to_string(),
                ),
                RoundBonus::None => (().into_any(), String::new()),
            };
            let label = format!(
                "Round {r} of {rounds}{}{words}",
                match state {
                    "past" => ", played",
                    "now" => ", now",
                    _ => "",
                }
            );
            view! {
                <li class=format!("round {state}") aria-label=label>
                    <span class="num">{r}</span>
                    {(state == "past").then(icons::pen_x)}
                    <span class="rb">{icon}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <ol class="rounds" aria-label=format!("Round tracker: {rounds} rounds")>
            {items}
        </ol>
    }
    .into_any()
}

fn action_track(name: &'static str, icon: AnyView, earned: u8, used: u8) -> AnyView {
    let label = format!(
        "{name} actions: {} available ({earned} earned, {used} used)",
        earned - used.min(earned)
    );
    let spaces = (0..ACTION_TRACK_LEN)
        .map(|i| {
            let class = if i < used {
                "space used"
            } else if i < earned {
                "space earned"
            } else {
                "space"
            };
            view! { <span class=class>{(i < used).then(icons::pen_x)}</span> }
        })
        .collect_view();
    view! {
        <div class="actions" role="img" aria-label=label>
            {icon}
            {spaces}
        </div>
    }
    .into_any()
}

/// A cell the player can tap: its name says what it is and its state.
fn cell_button(
    ctx: Ctx,
    player: u8,
    spot: Spot,
    class: String,
    label: String,
    content: AnyView,
) -> AnyView {
    let fresh = ctx
        .fresh
        .with_untracked(|f| f.iter().position(|&(p, s)| p == player && s == spot));
    let style = fresh.map(|i| format!("--i:{i}")).unwrap_or_default();
    let class = if fresh.is_some() {
        format!("{class} fresh")
    } else {
        class
    };
    let lit = move || ctx.lit(player, spot);
    let aria = {
        let label = label.clone();
        move || {
            if lit() {
                format!("{label}, can be marked now")
            } else {
                label.clone()
            }
        }
    };
    view! {
        <button
            class=class
            class:lit=lit
            style=style
            aria-label=aria
            data-lit=move || lit().then_some("true")
            on:click=move |ev| {
                ctx.tap_cell(player, spot);
                super::keyboard_follow(&ev);
            }
        >
            {content}
        </button>
    }
    .into_any()
}

fn grid_area(
    ctx: Ctx,
    player: u8,
    area: Area,
    table: &'static GridTable,
    sheet: &Sheet,
    points: u16,
) -> AnyView {
    let mask = sheet.grid(area);
    let title = area_title(area);
    let mut items: Vec<AnyView> = Vec::new();
    for r in 0..table.rows {
        for c in 0..4 {
            let cell = (r * 4 + c) as u8;
            let marked = mask & (1 << cell) != 0;
            let place = format!("row {} column {}", r + 1, c + 1);
            match table.value(cell) {
                None if area == Area::Blue => items.push(
                    view! {
                        <div class="cell picture" role="img" aria-label="Blue area: blue + white dice (not a cell)">
                            {icons::dice_pair()}
                        </div>
                    }
                    .into_any(),
                ),
                None => items.push(
                    view! {
                        <div
                            class="cell printed-cell"
                            role="img"
                            aria-label=format!("{title} {place}, printed X")
                        >
                            {icons::printed_x()}
                        </div>
                    }
                    .into_any(),
                ),
                Some(v) => {
                    let state = if marked { "crossed" } else { "open" };
                    let label = format!("{title} {v}, {place}, {state}");
                    let content = view! {
                        <span class="printed-num">{v}</span>
                        {marked.then(icons::pen_x)}
                    }
                    .into_any();
                    let class = format!("cell{}", if marked { " marked" } else { "" });
                    items.push(cell_button(
                        ctx,
                        player,
                        Spot::new(area, cell),
                        class,
                        label,
                        content,
                    ));
                }
            }
        }
        let row_mask = GridTable::row_mask(r);
        let done = mask & row_mask == row_mask;
        items.push(match table.row_bonus[r] {
            Some(b) => view! {
                <div
                    class="edge rowbonus"
                    class:earned=done
                    role="img"
                    aria-label=format!(
                        "Row {} bonus: {}{}",
                        r + 1,
                        bonus_words(b),
                        if done { ", earned" } else { "" },
                    )
                >
                    {icons::bonus(b)}
                </div>
            }
            .into_any(),
            None => view! { <div class="edge"></div> }.into_any(),
        });
    }
    for c in 0..4 {
        let col = table.column_mask(c);
        let done = mask & col == col;
        let (content, words) = match table.column[c] {
            ColumnReward::Points(p) => (
                view! { <span class="pts">{p}</span> }.into_any(),
                format!("{p} points"),
            ),
            ColumnReward::Bonus(b) => (icons::bonus(b), bonus_words(b)),
        };
        items.push(
            view! {
                <div
                    class="edge colbonus"
                    class:earned=done
                    role="img"
                    aria-label=format!(
                        "Column {} {}: {words}{}",
                        c + 1,
                        if matches!(table.column[c], ColumnReward::Points(_)) {
                            "complete"
                        } else {
                            "bonus"
                        },
                        if done { ", earned" } else { "" },
                    )
                >
                    {content}
                </div>
            }
            .into_any(),
        );
    }
    items.push(match table.diagonal {
        Some((cells, b)) => {
            let dmask = cells.iter().fold(0u16, |m, &i| m | 1 << i);
            let done = mask & dmask == dmask;
            view! {
                <div
                    class="edge diag"
                    class:earned=done
                    role="img"
                    aria-label=format!(
                        "Diagonal bonus: {}{}",
                        bonus_words(b),
                        if done { ", earned" } else { "" },
                    )
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
            let count = (mask & !table.printed_mask()).count_ones() as usize;
            let boxes = points
                .iter()
                .enumerate()
                .skip(1)
                .map(|(n, p)| {
                    view! {
                        <li class:reached={n <= count} class:now={n == count}>
                            <span class="n">{n}</span>
                            <span class="p">{*p}</span>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <ol
                    class="scale"
                    aria-label=format!("Blue score: {count} crossed = {} points", points[count])
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
        <div class=format!("area grid-area area-{}", area.name()) role="group" aria-label=format!("{title} area, {points} points")>
            <h2 class="area-head">
                <span class="area-name">{title}</span>
                <span class="hint">{hint}</span>
                <span class="area-pts">{points}</span>
            </h2>
            <div class=format!("grid rows{}", table.rows)>{items}</div>
            {scale}
        </div>
    }
    .into_any()
}

fn track_area(
    ctx: Ctx,
    player: u8,
    area: Area,
    table: &'static TrackTable,
    sheet: &Sheet,
    points: u16,
) -> AnyView {
    let track = *sheet.track(area);
    let title = area_title(area);
    let slots = (0..11usize)
        .map(|i| {
            let cell = i as u8;
            let marked = cell < track.len;
            let written = track.values[i];
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
            let state = match (marked, area) {
                (false, _) => "open".to_string(),
                (true, Area::Green) => "crossed".to_string(),
                (true, _) => format!("written {written}"),
            };
            let label = format!("{title} cell {}{rule_words}{bonus_text}, {state}", i + 1);
            let mark = if !marked {
                ().into_any()
            } else if area == Area::Green {
                icons::pen_x()
            } else {
                view! { <span class="ink">{written}</span> }.into_any()
            };
            let content = view! {
                {printed.map(|p| view! { <span class="rule">{p}</span> })}
                {mark}
            }
            .into_any();
            let class = format!("cell{}", if marked { " marked" } else { "" });
            let points_under = match table.scoring {
                TrackScoring::ByCount(p) => Some(view! {
                    <span class="tp" class:reached={i < track.len as usize}>
                        {p[i + 1]}
                    </span>
                }),
                TrackScoring::Sum => None,
            };
            view! {
                <li class="slot">
                    {cell_button(ctx, player, Spot::new(area, cell), class, label, content)}
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
        <div class=format!("area track-area area-{}", area.name()) role="group" aria-label=format!("{title} area, {points} points")>
            <h2 class="area-head">
                <span class="area-name">{title}</span>
                <span class="hint">{hint}</span>
                <span class="area-pts">{points}</span>
            </h2>
            <ol class="track">{slots}</ol>
        </div>
    }
    .into_any()
}
