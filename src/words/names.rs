//! The names of the engine's things in words: a die, an area, a rating,
//! and a list of names; the sentences of `errors.rs` and the app use them.

use super::{words, Words};
#[cfg(feature = "twice")]
use crate::engine::twice::TwiceRating;
use crate::engine::{Area, Die, Rating, SoloRating};

/// A die's colour as a title: "White", "Yellow", …
pub fn die_title(w: &Words, die: Die) -> String {
    match die {
        Die::White => w.die_white(),
        Die::Yellow => w.die_yellow(),
        Die::Blue => w.die_blue(),
        Die::Green => w.die_green(),
        Die::Orange => w.die_orange(),
        Die::Purple => w.die_purple(),
        Die::Pink => w.die_pink(),
        Die::Silver => w.die_silver(),
    }
}

/// A die's colour inside a sentence: "the white die".
pub fn die_in_sentence(w: &Words, die: Die) -> String {
    match die {
        Die::White => w.the_white(),
        Die::Yellow => w.the_yellow(),
        Die::Blue => w.the_blue(),
        Die::Green => w.the_green(),
        Die::Orange => w.the_orange(),
        Die::Purple => w.the_purple(),
        Die::Pink => w.the_pink(),
        Die::Silver => w.the_silver(),
    }
}

/// A daily challenge's day (`YYYY-MM-DD`, as its address writes it) as
/// the language writes a date: "26.11.2026" in German. Anything else is
/// shown as it is.
pub fn day_written(w: &Words, day: &str) -> String {
    match (day.get(0..4), day.get(5..7), day.get(8..10)) {
        (Some(y), Some(m), Some(d)) if day.len() == 10 => w.calendar_day(y, m, d),
        _ => day.to_string(),
    }
}

/// A die's colour as a word inside a sentence or a list ("Rolled: White 3").
pub fn die_colour(w: &Words, die: Die) -> String {
    match die {
        Die::White => w.colour_white(),
        Die::Yellow => w.colour_yellow(),
        Die::Blue => w.colour_blue(),
        Die::Green => w.colour_green(),
        Die::Orange => w.colour_orange(),
        Die::Purple => w.colour_purple(),
        Die::Pink => w.colour_pink(),
        Die::Silver => w.colour_silver(),
    }
}

/// A die named at the start of a label: "White die".
pub fn die_label(w: &Words, die: Die) -> String {
    match die {
        Die::White => w.die_label_white(),
        Die::Yellow => w.die_label_yellow(),
        Die::Blue => w.die_label_blue(),
        Die::Green => w.die_label_green(),
        Die::Orange => w.die_label_orange(),
        Die::Purple => w.die_label_purple(),
        Die::Pink => w.die_label_pink(),
        Die::Silver => w.die_label_silver(),
    }
}

/// An area's colour inside a sentence, agreeing with "area" ("Blue X").
pub fn area_word(w: &Words, area: Area) -> String {
    match area {
        Area::Yellow => w.area_word_yellow(),
        Area::Blue => w.area_word_blue(),
        Area::Green => w.area_word_green(),
        Area::Orange => w.area_word_orange(),
        Area::Purple => w.area_word_purple(),
        Area::Silver => w.area_word_silver(),
        Area::Pink => w.area_word_pink(),
    }
}

pub fn area_title(area: Area) -> String {
    let w = words();
    match area {
        Area::Yellow => w.area_yellow(),
        Area::Blue => w.area_blue(),
        Area::Green => w.area_green(),
        Area::Orange => w.area_orange(),
        Area::Purple => w.area_purple(),
        Area::Silver => w.area_silver(),
        Area::Pink => w.area_pink(),
    }
}

/// An area as where something goes or counts: "cannot go to yellow".
pub fn area_to(w: &Words, area: Area) -> String {
    match area {
        Area::Yellow => w.to_yellow(),
        Area::Blue => w.to_blue(),
        Area::Green => w.to_green(),
        Area::Orange => w.to_orange(),
        Area::Purple => w.to_purple(),
        Area::Silver => w.to_silver(),
        Area::Pink => w.to_pink(),
    }
}

/// The colour the white die counts as, a die's ("White 4 as yellow"):
/// languages with cases word "as" apart from "to" (`the_*`).
pub fn area_as(w: &Words, area: Area) -> String {
    match area {
        Area::Yellow => w.the_yellow(),
        Area::Blue => w.the_blue(),
        Area::Green => w.the_green(),
        Area::Orange => w.the_orange(),
        Area::Purple => w.the_purple(),
        Area::Silver => w.the_silver(),
        Area::Pink => w.the_pink(),
    }
}

/// The rating of a solo total, in the rulebook's words.
pub fn rating_words(rating: Rating) -> String {
    rating_in(&words(), rating)
}

fn rating_in(w: &Words, rating: Rating) -> String {
    match rating {
        Rating::SoClever => w.rating_281(),
        Rating::Einstein => w.rating_260(),
        Rating::Genius => w.rating_240(),
        Rating::Impressive => w.rating_220(),
        Rating::HatsOff => w.rating_200(),
        Rating::Great => w.rating_180(),
        Rating::PrettyGood => w.rating_160(),
        Rating::NotBad => w.rating_140(),
        Rating::TryHarder => w.rating_0(),
    }
}

/// A solo game's rating in words, in its game's bands.
pub fn solo_rating_words(rating: SoloRating) -> String {
    match rating {
        SoloRating::Clever(r) => rating_words(r),
        #[cfg(feature = "twice")]
        SoloRating::Twice(r) => twice_rating_in(&words(), r),
    }
}

#[cfg(feature = "twice")]
pub(super) fn twice_rating_in(w: &Words, rating: TwiceRating) -> String {
    use TwiceRating::*;
    match rating {
        TwiceAsClever => w.rating_twice_320(),
        PointsIq => w.rating_twice_300(),
        Respect => w.rating_twice_280(),
        NotLuck => w.rating_twice_260(),
        LookAtThis => w.rating_twice_240(),
        PrettyClever => w.rating_twice_220(),
        Training => w.rating_twice_200(),
        Happy => w.rating_twice_180(),
        RightWay => w.rating_twice_160(),
        DoBetter => w.rating_twice_140(),
        HalfAsClever => w.rating_twice_0(),
    }
}

/// The summary that `clever replay` prints names the rating in English.
impl serde::Serialize for Rating {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&rating_in(&Words::english(), *self))
    }
}

/// Names or words as a list: "Anna", "Anna and Bo", "Anna, Bo and Cy".
pub fn list_words(items: &[String]) -> String {
    list_in(&words(), items)
}

pub(super) fn list_in(w: &Words, items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => w.list_and(&rest.join(&w.list_comma()), last),
    }
}
