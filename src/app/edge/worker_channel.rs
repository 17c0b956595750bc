//! The app's side of the lazily loaded worker (`crate::worker`, built as
//! `clever-bot`): started by the first request, so the bots' weights and
//! the history's code never weigh on the first load. Replies come back by
//! request id; a reply nobody waits for any more is dropped.
//!
//! Nothing waits on it for ever: a worker that cannot load, stops, or
//! stays silent too long while a request waits is terminated and dropped
//! with its handlers, every waiting request gets the reason (one sentence),
//! and the next request starts a fresh worker.

#[cfg(target_arch = "wasm32")]
pub use channel::{ask, forget};

/// The channel itself: the browser's worker, its handlers and the requests
/// that wait (wasm only).
#[cfg(target_arch = "wasm32")]
mod channel {
    use crate::app::dom::{after, document, Timer};
    use crate::app::state::advice::NoAnswer;
    use std::cell::{Cell, RefCell};
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{MessageEvent, Worker};

    type Reply = Box<dyn FnOnce(Result<String, NoAnswer>)>;

    /// How long the worker may take to load before its first answer: its
    /// script and 170 KB gzip of wasm (about 1.5 s on a phone at 1.6 Mbps and
    /// 150 ms of latency) and the wasm's compilation (0.1 s here, about 0.4 s
    /// on a slow phone); twice that and more, for a worse network.
    const LOAD_MS: u32 = 10_000;

    /// How long one answer may take once loaded (the time since the worker
    /// last said anything, while a request waits). Measured in Chromium with
    /// the release build: the slowest real request, the expert's review of a
    /// whole game, takes 0.1 to 0.3 s; an expert decision or the hints at
    /// most 7 ms (the pace only waits before asking). A phone 4 times slower
    /// takes 1.2 s: 5 s leaves room, and is still "a few seconds".
    const ANSWER_MS: u32 = 5_000;

    /// The worker started for this page, while it works.
    struct WorkerChannel {
        worker: Worker,
        /// Its wasm has loaded (it said "ready").
        ready: bool,
        waiting: Vec<(u32, Reply)>,
        /// Armed while requests wait: when it fires, the worker was silent too
        /// long. Dropped (cleared) with the channel.
        deadline: Option<Timer>,
        /// The worker's handlers, released with the channel.
        _on_message: Closure<dyn Fn(MessageEvent)>,
        _on_error: Closure<dyn Fn(JsValue)>,
    }

    thread_local! {
        static CHANNEL: RefCell<Option<WorkerChannel>> = const { RefCell::new(None) };
        /// Request ids, unique over every worker this page starts.
        static NEXT: Cell<u32> = const { Cell::new(1) };
    }

    /// The worker's script: its content-hashed name as the build wrote it in
    /// the page (scripts/worker-hash.mjs), so a page only ever talks to the
    /// worker of its own build.
    fn script() -> String {
        document()
            .query_selector("meta[name=clever-worker]")
            .ok()
            .flatten()
            .and_then(|m| m.get_attribute("content"))
            .unwrap_or_else(|| "bot-worker.js".into())
    }

    fn start() -> Option<WorkerChannel> {
        let worker = Worker::new(&script()).ok()?;
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(|ev: MessageEvent| {
            receive(&ev.data().as_string().unwrap_or_default());
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The script failed to load, or threw (a wasm panic), or a message
        // could not be read: this worker is done for.
        let on_error = Closure::<dyn Fn(JsValue)>::new(|_| {
            let ready = CHANNEL.with_borrow(|l| l.as_ref().is_some_and(|l| l.ready));
            fail(if ready {
                NoAnswer::Stopped
            } else {
                NoAnswer::NotLoaded
            });
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        Some(WorkerChannel {
            worker,
            ready: false,
            waiting: Vec::new(),
            deadline: None,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    impl WorkerChannel {
        /// The deadline for the worker's next word, while anybody waits.
        fn arm(&mut self) {
            self.deadline = if self.waiting.is_empty() {
                None
            } else {
                let ms = if self.ready {
                    ANSWER_MS
                } else {
                    LOAD_MS + ANSWER_MS
                };
                after(ms, || fail(NoAnswer::Late))
            };
        }
    }

    /// The worker is terminated and dropped; everybody waiting gets `why`.
    fn fail(why: NoAnswer) {
        let Some(channel) = CHANNEL.with_borrow_mut(Option::take) else {
            return;
        };
        channel.worker.terminate();
        channel.worker.set_onmessage(None);
        channel.worker.set_onerror(None);
        channel.worker.set_onmessageerror(None);
        let WorkerChannel { waiting, .. } = channel;
        for (_, reply) in waiting {
            reply(Err(why));
        }
    }

    /// One message from the worker: `ready`, `load\nerror\n…` (its wasm did
    /// not load), or a reply `<id>\nok|error\n<text>`.
    fn receive(message: &str) {
        let mut lines = message.splitn(3, '\n');
        let id = lines.next().unwrap_or_default();
        if id == "load" {
            fail(NoAnswer::NotLoaded);
            return;
        }
        let ok = lines.next() == Some("ok");
        let text = lines.next().unwrap_or_default().to_string();
        let reply = CHANNEL.with_borrow_mut(|channel| {
            let channel = channel.as_mut()?;
            if id == "ready" {
                channel.ready = true;
                channel.arm();
                return None;
            }
            let at = channel
                .waiting
                .iter()
                .position(|(n, _)| id.parse() == Ok(*n));
            let reply = at.map(|at| channel.waiting.remove(at).1);
            // It answered: the next one gets its own time.
            channel.arm();
            reply
        });
        if let Some(reply) = reply {
            if !ok {
                web_sys::console::warn_1(&JsValue::from_str(&text));
            }
            reply(if ok { Ok(text) } else { Err(NoAnswer::Refused) });
        }
    }

    /// Ask the worker (`command` is one line; `body` may be long). `reply` is
    /// called once, later, unless `forget` is called with the returned id: with
    /// the answer, or with why there is none (the worker could not load,
    /// stopped, or did not answer in time; the next request starts afresh).
    pub fn ask(
        command: &str,
        body: &str,
        reply: impl FnOnce(Result<String, NoAnswer>) + 'static,
    ) -> u32 {
        let reply: Reply = Box::new(reply);
        let id = NEXT.get();
        NEXT.set(id.wrapping_add(1).max(1));
        let sent = CHANNEL.with_borrow_mut(|channel| {
            if channel.is_none() {
                *channel = start();
            }
            let Some(l) = channel.as_mut() else {
                return Err(reply);
            };
            let request = format!("{id}\n{command}\n{body}");
            if l.worker.post_message(&JsValue::from_str(&request)).is_err() {
                return Err(reply);
            }
            l.waiting.push((id, reply));
            if l.deadline.is_none() {
                l.arm();
            }
            Ok(id)
        });
        sent.unwrap_or_else(|reply| {
            // No worker could be started here: drop what there is.
            fail(NoAnswer::NotLoaded);
            reply(Err(NoAnswer::NotLoaded));
            0
        })
    }

    /// Stop waiting for a reply (the game moved on meanwhile).
    pub fn forget(id: u32) {
        CHANNEL.with_borrow_mut(|channel| {
            if let Some(channel) = channel {
                channel.waiting.retain(|(n, _)| *n != id);
                if channel.waiting.is_empty() {
                    channel.deadline = None;
                }
            }
        });
    }
}
