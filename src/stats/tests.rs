//! The statistics of archives built line by line: exact numbers, filters,
//! damaged lines.

use super::{mean_tenths, median_tenths, statistics};
use super::{Filter, Mode, PlayerTotals, Statistics, Tenths, Wins};
use crate::bot::{self, GreedyBot};
use crate::engine::archive::{entry, points, Points};
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
        serde_json::to_string(&names).unwrap()
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
        entry(&game, NOV_26 + 6 * DAY, false).expect("the first game is archived"),
    ];
    (lines.join("\n") + "\n", game)
}

fn stats(player: &str, mode: Mode, last: Option<usize>, archive: &str) -> Statistics {
    let filter = Filter {
        player: player.to_string(),
        mode,
        last,
        ..Filter::default()
    };
    statistics(archive, &filter)
}

fn player(
    name: &str,
    games: usize,
    mean: Tenths,
    median: Tenths,
    best: Points,
    worst: Points,
) -> PlayerTotals {
    PlayerTotals {
        name: name.to_string(),
        games,
        mean,
        median,
        best,
        worst,
    }
}

fn wins(name: &str, played: u64, won: u64) -> Wins {
    Wins {
        name: name.to_string(),
        played,
        won,
    }
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
    let out = stats("", Mode::All, None, &archive);
    assert_eq!((out.readable, out.unreadable, out.games), (7, 1, 7));
    let dora = game.state().score(0).total;
    // Anna: 150, 212, 180, 200, 290, 171: mean 200.5, median (180 + 200) / 2.
    assert_eq!(
        out.players,
        [
            player(SCRIPT, 1, 1800, 1800, 180, 180),
            player("Anna", 6, 2005, 1900, 290, 150),
            player("Béla", 1, 2000, 2000, 200, 200),
            player(
                "Dora",
                1,
                Tenths::from(points(dora)) * 10,
                Tenths::from(points(dora)) * 10,
                points(dora),
                points(dora)
            ),
        ]
    );
    // Wins: Anna by her best area, and shared with Béla.
    assert_eq!(
        out.wins,
        [wins(SCRIPT, 1, 0), wins("Anna", 2, 2), wins("Béla", 1, 1)]
    );
    // One total per seat, oldest first.
    assert_eq!(out.totals.len(), 9);
    assert_eq!(out.bands.iter().sum::<u64>(), 9);
    assert_eq!(out.totals[0].total, 150);
    assert_eq!(out.totals[8].name, "Dora");
}

#[test]
fn statistics_of_one_player_solo() {
    let (archive, _) = archive();
    let out = stats("Anna", Mode::Solo, None, &archive);
    assert_eq!(out.games, 4);
    // 150, 212, 290, 171: mean 205.75, median (171 + 212) / 2.
    assert_eq!(out.players, [player("Anna", 4, 2058, 1915, 290, 150)]);
    // Bands of 150, 171, 212 and 290.
    assert_eq!(out.bands, [0, 1, 1, 0, 1, 0, 0, 0, 1]);
    // Area means: yellow (30 + 40 + 60 + 30) / 4, purple 37.5, foxes 8.25.
    assert_eq!(out.areas, [400, 400, 400, 400, 375, 83]);
    // Over time: the fourth moving average is (150 + 212 + 290 + 171) / 4.
    let last = &out.totals[3];
    assert_eq!(
        (last.end_ms, last.name.as_str(), last.total, last.average),
        (NOV_26 + 5 * DAY, "Anna", 171, 2058)
    );
    // No multiplayer game: no wins.
    assert!(out.wins.is_empty());
}

#[test]
fn filters_pick_the_last_games_and_modes() {
    // Twelve solo games with totals 100 to 111: the last 10 are 102 to 111.
    let lines: Vec<String> = (0..12)
        .map(|i| solo(NOV_26 + i * DAY, [20, 20, 20, 20, 20, i as u16]))
        .collect();
    let out = stats("Anna", Mode::Solo, Some(10), &lines.join("\n"));
    assert_eq!(out.games, 10);
    assert_eq!(out.players, [player("Anna", 10, 1065, 1065, 111, 102)]);
    assert_eq!((out.totals[0].total, out.totals[0].average), (102, 1020));
    // The moving average of the fifth game onwards: its last five.
    assert_eq!((out.totals[5].total, out.totals[5].average), (107, 1050));
    let (archive, _) = archive();
    assert_eq!(stats("", Mode::Multi, Some(50), &archive).games, 2);
    let out = stats("", Mode::Variant, None, &archive);
    assert_eq!(out.games, 1);
    assert_eq!(
        out.players,
        [
            player("Anna", 1, 2000, 2000, 200, 200),
            player("Béla", 1, 2000, 2000, 200, 200)
        ]
    );
    // A name with markup is a name like any other.
    assert_eq!(stats(SCRIPT, Mode::All, None, &archive).games, 1);
    let out = stats("Béla ", Mode::All, None, &archive);
    assert_eq!((out.games, out.readable), (0, 7));
    assert!(out.players.is_empty() && out.totals.is_empty());
    assert_eq!(stats("Béla", Mode::All, None, &archive).games, 1);
}

#[test]
fn empty_archives_say_so() {
    for (archive, unreadable) in [("", 0), ("\n", 0), ("not an entry", 1)] {
        let out = stats("", Mode::All, None, archive);
        assert_eq!(
            out,
            Statistics {
                unreadable,
                ..Statistics::default()
            }
        );
    }
}

#[test]
fn reduced_entries_still_count() {
    let (archive, game) = archive();
    let (reduced, n) = crate::engine::archive::reduce_oldest(&archive, 5);
    assert_eq!(n, 1);
    let out = stats("Dora", Mode::All, None, &reduced);
    assert_eq!(out.games, 1);
    assert_eq!(out.totals[0].total, points(game.state().score(0).total));
}

/// Damaged archives (a character changed anywhere, cut anywhere) never
/// panic, and every line is counted, readable or not.
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
            let lines = text.split('\n').filter(|l| !l.trim().is_empty()).count();
            for (mode, last) in [(Mode::All, Some(10)), (Mode::Multi, None)] {
                let out = stats("Anna", mode, last, text);
                assert_eq!(out.readable + out.unreadable, lines);
            }
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn own_dice_games_count_and_are_told_apart() {
    // Three solo games: 150 and 200 with own dice, 100 with the app's.
    let own = |end: u64, areas: [u16; 6]| {
        solo(end, areas).replace("\"seed\":1,", "\"seed\":1,\"own_dice\":true,")
    };
    let lines = [
        own(NOV_26, [30, 30, 30, 30, 30, 0]),
        solo(NOV_26 + DAY, [20, 20, 20, 20, 20, 0]),
        own(NOV_26 + 2 * DAY, [40, 40, 40, 40, 40, 0]),
    ]
    .join("\n");
    let all = stats("Anna", Mode::All, None, &lines);
    assert_eq!(all.players, [player("Anna", 3, 1500, 1500, 200, 100)]);
    let own_dice = stats("Anna", Mode::OwnDice, None, &lines);
    assert_eq!(own_dice.players, [player("Anna", 2, 1750, 1750, 200, 150)]);
    let app_dice = stats("Anna", Mode::AppDice, None, &lines);
    assert_eq!(app_dice.players, [player("Anna", 1, 1000, 1000, 100, 100)]);
}

#[test]
fn sheets_played_elsewhere_are_not_counted_and_nobody_wins() {
    // Anna kept her sheet (150); Béla and Cleo played theirs elsewhere (0).
    let line = summary(NOV_26, &["Anna", "Béla", "Cleo"], &[[30, 30, 30, 30, 30, 0], [0; 6], [0; 6]], true)
        .replace(
            "\"variants\":{\"solo_passive_extra\":true}",
            "\"variants\":{\"solo_passive_extra\":true},\"seats\":[\"person\",\"elsewhere\",\"elsewhere\"],\"own_dice\":true",
        );
    let out = stats("", Mode::All, None, &line);
    assert_eq!((out.readable, out.games), (1, 1));
    assert_eq!(out.players, [player("Anna", 1, 1500, 1500, 150, 150)]);
    assert_eq!(out.bands.iter().sum::<u64>(), 1);
    assert!(out.wins.is_empty(), "{:?}", out.wins);
}

#[test]
fn friends_by_link_count_with_the_scores_they_sent_and_one_of_them_wins() {
    // Anna's device: her sheet (150), Béla's score sent (160), Cleo's not yet (0).
    let by_link = |cleo: [u16; 6]| {
        summary(NOV_26, &["Anna", "Béla", "Cleo"], &[[30, 30, 30, 30, 30, 0], [32, 32, 32, 32, 32, 0], cleo], true)
            .replace(
                "\"variants\":{\"solo_passive_extra\":true}",
                "\"variants\":{\"solo_passive_extra\":true},\"seats\":[\"person\",\"elsewhere\",\"elsewhere\"],\"by_link\":\"AQIDBAUG\"",
            )
    };
    let waiting = by_link([0; 6]);
    let out = stats("", Mode::ByLink, None, &waiting);
    assert_eq!(out.games, 1);
    assert_eq!(
        out.players,
        [
            player("Anna", 1, 1500, 1500, 150, 150),
            player("Béla", 1, 1600, 1600, 160, 160)
        ]
    );
    assert!(out.wins.is_empty(), "a score missing: nobody is ranked");
    let all_in = by_link([20, 20, 20, 20, 20, 0]);
    let out = stats("", Mode::ByLink, None, &all_in);
    assert_eq!(out.players.len(), 3);
    assert!(
        out.wins.iter().any(|w| *w == wins("Béla", 1, 1)),
        "{:?}",
        out.wins
    );
    // Other modes see it as any game of three; the own-dice mode does not.
    assert_eq!(stats("", Mode::OwnDice, None, &all_in).games, 0);
    assert_eq!(stats("", Mode::Multi, None, &all_in).games, 1);
}

#[test]
fn modes_are_named_as_serde_names_them() {
    for mode in Mode::ALL {
        assert_eq!(
            serde_json::to_string(&mode).unwrap(),
            format!("\"{}\"", mode.name())
        );
    }
}

/// Each game's statistics count its own games only, with the sequel's
/// signed points (green below nothing) and its own areas.
#[cfg(feature = "twice")]
#[test]
fn each_game_counts_its_own() {
    use crate::engine::Edition;
    let twice = |end: u64, areas: [i32; 6]| {
        let total: i32 = areas.iter().sum();
        let areas = format!("{areas:?}").replace(' ', "");
        format!(
            "{{\"end\":{end},\"setup\":{{\"players\":[\"Anna\"],\"first\":0,\"seed\":1,\
             \"variants\":{{\"solo_passive_extra\":true}},\"game\":\"twice\"}},\"hints\":[0],\
             \"totals\":[{total}],\"areas\":[{areas}],\"practice\":false,\"moves\":null}}"
        )
    };
    let (archive, _) = archive();
    let archive = [
        archive.trim_end().to_string(),
        twice(NOV_26 + 9 * DAY, [40, 30, 20, -5, 10, 0]),
        twice(NOV_26 + 10 * DAY, [50, 30, 20, -3, 10, 8]),
    ]
    .join("\n");
    let of = |game| {
        statistics(
            &archive,
            &Filter {
                player: "Anna".into(),
                game,
                ..Filter::default()
            },
        )
    };
    let sequel = of(Edition::Twice);
    assert_eq!(
        (sequel.readable, sequel.unreadable, sequel.games),
        (9, 1, 2)
    );
    assert_eq!(sequel.players, [player("Anna", 2, 1050, 1050, 115, 95)]);
    assert_eq!(sequel.areas, [450, 300, 200, -40, 100, 40]);
    // The rating's bands are the first game's: none for the sequel.
    assert_eq!(sequel.bands, [0; 9]);
    let first = of(Edition::Clever);
    assert_eq!(first.games, 6);
    assert_eq!(first.players[0].best, 290);
}
