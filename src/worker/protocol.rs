//! The messages between the app and the worker, as typed data: the app
//! sends a `Request`, the worker answers a `Reply` (or a sentence saying
//! why not). Each message has one codec, written by hand, so that serde's
//! code for these types is on neither side: the app writes its requests
//! (`Request::to_json`) and reads the replies (`Reply::from_json`), the
//! worker reads the requests (`Request::from_json`) and writes the replies
//! (`Reply::to_json`), in the JSON serde_json writes for the same types
//! (serde's derives are the tests' oracle: `encode`, `decode`). Neither side
//! ever sends markup or words to show, only actions and numbers, which the
//! app words and draws.

#[cfg(feature = "twice")]
use crate::engine::Edition;
use crate::engine::{read_move, record::move_json, Action, Level};
use crate::json::{self, write_list, write_str, Json, JsonError, SHAPE};
pub use crate::stats::{Filter, Mode, Statistics};
use crate::stats::{PlayerTotals, Total, Wins};
#[cfg(test)]
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A question for the worker.
///
/// (Externally tagged, as serde's default: an internally tagged enum would
/// be read through a buffer whose code weighs on the app's first load.)
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize), serde(rename_all = "snake_case"))]
pub enum Request {
    /// The move of a computer seat of `level`, for whoever decides now.
    Decide {
        #[cfg_attr(test, serde(with = "level"))]
        level: Level,
        record: String,
    },
    /// The expert's best actions for whoever decides now.
    Hints { record: String },
    /// The expert's review of a finished solo game.
    Review { record: String },
    /// The statistics of the archive's games that `filter` picks.
    Statistics { archive: String, filter: Filter },
    /// The QR code of `text` (a link to show as a code to scan).
    Qr { text: String },
    /// The game of an archive `line` (`engine::archive`), its moves
    /// replayed (the moves' reader stays out of the app's first load).
    Replay { line: String },
}

impl Request {
    /// A one-word name of the request (the transport's command line).
    pub fn kind(&self) -> &'static str {
        match self {
            Request::Decide { .. } => "decide",
            Request::Hints { .. } => "hints",
            Request::Review { .. } => "review",
            Request::Statistics { .. } => "statistics",
            Request::Qr { .. } => "qr",
            Request::Replay { .. } => "replay",
        }
    }

    /// The request as `encode` writes it (a test holds them equal).
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"");
        out.push_str(self.kind());
        out.push_str("\":{");
        match self {
            Request::Decide { level, record } => {
                out.push_str("\"level\":");
                write_str(&mut out, level.name());
                out.push_str(",\"record\":");
                write_str(&mut out, record);
            }
            Request::Hints { record } | Request::Review { record } => {
                out.push_str("\"record\":");
                write_str(&mut out, record);
            }
            Request::Statistics { archive, filter } => {
                out.push_str("\"archive\":");
                write_str(&mut out, archive);
                out.push_str(",\"filter\":{\"player\":");
                write_str(&mut out, &filter.player);
                out.push_str(",\"mode\":");
                write_str(&mut out, filter.mode.name());
                out.push_str(",\"last\":");
                match filter.last {
                    Some(n) => out.push_str(&n.to_string()),
                    None => out.push_str("null"),
                }
                #[cfg(feature = "twice")]
                {
                    out.push_str(",\"game\":");
                    write_str(&mut out, filter.game.name());
                }
                out.push('}');
            }
            Request::Qr { text } => {
                out.push_str("\"text\":");
                write_str(&mut out, text);
            }
            Request::Replay { line } => {
                out.push_str("\"line\":");
                write_str(&mut out, line);
            }
        }
        out.push_str("}}");
        out.replace('<', "\\u003c")
    }

    /// A request as `to_json` writes it (the worker's reader), read as
    /// serde reads it: a struct from an object (unknown members skipped, a
    /// member given twice refused) or from an array of its fields.
    pub fn from_json(text: &str) -> Result<Request, JsonError> {
        let json = json::parse(text)?;
        let (kind, body) = json.variant()?;
        fn given(field: Option<&Json>) -> Result<&Json, JsonError> {
            field.ok_or(SHAPE)
        }
        let record = || -> Result<String, JsonError> {
            let [record] = body.fields(["record"])?;
            Ok(given(record)?.str()?.into())
        };
        #[cfg(feature = "twice")]
        const NAMES: [&str; 4] = ["player", "mode", "last", "game"];
        Ok(match kind {
            "decide" => {
                let [level, record] = body.fields(["level", "record"])?;
                Request::Decide {
                    level: Level::from_name(given(level)?.str()?).ok_or(SHAPE)?,
                    record: given(record)?.str()?.into(),
                }
            }
            "hints" => Request::Hints { record: record()? },
            "review" => Request::Review { record: record()? },
            "statistics" => {
                let [archive, filter] = body.fields(["archive", "filter"])?;
                #[cfg(not(feature = "twice"))]
                let [player, mode, last] = given(filter)?.fields(["player", "mode", "last"])?;
                // The game may be left out (then the first game's), as serde reads it.
                #[cfg(feature = "twice")]
                let [player, mode, last, game] = match given(filter)?.fields(NAMES) {
                    Ok(fields) => fields,
                    Err(_) => {
                        let [p, m, l] = given(filter)?.fields(["player", "mode", "last"])?;
                        [p, m, l, None]
                    }
                };
                let mode = given(mode)?.unit_variant()?;
                Request::Statistics {
                    archive: given(archive)?.str()?.into(),
                    filter: Filter {
                        player: given(player)?.str()?.into(),
                        mode: Mode::ALL
                            .into_iter()
                            .find(|m| m.name() == mode)
                            .ok_or(SHAPE)?,
                        last: match last {
                            None | Some(Json::Null) => None,
                            Some(n) => Some(n.int()?),
                        },
                        // Without it, the first game's.
                        #[cfg(feature = "twice")]
                        game: match game {
                            None => Default::default(),
                            Some(g) => Edition::from_name(g.str()?).ok_or(SHAPE)?,
                        },
                    },
                }
            }
            "qr" => {
                let [text] = body.fields(["text"])?;
                Request::Qr {
                    text: given(text)?.str()?.into(),
                }
            }
            "replay" => {
                let [line] = body.fields(["line"])?;
                Request::Replay {
                    line: given(line)?.str()?.into(),
                }
            }
            _ => return Err(SHAPE),
        })
    }
}

/// The worker's answer. A QR code is its `size` modules a side and the SVG
/// path of its dark modules (`crate::qr::Qr::svg_path`, in module units);
/// a record is a game as `Game::to_json` writes it.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize), serde(rename_all = "snake_case"))]
pub enum Reply {
    Move { action: Move },
    Hints { hints: Vec<RoundedHint> },
    Review(RoundedReview),
    Statistics(Statistics),
    Qr { size: u32, path: String },
    Record { record: String },
}

impl Reply {
    /// The reply as serde_json writes it (a test holds them equal), a `<`
    /// written `\u003c` as in a request.
    pub fn to_json(&self) -> String {
        let number = |out: &mut String, member: &str, n: &dyn std::fmt::Display| {
            out.push_str(member);
            out.push_str(&n.to_string());
        };
        let action = |out: &mut String, member: &str, a: Move| {
            out.push_str(member);
            write_str(out, &move_json(a.0));
        };
        let text = |out: &mut String, member: &str, s: &str| {
            out.push_str(member);
            write_str(out, s);
        };
        let mut out = String::from("{\"");
        match self {
            Reply::Move { action: a } => action(&mut out, "move\":{\"action\":", *a),
            Reply::Hints { hints } => {
                out.push_str("hints\":{\"hints\":");
                write_list(&mut out, hints, |out, h| {
                    action(out, "{\"action\":", h.action);
                    number(out, ",\"value\":", &h.value);
                    number(out, ",\"gain\":", &h.gain);
                    out.push('}');
                });
            }
            Reply::Review(r) => {
                number(&mut out, "review\":{\"yours\":", &r.yours);
                number(&mut out, ",\"expert\":", &r.expert);
                out.push_str(",\"costly\":");
                write_list(&mut out, &r.costly, |out, c| {
                    number(out, "{\"index\":", &c.index);
                    action(out, ",\"yours\":", c.yours);
                    action(out, ",\"best\":", c.best);
                    number(out, ",\"loss\":", &c.loss);
                    out.push('}');
                });
            }
            Reply::Statistics(s) => {
                fn numbers<T: ToString>(out: &mut String, ns: &[T]) {
                    write_list(out, ns, |out, n| out.push_str(&n.to_string()))
                }
                number(&mut out, "statistics\":{\"readable\":", &s.readable);
                number(&mut out, ",\"unreadable\":", &s.unreadable);
                number(&mut out, ",\"games\":", &s.games);
                out.push_str(",\"players\":");
                write_list(&mut out, &s.players, |out, p| {
                    text(out, "{\"name\":", &p.name);
                    number(out, ",\"games\":", &p.games);
                    number(out, ",\"mean\":", &p.mean);
                    number(out, ",\"median\":", &p.median);
                    number(out, ",\"best\":", &p.best);
                    number(out, ",\"worst\":", &p.worst);
                    out.push('}');
                });
                out.push_str(",\"bands\":");
                numbers(&mut out, &s.bands);
                out.push_str(",\"areas\":");
                numbers(&mut out, &s.areas);
                out.push_str(",\"totals\":");
                write_list(&mut out, &s.totals, |out, t| {
                    number(out, "{\"end_ms\":", &t.end_ms);
                    text(out, ",\"name\":", &t.name);
                    number(out, ",\"total\":", &t.total);
                    number(out, ",\"average\":", &t.average);
                    out.push('}');
                });
                out.push_str(",\"wins\":");
                write_list(&mut out, &s.wins, |out, w| {
                    text(out, "{\"name\":", &w.name);
                    number(out, ",\"played\":", &w.played);
                    number(out, ",\"won\":", &w.won);
                    out.push('}');
                });
            }
            Reply::Qr { size, path } => {
                number(&mut out, "qr\":{\"size\":", size);
                text(&mut out, ",\"path\":", path);
            }
            Reply::Record { record } => text(&mut out, "record\":{\"record\":", record),
        }
        out.push_str("}}");
        out.replace('<', "\\u003c")
    }

    /// A reply as `to_json` writes it (a test reads back every kind).
    pub fn from_json(text: &str) -> Result<Reply, JsonError> {
        let json = json::parse(text)?;
        let (kind, body) = json.variant()?;
        let list = |name: &str| body.get(name).and_then(Json::array);
        Ok(match kind {
            "move" => Reply::Move {
                action: Move::from_json(body.get("action")?)?,
            },
            "hints" => Reply::Hints {
                hints: list("hints")?
                    .iter()
                    .map(|h| {
                        Ok(RoundedHint {
                            action: Move::from_json(h.get("action")?)?,
                            value: h.get("value")?.int()?,
                            gain: h.get("gain")?.int()?,
                        })
                    })
                    .collect::<Result<_, JsonError>>()?,
            },
            "review" => Reply::Review(RoundedReview {
                yours: body.get("yours")?.int()?,
                expert: body.get("expert")?.int()?,
                costly: list("costly")?
                    .iter()
                    .map(|c| {
                        Ok(RoundedCostly {
                            index: c.get("index")?.int()?,
                            yours: Move::from_json(c.get("yours")?)?,
                            best: Move::from_json(c.get("best")?)?,
                            loss: c.get("loss")?.int()?,
                        })
                    })
                    .collect::<Result<_, JsonError>>()?,
            }),
            "statistics" => Reply::Statistics(Statistics {
                readable: body.get("readable")?.int()?,
                unreadable: body.get("unreadable")?.int()?,
                games: body.get("games")?.int()?,
                players: list("players")?
                    .iter()
                    .map(|p| {
                        Ok(PlayerTotals {
                            name: p.get("name")?.str()?.into(),
                            games: p.get("games")?.int()?,
                            mean: p.get("mean")?.int()?,
                            median: p.get("median")?.int()?,
                            best: p.get("best")?.int()?,
                            worst: p.get("worst")?.int()?,
                        })
                    })
                    .collect::<Result<_, JsonError>>()?,
                bands: body.get("bands")?.ints()?,
                areas: body.get("areas")?.ints()?,
                totals: list("totals")?
                    .iter()
                    .map(|t| {
                        Ok(Total {
                            end_ms: t.get("end_ms")?.int()?,
                            name: t.get("name")?.str()?.into(),
                            total: t.get("total")?.int()?,
                            average: t.get("average")?.int()?,
                        })
                    })
                    .collect::<Result<_, JsonError>>()?,
                wins: list("wins")?
                    .iter()
                    .map(|w| {
                        Ok(Wins {
                            name: w.get("name")?.str()?.into(),
                            played: w.get("played")?.int()?,
                            won: w.get("won")?.int()?,
                        })
                    })
                    .collect::<Result<_, JsonError>>()?,
            }),
            "qr" => Reply::Qr {
                size: body.get("size")?.int()?,
                path: body.get("path")?.str()?.into(),
            },
            "record" => Reply::Record {
                record: body.get("record")?.str()?.into(),
            },
            _ => return Err(SHAPE),
        })
    }
}

/// An action, written as the record writes a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Move(pub Action);

impl Move {
    fn from_json(json: &Json) -> Result<Move, JsonError> {
        read_any_move(json.str()?).map(Move).map_err(|_| SHAPE)
    }
}

/// A move of either game: the sequel's dice, areas and kinds of move are
/// unknown to the first game's reader, and each game's names mean the same
/// in the other (one `Action`), so the first game's is tried first.
#[cfg(feature = "twice")]
fn read_any_move(text: &str) -> Result<Action, crate::engine::record::MoveProblem> {
    read_move(text)
        .or_else(|_| crate::engine::record::read_move_in(crate::engine::Edition::Twice, text))
}

/// A move of the first game (the only one in a build without the sequel).
#[cfg(not(feature = "twice"))]
use read_move as read_any_move;

#[cfg(test)]
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&move_json(self.0))
    }
}

#[cfg(test)]
impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        read_any_move(&text)
            .map(Move)
            .map_err(|e| serde::de::Error::custom(format!("{e:?}")))
    }
}

#[cfg(test)]
mod level {
    use crate::engine::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(level.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let name = String::deserialize(d)?;
        Level::from_name(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("no level {name:?}")))
    }
}

/// One of the expert's hints (`bot::Hint`) as sent: the action, the
/// expected final total after it (in whole points), and that minus the
/// total now (in tenths). Numbers are rounded here, as `clever hint` rounds them, and sent as integers:
/// the app then reads no floats (whose parser weighs on its first load).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct RoundedHint {
    pub action: Move,
    pub value: i32,
    pub gain: i32,
}

impl RoundedHint {
    pub fn new(action: Action, value: f32, gain: f32) -> RoundedHint {
        RoundedHint {
            action: Move(action),
            value: value.round() as i32,
            gain: tenths(gain),
        }
    }
}

/// Rounded to tenths, as `bot::advice` writes one decimal.
pub fn tenths(x: f32) -> i32 {
    (x * 10.0).round() as i32
}

/// Tenths with one decimal and its sign, as `advice::format_gain` writes
/// them: 142 → "+14.2", -5 → "-0.5", 0 → "+0.0".
pub fn signed_tenths(t: i32) -> String {
    let sign = if t < 0 { '-' } else { '+' };
    format!("{sign}{}", unsigned_tenths(t))
}

/// Tenths with one decimal, without a sign: 83 → "8.3".
pub fn unsigned_tenths(t: i32) -> String {
    let t = t.unsigned_abs();
    format!("{}.{}", t / 10, t % 10)
}

/// A total in the review: signed in a build with the sequel (its totals
/// can be below 0, and are sent as they are); the first game's never are,
/// and its own build keeps them unsigned (its app's first load as it was).
#[cfg(feature = "twice")]
pub type ReviewTotal = i32;
#[cfg(not(feature = "twice"))]
pub type ReviewTotal = u32;

/// A finished solo game looked back on by the expert (`bot::advice::Review`)
/// as sent: without the expert's game, the losses in tenths.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct RoundedReview {
    /// The player's total, and the expert's on the same dice.
    pub yours: ReviewTotal,
    pub expert: ReviewTotal,
    /// The player's costliest decisions, costliest first.
    pub costly: Vec<RoundedCostly>,
}

/// A decision that cost points (`bot::advice::Costly`) as sent: the move at
/// `index` in the record, the loss in tenths.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(test, derive(Serialize, Deserialize))]
pub struct RoundedCostly {
    pub index: usize,
    pub yours: Move,
    pub best: Move,
    /// Expected final points lost, in tenths.
    pub loss: i32,
}

/// Any message as serde_json writes it, a `<` (only ever inside a string:
/// a player's name may hold one) written `\u003c`, which reads back the
/// same: the oracle the hand codecs are held to.
#[cfg(test)]
pub fn encode<T: Serialize>(message: &T) -> String {
    // Plain data with string keys: serde_json cannot fail on it.
    serde_json::to_string(message)
        .unwrap_or_default()
        .replace('<', "\\u003c")
}

/// A message from its text as serde reads it, or why it cannot be read
/// (the oracle the hand readers are held to).
#[cfg(test)]
pub fn decode<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("The worker's message cannot be read: {e}."))
}
