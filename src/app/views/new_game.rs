//! The "New game" dialog: players, names, seats, who starts, the solo
//! variant, the daily challenge, resume. The form's values live in signals
//! (what shows for which count is the style sheet's, by `:has`).

use crate::app::dom::*;
use crate::app::edge::address;
use crate::app::edge::seeds;
use crate::app::state::stored::stored;
use crate::app::state::ui::Ui;
use crate::engine::{Edition, GameId, Invitation, Level, Seat, Setup, Variants, MAX_PLAYERS};
use crate::words::words;
use wasm_bindgen::JsCast;

/// The names as they will be kept: trimmed, at most 20 characters; an
/// empty one is "no name given" (shown as "Player 2" in the player's
/// language, see `words::seat_name`).
fn tidy(names: &mut [String]) {
    for name in names.iter_mut() {
        let trimmed: String = name.trim().chars().take(20).collect();
        *name = trimmed;
    }
}

/// The form as chosen so far.
#[derive(Clone, Copy)]
struct Form {
    count: RwSignal<usize>,
    names: [RwSignal<String>; MAX_PLAYERS],
    seats: [RwSignal<Seat>; MAX_PLAYERS],
    /// Who starts (`None`: at random).
    first: RwSignal<Option<u8>>,
    solo_extra: RwSignal<bool>,
    /// The players' own dice, entered by hand (else the app rolls).
    own_dice: RwSignal<bool>,
    /// Only my sheet here: the others play on their own sheets, and my
    /// place in the turn order (from 0).
    only_mine: RwSignal<bool>,
    place: RwSignal<usize>,
    /// Friends elsewhere, by link: each plays on their own device.
    by_link: RwSignal<bool>,
    /// The sequel, Twice as Clever (else the first game).
    twice: RwSignal<bool>,
}

/// How a start button starts.
#[derive(Clone, Copy, PartialEq)]
enum Start {
    AsChosen,
    /// The common case in one tap: you against the expert.
    Versus,
    Daily,
}

impl Form {
    /// Only my sheet, chosen and possible (two players or more).
    fn only_mine_here(self) -> bool {
        (self.only_mine.get() || self.by_link.get()) && self.count.get() > 1
    }

    fn setup(self, how: Start) -> Setup {
        if how == Start::Daily {
            return seeds::daily_setup(&address::url_daily().unwrap_or_else(seeds::today));
        }
        let mut n = self.count.get_untracked();
        let mut names: Vec<String> = self.names.iter().map(|s| s.get_untracked()).collect();
        let mut seats: Vec<Seat> = self.seats.iter().map(|s| s.get_untracked()).collect();
        if how == Start::Versus {
            n = 2;
            seats = vec![Seat::Person, Seat::Computer(Level::Expert)];
            // No name given: the computer is shown by its level.
        }
        tidy(&mut names);
        stored().keep_names(&names);
        let seed = seeds::new_seed();
        let first = self
            .first
            .get_untracked()
            .filter(|&f| (f as usize) < n)
            .unwrap_or_else(|| seeds::random_seat(seed, n));
        seats.truncate(n);
        let mut first = first;
        let mut own_dice = how == Start::AsChosen && self.own_dice.get_untracked();
        if how == Start::AsChosen && n > 1 && self.only_mine.get_untracked() {
            // The seats in turn order; mine is the one sheet kept here, and
            // the dice are the table's own.
            let place = self.place.get_untracked().min(n - 1);
            seats = Setup::one_seat_here(n, place);
            first = 0;
            own_dice = true;
        }
        if how == Start::AsChosen && n > 1 && self.by_link.get_untracked() {
            // The first name is the host's, the one seat here; a new game id.
            let id = seeds::new_seed().to_le_bytes();
            let invitation = Invitation {
                game: GameId([id[0], id[1], id[2], id[3], id[4], id[5]]),
                players: names[..n].to_vec(),
                first,
                edition: if self.twice.get_untracked() {
                    Edition::Twice
                } else {
                    Edition::Clever
                },
            };
            return invitation.setup(0, seed);
        }
        Setup {
            players: names[..n].to_vec(),
            first,
            seed,
            variants: Variants {
                solo_passive_extra: self.solo_extra.get_untracked(),
            },
            seats,
            daily: None,
            // The one-tap game against the expert is the app's dice.
            own_dice,
            by_link: None,
            game: if self.twice.get_untracked() {
                Edition::Twice
            } else {
                Edition::Clever
            },
        }
    }
}

/// Two pills, one choice: the first sets `on` to false, the second to true.
fn either(name: &str, choices: [(&str, String); 2], on: RwSignal<bool>) -> El {
    let chosen = usize::from(on.get_untracked());
    El::of("div", "pills").children(choices.into_iter().enumerate().map(|(i, (value, text))| {
        let mut radio = El::new("input")
            .attr("type", "radio")
            .attr("name", name)
            .attr("value", value)
            .on("change", move |_| on.set(i == 1));
        if i == chosen {
            radio = radio.attr("checked", "");
        }
        El::of("label", "pill")
            .child(radio)
            .child(El::new("span").text(text))
    }))
}

pub fn setup_dialog(ui: Ui) -> El {
    let w = words();
    let (count, in_progress, extra, own, twice) = ui.session.with_untracked(|t| {
        let g = t.game();
        (
            g.players() as usize,
            !g.is_over() && !g.moves().is_empty(),
            g.setup().variants.solo_passive_extra,
            g.setup().own_dice,
            g.edition() == Edition::Twice,
        )
    });
    let kept = stored().names();
    let form = Form {
        count: RwSignal::new(count),
        names: std::array::from_fn(|i| RwSignal::new(kept.get(i).cloned().unwrap_or_default())),
        seats: std::array::from_fn(|_| RwSignal::new(Seat::Person)),
        first: RwSignal::new(None),
        solo_extra: RwSignal::new(extra),
        own_dice: RwSignal::new(own),
        only_mine: RwSignal::new(false),
        place: RwSignal::new(0),
        by_link: RwSignal::new(false),
        twice: RwSignal::new(twice),
    };
    let sheets = sheets_choice(form);
    let dice = either(
        "dice",
        [("app", w.setup_dice_app()), ("own", w.setup_dice_own())],
        form.own_dice,
    );
    let pills = count_pills(form, count);
    let starter = starter_select(form);
    let check = solo_extra_check(form, extra);
    let mut card = game_choice(
        El::of("div", "card setup").child(El::new("h2").text(w.setup_title())),
        form,
    )
    .child(
        El::of("fieldset", "counts")
            .child(El::new("legend").text(w.setup_count_title()))
            .child(pills),
    )
    .child(
        El::of("fieldset", "names")
            .child(El::new("legend").text(w.setup_names_title()))
            .children((0..MAX_PLAYERS).map(|i| seat_row(form, i))),
    )
    .child(sheets)
    .child(
        El::of("fieldset", "dice-choice")
            // Only my sheet: the dice are the table's own; by link, the app's.
            .bind_hidden(derive(move || form.only_mine_here()))
            .child(El::new("legend").text(w.setup_dice_title()))
            .child(dice),
    )
    .child(
        El::of("label", "row starter")
            .child(El::new("span").text(w.setup_who_starts()))
            .child(starter),
    )
    .child(
        El::of("label", "row check")
            .child(check)
            .child(El::new("span").text(w.setup_solo_extra())),
    )
    .child(setup_buttons(ui, form, in_progress));
    if in_progress {
        card = card.child(El::of("p", "small").text(w.setup_replaces()));
    }
    El::of("dialog", "overlay")
        .attr("aria-label", w.setup_title())
        .child(card)
}

/// The game of the series. The first game's app offers the sequel too:
/// the page's other app plays it (`Session::new_game`).
fn game_choice(card: El, form: Form) -> El {
    let w = words();
    card.child(
        El::of("fieldset", "game-choice")
            .child(El::new("legend").text(w.setup_game_title()))
            .child(either(
                "game",
                [("clever", w.game_clever()), ("twice", w.game_twice())],
                form.twice,
            )),
    )
}

/// Every sheet here, only mine (and my place in the turn order), or
/// friends elsewhere, by link.
fn sheets_choice(form: Form) -> El {
    let w = words();
    let choices = [
        ("all", w.setup_sheets_all()),
        ("mine", w.setup_sheets_mine()),
        ("link", w.setup_sheets_link()),
    ];
    let sheets = El::of("div", "pills").children(choices.into_iter().enumerate().map(
        |(i, (value, text))| {
            let mut radio = El::new("input")
                .attr("type", "radio")
                .attr("name", "sheets")
                .attr("value", value)
                .on("change", move |_| {
                    form.only_mine.set(i == 1);
                    form.by_link.set(i == 2);
                });
            if i == 0 {
                radio = radio.attr("checked", "");
            }
            El::of("label", "pill")
                .child(radio)
                .child(El::new("span").text(text))
        },
    ));
    let place = El::new("select")
        .children((1..=MAX_PLAYERS).map(|n| {
            El::new("option")
                .attr("value", n.to_string())
                .text(n.to_string())
        }))
        .on("change", move |ev| {
            let n: usize = control_value(&ev).parse().unwrap_or(1);
            form.place.set(n.saturating_sub(1));
        });
    // (Shown by signals, not by `:has`: WebKit lays a dialog out
    // again late after a `:has` change, and a tap misses its button.)
    El::of("fieldset", "sheets-choice")
        .bind_hidden(derive(move || form.count.get() == 1))
        .child(El::new("legend").text(w.setup_sheets_title()))
        .child(sheets)
        .child(
            El::of("label", "row my-place")
                .bind_hidden(derive(move || !form.only_mine.get()))
                .child(El::new("span").text(w.setup_my_place()))
                .child(place),
        )
        .child(
            El::of("p", "small link-help")
                .bind_hidden(derive(move || !form.by_link.get()))
                .text(w.setup_link_help()),
        )
}

/// Solo, 2, 3 or 4 players: one radio each, the game's count chosen.
fn count_pills(form: Form, count: usize) -> El {
    let w = words();
    El::of("div", "pills").children((1..=MAX_PLAYERS).map(|n| {
        let mut radio = El::new("input")
            .attr("type", "radio")
            .attr("name", "count")
            .attr("value", n.to_string())
            .on("change", move |_| form.count.set(n));
        if n == count {
            radio = radio.attr("checked", "").attr("autofocus", "");
        }
        El::of("label", "pill")
            .child(radio)
            .child(El::new("span").text(if n == 1 {
                w.setup_solo()
            } else {
                w.setup_count(n)
            }))
    }))
}

/// One seat: its player's name, and a person or a computer (easy, medium,
/// expert) there.
fn seat_row(form: Form, i: usize) -> El {
    let w = words();
    let name = El::new("input")
        .attr("type", "text")
        .attr("id", format!("name{i}"))
        .attr("maxlength", "20")
        .attr("autocomplete", "off")
        .attr("value", form.names[i].get_untracked())
        .attr("placeholder", w.setup_player_n(i + 1))
        .on("input", move |ev| form.names[i].set(control_value(&ev)));
    let seat = El::new("select")
        .attr("id", format!("seat{i}"))
        // Named by its seat ("Player 2"), typed name or not.
        .attr("aria-labelledby", format!("seat-name{i}"))
        .children(Seat::ALL.iter().map(|s| {
            let level = match s {
                Seat::Person | Seat::Elsewhere => None,
                Seat::Computer(l) => Some(*l),
            };
            El::new("option")
                .attr("value", s.name())
                .text(crate::app::state::phrases::level_words(level))
        }))
        .on("change", move |ev| {
            form.seats[i].set(Seat::from_name(&control_value(&ev)).unwrap_or(Seat::Person))
        });
    // Only my sheet: the other seats are people at the table.
    let seat = seat.bind_hidden(derive(move || form.only_mine_here()));
    El::of("div", "seat")
        .child(
            El::of("label", "name")
                .child(
                    El::new("span")
                        .attr("id", format!("seat-name{i}"))
                        .text(w.setup_player_n(i + 1)),
                )
                .child(name),
        )
        .child(seat)
}

/// Who starts: at random, or a player named as typed.
fn starter_select(form: Form) -> El {
    let w = words();
    El::new("select")
        .attr("aria-label", w.setup_who_starts())
        .child(
            El::new("option")
                .attr("value", "random")
                .text(w.setup_random()),
        )
        .children((0..MAX_PLAYERS).map(|i| {
            El::new("option")
                .attr("value", i.to_string())
                .bind_text(derive(move || form.names[i].get()))
        }))
        .on("change", move |ev| {
            form.first.set(control_value(&ev).parse().ok());
        })
}

/// The solo +1 rule's box.
fn solo_extra_check(form: Form, extra: bool) -> El {
    let check = El::new("input")
        .attr("type", "checkbox")
        .on("change", move |ev| {
            let on = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .is_some_and(|i| i.checked());
            form.solo_extra.set(on);
        });
    if extra {
        check.attr("checked", "")
    } else {
        check
    }
}

/// Start, Play against the computer, Daily challenge, and Cancel (or
/// Resume a game in progress).
fn setup_buttons(ui: Ui, form: Form, in_progress: bool) -> El {
    let w = words();
    let start = move |how: Start| {
        move |_| {
            let setup = form.setup(how);
            ui.session.update(|t| {
                t.new_game(setup);
            });
        }
    };
    El::of("div", "buttons")
        .child(
            El::of("button", "btn primary big")
                .attr("type", "button")
                .text(w.setup_start())
                .on_click(start(Start::AsChosen)),
        )
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.setup_versus())
                .on_click(start(Start::Versus)),
        )
        .child(
            El::of("button", "btn")
                .attr("type", "button")
                .text(w.setup_daily_button())
                .on_click(start(Start::Daily)),
        )
        .child(
            El::of("button", "btn ghost")
                .attr("type", "button")
                .text(if in_progress {
                    w.setup_resume()
                } else {
                    w.setup_cancel()
                })
                .on_click(move |_| ui.session.update(|t| t.close_setup())),
        )
}
