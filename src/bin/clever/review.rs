//! `clever review FILE`: a finished solo game against the expert on the same dice.

use crate::command::{print_json, read_game, Failure};
use clever::bot::advice;
use clever::engine::record::move_json;

pub fn review(args: &[String]) -> Result<(), Failure> {
    let game = read_game("review", args)?;
    advice::reviewable(&game)?;
    let r = advice::review(&game);
    let costly: Vec<String> = r
        .costly
        .iter()
        .map(|c| {
            format!(
                "{{\"index\":{},\"loss\":{},\"yours\":{},\"best\":{}}}",
                c.index,
                c.loss,
                move_json(c.yours),
                move_json(c.best)
            )
        })
        .collect();
    print_json(&format!(
        "{{\"yours\":{},\"expert\":{},\"costly\":[{}],\"expert_record\":{}}}",
        r.yours,
        r.expert,
        costly.join(","),
        r.expert_game.to_json()
    ))
}
