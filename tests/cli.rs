//! The `clever` command as a user runs it.

use std::io::Write;
use std::process::{Command, Stdio};

fn clever(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_clever"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("clever runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const DOC: &str = include_str!("../docs/game-record.md");

fn documented_record() -> &'static str {
    let start = DOC.find("```json").unwrap() + "```json".len();
    let end = start + DOC[start..].find("```").unwrap();
    &DOC[start..end]
}

#[test]
fn replay_prints_each_players_marks_and_scores() {
    let (code, out, err) = clever(&["replay", "-"], documented_record());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let anna = &v["players"][0];
    assert_eq!(anna["name"], "Anna");
    assert_eq!(anna["marks"]["yellow"], serde_json::json!([[1, 3]]));
    assert_eq!(anna["marks"]["green"], serde_json::json!([2]));
    assert_eq!(anna["score"]["areas"], serde_json::json!([0, 0, 1, 0, 0]));
    assert_eq!(anna["score"]["total"], 1);
    assert_eq!(v["over"], false);
}

#[test]
fn replay_names_the_first_bad_entry() {
    let bad = documented_record().replace(
        r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 0 } } }"#,
        r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 3 } } }"#,
    );
    let (code, out, err) = clever(&["replay", "-"], &bad);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(
        err.contains("move 5 is not allowed: green is filled left to right"),
        "{err}"
    );
    assert!(!err.contains("panicked"));
}

#[test]
fn replay_rejects_garbage_and_newer_versions_without_panicking() {
    for (input, says) in [
        ("", "not a readable game record"),
        ("[1,2,3]", "not a clever game record"),
        (r#"{"format":"clever-game","version":2}"#, "version 2"),
        (
            r#"{"format":"clever-game","version":1,"setup":{"players":["A"]},"moves":[{"roll":[["white",0]]}]}"#,
            "move 0 cannot be read: the white die shows 0, but dice show 1 to 6",
        ),
    ] {
        let (code, _, err) = clever(&["replay", "-"], input);
        assert_ne!(code, 0, "{input}");
        assert!(err.contains(says), "{input}: {err}");
        assert!(!err.contains("panicked"), "{input}: {err}");
    }
    let (code, _, err) = clever(&["replay", "/no/such/file.json"], "");
    assert_ne!(code, 0);
    assert!(err.contains("cannot read /no/such/file.json"), "{err}");
}

#[test]
fn simulate_reports_the_statistics() {
    let (code, out, err) = clever(
        &[
            "simulate",
            "--bot",
            "greedy",
            "--games",
            "20",
            "--seed",
            "9",
            "--players",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 20);
    for key in ["mean", "sd", "min", "max", "ms_per_game"] {
        assert!(v[key].is_number(), "{key} in {out}");
    }
    assert!(v["min"].as_f64() <= v["mean"].as_f64());
    assert!(v["mean"].as_f64() <= v["max"].as_f64());
    let (code, _, err) = clever(&["simulate", "--bot", "nobody"], "");
    assert_ne!(code, 0);
    assert!(err.contains("unknown bot"), "{err}");
}
