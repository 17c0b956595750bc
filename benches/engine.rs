//! Random solo games per second on one core, played as `clever simulate
//! --bot random` plays them: the first game (target: 300 000 or more) and,
//! with the feature `twice`, the sequel (`--game twice`; target: 200 000
//! or more).

use clever::bot::{Bot, RandomBot};
use clever::engine::{Decision, DiceBag, NoLog, State, Variants};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// One solo game, every decision the random bot's (uniform among the
/// legal actions).
fn random_solo_game(bag: &mut DiceBag, bot: &mut RandomBot) -> u16 {
    let mut state = State::new(1, 0, Variants::default()).expect("solo setup");
    while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
        let action = bot.decide(&state);
        state
            .apply_with(action, &mut NoLog)
            .expect("a listed action is legal");
    }
    state.score(0).total
}

/// One solo game of the sequel, as `random_solo_game`.
#[cfg(feature = "twice")]
fn random_solo_game_twice(bag: &mut DiceBag, bot: &mut clever::bot::twice::TwiceRandom) -> i16 {
    use clever::bot::twice::TwiceBot;
    let mut state = clever::engine::TwiceState::new(1, 0, Variants::default()).expect("solo setup");
    while state.play_until_decision(bag, &mut NoLog) != Decision::GameOver {
        let action = bot.decide(&state);
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
    let mut bot = RandomBot::new(2026);
    group.bench_function("random solo game", |b| {
        b.iter(|| black_box(random_solo_game(&mut bag, &mut bot)))
    });
    #[cfg(feature = "twice")]
    {
        let mut bag = DiceBag::new(2026);
        let mut bot = clever::bot::twice::TwiceRandom::new(2026);
        group.bench_function("random solo game of the sequel", |b| {
            b.iter(|| black_box(random_solo_game_twice(&mut bag, &mut bot)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
