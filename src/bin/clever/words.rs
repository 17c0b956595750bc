//! `clever words DIR`: the catalogue's languages as files the app loads.

use crate::command::Failure;
use std::path::PathBuf;

/// The languages the app loads, made from the catalogue (`src/words`).
pub fn write_words(args: &[String]) -> Result<(), Failure> {
    let [dir] = args else {
        return Err(Failure::Usage("words takes one folder".into()));
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    for lang in clever::words::Lang::ALL {
        let path = PathBuf::from(dir).join(format!("{}.json", lang.code()));
        std::fs::write(&path, clever::words::to_json(lang.texts()))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}
