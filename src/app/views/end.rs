//! The end of the game: the per-area breakdown, foxes × lowest area, the
//! total, the rating (solo) or the ranking, hints used, the daily streak
//! or a new personal best, "Share", a new game; and the expert's review,
//! the one part that waits for the worker. Made once when the game ends
//! (an undo takes it away).

use crate::app::dom::*;
use crate::app::edge::calculator;
use crate::app::state::advice::NoAnswer;
use crate::app::state::ending::{costly_lines, CostlyLine, Ending};
use crate::app::state::phrases::share_text;
use crate::app::state::ui::Ui;
use crate::app::views::icons::FOX;
use crate::app::views::widgets;
use crate::engine::{Area, Game};
use crate::words::names::area_title;
use crate::words::words;
use crate::worker::protocol::RoundedReview;
use wasm_bindgen::JsValue;

/// The end of a game of the sequel: each player's total (by link, a
/// friend's as their score link sent it, once it came: `SeatScore::total`),
/// the hints used, the links of a game by link, and a person's solo game's
/// review, and the breakdown of every score known (its rating and ranking
/// are the first game's panel's, still to come).
#[cfg(feature = "twice")]
pub fn twice_end_panel(ui: Ui, game: &Game) -> El {
    let w = words();
    let names = crate::app::state::phrases::seat_names(game.setup());
    let totals = game.scores().into_iter().map(|s| s.map(|s| s.total()));
    let hints: u32 = (0..game.players()).map(|p| game.hints_used(p)).sum();
    let mut words_of = El::of("div", "end-words")
        .child(El::new("h2").text(w.end_game_over()))
        .children(names.iter().zip(totals).filter_map(|(name, total)| {
            let total = total?;
            Some(El::of("p", "headline").text(format!("{name}: {}", w.sheet_total(total))))
        }));
    if hints > 0 {
        words_of = words_of.child(El::of("p", "small hintsused").text(w.end_hints_used(hints)));
    }
    let mut el = El::of("section", "tray end")
        .attr("aria-label", w.end_game_over())
        .bind_hidden(ui.replaying.into())
        .child(words_of)
        .child(twice_breakdown(&names, game));
    if let Some(by_link) = crate::app::views::friends::end_panel(ui, game) {
        el = el.child(by_link);
    }
    if game.players() == 1 && game.setup().seat(0) == crate::engine::Seat::Person {
        // The sequel's own best and streak (the archive without this game).
        let before = crate::app::state::stored::stored().archive_before(game);
        if let Some(news) = crate::app::state::ending::solo_news(game, &before) {
            el = el.child(El::of("p", "best").text(news));
        }
        el = el.child(review(ui, game).0);
    }
    el.child(crate::app::views::widgets::undo_button(ui, "btn ghost"))
}

/// The sequel's breakdown, a column a seat in seat order: each area (in
/// the sheet's order), foxes × the lowest area, the total. A seat whose
/// score has not come (by link) has an empty column.
#[cfg(feature = "twice")]
fn twice_breakdown(names: &[String], game: &Game) -> El {
    let w = words();
    let scores: Vec<_> = game
        .scores()
        .into_iter()
        .map(|s| s.and_then(|s| s.twice()))
        .collect();
    let row = |class: &str, head: El, of: &dyn Fn(&crate::engine::twice::TwiceScore) -> El| {
        El::of("tr", class)
            .child(head)
            .children(scores.iter().enumerate().map(|(p, s)| {
                s.as_ref()
                    .map_or_else(|| El::new("td"), of)
                    .attr("data-player", p.to_string())
            }))
    };
    let mut body = El::new("tbody");
    for (i, a) in Area::TWICE.into_iter().enumerate() {
        let head = El::new("th").attr("scope", "row").text(area_title(a));
        body = body.child(row(&format!("row-{}", a.name()), head, &|s| {
            El::new("td")
                .attr("data-score", a.name())
                .text(s.areas[i].to_string())
        }));
    }
    let foxes = El::new("th")
        .attr("scope", "row")
        .markup(FOX)
        .child(El::new("span").text(w.end_foxes_row()));
    body = body.child(row("row-foxes", foxes, &|s| {
        let lowest = s.areas.iter().copied().min().unwrap_or(0);
        El::new("td")
            .attr("data-score", "foxes")
            .attr("data-foxes", s.foxes.to_string())
            .text(w.end_foxes_times(s.foxes, lowest))
            .child(El::new("b").text(s.fox_points.to_string()))
    }));
    let total = El::new("th").attr("scope", "row").text(w.end_total_row());
    body = body.child(row("row-total", total, &|s| {
        El::new("td")
            .attr("data-score", "total")
            .text(s.total.to_string())
    }));
    let head = El::new("tr").child(El::new("td")).children(
        names
            .iter()
            .map(|n| El::new("th").attr("scope", "col").text(n)),
    );
    El::of("table", "breakdown")
        .child(El::new("thead").child(head))
        .child(body)
}

pub fn end_panel(ui: Ui, game: &Game, ending: &Ending) -> El {
    let w = words();
    // The words in one column, the breakdown beside them on a wide tray.
    let mut words_of = El::of("div", "end-words")
        .child(El::new("h2").text(w.end_game_over()))
        .child(El::of("p", "headline").text(&ending.headline))
        .children(
            ending
                .differ
                .iter()
                .map(|line| El::of("p", "differs").attr("role", "alert").text(line)),
        );
    if ending.players == 1 {
        words_of =
            words_of.child(El::of("p", "small").text(w.end_solo_rating(ending.scores[0].total)));
    } else if !ending.mine_only {
        words_of = words_of.child(ranking(ending));
    }
    if ending.hints > 0 {
        words_of =
            words_of.child(El::of("p", "small hintsused").text(w.end_hints_used(ending.hints)));
    }
    let mut el = El::of("section", "tray end")
        .attr("aria-label", w.end_game_over())
        .bind_hidden(ui.replaying.into())
        .child(words_of)
        .child(breakdown(ending));
    if let Some(by_link) = crate::app::views::friends::end_panel(ui, game) {
        el = el.child(by_link);
    }
    if let Some(news) = &ending.solo {
        el = solo_end(ui, el, game, ending, news.as_deref());
    }
    el.child(
        El::of("div", "buttons").child(
            El::of("button", "btn primary")
                .text(w.end_new_game())
                .on_click(move |_| ui.session.update(|t| t.open_setup())),
        ),
    )
}

/// The places, best first, the winners crowned.
fn ranking(ending: &Ending) -> El {
    let w = words();
    let (names, scores) = (&ending.names, &ending.scores);
    El::of("ol", "ranking")
        .attr("aria-label", w.end_ranking())
        .children(ending.ranked.iter().map(|&(p, place)| {
            let won = ending.winners.contains(&p);
            let li = El::of("li", if won { "won" } else { "" })
                .attr("data-player", p.to_string())
                .child(El::of("span", "place").text(place.to_string()))
                .child(El::of("span", "pname").text(&names[p as usize]))
                .child(El::of("span", "ptotal").text(scores[p as usize].total.to_string()));
            if won {
                li.child(El::of("span", "crown").text(w.end_winner()))
            } else {
                li
            }
        }))
}

/// The breakdown, best first: each area, foxes × lowest area, the total.
fn breakdown(ending: &Ending) -> El {
    let w = words();
    let scores = &ending.scores;
    let order: Vec<usize> = ending.ranked.iter().map(|&(p, _)| p as usize).collect();
    let cell = |p: usize, score: &str, text: &str| {
        El::new("td")
            .attr("data-player", p.to_string())
            .attr("data-score", score)
            .text(text)
    };
    let head = El::new("tr").child(El::new("td")).children(
        order
            .iter()
            .map(|&p| El::new("th").attr("scope", "col").text(&ending.names[p])),
    );
    let mut body = El::new("tbody");
    for a in Area::ALL {
        body = body.child(
            El::of("tr", &format!("row-{}", a.name()))
                .child(El::new("th").attr("scope", "row").text(area_title(a)))
                .children(
                    order
                        .iter()
                        .map(|&p| cell(p, a.name(), &scores[p].area(a).to_string())),
                ),
        );
    }
    body = body
        .child(
            El::of("tr", "row-foxes")
                .child(
                    El::new("th")
                        .attr("scope", "row")
                        .markup(FOX)
                        .child(El::new("span").text(w.end_foxes_row())),
                )
                .children(order.iter().map(|&p| {
                    let s = scores[p];
                    cell(p, "foxes", &w.end_foxes_times(s.foxes, s.lowest_area()))
                        .attr("data-foxes", s.foxes.to_string())
                        .child(El::new("b").text(s.fox_points.to_string()))
                })),
        )
        .child(
            El::of("tr", "row-total")
                .child(El::new("th").attr("scope", "row").text(w.end_total_row()))
                .children(
                    order
                        .iter()
                        .map(|&p| cell(p, "total", &scores[p].total.to_string())),
                ),
        );
    El::of("table", "breakdown")
        .child(El::new("thead").child(head))
        .child(body)
}

/// What the review shows: the worker's answer, awaited or failed.
#[derive(Clone, PartialEq)]
enum Reviewed {
    Asking,
    Ready(RoundedReview),
    Failed(NoAnswer),
}

/// The expert's review: the totals and the costliest decisions, each a
/// button that shows the position with the expert's choice.
fn review(ui: Ui, game: &Game) -> (El, RwSignal<Reviewed>) {
    let reviewed = RwSignal::new(Reviewed::Asking);
    let attempt = RwSignal::new(0u32);
    let asked = game.clone();
    effect(move || {
        attempt.track();
        reviewed.set(Reviewed::Asking);
        calculator::review(&asked, move |reply| {
            reviewed.try_set(match reply {
                Ok(review) => Reviewed::Ready(review),
                Err(why) => Reviewed::Failed(why),
            });
        });
    });
    let w = words();
    let body = El::new("div").attr("aria-live", "polite");
    let game = game.clone();
    switch(
        &body,
        memo(move || Some(reviewed.get())),
        move |r| match r {
            Reviewed::Asking => El::of("p", "small").text(words().review_asking()),
            Reviewed::Failed(why) => widgets::no_answer(why, attempt),
            Reviewed::Ready(review) => costly(ui, &game, &review),
        },
    );
    let section = El::of("section", "review")
        .attr("aria-label", w.review_title())
        .child(El::new("h3").text(w.review_title()))
        .child(body);
    (section, reviewed)
}

fn costly(ui: Ui, game: &Game, review: &RoundedReview) -> El {
    let w = words();
    // With own dice the expert cannot be played on "the same dice": those
    // after another choice were never rolled. Its choices on yours still are.
    let totals = if game.setup().own_dice {
        w.review_own_dice(review.yours)
    } else {
        w.review_totals(review.yours, review.expert)
    };
    let out = El::new("div").child(El::of("p", "totals").text(totals));
    if review.costly.is_empty() {
        return out;
    }
    let lines = costly_lines(game, review).into_iter().map(|line| {
        let CostlyLine { index, best, text } = line;
        El::new("li").child(
            El::of("button", "btn ghost")
                .attr("type", "button")
                .text(text)
                .on_click(move |_| {
                    ui.session
                        .update(|t| t.open_replay(t.game().clone(), index, Some(best)))
                }),
        )
    });
    out.child(
        El::of("ol", "costly")
            .attr("aria-label", w.review_costly())
            .children(lines),
    )
}

/// A person's solo game: the daily streak or a new personal best (worked
/// out in `Ending`), the expert's review, and "Share".
fn solo_end(ui: Ui, el: El, game: &Game, ending: &Ending, news: Option<&str>) -> El {
    let w = words();
    let el = match news {
        Some(news) => el.child(El::of("p", "best").text(news)),
        None => el,
    };
    let (review, reviewed) = review(ui, game);
    let el = el.child(review);
    let said = El::of("p", "small shared").attr("role", "status");
    let line = said.handle();
    let shared = game.clone();
    let rating = ending.rating;
    el.child(
        El::of("div", "buttons").child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.end_share())
                .on_click(move |_| {
                    let expert = reviewed.with_untracked(|r| match r {
                        Reviewed::Ready(review) => Some(review.expert),
                        _ => None,
                    });
                    share(share_text(&shared, rating, expert, &link()), line.clone())
                }),
        ),
    )
    .child(said)
}

/// The page's address without its query (links to the same dice).
fn link() -> String {
    let loc = window().location();
    loc.origin().unwrap_or_default() + &loc.pathname().unwrap_or_default()
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
    let w = words();
    let done = if sheet {
        w.end_shared()
    } else {
        w.end_copied()
    };
    let by_hand = w.end_copy_by_hand(&text);
    let ok_line = said.clone();
    // Both closures are freed once the share sheet or the clipboard settles.
    then(
        &promise,
        move |_| ok_line.set_text_content(Some(&done)),
        move |_| said.set_text_content(Some(&by_hand)),
    );
}
