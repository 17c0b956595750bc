//! The app's root: the shell that places the panels and the overlays, and
//! the page's own inputs (a daily challenge in the address, Escape). The
//! start that makes them (the game the page opens with, the effects that
//! keep it) is `app/start.rs`.

use crate::app::dom::*;
use crate::app::edge::address;
use crate::app::edge::offline;
use crate::app::edge::seeds;
use crate::app::state::ending::Ending;
use crate::app::state::session::{Overlay, Panel, Session};
use crate::app::state::stored::{stored, SetAside};
use crate::app::state::ui::{status, Ui};
use crate::app::views::computer;
use crate::app::views::dialogs;
use crate::app::views::end;
use crate::app::views::friends;
use crate::app::views::history;
use crate::app::views::menu;
use crate::app::views::new_game;
use crate::app::views::players;
use crate::app::views::sheet;
use crate::app::views::tray;
use crate::engine::Decision;
use wasm_bindgen::JsCast;

/// `?daily=YYYY-MM-DD` opens that day's challenge; over a game in
/// progress, the setup opens instead (its "Daily challenge" starts it).
pub fn open_daily_from_address(session: RwSignal<Session>) {
    if let Some(date) = address::url_daily() {
        session.update(|t| {
            let g = t.game();
            if g.setup().daily.as_deref() == Some(date.as_str()) || *t.panel() != Panel::None {
            } else if g.moves().is_empty() || g.is_over() {
                t.new_game(seeds::daily_setup(&date));
            } else {
                t.open_setup();
            }
        });
    }
}

/// Escape puts a tapped die back (and closes the setup).
pub fn escape_puts_back(session: RwSignal<Session>) {
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
pub fn shell(
    ui: Ui,
    set_aside: RwSignal<Vec<SetAside>>,
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
fn header(ui: Ui, set_aside: RwSignal<Vec<SetAside>>, lang: RwSignal<crate::words::Lang>) -> El {
    El::of("header", "top")
        .child(game_title(ui))
        .child(
            El::of("p", "status")
                .attr("aria-live", "polite")
                .bind_text(derive(move || status(ui))),
        )
        .child(players::players_bar(ui))
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
    let sheet_box = El::of("div", "sheet-box").follow_size();
    let main = El::of("main", "app")
        .child(game_sheet(ui, sheet_box.child(sheet::cell_note(ui))))
        .child(tray::tray(ui).bind_hidden(over.into()));
    // The end panel is made when the game ends (an undo takes it away).
    let game_over = memo(move || session.with(|t| t.game().is_over()));
    let revision = memo(move || session.with(|t| t.revision()));
    let ended = memo(move || game_over.get().then(|| revision.get()));
    switch(&main, ended, move |_| {
        session.with_untracked(|t| {
            let game = t.game();
            let ending = Ending::of(game, || stored().archive_before(game));
            end::end_panel(ui, game, &ending)
        })
    });
    main
}

/// The game's name over the page.
#[cfg(not(feature = "twice"))]
fn game_title(_: Ui) -> El {
    El::new("h1").text(crate::words::words().game_name())
}

/// The game's name over the page: the sequel's own while it is played.
#[cfg(feature = "twice")]
fn game_title(ui: Ui) -> El {
    El::new("h1").bind_text(derive(move || {
        let w = crate::words::words();
        match ui.state.with(|s| s.edition()) {
            crate::engine::Edition::Twice => w.game_twice(),
            _ => w.game_name(),
        }
    }))
}

/// The sheet of the game on the table: each app's own game's (a build of
/// both games draws whichever game it is, anew for a new game of the other).
#[cfg(not(feature = "twice"))]
fn game_sheet(ui: Ui, sheet_box: El) -> El {
    sheet_box.child(sheet::score_sheet(ui))
}

/// The sequel's app: its own sheet only (the first game's is not built
/// into it).
#[cfg(feature = "only-twice")]
fn game_sheet(ui: Ui, sheet_box: El) -> El {
    sheet_box.child(crate::app::views::twice_sheet::twice_sheet(ui))
}

#[cfg(all(feature = "twice", not(feature = "only-twice")))]
fn game_sheet(ui: Ui, sheet_box: El) -> El {
    let edition = memo(move || Some(ui.state.with(|s| s.edition())));
    switch(&sheet_box, edition, move |e| match e {
        crate::engine::Edition::Twice => crate::app::views::twice_sheet::twice_sheet(ui),
        _ => sheet::score_sheet(ui),
    });
    sheet_box
}

/// One overlay at a time over the shell, decided by `Session::overlay`;
/// `take_newer` loads the game that went on in another tab.
pub fn overlays(
    ui: Ui,
    parent: &El,
    lang: RwSignal<crate::words::Lang>,
    set_aside: RwSignal<Vec<SetAside>>,
    take_newer: impl Fn() + Copy + 'static,
) {
    let overlay = memo(move || match ui.overlay.get() {
        Overlay::None => None,
        o => Some((o, lang.get())),
    });
    switch(parent, overlay, move |(o, _)| match o {
        Overlay::Setup => new_game::setup_dialog(ui),
        Overlay::History => history::dialog(ui),
        Overlay::Unreadable(b) => dialogs::unreadable_dialog(ui, b, set_aside),
        Overlay::OtherTab => dialogs::other_tab_dialog(take_newer),
        Overlay::HandOver(seat) => players::hand_over(ui, seat),
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
        // Twice as Clever's (the app plays the first game).
        Decision::Return { .. } => "return",
        Decision::Question { .. } => "question",
        Decision::SilverRow { .. } => "silver_row",
    }
}
