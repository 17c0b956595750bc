//! The persistence effects: the record written after every change (never
//! over a newer game, see `sync.rs`), another tab's game followed, and
//! every finished game kept in the archive, once; and the state's `Store`
//! kept in this browser (`BROWSER`, installed by the app's start). Storage
//! itself is `storage.rs` and `archive.rs`; these are the effects that use
//! them.

use crate::app::dom::*;
use crate::app::edge::archive;
use crate::app::edge::seeds;
use crate::app::edge::storage;
use crate::app::state::session::{Broken, Panel, Session};
use crate::app::state::stored::{SetAside, Store};
use crate::app::state::tab_sync::{TabSync, Verdict};
use crate::engine::Game;
use crate::words::errors::record_error;
use leptos::prelude::{LocalStorage, UpdateValue};
use wasm_bindgen::JsCast;

/// Every finished game is kept in the archive, once, and what that took is
/// said, never done silently: the sentence to show, if any.
pub fn archive_finished_games(session: RwSignal<Session>) -> RwSignal<Option<String>> {
    let archive_note = RwSignal::new(None::<String>);
    let keep = move |game: &Game| {
        // A game kept before says nothing new.
        if let Some(text) =
            archive::add(game).and_then(crate::app::state::phrases::archived_sentence)
        {
            archive_note.set(Some(text));
        }
    };
    // A game that ended before a reload is kept before anything replaces it.
    if session.with_untracked(|t| t.game().is_over()) {
        session.with_untracked(|t| keep(t.game()));
    }
    let game_over = memo(move || session.with(|t| t.game().is_over()));
    effect(move || {
        if game_over.get() {
            session.with_untracked(|t| keep(t.game()));
        }
    });
    // By link, the friends' scores come after the end: the entry follows.
    let scores_in = memo(move || {
        session.with(|t| {
            let g = t.game();
            (g.link_id().is_some() && g.is_over()).then(|| g.scores_missing().len())
        })
    });
    effect(move || {
        if scores_in.get().is_some() {
            session.with_untracked(|t| archive::add_again(t.game()));
        }
    });
    archive_note
}

/// Storage at the edge: the record after every change of the game, never
/// over a save that could not be read (until the player starts anew) nor
/// over a game that went on in another tab (see `sync.rs`). The signal says
/// whether the last write was kept.
pub fn save_after_each_change(
    session: RwSignal<Session>,
    sync: StoredValue<TabSync, LocalStorage>,
) -> RwSignal<bool> {
    let saved = RwSignal::new(true);
    let revision = memo(move || session.with(|t| t.revision()));
    effect(move || {
        let _ = revision.get();
        let (blocked, json, verdict) = session.with_untracked(|t| {
            let json = t.game().to_json();
            let blocked = !matches!(t.panel(), Panel::None | Panel::Setup | Panel::History);
            let stored = storage::load_raw();
            let verdict = sync.with_value(|s| s.before_write(stored.as_deref(), t.game(), &json));
            (blocked, json, verdict)
        });
        if blocked {
            return;
        }
        match verdict {
            Verdict::Write => {
                let ok = storage::save(&json);
                if ok {
                    sync.update_value(|s| s.seen(&json));
                }
                saved.set(ok);
            }
            Verdict::Same => sync.update_value(|s| s.seen(&json)),
            Verdict::OtherTab | Verdict::Follow(_) => session.update(|t| t.went_on_in_other_tab()),
        }
    });
    saved
}

/// Another tab saved: follow it while only looking, else say so; another
/// key changed: the kept saves are read again.
pub fn follow_other_tabs(
    session: RwSignal<Session>,
    sync: StoredValue<TabSync, LocalStorage>,
    set_aside: RwSignal<Vec<SetAside>>,
) {
    on_window("storage", move |ev| {
        let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() else {
            return;
        };
        if ev.key().as_deref() != Some(storage::GAME_KEY) {
            set_aside.set(storage::set_aside());
            return;
        }
        let theirs = ev.new_value();
        let json = session.with_untracked(|t| t.game().to_json());
        match sync.with_value(|s| s.on_stored(theirs.as_deref(), &json)) {
            Verdict::Follow(game) => {
                sync.update_value(|s| s.seen(theirs.as_deref().unwrap_or_default()));
                session.update(|t| t.follow(*game));
            }
            Verdict::OtherTab => session.update(|t| t.went_on_in_other_tab()),
            Verdict::Same | Verdict::Write => {}
        }
    });
}

/// The game the page opens with: the saved one, else the default one; an
/// unreadable save is set aside (never overwritten) until the player
/// decides.
pub fn opening_game() -> (Game, Option<Broken>) {
    match storage::load_raw() {
        None => (seeds::default_game(), None),
        Some(raw) => match Game::from_json(&raw) {
            Ok(game) => (game, None),
            Err(e) => (
                seeds::default_game(),
                Some(Broken {
                    error: record_error(&e),
                    raw,
                }),
            ),
        },
    }
}

/// The other tabs' watch, from the record as stored when the page opens.
pub fn tab_sync() -> StoredValue<TabSync, LocalStorage> {
    StoredValue::new_local(TabSync {
        last_seen: storage::load_raw(),
    })
}

/// The unreadable saves set aside, as the page opens (the menu lists them).
pub fn set_aside_saves() -> Vec<SetAside> {
    storage::set_aside()
}

/// "Load the newer game" (after the game went on in another tab): the
/// stored record replaces this tab's game.
pub fn take_newer(session: RwSignal<Session>, sync: StoredValue<TabSync, LocalStorage>) {
    if let Some(raw) = storage::load_raw() {
        if let Ok(game) = Game::from_json(&raw) {
            sync.update_value(|s| s.seen(&raw));
            session.update(|t| t.take_newer(game));
        }
    }
}

/// The state's `Store` in this browser's storage: each read and write is
/// `storage.rs`'s or `archive.rs`'s, under their keys.
pub struct Browser;

/// The one browser store the app's start installs (`stored::install`).
pub static BROWSER: Browser = Browser;

impl Store for Browser {
    fn load_theme(&self) -> Option<String> {
        storage::load_theme()
    }
    fn save_theme(&self, theme: &str) {
        storage::save_theme(theme);
    }
    fn load_lang(&self) -> Option<String> {
        storage::load_lang()
    }
    fn save_lang(&self, code: &str) -> bool {
        storage::save_lang(code)
    }
    fn load_guide(&self) -> Option<String> {
        storage::load_guide()
    }
    fn save_guide(&self, progress: &str) {
        storage::save_guide(progress);
    }
    fn load_names(&self) -> Vec<String> {
        storage::load_names()
    }
    fn save_names(&self, names: &[String]) {
        storage::save_names(names);
    }
    fn set_aside(&self) -> Vec<SetAside> {
        storage::set_aside()
    }
    fn set_aside_unreadable(&self, raw: &str) -> bool {
        storage::set_aside_unreadable(raw)
    }
    fn discard(&self, key: &str) {
        storage::discard(key);
    }
    fn shelf(&self) -> Vec<(String, String)> {
        storage::shelf()
    }
    fn shelve(&self, key: &str, record: &str) -> bool {
        storage::shelve(key, record)
    }
    fn unshelve(&self, key: &str) {
        storage::unshelve(key);
    }
    fn load_archive(&self) -> String {
        storage::load_archive()
    }
    fn archive_before(&self, game: &Game) -> String {
        archive::before(game)
    }
}

/// A new game this build does not play (the sequel, in the first game's
/// app): its record saved and the page loaded again, and the page's loader
/// opens the app of the saved game. Storage refused it: refused here.
pub fn open_in_other_app(session: RwSignal<Session>) {
    let record = memo(move || session.with(|t| t.for_other_app().map(str::to_owned)));
    effect(move || {
        if let Some(json) = record.get() {
            if storage::save(&json) {
                let _ = leptos::prelude::window().location().reload();
            } else {
                session.update(|t| t.other_app_unreachable());
            }
        }
    });
}
