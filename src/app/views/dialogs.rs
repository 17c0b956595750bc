//! The dialogs about the saved game: a save that cannot be read, and a
//! game that went on in another tab.

use crate::app::dom::*;
use crate::app::state::phrases::data_url;
use crate::app::state::session::Broken;
use crate::app::state::stored::{stored, SetAside};
use crate::app::state::ui::Ui;
use crate::words::words;

pub fn unreadable_dialog(ui: Ui, broken: Broken, set_aside: RwSignal<Vec<SetAside>>) -> El {
    let w = words();
    let raw = broken.raw.clone();
    // Set when the copy could not be set_aside: the player downloads it first.
    let not_set_aside = RwSignal::new(false);
    let start_anew = move |_| {
        if not_set_aside.get_untracked() || stored().set_aside_unreadable(&raw) {
            set_aside.set(stored().set_aside());
            ui.session.update(|t| t.dismiss_unreadable());
        } else {
            not_set_aside.set(true);
        }
    };
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", w.dialog_unreadable())
        .child(
            El::of("div", "card")
                .child(El::new("h2").text(w.dialog_unreadable()))
                .child(El::of("p", "refused").text(&broken.error))
                .child(El::new("p").text(w.dialog_unreadable_why()))
                .child(
                    El::of("p", "refused")
                        .attr("role", "alert")
                        .bind_hidden(derive(move || !not_set_aside.get()))
                        .text(w.dialog_not_kept()),
                )
                .child(
                    El::of("div", "buttons")
                        .child(
                            El::of("a", "btn")
                                .attr("href", data_url(&broken.raw))
                                .attr("download", w.dialog_save_file())
                                .text(w.dialog_download_save()),
                        )
                        .child(
                            El::of("button", "btn primary")
                                .bind_text(derive(move || {
                                    if not_set_aside.get() {
                                        words().dialog_start_anew_no_copy()
                                    } else {
                                        words().dialog_start_anew()
                                    }
                                }))
                                .on_click(start_anew),
                        ),
                ),
        )
}

/// The game went on in another tab: this one stopped saving.
pub fn other_tab_dialog(take_newer: impl Fn() + 'static) -> El {
    let w = words();
    El::of("dialog", "overlay")
        .attr("role", "alertdialog")
        .attr("aria-label", w.dialog_other_tab())
        .child(
            El::of("div", "card")
                .child(El::new("h2").text(w.dialog_other_tab()))
                .child(El::new("p").text(w.dialog_other_tab_why()))
                .child(
                    El::of("div", "buttons").child(
                        El::of("button", "btn primary")
                            .text(w.dialog_load_newer())
                            .on_click(move |_| take_newer()),
                    ),
                ),
        )
}
