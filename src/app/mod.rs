//! The browser app: Leptos components over the engine.
//!
//! One direction of data: the engine's `Game` lives in one signal; every
//! view reads it (and what `legal_actions()` lists) and a tap becomes an
//! `Action` that the engine accepts (the view re-renders and animates the
//! events) or refuses with a sentence. Storage sits at the edge: an effect
//! writes the record after each change; a load replays it.
//!
//! The accessible names are a contract with `tests/e2e/`: a "Score sheet"
//! region, a "Roll the dice" button, dice named like "White die, 3, rolled",
//! cells named like "Yellow 5, row 1 column 3, open".

mod end;
mod icons;
mod setup;
mod sheet;
mod store;
mod tray;
mod words;

use crate::engine::{Action, Decision, Die, Event, Game, Setup, Spot};
use leptos::prelude::*;
use words::{die_title, event_sentence};

/// A save that could not be read: why, and the raw text (to download).
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    pub error: String,
    pub raw: String,
}

/// The line under the dice: what just happened, or why a tap was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    Info(String),
    Refused(String),
}

/// The app's state: the game and the little the view adds to it.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub game: RwSignal<Game>,
    /// What the engine allows now.
    pub legal: Memo<Vec<Action>>,
    /// The die tapped, whose cells are lit.
    pub selected: RwSignal<Option<Die>>,
    pub note: RwSignal<Option<Note>>,
    /// Sentences for the recent events, oldest first.
    pub log: RwSignal<Vec<String>>,
    /// Cells marked by the last action, in the order they were marked.
    pub fresh: RwSignal<Vec<(u8, Spot)>>,
    /// The last action rolled dice (they tumble).
    pub just_rolled: RwSignal<bool>,
    /// Dice the last action moved to a dice field or the platter (they slide in).
    pub arrived: RwSignal<Vec<Die>>,
    /// A sheet opened read-only from the players bar.
    pub viewing: RwSignal<Option<u8>>,
    /// The player who has the tablet now (pass-and-play).
    pub holder: RwSignal<Option<u8>>,
    pub broken: RwSignal<Option<Broken>>,
    pub setup_open: RwSignal<bool>,
    /// The last write to localStorage worked.
    pub saved: RwSignal<bool>,
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Ctx {
    pub fn decision(&self) -> Decision {
        self.game.with(|g| g.decision())
    }

    pub fn name(&self, player: u8) -> String {
        self.game.with(|g| {
            g.setup()
                .players
                .get(player as usize)
                .cloned()
                .unwrap_or_default()
        })
    }

    pub fn players(&self) -> u8 {
        self.game.with(|g| g.state().players())
    }

    /// The player who must hand over the tablet to: the decision's player
    /// when someone else holds it (never in solo, never at the end).
    pub fn handoff(&self) -> Option<u8> {
        let p = self.decision().player()?;
        (self.players() > 1 && self.holder.get() != Some(p)).then_some(p)
    }

    /// Whose sheet is shown: the one opened read-only, else the player who
    /// decides now, else (game over) the first seat.
    pub fn sheet_player(&self) -> u8 {
        self.viewing
            .get()
            .or_else(|| self.decision().player())
            .unwrap_or(0)
    }

    /// Whether the shown sheet is someone else's, read-only.
    pub fn read_only(&self) -> bool {
        let shown = self.sheet_player();
        self.decision().player() != Some(shown)
    }

    /// Whether a tap on this cell now does something (the engine lists it).
    pub fn lit(&self, player: u8, spot: Spot) -> bool {
        if self.decision().player() != Some(player) || self.read_only() {
            return false;
        }
        let sel = self.selected.get();
        self.legal.with(|l| {
            l.iter().any(|a| match *a {
                Action::Cross(s) => s == spot,
                Action::Take { die, spot: Some(s) } | Action::PlusOne { die, spot: s } => {
                    sel == Some(die) && s == spot
                }
                _ => false,
            })
        })
    }

    /// Whether a tap on this die now does something.
    pub fn pickable(&self, die: Die) -> bool {
        self.legal.with(|l| {
            l.iter().any(|a| {
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die)
            })
        })
    }

    fn refuse(&self, why: impl AsRef<str>) {
        self.note
            .set(Some(Note::Refused(capitalised(why.as_ref()))));
    }

    /// Take the engine's new game and tell what happened.
    fn commit(&self, game: Game, events: &[Event]) {
        let names = game.setup().players.clone();
        self.fresh.set(
            events
                .iter()
                .filter_map(|e| match *e {
                    Event::Marked { player, spot, .. } => Some((player, spot)),
                    _ => None,
                })
                .collect(),
        );
        self.just_rolled
            .set(events.iter().any(|e| matches!(e, Event::Rolled { .. })));
        self.arrived.set(
            events
                .iter()
                .filter_map(|e| match *e {
                    Event::ToField { die, .. } | Event::ToPlatter { die } => Some(die),
                    _ => None,
                })
                .collect(),
        );
        self.selected.set(None);
        let news: Vec<String> = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::BonusEarned { .. }
                        | Event::BonusLost { .. }
                        | Event::NothingToEnter { .. }
                        | Event::RoundStarted { .. }
                        | Event::GameOver
                )
            })
            .filter_map(|e| event_sentence(&names, e))
            .collect();
        self.note
            .set((!news.is_empty()).then(|| Note::Info(news.join(" "))));
        self.log.update(|log| {
            log.extend(events.iter().filter_map(|e| event_sentence(&names, e)));
            let extra = log.len().saturating_sub(40);
            log.drain(..extra);
        });
        self.game.set(game);
    }

    /// Apply an action; on refusal, say why. True if it was applied.
    pub fn act(&self, action: Action) -> bool {
        let mut game = self.game.get_untracked();
        match game.apply(action) {
            Ok(events) => {
                self.commit(game, &events);
                true
            }
            Err(e) => {
                self.refuse(e.to_string());
                false
            }
        }
    }

    /// Roll the dice the engine asks for (from the game's seed).
    pub fn roll(&self) {
        let mut game = self.game.get_untracked();
        let mut bag = store::bag_for(&game);
        match game.roll_from(&mut bag) {
            Ok(events) => self.commit(game, &events),
            Err(e) => self.refuse(e.to_string()),
        }
    }

    pub fn reroll(&self) {
        if self.act(Action::Reroll) {
            self.roll();
        }
    }

    pub fn undo(&self) {
        let mut game = self.game.get_untracked();
        match game.undo() {
            Some(_) => {
                self.fresh.set(Vec::new());
                self.just_rolled.set(false);
                self.arrived.set(Vec::new());
                self.selected.set(None);
                self.note.set(Some(Note::Info("Undone.".into())));
                self.game.set(game);
            }
            None => self.refuse("there is nothing to undo since the last roll"),
        }
    }

    /// A die was tapped: take it, select it, or say why not.
    pub fn tap_die(&self, die: Die) {
        self.viewing.set(None);
        let decision = self.decision();
        let legal = self.legal.get_untracked();
        let mine: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| {
                matches!(*a, Action::Take { die: d, .. } | Action::PlusOne { die: d, .. } if d == die)
            })
            .collect();
        if mine.contains(&Action::Take { die, spot: None }) {
            self.act(Action::Take { die, spot: None });
            return;
        }
        if !mine.is_empty() {
            let now = (self.selected.get_untracked() != Some(die)).then_some(die);
            self.selected.set(now);
            self.note.set(None);
            if now.is_some() {
                reveal_lit_cell();
            }
            return;
        }
        // Not allowed: let the engine say why.
        let game = self.game.get_untracked();
        let state = *game.state();
        let player = decision.player().unwrap_or(0);
        let first_spot = state.spots_for(player, die).next();
        let probe = match decision {
            Decision::PlusOne { .. } => Action::PlusOne {
                die,
                spot: first_spot.unwrap_or(Spot::new(die.areas()[0], 0)),
            },
            _ => Action::Take {
                die,
                spot: first_spot,
            },
        };
        let mut probe_state = state;
        // (Never Ok: the action was not listed.)
        if let Err(e) = probe_state.apply(probe) {
            self.refuse(format!("{} die: {e}", die_title(die)));
        }
    }

    /// A cell was tapped: enter the selected die, place a free X, or say why not.
    pub fn tap_cell(&self, player: u8, spot: Spot) {
        let decision = self.decision();
        if self.read_only() || decision.player() != Some(player) {
            self.refuse(format!(
                "this is {}'s sheet, open to look at only",
                self.name(player)
            ));
            return;
        }
        let selected = self.selected.get_untracked();
        match (decision, selected) {
            (Decision::Choose { .. } | Decision::Passive { .. }, Some(die)) => {
                self.act(Action::Take {
                    die,
                    spot: Some(spot),
                });
            }
            (Decision::PlusOne { .. }, Some(die)) => {
                self.act(Action::PlusOne { die, spot });
            }
            (Decision::Choose { .. } | Decision::Passive { .. }, None) => {
                self.refuse("first tap a die, then one of the cells that light up")
            }
            (Decision::PlusOne { .. }, None) => {
                self.refuse("to use a +1 action, tap a die first, then a lit cell; or tap Done")
            }
            // The engine says what is expected instead (or places the X).
            _ => {
                self.act(Action::Cross(spot));
            }
        }
    }

    /// Start a game from a setup (the setup screen or "start anew").
    pub fn new_game(&self, setup: Setup) {
        match Game::new(setup) {
            Ok(game) => {
                if let Some(b) = self.broken.get_untracked() {
                    store::keep_unreadable(&b.raw);
                    self.broken.set(None);
                }
                self.fresh.set(Vec::new());
                self.log.set(Vec::new());
                self.note.set(None);
                self.selected.set(None);
                self.viewing.set(None);
                self.holder.set(None);
                self.just_rolled.set(false);
                self.arrived.set(Vec::new());
                self.setup_open.set(false);
                self.game.set(game);
            }
            Err(e) => self.refuse(e.to_string()),
        }
    }

    /// The line that says whose turn it is and which round.
    pub fn status(&self) -> String {
        self.game.with(|g| {
            let s = g.state();
            if s.is_over() {
                return format!("Game over after {} rounds", s.rounds());
            }
            let active = self.name(s.active());
            let turn = if s.players() == 1 {
                if s.is_solo_passive() {
                    "passive turn".to_string()
                } else {
                    "active turn".to_string()
                }
            } else {
                format!("{active}'s turn")
            };
            format!("Round {} of {} · {turn}", s.round(), s.rounds())
        })
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
fn reveal_lit_cell() {
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

/// Reads the saved game, or starts the default one; an unreadable save is
/// kept aside (never overwritten) until the player decides.
fn load() -> (Game, Option<Broken>) {
    match store::load_raw() {
        None => (store::default_game(), None),
        Some(raw) => match Game::from_json(&raw) {
            Ok(game) => (game, None),
            Err(e) => (
                store::default_game(),
                Some(Broken {
                    error: capitalised(&e.to_string()),
                    raw,
                }),
            ),
        },
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (game, broken) = load();
    let game = RwSignal::new(game);
    let ctx = Ctx {
        game,
        legal: Memo::new(move |_| game.with(|g| g.legal_actions())),
        selected: RwSignal::new(None),
        note: RwSignal::new(None),
        log: RwSignal::new(Vec::new()),
        fresh: RwSignal::new(Vec::new()),
        just_rolled: RwSignal::new(false),
        arrived: RwSignal::new(Vec::new()),
        viewing: RwSignal::new(None),
        holder: RwSignal::new(None),
        broken: RwSignal::new(broken),
        setup_open: RwSignal::new(false),
        saved: RwSignal::new(true),
    };

    // Storage at the edge: the record after every change (never over a
    // save that could not be read, until the player starts anew).
    Effect::new(move |_| {
        let json = ctx.game.with(|g| g.to_json());
        if ctx.broken.with(|b| b.is_none()) {
            ctx.saved.set(store::save(&json));
        }
    });

    // Escape puts a tapped die back.
    let _esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            ctx.selected.set(None);
            ctx.setup_open.set(false);
        }
    });

    let kind = move || {
        if ctx.broken.with(|b| b.is_some()) {
            "broken"
        } else if ctx.setup_open.get() {
            "setup"
        } else if ctx.handoff().is_some() {
            "handoff"
        } else {
            decision_kind(ctx.decision())
        }
    };
    let moves = move || ctx.game.with(|g| g.moves().len());
    let over = move || ctx.game.with(|g| g.state().is_over());
    let deciding = move || ctx.decision().player().map(|p| p.to_string());
    let active = move || ctx.game.with(|g| g.state().active());

    view! {
        <div
            class="shell"
            data-decision=kind
            data-moves=moves
            data-player=deciding
            data-active=active
        >
            <header class="top">
                <h1>
                    "Ganz Schön Clever"
                </h1>
                <p class="status" aria-live="polite">
                    {move || ctx.status()}
                </p>
                {move || tray::players_bar(ctx)}
                <button class="btn ghost" on:click=move |_| ctx.setup_open.set(true)>
                    "New game"
                </button>
            </header>
            <main class="app">
                {sheet::score_sheet(ctx)}
                {move || if over() { end::end_panel(ctx) } else { tray::tray(ctx) }}
            </main>
            {move || tray::handoff_screen(ctx)}
            {move || ctx.setup_open.get().then(|| setup::setup_dialog(ctx))}
            {move || ctx.broken.get().map(|b| setup::broken_dialog(ctx, b))}
            {move || {
                (!ctx.saved.get())
                    .then(|| {
                        view! {
                            <p class="warn" role="alert">
                                "This browser does not let the game be saved: it will be lost on reload."
                            </p>
                        }
                    })
            }}
        </div>
    }
}
