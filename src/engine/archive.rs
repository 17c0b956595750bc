//! The archive of finished games (localStorage `clever.archive`): one JSON
//! object per line, oldest first:
//!
//! ```text
//! {"end":1795615500000,"setup":{…as in the record…},"hints":[0],"totals":[212],
//!  "areas":[[yellow,blue,green,orange,purple,fox points]],"practice":false,"moves":"gAx…"}
//! ```
//!
//! The areas of a seat add up to its total (the sixth is the fox points).
//! A reduced entry (`"moves":null`) keeps only the summary, to make room.
//!
//! `moves` is the record's moves in base64url characters (safe in a JSON
//! string as they are). Who moves, which dice roll and what kind of choice
//! is due follow from the rules, so they are never written:
//!
//! - A roll of k dice is one number, written in a fixed number of
//!   characters for k (0, 1, 2, 2, 3, 4, 5 for k = 0…6), most significant
//!   first: die by die in the order they lie, `n = n × 6j + rank × 6 +
//!   value − 1`, where j dice are still unnamed and `rank` is the die's
//!   place among them (in `Die::ALL` order).
//! - Every other move is one character. A spot is numbered over the
//!   cells that can be crossed: yellow's 12 and blue's 11 in cell order,
//!   then green, orange and purple (the next free cell, the only one
//!   allowed): 26 spots. A take or a +1 (the decision says which) is the
//!   spot, plus 26 for the white die (any other die follows from the
//!   area); a take that enters nowhere is `52 + die`. A cross is its spot,
//!   a round bonus its index in `RoundChoice::ALL`; reroll is `62`, finish
//!   `63`.
//!
//! The encoder ships in the app's first load, so it is kept small; the
//! reader replays the moves through the rules and may be bigger.

use super::json::{Error, Reader};
use super::reading::read_setup;
use super::record::{write_num, write_setup};
use super::tables::AreaKind;
use super::{Action, Area, Decision, Die, Game, Roll, RoundChoice, Setup, Spot};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// One finished game as read from the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// When the game ended, in ms since the Unix epoch.
    pub end_ms: u64,
    pub setup: Setup,
    /// Hints each seat asked for.
    pub hints: Vec<u32>,
    pub totals: Vec<u16>,
    /// Per seat: yellow, blue, green, orange, purple, fox points.
    pub areas: Vec<[u16; 6]>,
    pub practice: bool,
    /// The whole game, replayed through the rules; `None` once reduced.
    pub moves: Option<Game>,
}

/// The archive line of a finished game (no newline).
pub fn entry(game: &Game, end_ms: u64, practice: bool) -> String {
    let state = game.state();
    let seats = 0..state.players();
    let mut out = String::with_capacity(256 + 2 * game.moves().len());
    out.push_str("{\"end\":");
    write_num(&mut out, end_ms);
    out.push_str(",\"setup\":");
    write_setup(&mut out, game.setup());
    out.push_str(",\"hints\":");
    write_list(&mut out, hints_used(game).into_iter());
    out.push_str(",\"totals\":");
    write_list(&mut out, seats.clone().map(|p| state.score(p).total.into()));
    out.push_str(",\"areas\":[");
    for p in seats {
        if p > 0 {
            out.push(',');
        }
        let score = state.score(p);
        let areas = Area::ALL.iter().map(|&a| score.areas[a]);
        write_list(&mut out, areas.chain([score.fox_points]).map(u64::from));
    }
    out.push_str("],\"practice\":");
    out.push_str(if practice { "true" } else { "false" });
    out.push_str(",\"moves\":\"");
    for &action in game.moves() {
        let code = match action {
            Action::Roll(roll) => {
                let (mut n, mut left) = (0u64, roll.set());
                for &(die, value) in roll.dice() {
                    let rank = left.iter().take_while(|&d| d != die).count() as u64;
                    n = n * 6 * left.len() as u64 + rank * 6 + u64::from(value) - 1;
                    left.0 &= !(1 << die.index());
                }
                for digit in (0..ROLL_CHARS[roll.dice().len()]).rev() {
                    push(&mut out, (n >> (6 * digit)) as u8 & 63);
                }
                continue;
            }
            Action::Take { die, spot: None } => 2 * SPOTS + die.index() as u8,
            Action::Take {
                die,
                spot: Some(spot),
            }
            | Action::PlusOne { die, spot } => {
                spot_code(spot) + if die == Die::White { SPOTS } else { 0 }
            }
            Action::Cross(spot) => spot_code(spot),
            Action::RoundBonus(choice) => RoundChoice::ALL
                .iter()
                .position(|&c| c == choice)
                .unwrap_or(0) as u8,
            Action::Reroll => REROLL,
            Action::Finish => FINISH,
        };
        push(&mut out, code);
    }
    out.push_str("\"}");
    out
}

/// Characters a roll of k dice takes: k! orders × 6^k values in base 64.
const ROLL_CHARS: [u32; 7] = [0, 1, 2, 2, 3, 4, 5];
/// Spots that can be crossed: yellow 12, blue 11, one per track.
const SPOTS: u8 = 26;
const REROLL: u8 = 62;
const FINISH: u8 = 63;

/// A spot's number among the cells that can be crossed (see the module).
fn spot_code(spot: Spot) -> u8 {
    let mut code = 0;
    for area in Area::ALL {
        match area.kind() {
            AreaKind::Grid(table) => {
                for cell in 0..16 {
                    if spot == Spot::new(area, cell) {
                        return code;
                    }
                    code += table.value(cell).is_some() as u8;
                }
            }
            AreaKind::Track(_) if area == spot.area => return code,
            AreaKind::Track(_) => code += 1,
        }
    }
    code
}

/// Hints asked per seat (kept with the game).
fn hints_used(game: &Game) -> Vec<u64> {
    (0..game.setup().players.len())
        .map(|p| game.hints_used(p as u8).into())
        .collect()
}

fn write_list(out: &mut String, items: impl Iterator<Item = u64>) {
    out.push('[');
    for (i, n) in items.enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_num(out, n);
    }
    out.push(']');
}

fn push(out: &mut String, code: u8) {
    out.push(ALPHABET[usize::from(code)] as char);
}

/// The archive with the moves of its oldest `count` entries that still have
/// them dropped (`"moves":null`), every other byte as it was; and how many
/// were reduced. Lines that are not entries are kept as they are.
pub fn reduce_oldest(archive: &str, count: usize) -> (String, usize) {
    let mut out = String::with_capacity(archive.len());
    let mut reduced = 0;
    for (i, line) in archive.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match moves_at(line).filter(|_| reduced < count) {
            Some(at) => {
                out.push_str(&line[..at]);
                out.push_str("null}");
                reduced += 1;
            }
            None => out.push_str(line),
        }
    }
    (out, reduced)
}

/// Where the moves string of an entry line starts (its opening quote). The
/// moves are the last field and hold no quote, and a quote inside a name is
/// escaped, so the last `,"moves":"` is theirs.
fn moves_at(line: &str) -> Option<usize> {
    let body = line.strip_suffix("\"}")?;
    let at = body.rfind(",\"moves\":\"")? + 9;
    let moves = &body.as_bytes()[at + 1..];
    moves.iter().all(|b| ALPHABET.contains(b)).then_some(at)
}

const FIELDS: [&str; 7] = [
    "end", "setup", "hints", "totals", "areas", "practice", "moves",
];

/// Read one archive line; the moves (if kept) are replayed through the rules
/// and must end the game with the totals and areas the entry states.
pub fn read_entry(line: &str) -> Result<Entry, String> {
    let mut entry = Entry {
        end_ms: 0,
        setup: Setup::solo("", 0),
        hints: Vec::new(),
        totals: Vec::new(),
        areas: Vec::new(),
        practice: false,
        moves: None,
    };
    let mut moves = None;
    Reader::new(line)
        .document(&mut |r| {
            r.structure("an archive entry", &FIELDS, (0x7f, 0x7f), &mut |r, i| {
                match i {
                    0 => entry.end_ms = r.unsigned(u64::MAX, "u64")?,
                    1 => entry.setup = read_setup(r)?,
                    2 => {
                        r.seq("a list of hints", usize::MAX, &mut |r, _| {
                            entry.hints.push(r.unsigned(u32::MAX.into(), "u32")? as u32);
                            Ok(())
                        })?;
                    }
                    3 => {
                        r.seq("a list of totals", usize::MAX, &mut |r, _| {
                            entry
                                .totals
                                .push(r.unsigned(u16::MAX.into(), "u16")? as u16);
                            Ok(())
                        })?;
                    }
                    4 => {
                        r.seq("a list of areas", usize::MAX, &mut |r, _| {
                            let mut areas = [0; 6];
                            let n = r.seq("six area scores", 6, &mut |r, i| {
                                areas[i] = r.unsigned(u16::MAX.into(), "u16")? as u16;
                                Ok(())
                            })?;
                            if n < 6 {
                                return Err(Error::custom("an area list has six scores"));
                            }
                            entry.areas.push(areas);
                            Ok(())
                        })?;
                    }
                    5 => entry.practice = r.bool()?,
                    _ => {
                        if !r.is_null()? {
                            moves = Some(r.str("a string of moves")?.into_owned());
                        }
                    }
                }
                Ok(())
            })
        })
        .map_err(|e| e.to_string())?;
    entry
        .setup
        .start()
        .map_err(|e| format!("the game setup is not possible: {e}"))?;
    let seats = entry.setup.players.len();
    if entry.hints.len() != seats || entry.totals.len() != seats || entry.areas.len() != seats {
        return Err(format!(
            "the entry has {seats} players but {} hints, {} totals and {} area lists",
            entry.hints.len(),
            entry.totals.len(),
            entry.areas.len()
        ));
    }
    for (p, (areas, &total)) in entry.areas.iter().zip(&entry.totals).enumerate() {
        if areas.iter().sum::<u16>() != total {
            return Err(format!(
                "the areas of player {} do not add up to {total}",
                p + 1
            ));
        }
    }
    if let Some(moves) = moves {
        let game = read_moves(entry.setup.clone(), &moves)?;
        let state = game.state();
        for (p, (areas, &total)) in entry.areas.iter().zip(&entry.totals).enumerate() {
            let score = state.score(p as u8);
            if score.total != total || areas[5] != score.fox_points {
                return Err(format!(
                    "the moves give player {} a total of {}, not {total}",
                    p + 1,
                    score.total
                ));
            }
            if let Some(a) = Area::ALL
                .iter()
                .find(|&&a| areas[a.index()] != score.areas[a])
            {
                return Err(format!(
                    "the moves give player {} {} in {a}, not {}",
                    p + 1,
                    score.areas[*a],
                    areas[a.index()]
                ));
            }
        }
        entry.moves = Some(game);
    }
    Ok(entry)
}

/// The game set up by `setup` after the compact `moves` (see the module);
/// they must end the game.
pub fn read_moves(setup: Setup, moves: &str) -> Result<Game, String> {
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let spots = SPOTS;
    let mut codes = moves.bytes().enumerate().peekable();
    let mut next = || match codes.next() {
        None => Err("the moves stop before the game is over".to_string()),
        Some((i, b)) => match ALPHABET.iter().position(|&a| a == b) {
            Some(code) => Ok(code as u8),
            None => Err(format!("character {i} of the moves is not a move")),
        },
    };
    for index in 0.. {
        let decision = game.decision();
        let not_a_move = || format!("move {index} is not a move");
        let action = match decision {
            Decision::GameOver => break,
            Decision::Roll { dice, .. } => {
                let k = dice.len();
                let mut n = 0u64;
                for _ in 0..ROLL_CHARS[k] {
                    n = n << 6 | u64::from(next()?);
                }
                // Ranks and values, last die first.
                let mut parts = [(0u64, 0u8); 6];
                for j in 1..=k {
                    let radix = 6 * j as u64;
                    parts[k - j] = ((n % radix) / 6, (n % 6) as u8 + 1);
                    n /= radix;
                }
                if n != 0 {
                    return Err(format!("move {index} is a roll, but not of these dice"));
                }
                let (mut pairs, mut left) = (Vec::with_capacity(k), dice);
                for &(rank, value) in &parts[..k] {
                    let die = left.iter().nth(rank as usize).ok_or_else(not_a_move)?;
                    left.0 &= !(1 << die.index());
                    pairs.push((die, value));
                }
                Action::Roll(Roll::new(&pairs).map_err(|e| format!("move {index}: {e}"))?)
            }
            _ => {
                let code = next()?;
                let player = decision.player().unwrap_or(0);
                // The spot numbered `code % spots`, and the die entered there.
                let code_of = |area: Area, cell: u8| match area.kind() {
                    AreaKind::Grid(t) if t.value(cell).is_some() => {
                        Some(spot_code(Spot::new(area, cell)))
                    }
                    AreaKind::Grid(_) => None,
                    AreaKind::Track(_) => Some(spot_code(Spot::new(area, 0))),
                };
                let area_cell = Area::ALL
                    .iter()
                    .flat_map(|&a| (0..16).map(move |c| (a, c)))
                    .find(|&(a, c)| code_of(a, c) == Some(code % spots));
                let Some((area, cell)) = area_cell else {
                    return Err(not_a_move());
                };
                let spot = match area.kind() {
                    AreaKind::Grid(_) => Spot::new(area, cell),
                    AreaKind::Track(_) => {
                        let next = game.state().sheet(player).track(area).written().len();
                        Spot::new(area, next as u8)
                    }
                };
                let die = match code / spots {
                    0 => Die::ALL[spot.area.index() + 1],
                    _ => Die::White,
                };
                match decision {
                    Decision::Pick { .. } | Decision::Passive { .. } => match code {
                        REROLL => Action::Reroll,
                        c if c >= 2 * spots && c < 2 * spots + 6 => Action::Take {
                            die: Die::ALL[usize::from(c - 2 * spots)],
                            spot: None,
                        },
                        c if c < 2 * spots => Action::Take {
                            die,
                            spot: Some(spot),
                        },
                        _ => return Err(not_a_move()),
                    },
                    Decision::PlusOne { .. } => match code {
                        FINISH => Action::Finish,
                        c if c < 2 * spots => Action::PlusOne { die, spot },
                        _ => return Err(not_a_move()),
                    },
                    Decision::Cross { .. } if code < spots => Action::Cross(spot),
                    Decision::RoundChoice { .. } if code < 5 => {
                        Action::RoundBonus(RoundChoice::ALL[usize::from(code)])
                    }
                    _ => return Err(not_a_move()),
                }
            }
        };
        game.apply(action)
            .map_err(|e| format!("move {index} is not allowed: {e}"))?;
    }
    match codes.peek() {
        Some(&(i, _)) => Err(format!(
            "the moves go on after the game is over (character {i})"
        )),
        None => Ok(game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every crossable spot has its own code, and takes, +1s, takes that
    /// enter nowhere, reroll and finish all fit in one character.
    #[test]
    fn codes_fit_one_character() {
        let mut codes = Vec::new();
        for area in Area::ALL {
            match area.kind() {
                AreaKind::Grid(t) => codes.extend(
                    (0..16)
                        .filter(|&c| t.value(c).is_some())
                        .map(|c| spot_code(Spot::new(area, c))),
                ),
                AreaKind::Track(_) => codes.push(spot_code(Spot::new(area, 3))),
            }
        }
        assert_eq!(codes, (0..SPOTS).collect::<Vec<_>>());
        const { assert!(2 * SPOTS + 6 <= REROLL && REROLL < FINISH) };
        assert_eq!(RoundChoice::ALL.len(), 5);
        // 6^k orders × k! fit in ROLL_CHARS[k] characters, and no fewer.
        for k in 1..=6u32 {
            let rolls: u64 = (1..=u64::from(k)).map(|j| 6 * j).product();
            assert!(rolls <= 1 << (6 * ROLL_CHARS[k as usize]), "{k} dice");
            assert!(rolls > 1 << (6 * (ROLL_CHARS[k as usize] - 1)), "{k} dice");
        }
    }
}
