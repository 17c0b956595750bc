//! Both games' random solo games per second, side by side: the two take
//! turns, so that a busy machine slows both alike and their ratio still
//! says something; each game's time is the time it ran on a core
//! (docs/performance.md). Played as `benches/engine.rs`
//! plays them.
//!
//! `cargo run --profile native --example speed -- GAMES ROUNDS [first|twice]`
use clever::bot::twice::{TwiceBot, TwiceRandom};
use clever::bot::{Bot, RandomBot};
use clever::engine::{Decision, DiceBag, NoLog, State, TwiceState, Variants};
use std::hint::black_box;
use std::time::Instant;

/// Seconds this process has run on a core (Linux: /proc/self/schedstat),
/// else since `start`: on a busy machine, the time waited for a core is
/// not the engine's.
fn seconds(start: Instant, ran_before: Option<u64>) -> f64 {
    match (ran_before, ran()) {
        (Some(a), Some(b)) => (b - a) as f64 / 1e9,
        _ => start.elapsed().as_secs_f64(),
    }
}

/// Nanoseconds run on a core so far, if the system says.
fn ran() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn first(games: u32, bag: &mut DiceBag, bot: &mut RandomBot) -> u64 {
    let mut sum = 0u64;
    for _ in 0..games {
        let mut state = State::new(1, 0, Variants::default()).unwrap();
        while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
            let action = bot.decide(&state);
            state.apply_with(action, &mut NoLog).unwrap();
        }
        sum += u64::from(state.score(0).total);
    }
    sum
}

fn twice(games: u32, bag: &mut DiceBag, bot: &mut TwiceRandom) -> u64 {
    let mut sum = 0u64;
    for _ in 0..games {
        let mut state = TwiceState::new(1, 0, Variants::default()).unwrap();
        while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
            let action = bot.decide(&state);
            state.apply_with(action, &mut NoLog).unwrap();
        }
        sum += state.score(0).total as u64;
    }
    sum
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300_000);
    let rounds: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let which = args.get(3).map(String::as_str).unwrap_or("both");
    let (mut b1, mut r1) = (DiceBag::new(1), RandomBot::new(1));
    let (mut b2, mut r2) = (DiceBag::new(1), TwiceRandom::new(1));
    let mut ratios = Vec::new();
    for _ in 0..rounds {
        let (mut f, mut t) = (0.0, 0.0);
        if which != "twice" {
            let (s, r) = (Instant::now(), ran());
            black_box(first(games, &mut b1, &mut r1));
            f = games as f64 / seconds(s, r);
        }
        if which != "first" {
            let (s, r) = (Instant::now(), ran());
            black_box(twice(games, &mut b2, &mut r2));
            t = games as f64 / seconds(s, r);
        }
        println!("first {f:>9.0}/s  sequel {t:>9.0}/s  ratio {:.3}", t / f);
        ratios.push(t / f);
    }
    ratios.sort_by(f64::total_cmp);
    println!("median ratio {:.3}", ratios[ratios.len() / 2]);
}
