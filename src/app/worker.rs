//! The app's side of the lazily loaded worker (`crate::worker`, built as
//! `clever-bot`): started by the first request, so the bots' weights and
//! the history's code never weigh on the first load. Replies come back by
//! request id; a reply nobody waits for any more is dropped.

use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

type Reply = Box<dyn FnOnce(Result<String, String>)>;

struct Link {
    worker: Worker,
    waiting: Vec<(u32, Reply)>,
    next: u32,
}

thread_local! {
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

const UNAVAILABLE: &str = "The computer players could not load.";

fn start() -> Option<Worker> {
    let worker = Worker::new("./bot-worker.js").ok()?;
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(|ev: MessageEvent| {
        receive(&ev.data().as_string().unwrap_or_default());
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // The script or its wasm failed to load: nobody gets an answer.
    let on_error = Closure::<dyn Fn(JsValue)>::new(|_| receive("load\nerror\n"));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// One reply from the worker: `<id>\nok|error\n<text>`.
fn receive(message: &str) {
    let mut lines = message.splitn(3, '\n');
    let id = lines.next().unwrap_or_default();
    let ok = lines.next() == Some("ok");
    let text = lines.next().unwrap_or_default().to_string();
    let answer = if ok {
        Ok(text)
    } else if text.is_empty() {
        Err(UNAVAILABLE.to_string())
    } else {
        Err(text)
    };
    // A load failure answers everybody; otherwise the one request.
    let replies: Vec<Reply> = LINK.with_borrow_mut(|link| {
        let Some(link) = link else {
            return Vec::new();
        };
        let all = std::mem::take(&mut link.waiting);
        let (mine, rest) = all
            .into_iter()
            .partition(|(n, _)| id == "load" || id.parse() == Ok(*n));
        link.waiting = rest;
        mine.into_iter().map(|(_, r)| r).collect()
    });
    for reply in replies {
        reply(answer.clone());
    }
}

/// Ask the worker (`command` is one line; `body` may be long). `reply` is
/// called once, later, unless `forget` is called with the returned id.
pub fn ask(command: &str, body: &str, reply: impl FnOnce(Result<String, String>) + 'static) -> u32 {
    let reply: Reply = Box::new(reply);
    let sent = LINK.with_borrow_mut(|link| {
        if link.is_none() {
            *link = start().map(|worker| Link {
                worker,
                waiting: Vec::new(),
                next: 1,
            });
        }
        let Some(link) = link.as_mut() else {
            return Err(reply);
        };
        let id = link.next;
        link.next += 1;
        let request = format!("{id}\n{command}\n{body}");
        if link
            .worker
            .post_message(&JsValue::from_str(&request))
            .is_err()
        {
            return Err(reply);
        }
        link.waiting.push((id, reply));
        Ok(id)
    });
    sent.unwrap_or_else(|reply| {
        reply(Err(UNAVAILABLE.to_string()));
        0
    })
}

/// Stop waiting for a reply (the game moved on meanwhile).
pub fn forget(id: u32) {
    LINK.with_borrow_mut(|link| {
        if let Some(link) = link {
            link.waiting.retain(|(n, _)| *n != id);
        }
    });
}
