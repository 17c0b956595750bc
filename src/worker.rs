//! What the lazily loaded worker (`clever-bot`) answers: the computer
//! players, hints, the expert's review, the statistics of the archive, QR
//! codes and the replay of an archived game.
//! Kept out of the app's first load; plain Rust, so it is tested natively.
//!
//! A request is `<id>\n<kind>\n<protocol::Request as JSON>`; the reply is
//! `<id>\nok\n<protocol::Reply as JSON>` or `<id>\nerror\n<sentence>`, so
//! the app can match replies to requests and drop the ones it no longer
//! waits for.

pub mod protocol;

use crate::bot::advice;
use crate::engine::archive::read_summary;
use crate::engine::Game;
use crate::words::errors::{archive_error, json_error, record_error};
use protocol::{Move, Reply, Request, ReviewTotal, RoundedCostly, RoundedHint, RoundedReview};

/// The reply to one request.
pub fn answer(request: &str) -> String {
    let (id, rest) = request.split_once('\n').unwrap_or((request, ""));
    let (_kind, body) = rest.split_once('\n').unwrap_or((rest, ""));
    let request = Request::from_json(body)
        .map_err(|e| format!("The worker's message cannot be read: {}.", json_error(&e)));
    match request.and_then(dispatch) {
        Ok(reply) => format!("{id}\nok\n{}", reply.to_json()),
        Err(why) => format!("{id}\nerror\n{why}"),
    }
}

fn dispatch(request: Request) -> Result<Reply, String> {
    match request {
        Request::Decide { level, record } => {
            let game = read(&record)?;
            advice::decide(&game, level)
                .map(|action| Reply::Move {
                    action: Move(action),
                })
                .ok_or_else(|| advice::no_decision(&game))
        }
        Request::Hints { record } => {
            let game = read(&record)?;
            let hints = advice::hints(&game, advice::HINTS);
            if hints.is_empty() {
                return Err(advice::no_decision(&game));
            }
            Ok(Reply::Hints {
                hints: hints
                    .iter()
                    .map(|h| RoundedHint::new(h.action, h.value, h.gain))
                    .collect(),
            })
        }
        Request::Review { record } => {
            let game = read(&record)?;
            advice::reviewable(&game)?;
            let review = advice::review(&game);
            Ok(Reply::Review(RoundedReview {
                yours: review_total(review.yours),
                expert: review_total(review.expert),
                costly: review
                    .costly
                    .iter()
                    .map(|c| RoundedCostly {
                        index: c.index,
                        yours: Move(c.yours),
                        best: Move(c.best),
                        loss: protocol::tenths(c.loss),
                    })
                    .collect(),
            }))
        }
        Request::Statistics { archive, filter } => Ok(Reply::Statistics(crate::stats::statistics(
            &archive, &filter,
        ))),
        Request::Qr { text } => {
            let qr = crate::qr::Qr::encode(&text).ok_or_else(|| {
                format!("The text is too long for a QR code: {} bytes.", text.len())
            })?;
            Ok(Reply::Qr {
                size: qr.size as u32,
                path: qr.svg_path(),
            })
        }
        Request::Replay { line } => {
            let replayed = read_summary(&line).and_then(|entry| entry.replay());
            match replayed {
                Ok(Some(game)) => Ok(Reply::Record {
                    record: game.to_json(),
                }),
                Ok(None) => Err("The archived game's moves are not kept.".into()),
                Err(e) => Err(format!(
                    "The archived game cannot be replayed. {}",
                    archive_error(&e)
                )),
            }
        }
    }
}

/// A total as the review sends it: the sequel's as it is, below 0 too; in
/// the first game's own build, where no total is below 0, unsigned.
#[cfg(feature = "twice")]
fn review_total(total: i32) -> ReviewTotal {
    total
}

#[cfg(not(feature = "twice"))]
fn review_total(total: i32) -> ReviewTotal {
    total.max(0).unsigned_abs()
}

fn read(record: &str) -> Result<Game, String> {
    Game::from_json(record).map_err(|e| format!("The game cannot be read: {}.", record_error(&e)))
}

#[cfg(test)]
mod tests;
