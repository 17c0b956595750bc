//! The sheet tables, cell by cell, against the tables of RULES.md (a
//! verbatim copy lives in tests/data so the check runs without shared/).

// Two tables compared cell by cell read best by index.
#![allow(clippy::needless_range_loop)]

use super::*;
use crate::engine::printed::{
    round_bonus, rounds_for, ColumnReward, RoundBonus, TrackRule, TrackScoring, BLUE, BLUE_POINTS,
    GREEN, ORANGE, PURPLE, YELLOW,
};

const RULES: &str = include_str!("../../../tests/data/RULES.md");

/// The copy is the authoritative text (when shared/ is beside the repo).
#[test]
fn copy_of_rules_is_current() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/RULES.md");
    if let Ok(text) = std::fs::read_to_string(shared) {
        assert_eq!(
            text, RULES,
            "tests/data/RULES.md differs from shared/RULES.md"
        );
    }
}

/// The markdown table rows under the heading that starts with `heading`.
fn table(heading: &str) -> Vec<Vec<String>> {
    let start = RULES
        .find(&format!("### {heading}"))
        .unwrap_or_else(|| panic!("no section {heading}"));
    RULES[start..]
        .lines()
        .skip(1)
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .filter(|l| !l.starts_with("|---"))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

fn row<'a>(t: &'a [Vec<String>], label: &str) -> &'a [String] {
    &t.iter()
        .find(|r| r[0].starts_with(label))
        .unwrap_or_else(|| panic!("no row {label}"))[1..]
}

fn bonus(text: &str) -> Option<Bonus> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let words: Vec<&str> = t.split_whitespace().collect();
    Some(match words.as_slice() {
        ["fox"] => Bonus::Fox,
        ["reroll", ..] => Bonus::Reroll,
        ["+1", ..] => Bonus::PlusOne,
        [a, "X"] => Bonus::Cross(area(a)),
        [a, n] => Bonus::NumberIn(area(a), n.parse().unwrap()),
        _ => panic!("unknown bonus {t:?}"),
    })
}

fn numbers(text: &str) -> Vec<u16> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

#[test]
fn yellow_table_matches_rules() {
    let t = table("Yellow area");
    for r in 0..4 {
        let cells = row(&t, &format!("row {}", r + 1));
        for c in 0..4 {
            let expected = match cells[c].as_str() {
                "X" => None,
                n => Some(n.parse().unwrap()),
            };
            assert_eq!(YELLOW.cells[r][c], expected, "yellow r{}c{}", r + 1, c + 1);
        }
        assert_eq!(
            YELLOW.row_bonus[r],
            bonus(&cells[4]),
            "yellow row {}",
            r + 1
        );
    }
    let cols = row(&t, "column points");
    for c in 0..4 {
        assert_eq!(
            YELLOW.column[c],
            ColumnReward::Points(cols[c].parse().unwrap())
        );
    }
    // "diagonal (3,1,2,6: r1c1 r2c2 r3c3 r4c4) → +1 action"
    let diag = &cols[4];
    let (cells, b) = YELLOW.diagonal.unwrap();
    assert_eq!(cells, [0, 5, 10, 15]);
    let values: Vec<u8> = cells.iter().map(|&i| YELLOW.value(i).unwrap()).collect();
    let printed: Vec<u8> = numbers(&diag[..diag.find(':').unwrap()])
        .into_iter()
        .map(|n| n as u8)
        .collect();
    assert_eq!(values, printed);
    assert_eq!(Some(b), bonus(diag.split('→').nth(1).unwrap()));
}

#[test]
fn blue_table_matches_rules() {
    let t = table("Blue area");
    for r in 0..3 {
        let cells = row(&t, &format!("row {}", r + 1));
        for c in 0..4 {
            let expected = cells[c].parse().ok();
            assert_eq!(BLUE.cells[r][c], expected, "blue r{}c{}", r + 1, c + 1);
        }
        assert_eq!(BLUE.row_bonus[r], bonus(&cells[4]), "blue row {}", r + 1);
    }
    let cols = row(&t, "column bonus");
    for c in 0..4 {
        assert_eq!(
            BLUE.column[c],
            ColumnReward::Bonus(bonus(&cols[c]).unwrap())
        );
    }
    let line = RULES
        .lines()
        .find(|l| l.starts_with("Score by number of crossed cells"))
        .unwrap();
    let scale = numbers(line.split(":").nth(1).unwrap().split("(").next().unwrap());
    assert_eq!(&BLUE_POINTS[1..], &scale[..]);
    assert_eq!(BLUE_POINTS[0], 0);
}

fn track_bonuses(t: &[Vec<String>]) -> Vec<Option<Bonus>> {
    row(t, "bonus").iter().map(|c| bonus(c)).collect()
}

#[test]
fn green_table_matches_rules() {
    let t = table("Green area");
    let TrackRule::AtLeast(min) = GREEN.rule else {
        panic!("green is a threshold track")
    };
    let want: Vec<u8> = row(&t, "die must be")
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(min.to_vec(), want);
    let TrackScoring::ByCount(points) = GREEN.scoring else {
        panic!("green scores by count")
    };
    let want: Vec<u16> = row(&t, "points")
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(points[1..].to_vec(), want);
    assert_eq!(GREEN.bonus.to_vec(), track_bonuses(&t));
}

#[test]
fn orange_table_matches_rules() {
    let t = table("Orange area");
    let TrackRule::Times(mult) = ORANGE.rule else {
        panic!("orange multiplies")
    };
    let want: Vec<u8> = row(&t, "multiplier")
        .iter()
        .map(|c| c.trim_start_matches('×').parse().unwrap_or(1))
        .collect();
    assert_eq!(mult.to_vec(), want);
    assert_eq!(ORANGE.scoring, TrackScoring::Sum);
    assert_eq!(ORANGE.bonus.to_vec(), track_bonuses(&t));
}

#[test]
fn purple_table_matches_rules() {
    let t = table("Purple area");
    assert_eq!(PURPLE.rule, TrackRule::Ascending);
    assert_eq!(PURPLE.scoring, TrackScoring::Sum);
    assert_eq!(PURPLE.bonus.to_vec(), track_bonuses(&t));
}

#[test]
fn round_tracker_matches_rules() {
    let t = table("Round tracker");
    for r in 1..=6u8 {
        let text = &t
            .iter()
            .find(|row| row[0].split(", ").any(|n| n == r.to_string()))
            .unwrap()[1];
        let expected = match text.as_str() {
            "none" => RoundBonus::None,
            t if t.starts_with("choose") => RoundBonus::Choice,
            t => RoundBonus::Give(
                bonus(
                    t.trim_end_matches(" action")
                        .replace("(extra die)", "")
                        .as_str(),
                )
                .unwrap(),
            ),
        };
        assert_eq!(round_bonus(r), expected, "round {r}");
    }
    assert_eq!(
        [1, 2, 3, 4].map(rounds_for),
        [6, 6, 5, 4],
        "rounds by player count"
    );
}
