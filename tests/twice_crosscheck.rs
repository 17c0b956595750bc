//! Twice as Clever's games compared with Clever Lab's engine, kept as data
//! (tests/data/twice-crosscheck, written by scripts/crosscheck-twice.mjs
//! from a Clever Lab checkout): each record replays in our engine to the
//! final score Clever Lab gave on the same dice and moves, and the run they
//! come from found no difference that docs/rules-twice.md §12 does not
//! decide.

use clever::engine::{Area, Edition, Game};
use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/twice-crosscheck");

#[test]
fn every_compared_game_replays_to_clever_labs_score() {
    let text = std::fs::read_to_string(format!("{DIR}/games.jsonl")).unwrap();
    let mut games = 0;
    for line in text.lines() {
        // The record is the line's last member, as our engine wrote it.
        let at = line.find(",\"record\":").expect("a record");
        let record = &line[at + ",\"record\":".len()..line.len() - 1];
        let head: Value = serde_json::from_str(&format!("{}}}", &line[..at])).unwrap();
        let game = Game::from_json(record).unwrap_or_else(|e| panic!("{}: {e}", head["game"]));
        assert_eq!(game.to_json(), record, "written back byte for byte");
        assert_eq!(game.edition(), Edition::Twice);
        assert!(game.is_over());
        let s = game.twice().unwrap();
        let score = s.score(0);
        let lab = &head["clever_lab"];
        assert_eq!(
            i64::from(score.total),
            lab["total"].as_i64().unwrap(),
            "{head}"
        );
        assert_eq!(
            i64::from(score.foxes),
            lab["foxes"].as_i64().unwrap(),
            "{head}"
        );
        for area in Area::TWICE {
            assert_eq!(
                i64::from(score.area(area)),
                lab["areas"][area.name()].as_i64().unwrap(),
                "{head}: {area}"
            );
        }
        games += 1;
    }
    assert!(games >= 100, "{games} games kept");
}

#[test]
fn the_comparison_found_only_decided_differences() {
    let text = std::fs::read_to_string(format!("{DIR}/summary.json")).unwrap();
    let summary: Value = serde_json::from_str(&text).unwrap();
    let games = summary["games"].as_u64().unwrap();
    assert!(games >= 2000);
    assert_eq!(summary["final_scores_equal"].as_u64(), Some(games));
    assert_eq!(summary["unexplained"].as_u64(), Some(0));
    assert!(summary["steps"].as_u64().unwrap() > 40 * games);
}
