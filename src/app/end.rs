//! The end of the game: the per-area breakdown, foxes × lowest area, the
//! total, the rating (solo) or the ranking (pass-and-play), a new game.

use super::icons;
use super::words::area_title;
use super::Ui;
use crate::engine::{Area, Score};
use leptos::prelude::*;

/// Shown once the game is over; drawn again only if the game changes (an
/// undo takes it away).
#[component]
pub fn EndPanel() -> impl IntoView {
    let ui = Ui::get();
    move || ui.table.with(|t| end_panel(ui, &t.game))
}

fn end_panel(ui: Ui, game: &crate::engine::Game) -> AnyView {
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
    let ranking = (players > 1).then(|| {
        let items = ranked
            .iter()
            .map(|&(p, place)| {
                let p = p as usize;
                let won = seats.contains(&(p as u8));
                view! {
                    <li class:won=won data-player=p>
                        <span class="place">{place}</span>
                        <span class="pname">{names[p].clone()}</span>
                        <span class="ptotal">{scores[p].total}</span>
                        {won.then(|| view! { <span class="crown">"winner"</span> })}
                    </li>
                }
            })
            .collect_view();
        view! {
            <ol class="ranking" aria-label="Ranking">
                {items}
            </ol>
        }
    });
    let head = order
        .iter()
        .map(|&p| view! { <th scope="col">{names[p].clone()}</th> })
        .collect_view();
    let rows = Area::ALL
        .iter()
        .map(|&a| {
            let cells = order
                .iter()
                .map(|&p| {
                    view! {
                        <td data-player=p data-score=a.name()>
                            {scores[p].area(a)}
                        </td>
                    }
                })
                .collect_view();
            view! {
                <tr class=format!("row-{}", a.name())>
                    <th scope="row">{area_title(a)}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let fox_cells = order
        .iter()
        .map(|&p| {
            let s = scores[p];
            let lowest = s.lowest_area();
            view! {
                <td data-player=p data-score="foxes" data-foxes=s.foxes>
                    {format!("{} × {lowest} = ", s.foxes)}
                    <b>{s.fox_points}</b>
                </td>
            }
        })
        .collect_view();
    let total_cells = order
        .iter()
        .map(|&p| view! { <td data-player=p data-score="total">{scores[p].total}</td> })
        .collect_view();
    view! {
        <section class="tray end" aria-label="Game over">
            <h2>"Game over"</h2>
            <p class="headline">{headline}</p>
            {(players == 1)
                .then(|| {
                    view! {
                        <p class="small">
                            {format!("{} points: the rating of the solo table.", scores[0].total)}
                        </p>
                    }
                })}
            {ranking}
            <table class="breakdown">
                <thead>
                    <tr>
                        <td></td>
                        {head}
                    </tr>
                </thead>
                <tbody>
                    {rows}
                    <tr class="row-foxes">
                        <th scope="row">
                            {icons::fox()}
                            "Foxes × lowest"
                        </th>
                        {fox_cells}
                    </tr>
                    <tr class="row-total">
                        <th scope="row">"Total"</th>
                        {total_cells}
                    </tr>
                </tbody>
            </table>
            <div class="buttons">
                <button class="btn primary" on:click=move |_| ui.table.update(|t| t.open_setup())>
                    "New game"
                </button>
            </div>
        </section>
    }
    .into_any()
}
