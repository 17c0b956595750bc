//! The end of the game: the per-area breakdown, foxes × lowest area, the
//! total, the rating (solo) or the ranking (pass-and-play), a new game.
//! Made once when the game ends (an undo takes it away).

use super::dom::*;
use super::icons;
use super::words::area_title;
use super::Ui;
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
    panel
        .child(
            El::of("table", "breakdown")
                .child(El::new("thead").child(head))
                .child(body),
        )
        .child(
            El::of("div", "buttons").child(
                El::of("button", "btn primary")
                    .text("New game")
                    .on_click(move |_| ui.table.update(|t| t.open_setup())),
            ),
        )
}
