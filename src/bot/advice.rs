//! Advice for the app: what a computer seat plays, hints, and the review of
//! a finished solo game. Every function is a pure function of the position
//! (each builds its bot afresh, and the bots are deterministic), so the
//! same record always gets the same answer, in a worker or natively.
//!
//! `answer` is the Web Worker's protocol: one command line and a record in,
//! plain text out, with every number already written (the app parses none).

use super::{expert, medium, Bot, GreedyBot, Hint};
use crate::engine::record::move_json;
use crate::engine::{Action, Decision, Game, Level};

/// The choice of the bot of `level` for whoever decides now (an active
/// choice or a passive pick); `None` at a roll or when the game is over.
pub fn decide(game: &Game, level: Level) -> Option<Action> {
    let state = game.state();
    if !needs_choice(game.decision()) {
        return None;
    }
    Some(match level {
        Level::Easy => GreedyBot::default().decide(state),
        Level::Medium => medium().decide(state),
        Level::Expert => expert().decide(state),
    })
}

/// The expert's best `n` actions for whoever decides now, best first
/// (empty at a roll or when the game is over).
pub fn hints(game: &Game, n: usize) -> Vec<Hint> {
    let mut all = ranking(game);
    all.truncate(n);
    all
}

/// Every legal action ranked by the expert, best first: one ranking, so the
/// values of two actions may be compared.
fn ranking(game: &Game) -> Vec<Hint> {
    if !needs_choice(game.decision()) {
        return Vec::new();
    }
    expert().hints(game.state())
}

fn needs_choice(decision: Decision) -> bool {
    !matches!(decision, Decision::Roll { .. } | Decision::GameOver)
}

/// A decision of the player's that cost the most, by the expert's values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Costly {
    /// The index in the record's moves of the player's move: the position
    /// was the game after `moves[..index]`.
    pub index: usize,
    pub yours: Action,
    /// The expert's choice there.
    pub best: Action,
    /// The expert's value of its choice minus its value of the player's
    /// (expected final points lost; always > 0).
    pub loss: f32,
}

/// A solo game looked back on.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The player's total.
    pub yours: u32,
    /// What the expert scores from the same setup and the same dice stream.
    pub expert: u32,
    /// The expert's game (its record).
    pub expert_game: Game,
    /// The five costliest decisions, the costliest first (ties: earlier
    /// first); decisions where the player chose as the expert are not listed.
    pub costly: Vec<Costly>,
}

/// How many costly decisions a review lists.
pub const COSTLY: usize = 5;

/// Review seat 0 of a solo game (meant for a finished one): its total, the
/// expert's from the same dice stream (roll k is drawn from
/// `roll_bag(seed, k)`, as the app draws live dice) and the player's
/// costliest decisions.
pub fn review(game: &Game) -> Review {
    let mut replay = Game::new(game.setup().clone()).expect("a game's setup is valid");
    let mut costly = Vec::new();
    for (index, &action) in game.moves().iter().enumerate() {
        if !matches!(action, Action::Roll(_)) {
            let ranked = ranking(&replay);
            let value_of = |a: Action| ranked.iter().find(|h| h.action == a).map(|h| h.value);
            if let (Some(best), Some(yours)) = (ranked.first(), value_of(action)) {
                let loss = best.value - yours;
                if loss > 0.0 {
                    costly.push(Costly {
                        index,
                        yours: action,
                        best: best.action,
                        loss,
                    });
                }
            }
        }
        replay
            .apply(action)
            .expect("a game's moves replay from its setup");
    }
    costly.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.index.cmp(&b.index)));
    costly.truncate(COSTLY);
    let expert_game = expert_plays(game);
    Review {
        yours: game.state().score(0).total.into(),
        expert: expert_game.state().score(0).total.into(),
        expert_game,
        costly,
    }
}

/// The expert's own game from `game`'s setup, its seat marked as the
/// expert's, rolling as the app rolls.
fn expert_plays(game: &Game) -> Game {
    let mut setup = game.setup().clone();
    setup.seats = vec![crate::engine::Seat::Computer(Level::Expert); setup.players.len()];
    let mut out = Game::new(setup).expect("a game's setup is valid");
    let mut bot = expert();
    loop {
        match out.decision() {
            Decision::GameOver => return out,
            Decision::Roll { .. } => {
                let mut bag = out.next_roll_bag();
                out.roll_from(&mut bag).expect("a roll is due");
            }
            _ => {
                let action = bot.decide(out.state());
                out.apply(action).expect("the expert plays by the rules");
            }
        }
    }
}

/// A value as the app shows it: rounded to whole points ("214").
pub fn format_value(value: f32) -> String {
    format!("{:.0}", value.round())
}

/// A gain with its sign and one decimal ("+14.2", "-0.5", "+0.0").
pub fn format_gain(gain: f32) -> String {
    format!("{:+.1}", no_negative_zero(gain))
}

/// A loss with one decimal ("8.3").
pub fn format_loss(loss: f32) -> String {
    format!("{:.1}", no_negative_zero(loss))
}

/// Rounded to one decimal, with -0.0 made 0.0 (so no "-0.0" is shown).
fn no_negative_zero(x: f32) -> f32 {
    let tenth = (x * 10.0).round() / 10.0;
    if tenth == 0.0 {
        0.0
    } else {
        tenth
    }
}

/// How many hints `answer` gives.
pub const HINTS: usize = 3;

/// The worker's protocol. `command` is the request's first line, `record`
/// the game's record. Replies:
/// - `decide easy|medium|expert`: the move, as the record writes one;
/// - `hints`: up to 3 lines `<move>\t<value>\t<gain>` ("214", "+14.2");
/// - `review`: `<yours>\t<expert>`, then up to 5 lines
///   `<index>\t<loss>\t<your move>\t<best move>` (loss "8.3").
///
/// Errors are sentences for the player.
pub fn answer(command: &str, record: &str) -> Result<String, String> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let read = || Game::from_json(record).map_err(|e| format!("The game cannot be read: {e}."));
    let no_decision = |game: &Game| match game.decision() {
        Decision::GameOver => "There is no decision to make: the game is over.".to_string(),
        _ => "There is no decision to make: the dice are to be rolled.".to_string(),
    };
    match words.as_slice() {
        ["decide", level] => {
            let level = Level::from_name(level).ok_or_else(|| {
                format!("There is no level \"{level}\"; the levels are easy, medium and expert.")
            })?;
            let game = read()?;
            decide(&game, level)
                .map(move_json)
                .ok_or_else(|| no_decision(&game))
        }
        ["hints"] => {
            let game = read()?;
            let hints = hints(&game, HINTS);
            if hints.is_empty() {
                return Err(no_decision(&game));
            }
            let lines: Vec<String> = hints
                .iter()
                .map(|h| {
                    format!(
                        "{}\t{}\t{}",
                        move_json(h.action),
                        format_value(h.value),
                        format_gain(h.gain)
                    )
                })
                .collect();
            Ok(lines.join("\n"))
        }
        ["review"] => {
            let game = read()?;
            let players = game.state().players();
            if players != 1 {
                return Err(format!(
                    "Only a solo game can be reviewed; this game has {players} players."
                ));
            }
            if !game.state().is_over() {
                return Err("Only a finished game can be reviewed; this one is still going.".into());
            }
            let review = review(&game);
            let mut out = format!("{}\t{}", review.yours, review.expert);
            for c in &review.costly {
                out.push_str(&format!(
                    "\n{}\t{}\t{}\t{}",
                    c.index,
                    format_loss(c.loss),
                    move_json(c.yours),
                    move_json(c.best)
                ));
            }
            Ok(out)
        }
        _ => Err(format!(
            "There is no command \"{}\"; the commands are decide easy|medium|expert, hints and review.",
            command.trim()
        )),
    }
}
