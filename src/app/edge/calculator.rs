//! The app's typed questions to the worker (`crate::worker::protocol`):
//! each is encoded at this edge, sent through `worker_channel::ask`, and its
//! reply decoded; a reply of the wrong kind is an error like any other.

use crate::app::edge::worker_channel;
use crate::app::state::advice::NoAnswer;
use crate::app::state::phrases;
use crate::app::state::session::HintShown;
use crate::engine::{Action, Game, Level};
use crate::words::{words, Tenths};
use crate::worker::protocol::{Reply, Request, RoundedReview, Statistics};

/// Ask the worker; `reply` gets its typed answer, or why there is none.
pub fn ask(request: Request, reply: impl FnOnce(Result<Reply, NoAnswer>) + 'static) -> u32 {
    ask_once(request, Box::new(reply))
}

/// `ask`, compiled once for every kind of question (the link's code is not
/// copied for each: it weighs on the app's first load).
fn ask_once(request: Request, reply: Box<dyn FnOnce(Result<Reply, NoAnswer>)>) -> u32 {
    worker_channel::ask(request.kind(), &request.to_json(), move |answer| {
        reply(answer.and_then(|text| {
            Reply::from_json(&text).map_err(|e| {
                let why = format!(
                    "The worker's message cannot be read (line {}, column {}).",
                    e.line, e.column
                );
                web_sys::console::warn_1(&why.into());
                NoAnswer::Refused
            })
        }))
    })
}

/// A reply of the wrong kind: said to the console, refused to the player.
fn another<T>() -> Result<T, NoAnswer> {
    web_sys::console::warn_1(&"The worker answered another question.".into());
    Err(NoAnswer::Refused)
}

/// The move of a computer seat of `level` in the game `record`.
pub fn decide(
    level: Level,
    record: String,
    reply: impl FnOnce(Result<Action, NoAnswer>) + 'static,
) -> u32 {
    ask(Request::Decide { level, record }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Move { action } => Ok(action.0),
            _ => another(),
        }))
    })
}

/// The expert's hints for whoever decides in `game`, in the player's words.
pub fn hints(game: Game, reply: impl FnOnce(Result<Vec<HintShown>, NoAnswer>) + 'static) -> u32 {
    let record = game.to_json();
    ask(Request::Hints { record }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Hints { hints } => {
                let w = words();
                let actions: Vec<_> = hints.iter().map(|h| h.action.0).collect();
                Ok(hints
                    .iter()
                    .zip(phrases::actions_words(&game, &actions))
                    .map(|(h, words)| HintShown {
                        action: h.action.0,
                        value: w.whole(h.value.into()),
                        gain: signed(h.gain),
                        words,
                    })
                    .collect())
            }
            _ => another(),
        }))
    })
}

/// A hint's gain in tenths, with its sign: "+14.2", "-0.5".
fn signed(gain: i32) -> String {
    let w = words();
    let size = Tenths(gain.unsigned_abs().into());
    if gain < 0 {
        w.review_loss(size)
    } else {
        w.review_gain(size)
    }
}

/// The expert's review of a finished solo game.
pub fn review(game: &Game, reply: impl FnOnce(Result<RoundedReview, NoAnswer>) + 'static) -> u32 {
    let record = game.to_json();
    ask(Request::Review { record }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Review(review) => Ok(review),
            _ => another(),
        }))
    })
}

/// The statistics of the archive's games that `filter` picks.
pub fn statistics(
    archive: String,
    filter: crate::worker::protocol::Filter,
    reply: impl FnOnce(Result<Statistics, NoAnswer>) + 'static,
) -> u32 {
    ask(Request::Statistics { archive, filter }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Statistics(stats) => Ok(stats),
            _ => another(),
        }))
    })
}

/// The QR code of `text`: its modules a side and the SVG path of its dark
/// modules (`crate::qr::Qr::svg_path`), drawn by the worker so that the
/// encoder stays out of the app's first load. A text too long for any QR
/// code (over 2331 bytes) is refused like any question the worker cannot
/// answer.
pub fn qr(text: String, reply: impl FnOnce(Result<(u32, String), NoAnswer>) + 'static) -> u32 {
    ask(Request::Qr { text }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Qr { size, path } => Ok((size, path)),
            _ => another(),
        }))
    })
}

/// The game of an archive `line`, its moves replayed by the worker (the
/// moves' reader stays out of the app's first load). A line whose moves do
/// not replay is refused like any question the worker cannot answer; so is
/// a record the app cannot read back.
pub fn replay(line: String, reply: impl FnOnce(Result<Game, NoAnswer>) + 'static) -> u32 {
    ask(Request::Replay { line }, move |answer| {
        reply(answer.and_then(|r| match r {
            Reply::Record { record } => Game::from_json(&record).map_err(|_| {
                web_sys::console::warn_1(&"The replayed game cannot be read.".into());
                NoAnswer::Refused
            }),
            _ => another(),
        }))
    })
}
