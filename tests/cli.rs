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
    assert_eq!(code, 1);
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
        assert_eq!(code, 1, "{input}");
        assert!(err.contains(says), "{input}: {err}");
        assert!(!err.contains("panicked"), "{input}: {err}");
    }
    let (code, _, err) = clever(&["replay", "/no/such/file.json"], "");
    assert_eq!(code, 1);
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
    assert_eq!(code, 2);
    assert!(err.contains("unknown bot"), "{err}");
}

/// A solo record whose move 5 is `bad` (the documented moves before it).
fn record_with_move_5(bad: &str) -> String {
    let doc = documented_record();
    let last = r#"{ "take": { "die": "green", "spot": { "area": "green", "cell": 0 } } }"#;
    assert!(doc.contains(last));
    doc.replace(last, bad)
}

#[test]
fn replay_names_a_badly_shaped_move_by_its_index() {
    for (bad, says) in [
        (
            r#"{"roll": [["green", 7]]}"#,
            "move 5 cannot be read: the green die shows 7, but dice show 1 to 6",
        ),
        (
            r#"{"take": {"die": "green", "spot": {"area": "teal", "cell": 0}}}"#,
            "move 5 cannot be read: unknown variant `teal`",
        ),
        (
            r#"{"take": {"die": "green", "spot": {"area": "green", "cell": 65536}}}"#,
            "move 5 cannot be read: invalid value: integer `65536`, expected u8",
        ),
        (
            r#"{"roll": [["white",1],["yellow",1],["blue",1],["green",1],["orange",1],["purple",1],["green",2]]}"#,
            "move 5 cannot be read: a roll has at most 6 dice, not 7",
        ),
    ] {
        let (code, out, err) = clever(&["replay", "-"], &record_with_move_5(bad));
        assert_eq!(code, 1, "{bad}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(says), "{bad}: {err}");
        assert!(!err.contains("line 1"), "{bad}: {err}");
    }
    // However long the record: 100 000 moves on one line, move 99 999 bad.
    let mut moves = vec![r#""finish""#; 100_000];
    moves[99_999] = r#"{"roll": [["white", 7]]}"#;
    let huge = format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":["A"]}},"moves":[{}]}}"#,
        moves.join(",")
    );
    let (code, _, err) = clever(&["replay", "-"], &huge);
    assert_eq!(code, 1);
    assert!(
        err.contains("move 99999 cannot be read: the white die shows 7, but dice show 1 to 6"),
        "{err}"
    );
}

#[test]
fn replay_reports_the_version_as_written() {
    let with_version =
        |v: &str| documented_record().replacen(r#""version": 1"#, &format!(r#""version": {v}"#), 1);
    assert!(with_version("1").contains(r#""version": 1,"#));
    for (v, says) in [
        (
            r#""1""#,
            r#"the version of this record must be a whole number, not "1""#,
        ),
        (
            "1.0",
            "the version of this record must be a whole number, not 1.0",
        ),
        ("-1", "this record has version -1; this app reads version 1"),
        (
            "4294967296",
            "this record has version 4294967296; this app reads version 1",
        ),
        (
            "36893488147419103232",
            "this record has version 36893488147419103232; this app reads version 1",
        ),
    ] {
        let (code, _, err) = clever(&["replay", "-"], &with_version(v));
        assert_eq!(code, 1, "{v}");
        assert!(err.contains(says), "{v}: {err}");
        assert!(!err.contains("no version"), "{v}: {err}");
    }
}

#[test]
fn replay_counts_every_player_of_an_impossible_setup() {
    let names: Vec<String> = (0..1000).map(|i| format!("\"P{i}\"")).collect();
    let record = format!(
        r#"{{"format":"clever-game","version":1,"setup":{{"players":[{}]}},"moves":[]}}"#,
        names.join(",")
    );
    let (code, _, err) = clever(&["replay", "-"], &record);
    assert_eq!(code, 1);
    assert!(
        err.contains("the game setup is not possible: a game has 1 to 4 players, not 1000"),
        "{err}"
    );
}

#[test]
fn replay_accepts_a_file_with_a_byte_order_mark() {
    let path = std::env::temp_dir().join(format!("clever-bom-{}.json", std::process::id()));
    std::fs::write(&path, format!("\u{feff}{}", documented_record())).unwrap();
    let (code, out, err) = clever(&["replay", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"][0]["name"], "Anna");
}

#[test]
fn unknown_options_and_arguments_are_usage_errors() {
    for args in [
        &["simulate", "--player", "4"][..],
        &["simulate", "--games", "3", "--games", "4"],
        &["simulate", "--games"],
        &["simulate", "--games", "many"],
        &["simulate", "greedy"],
        &["replay"],
        &["replay", "a.json", "b.json"],
        &["replay", "--verbose"],
        &["train", "--out", "x.weights", "--epochs", "3"],
        &["frobnicate"],
        &[],
    ] {
        let (code, out, err) = clever(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
    let (_, _, err) = clever(&["simulate", "--player", "4"], "");
    assert!(
        err.starts_with("clever: unknown option --player\n"),
        "{err}"
    );
    let (code, out, _) = clever(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("clever simulate"));
}

/// The resident memory of a running process, in kB (Linux).
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn simulate_streams_its_statistics_for_any_number_of_games() {
    for games in ["4000000000", "18446744073709551615"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_clever"))
            .args(["simulate", "--bot", "random", "--games", games])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(400));
        let running = child.try_wait().unwrap().is_none();
        let rss = rss_kb(child.id());
        child.kill().unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            running,
            "{games} games: stopped at once: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        if cfg!(target_os = "linux") {
            let rss = rss.expect("VmRSS");
            assert!(rss < 64 * 1024, "{games} games: {rss} kB resident");
        }
    }
}
