//! The worker's two slow answers, as the app asks them (record text in,
//! text out, bot built afresh each time): one `decide expert`, and one
//! `review` of a finished solo game. Prints p50/p95 (no criterion: each
//! figure is over distinct positions and games).
//!
//!   cargo bench --bench advice

use clever::bot::{self, advice::answer, Bot};
use clever::engine::{Decision, Game, Setup};
use std::hint::black_box;
use std::time::Instant;

/// A solo game by `bot`, rolling as the app does; the record at each decision.
fn solo(bot: &mut dyn Bot, seed: u64, at_decisions: &mut Vec<String>) -> Game {
    let mut game = Game::new(Setup::solo("Anna", seed)).unwrap();
    loop {
        match game.decision() {
            Decision::GameOver => return game,
            Decision::Roll { .. } => {
                let mut bag = game.next_roll_bag();
                game.roll_from(&mut bag).unwrap();
            }
            _ => {
                at_decisions.push(game.to_json());
                let a = bot.decide(game.state());
                game.apply(a).unwrap();
            }
        }
    }
}

fn report(what: &str, mut ms: Vec<f64>) {
    ms.sort_by(f64::total_cmp);
    let q = |f: f64| ms[((ms.len() - 1) as f64 * f).round() as usize];
    println!(
        "{what} over {}: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        ms.len(),
        q(0.5),
        q(0.95),
        ms[ms.len() - 1]
    );
}

fn time(command: &str, record: &str) -> f64 {
    let t = Instant::now();
    black_box(answer(command, black_box(record)).unwrap());
    t.elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let mut positions = Vec::new();
    let mut finished = Vec::new();
    for seed in 0..20 {
        let mut medium = bot::medium();
        finished.push(solo(&mut medium, 7_000 + seed, &mut positions).to_json());
    }
    let decide: Vec<f64> = positions
        .iter()
        .step_by(3)
        .map(|r| time("decide expert", r))
        .collect();
    report("decide expert (record in, move out)", decide);
    let review: Vec<f64> = finished.iter().map(|r| time("review", r)).collect();
    report("review of a finished solo game (medium's)", review);
}
