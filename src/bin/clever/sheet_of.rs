//! `clever sheet-of SEAT FILE`: the record as one seat's sheet alone.

use crate::command::{print_json, read_game, Failure};

pub fn sheet_of(args: &[String]) -> Result<(), Failure> {
    let Some((seat, rest)) = args.split_first() else {
        return Err(Failure::Usage("sheet-of needs a SEAT and a FILE".into()));
    };
    let seat: u8 = seat
        .parse()
        .map_err(|_| Failure::Usage(format!("the seat must be a number from 0, not {seat:?}")))?;
    let game = read_game("sheet-of", rest)?;
    let mine = game
        .only_sheet_of(seat)
        .ok_or_else(|| format!("seat {seat} has no sheet of its own in this record"))?;
    print_json(&mine.to_json())
}
