//! `clever join FILE FILE…`: the whole game from one record per seat.

use crate::command::{print_json, read_text, Failure};
use clever::engine::Game;
use clever::words::errors::{join_error, record_error};

/// The whole game from the seats' records, printed as `sheet-of` prints
/// one. A record that ends early leaves the whole game waiting for its seat.
pub fn join(args: &[String]) -> Result<(), Failure> {
    if args.is_empty() {
        return Err(Failure::Usage("join needs a FILE per seat".into()));
    }
    if let Some(option) = args.iter().find(|a| a.starts_with('-') && *a != "-") {
        return Err(Failure::Usage(format!("unknown option {option}")));
    }
    let mut seats = Vec::with_capacity(args.len());
    for path in args {
        let text = read_text(path)?;
        seats.push(Game::from_json(&text).map_err(|e| format!("{path}: {}", record_error(&e)))?);
    }
    let whole = Game::join(&seats).map_err(|e| join_error(&e))?;
    if let Some(seat) = whole.decision().player() {
        eprintln!(
            "clever: the game is not over: it waits for player {} ({}), whose record ends there",
            seat + 1,
            whole.setup().players[seat as usize]
        );
    }
    print_json(&whole.to_json())
}
