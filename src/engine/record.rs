//! The game's record, the one document that saving, export, import,
//! replay and undo share (docs/game-record.md): written byte for byte as
//! serde_json wrote it, and read as serde read it, without serde's code on
//! the app's first load (serde's reader and writer stay in the tests as
//! the oracles: `Record`). A record is read in two streaming passes, each
//! move replayed as it is read.

use super::dice::{DiceLayout, DiceLayoutError, Die, Roll, RollError};
use super::game::{Game, Setup};
use super::printed::RoundChoice;
use super::{Action, Edition, Level, RuleError, Seat, SetupError, Spot, Variants};
use crate::json::{self, write_list, Json, JsonError, JsonProblem, Pull};

pub const FORMAT: &str = "clever-game";
pub const VERSION: u32 = 1;

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// Not JSON, or not shaped like a game record.
    Malformed(JsonError),
    /// A clever game record without a version.
    NoVersion,
    /// Not a clever game record: its format, as written (empty if none).
    NotAGame(String),
    /// Written by a newer (or unknown) version of the app: the version, a
    /// whole number, exactly as the record writes it.
    Version(String),
    /// The version is not a whole number (`"1"`, `1.0`, `null`): as written.
    BadVersion(String),
    Setup(SetupError),
    /// Entry `index` (0-based) of `moves` is not allowed there.
    Move {
        index: usize,
        error: RuleError,
    },
    /// Entry `index` (0-based) of `moves` is not a move at all (a die
    /// showing 7, an unknown area, a cell past 255, seven dice in a roll…).
    BadMove {
        index: usize,
        why: MoveProblem,
    },
    /// `hints` counts a different number of seats than there are players.
    Hints {
        counts: usize,
        players: usize,
    },
    /// Entry `index` (0-based) of `links` cannot be taken into this game.
    Link {
        index: usize,
    },
}

/// Why one entry of a record's moves is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// Not JSON, or not shaped like any move (an unknown move, a wrong
    /// type, a field missing).
    Shape(JsonProblem),
    /// No die has this name (as written).
    UnknownDie(String),
    /// No area has this name (as written).
    UnknownArea(String),
    /// A cell or a die's value past 255.
    TooBig(u64),
    /// A roll no dice can show.
    Roll(RollError),
    /// A dice layout with more than six dice in a list (no layout can be so).
    DiceLayout(DiceLayoutError),
}

/// No seat used a hint (the record then has no `hints`).
fn no_hints(hints: &[u32]) -> bool {
    hints.iter().all(|&h| h == 0)
}

/// A game from its setup and a record's moves replayed: what they refuse
/// is said as a record's refusal (`ReplayError`).
impl Game {
    pub fn new(setup: Setup) -> Result<Game, ReplayError> {
        Game::set_up(setup).map_err(ReplayError::Setup)
    }

    /// Take a record's hint counts (none: all zero).
    pub(super) fn set_hints(&mut self, hints: Vec<u32>) -> Result<(), ReplayError> {
        if hints.is_empty() {
            return Ok(());
        }
        if hints.len() != self.hints.len() {
            return Err(ReplayError::Hints {
                counts: hints.len(),
                players: self.hints.len(),
            });
        }
        self.hints = hints;
        Ok(())
    }

    /// The game set up by `setup` after `moves`; the first move the rules
    /// refuse is named with its index.
    pub(super) fn from_moves(setup: Setup, moves: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup)?;
        for (index, &action) in moves.iter().enumerate() {
            game.replay_move(index, action)?;
        }
        Ok(game)
    }

    /// Replay move `index` of a record (nothing changes if it is refused).
    pub(super) fn replay_move(&mut self, index: usize, action: Action) -> Result<(), ReplayError> {
        self.apply_replayed(action)
            .map_err(|error| ReplayError::Move { index, error })
    }
}

impl Setup {
    /// The record of this setup before its first move: how a build that
    /// does not play its game gives it to the app that does (the page
    /// loads that app by the saved game).
    pub fn to_json(&self) -> String {
        write_record(self, &[], &[], &[])
    }
}

impl Game {
    /// The record as compact JSON: what the app saves and exports, byte for
    /// byte as serde_json wrote `Record` (fields in order, no spaces).
    pub fn to_json(&self) -> String {
        write_record(
            self.setup(),
            self.moves(),
            self.hints(),
            &super::friends::received_links(self),
        )
    }
}

/// A record's JSON (`Game::to_json`): byte for byte what serde_json writes
/// for `Record` (a test holds them equal), without serde's code on the
/// app's first load.
pub(crate) fn write_record(
    setup: &Setup,
    moves: &[Action],
    hints: &[u32],
    links: &[String],
) -> String {
    let mut out = String::with_capacity(96 + 24 * moves.len());
    out.push_str("{\"format\":");
    json::write_str(&mut out, FORMAT);
    out.push_str(",\"version\":");
    out.push_str(&VERSION.to_string());
    out.push_str(",\"setup\":");
    write_setup(&mut out, setup);
    out.push_str(",\"moves\":");
    write_list(&mut out, moves, |out, &action| write_move(out, action));
    if !no_hints(hints) {
        out.push_str(",\"hints\":");
        write_list(&mut out, hints, |out, h| out.push_str(&h.to_string()));
    }
    if !links.is_empty() {
        out.push_str(",\"links\":");
        write_list(&mut out, links, |out, l| json::write_str(out, l));
    }
    out.push('}');
    out
}

/// A setup as serde writes it (`seats`, `daily` and `own_dice` only when
/// they say something).
pub(crate) fn write_setup(out: &mut String, setup: &Setup) {
    out.push_str("{\"players\":");
    write_list(out, &setup.players, |out, name| json::write_str(out, name));
    out.push_str(",\"first\":");
    out.push_str(&setup.first.to_string());
    out.push_str(",\"seed\":");
    out.push_str(&setup.seed.to_string());
    out.push_str(",\"variants\":{\"solo_passive_extra\":");
    out.push_str(if setup.variants.solo_passive_extra {
        "true"
    } else {
        "false"
    });
    out.push('}');
    if !setup.seats.is_empty() {
        out.push_str(",\"seats\":");
        write_list(out, &setup.seats, |out, seat| {
            json::write_str(out, seat.name())
        });
    }
    if let Some(date) = &setup.daily {
        out.push_str(",\"daily\":");
        json::write_str(out, date);
    }
    if setup.own_dice {
        out.push_str(",\"own_dice\":true");
    }
    if let Some(id) = setup.by_link {
        out.push_str(",\"by_link\":");
        json::write_str(out, &id.text());
    }
    if !setup.game.is_clever() {
        out.push_str(",\"game\":");
        json::write_str(out, setup.game.name());
    }
    out.push('}');
}

impl Setup {
    /// A setup as serde reads it: from an object (only `players` needed;
    /// unknown members skipped) or an array of its fields in order.
    pub(crate) fn read(json: &Json) -> Result<Setup, JsonError> {
        let [players, first, seed, variants, seats, daily, own_dice, by_link, game] = json
            .fields_from(
                [
                    "players", "first", "seed", "variants", "seats", "daily", "own_dice",
                    "by_link", "game",
                ],
                1,
            )?;
        let default = Variants::default();
        let variants = match variants {
            None => default,
            Some(v) => {
                let [extra] = v.fields_from(["solo_passive_extra"], 0)?;
                Variants {
                    solo_passive_extra: extra.map_or(Ok(default.solo_passive_extra), Json::bool)?,
                }
            }
        };
        let seat = |s: &Json| match s.unit_variant()? {
            "person" => Ok(Seat::Person),
            "elsewhere" => Ok(Seat::Elsewhere),
            name => Level::from_name(name)
                .map(Seat::Computer)
                .ok_or(json::SHAPE),
        };
        Ok(Setup {
            players: players.ok_or(json::SHAPE)?.strings()?,
            first: first.map_or(Ok(0), Json::int)?,
            seed: seed.map_or(Ok(0), Json::int)?,
            variants,
            seats: seats.map_or(Ok(Vec::new()), |s| s.list(seat))?,
            daily: match daily {
                None | Some(Json::Null) => None,
                Some(d) => Some(d.str()?.to_string()),
            },
            own_dice: own_dice.map_or(Ok(false), Json::bool)?,
            by_link: match by_link {
                None | Some(Json::Null) => None,
                Some(id) => Some(super::GameId::read(id.str()?).ok_or(json::SHAPE)?),
            },
            game: match game {
                None => Edition::Clever,
                Some(g) => Edition::from_name(g.unit_variant()?).ok_or(json::SHAPE)?,
            },
        })
    }
}

/// One move as the record writes it (`{"take":{"die":"green",…}}`, `"reroll"`).
pub fn move_json(action: Action) -> String {
    let mut out = String::new();
    write_move(&mut out, action);
    out
}

fn write_move(out: &mut String, action: Action) {
    let spot = |out: &mut String, s: Spot| {
        out.push_str("{\"area\":\"");
        out.push_str(s.area.name());
        out.push_str("\",\"cell\":");
        out.push_str(&s.cell.to_string());
        out.push('}');
    };
    let dice = |out: &mut String, dice: &[(Die, u8)]| {
        write_list(out, dice, |out, &(d, v)| {
            out.push_str("[\"");
            out.push_str(d.name());
            out.push_str("\",");
            out.push_str(&v.to_string());
            out.push(']');
        })
    };
    let die = |out: &mut String, d: Die| {
        out.push_str("{\"die\":\"");
        out.push_str(d.name());
        out.push_str("\",\"spot\":");
    };
    match action {
        Action::Reroll => return out.push_str("\"reroll\""),
        Action::Finish => return out.push_str("\"finish\""),
        Action::Forfeit => return out.push_str("\"forfeit\""),
        Action::Return(d) => {
            out.push_str("{\"return\":\"");
            out.push_str(d.name());
            out.push('"');
        }
        Action::Write { spot: s, value } => {
            out.push_str("{\"write\":{\"spot\":");
            spot(out, s);
            out.push_str(",\"value\":");
            out.push_str(&value.to_string());
            out.push('}');
        }
        Action::Roll(roll) => {
            out.push_str("{\"roll\":");
            dice(out, roll.dice());
        }
        Action::Take { die: d, spot: s } => {
            out.push_str("{\"take\":");
            die(out, d);
            match s {
                Some(s) => spot(out, s),
                None => out.push_str("null"),
            }
            out.push('}');
        }
        Action::PlusOne { die: d, spot: s } => {
            out.push_str("{\"plus_one\":");
            die(out, d);
            spot(out, s);
            out.push('}');
        }
        Action::Cross(s) => {
            out.push_str("{\"cross\":");
            spot(out, s);
        }
        Action::RoundBonus(choice) => {
            let (kind, area) = match choice {
                RoundChoice::BlackX(a) => ("black_x", a),
                RoundChoice::Black6(a) => ("black6", a),
                RoundChoice::Black(a) => ("black", a),
            };
            out.push_str("{\"choose\":{\"");
            out.push_str(kind);
            out.push_str("\":\"");
            out.push_str(area.name());
            out.push_str("\"}");
        }
        Action::DiceLayout(layout) => {
            out.push_str("{\"table\":{\"fields\":");
            dice(out, layout.fields());
            out.push_str(",\"platter\":");
            dice(out, layout.platter());
            out.push('}');
        }
    }
    out.push('}');
}

// ---- reading: `Game::from_json` ----
//
// First what kind of document it is (format, then version, each reported
// as written), then the setup and the moves, one by one, so that the first
// entry that is not a move at all is named by its index, however long the
// record. The moves are replayed as they are read (the setup comes first in
// every record this app writes), so a long record takes no memory beyond
// its text; a move the rules refuse is reported only once the whole record
// has been read. Read as serde read it (its reader is the tests' oracle),
// without serde's code on the app's first load.

impl Game {
    /// Read and replay a JSON record. The format and the version are checked
    /// first (a newer app's save says so rather than "malformed"), then the
    /// setup and the shape of each move: the first entry that is not a move
    /// is named with its index. Then the moves are replayed: the first one
    /// the rules refuse is named with its index. A leading UTF-8 byte-order
    /// mark is ignored.
    pub fn from_json(text: &str) -> Result<Game, ReplayError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let (format, version) = header(text).map_err(ReplayError::Malformed)?;
        let format = format.unwrap_or_default();
        if format != FORMAT {
            return Err(ReplayError::NotAGame(format));
        }
        let Some(version) = version else {
            return Err(ReplayError::NoVersion);
        };
        if !is_whole_number(version) {
            return Err(ReplayError::BadVersion(version.to_string()));
        }
        if version != VERSION.to_string() {
            return Err(ReplayError::Version(version.to_string()));
        }
        let body = body(text).map_err(ReplayError::Malformed)?;
        if let Some((index, why)) = body.moves.bad {
            return Err(ReplayError::BadMove { index, why });
        }
        let mut game = match body.moves.read {
            Read::Replayed(game) => game,
            Read::BeforeSetup(entries) => {
                // Read now that the game, and so its dice and areas, is known.
                let mut read = Vec::with_capacity(entries.len());
                for (index, entry) in entries.iter().enumerate() {
                    let action = read_move_in(body.setup.game, entry)
                        .map_err(|why| ReplayError::BadMove { index, why })?;
                    read.push(action);
                }
                Game::from_moves(body.setup, &read)
            }
        }?;
        game.set_hints(body.hints)?;
        game.take_received_links(&body.links)
            .map_err(|index| ReplayError::Link { index })?;
        Ok(game)
    }
}

/// A JSON integer as written: an optional minus and digits only.
pub(super) fn is_whole_number(raw: &str) -> bool {
    let digits = raw.strip_prefix('-').unwrap_or(raw);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// What kind of document this is: its `format` if that is a string, and
/// its `version` exactly as written (the last of each, if given twice);
/// anything but a JSON object has neither. The whole text must be JSON.
fn header(text: &str) -> Result<(Option<String>, Option<&str>), JsonError> {
    let (mut format, mut version) = (None, None);
    let mut pull = Pull::new(text);
    if pull.peek()? == b'{' {
        pull.members(|p, name| {
            match name.as_str() {
                "format" if p.peek()? == b'"' => format = Some(p.value()?.str()?.to_string()),
                "format" => format = p.skip().map(|_| None)?,
                "version" => version = Some(p.skip()?),
                _ => drop(p.skip()?),
            }
            Ok(())
        })?;
    } else {
        pull.skip()?;
    }
    pull.end()?;
    Ok((format, version))
}

/// The rest of a version 1 record (format, version and unknown members
/// skipped).
struct Body {
    setup: Setup,
    moves: Moves,
    hints: Vec<u32>,
    links: Vec<String>,
}

/// Reads the setup, the moves (replayed as they come when the setup came
/// first) and the hints; each may be given once.
fn body(text: &str) -> Result<Body, JsonError> {
    let (mut setup, mut moves, mut hints, mut links) = (None, None, None, None);
    let mut pull = Pull::new(text);
    pull.members(|p, name| {
        let once = |given: bool| if given { Err(json::SHAPE) } else { Ok(()) };
        match name.as_str() {
            // A wrong shape is placed where the value it is in ends.
            "setup" => {
                once(setup.is_some())?;
                setup = Some(Setup::read(&p.value()?).map_err(|e| p.place(e))?);
            }
            "moves" => {
                once(moves.is_some())?;
                moves = Some(read_moves(p, setup.as_ref()).map_err(|e| p.place(e))?);
            }
            "hints" => {
                once(hints.is_some())?;
                hints = Some(p.value()?.list(Json::int).map_err(|e| p.place(e))?);
            }
            "links" => {
                once(links.is_some())?;
                links = Some(p.value()?.strings().map_err(|e| p.place(e))?);
            }
            _ => drop(p.skip()?),
        }
        Ok(())
    })?;
    pull.end()?;
    Ok(Body {
        setup: setup.ok_or(json::SHAPE)?,
        moves: moves.ok_or(json::SHAPE)?,
        hints: hints.unwrap_or_default(),
        links: links.unwrap_or_default(),
    })
}

/// The moves read one by one: what they made, and the first entry that is
/// not a move (its index, and what is wrong with it).
struct Moves {
    read: Read,
    bad: Option<(usize, MoveProblem)>,
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
    /// The moves came before the setup: their entries held as written
    /// (which game's dice they name is not known yet), read and replayed
    /// after.
    BeforeSetup(Vec<String>),
}

/// Reads `moves`, replaying each as it comes when the setup is known. Each
/// entry is read as JSON first, so a wrong shape is this entry's fault
/// (with its index), not the document's.
fn read_moves(pull: &mut Pull, setup: Option<&Setup>) -> Result<Moves, JsonError> {
    let mut moves = Moves {
        read: match setup {
            Some(setup) => Read::Replayed(Game::new(setup.clone())),
            None => Read::BeforeSetup(Vec::new()),
        },
        bad: None,
    };
    let mut index = 0;
    pull.items(|p| {
        let entry = p.skip()?;
        // After a bad entry the rest only needs to be well-formed JSON.
        if let Read::BeforeSetup(held) = &mut moves.read {
            held.push(entry.to_string());
        } else if moves.bad.is_none() {
            let game = setup.map_or(Edition::Clever, |s| s.game);
            match read_move_in(game, entry) {
                Ok(action) => match &mut moves.read {
                    Read::Replayed(Ok(game)) => {
                        if let Err(e) = game.replay_move(index, action) {
                            moves.read = Read::Replayed(Err(e));
                        }
                    }
                    Read::Replayed(Err(_)) | Read::BeforeSetup(_) => {}
                },
                Err(why) => moves.bad = Some((index, why)),
            }
        }
        index += 1;
        Ok(())
    })?;
    Ok(moves)
}

/// One move written as the record writes it (an entry of `moves`, the
/// worker's answers): the move, or what is wrong with it (without a
/// position, which inside one entry would mislead). Read as serde reads
/// the move's form (a unit move as its name, any other as `{name: value}`,
/// a struct as an object or as an array of its fields), without serde's
/// code for it on the app's first load; a test holds the two readers equal.
pub fn read_move(text: &str) -> Result<Action, MoveProblem> {
    read_move_in(Edition::Clever, text)
}

/// `read_move` for a move of `game`: its dice, its areas and its kinds of
/// move (the other game's are unknown, as they were before it).
pub fn read_move_in(game: Edition, text: &str) -> Result<Action, MoveProblem> {
    let json = json::parse(text).map_err(|e| MoveProblem::Shape(e.problem))?;
    // First the shape, whole (as serde reads it), then the names and numbers.
    let recorded = Recorded::of(&json, game).map_err(|e| MoveProblem::Shape(e.problem))?;
    let die = |name: &str| {
        game.dice()
            .into_iter()
            .find(|d| d.name() == name)
            .ok_or_else(|| MoveProblem::UnknownDie(name.into()))
    };
    let area = |name: &str| {
        game.areas()
            .into_iter()
            .find(|a| a.name() == name)
            .ok_or_else(|| MoveProblem::UnknownArea(name.into()))
    };
    let number = |n: u64| u8::try_from(n).map_err(|_| MoveProblem::TooBig(n));
    let spot = |(a, cell): WrittenSpot| Ok(Spot::new(area(a)?, number(cell)?));
    let dice = |written: &[(&str, u64)]| -> Result<Vec<(Die, u8)>, MoveProblem> {
        written
            .iter()
            .map(|&(d, value)| Ok((die(d)?, number(value)?)))
            .collect()
    };
    Ok(match recorded {
        Recorded::Roll(written) => {
            Action::Roll(Roll::new(&dice(&written)?).map_err(MoveProblem::Roll)?)
        }
        Recorded::Reroll => Action::Reroll,
        Recorded::Take { die: d, spot: s } => Action::Take {
            die: die(d)?,
            spot: s.map(spot).transpose()?,
        },
        Recorded::PlusOne { die: d, spot: s } => Action::PlusOne {
            die: die(d)?,
            spot: spot(s)?,
        },
        Recorded::Finish => Action::Finish,
        Recorded::Cross(s) => Action::Cross(spot(s)?),
        Recorded::BlackX(a) => Action::RoundBonus(RoundChoice::BlackX(area(a)?)),
        Recorded::Black6(a) => Action::RoundBonus(RoundChoice::Black6(area(a)?)),
        Recorded::Black(a) => Action::RoundBonus(RoundChoice::Black(area(a)?)),
        Recorded::Forfeit => Action::Forfeit,
        Recorded::Return(d) => Action::Return(die(d)?),
        Recorded::Write { spot: s, value } => Action::Write {
            spot: spot(s)?,
            value: number(value)?,
        },
        // Values 0 and 7–255 are read: the rules refuse them with the rest.
        Recorded::DiceLayout { fields, platter } => Action::DiceLayout(
            DiceLayout::new(&dice(&fields)?, &dice(&platter)?).map_err(MoveProblem::DiceLayout)?,
        ),
    })
}

/// A move as a record writes it, with its names and numbers as written
/// (checked after reading, so that what is wrong can be named).
enum Recorded<'a> {
    Roll(Vec<(&'a str, u64)>),
    Reroll,
    Take {
        die: &'a str,
        spot: Option<WrittenSpot<'a>>,
    },
    PlusOne {
        die: &'a str,
        spot: WrittenSpot<'a>,
    },
    Finish,
    Cross(WrittenSpot<'a>),
    BlackX(&'a str),
    Black6(&'a str),
    Black(&'a str),
    Forfeit,
    Return(&'a str),
    Write {
        spot: WrittenSpot<'a>,
        value: u64,
    },
    DiceLayout {
        fields: Vec<(&'a str, u64)>,
        platter: Vec<(&'a str, u64)>,
    },
}

/// A spot as written: its area's name and its cell.
type WrittenSpot<'a> = (&'a str, u64);

impl<'a> Recorded<'a> {
    /// The move's form as serde reads it: a move without data as its name
    /// (or `{"reroll": null}`), any other as `{name: data}`; a struct as
    /// an object or as an array of its fields in order.
    fn of(json: &'a Json, game: Edition) -> Result<Recorded<'a>, JsonError> {
        // (A build without the sequel refused its record at its setup.)
        let twice = cfg!(feature = "twice") && game == Edition::Twice;
        fn given(field: Option<&Json>) -> Result<&Json, JsonError> {
            field.ok_or(json::SHAPE)
        }
        fn spot(json: &Json) -> Result<WrittenSpot<'_>, JsonError> {
            let [area, cell] = json.fields(["area", "cell"])?;
            Ok((given(area)?.str()?, given(cell)?.int()?))
        }
        // Dice with their values: `[["white", 3], …]`.
        fn dice(json: &Json) -> Result<Vec<(&str, u64)>, JsonError> {
            json.array()?
                .iter()
                .map(|pair| match pair.array()? {
                    [die, value] => Ok((die.str()?, value.int()?)),
                    _ => Err(json::SHAPE),
                })
                .collect()
        }
        let (kind, data) = match json {
            Json::Str(kind) => (kind.as_str(), &Json::Null),
            json => json.variant()?,
        };
        let unit = |recorded: Recorded<'a>| match data {
            Json::Null => Ok(recorded),
            _ => Err(json::SHAPE),
        };
        Ok(match kind {
            "roll" => Recorded::Roll(dice(data)?),
            "reroll" => unit(Recorded::Reroll)?,
            "finish" => unit(Recorded::Finish)?,
            "forfeit" if twice => unit(Recorded::Forfeit)?,
            "return" if twice => Recorded::Return(data.str()?),
            "write" if twice => {
                let [s, value] = data.fields(["spot", "value"])?;
                Recorded::Write {
                    spot: spot(given(s)?)?,
                    value: given(value)?.int()?,
                }
            }
            "take" => {
                let [die, s] = data.fields(["die", "spot"])?;
                Recorded::Take {
                    die: given(die)?.str()?,
                    spot: match s {
                        None | Some(Json::Null) => None,
                        Some(s) => Some(spot(s)?),
                    },
                }
            }
            "plus_one" => {
                let [die, s] = data.fields(["die", "spot"])?;
                Recorded::PlusOne {
                    die: given(die)?.str()?,
                    spot: spot(given(s)?)?,
                }
            }
            "cross" => Recorded::Cross(spot(data)?),
            "choose" => match data.variant()? {
                ("black_x", area) if !twice => Recorded::BlackX(area.str()?),
                ("black6", area) if !twice => Recorded::Black6(area.str()?),
                ("black", area) if twice => Recorded::Black(area.str()?),
                _ => return Err(json::SHAPE),
            },
            "table" => {
                let [fields, platter] = data.fields(["fields", "platter"])?;
                Recorded::DiceLayout {
                    fields: dice(given(fields)?)?,
                    platter: dice(given(platter)?)?,
                }
            }
            _ => return Err(json::SHAPE),
        })
    }
}

/// The versioned document, as serde reads and writes it: the tests' oracle
/// (`Game::to_json` writes the same JSON, `Game::from_json` reads it alike).
#[cfg(test)]
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub setup: Setup,
    pub moves: Vec<Action>,
    /// Hints used per seat; written only when one was used.
    #[serde(default, skip_serializing_if = "no_hints")]
    pub hints: Vec<u32>,
    /// By link: the turns waiting and the scores received, as links.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<String>,
}

#[cfg(test)]
impl Game {
    pub fn record(&self) -> Record {
        Record {
            format: FORMAT.to_string(),
            version: VERSION,
            setup: self.setup().clone(),
            moves: self.moves().to_vec(),
            hints: self.hints().to_vec(),
            links: super::friends::received_links(self),
        }
    }

    /// Replay a record; the first move the rules refuse is named.
    pub fn replay(record: &Record) -> Result<Game, ReplayError> {
        if record.format != FORMAT {
            return Err(ReplayError::NotAGame(record.format.clone()));
        }
        if record.version != VERSION {
            return Err(ReplayError::Version(record.version.to_string()));
        }
        let mut game = Game::from_moves(record.setup.clone(), &record.moves)?;
        game.set_hints(record.hints.clone())?;
        game.take_received_links(&record.links)
            .map_err(|index| ReplayError::Link { index })?;
        Ok(game)
    }
}
