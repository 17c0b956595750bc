//! The app's views are built with these few typed helpers over Leptos's
//! reactive graph: an element is made once, and each of its changing parts
//! (a class, an attribute, its text) is bound to a signal by one effect, so
//! a change touches exactly the nodes it changes.
//!
//! Why not `view!`: its code is generic over each view's shape, so every
//! view in the app costs its own copy of the rendering code (measured on
//! this app: 95 KB gzip of the 230 KB wasm). These helpers are compiled
//! once, whatever the number of views.
//!
//! For the same reason `memo`, `derive`, `effect` and `switch` box their
//! closure: Leptos's own are compiled once per closure, these once per
//! value type.
//!
//! Every panel is drawn with them (charts too: `svg` makes SVG elements);
//! markup is only ever the app's constant icons (`markup`, `bind_markup`).
//!
//! The layer has four rooms: `builder` (`El`: an element made once, its
//! attributes, text, children and listeners), `reactive` (memos, effects,
//! and the bindings of an element's parts to them), `browser` (listeners
//! owned by their view, timers, promises, form controls) and `switch` (a
//! part of the page made and taken away as a value comes and goes).

pub use leptos::prelude::{
    document, request_animation_frame, untrack, window, Effect, Get, GetUntracked, Memo, Owner,
    ReadSignal, RwSignal, Set, Signal, StoredValue, Track, Update, UpdateValue, With,
    WithUntracked, WithValue,
};

mod browser;
mod builder;
mod reactive;
mod switch;

pub use browser::*;
pub use builder::*;
pub use reactive::*;
pub use switch::*;
