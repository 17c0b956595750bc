//! "How to play": the rules in the player's language, in a native modal
//! `<dialog>` that opens over the game at any moment (the game waits
//! behind it, untouched). Its pictures are not images: they are the
//! sheet's own views (`sheet.rs`) over a demo game, a real record replayed
//! by the engine, so they always look like the sheet and follow its theme.
//! They are decorative (hidden from screen readers, the text says it all)
//! and inert. Each app teaches its own game: the first game's sections
//! and demo only in its app, the sequel's only in the sequel's app (the
//! native build, with both games, keeps both demos for the tests).

use crate::engine::Game;

/// The demo game of the first game's pictures: a solo game in round 4, waiting for the
/// round bonus. Yellow row 1 is complete (its blue X was placed on the
/// blue 2), green has two cells, orange 4 and 5 (the 5 by the round 2 +1),
/// purple 2, 5, 6, 3 (any number after a 6; its third cell earned a
/// reroll, its fourth a blue X, placed on the blue 7); three rerolls wait.
#[cfg(not(feature = "only-twice"))]
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
#[cfg(not(feature = "only-twice"))]
pub fn demo_game() -> Option<Game> {
    Game::from_json(DEMO).ok()
}

/// The sequel's demo game (a bot's solo game, `clever simulate --game
/// twice`, cut short): round 4, waiting for the black ?. The white 5 went
/// in silver and swept four 2s there, completing column 2 (its yellow ?
/// crossed the circled yellow 5); a +1 in blue earned a yellow ? whose
/// circle completed yellow row 3, whose ? completed row 1, whose blue ?
/// wrote blue's fourth 7; green 8, 4, 12; pink 3, 6, 6, 1 (the 6 earned a
/// reroll, the 1 no return); one return used, three rerolls waiting.
#[cfg(feature = "twice")]
const DEMO_TWICE: &str = r#"{"format":"clever-game","version":1,"setup":{"players":[""],"first":0,"seed":11,"game":"twice"},"moves":[{"roll":[["yellow",2],["pink",4],["white",4],["green",4],["silver",3],["blue",6]]},{"take":{"die":"green","spot":{"area":"green","cell":0}}},{"roll":[["white",5],["pink",6],["blue",1]]},{"take":{"die":"white","spot":{"area":"yellow","cell":8}}},{"roll":[["pink",3]]},{"take":{"die":"pink","spot":{"area":"pink","cell":0}}},{"roll":[["white",3],["green",5],["silver",1],["yellow",5],["blue",1],["pink",5]]},{"take":{"die":"white","spot":{"area":"yellow","cell":5}}},{"roll":[["silver",5],["yellow",2],["pink",3],["green",5],["blue",3],["white",2]]},{"take":{"die":"white","spot":{"area":"green","cell":1}}},{"roll":[["blue",3],["pink",5],["silver",2],["yellow",3],["green",6]]},{"take":{"die":"yellow","spot":{"area":"yellow","cell":0}}},{"roll":[["blue",5],["green",1],["pink",2]]},{"take":{"die":"blue","spot":{"area":"blue","cell":0}}},"finish",{"roll":[["white",5],["green",2],["blue",2],["silver",3],["pink",1],["yellow",4]]},{"take":{"die":"blue","spot":{"area":"blue","cell":1}}},{"plus_one":{"die":"white","spot":{"area":"blue","cell":2}}},{"cross":{"area":"yellow","cell":4}},{"cross":{"area":"yellow","cell":1}},{"write":{"spot":{"area":"blue","cell":3},"value":7}},"finish",{"roll":[["silver",2],["pink",5],["yellow",2],["green",2],["blue",2],["white",5]]},{"take":{"die":"white","spot":{"area":"silver","cell":16}}},{"cross":{"area":"silver","cell":19}},{"cross":{"area":"yellow","cell":8}},"finish",{"roll":[["pink",6]]},{"take":{"die":"pink","spot":{"area":"pink","cell":1}}},{"return":"green"},"finish",{"roll":[["green",6]]},{"take":{"die":"green","spot":{"area":"green","cell":2}}},{"plus_one":{"die":"pink","spot":{"area":"pink","cell":2}}},{"roll":[["white",5],["green",4],["blue",4],["silver",4],["pink",1],["yellow",6]]},{"take":{"die":"pink","spot":{"area":"pink","cell":3}}}]}"#;

/// The sequel's demo game, replayed through its rules.
#[cfg(feature = "twice")]
pub fn demo_twice() -> Option<Game> {
    Game::from_json(DEMO_TWICE).ok()
}

#[cfg(target_arch = "wasm32")]
pub use view::{button, dialog};

#[cfg(target_arch = "wasm32")]
mod view {
    use crate::app::dom::*;
    use crate::app::state::session::Session;
    use crate::app::state::ui::Ui;
    use crate::app::views::{guide, language};
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
                .on_click(move |_| language::with_how_to_play(move || open.set(true))),
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
        // Its texts come with the language's file (English's, fetched when
        // first opened): without them, why, in the built-in words.
        let unavailable = w.how_goal_head().is_empty();
        let sections = if unavailable {
            vec![El::of("p", "how-unavailable")
                .attr("role", "alert")
                .text(w.how_unavailable())]
        } else {
            sections()
        };
        let close_top = close.clone();
        let close_cancel = close.clone();
        let top = El::of("div", "how-top")
            .child(El::new("h2").text(w.how_title()))
            .child(
                El::of("button", "btn")
                    .text(w.how_close())
                    .on_click(move |_| close_top()),
            );
        let again = (!unavailable).then(|| {
            El::of("button", "btn")
                .text(w.how_guide_again())
                .on_click(move |_| {
                    guide::show_again();
                    close();
                })
        });
        El::of("dialog", "overlay how")
            .attr("aria-label", w.how_title())
            // Escape closes it (the page's `switch` keeps other dialogs open).
            .on("cancel", move |_| close_cancel())
            .child(
                El::of("div", "card how-card")
                    .child(top)
                    .children(sections)
                    .child(El::of("div", "buttons").children(again)),
            )
    }

    /// The pictures' own table: a demo game, never the one in play.
    fn table(game: Option<crate::engine::Game>) -> Option<Ui> {
        game.map(|g| Ui::new(Session::new(g, None)))
    }

    /// The first game's sections.
    #[cfg(not(feature = "only-twice"))]
    fn sections() -> Vec<El> {
        let demo = table(super::demo_game());
        let mut sections = clever::play_sections(demo);
        sections.extend(clever::area_sections(demo));
        sections.extend(clever::more_sections(demo));
        sections
    }

    /// The sequel's sections.
    #[cfg(feature = "only-twice")]
    fn sections() -> Vec<El> {
        twice::sections(table(super::demo_twice()))
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

    /// The first game's sections, drawn by its sheet's views.
    #[cfg(not(feature = "only-twice"))]
    mod clever {
        use super::{para, picture, section};
        use crate::app::dom::*;
        use crate::app::state::ui::Ui;
        use crate::app::views::sheet;
        use crate::engine::printed::{BLUE, GREEN, ORANGE, PURPLE, YELLOW};
        use crate::engine::{Area, Rating};
        use crate::words::names::{area_title, rating_words};
        use crate::words::words;

        fn paras(texts: &[String]) -> Vec<El> {
            texts.iter().map(|t| para(t)).collect()
        }

        /// A part of the sheet's top row, for a picture.
        fn top_row(ui: Ui, parts: &dyn Fn(Ui) -> Vec<El>) -> El {
            El::of("div", "sheet-top").children(parts(ui))
        }

        /// The goal, the active player's turn, the passive players'.
        pub(super) fn play_sections(demo: Option<Ui>) -> Vec<El> {
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
        pub(super) fn area_sections(demo: Option<Ui>) -> Vec<El> {
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
        pub(super) fn more_sections(demo: Option<Ui>) -> Vec<El> {
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
    }

    /// The sequel's sections, drawn by its sheet's views: a table read by
    /// one loop (the sequel's app carries no code per paragraph).
    #[cfg(feature = "only-twice")]
    mod twice {
        use super::{para, picture, section};
        use crate::app::dom::*;
        use crate::app::state::ui::Ui;
        use crate::app::views::sheet::rounds_of;
        use crate::app::views::twice_sheet::{
            bar, foxes, sheet_of, silver_area, slot_area, twice_foot, yellow_area,
        };
        use crate::engine::twice::printed::round_bonus;
        use crate::engine::twice::TwiceRating;
        use crate::engine::{Area, Bonus, SoloRating};
        use crate::words::names::solo_rating_words;
        use crate::words::{words, Id};

        /// What a section's picture shows.
        #[derive(Clone, Copy)]
        enum Pic {
            None,
            Totals,
            Area(Area),
            Bars,
            Foxes,
            Rounds,
        }

        /// Each section: its heading, how many of its first paragraphs
        /// are steps (a numbered list), its paragraphs, its picture.
        const SECTIONS: [(Id, usize, &[Id], Pic); 13] = [
            (Id::how_goal_head, 0, &[Id::how_win], Pic::Totals),
            (
                Id::how_active_head,
                4,
                &[
                    Id::how_active_roll,
                    Id::how_active_choose,
                    Id::how_active_platter,
                    Id::how_active_again,
                    Id::how_active_none_twice,
                    Id::how_white_twice,
                ],
                Pic::None,
            ),
            (
                Id::how_passive_head,
                0,
                &[
                    Id::how_passive,
                    Id::how_passive_fields,
                    Id::how_passive_next,
                ],
                Pic::None,
            ),
            (
                Id::area_silver,
                0,
                &[Id::how_silver, Id::how_silver_chain, Id::how_silver_score],
                Pic::Area(Area::Silver),
            ),
            (
                Id::area_yellow,
                0,
                &[Id::how_yellow_twice, Id::how_yellow_score_twice],
                Pic::Area(Area::Yellow),
            ),
            (
                Id::area_blue,
                0,
                &[Id::how_blue_twice, Id::how_blue_score_twice],
                Pic::Area(Area::Blue),
            ),
            (
                Id::area_green,
                0,
                &[Id::how_green_twice, Id::how_green_score_twice],
                Pic::Area(Area::Green),
            ),
            (
                Id::area_pink,
                0,
                &[Id::how_pink, Id::how_pink_score],
                Pic::Area(Area::Pink),
            ),
            (
                Id::how_bonus_head,
                0,
                &[Id::how_bonus_twice, Id::how_question, Id::how_bonus_chain],
                Pic::None,
            ),
            (
                Id::how_actions_head_twice,
                0,
                &[
                    Id::how_actions_twice,
                    Id::how_reroll,
                    Id::how_return,
                    Id::how_plus_one,
                ],
                Pic::Bars,
            ),
            (
                Id::how_fox_head,
                0,
                &[Id::how_fox, Id::how_fox_twice],
                Pic::Foxes,
            ),
            (
                Id::how_rounds_head,
                0,
                &[Id::how_rounds, Id::how_round_bonus_twice],
                Pic::Rounds,
            ),
            (
                Id::how_solo_head,
                0,
                &[Id::how_solo, Id::how_solo_extra, Id::how_solo_rating_twice],
                Pic::None,
            ),
        ];

        pub(super) fn sections(demo: Option<Ui>) -> Vec<El> {
            let w = words();
            // The rating's bands are named as the end of a game names them.
            let said = |id: Id| match id {
                Id::how_solo_rating_twice => w.how_solo_rating_twice(
                    &solo_rating_words(SoloRating::Twice(TwiceRating::HalfAsClever)),
                    &solo_rating_words(SoloRating::Twice(TwiceRating::TwiceAsClever)),
                ),
                _ => w.text(id).to_string(),
            };
            let sections = SECTIONS.iter().map(|&(head, steps, texts, pic)| {
                let mut texts = texts.iter().map(|&id| said(id));
                let mut body = Vec::new();
                if steps > 0 {
                    let list = texts.by_ref().take(steps);
                    body.push(El::new("ol").children(list.map(|t| El::new("li").text(t))));
                }
                body.extend(texts.map(|t| para(&t)));
                let pic = match pic {
                    Pic::None => None,
                    _ => picture(demo, &|ui| draw(ui, pic)),
                };
                section(w.text(head), body, pic)
            });
            sections.collect()
        }

        /// A picture: a part of the demo's sheet.
        fn draw(ui: Ui, pic: Pic) -> El {
            let sheet = sheet_of(ui);
            let top = |parts: Vec<El>| El::of("div", "sheet-top").children(parts);
            match pic {
                Pic::Area(Area::Silver) => silver_area(ui, sheet),
                Pic::Area(Area::Yellow) => yellow_area(ui, sheet),
                Pic::Area(area) => slot_area(ui, sheet, area),
                Pic::Bars => top([Bonus::Reroll, Bonus::Return, Bonus::PlusOne]
                    .map(|b| bar(sheet, b))
                    .into()),
                Pic::Foxes => top(vec![foxes(sheet)]),
                Pic::Rounds => top(vec![rounds_of(ui, round_bonus)]),
                _ => twice_foot(sheet),
            }
        }
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
    #[cfg(not(feature = "only-twice"))]
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

    /// The sequel's demo replays to what its pictures and text rely on:
    /// round 4's black ? waiting, the silver chain's column 2 and its ?
    /// in yellow, the chain of ? in yellow and blue, green's pair, pink's
    /// thresholds, a return used; and the rating bands the text gives.
    #[test]
    #[cfg(feature = "twice")]
    fn the_sequels_demo_replays_to_the_pictured_sheet() {
        use crate::engine::twice::printed::{silver_cell, BLUE_POINTS};
        use crate::engine::twice::{rating, TwiceRating};
        let game = demo_twice().expect("the sequel's demo replays");
        assert_eq!(game.decision(), Decision::RoundChoice { player: 0 });
        let twice = game.twice().expect("a game of the sequel");
        assert_eq!(twice.round(), 4);
        let sheet = twice.sheet(0);
        for row in 0..4 {
            assert!(
                sheet.silver & 1 << silver_cell(row, 2) != 0,
                "column 2, row {row}"
            );
        }
        assert!(
            sheet.silver & 1 << silver_cell(2, 5) != 0,
            "the white 5 as silver"
        );
        assert_eq!(sheet.silver.count_ones(), 5);
        assert_eq!(sheet.yellow_circled, 0b1_0011_0011, "rows 1 and 3 complete");
        assert_eq!(sheet.yellow_crossed, 1 << 8, "the 5 crossed by silver's ?");
        assert_eq!(
            sheet.blue.written(),
            [7, 7, 7, 7],
            "never higher, equal allowed"
        );
        assert_eq!(sheet.green.written(), [8, 4, 12], "die × multiplier");
        assert_eq!(sheet.pink.written(), [3, 6, 6, 1]);
        assert_eq!((sheet.rerolls.earned, sheet.rerolls.used), (3, 0));
        assert_eq!((sheet.returns.earned, sheet.returns.used), (2, 1));
        assert_eq!(sheet.plus_ones.used, 2);
        let score = twice.score(0);
        assert_eq!(score.areas, [10, 3, 10, 4, 16], "Area::TWICE's order");
        assert_eq!(BLUE_POINTS[4], score.areas[2]);
        assert!(game
            .legal_actions()
            .iter()
            .all(|a| !matches!(a, crate::engine::Action::Cross(_))));
        // "in steps of 20 points, from … under 140 to … from 320"
        assert_eq!(rating(139), TwiceRating::HalfAsClever);
        assert_eq!(rating(140), TwiceRating::DoBetter);
        assert_eq!(rating(160), TwiceRating::RightWay);
        assert_eq!(rating(319), TwiceRating::PointsIq);
        assert_eq!(rating(320), TwiceRating::TwiceAsClever);
    }
}
