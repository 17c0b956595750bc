//! The oracle: `Game::from_json` as it was with serde and serde_json (the
//! engine's reader before `json.rs`), kept to check that the codec reads
//! every text exactly as this did.

use crate::engine::record::{Game, ReplayError, Setup, FORMAT, VERSION};
use crate::engine::Action;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::fmt;

/// `Game::from_json` with serde_json.
pub fn from_json(text: &str) -> Result<Game, ReplayError> {
    {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let malformed = |e: serde_json::Error| ReplayError::Malformed(e.to_string());
        let header: Header = serde_json::from_str(text).map_err(malformed)?;
        let format = match &header.format {
            Some(serde_json::Value::String(f)) => f.as_str(),
            _ => "",
        };
        if format != FORMAT {
            return Err(ReplayError::NotAGame(format.to_string()));
        }
        let Some(version) = header.version else {
            return Err(ReplayError::Malformed("no version".into()));
        };
        let version = version.get();
        if !is_whole_number(version) {
            return Err(ReplayError::BadVersion(version.to_string()));
        }
        if version != VERSION.to_string() {
            return Err(ReplayError::Version(version.to_string()));
        }
        let body: Body = serde_json::from_str(text).map_err(malformed)?;
        if let Some((index, why)) = body.moves.bad {
            return Err(ReplayError::BadMove { index, why });
        }
        let mut game = Game::from_moves(body.setup, &body.moves.read)?;
        game.set_hints(body.hints)?;
        Ok(game)
    }
}

/// A JSON integer as written: an optional minus and digits only.
fn is_whole_number(raw: &str) -> bool {
    let digits = raw.strip_prefix('-').unwrap_or(raw);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// What kind of document this is: its `format` and its `version` exactly
/// as written. Anything but a JSON object has neither.
#[derive(Default)]
struct Header {
    format: Option<serde_json::Value>,
    version: Option<Box<RawValue>>,
}

impl<'de> Deserialize<'de> for Header {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Header, D::Error> {
        d.deserialize_any(HeaderVisitor)
    }
}

struct HeaderVisitor;

impl<'de> Visitor<'de> for HeaderVisitor {
    type Value = Header;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a game record")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Header, A::Error> {
        let mut header = Header::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "format" => header.format = Some(map.next_value()?),
                "version" => header.version = Some(map.next_value()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(header)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Header, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Header::default())
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Header, E> {
        Ok(Header::default())
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Header, E> {
        Ok(Header::default())
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Header, E> {
        Ok(Header::default())
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Header, E> {
        Ok(Header::default())
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Header, E> {
        Ok(Header::default())
    }
    fn visit_unit<E: de::Error>(self) -> Result<Header, E> {
        Ok(Header::default())
    }
}

/// The rest of a version 1 record (format and version are skipped).
#[derive(Deserialize)]
struct Body {
    setup: Setup,
    moves: Moves,
    #[serde(default)]
    hints: Vec<u32>,
}

/// The moves read one by one: those before the first entry that is not a
/// move, and that entry's index and what is wrong with it.
struct Moves {
    read: Vec<Action>,
    bad: Option<(usize, String)>,
}

impl<'de> Deserialize<'de> for Moves {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Moves, D::Error> {
        d.deserialize_seq(MovesVisitor)
    }
}

struct MovesVisitor;

impl<'de> Visitor<'de> for MovesVisitor {
    type Value = Moves;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of moves")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Moves, A::Error> {
        let mut moves = Moves {
            read: Vec::new(),
            bad: None,
        };
        let mut index = 0;
        // Each entry is read as JSON first, so a wrong shape is this entry's
        // fault (with its index), not the document's.
        while let Some(entry) = seq.next_element::<Box<RawValue>>()? {
            match serde_json::from_str::<Action>(entry.get()) {
                Ok(action) => moves.read.push(action),
                Err(e) => {
                    moves.bad = Some((index, move_error(&e)));
                    // The rest only needs to be well-formed JSON.
                    while seq.next_element::<IgnoredAny>()?.is_some() {}
                    break;
                }
            }
            index += 1;
        }
        Ok(moves)
    }
}

/// What is wrong with one move, without serde's "at line 1 column 17" (the
/// position inside the move's own text, which would mislead).
fn move_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) if e.line() > 0 => text[..i].to_string(),
        _ => text,
    }
}
