//! `clever hint FILE`: the expert's best actions after the record.

use crate::command::{print_json, read_game, Failure};
use clever::bot::advice;
use clever::engine::record::move_json;

pub fn hint(args: &[String]) -> Result<(), Failure> {
    let game = read_game("hint", args)?;
    let hints = advice::hints(&game, advice::HINTS);
    let Some(player) = game.decision().player().filter(|_| !hints.is_empty()) else {
        return Err(advice::no_decision(&game).into());
    };
    let hints: Vec<String> = hints
        .iter()
        .map(|h| {
            format!(
                "{{\"move\":{},\"value\":{},\"gain\":{}}}",
                move_json(h.action),
                h.value,
                h.gain
            )
        })
        .collect();
    print_json(&format!(
        "{{\"player\":{player},\"hints\":[{}]}}",
        hints.join(",")
    ))
}
