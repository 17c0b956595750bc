//! `clever replay FILE`: the outcome of a record, as JSON (either game:
//! the record names it).

use crate::command::{print_out, read_game, Failure};

pub fn replay(args: &[String]) -> Result<(), Failure> {
    let game = read_game("replay", args)?;
    // The record says which game it is.
    let json = match game.twice_summary() {
        Some(summary) => serde_json::to_string_pretty(&summary),
        None => serde_json::to_string_pretty(&game.summary()),
    }
    .map_err(|e| e.to_string())?;
    print_out(&json);
    Ok(())
}
