//! The app's root: mounting, the start (the game the page opens with, the
//! effects that keep it), and the shell that places the panels and the
//! overlays.

use crate::app::dom::*;
use crate::app::edge::address;
use crate::app::edge::archive;
use crate::app::edge::offline;
use crate::app::edge::persistence::{
    self, archive_finished_games, follow_other_tabs, save_after_each_change,
};
use crate::app::edge::seeds;
use crate::app::edge::storage;
use crate::app::state::ending::Ending;
use crate::app::state::session::{Overlay, Panel, Session};
use crate::app::state::tab_sync::TabSync;
use crate::app::state::ui::{status, Ui};
use crate::app::views::computer;
use crate::app::views::dialogs;
use crate::app::views::end;
use crate::app::views::friends;
use crate::app::views::history;
use crate::app::views::language;
use crate::app::views::menu;
use crate::app::views::new_game;
use crate::app::views::sheet;
use crate::app::views::tray;
use crate::engine::Decision;
use leptos::prelude::LocalStorage;
use wasm_bindgen::JsCast;

/// Starts the app under Leptos's root owner and task executor (effects run
/// as browser microtasks); the app places its own nodes in the `<body>`.
pub fn mount() {
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
    open_daily_from_address(ui.session);
    // The unreadable saves set aside (the menu lists them).
    let set_aside = RwSignal::new(persistence::set_aside_saves());
    // A new version of the app waits (see offline.rs).
    let update_ready = RwSignal::new(false);
    offline::register(update_ready);
    let sync = persistence::tab_sync();
    let saved = save_after_each_change(ui.session, sync);
    // The page's listeners below are made under the root owner at mount:
    // they last as long as the page, as they should.
    follow_other_tabs(ui.session, sync, set_aside);
    escape_puts_back(ui.session);
    computer::drive(ui);
    // Every view is made again in another language (the game and the
    // state of the table are the signal's, so nothing is lost).
    let lang = RwSignal::new(crate::words::words().lang());
    let shown = memo(move || Some(lang.get()));
    let body = El::body();
    switch(&body, shown, move |_| {
        shell(ui, set_aside, update_ready, archive_note, saved, lang)
    });
    // After the shell, so a dialog opens over it; made again with it.
    overlays(ui, &body, lang, set_aside, sync);
    // A link in the address (a friend's turn, an invitation) goes to its game.
    friends::follow_address(ui);
}

/// `?daily=YYYY-MM-DD` opens that day's challenge; over a game in
/// progress, the setup opens instead (its "Daily challenge" starts it).
fn open_daily_from_address(session: RwSignal<Session>) {
    if let Some(date) = address::url_daily() {
        session.update(|t| {
            let g = t.game();
            if g.setup().daily.as_deref() == Some(date.as_str()) || *t.panel() != Panel::None {
            } else if g.moves().is_empty() || g.state().is_over() {
                t.new_game(seeds::daily_setup(&date));
            } else {
                t.open_setup();
            }
        });
    }
}

/// Escape puts a tapped die back (and closes the setup).
fn escape_puts_back(session: RwSignal<Session>) {
    on_page("keydown", move |ev| {
        if ev
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|k| k.key() == "Escape")
        {
            session.update(|t| t.escape());
        }
    });
}

/// The page: the header, the banners, the sheet and the tray (or the end
/// of the game).
fn shell(
    ui: Ui,
    set_aside: RwSignal<Vec<storage::SetAside>>,
    update_ready: RwSignal<bool>,
    archive_note: RwSignal<Option<String>>,
    saved: RwSignal<bool>,
    lang: RwSignal<crate::words::Lang>,
) -> El {
    // The sheet is made before the header, so its effects run first.
    let main = playing_area(ui);
    let shell = game_attributes(El::of("div", "shell"), ui)
        .child(header(ui, set_aside, lang))
        .child(offline::update_banner(update_ready))
        .child(computer::replay_bar(ui))
        .child(main)
        .child(
            El::of("p", "warn")
                .attr("role", "status")
                .bind_hidden(derive(move || archive_note.with(|n| n.is_none())))
                .bind_text(derive(move || archive_note.get().unwrap_or_default())),
        )
        .child(
            El::of("p", "warn")
                .attr("role", "alert")
                .bind_hidden(saved.into())
                .text(crate::words::words().status_not_kept()),
        );
    import_dropped_records(shell, ui)
}

/// What the decision now is, whose it is and how the game is played, in
/// the shell's attributes (for the styles and the tests).
fn game_attributes(shell: El, ui: Ui) -> El {
    let session = ui.session;
    let kind = derive(move || {
        Some(
            match ui.overlay.get() {
                Overlay::Unreadable(_) => "broken",
                Overlay::OtherTab => "other-tab",
                Overlay::Setup => "setup",
                Overlay::History => "history",
                Overlay::Join(_) => "join",
                Overlay::HandOver(_) => "handoff",
                Overlay::None => decision_kind(ui.state.with(|s| s.decision())),
            }
            .to_string(),
        )
    });
    let moves = memo(move || session.with(|t| t.game().moves().len()));
    shell
        .bind_attr("data-decision", kind)
        .bind_attr("data-moves", derive(move || Some(moves.get().to_string())))
        .bind_attr(
            "data-player",
            derive(move || {
                ui.state
                    .with(|s| s.decision().player().map(|p| p.to_string()))
            }),
        )
        .bind_flag_attr(
            "data-computer",
            derive(move || session.with(|t| t.computer_to_decide().is_some())),
        )
        // The game is over: the page flows (the end panel may be long);
        // else, on a phone, it is the screen's height (style/main.css).
        .bind_flag_attr("data-over", derive(move || ui.state.with(|s| s.is_over())))
        // Played by link (the dice of a friend's turn come as a link).
        .bind_flag_attr(
            "data-by-link",
            derive(move || session.with(|t| t.game().link_id().is_some())),
        )
        .bind_attr(
            "data-active",
            derive(move || Some(ui.state.with(|s| s.active()).to_string())),
        )
}

/// A record file dropped anywhere on the page is imported.
fn import_dropped_records(shell: El, ui: Ui) -> El {
    shell
        .on("dragover", |ev| ev.prevent_default())
        .on("drop", move |ev| {
            ev.prevent_default();
            let file = ev
                .dyn_ref::<web_sys::DragEvent>()
                .and_then(|d| d.data_transfer())
                .and_then(|d| d.files())
                .and_then(|f| f.get(0));
            if let Some(file) = file {
                menu::import_file(ui, file);
            }
        })
}

/// The title, the status, the players, "New game", the menu and the theme.
fn header(
    ui: Ui,
    set_aside: RwSignal<Vec<storage::SetAside>>,
    lang: RwSignal<crate::words::Lang>,
) -> El {
    El::of("header", "top")
        .child(El::new("h1").text(crate::words::words().game_name()))
        .child(
            El::of("p", "status")
                .attr("aria-live", "polite")
                .bind_text(derive(move || status(ui))),
        )
        .child(tray::players_bar(ui))
        .child(
            El::of("button", "btn ghost")
                .text(crate::words::words().setup_title())
                .on_click(move |_| ui.session.update(|t| t.open_setup())),
        )
        .child(crate::app::views::how_to_play::button())
        .child(menu::menu(ui, set_aside, lang))
}

/// The sheet, with the tray under it while the game goes on, and the end
/// panel once it is over.
fn playing_area(ui: Ui) -> El {
    let session = ui.session;
    // The game's end (a replay's last position is not: its end panel stays
    // made, hidden, so the review is not asked again).
    let over = memo(move || ui.state.with(|s| s.is_over()));
    // The sheet in a box of its own: on a phone the box takes the height the
    // tray leaves, its cells follow that height, and it scrolls under a
    // docked tray only where cells at their smallest do not fit.
    let main = El::of("main", "app")
        .child(
            El::of("div", "sheet-box")
                .follow_size()
                .child(sheet::score_sheet(ui)),
        )
        .child(tray::tray(ui).bind_hidden(over.into()));
    // The end panel is made when the game ends (an undo takes it away).
    let game_over = memo(move || session.with(|t| t.game().state().is_over()));
    let revision = memo(move || session.with(|t| t.revision()));
    let ended = memo(move || game_over.get().then(|| revision.get()));
    switch(&main, ended, move |_| {
        session.with_untracked(|t| {
            let game = t.game();
            let ending = Ending::of(game, || archive::before(game));
            end::end_panel(ui, game, &ending)
        })
    });
    main
}

/// One overlay at a time over the shell, decided by `Session::overlay`.
fn overlays(
    ui: Ui,
    parent: &El,
    lang: RwSignal<crate::words::Lang>,
    set_aside: RwSignal<Vec<storage::SetAside>>,
    sync: StoredValue<TabSync, LocalStorage>,
) {
    let session = ui.session;
    // "Load the newer game" (after the game went on in another tab).
    let take_newer = move || persistence::take_newer(session, sync);
    let overlay = memo(move || match ui.overlay.get() {
        Overlay::None => None,
        o => Some((o, lang.get())),
    });
    switch(parent, overlay, move |(o, _)| match o {
        Overlay::Setup => new_game::setup_dialog(ui),
        Overlay::History => history::dialog(ui),
        Overlay::Unreadable(b) => dialogs::unreadable_dialog(ui, b, set_aside),
        Overlay::OtherTab => dialogs::other_tab_dialog(take_newer),
        Overlay::HandOver(seat) => tray::hand_over(ui, seat),
        Overlay::Join(invitation) => friends::join_dialog(ui, invitation),
        Overlay::None => El::new("div"),
    });
}

/// A short, stable name for the decision (for styles and tests).
pub fn decision_kind(d: Decision) -> &'static str {
    match d {
        Decision::Roll { .. } => "roll",
        Decision::Pick { .. } => "choose",
        Decision::Passive { .. } => "passive",
        Decision::PlusOne { .. } => "plus_one",
        Decision::Cross { .. } => "cross",
        Decision::RoundChoice { .. } => "round_choice",
        Decision::DiceLayout { .. } => "table",
        Decision::GameOver => "game_over",
    }
}
