//! Reading a record's JSON (`Game::from_json`): first what kind of document
//! it is (format, then version, each reported as written), then the setup
//! and the moves, one by one, so that the first entry that is not a move at
//! all is named by its index, however long the record. The moves are
//! replayed as they are read (the setup comes first in every record this
//! app writes), so a long record takes no memory beyond its text; a move the
//! rules refuse is reported only once the whole record has read.
//!
//! The record is read with the small codec in `json.rs`, exactly as serde
//! and serde_json read it before: the same shapes are accepted (a struct
//! may also be an array of its fields in order, `{"reroll": null}` is
//! `"reroll"`, unknown keys are skipped) and refused with the same words.

use super::json::{self, invalid_length, invalid_type, Error, Reader};
use super::record::{Game, ReplayError, Setup, FORMAT, VERSION};
use super::{Action, Area, Die, Roll, RoundChoice, Seat, Spot};

/// The names of the moves in a record, in `Action`'s order.
pub(super) const ACTIONS: [&str; 7] = [
    "roll", "reroll", "take", "plus_one", "finish", "cross", "choose",
];
/// The round-4 choices' names (`{"choose": {"black_x": "green"}}`).
pub(super) const CHOICES: [&str; 2] = ["black_x", "black6"];
const DICE: [&str; 6] = ["white", "yellow", "blue", "green", "orange", "purple"];
const AREAS: [&str; 5] = ["yellow", "blue", "green", "orange", "purple"];
const SEATS: [&str; 4] = ["person", "easy", "medium", "expert"];

impl Game {
    /// Read and replay a JSON record. The format and the version are checked
    /// first (a newer app's save says so rather than "malformed"), then the
    /// setup and the shape of each move: the first entry that is not a move
    /// is named with its index. Then the moves are replayed: the first one
    /// the rules refuse is named with its index. A leading UTF-8 byte-order
    /// mark is ignored.
    pub fn from_json(text: &str) -> Result<Game, ReplayError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let malformed = |e: Error| ReplayError::Malformed(e.to_string());
        let (format, version) = header(text).map_err(malformed)?;
        let format = format.unwrap_or_default();
        if format != FORMAT {
            return Err(ReplayError::NotAGame(format));
        }
        let Some(version) = version else {
            return Err(ReplayError::Malformed("no version".into()));
        };
        if !is_whole_number(version) {
            return Err(ReplayError::BadVersion(version.to_string()));
        }
        if version != VERSION.to_string() {
            return Err(ReplayError::Version(version.to_string()));
        }
        let (setup, moves, hints) = body(text).map_err(malformed)?;
        if let Some((index, why)) = moves.bad {
            return Err(ReplayError::BadMove { index, why });
        }
        let mut game = match moves.read {
            Read::Replayed(game) => game,
            Read::Kept(read) => Game::from_moves(setup, &read),
        }?;
        game.set_hints(hints)?;
        Ok(game)
    }
}

/// A JSON integer as written: an optional minus and digits only.
fn is_whole_number(raw: &str) -> bool {
    let digits = raw.strip_prefix('-').unwrap_or(raw);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// What kind of document this is: its `format` if that is a string, and
/// its `version` exactly as written; the whole document is checked. Anything
/// but a JSON object has neither; a key given twice: the last one counts.
fn header(text: &str) -> json::Result<(Option<String>, Option<&str>)> {
    let (mut format, mut version) = (None, None);
    Reader::new(text).document(&mut |r| {
        let read = match r.ws() {
            Some(b'{') => r.nested(&mut |r| {
                let mut first = true;
                while let Some(key) = r.next_key(&mut first)? {
                    r.colon()?;
                    match &*key {
                        "format" => format = r.any_value()?,
                        "version" => version = Some(r.raw_value()?),
                        _ => r.skip_value()?,
                    }
                }
                Ok(())
            }),
            Some(b'[') => r.nested(&mut |r| {
                let mut first = true;
                while r.next_element(&mut first)? {
                    r.skip_value()?;
                }
                Ok(())
            }),
            _ => r.any_value().map(drop),
        };
        read.map_err(|e| r.place(e))
    })?;
    Ok((format, version))
}

/// The moves read one by one: what they made, and the first entry that is
/// not a move (its index, and what is wrong with it).
struct Moves {
    read: Read,
    bad: Option<(usize, String)>,
}

/// What the moves read so far made (one per record read: its size is no
/// matter).
#[allow(clippy::large_enum_variant)]
enum Read {
    /// The setup came first (as records are written): each move is
    /// replayed as soon as it is read, so however long the record, no list
    /// of its moves is kept. The game so far, or why it stopped: the setup
    /// is impossible, or the rules refused a move; what follows is then
    /// only read (a later entry that is not a move is still named first).
    Replayed(Result<Game, ReplayError>),
    /// The moves came before the setup: kept, and replayed after.
    Kept(Vec<Action>),
}

/// The rest of a version 1 record (format and version are skipped).
fn body(text: &str) -> json::Result<(Setup, Moves, Vec<u32>)> {
    let (mut setup, mut moves, mut hints) = (None, None, Vec::new());
    let fields = ["setup", "moves", "hints"];
    Reader::new(text).document(&mut |r| {
        r.structure("struct Body", &fields, (3, 3), &mut |r, i| {
            match i {
                0 => setup = Some(read_setup(r)?),
                1 => moves = Some(read_moves(r, setup.as_ref())?),
                _ => {
                    r.seq("a sequence", usize::MAX, &mut |r, _| {
                        hints.push(r.unsigned(u32::MAX.into(), "u32")? as u32);
                        Ok(())
                    })?;
                }
            }
            Ok(())
        })
    })?;
    let (setup, moves) = setup
        .zip(moves)
        .ok_or_else(|| Error::custom("missing field"))?;
    Ok((setup, moves, hints))
}

pub(super) fn read_setup(r: &mut Reader) -> json::Result<Setup> {
    let mut setup = Setup::named(&[], 0);
    let fields = ["players", "first", "seed", "variants", "seats", "daily"];
    r.structure("struct Setup", &fields, (1, 1), &mut |r, i| {
        match i {
            0 => {
                r.seq("a sequence", usize::MAX, &mut |r, _| {
                    setup.players.push(r.str("a string")?.into_owned());
                    Ok(())
                })?;
            }
            1 => setup.first = r.unsigned(u8::MAX.into(), "u8")? as u8,
            2 => setup.seed = r.unsigned(u64::MAX, "u64")?,
            4 => {
                r.seq("a sequence", usize::MAX, &mut |r, _| {
                    let seat = read_unit(r, &SEATS)?;
                    setup
                        .seats
                        .push(Seat::from_name(SEATS[seat]).unwrap_or_default());
                    Ok(())
                })?;
            }
            5 => {
                setup.daily = match r.is_null()? {
                    true => None,
                    false => Some(r.str("a string")?.into_owned()),
                }
            }
            _ => {
                let fields = ["solo_passive_extra"];
                r.structure("struct Variants", &fields, (0, 0), &mut |r, _| {
                    setup.variants.solo_passive_extra = r.bool()?;
                    Ok(())
                })?;
            }
        }
        Ok(())
    })?;
    Ok(setup)
}

/// Each entry is read as JSON first, so a wrong shape is this entry's
/// fault (with its index, and what is wrong without a position inside the
/// entry, which would mislead), not the document's. With the `setup`
/// known, each move is replayed as it is read.
fn read_moves(r: &mut Reader, setup: Option<&Setup>) -> json::Result<Moves> {
    let mut moves = Moves {
        read: match setup {
            Some(setup) => Read::Replayed(Game::new(setup.clone())),
            None => Read::Kept(Vec::new()),
        },
        bad: None,
    };
    r.seq("a list of moves", usize::MAX, &mut |r, index| {
        if moves.bad.is_some() {
            // The rest only needs to be well-formed JSON.
            return r.skip_value();
        }
        match read_entry(r.raw_value()?) {
            Ok(action) => match &mut moves.read {
                Read::Replayed(Ok(game)) => {
                    if let Err(e) = game.replay_move(index, action) {
                        moves.read = Read::Replayed(Err(e));
                    }
                }
                Read::Replayed(Err(_)) => {}
                Read::Kept(read) => read.push(action),
            },
            Err(why) => moves.bad = Some((index, why)),
        }
        Ok(())
    })?;
    Ok(moves)
}

/// One move written as the record writes it (the worker's answers).
pub fn read_move(text: &str) -> Result<Action, String> {
    read_entry(text)
}

/// One entry of `moves`, on its own: the move, or what is wrong with it
/// (without a position, which inside one entry would mislead).
pub(super) fn read_entry(entry: &str) -> Result<Action, String> {
    let mut action = Action::Finish;
    Reader::new(entry)
        .document(&mut |r| {
            action = read_action(r)?;
            Ok(())
        })
        .map_err(Error::message)?;
    Ok(action)
}

fn read_action(r: &mut Reader) -> json::Result<Action> {
    let mut action = Action::Finish;
    r.variant(&ACTIONS, &mut |r, i, in_object| {
        let unit = matches!(i, 1 | 4);
        if !in_object && !unit {
            let kind = if matches!(i, 2 | 3) {
                "struct"
            } else {
                "newtype"
            };
            return Err(invalid_type("unit variant", &format!("{kind} variant")));
        }
        if in_object && unit {
            r.null()?;
        }
        action = match i {
            0 => Action::Roll(read_roll(r)?),
            1 => Action::Reroll,
            2 | 3 => {
                let (name, optional) = match i {
                    2 => ("struct variant Action::Take", true),
                    _ => ("struct variant Action::PlusOne", false),
                };
                let (mut die, mut spot) = (Die::White, None);
                let required = if optional { 1 } else { 3 };
                r.structure(name, &["die", "spot"], (required, 3), &mut |r, i| {
                    match i {
                        0 => die = read_die(r)?,
                        // `take`'s spot may be `null`, or missing.
                        _ if optional && r.is_null()? => spot = None,
                        _ => spot = Some(read_spot(r)?),
                    }
                    Ok(())
                })?;
                match (optional, spot) {
                    (false, Some(spot)) => Action::PlusOne { die, spot },
                    _ => Action::Take { die, spot },
                }
            }
            4 => Action::Finish,
            5 => Action::Cross(read_spot(r)?),
            _ => {
                let mut choice = RoundChoice::BlackX(Area::Yellow);
                r.variant(&CHOICES, &mut |r, i, in_object| {
                    if !in_object {
                        return Err(invalid_type("unit variant", "newtype variant"));
                    }
                    let area = read_area(r)?;
                    choice = [RoundChoice::BlackX, RoundChoice::Black6][i](area);
                    Ok(())
                })?;
                Action::RoundBonus(choice)
            }
        };
        Ok(())
    })?;
    Ok(action)
}

fn read_spot(r: &mut Reader) -> json::Result<Spot> {
    let mut spot = Spot::new(Area::Yellow, 0);
    r.structure("struct Spot", &["area", "cell"], (3, 3), &mut |r, i| {
        match i {
            0 => spot.area = read_area(r)?,
            _ => spot.cell = r.unsigned(u8::MAX.into(), "u8")? as u8,
        }
        Ok(())
    })?;
    Ok(spot)
}

/// A roll: `[[die, value], …]`, then checked as `Roll::new` checks.
fn read_roll(r: &mut Reader) -> json::Result<Roll> {
    let mut pairs = Vec::new();
    r.seq("a sequence", usize::MAX, &mut |r, _| {
        let mut pair = (Die::White, 0);
        let tuple = "a tuple of size 2";
        let n = r.seq(tuple, 2, &mut |r, i| {
            match i {
                0 => pair.0 = read_die(r)?,
                _ => pair.1 = r.unsigned(u8::MAX.into(), "u8")? as u8,
            }
            Ok(())
        })?;
        if n < 2 {
            return Err(r.place(invalid_length(n, tuple)));
        }
        pairs.push(pair);
        Ok(())
    })?;
    Roll::new(&pairs).map_err(Error::custom)
}

fn read_die(r: &mut Reader) -> json::Result<Die> {
    read_unit(r, &DICE).map(|i| Die::ALL[i])
}

fn read_area(r: &mut Reader) -> json::Result<Area> {
    read_unit(r, &AREAS).map(|i| Area::ALL[i])
}

/// An enum of names only (`"green"`, or `{"green": null}`): which one.
fn read_unit(r: &mut Reader, names: &[&str]) -> json::Result<usize> {
    let mut index = 0;
    r.variant(names, &mut |r, i, in_object| {
        index = i;
        match in_object {
            true => r.null(),
            false => Ok(()),
        }
    })?;
    Ok(index)
}
