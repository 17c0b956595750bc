//! The ru texts (a placeholder until the translation lands).

use super::Texts;

pub const TEXTS: Texts = super::EN;
