//! The score sheet, laid out like the printed one: round tracker and action
//! tracks on top, the yellow and blue grids, the green, orange and purple
//! rows, and the totals. Everything printed comes from the engine's `printed`
//! and is made once; each cell, space and badge follows its own memo, so a
//! change redraws only what it changes.

use crate::app::dom::*;
use crate::app::state::phrases::bonus_words;
use crate::app::state::ui::Ui;
use crate::app::views::focus::keyboard_follow;
use crate::app::views::icons;
use crate::engine::printed::RoundBonus;
// The first game's sheet (not in the sequel's app).
#[cfg(not(feature = "only-twice"))]
use crate::engine::printed::{
    round_bonus, ColumnReward, GridScoring, PrintedGrid, PrintedTrack, TrackRule, TrackScoring,
    ACTION_TRACK_LEN, BLUE, GREEN, ORANGE, PURPLE, YELLOW,
};
use crate::engine::sheet::ActionTrack;
use crate::engine::{Area, Bonus, Decision, Edition, Spot};
use crate::words::names::area_title;
use crate::words::words;

#[cfg(not(feature = "only-twice"))]
/// The sheet of the seat `ui.shown`: the player who decides, or the one
/// opened from the players bar.
pub fn score_sheet(ui: Ui) -> El {
    El::of("section", "sheet")
        .attr("aria-label", words().sheet_label())
        .child(owner(ui))
        .child(
            El::of("div", "sheet-top")
                .child(round_tracker(ui))
                .child(action_track(ui, true))
                .child(action_track(ui, false))
                .child(foxes(ui)),
        )
        .child(
            El::of("div", "grids")
                .child(grid_area(ui, Area::Yellow, &YELLOW))
                .child(grid_area(ui, Area::Blue, &BLUE)),
        )
        .child(track_area(ui, Area::Green, &GREEN))
        .child(track_area(ui, Area::Orange, &ORANGE))
        .child(track_area(ui, Area::Purple, &PURPLE))
        .child(sheet_foot(ui))
}

/// Whose sheet it is, over a sheet opened to look at, with the way back.
pub(super) fn owner(ui: Ui) -> El {
    // Only a sheet opened to look at says whose it is (the players bar and
    // the prompt name the player otherwise).
    let caption = memo(move || {
        // (At the turn of a seat played elsewhere the sheet kept here is
        // shown while its table is entered: it is not being looked at.)
        let multi = ui
            .state
            .with(|s| s.players() > 1 && !matches!(s.decision(), Decision::DiceLayout { .. }));
        (ui.read_only.get() && multi).then(|| {
            let seat = ui.shown.get();
            ui.session.with(|t| words().sheet_of(&t.name(seat)))
        })
    });
    let over = memo(move || ui.state.with(|s| s.is_over()));
    El::of("p", "owner ro")
        .bind_hidden(derive(move || caption.with(|c| c.is_none())))
        .child(El::new("span").bind_text(derive(move || caption.get().unwrap_or_default())))
        .child(
            El::of("button", "btn small")
                .text(words().sheet_back())
                .bind_hidden(over.into())
                .on_click(move |_| ui.session.update(|t| t.stop_looking())),
        )
}

/// A pen cross inside `el` while `on` holds.
pub(super) fn pen_if(el: El, on: Flag) -> El {
    el.bind_markup(derive(move || {
        if on.get() {
            icons::PEN_X.into()
        } else {
            String::new()
        }
    }))
}

/// The most rounds a game has (solo and two players: 6).
const MOST_ROUNDS: u8 = 6;

#[cfg(not(feature = "only-twice"))]
pub(super) fn round_tracker(ui: Ui) -> El {
    rounds_of(ui, round_bonus)
}

/// The round track, each round with what it gives (`bonus_of`: the game's).
pub(super) fn rounds_of(ui: Ui, bonus_of: fn(u8) -> RoundBonus) -> El {
    let rounds = memo(move || ui.state.with(|s| s.rounds()));
    El::of("ol", "rounds")
        .bind_label(derive(move || words().sheet_rounds(rounds.get())))
        .children((1..=MOST_ROUNDS).map(|r| round_space(ui, r, rounds, bonus_of(r))))
}

fn round_space(ui: Ui, round: u8, rounds: Memo<u8>, bonus: RoundBonus) -> El {
    let phase = memo(move || {
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
    let icon = El::of("span", "rb");
    // The first game's round 4 gives a black X or 6, the sequel's a black ?.
    let twice = ui.state.with_untracked(|s| s.edition()) == Edition::Twice;
    let icon = match bonus {
        RoundBonus::Give(b) => with_bonus(icon, b),
        RoundBonus::Choice => {
            icon.child(El::of("span", "bonus-badge bg-black").text(if twice { "?" } else { "X/6" }))
        }
        RoundBonus::None => icon,
    };
    let label = derive(move || {
        let w = words();
        let label = w.sheet_round(round, rounds.get());
        let label = match phase.get() {
            "past" => w.sheet_round_played(&label),
            "now" => w.sheet_round_now(&label),
            _ => label,
        };
        match bonus {
            RoundBonus::Give(b) => w.sheet_bonus(&label, &bonus_words(b)),
            RoundBonus::Choice if twice => w.sheet_round_black_question(&label),
            RoundBonus::Choice => w.sheet_round_choice(&label),
            RoundBonus::None => label,
        }
    });
    El::new("li")
        .bind_class_name(derive(move || format!("round {}", phase.get())))
        .bind_label(label)
        .bind_hidden(derive(move || round > rounds.get()))
        .child(El::of("span", "num").text(round.to_string()))
        .child(pen_if(
            El::new("span"),
            derive(move || phase.get() == "past"),
        ))
        .child(icon)
}

#[cfg(not(feature = "only-twice"))]
pub(super) fn action_track(ui: Ui, reroll: bool) -> El {
    let track = memo(move || {
        ui.sheet
            .with(|s| if reroll { s.rerolls } else { s.plus_ones })
    });
    let action = if reroll {
        Bonus::Reroll
    } else {
        Bonus::PlusOne
    };
    action_bar(track, action, ACTION_TRACK_LEN)
}

/// An action's track: its spaces earned and used (`action`: re-roll, +1
/// or the sequel's return).
pub(super) fn action_bar(track: Memo<ActionTrack>, action: Bonus, len: u8) -> El {
    let icon = match action {
        Bonus::Reroll => icons::REROLL,
        #[cfg(feature = "twice")]
        Bonus::Return => icons::RETURN,
        _ => icons::PLUS_ONE,
    };
    let label = derive(move || {
        let t = track.get();
        let w = words();
        match action {
            Bonus::Reroll => w.sheet_rerolls(t.available(), t.earned, t.used),
            #[cfg(feature = "twice")]
            Bonus::Return => w.sheet_returns(t.available(), t.earned, t.used),
            _ => w.sheet_plus_ones(t.available(), t.earned, t.used),
        }
    });
    let spaces = (0..len).map(move |i| {
        let used = memo(move || i < track.get().used);
        let earned = memo(move || i < track.get().earned);
        pen_if(El::of("span", "space"), used.into())
            .bind_class("used", used.into())
            .bind_class("earned", derive(move || earned.get() && !used.get()))
    });
    El::of("div", "actions")
        .attr("role", "img")
        .bind_label(label)
        .markup(icon)
        .children(spaces)
}

#[cfg(not(feature = "only-twice"))]
pub(super) fn foxes(ui: Ui) -> El {
    let foxes = memo(move || ui.sheet.with(|s| s.foxes));
    let lowest = memo(move || i32::from(ui.score.with(|s| s.lowest_area())));
    fox_box(foxes, lowest)
}

/// The foxes earned, each worth the lowest area's points.
pub(super) fn fox_box(foxes: Memo<u8>, lowest: Memo<i32>) -> El {
    El::of("div", "foxes")
        .attr("role", "img")
        .bind_label(derive(move || {
            words().sheet_foxes(foxes.get(), lowest.get())
        }))
        .markup(icons::FOX)
        .child(El::of("span", "times").text("×"))
        .child(El::of("span", "ink").bind_text(derive(move || foxes.get().to_string())))
}

#[cfg(not(feature = "only-twice"))]
pub(super) fn sheet_foot(ui: Ui) -> El {
    let total = memo(move || i32::from(ui.score.with(|s| s.total)));
    foot(
        &Area::ALL,
        move |a| ui.score.with(|s| s.area(a)).to_string(),
        derive(move || {
            ui.score
                .with(|s| format!("{}×{}", s.foxes, s.lowest_area()))
        }),
        total,
    )
}

/// The sums under a sheet: each area's points (`points`), the foxes'
/// (`foxes`: "2×14") and the total.
pub(super) fn foot(
    areas: &[Area],
    points: impl Fn(Area) -> String + Copy + Send + Sync + 'static,
    foxes: Text,
    total: Memo<i32>,
) -> El {
    let mut foot = El::of("div", "sheet-foot")
        .attr("role", "group")
        .bind_label(derive(move || words().sheet_total(total.get())));
    for &a in areas {
        foot = foot
            .child(
                El::of("span", &format!("sum bg-{}", a.name()))
                    .attr("title", area_title(a))
                    .bind_text(derive(move || points(a))),
            )
            .child(El::of("span", "op").text("+"));
    }
    foot.child(
        El::of("span", "sum foxsum")
            .attr("title", words().sheet_fox_sum())
            .markup(icons::FOX)
            .child(El::new("span").bind_text(foxes)),
    )
    .child(El::of("span", "op").text("="))
    .child(El::of("span", "sum total").bind_text(derive(move || total.get().to_string())))
}

/// A cell the player can tap. `label` is its name without the "can be
/// marked now" that lit cells add; a cell marked by the last step is
/// `fresh` (its pen animates, in marking order).
pub(super) fn cell_button(ui: Ui, spot: Spot, label: Text, marked: Flag) -> El {
    let lit = ui.lit_at.at(spot);
    let fresh = memo(move || ui.fresh.with(|f| f.iter().position(|&s| s == spot)));
    let hinted = ui.hinted_at.at(spot);
    El::of("button", "cell")
        // Where it is on the sheet, for tests that follow a record.
        .attr("data-spot", spot_id(spot))
        .bind_class("marked", marked)
        .bind_class("lit", lit)
        .bind_class("hinted", hinted)
        .bind_flag_attr("data-hinted", hinted)
        .bind_class("fresh", derive(move || fresh.get().is_some()))
        .bind_style_var("--i", derive(move || fresh.get().map(|i| i.to_string())))
        .bind_label(derive(move || {
            let w = words();
            let mut text = label.get();
            if lit.get() {
                text = w.sheet_can_mark(&text);
            }
            if hinted.get() {
                text = w.sheet_hinted(&text);
            }
            text
        }))
        .bind_flag_attr("data-lit", lit)
        .on_click(move |ev| {
            let seat = ui.shown.get_untracked();
            ui.session.update(|t| t.tap_cell(seat, spot));
            keyboard_follow(by_keyboard(&ev));
        })
}

/// Where a cell is on the sheet (`data-spot`), for tests that follow a
/// record and for the refusal said at it.
fn spot_id(spot: Spot) -> String {
    format!("{}-{}", spot.area.name(), spot.cell)
}

/// A refused tap's reason, said at its cell (under it, or over it where
/// the box ends) as well as in the tray's note, which screen readers hear:
/// this one is for the eye only. (One element and an effect: a memo of a
/// type of its own would weigh on the first load.)
pub fn cell_note(ui: Ui) -> El {
    let note = crate::app::state::ui::note_words(ui);
    let el = El::of("p", "cell-note")
        .attr("aria-hidden", "true")
        .attr("hidden", "");
    let shown = el.handle();
    effect(move || {
        let at = ui.session.with(|t| t.refused_at());
        match at.zip(note.get()) {
            Some((spot, (_, text))) => {
                shown.set_text_content(Some(&text));
                let _ = shown.remove_attribute("hidden");
                let placed = shown.clone();
                request_animation_frame(move || place_at(&placed, spot));
            }
            None => {
                let _ = shown.set_attribute("hidden", "");
            }
        }
    });
    el
}

/// `note` beside the cell at `spot`, inside its box (its parent).
fn place_at(note: &web_sys::Element, spot: Spot) {
    use wasm_bindgen::JsCast;
    let Some(parent) = note.parent_element() else {
        return;
    };
    let found = parent.query_selector(&format!("[data-spot=\"{}\"]", spot_id(spot)));
    let (Some(cell), Some(html)) = (found.ok().flatten(), note.dyn_ref::<web_sys::HtmlElement>())
    else {
        return;
    };
    let (b, c) = (
        parent.get_bounding_client_rect(),
        cell.get_bounding_client_rect(),
    );
    let (w, h) = (html.offset_width() as f64, html.offset_height() as f64);
    let scroll = parent.scroll_top() as f64;
    let below = c.bottom() - b.top() + scroll + 4.0;
    let top = if below + h > scroll + parent.client_height() as f64 {
        c.top() - b.top() + scroll - h - 4.0
    } else {
        below
    };
    // (`min` and `max`, not `clamp`: its panic message formats floats.)
    let left = (c.left() + c.width() / 2.0 - b.left() - w / 2.0)
        .min(b.width() - w - 4.0)
        .max(4.0);
    // Whole pixels: a float's `Display` would bring its formatter into
    // the first load.
    let style = html.style();
    let _ = style.set_property("top", &format!("{}px", top as i32));
    let _ = style.set_property("left", &format!("{}px", left as i32));
}

/// An edge badge (a row, column or diagonal reward), lit once earned.
pub(super) fn edge(
    class: &str,
    done: Memo<bool>,
    label: impl Fn(bool) -> String + Send + Sync + 'static,
) -> El {
    El::of("div", class)
        .attr("role", "img")
        .bind_class("earned", done.into())
        .bind_label(derive(move || label(done.get())))
}

/// An edge reward's name, with "earned" once it is.
pub(super) fn earned(label: String, done: bool) -> String {
    if done {
        words().sheet_earned(&label)
    } else {
        label
    }
}

#[cfg(not(feature = "only-twice"))]
pub(super) fn grid_area(ui: Ui, area: Area, table: &'static PrintedGrid) -> El {
    let mask = memo(move || ui.sheet.with(|s| s.grid(area)));
    let points = memo(move || i32::from(ui.score.with(|s| s.area(area))));
    let title = area_title(area);
    let all_of = move |bits: u16| memo(move || mask.with(|m| m & bits == bits));
    let mut grid = El::of("div", &format!("grid rows{}", table.rows));
    for r in 0..table.rows {
        for c in 0..4 {
            grid = grid.child(grid_cell(ui, area, table, &title, mask, r, c));
        }
        grid = grid.child(match table.row_bonus[r] {
            Some(b) => with_bonus(
                edge(
                    "edge rowbonus",
                    all_of(PrintedGrid::row_mask(r)),
                    move |done| earned(words().sheet_row_bonus(r + 1, &bonus_words(b)), done),
                ),
                b,
            ),
            None => El::of("div", "edge"),
        });
    }
    for c in 0..4 {
        let reward = table.column[c];
        let reward_el = edge("edge colbonus", all_of(table.column_mask(c)), move |done| {
            let w = words();
            let name = match reward {
                ColumnReward::Points(p) => w.sheet_column_points(c + 1, p),
                ColumnReward::Bonus(b) => w.sheet_column_bonus(c + 1, &bonus_words(b)),
            };
            earned(name, done)
        });
        grid = grid.child(match reward {
            ColumnReward::Points(p) => reward_el.child(El::of("span", "pts").text(p.to_string())),
            ColumnReward::Bonus(b) => with_bonus(reward_el, b),
        });
    }
    grid = grid.child(match table.diagonal {
        Some((cells, b)) => with_bonus(
            edge(
                "edge diag",
                all_of(cells.iter().fold(0u16, |m, &i| m | 1 << i)),
                move |done| earned(words().sheet_diagonal_bonus(&bonus_words(b)), done),
            )
            .markup(r#"<span class="arrow" aria-hidden="true">↘</span>"#),
            b,
        ),
        None => El::of("div", "edge"),
    });
    let hint = if area == Area::Blue {
        words().sheet_hint_blue()
    } else {
        words().sheet_hint_yellow()
    };
    let out = El::of("div", &format!("area grid-area area-{}", area.name()))
        .attr("role", "group")
        .bind_label(area_label(area, points))
        .child(area_head(&title, &hint, points))
        .child(grid);
    match table.scoring {
        GridScoring::ByCount(scale) => out.child(count_scale(mask, table.printed_mask(), scale)),
        _ => out,
    }
}

#[cfg(not(feature = "only-twice"))]
/// One cell of a grid: a printed number to cross, a printed X, or blue's
/// picture of the two dice.
fn grid_cell(
    ui: Ui,
    area: Area,
    table: &'static PrintedGrid,
    title: &str,
    mask: Memo<u16>,
    r: usize,
    c: usize,
) -> El {
    let cell = (r * 4 + c) as u8;
    match table.value(cell) {
        None if area == Area::Blue => El::of("div", "cell picture")
            .attr("role", "img")
            .attr("aria-label", words().sheet_blue_picture())
            .markup(icons::DICE_PAIR),
        None => El::of("div", "cell printed-cell")
            .attr("role", "img")
            .attr("aria-label", words().sheet_printed_x(title, r + 1, c + 1))
            .markup(icons::PRINTED_X),
        Some(v) => {
            let marked = memo(move || mask.with(|m| m & (1 << cell) != 0));
            let label = grid_label(title.to_string(), v, (r + 1, c + 1), marked, None);
            cell_button(ui, Spot::new(area, cell), label, marked.into())
                .child(El::of("span", "printed-num").text(v.to_string()))
                .child(pen_if(El::new("span"), marked.into()))
        }
    }
}

/// A grid cell's name: "Yellow 3, row 1 column 2", open or crossed (or,
/// in the sequel's yellow, `circled`).
pub(super) fn grid_label(
    title: String,
    value: u8,
    (row, column): (usize, usize),
    crossed: Memo<bool>,
    circled: Option<Memo<bool>>,
) -> Text {
    derive(move || {
        let w = words();
        let name = w.sheet_grid_cell(&title, value, row, column);
        if crossed.get() {
            w.sheet_crossed(&name)
        } else if circled.is_some_and(|c| c.get()) {
            w.sheet_circled(&name)
        } else {
            w.sheet_open(&name)
        }
    })
}

#[cfg(not(feature = "only-twice"))]
/// Blue's scale: the points for each count of crosses, the count reached.
fn count_scale(mask: Memo<u16>, printed: u16, scale: &'static [u16]) -> El {
    let count = memo(move || (mask.get() & !printed).count_ones() as usize);
    let boxes = scale.iter().enumerate().skip(1).map(move |(n, p)| {
        El::new("li")
            .bind_class("reached", derive(move || n <= count.get()))
            .bind_class("now", derive(move || n == count.get()))
            .child(El::of("span", "n").text(n.to_string()))
            .child(El::of("span", "p").text(p.to_string()))
    });
    El::of("ol", "scale")
        .bind_label(derive(move || {
            let n = count.get();
            words().sheet_blue_scale(n, scale[n])
        }))
        .children(boxes)
}

/// An area's accessible name: "Yellow area, 24 points".
pub(super) fn area_label(area: Area, points: Memo<i32>) -> Text {
    derive(move || words().sheet_area(&area_title(area), points.get()))
}

pub(super) fn area_head(title: &str, hint: &str, points: Memo<i32>) -> El {
    El::of("h2", "area-head")
        .child(El::of("span", "area-name").text(title))
        .child(El::of("span", "hint").text(hint))
        .child(El::of("span", "area-pts").bind_text(derive(move || points.get().to_string())))
}

#[cfg(not(feature = "only-twice"))]
pub(super) fn track_area(ui: Ui, area: Area, table: &'static PrintedTrack) -> El {
    let track = memo(move || ui.sheet.with(|s| *s.track(area)));
    let points = memo(move || i32::from(ui.score.with(|s| s.area(area))));
    let title = area_title(area);
    let slots = (0..11usize).map(move |i| {
        let cell = i as u8;
        // What this space shows: nothing yet, or the number written.
        let ink = memo(move || track.with(|t| (cell < t.len).then_some(t.values[i])));
        let marked = memo(move || ink.get().is_some());
        // The printed rule ("≥4", "×2") is the sheet's print, drawn by the
        // style sheet from `data-rule` as its bonus pictures are: the cell's
        // text is only what is written in it, a word of its name (which says
        // the rule in words: "needs 4 or more", "times 2").
        let printed = match table.rule {
            TrackRule::AtLeast(min) => (min[i] > 1).then(|| format!("≥{}", min[i])),
            TrackRule::Times(m) => (m[i] > 1).then(|| format!("×{}", m[i])),
            TrackRule::Ascending => None,
        };
        let bonus = table.bonus[i];
        let title = title.clone();
        let label = derive(move || {
            let w = words();
            let mut name = w.sheet_track_cell(&title, i + 1);
            match table.rule {
                TrackRule::AtLeast(min) => name = w.sheet_needs(&name, min[i]),
                TrackRule::Times(m) if m[i] > 1 => name = w.sheet_times(&name, m[i]),
                _ => {}
            }
            if let Some(b) = bonus {
                name = w.sheet_bonus(&name, &bonus_words(b));
            }
            match (ink.get(), area) {
                (None, _) => w.sheet_open(&name),
                (Some(_), Area::Green) => w.sheet_crossed(&name),
                (Some(value), _) => w.sheet_written(&name, value),
            }
        });
        let button = slot_button(ui, Spot::new(area, cell), label, marked, printed);
        let written = memo(move || ink.get().into_iter().collect::<Vec<_>>());
        let mark = El::new("span").list(written, move |&w| {
            if area == Area::Green {
                El::icon(icons::PEN_X)
            } else {
                El::of("span", "ink").text(w.to_string())
            }
        });
        let mut slot = El::of("li", "slot")
            .child(button.child(mark))
            .child(match bonus {
                Some(b) => with_bonus(El::of("span", "under").attr("aria-hidden", "true"), b),
                None => El::of("span", "under").attr("aria-hidden", "true"),
            });
        if let TrackScoring::ByCount(p) = table.scoring {
            slot = slot.child(
                El::of("span", "tp")
                    .bind_class("reached", marked.into())
                    .text(p[i + 1].to_string()),
            );
        }
        slot
    });
    let hint = match area {
        Area::Green => words().sheet_hint_green(),
        Area::Orange => words().sheet_hint_orange(),
        _ => words().sheet_hint_purple(),
    };
    El::of("div", &format!("area track-area area-{}", area.name()))
        .attr("role", "group")
        .bind_label(area_label(area, points))
        .child(area_head(&area_title(area), &hint, points))
        .child(El::of("ol", "track").children(slots))
}

/// A slot of a track as a cell, with its printed rule ("≥4", "×2"),
/// drawn by the style sheet from `data-rule`.
pub(super) fn slot_button(
    ui: Ui,
    spot: Spot,
    label: Text,
    marked: Memo<bool>,
    rule: Option<String>,
) -> El {
    let button = cell_button(ui, spot, label, marked.into());
    match rule {
        Some(p) => button.child(
            El::of("span", "rule")
                .attr("aria-hidden", "true")
                .attr("data-rule", p),
        ),
        None => button,
    }
}

/// `el` with a bonus as printed on the sheet: a coloured X or number (a
/// badge), or the fox, reroll or +1 icon.
pub(super) fn with_bonus(el: El, bonus: Bonus) -> El {
    let badge = |area: Area, text: &str| {
        El::of("span", &format!("bonus-badge bg-{}", area.name()))
            .attr("aria-hidden", "true")
            .text(text)
    };
    match bonus {
        Bonus::Cross(area) => el.child(badge(area, "X")),
        Bonus::NumberIn(area, n) => el.child(badge(area, &n.to_string())),
        Bonus::Fox => el.markup(icons::FOX),
        Bonus::Reroll => el.markup(icons::REROLL),
        Bonus::PlusOne => el.markup(icons::PLUS_ONE),
        // Twice as Clever's (never on the first game's sheet).
        #[cfg(feature = "twice")]
        Bonus::Return => el.markup(icons::RETURN),
        #[cfg(not(feature = "twice"))]
        Bonus::Return => el,
        Bonus::Question(area) => el.child(badge(area, "?")),
    }
}
