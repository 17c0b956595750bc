//! "How to play": the rules in the player's language, in a native modal
//! `<dialog>` that opens over the game at any moment (the game waits
//! behind it, untouched). Its pictures are not images: they are the
//! sheet's own views (`sheet.rs`) over a demo game, a real record replayed
//! by the engine, so they always look like the sheet and follow its theme.
//! They are decorative (hidden from screen readers, the text says it all)
//! and inert.

use crate::engine::Game;

/// The demo game of the pictures: a solo game in round 4, waiting for the
/// round bonus. Yellow row 1 is complete (its blue X was placed on the
/// blue 2), green has two cells, orange 4 and 5 (the 5 by the round 2 +1),
/// purple 2, 5, 6, 3 (any number after a 6; its third cell earned a
/// reroll, its fourth a blue X, placed on the blue 7); three rerolls wait.
const DEMO: &str = r#"{"format":"clever-game","version":1,
"setup":{"players":[""],"first":0,"seed":1},
"moves":[
{"roll":[["white",3],["yellow",3],["blue",4],["green",2],["orange",4],["purple",2]]},
{"take":{"die":"purple","spot":{"area":"purple","cell":0}}},
{"roll":[["white",5],["yellow",3],["blue",6],["green",1],["orange",4]]},
{"take":{"die":"yellow","spot":{"area":"yellow","cell":0}}},
{"roll":[["white",6],["blue",5],["orange",4]]},
{"take":{"die":"orange","spot":{"area":"orange","cell":0}}},
{"roll":[["white",4],["yellow",6],["blue",2],["green",1],["orange",5],["purple",6]]},
{"take":{"die":"green","spot":{"area":"green","cell":0}}},
{"roll":[["white",2],["yellow",6],["blue",5],["green",2],["orange",6],["purple",5]]},
{"take":{"die":"purple","spot":{"area":"purple","cell":1}}},
{"roll":[["yellow",6],["blue",3],["orange",5]]},
{"take":{"die":"yellow","spot":{"area":"yellow","cell":1}}},
{"plus_one":{"die":"orange","spot":{"area":"orange","cell":1}}},
{"roll":[["white",1],["yellow",5],["blue",3],["green",2],["orange",6],["purple",6]]},
{"take":{"die":"green","spot":{"area":"green","cell":1}}},
{"roll":[["white",4],["yellow",5],["blue",3],["green",6],["orange",6],["purple",6]]},
{"take":{"die":"yellow","spot":{"area":"yellow","cell":2}}},
{"cross":{"area":"blue","cell":1}},
{"roll":[["green",3],["orange",2],["purple",6]]},
{"take":{"die":"purple","spot":{"area":"purple","cell":2}}},
{"roll":[["white",4],["yellow",6],["blue",3],["green",5],["orange",6],["purple",3]]},
{"take":{"die":"purple","spot":{"area":"purple","cell":3}}},
{"cross":{"area":"blue","cell":6}}
]}"#;

/// The demo game, replayed through the rules.
pub fn demo_game() -> Option<Game> {
    Game::from_json(DEMO).ok()
}

#[cfg(target_arch = "wasm32")]
pub use view::{button, dialog};

#[cfg(target_arch = "wasm32")]
mod view {
    use super::demo_game;
    use crate::app::dom::*;
    use crate::app::state::session::Session;
    use crate::app::state::ui::Ui;
    use crate::app::views::guide;
    use crate::app::views::sheet;
    use crate::engine::printed::{BLUE, GREEN, ORANGE, PURPLE, YELLOW};
    use crate::engine::{Area, Rating};
    use crate::words::names::{area_title, rating_words};
    use crate::words::words;

    /// The header's "How to play" button, in a box without a box of its
    /// own (`display: contents`) that also holds the dialog while it is
    /// open: made when the button is tapped, gone once closed (and with
    /// the header, should the page be redrawn).
    pub fn button() -> El {
        let open = RwSignal::new(false);
        let host = El::of("div", "how-host").child(
            // An icon in the header (it is one line on a phone), named
            // for screen readers and shown as a tooltip.
            El::of("button", "btn ghost how-open")
                .attr("aria-haspopup", "dialog")
                .attr("aria-label", words().how_title())
                .attr("title", words().how_title())
                .markup(crate::app::views::icons::HELP)
                .on_click(move |_| open.set(true)),
        );
        switch(&host, memo(move || open.get().then_some(())), move |()| {
            dialog(move || open.set(false))
        });
        host
    }

    /// The dialog itself, for a caller that places it (`close` takes it
    /// away; Escape and "Close" call it).
    pub fn dialog(close: impl Fn() + Clone + 'static) -> El {
        let w = words();
        // The pictures' own table: a demo game, never the one in play.
        let demo = demo_game().map(|g| Ui::new(Session::new(g, None)));
        let mut sections = Vec::new();
        if !cfg!(feature = "only-twice") {
            sections = play_sections(demo);
            sections.extend(area_sections(demo));
            sections.extend(more_sections(demo));
        }
        let close_top = close.clone();
        let close_cancel = close.clone();
        let top = El::of("div", "how-top")
            .child(El::new("h2").text(w.how_title()))
            .child(
                El::of("button", "btn")
                    .text(w.how_close())
                    .on_click(move |_| close_top()),
            );
        let again = El::of("button", "btn")
            .text(w.how_guide_again())
            .on_click(move |_| {
                guide::show_again();
                close();
            });
        El::of("dialog", "overlay how")
            .attr("aria-label", w.how_title())
            // Escape closes it (the page's `switch` keeps other dialogs open).
            .on("cancel", move |_| close_cancel())
            .child(
                El::of("div", "card how-card")
                    .child(top)
                    .children(sections)
                    .child(El::of("div", "buttons").child(again)),
            )
    }

    /// A picture made on the demo game (none without one).
    fn picture(demo: Option<Ui>, make: &dyn Fn(Ui) -> El) -> Option<El> {
        demo.map(|ui| {
            El::of("figure", "how-pic")
                .attr("aria-hidden", "true")
                .attr("inert", "")
                .child(make(ui))
        })
    }

    fn paras(texts: &[String]) -> Vec<El> {
        texts.iter().map(|t| para(t)).collect()
    }

    /// A part of the sheet's top row, for a picture.
    fn top_row(ui: Ui, parts: &dyn Fn(Ui) -> Vec<El>) -> El {
        El::of("div", "sheet-top").children(parts(ui))
    }

    /// The goal, the active player's turn, the passive players'.
    fn play_sections(demo: Option<Ui>) -> Vec<El> {
        let w = words();
        let turn = El::new("ol").children(
            [
                w.how_active_roll(),
                w.how_active_choose(),
                w.how_active_platter(),
                w.how_active_again(),
            ]
            .iter()
            .map(|t| El::new("li").text(t)),
        );
        let mut active = vec![turn];
        active.extend(paras(&[
            w.how_active_none(),
            w.how_white(),
            w.how_active_end(),
        ]));
        vec![
            section(
                &w.how_goal_head(),
                paras(&[w.how_goal(), w.how_sheet(), w.how_win()]),
                picture(demo, &sheet::sheet_foot),
            ),
            section(&w.how_active_head(), active, None),
            section(
                &w.how_passive_head(),
                paras(&[
                    w.how_passive(),
                    w.how_passive_fields(),
                    w.how_passive_next(),
                ]),
                None,
            ),
        ]
    }

    /// The five areas, each with its picture.
    fn area_sections(demo: Option<Ui>) -> Vec<El> {
        let w = words();
        let area = |area: Area, rule: String, score: String, pic: &dyn Fn(Ui) -> El| {
            section(&area_title(area), paras(&[rule, score]), picture(demo, pic))
        };
        vec![
            area(Area::Yellow, w.how_yellow(), w.how_yellow_score(), &|ui| {
                sheet::grid_area(ui, Area::Yellow, &YELLOW)
            }),
            area(Area::Blue, w.how_blue(), w.how_blue_score(), &|ui| {
                sheet::grid_area(ui, Area::Blue, &BLUE)
            }),
            area(Area::Green, w.how_green(), w.how_green_score(), &|ui| {
                sheet::track_area(ui, Area::Green, &GREEN)
            }),
            area(Area::Orange, w.how_orange(), w.how_orange_score(), &|ui| {
                sheet::track_area(ui, Area::Orange, &ORANGE)
            }),
            area(Area::Purple, w.how_purple(), w.how_purple_score(), &|ui| {
                sheet::track_area(ui, Area::Purple, &PURPLE)
            }),
        ]
    }

    /// Bonuses, the actions, the foxes, the rounds, solo.
    fn more_sections(demo: Option<Ui>) -> Vec<El> {
        let w = words();
        vec![
            section(
                &w.how_bonus_head(),
                paras(&[
                    w.how_bonus(),
                    w.how_bonus_x(),
                    w.how_bonus_number(),
                    w.how_bonus_chain(),
                ]),
                None,
            ),
            section(
                &w.how_actions_head(),
                paras(&[
                    w.how_actions(),
                    w.how_reroll(),
                    w.how_plus_one(),
                    w.how_actions_end(),
                ]),
                picture(demo, &|ui| {
                    top_row(ui, &|ui| {
                        vec![
                            sheet::action_track(ui, true),
                            sheet::action_track(ui, false),
                        ]
                    })
                }),
            ),
            section(
                &w.how_fox_head(),
                paras(&[w.how_fox()]),
                picture(demo, &|ui| top_row(ui, &|ui| vec![sheet::foxes(ui)])),
            ),
            section(
                &w.how_rounds_head(),
                paras(&[w.how_rounds(), w.how_round_bonus()]),
                picture(demo, &|ui| {
                    top_row(ui, &|ui| vec![sheet::round_tracker(ui)])
                }),
            ),
            section(
                &w.how_solo_head(),
                paras(&[
                    w.how_solo(),
                    w.how_solo_extra(),
                    w.how_solo_rating(
                        &rating_words(Rating::TryHarder),
                        &rating_words(Rating::SoClever),
                    ),
                ]),
                None,
            ),
        ]
    }

    fn para(text: &str) -> El {
        El::new("p").text(text)
    }

    /// A section: its heading, its paragraphs, and its picture beside them.
    fn section(title: &str, paragraphs: Vec<El>, picture: Option<El>) -> El {
        let mut s = El::of("section", "how-section")
            .child(El::new("h3").text(title))
            .child(El::of("div", "how-text").children(paragraphs));
        if let Some(p) = picture {
            s = s.child(p);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Area, Decision, Spot};

    /// What the dialog says of its pictures holds: the demo replays through
    /// the rules to the round 4 choice, with the marks the pictures show,
    /// and no cell lit (nothing in them asks for a tap).
    #[test]
    fn the_demo_game_replays_to_the_pictured_sheet() {
        let game = demo_game().expect("the demo replays");
        let s = game.state();
        assert_eq!(game.decision(), Decision::RoundChoice { player: 0 });
        assert_eq!(s.round(), 4);
        let sheet = s.sheet(0);
        assert_eq!(sheet.track(Area::Purple).values[..4], [2, 5, 6, 3]);
        assert_eq!(sheet.track(Area::Purple).len, 4);
        assert_eq!(sheet.track(Area::Orange).values[..2], [4, 5]);
        assert_eq!(sheet.track(Area::Green).len, 2);
        for cell in 0..3 {
            assert!(sheet.is_marked(Spot::new(Area::Yellow, cell)));
        }
        assert!(
            sheet.is_marked(Spot::new(Area::Blue, 1)),
            "the row's blue X"
        );
        assert!(sheet.is_marked(Spot::new(Area::Blue, 6)), "purple's blue X");
        assert_eq!(sheet.rerolls.available(), 3);
        assert_eq!(sheet.plus_ones.used, 1);
        let score = s.score(0);
        assert_eq!(score.area(Area::Purple), 16);
        assert_eq!(score.area(Area::Orange), 9);
        assert_eq!(score.area(Area::Blue), 2);
        assert!(game
            .legal_actions()
            .iter()
            .all(|a| !matches!(a, crate::engine::Action::Cross(_))));
    }
}
