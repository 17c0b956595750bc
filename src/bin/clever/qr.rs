//! `clever qr TEXT`: TEXT as a QR code drawn in text.

use crate::command::{print_out, Failure};

/// TEXT as a QR code in text: two characters a module ("██" dark, two
/// spaces light), with the four-module quiet zone around it.
pub fn print_qr(args: &[String]) -> Result<(), Failure> {
    let [text] = args else {
        return Err(Failure::Usage("qr takes one TEXT".into()));
    };
    let qr = clever::qr::Qr::encode(text)
        .ok_or_else(|| format!("{} bytes are too many for a QR code", text.len()))?;
    const QUIET: usize = 4;
    let side = qr.size + 2 * QUIET;
    let mut out = String::with_capacity(side * (side * 6 + 1));
    for y in 0..side {
        for x in 0..side {
            let dark = x >= QUIET && y >= QUIET && qr.dark(x - QUIET, y - QUIET);
            out.push_str(if dark { "██" } else { "  " });
        }
        if y + 1 < side {
            out.push('\n');
        }
    }
    print_out(&out);
    Ok(())
}
