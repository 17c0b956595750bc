//! Random solo games per second on one core (target: 300 000 or more).

use clever::engine::{ActionList, Decision, DiceBag, NoLog, State, Variants};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// One solo game, every decision uniformly random among the legal actions.
fn random_solo_game(bag: &mut DiceBag, legal: &mut ActionList) -> u16 {
    let mut state = State::new(1, 0, Variants::default()).expect("solo setup");
    while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
        state.legal_actions_to(legal);
        let action = legal
            .get(bag.below(legal.len() as u32) as usize)
            .expect("a decision with no legal action");
        state
            .apply_with(action, &mut NoLog)
            .expect("a listed action is legal");
    }
    state.score(0).total
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    let mut bag = DiceBag::new(2026);
    let mut legal = ActionList::new();
    group.bench_function("random solo game", |b| {
        b.iter(|| black_box(random_solo_game(&mut bag, &mut legal)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
