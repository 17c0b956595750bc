//! `clever replay FILE`: the outcome of a record, as JSON.

use crate::command::{print_out, read_game, Failure};

pub fn replay(args: &[String]) -> Result<(), Failure> {
    let game = read_game("replay", args)?;
    let json = serde_json::to_string_pretty(&game.summary()).map_err(|e| e.to_string())?;
    print_out(&json);
    Ok(())
}
