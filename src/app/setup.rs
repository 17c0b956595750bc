//! The game setup (players, names, who starts, the solo variant, resume)
//! and the screen for a save that cannot be read.

use super::storage;
use super::table::Broken;
use super::words::data_url;
use super::Ui;
use crate::engine::{Setup, Variants};
use leptos::prelude::*;

#[component]
pub fn SetupDialog() -> impl IntoView {
    let ui = Ui::get();
    // The form starts from the game on the table (read once: the dialog is
    // made anew each time it opens).
    let (current, in_progress, variants) = ui.table.with_untracked(|t| {
        let g = &t.game;
        (
            g.state().players() as usize,
            !g.state().is_over() && !g.moves().is_empty(),
            g.setup().variants,
        )
    });
    let count = RwSignal::new(current.clamp(1, 4));
    let names = RwSignal::new(storage::load_names());
    // None: random.
    let first = RwSignal::new(None::<u8>);
    let solo_extra = RwSignal::new(variants.solo_passive_extra);

    let start = move |_| {
        let n = count.get_untracked();
        let mut all = names.get_untracked();
        for (i, name) in all.iter_mut().enumerate() {
            let trimmed: String = name.trim().chars().take(20).collect();
            *name = if trimmed.is_empty() {
                format!("Player {}", i + 1)
            } else {
                trimmed
            };
        }
        storage::save_names(&all);
        let seed = storage::new_seed();
        let first = first
            .get_untracked()
            .filter(|&f| (f as usize) < n)
            .unwrap_or_else(|| storage::random_seat(seed, n));
        let setup = Setup {
            players: all[..n].to_vec(),
            first,
            seed,
            variants: Variants {
                solo_passive_extra: solo_extra.get_untracked(),
            },
        };
        ui.table.update(|t| {
            t.new_game(setup);
        });
    };

    let counts = (1..=4usize)
        .map(|n| {
            view! {
                <label class="pill" class:on=Signal::derive(move || count.get() == n)>
                    <input
                        type="radio"
                        name="count"
                        prop:checked=Signal::derive(move || count.get() == n)
                        on:change=move |_| count.set(n)
                    />
                    {if n == 1 { "Solo".to_string() } else { format!("{n} players") }}
                </label>
            }
        })
        .collect_view();
    let name_inputs = (0..4usize)
        .map(|i| {
            view! {
                <label class="name" class:hidden=Signal::derive(move || { i >= count.get() })>
                    <span>{format!("Player {}", i + 1)}</span>
                    <input
                        type="text"
                        maxlength="20"
                        autocomplete="off"
                        prop:value=Signal::derive(move || names.with(|n| n[i].clone()))
                        on:input=move |ev| {
                            let v = event_target_value(&ev);
                            names.update(|n| n[i] = v);
                        }
                    />
                </label>
            }
        })
        .collect_view();
    let starters = move || {
        let n = count.get();
        let mut opts = vec![view! { <option value="random">"Random"</option> }.into_any()];
        for i in 0..n {
            let label = names.with(|v| v[i].clone());
            opts.push(view! { <option value=i.to_string()>{label}</option> }.into_any());
        }
        opts
    };

    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-label="New game">
            <div class="card setup">
                <h2>"New game"</h2>
                <fieldset>
                    <legend>"Players"</legend>
                    <div class="pills">{counts}</div>
                </fieldset>
                <fieldset>
                    <legend>"Names"</legend>
                    {name_inputs}
                </fieldset>
                <label class="row" class:hidden=Signal::derive(move || { count.get() < 2 })>
                    <span>"Who starts"</span>
                    <select aria-label="Who starts" on:change=move |ev| {
                        first.set(event_target_value(&ev).parse().ok());
                    }>{starters}</select>
                </label>
                <label class="row check" class:hidden=Signal::derive(move || { count.get() != 1 })>
                    <input
                        type="checkbox"
                        prop:checked=Signal::derive(move || solo_extra.get())
                        on:change=move |ev| solo_extra.set(event_target_checked(&ev))
                    />
                    <span>"Solo: +1 actions allowed in the passive turn (English rules; off: Italian rules)"</span>
                </label>
                <div class="buttons">
                    <button class="btn primary big" on:click=start>
                        "Start the game"
                    </button>
                    <button class="btn ghost" on:click=move |_| ui.table.update(|t| t.close_setup())>
                        {if in_progress { "Resume the saved game" } else { "Cancel" }}
                    </button>
                </div>
                {in_progress
                    .then(|| {
                        view! {
                            <p class="small">
                                "Starting a new game replaces the game in progress."
                            </p>
                        }
                    })}
            </div>
        </div>
    }
    .into_any()
}

#[component]
pub fn UnreadableDialog(broken: Broken) -> impl IntoView {
    let ui = Ui::get();
    let href = data_url(&broken.raw);
    let raw = broken.raw.clone();
    view! {
        <div class="overlay" role="alertdialog" aria-modal="true" aria-label="The saved game cannot be read">
            <div class="card">
                <h2>"The saved game cannot be read"</h2>
                <p class="refused">{broken.error}</p>
                <p>
                    "It may come from a newer version of the app, or it was changed by hand. "
                    "Nothing has been deleted: download the save to keep it, then start anew."
                </p>
                <div class="buttons">
                    <a class="btn" href=href download="clever-save.json">
                        "Download the save"
                    </a>
                    <button
                        class="btn primary"
                        on:click=move |_| {
                            storage::keep_unreadable(&raw);
                            ui.table.update(|t| t.dismiss_unreadable());
                        }
                    >
                        "Start anew"
                    </button>
                </div>
            </div>
        </div>
    }
    .into_any()
}
