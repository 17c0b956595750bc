//! The app's root: the one signal, the memos every view shares, and the
//! shell that places the panels.

use super::end::EndPanel;
use super::setup::{SetupDialog, UnreadableDialog};
use super::sheet::ScoreSheet;
use super::storage;
use super::table::{Overlay, Table};
use super::tray::{HandOver, PlayersBar, Tray};
use super::Spots;
use crate::engine::{Action, Decision, Die, Event, Sheet, Score, Spot, State};
use leptos::prelude::*;

/// The one signal and the memos derived from it that many views share.
#[derive(Clone, Copy)]
pub struct Ui {
    pub table: RwSignal<Table>,
    /// The game's state: changes only when the game does.
    pub state: Memo<State>,
    /// What the engine allows now.
    pub legal: Memo<Vec<Action>>,
    pub selected: Memo<Option<Die>>,
    /// The seat whose sheet is shown.
    pub shown: Memo<u8>,
    pub read_only: Memo<bool>,
    /// The shown sheet and its score.
    pub sheet: Memo<Sheet>,
    pub score: Memo<Score>,
    /// The cells of the shown sheet a tap would mark now.
    pub lit: Memo<Spots>,
    /// The cells of the shown sheet the last step marked, in marking order.
    pub fresh: Memo<Vec<Spot>>,
    /// How many rolls the record holds (rolled dice are new at each).
    pub rolls: Memo<usize>,
    pub overlay: Memo<Overlay>,
}

impl Ui {
    fn new(table: Table) -> Ui {
        let table = RwSignal::new(table);
        let state = Memo::new(move |_| table.with(|t| *t.game.state()));
        let legal = Memo::new(move |_| state.with(|s| s.legal_actions()));
        let selected = Memo::new(move |_| table.with(|t| t.selected));
        let shown = Memo::new(move |_| table.with(|t| t.shown()));
        let read_only = Memo::new(move |_| table.with(|t| t.read_only()));
        let sheet = Memo::new(move |_| state.with(|s| *s.sheet(shown.get())));
        let score = Memo::new(move |_| state.with(|s| s.score(shown.get())));
        let lit = Memo::new(move |_| {
            let mut lit = Spots::default();
            if read_only.get() {
                return lit;
            }
            let die = selected.get();
            legal.with(|l| {
                for a in l {
                    match *a {
                        Action::Cross(s) => lit.insert(s),
                        Action::Take { die: d, spot: Some(s) } | Action::PlusOne { die: d, spot: s }
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
        let fresh = Memo::new(move |_| {
            let seat = shown.get();
            table.with(|t| {
                t.last
                    .iter()
                    .filter_map(|e| match *e {
                        Event::Marked { player, spot, .. } if player == seat => Some(spot),
                        _ => None,
                    })
                    .collect()
            })
        });
        let rolls = Memo::new(move |_| {
            table.with(|t| {
                t.game
                    .moves()
                    .iter()
                    .filter(|a| matches!(a, Action::Roll(_)))
                    .count()
            })
        });
        let overlay = Memo::new(move |_| table.with(|t| t.overlay()));
        Ui {
            table,
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
            overlay,
        }
    }

    /// The app's `Ui`, provided by `App`.
    pub fn get() -> Ui {
        expect_context::<Ui>()
    }
}

/// The line that says whose turn it is and which round.
pub fn status(ui: Ui) -> String {
    let s = ui.state.get();
    if s.is_over() {
        return format!("Game over after {} rounds", s.rounds());
    }
    let turn = if s.players() == 1 {
        if s.is_solo_passive() {
            "passive turn".to_string()
        } else {
            "active turn".to_string()
        }
    } else {
        let active = ui.table.with(|t| t.name(s.active()).to_string());
        format!("{active}'s turn")
    };
    format!("Round {} of {} · {turn}", s.round(), s.rounds())
}

/// A pen cross while `on` holds. (One closure type for every use: each
/// distinct closure in a view costs its own copy of the rendering code.)
pub fn pen_if(on: Signal<bool>) -> impl IntoView {
    move || on.get().then(super::icons::pen_x)
}

/// A short, stable name for the decision (for styles and tests).
pub fn decision_kind(d: Decision) -> &'static str {
    match d {
        Decision::Roll { .. } => "roll",
        Decision::Choose { .. } => "choose",
        Decision::Passive { .. } => "passive",
        Decision::PlusOne { .. } => "plus_one",
        Decision::Cross { .. } => "cross",
        Decision::RoundChoice { .. } => "round_choice",
        Decision::GameOver => "game_over",
    }
}

/// After a tap made with the keyboard (a click whose `detail` is 0), move
/// the focus to what comes next: a lit cell, else a die to pick, else the
/// main button; so a keyboard player never has to Tab across the sheet.
pub fn keyboard_follow(ev: &leptos::ev::MouseEvent) {
    use wasm_bindgen::JsCast;
    if ev.detail() != 0 {
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

/// On a phone the sheet scrolls under the dice tray: after a die is picked,
/// bring its first lit cell into view when it is hidden.
pub fn reveal_lit_cell() {
    request_animation_frame(|| {
        let doc = document();
        let Some(cell) = doc.query_selector("[data-lit]").ok().flatten() else {
            return;
        };
        let win = window();
        let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64());
        let mut bottom = size(win.inner_height()).unwrap_or(f64::MAX);
        // The phone layout (see style/main.css): the tray covers the bottom.
        if size(win.inner_width()).unwrap_or(f64::MAX) <= 700.0 {
            if let Some(tray) = doc.query_selector(".tray").ok().flatten() {
                bottom = bottom.min(tray.get_bounding_client_rect().top());
            }
        }
        let r = cell.get_bounding_client_rect();
        if r.top() < 0.0 || r.bottom() > bottom {
            let opts = web_sys::ScrollIntoViewOptions::new();
            opts.set_block(web_sys::ScrollLogicalPosition::Center);
            cell.scroll_into_view_with_scroll_into_view_options(&opts);
        }
    });
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (game, broken) = storage::load();
    let ui = Ui::new(Table::new(game, broken));
    provide_context(ui);
    let table = ui.table;

    // Storage at the edge: the record after every change of the game (never
    // over a save that could not be read, until the player starts anew).
    let saved = RwSignal::new(true);
    let revision = Memo::new(move |_| table.with(|t| t.revision));
    Effect::new(move |_| {
        revision.track();
        let (unreadable, json) = table.with_untracked(|t| {
            (
                matches!(t.overlay(), Overlay::Unreadable(_)),
                t.game.to_json(),
            )
        });
        if !unreadable {
            saved.set(storage::save(&json));
        }
    });

    // Escape puts a tapped die back (and closes the setup).
    let _esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            table.update(|t| t.escape());
        }
    });

    let kind = move || match ui.overlay.get() {
        Overlay::Unreadable(_) => "broken",
        Overlay::Setup => "setup",
        Overlay::HandOver(_) => "handoff",
        Overlay::None => decision_kind(ui.state.with(|s| s.decision())),
    };
    let moves = Memo::new(move |_| table.with(|t| t.game.moves().len()));
    let deciding = move || ui.state.with(|s| s.decision().player().map(|p| p.to_string()));
    let active = move || ui.state.with(|s| s.active());
    let over = Memo::new(move |_| ui.state.with(|s| s.is_over()));

    view! {
        <div class="shell" data-decision=kind data-moves=moves data-player=deciding data-active=active>
            <header class="top">
                <h1>"Ganz Schön Clever"</h1>
                <p class="status" aria-live="polite">
                    {Signal::derive(move || status(ui))}
                </p>
                <PlayersBar />
                <button class="btn ghost" on:click=move |_| table.update(|t| t.open_setup())>
                    "New game"
                </button>
            </header>
            <main class="app">
                <ScoreSheet />
                <Show when=move || over.get() fallback=|| view! { <Tray /> }>
                    <EndPanel />
                </Show>
            </main>
            {move || match ui.overlay.get() {
                Overlay::None => ().into_any(),
                Overlay::Setup => view! { <SetupDialog /> }.into_any(),
                Overlay::Unreadable(b) => view! { <UnreadableDialog broken=b /> }.into_any(),
                Overlay::HandOver(seat) => view! { <HandOver seat=seat /> }.into_any(),
            }}
            <Show when=move || !saved.get()>
                <p class="warn" role="alert">
                    "This browser does not let the game be saved: it will be lost on reload."
                </p>
            </Show>
        </div>
    }
}
