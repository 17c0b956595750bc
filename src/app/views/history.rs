//! History and statistics: the finished games kept in the archive, read
//! through the state (`stored().finished_games()`) as summaries (replay or
//! export each game whose moves are kept: the worker replays them), and
//! the statistics of the games the filters pick, which the worker counts
//! and this draws (charts with a table beside each).

use crate::app::dom::*;
use crate::app::edge::calculator;
use crate::app::edge::download;
use crate::app::edge::intl::date;
use crate::app::state::advice::NoAnswer;
use crate::app::state::phrases;
use crate::app::state::phrases::{seat_names, shown_name, tenths};
use crate::app::state::stored::{stored, Finished};
use crate::app::state::ui::Ui;
use crate::app::views::charts::{bar_chart, data_table, figure, line_chart, Bar};
use crate::app::views::widgets;
use crate::engine::archive::{ArchiveError, Entry};
use crate::engine::rating;
use crate::stats::{Filter, Mode, Statistics, BANDS};
use crate::words::errors::archive_error;
use crate::words::names::rating_words;
use crate::words::{words, Tenths};
use leptos::prelude::GetValue;

pub fn dialog(ui: Ui) -> El {
    let w = words();
    let Finished {
        text: archive,
        lines,
    } = stored().finished_games();
    #[cfg(not(feature = "twice"))]
    let games = history(ui, &archive, &lines);
    let card = El::of("div", "card history").child(El::new("h2").text(w.history_title()));
    #[cfg(not(feature = "twice"))]
    let card = card.child(
        El::of("div", "library")
            .child(statistics(archive, &lines))
            .child(games),
    );
    #[cfg(feature = "twice")]
    let card = card.child(per_game(ui, archive, lines));
    let card = card.child(
        El::of("div", "buttons").child(
            El::of("button", "btn primary")
                .text(w.history_close())
                .on_click(move |_| ui.session.update(|t| t.close_setup())),
        ),
    );
    El::of("dialog", "overlay")
        .attr("aria-label", w.history_title())
        .child(card)
}

/// The statistics and the games of each game of the series: when the
/// archive holds both, a choice of the game (at first the one on the
/// table) and a library for each, the other hidden; else one library.
#[cfg(feature = "twice")]
fn per_game(ui: Ui, archive: String, lines: Vec<(usize, Result<Entry, ArchiveError>)>) -> El {
    use crate::engine::Edition;
    use crate::words::errors::game_name;
    let table = ui.session.with_untracked(|t| t.game().edition());
    let library = |lines: &[(usize, Result<Entry, ArchiveError>)]| {
        El::of("div", "library")
            .child(statistics(archive.clone(), lines))
            .child(history(ui, &archive, lines))
    };
    let held = |g: Edition| {
        lines
            .iter()
            .any(|(_, e)| e.as_ref().is_ok_and(|e| e.setup.game == g))
    };
    if !(held(Edition::Clever) && held(Edition::Twice)) {
        return library(&lines);
    }
    // Each readable line under its game, the unreadable under the table's.
    let (twice, clever): (Vec<_>, Vec<_>) = lines
        .into_iter()
        .partition(|(_, e)| e.as_ref().map_or(table, |e| e.setup.game) == Edition::Twice);
    let w = words();
    // The game on the table first: the select shows it chosen.
    let mut games = Edition::ALL.map(|g| (g.name().to_string(), game_name(&w, g)));
    if table != Edition::ALL[0] {
        games.reverse();
    }
    let game = RwSignal::new(table);
    let shown = |g: Edition| derive(move || game.get() != g);
    let choice = select(w.setup_game_title(), &games, move |name| {
        game.set(match &*name {
            "twice" => Edition::Twice,
            _ => Edition::Clever,
        })
    });
    El::of("div", "per-game")
        .child(El::of("div", "filters").child(choice))
        .child(library(&clever).bind_hidden(shown(Edition::Clever)))
        .child(library(&twice).bind_hidden(shown(Edition::Twice)))
}

/// The statistics' filter at first.
#[cfg(not(feature = "twice"))]
fn first_filter(_: &[(usize, Result<Entry, ArchiveError>)]) -> Filter {
    Filter::default()
}

/// The statistics' filter at first: the lines are of one game
/// (`per_game`), the worker counts that one.
#[cfg(feature = "twice")]
fn first_filter(lines: &[(usize, Result<Entry, ArchiveError>)]) -> Filter {
    Filter {
        game: lines
            .iter()
            .find_map(|(_, e)| e.as_ref().ok())
            .map(|e| e.setup.game)
            .unwrap_or_default(),
        ..Filter::default()
    }
}

/// Which game an entry is; a solo game of the first has its rating.
#[cfg(feature = "twice")]
fn game_marks(li: El, entry: &Entry) -> El {
    let game = crate::words::errors::game_name(&words(), entry.setup.game);
    let li = li.child(El::of("span", "stats-mark game-name").text(game));
    match (&entry.totals[..], entry.setup.game.is_clever()) {
        ([total], true) => {
            let rated = rating(u16::try_from(*total).unwrap_or(0));
            li.child(El::of("span", "stats-rating").text(rating_words(rated)))
        }
        _ => li,
    }
}

/// What the statistics show: the worker's answer, awaited or failed.
#[derive(Clone, PartialEq)]
enum Counted {
    Asking,
    Ready(Statistics, Filter),
    Failed(NoAnswer),
}

fn select(label: String, options: &[(String, String)], chosen: impl Fn(String) + 'static) -> El {
    El::new("select")
        .attr("aria-label", label)
        .children(
            options
                .iter()
                .map(|(value, text)| El::new("option").attr("value", value).text(text)),
        )
        .on("change", move |ev| chosen(control_value(&ev)))
}

/// The filters and the statistics of the games they pick.
fn statistics(archive: String, lines: &[(usize, Result<Entry, ArchiveError>)]) -> El {
    let mut names: Vec<&str> = lines
        .iter()
        .filter_map(|(_, e)| e.as_ref().ok())
        .flat_map(|e| e.setup.players.iter().map(String::as_str))
        // Games without names are counted, but not chosen by name.
        .filter(|n| !n.trim().is_empty())
        .collect();
    crate::order::sort_by(&mut names, |a, b| a < b);
    names.dedup();
    let w = words();
    let section = El::of("section", "stats")
        .attr("aria-label", w.stats_title())
        .child(El::new("h3").text(w.stats_title()));
    if !lines.iter().any(|(_, e)| e.is_ok()) {
        // Nothing to count: no need to ask the worker.
        return section.child(El::of("p", "stats-empty").text(w.stats_none()));
    }
    let filter = RwSignal::new(first_filter(lines));
    // Bumped by "Try again".
    let attempt = RwSignal::new(0u32);
    let counted = RwSignal::new(Counted::Asking);
    let mut players = vec![(String::new(), w.stats_all_players())];
    players.extend(names.iter().map(|n| (n.to_string(), n.to_string())));
    let modes = [
        (Mode::All, w.stats_mode_all()),
        (Mode::Solo, w.stats_mode_solo()),
        (Mode::Multi, w.stats_mode_multi()),
        (Mode::Variant, w.stats_mode_variant()),
        (Mode::OwnDice, w.stats_mode_own_dice()),
        (Mode::AppDice, w.stats_mode_app_dice()),
        (Mode::ByLink, w.stats_mode_by_link()),
    ]
    .map(|(m, t)| (m.name().to_string(), t));
    let lasts = [
        ("all", w.stats_last_all()),
        ("50", w.stats_last(50)),
        ("10", w.stats_last(10)),
    ]
    .map(|(v, t)| (v.to_string(), t));
    let filters = El::of("div", "filters")
        .child(select(w.stats_filter_player(), &players, move |name| {
            filter.update(|f| f.player = name)
        }))
        .child(select(w.stats_filter_mode(), &modes, move |mode| {
            let mode = Mode::ALL.into_iter().find(|m| m.name() == mode);
            filter.update(|f| f.mode = mode.unwrap_or_default())
        }))
        .child(select(w.stats_filter_games(), &lasts, move |last| {
            filter.update(|f| f.last = last.parse().ok())
        }));
    let archive = StoredValue::new(archive);
    // The latest request: a reply to an earlier one (filters changed
    // since), or after the view closed, is dropped.
    let asked = StoredValue::new(0u32);
    effect(move || {
        let filter = filter.get();
        attempt.track();
        asked.update_value(|n| *n += 1);
        let mine = asked.get_value();
        counted.set(Counted::Asking);
        calculator::statistics(archive.get_value(), filter.clone(), move |reply| {
            if asked.try_get_value() != Some(mine) {
                return;
            }
            counted.try_set(match reply {
                Ok(stats) => Counted::Ready(stats, filter),
                Err(why) => Counted::Failed(why),
            });
        });
    });
    let body = El::of("div", "statsbody").attr("aria-live", "polite");
    let shown = memo(move || Some(counted.get()));
    switch(&body, shown, move |counted| match counted {
        Counted::Asking => El::of("p", "small").text(words().stats_counting()),
        Counted::Failed(why) => widgets::no_answer(why, attempt),
        Counted::Ready(stats, filter) => view(&stats, &filter),
    });
    section.child(filters).child(body)
}

/// "Anna · solo · last 10 games (10 games)".
fn filter_words(filter: &Filter, games: usize) -> String {
    let w = words();
    let player = match &*filter.player {
        "" => w.stats_all_players(),
        name => name.to_string(),
    };
    let mode = match filter.mode {
        Mode::All => w.stats_chosen_all_modes(),
        Mode::Solo => w.stats_chosen_solo(),
        Mode::Multi => w.stats_chosen_multi(),
        Mode::Variant => w.stats_chosen_variant(),
        Mode::OwnDice => w.stats_chosen_own_dice(),
        Mode::ByLink => w.stats_chosen_by_link(),
        Mode::AppDice => w.stats_chosen_app_dice(),
    };
    let last = match filter.last {
        None => w.stats_chosen_all_games(),
        Some(n) => w.stats_chosen_last(n),
    };
    w.stats_chosen(&player, &mode, &last, games)
}

fn band_label(i: usize) -> String {
    let w = words();
    match i {
        0 => w.chart_band_below(BANDS[1]),
        8 => w.chart_band_above(BANDS[8] - 1),
        _ => w.chart_band(BANDS[i], BANDS[i + 1] - 1),
    }
}

/// The bars of the areas chart: their labels and classes.
fn areas() -> [(String, &'static str); 6] {
    let w = words();
    [
        (w.chart_yellow(), "stats-yellow"),
        (w.chart_blue(), "stats-blue"),
        (w.chart_green(), "stats-green"),
        (w.chart_orange(), "stats-orange"),
        (w.chart_purple(), "stats-purple"),
        (w.chart_foxes(), "stats-foxes"),
    ]
}

/// The sequel's areas in the sheet's order, then the foxes.
#[cfg(feature = "twice")]
fn twice_areas() -> [(String, &'static str); 6] {
    const CLASS: [&str; 6] = [
        "stats-silver",
        "stats-yellow",
        "stats-blue",
        "stats-green",
        "stats-pink",
        "stats-foxes",
    ];
    let w = words();
    let mut out = CLASS.map(|c| (String::new(), c));
    for (o, a) in out.iter_mut().zip(crate::engine::Area::TWICE) {
        o.0 = crate::words::names::area_word(&w, a);
    }
    out[5].0 = w.chart_foxes();
    out
}

/// A bar's or a point's height: a mean below nothing (the sequel's green
/// pairs) draws none; its number says it.
#[allow(clippy::unnecessary_cast, clippy::unnecessary_min_or_max)]
fn height(t: crate::stats::Tenths) -> u64 {
    t.max(0) as u64
}

/// Tenths as the words write them.
#[allow(clippy::unnecessary_cast)]
fn written(t: crate::stats::Tenths) -> Tenths {
    Tenths(t as i64)
}

/// The statistics, worded and drawn.
fn view(stats: &Statistics, filter: &Filter) -> El {
    let w = words();
    if stats.readable == 0 {
        return El::of("p", "stats-empty").text(w.stats_none());
    }
    let n = stats.games;
    let mut out = El::of("div", "stats-view")
        .child(El::of("p", "stats-filters").text(filter_words(filter, n)));
    if stats.unreadable > 0 {
        out = out.child(El::new("p").text(w.stats_unreadable(stats.unreadable)));
    }
    if n == 0 || stats.totals.is_empty() {
        return out.child(El::of("p", "stats-empty").text(w.stats_no_match()));
    }
    #[cfg(not(feature = "twice"))]
    {
        out = out
            .child(per_player(stats))
            .child(bands(stats))
            .child(area_means(stats))
            .child(over_time(stats));
    }
    // The rating's bands are the first game's; the areas each game's own.
    #[cfg(feature = "twice")]
    {
        out = out.child(per_player(stats));
        let areas = match filter.game {
            crate::engine::Edition::Clever => {
                out = out.child(bands(stats));
                areas()
            }
            crate::engine::Edition::Twice => twice_areas(),
        };
        out = out.child(area_means(stats, areas)).child(over_time(stats));
    }
    if !stats.wins.is_empty() {
        out = out.child(wins(stats));
    }
    out
}

/// Per player: games, mean, median, best, worst.
fn per_player(stats: &Statistics) -> El {
    let w = words();
    let rows: Vec<Vec<String>> = stats
        .players
        .iter()
        .map(|p| {
            vec![
                shown_name(&p.name),
                p.games.to_string(),
                tenths(p.mean),
                tenths(p.median),
                p.best.to_string(),
                p.worst.to_string(),
            ]
        })
        .collect();
    data_table(
        "stats-players",
        &w.stats_per_player(),
        &[
            &w.stats_col_player(),
            &w.stats_col_games(),
            &w.stats_col_mean(),
            &w.stats_col_median(),
            &w.stats_col_best(),
            &w.stats_col_worst(),
        ],
        &rows,
    )
}

/// The bands of the solo rating table.
fn bands(stats: &Statistics) -> El {
    let w = words();
    let bars: Vec<Bar> = (0..9)
        .map(|i| Bar {
            label: band_label(i),
            value: stats.bands[i],
            shown: stats.bands[i].to_string(),
            class: "",
        })
        .collect();
    let summary: Vec<String> = (0..9)
        .filter(|&i| stats.bands[i] > 0)
        .map(|i| w.chart_band_count(&band_label(i), stats.bands[i]))
        .collect();
    let rows: Vec<Vec<String>> = (0..9)
        .map(|i| {
            vec![
                band_label(i),
                rating_words(rating(BANDS[i])),
                stats.bands[i].to_string(),
            ]
        })
        .collect();
    figure(
        &w.chart_bands_title(),
        bar_chart(&w.chart_bands_alt(&summary.join(&w.list_comma())), &bars),
        data_table(
            "",
            "",
            &[
                &w.chart_col_band(),
                &w.chart_col_rating(),
                &w.chart_col_totals(),
            ],
            &rows,
        ),
    )
}

/// The mean of each area.
fn area_means(
    stats: &Statistics,
    #[cfg(feature = "twice")] areas: [(String, &'static str); 6],
) -> El {
    let w = words();
    #[cfg(not(feature = "twice"))]
    let areas = areas();
    let bars: Vec<Bar> = areas
        .iter()
        .zip(stats.areas)
        .map(|((name, class), mean)| Bar {
            label: name.clone(),
            value: height(mean),
            shown: tenths(mean),
            class,
        })
        .collect();
    let summary: Vec<String> = areas
        .iter()
        .zip(stats.areas)
        .map(|((name, _), mean)| w.chart_area_mean(name, written(mean)))
        .collect();
    let rows: Vec<Vec<String>> = areas
        .iter()
        .zip(stats.areas)
        .map(|((name, _), mean)| vec![name.clone(), tenths(mean)])
        .collect();
    figure(
        &w.chart_areas_title(),
        bar_chart(&w.chart_areas_alt(&summary.join(&w.list_comma())), &bars),
        data_table("", "", &[&w.chart_col_area(), &w.chart_col_mean()], &rows),
    )
}

/// The totals over time, with their running average.
fn over_time(stats: &Statistics) -> El {
    let w = words();
    let points: Vec<u64> = stats
        .totals
        .iter()
        .map(|t| height(crate::stats::Tenths::from(t.total) * 10))
        .collect();
    let average: Vec<u64> = stats.totals.iter().map(|t| height(t.average)).collect();
    let low = stats.totals.iter().map(|t| t.total).min().unwrap_or(0);
    let high = stats.totals.iter().map(|t| t.total).max().unwrap_or(0);
    let last = *average.last().unwrap_or(&0);
    let aria = w.chart_totals_alt(stats.totals.len(), low, high, Tenths(last as i64));
    let rows: Vec<Vec<String>> = stats
        .totals
        .iter()
        .enumerate()
        .map(|(i, t)| {
            vec![
                (i + 1).to_string(),
                date(t.end_ms).0,
                shown_name(&t.name),
                t.total.to_string(),
                tenths(t.average),
            ]
        })
        .collect();
    figure(
        &w.chart_totals_title(),
        line_chart(&aria, &points, &average),
        data_table(
            "",
            "",
            &[
                &w.chart_col_number(),
                &w.chart_col_date(),
                &w.chart_col_player(),
                &w.chart_col_total(),
                &w.chart_col_average(),
            ],
            &rows,
        ),
    )
}

/// Wins per player.
fn wins(stats: &Statistics) -> El {
    let w = words();
    let bars: Vec<Bar> = stats
        .wins
        .iter()
        .map(|w| Bar {
            label: shown_name(&w.name),
            value: w.won,
            shown: w.won.to_string(),
            class: "",
        })
        .collect();
    let summary: Vec<String> = stats
        .wins
        .iter()
        .map(|x| w.chart_wins_of(&shown_name(&x.name), x.won, x.played))
        .collect();
    let rows: Vec<Vec<String>> = stats
        .wins
        .iter()
        .map(|w| vec![shown_name(&w.name), w.played.to_string(), w.won.to_string()])
        .collect();
    figure(
        &w.chart_wins_title(),
        bar_chart(&w.chart_wins_alt(&summary.join(&w.list_comma())), &bars),
        data_table(
            "",
            "",
            &[
                &w.chart_col_player(),
                &w.chart_col_played(),
                &w.chart_col_wins(),
            ],
            &rows,
        ),
    )
}

/// The players and their totals: "Anna 212, Béla 190".
fn players_and_totals(entry: &Entry) -> String {
    let w = words();
    let seats: Vec<String> = seat_names(&entry.setup)
        .iter()
        .zip(&entry.totals)
        .map(|(name, &total)| w.history_player_total(name, total))
        .collect();
    seats.join(&w.list_comma())
}

/// The worker's replays of the kept games (the moves' reader is not on the
/// app's first load), asked for by Replay and Export: only the latest
/// question's answer is used, and none once the dialog is closed; why the
/// last one got no answer is said.
#[derive(Clone, Copy)]
struct Replays {
    archive: StoredValue<String>,
    asked: StoredValue<u32>,
    failed: RwSignal<Option<String>>,
}

impl Replays {
    fn new(archive: &str) -> Replays {
        Replays {
            archive: StoredValue::new(archive.to_string()),
            asked: StoredValue::new(0),
            failed: RwSignal::new(None::<String>),
        }
    }

    /// Ask the worker for the game of line `index` of the archive, then
    /// open its replay, or download its record (`export`).
    fn ask(self, ui: Ui, index: usize, export: bool) {
        let line = self
            .archive
            .with_value(|a| a.lines().nth(index).map(str::to_string));
        let Some(line) = line else {
            return;
        };
        let Replays { asked, failed, .. } = self;
        failed.set(None);
        asked.update_value(|n| *n += 1);
        let mine = asked.get_value();
        calculator::replay(line, move |reply| {
            // Dropped once asked again, or once the dialog is closed.
            if asked.try_get_value() != Some(mine) {
                return;
            }
            match reply {
                Ok(game) if export => {
                    download::download(&download::export_name(&game), &game.to_json())
                }
                Ok(game) => ui.session.update(|t| {
                    t.close_setup();
                    t.open_replay(game, 0, None);
                }),
                Err(why) => failed.set(Some(phrases::no_answer_sentence(why))),
            }
        });
    }
}

/// An entry's Replay and Export, while its moves are kept; else that only
/// its summary is.
fn replay_buttons(
    ui: Ui,
    li: El,
    replays: Replays,
    entry: &Entry,
    index: usize,
    (when, who): (&str, &str),
) -> El {
    let w = words();
    // The other game's app replays and exports the other game's (this
    // build cannot read its record).
    match &entry.moves {
        Some(_) if entry.setup.game.is_played() => {
            let name = w.history_game(when, who);
            li.child(
                El::of("span", "stats-actions")
                    .child(
                        El::new("button")
                            .attr("type", "button")
                            .attr("aria-label", w.history_replay_game(&name))
                            .text(w.history_replay())
                            .on_click(move |_| replays.ask(ui, index, false)),
                    )
                    .child(
                        El::new("button")
                            .attr("type", "button")
                            .attr("aria-label", w.history_export_game(&name))
                            .text(w.history_export())
                            .on_click(move |_| replays.ask(ui, index, true)),
                    ),
            )
        }
        Some(_) => li,
        None => li.child(El::of("span", "stats-reduced").text(w.history_summary_only())),
    }
}

/// Finished games, newest first, each with Replay and Export while its
/// moves are kept (line `index` of `archive`); unreadable lines are listed
/// too.
fn history(ui: Ui, archive: &str, lines: &[(usize, Result<Entry, ArchiveError>)]) -> El {
    let w = words();
    let section = El::of("section", "games")
        .attr("aria-label", w.history_label())
        .child(El::new("h3").text(w.history_heading()));
    if lines.is_empty() {
        return section.child(El::of("p", "stats-empty").text(w.history_none()));
    }
    let replays = Replays::new(archive);
    // Why a Replay or an Export did nothing: the worker did not answer.
    let failed = replays.failed;
    let failed = El::of("p", "refused")
        .attr("role", "status")
        .bind_text(derive(move || failed.get().unwrap_or_default()));
    let items = lines.iter().rev().map(|(index, entry)| {
        let entry = match entry {
            Ok(entry) => entry,
            Err(why) => {
                return El::of("li", "stats-unreadable")
                    .text(w.history_unreadable(*index, &archive_error(why)))
            }
        };
        let (when, datetime) = date(entry.end_ms);
        let who = players_and_totals(entry);
        let mut li = El::of("li", "stats-game")
            .child(El::new("time").attr("datetime", &datetime).text(&when))
            .child(El::new("span").text(&who));
        #[cfg(not(feature = "twice"))]
        if let [total] = entry.totals[..] {
            li = li.child(El::of("span", "stats-rating").text(rating_words(rating(total))));
        }
        #[cfg(feature = "twice")]
        {
            li = game_marks(li, entry);
        }
        if entry.setup.by_link.is_some() {
            li = li.child(El::of("span", "stats-mark").text(w.history_by_link()));
        }
        if entry.setup.own_dice {
            li = li.child(El::of("span", "stats-mark").text(w.history_own_dice()));
        }
        if let Some(day) = &entry.setup.daily {
            let day = &crate::words::names::day_written(&w, day);
            let mark = if entry.practice {
                w.history_daily_practice(day)
            } else {
                w.history_daily(day)
            };
            li = li.child(El::of("span", "stats-mark").text(&mark));
        }
        replay_buttons(ui, li, replays, entry, *index, (&when, &who))
    });
    let items = items.collect::<Vec<_>>();
    section
        .child(failed)
        .child(El::of("ol", "stats-history").children(items))
}
