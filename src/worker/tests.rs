//! Every request kind through `answer`, as the app sends it: typed replies
//! that say what the typed functions say, errors as sentences, and never
//! any markup.

use super::answer;
use super::protocol::{
    decode, encode, signed_tenths, unsigned_tenths, Filter, Mode, Move, Reply, Request, RoundedHint,
};
use crate::bot::{self, advice, GreedyBot};
use crate::engine::{archive, Decision, DiceBag, Game, Level, Setup};

fn greedy(setup: &Setup) -> Game {
    bot::play_recorded(
        setup,
        &mut GreedyBot::default(),
        &mut DiceBag::new(setup.seed),
    )
    .unwrap()
}

/// A 3-player game at a passive player's pick (names with markup in them).
fn at_a_pick() -> Game {
    let mut game = Game::new(Setup::named(&["<b>A</b>", "B & co", "C"], 11)).unwrap();
    let mut bot = GreedyBot::default();
    while !matches!(game.decision(), Decision::Passive { .. }) {
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_err() {
            let a = bot::Bot::decide(&mut bot, game.state());
            game.apply(a).unwrap();
        }
    }
    game
}

/// The request as the app's transport sends it, and the worker's reply.
fn ask(id: u32, request: &Request) -> String {
    answer(&format!("{id}\n{}\n{}", request.kind(), request.to_json()))
}

fn ok(id: u32, request: &Request) -> Reply {
    let reply = ask(id, request);
    let text = reply
        .strip_prefix(&format!("{id}\nok\n"))
        .unwrap_or_else(|| panic!("{reply}"));
    let reply = Reply::from_json(text).unwrap();
    // The app's reader and serde's agree, and the worker wrote what serde
    // writes.
    assert_eq!(decode::<Reply>(text), Ok(reply.clone()));
    assert_eq!(encode(&reply), text);
    reply
}

fn error(id: u32, request: &Request) -> String {
    let reply = ask(id, request);
    reply
        .strip_prefix(&format!("{id}\nerror\n"))
        .unwrap_or_else(|| panic!("{reply}"))
        .to_string()
}

/// `<` followed by a letter, `/` or `!`: the start of a tag.
fn has_markup(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || w[1] == b'/' || w[1] == b'!'))
}

#[test]
fn tenths_are_written_as_the_advice_writes_them() {
    for x in [14.24f32, -0.5, -0.04, 0.0, 8.26, 0.05, -12.35, 3.0] {
        assert_eq!(
            signed_tenths(super::protocol::tenths(x)),
            advice::format_gain(x),
            "{x}"
        );
    }
    for x in [8.26f32, 0.04, 0.0, 11.95, 5.0] {
        assert_eq!(
            unsigned_tenths(super::protocol::tenths(x)),
            advice::format_loss(x),
            "{x}"
        );
    }
}

#[test]
fn the_markup_check_sees_tags() {
    assert!(has_markup("a <b>bold</b> move"));
    assert!(has_markup("</p>"));
    assert!(!has_markup("totals < 140, 3<4"));
}

#[test]
fn requests_and_replies_read_back_as_written() {
    let requests = [
        Request::Decide {
            level: Level::Medium,
            record: "{}".into(),
        },
        Request::Hints { record: "x".into() },
        Request::Review { record: "".into() },
        Request::Statistics {
            archive: "a\nb".into(),
            filter: Filter {
                player: "<b>Béla</b> \"B\"".into(),
                mode: Mode::Variant,
                last: Some(10),
                game: crate::engine::Edition::Twice,
            },
        },
        Request::Qr {
            text: "https://x.example/?a=<b>&c=\"é😀\"\n".into(),
        },
        Request::Qr { text: "".into() },
        Request::Replay {
            line: "{\"end\":1,\"setup\":{\"players\":[\"<b>A</b>\"]},\"moves\":\"gA-_\"}\n".into(),
        },
        Request::Replay { line: "".into() },
    ];
    for r in requests {
        // The app writes what serde writes, and the worker reads it as serde
        // reads it.
        assert_eq!(r.to_json(), encode(&r));
        assert_eq!(Request::from_json(&r.to_json()), Ok(r.clone()));
        assert_eq!(decode::<Request>(&encode(&r)), Ok(r));
    }
    for mode in Mode::ALL {
        let r = Request::Statistics {
            archive: "\u{1}\t\\/".into(),
            filter: Filter {
                player: "\u{7f}é😀".into(),
                mode,
                last: None,
                ..Filter::default()
            },
        };
        assert_eq!(r.to_json(), encode(&r));
    }
    // What serde refuses, the worker's reader refuses; what it reads, alike.
    for text in [
        "{\"ask\":\"dance\"}",
        "{\"ask\":\"decide\",\"level\":\"genius\",\"record\":\"\"}",
        "{\"decide\":{\"level\":\"genius\",\"record\":\"\"}}",
        "{\"decide\":{\"level\":\"easy\"}}",
        "{\"hints\":{\"record\":1}}",
        "{\"review\":{\"record\":\"a\",\"record\":\"b\"}}",
        "{\"statistics\":{\"archive\":\"\",\"filter\":{\"player\":\"\",\"mode\":\"most\"}}}",
        "{\"statistics\":{\"archive\":\"\",\"filter\":{\"player\":\"\",\"mode\":\"solo\",\"last\":-1}}}",
        "{\"hints\":{\"record\":\"\"}} x",
        "{\"qr\":{}}",
        "{\"qr\":{\"text\":1}}",
        "{\"qr\":{\"text\":\"a\",\"text\":\"b\"}}",
        "{\"qr\":[\"a\",\"b\"]}",
        "{\"qr\":\"a\"}",
        "{\"replay\":{}}",
        "{\"replay\":{\"line\":null}}",
        "{\"replay\":{\"line\":\"a\",\"line\":\"b\"}}",
        "{\"replay\":[\"a\",\"b\"]}",
        "{\"replay\":\"a\"}",
        "",
    ] {
        assert!(Request::from_json(text).is_err(), "{text}");
        assert!(decode::<Request>(text).is_err(), "serde: {text}");
    }
    for text in [
        "{\"decide\":[\"medium\",\"r\"]}",
        "{\"hints\":{\"record\":\"r\",\"more\":[1,{}]}}",
        "{\"review\":[\"r\"]}",
        "{\"statistics\":{\"archive\":\"a\",\"filter\":{\"player\":\"p\",\"mode\":\"solo\"}}}",
        "{\"statistics\":{\"filter\":[\"p\",{\"multi\":null},3],\"archive\":\"a\"}}",
        "{\"qr\":[\"t\"]}",
        "{\"qr\":{\"size\":3,\"text\":\"\\u003cp>\"}}",
        "{\"replay\":[\"l\"]}",
        "{\"replay\":{\"record\":1,\"line\":\"\\u003cp>\"}}",
    ] {
        let theirs: Request = decode(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(Request::from_json(text), Ok(theirs), "{text}");
    }
}

/// Every kind of request, answered and refused: no reply holds markup,
/// even with names made of markup in the games and the archive.
#[test]
fn no_answer_holds_markup() {
    let pick = at_a_pick();
    let solo = greedy(&Setup::solo("<script>x</script>", 5));
    let fresh = Game::new(Setup::solo("<i>Ann</i>", 3)).unwrap();
    let archive = [
        archive::entry(&solo, 1, false).expect("the first game is archived"),
        archive::entry(
            &greedy(&Setup::named(&["<b>A</b>", "<i>B</i>"], 2)),
            2,
            false,
        )
        .expect("the first game is archived"),
        "<p>not an entry</p>".to_string(),
    ]
    .join("\n");
    let mut requests = Vec::new();
    for record in [
        pick.to_json(),
        solo.to_json(),
        fresh.to_json(),
        "<p>".into(),
    ] {
        for level in Level::ALL {
            requests.push(Request::Decide {
                level,
                record: record.clone(),
            });
        }
        requests.push(Request::Hints {
            record: record.clone(),
        });
        requests.push(Request::Review { record });
    }
    for player in ["", "<b>A</b>"] {
        for mode in Mode::ALL {
            requests.push(Request::Statistics {
                archive: archive.clone(),
                filter: Filter {
                    player: player.into(),
                    mode,
                    last: None,
                    ..Filter::default()
                },
            });
        }
    }
    for text in ["<script>x</script>", &"<b>".repeat(800)] {
        requests.push(Request::Qr { text: text.into() });
    }
    for line in archive.split('\n') {
        requests.push(Request::Replay { line: line.into() });
    }
    let (reduced, _) = archive::reduce_oldest(&archive, 1);
    requests.push(Request::Replay {
        line: reduced.split('\n').next().unwrap().into(),
    });
    let (mut oks, mut errors) = (0, 0);
    for (id, request) in requests.iter().enumerate() {
        let reply = ask(id as u32, request);
        assert!(!has_markup(&reply), "{request:?}: {reply}");
        if reply.contains("\nok\n") {
            oks += 1;
        } else {
            errors += 1;
        }
    }
    // Every kind both answered and refused (a refusal is a sentence).
    assert!(oks >= 10 && errors >= 10, "{oks} {errors}");
    // Requests the worker cannot read are refused, with the id.
    for bad in ["7\nhints\n<p>", "8", "9\nfly\n{\"fly\":{}}"] {
        let reply = answer(bad);
        assert!(!has_markup(&reply), "{reply}");
        let id = bad.split('\n').next().unwrap();
        assert!(
            reply.starts_with(&format!("{id}\nerror\nThe worker's message cannot be read")),
            "{reply}"
        );
    }
}

#[test]
fn a_computer_seat_gets_its_levels_move() {
    let game = at_a_pick();
    for level in Level::ALL {
        let request = Request::Decide {
            level,
            record: game.to_json(),
        };
        assert_eq!(
            ok(1, &request),
            Reply::Move {
                action: Move(advice::decide(&game, level).unwrap())
            }
        );
    }
    let fresh = Game::new(Setup::solo("Ann", 3)).unwrap();
    assert_eq!(
        error(
            2,
            &Request::Decide {
                level: Level::Easy,
                record: fresh.to_json()
            }
        ),
        "There is no decision to make: the dice are to be rolled."
    );
}

/// A whole game of the sequel whose every decision is the worker's, read
/// back by the app's reader: the sequel's dice (silver, pink) and kinds of
/// move (a return, a "?" written, a roll given up) are read as it wrote them.
#[cfg(feature = "twice")]
#[test]
fn a_computer_seat_of_the_sequel_plays_a_whole_game_through_the_reader() {
    use crate::engine::{Action, Die, Edition};
    let setup = Setup::named(&["Ann", "Bo"], 8).of_game(Edition::Twice);
    let mut game = Game::new(setup).unwrap();
    let mut sequel_dice = 0;
    for id in 0..5000 {
        if game.is_over() {
            break;
        }
        let mut bag = game.next_roll_bag();
        if game.roll_from(&mut bag).is_ok() {
            continue;
        }
        let request = Request::Decide {
            level: Level::Easy,
            record: game.to_json(),
        };
        let Reply::Move { action } = ok(id, &request) else {
            panic!("not a move");
        };
        assert_eq!(Some(action.0), advice::decide(&game, Level::Easy));
        if let Action::Take { die, .. } | Action::PlusOne { die, .. } = action.0 {
            sequel_dice += usize::from(matches!(die, Die::Silver | Die::Pink));
        }
        game.apply(action.0).unwrap();
    }
    assert!(game.is_over());
    assert!(sequel_dice > 0, "the sequel's own dice were taken");
}

#[test]
fn hints_are_the_experts_actions_with_their_values() {
    let game = at_a_pick();
    let Reply::Hints { hints } = ok(
        3,
        &Request::Hints {
            record: game.to_json(),
        },
    ) else {
        panic!("not hints");
    };
    let expected: Vec<RoundedHint> = advice::hints(&game, advice::HINTS)
        .iter()
        .map(|h| RoundedHint::new(h.action, h.value, h.gain))
        .collect();
    assert_eq!(hints.len(), 3);
    assert_eq!(hints, expected);
    // Written as `clever hint` writes them.
    for (h, typed) in hints.iter().zip(advice::hints(&game, advice::HINTS)) {
        assert_eq!(h.value.to_string(), advice::format_value(typed.value));
        assert_eq!(signed_tenths(h.gain), advice::format_gain(typed.gain));
    }
    let over = greedy(&Setup::solo("Ann", 2));
    assert_eq!(
        error(
            4,
            &Request::Hints {
                record: over.to_json()
            }
        ),
        "There is no decision to make: the game is over."
    );
    assert!(
        error(5, &Request::Hints { record: "{".into() }).starts_with("The game cannot be read: ")
    );
}

#[test]
fn the_review_is_moves_with_their_losses() {
    let solo = greedy(&Setup::solo("Ann", 5));
    let Reply::Review(review) = ok(
        6,
        &Request::Review {
            record: solo.to_json(),
        },
    ) else {
        panic!("not a review");
    };
    let typed = advice::review(&solo);
    let sent = (i64::from(review.yours), i64::from(review.expert));
    assert_eq!(sent, (i64::from(typed.yours), i64::from(typed.expert)));
    assert_eq!(review.costly.len(), typed.costly.len());
    assert!(!review.costly.is_empty());
    for (c, t) in review.costly.iter().zip(&typed.costly) {
        assert_eq!((c.index, c.yours.0, c.best.0), (t.index, t.yours, t.best));
        assert_eq!(unsigned_tenths(c.loss), advice::format_loss(t.loss));
    }
    assert_eq!(
        error(
            7,
            &Request::Review {
                record: at_a_pick().to_json()
            }
        ),
        "Only a solo game can be reviewed; this game has 3 players."
    );
}

#[test]
fn statistics_are_the_numbers_of_the_archive() {
    let games = [
        greedy(&Setup::solo("Ann", 1)),
        greedy(&Setup::solo("Ann", 2)),
    ];
    let archive: Vec<String> = games
        .iter()
        .map(|g| archive::entry(g, 1, false).expect("the first game is archived"))
        .collect();
    let archive = archive.join("\n");
    let filter = Filter::default();
    let Reply::Statistics(stats) = ok(
        8,
        &Request::Statistics {
            archive: archive.clone(),
            filter: filter.clone(),
        },
    ) else {
        panic!("not statistics");
    };
    assert_eq!(stats, crate::stats::statistics(&archive, &filter));
    assert_eq!(stats.games, 2);
}

#[test]
fn the_apps_reader_reads_every_reply_as_serde_does() {
    use crate::stats::{PlayerTotals, Statistics, Total, Wins};
    let mv = |a| Move(a);
    let game = at_a_pick();
    let action = advice::decide(&game, Level::Expert).unwrap();
    let replies = [
        Reply::Move { action: mv(action) },
        Reply::Hints {
            hints: vec![
                RoundedHint::new(action, 214.4, -0.05),
                RoundedHint::new(action, 0.0, 14.24),
            ],
        },
        Reply::Review(super::protocol::RoundedReview {
            yours: 180,
            expert: 281,
            costly: vec![super::protocol::RoundedCostly {
                index: 12,
                yours: mv(action),
                best: mv(action),
                loss: 83,
            }],
        }),
        Reply::Statistics(Statistics {
            readable: 3,
            unreadable: 1,
            games: 2,
            players: vec![PlayerTotals {
                name: "<b>Béla</b> \"B\"".into(),
                games: 2,
                mean: 2125,
                median: 2100,
                best: 260,
                worst: 1,
            }],
            bands: [0, 1, 2, 3, 4, 5, 6, 7, u64::from(u32::MAX)],
            areas: [1, 2, 3, 4, 5, 6],
            totals: vec![Total {
                end_ms: 1_764_201_600_000,
                name: "Ann".into(),
                total: 199,
                average: 1990,
            }],
            wins: vec![Wins {
                name: "C".into(),
                played: 4,
                won: 3,
            }],
        }),
        Reply::Statistics(Statistics::default()),
        Reply::Qr {
            size: 21,
            path: "M0 0h7v1h-7z<\"é".into(),
        },
        Reply::Qr {
            size: 0,
            path: "".into(),
        },
        Reply::Record {
            record: game.to_json(),
        },
        Reply::Record {
            record: "<p>\"é😀\"\n".into(),
        },
    ];
    for r in replies {
        let text = encode(&r);
        assert_eq!(r.to_json(), text);
        assert_eq!(Reply::from_json(&text), Ok(r), "{text}");
    }
    // The sequel's totals can be below 0: sent signed, read back so.
    #[cfg(feature = "twice")]
    {
        let r = Reply::Review(super::protocol::RoundedReview {
            yours: -12,
            expert: 305,
            costly: Vec::new(),
        });
        assert_eq!(Reply::from_json(&encode(&r)), Ok(r));
    }
    // What serde refuses, the app's reader refuses.
    for text in [
        "",
        "{}",
        "{\"dance\":{}}",
        "{\"move\":{}}",
        "{\"move\":{\"action\":\"fly\"}}",
        "{\"move\":{\"action\":3}}",
        "{\"hints\":{\"hints\":[{\"action\":\"\\\"finish\\\"\",\"value\":1.5,\"gain\":0}]}}",
        "{\"review\":{\"yours\":4294967296,\"expert\":2,\"costly\":[]}}",
        "{\"statistics\":{\"readable\":0,\"unreadable\":0,\"games\":0,\"players\":[],\"bands\":[0],\"areas\":[0,0,0,0,0,0],\"totals\":[],\"wins\":[]}}",
        "{\"move\":{\"action\":\"\\\"finish\\\"\"}} x",
        "{\"qr\":{}}",
        "{\"qr\":{\"size\":21}}",
        "{\"qr\":{\"size\":-1,\"path\":\"\"}}",
        "{\"qr\":{\"size\":4294967296,\"path\":\"\"}}",
        "{\"qr\":{\"size\":21,\"path\":3}}",
        "{\"qr\":{\"size\":2.5,\"path\":\"\"}}",
        "{\"record\":{}}",
        "{\"record\":{\"record\":1}}",
        "{\"record\":\"r\"}",
    ] {
        assert!(Reply::from_json(text).is_err(), "{text}");
        assert!(decode::<Reply>(text).is_err(), "serde: {text}");
    }
}

#[test]
fn the_qr_code_is_the_encoders() {
    for text in ["https://clever.example/#turn=AQID", "<b>é</b>", ""] {
        let qr = crate::qr::Qr::encode(text).unwrap();
        assert_eq!(
            ok(9, &Request::Qr { text: text.into() }),
            Reply::Qr {
                size: qr.size as u32,
                path: qr.svg_path(),
            }
        );
    }
    // The largest code holds 2331 bytes; one more is refused with a sentence.
    let Reply::Qr { size, .. } = ok(
        10,
        &Request::Qr {
            text: "a".repeat(2331),
        },
    ) else {
        panic!("not a QR code");
    };
    assert_eq!(size, 177);
    assert_eq!(
        error(
            11,
            &Request::Qr {
                text: "é".repeat(1166)
            }
        ),
        "The text is too long for a QR code: 2332 bytes."
    );
}

/// The worker's replay of an archived game is the game the full reader
/// (`archive::read_entry`) replays, as its record; a line whose moves are
/// reduced, damaged or not an entry is refused with the reason.
#[test]
fn an_archived_game_replays_as_the_archive_reads_it() {
    let games = [
        greedy(&Setup::solo("<b>Ann</b>", 4)),
        greedy(&Setup::named(&["Ann", "Béla \"B\""], 7)),
        at_a_pick_finished(),
    ];
    for (i, game) in games.iter().enumerate() {
        let line = archive::entry(game, 1_795_000_000_000 + i as u64, i == 1)
            .expect("the first game is archived");
        let (_, replayed) = archive::read_entry(&line).unwrap();
        let replayed = replayed.expect("moves kept");
        let Reply::Record { record } = ok(20 + i as u32, &Request::Replay { line: line.clone() })
        else {
            panic!("not a record");
        };
        assert_eq!(record, replayed.to_json());
        assert_eq!(Game::from_json(&record).unwrap(), replayed);
        assert_eq!(record, game.to_json());
        // Reduced to its summary: nothing to replay.
        let (reduced, n) = archive::reduce_oldest(&line, 1);
        assert_eq!(n, 1);
        assert_eq!(
            error(30, &Request::Replay { line: reduced }),
            "The archived game's moves are not kept."
        );
        // Moves cut short: refused with the archive's reason.
        let cut = line.replacen("\"}", "", 1);
        let cut = format!("{}\"}}", &cut[..cut.len() - 3]);
        assert!(archive::read_summary(&cut).is_ok(), "{cut}");
        assert_eq!(
            error(31, &Request::Replay { line: cut }),
            "The archived game cannot be replayed. The moves stop before the game is over."
        );
    }
    assert!(error(32, &Request::Replay { line: "{".into() })
        .starts_with("The archived game cannot be replayed. This is not a readable game record: "));
}

/// A three-player game played to its end.
fn at_a_pick_finished() -> Game {
    greedy(&Setup::named(&["<b>A</b>", "B & co", "C"], 11))
}
