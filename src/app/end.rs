//! The end of the game: the per-area breakdown, foxes × lowest area, the
//! total, the rating (solo) or the ranking (pass-and-play), a new game.
//! Made once when the game ends (an undo takes it away).

use super::dom::*;
use super::icons;
use super::words::area_title;
use super::words::share_text;
use super::{computer, storage, worker, Ui};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use crate::engine::{Area, Game, Score};

pub fn end_panel(ui: Ui, game: &Game) -> El {
    let summary = game.summary();
    let players = summary.players.len();
    let scores: Vec<Score> = summary.players.iter().map(|p| p.score).collect();
    let names: Vec<String> = summary.players.iter().map(|p| p.name.clone()).collect();
    // The engine's ranking (RULES.md §7): seats best first, with places.
    let ranked: Vec<(u8, u8)> = game.state().ranking();
    let order: Vec<usize> = ranked.iter().map(|&(p, _)| p as usize).collect();
    let seats: Vec<u8> = game.state().winners();
    let winners: Vec<String> = seats.iter().map(|&p| names[p as usize].clone()).collect();
    let headline = if players == 1 {
        summary.rating.unwrap_or_default().to_string()
    } else if winners.len() > 1 {
        format!("Shared victory: {}!", winners.join(" and "))
    } else {
        format!("{} wins!", winners.first().cloned().unwrap_or_default())
    };
    let mut panel = El::of("section", "tray end")
        .attr("aria-label", "Game over")
        .bind_hidden(ui.replaying.into())
        .child(El::new("h2").text("Game over"))
        .child(El::of("p", "headline").text(&headline));
    if players == 1 {
        panel = panel.child(El::of("p", "small").text(&format!(
            "{} points: the rating of the solo table.",
            scores[0].total
        )));
    } else {
        let items = ranked.iter().map(|&(p, place)| {
            let won = seats.contains(&p);
            let p = p as usize;
            let mut li = El::of("li", if won { "won" } else { "" })
                .attr("data-player", &p.to_string())
                .child(El::of("span", "place").text(&place.to_string()))
                .child(El::of("span", "pname").text(&names[p]))
                .child(El::of("span", "ptotal").text(&scores[p].total.to_string()));
            if won {
                li = li.child(El::of("span", "crown").text("winner"));
            }
            li
        });
        panel = panel.child(
            El::of("ol", "ranking")
                .attr("aria-label", "Ranking")
                .children(items),
        );
    }
    let head = El::new("tr").child(El::new("td")).children(
        order
            .iter()
            .map(|&p| El::new("th").attr("scope", "col").text(&names[p])),
    );
    let cell = |p: usize, key: &str| {
        El::new("td")
            .attr("data-player", &p.to_string())
            .attr("data-score", key)
    };
    let mut body = El::new("tbody");
    for a in Area::ALL {
        body = body.child(
            El::of("tr", &format!("row-{}", a.name()))
                .child(El::new("th").attr("scope", "row").text(area_title(a)))
                .children(
                    order
                        .iter()
                        .map(|&p| cell(p, a.name()).text(&scores[p].area(a).to_string())),
                ),
        );
    }
    body = body
        .child(
            El::of("tr", "row-foxes")
                .child(
                    El::new("th")
                        .attr("scope", "row")
                        .markup(icons::FOX)
                        .child(El::new("span").text("Foxes × lowest")),
                )
                .children(order.iter().map(|&p| {
                    let s = scores[p];
                    cell(p, "foxes")
                        .attr("data-foxes", &s.foxes.to_string())
                        .text(&format!("{} × {} = ", s.foxes, s.lowest_area()))
                        .child(El::new("b").text(&s.fox_points.to_string()))
                })),
        )
        .child(
            El::of("tr", "row-total")
                .child(El::new("th").attr("scope", "row").text("Total"))
                .children(
                    order
                        .iter()
                        .map(|&p| cell(p, "total").text(&scores[p].total.to_string())),
                ),
        );
    let hints: u32 = (0..players as u8).map(|p| game.hints_used(p)).sum();
    if hints > 0 {
        panel = panel.child(El::of("p", "small hintsused").text(&format!("Hints used: {hints}")));
    }
    let panel = panel.child(
        El::of("table", "breakdown")
            .child(El::new("thead").child(head))
            .child(body),
    );
    let panel = if players == 1 && game.setup().seat(0) == crate::engine::Seat::Person {
        let expert = RwSignal::new(None::<String>);
        panel
            .child(computer::review(ui, game, expert))
            .child(solo_extras(game, &names[0], scores[0].total, expert))
    } else {
        panel
    };
    panel
        .child(
            El::of("div", "buttons").child(
                El::of("button", "btn primary")
                    .text("New game")
                    .on_click(move |_| ui.table.update(|t| t.open_setup())),
            ),
        )
}

/// A solo game's end: the daily challenge's streak, a new personal best,
/// and "Share".
fn solo_extras(game: &Game, name: &str, total: u16, expert: RwSignal<Option<String>>) -> El {
    let said = El::of("p", "small shared").attr("role", "status");
    let line = said.0.clone();
    // The archive without this game (kept last, if kept already).
    let mut before = storage::load_archive();
    if storage::archived_last(game) {
        before.truncate(before.rfind('\n').unwrap_or(0));
    }
    let news = El::of("p", "best").attr("aria-live", "polite");
    let el = news.0.clone();
    let daily = game.setup().daily.clone();
    let command = match &daily {
        Some(day) => format!("streak {day}"),
        None => format!("best {name}"),
    };
    worker::ask(&command, &before, move |reply| {
        let Ok(reply) = reply else {
            return;
        };
        let text = match (daily, reply.parse::<u16>().ok()) {
            (Some(day), _) if reply.starts_with("practice") => {
                format!("Daily challenge {day}: practice (the first attempt of the day counts).")
            }
            (Some(day), Some(days)) => format!("Daily challenge {day}: a streak of {days} days."),
            (None, Some(best)) if total > best => {
                format!("New personal best! Your best before: {best}.")
            }
            _ => return,
        };
        el.set_text_content(Some(&text));
    });
    let game = game.clone();
    El::of("div", "solo-end")
        .child(news)
        .child(
            El::of("button", "btn")
                .text("Share")
                .on_click(move |_| {
                    let loc = window().location();
                    let query = match &game.setup().daily {
                        Some(day) => format!("?daily={day}"),
                        None => format!("?seed={}", game.setup().seed),
                    };
                    let link = format!(
                        "{}{}{query}",
                        loc.origin().unwrap_or_default(),
                        loc.pathname().unwrap_or_default()
                    );
                    let text = expert.with_untracked(|e| share_text(&game, e.as_deref(), &link));
                    share(text, line.clone());
                }),
        )
        .child(said)
}

/// The Web Share sheet where there is one, else the clipboard; if both
/// fail, the text is shown to copy by hand.
fn share(text: String, said: web_sys::Element) {
    let nav = window().navigator();
    let sheet = web_sys::js_sys::Reflect::has(&nav, &JsValue::from_str("share")).unwrap_or(false);
    let promise = if sheet {
        let data = web_sys::ShareData::new();
        data.set_text(&text);
        nav.share_with_data(&data)
    } else {
        nav.clipboard().write_text(&text)
    };
    let ok_line = said.clone();
    let done = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        ok_line.set_text_content(Some(if sheet {
            "Shared."
        } else {
            "Copied to the clipboard."
        }))
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        said.set_text_content(Some(&format!("Copy this to share it: {text}")))
    });
    let _ = promise.then2(&done, &failed);
    done.forget();
    failed.forget();
}
