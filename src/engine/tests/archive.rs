//! The archive: entries round-trip bot games exactly, damaged entries are
//! refused with a reason (never a panic), reducing keeps every other byte,
//! and a solo game fits in 400 bytes.

use crate::bot::{self, Bot, GreedyBot, RandomBot};
use crate::engine::archive::{
    entry, points, read_entry, read_summary, reduce_oldest, ArchiveError, Points,
};
use crate::engine::{Action, DiceBag, Game, RoundChoice, Setup, SetupError, Variants};

const NAMES: [&str; 4] = ["Anna", "Béla \"B\" <b>", "Chi,\"moves\":\"x", "Dora"];

/// A finished bot game: `players` seats, the variant, a bot by kind.
fn bot_game(players: usize, seed: u64, passive_extra: bool, kind: u64) -> Game {
    // Seeds as the app draws them: 20 digits in the entry.
    let mut setup = Setup::named(&NAMES[..players], u64::MAX - seed);
    setup.first = (seed % players as u64) as u8;
    setup.variants = Variants {
        solo_passive_extra: passive_extra,
    };
    let mut bot: Box<dyn Bot> = match kind % 3 {
        0 => Box::new(GreedyBot::default()),
        1 => Box::new(RandomBot::new(seed)),
        _ => Box::new(bot::medium()),
    };
    let game = bot::play_recorded(&setup, bot.as_mut(), &mut DiceBag::new(seed)).unwrap();
    assert!(game.state().is_over());
    game
}

/// Kinds of move: roll, reroll, take, take entering nowhere, +1, finish,
/// cross, black X, black 6.
fn kind(action: Action) -> usize {
    match action {
        Action::Roll(_) => 0,
        Action::Reroll => 1,
        Action::Take { spot: Some(_), .. } => 2,
        Action::Take { spot: None, .. } => 3,
        Action::PlusOne { .. } => 4,
        Action::Finish => 5,
        Action::Cross(_) => 6,
        Action::RoundBonus(RoundChoice::BlackX(_)) => 7,
        Action::RoundBonus(RoundChoice::Black6(_)) => 8,
        Action::DiceLayout(_) => 9,
        // The sequel's (never in the first game's archive).
        Action::RoundBonus(RoundChoice::Black(_))
        | Action::Return(_)
        | Action::Forfeit
        | Action::Write { .. } => 10,
    }
}

#[test]
fn entries_round_trip_bot_games() {
    let mut checked = 0;
    let mut seen = [0; 9];
    for seed in 0..200u64 {
        let players = 1 + (seed % 4) as usize;
        let game = bot_game(players, seed, seed % 5 != 0, seed / 4);
        let line = entry(&game, 1_795_000_000_000 + seed, seed % 2 == 0)
            .expect("the first game is archived");
        assert!(!line.contains('\n'));
        let (read, replayed) = read_entry(&line).unwrap_or_else(|e| panic!("{e}\n{line}"));
        // The summary alone is the same entry, its moves kept as written.
        assert_eq!(read_summary(&line).as_ref(), Ok(&read));
        let moves_at = line.rfind("\"moves\":\"").unwrap() + 9;
        assert_eq!(read.moves.as_deref(), Some(&line[moves_at..line.len() - 2]));
        assert_eq!(read.replay().as_ref(), Ok(&replayed));
        assert_eq!(read.end_ms, 1_795_000_000_000 + seed);
        assert_eq!(read.practice, seed % 2 == 0);
        assert_eq!(&read.setup, game.setup());
        assert_eq!(read.hints, vec![0; players]);
        let state = game.state();
        for p in 0..players {
            let score = state.score(p as u8);
            assert_eq!(read.totals[p], points(score.total));
            assert_eq!(read.areas[p][5], points(score.fox_points));
            assert_eq!(read.areas[p].iter().sum::<Points>(), points(score.total));
        }
        let replayed = replayed.expect("moves kept");
        assert_eq!(replayed.to_json(), game.to_json());
        for &action in game.moves() {
            seen[kind(action)] += 1;
        }
        checked += 1;
    }
    assert_eq!(checked, 200);
    // Every kind of move went through the encoding.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

#[test]
fn the_entry_writes_the_setup_as_the_record_does() {
    let game = bot_game(2, 7, true, 0);
    let line = entry(&game, 5, false).expect("the first game is archived");
    let record = game.to_json();
    let setup = &record[record.find("{\"players\"").unwrap()..record.find(",\"moves\"").unwrap()];
    let start = format!("{{\"end\":5,\"setup\":{setup},\"hints\":[0,0],\"totals\":[");
    assert!(line.starts_with(&start), "{line}");
    assert!(line.contains("\"practice\":false,\"moves\":\""));
}

#[test]
fn damaged_entries_are_refused_with_a_reason() {
    let game = bot_game(2, 11, true, 0);
    let line = entry(&game, 1, false).expect("the first game is archived");
    // Truncated anywhere: refused.
    for cut in (0..line.len()).filter(|&c| line.is_char_boundary(c)) {
        assert!(read_entry(&line[..cut]).is_err(), "cut at {cut}");
    }
    let moves_at = line.rfind("\"moves\":\"").unwrap() + 9;
    let moves = &line[moves_at..line.len() - 2];
    let with_moves = |m: &str| format!("{}{m}\"}}", &line[..moves_at]);
    let err = |m: &str| {
        // The summary reads without the moves; replaying them is refused.
        let summary = read_summary(&with_moves(m)).unwrap();
        assert_eq!(summary.moves.as_deref(), Some(m));
        let why = summary.replay().unwrap_err();
        assert_eq!(read_entry(&with_moves(m)).unwrap_err(), why);
        why
    };
    assert_eq!(err(&moves[..moves.len() - 3]), ArchiveError::Short);
    assert_eq!(
        err(&format!("{moves}A")),
        ArchiveError::TooLong { at: moves.len() }
    );
    let bad = format!("{}!{}", &moves[..4], &moves[5..]);
    assert_eq!(err(&bad), ArchiveError::Character { at: 4 });
    // The first roll (six dice, five characters) as a number past 6! × 6^6.
    let bad = format!("k{}", &moves[1..]);
    assert_eq!(err(&bad), ArchiveError::NotTheseDice { index: 0 });
    // The first choice as "finish" (not a choice at a pick), then as "the
    // white die enters nowhere" (refused: dice can be entered).
    let at_pick = |c: &str| err(&format!("{}{c}{}", &moves[..5], &moves[6..]));
    assert_eq!(at_pick("_"), ArchiveError::NotAMove { index: 1 });
    assert!(
        matches!(at_pick("0"), ArchiveError::Refused { index: 1, .. }),
        "{:?}",
        at_pick("0")
    );
    // Totals that do not follow from the moves.
    let wrong = line.replacen("\"totals\":[", "\"totals\":[1", 1);
    assert!(read_entry(&wrong).is_err());
    assert!(read_summary(&wrong).is_err());
    // Every single character changed to every other code: never a panic,
    // and whatever reads is a finished game with the stated totals.
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let (mut refused, mut read) = (0, 0);
    for i in 0..moves.len() {
        for c in alphabet.chars().step_by(5) {
            let mut m = moves.to_string();
            m.replace_range(i..i + 1, c.encode_utf8(&mut [0; 4]));
            match read_entry(&with_moves(&m)) {
                Ok((_, game)) => {
                    assert!(game.unwrap().state().is_over());
                    read += 1;
                }
                Err(why) => {
                    assert!(!why.to_string().is_empty());
                    refused += 1;
                }
            }
        }
    }
    assert!(refused > 10 * read, "{refused} refused, {read} read");
    // Not entries at all.
    for text in [
        "",
        "{}",
        "[]",
        "null",
        "{\"end\":1}",
        "\u{1F600}",
        "{\"end\":-1}",
    ] {
        assert!(read_entry(text).is_err(), "{text}");
        assert!(read_summary(text).is_err(), "{text}");
    }
    // No players, five players.
    for players in ["[]", "[\"a\",\"b\",\"c\",\"d\",\"e\"]"] {
        let bad = summary_only(&line).replacen("[\"Anna\",\"Béla \\\"B\\\" <b>\"]", players, 1);
        assert!(
            matches!(
                read_entry(&bad).unwrap_err(),
                ArchiveError::Setup(SetupError::Players(_))
            ),
            "{bad}"
        );
    }
    // More totals than players.
    let two = line.replacen("\"hints\":[0,0]", "\"hints\":[0,0,0]", 1);
    assert_eq!(
        read_entry(&two).unwrap_err(),
        ArchiveError::Counts {
            players: 2,
            hints: 3,
            totals: 2,
            areas: 2
        }
    );
}

/// The entry with `"moves":null`.
fn summary_only(line: &str) -> String {
    reduce_oldest(line, 1).0
}

#[test]
fn reduce_oldest_drops_only_the_oldest_moves() {
    let games: Vec<Game> = (0..5)
        .map(|s| bot_game(1 + s % 2, s as u64, true, 0))
        .collect();
    let mut lines: Vec<String> = games
        .iter()
        .enumerate()
        .map(|(i, g)| entry(g, i as u64, false).expect("the first game is archived"))
        .collect();
    lines.insert(2, "not an entry \"moves\":\"AB\"}".to_string());
    lines.insert(4, "{\"end\":1,\"moves\":\"A!\"}".to_string());
    let text = lines.join("\n") + "\n";
    let (reduced, n) = reduce_oldest(&text, 3);
    assert_eq!(n, 3);
    let out: Vec<&str> = reduced.split('\n').collect();
    assert_eq!(out.len(), lines.len() + 1);
    assert_eq!(out.last(), Some(&""));
    for (i, (before, after)) in lines.iter().zip(&out).enumerate() {
        // The entries at lines 0, 1 and 3 are the three oldest with moves.
        if [0, 1, 3].contains(&i) {
            let at = before.rfind("\"moves\":\"").unwrap() + 8;
            assert_eq!(*after, format!("{}null}}", &before[..at]));
            let (e, game) = read_entry(after).unwrap();
            let (b, _) = read_entry(before).unwrap();
            assert!(e.moves.is_none() && game.is_none());
            assert_eq!(read_summary(after), Ok(e.clone()));
            assert_eq!(e.replay(), Ok(None));
            assert_eq!((e.totals, e.areas, e.setup), (b.totals, b.areas, b.setup));
        } else {
            assert_eq!(after, before);
        }
    }
    let (again, n) = reduce_oldest(&reduced, 10);
    assert_eq!(n, 2);
    assert_eq!(again.matches("\"moves\":null").count(), 5);
    assert_eq!(reduce_oldest(&again, 10), (again.clone(), 0));
    assert_eq!(reduce_oldest(&text, 0), (text.clone(), 0));
    assert_eq!(reduce_oldest("", 3), (String::new(), 0));
}

/// Bytes per archive entry (with its newline) of realistic (medium bot)
/// games, and how many
/// fit in the 5 000 000 characters Chromium gives an origin
/// (`cargo test archive_sizes -- --nocapture` prints them).
#[test]
fn archive_sizes() {
    const QUOTA: usize = 5_000_000;
    for (players, games) in [(1usize, 30u64), (2, 10), (4, 10)] {
        let sizes: Vec<usize> = (0..games)
            .map(|seed| {
                let game = bot_game(players, 1000 + seed, true, 2);
                entry(&game, 1_795_615_500_000, false)
                    .expect("the first game is archived")
                    .len()
                    + 1
            })
            .collect();
        let mean = sizes.iter().sum::<usize>() / sizes.len();
        let max = *sizes.iter().max().unwrap();
        println!(
            "{players} player(s): {mean} bytes per entry (largest {max}); {} games fit in {QUOTA} chars",
            QUOTA / mean
        );
        if players == 1 {
            assert!(max <= 400, "a solo entry takes {max} bytes");
        }
        assert!(QUOTA / max >= 1000, "{players} players: {max} bytes");
    }
}

#[test]
fn the_documented_entry_reads() {
    let doc = include_str!("../../../docs/game-record.md");
    let at = doc.find("## The archive of finished games").unwrap();
    let block = &doc[at..][doc[at..].find("```text\n").unwrap() + 8..];
    let line = &block[..block.find('\n').unwrap()];
    let (read, game) = read_entry(line).unwrap();
    assert!(game.unwrap().state().is_over());
    assert_eq!((read.end_ms, read.totals), (1_795_701_900_000, vec![250]));
    let setup = Setup::solo("Anna", 42);
    let game = bot::play_recorded(&setup, &mut bot::medium(), &mut DiceBag::new(42)).unwrap();
    assert_eq!(
        entry(&game, read.end_ms, false).expect("the first game is archived"),
        line
    );
    assert_eq!(line.len(), 339);
}

/// The sequel's entries: random games (seats played elsewhere among them)
/// and bot games, each written, read back and replayed to the identical
/// record; its summary the game's own signed scores; reduced, the summary
/// alone.
#[cfg(feature = "twice")]
mod twice {
    use super::*;
    use crate::engine::tests::twice_props::{random_layout, twice_setup};
    use crate::engine::{Area, Decision, Edition, TwiceState};

    /// A random game of the sequel; with `check`, at each choice no two
    /// legal actions share the archive's code (the reader finds the one
    /// written).
    fn random_twice(seed: u64, check: bool) -> Game {
        let mut game = Game::new(twice_setup(seed)).unwrap();
        let (mut rng, mut bag) = (DiceBag::new(seed ^ 0x5A5A), DiceBag::new(seed));
        while !game.is_over() {
            match game.decision() {
                Decision::Roll { .. } => {
                    game.roll_from(&mut bag).unwrap();
                }
                Decision::DiceLayout { .. } => {
                    game.apply(Action::DiceLayout(random_layout(&mut rng)))
                        .unwrap();
                }
                _ if !check => {
                    let listed = game.legal_actions();
                    game.apply(listed[rng.below(listed.len() as u32) as usize])
                        .unwrap();
                }
                _ => {
                    let listed = game.legal_actions();
                    let mut line = String::new();
                    for &a in &listed {
                        let mut next = game.clone();
                        next.apply(a).unwrap();
                        line.push(last_code(&next));
                    }
                    let mut codes: Vec<char> = line.chars().collect();
                    codes.sort_unstable();
                    codes.dedup();
                    assert_eq!(codes.len(), listed.len(), "seed {seed}: {listed:?}");
                    let a = listed[rng.below(listed.len() as u32) as usize];
                    game.apply(a).unwrap();
                }
            }
        }
        game
    }

    /// The last character of the game's moves as archived.
    fn last_code(game: &Game) -> char {
        let line = entry(game, 0, false).unwrap();
        let moves = &line[line.rfind("\"moves\":\"").unwrap() + 9..line.len() - 2];
        moves.chars().last().unwrap()
    }

    /// Writes the entry, reads it back and checks it against the game;
    /// whether some area of it is below nothing.
    fn round_trip(game: &Game, end: u64) -> bool {
        let line = entry(game, end, end.is_multiple_of(2)).unwrap();
        let (read, replayed) = read_entry(&line).unwrap_or_else(|e| panic!("{e:?}\n{line}"));
        assert!(line.contains("\"game\":\"twice\""), "{line}");
        assert_eq!(read_summary(&line).as_ref(), Ok(&read));
        assert_eq!((read.end_ms, read.practice), (end, end.is_multiple_of(2)));
        assert_eq!(&read.setup, game.setup());
        let replayed = replayed.expect("moves kept");
        assert_eq!(&replayed, game);
        assert_eq!(replayed.to_json(), game.to_json());
        let state: &TwiceState = game.twice().unwrap();
        let mut negative = false;
        for p in 0..state.players() {
            let score = state.score(p);
            let areas = &read.areas[usize::from(p)];
            if !state.is_elsewhere(p) {
                assert_eq!(read.totals[usize::from(p)], Points::from(score.total));
                assert_eq!(areas[5], Points::from(score.fox_points));
                for (i, _) in Area::TWICE.iter().enumerate() {
                    assert_eq!(areas[i], Points::from(score.areas[i]));
                }
            }
            assert_eq!(areas.iter().sum::<Points>(), read.totals[usize::from(p)]);
            negative |= areas.iter().any(|&a| a < 0);
        }
        // Reduced: the same summary, no moves, no game.
        let (reduced, n) = reduce_oldest(&line, 1);
        assert_eq!(n, 1);
        let (summary, none) = read_entry(&reduced).unwrap();
        assert_eq!((summary.moves.as_deref(), none), (None, None));
        assert_eq!((summary.totals, summary.areas), (read.totals, read.areas));
        negative
    }

    #[test]
    fn random_games_of_the_sequel_round_trip() {
        let mut negative = 0;
        for seed in 0..3_000u64 {
            let game = random_twice(seed, seed % 10 == 0);
            negative += usize::from(round_trip(&game, 1_795_000_000_000 + seed));
        }
        // Green's pairs brought some area below nothing.
        assert!(negative > 0);
    }

    #[test]
    fn bot_games_of_the_sequel_round_trip() {
        for seed in 0..1_000u64 {
            let players = 1 + (seed % 4) as usize;
            let setup = Setup::named(&NAMES[..players], u64::MAX - seed).of_game(Edition::Twice);
            let mut greedy = crate::bot::twice::TwiceGreedy::default();
            let mut medium = crate::bot::twice::medium();
            let bot: &mut dyn crate::bot::twice::TwiceBot = match seed % 50 {
                0 => &mut medium,
                _ => &mut greedy,
            };
            let game = crate::bot::twice::play_twice_recorded(&setup, bot, &mut DiceBag::new(seed))
                .unwrap();
            round_trip(&game, seed);
        }
    }

    /// The sequel's entries of the medium bot: a solo game in 450 bytes,
    /// a thousand games of four in the browser's 5 000 000 characters
    /// (`cargo test sequel_archive_sizes -- --nocapture` prints them).
    #[test]
    fn sequel_archive_sizes() {
        for (players, games) in [(1usize, 20u64), (4, 6)] {
            let sizes: Vec<usize> = (0..games)
                .map(|seed| {
                    let setup =
                        Setup::named(&NAMES[..players], 1000 + seed).of_game(Edition::Twice);
                    let game = crate::bot::twice::play_twice_recorded(
                        &setup,
                        &mut crate::bot::twice::medium(),
                        &mut DiceBag::new(seed),
                    )
                    .unwrap();
                    entry(&game, 1_795_615_500_000, false).unwrap().len() + 1
                })
                .collect();
            let mean = sizes.iter().sum::<usize>() / sizes.len();
            let max = *sizes.iter().max().unwrap();
            println!("the sequel, {players} player(s): {mean} bytes per entry (largest {max})");
            if players == 1 {
                assert!(max <= 450, "a solo entry takes {max} bytes");
            }
            assert!(5_000_000 / max >= 1000, "{players} players: {max} bytes");
        }
    }

    /// A line of the first game written before the sequel (no `game` in
    /// its setup) reads as the first game's, and the first game's entries
    /// are written as they were, byte for byte.
    #[test]
    fn the_first_games_lines_are_as_before() {
        let old = "{\"end\":1795701900000,\"setup\":{\"players\":[\"Anna\"],\"first\":0,\"seed\":42,\"variants\":{\"solo_passive_extra\":true}},\"hints\":[0],\"totals\":[7],\"areas\":[[1,2,0,4,0,0]],\"practice\":false,\"moves\":null}";
        let read = read_summary(old).unwrap();
        assert_eq!(read.setup.game, Edition::Clever);
        assert_eq!(
            (read.totals, read.areas),
            (vec![7], vec![[1, 2, 0, 4, 0, 0]])
        );
        let game = bot_game(2, 3, true, 0);
        let line = entry(&game, 9, false).unwrap();
        assert!(!line.contains("\"game\""), "{line}");
        let (read, _) = read_entry(&line).unwrap();
        assert_eq!(read.setup.game, Edition::Clever);
    }

    /// A sequel's line whose moves say another game than its summary: the
    /// replay refuses it.
    #[test]
    fn a_sequel_line_is_held_to_its_scores() {
        let game = random_twice(8, false);
        let line = entry(&game, 1, false).unwrap();
        let (read, _) = read_entry(&line).unwrap();
        let total = read.totals[0];
        let mut areas = read.areas[0];
        areas[0] += 1;
        let changed = line.replacen(
            &format!("\"totals\":[{total}"),
            &format!("\"totals\":[{}", total + 1),
            1,
        );
        let changed = changed.replacen(
            &format!(
                "\"areas\":[[{}",
                read.areas[0].map(|a| a.to_string()).join(",")
            ),
            &format!("\"areas\":[[{}", areas.map(|a| a.to_string()).join(",")),
            1,
        );
        assert!(matches!(
            read_entry(&changed),
            Err(ArchiveError::Total { player: 0, .. })
        ));
    }
}
