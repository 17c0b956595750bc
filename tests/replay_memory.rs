//! A long record replays in bounded memory: its moves are read one at a
//! time (serde's `SeqAccess`) and replayed as they come, never kept as a
//! list or a `Value` tree. Counted by this test binary's allocator.

use clever::engine::{Game, MoveProblem, ReplayError, RollError};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn a_50_mb_record_replays_in_bounded_memory() {
    // A solo record of 50 MB: moves shaped like moves (the rules refuse the
    // first, a roll of one die of six), the last a die showing 7.
    let entry = r#"{"roll":[["white",3]]},"#;
    let head = r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":["#;
    let count = 50_000_000 / entry.len();
    let mut text = String::with_capacity(head.len() + count * entry.len() + 64);
    text.push_str(head);
    for _ in 0..count {
        text.push_str(entry);
    }
    text.push_str(r#"{"roll":[["white",7]]}]}"#);
    assert!(text.len() > 50_000_000);

    let before = IN_USE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let read = Game::from_json(&text);
    let extra = PEAK.load(Ordering::SeqCst) - before;
    assert_eq!(
        read,
        Err(ReplayError::BadMove {
            index: count,
            why: MoveProblem::Roll(RollError::Value {
                die: clever::engine::Die::White,
                value: 7
            }),
        })
    );
    // Keeping the moves would take well over 50 MB; reading one at a time
    // takes a few kB.
    assert!(
        extra < 1 << 20,
        "{extra} bytes beyond the record's text while reading it"
    );
}
