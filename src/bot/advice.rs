//! Advice for the app: what a computer seat plays, hints, and the review of
//! a finished solo game. Every function is a pure function of the position
//! (each builds its bot afresh, and the bots are deterministic), so the
//! same record always gets the same answer, in a worker or natively.
//!
//! `answer` is the Web Worker's protocol: one command line and a record in,
//! plain text out, with every number already written (the app parses none).

#[cfg(feature = "twice")]
use super::twice::TwiceBot;
pub use super::Costly;
use super::{expert, medium, Bot, GreedyBot, Hint};
use crate::engine::record::move_json;
use crate::engine::{Action, Decision, Game, Level};

/// The choice of the bot of `level` for whoever decides now (an active
/// choice or a passive pick); `None` at a roll or when the game is over.
pub fn decide(game: &Game, level: Level) -> Option<Action> {
    if !needs_choice(game.decision()) {
        return None;
    }
    #[cfg(feature = "twice")]
    if let Some(state) = game.twice() {
        return Some(super::twice::at_level(level).decide(state));
    }
    if !game.edition().is_clever() {
        return None;
    }
    let state = game.state();
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
    #[cfg(feature = "twice")]
    if let Some(state) = game.twice() {
        return super::twice::expert().hints(state);
    }
    if !game.edition().is_clever() {
        return Vec::new();
    }
    expert().hints(game.state())
}

/// Seat 0's total (either game's).
fn total(game: &Game) -> i32 {
    #[cfg(feature = "twice")]
    if let Some(state) = game.twice() {
        return state.score(0).total.into();
    }
    game.state().score(0).total.into()
}

fn needs_choice(decision: Decision) -> bool {
    !matches!(
        decision,
        Decision::Roll { .. } | Decision::DiceLayout { .. } | Decision::GameOver
    )
}

/// A solo game looked back on.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The player's total (the sequel's may be below 0).
    pub yours: i32,
    /// What the expert scores from the same setup and the same dice stream.
    pub expert: i32,
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
        yours: total(game),
        expert: total(&expert_game),
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
    #[cfg(feature = "twice")]
    let mut sequel = super::twice::expert();
    loop {
        match out.decision() {
            Decision::GameOver => return out,
            Decision::Roll { .. } => {
                let mut bag = out.next_roll_bag();
                out.roll_from(&mut bag).expect("a roll is due");
            }
            _ => {
                #[cfg(feature = "twice")]
                if let Some(state) = out.twice() {
                    let action = sequel.decide(state);
                    out.apply(action).expect("the expert plays by the rules");
                    continue;
                }
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

/// Why there is nothing to decide (at a roll, or when the game is over).
pub fn no_decision(game: &Game) -> String {
    match game.decision() {
        Decision::GameOver => "There is no decision to make: the game is over.".into(),
        Decision::DiceLayout { .. } => {
            "There is no decision to make: the dice of a seat played elsewhere are to be entered."
                .into()
        }
        _ => "There is no decision to make: the dice are to be rolled.".into(),
    }
}

/// A review is for a finished solo game; else why not.
pub fn reviewable(game: &Game) -> Result<(), String> {
    let players = game.setup().players.len();
    if players != 1 {
        return Err(format!(
            "Only a solo game can be reviewed; this game has {players} players."
        ));
    }
    if !game.is_over() {
        return Err("Only a finished game can be reviewed; this one is still going.".into());
    }
    Ok(())
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
            reviewable(&game)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{roll_bag, Seat, Setup, State};

    /// A game played to its end by `bot`, rolling as the app rolls.
    fn played(setup: Setup, bot: &mut dyn Bot, until: impl Fn(&Game) -> bool) -> Game {
        let mut game = Game::new(setup).unwrap();
        while !until(&game) && !game.state().is_over() {
            let mut bag = game.next_roll_bag();
            if game.roll_from(&mut bag).is_err() {
                let a = bot.decide(game.state());
                game.apply(a).unwrap();
            }
        }
        game
    }

    fn greedy_solo(seed: u64) -> Game {
        played(Setup::solo("Anna", seed), &mut GreedyBot::default(), |_| {
            false
        })
    }

    /// A 3-player game at a passive player's pick.
    fn at_a_pick() -> Game {
        let setup = Setup::named(&["A", "B", "C"], 11);
        played(setup, &mut medium(), |g| {
            matches!(g.decision(), Decision::Passive { .. })
        })
    }

    #[test]
    fn each_level_decides_as_its_bot_for_whoever_decides() {
        let solo = played(Setup::solo("A", 3), &mut GreedyBot::default(), |g| {
            g.moves().len() > 9 && needs_choice(g.decision())
        });
        for game in [solo, at_a_pick()] {
            let state: &State = game.state();
            assert!(game.decision().player().is_some());
            let by = |level| decide(&game, level).unwrap();
            assert_eq!(by(Level::Easy), GreedyBot::default().decide(state));
            assert_eq!(by(Level::Medium), medium().decide(state));
            assert_eq!(by(Level::Expert), expert().decide(state));
            for level in Level::ALL {
                assert!(state.check(&by(level)).is_ok());
            }
        }
        let start = Game::new(Setup::solo("A", 3)).unwrap();
        assert_eq!(decide(&start, Level::Expert), None);
        assert_eq!(decide(&greedy_solo(3), Level::Easy), None);
    }

    #[test]
    fn hints_are_the_experts_best_first_with_their_gain() {
        let game = at_a_pick();
        let player = game.decision().player().unwrap();
        let now = game.state().score(player).total as f32;
        let all = hints(&game, 100);
        assert_eq!(all.len(), game.legal_actions().len());
        let three = hints(&game, 3);
        assert_eq!(three, all[..3.min(all.len())]);
        assert_eq!(three[0].action, decide(&game, Level::Expert).unwrap());
        for w in all.windows(2) {
            assert!(w[0].value >= w[1].value);
        }
        for h in &all {
            assert_eq!(h.gain, h.value - now);
        }
        assert!(hints(&Game::new(Setup::solo("A", 1)).unwrap(), 3).is_empty());
    }

    #[test]
    fn a_review_compares_with_the_expert_on_the_same_dice() {
        let game = greedy_solo(5);
        let r = review(&game);
        assert_eq!(r.yours, i32::from(game.state().score(0).total));
        let expert_game = &r.expert_game;
        assert!(expert_game.state().is_over());
        assert_eq!(r.expert, i32::from(expert_game.state().score(0).total));
        assert!(
            r.expert > r.yours,
            "greedy {} vs expert {}",
            r.yours,
            r.expert
        );
        assert_eq!(expert_game.setup().seat(0), Seat::Computer(Level::Expert));
        // Roll k of the expert's game came from roll_bag(seed, k).
        let rolls = expert_game.moves().iter().filter_map(|a| match a {
            Action::Roll(r) => Some(r),
            _ => None,
        });
        for (k, roll) in rolls.enumerate() {
            let again = roll_bag(game.setup().seed, k as u64).roll(roll.set());
            assert_eq!(&again, roll, "roll {k}");
        }
        // Five costliest, each a decision of the player's, by one ranking.
        assert_eq!(r.costly.len(), COSTLY);
        for w in r.costly.windows(2) {
            assert!(w[0].loss > w[1].loss || (w[0].loss == w[1].loss && w[0].index < w[1].index));
        }
        for c in &r.costly {
            assert_eq!(game.moves()[c.index], c.yours);
            assert!(c.loss > 0.0 && c.yours != c.best);
            let mut before = Game::new(game.setup().clone()).unwrap();
            for &a in &game.moves()[..c.index] {
                before.apply(a).unwrap();
            }
            let ranked = hints(&before, 1000);
            assert_eq!(ranked[0].action, c.best);
            let yours = ranked.iter().find(|h| h.action == c.yours).unwrap();
            assert_eq!(c.loss, ranked[0].value - yours.value);
        }
    }

    #[test]
    fn the_experts_own_game_costs_nothing() {
        let r = review(&greedy_solo(8));
        let again = review(&r.expert_game);
        assert_eq!(again.costly, vec![]);
        assert_eq!((again.yours, again.expert), (r.expert, r.expert));
        assert_eq!(again.expert_game.moves(), r.expert_game.moves());
    }

    #[test]
    fn the_worker_answers_as_the_typed_functions_say() {
        let game = at_a_pick();
        let json = game.to_json();
        for level in Level::ALL {
            assert_eq!(
                answer(&format!("decide {level}"), &json),
                Ok(move_json(decide(&game, level).unwrap()))
            );
        }
        let lines: Vec<String> = hints(&game, 3)
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
        assert_eq!(answer("hints\n", &json), Ok(lines.join("\n")));

        let solo = greedy_solo(5);
        let r = review(&solo);
        let reply = answer("review", &solo.to_json()).unwrap();
        let mut lines = reply.lines();
        assert_eq!(
            lines.next(),
            Some(format!("{}\t{}", r.yours, r.expert).as_str())
        );
        for (c, line) in r.costly.iter().zip(lines.by_ref()) {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields[0], c.index.to_string());
            assert_eq!(fields[1], format_loss(c.loss));
            assert_eq!(fields[2], move_json(c.yours));
            assert_eq!(fields[3], move_json(c.best));
        }
        assert_eq!(lines.next(), None);
        assert_eq!(reply.lines().count(), 1 + r.costly.len());
    }

    #[test]
    fn the_worker_says_what_is_wrong() {
        let err = |command: &str, record: &str| answer(command, record).unwrap_err();
        let fresh = Game::new(Setup::solo("A", 1)).unwrap().to_json();
        let over = greedy_solo(2).to_json();
        let pick = at_a_pick().to_json();
        assert!(err("hints", "{").starts_with("The game cannot be read: This is not a readable"));
        assert_eq!(
            err("decide expert", &fresh),
            "There is no decision to make: the dice are to be rolled."
        );
        assert_eq!(
            err("hints", &over),
            "There is no decision to make: the game is over."
        );
        assert_eq!(
            err("review", &pick),
            "Only a solo game can be reviewed; this game has 3 players."
        );
        assert_eq!(
            err("review", &fresh),
            "Only a finished game can be reviewed; this one is still going."
        );
        assert_eq!(
            err("decide genius", &pick),
            "There is no level \"genius\"; the levels are easy, medium and expert."
        );
        assert!(err("undo", &pick).starts_with("There is no command \"undo\""));
    }

    #[test]
    fn numbers_are_written_for_the_player() {
        assert_eq!(format_value(214.31), "214");
        assert_eq!(format_value(214.5), "215");
        assert_eq!(format_gain(14.24), "+14.2");
        assert_eq!(format_gain(-0.5), "-0.5");
        assert_eq!(format_gain(-0.04), "+0.0");
        assert_eq!(format_gain(0.0), "+0.0");
        assert_eq!(format_loss(8.26), "8.3");
    }
}
