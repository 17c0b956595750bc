//! Play with friends far apart, by link (the views): the tray's panel
//! sends the own turn, shows the invitation and waits for a friend's turn;
//! the end sends the own score; a link pasted goes to its game. Where a
//! link goes is the edge's (`edge/links.rs`), the rules of it the engine's
//! (`friends`, `link`), the session's inputs `session/by_link.rs`.

use crate::app::dom::*;
use crate::app::edge::calculator;
use crate::app::edge::links::{address_of, join, put_on_table, take};
use crate::app::state::stored::stored;
use crate::app::state::ui::Ui;
use crate::engine::{Decision, Game, Link};
use crate::words::words;
use wasm_bindgen::{JsCast, JsValue};

/// A link to send, with Share (where the browser has a share sheet), Copy
/// and its QR code (drawn by the worker, on demand). Made anew for each
/// link (its panel is), so nothing in it is reactive.
pub fn link_box(url: String) -> El {
    let w = words();
    let field = El::of("input", "link-text")
        .attr("type", "text")
        .attr("readonly", "")
        .attr("aria-label", w.link_field())
        .attr("value", &url)
        .on("focus", |ev| select_text(ev.target()));
    let said = El::of("p", "link-said small").attr("role", "status");
    let code = El::of("div", "qr").attr("hidden", "");
    let (field_el, said_el, code_el) = (field.handle(), said.handle(), code.handle());
    let say = move |el: &web_sys::Element, text: String| el.set_text_content(Some(&text));
    let nav = window().navigator();
    let can_share =
        web_sys::js_sys::Reflect::has(&nav, &JsValue::from_str("share")).unwrap_or(false);
    let mut buttons = El::of("div", "buttons");
    let button = |text: String, primary: bool| {
        El::of("button", if primary { "btn primary" } else { "btn" })
            .attr("type", "button")
            .text(text)
    };
    if can_share {
        let url = url.clone();
        buttons = buttons.child(button(w.link_share(), true).on_click(move |_| {
            let data = web_sys::ShareData::new();
            data.set_url(&url);
            // A share sheet closed without sharing says nothing.
            then(&window().navigator().share_with_data(&data), |_| {}, |_| {});
        }));
    }
    let copied = url.clone();
    let copy_said = said_el.clone();
    buttons = buttons.child(button(w.link_copy(), !can_share).on_click(move |_| {
        let promise = window().navigator().clipboard().write_text(&copied);
        let (ok, failed, field) = (copy_said.clone(), copy_said.clone(), field_el.clone());
        then(
            &promise,
            move |_| say(&ok, words().link_copied()),
            move |_| {
                select_text(Some(field.into()));
                say(&failed, words().link_copy_failed());
            },
        );
    }));
    buttons = buttons.child(button(w.link_qr(), false).on_click(move |_| {
        if code_el.has_child_nodes() {
            let shown = code_el.has_attribute("hidden");
            let _ = if shown {
                code_el.remove_attribute("hidden")
            } else {
                code_el.set_attribute("hidden", "")
            };
            return;
        }
        let (code, said) = (code_el.clone(), said_el.clone());
        calculator::qr(url.clone(), move |answer| match answer {
            Ok((size, path)) => {
                let side = (size + 8).to_string();
                let drawing = svg("svg")
                    .attr("viewBox", format!("-4 -4 {side} {side}"))
                    .attr("role", "img")
                    .attr("aria-label", words().link_qr_name())
                    .attr("shape-rendering", "crispEdges")
                    .child(svg("path").attr("d", path).attr("class", "qr-dark"));
                let _ = code.append_child(&drawing.handle());
                let _ = code.remove_attribute("hidden");
            }
            Err(_) => say(&said, words().link_qr_failed()),
        });
    }));
    El::of("div", "link-box")
        .child(field)
        .child(buttons)
        .child(said)
        .child(code)
}

/// Selects the text of the input an event came from.
fn select_text(target: Option<web_sys::EventTarget>) {
    if let Some(i) = target.and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        i.select();
    }
}

/// What the tray's panel shows in a game by link, from the game alone.
#[derive(Clone, PartialEq)]
struct Panel {
    /// The invitation, until a friend's turn came.
    invitation: Option<String>,
    /// The own last turn's round and link, while it is the last one played.
    own_turn: Option<(u8, String)>,
    /// The friend's turn awaited now: their seat and the round.
    awaited: Option<(u8, u8)>,
    /// Every other player, in words.
    others: String,
    names: Vec<String>,
}

impl Panel {
    fn of(game: &Game) -> Option<Panel> {
        game.link_id()?;
        let names = crate::app::state::phrases::seat_names(game.setup());
        let own = game.own_seat();
        let received = game
            .moves()
            .iter()
            .any(|a| matches!(a, crate::engine::Action::DiceLayout(_)));
        let invitation = game
            .invitation()
            .filter(|_| !received && game.waiting().is_empty())
            .map(|i| address_of(&Link::Invitation(i)));
        let own_turn = game
            .turns_taken()
            .last()
            .filter(|last| Some(last.0.seat) == own)
            .and_then(|_| game.own_turn_link())
            .map(|l| (l.round, address_of(&Link::Turn(l))));
        let awaited = match game.decision() {
            Decision::DiceLayout { player } => Some((player, game.round())),
            _ => None,
        };
        let others: Vec<String> = names
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i as u8) != own)
            .map(|(_, n)| n.clone())
            .collect();
        Some(Panel {
            invitation,
            own_turn,
            awaited,
            others: crate::words::names::list_words(&others),
            names,
        })
    }
}

/// "Send your turn": the own turn's link.
fn send_turn(round: u8, url: String, others: &str) -> El {
    let w = words();
    El::of("div", "send-turn")
        .child(El::new("h2").text(w.send_turn_title()))
        .child(El::of("p", "small").text(w.send_turn_help(round, others)))
        .child(link_box(url))
}

/// The tray's panel in a game by link: the invitation (until a friend's
/// turn came), the own turn to send (after it), and the friend's turn
/// awaited, with a field to paste it and a message to ask for it again.
/// Made anew when the game changes.
pub fn tray_panel(ui: Ui) -> El {
    // The game's changes only (a tap on a die changes the session, not it).
    let revision = memo(move || ui.session.with(|t| t.revision()));
    let panel = memo(move || {
        let _ = revision.get();
        ui.session.with_untracked(|t| Panel::of(t.game()))
    });
    let el = El::of("section", "friends")
        .attr("aria-label", words().join_title())
        .bind_hidden(derive(move || panel.with(Option::is_none)));
    switch(&el, panel, move |p| panel_view(ui, p));
    el
}

fn panel_view(ui: Ui, p: Panel) -> El {
    let w = words();
    let mut el = El::new("div");
    if let Some(url) = p.invitation {
        el = el.child(
            El::of("div", "invite")
                .child(El::new("h2").text(w.invite_title()))
                .child(El::of("p", "small").text(w.invite_help(&p.others)))
                .child(link_box(url)),
        );
    }
    if let Some((round, url)) = p.own_turn {
        el = el.child(send_turn(round, url, &p.others));
    }
    if let Some((seat, round)) = p.awaited {
        let name = p.names[seat as usize].clone();
        let asked = El::of("p", "small").attr("role", "status");
        let asked_el = asked.handle();
        let ask = w.ask_again(&name, round);
        el = el.child(
            El::of("div", "awaited")
                .child(paste_row(ui, "link-paste"))
                .child(
                    El::of("button", "btn ghost ask-again")
                        .attr("type", "button")
                        .text(ask)
                        .on_click(move |_| {
                            let invite = ui
                                .session
                                .with_untracked(|t| t.game().invitation())
                                .map(|i| address_of(&Link::Invitation(i)))
                                .unwrap_or_default();
                            let text = words().ask_again_message(&name, round, &invite);
                            let done = words().ask_again_copied(&name);
                            let (ok, failed) = (asked_el.clone(), asked_el.clone());
                            let by_hand = text.clone();
                            then(
                                &window().navigator().clipboard().write_text(&text),
                                move |_| ok.set_text_content(Some(&done)),
                                move |_| failed.set_text_content(Some(&by_hand)),
                            );
                        }),
                )
                .child(asked),
        );
    }
    el
}

/// A field to paste a link received, and "Open".
fn paste_row(ui: Ui, id: &'static str) -> El {
    let w = words();
    let paste = El::of("input", "link-paste")
        .attr("type", "text")
        .attr("id", id)
        .attr("autocomplete", "off")
        .attr("inputmode", "url");
    let field = paste.handle();
    // A link refused is said here, where it was pasted.
    let why = El::of("p", "entry-why").attr("role", "alert");
    let why_el = why.handle();
    let open = move || {
        if let Some(i) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            let text = i.value();
            i.set_value("");
            take(ui, &text);
            let refused = ui.session.with_untracked(|t| match t.note() {
                crate::app::state::session::Note::Refused(r) => {
                    Some(crate::app::state::phrases::refused_sentence(
                        r,
                        &crate::app::state::phrases::seat_names(t.game().setup()),
                    ))
                }
                _ => None,
            });
            why_el.set_text_content(refused.as_deref());
        }
    };
    let open_key = open.clone();
    let paste = paste.on("keydown", move |ev| {
        if ev
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|k| k.key() == "Enter")
        {
            open_key();
        }
    });
    El::of("div", "paste-row")
        .child(El::new("label").attr("for", id).text(w.waiting_paste()))
        .child(paste)
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.waiting_open())
                .on_click(move |_| open()),
        )
        .child(why)
}

/// The end of a game by link (made anew at each change of the game): the
/// game's last turn if it was this device's, the own score to send, who
/// has not sent theirs yet, and a field for the friends' links.
pub fn end_panel(ui: Ui, game: &Game) -> Option<El> {
    let w = words();
    let score = game.own_score_link()?;
    let p = Panel::of(game)?;
    let missing: Vec<String> = game
        .scores_missing()
        .into_iter()
        .map(|s| p.names[s as usize].clone())
        .collect();
    // The tray is gone at the end: what a link did is said here.
    let note = crate::app::state::ui::note_words(ui);
    let mut el = El::of("section", "friends send-score").attr("aria-label", w.send_score());
    if let Some((round, url)) = p.own_turn {
        el = el.child(send_turn(round, url, &p.others));
    }
    el = el
        .child(El::new("h2").text(w.send_score()))
        .child(El::of("p", "small").text(w.send_score_help(&p.others)))
        .child(link_box(address_of(&Link::Score(score))));
    if !missing.is_empty() {
        let missing = crate::words::names::list_words(&missing);
        el = el.child(El::of("p", "scores-missing").text(w.scores_missing(&missing)));
    }
    Some(
        el.child(paste_row(ui, "score-paste")).child(
            El::of("p", "link-note")
                .attr("role", "status")
                .bind_text(derive(move || note.get().map(|n| n.1).unwrap_or_default())),
        ),
    )
}

/// "Which player are you?": one button per player of the invitation.
pub fn join_dialog(ui: Ui, invitation: crate::engine::Invitation) -> El {
    let w = words();
    let in_progress = ui.session.with_untracked(|t| t.worth_shelving());
    let names: Vec<String> = invitation
        .players
        .iter()
        .enumerate()
        .map(|(i, n)| {
            if n.is_empty() {
                w.setup_player_n(i + 1)
            } else {
                n.clone()
            }
        })
        .collect();
    let mut card = El::of("div", "card join")
        .child(El::new("h2").text(w.join_title()))
        .child(El::new("p").text(w.join_players(&crate::words::names::list_words(&names))))
        .child(El::new("h3").text(w.join_who()))
        .child(
            El::of("div", "buttons seats").children(names.iter().enumerate().map(|(i, n)| {
                El::of("button", "btn primary")
                    .attr("type", "button")
                    .text(n)
                    .on_click(move |_| join(ui, i as u8))
            })),
        );
    if in_progress {
        card = card.child(El::of("p", "small").text(w.join_keeps()));
    }
    card = card.child(
        El::of("div", "buttons").child(
            El::of("button", "btn ghost")
                .attr("type", "button")
                .text(w.join_not_now())
                .on_click(move |_| ui.session.update(|t| t.not_now())),
        ),
    );
    El::of("dialog", "overlay")
        .attr("aria-label", w.join_title())
        .child(card)
}

/// The Menu's games put aside, each with "Continue".
pub fn shelf_items(ui: Ui) -> El {
    let w = words();
    let mut list = El::of("div", "shelf");
    let kept = stored().shelf();
    if kept.is_empty() {
        return list.attr("hidden", "");
    }
    list = list.child(El::of("h3", "small").text(w.shelf_title()));
    for (key, game) in kept {
        let names = crate::app::state::phrases::seat_names(game.setup());
        let round = game.round().max(1);
        let text = w.shelf_game(&crate::words::names::list_words(&names), round);
        list = list.child(
            El::of("div", "row shelf-game")
                .child(El::new("span").text(&text))
                .child(
                    El::of("button", "btn")
                        .attr("type", "button")
                        .attr("aria-label", format!("{} — {text}", w.shelf_continue()))
                        .text(w.shelf_continue())
                        .on_click(move |_| {
                            if put_on_table(ui, game.clone()) {
                                stored().unshelve(&key);
                            }
                        }),
                ),
        );
    }
    list
}
