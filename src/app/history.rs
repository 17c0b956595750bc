//! History and statistics: the finished games kept in the archive, read
//! here (replay or export each game whose moves are kept), and the
//! statistics of the games the filters pick, which the worker counts and
//! this draws (charts with a table beside each).

use super::charts::{bar_chart, figure, line_chart, table, Bar};
use super::dom::*;
use super::intl::date;
use super::table::NoAnswer;
use super::words::{self, rating_words, tenths};
use super::{calculator, download, storage, Ui};
use crate::engine::archive::{read_entry, ArchiveError, Entry};
use crate::engine::rating;
use crate::stats::{Filter, Mode, Statistics, BANDS};
use leptos::prelude::GetValue;

pub fn dialog(ui: Ui) -> El {
    let archive = storage::load_archive();
    // Each line that is not blank: its entry, or why it cannot be read.
    let lines: Vec<(usize, Result<Entry, ArchiveError>)> = archive
        .split('\n')
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| (i, read_entry(line.trim_end_matches('\r'))))
        .collect();
    let card = El::of("div", "card history")
        .child(El::new("h2").text("History and statistics"))
        .child(
            El::of("div", "library")
                .child(statistics(archive, &lines))
                .child(history(ui, &lines)),
        )
        .child(
            El::of("div", "buttons").child(
                El::of("button", "btn primary")
                    .text("Close")
                    .on_click(move |_| ui.table.update(|t| t.close_setup())),
            ),
        );
    El::of("dialog", "overlay")
        .attr("aria-label", "History and statistics")
        .child(card)
}

/// What the statistics show: the worker's answer, awaited or failed.
#[derive(Clone, PartialEq)]
enum Counted {
    Asking,
    Ready(Statistics, Filter),
    Failed(NoAnswer),
}

fn select(label: &str, options: &[(String, String)], chosen: impl Fn(String) + 'static) -> El {
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
        .collect();
    names.sort_unstable();
    names.dedup();
    let section = El::of("section", "stats")
        .attr("aria-label", "Statistics")
        .child(El::new("h3").text("Statistics"));
    if !lines.iter().any(|(_, e)| e.is_ok()) {
        // Nothing to count: no need to ask the worker.
        return section.child(
            El::of("p", "stats-empty")
                .text("No finished games yet: statistics appear once you have finished a game."),
        );
    }
    let filter = RwSignal::new(Filter::default());
    // Bumped by "Try again".
    let attempt = RwSignal::new(0u32);
    let counted = RwSignal::new(Counted::Asking);
    let mut players = vec![(String::new(), "All players".to_string())];
    players.extend(names.iter().map(|n| (n.to_string(), n.to_string())));
    let modes = [
        ("all", "All modes"),
        ("solo", "Solo"),
        ("multi", "Multiplayer"),
        ("variant", "Solo, Italian rules"),
    ]
    .map(|(v, t)| (v.to_string(), t.to_string()));
    let lasts = [("all", "All games"), ("50", "Last 50"), ("10", "Last 10")]
        .map(|(v, t)| (v.to_string(), t.to_string()));
    let filters = El::of("div", "filters")
        .child(select("Player", &players, move |name| {
            filter.update(|f| f.player = name)
        }))
        .child(select("Mode", &modes, move |mode| {
            let i = ["all", "solo", "multi", "variant"]
                .iter()
                .position(|m| *m == mode)
                .unwrap_or(0);
            filter.update(|f| f.mode = Mode::ALL[i])
        }))
        .child(select("Games", &lasts, move |last| {
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
        Counted::Asking => El::of("p", "small").text("Counting…"),
        Counted::Failed(why) => calculator::no_answer(why, attempt),
        Counted::Ready(stats, filter) => view(&stats, &filter),
    });
    section.child(filters).child(body)
}

/// "Anna · solo · last 10 games".
fn filter_words(filter: &Filter) -> String {
    let player = match &*filter.player {
        "" => "All players",
        name => name,
    };
    let mode = match filter.mode {
        Mode::All => "all modes",
        Mode::Solo => "solo",
        Mode::Multi => "multiplayer",
        Mode::Variant => "no +1 in the passive turn",
    };
    let last = match filter.last {
        None => "all games".to_string(),
        Some(1) => "the last game".to_string(),
        Some(n) => format!("last {n} games"),
    };
    format!("{player} · {mode} · {last}")
}

fn band_label(i: usize) -> String {
    match i {
        0 => format!("<{}", BANDS[1]),
        8 => format!(">{}", BANDS[8] - 1),
        _ => format!("{}–{}", BANDS[i], BANDS[i + 1] - 1),
    }
}

const AREAS: [(&str, &str); 6] = [
    ("yellow", "stats-yellow"),
    ("blue", "stats-blue"),
    ("green", "stats-green"),
    ("orange", "stats-orange"),
    ("purple", "stats-purple"),
    ("foxes", "stats-foxes"),
];

/// The statistics, worded and drawn.
fn view(stats: &Statistics, filter: &Filter) -> El {
    if stats.readable == 0 {
        return El::of("p", "stats-empty")
            .text("No finished games yet: statistics appear once you have finished a game.");
    }
    let n = stats.games;
    let mut out = El::of("div", "stats-view").child(El::of("p", "stats-filters").text(format!(
        "{} ({n} game{})",
        filter_words(filter),
        if n == 1 { "" } else { "s" }
    )));
    if stats.unreadable > 0 {
        let u = stats.unreadable;
        out = out.child(El::new("p").text(format!(
            "{u} unreadable entr{} not counted.",
            if u == 1 { "y is" } else { "ies are" }
        )));
    }
    if n == 0 || stats.totals.is_empty() {
        return out
            .child(El::of("p", "stats-empty").text("No finished games match these filters."));
    }
    // Per player.
    let rows: Vec<Vec<String>> = stats
        .players
        .iter()
        .map(|p| {
            vec![
                p.name.clone(),
                p.games.to_string(),
                tenths(p.mean),
                tenths(p.median),
                p.best.to_string(),
                p.worst.to_string(),
            ]
        })
        .collect();
    out = out.child(table(
        "stats-players",
        "Totals per player",
        &["Player", "Games", "Mean", "Median", "Best", "Worst"],
        &rows,
    ));
    // The bands of the solo rating table.
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
        .map(|i| format!("{}: {}", band_label(i), stats.bands[i]))
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
    out = out.child(figure(
        "Totals by the bands of the solo rating table",
        bar_chart(&format!("Totals by band: {}", summary.join(", ")), &bars),
        table("", "", &["Total", "Rating (solo)", "Totals"], &rows),
    ));
    // The mean of each area.
    let bars: Vec<Bar> = AREAS
        .iter()
        .zip(stats.areas)
        .map(|(&(name, class), mean)| Bar {
            label: name.into(),
            value: mean,
            shown: tenths(mean),
            class,
        })
        .collect();
    let summary: Vec<String> = AREAS
        .iter()
        .zip(stats.areas)
        .map(|((name, _), mean)| format!("{name} {}", tenths(mean)))
        .collect();
    let rows: Vec<Vec<String>> = AREAS
        .iter()
        .zip(stats.areas)
        .map(|((name, _), mean)| vec![name.to_string(), tenths(mean)])
        .collect();
    out = out.child(figure(
        "Mean points per area",
        bar_chart(
            &format!("Mean points per area: {}", summary.join(", ")),
            &bars,
        ),
        table("", "", &["Area", "Mean"], &rows),
    ));
    // Over time.
    let points: Vec<u64> = stats
        .totals
        .iter()
        .map(|t| u64::from(t.total) * 10)
        .collect();
    let average: Vec<u64> = stats.totals.iter().map(|t| t.average).collect();
    let low = stats.totals.iter().map(|t| t.total).min().unwrap_or(0);
    let high = stats.totals.iter().map(|t| t.total).max().unwrap_or(0);
    let aria = format!(
        "{} totals from {low} to {high}; the last moving average is {}",
        stats.totals.len(),
        tenths(*average.last().unwrap_or(&0))
    );
    let rows: Vec<Vec<String>> = stats
        .totals
        .iter()
        .enumerate()
        .map(|(i, t)| {
            vec![
                (i + 1).to_string(),
                date(t.end_ms).0,
                t.name.clone(),
                t.total.to_string(),
                tenths(t.average),
            ]
        })
        .collect();
    out = out.child(figure(
        "Totals over time, oldest first, with the moving average of the last 5 \
         (of fewer for the first four)",
        line_chart(&aria, &points, &average),
        table(
            "",
            "",
            &["#", "Date (UTC)", "Player", "Total", "Moving average (5)"],
            &rows,
        ),
    ));
    // Wins.
    if !stats.wins.is_empty() {
        let bars: Vec<Bar> = stats
            .wins
            .iter()
            .map(|w| Bar {
                label: w.name.clone(),
                value: w.won,
                shown: w.won.to_string(),
                class: "",
            })
            .collect();
        let summary: Vec<String> = stats
            .wins
            .iter()
            .map(|w| format!("{} {} of {}", w.name, w.won, w.played))
            .collect();
        let rows: Vec<Vec<String>> = stats
            .wins
            .iter()
            .map(|w| vec![w.name.clone(), w.played.to_string(), w.won.to_string()])
            .collect();
        out = out.child(figure(
            "Wins in multiplayer games (a shared victory counts as a win for each winner)",
            bar_chart(&format!("Wins: {}", summary.join(", ")), &bars),
            table("", "", &["Player", "Multiplayer games", "Wins"], &rows),
        ));
    }
    out
}

/// The players and their totals: "Anna 212, Béla 190".
fn players_and_totals(entry: &Entry) -> String {
    let seats: Vec<String> = entry
        .setup
        .players
        .iter()
        .zip(&entry.totals)
        .map(|(name, total)| format!("{name} {total}"))
        .collect();
    seats.join(", ")
}

/// Finished games, newest first, each with Replay and Export while its
/// moves are kept; unreadable lines are listed too.
fn history(ui: Ui, lines: &[(usize, Result<Entry, ArchiveError>)]) -> El {
    let section = El::of("section", "games")
        .attr("aria-label", "History")
        .child(El::new("h3").text("Finished games"));
    if lines.is_empty() {
        return section.child(
            El::of("p", "stats-empty")
                .text("No finished games yet: each game you finish is listed here."),
        );
    }
    let items = lines.iter().rev().map(|(index, entry)| {
        let entry = match entry {
            Ok(entry) => entry,
            Err(why) => {
                return El::of("li", "stats-unreadable").text(format!(
                    "An unreadable entry (line {index}): {}",
                    words::archive_error(why)
                ))
            }
        };
        let (when, datetime) = date(entry.end_ms);
        let who = players_and_totals(entry);
        let mut li = El::of("li", "stats-game")
            .child(El::new("time").attr("datetime", &datetime).text(&when))
            .child(El::new("span").text(&who));
        if let [total] = entry.totals[..] {
            li = li.child(El::of("span", "stats-rating").text(rating_words(rating(total))));
        }
        if let Some(day) = &entry.setup.daily {
            let mark = if entry.practice {
                format!("Daily {day}, practice")
            } else {
                format!("Daily {day}")
            };
            li = li.child(El::of("span", "stats-mark").text(&mark));
        }
        match &entry.moves {
            Some(game) => {
                let name = format!("the game of {when}, {who}");
                let replayed = game.clone();
                let exported = game.clone();
                li.child(
                    El::of("span", "stats-actions")
                        .child(
                            El::new("button")
                                .attr("type", "button")
                                .attr("aria-label", format!("Replay {name}"))
                                .text("Replay")
                                .on_click(move |_| {
                                    let game = replayed.clone();
                                    ui.table.update(|t| {
                                        t.close_setup();
                                        t.open_replay(game, 0, None);
                                    })
                                }),
                        )
                        .child(
                            El::new("button")
                                .attr("type", "button")
                                .attr("aria-label", format!("Export {name}"))
                                .text("Export")
                                .on_click(move |_| {
                                    download::download(
                                        &download::export_name(&exported),
                                        &exported.to_json(),
                                    )
                                }),
                        ),
                )
            }
            None => li.child(El::of("span", "stats-reduced").text("summary only")),
        }
    });
    section.child(El::of("ol", "stats-history").children(items.collect::<Vec<_>>()))
}
