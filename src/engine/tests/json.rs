//! The record's own JSON codec against serde_json: the writer gives the
//! same bytes as serde_json gave for `Record`, and the reader reads every
//! text exactly as the serde reader did (`serde_reading`, the old
//! `Game::from_json`): the same game, or the same error, word for word.

use super::serde_reading;
use super::*;
use crate::engine::json::{self, float, read_string_list, write_string_list};
use crate::engine::record::write_record;

/// Random numbers for the tests (the dice generator, seeded).
pub(super) struct Rng(pub(super) DiceBag);

impl Rng {
    pub(super) fn new(seed: u64) -> Rng {
        Rng(DiceBag::new(seed))
    }
    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    pub(super) fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    pub(super) fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }
}

/// Names that need escaping, or not: quotes, backslashes, every kind of
/// control character, non-ASCII, a slash, an emoji.
fn random_name(rng: &mut Rng) -> String {
    const PARTS: &[&str] = &[
        "Anna", "Béla", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{c}", "\u{0}", "\u{1f}",
        "\u{7f}", "\u{80}", "\u{2028}", "ü", "😀", " ", "'", "<b>", "\u{feff}", "",
    ];
    (0..rng.below(5)).map(|_| rng.pick(PARTS)).collect()
}

/// A random game: 1 to 4 players, any names, seat, seed and variant,
/// played some way by random legal actions.
pub(super) fn random_game(rng: &mut Rng) -> Game {
    let players = 1 + rng.below(4);
    let setup = Setup {
        players: (0..players).map(|_| random_name(rng)).collect(),
        first: rng.below(players) as u8,
        seed: rng.0.next_u64() >> (rng.below(4) * 21),
        variants: Variants {
            solo_passive_extra: rng.chance(2),
        },
        seats: Vec::new(),
        daily: None,
    };
    // Seats, a daily date and hints from a generator of their own, so the
    // games drawn from `rng` stay the ones they were.
    let mut own = DiceBag::new(setup.seed ^ 0x5EA7);
    let mut setup = setup;
    if own.below(3) == 0 {
        setup.seats = (0..players)
            .map(|_| Seat::ALL[own.below(4) as usize])
            .collect();
    }
    if own.below(3) == 0 {
        let day = 1 + own.below(28);
        setup.daily = Some(format!(
            "20{:02}-{:02}-{day:02}",
            own.below(100),
            1 + own.below(12)
        ));
    }
    let mut game = Game::new(setup.clone()).unwrap();
    for _ in 0..own.below(3) {
        game.count_hint(own.below(players as u32) as u8);
    }
    let mut bag = DiceBag::new(setup.seed);
    let steps = rng.below(400);
    for _ in 0..steps {
        if game.state().is_over() {
            break;
        }
        game.play_until_decision(&mut bag);
        let legal = game.legal_actions();
        if !legal.is_empty() {
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
    }
    game
}

#[test]
fn the_writer_writes_what_serde_json_wrote_and_reads_back() {
    let mut rng = Rng::new(2024);
    for i in 0..2_000 {
        let game = random_game(&mut rng);
        let json = game.to_json();
        assert_eq!(
            json,
            serde_json::to_string(&game.record()).unwrap(),
            "game {i}"
        );
        assert_eq!(Game::from_json(&json).as_ref(), Ok(&game), "game {i}");
    }
}

#[test]
fn any_record_is_written_as_serde_json_wrote_it() {
    // Any number of players (the record does not check), any moves.
    let mut rng = Rng::new(7);
    for n in [0, 1, 5, 17, 1000] {
        let record = Record {
            format: crate::engine::record::FORMAT.into(),
            version: crate::engine::record::VERSION,
            setup: Setup {
                players: (0..n).map(|_| random_name(&mut rng)).collect(),
                first: rng.below(256) as u8,
                seed: u64::MAX - rng.below(3) as u64,
                variants: Variants {
                    solo_passive_extra: n % 2 == 0,
                },
                seats: (0..n % 3 * n).map(|i| Seat::ALL[i % 4]).collect(),
                daily: (n % 2 == 1).then(|| "2026-11-26".into()),
            },
            moves: (0..n * 3).map(|_| random_action(&mut rng)).collect(),
            hints: (0..n).map(|i| (i % 3) as u32).collect(),
        };
        assert_eq!(
            write_record(&record.setup, &record.moves, &record.hints),
            serde_json::to_string(&record).unwrap()
        );
    }
}

fn random_action(rng: &mut Rng) -> Action {
    let die = Die::ALL[rng.below(6)];
    let spot = Spot::new(Area::ALL[rng.below(5)], rng.below(256) as u8);
    match rng.below(9) {
        0 => Action::Reroll,
        1 => Action::Finish,
        2 => Action::Take { die, spot: None },
        3 => Action::PlusOne { die, spot },
        4 => Action::Cross(spot),
        5 => Action::RoundBonus(RoundChoice::ALL[rng.below(5)]),
        6 => Action::Take {
            die,
            spot: Some(spot),
        },
        _ => {
            let pairs: Vec<(Die, u8)> = Die::ALL[..rng.below(7)]
                .iter()
                .map(|&d| (d, 1 + rng.below(6) as u8))
                .collect();
            Action::Roll(Roll::new(&pairs).unwrap())
        }
    }
}

/// Reads `text` with both readers: the same game, or the same error.
fn same(text: &str) {
    let new = Game::from_json(text);
    let old = serde_reading::from_json(text);
    assert_eq!(new, old, "{text:?}");
}

/// Pieces of JSON and near-JSON that break or bend a record.
const TOKENS: &[&str] = &[
    "\"",
    "\\",
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    " ",
    "\n",
    "\r\n",
    "\t",
    "null",
    "true",
    "false",
    "nul",
    "tru",
    "-",
    "0",
    "1",
    "7",
    "01",
    "-0",
    "1.",
    ".5",
    "1.5",
    "1e",
    "1e+",
    "2E-3",
    "1e400",
    "-1e400",
    "1e-400",
    "255",
    "256",
    "65536",
    "-1",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "-9223372036854775809",
    "1e20",
    "0.1",
    "123456789012345678901234567890",
    "1.7976931348623157e308",
    "12345678901234567890.5e-3",
    "\"x\"",
    "\"\\u00e9\"",
    "\"\\uD83D\\uDE00\"",
    "\"\\uD800\"",
    "\"\\uDC00\"",
    "\"\\uD800x\"",
    "\"\\uD800\\n\"",
    "\"\\u12\"",
    "\"\\u12G4\"",
    "\"\\q\"",
    "\"\u{1}\"",
    "\"é\"",
    "\u{feff}",
    "\"white\"",
    "\"green\"",
    "\"pink\"",
    "\"yellow\"",
    "\"reroll\"",
    "\"finish\"",
    "\"roll\"",
    "\"take\"",
    "\"choose\"",
    "\"black_x\"",
    "\"black6\"",
    "\"area\"",
    "\"cell\"",
    "\"die\"",
    "\"spot\"",
    "\"players\"",
    "\"first\"",
    "\"seed\"",
    "\"variants\"",
    "\"setup\"",
    "\"moves\"",
    "\"format\"",
    "\"version\"",
    "\"solo_passive_extra\"",
    "\"clever-game\"",
    "{\"white\":null}",
    "{\"reroll\":null}",
    "{\"reroll\":1}",
    "[\"green\",3]",
    "[[\"green\",3]]",
    "{\"area\":\"green\",\"cell\":0}",
    "[\"green\",0]",
    "{}",
    "[]",
    "[[[[[[",
    "]]]]]]",
    "{\"$serde_json::private::RawValue\":\"\\\"clever-game\\\"\"}",
    "{\"$serde_json::private::RawValue\":\"[1,\"}",
    "{\"$serde_json::private::RawValue\":1}",
    "/",
    "NaN",
    "'",
    "//",
    "\u{0}",
];

/// A value from record words and odd JSON, up to `depth` levels deep.
pub(super) fn random_value(rng: &mut Rng, depth: usize) -> String {
    const KEYS: &[&str] = &[
        "\"die\"",
        "\"spot\"",
        "\"area\"",
        "\"cell\"",
        "\"roll\"",
        "\"take\"",
        "\"reroll\"",
        "\"x\"",
        "\"black_x\"",
        "\"players\"",
        "\"solo_passive_extra\"",
        "\"cross\"",
        "\"choose\"",
        "\"plus_one\"",
        "\"finish\"",
        "\"green\"",
        "\"$serde_json::private::RawValue\"",
    ];
    match rng.below(if depth == 0 { 6 } else { 9 }) {
        0..=2 => rng.pick(TOKENS).to_string(),
        3 => format!("{}", rng.0.next_u64() >> rng.below(64)),
        4 => format!("{}", rng.below(300) as i64 - 20),
        5 => rng.pick(KEYS).to_string(),
        6 | 7 => {
            let items: Vec<String> = (0..rng.below(4))
                .map(|_| random_value(rng, depth - 1))
                .collect();
            format!("[{}]", items.join(","))
        }
        _ => {
            let items: Vec<String> = (0..rng.below(4))
                .map(|_| format!("{}:{}", rng.pick(KEYS), random_value(rng, depth - 1)))
                .collect();
            format!("{{{}}}", items.join(","))
        }
    }
}

/// A record's text, changed in one to four random ways.
fn mutated(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(8) {
            0 => chars.truncate(at),
            1 => {
                let end = (at + 1 + rng.below(12)).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            2 | 3 => {
                let token = rng.pick(TOKENS);
                chars.splice(at..at, token.chars());
            }
            4 | 5 => {
                // A value-sized piece replaced by another value.
                let end = (at + rng.below(10)).min(chars.len());
                let value = random_value(rng, 3);
                chars.splice(at..end, value.chars());
            }
            6 => {
                // A piece copied elsewhere (keys and entries given twice).
                let end = (at + rng.below(40)).min(chars.len());
                let piece: Vec<char> = chars[at..end].to_vec();
                let to = rng.below(chars.len() + 1);
                chars.splice(to..to, piece);
            }
            _ => {
                let c = rng.pick(&["\n", " ", "\t", "\r"]);
                chars.splice(at..at, c.chars());
            }
        }
    }
    chars.into_iter().collect()
}

/// A record with moves in every shape serde accepted or refused: objects,
/// arrays of fields, `null` spots, units as `{"reroll": null}`, odd values.
fn odd_record(rng: &mut Rng) -> String {
    const MOVES: &[&str] = &[
        r#"{"roll":[["white",3],["yellow",5],["blue",2],["green",6],["orange",1],["purple",4]]}"#,
        r#"{"take":{"die":"yellow","spot":{"area":"yellow","cell":2}}}"#,
        r#"{"take":["yellow",["yellow",2]]}"#,
        r#"{"take":{"spot":null,"die":"white"}}"#,
        r#"{"take":{"die":"white"}}"#,
        r#"{"take":["white"]}"#,
        r#"{"take":{"die":"white","die":"white"}}"#,
        r#"{"take":{"die":"white","spot":{"area":"green","cell":0},"extra":[1,{"a":2}]}}"#,
        r#"{"plus_one":{"die":"green","spot":{"area":"green","cell":0}}}"#,
        r#"{"plus_one":{"die":"green"}}"#,
        r#"{"cross":{"area":"blue","cell":5}}"#,
        r#"{"cross":["blue",5]}"#,
        r#"{"cross":["blue",5,6]}"#,
        r#"{"cross":[]}"#,
        r#"{"choose":{"black_x":"green"}}"#,
        r#"{"choose":"black_x"}"#,
        r#"{"choose":{"black6":"orange"},"x":1}"#,
        r#""reroll""#,
        r#"{"reroll":null}"#,
        r#"{"finish":false}"#,
        r#""take""#,
        r#""roll""#,
        r#"{"roll":[["green"]]}"#,
        r#"{"roll":[["green",2,3]]}"#,
        r#"{"roll":[[]]}"#,
        r#"{"roll":[{"white":null},1]}"#,
        r#"{"roll":[[{"white":null},1]]}"#,
        r#"{"roll":[["green",2],["green",3]]}"#,
        r#"{"roll":{}}"#,
        r#"{}"#,
        r#"{"finish":null,"x":1}"#,
        r#"[]"#,
        r#"7"#,
    ];
    const SETUPS: &[&str] = &[
        r#"{"players":["A"]}"#,
        r#"{"players":["A","B"],"first":1,"seed":9,"variants":{"solo_passive_extra":false}}"#,
        r#"[["A"]]"#,
        r#"[["A"],0,5,[false]]"#,
        r#"[["A"],0,5,[false],1]"#,
        r#"[]"#,
        r#"{"players":["A"],"variants":[]}"#,
        r#"{"players":["A"],"variants":{}}"#,
        r#"{"players":["A"],"variants":null}"#,
        r#"{"players":["A"],"players":["B"]}"#,
        r#"{"first":0}"#,
        r#"{"players":["A","B","C","D","E"]}"#,
        r#"{"players":["A"],"first":3}"#,
        r#"{"players":["A"],"seed":-1}"#,
        r#"{"players":[1]}"#,
        r#"{"players":"A"}"#,
        r#""setup""#,
    ];
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..rng.below(8) {
        moves.push(match rng.below(4) {
            0 => random_value(rng, 3),
            _ => rng.pick(MOVES).to_string(),
        });
    }
    let setup = match rng.below(4) {
        0 => random_value(rng, 3),
        _ => rng.pick(SETUPS).to_string(),
    };
    let mut fields = vec![
        r#""format":"clever-game""#.to_string(),
        r#""version":1"#.to_string(),
        format!(r#""setup":{setup}"#),
        format!(r#""moves":[{}]"#, moves.join(",")),
    ];
    if rng.chance(3) {
        let at = rng.below(fields.len() + 1);
        fields.insert(at, format!(r#""extra":{}"#, random_value(rng, 3)));
    }
    if rng.chance(4) {
        let i = rng.below(fields.len());
        let j = rng.below(fields.len());
        fields.swap(i, j);
    }
    let sep = rng.pick(&[",", ", ", ",\n  ", " ,\r\n"]);
    format!("{{{}}}", fields.join(sep))
}

fn fuzz_cases() -> usize {
    std::env::var("JSON_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000)
}

#[test]
fn mutated_records_read_exactly_as_serde_read_them() {
    let mut rng = Rng::new(99);
    let mut texts = Vec::new();
    for i in 0..20 {
        let game = random_game(&mut rng);
        texts.push(game.to_json());
        if i % 2 == 0 {
            texts.push(serde_json::to_string_pretty(&game.record()).unwrap());
        }
    }
    for i in 0..fuzz_cases() {
        let text = &texts[i % texts.len()];
        same(&mutated(&mut rng, text));
    }
}

#[test]
fn oddly_shaped_records_read_exactly_as_serde_read_them() {
    let mut rng = Rng::new(5);
    for i in 0..fuzz_cases() {
        let text = odd_record(&mut rng);
        same(&text);
        if i % 4 == 0 {
            same(&mutated(&mut rng, &text));
        }
    }
}

#[test]
fn every_prefix_of_a_record_reads_as_serde_read_it() {
    let game = random_game(&mut Rng::new(3));
    for json in [
        game.to_json(),
        serde_json::to_string_pretty(&game.record()).unwrap(),
    ] {
        for (i, _) in json.char_indices().take(3_000) {
            same(&json[..i]);
            same(&format!("{json}{}", &json[..i]));
        }
    }
}

#[test]
fn malformed_json_is_refused_where_serde_json_refused_it() {
    let record = |moves: &str| {
        format!(
            r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":[{moves}]}}"#
        )
    };
    for (text, says) in [
        ("", "EOF while parsing a value at line 1 column 0"),
        ("  \n ", "EOF while parsing a value at line 2 column 1"),
        (
            "{\"format\"",
            "EOF while parsing an object at line 1 column 9",
        ),
        (
            "{\"format\":\"clever-game\"",
            "EOF while parsing an object at line 1 column 23",
        ),
        (
            "{\"format\":\"clever-game\",}",
            "trailing comma at line 1 column 25",
        ),
        ("{\"a\":1}x", "trailing characters at line 1 column 8"),
        ("{\"a\":1} \n {}", "trailing characters at line 2 column 2"),
        ("{\"a\":\"\\x\"}", "invalid escape at line 1 column 8"),
        (
            "{\"format\":\"\\uD800\"}",
            "unexpected end of hex escape at line 1 column 18",
        ),
        (
            "{\"format\":\"\\uDC00\"}",
            "lone leading surrogate in hex escape at line 1 column 17",
        ),
        ("{\"a\":\"\\uD800\"}", ""),
        (
            "{\"a\":\"\u{1}\"}",
            "control character (\\u0000-\\u001F) found while parsing a string at line 1 column 6",
        ),
        (
            "{\"format\":\"x\u{1}\"}",
            "control character (\\u0000-\\u001F) found while parsing a string at line 1 column 13",
        ),
        ("{\"a\":01}", "invalid number at line 1 column 7"),
        (
            "{\"format\":1e400}",
            "number out of range at line 1 column 15",
        ),
        ("{\"a\":1e400}", ""),
        ("{'a':1}", "key must be a string at line 1 column 2"),
        ("{\"a\" 1}", "expected `:` at line 1 column 6"),
        ("[1 2]", "expected `,` or `]` at line 1 column 4"),
        (
            "{\"a\":1 \"b\":2}",
            "expected `,` or `}` at line 1 column 8",
        ),
        ("{\"a\":nul}", "expected ident at line 1 column 9"),
        ("{\"a\":NaN}", "expected value at line 1 column 6"),
        ("\u{feff}\u{feff}{}", "expected value at line 1 column 1"),
    ] {
        let got = Game::from_json(text);
        match says {
            "" => assert_eq!(got, Err(ReplayError::NotAGame(String::new())), "{text:?}"),
            _ => assert_eq!(got, Err(ReplayError::Malformed(says.into())), "{text:?}"),
        }
        same(text);
    }
    // Duplicate keys: the header's last format wins; a struct's field twice is refused.
    let e = Game::from_json(r#"{"format":"chess","format":"clever-game","version":7}"#);
    assert_eq!(e, Err(ReplayError::Version("7".into())));
    let twice = record("").replace(r#""players":["A"]"#, r#""players":["A"],"players":["B"]"#);
    assert_eq!(
        Game::from_json(&twice).unwrap_err().to_string(),
        "this is not a readable game record: duplicate field `players` at line 1 column 70"
    );
    same(&twice);
    // Huge numbers: a u8 past 255, a float where a whole number belongs.
    for (cell, why) in [
        ("256", "invalid value: integer `256`, expected u8"),
        ("1e20", "invalid type: floating point `1e+20`, expected u8"),
        (
            "18446744073709551616",
            "invalid type: floating point `1.8446744073709552e+19`, expected u8",
        ),
        ("-0", "invalid type: floating point `-0.0`, expected u8"),
        ("1e400", "number out of range"),
    ] {
        let text = record(&format!(r#"{{"cross":{{"area":"yellow","cell":{cell}}}}}"#));
        assert_eq!(
            Game::from_json(&text),
            Err(ReplayError::BadMove {
                index: 0,
                why: why.into()
            }),
            "{cell}"
        );
        same(&text);
    }
}

#[test]
fn deep_nesting_never_overflows_the_stack() {
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    // Skipped values may nest without limit, as serde_json skipped them.
    let skipped = format!(
        r#"{{"format":"clever-game","version":1,"x":{},"setup":{{"players":["A"]}},"moves":[]}}"#,
        deep(200_000)
    );
    assert!(Game::from_json(&skipped).is_ok());
    same(&skipped);
    // A bad move's entry is skipped too; the moves after a bad one as well.
    let bad_moves = format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":["x",{}]}}"#,
        deep(200_000)
    );
    assert!(matches!(
        Game::from_json(&bad_moves),
        Err(ReplayError::BadMove { index: 0, .. })
    ));
    same(&bad_moves);
    // Values that are read stop at serde_json's limit.
    for n in [125, 126, 127, 200_000] {
        let format = format!(r#"{{"format":{},"version":1}}"#, deep(n));
        same(&format);
        let e = Game::from_json(&format).unwrap_err().to_string();
        assert_eq!(e.contains("recursion limit exceeded"), n >= 127, "{n}: {e}");
    }
    // serde_json's RawValue key starts a document inside a string, with its
    // own limit; in all, at most 512 levels are open.
    let wrap = |doc: String| {
        let mut quoted = String::new();
        json::write_str(&mut quoted, &doc);
        format!(r#"{{"$serde_json::private::RawValue":{quoted}}}"#)
    };
    let mut format = deep(120);
    for wraps in 1..=6 {
        format = format!("{}{}{}", "[".repeat(120), wrap(format), "]".repeat(120));
        let text = format!(r#"{{"format":{format},"version":1}}"#);
        let e = Game::from_json(&text).unwrap_err().to_string();
        if wraps <= 3 {
            same(&text);
            assert_eq!(e, "this is not a clever game record (format \"\")");
        } else {
            assert!(e.contains("recursion limit exceeded"), "{wraps}: {e}");
            // Where serde_json read on (the one difference).
            let old = serde_reading::from_json(&text);
            assert_eq!(old, Err(ReplayError::NotAGame(String::new())));
        }
    }
    // Unclosed, and deep inside a move.
    same(&"[".repeat(100_000));
    same(&"{\"a\":".repeat(100_000));
    same(&format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":[{{"roll":{}}}]}}"#,
        deep(100_000)
    ));
}

#[test]
fn floats_are_named_as_serde_json_writes_them() {
    let mut rng = Rng::new(11);
    let check = |v: f64| assert_eq!(float(v), serde_json::to_string(&v).unwrap(), "{v:e}");
    for v in [
        0.0,
        -0.0,
        1.0,
        0.1,
        0.3,
        1.5,
        100.0,
        1e15,
        1e16,
        1e-5,
        1e-6,
        123456.789,
        5e-324,
        1e-320,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits((1 << 52) - 1),
        9007199254740993.0,
        1e23,
        8.5e-5,
    ] {
        check(v);
        check(-v);
    }
    for e in -1074..1024 {
        check(2f64.powi(e));
    }
    for _ in 0..200_000 {
        let v = f64::from_bits(rng.0.next_u64());
        if v.is_finite() {
            check(v);
        }
        // Short decimals, as written in records.
        let short = (rng.below(100_000) as f64) / 10f64.powi(rng.below(12) as i32);
        check(short * 10f64.powi(rng.below(40) as i32 - 20));
    }
}

#[test]
fn numbers_are_computed_as_serde_json_computed_them() {
    let mut rng = Rng::new(12);
    for _ in 0..20_000 {
        let digits: String = (0..1 + rng.below(25))
            .map(|_| char::from(b'0' + rng.below(10) as u8))
            .collect();
        let digits = digits.trim_start_matches('0');
        let digits = if digits.is_empty() { "7" } else { digits };
        let frac = match rng.below(3) {
            0 => String::new(),
            _ => format!(".{}", rng.below(1_000_000)),
        };
        let exp = match rng.below(3) {
            0 => String::new(),
            _ => format!("e{}", rng.below(700) as i64 - 350),
        };
        let text = format!(
            "{}{digits}{frac}{exp}",
            if rng.chance(2) { "-" } else { "" }
        );
        let mut value = 0;
        let ours = json::Reader::new(&text)
            .document(&mut |r| {
                value = r.unsigned(255, "u8")?;
                Ok(())
            })
            .map(|()| value);
        let theirs = serde_json::from_str::<u8>(&text);
        assert_eq!(
            ours.map(|v| v as u8).map_err(|e| e.to_string()),
            theirs.map_err(|e| e.to_string()),
            "{text}"
        );
    }
}

#[test]
fn name_lists_read_and_write_as_serde_json_did() {
    let mut rng = Rng::new(13);
    for _ in 0..2_000 {
        let names: Vec<String> = (0..rng.below(6)).map(|_| random_name(&mut rng)).collect();
        let json = write_string_list(&names);
        assert_eq!(json, serde_json::to_string(&names).unwrap());
        assert_eq!(read_string_list(&json), Some(names.clone()));
        let pretty = serde_json::to_string_pretty(&names).unwrap();
        assert_eq!(read_string_list(&pretty), Some(names));
    }
    for text in [
        "",
        "[",
        "[\"a\",]",
        "[\"a\"] x",
        "{}",
        "[1]",
        "[\"\\uD800\"]",
        "null",
        "[\"a\" \"b\"]",
        " [ \"a\" , \"b\" ] ",
        "[]",
        "[\"\\u00e9\\n\"]",
        "[\"a\"]\n",
    ] {
        let theirs = serde_json::from_str::<Vec<String>>(text).ok();
        assert_eq!(read_string_list(text), theirs, "{text:?}");
    }
}

#[test]
fn edge_cases_read_exactly_as_serde_read_them() {
    let with = |format: &str, version: &str, setup: &str, moves: &str| {
        format!(r#"{{"format":{format},"version":{version},"setup":{setup},"moves":{moves}}}"#)
    };
    let (f, v, s, m) = (r#""clever-game""#, "1", r#"{"players":["A"]}"#, "[]");
    let roll =
        r#"{"roll":[["white",3],["yellow",5],["blue",2],["green",6],["orange",1],["purple",4]]}"#;
    let mut texts = Vec::new();
    // serde_json reads an object whose first key is its RawValue token as
    // the JSON in that key's string: such a format is still "clever-game".
    let token = r#"{"$serde_json::private::RawValue":"\"clever-game\""}"#;
    assert!(Game::from_json(&with(token, v, s, m)).is_ok());
    for format in [
        token,
        r#"{"$serde_json::private::RawValue":1}"#,
        r#"{"$serde_json::private::RawValue":"[1,"}"#,
        r#"{"$serde_json::private::RawValue":"1 2"}"#,
        r#"{"$serde_json::private::RawValue":"\"x\"","y":2}"#,
        r#"[{"$serde_json::private::RawValue":"{\"$serde_json::private::RawValue\":\"7\"}"}]"#,
        r#"{"a":{"$serde_json::private::RawValue":"\"clever-game\""}}"#,
        r#""clever\u002dgame""#,
        r#""clever-game\u0000""#,
        "1e309",
        "-1e400",
        "123456789012345678901234567890e300",
        "0.0000000000000000000000000000000001e-400",
        "[1,2,{\"a\":[true,false,null]}]",
    ] {
        texts.push(with(format, v, s, m));
    }
    for version in [
        "-0",
        "01",
        "1 ",
        "{ \"a\" : 1 }",
        "[1, 2]",
        "\"\\u0031\"",
        "1.5e3",
        "-",
        "true",
        "99999999999999999999999999",
    ] {
        texts.push(with(f, version, s, m));
    }
    for setup in [
        r#"{"players":["A"],"first":1.0}"#,
        r#"{"players":["A"],"first":-1}"#,
        r#"{"players":["A"],"first":1e2}"#,
        r#"{"players":["A"],"first":256}"#,
        r#"{"players":["A"],"seed":-1}"#,
        r#"{"players":["A"],"seed":18446744073709551615}"#,
        r#"{"players":["A"],"seed":18446744073709551616}"#,
        r#"{"players":["A"],"seed":1e19}"#,
        r#"{"players":["A"],"seed":-9223372036854775808}"#,
        r#"{"players":["A\u00e9","\uD83D\uDE00"]}"#,
        r#"{"players":["\uD800"]}"#,
        r#"{"players":["A"],"first":"a\"b\\c\u0001é\u200b\u0301'"}"#,
        r#"{"players":["A"],"first":"\ud83d\ude00\u00ad\u0085"}"#,
        r#"{"players":["A"],"variants":{"solo_passive_extra":"yes"}}"#,
        r#"{"players":["A"],"variants":{"solo_passive_extra":0}}"#,
        r#"{"players":["A"],"variants":{"solo_passive_extra":false,"solo_passive_extra":true}}"#,
        r#"{"players":["A"],"variants":[true,false]}"#,
        r#"{"players":null}"#,
        r#"{"players":[]}"#,
        r#"[["A"],0,0,{},7]"#,
        r#"[["A"],0,0,{},]"#,
        r#"{"players":["A"],}"#,
        r#"{"players":["A"]"#,
    ] {
        texts.push(with(f, v, setup, m));
    }
    for moves in [
        "{}",
        "null",
        "[1,]",
        r#"[{"reroll":null}]"#,
        r#"[{"reroll":1}]"#,
        r#"[{"take":["white",null]}]"#,
        r#"[{"take":{"die":"white","spot":null,"spot":null}}]"#,
        r#"[{"take":{"die":{"white":null}}}]"#,
        r#"[{"take":{"die":{"white":0}}}]"#,
        r#"[{"take":{"die":{"white":null,"x":1}}}]"#,
        r#"[{"take":{"die":{}}}]"#,
        r#"[{"take":{"die":{1:2}}}]"#,
        r#"[{"take":{"die":"\u0077hite"}}]"#,
        r#"[{"take":{"die":"white\u0000"}}]"#,
        r#"[{"roll":[["white",3]],"roll":[]}]"#,
        r#"[{"choose":{"black_x":"green"}}, {"choose":{"black_y":"green"}}]"#,
        r#"[{"choose":{}}]"#,
        r#"[{"choose":{"black6":"orange"}]"#,
        r#"[{"cross":{"area":"yellow","cell":1.5}}]"#,
        r#"[{"cross":{"area":"yellow","cell":"1"}}]"#,
        r#"[{"cross":{"area":"yellow","cell":true}}]"#,
        r#"[{"cross":{"area":"yellow","cell":[1]}}]"#,
        r#"[{"cross":{"area":"yellow","cell":{}}}]"#,
        r#"[{"cross":{"area":"yellow","cell":null}}]"#,
        r#"[{"cross":{"area":"yellow","cell":-0.0}}]"#,
        r#"[{"cross":{"area":"yellow","cell":1e-7}}]"#,
        r#"[{"cross":{"area":"yellow","cell":12345678901234567890123}}]"#,
        r#"["reroll" "finish"]"#,
        "[\"reroll\"\n,\n\"x\"]",
    ] {
        texts.push(with(f, v, s, &moves.replace("[1,]", &format!("[{roll},]"))));
        texts.push(with(f, v, s, &moves.replacen('[', &format!("[{roll},"), 1)));
    }
    texts.push(format!("\u{feff}{}", with(f, v, s, m)));
    texts.push(format!("\u{feff} {}", with(f, v, s, m)));
    texts.push(with(f, v, s, m).replace(',', " ,\n\t\r "));
    for text in &texts {
        same(text);
    }
}

#[test]
fn seats_daily_and_hints_read_as_the_serde_reader_reads_them() {
    let mut setup = Setup::named(&["A", "B"], 3);
    setup.seats = vec![Seat::Person, Seat::Computer(Level::Medium)];
    setup.daily = Some("2026-11-26".into());
    let mut game = Game::new(setup).unwrap();
    game.play_until_decision(&mut DiceBag::new(3));
    game.count_hint(0);
    let json = game.to_json();
    let seats = r#"["person","medium"]"#;
    let daily = r#""2026-11-26""#;
    let hints = "[1,0]";
    for (from, to) in [
        (seats, seats),
        (seats, r#"[{"person":null},"medium"]"#),
        (seats, r#"["person","robot"]"#),
        (seats, r#"["person"]"#),
        (seats, "[]"),
        (seats, "null"),
        (seats, r#""person""#),
        (seats, "[1]"),
        (seats, r#"["person","person"]"#),
        (daily, "null"),
        (daily, "20261126"),
        (daily, r#""2026-1-26""#),
        (daily, r#""2026-11-26 ""#),
        (hints, "[]"),
        (hints, "[0,0]"),
        (hints, "[1]"),
        (hints, "[-1,0]"),
        (hints, "[4294967296,0]"),
        (hints, "null"),
        (hints, r#"{"a":1}"#),
    ] {
        assert!(json.contains(from));
        same(&json.replacen(from, to, 1));
    }
    // Given twice.
    same(&json.replace(r#","daily":"#, r#","daily":null,"daily":"#));
    same(&json.replace(r#","hints":"#, r#","hints":[0,0],"hints":"#));
}
