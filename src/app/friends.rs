//! Play with friends far apart, by link (the edge and the views): links
//! opened in the address or pasted go to their game (the one on the table,
//! one put aside, or a new one from an invitation); the tray's panel sends
//! the own turn, shows the invitation and waits for a friend's turn; the
//! end sends the own score. The rules of it are the engine's (`friends`,
//! `link`); the session's inputs are `session/by_link.rs`.

use super::dom::*;
use super::ui::Ui;
use super::{calculator, seeds, storage};
use crate::engine::{Decision, Game, Link};
use crate::words::words;
use wasm_bindgen::{JsCast, JsValue};

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
    let link = match Link::find(text) {
        Ok(link) => link,
        Err(e) => return ui.session.update(|t| t.refuse_link(e)),
    };
    let id = link.game();
    if ui.session.with_untracked(|t| t.game().link_id()) == Some(id) {
        return ui.session.update(|t| t.receive_link(&link));
    }
    let kept = storage::shelf()
        .into_iter()
        .find(|(key, _)| *key == id.text())
        .and_then(|(key, raw)| Some((key, Game::from_json(&raw).ok()?)));
    match (kept, &link) {
        (Some((key, game)), _) => {
            if put_on_table(ui, game) {
                storage::unshelve(&key);
                ui.session.update(|t| t.receive_link(&link));
            }
        }
        (None, Link::Invitation(invitation)) => {
            ui.session.update(|t| t.invited(invitation.clone()))
        }
        (None, _) => ui.session.update(|t| t.unknown_game()),
    }
}

/// Whether a game must be kept when another takes the table: one in
/// progress, or one by link still waiting for a score.
fn worth_keeping(game: &Game) -> bool {
    let over = game.state().is_over();
    match game.link_id() {
        Some(_) => !over || !game.scores_missing().is_empty(),
        None => !over && !game.moves().is_empty(),
    }
}

/// The key a game is put aside under.
fn shelf_key(game: &Game) -> String {
    game.link_id().map_or_else(
        || format!("t{}", web_sys::js_sys::Date::now() as u64),
        |id| id.text(),
    )
}

/// Another game takes the table; the one there is put aside first when
/// worth keeping. False (nothing changed) when it could not be kept.
pub fn put_on_table(ui: Ui, game: Game) -> bool {
    let kept = ui.session.with_untracked(|t| {
        let now = t.game();
        !worth_keeping(now) || storage::shelve(&shelf_key(now), &now.to_json())
    });
    if kept {
        ui.session.update(|t| t.switch_to(game));
    }
    kept
}

/// The invitation answered: this device plays `seat`, any game in
/// progress put aside first.
pub fn join(ui: Ui, seat: u8) {
    let keep = ui.session.with_untracked(|t| {
        let now = t.game();
        !worth_keeping(now) || storage::shelve(&shelf_key(now), &now.to_json())
    });
    if keep {
        let seed = seeds::new_seed();
        ui.session.update(|t| {
            t.join(seat, seed);
        });
    }
}

/// A link to send, with Share (where the browser has a share sheet), Copy
/// and its QR code (drawn by the worker, on demand).
pub fn link_box(url: Signal<String>) -> El {
    let w = words();
    let said = RwSignal::new(String::new());
    let qr = RwSignal::new(None::<(u32, String)>);
    let field = El::of("input", "link-text")
        .attr("type", "text")
        .attr("readonly", "")
        .attr("aria-label", w.link_field())
        .bind_attr("value", derive(move || Some(url.get())))
        .on("focus", |ev| {
            if let Some(i) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                i.select();
            }
        });
    let field_el = field.handle();
    // A new link: what was said and drawn was about the old one.
    effect(move || {
        let _ = url.get();
        said.set(String::new());
        qr.set(None);
        if let Some(i) = field_el.dyn_ref::<web_sys::HtmlInputElement>() {
            i.set_value(&url.get_untracked());
        }
    });
    let nav = window().navigator();
    let can_share =
        web_sys::js_sys::Reflect::has(&nav, &JsValue::from_str("share")).unwrap_or(false);
    let mut buttons = El::of("div", "buttons");
    if can_share {
        buttons = buttons.child(
            El::of("button", "btn primary")
                .attr("type", "button")
                .text(w.link_share())
                .on_click(move |_| {
                    let data = web_sys::ShareData::new();
                    data.set_url(&url.get_untracked());
                    // A share sheet closed without sharing says nothing.
                    then(&window().navigator().share_with_data(&data), |_| {}, |_| {});
                }),
        );
    }
    let select_field = field.handle();
    buttons = buttons
        .child(
            El::of("button", if can_share { "btn" } else { "btn primary" })
                .attr("type", "button")
                .text(w.link_copy())
                .on_click(move |_| {
                    let promise = window()
                        .navigator()
                        .clipboard()
                        .write_text(&url.get_untracked());
                    let field = select_field.clone();
                    then(
                        &promise,
                        move |_| said.set(words().link_copied()),
                        move |_| {
                            if let Some(i) = field.dyn_ref::<web_sys::HtmlInputElement>() {
                                i.select();
                            }
                            said.set(words().link_copy_failed());
                        },
                    );
                }),
        )
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.link_qr())
                .bind_pressed(derive(move || qr.with(Option::is_some)))
                .on_click(move |_| {
                    if qr.with_untracked(Option::is_some) {
                        return qr.set(None);
                    }
                    let asked = url.get_untracked();
                    calculator::qr(asked.clone(), move |answer| match answer {
                        Ok(drawn) if drawn.0 > 0 && url.get_untracked() == asked => {
                            qr.set(Some(drawn))
                        }
                        Ok(_) => {}
                        Err(_) => said.set(words().link_qr_failed()),
                    });
                }),
        );
    let code = El::of("div", "qr").bind_hidden(derive(move || qr.with(Option::is_none)));
    let code_el = code.handle();
    effect(move || {
        code_el.set_inner_html("");
        if let Some((size, path)) = qr.get() {
            let side = size + 8;
            let drawing = svg("svg")
                .attr("viewBox", format!("-4 -4 {side} {side}"))
                .attr("role", "img")
                .attr("aria-label", words().link_qr_name())
                .attr("shape-rendering", "crispEdges")
                .child(
                    svg("rect")
                        .attr("x", "-4")
                        .attr("y", "-4")
                        .attr("width", side.to_string())
                        .attr("height", side.to_string())
                        .attr("class", "qr-light"),
                )
                .child(svg("path").attr("d", path).attr("class", "qr-dark"));
            let _ = code_el.append_child(&drawing.handle());
        }
    });
    El::of("div", "link-box")
        .child(field)
        .child(buttons)
        .child(
            El::of("p", "link-said small")
                .attr("role", "status")
                .bind_text(said.into()),
        )
        .child(code)
}

/// The own last turn's round and link, while it is the last one played.
fn own_turn(ui: Ui, revision: Memo<u64>) -> Memo<Option<(u8, String)>> {
    memo(move || {
        let _ = revision.get();
        ui.session.with_untracked(|t| {
            let g = t.game();
            let me = g.own_seat()?;
            let last = g.turns_taken().last().copied()?;
            (last.0.seat == me)
                .then(|| g.own_turn_link())
                .flatten()
                .map(|l| (l.round, address_of(&Link::Turn(l))))
        })
    })
}

/// "Send your turn": the own turn's link while it is the last one played.
fn send_turn(ui: Ui, own_turn: Memo<Option<(u8, String)>>) -> El {
    let w = words();
    El::of("div", "send-turn")
        .bind_hidden(derive(move || own_turn.with(Option::is_none)))
        .child(El::new("h2").text(w.send_turn_title()))
        .child(El::of("p", "small").bind_text(derive(move || {
            let round = own_turn.with(|t| t.as_ref().map_or(0, |t| t.0));
            words().send_turn_help(round, &others(ui))
        })))
        .child(link_box(derive(move || {
            own_turn.with(|t| t.as_ref().map(|t| t.1.clone()).unwrap_or_default())
        })))
}

/// The names of every seat but the own one, as a list in words.
fn others(ui: Ui) -> String {
    let own = ui.session.with(|t| t.game().own_seat());
    let names: Vec<String> = ui.names.with(|n| {
        n.iter()
            .enumerate()
            .filter(|&(i, _)| Some(i as u8) != own)
            .map(|(_, n)| n.clone())
            .collect()
    });
    crate::words::engine::list_words(&names)
}

/// The tray's panel in a game by link: the invitation (until a friend's
/// turn came), the own turn to send (after it), and the friend's turn
/// awaited, with a field to paste it and a message to ask for it again.
pub fn tray_panel(ui: Ui) -> El {
    let w = words();
    let revision = memo(move || ui.session.with(|t| t.revision()));
    let by_link = memo(move || ui.session.with(|t| t.game().link_id().is_some()));
    let invitation = memo(move || {
        let _ = revision.get();
        ui.session.with_untracked(|t| {
            let g = t.game();
            let any_received = g
                .moves()
                .iter()
                .any(|a| matches!(a, crate::engine::Action::DiceLayout(_)));
            g.invitation()
                .filter(|_| !any_received && g.waiting().is_empty())
                .map(|i| address_of(&Link::Invitation(i)))
        })
    });
    let own_turn = own_turn(ui, revision);
    let awaited = memo(move || {
        let _ = revision.get();
        ui.session.with_untracked(|t| match t.game().decision() {
            Decision::DiceLayout { player } if t.game().link_id().is_some() => {
                Some((player, t.game().state().round()))
            }
            _ => None,
        })
    });
    let name = move |seat: u8| {
        ui.names
            .with(|n| n.get(seat as usize).cloned().unwrap_or_default())
    };
    let asked = RwSignal::new(String::new());
    effect(move || {
        let _ = awaited.get();
        asked.set(String::new());
    });
    El::of("section", "friends")
        .attr("aria-label", w.join_title())
        .bind_hidden(derive(move || !by_link.get()))
        .child(
            El::of("div", "invite")
                .bind_hidden(derive(move || invitation.with(Option::is_none)))
                .child(El::new("h2").text(w.invite_title()))
                .child(
                    El::of("p", "small")
                        .bind_text(derive(move || words().invite_help(&others(ui)))),
                )
                .child(link_box(derive(move || {
                    invitation.get().unwrap_or_default()
                }))),
        )
        .child(send_turn(ui, own_turn))
        .child(
            El::of("div", "awaited")
                .bind_hidden(derive(move || awaited.with(Option::is_none)))
                .child(El::of("p", "waiting").bind_text(derive(move || {
                    awaited
                        .get()
                        .map_or(String::new(), |(p, r)| words().waiting_turn(&name(p), r))
                })))
                .child(paste_row(ui, "link-paste"))
                .child(
                    El::of("button", "btn ghost ask-again")
                        .attr("type", "button")
                        .bind_text(derive(move || {
                            awaited
                                .get()
                                .map_or(String::new(), |(p, r)| words().ask_again(&name(p), r))
                        }))
                        .on_click(move |_| {
                            let Some((p, r)) = awaited.get_untracked() else {
                                return;
                            };
                            let game = ui.session.with_untracked(|t| t.game().invitation());
                            let invite = game
                                .map(|i| address_of(&Link::Invitation(i)))
                                .unwrap_or_default();
                            let text = words().ask_again_message(&name(p), r, &invite);
                            let done = words().ask_again_copied(&name(p));
                            let by_hand = text.clone();
                            then(
                                &window().navigator().clipboard().write_text(&text),
                                move |_| asked.set(done),
                                move |_| asked.set(by_hand),
                            );
                        }),
                )
                .child(
                    El::of("p", "small")
                        .attr("role", "status")
                        .bind_text(asked.into()),
                ),
        )
}

/// A field to paste a link received, and "Open".
fn paste_row(ui: Ui, id: &'static str) -> El {
    let w = words();
    let pasted = RwSignal::new(String::new());
    let paste = El::of("input", "link-paste")
        .attr("type", "text")
        .attr("id", id)
        .attr("autocomplete", "off")
        .attr("inputmode", "url")
        .on("input", move |ev| pasted.set(control_value(&ev)));
    let paste_el = paste.handle();
    let open = move || {
        let text = pasted.get_untracked();
        if let Some(i) = paste_el.dyn_ref::<web_sys::HtmlInputElement>() {
            i.set_value("");
        }
        pasted.set(String::new());
        take(ui, &text);
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
}

/// The end of a game by link: the own score to send, and who has not sent
/// theirs yet.
pub fn end_panel(ui: Ui, game: &Game) -> Option<El> {
    let w = words();
    let score = game.own_score_link()?;
    let url = address_of(&Link::Score(score));
    // The tray is gone at the end: what a link did is said here.
    let note = super::tray::note_words(ui);
    let missing = memo(move || {
        ui.session.with(|t| {
            let names = super::phrases::seat_names(t.game().setup());
            let missing: Vec<String> = t
                .game()
                .scores_missing()
                .into_iter()
                .map(|p| names[p as usize].clone())
                .collect();
            (!missing.is_empty()).then(|| crate::words::engine::list_words(&missing))
        })
    });
    // The game's last turn was this device's: it goes to the friends too.
    let revision = memo(move || ui.session.with(|t| t.revision()));
    let last_turn = send_turn(ui, own_turn(ui, revision));
    Some(
        El::of("section", "friends send-score")
            .attr("aria-label", w.send_score())
            .child(last_turn)
            .child(El::new("h2").text(w.send_score()))
            .child(El::of("p", "small").text(w.send_score_help(&others(ui))))
            .child(link_box(Signal::stored(url)))
            .child(
                El::of("p", "scores-missing")
                    .bind_hidden(derive(move || missing.with(Option::is_none)))
                    .bind_text(derive(move || {
                        missing
                            .get()
                            .map(|m| words().scores_missing(&m))
                            .unwrap_or_default()
                    })),
            )
            .child(paste_row(ui, "score-paste"))
            .child(
                El::of("p", "link-note")
                    .attr("role", "status")
                    .bind_text(derive(move || note.get().map(|n| n.1).unwrap_or_default())),
            ),
    )
}

/// "Which player are you?": one button per player of the invitation.
pub fn join_dialog(ui: Ui, invitation: crate::engine::Invitation) -> El {
    let w = words();
    let in_progress = ui.session.with_untracked(|t| worth_keeping(t.game()));
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
        .child(El::new("p").text(w.join_players(&crate::words::engine::list_words(&names))))
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
    let kept: Vec<(String, Game)> = storage::shelf()
        .into_iter()
        .filter_map(|(key, raw)| Some((key, Game::from_json(&raw).ok()?)))
        .collect();
    let mut list = El::of("div", "shelf").bind_hidden(derive(|| false));
    if kept.is_empty() {
        return list.attr("hidden", "");
    }
    list = list.child(El::of("h3", "small").text(w.shelf_title()));
    for (key, game) in kept {
        let names = super::phrases::seat_names(game.setup());
        let round = game.state().round().max(1);
        let text = w.shelf_game(&crate::words::engine::list_words(&names), round);
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
                                storage::unshelve(&key);
                            }
                        }),
                ),
        );
    }
    list
}
