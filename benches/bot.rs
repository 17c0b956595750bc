//! One expert decision (target: ≤ 2 ms at p95 natively).
//!
//! Positions come from expert self-play (seeded). Before criterion runs, each
//! position's decision is timed once more to print p50/p95/max over them;
//! criterion then measures the mean over all positions, and the slowest one.

use clever::bot::{self, Bot};
use clever::engine::{Decision, DiceBag, NoLog, State, Variants};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Instant;

fn positions(players: u8, games: u64, seed: u64) -> Vec<State> {
    let mut bot = bot::expert();
    let mut bag = DiceBag::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut s = State::new(players, 0, Variants::default()).unwrap();
        while s.play_until_decision(&mut bag, &mut NoLog) != Decision::GameOver {
            out.push(s);
            let a = bot.decide(&s);
            s.apply_with(a, &mut NoLog).unwrap();
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut all = positions(1, 60, 9_000_001);
    all.extend(positions(3, 10, 9_000_002));
    let mut bot = bot::expert();
    let mut times: Vec<(f64, usize)> = all
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let t = Instant::now();
            for _ in 0..5 {
                black_box(bot.decide(black_box(s)));
            }
            (t.elapsed().as_secs_f64() * 1e6 / 5.0, i)
        })
        .collect();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let q = |f: f64| times[((times.len() - 1) as f64 * f) as usize].0;
    println!(
        "expert decision over {} positions: p50 {:.1} µs, p95 {:.1} µs, p99 {:.1} µs, max {:.1} µs",
        times.len(),
        q(0.5),
        q(0.95),
        q(0.99),
        times.last().unwrap().0
    );
    let worst = all[times.last().unwrap().1];
    let mut k = 0;
    c.bench_function("expert_decision_mean", |b| {
        b.iter(|| {
            k = (k + 1) % all.len();
            black_box(bot.decide(black_box(&all[k])))
        })
    });
    c.bench_function("expert_decision_slowest", |b| {
        b.iter(|| black_box(bot.decide(black_box(&worst))))
    });
    c.bench_function("expert_hints", |b| {
        b.iter(|| {
            k = (k + 1) % all.len();
            black_box(bot.hints(black_box(&all[k])))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
