//! `clever words DIR`: the catalogue's languages as files the app loads;
//! `clever words --sheet LANG`: a language's reading sheet for a native
//! reviewer (every message filled, in context).

use crate::command::{print_out, Failure};
use clever::words::{samples, Lang};
use std::path::PathBuf;

/// The languages the app loads, made from the catalogue (`src/words`), or
/// one language's reading sheet.
pub fn write_words(args: &[String]) -> Result<(), Failure> {
    let dir = match args {
        [flag, code] if flag == "--sheet" => {
            let lang = Lang::ALL
                .into_iter()
                .find(|l| l.code() == code)
                .ok_or_else(|| Failure::Usage(format!("no language {code:?}")))?;
            print_out(&samples::sheet(lang));
            return Ok(());
        }
        // (A flag is never a folder: `words --help` writes nothing.)
        [dir] if !dir.starts_with('-') => dir,
        _ => {
            return Err(Failure::Usage(
                "words takes one folder, or --sheet LANG".into(),
            ))
        }
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    for lang in Lang::ALL {
        let path = PathBuf::from(dir).join(format!("{}.json", lang.code()));
        std::fs::write(&path, clever::words::to_json(lang.texts()))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}
