//! Twice as Clever's score sheet, laid out like the printed one: the round
//! track, the three action bars and the foxes on top, the silver grid and
//! the yellow lattice, blue's, green's and pink's slots, and the totals.
//! Everything printed comes from the engine's `twice::printed`; each cell
//! follows its own memo, as on the first game's sheet (`sheet.rs`, whose
//! cells, badges and sums this sheet shares).

use crate::app::dom::*;
use crate::app::state::phrases::bonus_words;
use crate::app::state::ui::Ui;
use crate::app::views::icons;
use crate::app::views::sheet::{
    action_bar, area_head, area_label, cell_button, earned, edge, foot, fox_box, grid_label, owner,
    pen_if, rounds_of, slot_button, with_bonus,
};
use crate::engine::twice::printed::{
    round_bonus, silver_cell, BAR_LEN, BLUE_BONUS, BLUE_POINTS, GREEN_BONUS, GREEN_TIMES,
    PINK_AT_LEAST, PINK_BONUS, SILVER_COLUMNS, SILVER_POINTS, SILVER_ROWS, SLOTS, YELLOW_GROUPS,
    YELLOW_NUMBERS, YELLOW_PLACES,
};
use crate::engine::{Area, Bonus, Spot, TwiceSheet};
use crate::words::names::{area_title, die_colour};
use crate::words::words;

/// The sequel's sheet of the seat `ui.shown`.
pub fn twice_sheet(ui: Ui) -> El {
    let sheet = sheet_of(ui);
    El::of("section", "sheet sheet-twice")
        .attr("aria-label", words().sheet_label())
        .child(owner(ui))
        .child(
            El::of("div", "sheet-top")
                .child(rounds_of(ui, round_bonus))
                .child(bar(sheet, Bonus::Reroll))
                .child(bar(sheet, Bonus::Return))
                .child(bar(sheet, Bonus::PlusOne))
                .child(foxes(sheet)),
        )
        .child(
            El::of("div", "grids")
                .child(silver_area(ui, sheet))
                .child(yellow_area(ui, sheet)),
        )
        .child(slot_area(ui, sheet, Area::Blue))
        .child(slot_area(ui, sheet, Area::Green))
        .child(slot_area(ui, sheet, Area::Pink))
        .child(twice_foot(sheet))
}

/// The marks of the seat `ui.shown` (How to play's pictures draw the
/// parts below over their demo game with it).
pub(super) fn sheet_of(ui: Ui) -> Memo<TwiceSheet> {
    memo(move || {
        ui.state.with(|s| {
            s.twice()
                .map(|t| *t.sheet(ui.shown.get()))
                .unwrap_or_default()
        })
    })
}

/// An action bar: re-roll, return or +1.
pub(super) fn bar(sheet: Memo<TwiceSheet>, action: Bonus) -> El {
    let track = memo(move || sheet.with(|s| s.bar(action).copied().unwrap_or_default()));
    action_bar(track, action, BAR_LEN)
}

/// The foxes, each worth the lowest area.
pub(super) fn foxes(sheet: Memo<TwiceSheet>) -> El {
    let lowest = memo(move || i32::from(sheet.with(|s| s.score().lowest_area())));
    fox_box(memo(move || sheet.with(|s| s.foxes)), lowest)
}

/// The totals: each area, the foxes, the sum.
pub(super) fn twice_foot(sheet: Memo<TwiceSheet>) -> El {
    foot(
        &Area::TWICE,
        move |a| sheet.with(|s| s.area_score(a)).to_string(),
        derive(move || sheet.with(|s| format!("{}×{}", s.foxes, s.score().lowest_area()))),
        memo(move || i32::from(sheet.with(|s| s.score().total))),
    )
}

/// An area's points, as the sums and names read them.
fn points_of(sheet: Memo<TwiceSheet>, area: Area) -> Memo<i32> {
    memo(move || i32::from(sheet.with(|s| s.area_score(area))))
}

/// An area's box: its name, rule and points over what `body` draws.
fn area_box(area: Area, kind: &str, hint: String, points: Memo<i32>, body: El) -> El {
    El::of("div", &format!("area {kind} area-{}", area.name()))
        .attr("role", "group")
        .bind_label(area_label(area, points))
        .child(area_head(&area_title(area), &hint, points))
        .child(body)
}

/// Silver: a row for each of the other colours, the numbers 1–6 in each,
/// the bonus over each column, each row's points at its end.
pub(super) fn silver_area(ui: Ui, sheet: Memo<TwiceSheet>) -> El {
    let marks = memo(move || sheet.with(|s| s.silver));
    let title = area_title(Area::Silver);
    let mut grid = El::of("div", "grid silver-grid");
    for (c, &bonus) in SILVER_COLUMNS.iter().enumerate() {
        let column = (0..4).fold(0u32, |m, r| m | 1 << silver_cell(r, c as u8 + 1));
        let done = memo(move || marks.with(|m| m & column == column));
        grid = grid.child(with_bonus(
            edge("edge colbonus", done, move |done| {
                earned(words().sheet_column_bonus(c + 1, &bonus_words(bonus)), done)
            }),
            bonus,
        ));
    }
    grid = grid.child(El::of("div", "edge"));
    for (r, &die) in SILVER_ROWS.iter().enumerate() {
        for n in 1..=6u8 {
            let cell = silver_cell(r, n);
            let marked = memo(move || marks.with(|m| m & (1 << cell) != 0));
            let label = grid_label(title.clone(), n, (r + 1, n as usize), marked, None);
            grid = grid.child(
                cell_button(ui, Spot::new(Area::Silver, cell), label, marked.into())
                    .child(El::of("span", "printed-num").text(n.to_string()))
                    .child(pen_if(El::new("span"), marked.into())),
            );
        }
        // The row's points, in its colour (the row is named after that die).
        let count = memo(move || (marks.get() >> (r * 6) & 0x3F).count_ones() as usize);
        grid = grid.child(
            El::of("div", &format!("edge rowpts bg-{}", die.areas()[0].name()))
                .attr("title", die_colour(&words(), die))
                .bind_text(derive(move || SILVER_POINTS[count.get()].to_string())),
        );
    }
    area_box(
        Area::Silver,
        "grid-area",
        words().sheet_hint_silver(),
        points_of(sheet, Area::Silver),
        grid,
    )
}

/// Yellow: ten cells on a 5 × 4 lattice, each circled and later crossed;
/// a row's or column's bonus once all its cells are circled.
pub(super) fn yellow_area(ui: Ui, sheet: Memo<TwiceSheet>) -> El {
    let circled = memo(move || sheet.with(|s| s.yellow_circled));
    let crossed = memo(move || sheet.with(|s| s.yellow_crossed));
    let title = area_title(Area::Yellow);
    let group = |g: usize, class: &'static str, label: fn(usize, &str) -> String, n: usize| {
        let (cells, bonus) = YELLOW_GROUPS[g];
        let done = memo(move || circled.with(|m| m & cells == cells));
        with_bonus(
            edge(class, done, move |done| {
                earned(label(n, &bonus_words(bonus)), done)
            }),
            bonus,
        )
    };
    let mut grid = El::of("div", "grid yellow-lattice");
    for r in 0..5u8 {
        for c in 0..4u8 {
            let Some(cell) = YELLOW_PLACES.iter().position(|&p| p == (r, c)) else {
                grid = grid.child(El::of("div", "hole").attr("aria-hidden", "true"));
                continue;
            };
            let cell = cell as u8;
            let v = YELLOW_NUMBERS[cell as usize];
            let is_circled = memo(move || circled.with(|m| m & (1 << cell) != 0));
            let is_crossed = memo(move || crossed.with(|m| m & (1 << cell) != 0));
            let label = grid_label(
                title.clone(),
                v,
                (r as usize + 1, c as usize + 1),
                is_crossed,
                Some(is_circled),
            );
            let ring = derive(move || {
                if is_circled.get() {
                    icons::RING.into()
                } else {
                    String::new()
                }
            });
            grid = grid.child(
                cell_button(ui, Spot::new(Area::Yellow, cell), label, is_crossed.into())
                    .bind_class("circled", is_circled.into())
                    .child(El::of("span", "printed-num").text(v.to_string()))
                    .child(El::new("span").bind_markup(ring))
                    .child(pen_if(El::new("span"), is_crossed.into())),
            );
        }
        grid = grid.child(group(
            r as usize,
            "edge rowbonus",
            row_bonus,
            r as usize + 1,
        ));
    }
    for c in 0..4 {
        grid = grid.child(group(5 + c, "edge colbonus", column_bonus, c + 1));
    }
    area_box(
        Area::Yellow,
        "grid-area",
        words().sheet_hint_yellow_twice(),
        points_of(sheet, Area::Yellow),
        grid,
    )
}

fn row_bonus(row: usize, bonus: &str) -> String {
    words().sheet_row_bonus(row, bonus)
}

fn column_bonus(column: usize, bonus: &str) -> String {
    words().sheet_column_bonus(column, bonus)
}

/// Blue, green or pink: twelve slots written left to right, each with its
/// printed rule (green's multiplier, pink's least number for the bonus)
/// and the bonus under it; blue's points for each count of slots.
pub(super) fn slot_area(ui: Ui, sheet: Memo<TwiceSheet>, area: Area) -> El {
    let slots = memo(move || sheet.with(|s| s.slots(area).copied().unwrap_or_default()));
    let title = area_title(area);
    let (bonuses, hint) = match area {
        Area::Blue => (&BLUE_BONUS, words().sheet_hint_blue_twice()),
        Area::Green => (&GREEN_BONUS, words().sheet_hint_green_twice()),
        _ => (&PINK_BONUS, words().sheet_hint_pink()),
    };
    let list = (0..SLOTS).map(|i| {
        let cell = i as u8;
        let ink = memo(move || slots.with(|s| (cell < s.len).then_some(s.values[i])));
        let marked = memo(move || ink.get().is_some());
        let bonus = bonuses[i];
        let (times, least) = match area {
            Area::Green => (GREEN_TIMES[i], 0),
            Area::Pink => (1, PINK_AT_LEAST[i]),
            _ => (1, 0),
        };
        let title = title.clone();
        let label = derive(move || {
            let w = words();
            let mut name = w.sheet_track_cell(&title, i + 1);
            if times > 1 {
                name = w.sheet_times(&name, times);
            }
            if let Some(b) = bonus {
                name = if least > 1 {
                    w.sheet_bonus_at_least(&name, &bonus_words(b), least)
                } else {
                    w.sheet_bonus(&name, &bonus_words(b))
                };
            }
            match ink.get() {
                None => w.sheet_open(&name),
                Some(value) => w.sheet_written(&name, value),
            }
        });
        let printed = if area == Area::Green {
            Some(format!("×{times}"))
        } else {
            (least > 1).then(|| format!("≥{least}"))
        };
        let button = slot_button(ui, Spot::new(area, cell), label, marked, printed);
        let button = button.child(El::of("span", "ink").bind_text(derive(move || {
            ink.get().map(|v| v.to_string()).unwrap_or_default()
        })));
        let under = El::of("span", "under").attr("aria-hidden", "true");
        let mut slot = El::of("li", if i % 2 == 1 { "slot pair-end" } else { "slot" })
            .child(button)
            .child(match bonus {
                Some(b) => with_bonus(under, b),
                None => under,
            });
        if area == Area::Blue {
            slot = slot.child(
                El::of("span", "tp")
                    .bind_class("reached", marked.into())
                    .text(BLUE_POINTS[i + 1].to_string()),
            );
        }
        slot
    });
    area_box(
        area,
        "track-area",
        hint,
        points_of(sheet, area),
        El::of("ol", "track slots12").children(list),
    )
}
