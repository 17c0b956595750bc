//! `clever`: the engine from the command line.
//!
//!   clever replay FILE|-            replay a game record, print the outcome as JSON
//!   clever hint FILE|-              the expert's best 3 actions after the record
//!   clever review FILE|-            a finished solo game against the expert on the same dice
//!   clever join FILE FILE…          the whole game from each seat's record of its own sheet
//!   clever lockstep                 a game step by step over JSON lines (for a cross-check)
//!   clever match --seats B1,B2,… --games N --seed S   bots in one game, seats rotating
//!   clever simulate --bot NAME --games N --seed S [--players P] [--records DIR]
//!   clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
//!                [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
//!                [--init FILE] [--players 2,3,4] [--half yes] [--policy expert] [--game twice]
//!   clever words DIR                writes the catalogue's languages as DIR/<code>.json
//!   clever words --sheet LANG       a language's reading sheet: every message filled, in context
//!   clever qr TEXT                  TEXT as a QR code drawn in text

mod command;
mod flags;
mod hint;
mod join;
mod lockstep;
mod play_match;
mod qr;
mod replay;
mod review;
mod sheet_of;
mod simulate;
mod statistics;
mod train;
mod words;

use command::{print_out, Failure};
use std::process::ExitCode;

const USAGE: &str = "usage:
  clever replay FILE           (FILE may be - for standard input; the record names its game)
  clever hint FILE             the expert's best 3 actions for whoever decides after the record
  clever review FILE           a finished solo game: the expert on the same dice, the costliest decisions
  clever sheet-of SEAT FILE    the record as seat SEAT's sheet alone (0-based), every other seat
                               played elsewhere: their turns become tables (only my sheet)
  clever join FILE FILE…       the whole game from one record per seat, each playing its own seat
                               and every other seat elsewhere (sheet-of's inverse), in any order
  clever match --seats B1,B2[,B3,B4] --games N --seed S
                               bots at one table, the list rotating one seat each game
  clever simulate --bot NAME --games N --seed S [--players P] [--records DIR] [--game G]
                               (--records: each game's record in DIR/game-0001.json, …;
                               --game clever (the default) or twice: Twice as Clever, bots
                               random, greedy, medium, expert, expert-net, net:FILE, search-T-S:FILE)
  clever lockstep              a game step by step over JSON lines: the decision, the legal
                               moves, the sheets and scores after each (scripts/crosscheck-twice.mjs)
  clever train --seed S --games N --out FILE [--hidden H] [--lr X] [--lr-end X]
               [--lambda L] [--eps E] [--eps-zero F] [--eval-every K] [--eval-games M]
               [--init FILE] [--players 2,3,4] [--half yes] [--policy expert] [--game twice]
  clever words DIR             writes each language as DIR/<code>.json (English for How to play only)
  clever words --sheet LANG    LANG's reading sheet (de, hu, ru, it, en), Markdown: every message,
                               its note for translators, the English, and the text filled
  clever qr TEXT               TEXT as a QR code (byte mode, level M), two characters a module,
                               dark as ██, with its quiet zone";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay::replay(&args[1..]),
        Some("hint") => hint::hint(&args[1..]),
        Some("review") => review::review(&args[1..]),
        Some("sheet-of") => sheet_of::sheet_of(&args[1..]),
        Some("join") => join::join(&args[1..]),
        Some("lockstep") => lockstep::lockstep(&args[1..]),
        Some("match") => play_match::play_match(&args[1..]),
        Some("simulate") => simulate::simulate(&args[1..]),
        Some("train") => train::train(&args[1..]),
        Some("words") => words::write_words(&args[1..]),
        Some("qr") => qr::print_qr(&args[1..]),
        Some("-h" | "--help" | "help") => {
            print_out(USAGE);
            Ok(())
        }
        Some(other) => Err(Failure::Usage(format!("unknown command {other:?}"))),
        None => Err(Failure::Usage("no command".into())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("clever: {message}\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Error(message)) => {
            eprintln!("clever: {message}");
            ExitCode::FAILURE
        }
    }
}
