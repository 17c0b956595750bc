//! serde's reading of a record, as the app read records before
//! `json::Pull`: the oracle `Game::from_json` is held to (`fuzz`, `record`).

use super::record::serde_read_move;
use crate::engine::record::{FORMAT, VERSION};
use crate::engine::{Action, Game, MoveProblem, ReplayError, Setup};
use crate::json::JsonError;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::fmt;

/// Whether the app's reader and serde's read `text` alike: the same game,
/// or the same refusal (a malformed record may be placed otherwise: the
/// app places a wrong shape at the end of the value it is in).
pub(super) fn read_alike(text: &str) -> bool {
    match (Game::from_json(text), serde_from_json(text)) {
        (Err(ReplayError::Malformed(_)), Err(ReplayError::Malformed(_))) => true,
        // A move's shape: named alike (see `record::moves_read_as_serde_reads_them`).
        (
            Err(ReplayError::BadMove {
                index: a,
                why: MoveProblem::Shape(_),
            }),
            Err(ReplayError::BadMove {
                index: b,
                why: MoveProblem::Shape(_),
            }),
        ) => a == b,
        (ours, theirs) => ours == theirs,
    }
}

pub(super) fn serde_from_json(text: &str) -> Result<Game, ReplayError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let malformed = |e: serde_json::Error| ReplayError::Malformed(JsonError::from(&e));
    let header: Header = serde_json::from_str(text).map_err(malformed)?;
    let format = header.format.unwrap_or_default();
    if format != FORMAT {
        return Err(ReplayError::NotAGame(format));
    }
    let Some(version) = header.version.map(RawValue::get) else {
        return Err(ReplayError::NoVersion);
    };
    if !crate::engine::record::is_whole_number(version) {
        return Err(ReplayError::BadVersion(version.to_string()));
    }
    if version != VERSION.to_string() {
        return Err(ReplayError::Version(version.to_string()));
    }
    let body: Body = serde_json::from_str(text).map_err(malformed)?;
    if let Some((index, why)) = body.moves.bad {
        return Err(ReplayError::BadMove { index, why });
    }
    let mut game = match body.moves.read {
        Read::Replayed(game) => game,
        Read::BeforeSetup(read) => Game::from_moves(body.setup, &read),
    }?;
    game.set_hints(body.hints)?;
    Ok(game)
}

/// What kind of document this is: its `format` if that is a string, and
/// its `version` exactly as written. Anything but a JSON object has neither;
/// a key given twice: the last one counts.
#[derive(Default)]
struct Header<'a> {
    format: Option<String>,
    version: Option<&'a RawValue>,
}

impl<'de> Deserialize<'de> for Header<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(HeaderVisitor)
    }
}

struct HeaderVisitor;

impl<'de> Visitor<'de> for HeaderVisitor {
    type Value = Header<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a game record")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut header = Header::default();
        while let Some(key) = map.next_key::<HeaderField>()? {
            match key {
                HeaderField::Format => header.format = map.next_value::<AnyString>()?.0,
                HeaderField::Version => header.version = Some(map.next_value()?),
                HeaderField::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(header)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Header::default())
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(Header::default())
    }
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum HeaderField {
    Format,
    Version,
    #[serde(other)]
    Other,
}

/// Any JSON value: the string it is, or None for any other value.
struct AnyString(Option<String>);

impl<'de> Deserialize<'de> for AnyString {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(AnyStringVisitor)
    }
}

struct AnyStringVisitor;

impl<'de> Visitor<'de> for AnyStringVisitor {
    type Value = AnyString;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<AnyString, E> {
        Ok(AnyString(Some(s.to_string())))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<AnyString, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(AnyString(None))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<AnyString, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(AnyString(None))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<AnyString, E> {
        Ok(AnyString(None))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<AnyString, E> {
        Ok(AnyString(None))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<AnyString, E> {
        Ok(AnyString(None))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<AnyString, E> {
        Ok(AnyString(None))
    }
    fn visit_unit<E: de::Error>(self) -> Result<AnyString, E> {
        Ok(AnyString(None))
    }
}

/// The rest of a version 1 record (format, version and unknown keys are
/// skipped; as for any struct, an array of its fields in order is read too).
struct Body {
    setup: Setup,
    moves: Moves,
    hints: Vec<u32>,
}

impl<'de> Deserialize<'de> for Body {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_struct("Body", &["setup", "moves", "hints"], BodyVisitor)
    }
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum BodyField {
    Setup,
    Moves,
    Hints,
    #[serde(other)]
    Other,
}

struct BodyVisitor;

impl<'de> Visitor<'de> for BodyVisitor {
    type Value = Body;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a game record")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Body, A::Error> {
        let (mut setup, mut moves, mut hints) = (None, None, None);
        while let Some(key) = map.next_key::<BodyField>()? {
            match key {
                BodyField::Setup if setup.is_some() => {
                    return Err(de::Error::duplicate_field("setup"))
                }
                BodyField::Moves if moves.is_some() => {
                    return Err(de::Error::duplicate_field("moves"))
                }
                BodyField::Hints if hints.is_some() => {
                    return Err(de::Error::duplicate_field("hints"))
                }
                BodyField::Setup => setup = Some(map.next_value()?),
                BodyField::Moves => moves = Some(map.next_value_seed(MovesSeed(setup.as_ref()))?),
                BodyField::Hints => hints = Some(map.next_value()?),
                BodyField::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(Body {
            setup: setup.ok_or_else(|| de::Error::missing_field("setup"))?,
            moves: moves.ok_or_else(|| de::Error::missing_field("moves"))?,
            hints: hints.unwrap_or_default(),
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Body, A::Error> {
        let setup: Setup = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let moves = seq
            .next_element_seed(MovesSeed(Some(&setup)))?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        let hints = seq.next_element()?.unwrap_or_default();
        Ok(Body {
            setup,
            moves,
            hints,
        })
    }
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
    /// The moves came before the setup: held, and replayed after.
    BeforeSetup(Vec<Action>),
}

/// Reads `moves`, replaying each as it comes when the setup is known.
struct MovesSeed<'s>(Option<&'s Setup>);

impl<'de> DeserializeSeed<'de> for MovesSeed<'_> {
    type Value = Moves;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Moves, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for MovesSeed<'_> {
    type Value = Moves;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of moves")
    }

    /// Each entry is read as JSON first, so a wrong shape is this entry's
    /// fault (with its index), not the document's.
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Moves, A::Error> {
        let mut moves = Moves {
            read: match self.0 {
                Some(setup) => Read::Replayed(Game::new(setup.clone())),
                None => Read::BeforeSetup(Vec::new()),
            },
            bad: None,
        };
        let mut index = 0;
        while let Some(entry) = seq.next_element::<&RawValue>()? {
            // After a bad entry the rest only needs to be well-formed JSON.
            if moves.bad.is_none() {
                match serde_read_move(entry.get()) {
                    Ok(action) => match &mut moves.read {
                        Read::Replayed(Ok(game)) => {
                            if let Err(e) = game.replay_move(index, action) {
                                moves.read = Read::Replayed(Err(e));
                            }
                        }
                        Read::Replayed(Err(_)) => {}
                        Read::BeforeSetup(read) => read.push(action),
                    },
                    Err(why) => moves.bad = Some((index, why)),
                }
            }
            index += 1;
        }
        Ok(moves)
    }
}
