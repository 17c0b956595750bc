//! The app's root: the one signal, the memos every view shares, and the
//! shell that places the panels.

use super::dom::*;
use super::session::{Broken, Note, Overlay, Panel, Session};
use super::sync::{Sync, Verdict};
use super::Spots;
use super::{
    address, computer, dialogs, end, history, keeping, language, menu, new_game, offline, seeds,
    sheet, storage, tray,
};
use crate::engine::{Action, Decision, Die, Event, Game, Score, Sheet, Spot, State};
use crate::words::engine::record_error;
use leptos::prelude::{GetValue, LocalStorage, SetValue};
use wasm_bindgen::{JsCast, UnwrapThrowExt};

/// The one signal and the memos derived from it that many views share.
#[derive(Clone, Copy)]
pub struct Ui {
    pub session: RwSignal<Session>,
    /// The game's state: changes only when the game does. (This and the
    /// other values made from the game or the seat shown are `settled`: a
    /// tap on a die changes the table, not them, and must not visit the
    /// hundreds of views made from them.)
    pub state: ReadSignal<State>,
    /// What the engine allows now.
    pub legal: Memo<Vec<Action>>,
    pub selected: Memo<Option<Die>>,
    /// The seat whose sheet is shown.
    pub shown: ReadSignal<u8>,
    pub read_only: ReadSignal<bool>,
    /// The shown sheet and its score.
    pub sheet: Memo<Sheet>,
    pub score: Memo<Score>,
    /// The cells of the shown sheet a tap would mark now.
    pub lit: Memo<Spots>,
    /// The cells of the shown sheet the last step marked, in marking order.
    pub fresh: ReadSignal<Vec<Spot>>,
    /// How many rolls the record holds (rolled dice are new at each).
    pub rolls: Memo<usize>,
    /// The events of the game's last step, and the recent ones (the log).
    pub last: Memo<Vec<Event>>,
    pub recent: Memo<Vec<Event>>,
    /// The players' names, by seat.
    pub names: Memo<Vec<String>>,
    pub note: Memo<Note>,
    pub overlay: Memo<Overlay>,
    /// The cells the expert points at: its hints, or the review's better
    /// move in a past position.
    pub hinted: Memo<Spots>,
    /// `lit` and `hinted` cell by cell: a tap wakes only the cells it
    /// lights or puts out, not the seventy others.
    pub lit_at: SpotFlags,
    pub hinted_at: SpotFlags,
    /// A past position is on show (a replay).
    pub replaying: Memo<bool>,
}

impl Ui {
    pub fn new(session: Session) -> Ui {
        let session = RwSignal::new(session);
        let state = settled(move || session.with(|t| *t.on_show().state()));
        let legal = memo(move || state.with(|s| s.legal_actions()));
        let selected = memo(move || session.with(|t| t.selected()));
        let shown = settled(move || session.with(|t| t.shown()));
        let read_only = settled(move || session.with(|t| t.read_only()));
        let sheet = memo(move || state.with(|s| *s.sheet(shown.get())));
        let score = memo(move || state.with(|s| s.score(shown.get())));
        let lit = memo(move || {
            let mut lit = Spots::default();
            if read_only.get() {
                return lit;
            }
            let die = selected.get();
            legal.with(|l| {
                for a in l {
                    match *a {
                        Action::Cross(s) => lit.insert(s),
                        Action::Take {
                            die: d,
                            spot: Some(s),
                        }
                        | Action::PlusOne { die: d, spot: s }
                            if Some(d) == die =>
                        {
                            lit.insert(s)
                        }
                        _ => {}
                    }
                }
            });
            lit
        });
        let last = memo(move || session.with(|t| t.last().to_vec()));
        let recent = memo(move || session.with(|t| t.recent().to_vec()));
        let names = memo(move || session.with(|t| super::phrases::seat_names(t.on_show().setup())));
        let note = memo(move || session.with(|t| t.note().clone()));
        let fresh = settled(move || {
            let seat = shown.get();
            last.with(|last| {
                last.iter()
                    .filter_map(|e| match *e {
                        Event::Marked { player, spot, .. } if player == seat => Some(spot),
                        _ => None,
                    })
                    .collect()
            })
        });
        let rolls = memo(move || {
            session.with(|t| {
                t.on_show()
                    .moves()
                    .iter()
                    .filter(|a| matches!(a, Action::Roll(_)))
                    .count()
            })
        });
        let overlay = memo(move || session.with(|t| t.overlay()));
        let hinted = memo(move || {
            let mut spots = Spots::default();
            session.with(|t| {
                let better = t.replay().and_then(|r| r.better);
                let hints = t.hints().iter().map(|h| h.action);
                if t.decision().player() == Some(t.shown()) || better.is_some() {
                    for a in hints.chain(better) {
                        if let Some(s) = spot_of(a) {
                            spots.insert(s);
                        }
                    }
                }
            });
            spots
        });
        let replaying = memo(move || session.with(|t| t.replay().is_some()));
        let lit_at = SpotFlags::follow(lit);
        let hinted_at = SpotFlags::follow(hinted);
        Ui {
            lit_at,
            hinted_at,
            session,
            state,
            legal,
            selected,
            shown,
            read_only,
            sheet,
            score,
            lit,
            fresh,
            rolls,
            last,
            recent,
            names,
            note,
            overlay,
            hinted,
            replaying,
        }
    }
}

/// One flag per spot, following a set of spots: when the set changes, only
/// the flags of the spots that changed are set.
#[derive(Clone, Copy)]
pub struct SpotFlags(StoredValue<Vec<RwSignal<bool>>>);

impl SpotFlags {
    fn follow(spots: Memo<Spots>) -> SpotFlags {
        let flags = StoredValue::new((0..Spots::PLACES).map(|_| RwSignal::new(false)).collect());
        let shown = StoredValue::new(Spots::default());
        effect(move || {
            let now = spots.get();
            flags.with_value(|f: &Vec<RwSignal<bool>>| {
                for (place, on) in now.changes(shown.get_value()) {
                    f[place].set(on);
                }
            });
            shown.set_value(now);
        });
        SpotFlags(flags)
    }

    /// The flag of one spot.
    pub fn at(self, spot: Spot) -> Signal<bool> {
        self.0.with_value(|f| f[Spots::place(spot)]).into()
    }
}

/// The cell an action marks, if it marks one.
fn spot_of(action: Action) -> Option<Spot> {
    match action {
        Action::Take { spot, .. } => spot,
        Action::PlusOne { spot, .. } | Action::Cross(spot) => Some(spot),
        _ => None,
    }
}

/// The line that says whose turn it is and which round.
pub fn status(ui: Ui) -> String {
    let w = crate::words::words();
    let s = ui.state.get();
    if s.is_over() {
        return w.status_over(s.rounds());
    }
    if s.players() > 1 {
        let active = ui
            .names
            .with(|n| n.get(s.active() as usize).cloned().unwrap_or_default());
        w.status_turn(s.round(), s.rounds(), &active)
    } else if s.is_solo_passive() {
        w.status_passive(s.round(), s.rounds())
    } else {
        w.status_active(s.round(), s.rounds())
    }
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

/// After a tap made with the keyboard (a click whose `detail` is 0), move
/// the focus to what comes next: a lit cell, else a die to pick, else the
/// main button; so a keyboard player never has to Tab across the sheet.
pub fn keyboard_follow(by_keyboard: bool) {
    if !by_keyboard {
        return;
    }
    request_animation_frame(|| {
        let doc = document();
        for selector in [
            "[data-lit]",
            "[data-pick]",
            ".tray .btn.primary",
            ".overlay .btn.primary",
        ] {
            if let Some(el) = doc.query_selector(selector).ok().flatten() {
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                    return;
                }
            }
        }
    });
}

/// Where the sheet scrolls under a docked tray (a screen too small for
/// the whole sheet at its smallest cells), bring the picked die's lit cells
/// into the sheet's view: all of them where they fit, else the first.
pub fn reveal_lit_cell() {
    // Asked at the tap, before the tap changes anything (the layout is the
    // last frame's: reading it costs nothing). Not scrolling: everything is
    // in view already, and no frame callback is asked for.
    let doc = document();
    let Some(sheet_box) = doc.query_selector(".sheet-box").ok().flatten() else {
        return;
    };
    if sheet_box.scroll_height() <= sheet_box.client_height() {
        return;
    }
    request_animation_frame(move || {
        let Ok(lit) = document().query_selector_all("[data-lit]") else {
            return;
        };
        let view = sheet_box.get_bounding_client_rect();
        let (mut top, mut bottom) = (f64::MAX, f64::MIN);
        let (mut first_top, mut first_bottom) = (0.0, 0.0);
        for i in 0..lit.length() {
            if let Some(cell) = lit
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let r = cell.get_bounding_client_rect();
                if i == 0 {
                    (first_top, first_bottom) = (r.top(), r.bottom());
                }
                top = top.min(r.top());
                bottom = bottom.max(r.bottom());
            }
        }
        if top > bottom {
            return;
        }
        // A little room around the lit cells for their rings, where the
        // view has it.
        let room = view.height();
        let (top, bottom) = if bottom - top + 16.0 <= room {
            (top - 8.0, bottom + 8.0)
        } else {
            let margin = ((room - (first_bottom - first_top)) / 2.0).clamp(0.0, 8.0);
            (first_top - margin, first_bottom + margin)
        };
        let by = if top < view.top() {
            top - view.top()
        } else if bottom > view.bottom() {
            (bottom - view.bottom()).min(top - view.top())
        } else {
            return;
        };
        sheet_box.set_scroll_top(sheet_box.scroll_top() + by.round() as i32);
    });
}

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
            crate::words::Words::english().with_numbers(Box::new(super::intl::IntlNumbers::new(
                crate::words::Lang::En,
            )))
        });
        language::speak_now(words, None);
        leptos::mount::mount_to_body(start);
    });
}

/// The game the page opens with: the saved one, else the default one; an
/// unreadable save is kept aside (never overwritten) until the player
/// decides.
fn opening_game() -> (Game, Option<Broken>) {
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

/// The whole app, placed in the page's `<body>`.
fn start() {
    let (game, broken) = opening_game();
    let ui = Ui::new(Session::new(game, broken));
    let archive_note = keep_finished_games(ui.session);
    open_daily_from_address(ui.session);
    // The unreadable saves kept aside (the menu lists them).
    let kept_copies = RwSignal::new(storage::kept());
    // A new version of the app waits (see offline.rs).
    let update_ready = RwSignal::new(false);
    offline::register(update_ready);
    let sync = StoredValue::new_local(Sync {
        last_seen: storage::load_raw(),
    });
    let saved = save_after_each_change(ui.session, sync);
    // The page's listeners below are made under the root owner at mount:
    // they last as long as the page, as they should.
    follow_other_tabs(ui.session, sync, kept_copies);
    escape_puts_back(ui.session);
    computer::drive(ui);
    // Every view is made again in another language (the game and the
    // state of the table are the signal's, so nothing is lost).
    let lang = RwSignal::new(crate::words::words().lang());
    let shown = memo(move || Some(lang.get()));
    let body = El(document().body().expect_throw("a page body").into());
    switch(&body, shown, move |_| {
        shell(ui, kept_copies, update_ready, archive_note, saved, lang)
    });
    // After the shell, so a dialog opens over it; made again with it.
    overlays(ui, &body, lang, kept_copies, sync);
}

/// Every finished game is kept in the archive, once, and what that took is
/// said, never done silently: the sentence to show, if any.
fn keep_finished_games(session: RwSignal<Session>) -> RwSignal<Option<String>> {
    let archive_note = RwSignal::new(None::<String>);
    let keep = move |game: &Game| {
        // A game kept before says nothing new.
        if let Some(text) = keeping::archive(game).and_then(super::phrases::archived_sentence) {
            archive_note.set(Some(text));
        }
    };
    // A game that ended before a reload is kept before anything replaces it.
    if session.with_untracked(|t| t.game().state().is_over()) {
        session.with_untracked(|t| keep(t.game()));
    }
    let game_over = memo(move || session.with(|t| t.game().state().is_over()));
    effect(move || {
        if game_over.get() {
            session.with_untracked(|t| keep(t.game()));
        }
    });
    archive_note
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

/// Storage at the edge: the record after every change of the game, never
/// over a save that could not be read (until the player starts anew) nor
/// over a game that went on in another tab (see `sync.rs`). The signal says
/// whether the last write was kept.
fn save_after_each_change(
    session: RwSignal<Session>,
    sync: StoredValue<Sync, LocalStorage>,
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
            Verdict::Elsewhere | Verdict::Follow(_) => session.update(|t| t.went_on_elsewhere()),
        }
    });
    saved
}

/// Another tab saved: follow it while only looking, else say so; another
/// key changed: the kept saves are read again.
fn follow_other_tabs(
    session: RwSignal<Session>,
    sync: StoredValue<Sync, LocalStorage>,
    kept_copies: RwSignal<Vec<storage::Kept>>,
) {
    let _ = El(window().unchecked_into()).on("storage", move |ev| {
        let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() else {
            return;
        };
        if ev.key().as_deref() != Some(storage::GAME_KEY) {
            kept_copies.set(storage::kept());
            return;
        }
        let theirs = ev.new_value();
        let json = session.with_untracked(|t| t.game().to_json());
        match sync.with_value(|s| s.on_stored(theirs.as_deref(), &json)) {
            Verdict::Follow(game) => {
                sync.update_value(|s| s.seen(theirs.as_deref().unwrap_or_default()));
                session.update(|t| t.follow(*game));
            }
            Verdict::Elsewhere => session.update(|t| t.went_on_elsewhere()),
            Verdict::Same | Verdict::Write => {}
        }
    });
}

/// Escape puts a tapped die back (and closes the setup).
fn escape_puts_back(session: RwSignal<Session>) {
    let _ = El(document().document_element().expect_throw("a page")).on("keydown", move |ev| {
        if ev
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|k| k.key() == "Escape")
        {
            session.update(|t| t.escape());
        }
    });
}

/// The page: the header, the banners, the sheet and the tray (or the end
/// of the game), with what the decision now is in its attributes (for the
/// styles and the tests). A record file dropped anywhere is imported.
fn shell(
    ui: Ui,
    kept_copies: RwSignal<Vec<storage::Kept>>,
    update_ready: RwSignal<bool>,
    archive_note: RwSignal<Option<String>>,
    saved: RwSignal<bool>,
    lang: RwSignal<crate::words::Lang>,
) -> El {
    let session = ui.session;
    // The sheet is made before the header, so its effects run first.
    let main = playing_area(ui);
    let kind = derive(move || {
        Some(
            match ui.overlay.get() {
                Overlay::Unreadable(_) => "broken",
                Overlay::Elsewhere => "elsewhere",
                Overlay::Setup => "setup",
                Overlay::History => "history",
                Overlay::HandOver(_) => "handoff",
                Overlay::None => decision_kind(ui.state.with(|s| s.decision())),
            }
            .to_string(),
        )
    });
    let moves = memo(move || session.with(|t| t.game().moves().len()));
    El::of("div", "shell")
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
        .bind_attr(
            "data-active",
            derive(move || Some(ui.state.with(|s| s.active()).to_string())),
        )
        .child(header(ui, kept_copies, lang))
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
        )
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
    kept_copies: RwSignal<Vec<storage::Kept>>,
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
        .child(super::how_to_play::button())
        .child(menu::menu(ui, kept_copies, lang))
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
        .child(El::of("div", "sheet-box").child(sheet::score_sheet(ui)))
        .child(tray::tray(ui).bind_hidden(over.into()));
    // The end panel is made when the game ends (an undo takes it away).
    let game_over = memo(move || session.with(|t| t.game().state().is_over()));
    let revision = memo(move || session.with(|t| t.revision()));
    let ended = memo(move || game_over.get().then(|| revision.get()));
    switch(&main, ended, move |_| {
        session.with_untracked(|t| end::end_panel(ui, t.game()))
    });
    main
}

/// One overlay at a time over the shell, decided by `Session::overlay`.
fn overlays(
    ui: Ui,
    parent: &El,
    lang: RwSignal<crate::words::Lang>,
    kept_copies: RwSignal<Vec<storage::Kept>>,
    sync: StoredValue<Sync, LocalStorage>,
) {
    let session = ui.session;
    // "Load the newer game" (after the game went on elsewhere).
    let take_newer = move || {
        if let Some(raw) = storage::load_raw() {
            if let Ok(game) = Game::from_json(&raw) {
                sync.update_value(|s| s.seen(&raw));
                session.update(|t| t.take_newer(game));
            }
        }
    };
    let overlay = memo(move || match ui.overlay.get() {
        Overlay::None => None,
        o => Some((o, lang.get())),
    });
    switch(parent, overlay, move |(o, _)| match o {
        Overlay::Setup => new_game::setup_dialog(ui),
        Overlay::History => history::dialog(ui),
        Overlay::Unreadable(b) => dialogs::unreadable_dialog(ui, b, kept_copies),
        Overlay::Elsewhere => dialogs::elsewhere_dialog(take_newer),
        Overlay::HandOver(seat) => tray::hand_over(ui, seat),
        Overlay::None => El::new("div"),
    });
}
