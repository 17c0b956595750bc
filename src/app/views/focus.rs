//! Where the focus and the sheet's scroll go after a tap: the keyboard
//! follows to what comes next, and a die's lit cells are brought into view.

use crate::app::dom::*;
use wasm_bindgen::JsCast;

/// After a tap made with the keyboard (a click whose `detail` is 0), move
/// the focus to what comes next: a lit cell, else a die to pick, else the
/// main button; so a keyboard player never has to Tab across the sheet.
pub fn keyboard_follow(by_keyboard: bool) {
    if !by_keyboard {
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

/// Where the sheet scrolls under a docked tray (a screen too small for
/// the whole sheet at its smallest cells), bring the picked die's lit cells
/// into the sheet's view: all of them where they fit, else the first.
pub fn reveal_lit_cell() {
    let Some(sheet_box) = document().query_selector(".sheet-box").ok().flatten() else {
        return;
    };
    // Once the tap's changes are drawn, and again a frame later: the tap
    // may grow the tray (a longer line of the guide, its size followed by a
    // ResizeObserver, laid out after the first frame's callbacks), so that
    // a sheet that fitted before the tap scrolls after it, with its lit
    // cells out of view (German, 360×710).
    request_animation_frame(move || {
        bring_lit_into_view(&sheet_box);
        request_animation_frame(move || bring_lit_into_view(&sheet_box));
    });
}

/// Scrolls `sheet_box` by the least that shows the lit cells (all of them
/// where they fit, else the first).
fn bring_lit_into_view(sheet_box: &web_sys::Element) {
    if sheet_box.scroll_height() <= sheet_box.client_height() {
        return;
    }
    let Ok(lit) = document().query_selector_all("[data-lit]") else {
        return;
    };
    let view = sheet_box.get_bounding_client_rect();
    let (mut top, mut bottom) = (f64::MAX, f64::MIN);
    let (mut first_top, mut first_bottom) = (0.0, 0.0);
    for i in 0..lit.length() {
        if let Some(cell) = lit
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            let r = cell.get_bounding_client_rect();
            if i == 0 {
                (first_top, first_bottom) = (r.top(), r.bottom());
            }
            top = top.min(r.top());
            bottom = bottom.max(r.bottom());
        }
    }
    if top > bottom {
        return;
    }
    // A little room around the lit cells for their rings, where the
    // view has it.
    let room = view.height();
    let (top, bottom) = if bottom - top + 16.0 <= room {
        (top - 8.0, bottom + 8.0)
    } else {
        let margin = ((room - (first_bottom - first_top)) / 2.0).clamp(0.0, 8.0);
        (first_top - margin, first_bottom + margin)
    };
    let by = if top < view.top() {
        top - view.top()
    } else if bottom > view.bottom() {
        (bottom - view.bottom()).min(top - view.top())
    } else {
        return;
    };
    sheet_box.set_scroll_top(sheet_box.scroll_top() + by.round() as i32);
}
