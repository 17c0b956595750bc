//! The app's start, the one place that puts the edge behind the state and
//! the views: the browser's store installed (`stored()` reads and writes
//! it), the language, the game the page opens with, the effects that keep
//! it (saves, the archive, other tabs), and the page made. The views only
//! draw; what they need from storage comes through the state.

use crate::app::dom::*;
use crate::app::edge::persistence::{
    self, archive_finished_games, follow_other_tabs, open_in_other_app, save_after_each_change,
    BROWSER,
};
use crate::app::edge::{links, offline};
use crate::app::state::session::Session;
use crate::app::state::stored;
use crate::app::state::ui::Ui;
use crate::app::views::{computer, language, root};

/// Starts the app under Leptos's root owner and task executor (effects run
/// as browser microtasks); the app places its own nodes in the `<body>`.
pub fn mount() {
    stored::install(&BROWSER);
    let lang = language::chosen();
    language::load(lang, move |loaded| {
        // A language that could not load: English, never a blank page.
        let words = loaded.unwrap_or_else(|| {
            web_sys::console::warn_1(
                &format!("The {} words did not load.", lang.own_name()).into(),
            );
            crate::words::Words::english().with_numbers(Box::new(
                crate::app::edge::intl::IntlNumbers::new(crate::words::Lang::En),
            ))
        });
        language::speak_now(words, None);
        leptos::mount::mount_to_body(start);
    });
}

/// The whole app, placed in the page's `<body>`.
fn start() {
    let (game, broken) = persistence::opening_game();
    let ui = Ui::new(Session::new(game, broken));
    let archive_note = archive_finished_games(ui.session);
    root::open_daily_from_address(ui.session);
    // The unreadable saves set aside (the menu lists them).
    let set_aside = RwSignal::new(persistence::set_aside_saves());
    // A new version of the app waits (see offline.rs).
    let update_ready = RwSignal::new(false);
    offline::register(update_ready);
    let sync = persistence::tab_sync();
    let saved = save_after_each_change(ui.session, sync);
    open_in_other_app(ui.session);
    // The page's listeners below are made under the root owner at mount:
    // they last as long as the page, as they should.
    follow_other_tabs(ui.session, sync, set_aside);
    root::escape_puts_back(ui.session);
    computer::drive(ui);
    // Every view is made again in another language (the game and the
    // state of the table are the signal's, so nothing is lost).
    let lang = RwSignal::new(crate::words::words().lang());
    let shown = memo(move || Some(lang.get()));
    let body = El::body();
    switch(&body, shown, move |_| {
        root::shell(ui, set_aside, update_ready, archive_note, saved, lang)
    });
    // "Load the newer game" (after the game went on in another tab).
    let session = ui.session;
    let take_newer = move || persistence::take_newer(session, sync);
    // After the shell, so a dialog opens over it; made again with it.
    root::overlays(ui, &body, lang, set_aside, take_newer);
    // A link in the address (a friend's turn, an invitation) goes to its game.
    links::follow_address(ui);
}
