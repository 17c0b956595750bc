//! What every command shares: why it stops, reading a record, printing.

use clever::engine::Game;
use clever::words::errors::record_error;
use std::io::Read;

/// Why the command stops.
pub enum Failure {
    /// The command line is wrong: the message, then the usage; exit code 2.
    Usage(String),
    /// The work failed (an unreadable file, a record the rules refuse): exit code 1.
    Error(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Error(message)
    }
}

/// The game of the record named by the command's only argument (`-`:
/// standard input).
pub fn read_game(command: &str, args: &[String]) -> Result<Game, Failure> {
    let path = match args {
        [path] if path == "-" || !path.starts_with('-') => path,
        [] => {
            return Err(Failure::Usage(format!(
                "{command} needs a FILE (or - for standard input)"
            )))
        }
        [one] => return Err(Failure::Usage(format!("unknown option {one}"))),
        [_, extra, ..] => return Err(Failure::Usage(format!("unexpected argument {extra:?}"))),
    };
    let text = read_text(path)?;
    Ok(Game::from_json(&text).map_err(|e| record_error(&e))?)
}

/// The text of file `path` (`-`: standard input).
pub fn read_text(path: &str) -> Result<String, Failure> {
    Ok(if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
    })
}

/// Compact JSON (moves as the record writes them, values as f32 print
/// shortest), printed pretty.
pub fn print_json(compact: &str) -> Result<(), Failure> {
    let value: serde_json::Value = serde_json::from_str(compact).map_err(|e| e.to_string())?;
    print_out(&serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
    Ok(())
}

/// Print to stdout; a closed pipe (`| head`) is not an error worth a panic.
pub fn print_out(text: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stdout(), "{text}");
}
