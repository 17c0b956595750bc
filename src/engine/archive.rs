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
//! - A dice layout (the turn of a seat played elsewhere) is the number of dice
//!   on the fields (one character, 1–3; the sequel's 0–3), then the six dice
//!   as a roll of six: the fields' in field order, then the platter's.
//! - Every other move is one character. A spot is numbered over the
//!   cells that can be crossed: yellow's 12 and blue's 11 in cell order,
//!   then green, orange and purple (the next free cell, the only one
//!   allowed): 26 spots. A take or a +1 (the decision says which) is the
//!   spot, plus 26 for the white die (any other die follows from the
//!   area); a take that enters nowhere is `52 + die`. A cross is its spot,
//!   a round bonus its index in `RoundChoice::ALL`; reroll is `62`, finish
//!   `63`.
//!
//! A game of the sequel (`"game":"twice"` in its setup) keeps its own
//! areas, in `Area::TWICE` order (silver, yellow, blue, green, pink, then
//! foxes × the lowest area), and signed totals (green's pairs and the foxes
//! can be worth less than nothing). Its rolls and dice layouts are written
//! as the first game's (of its own six dice); every other move is one
//! character, read back as the one legal action of that code:
//!
//! - a take or a +1: `9 × die + place`, the die's place in `Die::TWICE`
//!   and the place its value goes: a silver row (0–3), the first or second
//!   yellow cell of that number (4, 5), blue, green or pink (6–8);
//! - a return: the die's place in `Die::TWICE`; a "?" or a silver row's
//!   cross: the silver cell, or 24 + the yellow cell; a "?" written: its
//!   number; the black ?: its area's place in `Area::TWICE`;
//! - reroll `62`; finish and giving up a roll `63`.
//!
//! The encoder and the summary's reader (`read_summary`) ship in the
//! app's first load, so they are kept small; the moves' reader
//! (`Entry::replay`) replays them through the rules and may be bigger: the
//! worker runs it (`Request::Replay`), the app never does.

use super::printed::AreaKind;
use super::record::write_setup;
use super::{
    Action, Area, Decision, DiceLayout, Die, DieSet, Game, ReplayError, Roll, RollError,
    RoundChoice, RuleError, Setup, SetupError, Spot,
};
use crate::json::{self, write_list, Json, JsonError};

/// An archived total or area's points: the sequel's are signed.
#[cfg(not(feature = "twice"))]
pub type Points = u16;
/// An archived total or area's points: the sequel's are signed.
#[cfg(feature = "twice")]
pub type Points = i32;

/// The first game's points as archived (the same type without the sequel).
#[allow(clippy::useless_conversion)]
pub fn points(n: u16) -> Points {
    Points::from(n)
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// One finished game as read from the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// When the game ended, in ms since the Unix epoch.
    pub end_ms: u64,
    pub setup: Setup,
    /// Hints each seat asked for.
    pub hints: Vec<u32>,
    pub totals: Vec<Points>,
    /// Per seat: yellow, blue, green, orange, purple, fox points (the
    /// sequel's: silver, yellow, blue, green, pink, fox points).
    pub areas: Vec<[Points; 6]>,
    pub practice: bool,
    /// The compact moves as kept (see the module), not replayed: `None`
    /// once reduced. `Entry::replay` reads them through the rules.
    pub moves: Option<String>,
}

/// An archive line's fields, in the order they are written (the moves
/// last: `reduce_oldest` relies on it). serde's reader and writer of it
/// are the tests' oracles.
#[cfg_attr(test, derive(Debug, PartialEq, serde::Serialize, serde::Deserialize))]
struct Line {
    end: u64,
    setup: Setup,
    hints: Vec<u32>,
    totals: Vec<Points>,
    areas: Vec<[Points; 6]>,
    practice: bool,
    moves: Option<String>,
}

/// Why an archive line cannot be read (worded by `words::errors`). Players
/// are counted from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArchiveError {
    /// Not JSON, or not shaped like an entry.
    Json(JsonError),
    Setup(SetupError),
    /// The lists do not have one item per player.
    Counts {
        players: usize,
        hints: usize,
        totals: usize,
        areas: usize,
    },
    /// A player's areas do not add up to the stated total.
    Sum {
        player: usize,
        total: Points,
    },
    /// The moves stop before the game is over.
    Short,
    /// Character `at` of the moves is not one of the code's.
    Character {
        at: usize,
    },
    /// Move `index` is no move at this point of the game.
    NotAMove {
        index: usize,
    },
    /// Move `index` is a roll, but not of the dice that roll.
    NotTheseDice {
        index: usize,
    },
    /// Move `index` is a roll no dice can show.
    Roll {
        index: usize,
        error: RollError,
    },
    /// The rules refuse move `index`.
    Refused {
        index: usize,
        error: RuleError,
    },
    /// The moves give a player another total than the stated one.
    Total {
        player: usize,
        total: Points,
        stated: Points,
    },
    /// The moves give a player another score in an area than the stated one.
    Area {
        player: usize,
        area: Area,
        score: Points,
        stated: Points,
    },
    /// The moves go on after the game is over (from character `at`).
    TooLong {
        at: usize,
    },
}

/// The archive line of a finished game (no newline). Without the sequel
/// (the first game's app), a game of the sequel is refused
/// (`SetupError::Game`), as its line is read back.
pub fn entry(game: &Game, end_ms: u64, practice: bool) -> Result<String, ArchiveError> {
    #[cfg(feature = "twice")]
    if let Some(state) = game.play().twice() {
        let (totals, areas) = twice::scores(game, state);
        return Ok(write_line(&Line {
            end: end_ms,
            setup: game.setup().clone(),
            hints: (0..state.players()).map(|p| game.hints_used(p)).collect(),
            totals,
            areas,
            practice,
            moves: Some(twice::moves(game)),
        }));
    }
    if !game.edition().is_clever() {
        return Err(ArchiveError::Setup(SetupError::Game(game.edition())));
    }
    let state = game.state();
    let seats = 0..state.players();
    // By link, a friend's score as they sent it (their sheet is not here),
    // unless it is of another game than this one: then it is not counted.
    let differ = game.games_differ();
    let score_of = |p: u8| match differ.iter().any(|&(seat, _)| seat == p) {
        true => state.score(p),
        false => game
            .score_known(p)
            .and_then(|s| s.clever())
            .unwrap_or_else(|| state.score(p)),
    };
    let areas = seats.clone().map(|p| {
        let score = score_of(p);
        let mut areas = [points(score.fox_points); 6];
        for a in Area::ALL {
            areas[a.index()] = points(score.areas[a]);
        }
        areas
    });
    let mut moves = String::with_capacity(2 * game.moves().len());
    for &action in game.moves() {
        let code = match action {
            Action::Roll(roll) => {
                push_dice(&mut moves, roll.dice());
                continue;
            }
            Action::DiceLayout(layout) => {
                push_layout(&mut moves, &layout);
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
            // The sequel's moves (its games are written, or refused, above).
            Action::Return(_) | Action::Forfeit | Action::Write { .. } => continue,
        };
        push(&mut moves, code);
    }
    let line = Line {
        end: end_ms,
        setup: game.setup().clone(),
        hints: (0..game.setup().players.len())
            .map(|p| game.hints_used(p as u8))
            .collect(),
        totals: seats.map(|p| points(score_of(p).total)).collect(),
        areas: areas.collect(),
        practice,
        moves: Some(moves),
    };
    Ok(write_line(&line))
}

/// An entry line's fields as serde read `Line` (an object, or an array of
/// the fields in order), without serde's code on the app's first load; a
/// test holds the two readers equal.
fn read_line(text: &str) -> Result<Line, JsonError> {
    let json = json::parse(text)?;
    let [end, setup, hints, totals, areas, practice, moves] = json.fields([
        "end", "setup", "hints", "totals", "areas", "practice", "moves",
    ])?;
    fn given(field: Option<&Json>) -> Result<&Json, JsonError> {
        field.ok_or(json::SHAPE)
    }
    Ok(Line {
        end: given(end)?.int()?,
        setup: Setup::read(given(setup)?)?,
        hints: given(hints)?.list(Json::int)?,
        totals: given(totals)?.list(Json::int)?,
        areas: given(areas)?.list(Json::ints)?,
        practice: given(practice)?.bool()?,
        moves: match moves {
            None | Some(Json::Null) => None,
            Some(m) => Some(m.str()?.to_string()),
        },
    })
}

/// An entry line as serde_json writes `Line`, byte for byte (a test holds
/// them equal), without serde's code on the app's first load. With the
/// sequel, once for both games' entries.
#[cfg_attr(feature = "twice", inline(never))]
fn write_line(line: &Line) -> String {
    let number = |out: &mut String, n: &Points| out.push_str(&n.to_string());
    let mut out = format!("{{\"end\":{},\"setup\":", line.end);
    write_setup(&mut out, &line.setup);
    out.push_str(",\"hints\":");
    write_list(&mut out, &line.hints, |out, h| out.push_str(&h.to_string()));
    out.push_str(",\"totals\":");
    write_list(&mut out, &line.totals, number);
    out.push_str(",\"areas\":");
    write_list(&mut out, &line.areas, |out, areas| {
        write_list(out, areas, number)
    });
    out.push_str(if line.practice {
        ",\"practice\":true,\"moves\":"
    } else {
        ",\"practice\":false,\"moves\":"
    });
    match &line.moves {
        Some(moves) => json::write_str(&mut out, moves),
        None => out.push_str("null"),
    }
    out.push('}');
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
            AreaKind::Grid(grid) => {
                for cell in 0..16 {
                    if spot == Spot::new(area, cell) {
                        return code;
                    }
                    code += grid.value(cell).is_some() as u8;
                }
            }
            AreaKind::Track(_) if area == spot.area => return code,
            AreaKind::Track(_) => code += 1,
        }
    }
    code
}

/// Dice with their values in the order they lie, as one number (see the module).
fn push_dice(out: &mut String, dice: &[(Die, u8)]) {
    let mut left = DieSet::default();
    for &(die, _) in dice {
        left.insert(die);
    }
    let mut n = 0u64;
    for &(die, value) in dice {
        let rank = left.iter().take_while(|&d| d != die).count() as u64;
        n = n * 6 * left.len() as u64 + rank * 6 + u64::from(value) - 1;
        left.0 &= !(1 << die.index());
    }
    for digit in (0..ROLL_CHARS[dice.len()]).rev() {
        push(out, (n >> (6 * digit)) as u8 & 63);
    }
}

/// A dice layout: how many dice are on the fields (one character), then
/// the six dice as a roll of six, the fields' in field order, then the
/// platter's.
fn push_layout(out: &mut String, layout: &DiceLayout) {
    push(out, layout.fields().len() as u8);
    let dice: Vec<(Die, u8)> = layout
        .fields()
        .iter()
        .chain(layout.platter())
        .copied()
        .collect();
    push_dice(out, &dice);
}

/// The dice `dice` with their values in the order they lie, read back from
/// `push_dice`'s characters.
fn read_dice(
    next: &mut impl FnMut() -> Result<u8, ArchiveError>,
    dice: DieSet,
    index: usize,
) -> Result<Vec<(Die, u8)>, ArchiveError> {
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
        return Err(ArchiveError::NotTheseDice { index });
    }
    let (mut pairs, mut left) = (Vec::with_capacity(k), dice);
    for &(rank, value) in &parts[..k] {
        let die = left
            .iter()
            .nth(rank as usize)
            .ok_or(ArchiveError::NotAMove { index })?;
        left.0 &= !(1 << die.index());
        pairs.push((die, value));
    }
    Ok(pairs)
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

/// Read one archive line's summary: its fields, the setup and the counts
/// and sums checked, the moves kept as they are (not replayed: the app
/// reads its history and standing this way, without the moves' reader).
pub fn read_summary(line: &str) -> Result<Entry, ArchiveError> {
    let line = read_line(line).map_err(ArchiveError::Json)?;
    #[cfg(not(feature = "twice"))]
    line.setup.start().map_err(ArchiveError::Setup)?;
    // A build with the sequel reads both games' lines (the sequel's app
    // plays the sequel alone, its History shows both).
    #[cfg(feature = "twice")]
    line.setup.check().map_err(ArchiveError::Setup)?;
    let players = line.setup.players.len();
    if line.hints.len() != players || line.totals.len() != players || line.areas.len() != players {
        return Err(ArchiveError::Counts {
            players,
            hints: line.hints.len(),
            totals: line.totals.len(),
            areas: line.areas.len(),
        });
    }
    for (player, (areas, &total)) in line.areas.iter().zip(&line.totals).enumerate() {
        if areas.iter().sum::<Points>() != total {
            return Err(ArchiveError::Sum { player, total });
        }
    }
    Ok(Entry {
        end_ms: line.end,
        setup: line.setup,
        hints: line.hints,
        totals: line.totals,
        areas: line.areas,
        practice: line.practice,
        moves: line.moves,
    })
}

/// Read one archive line in full: its summary (`read_summary`), and its
/// moves, if kept, replayed (`Entry::replay`).
pub fn read_entry(line: &str) -> Result<(Entry, Option<Game>), ArchiveError> {
    let entry = read_summary(line)?;
    let game = entry.replay()?;
    Ok((entry, game))
}

impl Entry {
    /// The whole game, its moves replayed through the rules (`None` once
    /// reduced); they must end the game with the totals and areas the
    /// entry states.
    pub fn replay(&self) -> Result<Option<Game>, ArchiveError> {
        let Some(moves) = &self.moves else {
            return Ok(None);
        };
        let game = read_moves(self.setup.clone(), moves)?;
        #[cfg(feature = "twice")]
        if let Some(state) = game.play().twice() {
            twice::check_scores(self, state)?;
            return Ok(Some(game));
        }
        let state = game.state();
        for (player, (areas, &stated)) in self.areas.iter().zip(&self.totals).enumerate() {
            // A seat played elsewhere: its score is as its player sent it.
            if state.is_elsewhere(player as u8) {
                continue;
            }
            let score = state.score(player as u8);
            if points(score.total) != stated || areas[5] != points(score.fox_points) {
                return Err(ArchiveError::Total {
                    player,
                    total: points(score.total),
                    stated,
                });
            }
            if let Some(&area) = Area::ALL
                .iter()
                .find(|&&a| areas[a.index()] != points(score.areas[a]))
            {
                return Err(ArchiveError::Area {
                    player,
                    area,
                    score: points(score.areas[area]),
                    stated: areas[area.index()],
                });
            }
        }
        Ok(Some(game))
    }
}

/// The game set up by `setup` after the compact `moves` (see the module);
/// they must end the game.
fn read_moves(setup: Setup, moves: &str) -> Result<Game, ArchiveError> {
    let mut game = Game::new(setup).map_err(|e| match e {
        ReplayError::Setup(e) => ArchiveError::Setup(e),
        // `Game::new` refuses only setups.
        _ => ArchiveError::Short,
    })?;
    let spots = SPOTS;
    #[cfg(feature = "twice")]
    let twice = !game.edition().is_clever();
    #[cfg(not(feature = "twice"))]
    let twice = false;
    let mut codes = moves.bytes().enumerate().peekable();
    let mut next = || match codes.next() {
        None => Err(ArchiveError::Short),
        Some((at, b)) => match ALPHABET.iter().position(|&a| a == b) {
            Some(code) => Ok(code as u8),
            None => Err(ArchiveError::Character { at }),
        },
    };
    for index in 0.. {
        let decision = game.decision();
        let not_a_move = || ArchiveError::NotAMove { index };
        let action = match decision {
            Decision::GameOver => break,
            Decision::Roll { dice, .. } => {
                let pairs = read_dice(&mut next, dice, index)?;
                Action::Roll(
                    Roll::new(&pairs).map_err(|error| ArchiveError::Roll { index, error })?,
                )
            }
            Decision::DiceLayout { .. } => {
                let on_fields = usize::from(next()?);
                // The sequel's active player may end with no die on a field.
                if !(usize::from(!twice)..=3).contains(&on_fields) {
                    return Err(not_a_move());
                }
                let dice = if twice { DieSet::TWICE } else { DieSet::ALL };
                let pairs = read_dice(&mut next, dice, index)?;
                let (fields, platter) = pairs.split_at(on_fields);
                Action::DiceLayout(DiceLayout::new(fields, platter).map_err(|_| not_a_move())?)
            }
            #[cfg(feature = "twice")]
            _ if twice => twice::listed(&game, next()?).ok_or(not_a_move())?,
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
            .map_err(|error| ArchiveError::Refused { index, error })?;
    }
    match codes.peek() {
        Some(&(at, _)) => Err(ArchiveError::TooLong { at }),
        None => Ok(game),
    }
}

/// The sequel's moves and scores (see the module).
#[cfg(feature = "twice")]
mod twice {
    use super::{push, push_dice, push_layout, FINISH, REROLL};
    use super::{Action, ArchiveError, Area, Die, Entry, Game, Points, RoundChoice, Spot};
    use crate::engine::twice::printed::YELLOW_NUMBERS;
    use crate::engine::{TwiceScore, TwiceState};

    /// Each seat's total and areas, in `Area::TWICE` order then the fox
    /// points. By link, a friend's score as they sent it, unless it is of
    /// another game than this one.
    pub(super) fn scores(game: &Game, state: &TwiceState) -> (Vec<Points>, Vec<[Points; 6]>) {
        let differ = game.games_differ();
        (0..state.players())
            .map(|p| {
                let s = match differ.iter().any(|&(seat, _)| seat == p) {
                    true => state.score(p),
                    false => game
                        .score_known(p)
                        .and_then(|s| s.twice())
                        .unwrap_or_else(|| state.score(p)),
                };
                (Points::from(s.total), areas(&s))
            })
            .unzip()
    }

    fn areas(s: &TwiceScore) -> [Points; 6] {
        let mut out = [Points::from(s.fox_points); 6];
        for (o, &a) in out.iter_mut().zip(&s.areas) {
            *o = Points::from(a);
        }
        out
    }

    /// The game's moves (see the module): rolls and dice layouts as the
    /// first game's, every other move one character.
    pub(super) fn moves(game: &Game) -> String {
        let mut out = String::with_capacity(2 * game.moves().len());
        for &action in game.moves() {
            match action {
                Action::Roll(roll) => push_dice(&mut out, roll.dice()),
                Action::DiceLayout(layout) => push_layout(&mut out, &layout),
                _ => push(&mut out, code(action)),
            }
        }
        out
    }

    /// The one character of a move that is no roll and no dice layout.
    pub(super) fn code(action: Action) -> u8 {
        let rank = |die: Die| Die::TWICE.iter().position(|&d| d == die).unwrap_or(0) as u8;
        let code = match action {
            Action::Take {
                die,
                spot: Some(spot),
            }
            | Action::PlusOne { die, spot } => 9 * rank(die) + place(spot),
            Action::Take { die, spot: None } => 54 + rank(die),
            Action::Return(die) => rank(die),
            Action::Cross(spot) => spot.cell + 24 * u8::from(spot.area == Area::Yellow),
            Action::Write { value, .. } => value,
            Action::RoundBonus(RoundChoice::Black(area)) => {
                Area::TWICE.iter().position(|&a| a == area).unwrap_or(0) as u8
            }
            Action::Reroll => REROLL,
            _ => FINISH,
        };
        code & 63
    }

    /// Where a die's value goes in `spot`'s area: its silver row, which
    /// yellow cell of that number, or the slot track.
    fn place(spot: Spot) -> u8 {
        let cell = usize::from(spot.cell);
        match spot.area {
            Area::Silver => spot.cell / 6,
            Area::Yellow => {
                let number = YELLOW_NUMBERS.get(cell).copied();
                4 + YELLOW_NUMBERS[..cell.min(10)]
                    .iter()
                    .filter(|&&n| Some(n) == number)
                    .count() as u8
            }
            Area::Blue => 6,
            Area::Green => 7,
            _ => 8,
        }
    }

    /// The legal action written `code` (no two share one).
    pub(super) fn listed(game: &Game, code: u8) -> Option<Action> {
        game.legal_actions()
            .into_iter()
            .find(|&a| self::code(a) == code)
    }

    /// The replayed scores are the ones the entry states (but a seat's
    /// played elsewhere, whose score is as its player sent it).
    pub(super) fn check_scores(entry: &Entry, state: &TwiceState) -> Result<(), ArchiveError> {
        let seats = entry.areas.iter().zip(&entry.totals).enumerate();
        for (player, (stated, &total)) in seats {
            if state.is_elsewhere(player as u8) {
                continue;
            }
            let score = state.score(player as u8);
            let replayed = areas(&score);
            if Points::from(score.total) != total || replayed[5] != stated[5] {
                return Err(ArchiveError::Total {
                    player,
                    total: Points::from(score.total),
                    stated: total,
                });
            }
            if let Some(i) = (0..5).find(|&i| replayed[i] != stated[i]) {
                return Err(ArchiveError::Area {
                    player,
                    area: Area::TWICE[i],
                    score: replayed[i],
                    stated: stated[i],
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::random::{random_game, Rng};

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

    /// The app's reader of a line and serde's: the same line, or both
    /// refuse. (Which fault of a text broken twice each names first may
    /// differ: serde calls some shapes syntax; `json`'s tests hold the
    /// places of syntax errors to serde's.)
    fn read_alike(text: &str) {
        let ours = read_line(text);
        let theirs = serde_json::from_str::<Line>(text);
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
            (Err(_), Err(_)) => {}
            _ => panic!("{ours:?} against serde's {theirs:?}: {text}"),
        }
    }

    #[test]
    fn lines_are_read_as_serde_reads_them() {
        use crate::engine::tests::random::random_value;
        let mut rng = Rng::new(28);
        for i in 0..100u64 {
            let game = random_game(&mut rng);
            let line = entry(&game, i * 1_000_003, i % 2 == 0).expect("the first game is archived");
            read_alike(&line);
            assert!(read_line(&line).is_ok());
            for cut in (0..line.len())
                .step_by(7)
                .filter(|&c| line.is_char_boundary(c))
            {
                read_alike(&line[..cut]);
            }
            // Each field's value, and the setup's, replaced by a random one.
            for key in [
                "end",
                "setup",
                "hints",
                "totals",
                "areas",
                "practice",
                "moves",
                "players",
                "first",
                "seed",
                "variants",
                "seats",
                "daily",
                "own_dice",
                "solo_passive_extra",
            ] {
                let Some(at) = line.find(&format!("\"{key}\":")) else {
                    continue;
                };
                let start = at + key.len() + 3;
                for _ in 0..10 {
                    let value = random_value(&mut rng, 3);
                    for end in [start + 1, start + 4, line.len() - 1] {
                        if line.is_char_boundary(end.min(line.len())) && end <= line.len() {
                            read_alike(&format!("{}{value}{}", &line[..start], &line[end..]));
                        }
                    }
                }
            }
        }
        for text in [
            "",
            "[]",
            "null",
            "{\"end\":1}",
            "[1,{\"players\":[\"a\"]},[0],[0],[[0,0,0,0,0,0]],false,null]",
            "[1,[[\"a\"]],[0],[0],[[0,0,0,0,0,0]],false,null]",
            "[1,[[\"a\"],0,1,[true],[\"easy\"],null,false],[0],[0],[[0,0,0,0,0,0]],false]",
            "{\"end\":1,\"setup\":{\"players\":[\"a\"],\"seats\":[{\"expert\":null}],\"variants\":{}},\"hints\":[0],\"totals\":[0],\"areas\":[[0,0,0,0,0,0]],\"practice\":false}",
            "{\"end\":1,\"setup\":{\"players\":[\"a\"],\"players\":[]},\"hints\":[0],\"totals\":[0],\"areas\":[[0,0,0,0,0,0]],\"practice\":false,\"moves\":null}",
        ] {
            read_alike(text);
        }
    }

    #[test]
    fn lines_are_written_as_serde_writes_them() {
        let mut rng = Rng::new(27);
        for i in 0..200 {
            let game = random_game(&mut rng);
            let state = game.state();
            let line = Line {
                end: rng.0.next_u64() >> (i % 40),
                setup: game.setup().clone(),
                hints: (0..state.players())
                    .map(|p| game.hints_used(p) * i)
                    .collect(),
                totals: (0..state.players())
                    .map(|p| points(state.score(p).total))
                    .collect(),
                areas: (0..state.players())
                    .map(|p| [p as Points, 1, 2, 3, 4, 500])
                    .collect(),
                practice: i % 2 == 0,
                moves: (i % 3 != 0).then(|| "AB-_9".repeat(i as usize)),
            };
            assert_eq!(write_line(&line), serde_json::to_string(&line).unwrap());
        }
    }
}
