//! Random games, names and JSON values for the tests that read damaged
//! records, and the round trip of random games through their JSON.

use super::*;

/// Random numbers for the tests (the dice generator, seeded).
pub(crate) struct Rng(pub(crate) DiceBag);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
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
pub(crate) fn random_game(rng: &mut Rng) -> Game {
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
        own_dice: false,
        by_link: None,
        game: Edition::Clever,
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
pub(crate) fn random_value(rng: &mut Rng, depth: usize) -> String {
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

#[test]
fn random_games_write_their_record_and_read_back() {
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
