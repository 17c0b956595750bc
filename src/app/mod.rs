//! The browser app (a placeholder until the real score sheet lands).
//!
//! It keeps the contract that the end-to-end tests in `tests/e2e/` check:
//! a heading containing "Clever", a region named "Score sheet", a button
//! named "Roll the dice", six dice as buttons named like
//! "White die, 3, rolled", and the dice survive a reload (localStorage).

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;

/// The six dice, in the order the game lists them.
pub const COLOURS: [&str; 6] = ["White", "Yellow", "Blue", "Green", "Orange", "Purple"];

/// localStorage key of the placeholder's dice.
const DICE_KEY: &str = "clever.placeholder.dice";

/// Six fair die values: a xorshift64* generator seeded from the browser's
/// crypto source (getrandom), with rejection so every face is equally likely.
fn roll_six() -> Vec<u8> {
    let mut seed = [0u8; 8];
    // getrandom's `wasm_js` backend uses crypto.getRandomValues; if that ever
    // failed the fixed seed below still gives valid (if predictable) dice.
    let _ = getrandom::fill(&mut seed);
    let mut state = u64::from_le_bytes(seed) | 1;
    let mut values = Vec::with_capacity(COLOURS.len());
    while values.len() < COLOURS.len() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        let byte = (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8;
        // 252 = 6 * 42: drop the top bytes to avoid modulo bias.
        if byte < 252 {
            values.push(byte % 6 + 1);
        }
    }
    values
}

fn load_dice() -> Option<Vec<u8>> {
    LocalStorage::get::<Vec<u8>>(DICE_KEY)
        .ok()
        .filter(|d| d.len() == COLOURS.len() && d.iter().all(|v| (1..=6).contains(v)))
}

/// Pip centres (on a 24 × 24 face) for each value 1..=6.
fn pips(value: u8) -> &'static [(u8, u8)] {
    match value {
        1 => &[(12, 12)],
        2 => &[(7, 7), (17, 17)],
        3 => &[(7, 7), (12, 12), (17, 17)],
        4 => &[(7, 7), (17, 7), (7, 17), (17, 17)],
        5 => &[(7, 7), (17, 7), (12, 12), (7, 17), (17, 17)],
        _ => &[(7, 7), (17, 7), (7, 12), (17, 12), (7, 17), (17, 17)],
    }
}

/// A die face as inline SVG (decorative: the button carries the name).
fn die_face(value: u8) -> impl IntoView {
    view! {
        <svg class="face" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="22" height="22" rx="5" class="body" />
            {pips(value)
                .iter()
                .map(|&(cx, cy)| view! { <circle cx=cx cy=cy r="2.2" class="pip" /> })
                .collect_view()}
        </svg>
    }
}

/// Two stacked dice, the roll button's icon.
fn roll_icon() -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="2" y="8" width="12" height="12" rx="3" fill="none" stroke="currentColor" stroke-width="2" />
            <path d="M10 4h9a3 3 0 0 1 3 3v9" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            <circle cx="6" cy="12" r="1.3" fill="currentColor" />
            <circle cx="10" cy="16" r="1.3" fill="currentColor" />
        </svg>
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let dice = RwSignal::new(load_dice());

    let roll = move |_| {
        let values = roll_six();
        // Saved straight away, so a reload right after a tap keeps it.
        let _ = LocalStorage::set(DICE_KEY, &values);
        dice.set(Some(values));
    };

    view! {
        <header class="top">
            <h1>"Ganz Schön Clever"</h1>
        </header>
        <main class="app">
            <section class="sheet" aria-label="Score sheet">
                {COLOURS
                    .iter()
                    .map(|colour| {
                        let class = format!("row row-{}", colour.to_lowercase());
                        view! {
                            <div class=class>
                                {(0..6).map(|_| view! { <span class="cell"></span> }).collect_view()}
                            </div>
                        }
                    })
                    .collect_view()}
            </section>
            <section class="tray" aria-label="Dice">
                <button class="roll" on:click=roll>
                    {roll_icon()}
                    "Roll the dice"
                </button>
                <ul class="dice">
                    {move || {
                        dice.get()
                            .map(|values| {
                                values
                                    .into_iter()
                                    .zip(COLOURS)
                                    .map(|(value, colour)| {
                                        let class = format!("die die-{}", colour.to_lowercase());
                                        let label = format!("{colour} die, {value}, rolled");
                                        view! {
                                            <li>
                                                <button class=class aria-label=label>
                                                    {die_face(value)}
                                                </button>
                                            </li>
                                        }
                                    })
                                    .collect_view()
                            })
                    }}
                </ul>
            </section>
        </main>
    }
}
