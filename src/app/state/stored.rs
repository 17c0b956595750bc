//! What this browser keeps besides the game on the table, as the state and
//! the views ask for it: the theme, the language, the guide's progress, the
//! names typed last, the unreadable saves set aside, the shelf and the
//! archive. The browser's storage is the edge's: it implements `Store`
//! (`edge/persistence.rs`) and the app's start installs it; a view never
//! reads or writes storage itself, it calls `stored()`. Pure Rust: tested
//! natively with a store in memory.

use crate::app::state::guide::Progress;
use crate::engine::archive::{read_summary, ArchiveError, Entry};
use crate::engine::Game;
use crate::words::Lang;
use std::cell::Cell;

/// An unreadable save set aside: its key, and the raw text.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAside {
    pub key: String,
    pub raw: String,
}

/// The archive as the history reads it: its text (for the statistics the
/// worker counts) and each line that is not blank, with its index: its
/// entry, or why it cannot be read.
pub struct Finished {
    pub text: String,
    pub lines: Vec<(usize, Result<Entry, ArchiveError>)>,
}

impl Finished {
    /// The archive's text, read line by line.
    pub fn read(text: String) -> Finished {
        let lines = text
            .split('\n')
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty())
            .map(|(i, line)| (i, read_summary(line.trim_end_matches('\r'))))
            .collect();
        Finished { text, lines }
    }
}

/// The browser's storage as the state sees it: each read and write the
/// edge's `storage.rs` and `archive.rs` do, under their keys. A store that
/// keeps nothing (a method not given) reads nothing and refuses each write.
pub trait Store {
    fn load_theme(&self) -> Option<String> {
        None
    }
    fn save_theme(&self, _theme: &str) {}
    fn load_lang(&self) -> Option<String> {
        None
    }
    fn save_lang(&self, _code: &str) -> bool {
        false
    }
    fn load_guide(&self) -> Option<String> {
        None
    }
    fn save_guide(&self, _progress: &str) {}
    fn load_names(&self) -> Vec<String> {
        vec![String::new(); 4]
    }
    fn save_names(&self, _names: &[String]) {}
    fn set_aside(&self) -> Vec<SetAside> {
        Vec::new()
    }
    fn set_aside_unreadable(&self, _raw: &str) -> bool {
        false
    }
    fn discard(&self, _key: &str) {}
    fn shelf(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn shelve(&self, _key: &str, _record: &str) -> bool {
        false
    }
    fn unshelve(&self, _key: &str) {}
    fn load_archive(&self) -> String {
        String::new()
    }
    fn archive_before(&self, _game: &Game) -> String {
        String::new()
    }
}

/// The store before the app's start installs the browser's: it keeps
/// nothing.
struct Nothing;
impl Store for Nothing {}

thread_local! {
    static STORE: Cell<&'static dyn Store> = const { Cell::new(&Nothing as &'static dyn Store) };
}

/// The app's start: from now on `stored()` reads and writes `store`.
pub fn install(store: &'static dyn Store) {
    STORE.with(|s| s.set(store));
}

/// What this browser keeps (see `install`).
pub fn stored() -> Stored {
    Stored(STORE.with(Cell::get))
}

/// What this browser keeps besides the game on the table, in the game's
/// words.
#[derive(Clone, Copy)]
pub struct Stored(&'static dyn Store);

impl Stored {
    pub fn new(store: &'static dyn Store) -> Stored {
        Stored(store)
    }

    /// The theme chosen by hand ("light", "dark"), if any.
    pub fn theme(self) -> Option<String> {
        self.0.load_theme()
    }

    /// Keeps "light" or "dark"; anything else goes back to the system's.
    pub fn keep_theme(self, theme: &str) {
        self.0.save_theme(theme);
    }

    /// The language chosen in the Menu, if any (and spoken here).
    pub fn lang(self) -> Option<Lang> {
        self.0.load_lang().and_then(|c| Lang::from_tag(&c))
    }

    /// Keeps the language chosen; false if the browser refused.
    pub fn keep_lang(self, lang: Lang) -> bool {
        self.0.save_lang(lang.code())
    }

    /// The guide's progress as kept (a player who never began it is
    /// guided only before any game is finished).
    pub fn guide(self) -> Progress {
        let kept = self.0.load_guide();
        let any_finished = !self.0.load_archive().trim().is_empty();
        Progress::from_stored(kept.as_deref(), any_finished)
    }

    /// Keeps the guide's progress; a browser that refuses only forgets it.
    pub fn keep_guide(self, progress: Progress) {
        self.0.save_guide(&progress.stored());
    }

    /// The names typed last time (four, "" where none was given).
    pub fn names(self) -> Vec<String> {
        self.0.load_names()
    }

    pub fn keep_names(self, names: &[String]) {
        self.0.save_names(names);
    }

    /// Every unreadable save set aside, oldest first.
    pub fn set_aside(self) -> Vec<SetAside> {
        self.0.set_aside()
    }

    /// Sets an unreadable save aside under a key of its own; false if it
    /// could not be (it must not be written over then).
    pub fn set_aside_unreadable(self, raw: &str) -> bool {
        self.0.set_aside_unreadable(raw)
    }

    /// Discards an unreadable save set aside.
    pub fn discard(self, save: &SetAside) {
        self.0.discard(&save.key);
    }

    /// The games on the shelf that can be read: each with its key, in key
    /// order.
    pub fn shelf(self) -> Vec<(String, Game)> {
        self.0
            .shelf()
            .into_iter()
            .filter_map(|(key, raw)| Some((key, Game::from_json(&raw).ok()?)))
            .collect()
    }

    /// The game on the shelf under `key` (a game's id by link), if it can
    /// be read.
    pub fn shelved(self, key: &str) -> Option<Game> {
        self.0
            .shelf()
            .into_iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, raw)| Game::from_json(&raw).ok())
    }

    /// Puts a game's record on the shelf under `key`; false if the browser
    /// refused.
    pub fn shelve(self, key: &str, record: &str) -> bool {
        self.0.shelve(key, record)
    }

    /// Takes a game off the shelf.
    pub fn unshelve(self, key: &str) {
        self.0.unshelve(key);
    }

    /// Every finished game archived, read (the history).
    pub fn finished_games(self) -> Finished {
        Finished::read(self.0.load_archive())
    }

    /// The archive as it was before `game` (for its end: the daily streak,
    /// the personal best).
    pub fn archive_before(self, game: &Game) -> String {
        self.0.archive_before(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Edition, Setup};

    /// A browser that keeps a language, a guide, a shelf and an archive.
    struct Kept {
        lang: &'static str,
        guide: Option<&'static str>,
        shelf: Vec<(String, String)>,
        archive: &'static str,
    }
    impl Store for Kept {
        fn load_lang(&self) -> Option<String> {
            Some(self.lang.into())
        }
        fn load_guide(&self) -> Option<String> {
            self.guide.map(String::from)
        }
        fn shelf(&self) -> Vec<(String, String)> {
            self.shelf.clone()
        }
        fn load_archive(&self) -> String {
            self.archive.into()
        }
    }

    fn stored(kept: Kept) -> Stored {
        Stored::new(Box::leak(Box::new(kept)))
    }

    fn kept() -> Kept {
        let game = Game::new(Setup::solo("Ann", 7)).unwrap().to_json();
        Kept {
            lang: "de",
            guide: None,
            shelf: vec![("a".into(), "not a record".into()), ("b".into(), game)],
            archive: "",
        }
    }

    #[test]
    fn nothing_installed_keeps_nothing() {
        let s = super::stored();
        assert_eq!(s.theme(), None);
        assert_eq!(s.names(), vec![String::new(); 4]);
        assert!(!s.set_aside_unreadable("x"));
        assert!(s.shelf().is_empty());
    }

    #[test]
    fn the_language_kept_is_read_when_the_app_speaks_it() {
        assert_eq!(stored(kept()).lang(), Some(Lang::De));
        assert_eq!(
            stored(Kept {
                lang: "xx",
                ..kept()
            })
            .lang(),
            None
        );
    }

    #[test]
    fn the_guide_begins_only_before_the_first_finished_game() {
        assert!(stored(kept()).guide().on(Edition::Clever));
        let after = Kept {
            archive: "a game\n",
            ..kept()
        };
        assert!(!stored(after).guide().on(Edition::Clever));
        let begun = Kept {
            guide: Some("roll"),
            archive: "a game\n",
            ..kept()
        };
        assert!(stored(begun).guide().on(Edition::Clever));
    }

    #[test]
    fn the_shelf_lists_the_games_that_read() {
        let s = stored(kept());
        let shelf = s.shelf();
        assert_eq!(shelf.len(), 1);
        assert_eq!(shelf[0].0, "b");
        assert!(s.shelved("b").is_some());
        assert!(s.shelved("a").is_none());
        assert!(s.shelved("c").is_none());
    }

    #[test]
    fn the_finished_games_are_the_lines_that_are_not_blank() {
        let s = stored(Kept {
            archive: "one\n\n  \ntwo\r",
            ..kept()
        });
        let finished = s.finished_games();
        assert_eq!(finished.text, "one\n\n  \ntwo\r");
        let at: Vec<usize> = finished.lines.iter().map(|(i, _)| *i).collect();
        assert_eq!(at, vec![0, 3]);
    }
}
