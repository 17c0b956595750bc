//! Links in and out of the page, by link with friends far apart: a link's
//! whole address; the link in the address, read at the start and whenever
//! it changes; a text holding a link taken to its game (the one on the
//! table, one put aside, or a new one from an invitation), the game on the
//! table put aside first when another takes its place.

use crate::app::dom::*;
use crate::app::edge::seeds;
use crate::app::state::stored::stored;
use crate::app::state::ui::Ui;
use crate::engine::{Game, Link};
use wasm_bindgen::JsValue;

/// The page's address without its query or fragment: links start with it.
pub fn base() -> String {
    let loc = window().location();
    loc.origin().unwrap_or_default() + &loc.pathname().unwrap_or_default()
}

/// A link's whole address.
pub fn address_of(link: &Link) -> String {
    format!("{}#{}", base(), link.fragment())
}

/// The link in the address, at the start and whenever it changes (a link
/// opened in this tab); the fragment is dropped once read, so a reload
/// does not read it again.
pub fn follow_address(ui: Ui) {
    let read = move || {
        let hash = window().location().hash().unwrap_or_default();
        if hash.len() > 1 {
            let _ = window().history().map(|h| {
                let clean = base() + &window().location().search().unwrap_or_default();
                h.replace_state_with_url(&JsValue::NULL, "", Some(&clean))
            });
            take(ui, &hash);
        }
    };
    read();
    on_window("hashchange", move |_| read());
}

/// A text holding a link (an address, a message, a paste): to its game.
pub fn take(ui: Ui, text: &str) {
    let link = Link::find(text);
    let id = link.as_ref().ok().map(Link::game);
    let here = id.is_some() && ui.session.with_untracked(|t| t.game().link_id()) == id;
    // A game put aside takes the table first.
    let kept = match id {
        Some(id) if !here => stored().shelved(&id.text()).map(|game| (id.text(), game)),
        _ => None,
    };
    let on_table = here
        || kept.is_some_and(|(key, game)| {
            let moved = put_on_table(ui, game);
            if moved {
                stored().unshelve(&key);
            }
            moved
        });
    ui.session.update(|t| match link {
        Err(e) => t.refuse_link(e),
        Ok(link) if on_table => t.receive_link(&link),
        Ok(Link::Invitation(invitation)) => t.invited(invitation),
        Ok(_) => t.unknown_game(),
    });
}

/// The time, in milliseconds (a game not by link is shelved under it).
fn now_ms() -> u64 {
    web_sys::js_sys::Date::now() as u64
}

/// Another game takes the table; the one there is put aside first when
/// worth keeping. False (nothing changed) when it could not be kept.
pub fn put_on_table(ui: Ui, game: Game) -> bool {
    let kept = ui.session.with_untracked(|t| t.shelve(stored(), now_ms()));
    if kept {
        ui.session.update(|t| t.switch_to(game));
    }
    kept
}

/// The invitation answered: this device plays `seat`, any game in
/// progress put aside first.
pub fn join(ui: Ui, seat: u8) {
    let keep = ui.session.with_untracked(|t| t.shelve(stored(), now_ms()));
    if keep {
        let seed = seeds::new_seed();
        ui.session.update(|t| {
            t.join(seat, seed);
        });
    }
}
