//! The options of a command: `--name value` pairs.

use crate::command::Failure;
use clever::engine::Edition;

/// A command's options: `--name value` pairs, each name one of those the
/// command knows, each at most once.
pub struct Flags(Vec<(String, String)>);

impl Flags {
    pub fn parse(args: &[String], known: &[&str]) -> Result<Flags, Failure> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        let mut args = args.iter();
        while let Some(name) = args.next() {
            if !known.contains(&name.as_str()) {
                return Err(Failure::Usage(if name.starts_with('-') {
                    format!("unknown option {name}")
                } else {
                    format!("unexpected argument {name:?}")
                }));
            }
            let value = args
                .next()
                .ok_or_else(|| Failure::Usage(format!("{name} needs a value")))?;
            if pairs.iter().any(|(n, _)| n == name) {
                return Err(Failure::Usage(format!("{name} is given twice")));
            }
            pairs.push((name.clone(), value.clone()));
        }
        Ok(Flags(pairs))
    }

    pub fn get<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Failure> {
        match self.0.iter().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, v)) => v
                .parse()
                .map(Some)
                .map_err(|_| Failure::Usage(format!("{name}: cannot read {v:?}"))),
        }
    }
}

/// The game a command's `--game` names (`clever`, the default, or `twice`).
pub fn game_flag(flags: &Flags) -> Result<Edition, Failure> {
    match flags.get::<String>("--game")? {
        None => Ok(Edition::Clever),
        Some(name) => Edition::from_name(&name)
            .ok_or_else(|| Failure::Usage(format!("unknown game {name:?}; games: clever, twice"))),
    }
}
