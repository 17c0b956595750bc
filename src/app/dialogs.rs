//! The dialogs about the saved game: a save that cannot be read, and a
//! game that went on in another tab.

use super::dom::*;
use super::storage;
use super::table::Broken;
use super::words::data_url;
use super::Ui;

pub fn unreadable_dialog(ui: Ui, broken: Broken, kept: RwSignal<Vec<storage::Kept>>) -> El {
    let raw = broken.raw.clone();
    // Set when the copy could not be kept: the player downloads it first.
    let unkept = RwSignal::new(false);
    let start_anew = move |_| {
        if unkept.get_untracked() || storage::keep_unreadable(&raw) {
            kept.set(storage::kept());
            ui.table.update(|t| t.dismiss_unreadable());
        } else {
            unkept.set(true);
        }
    };
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", "The saved game cannot be read")
        .child(
            El::of("div", "card")
                .child(El::new("h2").text("The saved game cannot be read"))
                .child(El::of("p", "refused").text(&broken.error))
                .child(El::new("p").text(
                    "It may come from a newer version of the app, or it was changed by hand. \
                     Nothing has been deleted: download the save to keep it, then start anew.",
                ))
                .child(
                    El::of("p", "refused")
                        .attr("role", "alert")
                        .bind_hidden(derive(move || !unkept.get()))
                        .text(
                            "This browser could not keep a copy of it (its storage is full or \
                             blocked). Download the save first: starting anew replaces it.",
                        ),
                )
                .child(
                    El::of("div", "buttons")
                        .child(
                            El::of("a", "btn")
                                .attr("href", &data_url(&broken.raw))
                                .attr("download", "clever-save.json")
                                .text("Download the save"),
                        )
                        .child(
                            El::of("button", "btn primary")
                                .bind_text(derive(move || {
                                    if unkept.get() {
                                        "Start anew without a copy".into()
                                    } else {
                                        "Start anew".into()
                                    }
                                }))
                                .on_click(start_anew),
                        ),
                ),
        )
}

/// The game went on in another tab: this one stopped saving.
pub fn elsewhere_dialog(take_newer: impl Fn() + 'static) -> El {
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", "This game went on in another tab")
        .child(
            El::of("div", "card")
                .child(El::new("h2").text("This game went on in another tab"))
                .child(El::new("p").text(
                    "This tab stopped saving so that no move made there is lost. \
                     Load the newer game to go on here.",
                ))
                .child(
                    El::of("div", "buttons").child(
                        El::of("button", "btn primary")
                            .text("Load the newer game")
                            .on_click(move |_| take_newer()),
                    ),
                ),
        )
}
