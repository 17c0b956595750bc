//! The one signal and the memos many views share (`Ui`), and the status
//! line made from them. Views read these; inputs go through the session's
//! methods.

use crate::app::dom::*;
use crate::app::state::highlights::Highlights;
use crate::app::state::phrases::step_sentence;
use crate::app::state::session::{Note, Overlay, Session};
use crate::engine::{Action, Die, Event, Play, Spot};
#[cfg(not(feature = "only-twice"))]
use crate::engine::{Score, Sheet};
use crate::words::words;
use leptos::prelude::{GetValue, SetValue};

/// The one signal and the memos derived from it that many views share.
#[derive(Clone, Copy)]
pub struct Ui {
    pub session: RwSignal<Session>,
    /// The game at this moment, whichever game it is: changes only when
    /// the game does. (This and the
    /// other values made from the game or the seat shown are `settled`: a
    /// tap on a die changes the table, not them, and must not visit the
    /// hundreds of views made from them.)
    pub state: ReadSignal<Play>,
    /// What the engine allows now.
    pub legal: Memo<Vec<Action>>,
    pub selected: Memo<Option<Die>>,
    /// The seat whose sheet is shown.
    pub shown: ReadSignal<u8>,
    pub read_only: ReadSignal<bool>,
    /// The shown sheet and its score (the first game's; a sheet of the
    /// sequel is followed by its own view). Not in the sequel's app: two
    /// memos of their own types weigh on its first load.
    #[cfg(not(feature = "only-twice"))]
    pub sheet: Memo<Sheet>,
    #[cfg(not(feature = "only-twice"))]
    pub score: Memo<Score>,
    /// The cells of the shown sheet a tap would mark now.
    pub lit: Memo<Highlights>,
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
    pub hinted: Memo<Highlights>,
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
        let state = settled(move || session.with(|t| *t.on_show().play()));
        let legal = memo(move || state.with(|s| s.legal_actions()));
        let selected = memo(move || session.with(|t| t.selected()));
        let shown = settled(move || session.with(|t| t.shown()));
        let read_only = settled(move || session.with(|t| t.read_only()));
        #[cfg(not(feature = "only-twice"))]
        let sheet = memo(move || {
            state.with(|s| {
                s.clever()
                    .map(|c| *c.sheet(shown.get()))
                    .unwrap_or_default()
            })
        });
        #[cfg(not(feature = "only-twice"))]
        let score = memo(move || {
            state.with(|s| {
                s.clever()
                    .map_or_else(|| Sheet::default().score(), |c| c.score(shown.get()))
            })
        });
        let lit = memo(move || {
            if read_only.get() {
                return Highlights::default();
            }
            let die = selected.get();
            legal.with(|l| lit_spots(l, die))
        });
        let last = memo(move || session.with(|t| t.last().to_vec()));
        let recent = memo(move || session.with(|t| t.recent().to_vec()));
        let names = memo(move || {
            session.with(|t| crate::app::state::phrases::seat_names(t.on_show().setup()))
        });
        let note = memo(move || session.with(|t| t.note().clone()));
        let fresh = settled(move || {
            let seat = shown.get();
            last.with(|last| marked_by(last, seat))
        });
        let rolls = memo(move || session.with(rolls_of));
        let overlay = memo(move || session.with(|t| t.overlay()));
        let hinted = memo(move || session.with(hinted_spots));
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
            #[cfg(not(feature = "only-twice"))]
            sheet,
            #[cfg(not(feature = "only-twice"))]
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
    fn follow(spots: Memo<Highlights>) -> SpotFlags {
        let flags = StoredValue::new(
            (0..Highlights::PLACES)
                .map(|_| RwSignal::new(false))
                .collect(),
        );
        let shown = StoredValue::new(Highlights::default());
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
        self.0.with_value(|f| f[Highlights::place(spot)]).into()
    }
}

/// The cells a tap would mark now: every cell to cross, and the cells
/// the tapped die may go to.
fn lit_spots(legal: &[Action], die: Option<Die>) -> Highlights {
    let mut lit = Highlights::default();
    for a in legal {
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
    lit
}

/// The cells of `seat` that the last step marked, in marking order.
fn marked_by(last: &[Event], seat: u8) -> Vec<Spot> {
    last.iter()
        .filter_map(|e| match *e {
            Event::Marked { player, spot, .. } if player == seat => Some(spot),
            _ => None,
        })
        .collect()
}

/// How many rolls the record on show holds.
fn rolls_of(t: &Session) -> usize {
    t.on_show()
        .moves()
        .iter()
        .filter(|a| matches!(a, Action::Roll(_)))
        .count()
}

/// The cells the expert points at: its hints while their player's sheet
/// is shown, or the review's better move in a past position.
fn hinted_spots(t: &Session) -> Highlights {
    let mut spots = Highlights::default();
    let better = t.replay().and_then(|r| r.better);
    let hints = t.hints().iter().map(|h| h.action);
    if t.decision().player() == Some(t.shown()) || better.is_some() {
        for a in hints.chain(better) {
            if let Some(s) = spot_of(a) {
                spots.insert(s);
            }
        }
    }
    spots
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

/// The line under the dice: a refusal (true) or what happened (false).
pub fn note_words(ui: Ui) -> Memo<Option<(bool, String)>> {
    memo(move || {
        ui.names.with(|names| match ui.note.get() {
            Note::Refused(r) => Some((
                true,
                crate::app::state::phrases::refused_sentence(&r, names),
            )),
            Note::Undone => Some((false, words().tray_undone())),
            Note::Arrived(a) => ui.session.with(|t| {
                let game = t.game();
                let total = |seat: u8| {
                    game.received_scores()
                        .get(seat as usize)
                        .copied()
                        .flatten()
                        .map_or(0, |s| s.total())
                };
                let own = game.own_seat();
                Some((
                    false,
                    crate::app::state::phrases::arrival_sentence(&a, names, own, total),
                ))
            }),
            Note::Told => ui.last.with(|last| {
                let said = step_sentence(names, last);
                (!said.is_empty()).then_some((false, said))
            }),
        })
    })
}
