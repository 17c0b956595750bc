//! `clever lockstep`: a game played one step at a time over JSON lines, for
//! another implementation to be compared with step by step
//! (scripts/crosscheck-twice.mjs). Each line in is one command, each line
//! out its answer:
//!
//!   {"new":{"game":"twice","players":1,"seed":7}}   a new game
//!   {"roll":[["white",3],…]}                       the dice, in their row
//!   {"move":<a move as the record writes it>}       a decision
//!   {"bot":"greedy"}                                the bot's choice now (not applied)
//!   {"record":null}                                 the game's record (its text)
//!
//! After `new`, `roll` and `move`: `{"ok":…,"error":…,"decision":…,"legal":[…],
//! "dice":[[die,value,place],…],"sheets":[…],"scores":[…]}` (the sequel's sheets and scores as the engine
//! keeps them; the first game's are not written).

use crate::command::{print_out, Failure};
use clever::bot::twice::twice_bot;
use clever::engine::record::move_json;
use clever::engine::{read_move_in, Action, Edition, Game, Roll, Setup};
use clever::words::errors::refusal;
use serde_json::{json, Value};
use std::io::BufRead;

pub fn lockstep(args: &[String]) -> Result<(), Failure> {
    if let Some(extra) = args.first() {
        return Err(Failure::Usage(format!("unexpected argument {extra:?}")));
    }
    let mut game: Option<Game> = None;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("cannot read standard input: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let answer =
            answer(&mut game, &line).unwrap_or_else(|e| json!({ "ok": false, "error": e }));
        print_out(&answer.to_string());
    }
    Ok(())
}

/// The answer to one command line.
fn answer(game: &mut Option<Game>, line: &str) -> Result<Value, String> {
    let command: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let (name, arg) = command
        .as_object()
        .and_then(|o| o.iter().next())
        .ok_or("a command is an object of one member")?;
    if name == "new" {
        let edition = arg["game"]
            .as_str()
            .map_or(Some(Edition::Twice), Edition::from_name)
            .ok_or("unknown game")?;
        let players = arg["players"].as_u64().unwrap_or(1) as usize;
        let names: Vec<&str> = ["A", "B", "C", "D"].into_iter().take(players).collect();
        let setup = Setup::named(&names, arg["seed"].as_u64().unwrap_or(0)).of_game(edition);
        *game = Some(Game::new(setup).map_err(|e| e.to_string())?);
        return Ok(view(game.as_ref().ok_or("no game")?, None));
    }
    let game = game.as_mut().ok_or("no game: send {\"new\":…} first")?;
    let applied = match name.as_str() {
        "roll" => {
            let dice: Vec<(clever::engine::Die, u8)> =
                serde_json::from_value(arg.clone()).map_err(|e| e.to_string())?;
            let roll = Roll::new(&dice).map_err(|e| e.to_string())?;
            game.apply(Action::Roll(roll))
        }
        "move" => {
            let action =
                read_move_in(game.edition(), &arg.to_string()).map_err(|e| e.to_string())?;
            game.apply(action)
        }
        "bot" => {
            let state = game.twice().ok_or("the bots here play the sequel")?;
            let mut bot = twice_bot(arg.as_str().unwrap_or("greedy"), 0).ok_or("unknown bot")?;
            let action = bot.decide(state);
            return Ok(json!({ "move": serde_json::from_str::<Value>(&move_json(action)).ok() }));
        }
        // The record's text as the engine writes it.
        "record" => return Ok(json!({ "record": game.to_json() })),
        other => return Err(format!("unknown command {other:?}")),
    };
    Ok(view(game, applied.err().map(|e| refusal(&e))))
}

/// The game as the other implementation compares it.
fn view(game: &Game, error: Option<String>) -> Value {
    let legal: Vec<Value> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| serde_json::from_str(&move_json(a)).ok())
        .collect();
    let (sheets, scores): (Vec<Value>, Vec<Value>) = match game.twice() {
        Some(s) => (0..s.players())
            .map(|p| (json!(s.sheet(p)), json!(s.score(p))))
            .unzip(),
        None => (Vec::new(), Vec::new()),
    };
    let dice: Vec<Value> = game
        .edition()
        .dice()
        .into_iter()
        .map(|d| json!([d, game.value(d), game.place(d)]))
        .collect();
    json!({
        "ok": error.is_none(),
        "dice": dice,
        "error": error,
        "decision": game.decision(),
        "legal": legal,
        "sheets": sheets,
        "scores": scores,
        "round": game.round(),
    })
}
