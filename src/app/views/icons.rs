//! Inline SVG icons, as constants: the fox, reroll, +1, pen marks, dice;
//! and where a die face's pips lie (its faces are built as elements by
//! `tray.rs`). Never emoji (emoji fonts are often missing). All decorative:
//! the buttons around them carry the accessible names.

/// Pip centres (on a 24 × 24 face) for each value 1..=6.
pub fn pips(value: u8) -> &'static [(u8, u8)] {
    match value {
        1 => &[(12, 12)],
        2 => &[(7, 7), (17, 17)],
        3 => &[(7, 7), (12, 12), (17, 17)],
        4 => &[(7, 7), (17, 7), (7, 17), (17, 17)],
        5 => &[(7, 7), (17, 7), (12, 12), (7, 17), (17, 17)],
        _ => &[(7, 7), (17, 7), (7, 12), (17, 12), (7, 17), (17, 17)],
    }
}

/// A hand-drawn looking cross (pen mark).
pub const PEN_X: &str = r#"<svg class="pen" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4.5 5.5 Q12 11.5 19.5 19"/><path d="M19 4.5 Q11 12.5 5 19.5"/></svg>"#;

/// A printed (pre-crossed) X.
pub const PRINTED_X: &str = r#"<svg class="printed" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6 L18 18 M18 6 L6 18"/></svg>"#;

pub const FOX: &str = r#"<svg class="icon fox" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path class="fur" d="M3 3 L9 8 H15 L21 3 L20 12 Q18 18 12 21 Q6 18 4 12 Z"/><path class="cheek" d="M5.5 12.5 Q9 13 12 21 Q15 13 18.5 12.5 Q16 17.5 12 19.5 Q8 17.5 5.5 12.5 Z"/><circle cx="9" cy="11" r="1.2" class="eye"/><circle cx="15" cy="11" r="1.2" class="eye"/><circle cx="12" cy="18.6" r="1.1" class="eye"/></svg>"#;

pub const REROLL: &str = r#"<svg class="icon reroll" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M19 8.5 A8 8 0 0 0 5.2 7.5"/><path d="M5 15.5 A8 8 0 0 0 18.8 16.5"/><path class="tip" d="M19.8 3.5 L19.6 9.3 L14 8.4"/><path class="tip" d="M4.2 20.5 L4.4 14.7 L10 15.6"/></svg>"#;

pub const PLUS_ONE: &str = r#"<svg class="icon plus1" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="1.5" y="4" width="21" height="16" rx="4"/><text x="12" y="16.6" text-anchor="middle">+1</text></svg>"#;

/// Two dice: the blue area's picture cell and the roll button.
pub const DICE_PAIR: &str = r#"<svg class="icon pair" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="2" y="8" width="12" height="12" rx="3"/><path d="M10 4h9a3 3 0 0 1 3 3v9"/><circle cx="6" cy="12" r="1.3" class="dot"/><circle cx="10" cy="16" r="1.3" class="dot"/></svg>"#;

/// "How to play": a question mark in a circle.
pub const HELP: &str = r#"<svg class="icon help" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9.5"/><path d="M9.2 9.3a2.9 2.9 0 1 1 4.3 2.5c-.9.5-1.5 1.1-1.5 2.2v.6"/><circle cx="12" cy="17.6" r="1.1" class="dot"/></svg>"#;

pub const UNDO: &str = r#"<svg class="icon undo" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M9 5 L4 10 L9 15"/><path d="M4.5 10 H14 A6 6 0 0 1 14 22 H10"/></svg>"#;

/// The sequel's return action: a die brought back by a curved arrow.
#[cfg(feature = "twice")]
pub const RETURN: &str = r#"<svg class="icon return" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="12" y="3" width="9" height="9" rx="2"/><path d="M16.5 14.5 A7 7 0 0 1 5 19"/><path class="tip" d="M3.6 14.2 L4.6 19.6 L10 18.6"/></svg>"#;

/// The sequel's circle around a yellow number, drawn as with a pen.
#[cfg(feature = "twice")]
pub const RING: &str = r#"<svg class="ring" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 3.2 C17.5 3 21 6.8 20.8 12 C20.6 17.4 16.8 20.9 11.8 20.8 C6.6 20.7 3.1 17 3.3 11.8 C3.5 7 6.8 3.6 12.6 3.9"/></svg>"#;
