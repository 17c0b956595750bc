//! The worker's answers on archives built line by line: exact numbers,
//! filters, escaping, history order, records, and well-formed markup.

use super::answer;
use super::html::{date, mean_tenths, median_tenths};
use crate::bot::{self, GreedyBot};
use crate::engine::archive::entry;
use crate::engine::json::write_string_list;
use crate::engine::{DiceBag, Game, Setup};

const SCRIPT: &str = "<script>alert('x')</script>";
/// 26 Nov 2026 14:05 UTC.
const NOV_26: u64 = 1_795_701_900_000;
const DAY: u64 = 86_400_000;

/// A reduced entry (summary only): names and each seat's six area scores.
fn summary(end: u64, names: &[&str], seats: &[[u16; 6]], passive_extra: bool) -> String {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let list = |v: Vec<String>| format!("[{}]", v.join(","));
    let totals = list(
        seats
            .iter()
            .map(|a| a.iter().sum::<u16>().to_string())
            .collect(),
    );
    let areas = list(
        seats
            .iter()
            .map(|a| format!("{a:?}").replace(' ', ""))
            .collect(),
    );
    let hints = list(seats.iter().map(|_| "0".to_string()).collect());
    format!(
        "{{\"end\":{end},\"setup\":{{\"players\":{},\"first\":0,\"seed\":1,\
         \"variants\":{{\"solo_passive_extra\":{passive_extra}}}}},\"hints\":{hints},\
         \"totals\":{totals},\"areas\":{areas},\"practice\":false,\"moves\":null}}",
        write_string_list(&names)
    )
}

fn solo(end: u64, areas: [u16; 6]) -> String {
    summary(end, &["Anna"], &[areas], true)
}

fn bot_game(names: &[&str], seed: u64) -> Game {
    let setup = Setup::named(names, seed);
    bot::play_recorded(&setup, &mut GreedyBot::default(), &mut DiceBag::new(seed)).unwrap()
}

/// Seven lines (one unreadable), then a game with its moves, then a blank
/// line: Anna's totals 150, 212, 180, 200, 290, 171 (the solo ones 150,
/// 212, 290, 171).
fn archive() -> (String, Game) {
    let game = bot_game(&["Dora"], 3);
    let lines = [
        solo(NOV_26, [30, 30, 30, 30, 30, 0]),
        solo(NOV_26 + DAY, [40, 40, 40, 40, 40, 12]),
        // Equal totals: Anna's best area (50) wins.
        summary(
            NOV_26 + 2 * DAY,
            &[SCRIPT, "Anna"],
            &[[36, 36, 36, 36, 36, 0], [50, 30, 30, 30, 40, 0]],
            true,
        ),
        // Equal totals and best areas: a shared victory.
        summary(
            NOV_26 + 3 * DAY,
            &["Anna", "Béla"],
            &[[40, 40, 40, 40, 40, 0], [40, 40, 40, 40, 40, 0]],
            false,
        ),
        "{\"end\":12,\"setup\"".to_string(),
        solo(NOV_26 + 4 * DAY, [60, 60, 60, 60, 50, 0]),
        solo(NOV_26 + 5 * DAY, [30, 30, 30, 30, 30, 21]),
        entry(&game, NOV_26 + 6 * DAY, false),
    ];
    (lines.join("\n") + "\n", game)
}

use crate::panels::tests::assert_balanced;

fn stats(query: &str, archive: &str) -> String {
    let out = answer(&format!("statistics {query}"), archive).unwrap();
    assert_balanced(&out);
    out
}

fn row(cells: &[&str]) -> String {
    let mut out = format!("<tr><th scope=\"row\">{}</th>", cells[0]);
    for c in &cells[1..] {
        out.push_str(&format!("<td>{c}</td>"));
    }
    out + "</tr>"
}

#[test]
fn means_and_medians_are_exact() {
    assert_eq!(mean_tenths(&[150, 212, 290, 171]), 2058); // 205.75 → 205.8
    assert_eq!(median_tenths(&[290, 150, 212, 171]), 1915);
    assert_eq!(median_tenths(&[3, 1, 2]), 20);
    assert_eq!(mean_tenths(&[1, 2]), 15);
    assert_eq!(mean_tenths(&[1, 1, 2]), 13); // 1.333…
    assert_eq!(mean_tenths(&[]), 0);
}

#[test]
fn statistics_of_every_game() {
    let (archive, game) = archive();
    let out = stats("player=&mode=all&last=all", &archive);
    assert!(
        out.contains("All players · all modes · all games (7 games)"),
        "{out}"
    );
    assert!(out.contains("1 unreadable entry is not counted."));
    // Anna: 150, 212, 180, 200, 290, 171: mean 200.5, median (180 + 200) / 2.
    assert!(
        out.contains(&row(&["Anna", "6", "200.5", "190.0", "290", "150"])),
        "{out}"
    );
    assert!(out.contains(&row(&["Béla", "1", "200.0", "200.0", "200", "200"])));
    let dora = game.state().score(0).total.to_string();
    let dora_row = [&*dora, &format!("{dora}.0")];
    assert!(out.contains(&row(&["Dora", "1", dora_row[1], dora_row[1], &dora, &dora])));
    // The name is text, never markup.
    assert!(!out.contains("<script>"));
    let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;";
    assert!(out.contains(&row(&[escaped, "1", "180.0", "180.0", "180", "180"])));
    // Wins: Anna by her best area, and shared with Béla.
    assert!(out.contains(&row(&["Anna", "2", "2"])), "{out}");
    assert!(out.contains(&row(&["Béla", "1", "1"])));
    assert!(out.contains(&row(&[escaped, "1", "0"])));
    assert!(out.contains("a shared victory counts as a win for each winner"));
    assert!(out.contains(&format!(
        "aria-label=\"Wins: {escaped} 0 of 1, Anna 2 of 2, Béla 1 of 1\""
    )));
    // The moving average of the last 5, and charts with their tables.
    assert!(out.contains("moving average of the last 5"));
    assert_eq!(out.matches("<figure").count(), 4);
    assert_eq!(out.matches("<svg").count(), 4);
    assert_eq!(out.matches("role=\"img\"").count(), 4);
    assert_eq!(out.matches("<figcaption>").count(), 4);
    assert_eq!(
        out.matches("<details><summary>Table</summary><table")
            .count(),
        4
    );
}

#[test]
fn statistics_of_one_player_solo() {
    let (archive, _) = archive();
    let out = stats("player=Anna&mode=solo&last=all", &archive);
    assert!(out.contains("Anna · solo · all games (4 games)"), "{out}");
    // 150, 212, 290, 171: mean 205.75, median (171 + 212) / 2.
    assert!(
        out.contains(&row(&["Anna", "4", "205.8", "191.5", "290", "150"])),
        "{out}"
    );
    assert!(!out.contains("Béla"));
    // Bands of 150, 171, 212 and 290.
    for (band, rating, n) in [
        ("&lt;140", "Try harder!", 0),
        ("140–159", "Not bad… you could do better.", 1),
        ("160–179", "That was pretty good.", 1),
        ("200–219", "Hat&#39;s off to you!", 1),
        ("260–280", "Are you Einstein?", 0),
        ("&gt;280", "You&#39;re so clever", 1),
    ] {
        assert!(
            out.contains(&row(&[band, rating, &n.to_string()])),
            "{band}\n{out}"
        );
    }
    assert!(out
        .contains("aria-label=\"Totals by band: 140–159: 1, 160–179: 1, 200–219: 1, &gt;280: 1\""));
    // Area means: yellow (30 + 40 + 60 + 30) / 4, purple 37.5, foxes 8.25.
    assert!(out.contains(&row(&["yellow", "40.0"])));
    assert!(out.contains(&row(&["purple", "37.5"])));
    assert!(out.contains(&row(&["foxes", "8.3"])));
    // Over time: the fourth moving average is (150 + 212 + 290 + 171) / 4.
    assert!(
        out.contains(&row(&["4", "1 Dec 2026 14:05", "Anna", "171", "205.8"])),
        "{out}"
    );
    // No multiplayer game: no wins.
    assert!(!out.contains("Wins"));
}

#[test]
fn filters_pick_the_last_games_and_modes() {
    // Twelve solo games with totals 100 to 111: the last 10 are 102 to 111.
    let lines: Vec<String> = (0..12)
        .map(|i| solo(NOV_26 + i * DAY, [20, 20, 20, 20, 20, i as u16]))
        .collect();
    let out = stats("player=Anna&mode=solo&last=10", &lines.join("\n"));
    assert!(
        out.contains("Anna · solo · last 10 games (10 games)"),
        "{out}"
    );
    assert!(out.contains(&row(&["Anna", "10", "106.5", "106.5", "111", "102"])));
    assert!(out.contains(&row(&["1", "28 Nov 2026 14:05", "Anna", "102", "102.0"])));
    // The moving average of the fifth game onwards: its last five.
    assert!(
        out.contains(&row(&["6", "3 Dec 2026 14:05", "Anna", "107", "105.0"])),
        "{out}"
    );
    let (archive, _) = archive();
    let out = stats("mode=multi&last=50", &archive);
    assert!(out.contains("All players · multiplayer · last 50 games (2 games)"));
    let out = stats("mode=variant", &archive);
    assert!(out.contains("(1 game)"), "{out}");
    assert!(out.contains(&row(&["Anna", "1", "200.0", "200.0", "200", "200"])));
    // A name with markup, url-encoded.
    let query = "player=%3Cscript%3Ealert('x')%3C%2Fscript%3E&mode=all&last=all";
    let out = stats(query, &archive);
    assert!(out.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; · all modes"));
    assert!(out.contains("(1 game)"));
    let out = stats("player=B%C3%A9la+&mode=all", &archive);
    assert!(
        out.contains("No finished games match these filters."),
        "{out}"
    );
    let out = stats("player=B%C3%A9la", &archive);
    assert!(out.contains("Béla · all modes · all games (1 game)"));
    assert!(answer("statistics mode=duo", &archive).is_err());
    assert!(answer("statistics last=some", &archive).is_err());
}

#[test]
fn empty_archives_say_so() {
    for archive in ["", "\n", "not an entry"] {
        let out = stats("player=&mode=all&last=all", archive);
        assert!(out.contains("No finished games yet"), "{out}");
        let history = answer("history", archive).unwrap();
        assert_balanced(&history);
    }
    assert!(answer("history", "")
        .unwrap()
        .contains("No finished games yet"));
    assert_eq!(answer("count", "").unwrap(), "0\t0\t0\t0");
    assert_eq!(answer("filters", "").unwrap(), "");
    assert!(answer("dance", "").is_err());
}

#[test]
fn filters_lists_names_and_modes() {
    let (archive, _) = archive();
    let out = answer("filters", &archive).unwrap();
    assert_eq!(
        out,
        format!(
            "player\t{SCRIPT}\nplayer\tAnna\nplayer\tBéla\nplayer\tDora\n\
             mode\tall\nmode\tsolo\nmode\tmulti\nmode\tvariant\n"
        )
    );
    let only_solo = solo(1, [1, 1, 1, 1, 1, 1]);
    assert_eq!(
        answer("filters", &only_solo).unwrap(),
        "player\tAnna\nmode\tall\nmode\tsolo\n"
    );
}

#[test]
fn history_lists_newest_first_and_replays_only_full_games() {
    let (archive, game) = archive();
    let out = answer("history", &archive).unwrap();
    assert_balanced(&out);
    let dora = game.state().score(0).total;
    // Newest first: line 7 (the full game), 6, 5, 4 (unreadable), 3, …, 0.
    let at = |s: &str| out.find(s).unwrap_or_else(|| panic!("{s} in {out}"));
    let order = [
        at("2 Dec 2026 14:05</time> Dora"),
        at("1 Dec 2026 14:05</time> Anna 171"),
        at("30 Nov 2026 14:05</time> Anna 290"),
        at("An unreadable entry (line 4)"),
        at("29 Nov 2026 14:05</time> Anna 200, Béla 200"),
        at("28 Nov 2026 14:05</time> &lt;script&gt;"),
        at("27 Nov 2026 14:05</time> Anna 212"),
        at("26 Nov 2026 14:05</time> Anna 150"),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
    assert!(out.contains("<time datetime=\"2026-11-26T14:05Z\">"));
    assert!(out.contains(
        "<button type=\"button\" data-open=\"7\" aria-label=\"Replay the game of 2 Dec 2026 14:05, \
         Dora"
    ));
    assert!(out.contains(&format!(
        "data-export=\"7\" aria-label=\"Export the game of 2 Dec 2026 14:05, Dora {dora}\">Export</button>"
    )));
    // Only the full game can be replayed; the rest are summaries.
    assert_eq!(out.matches("data-open=").count(), 1);
    assert_eq!(out.matches("data-export=").count(), 1);
    assert_eq!(out.matches("summary only").count(), 6);
    let rating = super::html::escape(crate::engine::rating(dora));
    assert!(out.contains(&format!(
        "Dora {dora} <span class=\"stats-rating\">{rating}</span>"
    )));
    assert!(out.contains("Anna 290 <span class=\"stats-rating\">You&#39;re so clever</span>"));
    assert!(!out.contains("<script>"));
}

#[test]
fn records_and_counts() {
    let (archive, game) = archive();
    assert_eq!(answer("record 7", &archive).unwrap(), game.to_json());
    let replayed = Game::from_json(&answer("record 7", &archive).unwrap()).unwrap();
    assert_eq!(replayed, game);
    assert!(answer("record 0", &archive)
        .unwrap_err()
        .contains("summary only"));
    assert!(answer("record 4", &archive)
        .unwrap_err()
        .contains("cannot be read"));
    assert!(answer("record 8", &archive).is_err());
    assert!(answer("record x", &archive).is_err());
    assert_eq!(answer("count", &archive).unwrap(), "8\t1\t6\t1");
    // Reducing the full game keeps it in the statistics, not in replays.
    let (reduced, n) = crate::engine::archive::reduce_oldest(&archive, 5);
    assert_eq!(n, 1);
    assert_eq!(answer("count", &reduced).unwrap(), "8\t0\t7\t1");
    assert!(answer("record 7", &reduced).is_err());
    let out = stats("player=Dora", &reduced);
    assert!(out.contains("(1 game)"));
    assert!(!answer("history", &reduced).unwrap().contains("data-open"));
}

#[test]
fn dates_are_utc() {
    assert_eq!(date(NOV_26).0, "26 Nov 2026 14:05");
    assert_eq!(
        date(1_709_164_800_000),
        ("29 Feb 2024 00:00".into(), "2024-02-29T00:00Z".into())
    );
    assert_eq!(date(951_955_140_000).0, "1 Mar 2000 23:59");
    assert_eq!(date(0).1, "1970-01-01T00:00Z");
}

/// Damaged archives (a character changed anywhere, cut anywhere) never
/// panic, and every answer stays well-formed markup that lists every line.
#[test]
fn damaged_archives_never_panic() {
    let (archive, _) = archive();
    let chars: Vec<(usize, char)> = archive.char_indices().collect();
    let mut checked = 0;
    for (n, &(at, c)) in chars.iter().enumerate().step_by(3) {
        let with = ['"', '\n', '9', ']', 'x', 'é', '-'][n % 7];
        let mut damaged = archive.clone();
        damaged.replace_range(at..at + c.len_utf8(), with.encode_utf8(&mut [0; 4]));
        for text in [&damaged[..], &archive[..at]] {
            for command in [
                "statistics player=Anna&mode=all&last=10",
                "statistics ",
                "history",
            ] {
                assert_balanced(&answer(command, text).unwrap());
            }
            let count = answer("count", text).unwrap();
            let entries: usize = count.split('\t').next().unwrap().parse().unwrap();
            let lines = text.split('\n').filter(|l| !l.trim().is_empty()).count();
            assert_eq!(entries, lines);
            let history = answer("history", text).unwrap();
            let listed = history.matches("<li").count();
            assert_eq!(listed, lines, "{history}");
            for i in 0..lines {
                let _ = answer(&format!("record {i}"), text);
            }
            let _ = answer("filters", text).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
}
